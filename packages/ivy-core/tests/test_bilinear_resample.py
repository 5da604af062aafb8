"""bilinear_resample against scipy.ndimage.map_coordinates, its gradients, and its errors."""

import numpy as np
import pytest
import scipy.ndimage

import ivy
from ivy.testing import assert_allclose, assert_grads_close
from ivy.testing.dtypes import available_dtypes, require_dtypes
from ivy.testing.fixtures import BACKEND, needs_autodiff

FLOATS = ["float32", "float64"]
HEIGHT, WIDTH, CHANNELS = 5, 7, 3


def _reference(image, warp):
    """Bilinear sampling with border clamping, one image and channel at a time, in float64.

    ``map_coordinates(order=1, mode="nearest")`` takes ``(row, column)`` coordinates and
    extends the image by its edge values: the clamping this function documents.
    """
    image, warp = np.asarray(image, np.float64), np.asarray(warp, np.float64)
    batch = np.broadcast_shapes(image.shape[:-3], warp.shape[:-2])
    image = np.broadcast_to(image, (*batch, *image.shape[-3:]))
    warp = np.broadcast_to(warp, (*batch, *warp.shape[-2:]))
    out = np.empty((*batch, warp.shape[-2], image.shape[-1]))
    for index in np.ndindex(*batch):
        points = [warp[index][:, 1], warp[index][:, 0]]
        for channel in range(image.shape[-1]):
            out[index][:, channel] = scipy.ndimage.map_coordinates(
                image[index][..., channel], points, order=1, mode="nearest"
            )
    return out


def _warp(rng, *shape, margin=2.0):
    """Points over the image and up to ``margin`` pixels outside it, as ``[x, y]``."""
    low, high = [-margin, -margin], [WIDTH - 1 + margin, HEIGHT - 1 + margin]
    return rng.uniform(low, high, (*shape, 2))


@pytest.mark.parametrize(
    ("image_batch", "warp_batch"),
    [((), ()), ((2,), (2,)), ((2,), ()), ((), (3,)), ((2, 1), (3,)), ((1, 1), (2,)), ((2,), (1,))],
)
def test_matches_scipy(image_batch, warp_batch):
    rng = np.random.default_rng(0)
    image = rng.uniform(0, 1, (*image_batch, HEIGHT, WIDTH, CHANNELS))
    warp = _warp(rng, *warp_batch, 40)
    # pixel centres, corners and the last row and column exactly
    warp[..., :4, :] = [[0, 0], [WIDTH - 1, HEIGHT - 1], [3, 2], [WIDTH - 1, 1.5]]
    expected = _reference(image, warp)
    for dtype in available_dtypes(FLOATS):
        result = ivy.bilinear_resample(
            ivy.asarray(image, dtype=dtype), ivy.asarray(warp, dtype=dtype)
        )
        # torch and paddle scale the coordinates to [-1, 1] and back: ~1e-6 px in float32
        assert_allclose(result, expected, dtype=dtype, atol=1e-5 if dtype == "float32" else None)


def test_integer_coordinates_return_the_pixels():
    image = np.arange(2 * 3 * 2, dtype=np.float32).reshape(2, 3, 2)
    rows, cols = np.meshgrid(np.arange(2), np.arange(3), indexing="ij")
    warp = np.stack([cols.ravel(), rows.ravel()], -1).astype(np.float32)
    result = ivy.bilinear_resample(ivy.asarray(image), ivy.asarray(warp))
    assert_allclose(result, image.reshape(6, 2), atol=1e-5)


def test_samples_outside_take_the_nearest_border_value():
    image = np.arange(6, dtype=np.float32).reshape(2, 3, 1)  # rows [0, 1, 2] and [3, 4, 5]
    warp = np.asarray([[-5.0, -5.0], [10.0, 0.5], [1.5, 9.0], [-1.0, 0.25]], np.float32)
    result = ivy.bilinear_resample(ivy.asarray(image), ivy.asarray(warp))
    assert_allclose(result, [[0.0], [3.5], [4.5], [0.75]], dtype="float32", atol=1e-5)


@pytest.mark.parametrize(("height", "width"), [(1, 1), (1, 4), (4, 1)])
def test_images_one_pixel_wide_or_high(height, width):
    rng = np.random.default_rng(1)
    image = rng.uniform(0, 1, (height, width, 2)).astype(np.float32)
    warp = rng.uniform(-2, 6, (9, 2)).astype(np.float32)
    result = ivy.bilinear_resample(ivy.asarray(image), ivy.asarray(warp))
    assert_allclose(result, _reference(image, warp), dtype="float32", atol=1e-5)


