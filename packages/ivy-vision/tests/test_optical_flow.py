"""optical_flow against NumPy and SciPy references, synthetic scenes of known motion, round trips."""

import numpy as np
import pytest
from scipy.ndimage import map_coordinates
from scipy.spatial.transform import Rotation
from vision_testing import FD_TOLERANCES, SHAPES, apply, arr, homogeneous, homogeneous_rows, to_np

import ivy
import ivy_vision as iv
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close

HEIGHT, WIDTH = 4, 5


GRID = np.stack(
    [
        *np.meshgrid(np.arange(WIDTH, dtype=float), np.arange(HEIGHT, dtype=float)),
        np.ones((HEIGHT, WIDTH)),
    ],
    -1,
)


def calib_mats(rng, shape):
    calib = np.zeros((*shape, 3, 3))
    calib[..., 0, 0], calib[..., 1, 1] = rng.uniform(80, 120, (2, *shape))
    calib[..., 0, 2], calib[..., 1, 2] = rng.uniform(1.5, 3.0, (2, *shape))
    calib[..., 2, 2] = 1.0
    return calib


def rigid(rng, shape, angle=0.1, offset=0.5):
    """Random rigid transformations [R | t] (..., 3, 4) of small rotation and translation."""
    count = max(int(np.prod(shape, dtype=int)), 1)
    rotation = Rotation.from_rotvec(rng.normal(scale=angle, size=(count, 3))).as_matrix()
    rotation = rotation[: int(np.prod(shape, dtype=int))].reshape(*shape, 3, 3)
    return np.concatenate([rotation, rng.normal(scale=offset, size=(*shape, 3, 1))], -1)


def stereo_rig(shape, seed=0):
    """Two cameras of batch shape ``shape`` and a depth image of camera 1, in float64 NumPy."""
    rng = np.random.default_rng(seed)
    calib = calib_mats(rng, shape)
    pose1 = rigid(rng, shape, angle=1.0, offset=1.0)  # camera 1's extrinsic matrix
    motion = rigid(rng, shape, angle=0.05, offset=0.05)
    motion[..., 0, 3] += 0.5  # a baseline along camera 1's x axis
    ext = np.stack([pose1, motion @ homogeneous_rows(pose1)], -3)
    full = calib[..., None, :, :] @ ext
    depth = rng.uniform(1.0, 5.0, (*shape, HEIGHT, WIDTH, 1))
    ds1 = GRID * depth
    inv_full1 = np.linalg.inv(homogeneous_rows(full[..., 0, :, :]))
    ds2 = apply(full[..., 1, :, :] @ inv_full1, homogeneous(ds1))
    return {
        "calib": calib, "ext": ext, "full": full, "depth": depth, "ds1": ds1,
        "cam1to2_full": full[..., 1, :, :] @ inv_full1,
        "flow": ds2[..., :2] / ds2[..., 2:] - GRID[..., :2],
    }  # fmt: skip


def check_grad(fn, *args):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)


def weighted_sum(x):
    weights = np.linspace(0.5, 1.5, int(np.prod(x.shape))).reshape(tuple(x.shape))
    return ivy.sum(x * arr(weights))


# Flow and depth #
# ---------------#


