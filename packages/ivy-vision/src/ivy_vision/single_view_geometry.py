"""Single-view geometry: pixels, depth, camera, world and ego-sphere coordinates of one camera.

Conventions (those of the original library, after Hartley & Zisserman chapter 6):

- images are channels-last, ``(..., h, w, c)``; pixel coordinates are ``[u, v]`` with ``u`` the
  column and ``v`` the row, the origin at the top-left pixel's centre;
- *ds pixel coordinates* are homogeneous pixel coordinates scaled by depth, ``[u d, v d, d]``;
- camera and world coordinates are homogeneous, ``[x, y, z, 1]``; the camera looks along its
  +z axis, with +x along the image rows (rightwards) and +y down the columns;
- the calibration matrix ``K`` is (..., 3, 3); the extrinsic matrix ``E = [R | -R C]``
  (..., 3, 4) maps world to camera coordinates, its inverse (the camera's pose) maps back;
  the full matrix ``P = K E`` (..., 3, 4) maps world coordinates to ds pixel coordinates and
  the *inverse full matrix* (the top three rows of the homogeneous ``P``'s inverse) maps
  ``[u d, v d, d, 1]`` back to the world;
- ego-sphere coordinates are ``[φ, θ, r]``: with ``forward_facing_z`` the azimuth ``φ`` is
  measured from the optical axis (+z) towards +x, the polar angle ``θ`` from +y, and ``r`` is the
  distance from the camera centre;
- angular pixel coordinates ``[x, y, r]`` are the ego-sphere angles in degrees times
  ``pixels_per_degree``: ``x = ((180 - φ°) mod 360) ppd``, ``y = (θ° mod 180) ppd``.

Batch axes: a matrix ``(*batch, m, n)`` applies to coordinates ``(*batch, *sample_shape, n)``:
its batch axes lead the coordinates' (broadcasting where sizes are 1), the rest of the
coordinates' axes (an image ``(h, w)``, a point list, nothing) are kept. A single ``K`` of shape
(3, 3) therefore applies to images of any batch shape. Matrices combined with matrices
broadcast as in NumPy.

Every function is differentiable end to end (divisions and norms are guarded so gradients stay
finite) and keeps the inputs' dtype: float32 in, float32 out.

Differs from the original: the ``batch_shape``, ``image_shape``/``image_dims`` and ``device``
arguments that only restated the inputs are gone (shapes are read from the inputs;
``create_uniform_pixel_coords_image`` keeps ``batch_shape`` and takes ``dtype``/``device``);
``pixel_coords_to_world_ray_vectors`` needs its ``pixel_coords`` (make a uniform grid with
:func:`create_uniform_pixel_coords_image`); ``depth_to_radial_depth``'s ``uniform_pix_coords`` is
named ``uniform_pixel_coords`` as in the other functions; :func:`persp_angles_to_focal_lengths`
and :func:`focal_lengths_to_persp_angles` use the pinhole convention of the module (positive
angles of view give positive focal lengths), where the original negated the focal lengths, as
its V-REP cameras did; :func:`bilinearly_interpolate_image` samples any grid ``(..., h', w', 2)``,
not only one of the image's size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
import ivy_mech
from ivy_vision._common import (
    apply_affine,
    apply_matrix,
    bilinear_sample,
    broadcast_batch,
    check_image_dims,
    check_input,
    device_of,
    homogeneous_rows,
    make_homogeneous,
    pixel_grid,
    safe_norm,
    safe_normalize,
    world_ray_vectors,
)
from ivy_vision.containers import CameraGeometry, Extrinsics, Intrinsics

__all__ = [
    # camera parameters
    "create_uniform_pixel_coords_image",
    "persp_angles_to_focal_lengths",
    "focal_lengths_to_persp_angles",
    "focal_lengths_and_pp_offsets_to_calib_mat",
    "rot_mat_and_cam_center_to_ext_mat",
    "inv_ext_mat_to_camera_center",
    "calib_and_ext_to_full_mat",
    # depth and pixels
    "depth_to_ds_pixel_coords",
    "depth_to_radial_depth",
    "ds_pixel_coords_to_radial_depth",
    # camera coordinates
    "cam_to_ds_pixel_coords",
    "cam_coords_to_depth",
    "ds_pixel_to_cam_coords",
    "depth_to_cam_coords",
    # world coordinates
    "world_to_cam_coords",
    "cam_to_world_coords",
    "world_to_ds_pixel_coords",
    "world_coords_to_depth",
    "ds_pixel_to_world_coords",
    "depth_to_world_coords",
    "pixel_coords_to_world_ray_vectors",
    "sphere_coords_to_world_ray_vectors",
    # sampling
    "bilinearly_interpolate_image",
    # ego-sphere coordinates
    "cam_to_sphere_coords",
    "ds_pixel_to_sphere_coords",
    "angular_pixel_to_sphere_coords",
    "sphere_to_cam_coords",
    "sphere_to_ds_pixel_coords",
    "sphere_to_angular_pixel_coords",
    # camera objects
    "persp_angles_and_pp_offsets_to_intrinsics_object",
    "focal_lengths_and_pp_offsets_to_intrinsics_object",
    "calib_mat_to_intrinsics_object",
    "ext_mat_and_intrinsics_to_cam_geometry_object",
    "inv_ext_mat_and_intrinsics_to_cam_geometry_object",
]


def _image_size_vector(fn: str, image_dims: Sequence[int], like: Any) -> Any:
    """``[width, height]`` as an array of ``like``'s dtype, device and backend."""
    height, width = check_image_dims(fn, image_dims)
    return ivy.asarray(
        [float(width), float(height)],
        dtype=ivy.dtype(like),
        device=device_of(like),
        backend=ivy.current_backend(like),
    )


def _default_pixel_grid(depth: Any) -> Any:
    """The ``[u, v, 1]`` grid of ``depth``'s image, shape (h, w, 3), on its backend."""
    height, width = tuple(ivy.shape(depth))[-3:-1]
    return pixel_grid(
        height,
        width,
        dtype=ivy.dtype(depth),
        device=device_of(depth),
        backend=ivy.current_backend(depth),
    )


# Camera parameters #
# ------------------#


