import numpy as np
import paddle
from paddle import _C_ops

from ivy.backends.paddle._promotion import (
    COMPLEX,
    NARROW,
    SMALL,
    common,
    ids,
    member,
    restore,
    widen,
)

# paddle has no CPU flip/roll/index_select kernels for int8/int16/uint8/float16/bfloat16: those
# move their values in a wider dtype and cast back (exact).
_NO_INDEX_KERNEL = NARROW | ids("float16")
_INDEX_DTYPES = ids("int32", "int64")


def reshape(x, /, shape, copy=None):
    result = paddle.reshape(x, shape)
    return result.clone() if copy else result


def concat(arrays, /, axis=0):
    # differs: paddle.concat needs one dtype, and has no axis=None.
    arrays = common(arrays)
    if axis is None:
        arrays = [paddle.reshape(a, [-1]) for a in arrays]
        axis = 0
    return paddle.concat(arrays, axis=axis)


def stack(arrays, /, axis=0):
    # differs: paddle.stack needs one dtype.
    return paddle.stack(common(arrays), axis=axis)


def expand_dims(x, /, axis):
    # differs: paddle.unsqueeze inserts the axes one after another, so in increasing order.
    return paddle.unsqueeze(x, sorted(axis))


def squeeze(x, /, axis):
    # differs: paddle.squeeze with no axes removes every axis of size one.
    return paddle.squeeze(x, axis=list(axis)) if axis else x


def permute_dims(x, /, axes):
    return paddle.transpose(x, list(axes))


def flip(x, /, axis=None):
    x, dtype = widen(x, SMALL)
    return restore(paddle.flip(x, axis), dtype)


def roll(x, /, shift, axis=None):
    # differs: paddle.roll with no axes rolls the flattened array.
    if axis == ():
        return x
    x, dtype = widen(x, SMALL)
    return restore(_C_ops.roll(x, shift, axis), dtype)


def repeat(x, repeats, /, axis=None):
    # differs: paddle.repeat_interleave refuses 0 repeats, size-1 arrays of repeats, and many
    # dtypes: repeat the indices instead and gather them.
    if axis is None:
        x, axis = paddle.reshape(x, [-1]), 0
    size = x.shape[axis]
    if type(repeats) is int:
        if repeats == 0:
            return paddle.slice(x, [axis], [0], [0])
    else:
        if not member(repeats.dtype, _INDEX_DTYPES):  # paddle counts in int32 or int64 only
            repeats = paddle.cast(repeats, paddle.int64)
        if repeats.shape[0] == 1 and size != 1:
            repeats = paddle.broadcast_to(repeats, [size])
    index = paddle.repeat_interleave(paddle.arange(size), repeats)
    x, dtype = widen(x, _NO_INDEX_KERNEL)
    return restore(paddle.index_select(x, index, axis), dtype)


def tile(x, repetitions, /):
    return paddle.tile(x, repetitions)


def split(x, /, num_or_size_splits, axis=0):
    return paddle.split(x, num_or_size_splits, axis=axis)


def broadcast_to(x, /, shape):
    return paddle.broadcast_to(x, shape)


def unstack(x, /, axis=0):
    return tuple(paddle.unbind(x, axis=axis))


def broadcast_arrays(*arrays):
    # differs: paddle.broadcast_tensors lacks kernels for several dtypes; broadcast_to has them.
    shape = list(np.broadcast_shapes(*(tuple(a.shape) for a in arrays)))
    return tuple(paddle.broadcast_to(a, shape) for a in arrays)


_NO_PAD_KERNEL = ids("bool", "int8", "uint8", "float16")


def constant_pad(x, /, pad_width, value=0):
    if not pad_width:  # differs: paddle's pad crashes the process on a 0-d x
        return x.clone()
    flat = [p for pair in pad_width for p in pair]
    if isinstance(value, complex):
        if not member(x.dtype, COMPLEX):
            return _pad(x, flat, value.real)
        # differs: paddle pads with a real value only: a complex x is padded part by part.
        return paddle.complex(
            _pad(paddle.real(x), flat, value.real), _pad(paddle.imag(x), flat, value.imag)
        )
    return _pad(x, flat, value)


def _pad(x, flat, value):
    x, dtype = widen(x, _NO_PAD_KERNEL)
    padded = paddle.nn.functional.pad(
        x, flat, mode="constant", value=value, pad_from_left_axis=True
    )
    return restore(padded, dtype)
