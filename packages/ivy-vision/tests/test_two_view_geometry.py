"""two_view_geometry against NumPy references of a synthetic stereo rig, kornia, and geometric truths."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation
from vision_testing import FD_TOLERANCES, SHAPES, apply, arr, homogeneous, homogeneous_rows, to_np

import ivy
import ivy_vision as iv
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close

HEIGHT, WIDTH = 4, 5


def skew(v):
    zero = np.zeros_like(v[..., 0])
    rows = [
        [zero, -v[..., 2], v[..., 1]],
        [v[..., 2], zero, -v[..., 0]],
        [-v[..., 1], v[..., 0], zero],
    ]
    return np.stack([np.stack(row, -1) for row in rows], -2)


def stereo_rig(shape, seed=0):
    """Two cameras of batch shape ``shape`` viewing a depth image of camera 1, in float64 NumPy.

    Camera 2 sits about 0.5 to the side of camera 1, turned slightly: every pixel of camera 1
    is in front of both cameras, with a clear parallax.
    """
    rng = np.random.default_rng(seed)
    count = int(np.prod(shape, dtype=int))
    calib = np.zeros((*shape, 2, 3, 3))
    calib[..., 0, 0], calib[..., 1, 1] = rng.uniform(80, 120, (2, *shape, 2))
    calib[..., 0, 2], calib[..., 1, 2] = rng.uniform(1.5, 3.0, (2, *shape, 2))
    calib[..., 2, 2] = 1.0
    rotation1 = Rotation.random(max(count, 1), random_state=seed)[:count]
    turn = Rotation.from_rotvec(rng.normal(scale=0.05, size=(max(count, 1), 3))[:count])
    rotations = np.stack([rotation1.as_matrix(), (turn * rotation1).as_matrix()], 1)
    rotations = rotations.reshape(*shape, 2, 3, 3)
    centre1 = rng.normal(size=(*shape, 3, 1))
    # The baseline along camera 1's x axis (its first row), plus a little of everything.
    side = rotations[..., 0, 0, :, None] * 0.5 + rng.normal(scale=0.05, size=(*shape, 3, 1))
    centres = np.stack([centre1, centre1 + side], -3)
    ext = np.concatenate([rotations, -rotations @ centres], -1)
    full = calib @ ext
    inv_full = np.linalg.inv(homogeneous_rows(full))[..., :3, :]
    inv_ext = np.linalg.inv(homogeneous_rows(ext))[..., :3, :]
    depth = rng.uniform(1.0, 5.0, (*shape, HEIGHT, WIDTH, 1))
    u, v = np.meshgrid(np.arange(WIDTH, dtype=float), np.arange(HEIGHT, dtype=float))
    grid = np.stack([u, v, np.ones_like(u)], -1)
    ds1 = grid * depth
    world = homogeneous(apply(inv_full[..., 0, :, :], homogeneous(ds1)))
    ds2 = apply(full[..., 1, :, :], world)
    cam1 = homogeneous(apply(ext[..., 0, :, :], world))
    cam2 = homogeneous(apply(ext[..., 1, :, :], world))
    return {
        "calib": calib, "ext": ext, "inv_ext": inv_ext, "full": full, "inv_full": inv_full,
        "centres": centres, "depth": depth, "grid": grid, "ds1": ds1, "ds2": ds2,
        "pixels2": ds2 / ds2[..., 2:], "world": world, "cam1": cam1, "cam2": cam2,
        "cam1to2_full": (homogeneous_rows(full[..., 1, :, :]) @ np.linalg.inv(
            homogeneous_rows(full[..., 0, :, :])))[..., :3, :],
        "cam1to2_ext": ext[..., 1, :, :] @ homogeneous_rows(inv_ext[..., 0, :, :]),
    }  # fmt: skip


def pixel_pairs(r):
    """The pixels of every world point in both views, (*batch, 2, h, w, 3)."""
    shape = r["ds1"].shape
    return np.stack([r["ds1"], np.broadcast_to(r["pixels2"], shape)], -4)


def sphere_reference(cam):
    """Ego-sphere coordinates [phi, theta, r] of camera coordinates (forward-facing z)."""
    x, y, z = cam[..., 0], cam[..., 1], cam[..., 2]
    r = np.sqrt(x**2 + y**2 + z**2)
    return np.stack([np.arctan2(x, z), np.arccos(y / r), r], -1)


def angular_reference(sphere, pixels_per_degree):
    degrees = np.degrees(sphere[..., :2])
    x = np.mod(180 - degrees[..., 0], 360) * pixels_per_degree
    y = np.mod(degrees[..., 1], 180) * pixels_per_degree
    return np.stack([x, y, sphere[..., 2]], -1)


def check_grad(fn, *args, **tolerances):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, **{**FD_TOLERANCES, **tolerances})


def weighted_sum(x):
    weights = np.linspace(0.5, 1.5, int(np.prod(x.shape))).reshape(tuple(x.shape))
    return ivy.sum(x * arr(weights))


# Coordinates between cameras #
# ----------------------------#


class TestDsPixelToDsPixelCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_carries_pixels_to_the_second_view(self, shape):
        r = stereo_rig(shape)
        out = iv.ds_pixel_to_ds_pixel_coords(arr(r["ds1"]), arr(r["cam1to2_full"]))
        assert_allclose(out, r["ds2"], rtol=1e-9, atol=1e-9)
        assert_allclose(out, apply(r["cam1to2_full"], homogeneous(r["ds1"])))

    def test_one_matrix_for_a_batch(self):
        r = stereo_rig(())
        ds1 = np.random.default_rng(1).uniform(1, 5, (3, 7, 3))
        out = iv.ds_pixel_to_ds_pixel_coords(arr(ds1), arr(r["cam1to2_full"]))
        assert_allclose(out, homogeneous(ds1) @ r["cam1to2_full"].T)

    def test_float32_stays_float32(self):
        r = stereo_rig(())
        out = iv.ds_pixel_to_ds_pixel_coords(
            arr(r["ds1"], "float32"), arr(r["cam1to2_full"], "float32")
        )
        assert_allclose(out, r["ds2"], dtype="float32", rtol=1e-4, atol=1e-4)

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="ds_pixel_to_ds_pixel_coords: ds_pixel_coords1"):
            iv.ds_pixel_to_ds_pixel_coords(arr(np.ones((4, 4))), arr(np.eye(4)[:3]))
        with pytest.raises(ivy.ShapeError, match="ds_pixel_to_ds_pixel_coords: cam1to2_full_mat"):
            iv.ds_pixel_to_ds_pixel_coords(arr(np.ones((4, 3))), arr(np.eye(4)))
        with pytest.raises(
            ivy.ShapeError,
            match=r"ds_pixel_to_ds_pixel_coords: the batch shapes.*ds_pixel_coords1.*cam1to2_full_mat",
        ):
            iv.ds_pixel_to_ds_pixel_coords(arr(np.ones((3, 5, 3))), arr(np.ones((2, 3, 4))))
        with pytest.raises(ivy.DtypeError, match="ds_pixel_to_ds_pixel_coords: ds_pixel_coords1"):
            iv.ds_pixel_to_ds_pixel_coords(
                ivy.asarray(np.ones((4, 3), np.int32)), arr(np.eye(4)[:3])
            )


class TestCamToCamCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_carries_points_to_the_second_camera(self, shape):
        r = stereo_rig(shape)
        out = iv.cam_to_cam_coords(arr(r["cam1"]), arr(r["cam1to2_ext"]))
        assert_allclose(out, r["cam2"], rtol=1e-9, atol=1e-9)

    def test_float32_stays_float32(self):
        r = stereo_rig(())
        out = iv.cam_to_cam_coords(arr(r["cam1"], "float32"), arr(r["cam1to2_ext"], "float32"))
        assert_allclose(out, r["cam2"], dtype="float32", rtol=1e-5, atol=1e-5)

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="cam_to_cam_coords: cam_coords1"):
            iv.cam_to_cam_coords(arr(np.ones((4, 3))), arr(np.eye(4)[:3]))
        with pytest.raises(ivy.ShapeError, match="cam_to_cam_coords: the batch shapes"):
            iv.cam_to_cam_coords(arr(np.ones((3, 5, 4))), arr(np.ones((2, 3, 4))))
        with pytest.raises(ivy.DtypeError, match="cam_to_cam_coords: cam1to2_ext_mat"):
            iv.cam_to_cam_coords(arr(np.ones((4, 4))), ivy.asarray(np.eye(4, dtype=np.int64)[:3]))


class TestSphereAndAngularPixelCoords:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_sphere_to_sphere_matches_numpy(self, shape):
        r = stereo_rig(shape)
        out = iv.sphere_to_sphere_coords(arr(sphere_reference(r["cam1"])), arr(r["cam1to2_ext"]))
        assert_allclose(out, sphere_reference(r["cam2"]), rtol=1e-9, atol=1e-9)

    @pytest.mark.parametrize("shape", SHAPES)
    def test_angular_pixel_to_angular_pixel_matches_numpy(self, shape):
        r = stereo_rig(shape)
        angular1 = angular_reference(sphere_reference(r["cam1"]), 2.0)
        out = iv.angular_pixel_to_angular_pixel_coords(arr(angular1), arr(r["cam1to2_ext"]), 2.0)
        assert_allclose(
            out, angular_reference(sphere_reference(r["cam2"]), 2.0), rtol=1e-9, atol=1e-8
        )

    def test_float32_stays_float32(self):
        r = stereo_rig(())
        sphere = iv.sphere_to_sphere_coords(
            arr(sphere_reference(r["cam1"]), "float32"), arr(r["cam1to2_ext"], "float32")
        )
        assert_allclose(sphere, sphere_reference(r["cam2"]), dtype="float32", rtol=1e-4, atol=1e-4)
        angular = iv.angular_pixel_to_angular_pixel_coords(
            arr(angular_reference(sphere_reference(r["cam1"]), 1.0), "float32"),
            arr(r["cam1to2_ext"], "float32"),
            1.0,
        )
        assert ivy.dtype(angular) == ivy.float32

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="sphere_to_sphere_coords: sphere_coords1"):
            iv.sphere_to_sphere_coords(arr(np.ones((4, 4))), arr(np.eye(4)[:3]))
        with pytest.raises(ivy.ShapeError, match="sphere_to_sphere_coords: the batch shapes"):
            iv.sphere_to_sphere_coords(arr(np.ones((3, 5, 3))), arr(np.ones((2, 3, 4))))
        with pytest.raises(
            ivy.ShapeError, match="angular_pixel_to_angular_pixel_coords: cam1to2_ext_mat"
        ):
            iv.angular_pixel_to_angular_pixel_coords(arr(np.ones((4, 3))), arr(np.eye(3)), 1.0)
        with pytest.raises(
            ivy.DtypeError, match="angular_pixel_to_angular_pixel_coords: angular_pixel_coords1"
        ):
            iv.angular_pixel_to_angular_pixel_coords(
                ivy.asarray(np.ones((4, 3), np.int32)), arr(np.eye(4)[:3]), 1.0
            )


# Epipolar geometry #
# ------------------#


def fundamental_reference(full1, full2):
    """Hartley & Zisserman (9.1), with NumPy's SVD pseudo-inverse."""
    centre = np.linalg.inv(homogeneous_rows(full1))[..., :3, 3]
    epipole = np.einsum("...mn,...n->...m", full2, homogeneous(centre))
    return skew(epipole) @ full2 @ np.linalg.pinv(full1)


