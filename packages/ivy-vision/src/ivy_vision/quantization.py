"""Forward warping of scattered pixel coordinates and features into an image.

Points with non-integer pixel coordinates (e.g. reprojected from other cameras) are rounded to
pixels; points landing in the same pixel are either fused by their variances or resolved by a
depth buffer (the nearest point wins). Vectorised with one scatter over every point of every
batch element, with static shapes (no ``argwhere``), so it traces under ``jax.jit``.

Differs from the original: the ``uniform_pixel_coords``, ``batch_shape`` and ``device``
arguments are gone; ``feat_prior`` defaults to zeros; the depth buffer keeps exactly the
nearest point's values in each pixel (the original offset every channel by a scaled depth and
took per-channel minima, which mixed the channels of different points when their depths were
within 1% of the depth range; equally near points are averaged here) and works with any
number of feature channels after the depth; the counter image counts the points in each pixel
in both modes (the original gave -1 for every covered pixel in depth-buffer mode).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy_vision._common import (
    broadcast_batch,
    check_image_dims,
    check_input,
    device_of,
    index_dtype,
    pixel_grid,
    scatter_rows,
)

__all__ = ["quantize_to_image"]

MIN_DENOMINATOR = 1e-12
"""Keeps the reciprocals of zero variances finite, as in the original."""


def _per_element(
    fn: str, name: str, value: Any, spec: list[str], sizes: dict, like: Any
) -> tuple[Any, dict]:
    """``value``, a number or an array of shape ``spec``, as an array; its checked sizes."""
    if ivy.is_array(value):
        return value, check_input(fn, name, value, spec, sizes)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{fn}: {name} must be a number or an array; got {value!r}")
    array = ivy.asarray(
        float(value),
        dtype=ivy.dtype(like),
        device=device_of(like),
        backend=ivy.current_backend(like),
    )
    return array, sizes


def _rows(value: Any, leading: tuple, channels: int) -> Any:
    """``value`` broadcast to (*leading, channels) and flattened to (prod(leading), channels)."""
    value = ivy.broadcast_to(value, (*leading, channels))
    return ivy.reshape(value, (math.prod(leading), channels))


def _fuse_points(values: Any, variances: Any, index: Any, valid: Any, size: int) -> tuple:
    """Inverse-variance fusion of the valid points of each pixel.

    Args:
        values: the points' values, shape (N, C).
        variances: their variances, shape (N, C).
        index: the pixel of each point, shape (N,).
        valid: whether each point counts, shape (N,).
        size: the number of pixels.

    Returns:
        ``(mean, var, count)`` per pixel, (size, C), (size, C) and (size, 1); the mean and
        variance are meaningless where the count is 0.
    """
    recip_var = 1 / (variances + MIN_DENOMINATOR)
    ones = ivy.ones_like(values[:, :1])
    sums = scatter_rows(
        index, valid, ivy.concat([values * recip_var, recip_var, ones], axis=-1), size
    )
    channels = tuple(ivy.shape(values))[-1]
    count = sums[:, -1:]
    sum_recip_var = sums[:, channels:-1]
    # A safe denominator where no point fell keeps the gradient finite.
    fused_var = 1 / ivy.where(count > 0, sum_recip_var, ivy.ones_like(sum_recip_var))
    return sums[:, :channels] * fused_var, fused_var * count, count


def _nearest_points(values: Any, variances: Any, index: Any, valid: Any, size: int) -> tuple:
    """The values and variances of the nearest of the valid points of each pixel.

    The depth is ``values[:, 2]``; equally near points are averaged. Arguments and results as
    for :func:`_fuse_points`.
    """
    # The nearest depth of each pixel (no gradient: the winners' values carry it).
    depth = ivy.stop_gradient(values[:, 2:3])
    nearest = scatter_rows(index, valid, depth, size, reduction="min")
    safe_index = ivy.reshape(ivy.where(valid, index, ivy.zeros_like(index)), (-1, 1))
    nearest_at_point = ivy.take_along_axis(nearest, safe_index, axis=0)
    wins = ivy.logical_and(valid, depth[:, 0] == nearest_at_point[:, 0])
    ones = ivy.ones_like(values[:, :1])
    # where, not a product: a losing point's values must not reach the sums, even if inf.
    winners = ivy.concat([values, variances, ones], axis=-1)
    winners = ivy.where(ivy.reshape(wins, (-1, 1)), winners, ivy.zeros_like(winners))
    sums = scatter_rows(index, valid, ivy.concat([winners, ones], axis=-1), size)
    channels = tuple(ivy.shape(values))[-1]
    count, num_winners = sums[:, -1:], sums[:, -2:-1]
    num_winners = ivy.where(count > 0, num_winners, ivy.ones_like(num_winners))
    mean = sums[:, :channels] / num_winners
    return mean, sums[:, channels : 2 * channels] / num_winners, count


def quantize_to_image(
    pixel_coords: Any,
    final_image_dims: Sequence[int],
    feat: Any = None,
    feat_prior: Any = None,
    with_db: bool = False,
    pixel_coords_var: Any = 1e-3,
    feat_var: Any = 1e-3,
    pixel_coords_prior_var: Any = 1e12,
    feat_prior_var: Any = 1e12,
    var_threshold: Any = (1e-3, 1e12),
) -> tuple[Any, Any, Any]:
    """Scatters points with pixel coordinates and features into an image of integer pixels.

    Each point goes to the pixel nearest to its coordinates ``[u, v]`` (u the column, v the
    row; halves round to even), if that pixel lies in the image and every one of the point's
    variances is below the upper variance threshold. The image's channels are the points'
    pixel coordinates (not rounded) followed by their features, ``[u, v, *feat]``; in every
    pixel that points reach:

    - without the depth buffer, the points are fused by their variances: the mean is the
      inverse-variance weighted mean ``Σ (x / σ²) / Σ (1 / σ²)``, the variance
      ``count / Σ (1 / σ²)`` (the fused variance, inflated by the number of points because
      they may not be independent measurements), per channel;
    - with the depth buffer (``with_db``, ``feat``'s first channel is the depth), the point of
      smallest depth wins: the pixel holds its values and variances (equally near points are
      averaged).

    Variances are clipped below at the lower threshold. Pixels no point reaches hold the prior:
    their own pixel coordinates, ``feat_prior``, and the prior variances.

    Differentiable w.r.t. the pixel coordinates' values (not their pixels), the features and
    the variances.

    Args:
        pixel_coords: pixel coordinates ``[u, v]`` of the points, shape (..., n, 2).
        final_image_dims: the image's ``(height, width)``.
        feat: features of the points, shape (..., n, d) (depth first with ``with_db``); None
            for none (d = 0).
        feat_prior: the features of empty pixels, shape (..., h, w, d), or a number; None for
            zeros.
        with_db: resolve collisions with a depth buffer instead of fusing.
        pixel_coords_var: the variances of the pixel coordinates, shape (..., n, 2), or a
            number for all.
        feat_var: the variances of the features, shape (..., n, d), or a number.
        pixel_coords_prior_var: the pixel coordinate variances of empty pixels, shape
            (..., h, w, 2), or a number.
        feat_prior_var: the feature variances of empty pixels, shape (..., h, w, d), or a
            number.
        var_threshold: ``(lower, upper)`` numbers for every channel, or an array of shape
            (..., 2 + d, 2) of ``[lower, upper]`` per channel.

    Returns:
        ``(mean, var, counter)``: the image, shape (..., h, w, 2 + d); its variances, of the
        same shape; and the number of points in each pixel, shape (..., h, w, 1); all of
        ``pixel_coords``' dtype.

    Raises:
        ivy.ShapeError: a shape is wrong or the batch shapes do not broadcast.
        ivy.DtypeError: an array is not of a real floating dtype.
        ValueError: ``with_db`` without features (it needs the depth), or bad
            ``final_image_dims``.

    Example:
        >>> import numpy as np
        >>> coords = np.array([[0.2, 0.1], [0.4, -0.3], [1.0, 1.0]])
        >>> depth = np.array([[2.0], [1.0], [3.0]])
        >>> mean, var, count = quantize_to_image(coords, (2, 2), depth, with_db=True)
        >>> mean[..., 2], count[..., 0]
        (array([[1., 0.],
               [0., 3.]]), array([[2., 0.],
               [0., 1.]]))
    """
    fn = "quantize_to_image"
    height, width = check_image_dims(fn, final_image_dims)
    sizes = check_input(fn, "pixel_coords", pixel_coords, ["...", "n", "2"])
    named_batches = [("pixel_coords", tuple(ivy.shape(pixel_coords))[:-2])]
    if feat is not None:
        sizes = check_input(fn, "feat", feat, ["...", "n", "d"], sizes)
        named_batches.append(("feat", tuple(ivy.shape(feat))[:-2]))
    elif with_db:
        raise ValueError(f"{fn}: with_db needs feat, whose first channel is the depth; got None")
    num_features = sizes.get("d", 0)
    sizes.update(h=height, w=width)
    like = pixel_coords
    point_arrays = {}
    for name, value, spec in (
        ("pixel_coords_var", pixel_coords_var, ["...", "n", "2"]),
        ("feat_var", feat_var, ["...", "n", "d"]),
    ):
        point_arrays[name], sizes = _per_element(fn, name, value, spec, sizes, like)
    pixel_arrays = {}
    for name, value, spec in (
        ("feat_prior", 0.0 if feat_prior is None else feat_prior, ["...", "h", "w", "d"]),
        ("pixel_coords_prior_var", pixel_coords_prior_var, ["...", "h", "w", "2"]),
        ("feat_prior_var", feat_prior_var, ["...", "h", "w", "d"]),
    ):
        pixel_arrays[name], sizes = _per_element(fn, name, value, spec, sizes, like)
    if ivy.is_array(var_threshold):
        check_input(fn, "var_threshold", var_threshold, ["...", str(2 + num_features), "2"])
        named_batches.append(("var_threshold", tuple(ivy.shape(var_threshold))[:-2]))
    elif len(var_threshold) != 2:
        raise ValueError(
            f"{fn}: var_threshold must be (lower, upper) or an array; got {var_threshold!r}"
        )
    for name, array in point_arrays.items():
        named_batches.append((name, tuple(ivy.shape(array))[:-2]))
    for name, array in pixel_arrays.items():
        named_batches.append((name, tuple(ivy.shape(array))[:-3]))
    batch = broadcast_batch(fn, *named_batches)
    num_images, num_points, num_pixels = math.prod(batch), sizes["n"], height * width
    channels = 2 + num_features
    backend, device = ivy.current_backend(like), device_of(like)
    integer = index_dtype(backend)

    # (num_images * n, 2 + d): the points of every image, one after another.
    values = _rows(pixel_coords, (*batch, num_points), 2)
    variances = _rows(point_arrays["pixel_coords_var"], (*batch, num_points), 2)
    if num_features:
        values = ivy.concat([values, _rows(feat, (*batch, num_points), num_features)], axis=-1)
        feature_variances = _rows(point_arrays["feat_var"], (*batch, num_points), num_features)
        variances = ivy.concat([variances, feature_variances], axis=-1)
    if ivy.is_array(var_threshold):
        # (..., 1, 2 + d): per channel, for every point.
        bounds_shape = (*tuple(ivy.shape(var_threshold))[:-2], 1, channels)
        lower = ivy.reshape(var_threshold[..., 0], bounds_shape)
        upper = _rows(
            ivy.reshape(var_threshold[..., 1], bounds_shape), (*batch, num_points), channels
        )
    else:
        lower, upper = (float(bound) for bound in var_threshold)

    # The pixel of each point, and whether it counts.
    # Clipped to just beyond the image first, so that the cast of far (or inf) coordinates
    # cannot overflow the index dtype.
    pixels = ivy.clip(ivy.round(ivy.stop_gradient(values[:, :2])), -1, max(height, width))
    pixels = ivy.astype(pixels, integer)
    column, row = pixels[:, 0], pixels[:, 1]
    in_image = ivy.logical_and(
        ivy.logical_and(column >= 0, column < width), ivy.logical_and(row >= 0, row < height)
    )
    valid = ivy.logical_and(in_image, ivy.all(variances < upper, axis=-1))
    index = row * width + column
    if num_images > 1:
        starts = ivy.arange(
            0, num_images * num_pixels, num_pixels, dtype=integer, device=device, backend=backend
        )
        index = ivy.reshape(ivy.reshape(index, (num_images, num_points)) + starts[:, None], (-1,))
    size = num_images * num_pixels
    if with_db:
        mean, var, count = _nearest_points(values, variances, index, valid, size)
    else:
        mean, var, count = _fuse_points(values, variances, index, valid, size)
    hit = count > 0

    # The priors, (num_images * h * w, 2 + d).
    grid = pixel_grid(
        height, width, dtype=ivy.dtype(like), device=device, backend=backend, homogeneous=False
    )
    prior = _rows(grid, (*batch, height, width), 2)
    prior_var = _rows(pixel_arrays["pixel_coords_prior_var"], (*batch, height, width), 2)
    if num_features:
        feature_prior = _rows(pixel_arrays["feat_prior"], (*batch, height, width), num_features)
        prior = ivy.concat([prior, feature_prior], axis=-1)
        feature_prior_var = _rows(
            pixel_arrays["feat_prior_var"], (*batch, height, width), num_features
        )
        prior_var = ivy.concat([prior_var, feature_prior_var], axis=-1)
    if ivy.is_array(lower):
        lower = _rows(ivy.expand_dims(lower, -3), (*batch, height, width), channels)
    else:  # an array bound: mxnet's clip rounds a float bound to float32
        lower = ivy.full_like(var, lower)
    var = ivy.maximum(var, lower)
    mean = ivy.where(hit, mean, prior)
    var = ivy.where(hit, var, prior_var)
    image_shape = (*batch, height, width)
    return (
        ivy.reshape(mean, (*image_shape, channels)),
        ivy.reshape(var, (*image_shape, channels)),
        ivy.reshape(count, (*image_shape, 1)),
    )
