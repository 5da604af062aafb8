import numpy as np

# differs, for every unique function: np.unique merges NaNs (numpy >= 1.21, with no equal_nan
# option before 1.24) and flattens inverse indices. A stable sort followed by a comparison of
# neighbours keeps each NaN distinct (NaN != NaN) and gives first occurrences directly.


def _sorted_groups(x):
    """``(order, sorted values, mask of each group's first element)`` of the flattened ``x``."""
    flat = np.reshape(x, -1)
    order = np.argsort(flat, kind="stable")
    ordered = flat[order]
    first = np.ones(ordered.shape, dtype=bool)
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    return order, ordered, first


def _inverse(order, first, shape):
    inverse = np.empty(order.shape, dtype=np.int64)
    inverse[order] = np.cumsum(first) - 1
    return inverse.reshape(shape)


def _counts(first):
    starts = np.flatnonzero(first)
    return np.diff(starts, append=first.size).astype(np.int64), starts


def unique_all(x, /):
    x = np.asarray(x)
    order, ordered, first = _sorted_groups(x)
    counts, starts = _counts(first)
    return ordered[first], order[starts], _inverse(order, first, x.shape), counts


def unique_counts(x, /):
    _, ordered, first = _sorted_groups(x)
    return ordered[first], _counts(first)[0]


def unique_inverse(x, /):
    x = np.asarray(x)
    order, ordered, first = _sorted_groups(x)
    return ordered[first], _inverse(order, first, x.shape)


def unique_values(x, /):
    _, ordered, first = _sorted_groups(x)
    return ordered[first]


def isin(x1, x2, /, *, invert=False):
    return np.asarray(np.isin(x1, x2, invert=invert))
