"""Searching: indices of extrema and of non-zero elements, insertion points, and selection."""

from __future__ import annotations

from typing import Literal

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike, Scalar
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "argmax",
    "argmin",
    "nonzero",
    "where",
    "searchsorted",
    "count_nonzero",
    "argwhere",
    "indices_where",
]

COMPOSITES = frozenset({"indices_where"})


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.argmax(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(argmax, b, locals(), "x")
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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.argmin(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(argmin, b, locals(), "x")
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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        if not checks.shape_of(x):
            raise ShapeError("nonzero: x must have at least one dimension; got a 0-d array")
        return b.nonzero(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(nonzero, b, locals(), "x")
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, condition, x1, x2)
    try:
        return b.where(condition, x1, x2)
    except Exception:
        if recover.holds_sequence(condition, x1, x2):
            return recover.retry_with_arrays(where, b, locals(), "condition", "x1", "x2")
        checks.explain(checks.broadcastable, "where", condition=condition, x1=x1, x2=x2)
        raise


def searchsorted(
    x1: Array,
    x2: Array | int | float,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: Array | None = None,
    backend: BackendLike = None,
) -> Array:
    """The indices where inserting ``x2``'s elements into ``x1`` would keep ``x1`` sorted.

    Args:
        x1: 1-d array of shape ``(M,)`` and a real numeric dtype, sorted ascending (or put in
            order by ``sorter``).
        x2: the values to place: array of shape ``(...)`` and a real numeric dtype, or a Python
            int or float.
        side: for a value equal to elements of ``x1``, "left" gives the index of the first of
            them, "right" the index after the last.
        sorter: array of shape ``(M,)`` and an integer dtype: indices that sort ``x1``
            (as :func:`argsort` gives), when ``x1`` itself is not sorted.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x2`` (0-d for a scalar) and the default index dtype
        (``int64``), with values in ``[0, M]``.

    Example:
        >>> import ivy
        >>> x1 = ivy.asarray([1.0, 2.0, 2.0, 3.0])
        >>> ivy.searchsorted(x1, ivy.asarray([2.0, 5.0])), ivy.searchsorted(x1, 2.0, side="right")
        (array([1, 4]), array(3))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2, sorter)
    try:
        if side != "left" and side != "right":
            raise InvalidArgumentError(
                f'searchsorted: side must be "left" or "right"; got {side!r}'
            )
        try:
            return b.searchsorted(x1, x2, side, sorter)
        except Exception:
            if recover.holds_sequence(x1, x2, sorter):
                return recover.retry_with_arrays(searchsorted, b, locals(), "x1", "x2", "sorter")
            checks.explain(_check_searchsorted, x1, sorter)
            raise
    except Exception:
        checks.explain(None)
        raise


def _check_searchsorted(x1: Array, sorter: Array | None) -> None:
    shape = checks.shape_of(x1)
    if len(shape) != 1:
        raise ShapeError(f"searchsorted: x1 must be 1-d; got shape {shape}")
    if sorter is not None and checks.shape_of(sorter) != shape:
        raise ShapeError(
            f"searchsorted: sorter must have the shape of x1, {shape}; "
            f"got {checks.shape_of(sorter)}"
        )


def count_nonzero(
    x: Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The number of non-zero (true) elements along axes; NaN counts as non-zero.

    Args:
        x: array of shape ``(...)`` and any dtype.
        axis: the axis or axes to count along; None for all.
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the reduced shape and the default index dtype (``int64``).

    Example:
        >>> import ivy
        >>> ivy.count_nonzero(ivy.asarray([[0, 3], [4, 5]]), axis=1)
        array([1, 2])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.count_nonzero(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(count_nonzero, b, locals(), "x")
        checks.explain(checks.valid_axes, "count_nonzero", x, axis)
        raise


def argwhere(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The indices of the non-zero (true) elements, one row per element, in row-major order.

    Args:
        x: array of shape ``(...)`` with ``ndim`` dimensions.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(num_nonzero, ndim)`` and the default index dtype (``int64``): row
        ``i`` is the index of the ``i``-th non-zero element. It is :func:`nonzero`'s arrays
        stacked as columns.

    Example:
        >>> import ivy
        >>> ivy.argwhere(ivy.asarray([[0, 3], [4, 0]]))
        array([[0, 1],
               [1, 0]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.argwhere(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(argwhere, b, locals(), "x")
        checks.explain(None)
        raise


def indices_where(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The indices of the non-zero (true) elements: Ivy's original name for :func:`argwhere`.

    Args:
        x: array of shape ``(...)`` with ``ndim`` dimensions.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(num_nonzero, ndim)`` and the default index dtype (``int64``), as
        :func:`argwhere` gives.

    Example:
        >>> import ivy
        >>> ivy.indices_where(ivy.asarray([False, True, True]))
        array([[1],
               [2]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.argwhere(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(indices_where, b, locals(), "x")
        checks.explain(None)
        raise
