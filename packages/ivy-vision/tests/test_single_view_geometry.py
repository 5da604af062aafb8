"""single_view_geometry against NumPy references of a synthetic camera rig, kornia, and round trips."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation
from vision_testing import FD_TOLERANCES, SHAPES, apply, arr, homogeneous, homogeneous_rows

import ivy
import ivy_vision as iv
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close

HEIGHT, WIDTH = 4, 5


def rig(shape, seed=0):
    """A synthetic camera rig of batch shape ``shape``, with every matrix, in float64 NumPy."""
    rng = np.random.default_rng(seed)
    count = int(np.prod(shape, dtype=int))
    focal = rng.uniform(80, 120, (*shape, 2))
    pp = rng.uniform([1.5, 1.0], [3.0, 2.5], (*shape, 2))
    calib = np.zeros((*shape, 3, 3))
    calib[..., 0, 0], calib[..., 1, 1] = focal[..., 0], focal[..., 1]
    calib[..., 0, 2], calib[..., 1, 2], calib[..., 2, 2] = pp[..., 0], pp[..., 1], 1.0
    rotation = Rotation.random(max(count, 1), random_state=seed).as_matrix()[:count]
    rotation = rotation.reshape(*shape, 3, 3)
    centre = rng.normal(size=(*shape, 3, 1))
    ext = np.concatenate([rotation, -rotation @ centre], -1)
    full = calib @ ext
    depth = rng.uniform(1.0, 5.0, (*shape, HEIGHT, WIDTH, 1))
    u, v = np.meshgrid(np.arange(WIDTH, dtype=float), np.arange(HEIGHT, dtype=float))
    grid = np.stack([u, v, np.ones_like(u)], -1)
    ds = grid * depth
    cam = homogeneous(apply(np.linalg.inv(calib), ds))
    inv_ext = np.linalg.inv(homogeneous_rows(ext))[..., :3, :]
    world = homogeneous(apply(inv_ext, cam))
    return {
        "focal": focal, "pp": pp, "calib": calib, "inv_calib": np.linalg.inv(calib),
        "rotation": rotation, "centre": centre, "ext": ext, "inv_ext": inv_ext, "full": full,
        "inv_full": np.linalg.inv(homogeneous_rows(full))[..., :3, :], "depth": depth,
        "grid": grid, "ds": ds, "cam": cam, "world": world,
    }  # fmt: skip


def sphere_reference(cam):
    """The original's ego-sphere coordinates [phi, theta, r] of camera coordinates (forward z)."""
    x, y, z = cam[..., 0], cam[..., 1], cam[..., 2]
    r = np.sqrt(x**2 + y**2 + z**2)
    return np.stack([np.arctan2(x, z), np.arccos(y / r), r], -1)


def check_grad(fn, *args):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)


def weighted_sum(x):
    weights = np.linspace(0.5, 1.5, int(np.prod(x.shape))).reshape(tuple(x.shape))
    return ivy.sum(x * arr(weights))


# Camera parameters #
# ------------------#


class TestCreateUniformPixelCoordsImage:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        out = iv.create_uniform_pixel_coords_image((HEIGHT, WIDTH), shape, dtype="float64")
        assert_allclose(out, np.broadcast_to(rig(())["grid"], (*shape, HEIGHT, WIDTH, 3)))

    def test_normalized_and_not_homogeneous(self):
        out = iv.create_uniform_pixel_coords_image((2, 4), normalized=True, homogeneous=False)
        assert_allclose(out[1, 3], np.float32([0.75, 0.5]))
        assert ivy.shape(out) == (2, 4, 2)

    def test_default_dtype_is_float32(self):
        assert ivy.dtype(iv.create_uniform_pixel_coords_image((2, 2))) == ivy.float32

    def test_bad_image_dims(self):
        with pytest.raises(ValueError, match="create_uniform_pixel_coords_image: image_dims"):
            iv.create_uniform_pixel_coords_image((2, 0))


