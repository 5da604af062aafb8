import numpy as np

from ivy._common import nn


def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    return nn.layer_norm(x, normalized_shape, weight, bias, epsilon, np)


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
        x, mean, variance, offset, scale, training, momentum, epsilon, data_format, np
    )


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    return nn.group_norm(x, num_groups, weight, bias, epsilon, data_format, np)
