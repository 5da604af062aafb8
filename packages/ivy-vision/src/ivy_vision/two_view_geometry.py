"""Two-view geometry: mapping coordinates between two cameras, epipolar geometry, triangulation.

Conventions are those of :mod:`ivy_vision.single_view_geometry`: ds pixel coordinates
``[u d, v d, d]``, homogeneous camera and world coordinates ``[x, y, z, 1]``, full matrices
``P = K E`` (..., 3, 4). A *camera-to-camera* matrix maps frame 1 to frame 2: the extrinsic
``E₂ E₁⁻¹`` (camera coordinates) or the full ``P₂ P₁⁻¹`` (ds pixel coordinates), both the top
three rows of the homogeneous 4×4 products.

Batch axes: a matrix ``(*batch, m, n)`` applies to coordinates ``(*batch, *sample_shape, n)``,
its batch axes leading the coordinates' (broadcasting where sizes are 1). Functions of both
views take their matrices stacked as ``(*batch, 2, ...)``: the view axis is the matrices' last
batch axis, so it leads the coordinates' sample axes, as in ``(*batch, 2, *sample_shape, 3)``.

Every function is differentiable end to end on the autodiff backends (divisions are guarded so
gradients stay finite, also for parallel rays and points at infinity) and keeps the inputs'
dtype: float32 in, float32 out.

Differs from the original: the ``batch_shape``, ``image_shape`` and ``device`` arguments that only
restated the inputs are gone; :func:`triangulate_depth` computes ``inv_full_mats`` and
``camera_centers`` for the ``"cmp"`` method when they are not given (the original's check for
this misspelled the method, so they were required), and raises ``ValueError`` for an unknown
method; its ``"cmp"`` method returns ``t₁ x₁`` for the closest point ``C₁ + t₁ M₁⁻¹ x₁`` of
ray 1 (its projection, without projecting it), and depth 0 for pixels whose rays are parallel
(the original divided by ``|n|² + 1e-12``); :func:`get_fundamental_matrix` takes the
pseudo-inverse as ``Pᵀ (P Pᵀ)⁻¹`` rather than by an SVD (the same matrix for the full-rank
projection matrices it is defined for).
"""

from __future__ import annotations

import math
from typing import Any

import ivy
from ivy_vision._common import (
    apply_affine,
    apply_matrix,
    broadcast_batch,
    check_input,
    dehomogenize,
    device_of,
    make_homogeneous,
    safe_divide,
    split_leading,
)
from ivy_vision.projective_geometry import (
    projection_matrix_inverse,
    projection_matrix_pseudo_inverse,
)
from ivy_vision.single_view_geometry import (
    angular_pixel_to_sphere_coords,
    cam_to_sphere_coords,
    sphere_to_angular_pixel_coords,
    sphere_to_cam_coords,
)

__all__ = [
    "ds_pixel_to_ds_pixel_coords",
    "cam_to_cam_coords",
    "sphere_to_sphere_coords",
    "angular_pixel_to_angular_pixel_coords",
    "get_fundamental_matrix",
    "closest_mutual_points_along_two_skew_rays",
    "triangulate_depth",
]

TRIANGULATION_METHODS = ("cmp", "dlt")
"""``"cmp"``: closest mutual points of the two rays; ``"dlt"``: the homogeneous DLT."""


# Coordinates between cameras #
# ----------------------------#


