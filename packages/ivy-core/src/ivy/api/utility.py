"""Utility functions: truth reductions and differences along an axis."""

from __future__ import annotations

import builtins

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = ["all", "any", "diff"]

_Axis = int | tuple[int, ...] | None


def all(
    x: Array, /, *, axis: _Axis = None, keepdims: bool = False, backend: BackendLike = None
) -> Array:
    """Whether every element along axes is true (non-zero; NaN counts as true).

    Args:
        x: array of shape ``(...)`` and any dtype.
        axis: the axis or axes to reduce; None for all.
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Boolean array of the reduced shape; True where nothing is reduced.

    Example:
        >>> import ivy
        >>> ivy.all(ivy.asarray([[1, 0], [2, 3]]), axis=1)
        array([False,  True])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.all(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(all, b, locals(), "x")
        checks.explain(checks.valid_axes, "all", x, axis)
        raise


def any(
    x: Array, /, *, axis: _Axis = None, keepdims: bool = False, backend: BackendLike = None
) -> Array:
    """Whether some element along axes is true (non-zero; NaN counts as true).

    Args:
        x: array of shape ``(...)`` and any dtype.
        axis: the axis or axes to reduce; None for all.
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Boolean array of the reduced shape; False where nothing is reduced.

    Example:
        >>> import ivy
        >>> ivy.any(ivy.asarray([[1, 0], [0, 0]]), axis=1)
        array([ True, False])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.any(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(any, b, locals(), "x")
        checks.explain(checks.valid_axes, "any", x, axis)
        raise


def diff(
    x: Array,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: Array | None = None,
    append: Array | None = None,
    backend: BackendLike = None,
) -> Array:
    """The ``n``-th forward difference along an axis: ``out[i] = x[i + 1] - x[i]``, ``n`` times.

    Args:
        x: array of shape ``(...)`` with at least one dimension, and a numeric dtype.
        axis: the axis to take differences along.
        n: how many times to take differences; 0 returns ``x``.
        prepend: values put before ``x`` along ``axis`` first: array of the shape of ``x``
            except along ``axis``, and the dtype of ``x``.
        append: values put after ``x`` along ``axis`` first, as for ``prepend``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` but ``n`` shorter along ``axis`` (after prepending and
        appending; at least 0 long), and of the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.diff(ivy.asarray([1, 4, 9, 16])), ivy.diff(ivy.asarray([1, 4, 9, 16]), n=2)
        (array([3, 5, 7]), array([2, 2]))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, prepend, append)
    try:
        axis = checks.normalize_axis("diff", axis, len(checks.shape_of(x)))
        if n < 0:
            raise InvalidArgumentError(f"diff: n must be >= 0; got {n}")
        try:
            return b.diff(x, axis, n, prepend, append)
        except Exception:
            if recover.holds_sequence(x, prepend, append):
                return recover.retry_with_arrays(diff, b, locals(), "x", "prepend", "append")
            checks.explain(_check_diff, x, axis, prepend=prepend, append=append)
            raise
    except Exception:
        checks.explain(None)
        raise


def _check_diff(x: Array, axis: int, **extra: Array | None) -> None:
    shape = checks.shape_of(x)
    for name, array in extra.items():
        if array is None:
            continue
        other = checks.shape_of(array)
        if len(other) != len(shape) or builtins.any(
            a != b for i, (a, b) in enumerate(zip(other, shape, strict=True)) if i != axis
        ):
            raise ShapeError(
                f"diff: {name} of shape {other} must match x of shape {shape} outside axis {axis}"
            )
