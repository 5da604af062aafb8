import math

import torch
import torch.nn.functional as nnf


def bilinear_resample(x, warp, /):
    # differs: grid_sample takes channels-first images and coordinates scaled to [-1, 1]; the
    # channels-last image goes in as a permuted view, which its kernel reads as it is.
    *image_batch, height, width, channels = x.shape
    *warp_batch, num_samples, _ = warp.shape
    scale = warp.new_tensor([_scale(width), _scale(height)])
    grid = warp * scale - 1
    out_batch = torch.broadcast_shapes(tuple(image_batch), tuple(warp_batch))
    if math.prod(image_batch) == 1:  # one image: every sample of every warp in one row
        images = x.reshape(1, height, width, channels)
        grid = grid.reshape(1, 1, math.prod(out_batch) * num_samples, 2)
    else:  # an image broadcast over warps is copied, one per warp
        num_images = math.prod(out_batch)
        images = x.expand(*out_batch, height, width, channels)
        images = images.reshape(num_images, height, width, channels)
        grid = grid.expand(*out_batch, num_samples, 2).reshape(num_images, 1, num_samples, 2)
    sampled = nnf.grid_sample(
        images.permute(0, 3, 1, 2),
        grid,
        mode="bilinear",
        padding_mode="border",
        align_corners=True,
    )
    # (N, channels, 1, samples) -> (*batch, n, channels)
    return sampled.permute(0, 2, 3, 1).reshape(*out_batch, num_samples, channels)


def _scale(size):
    # A side of one pixel maps every coordinate to it (grid_sample reads -1 as pixel 0).
    return 2 / (size - 1) if size > 1 else 0.0