def ds_pixel_to_ds_pixel_coords(ds_pixel_coords1: Any, cam1to2_full_mat: Any) -> Any:
    """Ds pixel coordinates in camera 1 to ds pixel coordinates in camera 2.

    ``x₂ = P₁→₂ [x₁, 1]`` (Hartley & Zisserman, section 6.1), with ``P₁→₂`` the top rows of
    ``P₂ P₁⁻¹`` for homogeneous full matrices.

    Args:
        ds_pixel_coords1: ``[u d, v d, d]`` in camera 1, shape (*batch, *sample_shape, 3).
        cam1to2_full_mat: camera-1-to-camera-2 full projection matrices, shape (*batch, 3, 4).

    Returns:
        Ds pixel coordinates in camera 2, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> shift = np.concatenate([np.eye(3), [[1.0], [0.0], [0.0]]], axis=1)
        >>> ds_pixel_to_ds_pixel_coords(np.array([2.0, 4.0, 2.0]), shift)
        array([3., 4., 2.])
    """
    fn = "ds_pixel_to_ds_pixel_coords"
    check_input(fn, "cam1to2_full_mat", cam1to2_full_mat, ["...", "3", "4"])
    check_input(fn, "ds_pixel_coords1", ds_pixel_coords1, ["...", "3"])
    return apply_affine(
        fn, ds_pixel_coords1, "ds_pixel_coords1", cam1to2_full_mat, "cam1to2_full_mat"
    )


def _cam_to_cam(fn: str, cam_coords1: Any, name: str, cam1to2_ext_mat: Any) -> Any:
    """``[E₁→₂ X, 1]``, with messages for ``fn`` (no checks but the batch)."""
    return make_homogeneous(apply_matrix(fn, cam_coords1, name, cam1to2_ext_mat, "cam1to2_ext_mat"))


def cam_to_cam_coords(cam_coords1: Any, cam1to2_ext_mat: Any) -> Any:
    """Homogeneous camera-1 coordinates to homogeneous camera-2 coordinates ``[E₁→₂ X, 1]``.

    Args:
        cam_coords1: ``[x, y, z, 1]`` in camera 1, shape (*batch, *sample_shape, 4).
        cam1to2_ext_mat: camera-1-to-camera-2 extrinsic matrices (the top rows of
            ``E₂ E₁⁻¹``), shape (*batch, 3, 4).

    Returns:
        Camera-2 coordinates ``[x, y, z, 1]``, shape (*batch, *sample_shape, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> shift = np.concatenate([np.eye(3), [[0.0], [0.0], [-1.0]]], axis=1)
        >>> cam_to_cam_coords(np.array([1.0, 2.0, 3.0, 1.0]), shift)
        array([1., 2., 2., 1.])
    """
    fn = "cam_to_cam_coords"
    check_input(fn, "cam1to2_ext_mat", cam1to2_ext_mat, ["...", "3", "4"])
    check_input(fn, "cam_coords1", cam_coords1, ["...", "4"])
    return _cam_to_cam(fn, cam_coords1, "cam_coords1", cam1to2_ext_mat)


def sphere_to_sphere_coords(sphere_coords1: Any, cam1to2_ext_mat: Any) -> Any:
    """Ego-sphere coordinates ``[φ, θ, r]`` of camera 1 to those of camera 2.

    Both with the forward-facing-z convention of
    :func:`~ivy_vision.single_view_geometry.cam_to_sphere_coords`.

    Args:
        sphere_coords1: ``[φ, θ, r]`` about camera 1, angles in radians, shape
            (*batch, *sample_shape, 3).
        cam1to2_ext_mat: camera-1-to-camera-2 extrinsic matrices, shape (*batch, 3, 4).

    Returns:
        Ego-sphere coordinates about camera 2, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> shift = np.concatenate([np.eye(3), [[0.0], [0.0], [-1.0]]], axis=1)
        >>> ahead = np.array([0.0, np.pi / 2, 3.0])
        >>> (sphere_to_sphere_coords(ahead, shift) / [1.0, np.pi, 1.0]).round(6)
        array([0. , 0.5, 2. ])
    """
    fn = "sphere_to_sphere_coords"
    check_input(fn, "cam1to2_ext_mat", cam1to2_ext_mat, ["...", "3", "4"])
    check_input(fn, "sphere_coords1", sphere_coords1, ["...", "3"])
    cam_coords1 = sphere_to_cam_coords(sphere_coords1)
    return cam_to_sphere_coords(_cam_to_cam(fn, cam_coords1, "sphere_coords1", cam1to2_ext_mat))


