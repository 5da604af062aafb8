"""Optical flow: flow from depth and cameras and back, epipolar projection, cost volumes, velocity.

Optical flow from frame 1 to frame 2 is an image ``(..., h, w, 2)`` of pixel displacements
``[Δu, Δv]``: pixel ``[u, v]`` of image 1 shows the point seen at ``[u + Δu, v + Δv]`` in image
2. Other conventions are those of :mod:`ivy_vision.single_view_geometry` and
:mod:`ivy_vision.two_view_geometry` (ds pixel coordinates ``[u d, v d, d]``, homogeneous camera
coordinates ``[x, y, z, 1]``, camera-to-camera matrices mapping frame 1 to frame 2).

Batch axes: a matrix ``(*batch, m, n)`` applies to images ``(*batch, ..., h, w, n)``, its batch
axes leading the images' (broadcasting where sizes are 1); a pair of cameras is a stack
``(*batch, 2, 3, 4)`` whose batch axes likewise lead the flow's.

Every function is differentiable end to end on the autodiff backends (divisions are guarded so
gradients stay finite) and keeps the inputs' dtype: float32 in, float32 out.

Differs from the original: the ``batch_shape``, ``image_dims``/``image_shape`` and ``device``
arguments that only restated the inputs are gone; ``delta_t`` may also be a Python number;
the validity mask of :func:`velocity_from_flow_cam_coords_and_cam_mats` keeps the pixels whose
flow lands within the pixel centres of the other image, ``0 <= u <= w - 1`` and
``0 <= v <= h - 1``, where the bilinear interpolation needs no clamping (the original tested only
``u < w`` and ``v < h``, so flow leaving the image to the left or the top counted as valid);
:func:`project_cam_coords_with_object_transformations` selects each pixel's object
transformation (a product with one-hot object weights) and applies that one, rather than
applying every object's transformation to every pixel (the same result for distinct
``obj_ids``).
"""

from __future__ import annotations

import math
from typing import Any

import ivy
from ivy_vision._common import (
    apply_affine,
    apply_matrix,
    bilinear_sample,
    broadcast_batch,
    check_input,
    dehomogenize,
    device_of,
    make_homogeneous,
    pixel_grid,
    safe_divide,
    split_leading,
)
from ivy_vision.two_view_geometry import TRIANGULATION_METHODS, triangulate_depth

__all__ = [
    "depth_from_flow_and_cam_mats",
    "flow_from_depth_and_cam_mats",
    "project_flow_to_epipolar_line",
    "pixel_cost_volume",
    "velocity_from_flow_cam_coords_and_cam_mats",
    "project_cam_coords_with_object_transformations",
    "velocity_from_cam_coords_id_image_and_object_trans",
    "flow_from_cam_coords_id_image_and_object_trans",
]


def _pixel_coords(
    fn: str, flow: Any, flow_name: str, uniform_pixel_coords: Any, sizes: dict
) -> Any:
    """The ``[u, v, 1]`` of the flow's pixels: ``uniform_pixel_coords`` checked, or a grid."""
    if uniform_pixel_coords is not None:
        check_input(fn, "uniform_pixel_coords", uniform_pixel_coords, ["...", "h", "w", "3"], sizes)
        broadcast_batch(
            fn,
            (flow_name, tuple(ivy.shape(flow))[:-3]),
            ("uniform_pixel_coords", tuple(ivy.shape(uniform_pixel_coords))[:-3]),
        )
        return uniform_pixel_coords
    return pixel_grid(
        sizes["h"],
        sizes["w"],
        dtype=ivy.dtype(flow),
        device=device_of(flow),
        backend=ivy.current_backend(flow),
    )


