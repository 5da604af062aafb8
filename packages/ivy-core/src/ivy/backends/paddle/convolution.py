import paddle
import paddle.nn.functional as nnf

from ivy._common import nn

# The api resolves the arguments (see ivy.api.convolution): strides and dilations are tuples,
# padding is (before, after) pairs. paddle convolves in either layout with (out, in // groups,
# *kernel) filters and (in, out, *kernel) transposed filters.

_CONV = {1: nnf.conv1d, 2: nnf.conv2d, 3: nnf.conv3d}
_CONV_TRANSPOSE = {1: nnf.conv1d_transpose, 2: nnf.conv2d_transpose, 3: nnf.conv3d_transpose}
_PADDLE_FORMAT = {"NWC": "NLC", "NCW": "NCL"}  # paddle's names for the 1-d layouts


def _paddle_filters(filters, filter_format):
    # (*kernel, a, b) -> (b, a, *kernel), for both the convolution and the transposed layouts
    if filter_format == "channel_first":
        return filters
    n = filters.ndim - 2
    return paddle.transpose(filters, [n + 1, n, *range(n)])


def pad_spatial(x, pairs, data_format, value=0.0):
    """Pads the spatial axes of x with value; negative amounts crop."""
    grow = [0] * (2 * x.ndim)
    crop = [slice(None)] * x.ndim
    for axis, (b, a) in zip(nn.spatial_axes(x.ndim, data_format), pairs, strict=False):
        grow[2 * axis : 2 * axis + 2] = max(b, 0), max(a, 0)
        crop[axis] = slice(max(-b, 0), x.shape[axis] + max(b, 0) + max(a, 0) - max(-a, 0))
    if any(grow):
        # differs: paddle.nn.functional.pad reads a list as long as 2 * ndim first axis first.
        x = nnf.pad(x, grow, value=value)
    return x[tuple(crop)] if any(s != slice(None) for s in crop) else x


def _add_bias(y, bias, data_format):
    shape = [1] * y.ndim
    shape[data_format.index("C")] = -1
    return y + paddle.reshape(bias, shape)


def _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups):
    n = x.ndim - 2
    x = pad_spatial(x, padding, data_format)
    return _CONV[n](
        x,
        _paddle_filters(filters, filter_format),
        bias,
        stride=strides,
        padding=0,
        dilation=dilations,
        groups=groups,
        data_format=_PADDLE_FORMAT.get(data_format, data_format),
    )


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
    n = x.ndim - 2
    # differs: paddle crops both sides alike: the full output is cropped, or grown with zeros,
    # here.
    y = _CONV_TRANSPOSE[n](
        x,
        _paddle_filters(filters, filter_format),
        None,
        stride=strides,
        padding=0,
        dilation=dilations,
        data_format=_PADDLE_FORMAT.get(data_format, data_format),
    )
    y = pad_spatial(y, [(-b, -a) for b, a in padding], data_format)
    return y if bias is None else _add_bias(y, bias, data_format)


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
