"""Image utilities: tiling, gradients, float ↔ uint8 bit casts, random crops, bilinear resampling.

Images are channels-last, ``(..., h, w, c)``, with any leading batch axes.

Differs from the original: ``random_crop`` draws its offsets with ``ivy.random_uniform`` (so
``seed=`` is reproducible on every backend and the crop is one vectorised gather, not a loop
over the batch) and raises for a crop larger than the image instead of shrinking it;
``stack_images`` no longer adds a trailing empty column when the images fill fewer columns than
its estimate; the ``batch_shape`` and ``image_dims`` arguments are gone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

import ivy
from ivy_vision._common import bilinear_sample, check_input, device_of

__all__ = [
    "stack_images",
    "gradient_image",
    "float_img_to_uint8_img",
    "uint8_img_to_float_img",
    "random_crop",
    "bilinear_resample",
]


def stack_images(images: Sequence[Any], desired_aspect_ratio: Sequence[float]) -> Any:
    """Tiles equally shaped images into one grid image of about the desired aspect ratio.

    The grid has ``rows = ceil(sqrt(n / ((h / w) (a0 / a1))))`` rows, for ``n`` images of
    ``h × w`` pixels and ``desired_aspect_ratio = (a0, a1)``, so that the result's width over
    height is about ``a0 / a1``; and ``ceil(n / rows)`` columns. The images fill the grid column
    by column; the unused cells are zeros.

    Args:
        images: images of one shape, each (..., h, w, c).
        desired_aspect_ratio: ``(width, height)`` proportions of the grid image.

    Returns:
        Grid image, shape (..., rows h, columns w, c); the one image itself for ``n = 1``.

    Raises:
        ValueError: no images, or images of different shapes.

    Example:
        >>> import numpy as np
        >>> grid = stack_images([np.ones((2, 3, 1))] * 3, (1, 1))
        >>> grid.shape, float(grid.sum())
        ((6, 3, 1), 18.0)
    """
    images = list(images)
    if not images:
        raise ValueError("stack_images: images must hold at least one image; got none")
    shape = tuple(ivy.shape(images[0]))
    if len(shape) < 3 or any(tuple(ivy.shape(image)) != shape for image in images):
        raise ValueError(
            "stack_images: images must share one shape (..., h, w, c); got shapes "
            f"{[tuple(ivy.shape(image)) for image in images]}"
        )
    if len(images) == 1:
        return images[0]
    height, width = shape[-3:-1]
    stack_ratio = (height / width) * (desired_aspect_ratio[0] / desired_aspect_ratio[1])
    rows = math.ceil(math.sqrt(len(images) / stack_ratio))
    columns = math.ceil(len(images) / rows)
    blank = ivy.zeros_like(images[0])
    cells = images + [blank] * (rows * columns - len(images))
    column_images = [ivy.concat(cells[c * rows : (c + 1) * rows], axis=-3) for c in range(columns)]
    return ivy.concat(column_images, axis=-2)


def gradient_image(x: Any) -> tuple[Any, Any]:
    """Forward-difference image gradients ``(dx, dy)`` per channel.

    ``dx[..., i, j, :] = x[..., i, j + 1, :] - x[..., i, j, :]`` and
    ``dy[..., i, j, :] = x[..., i + 1, j, :] - x[..., i, j, :]``; 0 in the last column (dx) and
    the last row (dy).

    Args:
        x: images, shape (..., h, w, c).

    Returns:
        ``(dx, dy)``, each of shape (..., h, w, c).

    Raises:
        ivy.ShapeError: ``x`` has fewer than three axes.
        ivy.DtypeError: ``x`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> dx, dy = gradient_image(np.array([[0.0, 1.0], [2.0, 4.0]])[..., None])
        >>> dx[..., 0], dy[..., 0]
        (array([[1., 0.],
               [2., 0.]]), array([[2., 3.],
               [0., 0.]]))
    """
    check_input("gradient_image", "x", x, ["...", "h", "w", "c"])
    dx = ivy.concat(
        [x[..., :, 1:, :] - x[..., :, :-1, :], ivy.zeros_like(x[..., :, :1, :])], axis=-2
    )
    dy = ivy.concat(
        [x[..., 1:, :, :] - x[..., :-1, :, :], ivy.zeros_like(x[..., :1, :, :])], axis=-3
    )
    return dx, dy


def float_img_to_uint8_img(x: Any) -> Any:
    """Bit-casts float images to 4-channel uint8 images (e.g. to save depth losslessly as PNG).

    Each value is cast to float32 and its four little-endian bytes become the four channels;
    :func:`uint8_img_to_float_img` inverts it exactly. The bytes are rearranged on the host
    (NumPy), so this is neither differentiable nor traceable by jax.jit; the result comes back
    on ``x``'s backend and device.

    Args:
        x: float images, shape (..., h, w).

    Returns:
        uint8 images, shape (..., h, w, 4).

    Raises:
        ivy.ShapeError: ``x`` has fewer than two axes.
        ivy.DtypeError: ``x`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> float_img_to_uint8_img(np.array([[1.0]]))
        array([[[  0,   0, 128,  63]]], dtype=uint8)
    """
    check_input("float_img_to_uint8_img", "x", x, ["...", "h", "w"])
    values = np.ascontiguousarray(ivy.to_numpy(x), dtype="<f4")
    encoded = values.view(np.uint8).reshape(*values.shape, 4)
    return ivy.asarray(encoded, device=ivy.dev(x), backend=ivy.current_backend(x))


def uint8_img_to_float_img(x: Any) -> Any:
    """Bit-casts 4-channel uint8 images back to float32 images (:func:`float_img_to_uint8_img`).

    The four channels are the little-endian bytes of one float32. Runs on the host, like
    :func:`float_img_to_uint8_img`.

    Args:
        x: uint8 images, shape (..., h, w, 4).

    Returns:
        float32 images, shape (..., h, w).

    Raises:
        ivy.ShapeError: ``x`` is not of shape (..., h, w, 4).
        ivy.DtypeError: ``x`` is not of dtype uint8.

    Example:
        >>> import numpy as np
        >>> uint8_img_to_float_img(np.array([[[0, 0, 128, 63]]], dtype=np.uint8))
        array([[1.]], dtype=float32)
    """
    ivy.check_shape("uint8_img_to_float_img", "x", x, ["...", "h", "w", "4"])
    if ivy.dtype(x) != ivy.uint8:
        raise ivy.DtypeError(f"uint8_img_to_float_img: x must have dtype uint8; got {ivy.dtype(x)}")
    data = np.ascontiguousarray(ivy.to_numpy(x))
    decoded = data.view("<f4").reshape(data.shape[:-1]).astype(np.float32)
    return ivy.asarray(decoded, device=ivy.dev(x), backend=ivy.current_backend(x))


def random_crop(x: Any, crop_size: Sequence[int], *, seed: int | None = None) -> Any:
    """Crops a window of ``crop_size`` from each image, at a uniformly random position.

    Every image of the batch gets its own offsets, drawn uniformly from the valid positions.

    Args:
        x: images, shape (..., h, w, c).
        crop_size: ``(crop height, crop width)``, at most ``(h, w)``.
        seed: an integer making the offsets reproducible (on every backend, through
            ``ivy.random_uniform``); None draws from the backend's random state.

    Returns:
        The crops, shape (..., crop height, crop width, c), of ``x``'s dtype.

    Raises:
        ivy.ShapeError: ``x`` has fewer than three axes.
        ValueError: ``crop_size`` is not two positive ints no larger than the image.

    Example:
        >>> import numpy as np
        >>> image = np.arange(16.0).reshape(4, 4, 1)
        >>> crop = random_crop(image, (2, 2), seed=0)
        >>> crop.shape, float(crop[1, 0, 0] - crop[0, 0, 0])
        ((2, 2, 1), 4.0)
    """
    ivy.check_shape("random_crop", "x", x, ["...", "h", "w", "c"])
    crop_height, crop_width = ivy.check_ints("random_crop", "crop_size", crop_size, 2)
    shape = tuple(ivy.shape(x))
    batch, (height, width) = shape[:-3], shape[-3:-1]
    if crop_height > height or crop_width > width:
        raise ValueError(
            f"random_crop: crop_size {(crop_height, crop_width)} is larger than the images, of "
            f"size {(height, width)}"
        )
    backend, device = ivy.current_backend(x), device_of(x)
    draws = ivy.random_uniform(
        shape=(*batch, 1, 1, 2), dtype=ivy.float32, device=device, seed=seed, backend=backend
    )
    # floor(u * (margin + 1)) is uniform over 0..margin; the clip only guards u's rounding to 1.
    options = {"dtype": ivy.float32, "device": device, "backend": backend}
    positions = ivy.asarray([height - crop_height + 1, width - crop_width + 1], **options)
    offsets = ivy.astype(ivy.floor(draws * positions), ivy.int64)
    offsets = ivy.minimum(offsets, ivy.astype(positions, ivy.int64) - 1)
    index_options = {"dtype": ivy.int64, "device": device, "backend": backend}
    rows = offsets[..., 0:1] + ivy.reshape(ivy.arange(crop_height, **index_options), (-1, 1, 1))
    columns = offsets[..., 1:2] + ivy.reshape(ivy.arange(crop_width, **index_options), (1, -1, 1))
    cropped_rows = ivy.take_along_axis(x, rows, axis=-3)
    return ivy.take_along_axis(cropped_rows, columns, axis=-2)


def bilinear_resample(x: Any, warp: Any) -> Any:
    """Samples images bilinearly at lists of pixel coordinates ``[x, y]``.

    ``x`` is the column and ``y`` the row, both in pixels: integer coordinates hit pixel
    centres exactly. Coordinates outside the image take the nearest border pixel's value
    (``torch.nn.functional.grid_sample`` with ``padding_mode="border"`` and
    ``align_corners=True``). Differentiable w.r.t. the images and the coordinates.

    Args:
        x: images, shape (*batch, h, w, c).
        warp: sampling coordinates, shape (*batch, *sample_shape, 2) (the images' batch axes
            lead; typically (*batch, num_samples, 2)).

    Returns:
        Samples, shape (*batch, *sample_shape, c).

    Raises:
        ivy.ShapeError: ``x`` has fewer than three axes, ``warp`` does not end in 2, or the
            batch axes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> image = np.arange(9.0).reshape(3, 3, 1)
        >>> bilinear_resample(image, np.array([[0.5, 0.5], [2.0, 0.0], [9.0, 1.0]]))
        array([[2.],
               [2.],
               [5.]])
    """
    check_input("bilinear_resample", "x", x, ["...", "h", "w", "c"])
    check_input("bilinear_resample", "warp", warp, ["...", "2"])
    return bilinear_sample("bilinear_resample", x, "x", warp, "warp")
