"""Helpers the modules of ivy_vision share: argument checks, batch rules, grids and pytrees.

Every public function of the package follows the same batch rule, implemented here once:

- a **matrix** argument of shape ``(*batch, m, n)`` applies to a **coordinate** argument of shape
  ``(*batch, *sample_shape, n)``: the matrix's batch axes are the *leading* axes of the
  coordinates (as in the original library), broadcasting where sizes are 1, and whatever axes
  the coordinates have after them (an image ``(h, w)``, a point list ``(n,)``, or none) form
  the sample shape, which the result keeps. One matrix of shape ``(m, n)`` therefore applies to
  every point of any coordinate array.
- images ``(*batch, h, w, c)`` sampled at coordinates ``(*batch, *sample_shape, 2)`` follow the
  same rule, the image's batch axes leading the coordinates'.
- matrices combined with matrices (``K @ E``) broadcast as NumPy does.

Functions here are private to the package: modules import them, users do not.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import sys
from collections.abc import Sequence
from typing import Any

import numpy as np
import optree

import ivy

OPTREE_NAMESPACE = "ivy"
"""The optree namespace ivy's own trees live in (``ivy.Container``); ivy.compile reads it."""


# Argument checks #
# ----------------#


def check_float(fn: str, name: str, x: Any) -> None:
    """Checks that argument ``name`` of ``fn`` has a real floating dtype.

    Raises:
        ivy.DtypeError: it has not (integers are never cast silently).
    """
    dtype = ivy.dtype(x)
    if not ivy.isdtype(dtype, "real floating"):
        raise ivy.DtypeError(f"{fn}: {name} must have a real floating dtype; got {dtype}")


def check_input(
    fn: str, name: str, x: Any, spec: list[str], sizes: dict[str, int] | None = None
) -> dict[str, int]:
    """Checks that argument ``name`` of ``fn`` fits the shape ``spec`` and is real floating.

    Args:
        fn: the public function's name, for the message.
        name: the argument's name, for the message.
        x: the argument.
        spec: an ``ivy.check_shape`` spec, e.g. ``["...", "3", "4"]``.
        sizes: sizes named in ``spec`` that earlier checks of the same call have fixed.

    Returns:
        ``sizes`` with the sizes this spec names added (see ``ivy.check_shape``).

    Raises:
        ivy.ShapeError: the shape does not fit ``spec``.
        ivy.DtypeError: the dtype is not real floating.
    """
    sizes = ivy.check_shape(fn, name, x, spec, sizes)
    check_float(fn, name, x)
    return sizes


def check_image_dims(fn: str, image_dims: Any) -> tuple[int, int]:
    """``image_dims`` as ``(height, width)``, two ints >= 1.

    Raises:
        ValueError: it is not two positive ints.
    """
    return ivy.check_ints(fn, "image_dims", image_dims, 2)


# Batch shapes #
# -------------#


def broadcast_batch(fn: str, *named_shapes: tuple[str, tuple]) -> tuple:
    """The NumPy broadcast of batch shapes, each given with the name of its argument.

    Args:
        fn: the public function's name, for the message.
        named_shapes: ``(argument name, batch shape)`` pairs. A size of None (unknown while
            tracing) broadcasts with anything.

    Returns:
        The broadcast batch shape.

    Raises:
        ivy.ShapeError: the shapes do not broadcast; the message names every argument.
    """
    # NumPy's shape arithmetic, not a Python loop: paddle's to_static rewrites the loops of
    # every function it reaches, and fails on some.
    shapes = [tuple(1 if size is None else size for size in shape) for _, shape in named_shapes]
    try:
        return np.broadcast_shapes(*shapes)
    except ValueError:
        described = ", ".join(f"{name} {tuple(shape)}" for name, shape in named_shapes)
        raise ivy.ShapeError(f"{fn}: the batch shapes do not broadcast: {described}") from None


def split_leading(fn: str, name: str, x: Any, num_batch_dims: int, num_trailing: int) -> tuple:
    """Splits the shape of ``x`` into ``(batch, sample)`` by the leading-batch rule.

    ``batch`` is the first ``num_batch_dims`` axes, ``sample`` the axes after them up to the
    last ``num_trailing``.

    Raises:
        ivy.ShapeError: ``x`` has fewer than ``num_batch_dims + num_trailing`` axes, so its
            leading axes cannot hold the batch axes of the matrix or image it goes with.
    """
    shape = tuple(ivy.shape(x))
    if len(shape) < num_batch_dims + num_trailing:
        raise ivy.ShapeError(
            f"{fn}: {name} of shape {shape} must start with the {num_batch_dims} batch axes of "
            f"the array it goes with (and end with {num_trailing} more)"
        )
    return shape[:num_batch_dims], shape[num_batch_dims : len(shape) - num_trailing]