def create_uniform_pixel_coords_image(
    image_dims: Sequence[int],
    batch_shape: Sequence[int] = (),
    *,
    normalized: bool = False,
    homogeneous: bool = True,
    dtype: Any = None,
    device: Any = None,
    backend: Any = None,
) -> Any:
    """The image of every pixel's own coordinates ``[u, v, 1]``, u the column, v the row.

    Scaling each vector by a pixel's depth gives its ds pixel coordinates.

    Args:
        image_dims: ``(height, width)``.
        batch_shape: the leading shape of the result.
        normalized: divide ``u`` by the width and ``v`` by the height, into ``[0, 1)``.
        homogeneous: append the third coordinate, 1.
        dtype: a real floating dtype; float32 if None.
        device: the device; ivy's default if None.
        backend: the framework to create the array with (e.g. ``"torch"``); if None, the
            global setting, else numpy (ivy's usual rule).

    Returns:
        Shape (*batch_shape, height, width, 3), or (..., 2) when not homogeneous.

    Raises:
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> create_uniform_pixel_coords_image((2, 3))[..., 0]
        array([[0., 1., 2.],
               [0., 1., 2.]], dtype=float32)
    """
    height, width = check_image_dims("create_uniform_pixel_coords_image", image_dims)
    dtype = ivy.float32 if dtype is None else dtype
    grid = pixel_grid(
        height, width, dtype=dtype, device=device, backend=backend, homogeneous=homogeneous
    )
    if normalized:
        scale = [1.0 / width, 1.0 / height] + [1.0] * homogeneous
        grid = grid * ivy.asarray(scale, dtype=dtype, device=device, backend=backend)
    return ivy.broadcast_to(grid, (*tuple(batch_shape), *tuple(ivy.shape(grid))))


def persp_angles_to_focal_lengths(persp_angles: Any, image_dims: Sequence[int]) -> Any:
    """Focal lengths ``f = [w, h] / (2 tan(θ / 2))`` from angles of view ``[θx, θy]``.

    Args:
        persp_angles: horizontal and vertical angles of view in radians, shape (..., 2).
        image_dims: ``(height, width)`` in pixels.

    Returns:
        Focal lengths ``[fx, fy]`` in pixels, shape (..., 2).

    Raises:
        ivy.ShapeError: ``persp_angles`` is not of shape (..., 2).
        ivy.DtypeError: ``persp_angles`` is not of a real floating dtype.
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> import numpy as np
        >>> persp_angles_to_focal_lengths(np.array([np.pi / 2, np.pi / 2]), (100, 200)).round(6)
        array([100.,  50.])
    """
    fn = "persp_angles_to_focal_lengths"
    check_input(fn, "persp_angles", persp_angles, ["...", "2"])
    return _image_size_vector(fn, image_dims, persp_angles) / (2 * ivy.tan(persp_angles / 2))


def focal_lengths_to_persp_angles(focal_lengths: Any, image_dims: Sequence[int]) -> Any:
    """Angles of view ``θ = 2 atan([w, h] / (2 f))`` from focal lengths ``[fx, fy]``.

    Args:
        focal_lengths: focal lengths in pixels, shape (..., 2).
        image_dims: ``(height, width)`` in pixels.

    Returns:
        Horizontal and vertical angles of view ``[θx, θy]`` in radians, shape (..., 2).

    Raises:
        ivy.ShapeError: ``focal_lengths`` is not of shape (..., 2).
        ivy.DtypeError: ``focal_lengths`` is not of a real floating dtype.
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> import numpy as np
        >>> focal_lengths_to_persp_angles(np.array([100.0, 50.0]), (100, 200)) / np.pi
        array([0.5, 0.5])
    """
    fn = "focal_lengths_to_persp_angles"
    check_input(fn, "focal_lengths", focal_lengths, ["...", "2"])
    return 2 * ivy.atan(_image_size_vector(fn, image_dims, focal_lengths) / (2 * focal_lengths))


def focal_lengths_and_pp_offsets_to_calib_mat(focal_lengths: Any, pp_offsets: Any) -> Any:
    """The calibration matrix ``K = [[fx, 0, px], [0, fy, py], [0, 0, 1]]``.

    Args:
        focal_lengths: ``[fx, fy]`` in pixels, shape (..., 2).
        pp_offsets: principal point ``[px, py]`` in pixels, shape (..., 2).

    Returns:
        Calibration matrices, shape (..., 3, 3) (the batch shapes broadcast).

    Raises:
        ivy.ShapeError: an argument is not of shape (..., 2), or the batch shapes do not
            broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> focal_lengths_and_pp_offsets_to_calib_mat(np.array([2.0, 3.0]), np.array([4.0, 5.0]))
        array([[2., 0., 4.],
               [0., 3., 5.],
               [0., 0., 1.]])
    """
    fn = "focal_lengths_and_pp_offsets_to_calib_mat"
    check_input(fn, "focal_lengths", focal_lengths, ["...", "2"])
    check_input(fn, "pp_offsets", pp_offsets, ["...", "2"])
    batch = broadcast_batch(
        fn,
        ("focal_lengths", tuple(ivy.shape(focal_lengths))[:-1]),
        ("pp_offsets", tuple(ivy.shape(pp_offsets))[:-1]),
    )
    focal_lengths = ivy.broadcast_to(focal_lengths, (*batch, 2))
    pp_offsets = ivy.broadcast_to(pp_offsets, (*batch, 2))
    zero = ivy.zeros_like(focal_lengths[..., 0])
    one = ivy.ones_like(zero)
    fx, fy = focal_lengths[..., 0], focal_lengths[..., 1]
    px, py = pp_offsets[..., 0], pp_offsets[..., 1]
    entries = [fx, zero, px, zero, fy, py, zero, zero, one]
    return ivy.reshape(ivy.stack(entries, axis=-1), (*batch, 3, 3))


def rot_mat_and_cam_center_to_ext_mat(rotation_mat: Any, camera_center: Any) -> Any:
    """The extrinsic matrix ``E = R [I | -C] = [R | -R C]``.

    Args:
        rotation_mat: world-to-camera rotation matrices ``R``, shape (..., 3, 3).
        camera_center: camera centres ``C`` in the world frame, shape (..., 3, 1).

    Returns:
        Extrinsic matrices, shape (..., 3, 4) (the batch shapes broadcast).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch shapes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> rot_mat_and_cam_center_to_ext_mat(np.eye(3), np.array([[1.0], [2.0], [3.0]]))
        array([[ 1.,  0.,  0., -1.],
               [ 0.,  1.,  0., -2.],
               [ 0.,  0.,  1., -3.]])
    """
    fn = "rot_mat_and_cam_center_to_ext_mat"
    check_input(fn, "rotation_mat", rotation_mat, ["...", "3", "3"])
    check_input(fn, "camera_center", camera_center, ["...", "3", "1"])
    batch = broadcast_batch(
        fn,
        ("rotation_mat", tuple(ivy.shape(rotation_mat))[:-2]),
        ("camera_center", tuple(ivy.shape(camera_center))[:-2]),
    )
    translation = -ivy.matmul(rotation_mat, camera_center)
    return ivy.concat([ivy.broadcast_to(rotation_mat, (*batch, 3, 3)), translation], axis=-1)


