import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array, numpy_arrays
from ivy.backends.numpy.data_types import native_dtype
from ivy.backends.numpy.device import native_device


def asarray(obj, /, dtype=None, device=None, copy=None):
    native_device(device)
    dtype = native_dtype(dtype)
    if copy:
        return np.array(obj, dtype=dtype, copy=True)
    result = np.asarray(obj, dtype=dtype)
    # differs: numpy 1.x asarray has no copy=False, so a needed copy is detected afterwards.
    if copy is False and isinstance(obj, np.ndarray) and not np.may_share_memory(result, obj):
        raise ValueError("asarray: copy=False, but converting obj needs a copy")
    return result


def zeros(shape, dtype=None, device=None):
    native_device(device)
    return np.zeros(shape, dtype=native_dtype(dtype))


def ones(shape, dtype=None, device=None):
    native_device(device)
    return np.ones(shape, dtype=native_dtype(dtype))


def empty(shape, dtype=None, device=None):
    native_device(device)
    return np.empty(shape, dtype=native_dtype(dtype))


def full(shape, fill_value, dtype=None, device=None):
    native_device(device)
    return np.full(shape, fill_value, dtype=native_dtype(dtype))


def zeros_like(x, /, dtype=None, device=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    native_device(device)
    return np.zeros_like(x, dtype=native_dtype(dtype))


def ones_like(x, /, dtype=None, device=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    native_device(device)
    return np.ones_like(x, dtype=native_dtype(dtype))


def empty_like(x, /, dtype=None, device=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    native_device(device)
    return np.empty_like(x, dtype=native_dtype(dtype))


def full_like(x, /, fill_value, dtype=None, device=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    native_device(device)
    return np.full_like(x, fill_value, dtype=native_dtype(dtype))


def arange(start, /, stop=None, step=1, dtype=None, device=None):
    native_device(device)
    return np.arange(start, stop, step, dtype=native_dtype(dtype))


def linspace(start, stop, /, num, dtype=None, device=None, endpoint=True):
    native_device(device)
    return np.linspace(start, stop, num, endpoint=endpoint, dtype=native_dtype(dtype))


def eye(n_rows, n_cols=None, /, k=0, dtype=None, device=None):
    native_device(device)
    return np.eye(n_rows, n_cols, k=k, dtype=native_dtype(dtype))


def meshgrid(*arrays, indexing="xy"):
    numpy_arrays(arrays)
    return tuple(np.meshgrid(*arrays, indexing=indexing))


def tril(x, /, k=0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.tril(x, k=k)


def triu(x, /, k=0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.triu(x, k=k)


def from_dlpack(x, /, device=None, copy=None):
    native_device(device)
    # numpy imports host memory without a copy (and numpy < 2.1 takes no copy argument).
    result = np.from_dlpack(x)
    return result.copy() if copy else result


def logspace(start, stop, /, num, base=10.0, dtype=None, device=None, endpoint=True):
    native_device(device)
    return np.logspace(start, stop, num, endpoint=endpoint, base=base, dtype=native_dtype(dtype))
