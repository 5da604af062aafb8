import tensorflow as tf

_R = tf.raw_ops


def _axes(x, axis):
    if axis is None:
        return list(range(x.shape.rank))
    return list(axis) if isinstance(axis, (tuple, list)) else axis


def _truth(x):
    # differs: tf's All/Any take booleans only.
    return x if x.dtype is tf.bool else _R.NotEqual(x=x, y=tf.zeros((), x.dtype))


def all(x, /, axis=None, keepdims=False):
    return _R.All(input=_truth(x), axis=_axes(x, axis), keep_dims=keepdims)


def any(x, /, axis=None, keepdims=False):
    return _R.Any(input=_truth(x), axis=_axes(x, axis), keep_dims=keepdims)


def diff(x, /, axis=-1, n=1, prepend=None, append=None):
    # differs: tf has no diff: subtract shifted slices n times.
    if prepend is not None or append is not None:
        x = tf.concat([p for p in (prepend, x, append) if p is not None], axis)
    before = (slice(None),) * axis
    for _ in range(n):
        x = _R.Sub(x=x[(*before, slice(1, None))], y=x[(*before, slice(None, -1))])
    return x