class TestPerspAnglesAndFocalLengths:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_match_numpy_and_invert_each_other(self, shape):
        focal = rig(shape)["focal"]
        angles = 2 * np.arctan(np.array([WIDTH, HEIGHT]) / (2 * focal))
        assert_allclose(iv.focal_lengths_to_persp_angles(arr(focal), (HEIGHT, WIDTH)), angles)
        assert_allclose(iv.persp_angles_to_focal_lengths(arr(angles), (HEIGHT, WIDTH)), focal)

    def test_ninety_degrees(self):
        out = iv.persp_angles_to_focal_lengths(arr([np.pi / 2, np.pi / 2], "float32"), (60, 80))
        assert_allclose(out, [40.0, 30.0], dtype="float32")

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="persp_angles_to_focal_lengths: persp_angles"):
            iv.persp_angles_to_focal_lengths(arr([1.0, 1.0, 1.0]), (2, 2))
        with pytest.raises(ivy.DtypeError, match="focal_lengths_to_persp_angles: focal_lengths"):
            iv.focal_lengths_to_persp_angles(ivy.asarray(np.array([1, 1])), (2, 2))


class TestFocalLengthsAndPpOffsetsToCalibMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = rig(shape)
        out = iv.focal_lengths_and_pp_offsets_to_calib_mat(arr(r["focal"]), arr(r["pp"]))
        assert_allclose(out, r["calib"])

    def test_broadcasts(self):
        out = iv.focal_lengths_and_pp_offsets_to_calib_mat(arr(np.ones((2, 2))), arr([3.0, 4.0]))
        assert_allclose(out[1, :2, 2], [3.0, 4.0])

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="the batch shapes"):
            iv.focal_lengths_and_pp_offsets_to_calib_mat(arr(np.ones((2, 2))), arr(np.ones((3, 2))))


class TestRotMatAndCamCenterToExtMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = rig(shape)
        out = iv.rot_mat_and_cam_center_to_ext_mat(arr(r["rotation"]), arr(r["centre"]))
        assert_allclose(out, r["ext"])

    def test_errors(self):
        with pytest.raises(
            ivy.ShapeError, match="rot_mat_and_cam_center_to_ext_mat: camera_center"
        ):
            iv.rot_mat_and_cam_center_to_ext_mat(arr(np.eye(3)), arr(np.ones(3)))


class TestInvExtMatToCameraCenter:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_is_the_camera_centre(self, shape):
        r = rig(shape)
        assert_allclose(iv.inv_ext_mat_to_camera_center(arr(r["inv_ext"])), r["centre"])
        # The inverse full matrix has the same last column.
        assert_allclose(iv.inv_ext_mat_to_camera_center(arr(r["inv_full"])), r["centre"])


class TestCalibAndExtToFullMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = rig(shape)
        assert_allclose(iv.calib_and_ext_to_full_mat(arr(r["calib"]), arr(r["ext"])), r["full"])

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="calib_and_ext_to_full_mat: ext_mat"):
            iv.calib_and_ext_to_full_mat(arr(np.eye(3)), arr(np.eye(3)))


# Depth, pixels and camera coordinates #
# -------------------------------------#


class TestDepthToDsPixelCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = rig(shape)
        assert_allclose(iv.depth_to_ds_pixel_coords(arr(r["depth"])), r["ds"])
        assert_allclose(iv.depth_to_ds_pixel_coords(arr(r["depth"]), arr(r["grid"])), r["ds"])

    def test_float32_stays_float32(self):
        out = iv.depth_to_ds_pixel_coords(arr(rig(())["depth"], "float32"))
        assert ivy.dtype(out) == ivy.float32

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="depth_to_ds_pixel_coords: depth"):
            iv.depth_to_ds_pixel_coords(arr(np.ones((4, 5))))
        with pytest.raises(ivy.ShapeError, match="depth_to_ds_pixel_coords: uniform_pixel_coords"):
            iv.depth_to_ds_pixel_coords(arr(np.ones((4, 5, 1))), arr(np.ones((4, 4, 3))))
        with pytest.raises(ivy.DtypeError, match="depth_to_ds_pixel_coords: depth"):
            iv.depth_to_ds_pixel_coords(ivy.asarray(np.ones((4, 5, 1), np.uint8)))


