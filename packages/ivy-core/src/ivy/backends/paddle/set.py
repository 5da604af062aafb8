import paddle

from ivy._common.sets import unique_by_sort
from ivy.backends.paddle._promotion import REAL_FLOATING, ids, member, operands, widen
from ivy.backends.paddle.sorting import argsort

# differs, for every unique function: paddle.unique merges NaNs and has no bool kernel:
# ivy._common.sets sorts instead.
_NO_ISIN_KERNEL = ids("bool", "int8", "int16", "uint8", "float16", "bfloat16")


def _sorted_groups(x):
    """``(order, sorted values, mask of each group's first element)`` of the flattened ``x``."""
    flat = paddle.reshape(x, [-1])
    order = argsort(flat)
    ordered = paddle.gather(flat, order)
    first = paddle.concat([paddle.ones([1], dtype="bool"), _differ(ordered[1:], ordered[:-1])])
    return order, ordered, first[: flat.shape[0]]


def _differ(later, earlier):
    """Whether sorted neighbours differ: paddle's != of floats is within 1e-8, so floats compare
    by >, which is exact (and every NaN starts a group of its own)."""
    if member(later.dtype, REAL_FLOATING):
        return paddle.logical_or(later > earlier, paddle.isnan(later))
    return later != earlier


def _inverse(order, first, x):
    groups = paddle.cumsum(paddle.cast(first, "int64")) - 1
    return paddle.reshape(paddle.scatter(paddle.zeros_like(order), order, groups), x.shape)


def _counts(first):
    starts = paddle.nonzero(first).reshape([-1])
    ends = paddle.concat([starts[1:], paddle.full([1], first.shape[0], dtype="int64")])
    return ends - starts, starts


unique_all, unique_counts, unique_inverse, unique_values = unique_by_sort(
    __name__,
    sorted_groups=_sorted_groups,
    inverse=_inverse,
    counts=_counts,
    values=paddle.masked_select,
)


def isin(x1, x2, /, invert=False):
    # differs: paddle.isin needs one dtype, lacks kernels for small dtypes (widened: exact), and
    # gives a 0-d result for a 0-d x2 (flattened here).
    x1, x2 = operands(x1, x2)
    x1, x2 = widen(x1, _NO_ISIN_KERNEL)[0], paddle.reshape(widen(x2, _NO_ISIN_KERNEL)[0], [-1])
    return paddle.isin(x1, x2, invert=invert)