def test_no_points_and_no_images():
    image = ivy.asarray(np.ones((2, HEIGHT, WIDTH, CHANNELS), np.float32))
    assert ivy.shape(ivy.bilinear_resample(image, ivy.zeros((2, 0, 2)))) == (2, 0, CHANNELS)
    none = ivy.asarray(np.ones((0, HEIGHT, WIDTH, CHANNELS), np.float32))
    assert ivy.shape(ivy.bilinear_resample(none, ivy.zeros((4, 2)))) == (0, 4, CHANNELS)


def test_mixed_float_dtypes_promote():
    require_dtypes("float64")
    image = ivy.asarray(np.ones((HEIGHT, WIDTH, CHANNELS)), dtype="float32")
    warp = ivy.asarray(np.full((4, 2), 1.5), dtype="float64")
    assert ivy.dtype(ivy.bilinear_resample(image, warp)) == "float64"


def test_python_sequences_are_taken_as_arrays():
    result = ivy.bilinear_resample([[[0.0], [2.0]]], [[0.5, 0.0]])
    assert_allclose(result, [[1.0]], dtype="float32")


@needs_autodiff
@pytest.mark.parametrize(("image_batch", "warp_batch"), [((2,), ()), ((), (2,))])
def test_gradients_match_finite_differences(image_batch, warp_batch):
    require_dtypes("float64")
    rng = np.random.default_rng(2)
    height, width = 3, 4  # few elements: one finite difference per element
    image = rng.uniform(0, 1, (*image_batch, height, width, 1))
    # fractional parts away from 0 (the kinks between cells), and two points with one
    # coordinate well outside, whose gradient w.r.t. that coordinate is 0
    inside = rng.integers([0, 0], [width - 1, height - 1], (*warp_batch, 4, 2))
    inside = inside + rng.uniform(0.2, 0.8, inside.shape)
    outside = np.broadcast_to([[-3.5, 1.5], [2.5, height + 2.5]], (*warp_batch, 2, 2))
    warp = np.concatenate([inside, outside], -2)
    weights = ivy.asarray(rng.normal(size=_reference(image, warp).shape))

    def weighted_sum(x, w):
        return ivy.sum(ivy.bilinear_resample(x, w) * weights)

    grads = ivy.grad(weighted_sum, argnums=(0, 1))(ivy.asarray(image), ivy.asarray(warp))
    assert_grads_close(weighted_sum, [image, warp], grads, rtol=1e-6, atol=1e-8)
    warp_grad = np.asarray(ivy.to_numpy(grads[1]))
    assert np.all(warp_grad[..., -2, 0] == 0) and np.all(warp_grad[..., -1, 1] == 0)


def test_jitted_on_jax():
    if BACKEND != "jax":
        pytest.skip("jax.jit: runs on the jax backend")
    import jax

    rng = np.random.default_rng(3)
    image, warp = rng.uniform(0, 1, (HEIGHT, WIDTH, 2)), _warp(rng, 20)
    image, warp = ivy.asarray(image, dtype="float32"), ivy.asarray(warp, dtype="float32")
    result = jax.jit(ivy.bilinear_resample)(image, warp)
    expected = _reference(ivy.to_numpy(image), ivy.to_numpy(warp))
    assert_allclose(result, expected, dtype="float32", atol=1e-6)


def test_bad_shapes_and_dtypes_name_the_argument():
    image = ivy.asarray(np.ones((2, HEIGHT, WIDTH, CHANNELS), np.float32))
    with pytest.raises(ivy.ShapeError, match=r"bilinear_resample: warp must have shape .*2\)"):
        ivy.bilinear_resample(image, ivy.ones((2, 4, 3)))
    with pytest.raises(ivy.ShapeError, match=r"bilinear_resample: x must have shape"):
        ivy.bilinear_resample(ivy.ones((HEIGHT, WIDTH)), ivy.ones((4, 2)))
    with pytest.raises(ivy.ShapeError, match=r"bilinear_resample: x's batch axes .* warp's"):
        ivy.bilinear_resample(image, ivy.ones((3, 4, 2)))
    with pytest.raises(ivy.ShapeError, match=r"bilinear_resample: x must have at least one pixel"):
        ivy.bilinear_resample(ivy.ones((0, WIDTH, 1)), ivy.ones((4, 2)))
    with pytest.raises(ivy.DtypeError, match=r"bilinear_resample: x must have a real floating"):
        ivy.bilinear_resample(ivy.asarray(np.ones((HEIGHT, WIDTH, 1), np.int32)), ivy.ones((4, 2)))
    with pytest.raises(ivy.DtypeError, match=r"bilinear_resample: warp must have a real floating"):
        ivy.bilinear_resample(image, ivy.asarray(np.ones((4, 2), np.int64)))