class TestDepthFromFlowAndCamMats:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_recovers_the_depth_of_a_synthetic_scene(self, shape):
        # By the default "cmp"; "dlt" in the round trip below (the triangulation itself is
        # tested in test_two_view_geometry).
        r = stereo_rig(shape)
        out = iv.depth_from_flow_and_cam_mats(arr(r["flow"]), arr(r["full"]))
        assert_allclose(out, r["depth"], rtol=1e-8, atol=1e-8)

    def test_given_inverse_matrices_centres_and_pixel_grid(self):
        r = stereo_rig((2,))
        inv_full = np.linalg.inv(homogeneous_rows(r["full"]))[..., :3, :]
        out = iv.depth_from_flow_and_cam_mats(
            arr(r["flow"]), arr(r["full"]), arr(inv_full), arr(inv_full[..., 3:]), arr(GRID)
        )
        assert_allclose(out, r["depth"], rtol=1e-8, atol=1e-8)

    def test_one_camera_pair_for_many_flows(self):
        r = stereo_rig(())
        depth = np.random.default_rng(1).uniform(1, 5, (3, HEIGHT, WIDTH, 1))
        ds2 = apply(r["cam1to2_full"], homogeneous(GRID * depth))
        flow = ds2[..., :2] / ds2[..., 2:] - GRID[..., :2]
        out = iv.depth_from_flow_and_cam_mats(arr(flow), arr(r["full"]))
        assert_allclose(out, depth, rtol=1e-8, atol=1e-8)

    @pytest.mark.parametrize("method", ["cmp", "dlt"])
    def test_float32(self, method):
        r = stereo_rig((2,))
        out = iv.depth_from_flow_and_cam_mats(
            arr(r["flow"], "float32"), arr(r["full"], "float32"), triangulation_method=method
        )
        assert_allclose(out, r["depth"], dtype="float32", rtol=2e-3, atol=2e-3)

    def test_errors(self):
        r = stereo_rig(())
        flow, full = arr(r["flow"]), arr(r["full"])
        with pytest.raises(ValueError, match="depth_from_flow_and_cam_mats: triangulation_method"):
            iv.depth_from_flow_and_cam_mats(flow, full, triangulation_method="svd")
        with pytest.raises(ivy.ShapeError, match="depth_from_flow_and_cam_mats: flow"):
            iv.depth_from_flow_and_cam_mats(arr(np.ones((4, 5, 3))), full)
        with pytest.raises(ivy.ShapeError, match="depth_from_flow_and_cam_mats: full_mats"):
            iv.depth_from_flow_and_cam_mats(flow, arr(r["full"][0]))
        with pytest.raises(
            ivy.ShapeError, match="depth_from_flow_and_cam_mats: uniform_pixel_coords"
        ):
            iv.depth_from_flow_and_cam_mats(
                flow, full, uniform_pixel_coords=arr(np.ones((4, 4, 3)))
            )
        with pytest.raises(
            ivy.ShapeError,
            match=r"depth_from_flow_and_cam_mats: the batch shapes.*flow \(3,\), full_mats \(2,\)",
        ):
            iv.depth_from_flow_and_cam_mats(arr(np.ones((3, 4, 5, 2))), arr(np.ones((2, 2, 3, 4))))
        with pytest.raises(ivy.DtypeError, match="depth_from_flow_and_cam_mats: flow"):
            iv.depth_from_flow_and_cam_mats(ivy.asarray(np.ones((4, 5, 2), np.int32)), full)


class TestFlowFromDepthAndCamMats:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        r = stereo_rig(shape)
        out = iv.flow_from_depth_and_cam_mats(arr(r["ds1"]), arr(r["cam1to2_full"]))
        assert_allclose(out, r["flow"], rtol=1e-9, atol=1e-9)

    @pytest.mark.parametrize("method", ["cmp", "dlt"])
    def test_round_trip_through_depth(self, method):
        # Depth -> flow -> depth, for images and cameras of a batch (2, 3).
        r = stereo_rig((2, 3))
        flow = iv.flow_from_depth_and_cam_mats(
            iv.depth_to_ds_pixel_coords(arr(r["depth"])), arr(r["cam1to2_full"])
        )
        depth = iv.depth_from_flow_and_cam_mats(flow, arr(r["full"]), triangulation_method=method)
        assert_allclose(depth, r["depth"], rtol=1e-8, atol=1e-8)

    def test_float32_stays_float32(self):
        r = stereo_rig(())
        out = iv.flow_from_depth_and_cam_mats(
            arr(r["ds1"], "float32"), arr(r["cam1to2_full"], "float32")
        )
        assert_allclose(out, r["flow"], dtype="float32", rtol=1e-3, atol=1e-3)

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="flow_from_depth_and_cam_mats: pixel_coords1"):
            iv.flow_from_depth_and_cam_mats(arr(np.ones((4, 5, 2))), arr(np.eye(4)[:3]))
        with pytest.raises(ivy.ShapeError, match="flow_from_depth_and_cam_mats: the batch shapes"):
            iv.flow_from_depth_and_cam_mats(arr(np.ones((3, 5, 3))), arr(np.ones((2, 3, 4))))
        with pytest.raises(ivy.DtypeError, match="flow_from_depth_and_cam_mats: cam1to2_full_mat"):
            iv.flow_from_depth_and_cam_mats(
                arr(np.ones((5, 3))), ivy.asarray(np.eye(4, dtype=np.int32)[:3])
            )


