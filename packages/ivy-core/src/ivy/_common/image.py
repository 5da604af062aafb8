"""Image sampling written once for the backends without a fused kernel.

:func:`bilinear_gather` takes a NumPy-like namespace ``xp`` (numpy, ``jax.numpy``, which jax
jits, ``tensorflow.experimental.numpy``, ``mxnet.np``) plus the two operations whose spelling
differs between them: a cast and a gather of rows.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


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
