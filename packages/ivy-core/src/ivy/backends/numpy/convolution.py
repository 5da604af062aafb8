import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ivy._common import nn
from ivy.backends.numpy._arrays import ndarray, numpy_array

# The api resolves the arguments (see ivy.api.convolution): strides and dilations are tuples,
# padding is (before, after) pairs. Everything runs channels-last: x (batch, *spatial, channels),
# filters (*kernel, in_channels // groups, out_channels).


def _channels_last(x, data_format):
    return np.moveaxis(x, 1, -1) if data_format[1] == "C" else x


def _restore(y, data_format):
    return np.moveaxis(y, -1, 1) if data_format[1] == "C" else y


def pad_spatial(x, pairs):
    """Pads the spatial axes of a channels-last x with zeros; negative amounts crop."""
    grow = [(0, 0)] + [(max(b, 0), max(a, 0)) for b, a in pairs] + [(0, 0)]
    if any(b or a for b, a in grow):
        x = np.pad(x, grow)
    crop = tuple(
        slice(max(-b, 0), x.shape[axis] - max(-a, 0)) for axis, (b, a) in enumerate(pairs, 1)
    )
    return x[(slice(None), *crop)]


def windows(x, kernel, strides, dilations):
    """The im2col view of a channels-last x: (batch, *out, channels, *kernel), no copy."""
    n = len(kernel)
    view = sliding_window_view(x, nn.dilated(kernel, dilations), axis=tuple(range(1, n + 1)))
    steps = tuple(slice(None, None, s) for s in strides)
    taps = tuple(slice(None, None, d) for d in dilations)
    return view[(slice(None), *steps, slice(None), *taps)]


def _correlate(x, filters, strides, dilations, groups):
    n = x.ndim - 2
    view = windows(x, filters.shape[:n], strides, dilations)
    per_group_in = filters.shape[n]
    per_group_out = filters.shape[n + 1] // groups
    kernel_first = np.moveaxis(filters, n, 0)  # (in // groups, *kernel, out)
    window_axes = list(range(n + 1, 2 * n + 2))
    parts = []
    for g in range(groups):
        group_in = view[
            (slice(None),) * (n + 1) + (slice(g * per_group_in, (g + 1) * per_group_in),)
        ]
        group_filters = kernel_first[..., g * per_group_out : (g + 1) * per_group_out]
        parts.append(np.tensordot(group_in, group_filters, axes=(window_axes, list(range(n + 1)))))
    return parts[0] if groups == 1 else np.concatenate(parts, axis=-1)


def _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if type(filters) is not ndarray:
        filters = numpy_array(filters)
    n = x.ndim - 2
    x = pad_spatial(_channels_last(x, data_format), padding)
    if filter_format == "channel_first":
        filters = np.transpose(filters, (*range(2, n + 2), 1, 0))
    y = _correlate(x, filters, strides, dilations, groups)
    return _restore(_with_bias(y, bias, x, filters), data_format)


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
    if type(x) is not ndarray:
        x = numpy_array(x)
    if type(filters) is not ndarray:
        filters = numpy_array(filters)
    # The gradient of a convolution: spread x out by the strides, pad by the dilated kernel size
    # less one less the crop, and correlate with the flipped kernel, in and out swapped.
    n = x.ndim - 2
    x = _channels_last(x, data_format)
    if filter_format == "channel_first":  # (in, out, *kernel) -> (*kernel, out, in)
        filters = np.transpose(filters, (*range(2, n + 2), 1, 0))
    spread = np.zeros(
        (
            x.shape[0],
            *((i - 1) * s + 1 for i, s in zip(x.shape[1:-1], strides, strict=False)),
            x.shape[-1],
        ),
        dtype=x.dtype,
    )
    spread[(slice(None), *(slice(None, None, s) for s in strides))] = x
    pads = nn.transpose_padding(filters.shape[:n], dilations, padding)
    kernel = np.swapaxes(np.flip(filters, tuple(range(n))), -1, -2)
    y = _correlate(pad_spatial(spread, pads), kernel, (1,) * n, dilations, 1)
    return _restore(_with_bias(y, bias, x, filters), data_format)


def _with_bias(y, bias, x, filters):
    # differs: tensordot accumulates some dtypes wider; the result has the inputs' result type,
    # the bias's dtype included (as every backend's, where float dtypes mix).
    if bias is None:
        return y.astype(np.result_type(x, filters), copy=False)
    if type(bias) is not ndarray:
        bias = numpy_array(bias)
    return (y + bias).astype(np.result_type(x, filters, bias), copy=False)


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
