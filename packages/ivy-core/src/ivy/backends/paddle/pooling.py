import functools

import numpy as np
import paddle
import paddle.nn.functional as nnf

from ivy._common import nn
from ivy.backends.paddle.convolution import pad_spatial

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. Pooling runs channels-first (paddle's 1-d pools take no other layout).

_MAX_POOL = {1: nnf.max_pool1d, 2: nnf.max_pool2d, 3: nnf.max_pool3d}
_AVG_POOL = {1: nnf.avg_pool1d, 2: nnf.avg_pool2d, 3: nnf.avg_pool3d}
_CHANNELS_FIRST = {3: "NCW", 4: "NCHW", 5: "NCDHW"}


def _channels_first(x, data_format):
    if data_format[1] == "C":
        return x
    return paddle.transpose(x, [0, x.ndim - 1, *range(1, x.ndim - 1)])


def _restore(y, data_format):
    if data_format[1] == "C":
        return y
    return paddle.transpose(y, [0, *range(2, y.ndim), 1])


def _pad(x, pairs, value):
    return pad_spatial(x, pairs, _CHANNELS_FIRST[x.ndim], value)


def _dilated_max_pool(x, kernel, strides, dilation):
    # differs: paddle's max pools take no dilation: the max over the kernel's taps, each a
    # strided slice of x.
    taps = nn.window_taps(x.shape[2:], kernel, strides, dilation)
    return functools.reduce(paddle.maximum, (x[(slice(None), slice(None), *t)] for t in taps))


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    x = _pad(_channels_first(x, data_format), nn.pool_padding(padding, overhang), -np.inf)
    if any(d > 1 for d in dilation):
        y = _dilated_max_pool(x, kernel, strides, dilation)
    else:
        y = _MAX_POOL[len(kernel)](x, kernel, strides, 0)
    return _restore(y, data_format)


def max_pool1d(x, kernel, strides, padding, /, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    n = len(kernel)
    x = _channels_first(x, data_format)
    pool = _AVG_POOL[n]
    means = pool(_pad(x, nn.pool_padding(padding, overhang), 0.0), kernel, strides, 0)
    if nn.divides_by_kernel_size(padding, overhang, count_include_pad):
        return _restore(means, data_format)
    # Else the mean of each window over its padded extent, divided by the share of it that is
    # input (or padding, if counted): the pooled mean of a mask of the counted elements.
    counted = paddle.ones([1, 1, *x.shape[2:]], dtype=x.dtype)
    for pairs, fill in nn.counted_padding(padding, overhang, count_include_pad):
        counted = _pad(counted, pairs, float(fill))
    return _restore(means / pool(counted, kernel, strides, 0), data_format)


def avg_pool1d(
    x, kernel, strides, padding, /, data_format="NWC", count_include_pad=False, ceil_mode=False
):
    return _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)


def avg_pool2d(
    x, kernel, strides, padding, /, data_format="NHWC", count_include_pad=False, ceil_mode=False
):
    return _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)


def avg_pool3d(
    x, kernel, strides, padding, /, data_format="NDHWC", count_include_pad=False,
    ceil_mode=False,
):  # fmt: skip
    return _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)


def adaptive_avg_pool1d(x, output_size, /, data_format="NWC"):
    y = nnf.adaptive_avg_pool1d(_channels_first(x, data_format), output_size[0])
    return _restore(y, data_format)


def adaptive_avg_pool2d(x, output_size, /, data_format="NHWC"):
    return nnf.adaptive_avg_pool2d(x, output_size, data_format=data_format)


def interpolate(
    x, size, /, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    # differs: paddle.nn.functional.interpolate has no 1-d "nearest" and samples differently
    # from torch: the input elements each output reads and their weights are gathered here.
    y = _channels_first(x, data_format)
    for axis, out in enumerate(size, 2):
        factor = None if scale_factor is None else scale_factor[axis - 2]
        indices, weights = nn.interpolation_taps(y.shape[axis], out, mode, align_corners, factor)
        shape = (-1,) + (1,) * (y.ndim - axis - 1)
        y = paddle.add_n(
            [
                paddle.gather(y, paddle.to_tensor(i, place=y.place), axis=axis)
                * paddle.to_tensor(np.reshape(w, shape), dtype=y.dtype, place=y.place)
                for i, w in zip(indices, weights, strict=False)
            ]
        )
    return _restore(y, data_format)