def angular_pixel_to_angular_pixel_coords(
    angular_pixel_coords1: Any, cam1to2_ext_mat: Any, pixels_per_degree: float
) -> Any:
    """Angular pixel coordinates ``[x, y, r]`` of camera 1 to those of camera 2.

    Through ego-sphere coordinates (see
    :func:`~ivy_vision.single_view_geometry.angular_pixel_to_sphere_coords`).

    Args:
        angular_pixel_coords1: ``[x, y, r]`` about camera 1, shape (*batch, *sample_shape, 3).
        cam1to2_ext_mat: camera-1-to-camera-2 extrinsic matrices, shape (*batch, 3, 4).
        pixels_per_degree: the angular resolution of the angular pixel images.

    Returns:
        Angular pixel coordinates about camera 2, shape (*batch, *sample_shape, 3).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> shift = np.concatenate([np.eye(3), [[0.0], [0.0], [-1.0]]], axis=1)
        >>> ahead = np.array([180.0, 90.0, 3.0])
        >>> angular_pixel_to_angular_pixel_coords(ahead, shift, 1.0).round(6)
        array([180.,  90.,   2.])
    """
    fn = "angular_pixel_to_angular_pixel_coords"
    check_input(fn, "cam1to2_ext_mat", cam1to2_ext_mat, ["...", "3", "4"])
    check_input(fn, "angular_pixel_coords1", angular_pixel_coords1, ["...", "3"])
    sphere_coords1 = angular_pixel_to_sphere_coords(angular_pixel_coords1, pixels_per_degree)
    cam_coords2 = _cam_to_cam(
        fn, sphere_to_cam_coords(sphere_coords1), "angular_pixel_coords1", cam1to2_ext_mat
    )
    return sphere_to_angular_pixel_coords(cam_to_sphere_coords(cam_coords2), pixels_per_degree)


# Epipolar geometry #
# ------------------#


def get_fundamental_matrix(
    full_mat1: Any, full_mat2: Any, camera_center1: Any = None, pinv_full_mat1: Any = None
) -> Any:
    """The fundamental matrix ``F = [e₂]ₓ P₂ P₁⁺`` of two cameras, with ``x₂ᵀ F x₁ = 0``.

    ``e₂ = P₂ [C₁, 1]`` is the epipole in image 2, ``P₁⁺`` the right pseudo-inverse of ``P₁``
    (Hartley & Zisserman, section 9.2.2, equation 9.1). Corresponding pixels ``x₁ = [u₁, v₁, 1]``
    and ``x₂`` of any world point satisfy ``x₂ᵀ F x₁ = 0``: ``F x₁`` is ``x₁``'s epipolar line
    in image 2. Not normalised (``F`` is defined up to scale).

    Args:
        full_mat1: camera 1's full projection matrices, shape (..., 3, 4).
        full_mat2: camera 2's full projection matrices, shape (..., 3, 4).
        camera_center1: camera 1's centres ``C₁``, shape (..., 3, 1); from ``full_mat1`` if None.
        pinv_full_mat1: ``P₁⁺``, shape (..., 4, 3); from ``full_mat1`` if None.

    Returns:
        Fundamental matrices, shape (..., 3, 3) (the batch shapes broadcast).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch shapes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> second = np.concatenate([np.eye(3), [[-1.0], [0.0], [0.0]]], axis=1)
        >>> get_fundamental_matrix(np.eye(4)[:3], second)  # a pure sideways motion
        array([[ 0.,  0.,  0.],
               [ 0.,  0.,  1.],
               [ 0., -1.,  0.]])
    """
    fn = "get_fundamental_matrix"
    check_input(fn, "full_mat1", full_mat1, ["...", "3", "4"])
    check_input(fn, "full_mat2", full_mat2, ["...", "3", "4"])
    if camera_center1 is not None:
        check_input(fn, "camera_center1", camera_center1, ["...", "3", "1"])
    if pinv_full_mat1 is not None:
        check_input(fn, "pinv_full_mat1", pinv_full_mat1, ["...", "4", "3"])
    named = [("full_mat1", full_mat1), ("full_mat2", full_mat2)]
    named += [("camera_center1", camera_center1), ("pinv_full_mat1", pinv_full_mat1)]
    broadcast_batch(fn, *((name, tuple(ivy.shape(x))[:-2]) for name, x in named if x is not None))
    if camera_center1 is None:
        camera_center1 = projection_matrix_inverse(full_mat1)[..., 3:]
    if pinv_full_mat1 is None:
        pinv_full_mat1 = projection_matrix_pseudo_inverse(full_mat1)
    # e₂ = P₂ [C₁, 1] = M₂ C₁ + p₂₄, without building [C₁, 1].
    epipole2 = ivy.matmul(full_mat2[..., :3], camera_center1)[..., 0] + full_mat2[..., 3]
    return ivy.matmul(
        ivy.vector_to_skew_symmetric_matrix(epipole2), ivy.matmul(full_mat2, pinv_full_mat1)
    )


