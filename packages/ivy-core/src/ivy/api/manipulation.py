"""Manipulation: changing the shape, order and layout of arrays."""

from __future__ import annotations

import operator
from collections.abc import Sequence

from ivy._common import checks
from ivy._typing import Array, BackendLike, Shape
from ivy.errors import ShapeError
from ivy.framework import backend_for

__all__ = [
    "reshape",
    "concat",
    "stack",
    "expand_dims",
    "squeeze",
    "permute_dims",
    "flip",
    "roll",
    "tile",
    "repeat",
    "split",
    "unstack",
    "broadcast_to",
]


def _shape_tuple(shape: Shape) -> tuple[int, ...]:
    return (operator.index(shape),) if not isinstance(shape, Sequence) else tuple(shape)


def _check_reshape(x: Array, shape: tuple[int, ...]) -> None:
    source = checks.shape_of(x)
    if sum(1 for d in shape if d == -1) > 1:
        raise ShapeError(f"reshape: shape may hold at most one -1; got {shape}")
    if any(d < -1 for d in shape):
        raise ShapeError(f"reshape: shape must hold sizes >= 0 or one -1; got {shape}")
    size = 1
    for d in source:
        size *= d
    known = 1
    for d in shape:
        known *= d if d != -1 else 1
    fits = size % known == 0 if -1 in shape and known else size == known
    if not fits:
        raise ShapeError(
            f"reshape: cannot reshape x of shape {source} ({size} elements) to {shape}"
        )


def reshape(
    x: Array, /, shape: Shape, *, copy: bool | None = None, backend: BackendLike = None
) -> Array:
    """Gives ``x`` a new shape with the same elements, in row-major (C) order.

    Args:
        x: array of shape ``(...)``.
        shape: the new shape, with as many elements as ``x``; one size may be -1, inferred.
        copy: True always copies; False never does (raising ValueError where a copy is needed);
            None copies only when needed.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape``.

    Example:
        >>> import ivy
        >>> ivy.reshape(ivy.arange(6), (2, -1)).shape
        (2, 3)
    """
    b = backend_for(backend, x)
    try:
        return b.reshape(x, shape, copy=copy)
    except Exception:
        checks.explain(_check_reshape, x, _shape_tuple(shape))
        raise


def concat(
    arrays: Sequence[Array], /, *, axis: int | None = 0, backend: BackendLike = None
) -> Array:
    """Joins arrays along an existing axis.

    Args:
        arrays: arrays of one shape except along ``axis``.
        axis: the axis to join along; None flattens the arrays first.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array whose size along ``axis`` is the sum of the inputs'; dtype ``result_type(*arrays)``.

    Example:
        >>> import ivy
        >>> ivy.concat([ivy.zeros((2, 3)), ivy.ones((1, 3))]).shape
        (3, 3)
    """
    b = backend_for(backend, *arrays)
    try:
        return b.concat(arrays, axis=axis)
    except Exception:
        if axis is not None:
            checks.explain(_check_concat, arrays, axis)
        raise


def _check_concat(arrays: Sequence[Array], axis: int) -> None:
    checks.same_ndims("concat", arrays)
    axis = checks.normalize_axis("concat", axis, len(checks.shape_of(arrays[0])))
    checks.same_shapes("concat", arrays, skip_axis=axis)


def stack(arrays: Sequence[Array], /, *, axis: int = 0, backend: BackendLike = None) -> Array:
    """Joins arrays of one shape along a new axis.

    Args:
        arrays: arrays of one shape ``(...)``.
        axis: the position of the new axis in the result, in ``[-ndim - 1, ndim]``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array with one more dimension, of size ``len(arrays)`` along ``axis``.

    Example:
        >>> import ivy
        >>> ivy.stack([ivy.zeros(3), ivy.ones(3)], axis=1).shape
        (3, 2)
    """
    b = backend_for(backend, *arrays)
    try:
        return b.stack(arrays, axis=axis)
    except Exception:
        checks.explain(checks.same_shapes, "stack", arrays)
        checks.explain(checks.valid_axes, "stack", arrays[0], axis, extra_dims=1)
        raise


