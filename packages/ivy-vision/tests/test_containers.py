"""Camera and scene objects: construction, pytrees (optree, jax.jit, ivy.compile), SDF, rendering."""

import dataclasses

import numpy as np
import optree
import pytest
from scipy.spatial.transform import Rotation
from vision_testing import arr, to_np

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import (
    CameraGeometry,
    Extrinsics,
    Intrinsics,
    PrimitiveScene,
    focal_lengths_and_pp_offsets_to_intrinsics_object,
    inv_ext_mat_and_intrinsics_to_cam_geometry_object,
)

# The rendering tests share one image size: jax compiles every new shape, eagerly too.
RENDER_DIMS = (7, 9)


def camera(position=(0.0, 0.0, 0.0), rotation=None, size=RENDER_DIMS, focal=8.0, dtype="float64"):
    """A pinhole camera at ``position`` looking along its rotated +z."""
    rotation = np.eye(3) if rotation is None else rotation
    height, width = size
    intrinsics = focal_lengths_and_pp_offsets_to_intrinsics_object(
        arr([focal, focal], dtype), arr([(width - 1) / 2, (height - 1) / 2], dtype), size
    )
    pose = np.concatenate([rotation, np.asarray(position, dtype=float)[:, None]], -1)
    return inv_ext_mat_and_intrinsics_to_cam_geometry_object(arr(pose, dtype), intrinsics)


SCENE = {
    "spheres": [{"position": [0.5, -0.2, 4.0], "radius": 0.6}],
    "cuboids": [
        {"position": [-1.0, 0.5, 5.0], "size": [1.0, 2.0, 0.5], "rotation": [0.2, 0.3, -0.1]},
        {"position": [0.0, 0.0, 8.0], "size": [10.0, 10.0, 0.2]},
    ],
}


def reference_scene_sdf(points):
    """The SCENE's signed distance, from its readable description, in NumPy."""
    distances = [
        np.linalg.norm(points - sphere["position"], axis=-1) - sphere["radius"]
        for sphere in SCENE["spheres"]
    ]
    for cuboid in SCENE["cuboids"]:
        rotation = Rotation.from_rotvec(cuboid.get("rotation", [0.0, 0.0, 0.0])).as_matrix()
        local = (points - cuboid["position"]) @ rotation  # R^T (p - t), row by row
        q = np.abs(local) - np.asarray(cuboid["size"]) / 2
        distances.append(np.linalg.norm(np.maximum(q, 0), axis=-1) + np.minimum(q.max(-1), 0))
    return np.min(distances, axis=0)[..., None]


