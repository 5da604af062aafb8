"""image: tiling, gradients, bit casts, random crops and bilinear resampling."""

import numpy as np
import pytest
from vision_testing import SHAPES, arr, to_np

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import (
    bilinear_resample,
    float_img_to_uint8_img,
    gradient_image,
    random_crop,
    stack_images,
    uint8_img_to_float_img,
)

FD_TOLERANCES = {"rtol": 1e-6, "atol": 1e-8}


def check_grad(fn, *args):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)


def images(shape, height=4, width=5, channels=2, seed=0):
    return np.random.default_rng(seed).uniform(size=(*shape, height, width, channels))


def reference_bilinear(image, coords):
    """Bilinear sampling of one image (h, w, c) at (n, 2) [x, y], border-clamped, in NumPy."""
    height, width = image.shape[:2]
    x = np.clip(coords[:, 0], 0, width - 1)
    y = np.clip(coords[:, 1], 0, height - 1)
    x0, y0 = np.floor(x).astype(int), np.floor(y).astype(int)
    x1, y1 = np.minimum(x0 + 1, width - 1), np.minimum(y0 + 1, height - 1)
    wx, wy = (x - x0)[:, None], (y - y0)[:, None]
    return (
        image[y0, x0] * (1 - wx) * (1 - wy)
        + image[y0, x1] * wx * (1 - wy)
        + image[y1, x0] * (1 - wx) * wy
        + image[y1, x1] * wx * wy
    )


class TestStackImages:
    def test_column_major_grid_with_blank_cells(self):
        tiles = [np.full((2, 3, 1), float(i + 1)) for i in range(3)]
        grid = to_np(stack_images([arr(t) for t in tiles], (1, 1)))
        # (2/3) * (1/1) = stack ratio; rows = ceil(sqrt(3 / (2/3))) = 3, columns = 1.
        assert grid.shape == (6, 3, 1)
        np.testing.assert_array_equal(grid[:, 0, 0], [1, 1, 2, 2, 3, 3])

    def test_wide_aspect_ratio(self):
        tiles = [arr(np.full((1, 2, 4, 4, 1), float(i))) for i in range(4)]
        grid = to_np(stack_images(tiles, (4, 1)))
        # Square tiles, 4 wide : 1 high: one row of four.
        assert grid.shape == (1, 2, 4, 16, 1)
        np.testing.assert_array_equal(grid[0, 0, 0, ::4, 0], [0, 1, 2, 3])

    def test_one_image_is_returned(self):
        image = arr(np.ones((2, 2, 1)))
        assert stack_images([image], (1, 1)) is image

    def test_errors(self):
        with pytest.raises(ValueError, match="stack_images: images must hold"):
            stack_images([], (1, 1))
        with pytest.raises(ValueError, match="stack_images: images must share"):
            stack_images([arr(np.ones((2, 2, 1))), arr(np.ones((3, 2, 1)))], (1, 1))


class TestGradientImage:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        x = images(shape)
        dx, dy = gradient_image(arr(x))
        expected_dx = np.zeros_like(x)
        expected_dx[..., :, :-1, :] = np.diff(x, axis=-2)
        expected_dy = np.zeros_like(x)
        expected_dy[..., :-1, :, :] = np.diff(x, axis=-3)
        assert_allclose(dx, expected_dx)
        assert_allclose(dy, expected_dy)

    def test_float32_stays_float32(self):
        dx, dy = gradient_image(arr(images(()), "float32"))
        assert ivy.dtype(dx) == ivy.float32 and ivy.dtype(dy) == ivy.float32

    def test_integer_dtype(self):
        with pytest.raises(ivy.DtypeError, match="gradient_image: x"):
            gradient_image(ivy.asarray(np.ones((2, 2, 1), dtype=np.int32)))

    def test_matches_kornia_central_differences(self):
        if BACKEND != "torch":
            pytest.skip("kornia runs on torch")
        kornia = pytest.importorskip("kornia")
        import torch

        x = images((2,), 6, 7, 3)
        dx, dy = gradient_image(arr(x))
        # Away from the border, the mean of the forward differences at i - 1 and i is the
        # central difference kornia's normalised "diff" kernel gives.
        central = kornia.filters.spatial_gradient(
            torch.from_numpy(x).permute(0, 3, 1, 2), mode="diff", normalized=True
        ).permute(0, 3, 4, 1, 2)
        dx, dy = to_np(dx), to_np(dy)
        np.testing.assert_allclose(
            (dx[:, :, 1:-1] + dx[:, :, :-2]) / 2, central[:, :, 1:-1, :, 0].numpy(), atol=1e-12
        )
        np.testing.assert_allclose(
            (dy[:, 1:-1] + dy[:, :-2]) / 2, central[:, 1:-1, :, :, 1].numpy(), atol=1e-12
        )

    @needs_autodiff
    def test_gradient(self):
        def fn(x):
            dx, dy = gradient_image(x)
            return ivy.sum(dx * dx) + ivy.sum(dy * dy * 2.0)

        check_grad(fn, images((), 3, 3, 1))