class TestRadialDepth:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = rig(shape)
        expected = np.linalg.norm(r["cam"][..., :3], axis=-1, keepdims=True)
        assert_allclose(iv.depth_to_radial_depth(arr(r["depth"]), arr(r["inv_calib"])), expected)
        out = iv.ds_pixel_coords_to_radial_depth(arr(r["ds"]), arr(r["inv_calib"]))
        assert_allclose(out, expected)

    def test_matches_kornia_normalized_unprojection(self):
        if BACKEND != "torch":
            pytest.skip("kornia runs on torch")
        kornia = pytest.importorskip("kornia")
        r = rig((2,))
        radial = iv.depth_to_radial_depth(arr(r["depth"]), arr(r["inv_calib"]))
        # kornia reads a radial depth with normalize_points=True: back to the same points.
        points = kornia.geometry.depth.depth_to_3d_v2(radial[..., 0], arr(r["calib"]), True)
        assert_allclose(points, r["cam"][..., :3])

    def test_errors(self):
        with pytest.raises(
            ivy.ShapeError, match="ds_pixel_coords_to_radial_depth: ds_pixel_coords"
        ):
            iv.ds_pixel_coords_to_radial_depth(arr(np.ones((4, 2))), arr(np.eye(3)))
        with pytest.raises(ivy.ShapeError, match=r"depth_to_radial_depth.*depth.*inv_calib_mat"):
            iv.depth_to_radial_depth(arr(np.ones((3, 4, 5, 1))), arr(np.ones((2, 3, 3))))


class TestCamToDsPixelCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = rig(shape)
        assert_allclose(iv.cam_to_ds_pixel_coords(arr(r["cam"]), arr(r["calib"])), r["ds"])
        assert_allclose(iv.cam_coords_to_depth(arr(r["cam"]), arr(r["calib"])), r["depth"])

    def test_matches_kornia_project_points(self):
        if BACKEND != "torch":
            pytest.skip("kornia runs on torch")
        kornia = pytest.importorskip("kornia")
        r = rig((2,))
        ds = iv.cam_to_ds_pixel_coords(arr(r["cam"]), arr(r["calib"]))
        calib = arr(r["calib"])[:, None, None]
        expected = kornia.geometry.camera.project_points(arr(r["cam"][..., :3]), calib)
        assert_allclose(ds[..., :2] / ds[..., 2:], expected.numpy())

    def test_one_calibration_for_a_batch(self):
        r = rig((2, 3))
        calib = rig(())["calib"]
        expected = apply(calib, r["cam"][..., :3])
        assert_allclose(iv.cam_to_ds_pixel_coords(arr(r["cam"]), arr(calib)), expected)

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="cam_to_ds_pixel_coords: coords_wrt_cam"):
            iv.cam_to_ds_pixel_coords(arr(np.ones((4, 5, 3))), arr(np.eye(3)))
        with pytest.raises(ivy.ShapeError, match="cam_coords_to_depth: calib_mat"):
            iv.cam_coords_to_depth(arr(np.ones((4, 5, 4))), arr(np.eye(4)))


class TestDsPixelToCamCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = rig(shape)
        out = iv.ds_pixel_to_cam_coords(arr(r["ds"]), arr(r["inv_calib"]))
        assert_allclose(out, r["cam"])
        assert_allclose(iv.depth_to_cam_coords(arr(r["depth"]), arr(r["inv_calib"])), r["cam"])

    def test_matches_kornia(self):
        if BACKEND != "torch":
            pytest.skip("kornia runs on torch")
        kornia = pytest.importorskip("kornia")
        r = rig((2,))
        depth, calib = arr(r["depth"]), arr(r["calib"])
        out = iv.depth_to_cam_coords(depth, arr(r["inv_calib"]))
        expected = kornia.geometry.depth.depth_to_3d_v2(depth[..., 0], calib)
        assert_allclose(out[..., :3], expected.numpy())
        unprojected = kornia.geometry.camera.unproject_points(
            arr(r["grid"][..., :2]), depth, calib[:, None, None]
        )
        assert_allclose(out[..., :3], unprojected.numpy())

    def test_round_trip_with_projection(self):
        r = rig((2, 3))
        cam = iv.ds_pixel_to_cam_coords(arr(r["ds"]), arr(r["inv_calib"]))
        assert_allclose(iv.cam_to_ds_pixel_coords(cam, arr(r["calib"])), r["ds"])

    def test_float32_stays_float32(self):
        r = rig(())
        out = iv.depth_to_cam_coords(arr(r["depth"], "float32"), arr(r["inv_calib"], "float32"))
        assert_allclose(out, r["cam"], dtype="float32", rtol=1e-5, atol=1e-5)

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="ds_pixel_to_cam_coords: inv_calib_mat"):
            iv.ds_pixel_to_cam_coords(arr(np.ones((4, 3))), arr(np.eye(4)[:3]))
        with pytest.raises(ivy.ShapeError, match="depth_to_cam_coords: depth"):
            iv.depth_to_cam_coords(arr(np.ones((4, 5, 2))), arr(np.eye(3)))


