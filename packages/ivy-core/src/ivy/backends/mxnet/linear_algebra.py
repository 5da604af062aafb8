import numpy as onp

from ivy.backends.mxnet._mx import mnp, ndarray
from ivy.backends.mxnet._promotion import common_dtype, promote
from ivy.backends.mxnet.data_types import as_ivy_dtype
from ivy.backends.mxnet.statistical import native_sum

_FLOAT16, _FLOAT32, _FLOAT64 = onp.dtype("float16"), onp.dtype("float32"), onp.dtype("float64")
_BOOL, _INT64 = onp.dtype("bool"), onp.dtype("int64")


def matmul(x1, x2, /):
    if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2, scalars=False)
    dtype = x1.dtype
    if x1.ndim > 2 and x2.ndim > 2 and x1.shape[:-2] != x2.shape[:-2]:
        x1, x2 = _broadcast_batch(x1, x2)
    if dtype is _FLOAT32 or dtype is _FLOAT64:
        return mnp.matmul(x1, x2)
    # differs: mxnet's matmul kernels are float32/float64 only (and float16 on gpu).
    if dtype is _FLOAT16:
        if x1.ctx.device_type == "gpu":
            return mnp.matmul(x1, x2)
        return mnp.matmul(x1.astype(_FLOAT32), x2.astype(_FLOAT32)).astype(_FLOAT16)
    if dtype is _BOOL:
        return _integer_matmul(x1.astype(_INT64), x2.astype(_INT64)) != 0
    return _integer_matmul(x1, x2)


def _broadcast_batch(x1, x2):
    """Both operands broadcast to their common batch shape (all but the last two axes).

    differs: mxnet's matmul computes broadcast batch axes right, but its gradient does not
    (sums the wrong entries where a size-1 batch axis meets a larger one, e.g. (2, 1, 3, 4) @
    (5, 4, 2)); on equal batch shapes it is right, and broadcast_to's gradient sums correctly.
    """
    batch = onp.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    return (
        mnp.broadcast_to(x1, batch + x1.shape[-2:]),
        mnp.broadcast_to(x2, batch + x2.shape[-2:]),
    )


def _integer_matmul(x1, x2):
    """Exact integer matmul (wrapping like the dtype) as a broadcast product summed over K."""
    row, column = x1.ndim == 1, x2.ndim == 1
    if row:
        x1 = mnp.expand_dims(x1, 0)
    if column:
        x2 = mnp.expand_dims(x2, 1)
    products = mnp.expand_dims(x1, -1) * mnp.expand_dims(x2, -3)  # (..., M, K, N)
    result = native_sum(products, axis=-2)  # in x1's dtype, wrapping like it
    if row:
        result = mnp.squeeze(result, -2)
    if column:
        result = mnp.squeeze(result, -1)
    return result


def matrix_transpose(x, /):
    if x.ndim < 2:
        raise ValueError("matrix_transpose: x must have at least two dimensions")
    if x.dtype == _BOOL:  # differs: swapaxes has no bool kernel (MXNetError: type enum 7)
        return mnp.swapaxes(x.astype("uint8"), -1, -2).astype(_BOOL)
    return mnp.swapaxes(x, -1, -2)


def tensordot(x1, x2, /, axes=2):
    # differs: mxnet's tensordot is float-only; contracted as a matmul of the reshaped operands,
    # which computes every dtype.
    if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2, scalars=False)
    if isinstance(axes, int):
        axes1, axes2 = list(range(x1.ndim - axes, x1.ndim)), list(range(axes))
    else:
        axes1 = [a + x1.ndim if a < 0 else a for a in axes[0]]
        axes2 = [a + x2.ndim if a < 0 else a for a in axes[1]]
    sizes1, sizes2 = [x1.shape[a] for a in axes1], [x2.shape[a] for a in axes2]
    if sizes1 != sizes2:  # mxnet would report it only later, from its asynchronous engine
        raise ValueError("tensordot: contracted axes differ in size")
    free1 = [a for a in range(x1.ndim) if a not in axes1]
    free2 = [a for a in range(x2.ndim) if a not in axes2]
    size = int(onp.prod([x1.shape[a] for a in axes1]))
    left = mnp.transpose(x1, free1 + axes1).reshape(-1, size)
    right = mnp.transpose(x2, axes2 + free2).reshape(size, -1)
    shape = tuple(x1.shape[a] for a in free1) + tuple(x2.shape[a] for a in free2)
    return matmul(left, right).reshape(shape)


def vecdot(x1, x2, /, axis=-1):
    # differs: mxnet has no vecdot; real dtypes only, so nothing to conjugate.
    if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2, scalars=False)
    return native_sum(x1 * x2, axis=axis)


def einsum(equation, *operands):
    dtype = operands[0].dtype
    if any(o.dtype is not dtype for o in operands):
        target = common_dtype(*(as_ivy_dtype(o.dtype) for o in operands))
        operands = [o.astype(target, copy=False) for o in operands]
    return mnp.einsum(equation, *operands)
