import numpy as onp

from ivy._common.powers import matrix_power_by_squaring
from ivy.backends.mxnet._mx import mnp, mx, ndarray
from ivy.backends.mxnet._promotion import promote
from ivy.backends.mxnet.statistical import native_sum
from ivy.backends.mxnet.statistical import sum as _sum
from ivy.errors import UnsupportedError

_BOOL = onp.dtype("bool")

# mxnet has no complex dtypes, so adjoints are transposes. Its svd takes only M <= N and
# returns (U, S, Vh) as (ut, s, v); its norm is Frobenius only; it has no cross: these are
# composed from what mx.np has.
_L = mnp.linalg

_NO_COMPLEX = "mxnet has no complex dtype, and general eigenvalues are complex"
UNSUPPORTED = {"eig": _NO_COMPLEX, "eigvals": _NO_COMPLEX}

det = _L.det
inv = _L.inv


def _transposed(x):
    return mnp.swapaxes(x, -1, -2)


def _promoted(x1, x2):
    if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
        return promote(x1, x2, scalars=False)
    return x1, x2


def cholesky(x, /, upper=False):
    # differs: mxnet reports non-square input only later, from its asynchronous engine.
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise ValueError(f"cholesky: expected square matrices, got shape {x.shape}")
    lower = _L.cholesky(x)
    # differs: mxnet reports a matrix that is not positive-definite from its asynchronous
    # engine, at the next read of any array; waiting makes it this call's error.
    lower.wait_to_read()
    return _transposed(lower) if upper else lower


def cross(x1, x2, /, axis=-1):
    x1, x2 = _promoted(x1, x2)
    shape = onp.broadcast_shapes(x1.shape, x2.shape)
    x1, x2 = mnp.broadcast_to(x1, shape), mnp.broadcast_to(x2, shape)
    a, b = mnp.moveaxis(x1, axis, -1), mnp.moveaxis(x2, axis, -1)
    a, b = [a[..., i] for i in range(3)], [b[..., i] for i in range(3)]
    components = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    return mnp.moveaxis(mnp.stack(components, axis=-1), -1, axis)


def diagonal(x, /, offset=0):
    rows, columns = x.shape[-2], x.shape[-1]
    if offset >= columns or -offset >= rows:
        return mnp.zeros((*x.shape[:-2], 0), dtype=x.dtype)
    if x.dtype == _BOOL:  # differs: no bool kernel (MXNetError: type enum 7)
        return mnp.diagonal(x.astype("uint8"), offset, -2, -1).astype(_BOOL)
    return mnp.diagonal(x, offset, -2, -1)


def _finite(x):
    # differs: mxnet's LAPACK kernels fail on NaN or infinity asynchronously, after the call
    # returned (the error surfaces at the next read of any array): checked first, one reduction
    # read at once, beside a factorization's cubic cost.
    if not bool(mnp.isfinite(x).all()):
        raise ValueError("mxnet's LAPACK kernels take finite matrices only")


# differs: mx.np's eigh and eigvalsh record no backward (a silent zero gradient); the legacy
# syevd does, with the eigenvectors as rows.
# (LAPACK's syevd fails on empty matrices: those keep mx.np's eigh.)
def eigh(x, /):
    if not x.size:
        return tuple(_L.eigh(x))
    _finite(x)
    vectors, values = mx.nd.linalg.syevd(x.as_nd_ndarray())
    return values.as_np_ndarray(), _transposed(vectors.as_np_ndarray())


def eigvalsh(x, /):
    if not x.size:
        return _L.eigvalsh(x)
    _finite(x)
    return mx.nd.linalg.syevd(x.as_nd_ndarray())[1].as_np_ndarray()


def matrix_power(x, n, /):
    # differs: mx.np's matrix_power falls back to NumPy, which autograd cannot record; the same
    # binary powering (NumPy's) with mx.np's matmul and inv can.
    result = matrix_power_by_squaring(x, n, mnp.matmul, inv)
    if result is None:
        return mnp.broadcast_to(mnp.eye(x.shape[-1], dtype=x.dtype), x.shape)
    return result


def _null_rows(rows, n):
    """Orthonormal rows spanning the complement of orthonormal ``rows`` (..., K, n) in R^n."""
    k = rows.shape[-2]
    projector = mnp.eye(n, dtype=rows.dtype) - mnp.matmul(_transposed(rows), rows)
    # the projector's eigenvalues are 0 (K times) then 1 (n - K times), ascending
    return _transposed(_L.eigh(projector)[1][..., k:])


def _svd(x, full_matrices):
    _finite(x)
    m, n = x.shape[-2], x.shape[-1]
    if m <= n:
        u, s, vh = _L.svd(x)
        if full_matrices and m < n:
            vh = mnp.concatenate([vh, _null_rows(vh, n)], axis=-2)
        return u, s, vh
    vt, s, ut = _L.svd(_transposed(x))  # x^T = vt @ diag(s) @ ut, so x = ut^T @ diag(s) @ vt^T
    u, vh = _transposed(ut), _transposed(vt)
    if full_matrices:
        u = mnp.concatenate([u, _transposed(_null_rows(ut, m))], axis=-1)
    return u, s, vh


def svd(x, /, full_matrices=True):
    return _svd(x, full_matrices)


