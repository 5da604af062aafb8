"""weighted_image_smooth and smooth_image_fom_var_image against window-by-window NumPy."""

import numpy as np
import pytest
from vision_testing import SHAPES, to_np

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import smooth_image_fom_var_image, weighted_image_smooth

EPS = 1e-12


def arr(values, dtype="float64"):
    return ivy.asarray(np.array(values, dtype=dtype))


def check_grad(fn, *args):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, rtol=1e-6, atol=1e-8)


def windows(image, k):
    """(..., h - k + 1, w - k + 1, d, k, k): every k x k window of every channel."""
    return np.lib.stride_tricks.sliding_window_view(image, (k, k), axis=(-3, -2))


def reference_weighted(mean, weights, k):
    mean, weights = np.broadcast_arrays(mean, weights)
    sum_weights = windows(weights, k).sum((-2, -1))
    new_mean = windows(mean * weights, k).sum((-2, -1)) / (sum_weights + EPS)
    return new_mean, sum_weights / k**2


def reference_fom_var(mean, var, k, scale):
    """The original's formula, window by window: kernel 1 + scale * distance from the centre."""
    mean, var = np.broadcast_arrays(mean, var)
    offsets = np.arange(k) - k // 2
    distance = np.sqrt(offsets[:, None] ** 2 + offsets[None, :] ** 2)
    kernel = 1 + distance[..., None] * np.broadcast_to(scale, (mean.shape[-1],))  # (k, k, d)
    recip_kernel = 1 / (kernel + EPS)
    kernel_t = np.moveaxis(recip_kernel, -1, 0)  # (d, k, k), as the windows' trailing axes
    recip_var = 1 / (var + EPS)
    recip_new_var = (windows(recip_var + 1, k) * kernel_t).sum((-2, -1))
    recip_new_var = recip_new_var - recip_kernel.sum((0, 1)) * 0.99
    new_var = 1 / (recip_new_var + EPS)
    new_mean = new_var * (windows(mean * recip_var, k) * kernel_t).sum((-2, -1))
    return new_mean, new_var * k**4 / (kernel.sum((0, 1)) + EPS)


def smoothing_inputs(shape, height=5, width=6, channels=2, seed=0):
    rng = np.random.default_rng(seed)
    mean = rng.normal(size=(*shape, height, width, channels))
    spread = rng.uniform(0.1, 2.0, size=(*shape, height, width, channels))
    return mean, spread


# ivy_vision_tests/test_smoothing.py: one confident pixel among uncertain ones.
ORIGINAL_MEAN = np.zeros((1, 3, 3, 2))
ORIGINAL_MEAN[0, 0, 0] = [1.0, 0.5]
ORIGINAL_VAR = np.full((1, 3, 3, 2), 1000.0)
ORIGINAL_VAR[0, 0, 0] = [0.5, 1.0]


class TestWeightedImageSmooth:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        mean, weights = smoothing_inputs(shape)
        new_mean, new_weights = weighted_image_smooth(arr(mean), arr(weights), 3)
        expected_mean, expected_weights = reference_weighted(mean, weights, 3)
        assert_allclose(new_mean, expected_mean)
        assert_allclose(new_weights, expected_weights)

    def test_the_originals_values(self):
        new_mean, _ = weighted_image_smooth(arr(ORIGINAL_MEAN), arr(1 / ORIGINAL_VAR), 3)
        assert_allclose(new_mean, [[[[0.9960162, 0.49603155]]]], rtol=1e-6)

    def test_negative_means_keep_their_sign(self):
        mean, weights = smoothing_inputs(())
        new_mean, new_weights = weighted_image_smooth(arr(-np.abs(mean) - 1), arr(weights), 3)
        assert (to_np(new_mean) < -1).all()
        expected_mean, expected_weights = reference_weighted(-np.abs(mean) - 1, weights, 3)
        assert_allclose(new_mean, expected_mean)
        assert_allclose(new_weights, expected_weights)

    def test_weights_broadcast_over_the_batch(self):
        mean, weights = smoothing_inputs((2,))
        new_mean, _ = weighted_image_smooth(arr(mean), arr(weights[:1]), 3)
        assert_allclose(new_mean, reference_weighted(mean, weights[:1], 3)[0])

    def test_float32_stays_float32(self):
        mean, weights = smoothing_inputs(())
        new_mean, new_weights = weighted_image_smooth(
            arr(mean, "float32"), arr(weights, "float32"), 3
        )
        expected_mean, expected_weights = reference_weighted(mean, weights, 3)
        assert_allclose(new_mean, expected_mean.astype(np.float32), atol=1e-5)
        assert_allclose(new_weights, expected_weights.astype(np.float32))

    def test_errors(self):
        mean, weights = smoothing_inputs(())
        with pytest.raises(ivy.ShapeError, match="weighted_image_smooth: weights"):
            weighted_image_smooth(arr(mean), arr(weights[:, :4]), 3)
        with pytest.raises(ivy.ShapeError, match="weighted_image_smooth: the batch shapes"):
            weighted_image_smooth(arr(np.ones((2, 3, 3, 1))), arr(np.ones((3, 3, 3, 1))), 2)
        with pytest.raises(ivy.DtypeError, match="weighted_image_smooth: mean"):
            weighted_image_smooth(ivy.asarray(np.ones((3, 3, 1), np.int32)), arr(mean), 2)
        with pytest.raises(ValueError, match="weighted_image_smooth: kernel_dim"):
            weighted_image_smooth(arr(mean), arr(weights), 6)

    @needs_autodiff
    def test_gradient(self):
        mean, weights = smoothing_inputs((), 4, 4, 1)

        def fn(m, w):
            new_mean, new_weights = weighted_image_smooth(m, w, 2)
            return ivy.sum(new_mean * new_mean) + ivy.sum(new_weights)

        check_grad(fn, mean, weights)


