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


def argmax(x, /, axis=None, keepdims=False):
    return _arg(_R.ArgMax, x, axis, keepdims)


def argmin(x, /, axis=None, keepdims=False):
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


def searchsorted(x1, x2, /, side="left", sorter=None):
    # differs: tf searches rows of a 2-d array, and has no sorter.
    if x1.shape.rank != 1:  # the reshape below would flatten it silently
        raise ValueError(f"searchsorted: x1 must be 1-d; got shape {x1.shape}")
    x1, x2 = pair(x1, x2)
    if sorter is not None:
        x1 = tf.gather(x1, sorter)
    native = _R.LowerBound if side == "left" else _R.UpperBound
    result = native(
        sorted_inputs=tf.reshape(x1, [1, -1]), values=tf.reshape(x2, [1, -1]), out_type=tf.int64
    )
    return tf.reshape(result, tf.shape(x2))


def _truth(x):
    return x if x.dtype is tf.bool else _R.NotEqual(x=x, y=tf.zeros((), x.dtype))


def count_nonzero(x, /, axis=None, keepdims=False):
    counted = _R.Cast(x=_truth(x), DstT=tf.int64)
    if axis is None:
        axis = list(range(x.shape.rank))
    elif isinstance(axis, (tuple, list)):
        axis = list(axis)
    return _R.Sum(input=counted, axis=axis, keep_dims=keepdims)


def argwhere(x, /):
    if x.shape.rank == 0:  # differs: tf's Where needs a dimension; a 0-d x has one row or none
        return _R.Where(condition=tf.reshape(_truth(x), [1]))[:, :0]
    return _R.Where(condition=_truth(x))