def _per_batch(fn: str, delta_t: Any, rank: int) -> Any:
    """``delta_t`` (*batch, 1), reshaped to divide arrays of ``rank`` axes, its batch leading."""
    if not ivy.is_array(delta_t):
        return delta_t
    check_input(fn, "delta_t", delta_t, ["...", "1"])
    batch = tuple(ivy.shape(delta_t))[:-1]
    if len(batch) >= rank:
        raise ivy.ShapeError(
            f"{fn}: delta_t of shape {(*batch, 1)} has more batch axes than the images "
            f"(of {rank - 1} axes before the last) it goes with"
        )
    return ivy.reshape(delta_t, (*batch, *([1] * (rank - len(batch)))))


# Flow and depth #
# ---------------#


def depth_from_flow_and_cam_mats(
    flow: Any,
    full_mats: Any,
    inv_full_mats: Any = None,
    camera_centers: Any = None,
    uniform_pixel_coords: Any = None,
    triangulation_method: str = "cmp",
) -> Any:
    """Depth images of frame 1 triangulated from optical flow between two calibrated cameras.

    Each pixel ``x₁ = [u, v]`` of image 1 and its flow target ``x₁ + flow`` in image 2 are
    triangulated (:func:`~ivy_vision.two_view_geometry.triangulate_depth`); the result is the
    point's depth in camera 1.

    Args:
        flow: optical flow from frame 1 to frame 2, shape (*batch, ..., h, w, 2).
        full_mats: the two cameras' full projection matrices ``[P₁, P₂]``, shape
            (*batch, 2, 3, 4).
        inv_full_mats: their inverse full matrices, shape (*batch, 2, 3, 4); for the ``"cmp"``
            method, computed from ``full_mats`` if None.
        camera_centers: the cameras' centres, shape (*batch, 2, 3, 1); for the ``"cmp"``
            method, from ``inv_full_mats`` if None.
        uniform_pixel_coords: the pixels' ``[u, v, 1]``, shape (..., h, w, 3);
            :func:`~ivy_vision.single_view_geometry.create_uniform_pixel_coords_image` of the
            flow's size if None.
        triangulation_method: ``"cmp"`` (closest mutual points) or ``"dlt"`` (homogeneous DLT).

    Returns:
        Depth images of frame 1, shape (*batch, ..., h, w, 1).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.
        ValueError: ``triangulation_method`` is not ``"cmp"`` or ``"dlt"``.

    Example:
        >>> import numpy as np
        >>> second = np.concatenate([np.eye(3), [[-1.0], [0.0], [0.0]]], axis=1)
        >>> full_mats = np.stack([np.eye(4)[:3], second])
        >>> flow = np.full((1, 2, 2), [-0.5, 0.0])  # a disparity of 1/2 pixel: depth 2
        >>> depth_from_flow_and_cam_mats(flow, full_mats)[..., 0]
        array([[2., 2.]])
    """
    fn = "depth_from_flow_and_cam_mats"
    if triangulation_method not in TRIANGULATION_METHODS:
        raise ValueError(
            f"{fn}: triangulation_method must be one of {TRIANGULATION_METHODS}; "
            f"got {triangulation_method!r}"
        )
    sizes = check_input(fn, "flow", flow, ["...", "h", "w", "2"])
    check_input(fn, "full_mats", full_mats, ["...", "2", "3", "4"])
    named = [("full_mats", tuple(ivy.shape(full_mats))[:-3])]
    for name, x, spec in [
        ("inv_full_mats", inv_full_mats, ["...", "2", "3", "4"]),
        ("camera_centers", camera_centers, ["...", "2", "3", "1"]),
    ]:
        if x is not None:
            check_input(fn, name, x, spec)
            named.append((name, tuple(ivy.shape(x))[:-3]))
    num_batch_dims = len(ivy.shape(full_mats)) - 3
    batch, _ = split_leading(fn, "flow", flow, num_batch_dims, 3)
    broadcast_batch(fn, ("flow", batch), *named)
    pixels1 = _pixel_coords(fn, flow, "flow", uniform_pixel_coords, sizes)
    pixels2 = pixels1 + ivy.concat([flow, ivy.zeros_like(flow[..., :1])], axis=-1)
    pixels1 = ivy.broadcast_to(pixels1, tuple(ivy.shape(pixels2)))
    # The view axis follows the matrices' batch axes, as triangulate_depth takes it.
    pixel_coords = ivy.stack([pixels1, pixels2], axis=num_batch_dims)
    ds_pixel_coords = triangulate_depth(
        pixel_coords, full_mats, inv_full_mats, camera_centers, triangulation_method
    )
    return ds_pixel_coords[..., 2:]