class TestSmoothImageFomVarImage:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        mean, var = smoothing_inputs(shape, seed=1)
        scale = np.array([0.0, 0.7])
        new_mean, new_var = smooth_image_fom_var_image(arr(mean), arr(var), 3, arr(scale))
        expected_mean, expected_var = reference_fom_var(mean, var, 3, scale)
        assert_allclose(new_mean, expected_mean)
        assert_allclose(new_var, expected_var)

    def test_the_originals_values(self):
        new_mean, new_var = smooth_image_fom_var_image(
            arr(ORIGINAL_MEAN), arr(ORIGINAL_VAR), 3, arr([0.0, 0.0])
        )
        assert_allclose(new_mean, [[[[0.9532882, 0.4553732]]]], rtol=1e-6)
        assert_allclose(new_var, [[[[4.289797, 8.196717]]]], rtol=1e-6)

    def test_scalar_kernel_scale_and_even_kernel(self):
        mean, var = smoothing_inputs((2,), seed=2)
        new_mean, new_var = smooth_image_fom_var_image(arr(mean), arr(var), 2, 0.5)
        expected_mean, expected_var = reference_fom_var(mean, var, 2, 0.5)
        assert_allclose(new_mean, expected_mean)
        assert_allclose(new_var, expected_var)

    def test_float32_stays_float32(self):
        mean, var = smoothing_inputs(())
        new_mean, new_var = smooth_image_fom_var_image(
            arr(mean, "float32"), arr(var, "float32"), 3, arr([0.1, 0.2], "float32")
        )
        expected_mean, expected_var = reference_fom_var(mean, var, 3, np.array([0.1, 0.2]))
        assert_allclose(new_mean, expected_mean.astype(np.float32), rtol=1e-4, atol=1e-5)
        assert_allclose(new_var, expected_var.astype(np.float32), rtol=1e-4)

    def test_errors(self):
        mean, var = smoothing_inputs(())
        fn = smooth_image_fom_var_image
        with pytest.raises(ivy.ShapeError, match="smooth_image_fom_var_image: kernel_scale"):
            fn(arr(mean), arr(var), 3, arr([0.1, 0.2, 0.3]))
        with pytest.raises(ivy.ShapeError, match="smooth_image_fom_var_image: var"):
            fn(arr(mean), arr(var[..., :1]), 3, 0.0)
        with pytest.raises(ivy.DtypeError, match="smooth_image_fom_var_image: var"):
            fn(arr(mean), ivy.asarray(np.ones(mean.shape, np.int64)), 3, 0.0)
        with pytest.raises(ValueError, match="smooth_image_fom_var_image: kernel_dim"):
            fn(arr(mean), arr(var), 0, 0.0)

    @needs_autodiff
    def test_gradient(self):
        mean, var = smoothing_inputs((), 4, 4, 1, seed=3)

        def fn(m, v, s):
            new_mean, new_var = smooth_image_fom_var_image(m, v, 3, s)
            return ivy.sum(new_mean * new_mean) + ivy.sum(new_var)

        check_grad(fn, mean, var, np.array([0.3]))
