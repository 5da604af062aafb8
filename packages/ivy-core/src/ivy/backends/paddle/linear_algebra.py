import paddle
from paddle import _C_ops

from ivy._common.checks import broadcast_shapes
from ivy.backends.paddle._promotion import NARROW, ids, member, operands, restore, widen

_NO_MATMUL_KERNEL = NARROW | ids("bool")
_FAST = ids("float32", "float64", "complex64", "complex128", "int32", "int64")
_Tensor = paddle.Tensor


def matmul(x1, x2, /):
    # differs: paddle.matmul needs one dtype; has no int8/int16/uint8/bool kernels (computed in
    # int32 and cast back: exact for integers, and logical or of ands for bools); and broadcasts
    # batch axes of size 0 wrongly.
    if type(x1) is _Tensor and type(x2) is _Tensor:
        dtype = x1.dtype
        if dtype is x2.dtype and id(dtype) in _FAST and len(x1.shape) <= 2 and len(x2.shape) <= 2:
            return _C_ops.matmul(x1, x2)  # the common case
    x1, x2 = operands(x1, x2)
    if member(x1.dtype, _NO_MATMUL_KERNEL):
        (x1, dtype), (x2, _) = widen(x1, _NO_MATMUL_KERNEL), widen(x2, _NO_MATMUL_KERNEL)
        return restore(matmul(x1, x2), dtype)
    s1, s2 = x1.shape, x2.shape
    if (len(s1) > 2 or len(s2) > 2) and (0 in s1 or 0 in s2):
        x1, x2 = _broadcast_batches(x1, x2)
    return _C_ops.matmul(x1, x2)


def _broadcast_batches(x1, x2):
    s1, s2 = list(x1.shape), list(x2.shape)
    batch = list(broadcast_shapes(tuple(s1[:-2]), tuple(s2[:-2])))
    if len(s1) > 1:
        x1 = paddle.broadcast_to(x1, batch + s1[-2:])
    if len(s2) > 1:
        x2 = paddle.broadcast_to(x2, batch + s2[-2:])
    return x1, x2
