import functools
import itertools
import math

import jax
import jax.numpy as jnp
from jax import lax

from ivy._common import nn
from ivy.backends.jax._extents import check_extent

# The api resolves the arguments (see ivy.api.convolution): strides and dilations are tuples,
# padding is (before, after) pairs. lax.conv_general_dilated takes the layouts as dimension
# numbers, so nothing is transposed.


def _dimension_numbers(data_format, filter_format, transpose):
    spatial = data_format[2:] if data_format[1] == "C" else data_format[1:-1]
    # A transposed convolution is a forward one whose "input feature" is the transposed
    # filters' in_channels, last in TF's layout and first in torch's.
    pair = "OI" if transpose else "IO"
    filters = spatial + pair if filter_format == "channel_last" else pair[::-1] + spatial
    return data_format, filters, data_format


def _add_bias(y, bias, data_format):
    if bias is None:
        return y
    shape = [1] * y.ndim
    shape[data_format.index("C")] = -1
    return y + jnp.reshape(bias, shape)


# XLA:CPU runs a grouped convolution with one group per input channel (depthwise, as in ConvNeXt,
# MobileNet and CvT) about 30x slower than oneDNN does, while the same sum written as one
# multiply-add per kernel tap fuses into a single loop that runs within 2x of oneDNN. Kernels
# beyond _MAX_TAPS taps would unroll into programs too large to compile quickly; those, and every
# other device (cuDNN's depthwise kernels are fast), keep lax's convolution.
_MAX_TAPS = 128


@functools.cache
def _on_cpu() -> bool:
    return jax.default_backend() == "cpu"


def _depthwise_by_taps(x, filters, strides, padding, data_format, filter_format, dilations):
    """A depthwise convolution as a sum over kernel taps of strided slices times weights.

    Output channel ``c * m + j`` of ``m`` per input channel reads input channel ``c`` (torch's and
    TensorFlow's grouping), so ``x`` is repeated ``m`` times along its channels first.
    """
    n = x.ndim - 2
    channel_axis = data_format.index("C")
    spatial_axes = [axis for axis in range(x.ndim) if axis != channel_axis and axis != 0]
    if filter_format == "channel_last":  # (*kernel, 1, out)
        kernel, out_channels = filters.shape[:n], filters.shape[-1]
        taps = jnp.reshape(filters, (-1, out_channels))
    else:  # (out, 1, *kernel)
        kernel, out_channels = filters.shape[2:], filters.shape[0]
        taps = jnp.reshape(filters, (out_channels, -1)).T
    multiplier = out_channels // x.shape[channel_axis]
    if multiplier > 1:
        x = jnp.repeat(x, multiplier, axis=channel_axis)
    config = [(0, 0, 0)] * x.ndim
    for axis, (before, after) in zip(spatial_axes, padding, strict=True):
        config[axis] = (before, after, 0)
    x = lax.pad(x, jnp.zeros((), x.dtype), config)
    out_sizes = [
        (x.shape[axis] - d * (k - 1) - 1) // s + 1
        for axis, k, s, d in zip(spatial_axes, kernel, strides, dilations, strict=True)
    ]
    # Each tap's weights shaped to broadcast against x, in one split (a traced program, such as
    # ivy-transpiler's output, then reads as one slice, product and sum per tap).
    weight_shape = [1] * x.ndim
    weight_shape[channel_axis] = out_channels
    tap_weights = jnp.split(jnp.reshape(taps, (-1, *weight_shape[1:])), taps.shape[0])
    y = None
    offsets_of_taps = itertools.product(*(range(k) for k in kernel))
    for weights, offsets in zip(tap_weights, offsets_of_taps, strict=True):
        start, limit, step = [0] * x.ndim, list(x.shape), [1] * x.ndim
        for axis, offset, size, s, d in zip(
            spatial_axes, offsets, out_sizes, strides, dilations, strict=True
        ):
            start[axis] = offset * d
            limit[axis] = offset * d + (size - 1) * s + 1
            step[axis] = s
        term = lax.slice(x, start, limit, step) * weights
        y = term if y is None else y + term
    return y


def _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups):
    if (
        groups > 1
        and groups == x.shape[data_format.index("C")]
        and math.prod(filters.shape) // filters.shape[-1 if filter_format == "channel_last" else 0]
        <= _MAX_TAPS
        and jnp.issubdtype(x.dtype, jnp.floating)
        and _on_cpu()
    ):
        y = _depthwise_by_taps(x, filters, strides, padding, data_format, filter_format, dilations)
        return _add_bias(y, bias, data_format)
    y = lax.conv_general_dilated(
        x,
        filters,
        strides,
        padding,
        rhs_dilation=dilations,
        dimension_numbers=_dimension_numbers(data_format, filter_format, False),
        feature_group_count=groups,
    )
    return _add_bias(y, bias, data_format)


def conv1d(
    x, filters, strides, padding, /, data_format="NWC", filter_format="channel_last",
    dilations=1, bias=None, groups=1,
):  # fmt: skip
    return _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups)


def conv2d(
    x, filters, strides, padding, /, data_format="NHWC", filter_format="channel_last",
    dilations=1, bias=None, groups=1,
):  # fmt: skip
    return _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups)


def conv3d(
    x, filters, strides, padding, /, data_format="NDHWC", filter_format="channel_last",
    dilations=1, bias=None, groups=1,
):  # fmt: skip
    return _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups)


def _conv_transpose(x, filters, strides, padding, data_format, filter_format, dilations, bias):
    # The gradient of a convolution: x spread out by the strides (lhs_dilation), padded by the
    # dilated kernel size less one less the crop (negative pads crop), correlated with the
    # flipped kernel.
    n = x.ndim - 2
    check_extent(x.size * math.prod(strides), "strides", strides)  # x spread out by them
    spatial = tuple(range(n)) if filter_format == "channel_last" else tuple(range(2, n + 2))
    kernel = [filters.shape[axis] for axis in spatial]
    y = lax.conv_general_dilated(
        x,
        jnp.flip(filters, spatial),
        (1,) * n,
        nn.transpose_padding(kernel, dilations, padding),
        lhs_dilation=strides,
        rhs_dilation=dilations,
        dimension_numbers=_dimension_numbers(data_format, filter_format, True),
    )
    return _add_bias(y, bias, data_format)


def conv1d_transpose(
    x, filters, strides, padding, /, output_shape=None, data_format="NWC",
    filter_format="channel_last", dilations=1, bias=None,
):  # fmt: skip
    return _conv_transpose(
        x, filters, strides, padding, data_format, filter_format, dilations, bias
    )


def conv2d_transpose(
    x, filters, strides, padding, /, output_shape=None, data_format="NHWC",
    filter_format="channel_last", dilations=1, bias=None,
):  # fmt: skip
    return _conv_transpose(
        x, filters, strides, padding, data_format, filter_format, dilations, bias
    )


def conv3d_transpose(
    x, filters, strides, padding, /, output_shape=None, data_format="NDHWC",
    filter_format="channel_last", dilations=1, bias=None,
):  # fmt: skip
    return _conv_transpose(
        x, filters, strides, padding, data_format, filter_format, dilations, bias
    )