class TestGetFundamentalMatrix:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy_and_the_epipolar_constraint(self, shape):
        r = stereo_rig(shape)
        full1, full2 = r["full"][..., 0, :, :], r["full"][..., 1, :, :]
        fund = iv.get_fundamental_matrix(arr(full1), arr(full2))
        expected = fundamental_reference(full1, full2)
        assert_allclose(fund, expected, rtol=1e-7, atol=1e-7 * np.abs(expected).max())
        # x₂ᵀ F x₁ = 0 for the pixels of every world point, relative to the sizes involved.
        residual = np.einsum("...hwi,...ij,...hwj->...hw", r["pixels2"], to_np(fund), r["grid"])
        scale = np.abs(to_np(fund)).max() * np.abs(r["grid"]).max() ** 2
        np.testing.assert_array_less(np.abs(residual), 1e-10 * scale)

    def test_given_centre_and_pseudo_inverse(self):
        r = stereo_rig((2,))
        full1, full2 = r["full"][:, 0], r["full"][:, 1]
        out = iv.get_fundamental_matrix(
            arr(full1), arr(full2), arr(r["centres"][:, 0]), arr(np.linalg.pinv(full1))
        )
        expected = fundamental_reference(full1, full2)
        assert_allclose(out, expected, rtol=1e-7, atol=1e-7 * np.abs(expected).max())

    def test_sideways_stereo_has_horizontal_epipolar_lines(self):
        second = np.concatenate([np.eye(3), [[-1.0], [0.0], [0.0]]], axis=1)
        fund = to_np(iv.get_fundamental_matrix(arr(np.eye(4)[:3]), arr(second)))
        line = fund @ np.array([3.0, 2.0, 1.0])  # the row v = 2 of image 2
        np.testing.assert_allclose(line / line[1], [0.0, 1.0, -2.0])

    def test_matches_kornia_up_to_scale(self):
        if BACKEND != "torch":
            pytest.skip("kornia runs on torch")
        kornia = pytest.importorskip("kornia")
        r = stereo_rig((2, 3))
        full1, full2 = arr(r["full"][..., 0, :, :]), arr(r["full"][..., 1, :, :])
        ours = to_np(iv.get_fundamental_matrix(full1, full2))
        theirs = kornia.geometry.epipolar.fundamental_from_projections(full1, full2).numpy()
        # Both are defined up to scale (and sign): compare them normalised.
        ours /= np.linalg.norm(ours, axis=(-2, -1), keepdims=True)
        theirs /= np.linalg.norm(theirs, axis=(-2, -1), keepdims=True)
        sign = np.sign(np.sum(ours * theirs, axis=(-2, -1), keepdims=True))
        np.testing.assert_allclose(ours, theirs * sign, rtol=1e-7, atol=1e-9)

    def test_float32_stays_float32(self):
        r = stereo_rig(())
        full1, full2 = r["full"][0], r["full"][1]
        out = iv.get_fundamental_matrix(arr(full1, "float32"), arr(full2, "float32"))
        expected = fundamental_reference(full1, full2)
        assert_allclose(
            out, expected, dtype="float32", rtol=1e-3, atol=1e-3 * np.abs(expected).max()
        )

    def test_errors(self):
        full = arr(np.eye(4)[:3])
        with pytest.raises(ivy.ShapeError, match="get_fundamental_matrix: full_mat2"):
            iv.get_fundamental_matrix(full, arr(np.eye(3)))
        with pytest.raises(ivy.ShapeError, match="get_fundamental_matrix: camera_center1"):
            iv.get_fundamental_matrix(full, full, arr(np.ones(3)))
        with pytest.raises(ivy.ShapeError, match="get_fundamental_matrix: pinv_full_mat1"):
            iv.get_fundamental_matrix(full, full, None, arr(np.ones((3, 4))))
        with pytest.raises(
            ivy.ShapeError,
            match=r"get_fundamental_matrix: the batch shapes.*full_mat1 \(2,\), full_mat2 \(3,\)",
        ):
            iv.get_fundamental_matrix(arr(np.ones((2, 3, 4))), arr(np.ones((3, 3, 4))))
        with pytest.raises(ivy.DtypeError, match="get_fundamental_matrix: full_mat1"):
            iv.get_fundamental_matrix(ivy.asarray(np.eye(4, dtype=np.int32)[:3]), full)


