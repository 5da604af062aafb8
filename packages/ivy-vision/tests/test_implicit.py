"""Implicit rendering against NumPy references, the original's values and a known density step."""

import numpy as np
import pytest
from vision_testing import SHAPES, to_np

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import (
    create_sampled_pixel_coords_image,
    downsampled_image_dims_from_desired_num_pixels,
    ray_termination_probabilities,
    render_implicit_features_and_depth,
    render_rays_via_termination_probabilities,
    sample_images,
    sampled_volume_density_to_occupancy_probability,
    stratified_sample,
)

SAMPLES = 8


def arr(values, dtype="float64"):
    return ivy.asarray(np.array(values, dtype=dtype))


def check_grad(fn, *args):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, rtol=1e-5, atol=1e-8)


def reference_weights(density, gaps):
    occupancy = 1 - np.exp(-density * gaps)
    passed = np.cumprod(np.concatenate([np.ones_like(gaps[..., :1]), 1 - occupancy], -1), -1)
    return occupancy * passed[..., :-1]


# ivy_vision_tests/test_implicit.py: three rays of three samples.
DEPTHS = np.array([[0, 1, 2, 3], [1, 1.5, 2, 2.5], [2, 4, 5, 6]])
GAPS = DEPTHS[:, 1:] - DEPTHS[:, :-1]
DENSITIES = np.array([[0.3, 2.4, 0.4], [0.2, 0.7, 0.4], [0.1, 0.3, 1.2]])
FEATURES = np.array(
    [
        [[0.0, 0.5, 0.7], [1.0, 0.2, 0.3], [0.1, 0.2, 0.3]],
        [[0.3, 0.2, 0.1], [0.5, 0.7, 0.3], [0.1, 0.9, 0.7]],
        [[0.6, 0.4, 0.2], [0.9, 0.3, 0.6], [0.4, 0.8, 0.5]],
    ]
)
ORIGINAL_OCCUPANCY = [
    [0.2591818, 0.9092821, 0.32967997],
    [0.09516257, 0.29531187, 0.18126929],
    [0.18126929, 0.2591818, 0.6988058],
]
ORIGINAL_WEIGHTS = np.array(
    [
        [0.2591818, 0.6736127, 0.0221563],
        [0.09516257, 0.26720923, 0.11558241],
        [0.18126929, 0.21220009, 0.4238471],
    ]
)
ORIGINAL_RENDERING = [
    [0.67582834, 0.2687447, 0.39015797],
    [0.17371163, 0.31010312, 0.1705867],
    [0.46928048, 0.47524542, 0.37549746],
]


class TestDownsampledImageDims:
    def test_the_originals_values(self):
        assert downsampled_image_dims_from_desired_num_pixels([32, 32], 256) == ([16, 16], 256)
        assert downsampled_image_dims_from_desired_num_pixels([14, 18], 125) == ([10, 13], 130)
        maximum = downsampled_image_dims_from_desired_num_pixels([14, 18], 125, maximum=True)
        assert maximum == ([9, 12], 108)

    def test_maximum_is_never_exceeded_and_dims_stay_positive(self):
        for dims, pixels in [((480, 640), 1000), ((7, 300), 50), ((100, 1), 3)]:
            new_dims, total = downsampled_image_dims_from_desired_num_pixels(dims, pixels, True)
            assert total <= pixels and min(new_dims) >= 1
        assert downsampled_image_dims_from_desired_num_pixels((1, 1000), 1, True)[0] == [1, 1]

    def test_errors(self):
        fn = downsampled_image_dims_from_desired_num_pixels
        with pytest.raises(ValueError, match=f"{fn.__name__}: num_pixels"):
            fn((4, 4), 0)
        with pytest.raises(ValueError, match=f"{fn.__name__}: image_dims"):
            fn((4,), 4)


