"""Voxel grids from point clouds: per-voxel point counts, mean coordinates and mean features.

Differs from the original: the ``batch_shape`` and ``device`` arguments are gone; ``coords``
and ``features`` may have any leading batch axes, and ``voxel_shape_spec`` and
``coord_bounds`` may be batched arrays broadcasting with them; a spec of ``RES`` that gives an
axis no extent (all points in one plane) gets one voxel along it (the original gave none and
indexed voxel -1); the resolutions and lower corners keep the coordinates' dtype (the original
cast them to float32); an unknown ``mode`` raises ``ValueError`` naming the function.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

import ivy
from ivy_vision._common import broadcast_batch, check_input, device_of, index_dtype, scatter_rows

__all__ = ["coords_to_voxel_grid"]

MIN_DENOMINATOR = 1e-12
"""Keeps the voxel sizes of a zero extent from dividing by zero, as in the original."""


def _spec_array(fn: str, name: str, value: Any, size: int, like: Any) -> Any:
    """``value`` (``size`` numbers, or an array (..., size)) as an array of ``like``'s kind."""
    if not ivy.is_array(value):
        if not isinstance(value, Sequence) or len(value) != size:
            raise ValueError(f"{fn}: {name} must hold {size} numbers; got {value!r}")
        value = ivy.asarray(
            [float(v) for v in value],
            dtype=ivy.dtype(like),
            device=device_of(like),
            backend=ivy.current_backend(like),
        )
    ivy.check_shape(fn, name, value, ["...", str(size)])
    return value


