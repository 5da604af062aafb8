"""Torch's dtypes as ivy's, and torch's type promotion, without importing torch.

Frontends receive dtypes as ivy names (``"float32"``: the tracer normalises ``torch.dtype``
constants), but they accept torch's own dtype objects too, and the Python types torch takes for
dtypes (``float`` is ``float64``, ``int`` is ``int64``, ``bool`` is ``bool``).

Promotion is torch's (``torch.result_type``), which differs from the Array API standard's that
ivy follows: operands fall in three priority classes, tensors with dimensions, 0-d tensors and
Python scalars, and a lower class changes the result only where it is of a higher kind (bool <
integer < floating < complex). So ``float32 tensor + float64 0-d tensor`` is ``float32``,
``int32 tensor + 2.5`` is ``float32`` (torch's default floating dtype), ``float16 tensor + 2.5`` is
``float16``, and ``int32 tensor + float64 0-d tensor`` is ``float64``.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

import ivy

__all__ = [
    "DEFAULT_FLOAT",
    "DEFAULT_COMPLEX",
    "to_ivy_dtype",
    "available",
    "promote_types",
    "result_type",
    "dtype_of",
    "kind",
    "is_floating",
    "is_complex",
    "is_integral",
]

DEFAULT_FLOAT = ivy.float32
"""torch's default floating dtype (``torch.get_default_dtype()``); the tracer records calls
made with the default, so a changed default is not followed (a documented limitation)."""

DEFAULT_COMPLEX = ivy.complex64

_TORCH_NAMES = {  # torch's dtype attribute names (with aliases) -> ivy's names
    "bool": "bool",
    "uint8": "uint8",
    "uint16": "uint16",
    "uint32": "uint32",
    "uint64": "uint64",
    "int8": "int8",
    "int16": "int16",
    "short": "int16",
    "int32": "int32",
    "int": "int32",
    "int64": "int64",
    "long": "int64",
    "float16": "float16",
    "half": "float16",
    "bfloat16": "bfloat16",
    "float32": "float32",
    "float": "float32",
    "float64": "float64",
    "double": "float64",
    "complex64": "complex64",
    "cfloat": "complex64",
    "complex128": "complex128",
    "cdouble": "complex128",
}
_PYTHON_TYPES = {bool: "bool", int: "int64", float: "float64", complex: "complex128"}

# bool < integer < floating < complex, torch's categories.
_KIND = {"bool": 0, "float16": 2, "bfloat16": 2, "float32": 2, "float64": 2}
_KIND.update({n: 1 for n in ("uint8", "uint16", "uint32", "uint64")})
_KIND.update({n: 1 for n in ("int8", "int16", "int32", "int64")})
_KIND.update({"complex64": 3, "complex128": 3})
_BITS = {n: (8 if n == "bool" else int("".join(c for c in n if c.isdigit()))) for n in _KIND}


def to_ivy_dtype(dtype: Any) -> ivy.Dtype | None:
    """The ivy dtype for a torch dtype, an ivy dtype or name, or a Python type; None stays None.

    Args:
        dtype: ``torch.float32``, ``"float32"``, ``"torch.float32"``, ``ivy.float32``, ``float``
            (``float64``, as torch reads it), ``int``, ``bool``, ``complex``, or None.

    Returns:
        The canonical :class:`ivy.Dtype`, or None for None.

    Raises:
        ivy.DtypeError: ``dtype`` names no dtype ivy has.

    Example:
        >>> to_ivy_dtype("torch.long"), to_ivy_dtype(float)
        (ivy.int64, ivy.float64)
    """
    if dtype is None:
        return None
    if isinstance(dtype, type) and dtype in _PYTHON_TYPES:
        return ivy.Dtype(_PYTHON_TYPES[dtype])
    name = str(dtype)  # a torch.dtype prints as "torch.float32"
    if name.startswith("torch."):
        name = name[len("torch.") :]
    canonical = _TORCH_NAMES.get(name)
    if canonical is None:
        raise ivy.DtypeError(f"torch frontends: {dtype!r} is not a dtype ivy has")
    return ivy.Dtype(available(canonical))


_NARROWED = {"int64": "int32", "uint64": "uint32"}


def available(dtype: Any) -> Any:
    """``dtype`` as the current backend holds it.

    Jax without its 64-bit mode has no 64-bit integers and gives 32-bit ones (as ``jnp.asarray(x,
    jnp.int64)`` does there), so torch's int64 indices are int32 on it; every other dtype is itself.

    Example:
        >>> available("int64"), available("float32")
        ('int64', 'float32')
    """
    if dtype in _NARROWED and ivy.current_backend() == "jax":
        import jax

        if not jax.config.read("jax_enable_x64"):
            return ivy.Dtype(_NARROWED[dtype])
    return dtype


def kind(dtype: str) -> int:
    """Torch's category of ``dtype``: 0 bool, 1 integer, 2 floating, 3 complex."""
    return _KIND[dtype]