def flow_from_depth_and_cam_mats(pixel_coords1: Any, cam1to2_full_mat: Any) -> Any:
    """Optical flow from frame 1 to frame 2 of points given by their ds pixel coordinates.

    Each point ``[u d, v d, d]`` of camera 1 is carried to camera 2
    (:func:`~ivy_vision.two_view_geometry.ds_pixel_to_ds_pixel_coords`); the flow is the
    difference of its pixels ``[u₂, v₂] - [u, v]``.

    Args:
        pixel_coords1: ds pixel coordinates ``[u d, v d, d]`` in camera 1 (e.g. of a depth
            image, :func:`~ivy_vision.single_view_geometry.depth_to_ds_pixel_coords`), shape
            (*batch, *sample_shape, 3).
        cam1to2_full_mat: camera-1-to-camera-2 full projection matrices, shape (*batch, 3, 4).

    Returns:
        Optical flow from frame 1 to frame 2, shape (*batch, *sample_shape, 2).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> shift = np.concatenate([np.eye(3), [[-1.0], [0.0], [0.0]]], axis=1)
        >>> flow_from_depth_and_cam_mats(np.array([[0.0, 0.0, 2.0]]), shift)
        array([[-0.5,  0. ]])
    """
    fn = "flow_from_depth_and_cam_mats"
    check_input(fn, "cam1to2_full_mat", cam1to2_full_mat, ["...", "3", "4"])
    check_input(fn, "pixel_coords1", pixel_coords1, ["...", "3"])
    pixel_coords2 = apply_affine(
        fn, pixel_coords1, "pixel_coords1", cam1to2_full_mat, "cam1to2_full_mat"
    )
    return dehomogenize(pixel_coords2) - dehomogenize(pixel_coords1)


def project_flow_to_epipolar_line(
    flow: Any, fund_mat: Any, uniform_pixel_coords: Any = None
) -> Any:
    """Moves each flow target to the nearest point of its epipolar line.

    For pixel ``x₁`` of image 1, its target ``x₁ + flow`` in image 2 is projected
    orthogonally onto the epipolar line ``F x₁`` (where, without noise, it lies), and the flow
    recomputed from the projection. Pixels at the epipole, whose line ``F x₁`` vanishes, keep
    their flow.

    Args:
        flow: optical flow from frame 1 to frame 2, shape (*batch, ..., h, w, 2).
        fund_mat: fundamental matrices ``F`` with ``x₂ᵀ F x₁ = 0``
            (:func:`~ivy_vision.two_view_geometry.get_fundamental_matrix`), shape
            (*batch, 3, 3).
        uniform_pixel_coords: the pixels' ``[u, v, 1]``, shape (..., h, w, 3);
            :func:`~ivy_vision.single_view_geometry.create_uniform_pixel_coords_image` of the
            flow's size if None.

    Returns:
        The flow to the projected targets, shape (*batch, ..., h, w, 2).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> fund_mat = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, -1.0, 0.0]])
        >>> flow = np.array([[[-0.5, 0.25]]])  # sideways stereo: the epipolar lines are rows
        >>> project_flow_to_epipolar_line(flow, fund_mat)
        array([[[-0.5,  0. ]]])
    """
    fn = "project_flow_to_epipolar_line"
    sizes = check_input(fn, "flow", flow, ["...", "h", "w", "2"])
    check_input(fn, "fund_mat", fund_mat, ["...", "3", "3"])
    pixels1 = _pixel_coords(fn, flow, "flow", uniform_pixel_coords, sizes)
    shape = broadcast_batch(
        fn,
        ("flow", tuple(ivy.shape(flow))[:-1]),
        ("uniform_pixel_coords", tuple(ivy.shape(pixels1))[:-1]),
    )
    pixels1 = ivy.broadcast_to(pixels1, (*shape, 3))
    # (..., 3): each pixel's epipolar line [a, b, c] in image 2, a u + b v + c = 0.
    lines = apply_matrix(fn, pixels1, "flow", fund_mat, "fund_mat")
    targets = pixels1[..., :2] + flow
    normals = lines[..., :2]
    offsets = ivy.sum(normals * targets, axis=-1, keepdims=True) + lines[..., 2:]
    squared_lengths = ivy.sum(normals * normals, axis=-1, keepdims=True)
    projected = targets - safe_divide(offsets, squared_lengths) * normals
    return projected - pixels1[..., :2]


