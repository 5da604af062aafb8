import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array, numpy_arrays

# numpy returns scalars for 0-d results, which the standard wants as arrays.


def all(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.asarray(x.all(axis=axis, keepdims=keepdims))


def any(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.asarray(x.any(axis=axis, keepdims=keepdims))


def diff(x, /, axis=-1, n=1, prepend=None, append=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # differs: np.diff reads prepend=None as an array holding None.
    if prepend is not None or append is not None:
        parts = [p for p in (prepend, x, append) if p is not None]
        numpy_arrays(parts)
        x = np.concatenate(parts, axis=axis)
    return np.diff(x, n=n, axis=axis)