def is_floating(dtype: str) -> bool:
    """Whether ``dtype`` is a real floating-point dtype (``torch.is_floating_point``)."""
    return _KIND[dtype] == 2


def is_complex(dtype: str) -> bool:
    """Whether ``dtype`` is a complex dtype."""
    return _KIND[dtype] == 3


def is_integral(dtype: str, *, include_bool: bool = False) -> bool:
    """Whether ``dtype`` is an integer dtype (or bool, with ``include_bool``)."""
    return _KIND[dtype] == 1 or (include_bool and _KIND[dtype] == 0)


@cache
def promote_types(a: str, b: str) -> ivy.Dtype:
    """``torch.promote_types`` on ivy dtype names.

    Example:
        >>> promote_types("uint8", "int8"), promote_types("int64", "float16")
        (ivy.int16, ivy.float16)
    """
    if a == b:
        return ivy.Dtype(a)
    ka, kb = _KIND[a], _KIND[b]
    if ka != kb:
        high, low = (a, b) if ka > kb else (b, a)
        if _KIND[high] == 3 and _KIND[low] == 2:  # complex keeps the float's precision
            bits = max(_BITS[high] // 2, _BITS[low] if low != "bfloat16" else 16)
            return ivy.Dtype("complex128" if bits > 32 else "complex64")
        return ivy.Dtype(high)
    if ka == 2 and {a, b} == {"float16", "bfloat16"}:
        return ivy.float32
    if ka == 1 and a.startswith("u") != b.startswith("u"):
        unsigned, signed = (a, b) if a.startswith("u") else (b, a)
        if _BITS[signed] > _BITS[unsigned]:
            return ivy.Dtype(signed)
        return ivy.Dtype(f"int{min(2 * _BITS[unsigned], 64)}")
    return ivy.Dtype(a if _BITS[a] >= _BITS[b] else b)


def _combine(higher: str | None, lower: str | None) -> str | None:
    """Torch's ``combine_categories``: a lower priority class wins only with a higher kind."""
    if higher is None:
        return lower
    if lower is None:
        return higher
    if _KIND[higher] == 3:
        return higher
    if _KIND[lower] == 3:
        return promote_types(higher, lower) if _KIND[higher] == 2 else lower
    if _KIND[higher] == 2:
        return higher
    if higher == "bool" or _KIND[lower] == 2:
        return promote_types(higher, lower)
    return higher


def dtype_of(x: Any) -> ivy.Dtype:
    """The ivy dtype of an array."""
    return ivy.dtype(x)


def _scalar_dtype(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int64"
    if isinstance(value, float):
        return DEFAULT_FLOAT
    if isinstance(value, complex):
        return DEFAULT_COMPLEX
    raise TypeError(f"torch frontends: {type(value).__name__} is neither a tensor nor a number")


@lru_cache(maxsize=4096)
def _result_type(signature: tuple[tuple[str, int], ...]) -> ivy.Dtype:
    slots: list[str | None] = [None, None, None]  # dimensioned, 0-d, Python scalars
    for dtype, slot in signature:
        current = slots[slot]
        slots[slot] = dtype if current is None else promote_types(current, dtype)
    return ivy.Dtype(_combine(slots[0], _combine(slots[1], slots[2])))


def result_type(*operands: Any) -> ivy.Dtype:
    """``torch.result_type`` of arrays and Python scalars (None operands are skipped).

    Example:
        >>> import ivy
        >>> import numpy as np
        >>> result_type(np.ones(2, dtype="int32"), 2.5), result_type(np.ones(2), np.float64(1))
        (ivy.float32, ivy.float64)
    """
    signature = []
    for x in operands:
        if x is None:
            continue
        if isinstance(x, (bool, int, float, complex)):
            signature.append((_scalar_dtype(x), 2))
        else:
            signature.append((str(ivy.dtype(x)), 1 if len(x.shape) == 0 else 0))
    return _result_type(tuple(signature))
