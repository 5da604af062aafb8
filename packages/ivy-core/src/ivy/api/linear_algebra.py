"""Linear algebra of the main namespace (the ``linalg`` extension comes with the full API)."""

from __future__ import annotations

from ivy._common import checks
from ivy._typing import Array, BackendLike
from ivy.errors import ShapeError
from ivy.framework import backend_for

__all__ = ["matmul"]


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
    b = backend_for(backend, x1, x2)
    try:
        return b.matmul(x1, x2)
    except Exception:
        checks.explain(_check_matmul, x1, x2)
        raise
