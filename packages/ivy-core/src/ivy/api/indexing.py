"""Indexing: taking elements by integer index arrays (``take``, ``take_along_axis``).

Indices may be negative, counting from the end as in NumPy. Out-of-range indices raise
``IndexError`` on every backend (the standard leaves them unspecified; jax would clamp or fill
and mxnet clip), naming the range of the indices and the axis's size. Inside ``jax.jit`` the
indices' values are unknown, so there jax's own out-of-range behaviour (filling) stands.
"""

from __future__ import annotations

from typing import Any

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import AxisError, IndexOutOfRangeError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = ["take", "take_along_axis"]


def take(
    x: Array, indices: Array, /, *, axis: int | None = None, backend: BackendLike = None
) -> Array:
    """Takes the elements of ``x`` at ``indices`` along an axis.

    Args:
        x: array of shape ``(..., N, ...)`` with at least one dimension.
        indices: 1-d integer array of shape ``(K,)`` of indices in ``[-N, N)``; negative ones
            count from the end.
        axis: the axis to take along; may be None only for a 1-d ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., K, ...)`` and ``x``'s dtype.

    Raises:
        IndexError: an index is out of range.
        ShapeError: ``indices`` is not 1-d.
        AxisError: ``axis`` is out of range, or None with ``x`` not 1-d.
        DtypeError: ``indices`` does not have an integer dtype.

    Example:
        >>> import ivy
        >>> ivy.take(ivy.asarray([[1, 2, 3], [4, 5, 6]]), ivy.asarray([2, -3]), axis=1)
        array([[3, 1],
               [6, 4]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, indices)
    try:
        shape = checks.shape_of(x)
        if axis is None:
            if len(shape) != 1:
                raise AxisError(f"take: axis may be None only for a 1-d x; x has shape {shape}")
            axis = 0
        else:
            axis = checks.normalize_axis("take", axis, len(shape))
        index_shape = checks.shape_of(indices)
        if len(index_shape) != 1:
            raise ShapeError(f"take: indices must be 1-d; got shape {index_shape}")
        # Before the call: some backends would cast float indices silently.
        checks.check_dtype_kind("take", b, "indices", indices, "integral")
        try:
            return b.take(x, indices, axis)
        except Exception:
            if recover.holds_sequence(x, indices):
                return recover.retry_with_arrays(take, b, locals(), "x", "indices")
            checks.explain(_check_indices, "take", b, indices, shape[axis], axis)
            raise
    except Exception:
        checks.explain(None)
        raise


def take_along_axis(
    x: Array, indices: Array, /, *, axis: int = -1, backend: BackendLike = None
) -> Array:
    """Takes elements of ``x`` at ``indices`` along an axis, one index array per 1-d slice.

    Args:
        x: array of shape ``(..., N, ...)`` with at least one dimension.
        indices: integer array of as many dimensions as ``x``, of shape ``(..., K, ...)``,
            broadcasting with ``x`` except along ``axis``; its values lie in ``[-N, N)``.
        axis: the axis to take along.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of ``x``'s dtype whose shape is the broadcast of ``x`` and ``indices`` except
        along ``axis``, where its size is ``K``.

    Raises:
        IndexError: an index is out of range.
        ShapeError: ``indices`` has another number of dimensions than ``x``, or does not
            broadcast with it.
        AxisError: ``axis`` is out of range.
        DtypeError: ``indices`` does not have an integer dtype.

    Example:
        >>> import ivy
        >>> x = ivy.asarray([[10, 30, 20], [60, 40, 50]])
        >>> ivy.take_along_axis(x, ivy.argsort(x, axis=1), axis=1)
        array([[10, 20, 30],
               [40, 50, 60]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, indices)
    try:
        shape = checks.shape_of(x)
        axis = checks.normalize_axis("take_along_axis", axis, len(shape))
        checks.check_dtype_kind("take_along_axis", b, "indices", indices, "integral")
        try:
            return b.take_along_axis(x, indices, axis)
        except Exception:
            if recover.holds_sequence(x, indices):
                return recover.retry_with_arrays(take_along_axis, b, locals(), "x", "indices")
            checks.explain(_check_along_axis, b, x, indices, axis)
            raise
    except Exception:
        checks.explain(None)
        raise


def _check_along_axis(b: Any, x: Array, indices: Array, axis: int) -> None:
    shape, index_shape = checks.shape_of(x), checks.shape_of(indices)
    if len(index_shape) != len(shape):
        raise ShapeError(
            f"take_along_axis: indices must have as many dimensions as x; got indices of shape "
            f"{index_shape} for x of shape {shape}"
        )
    others = [s[:axis] + s[axis + 1 :] for s in (shape, index_shape)]
    checks.broadcast_shapes(
        *others, names=["x", "indices"], fn=f"take_along_axis (outside axis {axis})"
    )
    _check_indices("take_along_axis", b, indices, shape[axis], axis)


def _check_indices(fn: str, b: Any, indices: Array, size: int, axis: int) -> None:
    """Checks that ``indices`` lie in ``[-size, size)``.

    Raises:
        IndexError: an index is out of range; the message gives their range and ``size``.
    """
    values = b.to_numpy(indices)
    if values.size and not (-size <= values.min() and values.max() < size):
        raise IndexOutOfRangeError(
            f"{fn}: indices hold values from {values.min()} to {values.max()}, out of range for "
            f"axis {axis} of size {size} (valid: {-size} to {size - 1})"
        )