class TestProjectFlowToEpipolarLine:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_moves_noisy_flow_onto_the_epipolar_lines(self, shape):
        r = stereo_rig(shape)
        fund = to_np(
            iv.get_fundamental_matrix(arr(r["full"][..., 0, :, :]), arr(r["full"][..., 1, :, :]))
        )
        noisy = r["flow"] + np.random.default_rng(2).normal(scale=0.1, size=r["flow"].shape)
        out = iv.project_flow_to_epipolar_line(arr(noisy), arr(fund))
        # Reference: the foot of the perpendicular from the target to the line a u + b v + c = 0.
        lines = apply(fund, np.broadcast_to(GRID, (*shape, HEIGHT, WIDTH, 3)))
        targets = GRID[..., :2] + noisy
        normals = lines[..., :2]
        signed = (np.sum(normals * targets, -1, keepdims=True) + lines[..., 2:]) / np.linalg.norm(
            normals, axis=-1, keepdims=True
        )
        expected = (
            targets
            - signed * normals / np.linalg.norm(normals, axis=-1, keepdims=True)
            - GRID[..., :2]
        )
        assert_allclose(out, expected, rtol=1e-8, atol=1e-8)
        # The projected targets satisfy x₂ᵀ F x₁ = 0, and the true flow is the nearest to them.
        residual = np.einsum("...i,...i->...", homogeneous(GRID[..., :2] + to_np(out)), lines)
        np.testing.assert_allclose(residual / np.linalg.norm(normals, axis=-1), 0, atol=1e-8)
        assert np.abs(to_np(out) - r["flow"]).max() < np.abs(noisy - r["flow"]).max()

    def test_true_flow_is_unchanged(self):
        r = stereo_rig((2,))
        fund = iv.get_fundamental_matrix(arr(r["full"][:, 0]), arr(r["full"][:, 1]))
        out = iv.project_flow_to_epipolar_line(arr(r["flow"]), fund, arr(GRID))
        assert_allclose(out, r["flow"], rtol=1e-7, atol=1e-7)

    def test_pixels_at_the_epipole_keep_their_flow(self):
        fund = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, -1.0, 0.0]])
        flow = np.array([[[0.5, 0.25]]])
        out = iv.project_flow_to_epipolar_line(arr(flow), arr(np.zeros((3, 3))))
        assert_allclose(out, flow)
        assert_allclose(iv.project_flow_to_epipolar_line(arr(flow), arr(fund)), [[[0.5, 0.0]]])

    def test_float32_stays_float32(self):
        out = iv.project_flow_to_epipolar_line(
            arr(np.ones((4, 5, 2)), "float32"), arr(np.eye(3), "float32")
        )
        assert ivy.dtype(out) == ivy.float32

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="project_flow_to_epipolar_line: fund_mat"):
            iv.project_flow_to_epipolar_line(arr(np.ones((4, 5, 2))), arr(np.eye(4)[:3]))
        with pytest.raises(ivy.ShapeError, match="project_flow_to_epipolar_line: the batch shapes"):
            iv.project_flow_to_epipolar_line(arr(np.ones((3, 4, 5, 2))), arr(np.ones((2, 3, 3))))
        with pytest.raises(
            ivy.ShapeError,
            match=r"project_flow_to_epipolar_line: the batch shapes.*flow \(3,\), uniform_pixel_coords \(2,\)",
        ):
            iv.project_flow_to_epipolar_line(
                arr(np.ones((3, 4, 5, 2))), arr(np.eye(3)), arr(np.ones((2, 4, 5, 3)))
            )
        with pytest.raises(ivy.DtypeError, match="project_flow_to_epipolar_line: flow"):
            iv.project_flow_to_epipolar_line(
                ivy.asarray(np.ones((4, 5, 2), np.int64)), arr(np.eye(3))
            )


# Cost volumes #
# -------------#


def cost_volume_reference(image1, image2, search_range):
    """A direct loop over pixels and offsets."""
    height, width = image1.shape[-3:-1]
    image1, image2 = np.broadcast_arrays(image1, image2)
    offsets = range(-search_range, search_range + 1)
    out = np.zeros((*image1.shape[:-1], len(offsets) ** 2))
    for y in range(height):
        for x in range(width):
            for k, (dy, dx) in enumerate((dy, dx) for dy in offsets for dx in offsets):
                if 0 <= y + dy < height and 0 <= x + dx < width:
                    out[..., y, x, k] = np.mean(
                        image1[..., y, x, :] * image2[..., y + dy, x + dx, :], -1
                    )
    return out