def apply_matrix(fn: str, coords: Any, coords_name: str, matrix: Any, matrix_name: str) -> Any:
    """``matrix @ coords`` for every coordinate vector, by the leading-batch rule (module doc).

    One matrix product on the flattened samples: ``(*batch, P, n) @ (*batch, n, m)``.

    Args:
        fn: the public function's name, for messages.
        coords: shape ``(*batch, *sample_shape, n)``.
        coords_name: its argument name.
        matrix: shape ``(*batch, m, n)``.
        matrix_name: its argument name.

    Returns:
        Shape ``(*broadcast batch, *sample_shape, m)``.

    Raises:
        ivy.ShapeError: the batch shapes do not broadcast, or ``coords`` is too short.
    """
    matrix_shape = tuple(ivy.shape(matrix))
    num_batch_dims = len(matrix_shape) - 2
    batch, sample = split_leading(fn, coords_name, coords, num_batch_dims, 1)
    out_batch = broadcast_batch(fn, (coords_name, batch), (matrix_name, matrix_shape[:-2]))
    num_samples = math.prod(sample)
    flat = ivy.reshape(coords, (*batch, num_samples, matrix_shape[-1]))
    out = ivy.matmul(flat, ivy.matrix_transpose(matrix))
    return ivy.reshape(out, (*out_batch, *sample, matrix_shape[-2]))


def apply_affine(fn: str, coords: Any, coords_name: str, matrix: Any, matrix_name: str) -> Any:
    """``matrix @ [coords, 1]`` for every coordinate vector, without building ``[coords, 1]``.

    As :func:`apply_matrix` with ``matrix`` of shape ``(*batch, m, n + 1)`` and ``coords`` of
    shape ``(*batch, *sample_shape, n)``: the last column of ``matrix`` is added as a
    translation.

    Returns:
        Shape ``(*broadcast batch, *sample_shape, m)``.
    """
    linear = apply_matrix(fn, coords, coords_name, matrix[..., :-1], matrix_name)
    matrix_shape = tuple(ivy.shape(matrix))
    num_sample_dims = len(ivy.shape(linear)) - 1 - (len(matrix_shape) - 2)
    translation = ivy.reshape(
        matrix[..., -1], (*matrix_shape[:-2], *[1] * num_sample_dims, matrix_shape[-2])
    )
    return linear + translation


def device_of(x: Any) -> Any:
    """``ivy.dev(x)``, or None (the default device) where ``x`` reports none.

    Works around ``ivy.dev`` failing on jax tracers (under ``jax.jit`` and ``jax.grad``, a
    tracer has no ``.device``); arrays created on the default device there are placed by jax.
    """
    try:
        return ivy.dev(x)
    except AttributeError:
        return None


# Numerics #
# ---------#


def safe_norm(x: Any) -> Any:
    """Euclidean norm over the last axis, keeping it: (..., n) -> (..., 1).

    0 for a zero vector, where the gradient is 0 rather than NaN (the double ``where`` keeps
    ``sqrt``'s infinite slope at 0 out of the backward pass).
    """
    squared = ivy.sum(x * x, axis=-1, keepdims=True)
    nonzero = squared > ivy.finfo(ivy.dtype(x)).smallest_normal
    root = ivy.sqrt(ivy.where(nonzero, squared, ivy.ones_like(squared)))
    return ivy.where(nonzero, root, ivy.zeros_like(root))


def safe_normalize(x: Any) -> Any:
    """``x / |x|`` over the last axis; zero vectors stay zero, with finite gradients."""
    norm = safe_norm(x)
    return x / ivy.where(norm > 0, norm, ivy.ones_like(norm))


def safe_divide(numerator: Any, denominator: Any) -> Any:
    """``numerator / denominator`` (broadcasting), 0 where the denominator is 0.

    The zero denominators are replaced before dividing, so neither the result nor its gradient
    holds an inf or NaN (a point at infinity, parallel rays, a degenerate line).
    """
    nonzero = denominator != 0
    return ivy.where(nonzero, numerator / ivy.where(nonzero, denominator, 1.0), 0.0)


