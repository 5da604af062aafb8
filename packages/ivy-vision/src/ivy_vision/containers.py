"""Camera and scene objects: ``Intrinsics``, ``Extrinsics``, ``CameraGeometry``, ``PrimitiveScene``.

Each is a frozen dataclass of arrays registered as a pytree (with optree in ivy's namespace, and
with jax once jax is imported), so it passes through ``jax.jit``, ``jax.grad``, ``jax.vmap``,
``ivy.compile`` and ``optree.tree_map(..., namespace="ivy")`` as a tree of its arrays. Fields keep
the original library's names and meanings; a new object with some fields changed is
``dataclasses.replace(obj, field=value)``.

Camera objects are built from the usual parameters by the functions of
:mod:`ivy_vision.single_view_geometry` (the original's names):
``focal_lengths_and_pp_offsets_to_intrinsics_object``,
``persp_angles_and_pp_offsets_to_intrinsics_object``, ``calib_mat_to_intrinsics_object``,
``ext_mat_and_intrinsics_to_cam_geometry_object`` and
``inv_ext_mat_and_intrinsics_to_cam_geometry_object`` (from camera poses).

Differs from the original: the objects are frozen dataclasses, not ``ivy.Container`` subclasses
(a subclass would lose its type through the container's own operations and is not a jax pytree
by itself); ``PrimitiveScene`` takes sphere centres ``(..., num_spheres, 3)`` where the original
took 3×4 matrices and read their last column, gains the builders :meth:`PrimitiveScene.from_poses`
and :meth:`PrimitiveScene.from_primitives` and the renderer :meth:`PrimitiveScene.render_depth`;
``as_identity`` takes ``dtype`` and ``device``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

import ivy
import ivy_mech
from ivy_vision._common import (
    check_image_dims,
    check_input,
    device_of,
    ensure_registered_with_jax,
    pixel_grid,
    register_pytree,
    world_ray_vectors,
)
from ivy_vision.sdf import cuboid_signed_distances, sphere_signed_distances, sphere_trace

__all__ = ["Intrinsics", "Extrinsics", "CameraGeometry", "PrimitiveScene"]


def _identity_matrices(size: int, batch_shape: Sequence[int], **options: Any) -> Any:
    eye = ivy.eye(size, **options)
    return ivy.broadcast_to(eye, (*batch_shape, size, size))


@register_pytree
@dataclasses.dataclass(frozen=True, eq=False)
class Intrinsics:
    """A camera's intrinsic parameters, in every form the geometry functions take.

    Attributes:
        focal_lengths: ``[fx, fy]`` in pixels, shape (..., 2).
        persp_angles: horizontal and vertical angles of view ``[θx, θy]`` in radians,
            shape (..., 2).
        pp_offsets: principal point ``[px, py]`` in pixels, shape (..., 2).
        calib_mats: calibration matrices ``K``, shape (..., 3, 3).
        inv_calib_mats: their inverses ``K⁻¹``, shape (..., 3, 3).

    Example:
        >>> Intrinsics.as_identity((2,)).calib_mats.shape
        (2, 3, 3)
    """

    focal_lengths: Any
    persp_angles: Any
    pp_offsets: Any
    calib_mats: Any
    inv_calib_mats: Any

    def __post_init__(self) -> None:
        ensure_registered_with_jax()

    @classmethod
    def as_identity(
        cls,
        batch_shape: Sequence[int] = (),
        *,
        dtype: Any = None,
        device: Any = None,
        backend: Any = None,
    ) -> Intrinsics:
        """Unit focal lengths and angles, zero offsets and identity matrices.

        Args:
            batch_shape: the leading shape of every field.
            dtype: a real floating dtype; ivy's default float if None.
            device: the device; ivy's default if None.
            backend: the framework to create the arrays with (e.g. ``"torch"``); if None,
                the global setting, else numpy (ivy's usual rule).

        Returns:
            The intrinsics, created by the current backend (ivy's usual rule).
        """
        batch_shape = tuple(batch_shape)
        options = {"dtype": dtype, "device": device, "backend": backend}
        return cls(
            focal_lengths=ivy.ones((*batch_shape, 2), **options),
            persp_angles=ivy.ones((*batch_shape, 2), **options),
            pp_offsets=ivy.zeros((*batch_shape, 2), **options),
            calib_mats=_identity_matrices(3, batch_shape, **options),
            inv_calib_mats=_identity_matrices(3, batch_shape, **options),
        )


@register_pytree
@dataclasses.dataclass(frozen=True, eq=False)
class Extrinsics:
    """A camera's pose in the world, in every form the geometry functions take.

    The extrinsic matrix ``E = [R | -R C]`` maps world coordinates to camera coordinates; its
    inverse, the camera's pose ``[Rᵀ | C]``, maps camera coordinates to the world.

    Attributes:
        cam_centers: camera centres ``C`` in the world frame, shape (..., 3, 1).
        Rs: world-to-camera rotation matrices ``R``, shape (..., 3, 3).
        inv_Rs: camera-to-world rotation matrices ``Rᵀ``, shape (..., 3, 3).
        ext_mats_homo: homogeneous extrinsic matrices, shape (..., 4, 4).
        inv_ext_mats_homo: their inverses (homogeneous camera poses), shape (..., 4, 4).

    Example:
        >>> Extrinsics.as_identity().ext_mats_homo.shape
        (4, 4)
    """

    cam_centers: Any
    Rs: Any
    inv_Rs: Any  # noqa: N815 (the original's name)
    ext_mats_homo: Any
    inv_ext_mats_homo: Any

    def __post_init__(self) -> None:
        ensure_registered_with_jax()

    @classmethod
    def as_identity(
        cls,
        batch_shape: Sequence[int] = (),
        *,
        dtype: Any = None,
        device: Any = None,
        backend: Any = None,
    ) -> Extrinsics:
        """Cameras at the world origin, aligned with the world frame.

        Args:
            batch_shape: the leading shape of every field.
            dtype: a real floating dtype; ivy's default float if None.
            device: the device; ivy's default if None.
            backend: the framework to create the arrays with (e.g. ``"torch"``); if None,
                the global setting, else numpy (ivy's usual rule).

        Returns:
            The extrinsics, created by the current backend (ivy's usual rule).
        """
        batch_shape = tuple(batch_shape)
        options = {"dtype": dtype, "device": device, "backend": backend}
        return cls(
            cam_centers=ivy.zeros((*batch_shape, 3, 1), **options),
            Rs=_identity_matrices(3, batch_shape, **options),
            inv_Rs=_identity_matrices(3, batch_shape, **options),
            ext_mats_homo=_identity_matrices(4, batch_shape, **options),
            inv_ext_mats_homo=_identity_matrices(4, batch_shape, **options),
        )


@register_pytree
@dataclasses.dataclass(frozen=True, eq=False)
class CameraGeometry:
    """A camera's intrinsics, extrinsics and full projection matrices.

    The full matrix ``P = K E`` maps homogeneous world coordinates to depth-scaled pixel
    coordinates ``[u d, v d, d]``; the homogeneous inverse maps ``[u d, v d, d, 1]`` back.

    Attributes:
        intrinsics: the :class:`Intrinsics`.
        extrinsics: the :class:`Extrinsics`.
        full_mats_homo: homogeneous full projection matrices, shape (..., 4, 4).
        inv_full_mats_homo: their inverses, shape (..., 4, 4).

    Example:
        >>> CameraGeometry.as_identity((3,)).full_mats_homo.shape
        (3, 4, 4)
    """

    intrinsics: Intrinsics
    extrinsics: Extrinsics
    full_mats_homo: Any
    inv_full_mats_homo: Any

    def __post_init__(self) -> None:
        ensure_registered_with_jax()

    @classmethod
    def as_identity(
        cls,
        batch_shape: Sequence[int] = (),
        *,
        dtype: Any = None,
        device: Any = None,
        backend: Any = None,
    ) -> CameraGeometry:
        """Identity intrinsics and extrinsics, identity full matrices.

        Args:
            batch_shape: the leading shape of every field.
            dtype: a real floating dtype; ivy's default float if None.
            device: the device; ivy's default if None.
            backend: the framework to create the arrays with (e.g. ``"torch"``); if None,
                the global setting, else numpy (ivy's usual rule).

        Returns:
            The camera geometry, created by the current backend (ivy's usual rule).
        """
        batch_shape = tuple(batch_shape)
        options = {"dtype": dtype, "device": device, "backend": backend}
        return cls(
            intrinsics=Intrinsics.as_identity(batch_shape, **options),
            extrinsics=Extrinsics.as_identity(batch_shape, **options),
            full_mats_homo=_identity_matrices(4, batch_shape, **options),
            inv_full_mats_homo=_identity_matrices(4, batch_shape, **options),
        )


@register_pytree
@dataclasses.dataclass(frozen=True, eq=False)
class PrimitiveScene:
    """A scene of spheres and oriented cuboids, with its signed distance function.

    Either kind may be absent (its two fields None), not both. Build one from arrays of
    poses with :meth:`from_poses` (differentiable w.r.t. them), or from a readable list with
    :meth:`from_primitives`.

    Attributes:
        sphere_positions: sphere centres, shape (..., num_spheres, 3), or None.
        sphere_radii: sphere radii, shape (..., num_spheres, 1), or None.
        cuboid_ext_mats: world-to-cuboid transforms ``[R | t]`` (the inverses of the cuboids'
            poses), shape (..., num_cuboids, 3, 4), or None.
        cuboid_dims: cuboid edge lengths along their own x, y and z axes,
            shape (..., num_cuboids, 3), or None.

    Raises:
        ValueError: only one field of a kind is given, or no primitive at all.

    Example:
        >>> import numpy as np
        >>> scene = PrimitiveScene.from_primitives(
        ...     spheres=[{"position": [0.0, 0.0, 3.0], "radius": 1.0}],
        ...     cuboids=[{"position": [0.0, 0.0, 0.0], "size": [2.0, 2.0, 2.0]}],
        ...     dtype="float64",
        ... )
        >>> scene.sdf(np.array([[0.0, 0.0, 0.0], [0.0, 0.0, 1.5], [4.0, 0.0, 0.0]]))
        array([[-1. ],
               [ 0.5],
               [ 3. ]])
    """

    sphere_positions: Any = None
    sphere_radii: Any = None
    cuboid_ext_mats: Any = None
    cuboid_dims: Any = None

    def __post_init__(self) -> None:
        ensure_registered_with_jax()
        for first, second in (
            ("sphere_positions", "sphere_radii"),
            ("cuboid_ext_mats", "cuboid_dims"),
        ):
            if (getattr(self, first) is None) != (getattr(self, second) is None):
                raise ValueError(f"PrimitiveScene: give both {first} and {second}, or neither")
        if self.sphere_positions is None and self.cuboid_ext_mats is None:
            raise ValueError("PrimitiveScene: the scene needs at least one sphere or cuboid")

    # Builders #
    # ---------#

    @classmethod
    def from_poses(
        cls,
        *,
        sphere_positions: Any = None,
        sphere_radii: Any = None,
        cuboid_poses: Any = None,
        cuboid_dims: Any = None,
    ) -> PrimitiveScene:
        """A scene from cuboid poses (cuboid-to-world ``[R | t]``) rather than their inverses.

        Args:
            sphere_positions: sphere centres, shape (..., num_spheres, 3), or None.
            sphere_radii: sphere radii, shape (..., num_spheres, 1), or None.
            cuboid_poses: rigid cuboid poses ``[R | t]`` (the cuboid's centre at ``t``, its
                edges along the columns of ``R``), shape (..., num_cuboids, 3, 4), or None.
            cuboid_dims: cuboid edge lengths, shape (..., num_cuboids, 3), or None.

        Returns:
            The scene, with ``cuboid_ext_mats = [Rᵀ | -Rᵀ t]``.

        Raises:
            ivy.ShapeError: ``cuboid_poses`` is not of shape (..., 3, 4).
            ivy.DtypeError: ``cuboid_poses`` is not of a real floating dtype.
        """
        ext_mats = None
        if cuboid_poses is not None:
            check_input(
                "PrimitiveScene.from_poses", "cuboid_poses", cuboid_poses, ["...", "3", "4"]
            )
            inverse_rotations = ivy.matrix_transpose(cuboid_poses[..., :3])
            ext_mats = ivy.concat(
                [inverse_rotations, -ivy.matmul(inverse_rotations, cuboid_poses[..., 3:])],
                axis=-1,
            )
        return cls(sphere_positions, sphere_radii, ext_mats, cuboid_dims)

    @classmethod
    def from_primitives(
        cls,
        *,
        spheres: Sequence[Mapping[str, Any]] = (),
        cuboids: Sequence[Mapping[str, Any]] = (),
        dtype: Any = None,
        device: Any = None,
        backend: Any = None,
    ) -> PrimitiveScene:
        """A scene from readable descriptions of its spheres and cuboids.

        Args:
            spheres: one mapping per sphere: ``"position"`` (3 numbers) and ``"radius"``.
            cuboids: one mapping per cuboid: ``"position"`` of its centre (3 numbers),
                ``"size"`` (its edge lengths along its own x, y, z), and optionally
                ``"rotation"``, a rotation vector (3 numbers, axis times angle in radians) or a
                3×3 rotation matrix, from the cuboid's frame to the world's (default: none).
            dtype: a real floating dtype; ivy's default float if None.
            device: the device; ivy's default if None.
            backend: the framework to create the arrays with (e.g. ``"torch"``); if None,
                the global setting, else numpy (ivy's usual rule).

        Returns:
            The scene, without batch axes, created by the current backend (ivy's usual rule).

        Raises:
            KeyError: a description lacks a required key.
            ValueError: a value has the wrong number of entries, or there is no primitive.
        """
        fn = "PrimitiveScene.from_primitives"

        def vector(value: Any, size: int, what: str) -> np.ndarray:
            array = np.asarray(value, dtype=np.float64)
            if array.shape != (size,):
                raise ValueError(f"{fn}: {what} must have {size} numbers; got {value!r}")
            return array

        def as_array(values: np.ndarray) -> Any:
            return ivy.asarray(values, dtype=dtype or ivy.float32, device=device, backend=backend)

        sphere_positions = sphere_radii = cuboid_ext_mats = cuboid_dims = None
        if spheres:
            positions = [vector(s["position"], 3, "a sphere's position") for s in spheres]
            radii = [vector([s["radius"]], 1, "a sphere's radius") for s in spheres]
            sphere_positions, sphere_radii = (
                as_array(np.stack(positions)),
                as_array(np.stack(radii)),
            )
        if cuboids:
            poses = [_cuboid_pose(fn, c, vector) for c in cuboids]
            rotations, translations = np.stack(poses)[..., :3], np.stack(poses)[..., 3:]
            inverse_rotations = np.swapaxes(rotations, -1, -2)
            cuboid_ext_mats = as_array(
                np.concatenate([inverse_rotations, -inverse_rotations @ translations], axis=-1)
            )
            cuboid_dims = as_array(
                np.stack([vector(c["size"], 3, "a cuboid's size") for c in cuboids])
            )
        return cls(sphere_positions, sphere_radii, cuboid_ext_mats, cuboid_dims)

    @classmethod
    def as_identity(
        cls,
        batch_shape: Sequence[int] = (),
        *,
        dtype: Any = None,
        device: Any = None,
        backend: Any = None,
    ) -> PrimitiveScene:
        """One unit-radius sphere and one unit cube, both centred on the origin.

        Args:
            batch_shape: the leading shape of every field.
            dtype: a real floating dtype; ivy's default float if None.
            device: the device; ivy's default if None.
            backend: the framework to create the arrays with (e.g. ``"torch"``); if None,
                the global setting, else numpy (ivy's usual rule).

        Returns:
            The scene, created by the current backend (ivy's usual rule).
        """
        batch_shape = tuple(batch_shape)
        options = {"dtype": dtype, "device": device, "backend": backend}
        identity = ivy.eye(3, 4, **options)
        return cls(
            sphere_positions=ivy.zeros((*batch_shape, 1, 3), **options),
            sphere_radii=ivy.ones((*batch_shape, 1, 1), **options),
            cuboid_ext_mats=ivy.broadcast_to(identity, (*batch_shape, 1, 3, 4)),
            cuboid_dims=ivy.ones((*batch_shape, 1, 3), **options),
        )

    # Queries #
    # --------#

    def sdf(self, query_positions: Any) -> Any:
        """Signed distances of points from the scene: the minimum over all its primitives.

        Args:
            query_positions: points, shape (..., num_points, 3).

        Returns:
            Signed distances (negative inside a primitive), shape (..., num_points, 1).

        Raises:
            ivy.ShapeError: ``query_positions`` is not of shape (..., num_points, 3), or the
                batch shapes do not broadcast.
            ivy.DtypeError: ``query_positions`` is not of a real floating dtype.
        """
        distances = []
        if self.sphere_positions is not None:
            distances.append(
                sphere_signed_distances(self.sphere_positions, self.sphere_radii, query_positions)
            )
        if self.cuboid_ext_mats is not None:
            distances.append(
                cuboid_signed_distances(self.cuboid_ext_mats, self.cuboid_dims, query_positions)
            )
        if len(distances) == 1:
            return distances[0]
        return ivy.minimum(*distances)

    def render_depth(
        self,
        camera_geometry: CameraGeometry,
        image_dims: Sequence[int],
        *,
        num_iterations: int = 64,
        max_depth: float = 100.0,
        hit_tolerance: float = 1e-3,
    ) -> Any:
        """Renders the depth image a camera sees of the scene, by sphere tracing its pixels.

        The ray of each pixel ``(u, v)`` (u the column, v the row, through the pixel centre)
        is marched by :func:`ivy_vision.sphere_trace`; the depth is the hit point's camera-frame
        z. Differentiable w.r.t. the scene's and the camera's arrays where rays hit.

        Args:
            camera_geometry: the camera, with batch shape (...) (broadcast with the scene's).
            image_dims: ``(height, width)`` of the image in pixels.
            num_iterations: sphere-tracing steps per ray.
            max_depth: rays are marched at most this far (in world units along the ray).
            hit_tolerance: a ray hits where ``|sdf|`` at its end is below this.

        Returns:
            Depth image, shape (..., height, width, 1): the camera-frame z of the surface seen
            at each pixel, 0 where the ray hits nothing (as depth sensors report no return).

        Raises:
            ValueError: ``image_dims`` is not two positive ints.

        Example:
            >>> import numpy as np
            >>> from ivy_vision import focal_lengths_and_pp_offsets_to_intrinsics_object
            >>> from ivy_vision import inv_ext_mat_and_intrinsics_to_cam_geometry_object
            >>> intrinsics = focal_lengths_and_pp_offsets_to_intrinsics_object(
            ...     np.array([4.0, 4.0]), np.array([2.0, 2.0]), (5, 5)
            ... )
            >>> camera = inv_ext_mat_and_intrinsics_to_cam_geometry_object(
            ...     np.eye(4)[:3], intrinsics
            ... )
            >>> scene = PrimitiveScene.from_primitives(
            ...     cuboids=[{"position": [0.0, 0.0, 5.0], "size": [3.0, 3.0, 2.0]}],
            ...     dtype="float64",
            ... )
            >>> scene.render_depth(camera, (5, 5))[..., 0].round(3)
            array([[0., 0., 0., 0., 0.],
                   [0., 4., 4., 4., 0.],
                   [0., 4., 4., 4., 0.],
                   [0., 4., 4., 4., 0.],
                   [0., 0., 0., 0., 0.]])
        """
        fn = "PrimitiveScene.render_depth"
        height, width = check_image_dims(fn, image_dims)
        inv_full_mats = camera_geometry.inv_full_mats_homo[..., :3, :]
        camera_batch = tuple(ivy.shape(inv_full_mats))[:-2]
        grid = pixel_grid(
            height,
            width,
            dtype=ivy.dtype(inv_full_mats),
            device=device_of(inv_full_mats),
            backend=ivy.current_backend(inv_full_mats),
        )
        grid = ivy.reshape(grid, (*[1] * len(camera_batch), height * width, 3))
        centers = camera_geometry.extrinsics.cam_centers
        directions = world_ray_vectors(fn, inv_full_mats, grid, centers)
        origins = ivy.broadcast_to(ivy.matrix_transpose(centers), tuple(ivy.shape(directions)))
        distances, hits = sphere_trace(
            self.sdf,
            origins,
            directions,
            num_iterations=num_iterations,
            max_distance=max_depth,
            hit_tolerance=hit_tolerance,
        )
        # The camera-frame z of origin + s d is s (R d)_z: the optical axis is R's last row.
        optical_axes = camera_geometry.extrinsics.Rs[..., 2:3, :]
        depth = distances * ivy.sum(directions * optical_axes, axis=-1, keepdims=True)
        depth = ivy.where(hits, depth, ivy.zeros_like(depth))
        return ivy.reshape(depth, (*tuple(ivy.shape(depth))[:-2], height, width, 1))


def _cuboid_pose(fn: str, cuboid: Mapping[str, Any], vector: Any) -> np.ndarray:
    """The pose ``[R | t]`` (3, 4) of a cuboid description, in float64 NumPy."""
    position = vector(cuboid["position"], 3, "a cuboid's position")
    rotation = np.asarray(cuboid.get("rotation", np.zeros(3)), dtype=np.float64)
    if rotation.shape == (3,):
        with ivy.using_backend("numpy"):
            rotation = np.asarray(ivy_mech.rot_vec_to_rot_mat(rotation))
    elif rotation.shape != (3, 3):
        raise ValueError(
            f"{fn}: a cuboid's rotation must be a rotation vector (3 numbers) or a 3x3 matrix; "
            f"got shape {rotation.shape}"
        )
    return np.concatenate([rotation, position[:, None]], axis=-1)
