import paddle

from ivy._common.dtypes import promote_with_scalars
from ivy.backends.paddle._promotion import (
    NARROW,
    SCALARS,
    SMALL,
    ids,
    operands,
    restore,
    scalar_tensor,
    widen,
)
from ivy.backends.paddle.data_types import default_dtypes, native_dtype

_NO_ARG_KERNEL = NARROW | ids("bool")
_NO_NONZERO_KERNEL = ids("int8", "uint8", "float16")


def _searched(x, axis):
    # differs: paddle's argmax/argmin return garbage over no elements, and have no int8/bool
    # kernels (searched in int32: same order).
    shape = x.shape
    if (0 in shape) if axis is None else shape[axis] == 0:
        raise ValueError(f"cannot search an array of shape {list(shape)} along axis {axis}")
    return widen(x, _NO_ARG_KERNEL)[0]


def argmax(x, /, axis=None, keepdims=False):
    return paddle.argmax(_searched(x, axis), axis=axis, keepdim=keepdims)


def argmin(x, /, axis=None, keepdims=False):
    return paddle.argmin(_searched(x, axis), axis=axis, keepdim=keepdims)


def nonzero(x, /):
    # differs: paddle.nonzero gives an [N, ndim] array by default, and has no int8/uint8 kernels.
    return tuple(paddle.nonzero(widen(x, _NO_NONZERO_KERNEL)[0], as_tuple=True))


def where(condition, x1, x2, /):
    # differs: paddle.where needs one dtype (it promotes Python scalars to float64), and has no
    # int8/int16/uint8/float16/bfloat16 kernels (computed in a wider dtype, exact).
    if type(x1) in SCALARS and type(x2) in SCALARS:
        kind1, kind2 = SCALARS[type(x1)], SCALARS[type(x2)]
        values = [kind1(x1), kind2(x2)]
        dtype = native_dtype(promote_with_scalars(None, values, default_dtypes()))
        x1 = scalar_tensor(x1, kind1, dtype, condition)
        x2 = scalar_tensor(x2, kind2, dtype, condition)
    else:
        x1, x2 = operands(x1, x2)
    (x1, dtype), (x2, _) = widen(x1, SMALL), widen(x2, SMALL)
    return restore(paddle.where(condition, x1, x2), dtype)


_NO_SEARCH_KERNEL = ids("int8", "int16", "uint8", "float16", "bfloat16")


def searchsorted(x1, x2, /, side="left", sorter=None):
    # differs: paddle needs one dtype, a tensor of values, and takes right= for side.
    x1, x2 = operands(x1, x2)
    (x1, _), (x2, _) = widen(x1, _NO_SEARCH_KERNEL), widen(x2, _NO_SEARCH_KERNEL)
    if sorter is not None:
        x1 = paddle.gather(x1, sorter)
    return paddle.searchsorted(x1, x2, right=side == "right")


def count_nonzero(x, /, axis=None, keepdims=False):
    # differs: paddle reads axis=() as every axis (the standard: none), and its != of floats is
    # within 1e-8 (a cast to bool is exact).
    nonzero = paddle.cast(x, "bool")
    if axis == () or axis == []:
        return paddle.cast(nonzero, "int64")
    return paddle.sum(nonzero, axis=axis, dtype="int64", keepdim=keepdims)


def argwhere(x, /):
    # differs: paddle.nonzero needs a dimension (a 0-d x has one row or none), and has no
    # int8/uint8/float16 kernels.
    x = widen(x, _NO_NONZERO_KERNEL)[0]
    if x.ndim == 0:
        return paddle.nonzero(paddle.reshape(x, [1]))[:, :0]
    return paddle.nonzero(x)
