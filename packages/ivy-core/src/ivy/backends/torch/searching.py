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


def searchsorted(x1, x2, /, side="left", sorter=None):
    # differs: torch needs one dtype, and takes no 0-d tensor of values (Python scalars it does).
    if type(x2) in WEAK:
        return torch.searchsorted(x1, x2, side=side, sorter=sorter)
    x1, x2 = promote(x1, x2)
    if x2.ndim:
        return torch.searchsorted(x1, x2, side=side, sorter=sorter)
    return torch.searchsorted(x1, x2.reshape(1), side=side, sorter=sorter).reshape(())


def count_nonzero(x, /, axis=None, keepdims=False):
    # differs: torch.count_nonzero has no keepdims; sums of booleans count in int64.
    nonzero = x != 0
    if axis is None:
        result = torch.sum(nonzero)
        return result.reshape((1,) * x.ndim) if keepdims else result
    if axis == () or axis == []:  # torch reads no axes as every axis
        return nonzero.to(torch.int64)
    return torch.sum(nonzero, dim=axis, keepdim=keepdims)


argwhere = torch.argwhere
