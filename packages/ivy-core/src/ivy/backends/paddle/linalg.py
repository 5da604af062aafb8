import numpy as np
import paddle

from ivy.backends.paddle._promotion import COMPLEX, ids, member, operands, restore, widen
from ivy.backends.paddle.statistical import sum as _sum
from ivy.errors import InvalidArgumentError

_NO_OUTER_KERNEL = ids("int8", "int16", "uint8", "float16")

_L = paddle.linalg

eigvalsh = _L.eigvalsh
inv = _L.inv


def _adjoint(x):
    return (
        paddle.conj(_L.matrix_transpose(x)) if member(x.dtype, COMPLEX) else _L.matrix_transpose(x)
    )


def cholesky(x, /, upper=False):
    # differs: paddle has no complex cholesky kernel on CPU; that one is composed.
    if member(x.dtype, COMPLEX):
        lower = _complex_cholesky(x)
        return _adjoint(lower) if upper else lower
    return _L.cholesky(x, upper=upper)


def _complex_cholesky(x):
    """The lower Cholesky factor, column by column (Cholesky-Crout) in differentiable ops."""
    n = x.shape[-1]
    rows = paddle.arange(n)
    columns = []
    for j in range(n):
        column = x[..., :, j]
        if j:
            done = paddle.stack(columns, axis=-1)  # (..., n, j)
            row_j = paddle.conj(done[..., j, :]).unsqueeze(-1)
            column = column - paddle.matmul(done, row_j).squeeze(-1)
        pivot = paddle.sqrt(paddle.real(column[..., j : j + 1]))
        column = column / paddle.cast(pivot, x.dtype)
        columns.append(paddle.where(rows >= j, column, paddle.zeros_like(column)))
    return paddle.stack(columns, axis=-1)


def cross(x1, x2, /, axis=-1):
    # differs: paddle's cross needs one dtype and one shape, and defaults to another axis.
    x1, x2 = paddle.broadcast_tensors(list(operands(x1, x2)))
    return paddle.cross(x1, x2, axis=axis)


def det(x, /):
    # differs: paddle's det takes non-square matrices without complaint.
    _require_square(x)
    return _L.det(x)


def _require_square(x):
    if len(x.shape) < 2 or x.shape[-1] != x.shape[-2]:
        raise ValueError(f"expected square matrices, got shape {x.shape}")


def diagonal(x, /, offset=0):
    return paddle.diagonal(x, offset, -2, -1)


def _finite(fn, x):
    # paddle's general eigenvalue kernel ends the process on NaN or infinity.
    if not bool(paddle.isfinite(x).all()):
        raise InvalidArgumentError(
            f"{fn}: x holds NaN or infinity, which paddle's kernel cannot take"
        )


def eig(x, /):
    _finite("eig", x)
    return tuple(_L.eig(x))


def eigvals(x, /):
    _finite("eigvals", x)
    if not x.stop_gradient:
        # differs: paddle's eigvals records no backward (a silent zero gradient); eig does.
        return _L.eig(x)[0]
    return _L.eigvals(x)


def eigh(x, /):
    return tuple(_L.eigh(x))


def matrix_norm(x, /, keepdims=False, ord="fro"):
    # differs: paddle's Frobenius norm of complex input is complex.
    if ord == "fro":
        magnitude = paddle.abs(x)
        return paddle.sqrt(paddle.sum(magnitude * magnitude, axis=[-2, -1], keepdim=keepdims))
    return _L.matrix_norm(x, p=ord, axis=[-2, -1], keepdim=keepdims)


def matrix_power(x, n, /):
    return _L.matrix_power(x, n)


def _cutoff(s, x, rtol):
    """The cutoff below which singular values ``s`` of ``x`` count as zero, shaped like ``s``."""
    if s.shape[-1] == 0:
        return s
    largest = paddle.max(s, axis=-1, keepdim=True)
    if rtol is None:
        return largest * (max(x.shape[-2:]) * float(np.finfo(_numpy_dtype(s)).eps))
    if not isinstance(rtol, paddle.Tensor):
        rtol = paddle.to_tensor(rtol)
    return largest * paddle.cast(rtol, s.dtype).unsqueeze(-1)


def _numpy_dtype(x):
    return np.float32 if x.dtype == paddle.float32 else np.float64


def matrix_rank(x, /, rtol=None):
    # differs: paddle's rtol is relative to another default; composed from svdvals.
    s = svdvals(x)
    return paddle.sum(paddle.cast(s > _cutoff(s, x, rtol), paddle.int64), axis=-1)


