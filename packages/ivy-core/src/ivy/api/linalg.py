"""The Array API ``linalg`` extension (public as ``ivy.linalg``), and Ivy's own decompositions.

Every function works on stacks of matrices: the last two axes of ``x`` hold the matrices and any
leading axes are batch axes (shape ``(..., M, N)``). Decompositions return named tuples
(:class:`SVDResult`, :class:`QRResult`, ...), unique only up to the signs (phases) of their
factors. Functions the standard defines for floating-point input only raise
:class:`~ivy.errors.DtypeError` for other dtypes on every backend (some frameworks would silently
compute integers in float64).
"""

from __future__ import annotations

import numbers
from typing import Literal, NamedTuple

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike, DtypeLike
from ivy.errors import AxisError, InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

_ORD_TYPES = frozenset({int, float})

__all__ = [
    "cholesky",
    "cross",
    "det",
    "diagonal",
    "eig",
    "eigh",
    "eigvals",
    "eigvalsh",
    "inv",
    "matrix_norm",
    "matrix_power",
    "matrix_rank",
    "outer",
    "pinv",
    "qr",
    "slogdet",
    "solve",
    "svd",
    "svdvals",
    "trace",
    "vector_norm",
]

MAIN_NAMESPACE_FUNCTIONS = ("matmul", "matrix_transpose", "tensordot", "vecdot")
"""Functions of the linalg extension that the standard also puts in the main namespace; they are
defined once, in :mod:`ivy.api.linear_algebra`."""


class EigResult(NamedTuple):
    """The result of :func:`eig`."""

    eigenvalues: Array
    eigenvectors: Array


class EighResult(NamedTuple):
    """The result of :func:`eigh`."""

    eigenvalues: Array
    eigenvectors: Array


class QRResult(NamedTuple):
    """The result of :func:`qr`."""

    Q: Array
    R: Array


class SlogdetResult(NamedTuple):
    """The result of :func:`slogdet`."""

    sign: Array
    logabsdet: Array


class SVDResult(NamedTuple):
    """The result of :func:`svd`."""

    U: Array
    S: Array
    Vh: Array


_FLOATING = ("real floating", "complex floating")
_MATRICES = ["...", "M", "N"]
_SQUARE = ["...", "M", "M"]


def _floating(fn: str, b: object, x: Array, name: str = "x") -> None:
    """Raises DtypeError unless ``x`` is floating point.

    Called before the backend: numpy, jax and mxnet would compute integers in float64.
    """
    checks.check_dtype_kind(fn, b, name, x, _FLOATING)


def _numeric(fn: str, b: object, **arrays: Array) -> None:
    for name, x in arrays.items():
        checks.check_dtype_kind(fn, b, name, x, "numeric")


def _check_cross_vectors(x1: Array, x2: Array, axis: int) -> None:
    """Checks ``axis`` counts from the end (``[-N, -1]``) and holds 3-vectors in both arrays.

    Called before the backend: numpy reads a positive axis before broadcasting, and takes
    2-vectors too.
    """
    s1, s2 = checks.shape_of(x1), checks.shape_of(x2)
    ndim = min(len(s1), len(s2))
    if not isinstance(axis, int) or not -ndim <= axis <= -1:
        raise AxisError(
            f"cross: axis must be a negative integer in [-{ndim}, -1] (counted from the end of "
            f"arrays of {ndim} dimensions at least); got {axis!r}"
        )
    for name, shape in (("x1", s1), ("x2", s2)):
        if shape[axis] != 3:
            raise ShapeError(f"cross: {name} must have size 3 along axis {axis}; got shape {shape}")


