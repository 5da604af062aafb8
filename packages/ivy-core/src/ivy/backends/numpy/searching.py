import numpy as np

from ivy.backends.numpy._promotion import promote


def argmax(x, /, axis=None, keepdims=False):
    return np.asarray(np.argmax(x, axis=axis, keepdims=keepdims))


def argmin(x, /, axis=None, keepdims=False):
    return np.asarray(np.argmin(x, axis=axis, keepdims=keepdims))


def nonzero(x, /):
    return np.nonzero(x)


def where(condition, x1, x2, /):
    return np.where(condition, *promote(x1, x2))


def searchsorted(x1, x2, /, side="left", sorter=None):
    return np.asarray(np.searchsorted(x1, x2, side=side, sorter=sorter), dtype=np.int64)


def count_nonzero(x, /, axis=None, keepdims=False):
    return np.asarray(np.count_nonzero(x, axis=axis, keepdims=keepdims), dtype=np.int64)


def argwhere(x, /):
    return np.argwhere(x).astype(np.int64, copy=False)
