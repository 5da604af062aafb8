"""coords_to_voxel_grid against a point-by-point NumPy reference and known voxel counts."""

import numpy as np
import pytest
from vision_testing import SHAPES, to_np

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import coords_to_voxel_grid


def arr(values, dtype="float64"):
    return ivy.asarray(np.array(values, dtype=dtype))


def homogeneous(points):
    return np.concatenate([points, np.ones_like(points[..., :1])], -1)


def reference_grid(points, dims=None, res=None, bounds=None, features=None):
    """One point cloud (n, 3) binned point by point; returns (grid, dims, res, lower)."""
    if bounds is None:
        lower, upper = points.min(0), points.max(0)
        valid = np.ones(len(points), bool)
    else:
        lower, upper = np.asarray(bounds[:3], float), np.asarray(bounds[3:], float)
        valid = np.all((points > lower) & (points < upper), axis=-1)
    if dims is None:
        dims = np.maximum(np.ceil((upper - lower) / (np.asarray(res) + 1e-12)), 1)
    dims = np.asarray(dims, int)
    size = (upper - lower) / (dims + 1e-12)
    values = points if features is None else np.concatenate([points, features], -1)
    grid = np.zeros((*dims, values.shape[-1] + 1))
    for point, value, keep in zip(points, values, valid, strict=True):
        if keep:
            voxel = np.minimum(np.floor((point - lower) / (size + 1e-12)).astype(int), dims - 1)
            grid[tuple(voxel)] += np.append(value, 1.0)
    grid[..., :-1] /= np.maximum(grid[..., -1:], 1)
    return grid, dims, size, lower


def random_points(shape, count=20, seed=0):
    return np.random.default_rng(seed).uniform(-1.0, 2.0, size=(*shape, count, 3))


def occupancy(grid):
    return to_np(grid)[..., -1] > 0


# ivy_vision_tests/test_voxel_grids.py: four points, one or several batches, with bounds.
SIMPLE = np.array(
    [[0.0, 1.5, 3.0], [1.9, 0.0, 0.9], [0.7, 3.0, 0.0], [3.0, 0.8, 1.9]]
)  # fmt: skip
SIMPLE_OCCUPANCY = np.array(
    [
        [[0, 0, 0], [0, 0, 1], [1, 0, 0]],
        [[1, 0, 0], [0, 0, 0], [0, 0, 0]],
        [[0, 1, 0], [0, 0, 0], [0, 0, 0]],
    ],
    bool,
)


