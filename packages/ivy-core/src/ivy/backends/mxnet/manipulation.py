import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array
from ivy.backends.mxnet._promotion import same_dtype

_BOOL, _UINT8 = onp.dtype("bool"), onp.dtype("uint8")


def reshape(x, /, shape, copy=None):
    x = native_array(x)
    # mxnet arrays are always contiguous, so a reshape never needs a copy.
    result = mnp.reshape(x, shape)
    return result.copy() if copy else result


def concat(arrays, /, axis=0):
    return mnp.concatenate(same_dtype(arrays), axis=axis)


def stack(arrays, /, axis=0):
    arrays = same_dtype(arrays)
    shape = arrays[0].shape
    if any(a.shape != shape for a in arrays[1:]):
        # differs: mx.np.stack accepts arrays of different shapes and fails later, at a read.
        raise ValueError("stack: the arrays must have one shape")
    return mnp.stack(arrays, axis=axis)


def expand_dims(x, /, axis):
    x = native_array(x)
    # differs: mx.np.expand_dims takes one axis; the api gives a tuple of result positions.
    shape = list(x.shape)
    for a in sorted(axis):
        shape.insert(a, 1)
    return mnp.reshape(x, tuple(shape))


def squeeze(x, /, axis):
    x = native_array(x)
    return mnp.squeeze(x, axis)


def tile(x, repetitions, /):
    x = native_array(x)
    # differs: mx.np.tile broadcasts through 2 * ndim axes, past mxnet's 5-axis broadcast limit
    # for 3-d tiles, where it returns uninitialised memory without an error: repetitions are
    # concatenated axis by axis instead.
    ndim = max(x.ndim, len(repetitions))
    result = mnp.reshape(x, (1,) * (ndim - x.ndim) + x.shape)
    repetitions = (1,) * (ndim - len(repetitions)) + tuple(repetitions)
    for axis, count in enumerate(repetitions):
        if count == 0:
            result = _nothing_along(result, axis)
        elif count > 1:
            result = mnp.concatenate([result] * count, axis=axis)
    return result.copy() if result is x or all(r == 1 for r in repetitions) else result


def broadcast_to(x, /, shape):
    x = native_array(x)
    return mnp.broadcast_to(x, shape)


# differs: mxnet has no bool kernels for transpose, flip, roll and split: bools move as uint8.


def permute_dims(x, /, axes):
    x = native_array(x)
    if x.dtype is _BOOL:
        return mnp.transpose(x.astype(_UINT8), axes).astype(_BOOL)
    return mnp.transpose(x, axes)


def flip(x, /, axis=None):
    x = native_array(x)
    if x.dtype is _BOOL:
        return mnp.flip(x.astype(_UINT8), axis).astype(_BOOL)
    return mnp.flip(x, axis)


def roll(x, /, shift, axis=None):
    x = native_array(x)
    if axis == ():
        return x.copy()  # differs: mx.np.roll refuses an empty tuple of axes
    if x.dtype is _BOOL:
        return mnp.roll(x.astype(_UINT8), shift, axis).astype(_BOOL)
    return mnp.roll(x, shift, axis)


def repeat(x, repeats, /, axis=None):
    x = native_array(x)
    if isinstance(repeats, int):
        if repeats and x.size:
            return mnp.repeat(x, repeats, axis=axis)
        # differs: mx.np.repeat(x, 0, axis) drops the other axes, and mx.np.repeat of a zero-size
        # x fails (asynchronously, at the next read): the result has no elements, so it is an
        # empty part of x reshaped.
        if axis is None:
            x, axis = mnp.reshape(x, (-1,)), 0
        shape = x.shape
        return mnp.reshape(
            _nothing_along(x, axis), (*shape[:axis], shape[axis] * repeats, *shape[axis + 1 :])
        )
    # differs: mx.np.repeat takes one count only. Per-element counts gather with an index built
    # on the host from the counts (integers, outside autograd); x is gathered with mx.np.take.
    counts = repeats.asnumpy() if hasattr(repeats, "asnumpy") else onp.asarray(repeats)
    if axis is None:
        x, axis = mnp.reshape(x, (-1,)), 0
    index = onp.repeat(onp.arange(x.shape[axis]), counts)
    return mnp.take(x, mnp.array(index, dtype="int64", ctx=x.ctx), axis=axis)


def split(x, /, num_or_size_splits, axis=0):
    x = native_array(x)
    # differs: mx.np.split cuts at offsets; the api passes the part sizes.
    offsets, total = [], 0
    for size in num_or_size_splits[:-1]:
        total += size
        offsets.append(total)
    if x.dtype is _BOOL:
        return [part.astype(_BOOL) for part in mnp.split(x.astype(_UINT8), offsets, axis=axis)]
    return list(mnp.split(x, offsets, axis=axis))


def unstack(x, /, axis=0):
    x = native_array(x)
    # (mxnet indexes arrays of at most 5 dimensions; split and reshape take any)
    shape = x.shape
    parts = split(x, [1] * shape[axis], axis=axis) if shape[axis] else []
    return tuple(mnp.reshape(part, shape[:axis] + shape[axis + 1 :]) for part in parts)


def _nothing_along(x, axis):
    """The empty part of x along axis (mxnet indexes arrays of at most 5 dimensions)."""
    return split(x, [0, x.shape[axis]], axis=axis)[0]


def broadcast_arrays(*arrays):
    arrays = [native_array(a) for a in arrays]
    shape = onp.broadcast_shapes(*(a.shape for a in arrays))
    return tuple(mnp.broadcast_to(a, shape) for a in arrays)


def constant_pad(x, /, pad_width, value=0):
    x = native_array(x)
    # differs: mx.np.pad ignores constant_values (pads zeros) and fails, at the next read, past 5
    # dimensions: the padding is concatenated axis by axis instead.
    result = x
    for axis, (before, after) in enumerate(pad_width):
        parts = [result]
        if before:
            parts.insert(0, _filled(result, axis, before, value))
        if after:
            parts.append(_filled(result, axis, after, value))
        if len(parts) > 1:
            result = mnp.concatenate(parts, axis=axis)
    return x.copy() if result is x else result


def _filled(x, axis, size, value):
    """An array like x but of ``size`` along ``axis``, filled with ``value``."""
    shape = (*x.shape[:axis], size, *x.shape[axis + 1 :])
    return mnp.full(shape, value, dtype=x.dtype, ctx=x.ctx)
