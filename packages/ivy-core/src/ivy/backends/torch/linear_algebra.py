import torch

from ivy.backends.torch._promotion import promote

_matmul = torch.matmul
_INT64 = torch.int64
# torch's uint16/uint32/uint64 "shell" dtypes have no product kernels; int64 arithmetic wraps
# modulo 2**64 as theirs would, so it gives the same bits.
_SHELL = frozenset({torch.uint16, torch.uint32, torch.uint64})


def _in_int64(op, x1, x2, *args):
    """``op(x1, x2, *args)`` for two tensors of one shell dtype, computed in int64."""
    return op(x1.to(_INT64), x2.to(_INT64), *args).to(x1.dtype)


def matmul(x1, x2, /):
    # differs: torch.matmul needs one dtype. It refuses two (and Python scalars) rather than
    # promote them, so it is called unchecked: a dtype check costs more beside a large kernel
    # (cold caches) than at 3 elements, and only a refused call pays for promotion.
    try:
        return _matmul(x1, x2)
    except (RuntimeError, TypeError, NotImplementedError):
        pass  # promoted below, outside the handler: a DtypeError then chains no torch error
    x1, x2 = promote(x1, x2)
    if x1.dtype in _SHELL:
        return _in_int64(_matmul, x1, x2)
    return _matmul(x1, x2)


def matrix_transpose(x, /):
    return torch.transpose(x, -2, -1)


def tensordot(x1, x2, /, axes=2):
    # differs: torch names axes dims, takes lists for the pair, and needs one dtype.
    x1, x2 = promote(x1, x2)
    if not isinstance(axes, int):
        axes = [list(axes[0]), list(axes[1])]
    try:
        return torch.tensordot(x1, x2, dims=axes)
    except NotImplementedError:
        if x1.dtype not in _SHELL:
            raise
    return _in_int64(torch.tensordot, x1, x2, axes)


def vecdot(x1, x2, /, axis=-1):
    # differs: torch.linalg.vecdot needs one dtype and sums small integers to int64.
    x1, x2 = promote(x1, x2)
    if x1.is_complex():
        x1 = x1.conj()
    product = x1 * x2
    try:
        return torch.sum(product, dim=axis, dtype=product.dtype)
    except NotImplementedError:
        if x1.dtype not in _SHELL:
            raise
    return _in_int64(vecdot, x1, x2, axis)


def einsum(equation, *operands):
    # differs: torch.einsum needs one dtype.
    dtype = operands[0].dtype
    if any(o.dtype is not dtype for o in operands):
        for o in operands:
            dtype = torch.promote_types(dtype, o.dtype)
        operands = [o.to(dtype) for o in operands]
    return torch.einsum(equation, *operands)
