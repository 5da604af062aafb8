import jax.numpy as jnp
import numpy as np
from jax import lax

from ivy._common import nn

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. lax.reduce_window pools over any axes, so nothing is transposed.


def _window(values, ndim, data_format, fill=1):
    """Per-axis values on the spatial axes, ``fill`` on the batch and channel axes."""
    full = [fill] * ndim
    for axis, value in zip(nn.spatial_axes(ndim, data_format), values, strict=False):
        full[axis] = value
    return tuple(full)


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    ndim = x.ndim
    lowest = -jnp.inf if jnp.issubdtype(x.dtype, jnp.floating) else jnp.iinfo(x.dtype).min
    return lax.reduce_window(
        x,
        np.array(lowest, x.dtype),  # a constant: lax then uses its differentiable max
        lax.max,
        _window(kernel, ndim, data_format),
        _window(strides, ndim, data_format),
        _window(nn.pool_padding(padding, overhang), ndim, data_format, (0, 0)),
        window_dilation=_window(dilation, ndim, data_format),
    )


def max_pool1d(x, kernel, strides, padding, /, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, data_format="NDHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def _sum_pool(x, kernel, strides, pads, data_format):
    ndim = x.ndim
    return lax.reduce_window(
        x,
        np.array(0, x.dtype),
        lax.add,
        _window(kernel, ndim, data_format),
        _window(strides, ndim, data_format),
        _window(pads, ndim, data_format, (0, 0)),
    )


def _avg_pool(x, kernel, strides, padding, data_format, count_include_pad, overhang):
    n = len(kernel)
    sums = _sum_pool(x, kernel, strides, nn.pool_padding(padding, overhang), data_format)
    if nn.divides_by_kernel_size(padding, overhang, count_include_pad):
        return sums / np.prod(kernel).astype(x.dtype)
    # What each window divides by: its elements that are input (or padding, if counted), a
    # constant of the shapes alone.
    counted = np.ones([x.shape[axis] for axis in nn.spatial_axes(x.ndim, data_format)])
    for pairs, fill in nn.counted_padding(padding, overhang, count_include_pad):
        counted = np.pad(counted, pairs, constant_values=fill)
    counted = np.reshape(counted, _window(counted.shape, x.ndim, data_format))
    counts = _sum_pool(jnp.asarray(counted, x.dtype), kernel, strides, ((0, 0),) * n, data_format)
    return sums / counts


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


def _gather_windows(x, axis, indices):
    """x's elements at ``indices`` (out, taps) along axis: an axis of taps after axis."""
    taken = jnp.take(x, indices.ravel(), axis=axis)
    return jnp.reshape(taken, (*x.shape[:axis], *indices.shape, *x.shape[axis + 1 :]))


def _adaptive_avg_pool(x, output_size, data_format):
    # Bins may overlap and differ in length by one: one gather of the longest bin's length per
    # axis, with the elements past a shorter bin's end masked out (bounds are shape constants).
    for axis, out in zip(nn.spatial_axes(x.ndim, data_format), output_size, strict=False):
        size = x.shape[axis]
        starts, ends = np.array(nn.adaptive_bins(size, out)).T
        indices = starts[:, None] + np.arange(np.max(ends - starts))
        inside = indices < ends[:, None]
        trailing = (1,) * (x.ndim - axis - 1)
        windows = _gather_windows(x, axis, np.minimum(indices, size - 1))
        mask = np.reshape(inside, inside.shape + trailing)
        sums = jnp.sum(jnp.where(mask, windows, 0), axis=axis + 1)
        x = sums / jnp.asarray(np.reshape(ends - starts, (out, *trailing)), x.dtype)
    return x


def adaptive_avg_pool1d(x, output_size, /, data_format="NWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def adaptive_avg_pool2d(x, output_size, /, data_format="NHWC"):
    return _adaptive_avg_pool(x, output_size, data_format)


def interpolate(
    x, size, /, mode="linear", scale_factor=None, align_corners=False, data_format=None
):
    y = x
    for k, (axis, out) in enumerate(zip(nn.spatial_axes(x.ndim, data_format), size, strict=False)):
        factor = None if scale_factor is None else scale_factor[k]
        indices, weights = nn.interpolation_taps(y.shape[axis], out, mode, align_corners, factor)
        # One gather of every tap, weighted and summed over the taps' axis.
        weights = np.reshape(
            np.stack(weights, axis=1), (out, len(weights)) + (1,) * (y.ndim - axis - 1)
        )
        taps = _gather_windows(y, axis, np.stack(indices, axis=1))
        y = jnp.sum(taps * jnp.asarray(weights, y.dtype), axis=axis + 1)
    return y