# Closest mutual points #
# ----------------------#


def closest_points_reference(centres, rays):
    """By the normal equations of min |C₁ + t₁ r₁ - C₂ - t₂ r₂|², solved per ray pair."""
    c1, c2 = centres[..., 0, None, None, :, 0], centres[..., 1, None, None, :, 0]
    r1, r2 = rays[..., 0, :, :, :], rays[..., 1, :, :, :]
    gram = np.stack(
        [
            np.stack([np.sum(r1 * r1, -1), -np.sum(r1 * r2, -1)], -1),
            np.stack([-np.sum(r1 * r2, -1), np.sum(r2 * r2, -1)], -1),
        ],
        -2,
    )
    rhs = np.stack([np.sum((c2 - c1) * r1, -1), -np.sum((c2 - c1) * r2, -1)], -1)
    t = np.linalg.solve(gram, rhs[..., None])[..., 0]
    points = np.stack([c1 + t[..., :1] * r1, c2 + t[..., 1:] * r2], -4)
    return homogeneous(points)


class TestClosestMutualPointsAlongTwoSkewRays:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_rays_meeting_at_the_world_points(self, shape):
        r = stereo_rig(shape)
        rays = r["world"][..., None, :, :, :3] - r["centres"][..., None, None, :, 0]
        out = iv.closest_mutual_points_along_two_skew_rays(arr(r["centres"]), arr(rays))
        world = np.broadcast_to(r["world"][..., None, :, :, :], (*shape, 2, HEIGHT, WIDTH, 4))
        assert_allclose(out, world, rtol=1e-9, atol=1e-9)

    @pytest.mark.parametrize("shape", SHAPES)
    def test_skew_rays_match_the_normal_equations(self, shape):
        r = stereo_rig(shape)
        rays = np.random.default_rng(2).normal(size=(*shape, 2, HEIGHT, WIDTH, 3))
        out = iv.closest_mutual_points_along_two_skew_rays(arr(r["centres"]), arr(rays))
        assert_allclose(out, closest_points_reference(r["centres"], rays), rtol=1e-8, atol=1e-8)
        # The segment between the points is perpendicular to both rays.
        segment = to_np(out)[..., 1, :, :, :3] - to_np(out)[..., 0, :, :, :3]
        for ray in (rays[..., 0, :, :, :], rays[..., 1, :, :, :]):
            np.testing.assert_allclose(np.sum(segment * ray, -1), 0, atol=1e-9)

    def test_parallel_rays_give_the_camera_centres(self):
        centres = np.array([[[0.0], [0.0], [0.0]], [[1.0], [0.0], [0.0]]])
        rays = np.array([[[0.0, 0.0, 1.0]], [[0.0, 0.0, 2.0]]])
        out = iv.closest_mutual_points_along_two_skew_rays(arr(centres), arr(rays))
        assert_allclose(out, [[[0.0, 0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0, 1.0]]])

    def test_float32_stays_float32(self):
        r = stereo_rig(())
        rays = r["world"][None, ..., :3] - r["centres"][:, None, None, :, 0]
        out = iv.closest_mutual_points_along_two_skew_rays(
            arr(r["centres"], "float32"), arr(rays, "float32")
        )
        assert_allclose(out, np.stack([r["world"]] * 2), dtype="float32", rtol=1e-4, atol=1e-4)

    def test_errors(self):
        centres, rays = arr(np.ones((2, 3, 1))), arr(np.ones((2, 5, 3)))
        with pytest.raises(
            ivy.ShapeError, match="closest_mutual_points_along_two_skew_rays: camera_centers"
        ):
            iv.closest_mutual_points_along_two_skew_rays(arr(np.ones((3, 3, 1))), rays)
        with pytest.raises(
            ivy.ShapeError,
            match=r"closest_mutual_points_along_two_skew_rays: world_ray_vectors.*two views",
        ):
            iv.closest_mutual_points_along_two_skew_rays(centres, arr(np.ones((3, 5, 3))))
        with pytest.raises(
            ivy.ShapeError, match="closest_mutual_points_along_two_skew_rays: the batch shapes"
        ):
            iv.closest_mutual_points_along_two_skew_rays(
                arr(np.ones((2, 2, 3, 1))), arr(np.ones((3, 2, 5, 3)))
            )
        with pytest.raises(
            ivy.DtypeError, match="closest_mutual_points_along_two_skew_rays: world_ray_vectors"
        ):
            iv.closest_mutual_points_along_two_skew_rays(
                centres, ivy.asarray(np.ones((2, 5, 3), np.int32))
            )


