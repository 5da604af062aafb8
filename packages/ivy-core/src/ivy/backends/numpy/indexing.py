import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array


def take(x, indices, /, axis=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if type(indices) is not ndarray:
        indices = numpy_array(indices)
    return np.take(x, indices, axis=axis)


def take_along_axis(x, indices, /, axis=-1):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if type(indices) is not ndarray:
        indices = numpy_array(indices)
    return np.take_along_axis(x, indices, axis)
