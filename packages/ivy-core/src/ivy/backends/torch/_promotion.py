"""Array API type promotion for torch's binary functions.

torch promotes like the standard except that it treats 0-d tensors like Python scalars
(``int8[3] + int32[]`` gives int8), many of its binary functions take no Python scalar (and none
takes one first), and ``matmul`` does not promote at all. :func:`binary` wraps a function so the
same-dtype call costs one dtype comparison, and everything else goes through :func:`promote`.
"""

import torch

from ivy._common import dtypes as _dtypes
from ivy.backends.torch.data_types import as_ivy_dtype, default_dtypes, native_dtype

Tensor = torch.Tensor

# Python scalars torch's own functions treat as the standard's weak scalars (complex is left out:
# torch gives float16 with a complex scalar complex32, a dtype ivy does not have).
WEAK = frozenset({bool, int, float})
# Python scalars by exact type: NumPy scalars (np.float64 subclasses float) keep their dtype.
_SCALARS = frozenset({bool, int, float, complex})

_pair = _dtypes.native_promoter(native_dtype, as_ivy_dtype)
_weak: dict = {}  # (torch dtype, Python scalar type) -> the promoted torch dtype


def _with_scalar(dtype, scalar):
    key = (dtype, type(scalar))
    try:
        return _weak[key]
    except KeyError:
        promoted = _dtypes.promote_with_scalars(as_ivy_dtype(dtype), [scalar], default_dtypes())
        result = _weak[key] = native_dtype(promoted)
        return result


def _cast(x, dtype):
    return x if x.dtype is dtype else x.to(dtype)


def _as_tensor(value, like):
    """A value that is not a tensor as a tensor beside ``like``, and the common dtype."""
    if type(value) in _SCALARS:
        dtype = _with_scalar(like.dtype, value)
        return torch.scalar_tensor(value, dtype=dtype, device=like.device), dtype
    # NumPy scalars and the like keep their own dtype, as 0-d arrays do.
    value = torch.asarray(value, device=like.device)
    return value, _pair(value.dtype, like.dtype)


def promote(x1, x2):
    """``x1`` and ``x2`` as tensors of their Array API result type."""
    if isinstance(x1, Tensor):
        if isinstance(x2, Tensor):
            dtype = _pair(x1.dtype, x2.dtype)
        else:
            x2, dtype = _as_tensor(x2, x1)
    elif isinstance(x2, Tensor):
        x1, dtype = _as_tensor(x1, x2)
    else:
        return x1, x2  # no tensor: leave it to torch
    return _cast(x1, dtype), _cast(x2, dtype)


def promote_all(tensors):
    """``tensors`` (a sequence) cast to their Array API result type.

    torch promotes a sequence like the standard but for its uint16/32/64 "shell" dtypes, which
    it promotes with no other.

    Raises:
        DtypeError: two of them have no common dtype (int64 and uint64).
    """
    common, mixed = None, False
    for t in tensors:
        if common is None:
            common = t.dtype
        elif t.dtype is not common:
            common, mixed = _pair(common, t.dtype), True
    return [_cast(t, common) for t in tensors] if mixed else tensors


def binary(op, *, scalars=True):
    """``op`` with the standard's promotion and Python scalars on either side.

    ``scalars``: whether ``op(tensor, python_scalar)`` already works with weak-scalar semantics.
    """
    if scalars:

        def fn(x1, x2, /):
            try:
                if x1.dtype is x2.dtype:
                    return op(x1, x2)
            except AttributeError:
                if type(x2) in WEAK and isinstance(x1, Tensor):
                    return op(x1, x2)
            return op(*promote(x1, x2))

    else:

        def fn(x1, x2, /):
            try:
                if x1.dtype is x2.dtype:
                    return op(x1, x2)
            except AttributeError:
                pass
            return op(*promote(x1, x2))

    fn.__name__ = fn.__qualname__ = getattr(op, "__name__", "binary")
    return fn