def inv_ext_mat_to_camera_center(inv_ext_mat: Any) -> Any:
    """The camera centre ``C``: the last column of the inverse extrinsic matrix (the pose).

    Also the last column of the inverse full matrix.

    Args:
        inv_ext_mat: inverse extrinsic matrices ``[Rᵀ | C]``, shape (..., 3, 4).

    Returns:
        Camera centres in the world frame, shape (..., 3, 1).

    Raises:
        ivy.ShapeError: ``inv_ext_mat`` is not of shape (..., 3, 4).
        ivy.DtypeError: ``inv_ext_mat`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> inv_ext_mat_to_camera_center(np.arange(12.0).reshape(3, 4))
        array([[ 3.],
               [ 7.],
               [11.]])
    """
    check_input("inv_ext_mat_to_camera_center", "inv_ext_mat", inv_ext_mat, ["...", "3", "4"])
    return inv_ext_mat[..., 3:]


def calib_and_ext_to_full_mat(calib_mat: Any, ext_mat: Any) -> Any:
    """The full projection matrix ``P = K E``.

    Args:
        calib_mat: calibration matrices ``K``, shape (..., 3, 3).
        ext_mat: extrinsic matrices ``E``, shape (..., 3, 4).

    Returns:
        Full projection matrices, shape (..., 3, 4) (the batch shapes broadcast).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch shapes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> calib_and_ext_to_full_mat(2 * np.eye(3), np.eye(4)[:3])
        array([[2., 0., 0., 0.],
               [0., 2., 0., 0.],
               [0., 0., 2., 0.]])
    """
    fn = "calib_and_ext_to_full_mat"
    check_input(fn, "calib_mat", calib_mat, ["...", "3", "3"])
    check_input(fn, "ext_mat", ext_mat, ["...", "3", "4"])
    broadcast_batch(
        fn,
        ("calib_mat", tuple(ivy.shape(calib_mat))[:-2]),
        ("ext_mat", tuple(ivy.shape(ext_mat))[:-2]),
    )
    return ivy.matmul(calib_mat, ext_mat)


# Depth and pixels #
# -----------------#


def depth_to_ds_pixel_coords(depth: Any, uniform_pixel_coords: Any = None) -> Any:
    """Ds pixel coordinates ``[u d, v d, d]`` of every pixel of depth images.

    Args:
        depth: depth images, shape (..., h, w, 1).
        uniform_pixel_coords: the pixels' ``[u, v, 1]``, shape (..., h, w, 3) (broadcast with
            ``depth``); :func:`create_uniform_pixel_coords_image` of the images' size if None.

    Returns:
        Ds pixel coordinates, shape (..., h, w, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> depth_to_ds_pixel_coords(np.full((1, 2, 1), 2.0))
        array([[[0., 0., 2.],
                [2., 0., 2.]]])
    """
    fn = "depth_to_ds_pixel_coords"
    sizes = check_input(fn, "depth", depth, ["...", "h", "w", "1"])
    if uniform_pixel_coords is None:
        return _default_pixel_grid(depth) * depth
    check_input(fn, "uniform_pixel_coords", uniform_pixel_coords, ["...", "h", "w", "3"], sizes)
    return uniform_pixel_coords * depth


def ds_pixel_coords_to_radial_depth(ds_pixel_coords: Any, inv_calib_mat: Any) -> Any:
    """Radial depth (distance from the camera centre) from ds pixel coordinates.

    Args:
        ds_pixel_coords: ``[u d, v d, d]``, shape (*batch, *sample_shape, 3).
        inv_calib_mat: inverse calibration matrices ``K⁻¹``, shape (*batch, 3, 3).

    Returns:
        ``|K⁻¹ [u d, v d, d]|``, shape (*batch, *sample_shape, 1).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> ds_pixel_coords_to_radial_depth(np.array([3.0, 0.0, 4.0]), np.eye(3))
        array([5.])
    """
    fn = "ds_pixel_coords_to_radial_depth"
    check_input(fn, "inv_calib_mat", inv_calib_mat, ["...", "3", "3"])
    check_input(fn, "ds_pixel_coords", ds_pixel_coords, ["...", "3"])
    return safe_norm(
        apply_matrix(fn, ds_pixel_coords, "ds_pixel_coords", inv_calib_mat, "inv_calib_mat")
    )


def depth_to_radial_depth(depth: Any, inv_calib_mat: Any, uniform_pixel_coords: Any = None) -> Any:
    """Radial depth images (distance from the camera centre) from depth images.

    Args:
        depth: depth images (camera-frame z), shape (*batch, ..., h, w, 1).
        inv_calib_mat: inverse calibration matrices ``K⁻¹``, shape (*batch, 3, 3).
        uniform_pixel_coords: the pixels' ``[u, v, 1]``, shape (..., h, w, 3);
            :func:`create_uniform_pixel_coords_image` of the images' size if None.

    Returns:
        Radial depth images, shape (*batch, ..., h, w, 1).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> inv_calib = np.diag([0.25, 0.25, 1.0])
        >>> depth_to_radial_depth(np.full((1, 2, 1), 4.0), inv_calib)[..., 0].round(6)
        array([[4.      , 4.123106]])
    """
    fn = "depth_to_radial_depth"
    check_input(fn, "inv_calib_mat", inv_calib_mat, ["...", "3", "3"])
    check_input(fn, "depth", depth, ["...", "h", "w", "1"])
    ds_pixel_coords = depth_to_ds_pixel_coords(depth, uniform_pixel_coords)
    return safe_norm(apply_matrix(fn, ds_pixel_coords, "depth", inv_calib_mat, "inv_calib_mat"))


# Camera coordinates #
# -------------------#


