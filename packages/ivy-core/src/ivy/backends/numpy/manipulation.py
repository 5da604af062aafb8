import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array, numpy_arrays
from ivy.backends.numpy._promotion import promote_all


def reshape(x, /, shape, copy=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    result = np.reshape(x, shape)
    # differs: numpy takes any negative size for -1; only where the result's shape is not the
    # one asked for (a -1 was resolved) is it worth looking (the api's check names the fault).
    sizes = shape if type(shape) in (tuple, list) else (shape,)
    if result.shape != shape and min(sizes, default=0) < -1:
        raise ValueError(f"reshape: negative sizes other than -1 in {shape}")
    if copy:
        return result.copy()
    if copy is False and result.size and not np.may_share_memory(result, x):
        raise ValueError("reshape: copy=False, but this reshape needs a copy")
    return result


def concat(arrays, /, axis=0):
    numpy_arrays(arrays)
    return np.concatenate(promote_all(arrays), axis=axis)


def stack(arrays, /, axis=0):
    numpy_arrays(arrays)
    return np.stack(promote_all(arrays), axis=axis)


def expand_dims(x, /, axis):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.expand_dims(x, axis)


def squeeze(x, /, axis):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.squeeze(x, axis=axis)


def permute_dims(x, /, axes):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.transpose(x, axes)


def flip(x, /, axis=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.flip(x, axis=axis)


def roll(x, /, shift, axis=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.roll(x, shift, axis=axis)


def tile(x, repetitions, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.tile(x, repetitions)


def repeat(x, repeats, /, axis=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    try:
        return np.repeat(x, repeats, axis=axis)
    except TypeError:
        # differs: numpy refuses uint64 counts (no safe cast to intp); the standard takes any
        # integer dtype.
        if getattr(repeats, "dtype", None) != np.uint64:
            raise
    return np.repeat(x, repeats.astype(np.int64), axis=axis)


def split(x, /, num_or_size_splits, axis=0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # The api passes the part sizes; numpy splits at offsets.
    return np.split(x, np.cumsum(num_or_size_splits)[:-1], axis=axis)


def unstack(x, /, axis=0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return tuple(np.moveaxis(x, axis, 0))


def broadcast_to(x, /, shape):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.broadcast_to(x, shape)


def broadcast_arrays(*arrays):
    numpy_arrays(arrays)
    return tuple(np.broadcast_arrays(*arrays))


def constant_pad(x, /, pad_width, value=0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if not pad_width:  # differs: np.pad refuses the empty pad_width of a 0-d x
        return x.copy()
    return np.pad(x, pad_width, mode="constant", constant_values=value)
