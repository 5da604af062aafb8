import jax
import jax.numpy as jnp
import numpy as np

from ivy.backends.jax._promotion import promote
from ivy.backends.jax.statistical import sum as _sum

_L = jnp.linalg

det = _L.det
eigvalsh = _L.eigvalsh
inv = _L.inv
matrix_power = _L.matrix_power
svdvals = _L.svdvals


# jnp.linalg takes these options by keyword only; ivy passes arguments by position.


def cholesky(x, /, upper=False):
    return _L.cholesky(x, upper=upper)


def diagonal(x, /, offset=0):
    return _L.diagonal(x, offset=offset)


def matrix_norm(x, /, keepdims=False, ord="fro"):
    return _L.matrix_norm(x, keepdims=keepdims, ord=ord)


def vector_norm(x, /, axis=None, keepdims=False, ord=2):
    return _L.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)


def cross(x1, x2, /, axis=-1):
    return _L.cross(*promote(x1, x2), axis=axis)


def eig(x, /):
    # differs: jax refuses eigenvector derivatives unless asked; they hold for distinct
    # eigenvalues, as torch's and tensorflow's do.
    return tuple(jax.lax.linalg.eig(x, compute_left_eigenvectors=False, enable_eigvec_derivs=True))


eigvals = _L.eigvals


def eigh(x, /):
    return tuple(_L.eigh(x))


def _cutoff(s, x, rtol):
    """The cutoff below which singular values ``s`` of ``x`` count as zero, shaped like ``s``."""
    if rtol is None:
        rtol = max(x.shape[-2:]) * np.finfo(s.dtype).eps
    else:
        rtol = jnp.asarray(rtol)[..., None]
    return jnp.max(s, axis=-1, keepdims=True, initial=0) * rtol


def matrix_rank(x, /, rtol=None):
    # differs: jnp.linalg.matrix_rank reads a given rtol as an absolute tolerance.
    s = _L.svdvals(x)
    return jnp.sum(s > _cutoff(s, x, rtol), axis=-1)


def outer(x1, x2, /):
    return _L.outer(*promote(x1, x2))


def pinv(x, /, rtol=None):
    # differs: jax's default rtol is ten times the standard's.
    if rtol is None:
        rtol = max(x.shape[-2:]) * np.finfo(x.dtype).eps
    return _L.pinv(x, rtol=rtol)


def qr(x, /, mode="reduced"):
    return tuple(_L.qr(x, mode=mode))


def slogdet(x, /):
    return tuple(_L.slogdet(x))


def solve(x1, x2, /):
    # differs: jax refuses an x2 of x1's shape without its last axis (formerly a stack of
    # vectors); the standard reads it as matrices broadcast over x1's batch.
    x1, x2 = promote(x1, x2)
    if x2.ndim > 1 and x2.ndim == x1.ndim - 1:
        x2 = x2[None]
    return _L.solve(x1, x2)


def svd(x, /, full_matrices=True):
    return tuple(_L.svd(x, full_matrices=full_matrices))


def trace(x, /, offset=0, dtype=None):
    # differs: ivy's sum has the standard's accumulation dtypes.
    return _sum(_L.diagonal(x, offset=offset), axis=-1, dtype=dtype)
