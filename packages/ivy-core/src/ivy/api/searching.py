"""Searching: indices of extrema, of non-zero elements, and element-wise selection."""

from __future__ import annotations

from ivy._common import checks
from ivy._typing import Array, BackendLike, Scalar
from ivy.errors import ShapeError
from ivy.framework import backend_for

__all__ = ["argmax", "argmin", "nonzero", "where"]


def argmax(
    x: Array, /, *, axis: int | None = None, keepdims: bool = False, backend: BackendLike = None
) -> Array:
    """The index of the first maximum along an axis.

    Args:
        x: array of shape ``(...)`` and a real numeric dtype, with elements along ``axis``.
        axis: the axis to search; None searches the flattened array.
        keepdims: keep the searched axis with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the default index dtype (``int64``) and the reduced shape.

    Example:
        >>> import ivy
        >>> ivy.argmax(ivy.asarray([[1, 9], [8, 2]]), axis=1)
        array([1, 0])
    """
    b = backend_for(backend, x)
    try:
        return b.argmax(x, axis=axis, keepdims=keepdims)
    except Exception:
        _explain_search("argmax", x, axis)
        raise


def argmin(
    x: Array, /, *, axis: int | None = None, keepdims: bool = False, backend: BackendLike = None
) -> Array:
    """The index of the first minimum along an axis.

    Args:
        x: array of shape ``(...)`` and a real numeric dtype, with elements along ``axis``.
        axis: the axis to search; None searches the flattened array.
        keepdims: keep the searched axis with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the default index dtype (``int64``) and the reduced shape.
    """
    b = backend_for(backend, x)
    try:
        return b.argmin(x, axis=axis, keepdims=keepdims)
    except Exception:
        _explain_search("argmin", x, axis)
        raise


def _check_search(fn: str, x: Array, axis: int | None) -> None:
    shape = checks.shape_of(x)
    if axis is not None:
        axis = checks.normalize_axis(fn, axis, len(shape))
    if (shape[axis] if axis is not None else _size(shape)) == 0:
        raise ShapeError(f"{fn}: x of shape {shape} has no elements along axis {axis}")


def _explain_search(fn: str, x: Array, axis: int | None) -> None:
    checks.explain(_check_search, fn, x, axis)


def _size(shape: tuple) -> int:
    size = 1
    for d in shape:
        size *= d
    return size


def nonzero(x: Array, /, *, backend: BackendLike = None) -> tuple[Array, ...]:
    """The indices of the non-zero (true) elements, in row-major order.

    Args:
        x: array of shape ``(...)`` with at least one dimension.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A tuple of ``x.ndim`` 1-d arrays of the default index dtype, one per axis, each with one
        index per non-zero element.

    Example:
        >>> import ivy
        >>> ivy.nonzero(ivy.asarray([[0, 3], [4, 0]]))
        (array([0, 1]), array([1, 0]))
    """
    b = backend_for(backend, x)
    if not checks.shape_of(x):
        raise ShapeError("nonzero: x must have at least one dimension; got a 0-d array")
    return b.nonzero(x)


def where(
    condition: Array,
    x1: Array | Scalar,
    x2: Array | Scalar,
    /,
    *,
    backend: BackendLike = None,
) -> Array:
    """Elements of ``x1`` where ``condition`` is true, else of ``x2``.

    Args:
        condition: boolean array.
        x1: values where ``condition`` is true; an array or a Python scalar.
        x2: values elsewhere; an array or a Python scalar.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape of the three, of dtype ``result_type(x1, x2)``.

    Example:
        >>> import ivy
        >>> ivy.where(ivy.asarray([True, False]), ivy.asarray([1, 2]), 0)
        array([1, 0])
    """
    b = backend_for(backend, condition, x1, x2)
    try:
        return b.where(condition, x1, x2)
    except Exception:
        checks.explain(checks.broadcastable, "where", condition=condition, x1=x1, x2=x2)
        raise
