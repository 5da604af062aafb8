import jax.numpy as jnp
import numpy as np
from jax import lax

# The api resolves the arguments (see ivy.api.pooling): kernel, strides and dilation are tuples,
# padding is (before, after) pairs and ceil_mode the extra elements the last windows read past
# the padding after. lax.reduce_window pools over any axes, so nothing is transposed.


def _spatial_axes(ndim, data_format):
    return range(2, ndim) if data_format[1] == "C" else range(1, ndim - 1)


def _window(values, ndim, data_format, fill=1):
    """Per-axis values on the spatial axes, ``fill`` on the batch and channel axes."""
    full = [fill] * ndim
    for axis, value in zip(_spatial_axes(ndim, data_format), values, strict=False):
        full[axis] = value
    return tuple(full)


def _pads(padding, overhang):
    return [(b, a + e) for (b, a), e in zip(padding, overhang, strict=False)]


def _max_pool(x, kernel, strides, padding, data_format, dilation, overhang):
    ndim = x.ndim
    lowest = -jnp.inf if jnp.issubdtype(x.dtype, jnp.floating) else jnp.iinfo(x.dtype).min
    return lax.reduce_window(
        x,
        np.array(lowest, x.dtype),  # a constant: lax then uses its differentiable max
        lax.max,
        _window(kernel, ndim, data_format),
        _window(strides, ndim, data_format),
        _window(_pads(padding, overhang), ndim, data_format, (0, 0)),
        window_dilation=_window(dilation, ndim, data_format),
    )


def max_pool1d(x, kernel, strides, padding, /, *, data_format="NWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool2d(x, kernel, strides, padding, /, *, data_format="NHWC", dilation=1, ceil_mode=False):
    return _max_pool(x, kernel, strides, padding, data_format, dilation, ceil_mode)


def max_pool3d(x, kernel, strides, padding, /, *, data_format="NDHWC", dilation=1, ceil_mode=False):
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
    sums = _sum_pool(x, kernel, strides, _pads(padding, overhang), data_format)
    if not any(overhang) and (count_include_pad or not any(map(any, padding))):
        return sums / np.prod(kernel).astype(x.dtype)
    # What each window divides by: its elements that are input (or padding, if counted), a
    # constant of the shapes alone.
    sizes = [x.shape[axis] for axis in _spatial_axes(x.ndim, data_format)]
    counted = np.ones(sizes)
    if count_include_pad:
        counted = np.pad(np.pad(counted, padding, constant_values=1), [(0, e) for e in overhang])
    else:
        counted = np.pad(counted, _pads(padding, overhang))
    counted = np.reshape(counted, _window(counted.shape, x.ndim, data_format))
    counts = _sum_pool(jnp.asarray(counted, x.dtype), kernel, strides, ((0, 0),) * n, data_format)
    return sums / counts


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


def _gather_windows(x, axis, indices):
    """x's elements at ``indices`` (out, taps) along axis: an axis of taps after axis."""
    taken = jnp.take(x, indices.ravel(), axis=axis)
    return jnp.reshape(taken, (*x.shape[:axis], *indices.shape, *x.shape[axis + 1 :]))


def _adaptive_avg_pool(x, output_size, data_format):
    # Bins may overlap and differ in length by one: one gather of the longest bin's length per
    # axis, with the elements past a shorter bin's end masked out (bounds are shape constants).
    for axis, out in zip(_spatial_axes(x.ndim, data_format), output_size, strict=False):
        size = x.shape[axis]
        starts = np.arange(out) * size // out
        ends = -(-(np.arange(out) + 1) * size // out)
        indices = starts[:, None] + np.arange(np.max(ends - starts))
        inside = indices < ends[:, None]
        trailing = (1,) * (x.ndim - axis - 1)
        windows = _gather_windows(x, axis, np.minimum(indices, size - 1))
        mask = np.reshape(inside, inside.shape + trailing)
        sums = jnp.sum(jnp.where(mask, windows, 0), axis=axis + 1)
        x = sums / jnp.asarray(np.reshape(ends - starts, (out, *trailing)), x.dtype)
    return x


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
    y = x
    for k, (axis, out) in enumerate(zip(_spatial_axes(x.ndim, data_format), size, strict=False)):
        scale = y.shape[axis] / out if scale_factor is None else 1 / scale_factor[k]
        indices, weights = _taps(y.shape[axis], out, scale, mode, align_corners)
        # One gather of every tap, weighted and summed over the taps' axis.
        weights = np.reshape(
            np.stack(weights, axis=1), (out, len(weights)) + (1,) * (y.ndim - axis - 1)
        )
        taps = _gather_windows(y, axis, np.stack(indices, axis=1))
        y = jnp.sum(taps * jnp.asarray(weights, y.dtype), axis=axis + 1)
    return y
