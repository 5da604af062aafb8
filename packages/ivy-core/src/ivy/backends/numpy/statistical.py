import numpy as np

from ivy._common.dtypes import DEFAULT_DTYPES
from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.backends.numpy.data_types import native_dtype

_DEFAULT_FLOAT = native_dtype(DEFAULT_DTYPES["real floating"])

# The ufunc reductions have np.sum's dtype rules without its Python-level dispatch (about
# 1 us per call); numpy returns scalars for 0-d results, which the standard wants as arrays.


def _array(result):
    return result if type(result) is np.ndarray else np.asarray(result)


def sum(x, /, axis=None, dtype=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _array(np.add.reduce(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims))


def prod(x, /, axis=None, dtype=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _array(np.multiply.reduce(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims))


def _floating(x):
    # differs: numpy averages integers and bools in float64; ivy in its default float dtype.
    return _DEFAULT_FLOAT if x.dtype.kind in "biu" else None


def mean(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _array(np.mean(x, axis=axis, dtype=_floating(x), keepdims=keepdims))


def min(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _array(np.minimum.reduce(x, axis=axis, keepdims=keepdims))


def max(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _array(np.maximum.reduce(x, axis=axis, keepdims=keepdims))


def var(x, /, axis=None, correction=0.0, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _array(np.var(x, axis=axis, dtype=_floating(x), ddof=correction, keepdims=keepdims))


def std(x, /, axis=None, correction=0.0, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _array(np.std(x, axis=axis, dtype=_floating(x), ddof=correction, keepdims=keepdims))


def _scan(native, identity, x, axis, exclusive, reverse, dtype, include_initial):
    """A cumulative sum or product (``native``: np.cumsum or np.cumprod) along ``axis``.

    ``exclusive`` shifts the results one place, starting from ``identity``; ``include_initial``
    puts ``identity`` before them, one longer along ``axis``.
    """
    if type(x) is not ndarray:
        x = numpy_array(x)
    if reverse:
        x = np.flip(x, axis)
    result = native(x, axis=axis, dtype=native_dtype(dtype))
    if exclusive or include_initial:
        result = _with_initial(result, axis, identity, drop_last=exclusive)
    return np.flip(result, axis) if reverse else result


def _with_initial(result, axis, identity, *, drop_last):
    """``identity`` put before ``result`` along ``axis``, without its last element if
    ``drop_last`` (which leaves a zero-size axis as it is)."""
    size = result.shape[axis]
    if drop_last:
        if not size:
            return result
        result = result[(slice(None),) * axis + (slice(0, size - 1),)]
    shape = list(result.shape)
    shape[axis] = 1
    return np.concatenate([np.full(shape, identity, result.dtype), result], axis=axis)


def cumsum(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(np.cumsum, 0, x, axis, exclusive, reverse, dtype, False)


def cumprod(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(np.cumprod, 1, x, axis, exclusive, reverse, dtype, False)


def cumulative_sum(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(np.cumsum, 0, x, axis, False, False, dtype, include_initial)


def cumulative_prod(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(np.cumprod, 1, x, axis, False, False, dtype, include_initial)
