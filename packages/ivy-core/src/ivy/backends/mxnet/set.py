import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array
from ivy.backends.mxnet._promotion import arrays
from ivy.backends.mxnet.sorting import argsort
from ivy.backends.mxnet.statistical import native_sum

_BOOL, _UINT8, _INT64 = onp.dtype("bool"), onp.dtype("uint8"), onp.dtype("int64")

# differs, for every unique function: mx.np.unique merges NaNs and has no first indices for
# every dtype. A stable sort followed by a comparison of neighbours gives sorted values, keeps
# each NaN distinct (NaN != NaN), gives first occurrences directly, and keeps values
# differentiable (a take).


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


def _inverse(order, first, shape):
    if not order.size:
        return mnp.zeros(shape, dtype=_INT64, ctx=order.ctx)
    groups = mnp.cumsum(first.astype(_INT64)) - 1
    return mnp.take(groups, mnp.argsort(order)).reshape(shape)  # argsort: the inverse permutation


def _counts(first):
    if not first.size:
        empty = mnp.zeros((0,), dtype=_INT64, ctx=first.ctx)
        return empty, empty
    starts = mnp.nonzero(first)[0].astype(_INT64)
    total = mnp.full((1,), first.size, dtype=_INT64, ctx=first.ctx)
    return mnp.concatenate([starts[1:], total]) - starts, starts


def unique_all(x, /):
    order, ordered, first = _sorted_groups(x)
    counts, starts = _counts(first)
    indices = mnp.take(order, starts) if starts.size else starts
    return _values(ordered, first), indices, _inverse(order, first, x.shape), counts


def unique_counts(x, /):
    _, ordered, first = _sorted_groups(x)
    return _values(ordered, first), _counts(first)[0]


def unique_inverse(x, /):
    order, ordered, first = _sorted_groups(x)
    return _values(ordered, first), _inverse(order, first, x.shape)


def unique_values(x, /):
    _, ordered, first = _sorted_groups(x)
    return _values(ordered, first)


def isin(x1, x2, /, *, invert=False):
    # differs: mx.np.isin is a NumPy fallback (no autograd, no devices): compare every pair and
    # count the matches (NaN equals nothing).
    x1, x2 = arrays(x1, x2)
    if x1.dtype is _BOOL:
        x1, x2 = x1.astype(_UINT8), x2.astype(_UINT8)
    equal = mnp.reshape(x1, (-1, 1)) == mnp.reshape(x2, (1, -1))
    matches = native_sum(equal.astype(_INT64), 1)
    return mnp.reshape(matches == 0 if invert else matches > 0, x1.shape)