class TestPixelCostVolume:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_a_direct_loop(self, shape):
        rng = np.random.default_rng(3)
        image1, image2 = rng.normal(size=(2, *shape, HEIGHT, WIDTH, 3))
        out = iv.pixel_cost_volume(arr(image1), arr(image2), 1)
        assert_allclose(out, cost_volume_reference(image1, image2, 1))

    @pytest.mark.parametrize("search_range", [0, 2])
    def test_other_search_ranges_and_broadcast_batches(self, search_range):
        rng = np.random.default_rng(4)
        image1, image2 = rng.normal(size=(2, HEIGHT, WIDTH, 2)), rng.normal(size=(HEIGHT, WIDTH, 2))
        out = iv.pixel_cost_volume(arr(image1), arr(image2), search_range)
        assert_allclose(out, cost_volume_reference(image1, image2, search_range))

    def test_the_originals_example(self):
        image1 = np.arange(9.0).reshape(3, 3, 1)
        reversed_image = np.ascontiguousarray(image1[::-1, ::-1])
        out = to_np(iv.pixel_cost_volume(arr(image1), arr(reversed_image), 1))
        # The centre pixel (4) against its neighbours 8, 7, ..., 0 of the reversed image.
        np.testing.assert_allclose(out[1, 1], 4.0 * np.arange(8.0, -1.0, -1.0))
        np.testing.assert_allclose(out[0, 0], np.zeros(9))
        np.testing.assert_allclose(out[2, 0], [0.0, 30, 24, 0, 12, 6, 0, 0, 0])

    def test_float32_stays_float32(self):
        out = iv.pixel_cost_volume(
            arr(np.ones((4, 5, 2)), "float32"), arr(np.ones((4, 5, 2)), "float32"), 1
        )
        assert_allclose(out[1:-1, 1:-1], np.ones((2, 3, 9)), dtype="float32")

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="pixel_cost_volume: image2"):
            iv.pixel_cost_volume(arr(np.ones((4, 5, 2))), arr(np.ones((4, 4, 2))), 1)
        with pytest.raises(ivy.ShapeError, match="pixel_cost_volume: the batch shapes"):
            iv.pixel_cost_volume(arr(np.ones((2, 4, 5, 2))), arr(np.ones((3, 4, 5, 2))), 1)
        with pytest.raises(ValueError, match="pixel_cost_volume: search_range"):
            iv.pixel_cost_volume(arr(np.ones((4, 5, 2))), arr(np.ones((4, 5, 2))), -1)
        with pytest.raises(ivy.DtypeError, match="pixel_cost_volume: image1"):
            iv.pixel_cost_volume(
                ivy.asarray(np.ones((4, 5, 2), np.uint8)), arr(np.ones((4, 5, 2))), 1
            )


# Velocity and object motion #
# ---------------------------#


def bilinear_reference(image, coords):
    """SciPy's linear spline interpolation, nearest-edge outside: per batch element, channel."""
    batch = image.shape[:-3]
    out = np.zeros((*coords.shape[:-1], image.shape[-1]))
    for index in np.ndindex(batch):
        for c in range(image.shape[-1]):
            points = [coords[index][..., 1], coords[index][..., 0]]
            out[index][..., c] = map_coordinates(
                image[index][..., c], points, order=1, mode="nearest"
            )
    return out


def velocity_inputs(shape, seed=5, image_dims=(HEIGHT, WIDTH)):
    rng = np.random.default_rng(seed)
    flow = rng.uniform(-1.5, 1.5, (*shape, *image_dims, 2))
    cam_t = homogeneous(rng.normal(size=(*shape, *image_dims, 3)))
    cam_tm1 = homogeneous(rng.normal(size=(*shape, *image_dims, 3)))
    return flow, cam_t, cam_tm1, rigid(rng, shape), rng.uniform(0.1, 1.0, (*shape, 1))