def outer(x1, x2, /):
    x1, x2 = operands(x1, x2)
    if member(x1.dtype, _NO_OUTER_KERNEL):
        # differs: no int8/int16/uint8/float16 kernels; computed in int32 or float32 and cast
        # back, which is exact (wrapping alike; a float16 product is exact in float32).
        (x1, dtype), (x2, _) = widen(x1, _NO_OUTER_KERNEL), widen(x2, _NO_OUTER_KERNEL)
        return restore(paddle.outer(x1, x2), dtype)
    return paddle.outer(x1, x2)


def pinv(x, /, rtol=None):
    # differs: paddle's default cutoff (rcond) is not the standard's; composed from svd.
    u, s, vh = _L.svd(x, full_matrices=False)
    kept = s > _cutoff(s, x, rtol)
    s_inv = paddle.where(kept, 1 / paddle.where(kept, s, paddle.ones_like(s)), paddle.zeros_like(s))
    return paddle.matmul(_adjoint(vh) * paddle.cast(s_inv, x.dtype).unsqueeze(-2), _adjoint(u))


def qr(x, /, mode="reduced"):
    return tuple(_L.qr(x, mode=mode))


def slogdet(x, /):
    # differs: paddle stacks sign and logabsdet in one tensor.
    result = _L.slogdet(x)
    logabsdet = result[1]
    return result[0], paddle.real(logabsdet) if member(logabsdet.dtype, COMPLEX) else logabsdet


def solve(x1, x2, /):
    # differs: paddle needs one dtype and one batch shape, reads x2 as matrices only, and has no
    # complex kernel on CPU (complex systems are solved as real ones of twice the size).
    x1, x2 = operands(x1, x2)
    vector = len(x2.shape) == 1
    if vector:
        x2 = x2.unsqueeze(-1)
    batch = list(np.broadcast_shapes(tuple(x1.shape[:-2]), tuple(x2.shape[:-2])))
    x1 = paddle.broadcast_to(x1, batch + list(x1.shape[-2:]))
    x2 = paddle.broadcast_to(x2, batch + list(x2.shape[-2:]))
    result = _complex_solve(x1, x2) if member(x1.dtype, COMPLEX) else _L.solve(x1, x2)
    return result.squeeze(-1) if vector else result


def _complex_solve(x1, x2):
    """``solve`` of (A + iB) X = C + iD as [[A, -B], [B, A]] [Re X; Im X] = [C; D]."""
    a, b = paddle.real(x1), paddle.imag(x1)
    real_system = paddle.concat(
        [paddle.concat([a, -b], axis=-1), paddle.concat([b, a], axis=-1)], axis=-2
    )
    rhs = paddle.concat([paddle.real(x2), paddle.imag(x2)], axis=-2)
    solution = _L.solve(real_system, rhs)
    m = x1.shape[-1]
    return paddle.complex(solution[..., :m, :], solution[..., m:, :])


def svd(x, /, full_matrices=True):
    return tuple(_L.svd(x, full_matrices=full_matrices))


def svdvals(x, /):
    # differs: paddle's svdvals folds several batch axes into one and has no complex kernel.
    return _L.svd(x, full_matrices=False)[1]


def trace(x, /, offset=0, dtype=None):
    # differs: ivy's sum has the standard's accumulation dtypes.
    return _sum(paddle.diagonal(x, offset, -2, -1), axis=-1, dtype=dtype)


def vector_norm(x, /, axis=None, keepdims=False, ord=2):
    # differs: paddle computes general orders in float32; composed from reductions.
    if isinstance(axis, tuple):
        axis = list(axis)
    magnitude = paddle.abs(x)
    if ord == 2:
        return paddle.sqrt(paddle.sum(magnitude * magnitude, axis=axis, keepdim=keepdims))
    if ord == 1:
        return paddle.sum(magnitude, axis=axis, keepdim=keepdims)
    if ord == float("inf"):
        return paddle.amax(magnitude, axis=axis, keepdim=keepdims)
    if ord == float("-inf"):
        return paddle.amin(magnitude, axis=axis, keepdim=keepdims)
    if ord == 0:
        nonzero = paddle.cast(magnitude != 0, magnitude.dtype)
        return paddle.sum(nonzero, axis=axis, keepdim=keepdims)
    # paddle raises to a Python scalar power in float32; a tensor exponent keeps the precision
    power = paddle.full([], ord, magnitude.dtype)
    summed = paddle.sum(magnitude**power, axis=axis, keepdim=keepdims)
    return summed ** (1 / power)
