import tensorflow as tf

from ivy._common.sets import unique_by_sort
from ivy.backends.tensorflow._promotion import pair
from ivy.backends.tensorflow.sorting import argsort

_R = tf.raw_ops

# differs, for every unique function: tf.unique is 1-d, unsorted, and merges NaNs:
# ivy._common.sets sorts instead.


def _sorted_groups(x):
    """``(order, sorted values, mask of each group's first element)`` of the flattened ``x``."""
    flat = tf.reshape(x, [-1])
    order = argsort(flat)
    ordered = tf.gather(flat, order)
    first = tf.concat([[True], _R.NotEqual(x=ordered[1:], y=ordered[:-1])], 0)
    return order, ordered, first[: tf.size(flat)]


def _inverse(order, first, x):
    groups = tf.cumsum(tf.cast(first, tf.int64)) - 1
    return tf.reshape(tf.scatter_nd(order[:, None], groups, tf.shape(order, tf.int64)), tf.shape(x))


def _counts(first):
    starts = tf.where(first)[:, 0]
    ends = tf.concat([starts[1:], tf.size(first, tf.int64)[None]], 0)
    return ends - starts, starts


unique_all, unique_counts, unique_inverse, unique_values = unique_by_sort(
    __name__,
    sorted_groups=_sorted_groups,
    inverse=_inverse,
    counts=_counts,
    values=tf.boolean_mask,
    take=tf.gather,
)


def isin(x1, x2, /, invert=False):
    # differs: tf has no isin: compare every pair (NaN equals nothing).
    x1, x2 = pair(x1, x2)
    equal = _R.Equal(x=tf.reshape(x1, [-1, 1]), y=tf.reshape(x2, [1, -1]))
    found = tf.reshape(_R.Any(input=equal, axis=1), tf.shape(x1))
    return _R.LogicalNot(x=found) if invert else found
