"""Image sampling written once, by gathers or by a backend's ``grid_sample`` kernel.

:func:`bilinear_gather` takes a NumPy-like namespace ``xp`` (numpy, ``jax.numpy``, which jax
jits, ``tensorflow.experimental.numpy``, ``mxnet.np``) plus the two operations whose spelling
differs between them: a cast and a gather of rows. :func:`grid_sample_resample` serves torch and
paddle, whose ``grid_sample`` reads the four neighbours and blends them in one pass.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ivy._common.checks import broadcast_shapes


def bilinear_gather(
    xp: Any,
    x: Any,
    warp: Any,
    cast: Callable[[Any, str], Any],
    take_rows: Callable[[Any, Any], Any],
) -> Any:
    """``ivy.bilinear_resample`` by four gathers of rows and three linear blends.

    Args:
        xp: the namespace.
        x: images of shape ``(*batch, h, w, c)``, ``h`` and ``w`` at least 1.
        warp: pixel coordinates ``[x, y]`` of shape ``(*batch, n, 2)``; the batch axes of both
            broadcast.
        cast: ``cast(array, "int32")``, the backend's ``astype``.
        take_rows: ``take_rows(table, index)``, the rows of a 2-d ``table`` at ``index``.

    Returns:
        Shape ``(*broadcast batch, n, c)``.
    """
    *image_batch, height, width, channels = x.shape
    warp_batch = warp.shape[:-2]
    num_images = math.prod(image_batch)
    size = num_images * height * width
    index_dtype = "int32" if size < 2**31 else "int64"
    # Clamping first makes every outside sample take the nearest border pixel, with a gradient
    # of 0 w.r.t. its coordinates.
    col = xp.clip(warp[..., 0], 0, width - 1)
    row = xp.clip(warp[..., 1], 0, height - 1)
    col0, row0 = xp.floor(col), xp.floor(row)
    col_weight = xp.expand_dims(col - col0, -1)
    row_weight = xp.expand_dims(row - row0, -1)
    col0, row0 = cast(col0, index_dtype), cast(row0, index_dtype)
    # At the last column (row) the right (lower) neighbour is the pixel itself, with weight 0.
    col1 = xp.minimum(col0 + 1, width - 1)
    top = row0 * width
    bottom = xp.minimum(row0 + 1, height - 1) * width
    if num_images != 1:  # each image's first row in the flattened batch, broadcast to the warps'
        starts = xp.arange(0, size, height * width, dtype=index_dtype)
        starts = xp.reshape(starts, (*image_batch, 1))
        top, bottom = top + starts, bottom + starts
    # No images: the indices are empty, and an empty table trips some gathers (jax's).
    flat = xp.reshape(x, (size, channels)) if size else xp.zeros((1, channels), dtype=x.dtype)
    upper = take_rows(flat, top + col0)
    upper = upper + col_weight * (take_rows(flat, top + col1) - upper)
    lower = take_rows(flat, bottom + col0)
    lower = lower + col_weight * (take_rows(flat, bottom + col1) - lower)
    result = upper + row_weight * (lower - upper)
    if num_images == 1 and len(image_batch) > len(warp_batch):  # x's extra axes are all 1
        result = xp.reshape(result, (*[1] * (len(image_batch) - len(warp_batch)), *result.shape))
    return result


def grid_sample_resample(
    x: Any, warp: Any, as_tensor: Callable[[list, Any], Any], grid_sample: Callable
) -> Any:
    """``ivy.bilinear_resample`` by a ``grid_sample`` kernel (torch's, paddle's).

    ``grid_sample`` takes channels-first images and coordinates scaled to ``[-1, 1]``: the
    channels-last image goes in as a permuted view, which the kernel reads as it is.

    Args:
        x: images of shape ``(*batch, h, w, c)``, ``h`` and ``w`` at least 1.
        warp: pixel coordinates ``[x, y]`` of shape ``(*batch, n, 2)``; the batch axes of both
            broadcast.
        as_tensor: ``as_tensor(values, like)``, a 1-d tensor of ``like``'s dtype and device.
        grid_sample: the kernel, called as ``grid_sample(images, grid)`` with bilinear
            interpolation, border padding and aligned corners.

    Returns:
        Shape ``(*broadcast batch, n, c)``.
    """
    *image_batch, height, width, channels = x.shape
    *warp_batch, num_samples, _ = warp.shape
    grid = warp * as_tensor([_grid_scale(width), _grid_scale(height)], warp) - 1
    out_batch = broadcast_shapes(tuple(image_batch), tuple(warp_batch))
    if math.prod(image_batch) == 1:  # one image: every sample of every warp in one row
        images = x.reshape([1, height, width, channels])
        grid = grid.reshape([1, 1, math.prod(out_batch) * num_samples, 2])
    else:  # an image broadcast over warps is copied, one per warp
        num_images = math.prod(out_batch)
        images = x.expand([*out_batch, height, width, channels])
        images = images.reshape([num_images, height, width, channels])
        grid = grid.expand([*out_batch, num_samples, 2]).reshape([num_images, 1, num_samples, 2])
    sampled = grid_sample(images.permute([0, 3, 1, 2]), grid)
    # (N, channels, 1, samples) -> (*batch, n, channels)
    return sampled.permute([0, 2, 3, 1]).reshape([*out_batch, num_samples, channels])


def _grid_scale(size: int) -> float:
    # A side of one pixel maps every coordinate to it (grid_sample reads -1 as pixel 0).
    return 2 / (size - 1) if size > 1 else 0.0
