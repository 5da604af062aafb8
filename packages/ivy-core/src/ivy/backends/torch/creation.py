import numpy as np
import torch

from ivy.backends.torch.data_types import native_dtype
from ivy.backends.torch.device import native_device

Tensor = torch.Tensor


def _device(device):
    """The torch device for a device argument; None lets torch pick its default."""
    return None if device is None else native_device(device)


def asarray(obj, /, dtype=None, device=None, copy=None):
    dtype, device = native_dtype(dtype), _device(device)
    if isinstance(obj, Tensor):
        # differs: torch.asarray warns on tensors that require grad; .to keeps the autograd
        # graph, and returns obj itself when nothing changes.
        if copy is False and (
            (dtype is not None and dtype is not obj.dtype)
            or (device is not None and device != obj.device)
        ):
            raise ValueError("asarray: copy=False, but converting obj needs a copy")
        return obj.to(device=device, dtype=dtype, copy=bool(copy))
    try:
        return torch.asarray(obj, dtype=dtype, device=device, copy=copy)
    except ValueError:
        # differs: torch cannot view NumPy arrays with negative strides (np.flip); copy them.
        if copy is False or not isinstance(obj, np.ndarray):
            raise
        return torch.asarray(np.ascontiguousarray(obj), dtype=dtype, device=device)


def zeros(shape, dtype=None, device=None):
    return torch.zeros(shape, dtype=native_dtype(dtype), device=_device(device))


def ones(shape, dtype=None, device=None):
    return torch.ones(shape, dtype=native_dtype(dtype), device=_device(device))


def empty(shape, dtype=None, device=None):
    return torch.empty(shape, dtype=native_dtype(dtype), device=_device(device))


def full(shape, fill_value, dtype=None, device=None):
    return torch.full(shape, fill_value, dtype=native_dtype(dtype), device=_device(device))


def zeros_like(x, /, dtype=None, device=None):
    return torch.zeros_like(x, dtype=native_dtype(dtype), device=_device(device))


def ones_like(x, /, dtype=None, device=None):
    return torch.ones_like(x, dtype=native_dtype(dtype), device=_device(device))


def empty_like(x, /, dtype=None, device=None):
    return torch.empty_like(x, dtype=native_dtype(dtype), device=_device(device))


def full_like(x, /, fill_value, dtype=None, device=None):
    return torch.full_like(x, fill_value, dtype=native_dtype(dtype), device=_device(device))


def arange(start, /, stop=None, step=1, dtype=None, device=None):
    if stop is None:
        start, stop = 0, start
    dtype, device = native_dtype(dtype), _device(device)
    if stop < start if step > 0 else stop > start:
        # differs: torch raises for a range running against step; the standard's is empty.
        return torch.empty(0, dtype=dtype, device=device)
    return torch.arange(start, stop, step, dtype=dtype, device=device)


def linspace(start, stop, /, num, dtype=None, device=None, endpoint=True):
    dtype, device = native_dtype(dtype), _device(device)
    if endpoint:
        return torch.linspace(start, stop, num, dtype=dtype, device=device)
    # differs: torch.linspace always includes stop; drop it from one more point.
    return torch.linspace(start, stop, num + 1, dtype=dtype, device=device)[:-1]


def eye(n_rows, n_cols=None, /, k=0, dtype=None, device=None):
    dtype, device = native_dtype(dtype), _device(device)
    n_cols = n_rows if n_cols is None else n_cols
    if k == 0:
        return torch.eye(n_rows, n_cols, dtype=dtype, device=device)
    # differs: torch.eye has no k.
    result = torch.zeros((n_rows, n_cols), dtype=dtype, device=device)
    result.diagonal(k).fill_(1)
    return result


def meshgrid(*arrays, indexing="xy"):
    return torch.meshgrid(*arrays, indexing=indexing)


def tril(x, /, k=0):
    return torch.tril(x, k)


def triu(x, /, k=0):
    return torch.triu(x, k)


def from_dlpack(x, /, device=None, copy=None):
    return torch.from_dlpack(x, device=_device(device), copy=copy)


def logspace(start, stop, /, num, base=10.0, dtype=None, device=None, endpoint=True):
    dtype, device = native_dtype(dtype), _device(device)
    if endpoint:
        return torch.logspace(start, stop, num, base=base, dtype=dtype, device=device)
    # differs: torch.logspace always includes stop; drop it from one more point.
    return torch.logspace(start, stop, num + 1, base=base, dtype=dtype, device=device)[:-1]