class TestCreateSampledPixelCoordsImage:
    def test_the_originals_extremes(self):
        fixed = create_sampled_pixel_coords_image((480, 640), (9, 12), (1, 2), randomize=False)
        assert ivy.shape(fixed) == (1, 2, 9, 12, 2) and ivy.dtype(fixed) == ivy.float32
        assert float(ivy.min(fixed)) == 26 and float(ivy.max(fixed)) == 613
        normed = create_sampled_pixel_coords_image(
            (480, 640), (9, 12), (1, 2), normalized=True, randomize=False
        )
        assert_allclose(ivy.min(normed), np.float32(0.040625))
        assert_allclose(ivy.max(normed), np.float32(0.9578125))

    @pytest.mark.parametrize("shape", SHAPES)
    def test_random_samples_stay_in_their_windows(self, shape):
        out = to_np(create_sampled_pixel_coords_image((30, 40), (3, 4), shape, seed=1))
        assert out.shape == (*shape, 3, 4, 2)
        assert np.array_equal(out, np.round(out))
        column, row = np.meshgrid(np.arange(4), np.arange(3))
        # Windows of 10 x 10 pixels: sample (i, j) lies in rows 10 i .. 10 i + 9, and so on.
        assert ((out[..., 0] >= 10 * column) & (out[..., 0] <= 10 * column + 10)).all()
        assert ((out[..., 1] >= 10 * row) & (out[..., 1] <= 10 * row + 10)).all()
        assert ((out >= 0) & (out <= [39, 29])).all()

    def test_seed_reproducible_and_spread(self):
        first = to_np(create_sampled_pixel_coords_image((40, 40), (2, 2), (50,), seed=3))
        again = to_np(create_sampled_pixel_coords_image((40, 40), (2, 2), (50,), seed=3))
        assert np.array_equal(first, again)
        # Each of 50 draws in a 20-pixel window: offsets cover most of it.
        assert len(np.unique(first[:, 0, 0, 0])) > 10

    def test_homogeneous_and_dtype(self):
        out = create_sampled_pixel_coords_image(
            (4, 6), (2, 2), homogeneous=True, randomize=False, dtype="float64"
        )
        assert_allclose(out[..., 2], np.ones((2, 2)))
        assert_allclose(out[..., :2], [[[1.0, 0.0], [4.0, 0.0]], [[1.0, 2.0], [4.0, 2.0]]])

    def test_errors(self):
        with pytest.raises(ValueError, match="create_sampled_pixel_coords_image: samples_per_dim"):
            create_sampled_pixel_coords_image((4, 6), (2,))