def expand_dims(
    x: Array, /, axis: int | tuple[int, ...] = 0, *, backend: BackendLike = None
) -> Array:
    """Inserts axes of size one.

    Args:
        x: array of shape ``(...)`` with ``ndim`` dimensions.
        axis: the position(s) of the new axes in the result, each in
            ``[-ndim - len(axis), ndim + len(axis))``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array with ``len(axis)`` more dimensions.

    Example:
        >>> import ivy
        >>> ivy.expand_dims(ivy.zeros((2, 3)), axis=(0, -1)).shape
        (1, 2, 3, 1)
    """
    b = backend_for(backend, x)
    added = len(axis) if isinstance(axis, (tuple, list)) else 1
    axes = checks.normalize_axes("expand_dims", axis, len(checks.shape_of(x)) + added)
    return b.expand_dims(x, axes)


def squeeze(x: Array, /, axis: int | tuple[int, ...], *, backend: BackendLike = None) -> Array:
    """Removes axes of size one.

    Args:
        x: array of shape ``(...)``.
        axis: the axis or axes to remove; each must have size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array with ``len(axis)`` fewer dimensions.

    Raises:
        ShapeError: an axis does not have size one (torch would silently keep it).
    """
    b = backend_for(backend, x)
    shape = checks.shape_of(x)
    axes = checks.normalize_axes("squeeze", axis, len(shape))
    for a in axes:
        if shape[a] != 1:
            raise ShapeError(f"squeeze: axis {a} of x of shape {shape} has size {shape[a]}, not 1")
    return b.squeeze(x, axes)


def permute_dims(x: Array, /, axes: tuple[int, ...], *, backend: BackendLike = None) -> Array:
    """Reorders the axes of ``x``.

    Args:
        x: array of ``ndim`` dimensions.
        axes: a permutation of ``range(ndim)``; negative axes are allowed.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array whose axis ``i`` is axis ``axes[i]`` of ``x``.

    Example:
        >>> import ivy
        >>> ivy.permute_dims(ivy.zeros((2, 3, 4)), (2, 0, 1)).shape
        (4, 2, 3)
    """
    b = backend_for(backend, x)
    ndim = len(checks.shape_of(x))
    axes = checks.normalize_axes("permute_dims", tuple(axes), ndim, name="axes")
    if len(axes) != ndim:
        raise ShapeError(f"permute_dims: axes must permute all {ndim} axes of x; got {axes}")
    return b.permute_dims(x, axes)


def flip(
    x: Array, /, *, axis: int | tuple[int, ...] | None = None, backend: BackendLike = None
) -> Array:
    """Reverses the order of elements along axes.

    Args:
        x: array of shape ``(...)``.
        axis: the axis or axes to reverse; None reverses all.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``.
    """
    b = backend_for(backend, x)
    axes = checks.normalize_axes("flip", axis, len(checks.shape_of(x)))
    return b.flip(x, axis=axes)


def roll(
    x: Array,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
    backend: BackendLike = None,
) -> Array:
    """Shifts elements cyclically along axes; those that leave one end re-enter at the other.

    Args:
        x: array of shape ``(...)``.
        shift: the shift, or one per axis of ``axis``; positive moves toward higher indices.
        axis: the axis or axes to shift along; None shifts the flattened array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``.

    Example:
        >>> import ivy
        >>> ivy.roll(ivy.arange(5), 2)
        array([3, 4, 0, 1, 2])
    """
    b = backend_for(backend, x)
    if axis is not None:
        axes = checks.normalize_axes("roll", axis, len(checks.shape_of(x)))
        shifts = shift if isinstance(shift, (tuple, list)) else (shift,) * len(axes)
        if len(shifts) != len(axes):
            raise ShapeError(
                f"roll: shift {shift} must be an int or have one value per axis of {axis}"
            )
        return b.roll(x, tuple(shifts), axis=axes)
    if isinstance(shift, (tuple, list)):
        raise ShapeError(f"roll: with axis=None, shift must be one int; got {shift}")
    return b.roll(x, shift, axis=None)


def tile(x: Array, repetitions: tuple[int, ...], /, *, backend: BackendLike = None) -> Array:
    """Repeats the whole of ``x`` along each axis.

    Args:
        x: array of shape ``(...)``.
        repetitions: the number of repetitions per axis; if longer than ``x.ndim``, ``x`` gains
            leading axes of size one; if shorter, it is padded with leading ones.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., d_i * r_i, ...)``.

    Example:
        >>> import ivy
        >>> ivy.tile(ivy.asarray([1, 2]), (2,))
        array([1, 2, 1, 2])
    """
    reps = tuple(operator.index(r) for r in repetitions)
    if any(r < 0 for r in reps):
        raise ValueError(f"tile: repetitions must be non-negative; got {reps}")
    return backend_for(backend, x).tile(x, reps)


