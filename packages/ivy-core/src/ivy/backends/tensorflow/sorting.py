import numpy as np
import tensorflow as tf

_R = tf.raw_ops


def _along_last(fn, x, axis):
    """``fn`` applied along the last axis of ``x`` with ``axis`` moved there, then moved back."""
    rank = x.shape.rank
    if not -rank <= axis < rank:
        raise IndexError(f"axis {axis} is out of range for {rank} dimensions")
    axis %= rank
    if axis == rank - 1:
        return fn(x)
    perm = [*range(axis), *range(axis + 1, rank), axis]
    result = fn(_R.Transpose(x=x, perm=perm))
    return _R.Transpose(x=result, perm=np.argsort(perm))


def _take_last(x, indices):
    """``x`` reordered along its last axis by ``indices`` (take_along_axis)."""
    rank = x.shape.rank
    return tf.gather(x, indices, axis=rank - 1, batch_dims=rank - 1)


def _argsort_last(x, descending):
    # differs: tf has no bool sort (uint8 sorts alike), sorts NaNs anywhere, gives int32
    # indices, and takes ASCENDING/DESCENDING for descending.
    direction = "DESCENDING" if descending else "ASCENDING"
    if x.dtype is tf.bool:
        x = _R.Cast(x=x, DstT=tf.uint8)
    if not x.dtype.is_floating:
        return _R.Cast(x=tf.argsort(x, -1, direction, stable=True), DstT=tf.int64)
    # Sort with NaNs as +inf, then stably move the NaNs after (before, descending) the rest.
    nan = _R.IsNan(x=x)
    order = tf.argsort(tf.where(nan, tf.constant(np.inf, x.dtype), x), -1, direction, True)
    nan_order = tf.argsort(_R.Cast(x=_take_last(nan, order), DstT=tf.int8), -1, direction, True)
    return _R.Cast(x=_take_last(order, nan_order), DstT=tf.int64)


def argsort(x, /, axis=-1, descending=False, stable=True):
    # (tf's sort is always stable here: allowed for stable=False.)
    return _along_last(lambda v: _argsort_last(v, descending), x, axis)


def sort(x, /, axis=-1, descending=False, stable=True):
    return _along_last(lambda v: _take_last(v, _argsort_last(v, descending)), x, axis)
