import functools

import torch.nn.functional as nnf

from ivy._common.image import grid_sample_resample

_grid_sample = functools.partial(
    nnf.grid_sample, mode="bilinear", padding_mode="border", align_corners=True
)


def _as_tensor(values, like):
    return like.new_tensor(values)


def bilinear_resample(x, warp, /):
    return grid_sample_resample(x, warp, _as_tensor, _grid_sample)