class TestVelocityFromFlowCamCoordsAndCamMats:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        flow, cam_t, cam_tm1, ext, delta_t = velocity_inputs(shape)
        velocity, valid = iv.velocity_from_flow_cam_coords_and_cam_mats(
            arr(flow), arr(cam_t), arr(cam_tm1), arr(ext), arr(delta_t)
        )
        warp = GRID[..., :2] + flow
        moved = apply(ext, bilinear_reference(cam_tm1, warp))
        expected_valid = np.all((warp >= 0) & (warp <= [WIDTH - 1, HEIGHT - 1]), -1, keepdims=True)
        expected = (cam_t[..., :3] - moved) / delta_t[..., None, None, :]
        assert 0 < expected_valid.sum() < expected_valid.size
        assert_allclose(valid, expected_valid)
        assert_allclose(velocity, np.where(expected_valid, expected, 0.0))

    def test_a_moving_plane_seen_by_a_moving_camera(self):
        # A fronto-parallel plane moving at `speed` while the camera moves by `baseline`: its
        # camera coordinates are affine in the pixels, so bilinear interpolation is exact.
        calib = np.array([[10.0, 0, 2], [0, 10.0, 1.5], [0, 0, 1]])
        speed, baseline, delta_t = np.array([0.1, 0.2, 0.5]), np.array([0.3, 0.0, 0.0]), 0.5
        cam_t = homogeneous(5.0 * apply(np.linalg.inv(calib), GRID))
        cam_tm1_of_t = cam_t[..., :3] + baseline - speed * delta_t
        flow = apply(calib, cam_tm1_of_t)[..., :2] / cam_tm1_of_t[..., 2:] - GRID[..., :2]
        cam_tm1 = homogeneous(cam_tm1_of_t[0, 0, 2] * apply(np.linalg.inv(calib), GRID))
        ext = np.concatenate([np.eye(3), -baseline[:, None]], -1)
        velocity, valid = iv.velocity_from_flow_cam_coords_and_cam_mats(
            arr(flow), arr(cam_t), arr(cam_tm1), arr(ext), delta_t
        )
        valid = to_np(valid)
        assert 0 < valid.sum() < valid.size  # part of the view was out of frame t - 1's
        assert_allclose(velocity, np.where(valid, speed, 0.0), rtol=1e-9, atol=1e-9)

    def test_float32_stays_float32(self):
        flow, cam_t, cam_tm1, ext, delta_t = velocity_inputs(())
        velocity, valid = iv.velocity_from_flow_cam_coords_and_cam_mats(
            *(arr(x, "float32") for x in (flow, cam_t, cam_tm1, ext, delta_t))
        )
        assert ivy.dtype(velocity) == ivy.float32 and ivy.dtype(valid) == ivy.bool

    def test_errors(self):
        flow, cam_t, cam_tm1, ext, delta_t = (arr(x) for x in velocity_inputs(()))
        fn = iv.velocity_from_flow_cam_coords_and_cam_mats
        with pytest.raises(
            ivy.ShapeError, match="velocity_from_flow_cam_coords_and_cam_mats: cam_coords_tm1"
        ):
            fn(flow, cam_t, arr(np.ones((4, 4, 4))), ext, delta_t)
        with pytest.raises(
            ivy.ShapeError, match="velocity_from_flow_cam_coords_and_cam_mats: cam_tm1_to_t_ext_mat"
        ):
            fn(flow, cam_t, cam_tm1, arr(np.eye(4)), delta_t)
        with pytest.raises(
            ivy.ShapeError, match="velocity_from_flow_cam_coords_and_cam_mats: delta_t"
        ):
            fn(flow, cam_t, cam_tm1, ext, arr(np.ones((2,))))
        with pytest.raises(
            ivy.ShapeError,
            match=r"velocity_from_flow_cam_coords_and_cam_mats: delta_t.*more batch axes",
        ):
            fn(flow, cam_t, cam_tm1, ext, arr(np.ones((2, 2, 2, 1))))
        with pytest.raises(
            ivy.DtypeError, match="velocity_from_flow_cam_coords_and_cam_mats: flow_t_to_tm1"
        ):
            fn(ivy.asarray(np.ones((4, 5, 2), np.int32)), cam_t, cam_tm1, ext, delta_t)


def object_scene(shape, seed=6, id_dtype="float32"):
    """Camera coordinates, an id image with ids 0-3 and transformations of objects 3 and 1."""
    rng = np.random.default_rng(seed)
    return {
        "cam": homogeneous(rng.normal(size=(*shape, HEIGHT, WIDTH, 3)) + np.array([0.0, 0.0, 4.0])),
        "ids": rng.integers(0, 4, (*shape, HEIGHT, WIDTH, 1)).astype(id_dtype),
        "obj_ids": np.tile(np.array([[3], [1]], id_dtype), (*shape, 1, 1)),
        "obj_trans": rigid(rng, (*shape, 2)),
        "ext": rigid(rng, shape),
        "calib": calib_mats(rng, shape),
    }


def object_motion_reference(s):
    """Each pixel's point moved by its object's transformation, or by the camera's motion."""
    moved = apply(s["ext"], s["cam"])
    moving = np.zeros(s["ids"].shape, bool)
    for k in range(s["obj_ids"].shape[-2]):
        on_object = s["ids"] == s["obj_ids"][..., k : k + 1, None, :]
        moved = np.where(on_object, apply(s["obj_trans"][..., k, :, :], s["cam"]), moved)
        moving |= on_object
    return homogeneous(moved), moving


def object_args(s):
    return arr(s["cam"]), ivy.asarray(s["ids"]), ivy.asarray(s["obj_ids"]), arr(s["obj_trans"])


