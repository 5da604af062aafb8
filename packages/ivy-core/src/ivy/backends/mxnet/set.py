import numpy as onp

from ivy._common.sets import unique_by_sort
from ivy.backends.mxnet._mx import mnp, native_array
from ivy.backends.mxnet._promotion import arrays
from ivy.backends.mxnet.sorting import argsort
from ivy.backends.mxnet.statistical import native_sum

_BOOL, _UINT8, _INT64 = onp.dtype("bool"), onp.dtype("uint8"), onp.dtype("int64")

# differs, for every unique function: mx.np.unique merges NaNs and has no first indices for
# every dtype: ivy._common.sets sorts instead.


def _sorted_groups(x):
    """``(order, sorted values, mask of each group's first element)`` of the flattened ``x``."""
    flat = mnp.reshape(native_array(x), (-1,))
    order = argsort(flat)
    comparable = flat.astype(_UINT8) if flat.dtype is _BOOL else flat  # no bool kernels
    ordered = mnp.take(comparable, order)
    first = mnp.concatenate(
        [mnp.ones((1,), dtype=_BOOL, ctx=flat.ctx), ordered[1:] != ordered[:-1]]
    )
    if flat.dtype is _BOOL:
        ordered = ordered.astype(_BOOL)
    return order, ordered, first[: flat.size]


def _values(ordered, first):
    if not ordered.size:  # mxnet fails to mask nothing
        return ordered
    return ordered[first]


def _inverse(order, first, x):
    if not order.size:
        return mnp.zeros(x.shape, dtype=_INT64, ctx=order.ctx)
    groups = mnp.cumsum(first.astype(_INT64)) - 1
    return mnp.take(groups, mnp.argsort(order)).reshape(x.shape)  # argsort: inverse permutation


def _counts(first):
    if not first.size:
        empty = mnp.zeros((0,), dtype=_INT64, ctx=first.ctx)
        return empty, empty
    starts = mnp.nonzero(first)[0].astype(_INT64)
    total = mnp.full((1,), first.size, dtype=_INT64, ctx=first.ctx)
    return mnp.concatenate([starts[1:], total]) - starts, starts


def _take(order, starts):
    return mnp.take(order, starts) if starts.size else starts


unique_all, unique_counts, unique_inverse, unique_values = unique_by_sort(
    __name__,
    sorted_groups=_sorted_groups,
    inverse=_inverse,
    counts=_counts,
    values=_values,
    take=_take,
)


def isin(x1, x2, /, invert=False):
    # differs: mx.np.isin is a NumPy fallback (no autograd, no devices): compare every pair and
    # count the matches (NaN equals nothing).
    x1, x2 = arrays(x1, x2)
    if x1.dtype is _BOOL:
        x1, x2 = x1.astype(_UINT8), x2.astype(_UINT8)
    equal = mnp.reshape(x1, (-1, 1)) == mnp.reshape(x2, (1, -1))
    matches = native_sum(equal.astype(_INT64), 1)
    return mnp.reshape(matches == 0 if invert else matches > 0, x1.shape)
