from ivy._common.image import bilinear_gather
from ivy.backends.mxnet._mx import mnp, native_array


def _cast(x, dtype):
    return x.astype(dtype)


def _take_rows(table, index):
    return mnp.take(table, index, axis=0)


def bilinear_resample(x, warp, /):
    return bilinear_gather(mnp, native_array(x), native_array(warp), _cast, _take_rows)