# World coordinates #
# ------------------#


class TestWorldAndCamCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_match_numpy_and_round_trip(self, shape):
        r = rig(shape)
        cam = iv.world_to_cam_coords(arr(r["world"]), arr(r["ext"]))
        assert_allclose(cam, r["cam"])
        assert_allclose(iv.cam_to_world_coords(cam, arr(r["inv_ext"])), r["world"])

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="world_to_cam_coords: coords_wrt_world"):
            iv.world_to_cam_coords(arr(np.ones((5, 3))), arr(np.eye(4)[:3]))
        with pytest.raises(ivy.ShapeError, match="cam_to_world_coords: inv_ext_mat"):
            iv.cam_to_world_coords(arr(np.ones((5, 4))), arr(np.eye(4)))


class TestWorldAndDsPixelCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_match_numpy_and_round_trip(self, shape):
        r = rig(shape)
        ds = iv.world_to_ds_pixel_coords(arr(r["world"]), arr(r["full"]))
        assert_allclose(ds, r["ds"])
        assert_allclose(iv.world_coords_to_depth(arr(r["world"]), arr(r["full"])), r["depth"])
        assert_allclose(iv.ds_pixel_to_world_coords(ds, arr(r["inv_full"])), r["world"])
        assert_allclose(iv.depth_to_world_coords(arr(r["depth"]), arr(r["inv_full"])), r["world"])

    def test_one_camera_for_many_images(self):
        r = rig(())
        depth = np.random.default_rng(1).uniform(1, 5, (3, HEIGHT, WIDTH, 1))
        expected = homogeneous(apply(r["inv_full"], homogeneous(r["grid"] * depth)))
        assert_allclose(iv.depth_to_world_coords(arr(depth), arr(r["inv_full"])), expected)

    def test_float32_stays_float32(self):
        r = rig(())
        out = iv.depth_to_world_coords(arr(r["depth"], "float32"), arr(r["inv_full"], "float32"))
        assert_allclose(out, r["world"], dtype="float32", rtol=1e-4, atol=1e-4)

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="world_to_ds_pixel_coords: full_mat"):
            iv.world_to_ds_pixel_coords(arr(np.ones((5, 4))), arr(np.eye(3)))
        with pytest.raises(ivy.ShapeError, match=r"depth_to_world_coords.*depth.*inv_full_mat"):
            iv.depth_to_world_coords(arr(np.ones((3, 4, 5, 1))), arr(np.ones((2, 3, 4))))
        with pytest.raises(ivy.DtypeError, match="ds_pixel_to_world_coords: ds_pixel_coords"):
            iv.ds_pixel_to_world_coords(ivy.asarray(np.ones((5, 3), np.int32)), arr(np.eye(4)[:3]))


