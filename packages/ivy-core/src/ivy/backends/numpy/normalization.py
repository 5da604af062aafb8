import numpy as np

from ivy._common import nn
from ivy.backends.numpy._arrays import ndarray, numpy_array


def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    if type(x) is not ndarray:
        x = numpy_array(x)
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
    if type(x) is not ndarray:
        x = numpy_array(x)
    if type(mean) is not ndarray:
        mean = numpy_array(mean)
    if type(variance) is not ndarray:
        variance = numpy_array(variance)
    return nn.batch_norm(
        x, mean, variance, offset, scale, training, momentum, epsilon, data_format, np
    )


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return nn.group_norm(x, num_groups, weight, bias, epsilon, data_format, np)
