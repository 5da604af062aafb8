"""Padding of omni-directional (equirectangular) images, wrapping across their seams.

Differs from the original: the ``image_dims`` argument is gone (read from the image); a
``pad_size`` larger than the image, which the original padded short without a word, raises.
"""

from __future__ import annotations

from typing import Any

import ivy

__all__ = ["pad_omni_image"]


def pad_omni_image(image: Any, pad_size: int) -> Any:
    """Pads an omni-directional image by ``pad_size`` pixels on every side, wrapping correctly.

    An equirectangular image covers 360 degrees horizontally and 180 vertically: its left and
    right edges meet, so the columns wrap around; beyond its top (and bottom) edge lie the rows
    just inside it, seen from the opposite side of the pole, so the rows added above are the
    top ``pad_size`` rows flipped upside down and shifted by half the width (likewise below).

    Args:
        image: images, shape (..., h, w, c), of any dtype.
        pad_size: the number of pixels to add on each side, at most ``h`` and ``w``.

    Returns:
        The padded images, shape (..., h + 2 pad_size, w + 2 pad_size, c).

    Raises:
        ivy.ShapeError: ``image`` has fewer than three axes.
        ValueError: ``pad_size`` is not an int in ``[0, min(h, w)]``.

    Example:
        >>> import numpy as np
        >>> pad_omni_image(np.arange(8.0).reshape(2, 4, 1), 1)[..., 0]
        array([[1., 2., 3., 0., 1., 2.],
               [3., 0., 1., 2., 3., 0.],
               [7., 4., 5., 6., 7., 4.],
               [5., 6., 7., 4., 5., 6.]])
    """
    fn = "pad_omni_image"
    ivy.check_shape(fn, "image", image, ["...", "h", "w", "c"])
    (pad_size,) = ivy.check_ints(fn, "pad_size", pad_size, 1, minimum=0)
    height, width = tuple(ivy.shape(image))[-3:-1]
    if pad_size > min(height, width):
        raise ValueError(
            f"{fn}: pad_size must be at most the image's height and width, {(height, width)}; "
            f"got {pad_size}"
        )
    if pad_size == 0:
        return image
    half = width // 2
    # Across a pole: the rows next to it, upside down, from the opposite meridian.
    top = ivy.flip(ivy.roll(image[..., :pad_size, :, :], -half, axis=-2), axis=-3)
    bottom = ivy.flip(ivy.roll(image[..., -pad_size:, :, :], -half, axis=-2), axis=-3)
    expanded = ivy.concat([top, image, bottom], axis=-3)
    # Across the seam at 180 degrees: the columns wrap around.
    return ivy.concat(
        [expanded[..., -pad_size:, :], expanded, expanded[..., :pad_size, :]], axis=-2
    )