class TestWorldRayVectors:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_point_from_the_centre_to_the_surface(self, shape):
        r = rig(shape)
        # The cameras' batch axes lead the pixel coordinates'.
        grid = arr(np.broadcast_to(r["grid"], (*shape, HEIGHT, WIDTH, 3)))
        out = iv.pixel_coords_to_world_ray_vectors(arr(r["inv_full"]), grid)
        vectors = r["world"][..., :3] - r["centre"][..., None, None, :, 0]
        expected = vectors / np.linalg.norm(vectors, axis=-1, keepdims=True)
        assert_allclose(out, expected)
        given_centre = iv.pixel_coords_to_world_ray_vectors(
            arr(r["inv_full"]), grid, arr(r["centre"])
        )
        assert_allclose(given_centre, expected)

    @pytest.mark.parametrize("shape", SHAPES)
    def test_sphere_rays_match_pixel_rays(self, shape):
        r = rig(shape)
        sphere = sphere_reference(r["cam"])
        out = iv.sphere_coords_to_world_ray_vectors(
            arr(sphere), arr(np.swapaxes(r["rotation"], -1, -2))
        )
        vectors = r["world"][..., :3] - r["centre"][..., None, None, :, 0]
        assert_allclose(out, vectors / np.linalg.norm(vectors, axis=-1, keepdims=True))

    def test_errors(self):
        with pytest.raises(
            ivy.ShapeError, match="pixel_coords_to_world_ray_vectors: camera_center"
        ):
            iv.pixel_coords_to_world_ray_vectors(
                arr(np.eye(4)[:3]), arr(np.ones((2, 3))), arr(np.ones(3))
            )


# Sampling #
# ---------#


class TestBilinearlyInterpolateImage:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_identity_warp_and_half_pixel_shift(self, shape):
        image = np.random.default_rng(2).uniform(size=(*shape, HEIGHT, WIDTH, 3))
        # The images' batch axes lead the sampling coordinates' (size 1 broadcasts).
        grid = rig(())["grid"][..., :2].reshape((1,) * len(shape) + (HEIGHT, WIDTH, 2))
        assert_allclose(iv.bilinearly_interpolate_image(arr(image), arr(grid)), image)
        shifted = iv.bilinearly_interpolate_image(arr(image), arr(grid + np.array([0.5, 0.0])))
        expected = image.copy()
        expected[..., :-1, :] = (image[..., :-1, :] + image[..., 1:, :]) / 2
        assert_allclose(shifted, expected)

    def test_the_originals_example(self):
        image = np.arange(9.0).reshape(3, 3, 1)
        warp = [
            [[0, 0], [0.5, 0.5], [2, 0]],
            [[1.5, 0.5], [1, 1], [0.5, 1.5]],
            [[0, 2], [1.5, 1.5], [2, 2]],
        ]
        out = iv.bilinearly_interpolate_image(arr(image), arr(warp))
        assert_allclose(out[..., 0], [[0.0, 2, 2], [3, 4, 5], [6, 6, 8]])

    def test_matches_torch_grid_sample(self):
        if BACKEND != "torch":
            pytest.skip("grid_sample and kornia run on torch")
        kornia = pytest.importorskip("kornia")
        import torch

        rng = np.random.default_rng(3)
        image = rng.uniform(size=(2, 6, 7, 3))
        warp = rng.uniform([-2.0, -2.0], [8.0, 7.0], size=(2, 5, 4, 2))
        out = iv.bilinearly_interpolate_image(arr(image), arr(warp))
        normalised = torch.from_numpy(warp / [6.0, 5.0] * 2 - 1)
        expected = torch.nn.functional.grid_sample(
            torch.from_numpy(image).permute(0, 3, 1, 2),
            normalised,
            align_corners=True,
            padding_mode="border",
        ).permute(0, 2, 3, 1)
        assert_allclose(out, expected.numpy())
        remapped = kornia.geometry.transform.remap(
            torch.from_numpy(image).permute(0, 3, 1, 2),
            torch.from_numpy(warp[..., 0]),
            torch.from_numpy(warp[..., 1]),
            align_corners=True,
            padding_mode="border",
        )
        assert_allclose(out, remapped.permute(0, 2, 3, 1).numpy())

    def test_float32_stays_float32(self):
        out = iv.bilinearly_interpolate_image(
            arr(np.ones((3, 3, 1)), "float32"), arr(np.ones((2, 2, 2)), "float32")
        )
        assert_allclose(out, np.ones((2, 2, 1)), dtype="float32")

    def test_errors(self):
        with pytest.raises(
            ivy.ShapeError, match="bilinearly_interpolate_image: sampling_pixel_coords"
        ):
            iv.bilinearly_interpolate_image(arr(np.ones((3, 3, 1))), arr(np.ones((4, 2))))
        with pytest.raises(ivy.ShapeError, match="bilinearly_interpolate_image: the batch shapes"):
            iv.bilinearly_interpolate_image(arr(np.ones((2, 3, 3, 1))), arr(np.ones((3, 2, 2, 2))))
        with pytest.raises(ivy.DtypeError, match="bilinearly_interpolate_image: image"):
            iv.bilinearly_interpolate_image(
                ivy.asarray(np.ones((3, 3, 1), np.uint8)), arr(np.ones((2, 2, 2)))
            )

    @needs_autodiff
    def test_gradient_wrt_image_and_coordinates(self):
        image = np.random.default_rng(4).uniform(size=(3, 4, 1))
        coords = np.array([[[0.4, 0.3], [2.7, 1.6]], [[1.2, 2.5], [3.5, 0.2]]])
        check_grad(lambda i, c: weighted_sum(iv.bilinearly_interpolate_image(i, c)), image, coords)