class TestCoordsToVoxelGrid:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_dims_mode_matches_numpy(self, shape):
        points = random_points(shape)
        features = np.random.default_rng(1).normal(size=(*shape, 20, 2))
        grid, dims, res, lower = coords_to_voxel_grid(
            arr(homogeneous(points)), (3, 4, 2), features=arr(features)
        )
        expected = [
            reference_grid(points[index], dims=(3, 4, 2), features=features[index])
            for index in np.ndindex(*shape)
        ]
        for i, result in enumerate((grid, dims, res, lower)):
            reference = np.stack([e[i] for e in expected]).reshape(ivy.shape(result))
            assert_allclose(result, reference.astype(to_np(result).dtype))

    def test_res_mode_pads_to_the_largest_grid_of_the_batch(self):
        points = random_points((2,), seed=2)
        points[1] *= 0.5  # a smaller cloud: fewer voxels of the same size
        grid, dims, _, _ = coords_to_voxel_grid(arr(homogeneous(points)), (0.5, 0.75, 1.0), "RES")
        expected = [reference_grid(p, res=(0.5, 0.75, 1.0)) for p in points]
        assert_allclose(dims, np.stack([e[1] for e in expected]).astype(np.int32))
        assert ivy.shape(grid)[1:4] == tuple(expected[0][1])
        for i, (expected_grid, expected_dims, _, _) in enumerate(expected):
            x, y, z = expected_dims
            assert_allclose(grid[i, :x, :y, :z], expected_grid)
            assert to_np(grid)[i, ..., -1].sum() == 20  # nothing beyond its own corner

    def test_bounds_drop_points_on_and_outside_faces(self):
        points = random_points((), seed=3)
        points[0] = [0.0, 0.5, 0.5]  # on the lower x face: dropped
        bounds = [0.0, -0.5, -0.5, 1.5, 1.5, 1.5]
        grid, _, res, lower = coords_to_voxel_grid(
            arr(homogeneous(points)), (2, 2, 2), coord_bounds=bounds
        )
        expected = reference_grid(points, dims=(2, 2, 2), bounds=bounds)
        assert_allclose(grid, expected[0])
        assert_allclose(res, [0.75, 1.0, 1.0])
        assert_allclose(lower, bounds[:3])

    def test_known_counts(self):
        # Two points per voxel of the corner voxel and the opposite one, in a 2 x 2 x 2 grid
        # over [0, 2]^3: counts 2 and 2, mean coordinates the points' means.
        points = np.array(
            [[0.2, 0.2, 0.2], [0.6, 0.4, 0.8], [1.2, 1.4, 1.6], [1.8, 1.6, 1.4], [0, 0, 0], [2, 2, 2]]
        )  # fmt: skip
        grid, dims, res, _ = coords_to_voxel_grid(arr(homogeneous(points)), (2, 2, 2))
        counts = to_np(grid)[..., -1]
        assert counts[0, 0, 0] == 3 and counts[1, 1, 1] == 3 and counts.sum() == 6
        assert_allclose(grid[1, 1, 1, :3], points[[2, 3, 5]].mean(0))
        assert_allclose(dims, np.array([2, 2, 2], np.int32))
        assert_allclose(res, [1.0, 1.0, 1.0])

    def test_the_originals_occupancies(self):
        coords = arr(homogeneous(SIMPLE))
        assert (occupancy(coords_to_voxel_grid(coords, [3, 3, 3])[0]) == SIMPLE_OCCUPANCY).all()
        res_grid = coords_to_voxel_grid(coords, (1, 1, 1), "RES")[0]
        assert (occupancy(res_grid) == SIMPLE_OCCUPANCY).all()
        bounded = coords_to_voxel_grid(coords, (3, 3, 3), coord_bounds=[-1] * 3 + [4] * 3)[0]
        expected = np.zeros((3, 3, 3), bool)
        expected[0, 1, 2] = expected[1, 0, 1] = expected[1, 2, 0] = expected[2, 1, 1] = True
        assert (occupancy(bounded) == expected).all()
        bounded = coords_to_voxel_grid(coords, (3, 3, 3), coord_bounds=[0] * 3 + [4] * 3)[0]
        expected = np.zeros((3, 3, 3), bool)
        expected[2, 0, 1] = True
        assert (occupancy(bounded) == expected).all()
        with_features = coords_to_voxel_grid(coords, (3, 3, 3), features=arr(np.ones((4, 1))))
        assert_allclose(with_features[0][..., 3], SIMPLE_OCCUPANCY.astype(float))

    def test_batched_bounds_and_specs(self):
        points = random_points((2,), seed=4)
        bounds = np.array([[-1.0, -1, -1, 2, 2, 2], [0.0, 0, 0, 1, 1, 1]])
        grid, dims, _, lower = coords_to_voxel_grid(
            arr(homogeneous(points)), arr([2.0, 2.0, 3.0]), coord_bounds=arr(bounds)
        )
        for i in range(2):
            expected = reference_grid(points[i], dims=(2, 2, 3), bounds=bounds[i])
            assert_allclose(grid[i], expected[0])
        assert_allclose(lower, bounds[:, :3])
        assert_allclose(dims, np.full((2, 3), [2, 2, 3], np.int32))

    def test_flat_cloud_gets_one_voxel_along_its_flat_axis(self):
        points = random_points((), seed=5)
        points[:, 2] = 0.5
        grid, dims, _, _ = coords_to_voxel_grid(arr(homogeneous(points)), (1.0, 1.0, 1.0), "RES")
        assert to_np(dims)[2] == 1 and to_np(grid)[..., -1].sum() == 20

    def test_float32_stays_float32(self):
        points = random_points(())
        grid, dims, res, lower = coords_to_voxel_grid(
            arr(homogeneous(points), "float32"), (2, 2, 2)
        )
        assert ivy.dtype(grid) == ivy.float32 and ivy.dtype(res) == ivy.float32
        assert ivy.dtype(lower) == ivy.float32 and ivy.dtype(dims) == ivy.int32
        assert_allclose(grid, reference_grid(points, dims=(2, 2, 2))[0].astype(np.float32))

    def test_traces_under_jax_jit(self):
        if BACKEND != "jax":
            pytest.skip("jax.jit")
        import jax

        points = random_points(())
        traced = jax.jit(lambda c: coords_to_voxel_grid(c, (3, 4, 2))[0])
        assert_allclose(traced(arr(homogeneous(points))), reference_grid(points, dims=(3, 4, 2))[0])

    def test_jax_without_64_bit_mode(self):
        if BACKEND != "jax":
            pytest.skip("jax's 32-bit mode")
        import jax

        points = random_points(())  # the float32 test's
        expected = reference_grid(points, dims=(2, 2, 2))[0]
        with jax.enable_x64(False):  # indices in int32, the backend's indexing dtype there
            grid = coords_to_voxel_grid(arr(homogeneous(points), "float32"), (2, 2, 2))[0]
            assert_allclose(grid, expected.astype(np.float32), atol=1e-6)

    def test_errors(self):
        coords = arr(homogeneous(random_points(())))
        fn = coords_to_voxel_grid
        with pytest.raises(ValueError, match="coords_to_voxel_grid: mode"):
            fn(coords, (2, 2, 2), "SIZE")
        with pytest.raises(ValueError, match="coords_to_voxel_grid: voxel_shape_spec"):
            fn(coords, (2, 2))
        with pytest.raises(ValueError, match="coords_to_voxel_grid: voxel_shape_spec"):
            fn(coords, (2, 0, 2))
        with pytest.raises(ValueError, match="coords_to_voxel_grid: voxel_shape_spec"):
            fn(coords, arr([2.0, 0.0, 2.0]))
        with pytest.raises(ValueError, match="coords_to_voxel_grid: coord_bounds"):
            fn(coords, (2, 2, 2), coord_bounds=[0, 0, 0, 1, 1])
        with pytest.raises(ivy.ShapeError, match="coords_to_voxel_grid: coords"):
            fn(arr(random_points(())), (2, 2, 2))
        with pytest.raises(ivy.ShapeError, match="coords_to_voxel_grid: features"):
            fn(coords, (2, 2, 2), features=arr(np.ones((19, 1))))
        with pytest.raises(ivy.ShapeError, match="coords_to_voxel_grid: the batch shapes"):
            fn(coords[None].repeat(2, 0) if BACKEND == "numpy" else ivy.stack([coords] * 2),
               arr(np.full((3, 3), 2.0)))  # fmt: skip
        with pytest.raises(ivy.DtypeError, match="coords_to_voxel_grid: coords"):
            fn(ivy.asarray(np.ones((5, 4), np.int32)), (2, 2, 2))

    @needs_autodiff
    def test_gradient_wrt_coords_and_features(self):
        rng = np.random.default_rng(6)
        # Points well inside their voxels of the fixed bounds, so that small steps keep them.
        centres = (np.array([[0, 0, 0], [1, 1, 0], [1, 1, 0], [0, 1, 1]]) + 0.5) * 0.5
        points = homogeneous(centres + rng.uniform(-0.1, 0.1, size=centres.shape))
        features = rng.normal(size=(4, 2))
        weights = arr(rng.uniform(0.5, 1.5, size=(2, 2, 2, 6)))

        def fn(coords, feats):
            grid = coords_to_voxel_grid(
                coords, (2, 2, 2), coord_bounds=[0] * 3 + [1] * 3, features=feats
            )[0]
            return ivy.sum(grid * weights)

        fn = ivy.compile(fn) if BACKEND == "jax" else fn
        grads = ivy.grad(fn, argnums=(0, 1))(arr(points), arr(features))
        assert_grads_close(fn, [points, features], grads, rtol=1e-6, atol=1e-8)
