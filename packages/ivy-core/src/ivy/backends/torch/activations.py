import torch
import torch.nn.functional as nnf

relu = torch.relu
sigmoid = torch.sigmoid
silu = nnf.silu
mish = nnf.mish
hardswish = nnf.hardswish
selu = torch.selu


# differs: torch names the options negative_slope, approximate ("none"/"tanh"), dim.
def leaky_relu(x, /, alpha=0.2):
    return nnf.leaky_relu(x, alpha)


def gelu(x, /, approximate=False):
    return nnf.gelu(x, approximate="tanh" if approximate else "none")


def softmax(x, /, axis=-1):
    return torch.softmax(x, axis)


def log_softmax(x, /, axis=-1):
    return torch.log_softmax(x, axis)


def softplus(x, /, beta=1.0, threshold=20.0):
    if threshold <= 20.0:
        return nnf.softplus(x, beta, threshold)
    # differs: the native overflows where beta * x lies between exp's limit and the threshold.
    scaled = x * beta
    return torch.where(scaled > threshold, x, nnf.softplus(scaled) / beta)


def elu(x, /, alpha=1.0):
    return nnf.elu(x, alpha)
