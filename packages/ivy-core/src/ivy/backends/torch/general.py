import torch

Tensor = torch.Tensor


def to_numpy(x, /, *, copy=True):
    if x.dtype is torch.bfloat16:  # NumPy has no bfloat16; the cast copies
        return x.detach().float().numpy(force=True)
    # force=True detaches, moves to the CPU, and resolves lazy conjugation/negation.
    result = x.numpy(force=True)
    return result.copy() if copy and x.device.type == "cpu" else result


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    return isinstance(x, Tensor)