def cam_to_ds_pixel_coords(coords_wrt_cam: Any, calib_mat: Any) -> Any:
    """Projects homogeneous camera coordinates to ds pixel coordinates ``K [x, y, z]``.

    Args:
        coords_wrt_cam: ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).
        calib_mat: calibration matrices ``K``, shape (*batch, 3, 3).

    Returns:
        Ds pixel coordinates ``[u d, v d, d]``, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> calib = np.array([[2.0, 0.0, 1.0], [0.0, 2.0, 1.0], [0.0, 0.0, 1.0]])
        >>> cam_to_ds_pixel_coords(np.array([1.0, 2.0, 4.0, 1.0]), calib)
        array([6., 8., 4.])
    """
    fn = "cam_to_ds_pixel_coords"
    check_input(fn, "calib_mat", calib_mat, ["...", "3", "3"])
    check_input(fn, "coords_wrt_cam", coords_wrt_cam, ["...", "4"])
    return apply_matrix(fn, coords_wrt_cam[..., :3], "coords_wrt_cam", calib_mat, "calib_mat")


def cam_coords_to_depth(coords_wrt_cam: Any, calib_mat: Any) -> Any:
    """Depth (the third ds pixel coordinate) of homogeneous camera coordinates.

    Args:
        coords_wrt_cam: ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).
        calib_mat: calibration matrices ``K``, shape (*batch, 3, 3).

    Returns:
        Depth (``z`` for the usual ``K`` with last row ``[0, 0, 1]``), shape
        (*batch, *sample_shape, 1).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> cam_coords_to_depth(np.array([1.0, 2.0, 4.0, 1.0]), np.eye(3))
        array([4.])
    """
    fn = "cam_coords_to_depth"
    check_input(fn, "calib_mat", calib_mat, ["...", "3", "3"])
    check_input(fn, "coords_wrt_cam", coords_wrt_cam, ["...", "4"])
    return apply_matrix(
        fn, coords_wrt_cam[..., :3], "coords_wrt_cam", calib_mat[..., 2:, :], "calib_mat"
    )


def ds_pixel_to_cam_coords(ds_pixel_coords: Any, inv_calib_mat: Any) -> Any:
    """Unprojects ds pixel coordinates to homogeneous camera coordinates ``[K⁻¹ x, 1]``.

    Args:
        ds_pixel_coords: ``[u d, v d, d]``, shape (*batch, *sample_shape, 3).
        inv_calib_mat: inverse calibration matrices ``K⁻¹``, shape (*batch, 3, 3).

    Returns:
        Camera coordinates ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> ds_pixel_to_cam_coords(np.array([6.0, 8.0, 4.0]), np.eye(3) / 2)
        array([3., 4., 2., 1.])
    """
    fn = "ds_pixel_to_cam_coords"
    check_input(fn, "inv_calib_mat", inv_calib_mat, ["...", "3", "3"])
    check_input(fn, "ds_pixel_coords", ds_pixel_coords, ["...", "3"])
    return make_homogeneous(
        apply_matrix(fn, ds_pixel_coords, "ds_pixel_coords", inv_calib_mat, "inv_calib_mat")
    )


def depth_to_cam_coords(depth: Any, inv_calib_mat: Any, uniform_pixel_coords: Any = None) -> Any:
    """Unprojects depth images to homogeneous camera coordinates, pixel by pixel.

    Args:
        depth: depth images (camera-frame z), shape (*batch, ..., h, w, 1).
        inv_calib_mat: inverse calibration matrices ``K⁻¹``, shape (*batch, 3, 3).
        uniform_pixel_coords: the pixels' ``[u, v, 1]``, shape (..., h, w, 3);
            :func:`create_uniform_pixel_coords_image` of the images' size if None.

    Returns:
        Camera coordinates ``[x, y, z, 1]``, shape (*batch, ..., h, w, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> depth_to_cam_coords(np.full((1, 2, 1), 2.0), np.eye(3))[0, 1]
        array([2., 0., 2., 1.])
    """
    fn = "depth_to_cam_coords"
    check_input(fn, "inv_calib_mat", inv_calib_mat, ["...", "3", "3"])
    check_input(fn, "depth", depth, ["...", "h", "w", "1"])
    ds_pixel_coords = depth_to_ds_pixel_coords(depth, uniform_pixel_coords)
    return make_homogeneous(
        apply_matrix(fn, ds_pixel_coords, "depth", inv_calib_mat, "inv_calib_mat")
    )


# World coordinates #
# ------------------#


def world_to_cam_coords(coords_wrt_world: Any, ext_mat: Any) -> Any:
    """Homogeneous world coordinates to homogeneous camera coordinates ``[E X, 1]``.

    Args:
        coords_wrt_world: ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).
        ext_mat: extrinsic matrices ``E``, shape (*batch, 3, 4).

    Returns:
        Camera coordinates, shape (*batch, *sample_shape, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> ext_mat = np.concatenate([np.eye(3), [[0.0], [0.0], [5.0]]], axis=1)
        >>> world_to_cam_coords(np.array([1.0, 2.0, 3.0, 1.0]), ext_mat)
        array([1., 2., 8., 1.])
    """
    fn = "world_to_cam_coords"
    check_input(fn, "ext_mat", ext_mat, ["...", "3", "4"])
    check_input(fn, "coords_wrt_world", coords_wrt_world, ["...", "4"])
    return make_homogeneous(
        apply_matrix(fn, coords_wrt_world, "coords_wrt_world", ext_mat, "ext_mat")
    )


def cam_to_world_coords(coords_wrt_cam: Any, inv_ext_mat: Any) -> Any:
    """Homogeneous camera coordinates to homogeneous world coordinates ``[E⁻¹ X, 1]``.

    Args:
        coords_wrt_cam: ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).
        inv_ext_mat: inverse extrinsic matrices (camera poses), shape (*batch, 3, 4).

    Returns:
        World coordinates, shape (*batch, *sample_shape, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> pose = np.concatenate([np.eye(3), [[0.0], [0.0], [-5.0]]], axis=1)
        >>> cam_to_world_coords(np.array([1.0, 2.0, 8.0, 1.0]), pose)
        array([1., 2., 3., 1.])
    """
    fn = "cam_to_world_coords"
    check_input(fn, "inv_ext_mat", inv_ext_mat, ["...", "3", "4"])
    check_input(fn, "coords_wrt_cam", coords_wrt_cam, ["...", "4"])
    return make_homogeneous(
        apply_matrix(fn, coords_wrt_cam, "coords_wrt_cam", inv_ext_mat, "inv_ext_mat")
    )


