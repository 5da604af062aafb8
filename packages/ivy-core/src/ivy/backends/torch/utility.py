import torch


def _truth(x):
    # torch.all/any give uint8 for uint8 input: reduce booleans.
    return x if x.dtype is torch.bool else x != 0


def _reduce(native, x, axis, keepdims):
    # differs: torch reads an empty tuple of axes as every axis (the standard: none), and
    # axis=None gives no keepdims.
    x = _truth(x)
    if axis is None:
        result = native(x)
        return result.reshape((1,) * x.ndim) if keepdims else result
    if axis == () or axis == []:
        return x.clone()
    return native(x, dim=axis, keepdim=keepdims)


def all(x, /, axis=None, keepdims=False):
    return _reduce(torch.all, x, axis, keepdims)


def any(x, /, axis=None, keepdims=False):
    return _reduce(torch.any, x, axis, keepdims)


def diff(x, /, axis=-1, n=1, prepend=None, append=None):
    if n == 0:  # differs: torch.diff refuses n=0 (the standard: x, with prepend and append)
        parts = [p for p in (prepend, x, append) if p is not None]
        return torch.cat(parts, dim=axis) if len(parts) > 1 else x.clone()
    return torch.diff(x, n=n, dim=axis, prepend=prepend, append=append)