# Triangulation #
# --------------#


def _view(x: Any, view: int, axis: int) -> Any:
    """``x`` at index ``view`` of ``axis`` (counted from the front), that axis dropped."""
    return x[(slice(None),) * axis + (view,)]


def _ray_parameters(baseline: Any, ray1: Any, ray2: Any) -> tuple[Any, Any]:
    """``t₁, t₂`` of the mutually closest points ``C₁ + t₁ r₁`` and ``C₂ + t₂ r₂``; (..., 1) each.

    ``baseline`` is ``C₂ - C₁``. The segment joining the points is along ``n = r₁ × r₂``; the
    plane through ray 2 containing ``n`` meets ray 1 at its closest point, and vice versa. Both
    denominators are ``|n|²``, so parallel rays give ``t = 0``: the camera centres.
    """
    normal = ivy.cross(ray1, ray2)
    squared_sine = ivy.sum(normal * normal, axis=-1, keepdims=True)
    t1 = safe_divide(
        ivy.sum(baseline * ivy.cross(ray2, normal), axis=-1, keepdims=True), squared_sine
    )
    t2 = safe_divide(
        ivy.sum(baseline * ivy.cross(ray1, normal), axis=-1, keepdims=True), squared_sine
    )
    return t1, t2


def _closest_mutual_points(fn: str, camera_centers: Any, world_ray_vectors: Any) -> Any:
    """:func:`closest_mutual_points_along_two_skew_rays` without checks; (..., 2, *S, 4)."""
    num_batch_dims = len(ivy.shape(camera_centers)) - 3
    batch, sample = split_leading(fn, "world_ray_vectors", world_ray_vectors, num_batch_dims + 1, 1)
    centres_batch = tuple(ivy.shape(camera_centers))[:-3]
    out_batch = broadcast_batch(
        fn, ("camera_centers", centres_batch), ("world_ray_vectors", batch[:-1])
    )
    # One sample axis keeps the rank low (paddle and mxnet slice at most 6 and 5 axes).
    rays = ivy.reshape(world_ray_vectors, (*batch, math.prod(sample), 3))
    # (*batch, 2, 1, 3): the centres against every sample.
    centres = ivy.reshape(camera_centers, (*centres_batch, 2, 1, 3))
    centre1, centre2 = _view(centres, 0, num_batch_dims), _view(centres, 1, num_batch_dims)
    ray1, ray2 = _view(rays, 0, num_batch_dims), _view(rays, 1, num_batch_dims)
    t1, t2 = _ray_parameters(centre2 - centre1, ray1, ray2)
    points = ivy.stack([centre1 + t1 * ray1, centre2 + t2 * ray2], axis=num_batch_dims)
    return ivy.reshape(make_homogeneous(points), (*out_batch, 2, *sample, 4))