# Cost volumes #
# -------------#


def pixel_cost_volume(image1: Any, image2: Any, search_range: int) -> Any:
    """The correlation of each pixel's features with those of its neighbours in another image.

    FlowNet's correlation of single pixels: for every offset ``(dy, dx)`` with
    ``|dy|, |dx| <= search_range``, the mean over channels of ``image1[y, x] * image2[y + dy,
    x + dx]``, with image 2 zero outside its borders. The offsets are ordered row by row:
    channel ``(dy + r) (2 r + 1) + (dx + r)`` holds offset ``(dy, dx)`` for ``r =
    search_range``.

    Args:
        image1: feature images, shape (..., h, w, c).
        image2: feature images of the same size, shape (..., h, w, c) (the batch shapes
            broadcast).
        search_range: the largest offset ``r`` compared, an int >= 0.

    Returns:
        Cost volumes, shape (..., h, w, (2 r + 1)²).

    Raises:
        ivy.ShapeError: the images' trailing shapes differ, or their batch shapes do not
            broadcast.
        ivy.DtypeError: an image is not of a real floating dtype.
        ValueError: ``search_range`` is not an int >= 0.

    Example:
        >>> import numpy as np
        >>> image = np.arange(3.0).reshape(1, 3, 1)
        >>> pixel_cost_volume(image, image, 1)[0, 1]  # pixel 1's neighbours are 0, 1, 2
        array([0., 0., 0., 0., 1., 2., 0., 0., 0.])
    """
    fn = "pixel_cost_volume"
    sizes = check_input(fn, "image1", image1, ["...", "h", "w", "c"])
    check_input(fn, "image2", image2, ["...", "h", "w", "c"], sizes)
    (search_range,) = ivy.check_ints(fn, "search_range", search_range, 1, minimum=0)
    broadcast_batch(
        fn,
        ("image1", tuple(ivy.shape(image1))[:-3]),
        ("image2", tuple(ivy.shape(image2))[:-3]),
    )
    height, width = sizes["h"], sizes["w"]
    num_batch_dims = len(ivy.shape(image2)) - 3
    padding = [(0, 0)] * num_batch_dims + [(search_range, search_range)] * 2 + [(0, 0)]
    padded = ivy.zero_pad(image2, padding)
    # One vectorised product per offset (not per pixel): (2 r + 1)² passes over the images,
    # rather than one (h, w, (2 r + 1)², c) gather of every window.
    size = 2 * search_range + 1
    costs = [
        ivy.mean(image1 * padded[..., y : y + height, x : x + width, :], axis=-1)
        for y in range(size)
        for x in range(size)
    ]
    return ivy.stack(costs, axis=-1)


# Velocity and object motion #
# ---------------------------#


