import numpy as np

from ivy.backends.numpy.data_types import native_dtype


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    return np.asarray(np.sum(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims))


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return np.asarray(np.prod(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims))


def mean(x, /, *, axis=None, keepdims=False):
    return np.asarray(np.mean(x, axis=axis, keepdims=keepdims))


def min(x, /, *, axis=None, keepdims=False):
    return np.asarray(np.min(x, axis=axis, keepdims=keepdims))


def max(x, /, *, axis=None, keepdims=False):
    return np.asarray(np.max(x, axis=axis, keepdims=keepdims))


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return np.asarray(np.var(x, axis=axis, ddof=correction, keepdims=keepdims))


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return np.asarray(np.std(x, axis=axis, ddof=correction, keepdims=keepdims))


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