class TestCameraObjects:
    @pytest.mark.parametrize("cls", [Intrinsics, Extrinsics, CameraGeometry])
    @pytest.mark.parametrize("shape", [(), (2, 3)])
    def test_as_identity(self, cls, shape):
        obj = cls.as_identity(shape, dtype="float32")
        leaves = optree.tree_leaves(obj, namespace="ivy")
        assert len(leaves) == {Intrinsics: 5, Extrinsics: 5, CameraGeometry: 12}[cls]
        for leaf in leaves:
            assert tuple(ivy.shape(leaf))[: len(shape)] == shape
            assert ivy.dtype(leaf) == ivy.float32
        if cls is CameraGeometry:
            identity = np.broadcast_to(np.eye(4), (*shape, 4, 4))
            assert_allclose(obj.full_mats_homo, identity, dtype="float32")

    def test_frozen(self):
        intrinsics = Intrinsics.as_identity()
        with pytest.raises(dataclasses.FrozenInstanceError):
            intrinsics.calib_mats = None
        replaced = dataclasses.replace(intrinsics, pp_offsets=arr([1.0, 2.0]))
        assert_allclose(replaced.pp_offsets, [1.0, 2.0])

    def test_optree_round_trip_keeps_the_type(self):
        cam = camera()
        doubled = optree.tree_map(lambda x: x * 2, cam, namespace="ivy")
        assert type(doubled) is CameraGeometry and type(doubled.intrinsics) is Intrinsics
        assert_allclose(doubled.intrinsics.calib_mats, 2 * to_np(cam.intrinsics.calib_mats))
        paths = optree.tree_paths(cam, namespace="ivy")
        assert ("intrinsics", "calib_mats") in paths

    @pytest.mark.filterwarnings("error:ivy.compile:RuntimeWarning")
    def test_ivy_compile(self):
        # The objects are arguments and results of the compiled function. (Kept small: torch's
        # dynamo traces every Python line it reaches, which takes minutes for a whole SDF.)
        cam = camera(size=(3, 4))
        scene = PrimitiveScene.from_primitives(**SCENE, dtype="float64")

        def project(cam, scene, points):
            projected = ivy.matmul(points, ivy.matrix_transpose(cam.full_mats_homo[..., :3, :]))
            return projected, scene.sphere_radii * 2.0

        points = arr(np.random.default_rng(0).normal(size=(5, 4)))
        projected, radii = ivy.compile(project)(cam, scene, points)
        assert_allclose(projected, to_np(points) @ to_np(cam.full_mats_homo)[:3].T)
        assert_allclose(radii, 2 * to_np(scene.sphere_radii))

    def test_jax_jit_grad_and_vmap(self):
        if BACKEND != "jax":
            pytest.skip("jax.jit runs on jax")
        import jax

        cam = camera(size=(3, 4))
        points = arr(np.random.default_rng(0).normal(size=(5, 4)))

        @jax.jit
        def shifted(cam, points):
            moved = dataclasses.replace(cam, full_mats_homo=cam.full_mats_homo + 1.0)
            return moved, points @ cam.full_mats_homo[:3].T

        out_cam, projected = shifted(cam, points)
        assert type(out_cam) is CameraGeometry
        assert_allclose(out_cam.full_mats_homo, to_np(cam.full_mats_homo) + 1.0)
        assert_allclose(projected, to_np(points) @ to_np(cam.full_mats_homo)[:3].T)
        grads = jax.grad(lambda c: (c.intrinsics.calib_mats**2).sum())(cam)
        assert_allclose(grads.intrinsics.calib_mats, 2 * to_np(cam.intrinsics.calib_mats))
        batched = jax.tree_util.tree_map(lambda x: jax.numpy.stack([x, x]), cam)
        heights = jax.vmap(lambda c: c.extrinsics.cam_centers[2, 0])(batched)
        assert heights.shape == (2,)