def closest_mutual_points_along_two_skew_rays(camera_centers: Any, world_ray_vectors: Any) -> Any:
    """The mutually closest points of pairs of rays ``C₁ + λ₁ r₁`` and ``C₂ + λ₂ r₂``.

    For each sample (e.g. each pixel of two index-aligned ray images), the point on ray 1
    closest to ray 2 and the point on ray 2 closest to ray 1: the same point where the rays
    meet. Parallel rays have no such points; they give the camera centres.

    Args:
        camera_centers: the two cameras' centres ``[C₁, C₂]``, shape (*batch, 2, 3, 1).
        world_ray_vectors: ray directions (of any length) ``[r₁, r₂]``, shape
            (*batch, 2, *sample_shape, 3) (the centres' batch axes lead, broadcasting where
            sizes are 1).

    Returns:
        The points on ray 1 and on ray 2, homogeneous, shape (*batch, 2, *sample_shape, 4).

    Raises:
        ivy.ShapeError: a trailing shape is wrong, or the batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> centres = np.array([[[0.0], [0.0], [0.0]], [[2.0], [0.0], [0.0]]])
        >>> rays = np.array([[1.0, 0.0, 1.0], [-1.0, 0.0, 1.0]])  # meeting at (1, 0, 1)
        >>> closest_mutual_points_along_two_skew_rays(centres, rays)
        array([[1., 0., 1., 1.],
               [1., 0., 1., 1.]])
    """
    fn = "closest_mutual_points_along_two_skew_rays"
    check_input(fn, "camera_centers", camera_centers, ["...", "2", "3", "1"])
    check_input(fn, "world_ray_vectors", world_ray_vectors, ["...", "3"])
    _check_view_axis(fn, "world_ray_vectors", world_ray_vectors, len(ivy.shape(camera_centers)) - 3)
    return _closest_mutual_points(fn, camera_centers, world_ray_vectors)


def _check_view_axis(fn: str, name: str, x: Any, axis: int) -> None:
    """Checks that axis ``axis`` of ``x`` (after the matrices' batch axes) holds the 2 views."""
    shape = tuple(ivy.shape(x))
    if len(shape) < axis + 2 or shape[axis] not in (2, None):
        raise ivy.ShapeError(
            f"{fn}: {name} must have shape (*batch, 2, *sample_shape, 3), its axis {axis} "
            f"(after the {axis} batch axes of the matrices) holding the two views; got shape "
            f"{shape}"
        )


def _triangulate_by_closest_mutual_points(
    fn: str, ds_pixel_coords: Any, full_mats: Any, inv_full_mats: Any, camera_centers: Any
) -> Any:
    """Ds pixel coordinates in camera 1 of ray 1's points closest to ray 2; (*batch, *S, 3)."""
    num_batch_dims = len(ivy.shape(full_mats)) - 3
    batch, sample = split_leading(fn, "ds_pixel_coords", ds_pixel_coords, num_batch_dims + 1, 1)
    if inv_full_mats is None:
        inverse_blocks = ivy.inv(full_mats[..., :3])
        if camera_centers is None:
            camera_centers = -ivy.matmul(inverse_blocks, full_mats[..., 3:])
    else:
        inverse_blocks = inv_full_mats[..., :3]
        if camera_centers is None:
            camera_centers = inv_full_mats[..., 3:]
    # One sample axis keeps the rank low (paddle and mxnet slice at most 6 and 5 axes).
    pixels = ivy.reshape(ds_pixel_coords, (*batch, math.prod(sample), 3))
    # For P = [M | p], pixel x's ray is C + λ M⁻¹ x (the first three columns of the inverse
    # full matrix are M⁻¹), and its point C₁ + t₁ M₁⁻¹ x₁ projects to t₁ x₁ in camera 1.
    rays = apply_matrix(fn, pixels, "ds_pixel_coords", inverse_blocks, "inv_full_mats")
    centres = ivy.reshape(camera_centers, (*tuple(ivy.shape(camera_centers))[:-2], 1, 3))
    t1, _ = _ray_parameters(
        _view(centres, 1, num_batch_dims) - _view(centres, 0, num_batch_dims),
        _view(rays, 0, num_batch_dims),
        _view(rays, 1, num_batch_dims),
    )
    ds_pixel_coords1 = t1 * _view(pixels, 0, num_batch_dims)
    return ivy.reshape(ds_pixel_coords1, (*tuple(ivy.shape(ds_pixel_coords1))[:-2], *sample, 3))


