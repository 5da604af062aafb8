import paddle
from paddle import _C_ops

from ivy._common.dtypes import DEFAULT_DTYPES
from ivy.backends.paddle._promotion import NARROW, ids, member, restore, widen
from ivy.backends.paddle.data_types import native_dtype

# Integers and bools sum in int64 (the standard says uint64 for unsigned input, which paddle
# lacks: int64 holds every sum of uint8 values as well).
_ACCUMULATE_IN_INT64 = ids("bool", "int8", "int16", "int32", "int64", "uint8")
_INTEGRAL = _ACCUMULATE_IN_INT64  # every integer and bool dtype paddle has
_DEFAULT_FLOAT = native_dtype(DEFAULT_DTYPES["real floating"])
_NO_MIN_MAX_KERNEL = NARROW | ids("bool")


def _accumulation(x, dtype):
    if dtype is not None:
        return native_dtype(dtype)
    return paddle.int64 if member(x.dtype, _ACCUMULATE_IN_INT64) else None


def _nothing_reduced(x, axis):
    # paddle reduces every axis for axis=(): reduce a new axis of size one instead.
    return paddle.unsqueeze(x, -1), -1


def sum(x, /, axis=None, dtype=None, keepdims=False):
    # differs: paddle sums int8, int16 and uint8 in their own dtype (bool and int32 in int64
    # already), and axis=() reduces all axes.
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    if dtype is not None:
        dtype = native_dtype(dtype)
    elif x.element_size() <= 2 and member(x.dtype, NARROW):  # element_size: a cheaper read
        dtype = paddle.int64
    return _C_ops.sum(x, axis, dtype, keepdims)  # (positional: faster)


def prod(x, /, axis=None, dtype=None, keepdims=False):
    # differs: as for sum.
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    return paddle.prod(x, axis=axis, keepdim=keepdims, dtype=_accumulation(x, dtype))


def _floating(x):
    # differs: paddle's mean and var of integers are integers (truncated), and it has no uint8 or
    # bool kernels; ivy computes them in its default float dtype.
    return paddle.cast(x, _DEFAULT_FLOAT) if member(x.dtype, _INTEGRAL) else x


def mean(x, /, axis=None, keepdims=False):
    # differs: paddle reduces every axis for axis=().
    x = _floating(x)
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    return paddle.mean(x, axis=axis, keepdim=keepdims)


def _extremum(native, x, axis, keepdims):
    # differs: paddle.max/min have no int8/int16/uint8/bool kernels (computed in int32, exact).
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    x, dtype = widen(x, _NO_MIN_MAX_KERNEL)
    return restore(native(x, axis=axis, keepdim=keepdims), dtype)


def min(x, /, axis=None, keepdims=False):
    return _extremum(paddle.min, x, axis, keepdims)


def max(x, /, axis=None, keepdims=False):
    return _extremum(paddle.max, x, axis, keepdims)


def var(x, /, axis=None, correction=0.0, keepdims=False):
    # differs: paddle.var's correction defaults to 1, and axis=() reduces every axis.
    x = _floating(x)
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    elif x.ndim == 0:
        # differs: paddle's var of a 0-d tensor is 0, NaN included (of one element, NaN).
        result = paddle.var(paddle.reshape(x, [1]), correction=correction)
        return paddle.reshape(result, [])
    return paddle.var(x, axis=axis, keepdim=keepdims, correction=correction)


def std(x, /, axis=None, correction=0.0, keepdims=False):
    # differs: paddle.std has no correction, only unbiased=True/False.
    return paddle.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))


def _scan(native, identity, x, axis, exclusive, reverse, dtype, include_initial):
    """A cumulative sum or product (``native``: paddle.cumsum or paddle.cumprod) along ``axis``.

    ``exclusive`` shifts the results one place, starting from ``identity``; ``include_initial``
    puts ``identity`` before them, one longer along ``axis``.
    """
    # differs: paddle has no exclusive, reverse or initial scans, nor bool kernels.
    dtype = _accumulation(x, dtype)
    if dtype is not None:
        x = paddle.cast(x, dtype)
    if reverse:
        x = paddle.flip(x, [axis])
    result = native(x, axis)
    size = result.shape[axis]
    if include_initial or (exclusive and size):
        # Shift the results one place along the axis, starting from the identity (exact).
        shape = list(result.shape)
        shape[axis] = 1
        first = paddle.full(shape, identity, dtype=result.dtype)
        if exclusive:
            result = paddle.slice(result, [axis], [0], [size - 1])
        result = paddle.concat([first, result], axis=axis)
    return paddle.flip(result, [axis]) if reverse else result


def cumsum(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(paddle.cumsum, 0, x, axis, exclusive, reverse, dtype, False)


def cumprod(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(paddle.cumprod, 1, x, axis, exclusive, reverse, dtype, False)


def cumulative_sum(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(paddle.cumsum, 0, x, axis, False, False, dtype, include_initial)


def cumulative_prod(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(paddle.cumprod, 1, x, axis, False, False, dtype, include_initial)
