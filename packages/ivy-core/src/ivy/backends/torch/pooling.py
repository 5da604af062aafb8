import math

import torch
import torch.nn.functional as nnf

from ivy._common import nn
from ivy.backends.torch.convolution import _pad_list

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. torch pools channels-first.

_MAX_POOL = {1: nnf.max_pool1d, 2: nnf.max_pool2d, 3: nnf.max_pool3d}
_AVG_POOL = {1: nnf.avg_pool1d, 2: nnf.avg_pool2d, 3: nnf.avg_pool3d}


def _channels_first(x, data_format):
    return torch.movedim(x, -1, 1) if data_format[1] != "C" else x


def _restore(y, data_format):
    return torch.movedim(y, 1, -1) if data_format[1] != "C" else y


def _pad(x, pairs, value):
    # differs: torch pads both sides alike, and only up to half the window; all padding is
    # explicit here and the pooling itself "VALID".
    pads = _pad_list(pairs)
    return nnf.pad(x, pads, value=value) if any(pads) else x


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    x = _pad(_channels_first(x, data_format), nn.pool_padding(padding, overhang), -math.inf)
    y = _MAX_POOL[len(kernel)](x, kernel, strides, 0, dilation)
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
    means = pool(_pad(x, nn.pool_padding(padding, overhang), 0), kernel, strides)
    if nn.divides_by_kernel_size(padding, overhang, count_include_pad):
        return _restore(means, data_format)
    # Else the mean of each window over its padded extent, divided by the share of it that is
    # input (or padding, if counted): the pooled mean of a mask of the counted elements.
    counted = torch.ones((1, 1, *x.shape[2:]), dtype=x.dtype, device=x.device)
    for pairs, fill in nn.counted_padding(padding, overhang, count_include_pad):
        counted = _pad(counted, pairs, fill)
    return _restore(means / pool(counted, kernel, strides), data_format)


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
    y = nnf.adaptive_avg_pool1d(_channels_first(x, data_format), output_size)
    return _restore(y, data_format)


def adaptive_avg_pool2d(x, output_size, /, data_format="NHWC"):
    y = nnf.adaptive_avg_pool2d(_channels_first(x, data_format), output_size)
    return _restore(y, data_format)


def interpolate(
    x, size, /, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    # torch maps coordinates with the scale factor when one is given, with the sizes otherwise.
    y = nnf.interpolate(
        _channels_first(x, data_format),
        size=None if scale_factor is not None else size,
        scale_factor=scale_factor,
        mode=mode,
        align_corners=None if mode == "nearest" else align_corners,
    )
    return _restore(y, data_format)