class TestPrimitiveScene:
    def test_from_primitives_matches_the_description(self):
        scene = PrimitiveScene.from_primitives(**SCENE, dtype="float64")
        points = np.random.default_rng(1).normal(size=(7, 3)) * 2 + [0, 0, 4]
        assert_allclose(scene.sdf(arr(points)), reference_scene_sdf(points))

    def test_rotation_matrix_and_vector_agree(self):
        rotvec = [0.3, -0.2, 0.5]
        matrix = Rotation.from_rotvec(rotvec).as_matrix()
        by_vector = PrimitiveScene.from_primitives(
            cuboids=[{"position": [1.0, 2, 3], "size": [1.0, 2, 3], "rotation": rotvec}],
            dtype="float64",
        )
        by_matrix = PrimitiveScene.from_primitives(
            cuboids=[{"position": [1.0, 2, 3], "size": [1.0, 2, 3], "rotation": matrix}],
            dtype="float64",
        )
        assert_allclose(by_vector.cuboid_ext_mats, to_np(by_matrix.cuboid_ext_mats))

    def test_from_poses_is_the_inverse_pose(self):
        pose = np.concatenate(
            [Rotation.from_rotvec([0.1, 0.2, 0.3]).as_matrix(), [[1.0], [2], [3]]], -1
        )
        scene = PrimitiveScene.from_poses(
            cuboid_poses=arr(pose[None]), cuboid_dims=arr([[1.0, 1, 1]])
        )
        homogeneous = np.concatenate([pose, [[0, 0, 0, 1]]])
        assert_allclose(scene.cuboid_ext_mats, np.linalg.inv(homogeneous)[None, :3])
        assert scene.sphere_positions is None

    @pytest.mark.parametrize("shape", [(), (2,), (2, 3)])
    def test_batched_sdf_matches_numpy(self, shape):
        rng = np.random.default_rng(2)
        spheres = rng.normal(size=(*shape, 2, 3))
        radii = rng.uniform(0.2, 1.0, size=(*shape, 2, 1))
        ext_mats = np.broadcast_to(np.eye(4)[:3], (*shape, 1, 3, 4)).copy()
        ext_mats[..., 3] = rng.normal(size=(*shape, 1, 3))
        dims = rng.uniform(0.5, 2.0, size=(*shape, 1, 3))
        points = rng.normal(size=(*shape, 4, 3)) * 2
        scene = PrimitiveScene(arr(spheres), arr(radii), arr(ext_mats), arr(dims))
        sphere_part = (
            np.linalg.norm(points[..., None, :, :] - spheres[..., :, None, :], axis=-1) - radii
        )
        q = np.abs(points + ext_mats[..., 0, None, :, 3]) - dims[..., 0, None, :] / 2
        box_part = np.linalg.norm(np.maximum(q, 0), axis=-1) + np.minimum(q.max(-1), 0)
        expected = np.minimum(sphere_part.min(-2), box_part)[..., None]
        assert_allclose(scene.sdf(arr(points)), expected)

    def test_float32_stays_float32(self):
        scene = PrimitiveScene.from_primitives(**SCENE)
        assert ivy.dtype(scene.cuboid_dims) == ivy.float32
        assert ivy.dtype(scene.sdf(arr([[0.0, 0, 0]], "float32"))) == ivy.float32

    def test_as_identity(self):
        scene = PrimitiveScene.as_identity((2,), dtype="float64")
        assert_allclose(scene.sdf(arr([[[0.0, 0, 2]], [[0.0, 0, 0]]])), [[[1.0]], [[-1.0]]])

    def test_errors(self):
        with pytest.raises(ValueError, match="PrimitiveScene: give both sphere_positions"):
            PrimitiveScene(sphere_positions=arr([[0.0, 0, 0]]))
        with pytest.raises(ValueError, match="at least one sphere or cuboid"):
            PrimitiveScene()
        with pytest.raises(ValueError, match="rotation must be a rotation vector"):
            PrimitiveScene.from_primitives(
                cuboids=[{"position": [0, 0, 0], "size": [1, 1, 1], "rotation": [1, 2]}]
            )
        with pytest.raises(ValueError, match="a sphere's position must have 3 numbers"):
            PrimitiveScene.from_primitives(spheres=[{"position": [0, 0], "radius": 1}])
        with pytest.raises(KeyError, match="size"):
            PrimitiveScene.from_primitives(cuboids=[{"position": [0, 0, 0]}])


