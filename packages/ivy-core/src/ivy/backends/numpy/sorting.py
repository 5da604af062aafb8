import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array


def argsort(x, /, axis=-1, descending=False, stable=True):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if not descending:
        return np.argsort(x, axis=axis, kind="stable" if stable else None)
    # differs: numpy sorts ascending only. Sorting the reversed axis stably and reversing the
    # result orders equal elements last-first; mapping each index i to n - 1 - i restores
    # their order in x.
    flipped = np.argsort(np.flip(x, axis), axis=axis, kind="stable")
    return (x.shape[axis] - 1) - np.flip(flipped, axis)


def sort(x, /, axis=-1, descending=False, stable=True):
    if type(x) is not ndarray:
        x = numpy_array(x)
    result = np.sort(x, axis=axis, kind="stable" if stable else None)
    return np.flip(result, axis) if descending else result  # differs: no descending sort