def world_to_ds_pixel_coords(coords_wrt_world: Any, full_mat: Any) -> Any:
    """Projects homogeneous world coordinates to ds pixel coordinates ``P X``.

    Args:
        coords_wrt_world: ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).
        full_mat: full projection matrices ``P = K E``, shape (*batch, 3, 4).

    Returns:
        Ds pixel coordinates ``[u d, v d, d]``, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> world_to_ds_pixel_coords(np.array([1.0, 2.0, 3.0, 1.0]), 2 * np.eye(4)[:3])
        array([2., 4., 6.])
    """
    fn = "world_to_ds_pixel_coords"
    check_input(fn, "full_mat", full_mat, ["...", "3", "4"])
    check_input(fn, "coords_wrt_world", coords_wrt_world, ["...", "4"])
    return apply_matrix(fn, coords_wrt_world, "coords_wrt_world", full_mat, "full_mat")


def world_coords_to_depth(coords_wrt_world: Any, full_mat: Any) -> Any:
    """Depth (the third ds pixel coordinate) of homogeneous world coordinates.

    Args:
        coords_wrt_world: ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).
        full_mat: full projection matrices ``P = K E``, shape (*batch, 3, 4).

    Returns:
        Depth, shape (*batch, *sample_shape, 1).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> world_coords_to_depth(np.array([1.0, 2.0, 3.0, 1.0]), np.eye(4)[:3])
        array([3.])
    """
    fn = "world_coords_to_depth"
    check_input(fn, "full_mat", full_mat, ["...", "3", "4"])
    check_input(fn, "coords_wrt_world", coords_wrt_world, ["...", "4"])
    return apply_matrix(fn, coords_wrt_world, "coords_wrt_world", full_mat[..., 2:, :], "full_mat")


def ds_pixel_to_world_coords(ds_pixel_coords: Any, inv_full_mat: Any) -> Any:
    """Unprojects ds pixel coordinates to homogeneous world coordinates.

    Args:
        ds_pixel_coords: ``[u d, v d, d]``, shape (*batch, *sample_shape, 3).
        inv_full_mat: inverse full projection matrices (the top rows of the homogeneous
            ``P``'s inverse), shape (*batch, 3, 4).

    Returns:
        World coordinates ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> inv_full_mat = np.concatenate([np.eye(3) / 2, [[0.0], [0.0], [1.0]]], axis=1)
        >>> ds_pixel_to_world_coords(np.array([2.0, 4.0, 6.0]), inv_full_mat)
        array([1., 2., 4., 1.])
    """
    fn = "ds_pixel_to_world_coords"
    check_input(fn, "inv_full_mat", inv_full_mat, ["...", "3", "4"])
    check_input(fn, "ds_pixel_coords", ds_pixel_coords, ["...", "3"])
    return make_homogeneous(
        apply_affine(fn, ds_pixel_coords, "ds_pixel_coords", inv_full_mat, "inv_full_mat")
    )


def depth_to_world_coords(depth: Any, inv_full_mat: Any, uniform_pixel_coords: Any = None) -> Any:
    """Unprojects depth images to homogeneous world coordinates, pixel by pixel.

    Args:
        depth: depth images (camera-frame z), shape (*batch, ..., h, w, 1).
        inv_full_mat: inverse full projection matrices, shape (*batch, 3, 4).
        uniform_pixel_coords: the pixels' ``[u, v, 1]``, shape (..., h, w, 3);
            :func:`create_uniform_pixel_coords_image` of the images' size if None.

    Returns:
        World coordinates ``[x, y, z, 1]``, shape (*batch, ..., h, w, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> inv_full_mat = np.concatenate([np.eye(3), [[0.0], [0.0], [1.0]]], axis=1)
        >>> depth_to_world_coords(np.full((1, 2, 1), 2.0), inv_full_mat)[0, 1]
        array([2., 0., 3., 1.])
    """
    fn = "depth_to_world_coords"
    check_input(fn, "inv_full_mat", inv_full_mat, ["...", "3", "4"])
    check_input(fn, "depth", depth, ["...", "h", "w", "1"])
    ds_pixel_coords = depth_to_ds_pixel_coords(depth, uniform_pixel_coords)
    return make_homogeneous(
        apply_affine(fn, ds_pixel_coords, "depth", inv_full_mat, "inv_full_mat")
    )


def pixel_coords_to_world_ray_vectors(
    inv_full_mat: Any, pixel_coords: Any, camera_center: Any = None
) -> Any:
    """Unit world-frame directions of the rays from the camera centre through pixels.

    The points of pixel ``i``'s ray are ``C + λ r_i`` for ``λ >= 0``.

    Args:
        inv_full_mat: inverse full projection matrices, shape (*batch, 3, 4).
        pixel_coords: homogeneous pixel coordinates ``[u, v, 1]``, shape
            (*batch, *sample_shape, 3).
        camera_center: camera centres ``C``, shape (*batch, 3, 1); the last column of
            ``inv_full_mat`` (which is ``C``) if None.

    Returns:
        Unit ray directions, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> inv_full_mat = np.concatenate([np.eye(3), [[0.0], [0.0], [1.0]]], axis=1)
        >>> pixel_coords_to_world_ray_vectors(inv_full_mat, np.array([[0.0, 0.0, 1.0]]))
        array([[0., 0., 1.]])
    """
    fn = "pixel_coords_to_world_ray_vectors"
    check_input(fn, "inv_full_mat", inv_full_mat, ["...", "3", "4"])
    check_input(fn, "pixel_coords", pixel_coords, ["...", "3"])
    if camera_center is None:
        camera_center = inv_full_mat[..., 3:]
    else:
        check_input(fn, "camera_center", camera_center, ["...", "3", "1"])
    return world_ray_vectors(fn, inv_full_mat, pixel_coords, camera_center)


def sphere_coords_to_world_ray_vectors(sphere_coords: Any, inv_rotation_mat: Any) -> Any:
    """Unit world-frame ray directions of ego-sphere coordinates.

    Args:
        sphere_coords: ego-sphere coordinates ``[φ, θ, r]`` (forward-facing z),
            shape (*batch, *sample_shape, 3).
        inv_rotation_mat: camera-to-world rotation matrices ``Rᵀ``, shape (*batch, 3, 3).

    Returns:
        Unit ray directions, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> sphere_coords_to_world_ray_vectors(np.array([0.0, np.pi / 2, 2.0]), np.eye(3)).round(6)
        array([0., 0., 1.])
    """
    fn = "sphere_coords_to_world_ray_vectors"
    check_input(fn, "inv_rotation_mat", inv_rotation_mat, ["...", "3", "3"])
    check_input(fn, "sphere_coords", sphere_coords, ["...", "3"])
    directions = _sphere_to_cartesian(sphere_coords, forward_facing_z=True)
    return safe_normalize(
        apply_matrix(fn, directions, "sphere_coords", inv_rotation_mat, "inv_rotation_mat")
    )


