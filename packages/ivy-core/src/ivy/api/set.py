"""Set functions: unique elements, their counts, inverse indices, and membership.

The unique values come sorted on every backend, so results agree between backends. Each NaN is
distinct from every other (NaN != NaN), so every NaN in ``x`` is a value of its own; ``-0.0`` and
``0.0`` are equal, and the one that comes first in ``x`` stands for both. The results' shapes
depend on the values of ``x``, so these functions cannot be traced by jit compilers.
"""

from __future__ import annotations

from typing import NamedTuple

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import InvalidArgumentError
from ivy.framework import backend_for, selected_backend

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values", "isin"]


class UniqueAllResult(NamedTuple):
    """What :func:`unique_all` returns."""

    values: Array
    indices: Array
    inverse_indices: Array
    counts: Array


class UniqueCountsResult(NamedTuple):
    """What :func:`unique_counts` returns."""

    values: Array
    counts: Array


class UniqueInverseResult(NamedTuple):
    """What :func:`unique_inverse` returns."""

    values: Array
    inverse_indices: Array


def unique_all(x: Array, /, *, backend: BackendLike = None) -> UniqueAllResult:
    """The sorted unique elements of ``x``, where each first occurs, and how often.

    Args:
        x: array of shape ``(...)`` (flattened first) and a real numeric or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A namedtuple ``(values, indices, inverse_indices, counts)``: ``values``, of shape
        ``(K,)`` and the dtype of ``x``, the sorted unique elements; ``indices``, of shape
        ``(K,)``, the index in the flattened ``x`` of each value's first occurrence;
        ``inverse_indices``, of the shape of ``x``, the index into ``values`` of each element (so
        ``values[inverse_indices]`` is ``x``); ``counts``, of shape ``(K,)``, how often each
        value occurs. The three index arrays have the default index dtype (``int64``).

    Example:
        >>> import ivy
        >>> ivy.unique_all(ivy.asarray([3, 1, 3, 2]))
        UniqueAllResult(values=array([1, 2, 3]), indices=array([1, 3, 0]), inverse_indices=array([2, 0, 2, 1]), counts=array([1, 1, 2]))
    """  # noqa: E501
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return UniqueAllResult(*b.unique_all(x))
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(unique_all, b, locals(), "x")
        checks.explain(None)
        raise


def unique_counts(x: Array, /, *, backend: BackendLike = None) -> UniqueCountsResult:
    """The sorted unique elements of ``x`` and how often each occurs.

    Args:
        x: array of shape ``(...)`` (flattened first) and a real numeric or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A namedtuple ``(values, counts)`` of two arrays of shape ``(K,)``: the sorted unique
        elements (the dtype of ``x``) and how often each occurs (default index dtype, ``int64``).

    Example:
        >>> import ivy
        >>> ivy.unique_counts(ivy.asarray([3, 1, 3]))
        UniqueCountsResult(values=array([1, 3]), counts=array([1, 2]))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return UniqueCountsResult(*b.unique_counts(x))
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(unique_counts, b, locals(), "x")
        checks.explain(None)
        raise


def unique_inverse(x: Array, /, *, backend: BackendLike = None) -> UniqueInverseResult:
    """The sorted unique elements of ``x`` and the index of each element among them.

    Args:
        x: array of shape ``(...)`` (flattened first) and a real numeric or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A namedtuple ``(values, inverse_indices)``: the sorted unique elements, of shape
        ``(K,)`` and the dtype of ``x``, and the index into them of each element of ``x``, of the
        shape of ``x`` and the default index dtype (``int64``).

    Example:
        >>> import ivy
        >>> ivy.unique_inverse(ivy.asarray([[3, 1], [3, 2]]))
        UniqueInverseResult(values=array([1, 2, 3]), inverse_indices=array([[2, 0],
               [2, 1]]))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return UniqueInverseResult(*b.unique_inverse(x))
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(unique_inverse, b, locals(), "x")
        checks.explain(None)
        raise


def unique_values(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The sorted unique elements of ``x``.

    Args:
        x: array of shape ``(...)`` (flattened first) and a real numeric or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(K,)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.unique_values(ivy.asarray([3.0, 1.0, 3.0, float("nan"), float("nan")]))
        array([ 1.,  3., nan, nan], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.unique_values(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(unique_values, b, locals(), "x")
        checks.explain(None)
        raise


def isin(
    x1: Array | int,
    x2: Array | int,
    /,
    *,
    invert: bool = False,
    backend: BackendLike = None,
) -> Array:
    """Whether each element of ``x1`` equals some element of ``x2``.

    NaN is in nothing (NaN != NaN).

    Args:
        x1: array of shape ``(...)`` and a real numeric or boolean dtype, or a Python int.
        x2: the elements to look for: array of any shape (flattened), or a Python int.
        invert: give whether each element is *not* in ``x2`` instead.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Boolean array of the shape of ``x1``.

    Example:
        >>> import ivy
        >>> ivy.isin(ivy.asarray([1, 2, 3, 4]), ivy.asarray([4, 2]))
        array([False,  True, False,  True])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        if type(x1) in _SCALARS and type(x2) in _SCALARS:  # numpy alone would take them
            raise InvalidArgumentError(
                f"isin: x1 or x2 must be an array; got {type(x1).__name__} and {type(x2).__name__}"
            )
        return b.isin(x1, x2, invert)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(isin, b, locals(), "x1", "x2")
        checks.explain(None)
        raise


_SCALARS = frozenset({bool, int, float, complex})