def _triangulate_by_dlt(fn: str, ds_pixel_coords: Any, full_mats: Any) -> Any:
    """Ds pixel coordinates in camera 1 of the DLT's points; (*batch, *S, 3)."""
    num_batch_dims = len(ivy.shape(full_mats)) - 3
    batch, sample = split_leading(fn, "ds_pixel_coords", ds_pixel_coords, num_batch_dims + 1, 1)
    out_batch = broadcast_batch(
        fn, ("ds_pixel_coords", batch[:-1]), ("full_mats", tuple(ivy.shape(full_mats))[:-3])
    )
    # (*batch, 2, P, 2): one sample axis keeps the rank low (paddle and mxnet slice at most 6
    # and 5 axes).
    pixels = dehomogenize(ivy.reshape(ds_pixel_coords, (*batch, math.prod(sample), 3)))
    # One scale for both cameras (which changes no solution) keeps the rows near 1 in size, and
    # the cubic cofactors of the solver within float32's range, for pixel-sized coordinates.
    magnitude = ivy.max(ivy.abs(full_mats), axis=(-3, -2, -1), keepdims=True)
    scaled = full_mats / ivy.where(magnitude > 0, magnitude, ivy.ones_like(magnitude))
    # The rows u p₃ᵀ - p₁ᵀ and v p₃ᵀ - p₂ᵀ of each view (Hartley & Zisserman, section 12.2);
    # a row of P (*batch, 1, 4) meets every sample.
    rows = [
        _view(pixels, view, num_batch_dims)[..., axis : axis + 1] * matrix[..., 2:, :]
        - matrix[..., axis, None, :]
        for view, matrix in (
            (0, _view(scaled, 0, num_batch_dims)),
            (1, _view(scaled, 1, num_batch_dims)),
        )
        for axis in (0, 1)
    ]
    # (M, 4, 4) for every sample M of every batch element: view 1's rows, then view 2's.
    system = ivy.reshape(ivy.stack(rows, axis=-2), (-1, 4, 4))
    solution = _least_singular_vector_4x4(system)
    points = safe_divide(solution[..., :3], solution[..., 3:])
    points = ivy.reshape(points, (*out_batch, *sample, 3))
    return apply_affine(fn, points, "ds_pixel_coords", full_mats[..., 0, :, :], "full_mats")


_REFINEMENTS = 3
"""Steps of inverse iteration after the start in :func:`_least_singular_vector_4x4`."""


# The generalized cross product x of three vectors of R⁴ (orthogonal to all three), from the
# six 2×2 minors m of the first two (columns 01 02 03 12 13 23) and the third, z:
# x = z[_Z[0]] m[_M[0]] - z[_Z[1]] m[_M[1]] + _SIGNS z[_Z[2]] m[_M[2]], entry by entry.
_I, _J = (0, 0, 0, 1, 1, 2), (1, 2, 3, 2, 3, 3)
_Z = ((1, 2, 0, 1), (2, 0, 1, 0), (3, 3, 3, 2))
_M = ((5, 2, 4, 1), (4, 5, 2, 3), (3, 1, 0, 0))
_SIGNS = (1.0, -1.0, 1.0, -1.0)


