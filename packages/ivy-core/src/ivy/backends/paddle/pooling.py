import itertools

import numpy as np
import paddle
import paddle.nn.functional as nnf

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


def _pad(x, padding, overhang, value):
    """Pads a channels-first x: padding, then overhang after."""
    pairs = [(b, a + e) for (b, a), e in zip(padding, overhang, strict=False)]
    return pad_spatial(x, pairs, _CHANNELS_FIRST[x.ndim], value)


def _dilated_max_pool(x, kernel, strides, dilation):
    # differs: paddle's max pools take no dilation: the max over the kernel's taps, each a
    # strided slice of x.
    outs = [
        (size - (k - 1) * d - 1) // s + 1
        for size, k, s, d in zip(x.shape[2:], kernel, strides, dilation, strict=False)
    ]
    result = None
    for taps in itertools.product(*map(range, kernel)):
        part = x[
            (
                slice(None),
                slice(None),
                *tuple(
                    slice(t * d, t * d + (o - 1) * s + 1, s)
                    for t, d, o, s in zip(taps, dilation, outs, strides, strict=False)
                ),
            )
        ]
        result = part if result is None else paddle.maximum(result, part)
    return result


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    x = _pad(_channels_first(x, data_format), padding, overhang, -np.inf)
    if any(d > 1 for d in dilation):
        y = _dilated_max_pool(x, kernel, strides, dilation)
    else:
        y = _MAX_POOL[len(kernel)](x, kernel, strides, 0)
    return _restore(y, data_format)


def max_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    n = len(kernel)
    x = _channels_first(x, data_format)
    pool = _AVG_POOL[n]
    means = pool(_pad(x, padding, overhang, 0.0), kernel, strides, 0)
    if not any(overhang) and (count_include_pad or not any(map(any, padding))):
        return _restore(means, data_format)  # every window divides by its full size
    # Else the mean of each window over its padded extent, divided by the share of it that is
    # input (or padding, if counted): the pooled mean of a mask of the counted elements.
    counted = paddle.ones([1, 1, *x.shape[2:]], dtype=x.dtype)
    if count_include_pad:
        counted = _pad(_pad(counted, padding, (0,) * n, 1.0), ((0, 0),) * n, overhang, 0.0)
    else:
        counted = _pad(counted, padding, overhang, 0.0)
    return _restore(means / pool(counted, kernel, strides, 0), data_format)


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


def adaptive_avg_pool1d(x, output_size, /, *, data_format="NWC"):
    y = nnf.adaptive_avg_pool1d(_channels_first(x, data_format), output_size[0])
    return _restore(y, data_format)


def adaptive_avg_pool2d(x, output_size, /, *, data_format="NHWC"):
    return nnf.adaptive_avg_pool2d(x, output_size, data_format=data_format)


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
    # differs: paddle.nn.functional.interpolate has no 1-d "nearest" and samples differently
    # from torch: the input elements each output reads and their weights are gathered here.
    y = _channels_first(x, data_format)
    for axis, out in enumerate(size, 2):
        scale = y.shape[axis] / out if scale_factor is None else 1 / scale_factor[axis - 2]
        indices, weights = _taps(y.shape[axis], out, scale, mode, align_corners)
        shape = (-1,) + (1,) * (y.ndim - axis - 1)
        y = paddle.add_n(
            [
                paddle.gather(y, paddle.to_tensor(i, place=y.place), axis=axis)
                * paddle.to_tensor(np.reshape(w, shape), dtype=y.dtype, place=y.place)
                for i, w in zip(indices, weights, strict=False)
            ]
        )
    return _restore(y, data_format)