# Ego-sphere coordinates #
# -----------------------#


class TestSphereCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_cam_and_ds_pixel_to_sphere_match_numpy(self, shape):
        r = rig(shape)
        expected = sphere_reference(r["cam"])
        assert_allclose(iv.cam_to_sphere_coords(arr(r["cam"])), expected)
        assert_allclose(iv.ds_pixel_to_sphere_coords(arr(r["ds"]), arr(r["inv_calib"])), expected)

    @pytest.mark.parametrize("shape", SHAPES)
    def test_sphere_to_cam_and_ds_pixel_round_trip(self, shape):
        r = rig(shape)
        sphere = arr(sphere_reference(r["cam"]))
        assert_allclose(iv.sphere_to_cam_coords(sphere), r["cam"])
        assert_allclose(iv.sphere_to_ds_pixel_coords(sphere, arr(r["calib"])), r["ds"])

    def test_not_forward_facing_is_the_usual_polar_frame(self):
        points = np.random.default_rng(5).normal(size=(6, 3))
        x, y, z = points.T
        r = np.linalg.norm(points, axis=-1)
        expected = np.stack([np.arctan2(y, x), np.arccos(z / r), r], -1)
        out = iv.cam_to_sphere_coords(arr(homogeneous(points)), forward_facing_z=False)
        assert_allclose(out, expected)
        back = iv.sphere_to_cam_coords(out, forward_facing_z=False)
        assert_allclose(back, homogeneous(points))

    def test_known_values(self):
        # Straight ahead, to the right, and below (+y) the optical axis.
        cam = [[0.0, 0, 2, 1], [3.0, 0, 0, 1], [0.0, 4, 0, 1]]
        out = iv.cam_to_sphere_coords(arr(cam))
        assert_allclose(out, [[0.0, np.pi / 2, 2], [np.pi / 2, np.pi / 2, 3], [0.0, 0.0, 4]])

    @pytest.mark.parametrize("shape", SHAPES)
    def test_angular_pixel_coords_match_numpy_and_round_trip(self, shape):
        sphere = sphere_reference(rig(shape)["cam"])
        degrees = np.degrees(sphere[..., :2])
        expected = np.stack(
            [
                np.mod(180 - degrees[..., 0], 360) * 2.0,
                np.mod(degrees[..., 1], 180) * 2.0,
                sphere[..., 2],
            ],
            -1,
        )
        angular = iv.sphere_to_angular_pixel_coords(arr(sphere), 2.0)
        assert_allclose(angular, expected)
        assert_allclose(iv.angular_pixel_to_sphere_coords(angular, 2.0), sphere)

    def test_float32_stays_float32(self):
        out = iv.cam_to_sphere_coords(arr([[1.0, 2, 3, 1]], "float32"))
        assert ivy.dtype(out) == ivy.float32
        assert ivy.dtype(iv.sphere_to_angular_pixel_coords(out, 1.0)) == ivy.float32

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="cam_to_sphere_coords: cam_coords"):
            iv.cam_to_sphere_coords(arr(np.ones((2, 3))))
        with pytest.raises(ivy.ShapeError, match="sphere_to_cam_coords: sphere_coords"):
            iv.sphere_to_cam_coords(arr(np.ones((2, 4))))
        with pytest.raises(
            ivy.ShapeError, match="angular_pixel_to_sphere_coords: angular_pixel_coords"
        ):
            iv.angular_pixel_to_sphere_coords(arr(np.ones((2, 2))), 1.0)
        with pytest.raises(ivy.DtypeError, match="sphere_to_angular_pixel_coords: sphere_coords"):
            iv.sphere_to_angular_pixel_coords(ivy.asarray(np.ones((2, 3), np.int32)), 1.0)


