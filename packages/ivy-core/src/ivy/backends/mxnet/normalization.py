from ivy._common import nn
from ivy.backends.mxnet._mx import mnp, native_array


def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    return nn.layer_norm(native_array(x), normalized_shape, weight, bias, epsilon, mnp)


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
        native_array(x), mean, variance, offset, scale, training, momentum, epsilon, data_format,
        mnp,
    )  # fmt: skip


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    return nn.group_norm(native_array(x), num_groups, weight, bias, epsilon, data_format, mnp)