class TestProjectCamCoordsWithObjectTransformations:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        s = object_scene(shape)
        coords, moving = iv.project_cam_coords_with_object_transformations(
            *object_args(s), arr(s["ext"])
        )
        expected, expected_moving = object_motion_reference(s)
        assert 0 < expected_moving.sum() < expected_moving.size
        assert_allclose(moving, expected_moving)
        assert_allclose(coords, expected)

    def test_integer_ids_and_one_transformation_for_a_batch(self):
        s = object_scene((), id_dtype="int64")
        batch_cam = np.stack([s["cam"], s["cam"] * 2 - 1])
        coords, _ = iv.project_cam_coords_with_object_transformations(
            arr(batch_cam), ivy.asarray(np.stack([s["ids"]] * 2)), ivy.asarray(s["obj_ids"]),
            arr(s["obj_trans"]), arr(s["ext"]),
        )  # fmt: skip
        assert_allclose(coords[0], object_motion_reference(s)[0])
        expected = object_motion_reference({**s, "cam": batch_cam[1]})[0]
        assert_allclose(coords[1], expected)

    def test_the_originals_values(self):
        # The original library's test case, seeded as there.
        np.random.seed(0)
        obj_trans = np.random.uniform(0, 1, 48).astype(np.float32).reshape((1, 4, 3, 4))
        ext = np.random.uniform(0, 1, 12).astype(np.float32).reshape((1, 3, 4))
        cam = np.array([[[[0, 1, 2, 1], [1, 2, 3, 1]], [[2, 3, 4, 1], [3, 4, 5, 1]]]], np.float32)
        ids = np.arange(4, dtype=np.float32).reshape(1, 2, 2, 1)
        coords, moving = iv.project_cam_coords_with_object_transformations(
            arr(cam, "float32"), arr(ids, "float32"), arr(ids.reshape(1, 4, 1), "float32"),
            arr(obj_trans, "float32"), arr(ext, "float32"),
        )  # fmt: skip
        expected = [[[2.4655993, 2.4128416, 2.4957864, 1.0], [2.7194753, 4.8899407, 4.741903, 1.0]],
                    [[3.6743941, 4.1201386, 3.3103971, 1.0], [9.704583, 6.375033, 5.863691, 1.0]]]  # fmt: skip
        assert_allclose(coords, [expected], dtype="float32", rtol=1e-6, atol=1e-6)
        assert bool(ivy.all(moving))

    def test_errors(self):
        cam, ids, obj_ids, obj_trans = object_args(object_scene(()))
        ext = arr(np.eye(4)[:3])
        fn = iv.project_cam_coords_with_object_transformations
        with pytest.raises(
            ivy.ShapeError, match="project_cam_coords_with_object_transformations: obj_ids"
        ):
            fn(cam, ids, arr(np.ones((3, 1))), obj_trans, ext)
        with pytest.raises(
            ivy.ShapeError, match="project_cam_coords_with_object_transformations: id_image"
        ):
            fn(cam, arr(np.ones((4, 1))), obj_ids, obj_trans, ext)
        with pytest.raises(
            ivy.ShapeError,
            match="project_cam_coords_with_object_transformations: cam_1_to_2_ext_mat",
        ):
            fn(cam, ids, obj_ids, obj_trans, arr(np.eye(3)))
        with pytest.raises(
            ivy.ShapeError, match="project_cam_coords_with_object_transformations: the batch shapes"
        ):
            fn(
                arr(np.ones((3, 4, 5, 4))),
                arr(np.ones((3, 4, 5, 1))),
                arr(np.ones((2, 2, 1))),
                arr(np.ones((2, 2, 3, 4))),
                ext,
            )
        with pytest.raises(
            ivy.DtypeError, match="project_cam_coords_with_object_transformations: obj_trans"
        ):
            fn(cam, ids, obj_ids, ivy.asarray(np.ones((2, 3, 4), np.int32)), ext)
        with pytest.raises(
            ivy.DtypeError, match="project_cam_coords_with_object_transformations: id_image"
        ):
            fn(cam, ivy.asarray(np.ones((4, 5, 1), bool)), obj_ids, obj_trans, ext)