def cholesky(x: Array, /, *, upper: bool = False, backend: BackendLike = None) -> Array:
    """The Cholesky factor of Hermitian positive-definite matrices.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype; symmetric (Hermitian)
            positive-definite matrices. Of a finite matrix that is not positive-definite,
            numpy, torch, paddle and mxnet raise (an :class:`ivy.InvalidArgumentError` naming
            ``x``); jax and tensorflow return NaN, as they do inside compiled code, where no
            error can be raised without waiting for the result.
        upper: return the upper factor ``U`` with ``x = U^H @ U`` instead of the lower factor
            ``L`` with ``x = L @ L^H``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M, M)`` and the dtype of ``x``; triangular.

    Example:
        >>> import ivy
        >>> ivy.linalg.cholesky(ivy.asarray([[4.0, 2.0], [2.0, 5.0]]))
        array([[2., 0.],
               [1., 2.]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("cholesky", b, x)
        try:
            return b.cholesky(x, upper)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(cholesky, b, locals(), "x")
            checks.explain(_check_cholesky, b, x)
            raise
    except Exception:
        checks.explain(None)
        raise


def _check_cholesky(b: object, x: Array) -> None:
    checks.check_shape("cholesky", "x", x, _SQUARE)
    if bool(b.all(b.isfinite(x))):  # NaN or infinity: explain names them
        raise InvalidArgumentError(
            "cholesky: x must be positive-definite; the "
            f"{b.NAME} backend found a matrix that is not"
        )


def cross(x1: Array, x2: Array, /, *, axis: int = -1, backend: BackendLike = None) -> Array:
    """The cross product of 3-element vectors.

    Args:
        x1: array of a numeric dtype with size 3 along ``axis``.
        x2: array like ``x1``; the axes other than ``axis`` broadcast with those of ``x1``.
        axis: the axis holding the vectors; negative (counted from the end), as the standard says.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.

    Example:
        >>> import ivy
        >>> ivy.linalg.cross(ivy.asarray([1, 0, 0]), ivy.asarray([0, 1, 0]))
        array([0, 0, 1])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        _check_cross_vectors(x1, x2, axis)
        try:
            return b.cross(x1, x2, axis)
        except Exception:
            if recover.holds_sequence(x1, x2):
                return recover.retry_with_arrays(cross, b, locals(), "x1", "x2")
            checks.explain(_check_cross, b, x1, x2)
            raise
    except Exception:
        checks.explain(None)
        raise


def _check_cross(b: object, x1: Array, x2: Array) -> None:
    _numeric("cross", b, x1=x1, x2=x2)
    checks.broadcast_shapes(
        checks.shape_of(x1), checks.shape_of(x2), names=("x1", "x2"), fn="cross"
    )