# Sampling #
# ---------#


def bilinearly_interpolate_image(image: Any, sampling_pixel_coords: Any) -> Any:
    """Samples images bilinearly at a grid of pixel coordinates ``[x, y]`` (an image warp).

    ``x`` is the column and ``y`` the row, in pixels: integer coordinates hit pixel centres
    exactly, as ``torch.nn.functional.grid_sample`` with ``align_corners=True``. Coordinates
    outside the image take the nearest border pixel's value (``padding_mode="border"``).
    Sampled by ``ivy.bilinear_resample`` (torch's and paddle's fused ``grid_sample``, a gather
    of the four neighbours elsewhere): differentiable w.r.t. the image and the coordinates
    (whose gradient is 0 where they are clamped).

    Args:
        image: images, shape (*batch, h, w, c).
        sampling_pixel_coords: where to sample, shape (*batch, ..., h', w', 2) (the images'
            batch axes lead, broadcasting where sizes are 1).

    Returns:
        The interpolated images, shape (*batch, ..., h', w', c).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> image = np.arange(9.0).reshape(3, 3, 1)
        >>> warp = np.array([[[0.5, 0.5], [2.0, 0.0]], [[1.5, 0.5], [0.0, 2.0]]])
        >>> bilinearly_interpolate_image(image, warp)[..., 0]
        array([[2., 2.],
               [3., 6.]])
    """
    fn = "bilinearly_interpolate_image"
    check_input(fn, "image", image, ["...", "h", "w", "c"])
    check_input(fn, "sampling_pixel_coords", sampling_pixel_coords, ["...", "h'", "w'", "2"])
    return bilinear_sample(fn, image, "image", sampling_pixel_coords, "sampling_pixel_coords")


# Ego-sphere coordinates #
# -----------------------#


def _sphere_to_cartesian(sphere_coords: Any, forward_facing_z: bool) -> Any:
    """``[φ, θ, r]`` to Cartesian camera coordinates (..., 3)."""
    phi, theta, radius = (sphere_coords[..., i : i + 1] for i in range(3))
    cartesian = ivy_mech.polar_to_cartesian_coords(ivy.concat([radius, phi, theta], axis=-1))
    if forward_facing_z:
        # The polar frame's x is the optical axis (+z), its y the camera's x, its z the camera's y.
        return ivy.concat([cartesian[..., 1:2], cartesian[..., 2:3], cartesian[..., 0:1]], axis=-1)
    return cartesian


def cam_to_sphere_coords(cam_coords: Any, forward_facing_z: bool = True) -> Any:
    """Homogeneous camera coordinates to ego-sphere coordinates ``[φ, θ, r]``.

    With ``forward_facing_z`` the angles are those of ``[z, x, y]``: ``φ = atan2(x, z)`` (from
    the optical axis towards +x) and ``θ = atan2(sqrt(z² + x²), y)`` (from +y); otherwise those
    of ``[x, y, z]``: ``φ = atan2(y, x)``, ``θ`` from +z. ``r`` is the distance from the centre.
    Undefined angles (on the polar axis, at the centre) are 0, with finite gradients.

    Args:
        cam_coords: ``[x, y, z, 1]``, shape (..., 4).
        forward_facing_z: whether the ego-sphere's azimuth starts at the optical axis.

    Returns:
        Ego-sphere coordinates ``[φ, θ, r]``, angles in radians, shape (..., 3).

    Raises:
        ivy.ShapeError: ``cam_coords`` is not of shape (..., 4).
        ivy.DtypeError: ``cam_coords`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> cam_to_sphere_coords(np.array([0.0, 0.0, 2.0, 1.0])) / [np.pi, np.pi, 1.0]
        array([0. , 0.5, 2. ])
    """
    check_input("cam_to_sphere_coords", "cam_coords", cam_coords, ["...", "4"])
    if forward_facing_z:
        cartesian = ivy.concat([cam_coords[..., 2:3], cam_coords[..., 0:2]], axis=-1)
    else:
        cartesian = cam_coords[..., :3]
    radius_first = ivy_mech.cartesian_to_polar_coords(cartesian)
    return ivy.concat([radius_first[..., 1:], radius_first[..., :1]], axis=-1)


def ds_pixel_to_sphere_coords(ds_pixel_coords: Any, inv_calib_mat: Any) -> Any:
    """Ds pixel coordinates to ego-sphere coordinates ``[φ, θ, r]`` (forward-facing z).

    Args:
        ds_pixel_coords: ``[u d, v d, d]``, shape (*batch, *sample_shape, 3).
        inv_calib_mat: inverse calibration matrices ``K⁻¹``, shape (*batch, 3, 3).

    Returns:
        Ego-sphere coordinates, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> ds_pixel_to_sphere_coords(np.array([0.0, 0.0, 2.0]), np.eye(3)) / [np.pi, np.pi, 1]
        array([0. , 0.5, 2. ])
    """
    return cam_to_sphere_coords(ds_pixel_to_cam_coords(ds_pixel_coords, inv_calib_mat))


def angular_pixel_to_sphere_coords(angular_pixel_coords: Any, pixels_per_degree: float) -> Any:
    """Angular pixel coordinates ``[x, y, r]`` to ego-sphere coordinates ``[φ, θ, r]``.

    ``φ = (180 - (x / ppd mod 360))°`` and ``θ = (y / ppd mod 180)°``, in radians.

    Args:
        angular_pixel_coords: ``[x, y, r]``, shape (..., 3).
        pixels_per_degree: the angular resolution ``ppd`` of the angular pixel image.

    Returns:
        Ego-sphere coordinates, shape (..., 3).

    Raises:
        ivy.ShapeError: ``angular_pixel_coords`` is not of shape (..., 3).
        ivy.DtypeError: ``angular_pixel_coords`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> angular_pixel_to_sphere_coords(np.array([360.0, 180.0, 2.0]), 2.0) / [np.pi, np.pi, 1]
        array([0. , 0.5, 2. ])
    """
    fn = "angular_pixel_to_sphere_coords"
    check_input(fn, "angular_pixel_coords", angular_pixel_coords, ["...", "3"])
    degrees = angular_pixel_coords[..., :2] / pixels_per_degree
    phi = 180.0 - ivy.remainder(degrees[..., :1], 360.0)
    theta = ivy.remainder(degrees[..., 1:], 180.0)
    angles = ivy.concat([phi, theta], axis=-1) * (math.pi / 180.0)
    return ivy.concat([angles, angular_pixel_coords[..., 2:]], axis=-1)