def velocity_from_flow_cam_coords_and_cam_mats(
    flow_t_to_tm1: Any,
    cam_coords_t: Any,
    cam_coords_tm1: Any,
    cam_tm1_to_t_ext_mat: Any,
    delta_t: Any,
    uniform_pixel_coords: Any = None,
) -> tuple[Any, Any]:
    """Velocities of the points seen by a moving camera, from flow and camera coordinates.

    For each pixel of frame ``t``, the camera coordinates of frame ``t - 1`` are sampled
    (bilinearly) where the flow carries it, moved into camera ``t``'s frame, and subtracted from
    its own: ``v = (X_t - E X_{t-1}) / Δt``, the point's velocity relative to the static world
    as seen in camera ``t``'s frame.

    Args:
        flow_t_to_tm1: optical flow from frame ``t`` to frame ``t - 1``, shape
            (*batch, h, w, 2).
        cam_coords_t: camera coordinates ``[x, y, z, 1]`` of frame ``t``'s pixels, shape
            (*batch, h, w, 4).
        cam_coords_tm1: camera coordinates of frame ``t - 1``'s pixels, shape (*batch, h, w, 4).
        cam_tm1_to_t_ext_mat: camera ``t - 1``-to-camera ``t`` extrinsic matrices, shape
            (*batch, 3, 4).
        delta_t: the time between the frames, shape (*batch, 1), or a number.
        uniform_pixel_coords: the pixels' ``[u, v, 1]``, shape (..., h, w, 3);
            :func:`~ivy_vision.single_view_geometry.create_uniform_pixel_coords_image` of the
            flow's size if None.

    Returns:
        ``(velocity, validity_mask)``: velocities ``[vx, vy, vz]``, shape (*batch, h, w, 3),
        zero where invalid; and the mask of pixels whose flow lands within image ``t - 1``'s
        pixel centres (bool), shape (*batch, h, w, 1).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> cam_t = np.concatenate([np.ones((1, 2, 3)), np.ones((1, 2, 1))], axis=-1)
        >>> still = np.eye(4)[:3]
        >>> velocity, valid = velocity_from_flow_cam_coords_and_cam_mats(
        ...     np.zeros((1, 2, 2)), cam_t, cam_t - [0.0, 0.0, 0.1, 0.0], still, 0.1
        ... )
        >>> velocity[0, 0].round(6), valid[..., 0]
        (array([0., 0., 1.]), array([[ True,  True]]))
    """
    fn = "velocity_from_flow_cam_coords_and_cam_mats"
    sizes = check_input(fn, "flow_t_to_tm1", flow_t_to_tm1, ["...", "h", "w", "2"])
    check_input(fn, "cam_coords_t", cam_coords_t, ["...", "h", "w", "4"], sizes)
    check_input(fn, "cam_coords_tm1", cam_coords_tm1, ["...", "h", "w", "4"], sizes)
    check_input(fn, "cam_tm1_to_t_ext_mat", cam_tm1_to_t_ext_mat, ["...", "3", "4"])
    pixels = _pixel_coords(fn, flow_t_to_tm1, "flow_t_to_tm1", uniform_pixel_coords, sizes)
    warp = pixels[..., :2] + flow_t_to_tm1
    sampled = bilinear_sample(fn, cam_coords_tm1, "cam_coords_tm1", warp, "flow_t_to_tm1")
    moved = apply_matrix(
        fn, sampled, "cam_coords_tm1", cam_tm1_to_t_ext_mat, "cam_tm1_to_t_ext_mat"
    )
    displacement = cam_coords_t[..., :3] - moved
    velocity = displacement / _per_batch(fn, delta_t, len(ivy.shape(displacement)))
    upper = ivy.asarray(
        [sizes["w"] - 1, sizes["h"] - 1],
        dtype=ivy.dtype(warp),
        device=device_of(warp),
        backend=ivy.current_backend(warp),
    )
    inside = ivy.logical_and(warp >= 0, warp <= upper)
    valid = ivy.all(inside, axis=-1, keepdims=True)
    return ivy.where(valid, velocity, ivy.zeros_like(velocity)), valid


