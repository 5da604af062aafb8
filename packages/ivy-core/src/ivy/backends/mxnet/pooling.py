import functools

import numpy as onp

from ivy._common import nn
from ivy.backends.mxnet._mx import mnp, mx
from ivy.backends.mxnet.convolution import channels_first, pad_spatial, restore

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. mxnet pools channels-first, "valid" after explicit padding.

npx = mx.npx
_LAYOUT = {3: "NCW", 4: "NCHW", 5: "NCDHW"}


def _poolable(x):
    # differs: mxnet's pooling fails on integer or empty input asynchronously, leaving an error
    # in its engine that the next unrelated call raises: refused before the call.
    if x.dtype.kind != "f":
        raise TypeError(f"mxnet pools floating-point arrays only; got {x.dtype}")
    if x.size == 0:
        raise ValueError(f"mxnet cannot pool an empty x, of shape {x.shape}")


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
    taps = nn.window_taps(x.shape[2:], kernel, strides, dilation)
    return functools.reduce(mnp.maximum, (x[(slice(None), slice(None), *t)] for t in taps))


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    _poolable(x)
    x = pad_spatial(channels_first(x, data_format), nn.pool_padding(padding, overhang), -onp.inf)
    if any(d > 1 for d in dilation):
        y = _dilated_max_pool(x, kernel, strides, dilation)
    else:
        y = _pool(x, kernel, strides, "max")
    return restore(y, data_format)


def max_pool1d(x, kernel, strides, padding, /, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    _poolable(x)
    x = channels_first(x, data_format)
    means = _pool(pad_spatial(x, nn.pool_padding(padding, overhang)), kernel, strides, "avg")
    if nn.divides_by_kernel_size(padding, overhang, count_include_pad):
        return restore(means, data_format)
    # Else the mean of each window over its padded extent, divided by the share of it that is
    # input (or padding, if counted): the pooled mean of a mask of the counted elements.
    counted = mnp.ones((1, 1, *x.shape[2:]), dtype=x.dtype, ctx=x.ctx)
    for pairs, fill in nn.counted_padding(padding, overhang, count_include_pad):
        counted = pad_spatial(counted, pairs, float(fill))
    return restore(means / _pool(counted, kernel, strides, "avg"), data_format)


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
    if x.size == 0:  # its means of empty slices fail asynchronously
        raise ValueError(f"mxnet cannot pool an empty x, of shape {x.shape}")
    y = channels_first(x, data_format)
    # Bins may overlap, so each is a slice of its own (their bounds depend on shapes only).
    for axis, out in enumerate(output_size, 2):
        size = y.shape[axis]
        bins = [
            mnp.mean(y[(slice(None),) * axis + (slice(start, end),)], axis=axis, keepdims=True)
            for start, end in nn.adaptive_bins(size, out)
        ]
        y = mnp.concatenate(bins, axis=axis)
    return restore(y, data_format)


def adaptive_avg_pool1d(x, output_size, /, data_format="NWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def adaptive_avg_pool2d(x, output_size, /, data_format="NHWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def interpolate(
    x, size, /, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    y = channels_first(x, data_format)
    for axis, out in enumerate(size, 2):
        factor = None if scale_factor is None else scale_factor[axis - 2]
        indices, weights = nn.interpolation_taps(y.shape[axis], out, mode, align_corners, factor)
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
