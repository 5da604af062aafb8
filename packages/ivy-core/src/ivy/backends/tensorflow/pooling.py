import numpy as np
import tensorflow as tf

from ivy.backends.tensorflow.convolution import _channels_last, _restore

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. Everything runs channels-last, "VALID" after explicit padding.


def _pad(x, padding, overhang, value):
    pads = [[0, 0]] + [[b, a + e] for (b, a), e in zip(padding, overhang, strict=False)] + [[0, 0]]
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
    x = _pad(_channels_last(x, data_format), padding, overhang, -np.inf)
    return _restore(_pool(x, kernel, "MAX", strides, dilation), data_format)


def max_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    n = len(kernel)
    x = _channels_last(x, data_format)
    means = _pool(_pad(x, padding, overhang, 0), kernel, "AVG", strides, (1,) * n)
    if not any(overhang) and (count_include_pad or not any(map(any, padding))):
        return _restore(means, data_format)  # every window divides by its full size
    # Else the mean of each window over its padded extent, divided by the share of it that is
    # input (or padding, if counted): the pooled mean of a mask of the counted elements.
    counted = tf.ones((1, *x.shape[1:-1], 1), dtype=x.dtype)
    if count_include_pad:
        counted = _pad(_pad(counted, padding, (0,) * n, 1), ((0, 0),) * n, overhang, 0)
    else:
        counted = _pad(counted, padding, overhang, 0)
    shares = _pool(counted, kernel, "AVG", strides, (1,) * n)
    return _restore(means / shares, data_format)


def avg_pool1d(
    x, kernel, strides, padding, /, *, data_format="NWC", count_include_pad=False, ceil_mode=False
):
    return _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)


def avg_pool2d(
    x, kernel, strides, padding, /, *, data_format="NHWC", count_include_pad=False, ceil_mode=False
):
    return _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)


def avg_pool3d(
    x, kernel, strides, padding, /, *, data_format="NDHWC", count_include_pad=False,
    ceil_mode=False,
):  # fmt: skip
    return _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, ceil_mode)


def _adaptive_avg_pool(x, output_size, data_format):
    y = _channels_last(x, data_format)
    # Bins may overlap, so each is a slice of its own (their bounds depend on shapes only).
    for axis, out in enumerate(output_size, 1):
        size = y.shape[axis]
        bins = []
        for i in range(out):
            part = y[(slice(None),) * axis + (slice(i * size // out, -(-(i + 1) * size // out)),)]
            bins.append(tf.reduce_mean(part, axis=axis, keepdims=True))
        y = tf.concat(bins, axis=axis)
    return _restore(y, data_format)


def adaptive_avg_pool1d(x, output_size, /, *, data_format="NWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def adaptive_avg_pool2d(x, output_size, /, *, data_format="NHWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def _cubic(t, a=-0.75):
    # Keys' cubic convolution kernel, for |t| <= 2 (torch's upsample_bicubic2d).
    t = np.abs(t)
    near = ((a + 2) * t - (a + 3)) * t * t + 1
    far = ((a * t - 5 * a) * t + 8 * a) * t - 4 * a
    return np.where(t <= 1, near, far)


def _taps(size, out, scale, mode, align_corners):
    """For one axis of interpolate: the input indices each output reads, and their weights
    (constants of the shapes, computed on the host)."""
    dst = np.arange(out, dtype=np.float64)
    if mode == "nearest":
        return [np.minimum(np.floor(dst * scale).astype(np.int64), size - 1)], [np.ones(out)]
    if align_corners:
        src = dst * ((size - 1) / (out - 1)) if out > 1 else np.zeros(out)
    else:
        src = (dst + 0.5) * scale - 0.5
    if mode != "bicubic":
        src = np.maximum(src, 0.0)
        left = np.minimum(np.floor(src).astype(np.int64), size - 1)
        frac = src - left
        return [left, np.minimum(left + 1, size - 1)], [1 - frac, frac]
    base = np.floor(src)
    frac = src - base
    indices = [np.clip(base + k, 0, size - 1).astype(np.int64) for k in (-1, 0, 1, 2)]
    return indices, [_cubic(frac + 1), _cubic(frac), _cubic(1 - frac), _cubic(2 - frac)]


def interpolate(
    x, size, /, *, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    y = _channels_last(x, data_format)
    for axis, out in enumerate(size, 1):
        scale = y.shape[axis] / out if scale_factor is None else 1 / scale_factor[axis - 1]
        indices, weights = _taps(y.shape[axis], out, scale, mode, align_corners)
        shape = (-1,) + (1,) * (y.ndim - axis - 1)
        y = tf.add_n(
            [
                tf.gather(y, i, axis=axis) * tf.constant(np.reshape(w, shape), y.dtype)
                for i, w in zip(indices, weights, strict=False)
            ]
        )
    return _restore(y, data_format)