class TestSampleImages:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_every_image_is_sampled_at_the_same_pixels(self, shape):
        height, width = 6, 8
        u, v = np.meshgrid(np.arange(width, dtype=float), np.arange(height, dtype=float))
        coords = np.broadcast_to(np.stack([u, v], -1), (*shape, height, width, 2))
        labels = arr(
            np.broadcast_to((v * width + u)[..., None], (*shape, height, width, 1)), "int32"
        )
        sampled_coords, sampled_labels = sample_images([arr(coords), labels], 12, seed=0)
        # downsampled_image_dims_from_desired_num_pixels((6, 8), 12): 3 x 4.
        assert ivy.shape(sampled_coords) == (*shape, 12, 2)
        assert ivy.dtype(sampled_labels) == ivy.int32
        c = to_np(sampled_coords)
        assert np.array_equal(to_np(sampled_labels)[..., 0], c[..., 1] * width + c[..., 0])
        # One sample per window of 2 x 2 pixels, in row-major window order.
        windows = (c[..., 1] // 2) * 4 + c[..., 0] // 2
        assert np.array_equal(windows, np.broadcast_to(np.arange(12), (*shape, 12)))

    def test_the_originals_count(self):
        images = [arr(np.zeros((1, 2, 6, 8, 3)))] * 2
        first, second = sample_images(images, 32)
        # ((6, 8), 32) gives 5 x 7 = 35 samples, as ((480, 640), 32) did in the original.
        assert ivy.shape(first) == ivy.shape(second) == (1, 2, 35, 3)

    def test_jax_without_64_bit_mode(self):
        if BACKEND != "jax":
            pytest.skip("jax's 32-bit mode")
        import jax

        image = np.arange(6 * 8.0).reshape(6, 8, 1)
        with jax.enable_x64(False):  # indices in int32, the backend's indexing dtype there
            (samples,) = sample_images([arr(image, "float32")], 12, seed=0)
            values = to_np(samples)[:, 0]
        # Pixel value 8 v + u: one sample in each 2 x 2 window, row by row.
        windows = (values // 8 // 2) * 4 + (values % 8) // 2
        assert np.array_equal(windows, np.arange(12))

    def test_errors(self):
        with pytest.raises(ValueError, match="sample_images: list_of_images"):
            sample_images([], 4)
        with pytest.raises(ivy.ShapeError, match=r"sample_images: list_of_images\[1\]"):
            sample_images([arr(np.zeros((4, 4, 1))), arr(np.zeros((4, 5, 1)))], 4)
        with pytest.raises(ivy.ShapeError, match=r"sample_images: every image"):
            sample_images([arr(np.zeros((4, 4, 1))), arr(np.zeros((2, 4, 4, 1)))], 4)


class TestOccupancyAndTerminationProbabilities:
    def test_the_originals_values(self):
        occupancy = sampled_volume_density_to_occupancy_probability(arr(DENSITIES), arr(GAPS))
        assert_allclose(occupancy, ORIGINAL_OCCUPANCY, rtol=1e-6)
        weights = ray_termination_probabilities(arr(DENSITIES), arr(GAPS))
        assert_allclose(weights, ORIGINAL_WEIGHTS, rtol=1e-6)

    @pytest.mark.parametrize("shape", SHAPES)
    def test_match_numpy(self, shape):
        rng = np.random.default_rng(0)
        density = rng.uniform(0, 3, size=(*shape, SAMPLES))
        gaps = rng.uniform(0.01, 0.5, size=(*shape, SAMPLES))
        occupancy = sampled_volume_density_to_occupancy_probability(arr(density), arr(gaps))
        assert_allclose(occupancy, 1 - np.exp(-density * gaps))
        weights = ray_termination_probabilities(arr(density), arr(gaps))
        assert_allclose(weights, reference_weights(density, gaps))
        assert (to_np(weights).sum(-1) <= 1 + 1e-12).all()

    def test_an_opaque_sample_ends_every_ray(self):
        density = np.array([[0.0, 0.0, 1e4, 5.0], [0.5, 1e4, 1e4, 1e4]])
        weights = ray_termination_probabilities(arr(density), arr(np.ones((2, 4))))
        expected_first = [0.0, 0.0, 1.0, 0.0]
        assert_allclose(weights[0], expected_first)
        assert_allclose(weights[1], [1 - np.exp(-0.5), np.exp(-0.5), 0.0, 0.0])

    def test_float32_stays_float32(self):
        weights = ray_termination_probabilities(arr(DENSITIES, "float32"), arr(GAPS, "float32"))
        assert_allclose(weights, ORIGINAL_WEIGHTS.astype(np.float32), rtol=1e-5)

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="ray_termination_probabilities: inter_sample"):
            ray_termination_probabilities(arr(np.ones((2, 3))), arr(np.ones((2, 4))))
        with pytest.raises(ivy.DtypeError, match="sampled_volume_density_to_occupancy_prob"):
            sampled_volume_density_to_occupancy_probability(ivy.asarray(np.ones(2, int)), arr(1.0))

    @needs_autodiff
    def test_gradient_including_an_opaque_sample(self):
        def fn(density, gaps):
            weights = ray_termination_probabilities(density, gaps)
            return ivy.sum(weights * arr([1.0, 2.0, 3.0, 4.0]))

        check_grad(fn, np.array([0.3, 2.0, 50.0, 0.7]), np.array([0.5, 0.2, 1.0, 0.3]))


class TestStratifiedSample:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_one_sample_in_each_bin(self, shape):
        rng = np.random.default_rng(1)
        starts = rng.uniform(0, 2, size=shape)
        ends = starts + rng.uniform(1, 5, size=shape)
        out = to_np(stratified_sample(arr(starts), arr(ends), 10, seed=0))
        assert out.shape == (*shape, 10)
        bins = (ends - starts)[..., None] / 10
        edges = starts[..., None] + np.arange(10) * bins
        assert ((out >= edges - 1e-12) & (out < edges + bins)).all()
        assert (np.diff(out, axis=-1) > 0).all()

    def test_the_originals_ranges(self):
        out = to_np(stratified_sample(arr([0.0, 1, 2]), arr([10.0, 21, 7]), 10))
        assert out.shape == (3, 10) and (np.diff(out, axis=-1) > 0).all()

    def test_seed_reproducible_and_dtype(self):
        starts, ends = arr(np.zeros(4), "float32"), arr(np.ones(4), "float32")
        first = stratified_sample(starts, ends, 6, seed=5)
        assert ivy.dtype(first) == ivy.float32
        assert_allclose(stratified_sample(starts, ends, 6, seed=5), to_np(first))
        assert not np.array_equal(to_np(stratified_sample(starts, ends, 6, seed=6)), to_np(first))

    def test_errors(self):
        with pytest.raises(ValueError, match="stratified_sample: num_samples"):
            stratified_sample(arr([0.0]), arr([1.0]), 0)
        with pytest.raises(ivy.ShapeError, match="stratified_sample: the batch shapes"):
            stratified_sample(arr([0.0, 1.0]), arr([1.0, 2.0, 3.0]), 2)

    @needs_autodiff
    def test_gradient(self):
        check_grad(
            lambda s, e: ivy.sum(stratified_sample(s, e, 4, seed=2) * arr(np.arange(1.0, 5.0))),
            np.array([0.5, 1.0]),
            np.array([2.0, 4.0]),
        )


class TestRenderRaysViaTerminationProbabilities:
    def test_the_originals_rendering(self):
        rendering, variance = render_rays_via_termination_probabilities(
            arr(ORIGINAL_WEIGHTS), arr(FEATURES), render_variance=True
        )
        assert_allclose(rendering, ORIGINAL_RENDERING, rtol=1e-6)
        deviations = np.asarray(ORIGINAL_RENDERING)[:, None] - FEATURES
        expected = (ORIGINAL_WEIGHTS[..., None] * deviations**2).sum(-2)
        assert_allclose(variance, expected, rtol=1e-6)

    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        rng = np.random.default_rng(2)
        weights = rng.uniform(size=(*shape, SAMPLES))
        features = rng.normal(size=(*shape, SAMPLES, 3))
        rendering, variance = render_rays_via_termination_probabilities(
            arr(weights), arr(features), True
        )
        expected = np.einsum("...s,...sf->...f", weights, features)
        assert_allclose(rendering, expected)
        assert_allclose(
            variance,
            np.einsum("...s,...sf->...f", weights, (expected[..., None, :] - features) ** 2),
        )

    def test_one_certain_sample_renders_its_feature_without_variance(self):
        weights = np.array([0.0, 1.0, 0.0])
        features = np.array([[5.0, 1.0], [2.0, 3.0], [7.0, 9.0]])
        rendering, variance = render_rays_via_termination_probabilities(
            arr(weights), arr(features), True
        )
        assert_allclose(rendering, [2.0, 3.0])
        assert_allclose(variance, [0.0, 0.0])

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="render_rays_via_termination_probabilities"):
            render_rays_via_termination_probabilities(arr(np.ones(3)), arr(np.ones((4, 2))))

    @needs_autodiff
    def test_gradient(self):
        rng = np.random.default_rng(3)

        def fn(w, f):
            rendering, variance = render_rays_via_termination_probabilities(w, f, True)
            return ivy.sum(rendering) + ivy.sum(variance)

        check_grad(fn, rng.uniform(size=(2, 4)), rng.normal(size=(2, 4, 2)))


