import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array, numpy_arrays
from ivy.backends.numpy._promotion import binary, promote

matmul = binary(np.matmul)


def tensordot(x1, x2, /, axes=2):
    return np.tensordot(*promote(x1, x2), axes=axes)


def matrix_transpose(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # differs: np.matrix_transpose is numpy 2 only.
    return np.swapaxes(x, -1, -2)


def vecdot(x1, x2, /, axis=-1):
    # differs: np.vecdot is numpy 2 only. The sum keeps the product's dtype (np.sum widens
    # small integers).
    x1, x2 = promote(x1, x2)
    if x1.dtype.kind == "c":
        x1 = np.conj(x1)
    product = np.multiply(x1, x2)
    return np.asarray(np.add.reduce(product, axis=axis, dtype=product.dtype))


def einsum(equation, *operands):
    numpy_arrays(operands)
    # differs: numpy returns a scalar for a 0-d result.
    return np.asarray(np.einsum(equation, *operands))
