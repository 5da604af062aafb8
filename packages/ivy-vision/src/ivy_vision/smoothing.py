"""Smoothing of images by per-pixel weights or variances (inverse-variance weighted filters).

Both functions convolve without padding ("VALID"): an image of ``h × w`` pixels gives one of
``(h - k + 1) × (w - k + 1)`` for a kernel of ``k × k``.

Differs from the original: the results keep the input's dtype (the original computed
:func:`weighted_image_smooth` in float64 and returned float64); neither function takes the
absolute value of the weighted sums any more, which flipped the sign of negative means (for
non-negative means nothing changes); :func:`smooth_image_fom_var_image` normalises each
channel's variance by that channel's own kernel sum (the original used channel 0's for all,
the same when every ``kernel_scale`` is equal) and takes no ``device``.
"""

from __future__ import annotations

import math
from typing import Any

import ivy
from ivy_vision._common import broadcast_batch, check_input, device_of, pixel_grid

__all__ = ["weighted_image_smooth", "smooth_image_fom_var_image"]

MIN_DENOMINATOR = 1e-12
"""Keeps reciprocals of zero weights or variances finite, as in the original."""


def _check_pair(fn: str, first: Any, first_name: str, second: Any, second_name: str) -> tuple:
    """Checks two images of one ``(h, w, d)``; returns their broadcast batch shape."""
    sizes = check_input(fn, first_name, first, ["...", "h", "w", "d"])
    check_input(fn, second_name, second, ["...", "h", "w", "d"], sizes)
    return broadcast_batch(
        fn,
        (first_name, tuple(ivy.shape(first))[:-3]),
        (second_name, tuple(ivy.shape(second))[:-3]),
    )


def _check_kernel_dim(fn: str, kernel_dim: Any, image: Any) -> int:
    (kernel_dim,) = ivy.check_ints(fn, "kernel_dim", kernel_dim, 1)
    height, width = tuple(ivy.shape(image))[-3:-1]
    if kernel_dim > min(height, width):
        raise ValueError(
            f"{fn}: kernel_dim must be at most the image's height and width, {(height, width)}; "
            f"got {kernel_dim}"
        )
    return kernel_dim


def _filter(images: Any, kernel: Any, batch: tuple) -> Any:
    """Each channel of ``images`` (*batch, h, w, d) convolved with its own ``kernel`` (k, k, d)."""
    shape = tuple(ivy.shape(images))
    images = ivy.broadcast_to(images, (*batch, *shape[-3:]))
    flat = ivy.reshape(images, (-1, *shape[-3:]))
    filtered = ivy.depthwise_conv2d(flat, kernel, 1, "VALID")
    return ivy.reshape(filtered, (*batch, *tuple(ivy.shape(filtered))[1:]))


def weighted_image_smooth(mean: Any, weights: Any, kernel_dim: int) -> tuple[Any, Any]:
    """Smooths an image by a box filter weighted by a per-pixel weight image.

    Over each ``k × k`` window: ``new_mean = Σ w m / (Σ w + ε)`` and ``new_weights = Σ w / k²``,
    per channel (``ε = 1e-12``). With inverse variances as weights this is the inverse-variance
    weighted mean of each window.

    Args:
        mean: the image to smooth, shape (..., h, w, d).
        weights: non-negative weights, shape (..., h, w, d) (the batch axes broadcast).
        kernel_dim: the window's side ``k``, at most ``h`` and ``w``.

    Returns:
        ``(new_mean, new_weights)``, each of shape (..., h - k + 1, w - k + 1, d).

    Raises:
        ivy.ShapeError: the images' trailing shapes differ or their batch shapes do not
            broadcast.
        ivy.DtypeError: an image is not of a real floating dtype.
        ValueError: ``kernel_dim`` is not an int in ``[1, min(h, w)]``.

    Example:
        >>> import numpy as np
        >>> mean = np.array([[[1.0], [0.0]], [[0.0], [0.0]]])
        >>> weights = np.array([[[3.0], [1.0]], [[1.0], [1.0]]])
        >>> new_mean, new_weights = weighted_image_smooth(mean, weights, 2)
        >>> new_mean.round(6), new_weights
        (array([[[0.5]]]), array([[[1.5]]]))
    """
    fn = "weighted_image_smooth"
    batch = _check_pair(fn, mean, "mean", weights, "weights")
    kernel_dim = _check_kernel_dim(fn, kernel_dim, mean)
    channels = tuple(ivy.shape(mean))[-1]
    kernel = ivy.ones(
        (kernel_dim, kernel_dim, channels),
        dtype=ivy.dtype(mean),
        device=device_of(mean),
        backend=ivy.current_backend(mean),
    )
    weighted_sum = _filter(mean * weights, kernel, batch)
    sum_of_weights = _filter(weights, kernel, batch)
    new_mean = weighted_sum / (sum_of_weights + MIN_DENOMINATOR)
    return new_mean, sum_of_weights / kernel_dim**2