def coords_to_voxel_grid(
    coords: Any,
    voxel_shape_spec: Any,
    mode: str = "DIMS",
    coord_bounds: Any = None,
    features: Any = None,
) -> tuple[Any, Any, Any, Any]:
    """Bins points into a voxel grid, with each voxel's point count, mean point and mean features.

    The grid spans the box ``coord_bounds`` (points on or outside its faces are dropped) or,
    without bounds, the points' own bounding box. ``voxel_shape_spec`` is the number of voxels
    along x, y and z (``mode="DIMS"``), or the voxels' edge lengths (``mode="RES"``), from which
    the numbers are ``ceil(extent / res)``. A point at ``p`` goes to voxel
    ``min(floor((p - lower) / res), dims - 1)``, with ``res = extent / dims`` the resulting
    voxel size. Each voxel holds the mean of its points' coordinates, the mean of their
    features, and their number; empty voxels hold zeros.

    With batch axes every grid has the largest numbers of voxels of the batch (a smaller grid
    fills the corner at its own lower bound, the rest is empty). Differentiable w.r.t.
    ``coords`` and ``features``, as the means are. The grid's shape depends on the voxel
    counts: given as Python ints (``DIMS``) they fix it, and the function traces under
    ``jax.jit``; given as an array, or computed from resolutions (``RES``), they are read on
    the host, which a traced function cannot do.

    Args:
        coords: homogeneous points ``[x, y, z, 1]``, shape (..., num_points, 4).
        voxel_shape_spec: three numbers, or an array (..., 3) with the batch axes of
            ``coords``: voxel counts (``DIMS``, positive ints) or edge lengths (``RES``).
        mode: ``"DIMS"`` or ``"RES"``.
        coord_bounds: ``[x_min, y_min, z_min, x_max, y_max, z_max]``, six numbers or an array
            (..., 6); None for the points' bounding box.
        features: per-point features to average, shape (..., num_points, f); None for none.

    Returns:
        ``(voxel_grid, dims, res, lower_corners)``: the grid, shape
        (..., x_max, y_max, z_max, 3 + f + 1) holding ``[mean x, y, z, mean features, count]``
        per voxel, of ``coords``' dtype; the voxel counts per grid, int32, shape (..., 3); the
        voxel sizes, shape (..., 3); and the grids' lower corners, shape (..., 3).

    Raises:
        ivy.ShapeError: a shape is wrong or the batch shapes do not broadcast.
        ivy.DtypeError: ``coords`` or ``features`` is not of a real floating dtype.
        ValueError: ``mode`` is neither ``"DIMS"`` nor ``"RES"``, a spec does not hold three
            (six) numbers, or a voxel count is below 1.

    Example:
        >>> import numpy as np
        >>> points = np.array([[0.0, 0, 0, 1], [0.1, 0.2, 0, 1], [2, 2, 2, 1]])
        >>> grid, dims, res, lower = coords_to_voxel_grid(points, (2, 2, 2))
        >>> grid[..., -1].sum(-1), dims
        (array([[2., 0.],
               [0., 1.]]), array([2, 2, 2], dtype=int32))
        >>> grid[0, 0, 0]
        array([0.05, 0.1 , 0.  , 2.  ])
    """
    fn = "coords_to_voxel_grid"
    if mode not in ("DIMS", "RES"):
        raise ValueError(f'{fn}: mode must be "DIMS" or "RES"; got {mode!r}')
    sizes = check_input(fn, "coords", coords, ["...", "num_points", "4"])
    named_batches = [("coords", tuple(ivy.shape(coords))[:-2])]
    if features is not None:
        check_input(fn, "features", features, ["...", "num_points", "f"], sizes)
        named_batches.append(("features", tuple(ivy.shape(features))[:-2]))
    # Voxel counts given as Python numbers fix the grid's shape without reading arrays.
    static_dims = None
    if mode == "DIMS" and not ivy.is_array(voxel_shape_spec):
        static_dims = ivy.check_ints(fn, "voxel_shape_spec", voxel_shape_spec, 3)
    spec = _spec_array(fn, "voxel_shape_spec", voxel_shape_spec, 3, coords)
    named_batches.append(("voxel_shape_spec", tuple(ivy.shape(spec))[:-1]))
    if coord_bounds is not None:
        coord_bounds = _spec_array(fn, "coord_bounds", coord_bounds, 6, coords)
        named_batches.append(("coord_bounds", tuple(ivy.shape(coord_bounds))[:-1]))
    batch = broadcast_batch(fn, *named_batches)
    num_points = sizes["num_points"]
    dtype = ivy.dtype(coords)
    spec = ivy.astype(spec, dtype)

    # (*batch, n, 3)
    points = ivy.broadcast_to(coords[..., :3], (*batch, num_points, 3))
    if coord_bounds is None:
        lower = ivy.min(points, axis=-2, keepdims=True)
        upper = ivy.max(points, axis=-2, keepdims=True)
        valid = ivy.ones_like(points[..., 0], dtype=ivy.bool)
    else:
        bounds = ivy.expand_dims(ivy.astype(coord_bounds, dtype), -2)
        lower, upper = bounds[..., :3], bounds[..., 3:]
        inside = ivy.logical_and(points > lower, points < upper)
        valid = ivy.all(inside, axis=-1)
    extent = upper - lower
    # (*batch, 1, 3)
    spec = ivy.reshape(spec, (*tuple(ivy.shape(spec))[:-1], 1, 3))
    if mode == "DIMS":
        if static_dims is None:
            counts = np.asarray(ivy.to_list(spec), dtype=np.float64)
            if np.any(counts < 1) or np.any(counts != np.round(counts)):
                raise ValueError(
                    f"{fn}: voxel_shape_spec must hold ints >= 1 in DIMS mode; got {counts}"
                )
        dims = ivy.astype(spec, ivy.int32)
    else:
        counts = ivy.ceil(extent / (spec + MIN_DENOMINATOR))
        dims = ivy.astype(ivy.maximum(counts, ivy.ones_like(counts)), ivy.int32)
    dims = ivy.broadcast_to(dims, (*batch, 1, 3))
    dims_float = ivy.astype(dims, dtype)
    res = extent / (dims_float + MIN_DENOMINATOR)
    voxel = ivy.floor((points - lower) / (res + MIN_DENOMINATOR))
    # Clipped into the grid (points outside the bounds are dropped anyway), so that far points
    # cannot overflow the index dtype.
    integer = index_dtype(ivy.current_backend(coords))
    voxel = ivy.astype(ivy.clip(voxel, 0, dims_float - 1), integer)

    # Every grid is laid out with the batch's largest numbers of voxels, read on the host.
    grid_shape = static_dims or tuple(
        int(d) for d in np.max(np.reshape(ivy.to_list(dims), (-1, 3)), axis=0)
    )
    grid_size = math.prod(grid_shape)
    num_grids = math.prod(batch)
    # (*batch, n): one linear index into all grids, flattened.
    index = (voxel[..., 0] * grid_shape[1] + voxel[..., 1]) * grid_shape[2] + voxel[..., 2]
    if num_grids > 1:
        starts = ivy.arange(
            0,
            num_grids * grid_size,
            grid_size,
            dtype=integer,
            device=device_of(coords),
            backend=ivy.current_backend(coords),
        )
        index = index + ivy.reshape(starts, (*batch, 1))

    values = [points]
    if features is not None:
        num_features = tuple(ivy.shape(features))[-1]
        values.append(ivy.broadcast_to(features, (*batch, num_points, num_features)))
    values.append(ivy.ones_like(points[..., :1]))
    rows = ivy.reshape(ivy.concat(values, axis=-1), (num_grids * num_points, -1))
    sums = scatter_rows(
        ivy.reshape(index, (-1,)), ivy.reshape(valid, (-1,)), rows, num_grids * grid_size
    )
    # Means where points fell, zeros elsewhere (the count divides by at least 1).
    count = sums[:, -1:]
    means = sums[:, :-1] / ivy.maximum(count, ivy.ones_like(count))
    grid = ivy.concat([means, count], axis=-1)
    grid = ivy.reshape(grid, (*batch, *grid_shape, tuple(ivy.shape(rows))[-1]))
    return grid, dims[..., 0, :], res[..., 0, :], lower[..., 0, :]
