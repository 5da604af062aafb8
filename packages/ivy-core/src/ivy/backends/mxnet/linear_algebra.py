import numpy as onp

from ivy.backends.mxnet._mx import mnp, ndarray
from ivy.backends.mxnet._promotion import promote
from ivy.backends.mxnet.statistical import native_sum

_FLOAT16, _FLOAT32, _FLOAT64 = onp.dtype("float16"), onp.dtype("float32"), onp.dtype("float64")
_BOOL, _INT64 = onp.dtype("bool"), onp.dtype("int64")


def matmul(x1, x2, /):
    if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2, scalars=False)
    dtype = x1.dtype
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
