import torch
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
    if mean.requires_grad or variance.requires_grad:
        # differs: torch's kernel does not differentiate its running statistics.
        return _batch_norm_differentiable_stats(
            x, mean, variance, offset, scale, training, momentum, epsilon, channels_last
        )
    if channels_last:
        x = x.movedim(-1, 1)
    if training:
        # differs: torch updates the running statistics in place; ivy returns new ones.
        mean, variance = mean.clone(), variance.clone()
    y = nnf.batch_norm(x, mean, variance, scale, offset, training, momentum, epsilon)
    return (y.movedim(1, -1) if channels_last else y), mean, variance


def _batch_norm_differentiable_stats(
    x, mean, variance, offset, scale, training, momentum, epsilon, channels_last
):
    channel = -1 if channels_last else 1
    shape = [1] * x.ndim
    shape[channel] = -1
    if training:
        axes = [a for a in range(x.ndim) if a != channel % x.ndim]
        batch_variance, batch_mean = torch.var_mean(x, dim=axes, correction=0)
        count = x.numel() // x.shape[channel]
        unbiased = batch_variance * (count / max(count - 1, 1))
        mean, variance, stats = (
            (1 - momentum) * mean + momentum * batch_mean,
            (1 - momentum) * variance + momentum * unbiased,
            (batch_mean, batch_variance),
        )
    else:
        stats = (mean, variance)
    y = (x - stats[0].reshape(shape)) * torch.rsqrt(stats[1].reshape(shape) + epsilon)
    if scale is not None:
        y = y * scale.reshape(shape)
    if offset is not None:
        y = y + offset.reshape(shape)
    return y, mean, variance


def group_norm(x, num_groups, /, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    if data_format == "NSC":
        return nnf.group_norm(x.movedim(-1, 1), num_groups, weight, bias, epsilon).movedim(1, -1)
    return nnf.group_norm(x, num_groups, weight, bias, epsilon)
