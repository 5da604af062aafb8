"""pad_omni_image against a NumPy reference written from the sphere's geometry."""

import numpy as np
import pytest
from vision_testing import SHAPES

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import pad_omni_image


def arr(values, dtype="float64"):
    return ivy.asarray(np.array(values, dtype=dtype))


def reference_pad(image, pad):
    """Each padded pixel looked up on the sphere: across a pole the row mirrors and the column
    moves half way round; across the 180-degree seam the column wraps."""
    height, width = image.shape[-3:-1]
    rows, columns = [], []
    for i in range(-pad, height + pad):
        if i < 0:
            rows.append((-1 - i, width // 2))
        elif i >= height:
            rows.append((2 * height - 1 - i, width // 2))
        else:
            rows.append((i, 0))
    columns = range(-pad, width + pad)
    out = np.empty((*image.shape[:-3], height + 2 * pad, width + 2 * pad, image.shape[-1]))
    for a, (row, shift) in enumerate(rows):
        for b, column in enumerate(columns):
            out[..., a, b, :] = image[..., row, (column + shift) % width, :]
    return out


class TestPadOmniImage:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        image = np.random.default_rng(0).uniform(size=(*shape, 4, 6, 2))
        assert_allclose(pad_omni_image(arr(image), 2), reference_pad(image, 2))

    def test_the_originals_example(self):
        # ivy_vision_tests/test_padding.py: a 4 x 4 ramp padded by one pixel.
        image = np.arange(16.0).reshape(1, 4, 4, 1)
        expected = [
            [1, 2, 3, 0, 1, 2],
            [3, 0, 1, 2, 3, 0],
            [7, 4, 5, 6, 7, 4],
            [11, 8, 9, 10, 11, 8],
            [15, 12, 13, 14, 15, 12],
            [13, 14, 15, 12, 13, 14],
        ]
        out = pad_omni_image(arr(image), 1)
        assert_allclose(out, np.asarray(expected, float).reshape(1, 6, 6, 1))

    def test_odd_width_and_full_height(self):
        image = np.random.default_rng(1).uniform(size=(3, 5, 1))
        assert_allclose(pad_omni_image(arr(image), 3), reference_pad(image, 3))

    def test_zero_padding_and_any_dtype(self):
        image = arr(np.ones((2, 2, 1)))
        assert pad_omni_image(image, 0) is image
        ints = ivy.asarray(np.arange(8, dtype=np.int32).reshape(2, 4, 1))
        out = pad_omni_image(ints, 1)
        assert ivy.dtype(out) == ivy.int32 and ivy.shape(out) == (4, 6, 1)

    def test_float32_stays_float32(self):
        out = pad_omni_image(arr(np.ones((3, 4, 2)), "float32"), 1)
        assert_allclose(out, np.ones((5, 6, 2)), dtype="float32")

    def test_errors(self):
        with pytest.raises(ValueError, match="pad_omni_image: pad_size"):
            pad_omni_image(arr(np.ones((2, 4, 1))), 3)
        with pytest.raises(ValueError, match="pad_omni_image: pad_size"):
            pad_omni_image(arr(np.ones((2, 4, 1))), -1)
        with pytest.raises(ivy.ShapeError, match="pad_omni_image: image"):
            pad_omni_image(arr(np.ones((2, 4))), 1)

    @needs_autodiff
    def test_gradient(self):
        image = np.random.default_rng(2).uniform(size=(3, 4, 1))
        weights = arr(np.linspace(0.5, 2.0, 5 * 6).reshape(5, 6, 1))

        def fn(x):
            return ivy.sum(pad_omni_image(x, 1) * weights)

        fn = ivy.compile(fn) if BACKEND == "jax" else fn
        grads = ivy.grad(fn, argnums=(0,))(arr(image))
        assert_grads_close(fn, [image], grads, rtol=1e-6, atol=1e-8)