class TestRenderDepth:
    def test_wall_and_sphere_at_known_depths(self):
        scene = PrimitiveScene.from_primitives(
            spheres=[{"position": [0.0, 0.0, 3.0], "radius": 0.5}],
            cuboids=[{"position": [0.0, 0.0, 6.0], "size": [20.0, 20.0, 1.0]}],
            dtype="float64",
        )
        depth = to_np(scene.render_depth(camera(size=(7, 9), focal=4.0), (7, 9), num_iterations=24))
        assert depth.shape == (7, 9, 1)
        # The centre pixel sees the sphere's front at z = 2.5; the corners see the wall at 5.5.
        np.testing.assert_allclose(depth[3, 4, 0], 2.5, atol=1e-3)
        np.testing.assert_allclose(depth[[0, 0, 6, 6], [0, 8, 0, 8], 0], 5.5, atol=1e-3)

    def test_matches_ray_sphere_intersection(self):
        scene = PrimitiveScene.from_primitives(
            spheres=[{"position": [0.3, -0.2, 4.0], "radius": 1.0}], dtype="float64"
        )
        cam = camera(focal=6.0)
        depth = to_np(scene.render_depth(cam, RENDER_DIMS, num_iterations=32))[..., 0]
        # Closed form: the ray p = s d meets |p - c| = r at s = d.c - sqrt((d.c)^2 - |c|^2 + r^2).
        u, v = np.meshgrid(np.arange(9.0), np.arange(7.0))
        rays = np.stack([(u - 4.0) / 6.0, (v - 3.0) / 6.0, np.ones_like(u)], -1)
        directions = rays / np.linalg.norm(rays, axis=-1, keepdims=True)
        centre = np.array([0.3, -0.2, 4.0])
        along = directions @ centre
        discriminant = along**2 - centre @ centre + 1.0
        hit = discriminant > 1e-3
        s = along - np.sqrt(np.where(hit, discriminant, 0.0))
        expected = np.where(hit, s * directions[..., 2], 0.0)
        assert hit.any() and (~hit).any()
        np.testing.assert_allclose(depth, expected, atol=2e-3)

    def test_batch_of_cameras(self):
        scene = PrimitiveScene.from_primitives(
            cuboids=[{"position": [0.0, 0.0, 0.0], "size": [2.0, 2.0, 2.0]}], dtype="float64"
        )
        turn = Rotation.from_rotvec([0.0, np.pi, 0.0]).as_matrix()  # looking back along -z
        cams = [camera((0.0, 0.0, -4.0)), camera((0.0, 0.0, 5.0), turn)]
        stacked = optree.tree_map(lambda a, b: ivy.stack([a, b]), cams[0], cams[1], namespace="ivy")
        depth = to_np(scene.render_depth(stacked, RENDER_DIMS, num_iterations=16))
        assert depth.shape == (2, 7, 9, 1)
        expected = np.broadcast_to(np.array([3.0, 4.0])[:, None, None], (2, 2, 2))
        np.testing.assert_allclose(depth[:, 2:4, 3:5, 0], expected, atol=1e-3)
        np.testing.assert_allclose(depth[:, 3, 4, 0], [3.0, 4.0], atol=1e-3)

    def test_float32_stays_float32(self):
        scene = PrimitiveScene.from_primitives(
            spheres=[{"position": [0.0, 0.0, 3.0], "radius": 1.0}]
        )
        depth = scene.render_depth(camera(dtype="float32"), RENDER_DIMS, num_iterations=16)
        assert ivy.dtype(depth) == ivy.float32
        np.testing.assert_allclose(to_np(depth)[3, 4, 0], 2.0, atol=1e-3)

    def test_bad_image_dims(self):
        scene = PrimitiveScene.as_identity(dtype="float64")
        with pytest.raises(ValueError, match="render_depth: image_dims"):
            scene.render_depth(camera(), (6,))

    @needs_autodiff
    def test_gradient_wrt_the_scene(self):
        # The depth a pixel sees on a wall facing the camera is the wall's z minus half its
        # thickness: d depth / d z = 1 and d depth / d thickness = -1/2, everywhere it is seen.
        def fn(position, dims):
            scene = PrimitiveScene.from_poses(
                cuboid_poses=ivy.concat(
                    [arr(np.eye(3)[None]), ivy.reshape(position, (1, 3, 1))], axis=-1
                ),
                cuboid_dims=dims,
            )
            return ivy.mean(scene.render_depth(camera(size=(3, 4)), (3, 4), num_iterations=4))

        fn = ivy.compile(fn) if BACKEND == "jax" else fn
        position, dims = np.array([0.1, -0.1, 5.0]), np.array([[20.0, 20.0, 1.0]])
        grads = ivy.grad(fn, argnums=(0, 1))(arr(position), arr(dims))
        assert_allclose(grads[0], [0.0, 0.0, 1.0], atol=1e-6)
        assert_allclose(grads[1], [[0.0, 0.0, -0.5]], atol=1e-6)
        assert_grads_close(fn, [position, dims], grads, rtol=1e-5, atol=1e-7)
