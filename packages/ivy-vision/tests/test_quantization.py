"""quantize_to_image against a point-by-point NumPy reference, the original's values and truths.

Most tests scatter nine points with two features into a 3 x 3 image, as the original's tests
do: one set of shapes, so that eager jax compiles each operation once.
"""

import numpy as np
import pytest
from vision_testing import SHAPES

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import quantize_to_image

HEIGHT, WIDTH, POINTS = 3, 3, 9
EPS = 1e-12


def arr(values, dtype="float64"):
    return ivy.asarray(np.array(values, dtype=dtype))


def reference_quantize(coords, feat, prior, prior_var, variances, lower, upper, with_db):
    """One image: every point binned by hand; collisions fused or resolved by depth."""
    values = np.concatenate([coords, feat], -1)
    mean, var = prior.copy(), prior_var.copy()
    count = np.zeros((HEIGHT, WIDTH, 1))
    members = {}
    for i, (u, v) in enumerate(np.round(coords).astype(int)):
        if 0 <= u < WIDTH and 0 <= v < HEIGHT and np.all(variances[i] < upper):
            members.setdefault((v, u), []).append(i)
    for pixel, points in members.items():
        count[pixel] = len(points)
        if with_db:
            depths = values[points, 2]
            nearest = [p for p, d in zip(points, depths, strict=True) if d == depths.min()]
            mean[pixel] = values[nearest].mean(0)
            var[pixel] = variances[nearest].mean(0)
        else:
            weights = 1 / (variances[points] + EPS)
            mean[pixel] = (values[points] * weights).sum(0) / weights.sum(0)
            var[pixel] = len(points) / weights.sum(0)
        var[pixel] = np.maximum(var[pixel], lower)
    return mean, var, count


def scene(shape, seed=0):
    """Nine random points over (and beyond) the image, colliding in its pixels."""
    rng = np.random.default_rng(seed)
    coords = rng.uniform([-0.8, -0.8], [WIDTH - 0.2, HEIGHT - 0.2], size=(*shape, POINTS, 2))
    feat = np.concatenate(
        [rng.uniform(1.0, 5.0, (*shape, POINTS, 1)), rng.normal(size=(*shape, POINTS, 1))], -1
    )
    variances = rng.uniform(0.1, 2.0, size=(*shape, POINTS, 4))
    grid = np.stack(np.meshgrid(np.arange(WIDTH), np.arange(HEIGHT)), -1)
    prior = np.concatenate(
        [
            np.broadcast_to(grid, (*shape, HEIGHT, WIDTH, 2)),
            rng.normal(size=(*shape, HEIGHT, WIDTH, 2)),
        ],
        -1,
    )
    prior_var = rng.uniform(5.0, 9.0, size=(*shape, HEIGHT, WIDTH, 4))
    return coords, feat, variances, prior, prior_var


def on_jax_compiled(fn):
    """``fn`` under jax.jit on jax: one compilation of the whole function per input shape, where
    eager jax compiles each of its operations (several times longer). Other tests run eagerly."""
    return ivy.compile(fn) if BACKEND == "jax" else fn


def quantize(coords, feat, variances, prior, prior_var, threshold, with_db, dtype="float64"):
    def call(
        coords, feat, feat_prior, coords_var, feat_var, coords_prior_var, feat_prior_var, bounds
    ):
        return quantize_to_image(
            coords, (HEIGHT, WIDTH), feat, feat_prior, with_db, coords_var, feat_var,
            coords_prior_var, feat_prior_var, bounds,
        )  # fmt: skip

    arrays = [
        coords, feat, prior[..., 2:], variances[..., :2], variances[..., 2:], prior_var[..., :2],
        prior_var[..., 2:], threshold,
    ]  # fmt: skip
    return on_jax_compiled(call)(*(arr(a, dtype) for a in arrays))


# ivy_vision_tests/test_quantization.py: nine points on a 3 x 3 image, depth and intensity.
ORIGINAL_COORDS = np.array(
    [[0, 0], [0, 0], [2, 0], [2, 1], [1, 1], [2, 1], [1, 2], [1, 2], [1, 2]], float
)
ORIGINAL_FEAT = np.stack([np.arange(1.0, 10.0), np.arange(0.9, 0.0, -0.1)], -1)
ORIGINAL_FEAT_VAR = np.repeat(np.array([2.0, 4, 1, 0.5, 3, 3, 1, 1, 2])[:, None], 2, -1)
ORIGINAL_THRESHOLD = np.array([[0.0, 1e4]] * 4)
ORIGINAL_COUNT = np.array([[2.0, 0, 1], [0, 1, 2], [0, 3, 0]])[..., None]
ORIGINAL_GRID = np.stack(np.meshgrid(np.arange(3.0), np.arange(3.0)), -1)


