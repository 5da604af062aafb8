import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.backends.numpy._promotion import promote


def argmax(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.asarray(x.argmax(axis=axis, keepdims=keepdims))


def argmin(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.asarray(x.argmin(axis=axis, keepdims=keepdims))


def nonzero(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.nonzero(x)


def where(condition, x1, x2, /):
    if type(condition) is not ndarray:
        condition = numpy_array(condition)
    return np.where(condition, *promote(x1, x2))


def searchsorted(x1, x2, /, side="left", sorter=None):
    if type(x1) is not ndarray:
        x1 = numpy_array(x1)
    if type(x2) is not ndarray:
        x2 = numpy_array(x2)
    return np.asarray(np.searchsorted(x1, x2, side=side, sorter=sorter), dtype=np.int64)


def count_nonzero(x, /, axis=None, keepdims=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.asarray(np.count_nonzero(x, axis=axis, keepdims=keepdims), dtype=np.int64)


def argwhere(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.argwhere(x).astype(np.int64, copy=False)
