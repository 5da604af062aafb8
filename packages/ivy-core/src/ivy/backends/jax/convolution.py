import jax.numpy as jnp
from jax import lax

from ivy._common import nn

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


def _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups):
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