class TestQuantizeToImage:
    @pytest.mark.parametrize("with_db", [False, True], ids=["fused", "depth_buffer"])
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape, with_db):
        coords, feat, variances, prior, prior_var = scene(shape)
        # Per-channel thresholds: the upper ones drop some points.
        threshold = np.broadcast_to([[0.3, 1.9]] * 2 + [[0.3, 1.8]] * 2, (*shape, 4, 2))
        mean, var, count = quantize(coords, feat, variances, prior, prior_var, threshold, with_db)
        expected = [
            reference_quantize(
                coords[i], feat[i], prior[i], prior_var[i], variances[i], 0.3, threshold[i][:, 1],
                with_db,
            )
            for i in np.ndindex(*shape)
        ]  # fmt: skip
        for result, reference in zip((mean, var, count), zip(*expected, strict=True), strict=True):
            assert_allclose(result, np.stack(reference).reshape(ivy.shape(result)))

    def test_the_originals_fusion_with_default_variances(self):
        mean, var, count = quantize_to_image(
            arr(ORIGINAL_COORDS),
            (3, 3),
            arr(ORIGINAL_FEAT),
            arr(np.zeros((3, 3, 2))),
            var_threshold=arr(ORIGINAL_THRESHOLD),
        )
        assert_allclose(count, ORIGINAL_COUNT)
        expected_feat = [
            [[1.5, 0.85], [0, 0], [3, 0.7]],
            [[0, 0], [5, 0.5], [5, 0.5]],
            [[0, 0], [8, 0.2], [0, 0]],
        ]
        assert_allclose(mean, np.concatenate([ORIGINAL_GRID, expected_feat], -1))
        assert_allclose(var[..., 2:], np.where(ORIGINAL_COUNT > 0, 1e-3, 1e12) * np.ones(2))

    def test_the_originals_fusion_with_variances(self):
        mean, var, count = quantize_to_image(
            arr(ORIGINAL_COORDS),
            (3, 3),
            arr(ORIGINAL_FEAT),
            arr(np.zeros((3, 3, 2))),
            pixel_coords_var=arr(np.full((9, 2), 1e-3)),
            feat_var=arr(ORIGINAL_FEAT_VAR),
            pixel_coords_prior_var=arr(np.full((3, 3, 2), 1e-3)),
            feat_prior_var=arr(np.full((3, 3, 2), 1e12)),
            var_threshold=arr(ORIGINAL_THRESHOLD),
        )
        fused_var = np.array(
            [[1 / (1 / 2 + 1 / 4), 1e12, 1.0], [1e12, 3.0, 1 / (1 / 0.5 + 1 / 3)], [1e12, 1 / 2.5, 1e12]]
        )[..., None]  # fmt: skip
        weighted_sums = np.array(
            [
                [[1 / 2 + 2 / 4, 0.9 / 2 + 0.8 / 4], [0, 0], [3, 0.7]],
                [[0, 0], [5 / 3, 0.5 / 3], [4 / 0.5 + 6 / 3, 0.6 / 0.5 + 0.4 / 3]],
                [[0, 0], [7 + 8 + 9 / 2, 0.3 + 0.2 + 0.1 / 2], [0, 0]],
            ]
        )
        assert_allclose(count, ORIGINAL_COUNT)
        assert_allclose(mean[..., 2:], np.where(ORIGINAL_COUNT > 0, fused_var * weighted_sums, 0))
        expected_var = np.where(ORIGINAL_COUNT > 0, fused_var * ORIGINAL_COUNT, 1e12)
        assert_allclose(var[..., 2:], expected_var * np.ones(2))

    def test_the_originals_depth_buffer(self):
        mean, var, count = quantize_to_image(
            arr(ORIGINAL_COORDS),
            (3, 3),
            arr(ORIGINAL_FEAT),
            arr(np.zeros((3, 3, 2))),
            with_db=True,
            pixel_coords_var=arr(np.full((9, 2), 1e-3)),
            feat_var=arr(ORIGINAL_FEAT_VAR),
            pixel_coords_prior_var=arr(np.full((3, 3, 2), 1e-3)),
            feat_prior_var=arr(np.full((3, 3, 2), 1e12)),
            var_threshold=arr(ORIGINAL_THRESHOLD),
        )
        expected_feat = [
            [[1.0, 0.9], [0, 0], [3, 0.7]],
            [[0, 0], [5, 0.5], [4, 0.6]],
            [[0, 0], [7, 0.3], [0, 0]],
        ]
        assert_allclose(mean, np.concatenate([ORIGINAL_GRID, expected_feat], -1))
        expected_var = [[2.0, 1e12, 1.0], [1e12, 3.0, 0.5], [1e12, 1.0, 1e12]]
        assert_allclose(var[..., 2:], np.asarray(expected_var)[..., None] * np.ones(2))
        assert_allclose(count, ORIGINAL_COUNT)

    def test_nearest_depth_wins_and_far_points_are_hidden(self):
        coords = np.array(
            [
                [2.2, 0.9], [1.8, 1.3], [2.4, 1.1],  # pixel (row 1, column 2): depth 1.5 wins
                [0.1, -0.2],  # alone in pixel (0, 0)
                [0.2, 2.1], [-0.3, 1.8], [0.0, 2.0],  # pixel (2, 0): two equally near points
                [3.0, 0.0], [1.0, -1.0],  # off the image
            ]
        )  # fmt: skip
        depth_and_label = np.array(
            [[3.0, 30], [1.5, 15], [2.0, 20], [7.0, 70], [4.0, 40], [4.0, 60], [6.0, 0], [0.5, 5],
             [0.5, 5]]
        )  # fmt: skip
        mean, _, count = quantize_to_image(arr(coords), (3, 3), arr(depth_and_label), with_db=True)
        expected = np.zeros((3, 3, 2))
        expected[1, 2], expected[0, 0], expected[2, 0] = [1.5, 15], [7.0, 70], [4.0, 50]
        assert_allclose(mean[..., 2:], expected)
        assert_allclose(mean[1, 2, :2], [1.8, 1.3])  # the winner's own coordinates
        assert_allclose(mean[2, 0, :2], [-0.05, 1.95])  # the mean of the two winners'
        assert_allclose(count[..., 0], [[1.0, 0, 0], [0, 0, 3], [3, 0, 0]])

    def test_empty_image_holds_the_priors(self):
        coords = np.stack([np.full(POINTS, -3.0), np.arange(POINTS, dtype=float)], -1)
        mean, var, count = quantize_to_image(arr(coords), (3, 3), arr(np.ones((POINTS, 2))), 0.5)
        grid = np.stack(np.meshgrid(np.arange(3.0), np.arange(3.0)), -1)
        assert_allclose(mean, np.concatenate([grid, np.full((3, 3, 2), 0.5)], -1))
        assert_allclose(var, np.full((3, 3, 4), 1e12))
        assert_allclose(count, np.zeros((3, 3, 1)))

    def test_without_features(self):
        coords = np.array([[0.4, 0.4], [0.0, 0.2], [1.0, 1.0]] + [[-5.0, 0.0]] * 6)
        mean, var, count = quantize_to_image(arr(coords), (3, 3))
        assert_allclose(mean[0, 0], [0.2, 0.3])
        assert_allclose(var[0, 0], [1e-3, 1e-3])  # 1e-3 / 2, inflated by the 2 points
        assert_allclose(count[..., 0], [[2.0, 0, 0], [0, 1, 0], [0, 0, 0]])

    def test_float32_stays_float32(self):
        coords, feat, variances, prior, prior_var = scene(())
        threshold = np.array([[0.3, 1.9]] * 4)
        mean, var, count = quantize(
            coords, feat, variances, prior, prior_var, threshold, False, "float32"
        )
        expected = reference_quantize(
            coords, feat, prior, prior_var, variances, 0.3, 1.9, False
        )  # fmt: skip
        for result, reference in zip((mean, var, count), expected, strict=True):
            assert_allclose(result, reference.astype(np.float32), rtol=1e-5, atol=1e-5)

    def test_traces_under_jax_jit(self):
        if BACKEND != "jax":
            pytest.skip("jax.jit")
        import jax

        coords, feat, _, prior, _ = scene(())
        traced = jax.jit(lambda c, f: quantize_to_image(c, (HEIGHT, WIDTH), f, with_db=True)[0])
        expected = reference_quantize(
            coords, feat, np.concatenate([prior[..., :2], np.zeros((HEIGHT, WIDTH, 2))], -1),
            np.full((HEIGHT, WIDTH, 4), 1e12), np.full((POINTS, 4), 1e-3), 1e-3, 1e12, True,
        )[0]  # fmt: skip
        assert_allclose(traced(arr(coords), arr(feat)), expected)

    def test_jax_without_64_bit_mode(self):
        if BACKEND != "jax":
            pytest.skip("jax's 32-bit mode")
        import jax

        # The float32 test's scene, with int32 indices: the backend's indexing dtype there.
        coords, feat, variances, prior, prior_var = scene(())
        threshold = np.array([[0.3, 1.9]] * 4)
        expected = reference_quantize(coords, feat, prior, prior_var, variances, 0.3, 1.9, False)
        with jax.enable_x64(False):
            result = quantize(
                coords, feat, variances, prior, prior_var, threshold, False, "float32"
            )
            for actual, reference in zip(result, expected, strict=True):
                assert_allclose(actual, reference.astype(np.float32), rtol=1e-5, atol=1e-5)

    def test_errors(self):
        coords, feat = arr(np.zeros((4, 2))), arr(np.ones((4, 2)))
        fn = quantize_to_image
        with pytest.raises(ivy.ShapeError, match="quantize_to_image: pixel_coords"):
            fn(arr(np.zeros((4, 3))), (2, 2))
        with pytest.raises(ivy.ShapeError, match="quantize_to_image: feat"):
            fn(coords, (2, 2), arr(np.ones((3, 2))))
        with pytest.raises(ivy.ShapeError, match="quantize_to_image: feat_prior"):
            fn(coords, (2, 2), feat, arr(np.zeros((3, 2, 2))))
        with pytest.raises(ivy.ShapeError, match="quantize_to_image: var_threshold"):
            fn(coords, (2, 2), feat, var_threshold=arr(np.ones((3, 2))))
        with pytest.raises(ivy.ShapeError, match="quantize_to_image: the batch shapes"):
            fn(arr(np.zeros((2, 4, 2))), (2, 2), arr(np.ones((3, 4, 2))))
        with pytest.raises(ivy.DtypeError, match="quantize_to_image: pixel_coords"):
            fn(ivy.asarray(np.zeros((4, 2), np.int32)), (2, 2))
        with pytest.raises(ValueError, match="quantize_to_image: with_db needs feat"):
            fn(coords, (2, 2), with_db=True)
        with pytest.raises(ValueError, match="quantize_to_image: image_dims"):
            fn(coords, (0, 2))

    @needs_autodiff
    @pytest.mark.parametrize("with_db", [False, True], ids=["fused", "depth_buffer"])
    def test_gradient(self, with_db):
        # Coordinates away from pixel boundaries and distinct depths: small steps change no
        # assignment, and the result is smooth in the values. Five points, two pixels with
        # collisions: each point costs six evaluations per finite-difference check.
        rng = np.random.default_rng(7)
        pixels = np.array([[0, 0], [0, 0], [1, 0], [1, 1], [1, 1]])
        coords = pixels + rng.uniform(-0.3, 0.3, size=pixels.shape)
        feat = np.stack([np.arange(1.0, 6.0), rng.normal(size=len(pixels))], -1)
        variances = rng.uniform(0.5, 2.0, size=(len(pixels), 2))
        weights = arr(rng.uniform(0.5, 1.5, size=(3, 3, 4)))

        def fn(c, f, v):
            mean, var, _ = quantize_to_image(c, (3, 3), f, with_db=with_db, feat_var=v)
            return ivy.sum(mean * weights) + ivy.sum(ivy.log(var[..., 2:]))

        fn = ivy.compile(fn) if BACKEND == "jax" else fn
        grads = ivy.grad(fn, argnums=(0, 1, 2))(arr(coords), arr(feat), arr(variances))
        assert_grads_close(fn, [coords, feat, variances], grads, rtol=1e-6, atol=1e-8)
