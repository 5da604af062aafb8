import numpy as np

from ivy._common import nn
from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.backends.numpy.convolution import _channels_last, _restore, windows

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. Everything runs channels-last.


def _padded(x, pairs, value):
    return np.pad(x, [(0, 0), *pairs, (0, 0)], constant_values=value)


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    if type(x) is not ndarray:
        x = numpy_array(x)
    x = _padded(_channels_last(x, data_format), nn.pool_padding(padding, overhang), -np.inf)
    view = windows(x, kernel, strides, dilation)
    return _restore(view.max(axis=tuple(range(-len(kernel), 0))), data_format)


def max_pool1d(x, kernel, strides, padding, /, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    if type(x) is not ndarray:
        x = numpy_array(x)
    x = _channels_last(x, data_format)
    n = len(kernel)
    axes = tuple(range(-n, 0))
    dilation = (1,) * n
    padded = _padded(x, nn.pool_padding(padding, overhang), 0)
    sums = windows(padded, kernel, strides, dilation).sum(axis=axes)
    # What each window divides by: its elements that are input (or padding, if counted).
    counted = np.ones((1, *x.shape[1:-1], 1), dtype=x.dtype)
    for pairs, fill in nn.counted_padding(padding, overhang, count_include_pad):
        counted = _padded(counted, pairs, fill)
    counts = windows(counted, kernel, strides, dilation).sum(axis=axes)
    return _restore((sums / counts).astype(x.dtype, copy=False), data_format)


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


def _adaptive_avg_pool(x, output_size, data_format):
    if type(x) is not ndarray:
        x = numpy_array(x)
    y = _channels_last(x, data_format)
    for axis, out in enumerate(output_size, 1):
        size = y.shape[axis]
        bins = [
            np.take(y, np.arange(start, end), axis=axis).mean(axis=axis, keepdims=True)
            for start, end in nn.adaptive_bins(size, out)
        ]
        y = np.concatenate(bins, axis=axis)
    return _restore(y.astype(x.dtype, copy=False), data_format)


def adaptive_avg_pool1d(x, output_size, /, data_format="NWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def adaptive_avg_pool2d(x, output_size, /, data_format="NHWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def interpolate(
    x, size, /, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    if type(x) is not ndarray:
        x = numpy_array(x)
    y = _channels_last(x, data_format)
    for axis, out in enumerate(size, 1):
        factor = None if scale_factor is None else scale_factor[axis - 1]
        indices, weights = nn.interpolation_taps(y.shape[axis], out, mode, align_corners, factor)
        shape = (-1,) + (1,) * (y.ndim - axis - 1)
        y = sum(
            np.take(y, i, axis=axis) * np.reshape(np.asarray(w, y.dtype), shape)
            for i, w in zip(indices, weights, strict=False)
        )
    return _restore(y.astype(x.dtype, copy=False), data_format)
