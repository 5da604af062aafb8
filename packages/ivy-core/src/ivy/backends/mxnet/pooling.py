import itertools

import numpy as onp

from ivy.backends.mxnet._mx import mnp, mx
from ivy.backends.mxnet.convolution import channels_first, pad_spatial, restore

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. mxnet pools channels-first, "valid" after explicit padding.

npx = mx.npx
_LAYOUT = {3: "NCW", 4: "NCHW", 5: "NCDHW"}


def _pad(x, padding, overhang, value):
    return pad_spatial(x, [(b, a + e) for (b, a), e in zip(padding, overhang, strict=False)], value)


def _pool(x, kernel, strides, pool_type):
    return npx.pooling(
        x,
        kernel=kernel,
        stride=strides,
        pad=(0,) * len(kernel),
        pool_type=pool_type,
        pooling_convention="valid",
        layout=_LAYOUT[x.ndim],
    )


def _dilated_max_pool(x, kernel, strides, dilation):
    # differs: mxnet's pooling takes no dilation: the max over the kernel's taps, each a
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
        result = part if result is None else mnp.maximum(result, part)
    return result


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    x = _pad(channels_first(x, data_format), padding, overhang, -onp.inf)
    if any(d > 1 for d in dilation):
        y = _dilated_max_pool(x, kernel, strides, dilation)
    else:
        y = _pool(x, kernel, strides, "max")
    return restore(y, data_format)


def max_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    n = len(kernel)
    x = channels_first(x, data_format)
    means = _pool(_pad(x, padding, overhang, 0.0), kernel, strides, "avg")
    if not any(overhang) and (count_include_pad or not any(map(any, padding))):
        return restore(means, data_format)  # every window divides by its full size
    # Else the mean of each window over its padded extent, divided by the share of it that is
    # input (or padding, if counted): the pooled mean of a mask of the counted elements.
    counted = mnp.ones((1, 1, *x.shape[2:]), dtype=x.dtype, ctx=x.ctx)
    if count_include_pad:
        counted = _pad(_pad(counted, padding, (0,) * n, 1.0), ((0, 0),) * n, overhang, 0.0)
    else:
        counted = _pad(counted, padding, overhang, 0.0)
    return restore(means / _pool(counted, kernel, strides, "avg"), data_format)


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
    y = channels_first(x, data_format)
    # Bins may overlap, so each is a slice of its own (their bounds depend on shapes only).
    for axis, out in enumerate(output_size, 2):
        size = y.shape[axis]
        bins = [
            mnp.mean(
                y[(slice(None),) * axis + (slice(i * size // out, -(-(i + 1) * size // out)),)],
                axis=axis,
                keepdims=True,
            )
            for i in range(out)
        ]
        y = mnp.concatenate(bins, axis=axis)
    return restore(y, data_format)


def adaptive_avg_pool1d(x, output_size, /, *, data_format="NWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def adaptive_avg_pool2d(x, output_size, /, *, data_format="NHWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def _cubic(t, a=-0.75):
    # Keys' cubic convolution kernel, for |t| <= 2 (torch's upsample_bicubic2d).
    t = onp.abs(t)
    near = ((a + 2) * t - (a + 3)) * t * t + 1
    far = ((a * t - 5 * a) * t + 8 * a) * t - 4 * a
    return onp.where(t <= 1, near, far)


def _taps(size, out, scale, mode, align_corners):
    """For one axis of interpolate: the input indices each output reads, and their weights
    (constants of the shapes, computed on the host)."""
    dst = onp.arange(out, dtype=onp.float64)
    if mode == "nearest":
        return [onp.minimum(onp.floor(dst * scale).astype(onp.int64), size - 1)], [onp.ones(out)]
    if align_corners:
        src = dst * ((size - 1) / (out - 1)) if out > 1 else onp.zeros(out)
    else:
        src = (dst + 0.5) * scale - 0.5
    if mode != "bicubic":
        src = onp.maximum(src, 0.0)
        left = onp.minimum(onp.floor(src).astype(onp.int64), size - 1)
        frac = src - left
        return [left, onp.minimum(left + 1, size - 1)], [1 - frac, frac]
    base = onp.floor(src)
    frac = src - base
    indices = [onp.clip(base + k, 0, size - 1).astype(onp.int64) for k in (-1, 0, 1, 2)]
    return indices, [_cubic(frac + 1), _cubic(frac), _cubic(1 - frac), _cubic(2 - frac)]


def interpolate(
    x, size, /, *, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    y = channels_first(x, data_format)
    for axis, out in enumerate(size, 2):
        scale = y.shape[axis] / out if scale_factor is None else 1 / scale_factor[axis - 2]
        indices, weights = _taps(y.shape[axis], out, scale, mode, align_corners)
        shape = (-1,) + (1,) * (y.ndim - axis - 1)
        terms = [
            mnp.take(y, mnp.array(i, dtype="int64", ctx=y.ctx), axis=axis)
            * mnp.array(onp.reshape(w, shape), dtype=y.dtype, ctx=y.ctx)
            for i, w in zip(indices, weights, strict=False)
        ]
        y = terms[0]
        for term in terms[1:]:
            y = y + term
    return restore(y, data_format)