def _object_motion(
    fn: str, cam_coords: Any, name: str, id_image: Any, obj_ids: Any, obj_trans: Any
) -> tuple[Any, Any]:
    """Each pixel's camera coordinates moved by its object's transformation (no checks).

    Returns:
        ``(moved, on_object)``: the moved ``[x, y, z]`` (*batch, *S, 3), zero where no object
        matches; the mask of pixels on a listed object, (*batch, *S, 1).
    """
    obj_batch = broadcast_batch(
        fn,
        ("obj_ids", tuple(ivy.shape(obj_ids))[:-2]),
        ("obj_trans", tuple(ivy.shape(obj_trans))[:-3]),
    )
    num_objects = tuple(ivy.shape(obj_trans))[-3]
    batch, sample = split_leading(fn, name, cam_coords, len(obj_batch), 1)
    id_batch, _ = split_leading(fn, "id_image", id_image, len(obj_batch), 1)
    out_batch = broadcast_batch(
        fn, (name, batch), ("id_image", id_batch), ("obj_ids and obj_trans", obj_batch)
    )
    if ivy.dtype(obj_ids) != ivy.dtype(id_image):
        obj_ids = ivy.astype(obj_ids, ivy.dtype(id_image))
    ids = ivy.reshape(obj_ids, (*tuple(ivy.shape(obj_ids))[:-2], *([1] * len(sample)), num_objects))
    # (*batch, *S, num_objects): which object each pixel shows (one-hot for distinct ids).
    matches = id_image == ids
    weights = ivy.astype(matches, ivy.dtype(cam_coords))
    num_samples = math.prod(sample)
    # Each pixel's transformation, (*batch, *S, 3, 4): a matrix product with the one-hot
    # weights, so the gradient reaches obj_trans and each pixel applies one transformation.
    weights = ivy.broadcast_to(weights, (*out_batch, *sample, num_objects))
    pixel_trans = ivy.matmul(
        ivy.reshape(weights, (*out_batch, num_samples, num_objects)),
        ivy.reshape(obj_trans, (*tuple(ivy.shape(obj_trans))[:-3], num_objects, 12)),
    )
    pixel_trans = ivy.reshape(pixel_trans, (*out_batch, *sample, 3, 4))
    moved = ivy.sum(pixel_trans * ivy.expand_dims(cam_coords, axis=-2), axis=-1)
    return moved, ivy.any(matches, axis=-1, keepdims=True)


def _check_object_inputs(
    fn: str, cam_coords: Any, name: str, id_image: Any, obj_ids: Any, obj_trans: Any
) -> None:
    """Checks the shapes and dtypes of the arguments :func:`_object_motion` takes."""
    sizes = check_input(fn, "obj_trans", obj_trans, ["...", "num_objects", "3", "4"])
    ivy.check_shape(fn, "obj_ids", obj_ids, ["...", "num_objects", "1"], sizes)
    check_input(fn, name, cam_coords, ["...", "4"])
    ivy.check_shape(fn, "id_image", id_image, ["...", "1"])
    for arg, x in [("id_image", id_image), ("obj_ids", obj_ids)]:
        if not ivy.isdtype(ivy.dtype(x), ("integral", "real floating")):
            raise ivy.DtypeError(
                f"{fn}: {arg} must have an integer or real floating dtype; got {ivy.dtype(x)}"
            )
    if len(ivy.shape(id_image)) != len(ivy.shape(cam_coords)):
        raise ivy.ShapeError(
            f"{fn}: id_image of shape {tuple(ivy.shape(id_image))} must have the axes of "
            f"{name} (shape {tuple(ivy.shape(cam_coords))}), with a last axis of 1"
        )


