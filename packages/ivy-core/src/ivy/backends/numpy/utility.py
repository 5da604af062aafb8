import numpy as np

# numpy returns scalars for 0-d results, which the standard wants as arrays.


def all(x, /, axis=None, keepdims=False):
    return np.asarray(np.all(x, axis=axis, keepdims=keepdims))


def any(x, /, axis=None, keepdims=False):
    return np.asarray(np.any(x, axis=axis, keepdims=keepdims))


def diff(x, /, axis=-1, n=1, prepend=None, append=None):
    # differs: np.diff reads prepend=None as an array holding None.
    if prepend is not None or append is not None:
        parts = [p for p in (prepend, x, append) if p is not None]
        x = np.concatenate(parts, axis=axis)
    return np.diff(x, n=n, axis=axis)