def smooth_image_fom_var_image(
    mean: Any, var: Any, kernel_dim: int, kernel_scale: Any
) -> tuple[Any, Any]:
    """Smooths an image by its variance image and a spatial kernel (inverse-variance fusion).

    Each pixel of a ``k × k`` window counts as a measurement of the window centre, its
    reciprocal variance scaled down by the spatial kernel ``K = 1 + s r``, for ``r`` the
    pixel's distance from the centre and ``s`` the channel's ``kernel_scale``. The fused
    reciprocal variance is ``Σ (1/v + 1)/K - 0.99 Σ 1/K`` (the ``+ 1`` and ``0.99`` are the
    original's guard against negative variances from float32 rounding; the exact form would
    use 1), the fused mean ``new_var Σ m / (v K)``; the variance is then inflated by
    ``k⁴ / Σ K`` (``k²`` for ``s = 0``), because neighbouring pixels are not independent
    measurements.

    Args:
        mean: the image to smooth, shape (..., h, w, d).
        var: its per-pixel variances, positive, shape (..., h, w, d) (the batch axes
            broadcast).
        kernel_dim: the window's side ``k``, at most ``h`` and ``w``.
        kernel_scale: the kernel's growth with distance per channel, shape (d,), or a number
            for every channel.

    Returns:
        ``(new_mean, new_var)``, each of shape (..., h - k + 1, w - k + 1, d).

    Raises:
        ivy.ShapeError: the images' trailing shapes differ, their batch shapes do not
            broadcast, or ``kernel_scale`` is not of shape (d,).
        ivy.DtypeError: an argument is not of a real floating dtype.
        ValueError: ``kernel_dim`` is not an int in ``[1, min(h, w)]``.

    Example:
        >>> import numpy as np
        >>> mean = np.full((3, 3, 1), 2.0)
        >>> new_mean, new_var = smooth_image_fom_var_image(mean, np.ones((3, 3, 1)), 3, 0.0)
        >>> new_mean.round(4), new_var.round(4)
        (array([[[1.9802]]]), array([[[0.9901]]]))
    """
    fn = "smooth_image_fom_var_image"
    batch = _check_pair(fn, mean, "mean", var, "var")
    kernel_dim = _check_kernel_dim(fn, kernel_dim, mean)
    channels = tuple(ivy.shape(mean))[-1]
    dtype, device, backend = ivy.dtype(mean), device_of(mean), ivy.current_backend(mean)
    scale = kernel_scale
    if not ivy.is_array(scale):
        scale = ivy.asarray(scale, dtype=dtype, device=device, backend=backend)
    check_input(fn, "kernel_scale", scale, ["..."])
    if tuple(ivy.shape(scale)) not in ((), (1,), (channels,)):
        raise ivy.ShapeError(
            f"{fn}: kernel_scale must have shape ({channels},) (one per channel) or be a number; "
            f"got shape {tuple(ivy.shape(scale))}"
        )
    # (k, k, 1): each pixel's distance from the window's central pixel.
    offsets = pixel_grid(
        kernel_dim, kernel_dim, dtype=dtype, device=device, backend=backend, homogeneous=False
    ) - float(math.floor(kernel_dim / 2))
    distances = ivy.sqrt(ivy.sum(offsets * offsets, axis=-1, keepdims=True))
    # (k, k, d)
    kernel = 1 + distances * ivy.astype(scale, dtype)
    kernel = ivy.broadcast_to(kernel, (kernel_dim, kernel_dim, channels))
    recip_kernel = 1 / (kernel + MIN_DENOMINATOR)
    kernel_sum = ivy.sum(kernel, axis=(0, 1))
    recip_kernel_sum = ivy.sum(recip_kernel, axis=(0, 1))
    recip_var = 1 / (var + MIN_DENOMINATOR)
    recip_new_var = _filter(recip_var + 1, recip_kernel, batch) - recip_kernel_sum * 0.99
    new_var = 1 / (recip_new_var + MIN_DENOMINATOR)
    new_mean = new_var * _filter(mean * recip_var, recip_kernel, batch)
    return new_mean, new_var * kernel_dim**4 / (kernel_sum + MIN_DENOMINATOR)
