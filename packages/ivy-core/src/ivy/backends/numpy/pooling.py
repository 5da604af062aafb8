import numpy as np

from ivy.backends.numpy.convolution import windows

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. Everything runs channels-last.


def _channels_last(x, data_format):
    return np.moveaxis(x, 1, -1) if data_format[1] == "C" else x


def _restore(y, data_format):
    return np.moveaxis(y, -1, 1) if data_format[1] == "C" else y


def _padded(x, padding, overhang, value):
    pads = [(0, 0)] + [(b, a + e) for (b, a), e in zip(padding, overhang, strict=False)] + [(0, 0)]
    return np.pad(x, pads, constant_values=value)


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    x = _padded(_channels_last(x, data_format), padding, overhang, -np.inf)
    view = windows(x, kernel, strides, dilation)
    return _restore(view.max(axis=tuple(range(-len(kernel), 0))), data_format)


def max_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    x = _channels_last(x, data_format)
    n = len(kernel)
    axes = tuple(range(-n, 0))
    dilation = (1,) * n
    sums = windows(_padded(x, padding, overhang, 0), kernel, strides, dilation).sum(axis=axes)
    # What each window divides by: its elements that are input (or padding, if counted).
    counted = np.ones((1, *x.shape[1:-1], 1), dtype=x.dtype)
    if count_include_pad:
        counted = _padded(counted, padding, (0,) * n, 1)
        counted = _padded(counted, ((0, 0),) * n, overhang, 0)
    else:
        counted = _padded(counted, padding, overhang, 0)
    counts = windows(counted, kernel, strides, dilation).sum(axis=axes)
    return _restore((sums / counts).astype(x.dtype, copy=False), data_format)


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
    for axis, out in enumerate(output_size, 1):
        size = y.shape[axis]
        bins = [
            np.take(y, np.arange(i * size // out, -(-(i + 1) * size // out)), axis=axis).mean(
                axis=axis, keepdims=True
            )
            for i in range(out)
        ]
        y = np.concatenate(bins, axis=axis)
    return _restore(y.astype(x.dtype, copy=False), data_format)


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
    """For one axis of interpolate: the input indices each output reads, and their weights."""
    dst = np.arange(out, dtype=np.float64)
    if mode == "nearest":
        return [np.minimum(np.floor(dst * scale).astype(np.int64), size - 1)], [1.0]
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
        y = sum(
            np.take(y, i, axis=axis) * np.reshape(np.asarray(w, y.dtype), shape)
            for i, w in zip(indices, weights, strict=False)
        )
    return _restore(y.astype(x.dtype, copy=False), data_format)