def svdvals(x, /):
    _finite(x)
    m, n = x.shape[-2], x.shape[-1]
    return _L.svd(x if m <= n else _transposed(x))[1]


def matrix_norm(x, /, keepdims=False, ord="fro"):
    if ord == "fro":
        result = mnp.sqrt(native_sum(x * x, axis=(-2, -1)))
    elif ord in ("nuc", 2, -2):
        s = svdvals(x)
        result = (
            native_sum(s, axis=-1)
            if ord == "nuc"
            else (mnp.max if ord == 2 else mnp.min)(s, axis=-1)
        )
    else:
        summed_axis = -2 if ord in (1, -1) else -1  # column sums for 1, row sums for inf
        sums = native_sum(mnp.abs(x), axis=summed_axis)
        result = (mnp.max if ord > 0 else mnp.min)(sums, axis=-1)
    return mnp.expand_dims(mnp.expand_dims(result, -1), -1) if keepdims else result


def _cutoff(s, x, rtol):
    """The cutoff below which singular values ``s`` of ``x`` count as zero, shaped like ``s``."""
    largest = mnp.max(s, axis=-1, keepdims=True)
    if rtol is None:
        return largest * (max(x.shape[-2:]) * float(onp.finfo(s.dtype).eps))
    if type(rtol) is not ndarray:
        rtol = mnp.array(onp.asarray(rtol), dtype=s.dtype)
    return largest * mnp.expand_dims(rtol.astype(s.dtype, copy=False), -1)


def matrix_rank(x, /, rtol=None):
    if x.size == 0:  # mxnet's svd aborts on empty matrices
        return mnp.zeros(x.shape[:-2], dtype=onp.int64)
    s = svdvals(x)
    return native_sum((s > _cutoff(s, x, rtol)).astype(onp.int64), axis=-1)


def outer(x1, x2, /):
    x1, x2 = _promoted(x1, x2)
    return mnp.expand_dims(x1, 1) * mnp.expand_dims(x2, 0)


def pinv(x, /, rtol=None):
    u, s, vh = _svd(x, False)
    kept = s > _cutoff(s, x, rtol)
    s_inv = mnp.where(kept, 1 / mnp.where(kept, s, mnp.ones_like(s)), mnp.zeros_like(s))
    return mnp.matmul(_transposed(vh) * mnp.expand_dims(s_inv, -2), _transposed(u))


def qr(x, /, mode="reduced"):
    m, n = x.shape[-2], x.shape[-1]
    if m >= n and (mode == "reduced" or m == n) and x.size:
        # differs: mx.np's qr falls back to NumPy, which autograd cannot record; the legacy
        # LQ factorization of x^T (x^T = L Q, so x = Q^T L^T) can, with NumPy's signs.
        q, lower = mx.nd.linalg.gelqf(_transposed(x).as_nd_ndarray())
        return _transposed(q.as_np_ndarray()), _transposed(lower.as_np_ndarray())
    if mx.autograd.is_recording():
        raise UnsupportedError(
            "gradients of ivy.qr of wide matrices, or of mode='complete' for tall ones, are not"
            " supported by the mxnet backend: mxnet's QR of them falls back to NumPy"
        )
    return tuple(_L.qr(x, mode=mode))


def slogdet(x, /):
    return tuple(_L.slogdet(x))


def solve(x1, x2, /):
    # differs: mxnet needs one dtype and one batch shape; only a 1-d x2 is a vector.
    x1, x2 = _promoted(x1, x2)
    vector = x2.ndim == 1
    if vector:
        x2 = mnp.expand_dims(x2, -1)
    batch = onp.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
    x1 = mnp.broadcast_to(x1, (*batch, *x1.shape[-2:]))
    x2 = mnp.broadcast_to(x2, (*batch, *x2.shape[-2:]))
    result = _L.solve(x1, x2)
    return result[..., 0] if vector else result


def trace(x, /, offset=0, dtype=None):
    return _sum(diagonal(x, offset=offset), axis=-1, dtype=dtype)


def vector_norm(x, /, axis=None, keepdims=False, ord=2):
    magnitude = mnp.abs(x)
    if ord == 2:
        return mnp.sqrt(native_sum(magnitude * magnitude, axis=axis, keepdims=keepdims))
    if ord == 1:
        return native_sum(magnitude, axis=axis, keepdims=keepdims)
    if ord == float("inf"):
        return mnp.max(magnitude, axis=axis, keepdims=keepdims)
    if ord == float("-inf"):
        return mnp.min(magnitude, axis=axis, keepdims=keepdims)
    if ord == 0:
        nonzero = (magnitude != 0).astype(magnitude.dtype)
        return native_sum(nonzero, axis=axis, keepdims=keepdims)
    if ord < 0:
        # a zero element makes the norm 0; mxnet's sum of the inf it gives is nan, not inf
        smallest = mnp.min(magnitude, axis=axis, keepdims=keepdims)
        safe = mnp.where(magnitude == 0, mnp.ones_like(magnitude), magnitude)
        result = native_sum(safe**ord, axis=axis, keepdims=keepdims) ** (1 / ord)
        return mnp.where(smallest == 0, mnp.zeros_like(result), result)
    return native_sum(magnitude**ord, axis=axis, keepdims=keepdims) ** (1 / ord)