def sphere_to_cam_coords(sphere_coords: Any, forward_facing_z: bool = True) -> Any:
    """Ego-sphere coordinates ``[φ, θ, r]`` to homogeneous camera coordinates.

    The inverse of :func:`cam_to_sphere_coords`.

    Args:
        sphere_coords: ``[φ, θ, r]``, angles in radians, shape (..., 3).
        forward_facing_z: whether the ego-sphere's azimuth starts at the optical axis.

    Returns:
        Camera coordinates ``[x, y, z, 1]``, shape (..., 4).

    Raises:
        ivy.ShapeError: ``sphere_coords`` is not of shape (..., 3).
        ivy.DtypeError: ``sphere_coords`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> sphere_to_cam_coords(np.array([0.0, np.pi / 2, 2.0])).round(6)
        array([0., 0., 2., 1.])
    """
    check_input("sphere_to_cam_coords", "sphere_coords", sphere_coords, ["...", "3"])
    return make_homogeneous(_sphere_to_cartesian(sphere_coords, forward_facing_z))


def sphere_to_ds_pixel_coords(sphere_coords: Any, calib_mat: Any) -> Any:
    """Ego-sphere coordinates ``[φ, θ, r]`` (forward-facing z) to ds pixel coordinates.

    Args:
        sphere_coords: ``[φ, θ, r]``, shape (*batch, *sample_shape, 3).
        calib_mat: calibration matrices ``K``, shape (*batch, 3, 3).

    Returns:
        Ds pixel coordinates ``[u d, v d, d]``, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> sphere_to_ds_pixel_coords(np.array([0.0, np.pi / 2, 2.0]), np.eye(3)).round(6)
        array([0., 0., 2.])
    """
    return cam_to_ds_pixel_coords(sphere_to_cam_coords(sphere_coords), calib_mat)


def sphere_to_angular_pixel_coords(sphere_coords: Any, pixels_per_degree: float) -> Any:
    """Ego-sphere coordinates ``[φ, θ, r]`` to angular pixel coordinates ``[x, y, r]``.

    ``x = ((180 - φ°) mod 360) ppd`` and ``y = (θ° mod 180) ppd``.

    Args:
        sphere_coords: ``[φ, θ, r]``, angles in radians, shape (..., 3).
        pixels_per_degree: the angular resolution ``ppd`` of the angular pixel image.

    Returns:
        Angular pixel coordinates, shape (..., 3).

    Raises:
        ivy.ShapeError: ``sphere_coords`` is not of shape (..., 3).
        ivy.DtypeError: ``sphere_coords`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> sphere_to_angular_pixel_coords(np.array([0.0, np.pi / 2, 2.0]), 2.0)
        array([360., 180.,   2.])
    """
    fn = "sphere_to_angular_pixel_coords"
    check_input(fn, "sphere_coords", sphere_coords, ["...", "3"])
    degrees = sphere_coords[..., :2] * (180.0 / math.pi)
    x = ivy.remainder(180.0 - degrees[..., :1], 360.0) * pixels_per_degree
    y = ivy.remainder(degrees[..., 1:], 180.0) * pixels_per_degree
    return ivy.concat([x, y, sphere_coords[..., 2:]], axis=-1)


# Camera objects #
# ---------------#


def _intrinsics(focal_lengths: Any, persp_angles: Any, pp_offsets: Any) -> Intrinsics:
    calib_mat = focal_lengths_and_pp_offsets_to_calib_mat(focal_lengths, pp_offsets)
    batch = tuple(ivy.shape(calib_mat))[:-2]
    return Intrinsics(
        focal_lengths=ivy.broadcast_to(focal_lengths, (*batch, 2)),
        persp_angles=ivy.broadcast_to(persp_angles, (*batch, 2)),
        pp_offsets=ivy.broadcast_to(pp_offsets, (*batch, 2)),
        calib_mats=calib_mat,
        inv_calib_mats=ivy.inv(calib_mat),
    )


def persp_angles_and_pp_offsets_to_intrinsics_object(
    persp_angles: Any, pp_offsets: Any, image_dims: Sequence[int]
) -> Intrinsics:
    """Camera intrinsics from angles of view and the principal point.

    Args:
        persp_angles: horizontal and vertical angles of view ``[θx, θy]`` in radians,
            shape (..., 2).
        pp_offsets: principal point ``[px, py]`` in pixels, shape (..., 2).
        image_dims: ``(height, width)`` in pixels.

    Returns:
        The :class:`~ivy_vision.Intrinsics`, with the broadcast batch shape.

    Raises:
        ivy.ShapeError: an argument is not of shape (..., 2), or the batch shapes do not
            broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> import numpy as np
        >>> intrinsics = persp_angles_and_pp_offsets_to_intrinsics_object(
        ...     np.array([np.pi / 2, np.pi / 2]), np.array([50.0, 50.0]), (100, 100)
        ... )
        >>> intrinsics.calib_mats.round(6)
        array([[50.,  0., 50.],
               [ 0., 50., 50.],
               [ 0.,  0.,  1.]])
    """
    focal_lengths = persp_angles_to_focal_lengths(persp_angles, image_dims)
    return _intrinsics(focal_lengths, persp_angles, pp_offsets)


def focal_lengths_and_pp_offsets_to_intrinsics_object(
    focal_lengths: Any, pp_offsets: Any, image_dims: Sequence[int]
) -> Intrinsics:
    """Camera intrinsics from focal lengths and the principal point.

    Args:
        focal_lengths: ``[fx, fy]`` in pixels, shape (..., 2).
        pp_offsets: principal point ``[px, py]`` in pixels, shape (..., 2).
        image_dims: ``(height, width)`` in pixels (for the angles of view).

    Returns:
        The :class:`~ivy_vision.Intrinsics`, with the broadcast batch shape.

    Raises:
        ivy.ShapeError: an argument is not of shape (..., 2), or the batch shapes do not
            broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> import numpy as np
        >>> intrinsics = focal_lengths_and_pp_offsets_to_intrinsics_object(
        ...     np.array([50.0, 50.0]), np.array([50.0, 50.0]), (100, 100)
        ... )
        >>> intrinsics.persp_angles / np.pi
        array([0.5, 0.5])
    """
    persp_angles = focal_lengths_to_persp_angles(focal_lengths, image_dims)
    return _intrinsics(focal_lengths, persp_angles, pp_offsets)


