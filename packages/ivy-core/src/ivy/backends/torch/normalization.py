import torch.nn.functional as nnf


def layer_norm(x, /, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    return nnf.layer_norm(x, normalized_shape, weight, bias, epsilon)


# differs: torch's norms are channels first; "NSC" input moves its channels to axis 1 and back
# (views, no copies).


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
    channels_last = data_format == "NSC"
    if channels_last:
        x = x.movedim(-1, 1)
    if training:
        # differs: torch updates the running statistics in place; ivy returns new ones.
        mean, variance = mean.clone(), variance.clone()
    y = nnf.batch_norm(x, mean, variance, scale, offset, training, momentum, epsilon)
    return (y.movedim(1, -1) if channels_last else y), mean, variance


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    if data_format == "NSC":
        return nnf.group_norm(x.movedim(-1, 1), num_groups, weight, bias, epsilon).movedim(1, -1)
    return nnf.group_norm(x, num_groups, weight, bias, epsilon)
