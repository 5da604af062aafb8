"""Sorting: sorted values and the indices that sort."""

from __future__ import annotations

from typing import Any

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.framework import backend_for, selected_backend

__all__ = ["argsort", "sort"]


def argsort(
    x: Array,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    backend: BackendLike = None,
) -> Array:
    """The indices that sort ``x`` along an axis.

    NaNs sort after every other value (before them when ``descending``).

    Args:
        x: array of shape ``(...)`` with at least one dimension, and a real numeric or boolean
            dtype.
        axis: the axis to sort along.
        descending: sort from the largest value to the smallest.
        stable: keep equal elements in their order in ``x`` (also when ``descending``); False
            lets a backend use a faster sort that may not.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` and the default index dtype (``int64``).

    Example:
        >>> import ivy
        >>> ivy.argsort(ivy.asarray([3, 1, 2, 1]), descending=True)
        array([0, 2, 1, 3])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.argsort(x, axis, descending, stable)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(argsort, b, locals(), "x")
        checks.explain(_check_sort, "argsort", b, x, axis)
        raise


def sort(
    x: Array,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    backend: BackendLike = None,
) -> Array:
    """``x`` sorted along an axis.

    NaNs sort after every other value (before them when ``descending``).

    Args:
        x: array of shape ``(...)`` with at least one dimension, and a real numeric or boolean
            dtype.
        axis: the axis to sort along.
        descending: sort from the largest value to the smallest.
        stable: keep equal elements in their order in ``x``; False lets a backend use a faster
            sort that may not.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.sort(ivy.asarray([[3, 1, 2], [0, 5, 4]]), axis=1)
        array([[1, 2, 3],
               [0, 4, 5]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.sort(x, axis, descending, stable)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(sort, b, locals(), "x")
        checks.explain(_check_sort, "sort", b, x, axis)
        raise


def _check_sort(fn: str, b: Any, x: Array, axis: int) -> None:
    checks.normalize_axis(fn, axis, len(checks.shape_of(x)))
    checks.check_dtype_kind(fn, b, "x", x, ("real floating", "integral", "bool"))