def calib_mat_to_intrinsics_object(calib_mat: Any, image_dims: Sequence[int]) -> Intrinsics:
    """Camera intrinsics from calibration matrices.

    Args:
        calib_mat: calibration matrices ``K``, shape (..., 3, 3).
        image_dims: ``(height, width)`` in pixels (for the angles of view).

    Returns:
        The :class:`~ivy_vision.Intrinsics`; ``calib_mats`` is ``calib_mat`` itself (any skew
        it has is kept there and in its inverse).

    Raises:
        ivy.ShapeError: ``calib_mat`` is not of shape (..., 3, 3).
        ivy.DtypeError: ``calib_mat`` is not of a real floating dtype.
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> import numpy as np
        >>> calib = np.array([[50.0, 0.0, 40.0], [0.0, 60.0, 30.0], [0.0, 0.0, 1.0]])
        >>> calib_mat_to_intrinsics_object(calib, (60, 80)).pp_offsets
        array([40., 30.])
    """
    fn = "calib_mat_to_intrinsics_object"
    check_input(fn, "calib_mat", calib_mat, ["...", "3", "3"])
    focal_lengths = ivy.stack([calib_mat[..., 0, 0], calib_mat[..., 1, 1]], axis=-1)
    return Intrinsics(
        focal_lengths=focal_lengths,
        persp_angles=focal_lengths_to_persp_angles(focal_lengths, image_dims),
        pp_offsets=ivy.stack([calib_mat[..., 0, 2], calib_mat[..., 1, 2]], axis=-1),
        calib_mats=calib_mat,
        inv_calib_mats=ivy.inv(calib_mat),
    )


def _cam_geometry(
    ext_mat_homo: Any, inv_ext_mat_homo: Any, intrinsics: Intrinsics
) -> CameraGeometry:
    extrinsics = Extrinsics(
        cam_centers=inv_ext_mat_homo[..., :3, 3:],
        Rs=ext_mat_homo[..., :3, :3],
        inv_Rs=inv_ext_mat_homo[..., :3, :3],
        ext_mats_homo=ext_mat_homo,
        inv_ext_mats_homo=inv_ext_mat_homo,
    )
    full_mat_homo = homogeneous_rows(
        calib_and_ext_to_full_mat(intrinsics.calib_mats, ext_mat_homo[..., :3, :])
    )
    return CameraGeometry(
        intrinsics=intrinsics,
        extrinsics=extrinsics,
        full_mats_homo=full_mat_homo,
        inv_full_mats_homo=ivy.inv(full_mat_homo),
    )


def ext_mat_and_intrinsics_to_cam_geometry_object(
    ext_mat: Any, intrinsics: Intrinsics
) -> CameraGeometry:
    """A camera's full geometry from its extrinsic matrix and intrinsics.

    Args:
        ext_mat: extrinsic matrices ``E = [R | -R C]`` (world to camera), shape (..., 3, 4).
        intrinsics: the camera's :class:`~ivy_vision.Intrinsics` (batch shape broadcast with
            ``ext_mat``'s).

    Returns:
        The :class:`~ivy_vision.CameraGeometry`.

    Raises:
        ivy.ShapeError: ``ext_mat`` is not of shape (..., 3, 4), or the batch shapes do not
            broadcast.
        ivy.DtypeError: ``ext_mat`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> intrinsics = calib_mat_to_intrinsics_object(np.eye(3), (2, 2))
        >>> ext_mat = np.concatenate([np.eye(3), [[0.0], [0.0], [-5.0]]], axis=1)
        >>> camera = ext_mat_and_intrinsics_to_cam_geometry_object(ext_mat, intrinsics)
        >>> camera.extrinsics.cam_centers
        array([[0.],
               [0.],
               [5.]])
    """
    check_input(
        "ext_mat_and_intrinsics_to_cam_geometry_object", "ext_mat", ext_mat, ["...", "3", "4"]
    )
    ext_mat_homo = homogeneous_rows(ext_mat)
    return _cam_geometry(ext_mat_homo, ivy.inv(ext_mat_homo), intrinsics)


def inv_ext_mat_and_intrinsics_to_cam_geometry_object(
    inv_ext_mat: Any, intrinsics: Intrinsics
) -> CameraGeometry:
    """A camera's full geometry from its pose (inverse extrinsic matrix) and intrinsics.

    Args:
        inv_ext_mat: camera poses ``[Rᵀ | C]`` (camera to world: the camera's axes as columns,
            then its centre), shape (..., 3, 4). Build them from other pose representations
            with ivy_mech (e.g. ``ivy_mech.rot_vec_pose_to_mat_pose``).
        intrinsics: the camera's :class:`~ivy_vision.Intrinsics` (batch shape broadcast with
            ``inv_ext_mat``'s).

    Returns:
        The :class:`~ivy_vision.CameraGeometry`.

    Raises:
        ivy.ShapeError: ``inv_ext_mat`` is not of shape (..., 3, 4), or the batch shapes do not
            broadcast.
        ivy.DtypeError: ``inv_ext_mat`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> intrinsics = calib_mat_to_intrinsics_object(np.eye(3), (2, 2))
        >>> pose = np.concatenate([np.eye(3), [[0.0], [0.0], [5.0]]], axis=1)
        >>> camera = inv_ext_mat_and_intrinsics_to_cam_geometry_object(pose, intrinsics)
        >>> camera.extrinsics.ext_mats_homo[:3]
        array([[ 1.,  0.,  0.,  0.],
               [ 0.,  1.,  0.,  0.],
               [ 0.,  0.,  1., -5.]])
    """
    check_input(
        "inv_ext_mat_and_intrinsics_to_cam_geometry_object",
        "inv_ext_mat",
        inv_ext_mat,
        ["...", "3", "4"],
    )
    inv_ext_mat_homo = homogeneous_rows(inv_ext_mat)
    return _cam_geometry(ivy.inv(inv_ext_mat_homo), inv_ext_mat_homo, intrinsics)