def repeat(
    x: Array,
    repeats: int | Array,
    /,
    *,
    axis: int | None = None,
    backend: BackendLike = None,
) -> Array:
    """Repeats each element of ``x``.

    Args:
        x: array of shape ``(...)``.
        repeats: the number of repetitions, one for all elements or a 1-d integer array with one
            per element along ``axis``.
        axis: the axis to repeat along; None flattens ``x`` first.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array like ``x`` with the size along ``axis`` multiplied (or summed over ``repeats``).

    Example:
        >>> import ivy
        >>> ivy.repeat(ivy.asarray([1, 2]), 2)
        array([1, 1, 2, 2])
    """
    b = backend_for(backend, x, repeats)
    if axis is not None:
        axis = checks.normalize_axis("repeat", axis, len(checks.shape_of(x)))
    if isinstance(repeats, int) and repeats < 0:
        raise ValueError(f"repeat: repeats must be non-negative; got {repeats}")
    try:
        return b.repeat(x, repeats, axis=axis)
    except Exception:
        if not isinstance(repeats, int):
            size = checks.shape_of(x)[axis] if axis is not None else None
            count = checks.shape_of(repeats)
            if len(count) != 1 or (size is not None and count[0] not in (1, size)):
                raise ShapeError(
                    f"repeat: repeats of shape {count} must be 1-d with one count per element "
                    f"along axis {axis} (size {size})"
                ) from None
        raise


def split(
    x: Array,
    /,
    num_or_size_splits: int | Sequence[int],
    *,
    axis: int = 0,
    backend: BackendLike = None,
) -> list[Array]:
    """Splits ``x`` into parts along an axis.

    Args:
        x: array of shape ``(...)``.
        num_or_size_splits: the number of equal parts (which must divide the axis), or the size of
            each part (which must sum to the axis's size).
        axis: the axis to split.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A list of arrays, each like ``x`` but for its size along ``axis``.

    Example:
        >>> import ivy
        >>> [p.shape for p in ivy.split(ivy.zeros((5, 2)), [2, 3])]
        [(2, 2), (3, 2)]
    """
    b = backend_for(backend, x)
    shape = checks.shape_of(x)
    axis = checks.normalize_axis("split", axis, len(shape))
    size = shape[axis]
    if isinstance(num_or_size_splits, Sequence):
        sizes = [operator.index(s) for s in num_or_size_splits]
        if sum(sizes) != size or any(s < 0 for s in sizes):
            raise ShapeError(
                f"split: sizes {sizes} must be non-negative and sum to {size}, the size of axis "
                f"{axis} of x of shape {shape}"
            )
    else:
        num = operator.index(num_or_size_splits)
        if num <= 0 or size % num:
            raise ShapeError(
                f"split: {num} equal parts do not divide axis {axis} of size {size} (x of shape "
                f"{shape})"
            )
        sizes = [size // num] * num
    return b.split(x, sizes, axis=axis)


def unstack(x: Array, /, *, axis: int = 0, backend: BackendLike = None) -> tuple[Array, ...]:
    """Splits ``x`` into the arrays along an axis, removing that axis.

    Args:
        x: array of shape ``(...)`` with at least one dimension.
        axis: the axis to unstack.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A tuple of ``x.shape[axis]`` arrays, each with one dimension fewer than ``x``.
    """
    b = backend_for(backend, x)
    axis = checks.normalize_axis("unstack", axis, len(checks.shape_of(x)))
    return b.unstack(x, axis=axis)


def broadcast_to(x: Array, /, shape: Shape, *, backend: BackendLike = None) -> Array:
    """Broadcasts ``x`` to ``shape``.

    Args:
        x: array whose shape broadcasts to ``shape``.
        shape: the target shape.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape`` (possibly a read-only view).
    """
    b = backend_for(backend, x)
    shape = _shape_tuple(shape)
    source = checks.shape_of(x)
    try:
        fits = len(source) <= len(shape) and checks.broadcast_shapes(source, shape) == shape
    except ShapeError:
        fits = False
    if not fits:
        raise ShapeError(f"broadcast_to: x of shape {source} does not broadcast to {shape}")
    return b.broadcast_to(x, shape)
