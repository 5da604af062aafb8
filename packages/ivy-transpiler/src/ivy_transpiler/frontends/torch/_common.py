"""What the torch frontends share: argument checks, dims, casting operands to a result type."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._dtypes import available, kind, result_type, to_ivy_dtype

__all__ = [
    "refuse_out",
    "shape_of",
    "ndim_of",
    "normalize_dim",
    "normalize_dims",
    "is_array",
    "cast",
    "promoted",
    "as_array",
    "as_shape",
    "unsupported",
    "constant",
]

_SCALARS = (bool, int, float, complex)


def unsupported(fn: str, what: str) -> ivy.UnsupportedError:
    """An error for an argument value a frontend knowingly does not support."""
    return ivy.UnsupportedError(f"torch frontend {fn}: {what} is not supported")


def refuse_out(fn: str, out: Any) -> None:
    """Raises for ``out=``: a transpiled graph is functional, so there is no tensor to write to."""
    if out is not None:
        raise unsupported(
            fn, "out= (the transpiled graph is functional: use the returned tensor instead)"
        )


def is_array(x: Any) -> bool:
    """Whether ``x`` is an array (not a Python scalar, sequence or None)."""
    return (
        x is not None and not isinstance(x, (*_SCALARS, list, tuple, str)) and hasattr(x, "shape")
    )


def shape_of(x: Any) -> tuple[int, ...]:
    """The shape of an array as a tuple of ints."""
    return tuple(int(d) for d in x.shape)


def ndim_of(x: Any) -> int:
    """The number of dimensions of an array."""
    return len(x.shape)


def normalize_dim(fn: str, dim: Any, ndim: int) -> int:
    """``dim`` in ``[0, ndim)``; negative dims count from the end, and a 0-d tensor has dim 0/-1.

    Raises:
        IndexError: ``dim`` is out of range, as torch's message says.
    """
    dim = operator.index(dim)
    size = max(ndim, 1)
    if not -size <= dim < size:
        raise IndexError(
            f"{fn}: Dimension out of range (expected to be in range of [{-size}, {size - 1}], "
            f"but got {dim})"
        )
    return dim % size if ndim else 0


def normalize_dims(fn: str, dim: Any, ndim: int) -> tuple[int, ...]:
    """``dim`` (an int, a sequence of ints, or None for all) as sorted non-negative dims."""
    if dim is None:
        return tuple(range(ndim))
    if isinstance(dim, Sequence):
        dims = tuple(normalize_dim(fn, d, ndim) for d in dim)
        if len(set(dims)) != len(dims):
            raise RuntimeError(f"{fn}: dim {tuple(dim)} appears multiple times in the list of dims")
        return tuple(sorted(dims)) if ndim else ()
    return (normalize_dim(fn, dim, ndim),) if ndim else ()


def as_shape(size: Any) -> tuple[int, ...]:
    """A shape from torch's ``*size`` forms: ``(2, 3)``, ``((2, 3),)``, ``([2, 3],)``, ``()``."""
    if len(size) == 1 and isinstance(size[0], Sequence):
        size = size[0]
    return tuple(operator.index(s) for s in size)


def cast(x: Any, dtype: str) -> Any:
    """``x`` in ``dtype``.

    Arrays are cast where they differ; Python scalars are converted so the Array API's rule (a
    scalar takes the array's dtype) gives ``dtype``.
    """
    if x is None:  # an optional operand left out (clamp's max)
        return None
    if isinstance(x, _SCALARS):
        if dtype == "bool":
            return bool(x)
        if dtype.startswith(("int", "uint")):
            return int(x)
        if dtype.startswith("complex"):
            return complex(x)
        return float(x) if not isinstance(x, complex) else x
    dtype = available(dtype)
    if ivy.dtype(x) != dtype:
        return ivy.astype(x, dtype)
    return x


def promoted(*operands: Any) -> tuple[ivy.Dtype, list[Any]]:
    """Torch's result type of ``operands`` and the operands cast to it (scalars converted)."""
    dtype = result_type(*operands)
    return dtype, [cast(x, dtype) for x in operands]


def as_array(x: Any, dtype: Any = None) -> Any:
    """An array of ``x``.

    (an array, a Python scalar or a nested sequence), in torch's dtype for Python data when
    ``dtype`` is None (float32 for floats, int64 for ints).
    """
    dtype = to_ivy_dtype(dtype)
    if is_array(x):
        return x if dtype is None else cast(x, dtype)
    if dtype is None:
        dtype = available(_python_data_dtype(x))
    return ivy.asarray(x, dtype=dtype)


def _python_data_dtype(x: Any) -> str:
    kinds = set()
    stack = [x]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, bool):
            kinds.add(0)
        elif isinstance(item, int):
            kinds.add(1)
        elif isinstance(item, float):
            kinds.add(2)
        elif isinstance(item, complex):
            kinds.add(3)
        elif is_array(item):
            kinds.add(kind(str(ivy.dtype(item))))
        else:
            raise TypeError(f"torch frontends: cannot make a tensor of {type(item).__name__}")
    top = max(kinds, default=2)
    return ("bool", "int64", "float32", "complex64")[top]


def constant(data: Any, dtype: Any, like: Any) -> Any:
    """An array of ``data`` in ``dtype`` on the backend that answers calls with ``like``."""
    return ivy.asarray(data, dtype=available(dtype), backend=ivy.current_backend(like))