class TestFloatUint8BitCasts:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy_view_and_round_trips(self, shape):
        x = images(shape, channels=1)[..., 0].astype(np.float32) * 100 - 50
        encoded = float_img_to_uint8_img(arr(x, "float32"))
        expected = x.astype("<f4").view(np.uint8).reshape(*x.shape, 4)
        assert_allclose(encoded, expected)
        decoded = uint8_img_to_float_img(encoded)
        assert_allclose(decoded, x, rtol=0, atol=0)

    def test_known_bytes(self):
        expected = np.array([[[0, 0, 128, 63], [0, 0, 0, 192]]], dtype=np.uint8)
        assert_allclose(float_img_to_uint8_img(arr([[1.0, -2.0]])), expected)

    def test_float64_is_encoded_as_float32(self):
        decoded = uint8_img_to_float_img(float_img_to_uint8_img(arr([[0.1]])))
        assert_allclose(decoded, np.float32([[0.1]]))

    def test_errors(self):
        with pytest.raises(ivy.DtypeError, match="float_img_to_uint8_img: x"):
            float_img_to_uint8_img(ivy.asarray(np.ones((2, 2), dtype=np.int32)))
        with pytest.raises(ivy.ShapeError, match="float_img_to_uint8_img: x"):
            float_img_to_uint8_img(arr([1.0]))
        with pytest.raises(ivy.DtypeError, match="uint8_img_to_float_img: x"):
            uint8_img_to_float_img(arr(np.ones((2, 2, 4))))
        with pytest.raises(ivy.ShapeError, match="uint8_img_to_float_img: x"):
            uint8_img_to_float_img(ivy.asarray(np.ones((2, 2, 3), dtype=np.uint8)))


