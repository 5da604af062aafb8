import builtins
import math

import numpy as np
import tensorflow as tf

from ivy.backends.tensorflow._promotion import scalar
from ivy.backends.tensorflow.data_types import native_dtype
from ivy.backends.tensorflow.device import move, native_device, on

_R = tf.raw_ops
_ARRAYS = (tf.Tensor, tf.Variable)
_SCALARS = (bool, int, float, complex)
_INTEGRAL = frozenset(
    {tf.int8, tf.int16, tf.int32, tf.int64, tf.uint8, tf.uint16, tf.uint32, tf.uint64}
)
_COMPLEX_PART = {tf.complex64: tf.float32, tf.complex128: tf.float64}


def asarray(obj, /, dtype=None, device=None, copy=None):
    dtype = native_dtype(dtype)
    if isinstance(obj, _ARRAYS):
        result = obj
        if dtype is not None and obj.dtype != dtype:
            result = tf.cast(obj, dtype)
        if device is not None:
            result = move(result, device)
        if result is not obj:
            if copy is False:
                raise ValueError("asarray: copy=False, but converting obj needs a copy")
            return result
        return tf.identity(obj) if copy else obj
    if copy is False and not isinstance(obj, (*_SCALARS, list, tuple)):
        # differs: a tensorflow tensor never shares memory with a numpy (or other) array.
        raise ValueError(f"asarray: copy=False, but converting a {type(obj).__name__} needs a copy")
    with on(device):
        return _convert(obj, dtype)


def _convert(obj, dtype):
    if dtype is not None and type(obj) in _SCALARS:
        try:
            return scalar(obj, dtype)
        except TypeError:  # e.g. 2.5 as an integer: numpy's conversion rules below
            pass
    if isinstance(obj, (list, tuple)) and _holds_tensor(obj):
        # Packed by tensorflow, not numpy: keeps autodiff, and works on symbolic tensors.
        result = tf.convert_to_tensor(obj)
        return result if dtype is None or result.dtype == dtype else tf.cast(result, dtype)
    return tf.constant(np.asarray(obj, dtype=None if dtype is None else dtype.as_numpy_dtype))


def _holds_tensor(obj):
    if isinstance(obj, (list, tuple)):
        return any(_holds_tensor(item) for item in obj)
    return isinstance(obj, _ARRAYS)


def _dims(shape):
    return np.asarray(shape, dtype=np.int64)  # converts faster than a tuple


def _fill(shape, value, dtype):
    return _R.Fill(dims=_dims(shape), value=_value(value, dtype))


def _value(value, dtype):
    """``value`` (a Python scalar or a 0-d array) as a 0-d tensor of ``dtype``."""
    if type(value) in _SCALARS:
        try:
            return scalar(value, dtype)
        except TypeError:  # of a higher kind than dtype: cast as numpy does (2.5 -> 2)
            pass
    value = tf.convert_to_tensor(value)
    return value if value.dtype == dtype else tf.cast(value, dtype)


def zeros(shape, dtype=None, device=None):
    with on(device):
        return _fill(shape, 0, native_dtype(dtype))


def ones(shape, dtype=None, device=None):
    with on(device):
        return _fill(shape, 1, native_dtype(dtype))


def empty(shape, dtype=None, device=None):
    # differs: tensorflow has no uninitialised memory; zeros are as fast.
    return zeros(shape, dtype=dtype, device=device)


def full(shape, fill_value, dtype=None, device=None):
    with on(device):
        return _fill(shape, fill_value, native_dtype(dtype))


def _like_device(x, device):
    # By default on the device of x (eager ops would otherwise go to the default device).
    return tf.device(x.device if device is None else native_device(device))


def zeros_like(x, /, dtype=None, device=None):
    with _like_device(x, device):
        return tf.zeros_like(x, dtype=native_dtype(dtype))


def ones_like(x, /, dtype=None, device=None):
    with _like_device(x, device):
        return tf.ones_like(x, dtype=native_dtype(dtype))


def empty_like(x, /, dtype=None, device=None):
    return zeros_like(x, dtype=dtype, device=device)


def full_like(x, /, fill_value, dtype=None, device=None):
    dtype = x.dtype if dtype is None else native_dtype(dtype)
    with _like_device(x, device):
        return _R.Fill(dims=tf.shape(x, out_type=tf.int64), value=_value(fill_value, dtype))


