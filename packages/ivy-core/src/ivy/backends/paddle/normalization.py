import paddle

from ivy._common import nn


def _normalize(x, axes, epsilon):
    # differs: paddle.mean spells keepdims keepdim (else nn.normalize, as numpy)
    mean = paddle.mean(x, axis=axes, keepdim=True)
    centered = x - mean
    variance = paddle.mean(paddle.square(centered), axis=axes, keepdim=True)
    return centered / paddle.sqrt(variance + epsilon)


def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    axes = nn.trailing_axes(x.ndim, len(normalized_shape))
    return nn.affine(_normalize(x, axes, epsilon), weight, bias, normalized_shape, paddle)


def batch_norm(
    x,
    mean,
    variance,
    /,
    offset=None,
    scale=None,
    training=False,
    momentum=0.1,
    epsilon=1e-5,
    data_format="NSC",
):
    return nn.batch_norm(
        x, mean, variance, offset, scale, training, momentum, epsilon, data_format, paddle
    )


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    shape = tuple(x.shape)
    channel = nn.channel_axis(len(shape), data_format)
    split, axes = nn.grouped(shape, channel, num_groups)
    y = paddle.reshape(_normalize(paddle.reshape(x, split), axes, epsilon), shape)
    return nn.affine(y, weight, bias, nn.per_channel(shape, channel), paddle)
