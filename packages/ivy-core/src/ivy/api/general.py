"""Ivy's own general functions: converting arrays, gathering and scattering, one-hot and more.

Besides inspecting and converting arrays: gathering and scattering by index arrays, one-hot
encoding, numerically safe division and powers, and Fourier features.

The index functions follow TensorFlow's semantics (``tf.gather``, ``tf.gather_nd``,
``tf.scatter_nd``) on every backend. An index out of range, negative indices included, raises
:class:`IndexOutOfRangeError` (an ``IndexError``) naming the bad value and the axis size; jax and
TensorFlow would otherwise clamp or drop it silently. Inside ``jax.jit`` index values are unknown
while tracing, so no check is possible there: jax's own out-of-range behaviour applies.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike, DtypeLike, Scalar, Shape
from ivy.errors import AxisError, IndexOutOfRangeError, InvalidArgumentError, ShapeError
from ivy.framework import backend_for, own_backend, selected_backend

__all__ = [
    "to_numpy",
    "shape",
    "is_array",
    "to_list",
    "to_scalar",
    "array_equal",
    "gather",
    "gather_nd",
    "scatter_nd",
    "scatter_flat",
    "one_hot",
    "stable_divide",
    "stable_pow",
    "fourier_encode",
]

COMPOSITES = frozenset({"scatter_flat", "stable_divide", "stable_pow", "fourier_encode"})

REDUCTIONS = ("sum", "replace", "min", "max", "mul")
"""The ``reduction`` values of :func:`scatter_nd` and :func:`scatter_flat`."""


def to_numpy(x: Array, /, *, copy: bool = True, backend: BackendLike = None) -> Any:
    """Converts ``x`` to a NumPy array, detached from any autodiff graph and moved to the CPU.

    Args:
        x: array of shape ``(...)``.
        copy: if False, share memory with ``x`` where the framework allows it.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``numpy.ndarray`` of shape ``(...)`` (``bfloat16`` becomes ``float32``).
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    elif not b.is_array(x):
        # An array of another framework under a global setting (or in a namespace) converts
        # through its own: numpy's asarray makes an mxnet array an object array, and refuses a
        # torch tensor that requires grad.
        b = own_backend(x) or b
    try:
        return b.to_numpy(x, copy)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(to_numpy, b, locals(), "x")
        checks.explain(None)
        raise


