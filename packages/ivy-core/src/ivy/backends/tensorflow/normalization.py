import tensorflow as tf

from ivy._common import nn


def _normalize(x, axes, epsilon):
    # differs: TF's mean is reduce_mean (else nn.normalize, as numpy)
    mean = tf.reduce_mean(x, axis=axes, keepdims=True)
    centered = x - mean
    variance = tf.reduce_mean(tf.square(centered), axis=axes, keepdims=True)
    return centered / tf.sqrt(variance + epsilon)


def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    axes = nn.trailing_axes(x.shape.rank, len(normalized_shape))
    return nn.affine(_normalize(x, axes, epsilon), weight, bias, normalized_shape, tf)


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
    # differs: TF's mean is reduce_mean (else nn.batch_norm, as numpy)
    shape = tuple(x.shape)
    channel = nn.channel_axis(len(shape), data_format)
    broadcast = nn.per_channel(shape, channel)
    if training:
        axes = tuple(a for a in range(len(shape)) if a != channel)
        batch_mean = tf.reduce_mean(x, axis=axes)
        batch_variance = tf.reduce_mean(tf.square(x - tf.reshape(batch_mean, broadcast)), axis=axes)
        count = x.shape.num_elements() // shape[channel]
        running = nn.running_statistics(mean, variance, batch_mean, batch_variance, momentum, count)
        mean, variance = batch_mean, batch_variance
    else:
        running = mean, variance
    y = (x - tf.reshape(mean, broadcast)) / tf.sqrt(tf.reshape(variance, broadcast) + epsilon)
    return (nn.affine(y, scale, offset, broadcast, tf), *running)


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    shape = tuple(x.shape)
    channel = nn.channel_axis(len(shape), data_format)
    split, axes = nn.grouped(shape, channel, num_groups)
    y = tf.reshape(_normalize(tf.reshape(x, split), axes, epsilon), shape)
    return nn.affine(y, weight, bias, nn.per_channel(shape, channel), tf)
