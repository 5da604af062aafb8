from functools import partial

import numpy as np

from ivy._common.image import bilinear_gather
from ivy.backends.numpy._arrays import ndarray, numpy_array

_take_rows = partial(np.take, axis=0)


def _cast(x, dtype):
    return x.astype(dtype)


def bilinear_resample(x, warp, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if type(warp) is not ndarray:
        warp = numpy_array(warp)
    return bilinear_gather(np, x, warp, _cast, _take_rows)
