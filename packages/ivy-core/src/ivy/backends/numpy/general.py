import numpy as np


def to_numpy(x, /, *, copy=True):
    return np.array(x, copy=True) if copy else np.asarray(x)


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    # numpy reductions and ufuncs return numpy scalars for 0-d results; they are arrays to ivy.
    return isinstance(x, (np.ndarray, np.generic))