def shape(x: Array, /, *, backend: BackendLike = None) -> tuple[int, ...]:
    """The shape of ``x`` as a tuple of ints.

    Args:
        x: an array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The shape.

    Example:
        >>> import ivy
        >>> ivy.shape(ivy.zeros((2, 3)))
        (2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.shape(x)
    except Exception:
        checks.explain(None)
        raise


def is_array(x: Any, /, *, backend: BackendLike = None) -> bool:
    """Whether ``x`` is an array of the backend that answers (by default, its own framework's).

    Args:
        x: any object.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        True for a native array (``torch.Tensor``, ``np.ndarray``, ...), False otherwise.

    Example:
        >>> import ivy
        >>> ivy.is_array(ivy.zeros(2)), ivy.is_array([0.0, 0.0])
        (True, False)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.is_array(x)
    except Exception:
        checks.explain(None)
        raise


def to_list(x: Array, /, *, backend: BackendLike = None) -> Any:
    """The elements of ``x`` as nested Python lists of Python scalars.

    Args:
        x: array of shape ``(...)``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Lists nested ``x.ndim`` deep (a Python scalar for a 0-d array); ``bfloat16`` values
        become floats.

    Example:
        >>> import ivy
        >>> ivy.to_list(ivy.reshape(ivy.arange(4), (2, 2)))
        [[0, 1], [2, 3]]
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.to_list(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(to_list, b, locals(), "x")
        checks.explain(None)
        raise


def to_scalar(x: Array, /, *, backend: BackendLike = None) -> Scalar:
    """The one element of ``x`` as a Python scalar.

    Args:
        x: array holding exactly one element: shape ``()``, ``(1,)``, ``(1, 1)``, ...
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A Python ``bool``, ``int``, ``float`` or ``complex``, by the kind of ``x``'s dtype.

    Raises:
        ShapeError: ``x`` holds more or fewer than one element.

    Example:
        >>> import ivy
        >>> ivy.to_scalar(ivy.ones((1, 1)))
        1.0
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.to_scalar(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(to_scalar, b, locals(), "x")
        checks.explain(_check_one_element, x)
        raise


def _check_one_element(x: Array) -> None:
    shape = checks.shape_of(x)
    if math.prod(shape) != 1:
        raise ShapeError(f"to_scalar: x must hold exactly one element; got x of shape {shape}")


def array_equal(x1: Array, x2: Array, /, *, backend: BackendLike = None) -> bool:
    """Whether ``x1`` and ``x2`` have one shape and equal elements.

    Values of different dtypes compare by value (``1 == 1.0``); NaN equals nothing, as in
    ``numpy.array_equal``'s default.

    Args:
        x1: array of shape ``(...)``.
        x2: array of any shape; a different shape gives False (it is not broadcast).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A Python bool.

    Example:
        >>> import ivy
        >>> ivy.array_equal(ivy.ones(3), ivy.ones(3)), ivy.array_equal(ivy.ones(3), ivy.ones(1))
        (True, False)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.array_equal(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(array_equal, b, locals(), "x1", "x2")
        checks.explain(None)
        raise


# --- gather and scatter ---------------------------------------------------------------------

# The dtype of indices is checked before the call: numpy and jax read boolean indices as 0 and 1
# without a word.


def _normalize_batch_dims(fn: str, batch_dims: Any, indices_ndim: int, limit: int) -> int:
    """``batch_dims`` in ``[0, limit]``; a negative value counts from ``indices_ndim`` (as tf)."""
    bd = operator.index(batch_dims)
    bd = bd + indices_ndim if bd < 0 else bd
    if not 0 <= bd <= limit:
        raise AxisError(
            f"{fn}: batch_dims {batch_dims} is out of range; it must be in [0, {limit}] here"
        )
    return bd


def _check_batch_shapes(fn: str, params_shape: tuple, indices_shape: tuple, bd: int) -> None:
    if params_shape[:bd] != indices_shape[:bd]:
        raise ShapeError(
            f"{fn}: the first batch_dims={bd} axes of params and indices must match; got params "
            f"of shape {params_shape} and indices of shape {indices_shape}"
        )


def _prepare_gather(b: Any, params: Array, indices: Array, axis: int, batch_dims: int):
    # Checked before the call: shape mismatches in the batch axes would broadcast silently in
    # the backends that index with broadcasting index arrays.
    checks.check_dtype_kind("gather", b, "indices", indices, "integral")
    params_shape, indices_shape = checks.shape_of(params), checks.shape_of(indices)
    axis = checks.normalize_axis("gather", axis, len(params_shape))
    bd = _normalize_batch_dims(
        "gather", batch_dims, len(indices_shape), min(axis, len(indices_shape))
    )
    _check_batch_shapes("gather", params_shape, indices_shape, bd)
    return axis, bd


def _first_bad_index(b: Any, indices: Array, sizes: Sequence[int]) -> tuple[int, int] | None:
    """``(value, column)`` of the first index outside ``[0, size)``, or None.

    ``sizes`` holds one size per column of ``indices``'s last axis; runs on the host, so only on
    the error path.
    """
    if not sizes:
        return None
    try:
        values = np.asarray(b.to_numpy(indices)).astype(np.int64)
    except Exception:  # a traced array (jax jit, tf.function): its values are unknown
        return None
    values = values.reshape(-1, len(sizes))
    bad = (values < 0) | (values >= np.asarray(sizes, dtype=np.int64))
    if not bad.any():
        return None
    row, column = np.argwhere(bad)[0]
    return int(values[row, column]), int(column)


def _explain_range(
    fn: str, b: Any, indices: Array, sizes: Sequence[int], axes: Sequence[int], of: str
) -> None:
    """Raises IndexOutOfRangeError if ``indices`` holds an index outside ``[0, sizes[column])``.

    ``indices`` has shape ``(..., len(sizes))``, or any shape for one size; the message names the
    axis ``axes[column]`` of ``of``.
    """
    found = _first_bad_index(b, indices, sizes)
    if found is None:
        return
    value, column = found
    size, axis = sizes[column], axes[column]
    where = "" if len(sizes) == 1 else f" in column {column} of its last axis"
    raise IndexOutOfRangeError(
        f"{fn}: indices holds {value}{where}, out of range for axis {axis} of {of}, of size "
        f"{size} (valid: 0 to {size - 1}; negative indices are not allowed)"
    ) from None


def gather(
    params: Array,
    indices: Array,
    /,
    *,
    axis: int = -1,
    batch_dims: int = 0,
    backend: BackendLike = None,
) -> Array:
    """Takes slices of ``params`` along ``axis`` at ``indices`` (``tf.gather``'s semantics).

    With ``batch_dims=0`` this is ``numpy.take``; with ``batch_dims=B`` the first ``B`` axes of
    ``params`` and ``indices`` are batch axes, each batch element indexing its own slice of
    ``params``.

    Args:
        params: array of shape ``(*batch, *before, N, *after)``, where ``before`` are the axes
            between the batch axes and ``axis``.
        indices: integer array of shape ``(*batch, *I)``, values in ``[0, N)``.
        axis: the axis of ``params`` to gather along; at least ``batch_dims``.
        batch_dims: the number of leading batch axes; negative counts from ``indices.ndim``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(*batch, *before, *I, *after)``, that is
        ``params.shape[:axis] + indices.shape[batch_dims:] + params.shape[axis + 1:]``; dtype of
        ``params``.

    Raises:
        IndexOutOfRangeError: an index is negative or at least ``N``.

    Example:
        >>> import ivy
        >>> ivy.gather(ivy.asarray([[1, 2, 3], [4, 5, 6]]), ivy.asarray([2, 0]))
        array([[3, 1],
               [6, 4]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, params, indices)
    try:
        axis, batch_dims = _prepare_gather(b, params, indices, axis, batch_dims)
        try:
            return b.gather(params, indices, axis, batch_dims)
        except Exception:
            if recover.holds_sequence(params, indices):
                return recover.retry_with_arrays(gather, b, locals(), "params", "indices")
            size = checks.shape_of(params)[axis]
            _explain_range("gather", b, indices, (size,), (axis,), "params")
            raise
    except Exception:
        checks.explain(None)
        raise


def _prepare_gather_nd(b: Any, params: Array, indices: Array, batch_dims: int):
    checks.check_dtype_kind("gather_nd", b, "indices", indices, "integral")
    params_shape, indices_shape = checks.shape_of(params), checks.shape_of(indices)
    if not indices_shape:
        raise ShapeError("gather_nd: indices must have at least one axis; got a 0-d array")
    limit = min(len(indices_shape) - 1, len(params_shape))
    bd = _normalize_batch_dims("gather_nd", batch_dims, len(indices_shape), limit)
    _check_batch_shapes("gather_nd", params_shape, indices_shape, bd)
    if indices_shape[-1] > len(params_shape) - bd:
        raise ShapeError(
            f"gather_nd: indices of shape {indices_shape} index {indices_shape[-1]} axes, but "
            f"params of shape {params_shape} has {len(params_shape) - bd} after its batch axes"
        )
    return bd


def gather_nd(
    params: Array, indices: Array, /, *, batch_dims: int = 0, backend: BackendLike = None
) -> Array:
    """Takes elements or slices of ``params`` at multi-indices (``tf.gather_nd``'s semantics).

    Each row ``indices[..., :]`` of ``K`` integers indexes the first ``K`` axes of ``params``
    after the batch axes; the remaining axes come along as slices.

    Args:
        params: array of shape ``(*batch, N_1, ..., N_K, *after)``.
        indices: integer array of shape ``(*batch, *I, K)``, column ``k`` in ``[0, N_k)``.
        batch_dims: the number of leading batch axes; negative counts from ``indices.ndim``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(*batch, *I, *after)``; dtype of ``params``.

    Raises:
        IndexOutOfRangeError: an index is negative or at least the size of its axis.

    Example:
        >>> import ivy
        >>> ivy.gather_nd(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([[1, 0], [0, 1]]))
        array([3, 2])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, params, indices)
    try:
        batch_dims = _prepare_gather_nd(b, params, indices, batch_dims)
        try:
            return b.gather_nd(params, indices, batch_dims)
        except Exception:
            if recover.holds_sequence(params, indices):
                return recover.retry_with_arrays(gather_nd, b, locals(), "params", "indices")
            k = checks.shape_of(indices)[-1]
            sizes = checks.shape_of(params)[batch_dims : batch_dims + k]
            axes = tuple(range(batch_dims, batch_dims + k))
            _explain_range("gather_nd", b, indices, sizes, axes, "params")
            raise
    except Exception:
        checks.explain(None)
        raise


def _shape_tuple(fn: str, shape: Shape) -> tuple[int, ...]:
    try:
        result = (
            (operator.index(shape),)
            if not isinstance(shape, Sequence)
            else tuple(operator.index(d) for d in shape)
        )
    except TypeError:
        raise InvalidArgumentError(
            f"{fn}: shape must be an int or a sequence of ints; got {shape!r}"
        ) from None
    if any(d < 0 for d in result):
        raise ShapeError(f"{fn}: shape must hold sizes >= 0; got {result}")
    return result


def _prepare_scatter(fn: str, b: Any, indices: Array, updates: Array, shape: Shape, reduction):
    # Checked before the call: some frameworks broadcast mismatched updates silently.
    if reduction not in REDUCTIONS:
        raise InvalidArgumentError(
            f"{fn}: reduction must be one of {REDUCTIONS}; got {reduction!r}"
        )
    checks.check_dtype_kind(fn, b, "indices", indices, "integral")
    shape = _shape_tuple(fn, shape)
    indices_shape, updates_shape = checks.shape_of(indices), checks.shape_of(updates)
    if not indices_shape or not 1 <= indices_shape[-1] <= len(shape):
        raise ShapeError(
            f"{fn}: indices must have shape (..., K) with 1 <= K <= {len(shape)} (the length "
            f"of shape {shape}); got indices of shape {indices_shape}"
        )
    expected = indices_shape[:-1] + shape[indices_shape[-1] :]
    if updates_shape != expected:
        raise ShapeError(
            f"{fn}: updates must have shape {expected} for indices of shape {indices_shape} and "
            f"shape {shape}; got updates of shape {updates_shape}"
        )
    return shape


def scatter_nd(
    indices: Array,
    updates: Array,
    /,
    shape: Shape,
    *,
    reduction: str = "sum",
    backend: BackendLike = None,
) -> Array:
    """Scatters ``updates`` into a new array of zeros at multi-indices (``tf.scatter_nd``).

    Each row ``indices[..., :]`` of ``K`` integers addresses an element (``K = len(shape)``) or a
    slice (``K < len(shape)``) of the result. An element that several updates address holds
    their ``reduction``: their sum, minimum, maximum or product; with ``"replace"`` it holds one
    of them, and which one is unspecified (it differs between backends and devices). Elements
    that no update addresses are zero.

    Args:
        indices: integer array of shape ``(*I, K)`` with ``K >= 1``, column ``k`` in
            ``[0, shape[k])``.
        updates: array of shape ``(*I, *shape[K:])``.
        shape: the shape of the result.
        reduction: one of ``"sum"``, ``"replace"``, ``"min"``, ``"max"``, ``"mul"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape``; dtype of ``updates``.

    Raises:
        IndexOutOfRangeError: an index is negative or at least the size of its axis.

    Example:
        >>> import ivy
        >>> ivy.scatter_nd(ivy.asarray([[1], [3], [1]]), ivy.asarray([5, 6, 7]), 4)
        array([ 0, 12,  0,  6])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, indices, updates)
    try:
        shape = _prepare_scatter("scatter_nd", b, indices, updates, shape, reduction)
        try:
            return b.scatter_nd(indices, updates, shape, reduction)
        except Exception:
            if recover.holds_sequence(indices, updates):
                return recover.retry_with_arrays(scatter_nd, b, locals(), "indices", "updates")
            k = checks.shape_of(indices)[-1]
            _explain_range("scatter_nd", b, indices, shape[:k], tuple(range(k)), f"shape {shape}")
            raise
    except Exception:
        checks.explain(None)
        raise


def scatter_flat(
    indices: Array,
    updates: Array,
    /,
    size: int,
    *,
    reduction: str = "sum",
    backend: BackendLike = None,
) -> Array:
    """Scatters ``updates`` into a new 1-d array of zeros: :func:`scatter_nd` for one axis.

    ``result[indices[i]]`` receives ``updates[i]``; several updates at one index combine by
    ``reduction`` (``"replace"`` keeps an unspecified one of them); untouched elements are zero.

    Args:
        indices: integer array of shape ``(...)``, values in ``[0, size)``.
        updates: array of the shape of ``indices``.
        size: the length of the result.
        reduction: one of ``"sum"``, ``"replace"``, ``"min"``, ``"max"``, ``"mul"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(size,)``; dtype of ``updates``.

    Raises:
        IndexOutOfRangeError: an index is negative or at least ``size``.

    Example:
        >>> import ivy
        >>> ivy.scatter_flat(ivy.asarray([0, 2, 0]), ivy.asarray([1, 2, 3]), 3, reduction="max")
        array([3, 0, 2])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, indices, updates)
    try:
        if reduction not in REDUCTIONS:
            raise InvalidArgumentError(
                f"scatter_flat: reduction must be one of {REDUCTIONS}; got {reduction!r}"
            )
        checks.check_dtype_kind("scatter_flat", b, "indices", indices, "integral")
        indices_shape, updates_shape = checks.shape_of(indices), checks.shape_of(updates)
        if indices_shape != updates_shape:
            raise ShapeError(
                f"scatter_flat: updates must have the shape of indices, {indices_shape}; got "
                "updates "
                f"of shape {updates_shape}"
            )
        shape = _shape_tuple("scatter_flat", size)
        if len(shape) != 1:
            raise InvalidArgumentError(f"scatter_flat: size must be an integer; got {size!r}")
        columns = b.reshape(indices, (*indices_shape, 1))
        try:
            return b.scatter_nd(columns, updates, shape, reduction=reduction)
        except Exception:
            if recover.holds_sequence(indices, updates):
                return recover.retry_with_arrays(scatter_flat, b, locals(), "indices", "updates")
            _explain_range("scatter_flat", b, indices, shape, (0,), "the result")
            raise
    except Exception:
        checks.explain(None)
        raise


def one_hot(
    indices: Array,
    depth: int,
    /,
    *,
    on_value: Scalar = 1.0,
    off_value: Scalar = 0.0,
    axis: int = -1,
    dtype: DtypeLike | None = None,
    backend: BackendLike = None,
) -> Array:
    """One-hot encodes ``indices``: ``on_value`` where the new axis' position equals the index.

    An index outside ``[0, depth)`` (negative included) gives all ``off_value``, as
    ``tf.one_hot`` and ``jax.nn.one_hot`` do.

    Args:
        indices: integer array of shape ``(...)``.
        depth: the size of the new axis.
        on_value: the value at each index.
        off_value: the value everywhere else.
        axis: the position of the new axis in the result, in ``[-ndim - 1, ndim]``.
        dtype: the result's dtype; by default ``float32``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of ``indices``' shape with an axis of size ``depth`` inserted at ``axis``.

    Example:
        >>> import ivy
        >>> ivy.one_hot(ivy.asarray([2, 0, 5]), 3)
        array([[0., 0., 1.],
               [1., 0., 0.],
               [0., 0., 0.]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, indices)
    # Checked before the call: some frameworks compare float indices, or take a negative depth
    # as zero, without a word; and backends take the new axis' position in [0, ndim].
    try:
        checks.check_dtype_kind("one_hot", b, "indices", indices, "integral")
        depth = _check_depth(depth)
        axis = checks.normalize_axis("one_hot", axis, len(checks.shape_of(indices)) + 1)
        dtype = "float32" if dtype is None else dtype
        return b.one_hot(indices, depth, on_value, off_value, axis, dtype)
    except Exception:
        checks.explain(None)
        raise


def _check_depth(depth: Any) -> int:
    try:
        depth = operator.index(depth)
    except TypeError:
        raise InvalidArgumentError(f"one_hot: depth must be an integer; got {depth!r}") from None
    if depth < 0:
        raise InvalidArgumentError(f"one_hot: depth must be >= 0; got {depth}")
    return depth


# --- composites -----------------------------------------------------------------------------


def stable_divide(
    numerator: Array | Scalar,
    denominator: Array,
    /,
    *,
    min_denominator: float = 1e-12,
    backend: BackendLike = None,
) -> Array:
    """``numerator / (denominator + min_denominator)``: division kept finite at zero.

    Args:
        numerator: array of shape ``(...)``, or a Python scalar.
        denominator: array broadcastable with ``numerator``.
        min_denominator: added to ``denominator`` before dividing.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(numerator, denominator)``.

    Example:
        >>> import ivy
        >>> ivy.stable_divide(ivy.asarray([1.0, 0.0]), ivy.asarray([2.0, 0.0]))
        array([0.5, 0. ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, numerator, denominator)
    try:
        return b.divide(numerator, b.add(denominator, min_denominator))
    except Exception:
        if recover.holds_sequence(numerator, denominator):
            return recover.retry_with_arrays(stable_divide, b, locals(), "numerator", "denominator")
        checks.explain(
            checks.elementwise,
            "stable_divide",
            b,
            ("numeric",),
            numerator=numerator,
            denominator=denominator,
        )
        raise


def stable_pow(
    base: Array,
    exponent: Array | Scalar,
    /,
    *,
    min_base: float = 1e-12,
    backend: BackendLike = None,
) -> Array:
    """``(base + min_base) ** exponent``: powers kept finite at a zero base.

    Args:
        base: array of shape ``(...)``.
        exponent: array broadcastable with ``base``, or a Python scalar.
        min_base: added to ``base`` before raising it.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(base, exponent)``.

    Example:
        >>> import ivy
        >>> ivy.stable_pow(ivy.asarray([4.0, 0.0]), -0.5)
        array([5.e-01, 1.e+06], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, base, exponent)
    try:
        return b.pow(b.add(base, min_base), exponent)
    except Exception:
        if recover.holds_sequence(base, exponent):
            return recover.retry_with_arrays(stable_pow, b, locals(), "base", "exponent")
        checks.explain(
            checks.elementwise, "stable_pow", b, ("numeric",), base=base, exponent=exponent
        )
        raise


def _fourier_frequencies(max_freq: float, num_bands: int, linear: bool) -> np.ndarray:
    """The ``num_bands`` frequencies from 1 to ``max_freq / 2``, in float64 on the host."""
    if linear:
        return np.linspace(1.0, max_freq / 2, num_bands)
    return np.logspace(0.0, math.log2(max_freq / 2), num_bands, base=2.0)


def _device_of(b: Any, x: Array) -> Any:
    try:
        return b.dev(x)
    except AttributeError:  # a jax tracer (inside jit) has no device: constants go to the default
        return None


def fourier_encode(
    x: Array,
    /,
    max_freq: float,
    *,
    num_bands: int = 4,
    linear: bool = False,
    concat: bool = True,
    flatten: bool = False,
    backend: BackendLike = None,
) -> Array | tuple[Array, Array]:
    """Encodes each element of ``x`` by sines and cosines of it at ``num_bands`` frequencies.

    As in Perceiver and the original Ivy: the frequencies ``f`` run from 1 to ``max_freq / 2``,
    log-spaced (``2 ** linspace(0, log2(max_freq / 2), num_bands)``) or, with ``linear``, evenly
    spaced; each element ``v`` gives ``sin(v f pi)`` and ``cos(v f pi)`` for every ``f``. The
    layout is the original Ivy's: ``[v, sines, cosines]`` along the last axis.

    Args:
        x: real floating-point array of shape ``(..., D)``, positions scaled to about ``[-1, 1]``.
        max_freq: twice the highest frequency (the sampling rate of the positions).
        num_bands: the number of frequencies.
        linear: space the frequencies evenly rather than geometrically.
        concat: return one array ``[x, sines, cosines]``; else the pair ``(sines, cosines)``.
        flatten: merge the element and frequency axes: sines and cosines of shape
            ``(..., D * num_bands)`` and ``x`` of shape ``(..., D)``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        With ``concat``: an array of shape ``(..., D, 2 * num_bands + 1)``, or
        ``(..., D * (2 * num_bands + 1))`` with ``flatten``. Without: a pair of arrays of shape
        ``(..., D, num_bands)`` (``(..., D * num_bands)`` with ``flatten``). Dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fourier_encode(ivy.zeros((5, 2)), 10.0, num_bands=3).shape
        (5, 2, 7)
        >>> ivy.fourier_encode(ivy.zeros((5, 2)), 10.0, num_bands=3, flatten=True).shape
        (5, 14)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("fourier_encode", b, "x", x, "real floating")
        dtype = b.dtype(x)
        shape = checks.shape_of(x)
        if not shape:
            raise ShapeError("fourier_encode: x must have at least one dimension; got a 0-d array")
        frequencies = _fourier_frequencies(max_freq, num_bands, linear) * math.pi
        scales = b.asarray(frequencies, dtype=dtype, device=_device_of(b, x))
        column = b.reshape(x, (*shape, 1))
        angles = b.multiply(column, scales)
        sines, cosines = b.sin(angles), b.cos(angles)
        if flatten:
            flat = (*shape[:-1], shape[-1] * num_bands)
            sines, cosines, column = b.reshape(sines, flat), b.reshape(cosines, flat), x
        if not concat:
            return sines, cosines
        return b.concat([column, sines, cosines], axis=-1)
    except Exception:
        checks.explain(None)
        raise
