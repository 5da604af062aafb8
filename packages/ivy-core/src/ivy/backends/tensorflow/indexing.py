import tensorflow as tf

_R = tf.raw_ops
_INDEX_DTYPES = (tf.int32, tf.int64)


def _index(indices, size):
    """``indices`` as int32/int64, negative ones counted from the end (tf gathers only indices in
    ``[0, size)``, and raises for others on CPU)."""
    if indices.dtype not in _INDEX_DTYPES:
        indices = tf.cast(indices, tf.int64)
    return tf.where(indices < 0, indices + tf.cast(size, indices.dtype), indices)


def take(x, indices, /, axis=None):
    return _R.GatherV2(params=x, indices=_index(indices, tf.shape(x)[axis]), axis=axis)


def take_along_axis(x, indices, /, axis=-1):
    if indices.dtype not in _INDEX_DTYPES:
        indices = tf.cast(indices, tf.int64)
    return tf.experimental.numpy.take_along_axis(x, indices, axis=axis)