class TestRandomCrop:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_each_crop_is_a_window_of_its_image(self, shape):
        x = images(shape, 6, 7, 2)
        crops = to_np(random_crop(arr(x), (3, 4), seed=0))
        assert crops.shape == (*shape, 3, 4, 2)
        for index in np.ndindex(*shape):
            windows = [
                x[index][i : i + 3, j : j + 4] for i in range(6 - 3 + 1) for j in range(7 - 4 + 1)
            ]
            assert any(np.array_equal(crops[index], w) for w in windows)

    def test_seed_reproducible_and_offsets_vary(self):
        x = np.arange(6 * 7.0).reshape(1, 6, 7, 1) + np.zeros((40, 1, 1, 1))
        first = to_np(random_crop(arr(x), (2, 2), seed=3))
        assert_allclose(random_crop(arr(x), (2, 2), seed=3), first)
        # The top-left values of 40 crops: their rows and columns cover every valid offset.
        corners = first[:, 0, 0, 0]
        assert set((corners // 7).astype(int)) == set(range(5))
        assert set((corners % 7).astype(int)) == set(range(6))

    def test_full_size_crop_is_the_image(self):
        x = images((2,))
        assert_allclose(random_crop(arr(x), (4, 5), seed=1), x)

    def test_keeps_dtype(self):
        out = random_crop(ivy.asarray(np.arange(20, dtype=np.int32).reshape(4, 5, 1)), (2, 2))
        assert ivy.dtype(out) == ivy.int32

    def test_errors(self):
        with pytest.raises(ValueError, match="random_crop: crop_size"):
            random_crop(arr(images(())), (5, 5))
        with pytest.raises(ValueError, match="random_crop: crop_size"):
            random_crop(arr(images(())), (0, 2))
        with pytest.raises(ivy.ShapeError, match="random_crop: x"):
            random_crop(arr(np.ones((4, 5))), (2, 2))


class TestBilinearResample:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        x = images(shape, 4, 5, 3)
        rng = np.random.default_rng(1)
        warp = rng.uniform([-1.5, -1.5], [5.5, 4.5], size=(*shape, 9, 2))
        expected = np.zeros((*shape, 9, 3))
        for index in np.ndindex(*shape):
            expected[index] = reference_bilinear(x[index], warp[index])
        assert_allclose(bilinear_resample(arr(x), arr(warp)), expected)

    def test_the_originals_example(self):
        # ivy_vision_tests/test_single_view_geometry.py: a 3x3 ramp sampled at 9 points.
        image = np.arange(9.0).reshape(3, 3, 1)
        warp = np.array(
            [[0, 0], [0.5, 0.5], [2, 0], [1.5, 0.5], [1, 1], [0.5, 1.5], [0, 2], [1.5, 1.5], [2, 2]]
        )
        out = bilinear_resample(arr(image), arr(warp))
        assert_allclose(out, np.array([[0.0], [2], [2], [3], [4], [5], [6], [6], [8]]))

    def test_one_image_many_sample_sets(self):
        x = images((), 4, 5, 1)
        warp = np.random.default_rng(2).uniform(0, 3, size=(3, 6, 2))
        expected = np.stack([reference_bilinear(x, w) for w in warp])
        assert_allclose(bilinear_resample(arr(x), arr(warp)), expected)

    def test_image_batch_broadcasts_against_warp(self):
        x = images((2,), 4, 5, 1)
        warp = np.random.default_rng(3).uniform(0, 3, size=(1, 6, 2))
        expected = np.stack([reference_bilinear(x[i], warp[0]) for i in range(2)])
        assert_allclose(bilinear_resample(arr(x), arr(warp)), expected)

    def test_float32_stays_float32(self):
        out = bilinear_resample(arr(images(()), "float32"), arr([[1.5, 0.5]], "float32"))
        assert ivy.dtype(out) == ivy.float32

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="bilinear_resample: warp"):
            bilinear_resample(arr(images(())), arr(np.ones((4, 3))))
        with pytest.raises(ivy.ShapeError, match=r"bilinear_resample.*x.*warp"):
            bilinear_resample(arr(images((2,))), arr(np.ones((3, 4, 2))))
        with pytest.raises(ivy.DtypeError, match="bilinear_resample: x"):
            bilinear_resample(ivy.asarray(np.ones((2, 2, 1), dtype=np.uint8)), arr([[0.0, 0.0]]))

    @needs_autodiff
    def test_gradient_wrt_image_and_coordinates(self):
        x = images((), 3, 4, 2)
        warp = np.array([[0.3, 0.7], [2.6, 1.2], [1.5, 1.9]])

        def fn(image, coords):
            samples = bilinear_resample(image, coords)
            return ivy.sum(samples * samples)

        check_grad(fn, x, warp)


@pytest.mark.skipif(BACKEND != "jax", reason="jax's 32-bit mode: a jax-only setting")
def test_bilinear_sampling_needs_no_64_bit_mode_on_jax():
    # Index arithmetic in the backend's indexing dtype: int32 where jax has no int64.
    import subprocess
    import sys

    code = (
        "import jax.numpy as jnp, numpy as np, ivy_vision as iv;"
        "image = jnp.asarray(np.arange(16.0, dtype=np.float32).reshape(4, 4, 1));"
        "coords = jnp.asarray([[[1.5, 2.0]]], dtype=jnp.float32);"
        "print(float(iv.bilinearly_interpolate_image(image, coords).reshape(())))"
    )
    env = {"JAX_PLATFORMS": "cpu", "JAX_ENABLE_X64": "0", "PATH": ""}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr[-1000:]
    assert float(run.stdout) == 9.5  # row 2, between columns 1 and 2