def project_cam_coords_with_object_transformations(
    cam_coords_1: Any, id_image: Any, obj_ids: Any, obj_trans: Any, cam_1_to_2_ext_mat: Any
) -> tuple[Any, Any]:
    """Carries camera coordinates to frame 2, moving the points of moving objects with them.

    A pixel whose id is one of ``obj_ids`` is moved by that object's transformation (which
    includes the camera's motion); every other pixel by the camera's motion alone.

    Args:
        cam_coords_1: camera coordinates ``[x, y, z, 1]`` in frame 1, shape
            (*batch, *sample_shape, 4).
        id_image: each pixel's object id, shape (*batch, *sample_shape, 1), of an integer or
            real floating dtype.
        obj_ids: the ids of the moving objects, distinct, shape (*batch, num_objects, 1).
        obj_trans: each object's transformation from camera-1 to camera-2 coordinates, shape
            (*batch, num_objects, 3, 4).
        cam_1_to_2_ext_mat: camera-1-to-camera-2 extrinsic matrices, for the static points,
            shape (*batch, 3, 4).

    Returns:
        ``(cam_coords_2, motion_mask)``: the points' camera coordinates in frame 2
        ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4); and the mask of pixels on a moving
        object (bool), shape (*batch, *sample_shape, 1).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: a coordinate or matrix argument is not of a real floating dtype, or an
            id argument is neither integer nor real floating.

    Example:
        >>> import numpy as np
        >>> cam_coords = np.array([[1.0, 2.0, 3.0, 1.0], [4.0, 5.0, 6.0, 1.0]])
        >>> lift = np.concatenate([np.eye(3), [[0.0], [-1.0], [0.0]]], axis=1)
        >>> coords, moving = project_cam_coords_with_object_transformations(
        ...     cam_coords, np.array([[7], [0]]), np.array([[7]]), lift[None], np.eye(4)[:3]
        ... )
        >>> coords, moving[:, 0]
        (array([[1., 1., 3., 1.],
               [4., 5., 6., 1.]]), array([ True, False]))
    """
    fn = "project_cam_coords_with_object_transformations"
    _check_object_inputs(fn, cam_coords_1, "cam_coords_1", id_image, obj_ids, obj_trans)
    check_input(fn, "cam_1_to_2_ext_mat", cam_1_to_2_ext_mat, ["...", "3", "4"])
    moved, on_object = _object_motion(
        fn, cam_coords_1, "cam_coords_1", id_image, obj_ids, obj_trans
    )
    static = apply_matrix(
        fn, cam_coords_1, "cam_coords_1", cam_1_to_2_ext_mat, "cam_1_to_2_ext_mat"
    )
    return make_homogeneous(ivy.where(on_object, moved, static)), on_object


def velocity_from_cam_coords_id_image_and_object_trans(
    cam_coords_t: Any, id_image: Any, obj_ids: Any, obj_trans: Any, delta_t: Any
) -> Any:
    """Velocities of the points of moving objects, from their transformations over one step.

    ``v = (X_t - T X_t) / Δt`` for a pixel on an object whose transformation ``T`` takes its
    points at time ``t`` to where they were at ``t - 1``; zero elsewhere.

    Args:
        cam_coords_t: camera coordinates ``[x, y, z, 1]`` at time ``t``, shape
            (*batch, *sample_shape, 4).
        id_image: each pixel's object id, shape (*batch, *sample_shape, 1), of an integer or
            real floating dtype.
        obj_ids: the ids of the moving objects, distinct, shape (*batch, num_objects, 1).
        obj_trans: each object's transformation from time ``t`` to ``t - 1``, shape
            (*batch, num_objects, 3, 4).
        delta_t: the time step, shape (*batch, 1), or a number.

    Returns:
        Velocities ``[vx, vy, vz]`` in the camera frame, zero for pixels on no listed object,
        shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: a coordinate, matrix or time argument is not of a real floating
            dtype, or an id argument is neither integer nor real floating.

    Example:
        >>> import numpy as np
        >>> cam_coords = np.array([[1.0, 2.0, 3.0, 1.0], [4.0, 5.0, 6.0, 1.0]])
        >>> back = np.concatenate([np.eye(3), [[-0.5], [0.0], [0.0]]], axis=1)
        >>> velocity_from_cam_coords_id_image_and_object_trans(
        ...     cam_coords, np.array([[7], [0]]), np.array([[7]]), back[None], 0.5
        ... )
        array([[1., 0., 0.],
               [0., 0., 0.]])
    """
    fn = "velocity_from_cam_coords_id_image_and_object_trans"
    _check_object_inputs(fn, cam_coords_t, "cam_coords_t", id_image, obj_ids, obj_trans)
    moved, on_object = _object_motion(
        fn, cam_coords_t, "cam_coords_t", id_image, obj_ids, obj_trans
    )
    displacement = cam_coords_t[..., :3] - moved
    velocity = displacement / _per_batch(fn, delta_t, len(ivy.shape(displacement)))
    return ivy.where(on_object, velocity, ivy.zeros_like(velocity))