# A smooth field for rendering: a Gaussian blob of density, features a sigmoid of the point.
def network(points, features, timestamps, v=None):
    centre, mixing = v
    offsets = points - centre
    density = 4.0 * ivy.exp(-ivy.sum(offsets * offsets, axis=-1))
    if features is not None:
        density = density + 0.1 * ivy.sum(features, axis=-1)
    feats = 1 / (1 + ivy.exp(-ivy.matmul(points, mixing)))
    return feats, density


def reference_render(rays_o, rays_d, depths, centre, mixing, with_features=False):
    """NumPy rendering of ``network`` at the given sample depths (*batch, *rays, S)."""
    extra = depths.ndim - 1 - (rays_o.ndim - 1)
    origin = rays_o.reshape(*rays_o.shape[:-1], *[1] * extra, 1, 3)
    points = origin + rays_d[..., None, :] * depths[..., None]
    density = 4.0 * np.exp(-((points - centre) ** 2).sum(-1))
    if with_features:
        density = density + 0.1 * (points**2).sum(-1)
    feats = 1 / (1 + np.exp(-points @ mixing))
    gaps = np.concatenate([np.diff(depths, axis=-1), np.full((*depths.shape[:-1], 1), 1e10)], -1)
    weights = reference_weights(density, gaps)
    rendering = np.einsum("...s,...sf->...f", weights, feats)
    depth = (weights * depths).sum(-1, keepdims=True)
    return np.clip(rendering, 0, 1), depth


