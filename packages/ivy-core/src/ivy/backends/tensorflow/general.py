import numpy as np
import tensorflow as tf

_ARRAYS = (tf.Tensor, tf.Variable)


def to_numpy(x, /, *, copy=True):
    if not isinstance(x, _ARRAYS):
        return np.array(x, copy=True) if copy else np.asarray(x)
    # .numpy() already returns a new array (copied to the host from any device).
    result = np.asarray(x.numpy())
    if x.dtype == tf.bfloat16:
        return result.astype(np.float32)
    return result


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    # A tf.Variable is no tf.Tensor, but every op takes it like one.
    return isinstance(x, _ARRAYS)