def _least_singular_vector_4x4(system: Any) -> Any:
    """:func:`solve_homogeneous_dlt` of 4×4 systems ``A``, by inverse iteration in closed form.

    For ``A = U Σ Vᵀ``, the adjugate ``C = det(A) A⁻¹`` (cofactors: 3×3 determinants) gives
    ``C Cᵀ = det(A)² V Σ⁻² Vᵀ``: multiplying by it is a step of inverse iteration towards
    ``V``'s last column ``v``, which shrinks the other components by ``(σ₄ / σ₃)²``. The start
    is the column of ``C Cᵀ`` with the largest diagonal entry (``∝ vᵢ²``, so ``|vᵢ| >= 1/2``);
    :data:`_REFINEMENTS` more steps bring it to the SVD's solution within 1e-10 (relative) for
    correspondences with 0.5% noise (0.5 px at a focal length of 100 px), the tests' worst.
    Where ``A`` is singular (of rank 3) the start is already the exact null vector. Products
    of 4×4 matrices only: on torch many times faster than a batched SVD or ``eigh`` of ``AᵀA``
    (LAPACK, one 4×4 matrix at a time), fused by jax, and with a smooth gradient where ``σ₄`` is
    0, unlike the SVD's. On the benchmark's 100k noisy pairs in float32 it is closer to the
    float64 SVD's points than the float32 SVD is. Systems of rank 2 or less (no parallax)
    give 0.

    Args:
        system: ``A``, shape (M, 4, 4), entries of size about 1 (the cofactors are cubic).

    Returns:
        The solutions, shape (M, 4), of unit length but for the last step's scale.
    """
    dtype = ivy.dtype(system)
    # 2×2 minors of the row pairs (0, 1) and (2, 3): (M, 2, 6)
    left, right = _pick(system, _I), _pick(system, _J)
    minors = left[:, 0::2] * right[:, 1::2] - right[:, 0::2] * left[:, 1::2]
    # Row k of cofactors is C's column k up to sign (C Cᵀ is the same): the vector orthogonal
    # to the three rows of A other than row k, from row k's partner (rows 1 0 3 2) and the
    # minors of the other pair.
    partners = ivy.reshape(ivy.flip(ivy.reshape(system, (-1, 2, 2, 4)), axis=2), (-1, 4, 4))
    other_minors = ivy.repeat(ivy.flip(minors, axis=1), 2, axis=1)
    terms = [_pick(partners, z) * _pick(other_minors, m) for z, m in zip(_Z, _M, strict=True)]
    signs = ivy.asarray(
        _SIGNS, dtype=dtype, device=device_of(system), backend=ivy.current_backend(system)
    )
    cofactors_t = terms[0] - terms[1] + terms[2] * signs  # Cᵀ, (M, 4, 4)
    # start: C times row i of C, i the largest diagonal entry of C Cᵀ
    diagonal = ivy.sum(cofactors_t * cofactors_t, axis=1)
    pick = ivy.astype(ivy.one_hot(ivy.argmax(diagonal, axis=-1), 4), dtype)
    row = ivy.sum(cofactors_t * ivy.expand_dims(pick, 1), axis=2)
    solution = ivy.matmul(ivy.expand_dims(row, 1), cofactors_t)  # as a row: (M, 1, 4)
    for _ in range(_REFINEMENTS):
        # to unit length (0 stays 0, with a finite gradient), so the steps neither over- nor
        # underflow
        squared = ivy.sum(solution * solution, axis=-1, keepdims=True)
        nonzero = squared > 0
        root = ivy.sqrt(ivy.where(nonzero, squared, ivy.ones_like(squared)))
        solution = solution * ivy.where(nonzero, 1 / root, ivy.zeros_like(root))
        # (C Cᵀ v)ᵀ = vᵀ C Cᵀ
        solution = ivy.matmul(ivy.matmul(solution, ivy.matrix_transpose(cofactors_t)), cofactors_t)
    return solution[:, 0]


def _pick(x: Any, indices: tuple) -> Any:
    """``x[..., indices]`` (entries of the last axis, repeats allowed), by slices."""
    return ivy.concat([x[..., i : i + 1] for i in indices], axis=-1)


