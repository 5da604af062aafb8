import torch

from ivy._common.sets import unique_by_sort
from ivy.backends.torch.sorting import argsort

# differs, for every unique function: torch.unique has no first indices and merges NaNs on some
# devices: ivy._common.sets sorts instead.


def _sorted_groups(x):
    """``(order, sorted values, mask of each group's first element)`` of the flattened ``x``."""
    flat = torch.reshape(x, (-1,))
    order = argsort(flat)
    ordered = flat[order]
    first = torch.ones(ordered.shape, dtype=torch.bool, device=x.device)
    torch.ne(ordered[1:], ordered[:-1], out=first[1:])
    return order, ordered, first


def _inverse(order, first, x):
    groups = torch.cumsum(first, 0) - 1
    return torch.empty_like(order).scatter_(0, order, groups).reshape(x.shape)


def _counts(first):
    starts = torch.nonzero(first).reshape(-1)
    ends = torch.cat((starts[1:], torch.tensor([first.numel()], device=first.device)))
    return ends - starts, starts


unique_all, unique_counts, unique_inverse, unique_values = unique_by_sort(
    __name__, sorted_groups=_sorted_groups, inverse=_inverse, counts=_counts
)


def isin(x1, x2, /, invert=False):
    # differs: torch.isin needs one dtype for both, and has no bool kernel (uint8 compares alike).
    if not (isinstance(x1, torch.Tensor) and isinstance(x2, torch.Tensor)):
        like = x1 if isinstance(x1, torch.Tensor) else x2
        x1, x2 = (torch.as_tensor(v, device=like.device) for v in (x1, x2))
    if x1.dtype is not x2.dtype:
        dtype = torch.promote_types(x1.dtype, x2.dtype)
        x1, x2 = x1.to(dtype), x2.to(dtype)
    if x1.dtype is torch.bool:
        x1, x2 = x1.to(torch.uint8), x2.to(torch.uint8)
    return torch.isin(x1, x2, invert=invert)
