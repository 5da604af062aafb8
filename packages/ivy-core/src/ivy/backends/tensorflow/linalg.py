import operator

import numpy as np
import tensorflow as tf

from ivy._common.powers import matrix_power_by_squaring
from ivy.backends.tensorflow._promotion import pair
from ivy.backends.tensorflow.statistical import sum as _sum

_L = tf.linalg

det = _L.det
inv = _L.inv


def _adjoint(x):
    return _L.adjoint(x)


def cholesky(x, /, upper=False):
    # differs: tf gives the lower factor only.
    lower = _L.cholesky(x)
    return _adjoint(lower) if upper else lower


def cross(x1, x2, /, axis=-1):
    # differs: tf's cross takes two tensors of one shape and dtype, with the vectors last.
    x1, x2 = pair(x1, x2)
    shape = tf.broadcast_static_shape(x1.shape, x2.shape)
    x1, x2 = tf.broadcast_to(x1, shape), tf.broadcast_to(x2, shape)
    if axis == -1:
        return _L.cross(x1, x2)
    moved = tf.experimental.numpy.moveaxis
    return moved(_L.cross(moved(x1, axis, -1), moved(x2, axis, -1)), -1, axis)


def diagonal(x, /, offset=0):
    # differs: tf's diag_part fails for an offset outside the matrix (the diagonal is empty).
    rows, columns = x.shape[-2], x.shape[-1]
    if offset >= columns or -offset >= rows:
        return tf.zeros((*x.shape[:-2], 0), x.dtype)
    return _L.diag_part(x, k=offset)


def eig(x, /):
    return tuple(_L.eig(x))


eigvals = _L.eigvals


def eigh(x, /):
    # differs: tf gives complex input complex eigenvalues (with zero imaginary parts).
    eigenvalues, eigenvectors = _L.eigh(x)
    return tf.math.real(eigenvalues), eigenvectors


def eigvalsh(x, /):
    return tf.math.real(_L.eigvalsh(x))


def _svdvals(x):
    return _L.svd(x, compute_uv=False)


def matrix_norm(x, /, keepdims=False, ord="fro"):
    # differs: tf.norm takes neither ord 2, -2, "nuc" nor negative orders for matrices.
    if ord == "fro":
        magnitude = tf.abs(x)
        return tf.sqrt(tf.reduce_sum(magnitude * magnitude, axis=(-2, -1), keepdims=keepdims))
    if ord in ("nuc", 2, -2):
        s = _svdvals(x)
        fn = tf.reduce_sum if ord == "nuc" else tf.reduce_max if ord == 2 else tf.reduce_min
        result = fn(s, axis=-1)
    else:
        summed_axis = -2 if ord in (1, -1) else -1  # column sums for 1, row sums for inf
        sums = tf.reduce_sum(tf.abs(x), axis=summed_axis)
        result = (tf.reduce_max if ord > 0 else tf.reduce_min)(sums, axis=-1)
    return result[..., None, None] if keepdims else result


def matrix_power(x, n, /):
    # differs: tf has no matrix power; powers by repeated squaring (n is a Python int).
    n = operator.index(n)
    if n == 0:
        return tf.broadcast_to(tf.eye(x.shape[-1], dtype=x.dtype), tf.shape(x))
    if x.shape[-1] != x.shape[-2]:
        raise ValueError("matrix_power: x must be square")
    return matrix_power_by_squaring(x, n, _L.matmul, _L.inv)


def _cutoff(s, x, rtol):
    """The cutoff below which singular values ``s`` of ``x`` count as zero, shaped like ``s``."""
    largest = tf.reduce_max(s, axis=-1, keepdims=True) if s.shape[-1] else tf.zeros_like(s)
    if rtol is None:
        rtol = max(x.shape[-2:]) * np.finfo(s.dtype.as_numpy_dtype).eps
    else:
        rtol = tf.cast(tf.convert_to_tensor(rtol), s.dtype)[..., None]
    return largest * rtol


def matrix_rank(x, /, rtol=None):
    # differs: tf's matrix_rank has another default tolerance, absolute.
    s = _svdvals(x)
    return tf.math.count_nonzero(s > _cutoff(s, x, rtol), axis=-1, dtype=tf.int64)


def outer(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return x1[:, None] * x2[None, :]


def pinv(x, /, rtol=None):
    # differs: tf's pinv has another default cutoff and no complex kernel; composed from svd.
    s, u, v = _L.svd(x, full_matrices=False)
    kept = s > _cutoff(s, x, rtol)
    s_inv = tf.where(kept, 1 / tf.where(kept, s, tf.ones_like(s)), tf.zeros_like(s))
    return _L.matmul(v * tf.cast(s_inv, x.dtype)[..., None, :], _adjoint(u))


def qr(x, /, mode="reduced"):
    return tuple(_L.qr(x, full_matrices=mode == "complete"))


def slogdet(x, /):
    # differs: tf gives complex input a complex logabsdet (with a zero imaginary part).
    sign, logabsdet = _L.slogdet(x)
    return sign, tf.math.real(logabsdet)


def solve(x1, x2, /):
    # differs: tf needs one dtype and one batch shape, and reads x2 as matrices only.
    x1, x2 = pair(x1, x2)
    vector = x2.shape.rank == 1
    if vector:
        x2 = x2[:, None]
    batch = tf.broadcast_static_shape(x1.shape[:-2], x2.shape[:-2])
    x1 = tf.broadcast_to(x1, (*batch, *x1.shape[-2:]))
    x2 = tf.broadcast_to(x2, (*batch, *x2.shape[-2:]))
    result = _L.solve(x1, x2)
    return result[..., 0] if vector else result


def svd(x, /, full_matrices=True):
    # differs: tf returns (S, U, V) with V, not its adjoint.
    s, u, v = _L.svd(x, full_matrices=full_matrices)
    return u, s, _adjoint(v)


def svdvals(x, /):
    return _svdvals(x)


def trace(x, /, offset=0, dtype=None):
    # differs: tf's trace takes no offset; ivy's sum has the standard's accumulation dtypes.
    return _sum(diagonal(x, offset=offset), axis=-1, dtype=dtype)


def vector_norm(x, /, axis=None, keepdims=False, ord=2):
    # differs: tf.norm takes at most two axes (two mean a matrix norm) and no ord 0 or negative.
    magnitude = tf.abs(x)
    if ord == 2:
        return tf.sqrt(tf.reduce_sum(magnitude * magnitude, axis=axis, keepdims=keepdims))
    if ord == 1:
        return tf.reduce_sum(magnitude, axis=axis, keepdims=keepdims)
    if ord == float("inf"):
        return tf.reduce_max(magnitude, axis=axis, keepdims=keepdims)
    if ord == float("-inf"):
        return tf.reduce_min(magnitude, axis=axis, keepdims=keepdims)
    if ord == 0:
        nonzero = tf.cast(magnitude != 0, magnitude.dtype)
        return tf.reduce_sum(nonzero, axis=axis, keepdims=keepdims)
    return tf.reduce_sum(magnitude**ord, axis=axis, keepdims=keepdims) ** (1 / ord)
