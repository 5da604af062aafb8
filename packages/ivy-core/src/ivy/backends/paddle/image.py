import functools

import paddle
import paddle.nn.functional as nnf

from ivy._common.image import grid_sample_resample

_grid_sample = functools.partial(
    nnf.grid_sample, mode="bilinear", padding_mode="border", align_corners=True
)


def _as_tensor(values, like):
    return paddle.to_tensor(values, dtype=like.dtype, place=like.place)


def bilinear_resample(x, warp, /):
    return grid_sample_resample(x, warp, _as_tensor, _grid_sample)
