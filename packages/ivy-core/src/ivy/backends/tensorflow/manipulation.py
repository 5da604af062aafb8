import numpy as np
import tensorflow as tf

from ivy.backends.tensorflow._promotion import promote_all, scalar

_R = tf.raw_ops
# Data movement without a uint16 kernel (tile) moves the same bits as int16.
_SAME_BITS = {tf.uint16: tf.int16}
_FLAT = np.asarray([-1], dtype=np.int64)  # reshape(-1)


def _ints(values):
    """A tuple of Python ints as an argument tensors convert fast (tuples convert slowly)."""
    try:
        return np.asarray(values, dtype=np.int64)
    except Exception:  # holds symbolic tensors (inside tf.function): let tensorflow pack it
        return values


def reshape(x, /, shape, copy=None):
    # tensors are immutable: copy=True and copy=False give the same result.
    return _R.Reshape(tensor=x, shape=_ints(shape))


def concat(arrays, /, axis=0):
    arrays = promote_all(arrays)
    if axis is None:
        arrays = [_R.Reshape(tensor=a, shape=_FLAT) for a in arrays]
        axis = 0
    if len(arrays) == 1:  # differs: ConcatV2 takes at least two arrays
        return _R.Identity(input=arrays[0])
    return _R.ConcatV2(values=arrays, axis=axis)


def stack(arrays, /, axis=0):
    return _R.Pack(values=promote_all(arrays), axis=axis)


def expand_dims(x, /, axis):
    # axis: positions in the result; inserting them in increasing order puts each in place.
    for a in sorted(axis):
        x = _R.ExpandDims(input=x, axis=a)
    return x


def squeeze(x, /, axis):
    if not axis:  # differs: an empty axis list makes tf squeeze every axis of size one
        return x
    return _R.Squeeze(input=x, axis=list(axis))


def permute_dims(x, /, axes):
    return _R.Transpose(x=x, perm=_ints(axes))


def flip(x, /, axis=None):
    if axis is None:
        axis = tuple(range(x.shape.rank))
    if not axis:
        return x
    return _R.ReverseV2(tensor=x, axis=_ints(axis))


def roll(x, /, shift, axis=None):
    if axis is None:  # differs: tf rolls along given axes only; roll the flattened array
        flat = _R.Roll(input=_R.Reshape(tensor=x, shape=_FLAT), shift=shift, axis=0)
        return _R.Reshape(tensor=flat, shape=tf.shape(x))
    if not axis:
        return x
    return _R.Roll(input=x, shift=_ints(shift), axis=_ints(axis))


def tile(x, repetitions, /):
    # differs: tf needs one repetition per axis; pad the shorter of the two with ones.
    rank = x.shape.rank
    reps = (1,) * (rank - len(repetitions)) + tuple(repetitions)
    for _ in range(len(reps) - rank):
        x = _R.ExpandDims(input=x, axis=0)
    same_bits = _SAME_BITS.get(x.dtype)
    if same_bits is not None:  # differs: no uint16 kernel
        tiled = _R.Tile(input=_R.Bitcast(input=x, type=same_bits), multiples=_ints(reps))
        return _R.Bitcast(input=tiled, type=x.dtype)
    return _R.Tile(input=x, multiples=_ints(reps))


def repeat(x, repeats, /, axis=None):
    # differs: tf.repeat fails on arrays with another axis of size 0 (its boolean mask); gather
    # the repeated indices instead.
    if axis is None:
        x, axis = _R.Reshape(tensor=x, shape=_FLAT), 0
    indices = tf.repeat(tf.range(tf.shape(x, out_type=tf.int64)[axis]), repeats)
    return _R.GatherV2(params=x, indices=indices, axis=axis)


def split(x, /, num_or_size_splits, axis=0):
    # The api passes the part sizes.
    parts = _R.SplitV(
        value=x,
        size_splits=_ints(num_or_size_splits),
        axis=axis,
        num_split=len(num_or_size_splits),
    )
    return list(parts)


def unstack(x, /, axis=0):
    return tuple(tf.unstack(x, axis=axis))


def broadcast_to(x, /, shape):
    return _R.BroadcastTo(input=x, shape=_ints(shape))


def broadcast_arrays(*arrays):
    shape = tf.TensorShape([])
    for a in arrays:
        shape = tf.broadcast_static_shape(shape, a.shape)
    if not shape.is_fully_defined():  # inside tf.function: the shapes of this run
        shape = tf.shape(arrays[0])
        for a in arrays[1:]:
            shape = tf.broadcast_dynamic_shape(shape, tf.shape(a))
    return tuple(_R.BroadcastTo(input=a, shape=_ints(shape)) for a in arrays)


def constant_pad(x, /, pad_width, value=0):
    paddings = np.asarray(pad_width, dtype=np.int64).reshape(-1, 2)
    return _R.PadV2(input=x, paddings=paddings, constant_values=_value(value, x.dtype))


def _value(value, dtype):
    """``value`` as a 0-d tensor of ``dtype``, cast as NumPy does (2.5 to int gives 2)."""
    try:
        return scalar(value, dtype)
    except TypeError:
        return tf.cast(tf.constant(value), dtype)
