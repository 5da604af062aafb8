from ivy.backends.mxnet._mx import mnp, native_array


def _normalize(x, axes, epsilon):
    mean = mnp.mean(x, axis=axes, keepdims=True)
    centered = x - mean
    variance = mnp.mean(mnp.square(centered), axis=axes, keepdims=True)
    return centered / mnp.sqrt(variance + epsilon)


def _affine(y, weight, bias, shape):
    if weight is not None:
        y = y * mnp.reshape(weight, shape)
    if bias is not None:
        y = y + mnp.reshape(bias, shape)
    return y


def _channel_axis(x, data_format):
    return x.ndim - 1 if data_format == "NSC" else 1


def _per_channel(x, axis):
    """The shape that makes a ``(C,)`` parameter broadcast along channel ``axis`` of ``x``."""
    return (x.shape[axis],) + (1,) * (x.ndim - 1 - axis)


def layer_norm(x, /, normalized_shape, *, weight=None, bias=None, epsilon=1e-5):
    x = native_array(x)
    axes = tuple(range(x.ndim - len(normalized_shape), x.ndim))
    return _affine(_normalize(x, axes, epsilon), weight, bias, normalized_shape)


def batch_norm(
    x,
    mean,
    variance,
    /,
    *,
    offset=None,
    scale=None,
    training=False,
    momentum=0.1,
    epsilon=1e-5,
    data_format="NSC",
):
    x = native_array(x)
    channel = _channel_axis(x, data_format)
    shape = _per_channel(x, channel)
    if training:
        axes = tuple(a for a in range(x.ndim) if a != channel)
        count = x.size // x.shape[channel]
        batch_mean = mnp.mean(x, axis=axes)
        batch_variance = mnp.mean(mnp.square(x - mnp.reshape(batch_mean, shape)), axis=axes)
        running_mean = (1 - momentum) * mean + momentum * batch_mean
        # The running variance is updated with the unbiased batch variance, as torch does.
        unbiased = batch_variance * (count / (count - 1))
        running_variance = (1 - momentum) * variance + momentum * unbiased
        mean, variance = batch_mean, batch_variance
    else:
        running_mean, running_variance = mean, variance
    y = (x - mnp.reshape(mean, shape)) / mnp.sqrt(mnp.reshape(variance, shape) + epsilon)
    return _affine(y, scale, offset, shape), running_mean, running_variance


def group_norm(x, num_groups, /, *, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    x = native_array(x)
    channel = _channel_axis(x, data_format)
    shape = x.shape
    grouped = (*shape[:channel], num_groups, shape[channel] // num_groups, *shape[channel + 1 :])
    # Normalized over everything of a sample but the group axis.
    axes = tuple(a for a in range(1, len(grouped)) if a != channel)
    y = mnp.reshape(_normalize(mnp.reshape(x, grouped), axes, epsilon), shape)
    return _affine(y, weight, bias, _per_channel(x, channel))