class TestVelocityFromCamCoordsIdImageAndObjectTrans:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        s = object_scene(shape)
        delta_t = np.random.default_rng(7).uniform(0.1, 1.0, (*shape, 1))
        out = iv.velocity_from_cam_coords_id_image_and_object_trans(*object_args(s), arr(delta_t))
        # Against the identity camera motion, every object's point moves by its own transformation.
        moved, moving = object_motion_reference({**s, "ext": np.eye(4)[:3]})
        expected = (s["cam"][..., :3] - moved[..., :3]) / delta_t[..., None, None, :]
        assert_allclose(out, np.where(moving, expected, 0.0))

    def test_the_originals_values(self):
        np.random.seed(0)
        obj_trans = np.random.uniform(0, 1, 48).astype(np.float32).reshape((1, 4, 3, 4))
        cam = np.array([[[[0, 1, 2, 1], [1, 2, 3, 1]], [[2, 3, 4, 1], [3, 4, 5, 1]]]], np.float32)
        ids = np.arange(4, dtype=np.float32).reshape(1, 2, 2, 1)
        out = iv.velocity_from_cam_coords_id_image_and_object_trans(
            arr(cam, "float32"), arr(ids, "float32"), arr(ids.reshape(1, 4, 1), "float32"),
            arr(obj_trans, "float32"), arr([[0.05]], "float32"),
        )  # fmt: skip
        expected = [[[-49.311985, -28.25683, -9.915729], [-34.389503, -57.798813, -34.838055]],
                    [[-33.48788, -22.402773, 13.792057], [-134.09166, -47.500656, -17.273817]]]  # fmt: skip
        assert_allclose(out, [expected], dtype="float32", rtol=1e-5, atol=1e-5)

    def test_errors(self):
        cam, ids, obj_ids, obj_trans = object_args(object_scene(()))
        fn = iv.velocity_from_cam_coords_id_image_and_object_trans
        with pytest.raises(
            ivy.ShapeError, match="velocity_from_cam_coords_id_image_and_object_trans: cam_coords_t"
        ):
            fn(arr(np.ones((4, 5, 3))), ids, obj_ids, obj_trans, 0.1)
        with pytest.raises(
            ivy.ShapeError, match="velocity_from_cam_coords_id_image_and_object_trans: id_image"
        ):
            fn(cam, arr(np.ones((5, 1))), obj_ids, obj_trans, 0.1)
        with pytest.raises(
            ivy.DtypeError, match="velocity_from_cam_coords_id_image_and_object_trans: delta_t"
        ):
            fn(cam, ids, obj_ids, obj_trans, ivy.asarray(np.ones(1, np.int32)))


class TestFlowFromCamCoordsIdImageAndObjectTrans:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        s = object_scene(shape)
        out = iv.flow_from_cam_coords_id_image_and_object_trans(
            *object_args(s), arr(s["calib"]), arr(s["ext"])
        )
        moved, _ = object_motion_reference(s)
        pixels1, pixels2 = apply(s["calib"], s["cam"][..., :3]), apply(s["calib"], moved[..., :3])
        assert_allclose(
            out, pixels2[..., :2] / pixels2[..., 2:] - pixels1[..., :2] / pixels1[..., 2:]
        )

    def test_a_static_scene_gives_the_flow_of_the_camera_motion(self):
        s = object_scene((2,))
        no_objects = arr(np.full((2, 2, 1), 9.0, np.float32), "float32")
        out = iv.flow_from_cam_coords_id_image_and_object_trans(
            arr(s["cam"]), ivy.asarray(s["ids"]), no_objects, arr(s["obj_trans"]),
            arr(s["calib"]), arr(s["ext"]),
        )  # fmt: skip
        calib_homo = homogeneous_rows(np.concatenate([s["calib"], np.zeros((2, 3, 1))], -1))
        cam1to2_full = (calib_homo @ homogeneous_rows(s["ext"]) @ np.linalg.inv(calib_homo))[
            ..., :3, :
        ]
        ds1 = apply(s["calib"], s["cam"][..., :3])
        assert_allclose(out, to_np(iv.flow_from_depth_and_cam_mats(arr(ds1), arr(cam1to2_full))))

    def test_the_originals_values(self):
        np.random.seed(0)
        obj_trans = np.random.uniform(0, 1, 48).astype(np.float32).reshape((1, 4, 3, 4))
        calib = np.random.uniform(0, 1, 9).astype(np.float32).reshape((1, 3, 3))
        ext = np.random.uniform(0, 1, 12).astype(np.float32).reshape((1, 3, 4))
        cam = np.array([[[[0, 1, 2, 1], [1, 2, 3, 1]], [[2, 3, 4, 1], [3, 4, 5, 1]]]], np.float32)
        ids = np.arange(4, dtype=np.float32).reshape(1, 2, 2, 1)
        out = iv.flow_from_cam_coords_id_image_and_object_trans(
            *(arr(x, "float32") for x in (cam, ids, ids.reshape(1, 4, 1), obj_trans, calib, ext))
        )
        expected = [[[0.18979263, 0.655679], [0.09357154, 0.3690083]],
                    [[0.12552917, 0.46584404], [0.10946929, 0.34653413]]]  # fmt: skip
        assert_allclose(out, [expected], dtype="float32", rtol=1e-5, atol=1e-6)

    def test_errors(self):
        cam, ids, obj_ids, obj_trans = object_args(object_scene(()))
        fn = iv.flow_from_cam_coords_id_image_and_object_trans
        with pytest.raises(
            ivy.ShapeError, match="flow_from_cam_coords_id_image_and_object_trans: calib_mat"
        ):
            fn(cam, ids, obj_ids, obj_trans, arr(np.eye(4)), arr(np.eye(4)[:3]))
        with pytest.raises(
            ivy.ShapeError, match="flow_from_cam_coords_id_image_and_object_trans: the batch shapes"
        ):
            fn(cam, ids, obj_ids, obj_trans, arr(np.ones((3, 3, 3))), arr(np.ones((3, 3, 4))))


