import torch

from ivy.backends.torch.sorting import argsort

# differs, for every unique function: torch.unique has no first indices and merges NaNs on some
# devices. A stable sort followed by a comparison of neighbours keeps each NaN distinct
# (NaN != NaN), gives first occurrences directly, and keeps values differentiable (a gather).


def _sorted_groups(x):
    """``(order, sorted values, mask of each group's first element)`` of the flattened ``x``."""
    flat = torch.reshape(x, (-1,))
    order = argsort(flat)
    ordered = flat[order]
    first = torch.ones(ordered.shape, dtype=torch.bool, device=x.device)
    torch.ne(ordered[1:], ordered[:-1], out=first[1:])
    return order, ordered, first


def _inverse(order, first, shape):
    groups = torch.cumsum(first, 0) - 1
    return torch.empty_like(order).scatter_(0, order, groups).reshape(shape)


def _counts(first):
    starts = torch.nonzero(first).reshape(-1)
    ends = torch.cat((starts[1:], torch.tensor([first.numel()], device=first.device)))
    return ends - starts, starts


def unique_all(x, /):
    order, ordered, first = _sorted_groups(x)
    counts, starts = _counts(first)
    return ordered[first], order[starts], _inverse(order, first, x.shape), counts


def unique_counts(x, /):
    _, ordered, first = _sorted_groups(x)
    return ordered[first], _counts(first)[0]


def unique_inverse(x, /):
    order, ordered, first = _sorted_groups(x)
    return ordered[first], _inverse(order, first, x.shape)


def unique_values(x, /):
    _, ordered, first = _sorted_groups(x)
    return ordered[first]


def isin(x1, x2, /, *, invert=False):
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
