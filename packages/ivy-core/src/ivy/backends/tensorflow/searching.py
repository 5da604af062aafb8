import numpy as np
import tensorflow as tf

from ivy.backends.tensorflow._promotion import pair

_R = tf.raw_ops
_FLAT = np.asarray([-1], dtype=np.int64)  # converts faster than a list


def _arg(op, x, axis, keepdims):
    # differs: tf has no axis=None (flattened) search and no keepdims.
    if axis is None:
        result = op(input=_R.Reshape(tensor=x, shape=_FLAT), dimension=0, output_type=tf.int64)
        if keepdims:
            result = _R.Reshape(tensor=result, shape=np.ones(x.shape.rank, dtype=np.int64))
        return result
    result = op(input=x, dimension=axis, output_type=tf.int64)
    return _R.ExpandDims(input=result, axis=axis) if keepdims else result


def argmax(x, /, *, axis=None, keepdims=False):
    return _arg(_R.ArgMax, x, axis, keepdims)


def argmin(x, /, *, axis=None, keepdims=False):
    return _arg(_R.ArgMin, x, axis, keepdims)


def nonzero(x, /):
    # differs: tf.where gives one (count, ndim) array of indices; no float16 kernel.
    if x.dtype is not tf.bool:
        x = _R.NotEqual(x=x, y=tf.constant(0, x.dtype))
    indices = _R.Where(condition=x)
    return tuple(tf.unstack(indices, num=x.shape.rank, axis=1))


def where(condition, x1, x2, /):
    x1, x2 = pair(x1, x2)
    if condition.dtype is not tf.bool:
        condition = tf.cast(condition, tf.bool)
    return _R.SelectV2(condition=condition, t=x1, e=x2)
