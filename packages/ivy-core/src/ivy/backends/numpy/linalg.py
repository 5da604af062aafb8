import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.backends.numpy._promotion import promote
from ivy.backends.numpy.statistical import sum as _sum

# Written against numpy 1.23 as well as 2.x: the Array API additions of numpy 2 (upper=, rtol=,
# linalg.cross, linalg.vector_norm, linalg.svdvals, ...) are composed from what 1.23 has.

# numpy returns scalars for 0-d results, which the standard wants as arrays.


def det(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.asarray(np.linalg.det(x))


def slogdet(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    sign, logabsdet = np.linalg.slogdet(x)
    return np.asarray(sign), np.asarray(logabsdet)


def _transposed(x):
    return np.swapaxes(x, -1, -2)


def cholesky(x, /, upper=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    lower = np.linalg.cholesky(x)
    return np.conj(_transposed(lower)) if upper else lower


def inv(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.linalg.inv(x)


def cross(x1, x2, /, axis=-1):
    return np.cross(*promote(x1, x2), axis=axis)


def diagonal(x, /, offset=0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.diagonal(x, offset, -2, -1)


def _complex_of(dtype):
    return np.complex64 if dtype in (np.float32, np.complex64) else np.complex128


def eig(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # differs: numpy answers real arrays where every eigenvalue is real.
    eigenvalues, eigenvectors = np.linalg.eig(x)
    dtype = _complex_of(x.dtype)
    return eigenvalues.astype(dtype, copy=False), eigenvectors.astype(dtype, copy=False)


def eigvals(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.linalg.eigvals(x).astype(_complex_of(x.dtype), copy=False)


def eigh(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return tuple(np.linalg.eigh(x))


def eigvalsh(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.linalg.eigvalsh(x)


def matrix_power(x, n, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.linalg.matrix_power(x, n)


def matrix_norm(x, /, keepdims=False, ord="fro"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.asarray(np.linalg.norm(x, ord=ord, axis=(-2, -1), keepdims=keepdims))


def _tolerance(s, x, rtol):
    """The cutoff below which singular values ``s`` of ``x`` count as zero, shaped like ``s``."""
    if rtol is None:
        rtol = max(x.shape[-2:]) * np.finfo(s.dtype).eps
    else:
        rtol = np.asarray(rtol)[..., None]
    return np.amax(s, axis=-1, keepdims=True, initial=0) * rtol


def matrix_rank(x, /, rtol=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    s = np.linalg.svd(x, compute_uv=False)
    return np.asarray(np.count_nonzero(s > _tolerance(s, x, rtol), axis=-1), dtype=np.int64)


def outer(x1, x2, /):
    return np.multiply.outer(*promote(x1, x2))


def pinv(x, /, rtol=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # differs: numpy's default cutoff (rcond) is not scaled by max(M, N).
    if rtol is None:
        rtol = max(x.shape[-2:]) * np.finfo(x.dtype).eps
    return np.linalg.pinv(x, rcond=rtol)


def qr(x, /, mode="reduced"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return tuple(np.linalg.qr(x, mode=mode))


def solve(x1, x2, /):
    if type(x1) is not ndarray:
        x1 = numpy_array(x1)
    if type(x2) is not ndarray:
        x2 = numpy_array(x2)
    # differs: numpy 1.x reads an x2 of x1's shape without its last axis as a stack of vectors;
    # the standard reads only a 1-d x2 as a vector.
    vector = x2.ndim == 1
    if vector:
        x2 = x2[:, None]
    if x2.ndim == x1.ndim - 1:
        x2 = x2[None]
    result = np.linalg.solve(x1, x2)
    return result[..., 0] if vector else result


def svd(x, /, full_matrices=True):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return tuple(np.linalg.svd(x, full_matrices=full_matrices))


def svdvals(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.linalg.svd(x, compute_uv=False)


def trace(x, /, offset=0, dtype=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # differs: np.trace widens small integers to the platform integer; ivy's sum has the
    # standard's rules.
    return _sum(np.diagonal(x, offset, -2, -1), axis=-1, dtype=dtype)


def vector_norm(x, /, axis=None, keepdims=False, ord=2):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # differs: np.linalg.norm takes one axis for vector norms (two mean a matrix norm).
    a = np.abs(x)
    if ord == 2:
        result = np.sqrt(np.add.reduce(a * a, axis=axis, keepdims=keepdims))
    elif ord == 1:
        result = np.add.reduce(a, axis=axis, keepdims=keepdims)
    elif ord == np.inf:
        result = np.maximum.reduce(a, axis=axis, keepdims=keepdims, initial=0)
    elif ord == -np.inf:
        result = np.minimum.reduce(a, axis=axis, keepdims=keepdims, initial=np.inf)
    elif ord == 0:
        result = np.add.reduce((a != 0).astype(a.dtype), axis=axis, keepdims=keepdims)
    else:
        result = np.add.reduce(a**ord, axis=axis, keepdims=keepdims) ** (1 / ord)
    return np.asarray(result, dtype=a.dtype)