def triangulate_depth(
    ds_pixel_coords: Any,
    full_mats: Any,
    inv_full_mats: Any = None,
    camera_centers: Any = None,
    method: str = "cmp",
) -> Any:
    """Triangulates points seen by two cameras, returning their ds pixel coordinates in camera 1.

    Each sample holds the pixel of one world point in both views (e.g. a pixel of image 1 and
    where optical flow carries it in image 2). Method ``"cmp"`` intersects the two pixels' rays
    (the point of ray 1 closest to ray 2, as :func:`closest_mutual_points_along_two_skew_rays`);
    ``"dlt"`` solves the homogeneous linear system of both projections in the least-squares
    sense (Hartley & Zisserman, section 12.2): the solution
    :func:`~ivy_vision.projective_geometry.solve_homogeneous_dlt` finds by SVD, computed in
    closed form from the 4×4 system's adjugate (elementwise, so fast on every backend, with a
    smooth gradient even for exactly consistent pixels). Without noise both methods recover
    the point exactly; with noise they differ a little. Both are differentiable.

    Args:
        ds_pixel_coords: each view's homogeneous pixel coordinates ``[u d, v d, d]`` (any
            ``d > 0``, e.g. 1), shape (*batch, 2, *sample_shape, 3); the view axis follows the
            matrices' batch axes.
        full_mats: the two cameras' full projection matrices ``[P₁, P₂]``, shape
            (*batch, 2, 3, 4).
        inv_full_mats: their inverse full matrices, shape (*batch, 2, 3, 4); used by ``"cmp"``,
            computed from ``full_mats`` if None.
        camera_centers: the cameras' centres, shape (*batch, 2, 3, 1); used by ``"cmp"``, the
            last column of ``inv_full_mats`` if None.
        method: ``"cmp"`` (closest mutual points) or ``"dlt"`` (homogeneous DLT).

    Returns:
        The points' ds pixel coordinates ``[u d, v d, d]`` in camera 1, with ``d`` their
        triangulated depth, shape (*batch, *sample_shape, 3). Pixels whose rays are parallel
        (no parallax) get depth 0.

    Raises:
        ivy.ShapeError: a trailing shape is wrong, the view axis does not hold 2 views, or the
            batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.
        ValueError: ``method`` is not ``"cmp"`` or ``"dlt"``.

    Example:
        >>> import numpy as np
        >>> second = np.concatenate([np.eye(3), [[-1.0], [0.0], [0.0]]], axis=1)
        >>> full_mats = np.stack([np.eye(4)[:3], second])
        >>> pixels = np.array([[0.25, 0.5, 1.0], [0.0, 0.5, 1.0]])  # of the point (1, 2, 4)
        >>> triangulate_depth(pixels, full_mats).round(6)
        array([1., 2., 4.])
    """
    fn = "triangulate_depth"
    if method not in TRIANGULATION_METHODS:
        raise ValueError(f"{fn}: method must be one of {TRIANGULATION_METHODS}; got {method!r}")
    check_input(fn, "full_mats", full_mats, ["...", "2", "3", "4"])
    if inv_full_mats is not None:
        check_input(fn, "inv_full_mats", inv_full_mats, ["...", "2", "3", "4"])
    if camera_centers is not None:
        check_input(fn, "camera_centers", camera_centers, ["...", "2", "3", "1"])
    check_input(fn, "ds_pixel_coords", ds_pixel_coords, ["...", "3"])
    num_batch_dims = len(ivy.shape(full_mats)) - 3
    _check_view_axis(fn, "ds_pixel_coords", ds_pixel_coords, num_batch_dims)
    batch, _ = split_leading(fn, "ds_pixel_coords", ds_pixel_coords, num_batch_dims + 1, 1)
    named = [("ds_pixel_coords", batch), ("full_mats", tuple(ivy.shape(full_mats))[:-2])]
    for name, x in [("inv_full_mats", inv_full_mats), ("camera_centers", camera_centers)]:
        if x is not None:
            named.append((name, tuple(ivy.shape(x))[:-2]))
    broadcast_batch(fn, *named)
    if method == "dlt":
        return _triangulate_by_dlt(fn, ds_pixel_coords, full_mats)
    return _triangulate_by_closest_mutual_points(
        fn, ds_pixel_coords, full_mats, inv_full_mats, camera_centers
    )
