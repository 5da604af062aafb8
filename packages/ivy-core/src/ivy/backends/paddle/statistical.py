import paddle
from paddle import _C_ops

from ivy.backends.paddle._promotion import NARROW, ids, member, restore, widen
from ivy.backends.paddle.data_types import native_dtype

# Integers and bools sum in int64 (the standard says uint64 for unsigned input, which paddle
# lacks: int64 holds every sum of uint8 values as well).
_ACCUMULATE_IN_INT64 = ids("bool", "int8", "int16", "int32", "int64", "uint8")
_NO_MIN_MAX_KERNEL = NARROW | ids("bool")


def _accumulation(x, dtype):
    if dtype is not None:
        return native_dtype(dtype)
    return paddle.int64 if member(x.dtype, _ACCUMULATE_IN_INT64) else None


def _nothing_reduced(x, axis):
    # paddle reduces every axis for axis=(): reduce a new axis of size one instead.
    return paddle.unsqueeze(x, -1), -1


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    # differs: paddle sums small integers in their own dtype, and axis=() reduces all axes.
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    return _C_ops.sum(x, axis, _accumulation(x, dtype), keepdims)  # (positional: faster)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    # differs: as for sum.
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    return paddle.prod(x, axis=axis, keepdim=keepdims, dtype=_accumulation(x, dtype))


def mean(x, /, *, axis=None, keepdims=False):
    # differs: paddle reduces every axis for axis=().
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    return paddle.mean(x, axis=axis, keepdim=keepdims)


def _extremum(native, x, axis, keepdims):
    # differs: paddle.max/min have no int8/int16/uint8/bool kernels (computed in int32, exact).
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    x, dtype = widen(x, _NO_MIN_MAX_KERNEL)
    return restore(native(x, axis=axis, keepdim=keepdims), dtype)


def min(x, /, *, axis=None, keepdims=False):
    return _extremum(paddle.min, x, axis, keepdims)


def max(x, /, *, axis=None, keepdims=False):
    return _extremum(paddle.max, x, axis, keepdims)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    # differs: paddle.var's correction defaults to 1, and axis=() reduces every axis.
    if axis == ():
        (x, axis), keepdims = _nothing_reduced(x, axis), False
    return paddle.var(x, axis=axis, keepdim=keepdims, correction=correction)


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    # differs: paddle.std has no correction, only unbiased=True/False.
    return paddle.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))


def cumsum(x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
    # differs: paddle.cumsum has no exclusive or reverse, nor a bool kernel.
    dtype = _accumulation(x, dtype)
    if dtype is not None:
        x = paddle.cast(x, dtype)
    if reverse:
        x = paddle.flip(x, [axis])
    result = paddle.cumsum(x, axis=axis)
    if exclusive:
        # Shift the sums one place along the axis, starting from 0 (exact, unlike subtracting x).
        first = paddle.zeros_like(paddle.slice(result, [axis], [0], [1]))
        result = paddle.concat([first, paddle.slice(result, [axis], [0], [-1])], axis=axis)
    return paddle.flip(result, [axis]) if reverse else result
