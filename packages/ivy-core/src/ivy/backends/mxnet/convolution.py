from ivy._common import nn
from ivy.backends.mxnet._mx import mnp, mx, native_array
from ivy.errors import DtypeError

# The api resolves the arguments (see ivy.api.convolution): strides and dilations are tuples,
# padding is (before, after) pairs. mxnet convolves channels-first with (out, in // groups,
# *kernel) filters and (in, out, *kernel) transposed filters.

npx = mx.npx
_LAYOUT = {3: "NCW", 4: "NCHW", 5: "NCDHW"}


def channels_first(x, data_format):
    x = native_array(x)
    if data_format[1] == "C":
        return x
    return mnp.transpose(x, (0, x.ndim - 1, *range(1, x.ndim - 1)))


def restore(y, data_format):
    if data_format[1] == "C":
        return y
    return mnp.transpose(y, (0, *range(2, y.ndim), 1))


def pad_spatial(x, pairs, value=0.0):
    """Pads the spatial axes of a channels-first x with value; negative amounts crop.

    By concatenation: mx.np.pad ignores constant_values, and pads with zeros.
    """
    for axis, (b, a) in enumerate(pairs, 2):
        parts = [x[(slice(None),) * axis + (slice(max(-b, 0), x.shape[axis] - max(-a, 0)),)]]
        for side, count in ((0, b), (1, a)):
            if count > 0:
                shape = (*x.shape[:axis], count, *x.shape[axis + 1 :])
                block = mnp.full(shape, value, dtype=x.dtype, ctx=x.ctx)
                parts.insert(len(parts) * side, block)
        x = parts[0] if len(parts) == 1 else mnp.concatenate(parts, axis=axis)
    return x


def _mx_filters(filters, filter_format):
    # (*kernel, a, b) -> (b, a, *kernel), for both the convolution and the transposed layouts
    filters = native_array(filters)
    if filter_format == "channel_first":
        return filters
    n = filters.ndim - 2
    return mnp.transpose(filters, (n + 1, n, *range(n)))


def _add_bias(y, bias):
    return y + mnp.reshape(native_array(bias), (-1,) + (1,) * (y.ndim - 2))


def _uniform_floats(x, filters):
    # mxnet's convolutions fail on other dtypes asynchronously, leaving an error in its engine
    # that the next unrelated call raises: refused before the call.
    if x.dtype != filters.dtype or x.dtype.kind != "f":
        raise DtypeError(
            f"x and filters must have one floating-point dtype; got {x.dtype} and {filters.dtype}"
        )
    if x.size == 0:  # fails asynchronously too
        raise ValueError(f"mxnet cannot convolve an empty x, of shape {x.shape}")


def _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups):
    _uniform_floats(x, filters)
    n = len(strides)
    x = channels_first(x, data_format)
    filters = _mx_filters(filters, filter_format)
    if all(b == a for b, a in padding):
        pads = tuple(b for b, _ in padding)
    else:  # differs: mxnet pads both sides alike
        x, pads = pad_spatial(x, padding), (0,) * n
    y = npx.convolution(
        x,
        filters,
        kernel=filters.shape[2:],
        stride=strides,
        dilate=dilations,
        pad=pads,
        num_filter=filters.shape[0],
        num_group=groups,
        no_bias=True,
        layout=_LAYOUT[x.ndim],
    )
    if bias is not None:
        y = _add_bias(y, bias)
    return restore(y, data_format)


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


def _spread(x, axis, rate):
    """x with rate - 1 zeros between its elements along axis."""
    size = x.shape[axis]
    x = mnp.expand_dims(x, axis + 1)
    zeros = mnp.zeros((*x.shape[: axis + 1], rate - 1, *x.shape[axis + 2 :]), x.dtype, ctx=x.ctx)
    x = mnp.concatenate([x, zeros], axis=axis + 1)
    x = mnp.reshape(x, (*x.shape[:axis], size * rate, *x.shape[axis + 2 :]))
    return x[(slice(None),) * axis + (slice(0, (size - 1) * rate + 1),)]


def _conv_transpose(x, filters, strides, padding, data_format, filter_format, dilations, bias):
    _uniform_floats(x, filters)
    n = len(strides)
    x = channels_first(x, data_format)
    filters = _mx_filters(filters, filter_format)
    if n < 3 and all(d == 1 for d in dilations):
        # differs: mxnet crops both sides alike: the full output is cropped, or grown with
        # zeros, here.
        y = npx.deconvolution(
            x,
            filters,
            kernel=filters.shape[2:],
            stride=strides,
            pad=(0,) * n,
            num_filter=filters.shape[1],
            no_bias=True,
            layout=_LAYOUT[x.ndim],
        )
        y = pad_spatial(y, [(-b, -a) for b, a in padding])
    else:
        # differs: mxnet has no 3-d deconvolution, and dilated ones give wrong values: the
        # gradient of a convolution, x spread out by the strides, padded by the dilated kernel
        # size less one less the crop, correlated with the flipped kernel, in and out swapped.
        for axis, rate in enumerate(strides, 2):
            if rate > 1:
                x = _spread(x, axis, rate)
        x = pad_spatial(x, nn.transpose_padding(filters.shape[2:], dilations, padding))
        for axis in range(2, n + 2):
            filters = mnp.flip(filters, axis)
        filters = mnp.swapaxes(filters, 0, 1)
        y = npx.convolution(
            x,
            filters,
            kernel=filters.shape[2:],
            stride=(1,) * n,
            dilate=dilations,
            pad=(0,) * n,
            num_filter=filters.shape[0],
            no_bias=True,
            layout=_LAYOUT[x.ndim],
        )
    if bias is not None:
        y = _add_bias(y, bias)
    return restore(y, data_format)


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
