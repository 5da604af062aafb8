"""Manipulation: changing the shape, order and layout of arrays."""

from __future__ import annotations

import operator
from collections.abc import Sequence

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike, Shape
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

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
    "broadcast_arrays",
    "broadcast_shapes",
    "moveaxis",
    "swapaxes",
    "constant_pad",
    "zero_pad",
]

COMPOSITES = frozenset({"broadcast_shapes", "moveaxis", "swapaxes", "zero_pad"})


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.reshape(x, shape, copy)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(reshape, b, locals(), "x")
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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *arrays)
    try:
        return b.concat(arrays, axis)
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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *arrays)
    try:
        return b.stack(arrays, axis)
    except Exception:
        checks.explain(checks.same_shapes, "stack", arrays)
        checks.explain(checks.valid_axes, "stack", arrays[0], axis, extra_dims=1)
        raise


def expand_dims(x: Array, /, axis: int | tuple[int, ...], *, backend: BackendLike = None) -> Array:
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
        >>> ivy.expand_dims(ivy.zeros(3), 0).shape
        (1, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        if type(axis) is int:  # the common call, one axis: normalized inline (a µs less)
            ndim = len(x.shape) + 1
            if -ndim <= axis < ndim:
                return b.expand_dims(x, (axis % ndim,))
        ndim = len(checks.array_shape("expand_dims", "x", x))
        ndim += len(axis) if isinstance(axis, (tuple, list)) else 1
        axes = checks.normalize_axes("expand_dims", axis, ndim)
        return b.expand_dims(x, axes)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(expand_dims, b, locals(), "x")
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        shape = checks.array_shape("squeeze", "x", x)
        axes = checks.normalize_axes("squeeze", axis, len(shape))
        for a in axes:
            if shape[a] != 1:
                raise ShapeError(
                    f"squeeze: axis {a} of x of shape {shape} has size {shape[a]}, not 1"
                )
        return b.squeeze(x, axes)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(squeeze, b, locals(), "x")
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        ndim = len(checks.array_shape("permute_dims", "x", x))
        axes = checks.normalize_axes("permute_dims", tuple(axes), ndim, name="axes")
        if len(axes) != ndim:
            raise ShapeError(f"permute_dims: axes must permute all {ndim} axes of x; got {axes}")
        return b.permute_dims(x, axes)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(permute_dims, b, locals(), "x")
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        axes = checks.normalize_axes("flip", axis, len(checks.array_shape("flip", "x", x)))
        return b.flip(x, axes)
    except Exception:
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        if axis is not None:
            axes = checks.normalize_axes("roll", axis, len(checks.shape_of(x)))
            shifts = shift if isinstance(shift, (tuple, list)) else (shift,) * len(axes)
            if len(shifts) != len(axes):
                raise ShapeError(
                    f"roll: shift {shift} must be an int or have one value per axis of {axis}"
                )
            return b.roll(x, tuple(shifts), axes)
        if isinstance(shift, (tuple, list)):
            raise ShapeError(f"roll: with axis=None, shift must be one int; got {shift}")
        try:
            return b.roll(x, shift, None)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(roll, b, locals(), "x")
            checks.explain(None)
            raise
    except Exception:
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        reps = tuple(operator.index(r) for r in repetitions)
        if any(r < 0 for r in reps):
            raise InvalidArgumentError(f"tile: repetitions must be non-negative; got {reps}")
        return b.tile(x, reps)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(tile, b, locals(), "x")
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, repeats)
    try:
        if axis is not None:
            axis = checks.normalize_axis("repeat", axis, len(checks.shape_of(x)))
        if isinstance(repeats, int) and repeats < 0:
            raise InvalidArgumentError(f"repeat: repeats must be non-negative; got {repeats}")
        try:
            return b.repeat(x, repeats, axis)
        except Exception:
            if recover.holds_sequence(x, repeats):
                return recover.retry_with_arrays(repeat, b, locals(), "x", "repeats")
            if not isinstance(repeats, int):
                size = checks.shape_of(x)[axis] if axis is not None else None
                count = checks.shape_of(repeats)
                if len(count) != 1 or (size is not None and count[0] not in (1, size)):
                    raise ShapeError(
                        f"repeat: repeats of shape {count} must be 1-d with one count per element "
                        f"along axis {axis} (size {size})"
                    ) from None
            checks.explain(None)
            raise
    except Exception:
        checks.explain(None)
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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        shape = checks.shape_of(x)
        axis = checks.normalize_axis("split", axis, len(shape))
        size = shape[axis]
        if isinstance(num_or_size_splits, Sequence):
            sizes = [operator.index(s) for s in num_or_size_splits]
            if sum(sizes) != size or any(s < 0 for s in sizes):
                raise ShapeError(
                    f"split: sizes {sizes} must be non-negative and sum to {size}, the size of "
                    "axis "
                    f"{axis} of x of shape {shape}"
                )
        else:
            num = operator.index(num_or_size_splits)
            if num <= 0 or size % num:
                raise ShapeError(
                    f"split: {num} equal parts do not divide axis {axis} of size {size} (x of "
                    "shape "
                    f"{shape})"
                )
            sizes = [size // num] * num
        return b.split(x, sizes, axis)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(split, b, locals(), "x")
        checks.explain(None)
        raise


def unstack(x: Array, /, *, axis: int = 0, backend: BackendLike = None) -> tuple[Array, ...]:
    """Splits ``x`` into the arrays along an axis, removing that axis.

    Args:
        x: array of shape ``(...)`` with at least one dimension.
        axis: the axis to unstack.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A tuple of ``x.shape[axis]`` arrays, each with one dimension fewer than ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        axis = checks.normalize_axis("unstack", axis, len(checks.shape_of(x)))
        return b.unstack(x, axis)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(unstack, b, locals(), "x")
        checks.explain(None)
        raise


def broadcast_to(x: Array, /, shape: Shape, *, backend: BackendLike = None) -> Array:
    """Broadcasts ``x`` to ``shape``.

    Args:
        x: array whose shape broadcasts to ``shape``.
        shape: the target shape.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape`` (possibly a read-only view).
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        # Whether x broadcasts is checked where the framework raised, but for what some answer
        # silently: negative sizes (torch reads -1 as "keep this size"), x that is no array
        # (numpy converts None or a string; x.shape raises) and x with more dimensions than
        # shape (paddle answers x unchanged for shape ()).
        shape = checks.as_shape("broadcast_to", shape)
        if len(x.shape) > len(shape):
            _check_broadcast_to(x, shape)  # raises
        return b.broadcast_to(x, shape)
    except Exception:
        checks.explain(_check_broadcast_to, x, shape)
        raise


def _check_broadcast_to(x: Array, shape: Shape) -> None:
    shape = checks.as_shape("broadcast_to", shape)
    source = checks.array_shape("broadcast_to", "x", x)
    try:
        fits = len(source) <= len(shape) and checks.broadcast_shapes(source, shape) == shape
    except ShapeError:
        fits = False
    if not fits:
        raise ShapeError(f"broadcast_to: x of shape {source} does not broadcast to {shape}")


def broadcast_arrays(*arrays: Array, backend: BackendLike = None) -> tuple[Array, ...]:
    """Broadcasts arrays against one another.

    Args:
        *arrays: arrays whose shapes broadcast together.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A tuple of arrays of the broadcast shape, each of its input's dtype (possibly read-only
        views).

    Example:
        >>> import ivy
        >>> [a.shape for a in ivy.broadcast_arrays(ivy.zeros((2, 1)), ivy.zeros(3))]
        [(2, 3), (2, 3)]
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *arrays)
    try:
        return b.broadcast_arrays(*arrays)
    except Exception:
        checks.explain(_check_broadcast_arrays, arrays)
        raise


def _check_broadcast_arrays(arrays: Sequence[Array]) -> None:
    names = [f"arrays[{i}]" for i in range(len(arrays))]
    shapes = [checks.shape_of(a) for a in arrays]
    checks.broadcast_shapes(*shapes, names=names, fn="broadcast_arrays")


def broadcast_shapes(*shapes: tuple[int, ...], backend: BackendLike = None) -> tuple[int, ...]:
    """The shape that arrays of ``shapes`` broadcast to, by the standard's broadcasting rules.

    Args:
        *shapes: shapes (tuples of non-negative ints); none gives ``()``.
        backend: accepted for a uniform signature; shapes need no backend.

    Returns:
        The broadcast shape, a tuple of ints.

    Raises:
        ShapeError: the shapes do not broadcast; the message names them.

    Example:
        >>> import ivy
        >>> ivy.broadcast_shapes((2, 1), (3,), ())
        (2, 3)
    """
    shapes = tuple(checks.as_shape("broadcast_shapes", s) for s in shapes)  # TensorShape too
    names = [f"shapes[{i}]" for i in range(len(shapes))]
    return checks.broadcast_shapes(*shapes, names=names, fn="broadcast_shapes")


def moveaxis(
    x: Array,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
    *,
    backend: BackendLike = None,
) -> Array:
    """Moves axes of ``x`` to new positions, keeping the order of the others.

    Args:
        x: array of ``ndim`` dimensions.
        source: the axis or axes to move, distinct, each in ``[-ndim, ndim)``.
        destination: the new position of each ``source`` axis, distinct, each in
            ``[-ndim, ndim)``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of ``x``'s dtype whose axis ``destination[i]`` is axis ``source[i]`` of ``x``.

    Raises:
        AxisError: an axis is out of range or repeated.
        ShapeError: ``source`` and ``destination`` differ in length.

    Example:
        >>> import ivy
        >>> ivy.moveaxis(ivy.zeros((2, 3, 4)), 0, -1).shape
        (3, 4, 2)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        ndim = len(checks.shape_of(x))
        sources = checks.normalize_axes("moveaxis", source, ndim, name="source")
        destinations = checks.normalize_axes("moveaxis", destination, ndim, name="destination")
        if len(sources) != len(destinations):
            raise ShapeError(
                f"moveaxis: source {source} and destination {destination} must name as many axes"
            )
        order = [a for a in range(ndim) if a not in sources]
        for dest, src in sorted(zip(destinations, sources, strict=True)):
            order.insert(dest, src)
        return b.permute_dims(x, tuple(order))
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(moveaxis, b, locals(), "x")
        checks.explain(None)
        raise


def swapaxes(x: Array, axis0: int, axis1: int, /, *, backend: BackendLike = None) -> Array:
    """Swaps two axes of ``x``.

    Args:
        x: array of ``ndim`` dimensions.
        axis0: an axis in ``[-ndim, ndim)``.
        axis1: an axis in ``[-ndim, ndim)``; may equal ``axis0``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of ``x``'s dtype with axes ``axis0`` and ``axis1`` exchanged.

    Example:
        >>> import ivy
        >>> ivy.swapaxes(ivy.zeros((2, 3, 4)), 0, -1).shape
        (4, 3, 2)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        ndim = len(checks.shape_of(x))
        axis0 = checks.normalize_axis("swapaxes", axis0, ndim, name="axis0")
        axis1 = checks.normalize_axis("swapaxes", axis1, ndim, name="axis1")
        order = list(range(ndim))
        order[axis0], order[axis1] = axis1, axis0
        return b.permute_dims(x, tuple(order))
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(swapaxes, b, locals(), "x")
        checks.explain(None)
        raise


def _pad_pairs(fn: str, x: Array, pad_width: Sequence[tuple[int, int]]) -> tuple:
    """``pad_width`` as a tuple of ``(before, after)`` pairs of non-negative ints, one per axis."""
    shape = checks.shape_of(x)
    try:
        pairs = tuple(
            (operator.index(before), operator.index(after)) for before, after in pad_width
        )
    except (TypeError, ValueError):
        raise InvalidArgumentError(
            f"{fn}: pad_width must be a sequence of (before, after) pairs of ints; "
            f"got {pad_width!r}"
        ) from None
    if len(pairs) != len(shape):
        raise ShapeError(
            f"{fn}: pad_width must hold one (before, after) pair per axis of x of shape {shape}; "
            f"got {len(pairs)} pairs"
        )
    if any(p < 0 for pair in pairs for p in pair):
        raise InvalidArgumentError(f"{fn}: pad_width must not be negative; got {pairs}")
    return pairs


def constant_pad(
    x: Array,
    /,
    pad_width: Sequence[tuple[int, int]],
    *,
    value: bool | int | float | complex = 0,
    backend: BackendLike = None,
) -> Array:
    """Pads each axis of ``x`` with a constant, like ``numpy.pad(mode="constant")``.

    Args:
        x: array of shape ``(d_0, ..., d_{n-1})``.
        pad_width: one ``(before, after)`` pair of non-negative ints per axis of ``x``: how
            many values to add before and after it.
        value: the value added, cast to ``x``'s dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(before_i + d_i + after_i, ...)`` and ``x``'s dtype.

    Raises:
        ShapeError: ``pad_width`` does not hold one pair per axis.

    Example:
        >>> import ivy
        >>> ivy.constant_pad(ivy.asarray([1, 2]), [(1, 2)], value=9)
        array([9, 1, 2, 9, 9])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.constant_pad(x, _pad_pairs("constant_pad", x, pad_width), value)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(constant_pad, b, locals(), "x")
        checks.explain(None)
        raise


def zero_pad(
    x: Array, /, pad_width: Sequence[tuple[int, int]], *, backend: BackendLike = None
) -> Array:
    """Pads each axis of ``x`` with zeros (False for bool): :func:`constant_pad` with 0.

    Args:
        x: array of shape ``(d_0, ..., d_{n-1})``.
        pad_width: one ``(before, after)`` pair of non-negative ints per axis of ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(before_i + d_i + after_i, ...)`` and ``x``'s dtype.

    Example:
        >>> import ivy
        >>> ivy.zero_pad(ivy.ones((1, 2)), [(0, 1), (1, 0)])
        array([[0., 1., 1.],
               [0., 0., 0.]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.constant_pad(x, _pad_pairs("zero_pad", x, pad_width), value=0)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(zero_pad, b, locals(), "x")
        checks.explain(None)
        raise
