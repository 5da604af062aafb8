from ivy._common import nn
from ivy.backends.mxnet._mx import mnp, native_array


# differs: mx.np's reductions of an empty array fail asynchronously, after the call returned;
# normalizing no elements gives no elements.
def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    x = native_array(x)
    if not x.size:
        return x.copy()
    return nn.layer_norm(x, normalized_shape, weight, bias, epsilon, mnp)


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
    x = native_array(x)
    # differs: mx.np divides arrays of two dtypes lazily and fails only where the result is read;
    # refuse them at once (the api then computes in their result type, as for torch).
    if any(a is not None and a.dtype != x.dtype for a in (mean, variance, offset, scale)):
        raise TypeError("batch_norm: mx.np cannot mix the dtypes of x and the statistics")
    return nn.batch_norm(
        x, mean, variance, offset, scale, training, momentum, epsilon, data_format, mnp
    )


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    x = native_array(x)
    if not x.size:
        return x.copy()
    return nn.group_norm(x, num_groups, weight, bias, epsilon, data_format, mnp)