def dehomogenize(x: Any) -> Any:
    """Divides vectors by their last entry and drops it: (..., n + 1) -> (..., n).

    ``[u d, v d, d]`` -> ``[u, v]``; by :func:`safe_divide`, 0 where the last entry is 0.
    """
    return safe_divide(x[..., :-1], x[..., -1:])


def make_homogeneous(x: Any) -> Any:
    """Appends a 1 to each vector of the last axis: (..., n) -> (..., n + 1)."""
    return ivy.concat([x, ivy.ones_like(x[..., :1])], axis=-1)


def homogeneous_rows(matrix: Any) -> Any:
    """Appends the row ``[0, ..., 0, 1]`` to matrices: (..., 3, 4) -> (..., 4, 4)."""
    last = ivy.zeros_like(matrix[..., :1, :])
    last = ivy.concat([last[..., :-1], ivy.ones_like(last[..., -1:])], axis=-1)
    return ivy.concat([matrix, last], axis=-2)


# Pixel grids #
# ------------#


def pixel_grid(
    height: int, width: int, *, dtype: Any, device: Any, backend: Any, homogeneous: bool = True
) -> Any:
    """The pixel coordinates ``[u, v(, 1)]`` of an image: u the column, v the row.

    Args:
        height: number of rows.
        width: number of columns.
        dtype: the result's dtype.
        device: the result's device.
        backend: the backend creating it (a name or None for ivy's usual rule); callers pass
            ``ivy.current_backend(<their input>)`` so the grid matches their arrays.
        homogeneous: whether to append the third coordinate, 1.

    Returns:
        Shape (height, width, 3), or (height, width, 2) when not homogeneous.
    """
    options = {"dtype": dtype, "device": device, "backend": backend}
    u = ivy.broadcast_to(
        ivy.reshape(ivy.arange(width, **options), (1, width, 1)), (height, width, 1)
    )
    v = ivy.broadcast_to(
        ivy.reshape(ivy.arange(height, **options), (height, 1, 1)), (height, width, 1)
    )
    columns = [u, v, ivy.ones((height, width, 1), **options)] if homogeneous else [u, v]
    return ivy.concat(columns, axis=-1)


def world_ray_vectors(fn: str, inv_full_mat: Any, pixel_coords: Any, camera_center: Any) -> Any:
    """Unit world-frame directions from the camera centre through pixels (no checks).

    Args:
        fn: the public function's name, for messages.
        inv_full_mat: inverse full projection matrices, shape (*batch, 3, 4).
        pixel_coords: homogeneous pixel coordinates ``[u, v, 1]``, shape
            (*batch, *sample_shape, 3).
        camera_center: camera centres, shape (*batch, 3, 1).

    Returns:
        Shape (*batch, *sample_shape, 3).
    """
    num_batch_dims = len(ivy.shape(inv_full_mat)) - 2
    _, sample = split_leading(fn, "pixel_coords", pixel_coords, num_batch_dims, 1)
    points = apply_matrix(
        fn, make_homogeneous(pixel_coords), "pixel_coords", inv_full_mat, "inv_full_mat"
    )
    center_shape = tuple(ivy.shape(camera_center))[:-2]
    center = ivy.reshape(camera_center, (*center_shape, *([1] * len(sample)), 3))
    return safe_normalize(points - center)


# Sampling #
# ---------#


def bilinear_sample(fn: str, image: Any, image_name: str, coords: Any, coords_name: str) -> Any:
    """Samples ``image`` bilinearly at pixel coordinates ``[x, y]`` (no checks but the batch).

    ``x`` is the column and ``y`` the row; integer coordinates hit pixel centres exactly.
    Coordinates outside the image are clamped to its border (every sample outside takes the
    nearest border pixel's value: ``grid_sample``'s ``padding_mode="border"`` with
    ``align_corners=True``). Differentiable w.r.t. the image and the coordinates (almost
    everywhere; the gradient w.r.t. clamped coordinates is 0).

    ``ivy.bilinear_resample`` samples (torch's and paddle's fused ``grid_sample`` kernels, a
    gather elsewhere); this function adds the package's batch rule: the image's batch axes lead
    the coordinates', and the sample shape after them may have any rank.

    Args:
        fn: the public function's name, for messages.
        image: shape (*batch, h, w, c).
        image_name: its argument name.
        coords: shape (*batch, *sample_shape, 2), by the leading-batch rule.
        coords_name: its argument name.

    Returns:
        Shape (*broadcast batch, *sample_shape, c).
    """
    image_shape = tuple(ivy.shape(image))
    image_batch, channels = image_shape[:-3], image_shape[-1]
    batch, sample = split_leading(fn, coords_name, coords, len(image_batch), 1)
    out_batch = broadcast_batch(fn, (image_name, image_batch), (coords_name, batch))
    flat_coords = ivy.reshape(coords, (*batch, math.prod(sample), 2))
    samples = ivy.bilinear_resample(image, flat_coords)
    return ivy.reshape(samples, (*out_batch, *sample, channels))