# Triangulation #
# --------------#


class TestTriangulateDepth:
    @pytest.mark.parametrize("method", ["cmp", "dlt"])
    @pytest.mark.parametrize("shape", SHAPES)
    def test_recovers_the_depth_of_a_synthetic_scene(self, shape, method):
        r = stereo_rig(shape)
        out = iv.triangulate_depth(arr(pixel_pairs(r)), arr(r["full"]), method=method)
        assert_allclose(out, r["ds1"], rtol=1e-8, atol=1e-8)

    def test_given_inverse_matrices_and_centres(self):
        r = stereo_rig((2,))
        out = iv.triangulate_depth(
            arr(pixel_pairs(r)), arr(r["full"]), arr(r["inv_full"]), arr(r["centres"])
        )
        assert_allclose(out, r["ds1"], rtol=1e-8, atol=1e-8)

    @pytest.mark.parametrize("method", ["cmp", "dlt"])
    def test_one_camera_pair_for_many_images(self, method):
        # The view axis follows the matrices' batch axes: (2, 3, h, w, 3) for one pair.
        r = stereo_rig(())
        depth = np.random.default_rng(5).uniform(1, 5, (3, HEIGHT, WIDTH, 1))
        ds1 = r["grid"] * depth
        world = homogeneous(apply(r["inv_full"][0], homogeneous(ds1)))
        ds2 = apply(r["full"][1], world)
        pairs = np.stack([ds1, ds2 / ds2[..., 2:]])
        out = iv.triangulate_depth(arr(pairs), arr(r["full"]), method=method)
        assert_allclose(out, ds1, rtol=1e-8, atol=1e-8)

    @pytest.mark.parametrize("method", ["cmp", "dlt"])
    def test_float32(self, method):
        r = stereo_rig((2,))
        out = iv.triangulate_depth(
            arr(pixel_pairs(r), "float32"), arr(r["full"], "float32"), method=method
        )
        assert_allclose(out, r["ds1"], dtype="float32", rtol=2e-3, atol=2e-3)

    def test_no_parallax_gives_depth_zero(self):
        # Two cameras at one centre: every pair of rays is parallel (or the same).
        full = np.stack([np.eye(4)[:3], np.eye(4)[:3]])
        pixels = np.array([[[0.5, 0.25, 1.0]], [[0.5, 0.25, 1.0]]])
        out = iv.triangulate_depth(arr(pixels), arr(full))
        assert_allclose(out, [[0.0, 0.0, 0.0]])

    def test_noisy_correspondences(self):
        # With noise the methods differ, but both stay near the true depth.
        r = stereo_rig((2,))
        pairs = pixel_pairs(r)
        pairs[:, 1, ..., :2] += np.random.default_rng(3).normal(
            scale=0.01, size=pairs[:, 1, ..., :2].shape
        )
        cmp = to_np(iv.triangulate_depth(arr(pairs), arr(r["full"])))[..., 2]
        dlt = to_np(iv.triangulate_depth(arr(pairs), arr(r["full"]), method="dlt"))[..., 2]
        depth = r["depth"][..., 0]
        assert np.abs(cmp / depth - 1).max() < 0.05 and np.abs(dlt / depth - 1).max() < 0.05
        assert np.abs(cmp - dlt).max() > 1e-9

    def test_matches_kornia(self):
        if BACKEND != "torch":
            pytest.skip("kornia runs on torch")
        kornia = pytest.importorskip("kornia")
        r = stereo_rig((2,))
        pairs = pixel_pairs(r)
        pairs[:, 1, ..., :2] += np.random.default_rng(4).normal(
            scale=0.01, size=pairs[:, 1, ..., :2].shape
        )
        points1 = arr(pairs[:, 0, ..., :2] / pairs[:, 0, ..., 2:]).reshape(2, -1, 2)
        points2 = arr(pairs[:, 1, ..., :2]).reshape(2, -1, 2)
        full1, full2 = arr(r["full"][:, 0]), arr(r["full"][:, 1])
        world = kornia.geometry.epipolar.triangulate_points(
            full1, full2, points1, points2, solver="svd"
        )
        expected = np.einsum("bmn,bpn->bpm", r["full"][:, 0], homogeneous(world.numpy()))
        out = iv.triangulate_depth(arr(pairs), arr(r["full"]), method="dlt")
        # The same DLT system, so the same least-squares point despite the noise.
        assert_allclose(out, expected.reshape(2, HEIGHT, WIDTH, 3), rtol=1e-8, atol=1e-8)

    def test_dlt_is_the_least_squares_solution_of_the_svd(self):
        # The closed form against NumPy's SVD of the same systems, noisy enough that they are
        # far from singular, with matrices of very different scales.
        r = stereo_rig((2,))
        pairs = pixel_pairs(r)
        pairs[:, 1, ..., :2] += np.random.default_rng(6).normal(
            scale=0.5, size=pairs[:, 1, ..., :2].shape
        )
        full = r["full"] * np.array([1e-3, 1e3]).reshape(2, 1, 1, 1)
        pixels = pairs[..., :2] / pairs[..., 2:]  # (2, 2 views, h, w, 2)
        rows = [
            pixels[:, view, ..., axis, None] * full[:, view, None, None, 2]
            - full[:, view, None, None, axis]
            for view in (0, 1)
            for axis in (0, 1)
        ]
        solution = np.linalg.svd(np.stack(rows, -2))[2][..., -1, :]
        world = solution / solution[..., 3:]
        expected = np.einsum("bmn,bhwn->bhwm", full[:, 0], world)
        out = iv.triangulate_depth(arr(pairs), arr(full), method="dlt")
        assert_allclose(out, expected, rtol=1e-8, atol=1e-8)

    def test_errors(self):
        r = stereo_rig(())
        pairs, full = arr(pixel_pairs(r)), arr(r["full"])
        with pytest.raises(ValueError, match="triangulate_depth: method must be one of"):
            iv.triangulate_depth(pairs, full, method="cmt")
        with pytest.raises(ivy.ShapeError, match="triangulate_depth: full_mats"):
            iv.triangulate_depth(pairs, arr(r["full"][0]))
        with pytest.raises(ivy.ShapeError, match=r"triangulate_depth: ds_pixel_coords.*two views"):
            iv.triangulate_depth(arr(np.ones((3, 4, 5, 3))), full)
        with pytest.raises(ivy.ShapeError, match="triangulate_depth: camera_centers"):
            iv.triangulate_depth(pairs, full, camera_centers=arr(np.ones((2, 3))))
        with pytest.raises(ivy.ShapeError, match="triangulate_depth: the batch shapes"):
            iv.triangulate_depth(
                arr(np.ones((3, 2, 5, 3))), arr(np.ones((2, 2, 3, 4))), method="dlt"
            )
        with pytest.raises(ivy.ShapeError, match="triangulate_depth: the batch shapes"):
            iv.triangulate_depth(arr(np.ones((3, 2, 5, 3))), arr(np.ones((2, 2, 3, 4))))
        with pytest.raises(ivy.DtypeError, match="triangulate_depth: ds_pixel_coords"):
            iv.triangulate_depth(ivy.asarray(np.ones((2, 5, 3), np.int32)), full)


