import numpy as np

from ivy._common.sets import unique_by_sort
from ivy.backends.numpy._arrays import ndarray, numpy_array

# differs, for every unique function: np.unique merges NaNs (numpy >= 1.21, with no equal_nan
# option before 1.24) and flattens inverse indices: ivy._common.sets sorts instead.


def _sorted_groups(x):
    """``(order, sorted values, mask of each group's first element)`` of the flattened ``x``."""
    if type(x) is not ndarray:
        x = numpy_array(x)
    flat = np.reshape(x, -1)
    order = np.argsort(flat, kind="stable")
    ordered = flat[order]
    first = np.ones(ordered.shape, dtype=bool)
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    return order, ordered, first


def _inverse(order, first, x):
    inverse = np.empty(order.shape, dtype=np.int64)
    inverse[order] = np.cumsum(first) - 1
    return inverse.reshape(np.shape(x))


def _counts(first):
    starts = np.flatnonzero(first)
    return np.diff(starts, append=first.size).astype(np.int64), starts


unique_all, unique_counts, unique_inverse, unique_values = unique_by_sort(
    __name__, sorted_groups=_sorted_groups, inverse=_inverse, counts=_counts
)


def isin(x1, x2, /, invert=False):
    if type(x1) is not ndarray:
        x1 = numpy_array(x1)
    if type(x2) is not ndarray:
        x2 = numpy_array(x2)
    return np.asarray(np.isin(x1, x2, invert=invert))