# Scattering #
# -----------#


def index_dtype(backend: Any) -> Any:
    """The backend's default indexing dtype, for index arithmetic on its arrays.

    int64, except on jax without its 64-bit mode, where it is int32 (int64 arrays cannot even
    be created there): so jax users need not enable 64-bit mode for indexing functions.
    """
    return ivy.__array_namespace_info__(backend=backend).default_dtypes()["indexing"]


def scatter_rows(index: Any, valid: Any, rows: Any, size: int, reduction: str = "sum") -> Any:
    """Reduces rows into ``size`` slots by index, dropping the rows that are not valid.

    Rows that are not valid go to one extra slot, cut off afterwards, so that the shapes are
    static (no ``argwhere``; traceable by ``jax.jit``) and their indices may be anything.
    Differentiable w.r.t. ``rows`` for ``"sum"``.

    Args:
        index: the slot of each row, an integer array of shape (N,), in ``[0, size)`` where
            valid.
        valid: whether each row counts, a bool array of shape (N,).
        rows: the values, shape (N, C).
        size: the number of slots.
        reduction: ``ivy.scatter_nd``'s reduction; slots no row reaches hold 0 whatever it is.

    Returns:
        Shape (size, C), of ``rows``' dtype.
    """
    index = ivy.where(valid, index, ivy.full_like(index, size))
    channels = tuple(ivy.shape(rows))[-1]
    slots = ivy.scatter_nd(
        ivy.reshape(index, (-1, 1)), rows, (size + 1, channels), reduction=reduction
    )
    return slots[:size]


# Pytrees #
# --------#

_pytree_classes: dict[type, tuple] = {}
"""Each registered class -> (its field names, its flatten, its unflatten)."""
_registered_with_jax = False


def register_pytree(cls: type) -> type:
    """Registers a frozen dataclass as a pytree node whose children are all its fields.

    Registered with optree in ivy's namespace now (so ``ivy.compile`` and ivy's tree helpers
    see the arrays inside), and with jax as soon as jax is imported: now if it already is,
    otherwise at the first construction of any registered class after jax's import (see
    :func:`ensure_registered_with_jax`). jax itself is never imported here. Unflattening
    bypasses ``__init__``, so tracers and jax's placeholder leaves are taken as they are.

    Args:
        cls: a frozen dataclass.

    Returns:
        ``cls``, registered.
    """
    names = tuple(field.name for field in dataclasses.fields(cls))

    def flatten(node: Any) -> tuple[tuple, tuple, tuple]:
        return tuple(getattr(node, name) for name in names), names, names

    def unflatten(_: Any, children: Sequence) -> Any:
        node = object.__new__(cls)
        for name, child in zip(names, children, strict=True):
            object.__setattr__(node, name, child)
        return node

    optree.register_pytree_node(
        cls, flatten, unflatten, path_entry_type=optree.GetAttrEntry, namespace=OPTREE_NAMESPACE
    )
    _pytree_classes[cls] = (names, flatten, unflatten)
    if _registered_with_jax:
        _register_class_with_jax(cls)
    else:
        ensure_registered_with_jax()
    return cls


def ensure_registered_with_jax() -> None:
    """Registers every :func:`register_pytree` class with jax, once jax has been imported.

    Costs a dict lookup when jax is not imported or the classes are registered already; the
    registered classes call it on construction.
    """
    global _registered_with_jax
    if _registered_with_jax or "jax" not in sys.modules:
        return
    for cls in _pytree_classes:
        _register_class_with_jax(cls)
    _registered_with_jax = True


def _register_class_with_jax(cls: type) -> None:
    import jax.tree_util as jtu  # only reached once jax is in sys.modules

    names, flatten, unflatten = _pytree_classes[cls]

    def flatten_with_keys(node: Any) -> tuple[list, tuple]:
        children = flatten(node)[0]
        return [(jtu.GetAttrKey(n), c) for n, c in zip(names, children, strict=True)], names

    # A ValueError: registered before, e.g. by a reloaded copy of this module.
    with contextlib.suppress(ValueError):
        jtu.register_pytree_with_keys(
            cls, flatten_with_keys, unflatten, lambda node: flatten(node)[:2]
        )