def det(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The determinant of square matrices.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.linalg.det(ivy.asarray([[2.0, 0.0], [1.0, 3.0]]))
        array(6., dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("det", b, x)
        try:
            return b.det(x)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(det, b, locals(), "x")
            checks.explain(checks.check_shape, "det", "x", x, _SQUARE)
            raise
    except Exception:
        checks.explain(None)
        raise


def diagonal(x: Array, /, *, offset: int = 0, backend: BackendLike = None) -> Array:
    """The diagonals of matrices.

    Args:
        x: array of shape ``(..., M, N)``.
        offset: which diagonal: 0 the main one, positive above it, negative below it.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., K)`` and the dtype of ``x``; ``K`` is the diagonal's length (0 if
        ``offset`` lies outside the matrix).

    Example:
        >>> import ivy
        >>> ivy.linalg.diagonal(ivy.asarray([[1, 2, 3], [4, 5, 6]]), offset=1)
        array([2, 6])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.diagonal(x, offset)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(diagonal, b, locals(), "x")
        checks.explain(checks.check_shape, "diagonal", "x", x, _MATRICES)
        raise


def eig(x: Array, /, *, backend: BackendLike = None) -> EigResult:
    """The eigenvalues and eigenvectors of general square matrices.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``EigResult(eigenvalues, eigenvectors)``: eigenvalues of shape ``(..., M)`` and
        eigenvectors of shape ``(..., M, M)``, one unit-norm eigenvector per column
        (``x @ v = v * w``), both complex (complex64 for float32 and complex64 input,
        complex128 for float64 and complex128) even where every eigenvalue is real. Their
        order is the framework's, and each eigenvector is unique only up to a phase.

    Raises:
        DtypeError: ``x`` is not floating point.
        ShapeError: ``x`` is not a stack of square matrices.
        UnsupportedError: on mxnet, which has no complex dtypes.

    Example:
        >>> import ivy
        >>> w = ivy.linalg.eig(ivy.asarray([[2.0, 0.0], [0.0, 3.0]])).eigenvalues
        >>> w
        array([2.+0.j, 3.+0.j], dtype=complex64)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("eig", b, x)
        try:
            return EigResult(*b.eig(x))
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(eig, b, locals(), "x")
            checks.explain(checks.check_shape, "eig", "x", x, _SQUARE)
            raise
    except Exception:
        checks.explain(None)
        raise


def eigvals(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The eigenvalues of general square matrices.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M)``, complex (complex64 for float32 and complex64 input,
        complex128 for float64 and complex128), in the framework's order (the order of
        :func:`eig`'s eigenvalues).

    Raises:
        DtypeError: ``x`` is not floating point.
        ShapeError: ``x`` is not a stack of square matrices.
        UnsupportedError: on mxnet, which has no complex dtypes.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("eigvals", b, x)
        try:
            return b.eigvals(x)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(eigvals, b, locals(), "x")
            checks.explain(checks.check_shape, "eigvals", "x", x, _SQUARE)
            raise
    except Exception:
        checks.explain(None)
        raise


def eigh(x: Array, /, *, backend: BackendLike = None) -> EighResult:
    """The eigenvalues and eigenvectors of Hermitian (real symmetric) matrices.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype; Hermitian matrices
            (frameworks differ in what they make of others).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``EighResult(eigenvalues, eigenvectors)``: eigenvalues of shape ``(..., M)``, ascending,
        with the real dtype of ``x``'s precision; eigenvectors of shape ``(..., M, M)`` and the
        dtype of ``x``, one per column (``x @ v = v * w``), unique up to sign (phase).

    Example:
        >>> import ivy
        >>> ivy.linalg.eigh(ivy.asarray([[2.0, 1.0], [1.0, 2.0]])).eigenvalues.round(6)
        array([1., 3.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("eigh", b, x)
        try:
            return EighResult(*b.eigh(x))
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(eigh, b, locals(), "x")
            checks.explain(checks.check_shape, "eigh", "x", x, _SQUARE)
            raise
    except Exception:
        checks.explain(None)
        raise


def eigvalsh(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The eigenvalues of Hermitian (real symmetric) matrices, ascending.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype; Hermitian matrices
            (frameworks differ in what they make of others).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M)`` with the real dtype of ``x``'s precision.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("eigvalsh", b, x)
        try:
            return b.eigvalsh(x)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(eigvalsh, b, locals(), "x")
            checks.explain(checks.check_shape, "eigvalsh", "x", x, _SQUARE)
            raise
    except Exception:
        checks.explain(None)
        raise


def inv(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The inverse of square matrices.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype; invertible matrices.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M, M)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.linalg.inv(ivy.asarray([[2.0, 0.0], [0.0, 4.0]]))
        array([[0.5 , 0.  ],
               [0.  , 0.25]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("inv", b, x)
        try:
            return b.inv(x)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(inv, b, locals(), "x")
            checks.explain(checks.check_shape, "inv", "x", x, _SQUARE)
            raise
    except Exception:
        checks.explain(None)
        raise


_MATRIX_ORDS = ("fro", "nuc", 1, -1, 2, -2, float("inf"), float("-inf"))


def matrix_norm(
    x: Array,
    /,
    *,
    keepdims: bool = False,
    ord: int | float | Literal["fro", "nuc"] | None = "fro",
    backend: BackendLike = None,
) -> Array:
    """The norm of matrices.

    Args:
        x: array of shape ``(..., M, N)`` and a floating-point dtype.
        keepdims: keep the two matrix axes with size one.
        ord: ``"fro"`` (Frobenius), ``"nuc"`` (nuclear: the sum of singular values), ``2`` / ``-2``
            (largest / smallest singular value), ``1`` / ``-1`` (largest / smallest column sum of
            absolute values), ``inf`` / ``-inf`` (largest / smallest row sum).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` (``(..., 1, 1)`` with ``keepdims``) with the real dtype of
        ``x``'s precision.

    Example:
        >>> import ivy
        >>> ivy.linalg.matrix_norm(ivy.asarray([[3.0, 0.0], [0.0, 4.0]]), ord=1)
        array(4., dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("matrix_norm", b, x)
        if ord not in _MATRIX_ORDS:  # some frameworks take other orders with other meanings
            raise InvalidArgumentError(
                "matrix_norm: ord must be one of 'fro', 'nuc', 1, -1, 2, -2, inf, -inf; got "
                f"{ord!r}"
            )
        try:
            return b.matrix_norm(x, keepdims, ord)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(matrix_norm, b, locals(), "x")
            checks.explain(checks.check_shape, "matrix_norm", "x", x, _MATRICES)
            raise
    except Exception:
        checks.explain(None)
        raise


def matrix_power(x: Array, n: int, /, *, backend: BackendLike = None) -> Array:
    """Square matrices raised to an integer power.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype.
        n: the exponent: 0 gives identity matrices; a negative ``n`` raises the inverse (``x``
            must then be invertible).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M, M)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.linalg.matrix_power(ivy.asarray([[1.0, 1.0], [0.0, 1.0]]), 3)
        array([[1., 3.],
               [0., 1.]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("matrix_power", b, x)
        try:
            return b.matrix_power(x, n)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(matrix_power, b, locals(), "x")
            checks.explain(checks.check_shape, "matrix_power", "x", x, _SQUARE)
            if not isinstance(n, int):
                raise InvalidArgumentError(
                    f"matrix_power: n must be an integer; got {n!r}"
                ) from None
            raise
    except Exception:
        checks.explain(None)
        raise


def matrix_rank(
    x: Array, /, *, rtol: float | Array | None = None, backend: BackendLike = None
) -> Array:
    """The rank of matrices: the number of singular values above a tolerance.

    Args:
        x: array of shape ``(..., M, N)`` and a floating-point dtype.
        rtol: relative tolerance: singular values at or below ``rtol`` times the largest singular
            value count as zero; a float or an array broadcasting with ``(...)``. By default
            ``max(M, N)`` times the machine epsilon of ``x``'s dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the default integer dtype (``int64``).

    Example:
        >>> import ivy
        >>> ivy.linalg.matrix_rank(ivy.asarray([[1.0, 2.0], [2.0, 4.0]]))
        array(1)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("matrix_rank", b, x)
        try:
            return b.matrix_rank(x, rtol)
        except Exception:
            if recover.holds_sequence(x, rtol):
                return recover.retry_with_arrays(matrix_rank, b, locals(), "x", "rtol")
            checks.explain(checks.check_shape, "matrix_rank", "x", x, _MATRICES)
            raise
    except Exception:
        checks.explain(None)
        raise


def outer(x1: Array, x2: Array, /, *, backend: BackendLike = None) -> Array:
    """The outer product of two vectors.

    Args:
        x1: array of shape ``(N,)`` and a numeric dtype.
        x2: array of shape ``(M,)`` and a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(N, M)``; dtype ``result_type(x1, x2)``.

    Example:
        >>> import ivy
        >>> ivy.linalg.outer(ivy.asarray([1, 2]), ivy.asarray([1, 10, 100]))
        array([[  1,  10, 100],
               [  2,  20, 200]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        _vectors("outer", x1=x1, x2=x2)  # numpy flattens other arrays, jax too
        try:
            return b.outer(x1, x2)
        except Exception:
            if recover.holds_sequence(x1, x2):
                return recover.retry_with_arrays(outer, b, locals(), "x1", "x2")
            checks.explain(_numeric, "outer", b, x1=x1, x2=x2)
            raise
    except Exception:
        checks.explain(None)
        raise


def _vectors(fn: str, **arrays: Array) -> None:
    # The common case first: a 1-d array needs no more checking.
    for name, x in arrays.items():
        if len(getattr(x, "shape", ())) != 1:
            checks.check_shape(fn, name, x, ["N"])


def pinv(x: Array, /, *, rtol: float | Array | None = None, backend: BackendLike = None) -> Array:
    """The Moore-Penrose pseudo-inverse of matrices.

    Args:
        x: array of shape ``(..., M, N)`` and a floating-point dtype.
        rtol: relative tolerance: singular values at or below ``rtol`` times the largest singular
            value count as zero; a float or an array broadcasting with ``(...)``. By default
            ``max(M, N)`` times the machine epsilon of ``x``'s dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., N, M)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.linalg.pinv(ivy.asarray([[2.0, 0.0]]))
        array([[0.5],
               [0. ]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("pinv", b, x)
        try:
            return b.pinv(x, rtol)
        except Exception:
            if recover.holds_sequence(x, rtol):
                return recover.retry_with_arrays(pinv, b, locals(), "x", "rtol")
            checks.explain(checks.check_shape, "pinv", "x", x, _MATRICES)
            raise
    except Exception:
        checks.explain(None)
        raise


def qr(
    x: Array,
    /,
    *,
    mode: Literal["reduced", "complete"] = "reduced",
    backend: BackendLike = None,
) -> QRResult:
    """The QR decomposition of matrices: ``x = Q @ R``.

    Args:
        x: array of shape ``(..., M, N)`` and a floating-point dtype.
        mode: ``"reduced"``: ``Q`` of shape ``(..., M, K)`` and ``R`` of shape ``(..., K, N)``,
            with ``K = min(M, N)``; ``"complete"``: ``Q`` of shape ``(..., M, M)`` and ``R`` of
            shape ``(..., M, N)``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``QRResult(Q, R)`` of the dtype of ``x``: ``Q`` with orthonormal columns, ``R`` upper
        triangular; unique up to the signs (phases) of ``Q``'s columns and ``R``'s rows.

    Example:
        >>> import ivy
        >>> q, r = ivy.linalg.qr(ivy.ones((4, 3, 2)))
        >>> q.shape, r.shape
        ((4, 3, 2), (4, 2, 2))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("qr", b, x)
        if mode not in ("reduced", "complete"):  # numpy and torch take other modes too
            raise InvalidArgumentError(f"qr: mode must be 'reduced' or 'complete'; got {mode!r}")
        try:
            return QRResult(*b.qr(x, mode))
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(qr, b, locals(), "x")
            checks.explain(checks.check_shape, "qr", "x", x, _MATRICES)
            raise
    except Exception:
        checks.explain(None)
        raise


def slogdet(x: Array, /, *, backend: BackendLike = None) -> SlogdetResult:
    """The sign and the natural logarithm of the absolute value of determinants.

    Stable where :func:`det` would overflow or underflow: ``det = sign * exp(logabsdet)``.

    Args:
        x: array of shape ``(..., M, M)`` and a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``SlogdetResult(sign, logabsdet)``, both of shape ``(...)``: ``sign`` of the dtype of
        ``x`` (-1, 0 or 1; for complex ``x`` a unit complex number), ``logabsdet`` with the real
        dtype of ``x``'s precision. A singular matrix gives sign 0 and logabsdet ``-inf``.

    Example:
        >>> import ivy
        >>> ivy.linalg.slogdet(ivy.asarray([[0.0, 1.0], [1.0, 0.0]]))
        SlogdetResult(sign=array(-1., dtype=float32), logabsdet=array(0., dtype=float32))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("slogdet", b, x)
        try:
            return SlogdetResult(*b.slogdet(x))
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(slogdet, b, locals(), "x")
            checks.explain(checks.check_shape, "slogdet", "x", x, _SQUARE)
            raise
    except Exception:
        checks.explain(None)
        raise


def solve(x1: Array, x2: Array, /, *, backend: BackendLike = None) -> Array:
    """The solution ``X`` of the linear systems ``x1 @ X = x2``.

    Args:
        x1: array of shape ``(..., M, M)`` and a floating-point dtype; invertible matrices.
        x2: array of shape ``(M,)`` (one right-hand side for every matrix) or ``(..., M, K)``
            (``K`` right-hand sides as columns; the batch axes broadcast with those of ``x1``) and
            a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast batch shape and ``(M,)`` or ``(M, K)``; dtype
        ``result_type(x1, x2)``.

    Example:
        >>> import ivy
        >>> ivy.linalg.solve(ivy.asarray([[2.0, 0.0], [0.0, 4.0]]), ivy.asarray([2.0, 2.0]))
        array([1. , 0.5], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        _floating("solve", b, x1, "x1")
        _floating("solve", b, x2, "x2")
        try:
            return b.solve(x1, x2)
        except Exception:
            if recover.holds_sequence(x1, x2):
                return recover.retry_with_arrays(solve, b, locals(), "x1", "x2")
            checks.explain(_check_solve, x1, x2)
            raise
    except Exception:
        checks.explain(None)
        raise


def _check_solve(x1: Array, x2: Array) -> None:
    checks.check_shape("solve", "x1", x1, _SQUARE)
    s1, s2 = checks.shape_of(x1), checks.shape_of(x2)
    if not s2 or s2[0 if len(s2) == 1 else -2] != s1[-1]:
        raise ShapeError(
            f"solve: x2 must have shape ({s1[-1]},) or (..., {s1[-1]}, K) to match x1 of shape "
            f"{s1}; got shape {s2}"
        )
    if len(s2) > 1:
        checks.broadcast_shapes(s1[:-2], s2[:-2], names=("x1 batch", "x2 batch"), fn="solve")


def svd(x: Array, /, *, full_matrices: bool = True, backend: BackendLike = None) -> SVDResult:
    """The singular value decomposition of matrices: ``x = U @ diag(S) @ Vh``.

    Args:
        x: array of shape ``(..., M, N)`` and a floating-point dtype.
        full_matrices: ``U`` of shape ``(..., M, M)`` and ``Vh`` of shape ``(..., N, N)``;
            otherwise ``(..., M, K)`` and ``(..., K, N)``, with ``K = min(M, N)``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``SVDResult(U, S, Vh)``: ``U`` and ``Vh`` of the dtype of ``x`` with orthonormal columns
        and rows, unique up to sign (phase); ``S`` of shape ``(..., K)``, descending, with the
        real dtype of ``x``'s precision.

    Example:
        >>> import ivy
        >>> ivy.linalg.svd(ivy.asarray([[3.0, 0.0], [0.0, -4.0]])).S
        array([4., 3.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("svd", b, x)
        try:
            return SVDResult(*b.svd(x, full_matrices))
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(svd, b, locals(), "x")
            checks.explain(checks.check_shape, "svd", "x", x, _MATRICES)
            raise
    except Exception:
        checks.explain(None)
        raise


def svdvals(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The singular values of matrices, descending.

    Args:
        x: array of shape ``(..., M, N)`` and a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., K)``, ``K = min(M, N)``, with the real dtype of ``x``'s precision.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("svdvals", b, x)
        try:
            return b.svdvals(x)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(svdvals, b, locals(), "x")
            checks.explain(checks.check_shape, "svdvals", "x", x, _MATRICES)
            raise
    except Exception:
        checks.explain(None)
        raise


def trace(
    x: Array,
    /,
    *,
    offset: int = 0,
    dtype: DtypeLike | None = None,
    backend: BackendLike = None,
) -> Array:
    """The sum along a diagonal of matrices.

    Args:
        x: array of shape ``(..., M, N)`` and a numeric dtype.
        offset: which diagonal: 0 the main one, positive above it, negative below it.
        dtype: the accumulation and result dtype; by default that of ``x``, except that integers
            accumulate in the default integer dtype (``uint64`` for unsigned), as for
            :func:`ivy.sum`.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``.

    Example:
        >>> import ivy
        >>> ivy.linalg.trace(ivy.asarray([[1, 2], [3, 4]]))
        array(5)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.trace(x, offset, dtype)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(trace, b, locals(), "x")
        checks.explain(checks.check_shape, "trace", "x", x, _MATRICES)
        raise


def vector_norm(
    x: Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: bool = False,
    ord: int | float = 2,
    backend: BackendLike = None,
) -> Array:
    """The vector norm along axes: ``sum(abs(x)**ord) ** (1 / ord)``.

    Args:
        x: array of a floating-point dtype.
        axis: the axis or axes holding the vectors (several axes are flattened into one vector);
            None for all.
        keepdims: keep the reduced axes with size one.
        ord: the order: a positive or negative number; ``inf`` (largest absolute value),
            ``-inf`` (smallest) and ``0`` (the number of nonzero elements) are special cases.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` without (or with size one along) the reduced axes, with the
        real dtype of ``x``'s precision.

    Example:
        >>> import ivy
        >>> ivy.linalg.vector_norm(ivy.asarray([[3.0, 4.0], [6.0, 8.0]]), axis=-1)
        array([ 5., 10.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _floating("vector_norm", b, x)
        if type(ord) not in _ORD_TYPES and not isinstance(ord, numbers.Real):
            # paddle returns infinity for ord="abc"
            raise InvalidArgumentError(f"vector_norm: ord must be a real number; got {ord!r}")
        try:
            return b.vector_norm(x, axis, keepdims, ord)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(vector_norm, b, locals(), "x")
            checks.explain(checks.valid_axes, "vector_norm", x, axis)
            raise
    except Exception:
        checks.explain(None)
        raise