# Camera objects #
# ---------------#


class TestCameraObjectBuilders:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_intrinsics_builders_agree(self, shape):
        r = rig(shape)
        angles = 2 * np.arctan(np.array([WIDTH, HEIGHT]) / (2 * r["focal"]))
        built = [
            iv.focal_lengths_and_pp_offsets_to_intrinsics_object(
                arr(r["focal"]), arr(r["pp"]), (HEIGHT, WIDTH)
            ),
            iv.persp_angles_and_pp_offsets_to_intrinsics_object(
                arr(angles), arr(r["pp"]), (HEIGHT, WIDTH)
            ),
            iv.calib_mat_to_intrinsics_object(arr(r["calib"]), (HEIGHT, WIDTH)),
        ]
        for intrinsics in built:
            assert isinstance(intrinsics, iv.Intrinsics)
            assert_allclose(intrinsics.focal_lengths, r["focal"])
            assert_allclose(intrinsics.persp_angles, angles)
            assert_allclose(intrinsics.pp_offsets, r["pp"])
            assert_allclose(intrinsics.calib_mats, r["calib"])
            assert_allclose(intrinsics.inv_calib_mats, r["inv_calib"])

    @pytest.mark.parametrize("shape", SHAPES)
    def test_cam_geometry_builders_agree(self, shape):
        r = rig(shape)
        intrinsics = iv.calib_mat_to_intrinsics_object(arr(r["calib"]), (HEIGHT, WIDTH))
        built = [
            iv.ext_mat_and_intrinsics_to_cam_geometry_object(arr(r["ext"]), intrinsics),
            iv.inv_ext_mat_and_intrinsics_to_cam_geometry_object(arr(r["inv_ext"]), intrinsics),
        ]
        for cam in built:
            assert isinstance(cam, iv.CameraGeometry)
            assert_allclose(cam.extrinsics.cam_centers, r["centre"])
            assert_allclose(cam.extrinsics.Rs, r["rotation"])
            assert_allclose(cam.extrinsics.inv_Rs, np.swapaxes(r["rotation"], -1, -2))
            assert_allclose(cam.extrinsics.ext_mats_homo, homogeneous_rows(r["ext"]))
            assert_allclose(cam.extrinsics.inv_ext_mats_homo, homogeneous_rows(r["inv_ext"]))
            assert_allclose(cam.full_mats_homo, homogeneous_rows(r["full"]))
            assert_allclose(cam.inv_full_mats_homo, homogeneous_rows(r["inv_full"]))
            world = iv.depth_to_world_coords(arr(r["depth"]), cam.inv_full_mats_homo[..., :3, :])
            assert_allclose(world, r["world"])

    def test_errors(self):
        intrinsics = iv.calib_mat_to_intrinsics_object(arr(np.eye(3)), (2, 2))
        with pytest.raises(
            ivy.ShapeError, match="ext_mat_and_intrinsics_to_cam_geometry_object: ext_mat"
        ):
            iv.ext_mat_and_intrinsics_to_cam_geometry_object(arr(np.eye(4)), intrinsics)
        with pytest.raises(ivy.ShapeError, match="calib_mat_to_intrinsics_object: calib_mat"):
            iv.calib_mat_to_intrinsics_object(arr(np.eye(4)), (2, 2))
        with pytest.raises(ValueError, match="persp_angles_to_focal_lengths: image_dims"):
            iv.persp_angles_and_pp_offsets_to_intrinsics_object(arr([1.0, 1]), arr([1.0, 1]), (2,))


# Gradients #
# ----------#

