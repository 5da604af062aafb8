import torch

from ivy._common.dtypes import DEFAULT_DTYPES, DTYPES, dtype_converters
from ivy.backends.torch.device import native_device

# torch has every canonical dtype. uint16/uint32/uint64 are "shell" dtypes: conversions, creation,
# indexing and comparisons work, but most arithmetic kernels are missing (see statistical.py).
native_dtype, as_ivy_dtype = dtype_converters(
    "torch", {name: getattr(torch, name) for name in DTYPES}
)


def default_dtypes(*, device=None):
    return dict(DEFAULT_DTYPES)


def dtype(x, /):
    return as_ivy_dtype(x.dtype)


def astype(x, dtype, /, copy=True, device=None):
    device = None if device is None else native_device(device)
    return x.to(device=device, dtype=native_dtype(dtype), copy=copy)


def missing_kernel(error, /):
    # torch's uint16/uint32/uint64 "shell" dtypes lack most kernels: '"add_stub" not implemented
    # for 'UInt32''.
    return type(error) is NotImplementedError and " not implemented for '" in str(error)
