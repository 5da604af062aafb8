import torch

from ivy.backends.torch._promotion import promote
from ivy.backends.torch.statistical import sum as _sum
from ivy.errors import InvalidArgumentError

det = torch.linalg.det
eigh = torch.linalg.eigh
eigvalsh = torch.linalg.eigvalsh
inv = torch.linalg.inv
matrix_power = torch.linalg.matrix_power
qr = torch.linalg.qr
slogdet = torch.linalg.slogdet
svd = torch.linalg.svd
svdvals = torch.linalg.svdvals


def _finite(fn, x):
    # torch's general eigenvalue kernel (LAPACK geev) crashes the process on NaN or infinity.
    if not bool(torch.isfinite(x).all()):
        raise InvalidArgumentError(
            f"{fn}: x holds NaN or infinity, which torch's kernel cannot take"
        )


def eig(x, /):
    _finite("eig", x)
    return torch.linalg.eig(x)


def eigvals(x, /):
    _finite("eigvals", x)
    return torch.linalg.eigvals(x)


def cholesky(x, /, upper=False):
    # differs: torch takes upper by keyword only (ivy passes arguments by position).
    return torch.linalg.cholesky(x, upper=upper)


def diagonal(x, /, offset=0):
    # differs: torch takes offset by keyword only.
    return torch.linalg.diagonal(x, offset=offset)


def cross(x1, x2, /, axis=-1):
    # differs: torch names axis dim, needs one dtype and one number of dimensions.
    x1, x2 = promote(x1, x2)
    if x1.ndim != x2.ndim:
        ndim = max(x1.ndim, x2.ndim)
        x1 = x1.reshape((1,) * (ndim - x1.ndim) + x1.shape)
        x2 = x2.reshape((1,) * (ndim - x2.ndim) + x2.shape)
    return torch.linalg.cross(x1, x2, dim=axis)


def matrix_norm(x, /, keepdims=False, ord="fro"):
    return torch.linalg.matrix_norm(x, ord=ord, keepdim=keepdims)


def matrix_rank(x, /, rtol=None):
    # differs: an rtol of another framework's array kind is taken as a tensor.
    return torch.linalg.matrix_rank(x, rtol=_tensor_or_float(rtol, x))


def outer(x1, x2, /):
    x1, x2 = promote(x1, x2)
    return torch.outer(x1, x2)


def pinv(x, /, rtol=None):
    return torch.linalg.pinv(x, rtol=_tensor_or_float(rtol, x))


def _tensor_or_float(rtol, x):
    if rtol is None or isinstance(rtol, (float, int, torch.Tensor)):
        return rtol
    return torch.as_tensor(rtol, device=x.device)


def solve(x1, x2, /):
    # differs: torch reads an x2 of x1's shape without its last axis as a stack of vectors; the
    # standard reads only a 1-d x2 as a vector. And torch needs one dtype.
    x1, x2 = promote(x1, x2)
    if x2.ndim > 1 and x2.ndim == x1.ndim - 1:
        x2 = x2.unsqueeze(0)
    return torch.linalg.solve(x1, x2)


def trace(x, /, offset=0, dtype=None):
    # differs: torch.trace takes only 2-d input and no offset.
    return _sum(torch.diagonal(x, offset, -2, -1), axis=-1, dtype=dtype)


def vector_norm(x, /, axis=None, keepdims=False, ord=2):
    return torch.linalg.vector_norm(x, ord=ord, dim=axis, keepdim=keepdims)