_R = rig((), seed=7)
_SMALL_DEPTH = _R["depth"][:2, :2]
_SPHERE = sphere_reference(_R["cam"][:2, :2])

GRADIENT_CASES = {
    "persp_angles_to_focal_lengths": (
        lambda a: iv.persp_angles_to_focal_lengths(a, (HEIGHT, WIDTH)), [np.array([0.7, 0.5])]
    ),
    "focal_lengths_to_persp_angles": (
        lambda f: iv.focal_lengths_to_persp_angles(f, (HEIGHT, WIDTH)), [_R["focal"]]
    ),
    "focal_lengths_and_pp_offsets_to_calib_mat": (
        iv.focal_lengths_and_pp_offsets_to_calib_mat, [_R["focal"], _R["pp"]]
    ),
    "rot_mat_and_cam_center_to_ext_mat": (
        iv.rot_mat_and_cam_center_to_ext_mat, [_R["rotation"], _R["centre"]]
    ),
    "calib_and_ext_to_full_mat": (iv.calib_and_ext_to_full_mat, [_R["calib"], _R["ext"]]),
    "depth_to_radial_depth": (iv.depth_to_radial_depth, [_SMALL_DEPTH, _R["inv_calib"]]),
    "cam_to_ds_pixel_coords": (iv.cam_to_ds_pixel_coords, [_R["cam"][:2, :2], _R["calib"]]),
    "depth_to_cam_coords": (iv.depth_to_cam_coords, [_SMALL_DEPTH, _R["inv_calib"]]),
    "world_to_cam_coords": (iv.world_to_cam_coords, [_R["world"][:2, :2], _R["ext"]]),
    "depth_to_world_coords": (iv.depth_to_world_coords, [_SMALL_DEPTH, _R["inv_full"]]),
    "world_to_ds_pixel_coords": (iv.world_to_ds_pixel_coords, [_R["world"][:2, :2], _R["full"]]),
    "pixel_coords_to_world_ray_vectors": (
        iv.pixel_coords_to_world_ray_vectors, [_R["inv_full"], _R["grid"][:2, :2]]
    ),
    "sphere_coords_to_world_ray_vectors": (
        iv.sphere_coords_to_world_ray_vectors, [_SPHERE, _R["rotation"]]
    ),
    "cam_to_sphere_coords": (iv.cam_to_sphere_coords, [_R["cam"][:2, :2]]),
    "sphere_to_ds_pixel_coords": (iv.sphere_to_ds_pixel_coords, [_SPHERE, _R["calib"]]),
    "sphere_to_angular_pixel_coords": (
        lambda s: iv.sphere_to_angular_pixel_coords(s, 2.0), [_SPHERE]
    ),
    "angular_pixel_to_sphere_coords": (
        lambda a: iv.angular_pixel_to_sphere_coords(a, 2.0), [np.array([[100.0, 50.0, 2.0]])]
    ),
}  # fmt: skip


@needs_autodiff
@pytest.mark.parametrize("name", sorted(GRADIENT_CASES))
def test_gradient_matches_finite_differences(name):
    fn, args = GRADIENT_CASES[name]
    check_grad(lambda *xs: weighted_sum(fn(*xs)), *args)


@needs_autodiff
def test_gradient_through_a_camera_object():
    # Depth of a world point seen by a camera built from its pose: d depth / d centre = -z axis.
    def fn(pose, focal):
        intrinsics = iv.focal_lengths_and_pp_offsets_to_intrinsics_object(
            focal, arr([2.0, 1.5]), (HEIGHT, WIDTH)
        )
        cam = iv.inv_ext_mat_and_intrinsics_to_cam_geometry_object(pose, intrinsics)
        ds = iv.world_to_ds_pixel_coords(
            arr([[0.3, -0.2, 4.0, 1.0]]), cam.full_mats_homo[..., :3, :]
        )
        return ivy.sum(ds[..., :2] / ds[..., 2:])

    pose = np.concatenate(
        [Rotation.from_rotvec([0.1, -0.2, 0.05]).as_matrix(), [[0.1], [0.2], [-0.3]]], -1
    )
    check_grad(fn, pose, np.array([90.0, 95.0]))