def flow_from_cam_coords_id_image_and_object_trans(
    cam_coords_f1: Any,
    id_image: Any,
    obj_ids: Any,
    obj_trans: Any,
    calib_mat: Any,
    cam_1_to_2_ext_mat: Any,
) -> Any:
    """Optical flow from frame 1 to frame 2 of a scene with moving objects and a moving camera.

    The points are carried to frame 2 by
    :func:`project_cam_coords_with_object_transformations` and projected with ``K``; the flow
    is the difference of the pixels.

    Args:
        cam_coords_f1: camera coordinates ``[x, y, z, 1]`` in frame 1, shape
            (*batch, *sample_shape, 4).
        id_image: each pixel's object id, shape (*batch, *sample_shape, 1), of an integer or
            real floating dtype.
        obj_ids: the ids of the moving objects, distinct, shape (*batch, num_objects, 1).
        obj_trans: each object's transformation from camera-1 to camera-2 coordinates, shape
            (*batch, num_objects, 3, 4).
        calib_mat: calibration matrices ``K``, shape (*batch, 3, 3).
        cam_1_to_2_ext_mat: camera-1-to-camera-2 extrinsic matrices, shape (*batch, 3, 4).

    Returns:
        Optical flow from frame 1 to frame 2, shape (*batch, *sample_shape, 2).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: a coordinate or matrix argument is not of a real floating dtype, or an
            id argument is neither integer nor real floating.

    Example:
        >>> import numpy as np
        >>> cam_coords = np.array([[0.0, 0.0, 2.0, 1.0], [0.0, 0.0, 4.0, 1.0]])
        >>> right = np.concatenate([np.eye(3), [[1.0], [0.0], [0.0]]], axis=1)
        >>> flow_from_cam_coords_id_image_and_object_trans(
        ...     cam_coords, np.array([[7], [0]]), np.array([[7]]), right[None], np.eye(3),
        ...     np.eye(4)[:3],
        ... )
        array([[0.5, 0. ],
               [0. , 0. ]])
    """
    fn = "flow_from_cam_coords_id_image_and_object_trans"
    _check_object_inputs(fn, cam_coords_f1, "cam_coords_f1", id_image, obj_ids, obj_trans)
    check_input(fn, "calib_mat", calib_mat, ["...", "3", "3"])
    check_input(fn, "cam_1_to_2_ext_mat", cam_1_to_2_ext_mat, ["...", "3", "4"])
    moved, on_object = _object_motion(
        fn, cam_coords_f1, "cam_coords_f1", id_image, obj_ids, obj_trans
    )
    static = apply_matrix(
        fn, cam_coords_f1, "cam_coords_f1", cam_1_to_2_ext_mat, "cam_1_to_2_ext_mat"
    )
    cam_coords_f2 = ivy.where(on_object, moved, static)
    pixels1 = apply_matrix(fn, cam_coords_f1[..., :3], "cam_coords_f1", calib_mat, "calib_mat")
    pixels2 = apply_matrix(fn, cam_coords_f2, "cam_coords_f1", calib_mat, "calib_mat")
    return dehomogenize(pixels2) - dehomogenize(pixels1)
