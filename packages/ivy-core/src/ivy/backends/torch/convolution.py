import torch
import torch.nn.functional as nnf

# The api resolves the arguments (see ivy.api.convolution): strides and dilations are tuples,
# padding is (before, after) pairs. torch convolves channels-first with (out, in // groups,
# *kernel) filters and (in, out, *kernel) transposed filters.

_CONV = {1: nnf.conv1d, 2: nnf.conv2d, 3: nnf.conv3d}
_CONV_TRANSPOSE = {1: nnf.conv_transpose1d, 2: nnf.conv_transpose2d, 3: nnf.conv_transpose3d}


def _torch_filters(filters, filter_format):
    # (*kernel, a, b) -> (b, a, *kernel), for both the convolution and the transposed layouts
    if filter_format == "channel_first":
        return filters
    n = filters.ndim - 2
    return filters.permute(n + 1, n, *range(n))


def _pad_list(pairs):
    # nnf.pad's order: the last axis first
    return [p for pair in reversed(pairs) for p in pair]


def _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups):
    n = x.ndim - 2
    channels_last = data_format[1] != "C"
    if channels_last:
        x = torch.movedim(x, -1, 1)
    if all(b == a for b, a in padding):
        pads = tuple(b for b, _ in padding)
    else:  # differs: torch pads both sides alike
        x, pads = nnf.pad(x, _pad_list(padding)), 0
    y = _CONV[n](x, _torch_filters(filters, filter_format), bias, strides, pads, dilations, groups)
    return torch.movedim(y, 1, -1) if channels_last else y


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
    channels_last = data_format[1] != "C"
    if channels_last:
        x = torch.movedim(x, -1, 1)
    filters = _torch_filters(filters, filter_format)
    if all(b == a >= 0 for b, a in padding):
        pads = tuple(b for b, _ in padding)
        y = _CONV_TRANSPOSE[n](x, filters, bias, strides, pads, 0, 1, dilations)
    else:
        # differs: torch crops both sides alike (and adds at most stride - 1 after): the full
        # output is cropped, or grown with zeros, here.
        y = _CONV_TRANSPOSE[n](x, filters, None, strides, 0, 0, 1, dilations)
        y = nnf.pad(y, [-p for p in _pad_list(padding)])
        if bias is not None:
            y = y + bias.reshape(-1, *(1,) * n)
    return torch.movedim(y, 1, -1) if channels_last else y


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
