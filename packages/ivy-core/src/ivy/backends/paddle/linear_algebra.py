import paddle
from paddle import _C_ops

from ivy._common import checks
from ivy.backends.paddle._promotion import (
    COMPLEX,
    NARROW,
    common,
    ids,
    member,
    operands,
    restore,
    widen,
)

_NO_MATMUL_KERNEL = NARROW | ids("bool")
_Tensor = paddle.Tensor


def matmul(x1, x2, /):
    # differs: paddle.matmul needs one dtype; has no int8/int16/uint8/bool kernels (computed in
    # int32 and cast back: exact for integers, and logical or of ands for bools); broadcasts
    # batch axes of size 0 wrongly; and its gradient fails where the batch ranks differ.
    if type(x1) is _Tensor and type(x2) is _Tensor:
        # The common case, unchecked: paddle refuses two dtypes and dtypes it has no kernel for
        # (reading the dtypes would cost more than the call), and those go the long way. Its
        # batch broadcasting goes wrong only with an axis of size 0, and batches need a 3-d
        # result: one shape read for the usual call, two more for a batched one.
        try:
            result = _C_ops.matmul(x1, x2)
        except (ValueError, RuntimeError):
            pass
        else:
            if len(result.shape) <= 2 or (
                0 not in x1.shape and 0 not in x2.shape and not _gradient_needs_broadcast(x1, x2)
            ):
                return result
    x1, x2 = operands(x1, x2)
    if member(x1.dtype, _NO_MATMUL_KERNEL):
        (x1, dtype), (x2, _) = widen(x1, _NO_MATMUL_KERNEL), widen(x2, _NO_MATMUL_KERNEL)
        return restore(matmul(x1, x2), dtype)
    s1, s2 = x1.shape, x2.shape
    if ((len(s1) > 2 or len(s2) > 2) and (0 in s1 or 0 in s2)) or _gradient_needs_broadcast(x1, x2):
        x1, x2 = _broadcast_batches(x1, x2)
    return _C_ops.matmul(x1, x2)


def _gradient_needs_broadcast(x1, x2):
    """Whether the batch axes must be broadcast first for paddle's matmul gradient.

    Its backward raises ``InvalidArgument: Input dimension size should be equal to 2`` where both
    operands are batched with batch ranks that differ, e.g. ``(2, 1, 3, 4) @ (5, 4, 2)``; on equal
    ranks it is right (and broadcast_to's gradient sums correctly).
    """
    n1, n2 = len(x1.shape), len(x2.shape)
    return n1 > 2 and n2 > 2 and n1 != n2 and not (x1.stop_gradient and x2.stop_gradient)


def _broadcast_batches(x1, x2):
    s1, s2 = list(x1.shape), list(x2.shape)
    batch = list(checks.broadcast_shapes(tuple(s1[:-2]), tuple(s2[:-2])))
    if len(s1) > 1:
        x1 = paddle.broadcast_to(x1, batch + s1[-2:])
    if len(s2) > 1:
        x2 = paddle.broadcast_to(x2, batch + s2[-2:])
    return x1, x2


def matrix_transpose(x, /):
    # differs: paddle's matrix_transpose takes 1-d input as it is.
    if len(x.shape) < 2:
        raise ValueError("matrix_transpose: x must have at least two dimensions")
    return paddle.linalg.matrix_transpose(x)


def tensordot(x1, x2, /, axes=2):
    # differs: paddle needs one dtype, lists for the pair, and lacks small-integer kernels.
    x1, x2 = operands(x1, x2)
    (x1, dtype), (x2, _) = widen(x1, _NO_MATMUL_KERNEL), widen(x2, _NO_MATMUL_KERNEL)
    if not isinstance(axes, int):
        rank1, rank2 = len(x1.shape), len(x2.shape)
        axes = [
            [a + rank1 if a < 0 else a for a in axes[0]],
            [a + rank2 if a < 0 else a for a in axes[1]],
        ]
    return restore(paddle.tensordot(x1, x2, axes=axes), dtype)


def vecdot(x1, x2, /, axis=-1):
    # differs: paddle's vecdot needs one dtype, its sum widens small integers, and it has no
    # int8/int16/uint8 multiply kernel (computed in int32: exact, as wrapping agrees).
    x1, x2 = operands(x1, x2)
    if member(x1.dtype, COMPLEX):
        x1 = paddle.conj(x1)
    (x1, dtype), (x2, _) = widen(x1, NARROW), widen(x2, NARROW)
    product = x1 * x2
    return restore(paddle.sum(product, axis=axis, dtype=product.dtype), dtype)


def einsum(equation, *operands):
    return paddle.einsum(equation, *common(operands))