# Gradients #
# ----------#

_R = stereo_rig((), seed=8)
# Noisy flow: the DLT system is then regular. (With exact flow its smallest singular value is 0,
# where mxnet's svd backward, which divides by the singular values, is wrong.)
_FLOW = _R["flow"][:2, :3] + np.random.default_rng(12).normal(scale=0.05, size=(2, 3, 2))
_V = velocity_inputs((), seed=9, image_dims=(2, 2))
_S = object_scene((), seed=10)
_IMAGES = np.random.default_rng(11).normal(size=(2, 3, 4, 2))


def _objects(fn, *rest):
    """``fn`` of the camera coordinates, the object transformations and ``rest``."""
    return lambda cam, trans, *more: fn(
        cam, ivy.asarray(_S["ids"][:2, :3]), ivy.asarray(_S["obj_ids"]), trans, *more
    )


GRADIENT_CASES = {
    "depth_from_flow_and_cam_mats_cmp": (iv.depth_from_flow_and_cam_mats, [_FLOW, _R["full"]]),
    "depth_from_flow_and_cam_mats_dlt": (
        lambda f, p: iv.depth_from_flow_and_cam_mats(f, p, triangulation_method="dlt"),
        [_FLOW, _R["full"]],
    ),
    "flow_from_depth_and_cam_mats": (
        iv.flow_from_depth_and_cam_mats, [_R["ds1"][:2, :3], _R["cam1to2_full"]]
    ),
    "project_flow_to_epipolar_line": (
        iv.project_flow_to_epipolar_line,
        [_FLOW + 0.1, to_np(iv.get_fundamental_matrix(arr(_R["full"][0]), arr(_R["full"][1]))) / 1e3],
    ),
    "pixel_cost_volume": (lambda a, b: iv.pixel_cost_volume(a, b, 1), [_IMAGES[0], _IMAGES[1]]),
    # cam_coords_t enters linearly: differentiated w.r.t. the other arguments.
    "velocity_from_flow_cam_coords_and_cam_mats": (
        lambda flow, cam_tm1, ext, delta_t: iv.velocity_from_flow_cam_coords_and_cam_mats(
            flow, arr(_V[1]), cam_tm1, ext, delta_t
        )[0],
        [_V[0] * 0.5, _V[2], _V[3], _V[4]],
    ),
    "project_cam_coords_with_object_transformations": (
        lambda cam, trans, ext: _objects(iv.project_cam_coords_with_object_transformations)(
            cam, trans, ext
        )[0],
        [_S["cam"][:2, :3], _S["obj_trans"], _S["ext"]],
    ),
    "velocity_from_cam_coords_id_image_and_object_trans": (
        _objects(iv.velocity_from_cam_coords_id_image_and_object_trans),
        [_S["cam"][:2, :3], _S["obj_trans"], np.array([0.3])],
    ),
    "flow_from_cam_coords_id_image_and_object_trans": (
        _objects(iv.flow_from_cam_coords_id_image_and_object_trans),
        [_S["cam"][:2, :3], _S["obj_trans"], _S["calib"], _S["ext"]],
    ),
}  # fmt: skip


@needs_autodiff
@pytest.mark.parametrize("name", sorted(GRADIENT_CASES))
def test_gradient_matches_finite_differences(name):
    fn, args = GRADIENT_CASES[name]
    check_grad(lambda *xs: weighted_sum(fn(*xs)), *args)
