import torch

from ivy.backends.torch._promotion import WEAK, Tensor, promote

argmax = torch.argmax  # torch reads axis= and keepdims= as dim= and keepdim=
argmin = torch.argmin


def nonzero(x, /):
    return torch.nonzero(x, as_tuple=True)


def where(condition, x1, x2, /):
    # differs: the standard's promotion (torch's differs for 0-d tensors).
    try:
        if x1.dtype is x2.dtype:
            return torch.where(condition, x1, x2)
    except AttributeError:  # a Python scalar: torch's are weak, as the standard's are
        if (type(x1) in WEAK or isinstance(x1, Tensor)) and (
            type(x2) in WEAK or isinstance(x2, Tensor)
        ):
            return torch.where(condition, x1, x2)
    return torch.where(condition, *promote(x1, x2))
