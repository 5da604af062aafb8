import tensorflow as tf

from ivy.backends.tensorflow._promotion import pair
from ivy.backends.tensorflow.sorting import argsort

_R = tf.raw_ops

# differs, for every unique function: tf.unique is 1-d, unsorted, and merges NaNs. A stable sort
# followed by a comparison of neighbours gives sorted values, keeps each NaN distinct
# (NaN != NaN), gives first occurrences directly, and keeps values differentiable (a gather).


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


def unique_all(x, /):
    order, ordered, first = _sorted_groups(x)
    counts, starts = _counts(first)
    values = tf.boolean_mask(ordered, first)
    return values, tf.gather(order, starts), _inverse(order, first, x), counts


def unique_counts(x, /):
    _, ordered, first = _sorted_groups(x)
    return tf.boolean_mask(ordered, first), _counts(first)[0]


def unique_inverse(x, /):
    order, ordered, first = _sorted_groups(x)
    return tf.boolean_mask(ordered, first), _inverse(order, first, x)


def unique_values(x, /):
    _, ordered, first = _sorted_groups(x)
    return tf.boolean_mask(ordered, first)


def isin(x1, x2, /, *, invert=False):
    # differs: tf has no isin: compare every pair (NaN equals nothing).
    x1, x2 = pair(x1, x2)
    equal = _R.Equal(x=tf.reshape(x1, [-1, 1]), y=tf.reshape(x2, [1, -1]))
    found = tf.reshape(_R.Any(input=equal, axis=1), tf.shape(x1))
    return _R.LogicalNot(x=found) if invert else found
