import numpy as np

from ivy.backends.numpy.data_types import native_dtype

# The ufunc reductions have np.sum's dtype rules without its Python-level dispatch (about
# 1 us per call); numpy returns scalars for 0-d results, which the standard wants as arrays.


def _array(result):
    return result if type(result) is np.ndarray else np.asarray(result)


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    return _array(np.add.reduce(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims))


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return _array(np.multiply.reduce(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims))


def mean(x, /, *, axis=None, keepdims=False):
    return _array(np.mean(x, axis=axis, keepdims=keepdims))


def min(x, /, *, axis=None, keepdims=False):
    return _array(np.minimum.reduce(x, axis=axis, keepdims=keepdims))


def max(x, /, *, axis=None, keepdims=False):
    return _array(np.maximum.reduce(x, axis=axis, keepdims=keepdims))


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _array(np.var(x, axis=axis, ddof=correction, keepdims=keepdims))


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return _array(np.std(x, axis=axis, ddof=correction, keepdims=keepdims))


def cumsum(x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
    if reverse:
        x = np.flip(x, axis)
    result = np.cumsum(x, axis=axis, dtype=native_dtype(dtype))
    if exclusive and result.shape[axis]:
        result = np.roll(result, 1, axis=axis)
        index = [slice(None)] * result.ndim
        index[axis] = 0
        result[tuple(index)] = 0
    return np.flip(result, axis) if reverse else result