def arange(start, /, stop=None, step=1, dtype=None, device=None):
    # differs: Range has no kernel for most dtypes, refuses empty ranges, and accumulates its
    # values; numpy counts ceil((stop - start) / step) values, each start + i * step.
    dtype = native_dtype(dtype)
    with on(device):
        if all(type(v) is int for v in (start, stop, step)):
            count = builtins.max(0, -((start - stop) // step))
            result = tf.range(start, start + count * step, step, dtype=tf.int64)
        else:
            count = builtins.max(0, math.ceil((stop - start) / step))
            steps = tf.range(count, dtype=tf.float64)
            result = _R.AddV2(x=_R.Mul(x=steps, y=float(step)), y=float(start))
        return result if result.dtype == dtype else tf.cast(result, dtype)


def linspace(start, stop, /, num, dtype=None, device=None, endpoint=True):
    dtype = native_dtype(dtype)
    part = _COMPLEX_PART.get(dtype)
    with on(device):
        if part is not None or isinstance(start, complex) or isinstance(stop, complex):
            start, stop = complex(start), complex(stop)
            real = _linspace(start.real, stop.real, num, endpoint)
            imag = _linspace(start.imag, stop.imag, num, endpoint)
            return tf.cast(tf.complex(real, imag), dtype)
        result = _linspace(start, stop, num, endpoint)
        if dtype in _INTEGRAL:
            result = _R.Floor(x=result)  # numpy 2 rounds toward -inf for integer dtypes
        return result if dtype is tf.float64 else tf.cast(result, dtype)


def _linspace(start, stop, num, endpoint):
    """float64 values; tf.linspace has no endpoint=False."""
    start, stop = tf.constant(start, tf.float64), tf.constant(stop, tf.float64)
    if endpoint:
        return tf.linspace(start, stop, num)
    return tf.linspace(start, stop, num + 1)[:num]


def eye(n_rows, n_cols=None, /, k=0, dtype=None, device=None):
    dtype = native_dtype(dtype)
    n_cols = n_rows if n_cols is None else n_cols
    with on(device):
        if k == 0:
            return tf.eye(n_rows, n_cols, dtype=dtype)
        # differs: tf.eye has no k; the k-th diagonal is where column - row == k.
        rows = tf.expand_dims(tf.range(n_rows, dtype=tf.int64), 1)
        on_diagonal = tf.equal(rows + k, tf.range(n_cols, dtype=tf.int64))
        return tf.cast(on_diagonal, dtype)


def meshgrid(*arrays, indexing="xy"):
    return tuple(tf.meshgrid(*arrays, indexing=indexing))


def _triangle(x, k, *, lower):
    # differs: tf has no tril/triu (band_part takes no diagonal offset); keep where column - row
    # is at most (tril) or at least (triu) k.
    shape = tf.shape(x, out_type=tf.int64)
    offset = tf.range(shape[-1])[None, :] - tf.range(shape[-2])[:, None]
    keep = offset <= k if lower else offset >= k
    return tf.where(keep, x, tf.zeros_like(x))


def tril(x, /, k=0):
    return _triangle(x, k, lower=True)


def triu(x, /, k=0):
    return _triangle(x, k, lower=False)


_DL_CPU = 1  # DLPack's device type of host memory


def from_dlpack(x, /, device=None, copy=None):
    if x.__dlpack_device__()[0] == _DL_CPU:
        # differs: tensorflow imports a host buffer unchecked and aborts the process at the first
        # kernel if it is not 64-byte aligned; such buffers are copied (aligned) through NumPy.
        view = np.from_dlpack(x)
        if view.ctypes.data % 64 or copy:
            if copy is False:
                raise BufferError("from_dlpack: x is not 64-byte aligned: tensorflow needs a copy")
            result = tf.constant(view.copy())
        else:
            result = tf.experimental.dlpack.from_dlpack(x.__dlpack__())
    else:
        result = tf.experimental.dlpack.from_dlpack(x.__dlpack__())
        if copy:
            result = tf.identity(result)
    return result if device is None else move(result, device)


def logspace(start, stop, /, num, base=10.0, dtype=None, device=None, endpoint=True):
    # differs: tensorflow has no logspace: base ** linspace, in float64 as NumPy computes it.
    dtype = native_dtype(dtype)
    with on(device):
        exponents = _linspace(start, stop, num, endpoint)
        result = _R.Pow(x=tf.constant(base, tf.float64), y=exponents)
        return result if dtype is tf.float64 else tf.cast(result, dtype)
