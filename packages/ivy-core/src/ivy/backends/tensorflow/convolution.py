import tensorflow as tf

# The api resolves the arguments (see ivy.api.convolution): strides and dilations are tuples,
# padding is (before, after) pairs. Everything runs channels-last (TF's CPU kernels take no
# other layout) with (*kernel, in // groups, out) filters, and "VALID" after explicit padding.


def _channels_last(x, data_format):
    if data_format[1] != "C":
        return x
    return tf.transpose(x, (0, *range(2, x.ndim), 1))


def _restore(y, data_format):
    if data_format[1] != "C":
        return y
    return tf.transpose(y, (0, y.ndim - 1, *range(1, y.ndim - 1)))


def _tf_filters(filters, filter_format):
    # (b, a, *kernel) -> (*kernel, a, b), for both the convolution and the transposed layouts
    if filter_format == "channel_last":
        return filters
    n = filters.ndim - 2
    return tf.transpose(filters, (*range(2, n + 2), 1, 0))


def _spread(t, axis, rate):
    """t with rate - 1 zeros between its elements along axis."""
    size = t.shape[axis]
    t = tf.expand_dims(t, axis + 1)
    t = tf.pad(t, [[0, rate - 1] if a == axis + 1 else [0, 0] for a in range(t.ndim)])
    shape = [*t.shape[:axis], size * rate, *t.shape[axis + 2 :]]
    t = tf.reshape(t, shape)
    return t[(slice(None),) * axis + (slice(0, (size - 1) * rate + 1),)]


def _dilate_kernel(filters, dilations):
    # differs: TF refuses strides and dilations above 1 together; a kernel with zeros between
    # its taps is the dilated kernel.
    for axis, rate in enumerate(dilations):
        if rate > 1:
            filters = _spread(filters, axis, rate)
    return filters


def _pad_spatial(x, pairs):
    """Pads the spatial axes of a channels-last x with zeros; negative amounts crop."""
    grow = [[0, 0]] + [[max(b, 0), max(a, 0)] for b, a in pairs] + [[0, 0]]
    if any(b or a for b, a in grow):
        x = tf.pad(x, grow)
    crop = tuple(
        slice(max(-b, 0), x.shape[axis] - max(-a, 0)) for axis, (b, a) in enumerate(pairs, 1)
    )
    return x[(slice(None), *crop)]


def _convolution(x, filters, strides, dilations):
    """tf.nn.convolution, "VALID", channels-last."""
    if x.ndim == 5 and all(d == 1 for d in dilations):
        # differs: the Conv3D op tf.nn.convolution records without dilations has no data_format
        # attribute, and its eager gradient fails reading it (TF 2.21); tf.nn.conv3d records
        # one. Dilated 3-d convolutions go through space-to-batch, whose gradient works.
        return tf.nn.conv3d(x, filters, (1, *strides, 1), "VALID")
    return tf.nn.convolution(x, filters, strides, "VALID", dilations=dilations)


def _conv(x, filters, strides, padding, data_format, filter_format, dilations, bias, groups):
    n = x.ndim - 2
    x = _pad_spatial(_channels_last(x, data_format), padding)
    filters = _tf_filters(filters, filter_format)
    if any(s > 1 for s in strides) and any(d > 1 for d in dilations):
        filters, dilations = _dilate_kernel(filters, dilations), (1,) * n
    if groups == 1:
        y = _convolution(x, filters, strides, dilations)
    elif n == 2 and filters.shape[2] == 1 and strides[0] == strides[1]:
        # one group per channel: TF's depthwise kernel (which takes equal strides only)
        kernel = tf.reshape(filters, (*filters.shape[:2], groups, -1))
        y = tf.nn.depthwise_conv2d(x, kernel, (1, *strides, 1), "VALID", dilations=dilations)
    else:
        # differs: TF's CPU kernels convolve no groups (3-d, or without oneDNN): one
        # convolution per group.
        parts = zip(tf.split(x, groups, axis=-1), tf.split(filters, groups, axis=-1), strict=False)
        y = tf.concat(
            [_convolution(a, f, strides, dilations) for a, f in parts],
            axis=-1,
        )
    if bias is not None:
        y = tf.nn.bias_add(y, bias)
    return _restore(y, data_format)


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
    x = _channels_last(x, data_format)
    filters = _dilate_kernel(_tf_filters(filters, filter_format), dilations)
    n = x.ndim - 2
    full = [
        (i - 1) * s + k for i, s, k in zip(x.shape[1:-1], strides, filters.shape[:n], strict=False)
    ]
    # differs: TF's conv_transpose pads only "SAME" or "VALID": the full ("VALID") output is
    # cropped, or grown with zeros, here.
    shape = tf.stack([tf.shape(x)[0], *full, filters.shape[n]])
    y = tf.nn.conv_transpose(x, filters, shape, strides, "VALID")
    y = _pad_spatial(y, [(-b, -a) for b, a in padding])
    if bias is not None:
        y = tf.nn.bias_add(y, bias)
    return _restore(y, data_format)


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
