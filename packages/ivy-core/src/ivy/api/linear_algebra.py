"""Linear algebra of the main namespace, and Ivy's own ``einsum`` and cross-product matrices.

``matmul``, ``matrix_transpose``, ``tensordot`` and ``vecdot`` are also in the ``linalg`` extension
(:mod:`ivy.api.linalg`), as the standard puts them in both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import AxisError, InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "matmul",
    "matrix_transpose",
    "tensordot",
    "vecdot",
    "einsum",
    "vector_to_skew_symmetric_matrix",
]

COMPOSITES = frozenset({"vector_to_skew_symmetric_matrix"})
"""Written here over other backend functions; no backend defines them."""


def _check_matmul(x1: Array, x2: Array) -> None:
    s1, s2 = checks.shape_of(x1), checks.shape_of(x2)
    if not s1 or not s2:
        raise ShapeError(f"matmul: x1 and x2 must have at least one dimension; got {s1} and {s2}")
    inner1 = s1[-1]
    inner2 = s2[0] if len(s2) == 1 else s2[-2]
    if inner1 != inner2:
        raise ShapeError(
            f"matmul: the last axis of x1 (shape {s1}) has size {inner1} but the "
            f"{'only' if len(s2) == 1 else 'second-to-last'} axis of x2 (shape {s2}) has size "
            f"{inner2}"
        )
    checks.broadcast_shapes(s1[:-2], s2[:-2], names=("x1 batch", "x2 batch"), fn="matmul")


def matmul(x1: Array, x2: Array, /, *, backend: BackendLike = None) -> Array:
    """The matrix product, batched over leading axes.

    A 1-d ``x1`` is a row vector and a 1-d ``x2`` a column vector; the axis added for them is
    removed from the result.

    Args:
        x1: array of shape ``(..., M, K)`` or ``(K,)``.
        x2: array of shape ``(..., K, N)`` or ``(K,)``; leading axes broadcast with those of
            ``x1``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M, N)`` (without ``M`` or ``N`` for 1-d inputs), dtype
        ``result_type(x1, x2)``.

    Example:
        >>> import ivy
        >>> ivy.matmul(ivy.ones((4, 2, 3)), ivy.ones((3, 5))).shape
        (4, 2, 5)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.matmul(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(matmul, b, locals(), "x1", "x2")
        checks.explain(_check_matmul, x1, x2)
        raise


def matrix_transpose(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Matrices transposed: the last two axes swapped.

    Args:
        x: array of shape ``(..., M, N)``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., N, M)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.matrix_transpose(ivy.ones((4, 2, 3))).shape
        (4, 3, 2)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.matrix_transpose(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(matrix_transpose, b, locals(), "x")
        checks.explain(_check_matrices, "matrix_transpose", x)
        raise


def _check_matrices(fn: str, x: Array) -> None:
    shape = checks.shape_of(x)
    if len(shape) < 2:
        raise ShapeError(
            f"{fn}: x must be a stack of matrices of shape (..., M, N); got shape {shape}"
        )


def tensordot(
    x1: Array,
    x2: Array,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    backend: BackendLike = None,
) -> Array:
    """The tensor contraction of ``x1`` and ``x2`` over the given axes.

    Args:
        x1: array of a numeric dtype.
        x2: array of a numeric dtype.
        axes: an int ``n``: contract the last ``n`` axes of ``x1`` with the first ``n`` of
            ``x2``, in order; or a pair of equally long sequences ``(x1_axes, x2_axes)``, each
            axis of ``x1_axes`` contracted with the same-placed one of ``x2_axes`` (negative axes
            count from the end). Contracted axes must have equal sizes.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the non-contracted axes of ``x1`` followed by those of ``x2``; dtype
        ``result_type(x1, x2)``.

    Example:
        >>> import ivy
        >>> ivy.tensordot(ivy.ones((2, 3, 4)), ivy.ones((3, 4, 5))).shape
        (2, 5)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.tensordot(x1, x2, axes)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(tensordot, b, locals(), "x1", "x2")
        checks.explain(_check_tensordot, x1, x2, axes)
        raise


def _check_tensordot(x1: Array, x2: Array, axes: Any) -> None:
    s1, s2 = checks.shape_of(x1), checks.shape_of(x2)
    if isinstance(axes, int):
        if axes < 0 or axes > min(len(s1), len(s2)):
            raise AxisError(
                f"tensordot: axes {axes} must be in [0, {min(len(s1), len(s2))}] for x1 of shape "
                f"{s1} and x2 of shape {s2}"
            )
        axes1, axes2 = tuple(range(len(s1) - axes, len(s1))), tuple(range(axes))
    else:
        axes1, axes2 = axes
        if len(axes1) != len(axes2):
            raise InvalidArgumentError(
                f"tensordot: axes must be two sequences of one length; got {tuple(axes1)} and "
                f"{tuple(axes2)}"
            )
        axes1 = checks.normalize_axes("tensordot", tuple(axes1), len(s1), name="x1 axes")
        axes2 = checks.normalize_axes("tensordot", tuple(axes2), len(s2), name="x2 axes")
    for a1, a2 in zip(axes1, axes2, strict=True):
        if s1[a1] != s2[a2]:
            raise ShapeError(
                f"tensordot: axis {a1} of x1 (shape {s1}) has size {s1[a1]} but axis {a2} of x2 "
                f"(shape {s2}) has size {s2[a2]}"
            )


def vecdot(x1: Array, x2: Array, /, *, axis: int = -1, backend: BackendLike = None) -> Array:
    """The dot product of vectors along an axis, ``sum(conj(x1) * x2, axis)``.

    Args:
        x1: array of a numeric dtype; complex ``x1`` is conjugated.
        x2: array of a numeric dtype; broadcasts with ``x1``, with the same size along ``axis``.
        axis: the axis holding the vectors; negative (counted from the end), as the standard says.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape without ``axis``; dtype ``result_type(x1, x2)``.

    Example:
        >>> import ivy
        >>> ivy.vecdot(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([1, 1]))
        array([3, 7])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        _check_vecdot_axis(x1, x2, axis)
        try:
            return b.vecdot(x1, x2, axis)
        except Exception:
            if recover.holds_sequence(x1, x2):
                return recover.retry_with_arrays(vecdot, b, locals(), "x1", "x2")
            checks.explain(checks.broadcastable, "vecdot", x1=x1, x2=x2)
            raise
    except Exception:
        checks.explain(None)
        raise


def _check_vecdot_axis(x1: Array, x2: Array, axis: int) -> None:
    """Checks ``axis`` counts from the end (``[-N, -1]``) and has one size in both arrays.

    Called before the backend: a positive axis means different axes before and after
    broadcasting, and a size 1 would broadcast silently.
    """
    s1, s2 = checks.shape_of(x1), checks.shape_of(x2)
    ndim = min(len(s1), len(s2))
    if not isinstance(axis, int) or not -ndim <= axis <= -1:
        raise AxisError(
            f"vecdot: axis must be a negative integer in [-{ndim}, -1] (counted from the end of "
            f"arrays of {ndim} dimensions at least); got {axis!r}"
        )
    if s1[axis] != s2[axis]:
        raise ShapeError(
            f"vecdot: x1 of shape {s1} and x2 of shape {s2} differ in size along axis {axis}"
        )


def einsum(equation: str, *operands: Array, backend: BackendLike = None) -> Array:
    """Sums of products of operands' elements over indices, in Einstein notation.

    Args:
        equation: the subscripts, e.g. ``"ij,jk->ik"``: one comma-separated group of letters per
            operand, and after ``->`` the output's (without ``->``, the letters used once, in
            alphabetical order). ``...`` stands for broadcast leading axes.
        *operands: the arrays, one per group of ``equation``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the output subscripts' sizes; dtype the operands' result type.

    Example:
        >>> import ivy
        >>> ivy.einsum("ii->", ivy.asarray([[1, 2], [3, 4]]))
        array(5)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *operands)
    try:
        if not isinstance(equation, str):
            raise InvalidArgumentError(
                f"einsum: equation must be a string; got {type(equation).__name__}"
            )
        return b.einsum(equation, *operands)
    except Exception:
        checks.explain(_check_einsum, equation, operands)
        raise


def _check_einsum(equation: str, operands: Sequence[Array]) -> None:
    inputs, arrow, output = equation.replace(" ", "").partition("->")
    groups = inputs.split(",")
    if len(groups) != len(operands):
        raise InvalidArgumentError(
            f"einsum: equation {equation!r} has {len(groups)} operand group"
            f"{'' if len(groups) == 1 else 's'} but {len(operands)} operand"
            f"{'' if len(operands) == 1 else 's'} were given"
        )
    sizes: dict[str, tuple[int, int]] = {}  # label -> (size, the operand that set it)
    for i, (group, operand) in enumerate(zip(groups, operands, strict=True)):
        labels = group.replace("...", "")
        if (labels and not labels.isalpha()) or group.count("...") > 1:
            raise InvalidArgumentError(
                f"einsum: equation {equation!r}: operand group {group!r} must hold letters and "
                "at most one '...'"
            )
        shape = checks.shape_of(operand)
        broadcast = "..." in group
        if len(shape) < len(labels) or (not broadcast and len(shape) != len(labels)):
            raise ShapeError(
                f"einsum: operands[{i}] of shape {shape} has {len(shape)} dimension"
                f"{'' if len(shape) == 1 else 's'}, but its subscripts {group!r} in {equation!r} "
                f"name {len(labels)}{' or more' if broadcast else ''}"
            )
        start = group.index("...") if broadcast else 0
        ends = (start, len(labels) - start) if broadcast else (len(labels), 0)
        dims = shape[: ends[0]] + (shape[len(shape) - ends[1] :] if ends[1] else ())
        for label, size in zip(labels, dims, strict=True):
            known = sizes.setdefault(label, (size, i))
            if known[0] != size and 1 not in (known[0], size):
                raise ShapeError(
                    f"einsum: subscript {label!r} of {equation!r} is {known[0]} in "
                    f"operands[{known[1]}] of shape {checks.shape_of(operands[known[1]])} but "
                    f"{size} in operands[{i}] of shape {shape}"
                )
    unknown = [label for label in output.replace("...", "") if label not in sizes]
    if arrow and unknown:
        raise InvalidArgumentError(
            f"einsum: equation {equation!r}: output subscripts {''.join(unknown)!r} appear in no "
            "operand"
        )


def vector_to_skew_symmetric_matrix(vector: Array, /, *, backend: BackendLike = None) -> Array:
    """The cross-product matrices of 3-vectors: ``[v]_x`` with ``[v]_x @ u == cross(v, u)``.

    For ``v = (x, y, z)`` the matrix is ``[[0, -z, y], [z, 0, -x], [-y, x, 0]]``.

    Args:
        vector: array of shape ``(..., 3)`` and a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., 3, 3)`` and the dtype of ``vector``; skew-symmetric.

    Example:
        >>> import ivy
        >>> ivy.vector_to_skew_symmetric_matrix(ivy.asarray([1, 2, 3]))
        array([[ 0, -3,  2],
               [ 3,  0, -1],
               [-2,  1,  0]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, vector)
    try:
        shape = checks.shape_of(vector)
        if not shape or shape[-1] != 3:
            raise ShapeError(
                "vector_to_skew_symmetric_matrix: vector must have shape (..., 3); got shape "
                f"{shape}"
            )
        x, y, z = (vector[..., i] for i in range(3))
        zero = b.zeros_like(x)
        rows = (
            b.stack([zero, b.negative(z), y], axis=-1),
            b.stack([z, zero, b.negative(x)], axis=-1),
            b.stack([b.negative(y), x, zero], axis=-1),
        )
        return b.stack(rows, axis=-2)
    except Exception:
        checks.explain(None)
        raise
