import numpy as np
import tensorflow as tf

from ivy._common import nn
from ivy.backends.tensorflow.convolution import _channels_last, _restore

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. Everything runs channels-last, "VALID" after explicit padding.


def _pad(x, pairs, value):
    pads = [[0, 0], *map(list, pairs), [0, 0]]
    return tf.pad(x, pads, constant_values=value) if any(map(any, pads)) else x


def _pool(x, kernel, kind, strides, dilations):
    """tf.nn.pool "VALID" over a channels-last x, for any strides and dilations together."""
    if len(kernel) == 3 and x.dtype == tf.float64:
        # differs: TF's 3-d pooling kernels take no float64. Max and mean over a box are the
        # max and mean over its depth of those over its height and width.
        depth, height, width, channels = x.shape[1:]
        y = _pool(
            tf.reshape(x, (-1, height, width, channels)),
            kernel[1:],
            kind,
            strides[1:],
            dilations[1:],
        )
        height, width = y.shape[1:3]
        y = tf.reshape(y, (-1, depth, height * width * channels))
        y = _pool(y, kernel[:1], kind, strides[:1], dilations[:1])
        return tf.reshape(y, (-1, y.shape[1], height, width, channels))
    dilated_and_strided = any(s > 1 for s in strides) and any(d > 1 for d in dilations)
    if dilated_and_strided or any(s > k for s, k in zip(strides, kernel, strict=False)):
        # differs: tf.nn.pool refuses strides with dilations above 1, and strides longer than
        # the window: every window, then a stride's worth of them.
        y = tf.nn.pool(x, kernel, kind, padding="VALID", dilations=dilations)
        return y[(slice(None), *(slice(None, None, s) for s in strides))]
    return tf.nn.pool(x, kernel, kind, strides=strides, padding="VALID", dilations=dilations)


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    x = _pad(_channels_last(x, data_format), nn.pool_padding(padding, overhang), -np.inf)
    return _restore(_pool(x, kernel, "MAX", strides, dilation), data_format)


def max_pool1d(x, kernel, strides, padding, /, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    n = len(kernel)
    x = _channels_last(x, data_format)
    means = _pool(_pad(x, nn.pool_padding(padding, overhang), 0), kernel, "AVG", strides, (1,) * n)
    if nn.divides_by_kernel_size(padding, overhang, count_include_pad):
        return _restore(means, data_format)
    # Else the mean of each window over its padded extent, divided by the share of it that is
    # input (or padding, if counted): the pooled mean of a mask of the counted elements.
    counted = tf.ones((1, *x.shape[1:-1], 1), dtype=x.dtype)
    for pairs, fill in nn.counted_padding(padding, overhang, count_include_pad):
        counted = _pad(counted, pairs, fill)
    shares = _pool(counted, kernel, "AVG", strides, (1,) * n)
    return _restore(means / shares, data_format)


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
    y = _channels_last(x, data_format)
    # Bins may overlap, so each is a slice of its own (their bounds depend on shapes only).
    for axis, out in enumerate(output_size, 1):
        size = y.shape[axis]
        bins = [
            tf.reduce_mean(
                y[(slice(None),) * axis + (slice(start, end),)], axis=axis, keepdims=True
            )
            for start, end in nn.adaptive_bins(size, out)
        ]
        y = tf.concat(bins, axis=axis)
    return _restore(y, data_format)


def adaptive_avg_pool1d(x, output_size, /, data_format="NWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def adaptive_avg_pool2d(x, output_size, /, data_format="NHWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def interpolate(
    x, size, /, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    y = _channels_last(x, data_format)
    for axis, out in enumerate(size, 1):
        factor = None if scale_factor is None else scale_factor[axis - 1]
        indices, weights = nn.interpolation_taps(y.shape[axis], out, mode, align_corners, factor)
        shape = (-1,) + (1,) * (y.ndim - axis - 1)
        y = tf.add_n(
            [
                tf.gather(y, i, axis=axis) * tf.constant(np.reshape(w, shape), y.dtype)
                for i, w in zip(indices, weights, strict=False)
            ]
        )
    return _restore(y, data_format)
