import torch


def argsort(x, /, axis=-1, descending=False, stable=True):
    # differs: torch names the axis dim; its stable sort keeps equal elements in order also
    # when descending.
    return torch.sort(x, dim=axis, descending=descending, stable=stable).indices


def sort(x, /, axis=-1, descending=False, stable=True):
    return torch.sort(x, dim=axis, descending=descending, stable=stable).values