def rays(shape, num_rays=3, seed=4):
    rng = np.random.default_rng(seed)
    rays_o = rng.normal(size=(*shape, 3)) * 0.2
    rays_d = rng.normal(size=(*shape, num_rays, 3)) * 0.3 + [0.0, 0.0, 1.0]
    near = rng.uniform(0.5, 1.0, size=(*shape, num_rays))
    return rays_o, rays_d, near, near + 3.0


CENTRE = np.array([0.1, -0.1, 2.0])
MIXING = np.array([[0.5, -0.3], [0.2, 0.8], [-0.4, 0.1]])


class TestRenderImplicitFeaturesAndDepth:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        rays_o, rays_d, near, far = rays(shape)
        feats, depth = render_implicit_features_and_depth(
            network, arr(rays_o), arr(rays_d), arr(near), arr(far), SAMPLES,
            v=(arr(CENTRE), arr(MIXING)), seed=7,
        )  # fmt: skip
        # The same seed gives the same sample depths.
        depths = to_np(stratified_sample(arr(near), arr(far), SAMPLES, seed=7))
        expected_feats, expected_depth = reference_render(rays_o, rays_d, depths, CENTRE, MIXING)
        assert_allclose(feats, expected_feats)
        assert_allclose(depth, expected_depth)

    def test_ray_batch_axes_features_timestamps_and_variances(self):
        rays_o, rays_d, _, _ = rays((2,), 4)
        rays_d = rays_d.reshape(2, 2, 2, 3)
        seen = {}

        def recording_network(points, features, timestamps, v=None):
            seen.update(points=ivy.shape(points), features=ivy.shape(features), time=timestamps)
            return network(points, features, timestamps, v)

        outputs = render_implicit_features_and_depth(
            recording_network, arr(rays_o), arr(rays_d), 0.5, 3.5, SAMPLES, "t0",
            render_variance=True, inter_feat_fn=lambda p: p * p, v=(arr(CENTRE), arr(MIXING)),
            seed=1,
        )  # fmt: skip
        assert seen == {"points": (2, 4, SAMPLES, 3), "features": (2, 4, SAMPLES, 3), "time": "t0"}
        assert [ivy.shape(o) for o in outputs] == [(2, 2, 2, 2)] * 2 + [(2, 2, 2, 1)] * 2
        depths = to_np(
            stratified_sample(
                arr(np.full((2, 2, 2), 0.5)), arr(np.full((2, 2, 2), 3.5)), SAMPLES, seed=1
            )
        )
        expected_feats, expected_depth = reference_render(
            rays_o, rays_d, depths, CENTRE, MIXING, with_features=True
        )
        assert_allclose(outputs[0], expected_feats)
        assert_allclose(outputs[2], expected_depth)

    def test_a_density_step_stops_the_ray_at_the_wall(self):
        def wall(points, features, timestamps, v=None):
            opaque = ivy.astype(points[..., 2] > 2.0, ivy.dtype(points))
            return ivy.ones_like(points), 1e4 * opaque

        rays_d = np.array([[0.0, 0.0, 1.0], [0.6, 0.0, 0.8], [0.0, 0.28, 0.96]])
        near, far = np.ones(3), np.full(3, 4.0)
        (depth,) = render_implicit_features_and_depth(
            wall, arr(np.zeros(3)), arr(rays_d), arr(near), arr(far), SAMPLES,
            render_feats=False, seed=3,
        )  # fmt: skip
        depths = to_np(stratified_sample(arr(near), arr(far), SAMPLES, seed=3))
        # Each ray ends at its first sample beyond z = 2 (all its termination probability is
        # there), within two sample spacings of where it meets the wall.
        first_inside = [d[d * rays_d[i, 2] > 2.0][0] for i, d in enumerate(depths)]
        assert_allclose(depth[:, 0], first_inside)
        wall_depths = 2.0 / rays_d[:, 2]
        assert (np.abs(to_np(depth)[:, 0] - wall_depths) <= 2 * 3.0 / SAMPLES).all()

    def test_empty_space_renders_nothing(self):
        def empty(points, features, timestamps, v=None):
            return ivy.ones_like(points), ivy.zeros_like(points[..., 0])

        rays_o, rays_d, near, far = rays(())
        feats, depth = render_implicit_features_and_depth(
            empty, arr(rays_o), arr(rays_d), arr(near), arr(far), SAMPLES, seed=0
        )
        assert_allclose(feats, np.zeros((3, 3)))
        assert_allclose(depth, np.zeros((3, 1)))

    def test_float32_stays_float32(self):
        rays_o, rays_d, near, far = rays(())
        feats, depth = render_implicit_features_and_depth(
            network, arr(rays_o, "float32"), arr(rays_d, "float32"), arr(near, "float32"),
            arr(far, "float32"), SAMPLES,
            v=(arr(CENTRE, "float32"), arr(MIXING, "float32")), seed=2,
        )  # fmt: skip
        assert ivy.dtype(feats) == ivy.float32 and ivy.dtype(depth) == ivy.float32

    def test_errors(self):
        fn = render_implicit_features_and_depth
        with pytest.raises(ivy.ShapeError, match=f"{fn.__name__}: rays_d"):
            fn(network, arr(np.zeros((2, 3))), arr(np.ones((3, 4, 3))), 1.0, 2.0, 4)
        with pytest.raises(ivy.ShapeError, match=f"{fn.__name__}: rays_o"):
            fn(network, arr(np.zeros(2)), arr(np.ones((4, 3))), 1.0, 2.0, 4)
        with pytest.raises(ivy.ShapeError, match=f"{fn.__name__}: the batch shapes"):
            fn(network, arr(np.zeros(3)), arr(np.ones((4, 3))), arr(np.ones(3)), 2.0, 4)
        with pytest.raises(ValueError, match=f"{fn.__name__}: samples_per_ray"):
            fn(network, arr(np.zeros(3)), arr(np.ones((4, 3))), 1.0, 2.0, 0)

    @needs_autodiff
    def test_gradient_wrt_rays_bounds_and_network(self):
        rays_o, rays_d, near, far = rays((), seed=5)

        def fn(origin, directions, start, end, centre, mixing):
            feats, depth = render_implicit_features_and_depth(
                network, origin, directions, start, end, SAMPLES, v=(centre, mixing), seed=11
            )
            return ivy.sum(feats * arr([0.7, 1.3])) + ivy.sum(depth)

        check_grad(fn, rays_o, rays_d, near, far, CENTRE, MIXING)