# Gradients #
# ----------#

_R = stereo_rig((), seed=7)
# Noisy correspondences: the DLT system is then regular (and exact ones, a singular system)
_PAIRS = pixel_pairs(_R)[:, :2, :2] + np.random.default_rng(9).normal(
    scale=0.05, size=(2, 2, 2, 3)
) * [1, 1, 0]
_RAYS = np.random.default_rng(8).normal(size=(2, 3, 3))

GRADIENT_CASES = {
    "ds_pixel_to_ds_pixel_coords": (
        iv.ds_pixel_to_ds_pixel_coords, [_R["ds1"][:2, :2], _R["cam1to2_full"]]
    ),
    "cam_to_cam_coords": (iv.cam_to_cam_coords, [_R["cam1"][:2, :2], _R["cam1to2_ext"]]),
    "sphere_to_sphere_coords": (
        iv.sphere_to_sphere_coords, [sphere_reference(_R["cam1"][:2, :2]), _R["cam1to2_ext"]]
    ),
    "angular_pixel_to_angular_pixel_coords": (
        lambda a, e: iv.angular_pixel_to_angular_pixel_coords(a, e, 2.0),
        [angular_reference(sphere_reference(_R["cam1"][:2, :2]), 2.0), _R["cam1to2_ext"]],
    ),
    "get_fundamental_matrix": (
        lambda p1, p2: iv.get_fundamental_matrix(p1, p2) / 1e4, [_R["full"][0], _R["full"][1]]
    ),
    "closest_mutual_points_along_two_skew_rays": (
        iv.closest_mutual_points_along_two_skew_rays, [_R["centres"], _RAYS]
    ),
    "triangulate_depth_cmp": (iv.triangulate_depth, [_PAIRS, _R["full"]]),
    "triangulate_depth_dlt": (
        lambda x, p: iv.triangulate_depth(x, p, method="dlt"), [_PAIRS, _R["full"]], {"atol": 1e-6}
    ),
    "triangulate_depth_dlt_exact": (
        lambda x, p: iv.triangulate_depth(x, p, method="dlt"),
        [pixel_pairs(_R)[:, :2, :2], _R["full"]],
        {"atol": 1e-6},
    ),
}  # fmt: skip


@needs_autodiff
@pytest.mark.parametrize("name", sorted(GRADIENT_CASES))
def test_gradient_matches_finite_differences(name):
    fn, args, *tolerances = GRADIENT_CASES[name]
    check_grad(lambda *xs: weighted_sum(fn(*xs)), *args, **(tolerances[0] if tolerances else {}))


@needs_autodiff
def test_gradient_of_parallel_rays_is_finite():
    centres = np.array([[[0.0], [0.0], [0.0]], [[1.0], [0.0], [0.0]]])
    rays = np.array([[[0.0, 0.0, 1.0]], [[0.0, 0.0, 2.0]]])
    grads = ivy.grad(
        lambda c, r: ivy.sum(iv.closest_mutual_points_along_two_skew_rays(c, r)), argnums=(0, 1)
    )(arr(centres), arr(rays))
    assert all(np.isfinite(to_np(g)).all() for g in grads)
