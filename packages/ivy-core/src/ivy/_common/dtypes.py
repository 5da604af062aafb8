"""Canonical data types and the rules on them, written once for every backend.

A canonical dtype is a :class:`Dtype`: a ``str`` such as ``"float32"``, so ``ivy.float32 ==
"float32"`` and either spelling is accepted wherever a dtype is. Each backend maps canonical dtypes
to its own objects with :func:`dtype_converters`.

Promotion follows the Python Array API standard's table. Where the standard leaves promotion
unspecified (mixed kinds: bool with a number, integer with floating point), ivy follows the deep
learning frameworks (torch, jax): the higher kind's dtype wins, so ``int32`` with ``float16`` gives
``float16``. ``int64`` with ``uint64`` has no common type and is an error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ivy.errors import DtypeError, UnsupportedError


class Dtype(str):
    """A canonical ivy data type, such as ``ivy.float32``; equal to its name as a string."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"ivy.{str.__str__(self)}"


_KINDS = {
    "bool": "bool",
    "int8": "signed integer",
    "int16": "signed integer",
    "int32": "signed integer",
    "int64": "signed integer",
    "uint8": "unsigned integer",
    "uint16": "unsigned integer",
    "uint32": "unsigned integer",
    "uint64": "unsigned integer",
    "float16": "real floating",
    "bfloat16": "real floating",
    "float32": "real floating",
    "float64": "real floating",
    "complex64": "complex floating",
    "complex128": "complex floating",
}

DTYPES: dict[str, Dtype] = {name: Dtype(name) for name in _KINDS}
"""Every canonical dtype by name."""

DEFAULT_DTYPES = {
    "real floating": DTYPES["float32"],
    "complex floating": DTYPES["complex64"],
    "integral": DTYPES["int64"],
    "indexing": DTYPES["int64"],
}
"""The standard's default dtypes, with 64-bit integers: what every backend's ``default_dtypes()``
gives unless the framework itself narrows them (jax without its 64-bit mode)."""

BITS = {
    name: (8 if name == "bool" else int("".join(c for c in name if c.isdigit()))) for name in _KINDS
}

KIND_GROUPS = {  # the Array API's kind names for isdtype
    "bool": ("bool",),
    "signed integer": ("signed integer",),
    "unsigned integer": ("unsigned integer",),
    "integral": ("signed integer", "unsigned integer"),
    "real floating": ("real floating",),
    "complex floating": ("complex floating",),
    "numeric": ("signed integer", "unsigned integer", "real floating", "complex floating"),
}

# Rank of each kind in the mixed-kind extension of the standard's table.
KIND_RANK = {
    "bool": 0,
    "signed integer": 1,
    "unsigned integer": 1,
    "real floating": 2,
    "complex floating": 3,
}


def canonical(dtype: Any) -> Dtype:
    """Returns the canonical :class:`Dtype` named by ``dtype`` (a Dtype or its name).

    Raises:
        DtypeError: ``dtype`` names no canonical data type.
    """
    try:
        return DTYPES[dtype]
    except (KeyError, TypeError):
        raise DtypeError(
            f"{dtype!r} is not an ivy data type; expected one of {', '.join(DTYPES)}"
        ) from None


def kind(dtype: Dtype) -> str:
    """Returns the standard's kind of a canonical dtype, e.g. ``"real floating"``."""
    return _KINDS[dtype]


def isdtype(dtype: Dtype, kinds: str | Dtype | tuple) -> bool:
    """The Array API ``isdtype``: whether ``dtype`` is of any of ``kinds`` (kind names or dtypes).

    Raises:
        DtypeError: a kind is neither a kind name nor a dtype.
    """
    if not isinstance(kinds, tuple):
        kinds = (kinds,)
    for k in kinds:
        if k in KIND_GROUPS:
            if _KINDS[dtype] in KIND_GROUPS[k]:
                return True
        elif k in DTYPES:
            if dtype == k:
                return True
        else:
            raise DtypeError(
                f"isdtype: kind must be a dtype or one of {', '.join(KIND_GROUPS)}; got {k!r}"
            )
    return False


def _promote_pair(a: Dtype, b: Dtype, *, strict: bool) -> Dtype | None:
    """The common dtype of ``a`` and ``b``, or None when there is none."""
    if a == b:
        return DTYPES[a]
    ka, kb = _KINDS[a], _KINDS[b]
    if ka != kb and {ka, kb} == {"signed integer", "unsigned integer"}:
        signed, unsigned = (a, b) if ka == "signed integer" else (b, a)
        bits = max(BITS[signed], 2 * BITS[unsigned])
        return DTYPES[f"int{bits}"] if bits <= 64 else None
    if ka == kb:
        if {a, b} == {"float16", "bfloat16"}:
            return DTYPES["float32"]
        return DTYPES[a] if BITS[a] >= BITS[b] else DTYPES[b]
    if {ka, kb} == {"real floating", "complex floating"}:
        real, cplx = (a, b) if ka == "real floating" else (b, a)
        return DTYPES["complex128"] if BITS[real] == 64 or cplx == "complex128" else DTYPES[cplx]
    if strict:
        return None
    return DTYPES[a] if KIND_RANK[ka] > KIND_RANK[kb] else DTYPES[b]


def promote(*dtypes: Dtype) -> Dtype:
    """The result dtype of combining arrays of ``dtypes`` (the standard's table, extended above).

    Raises:
        DtypeError: two of the dtypes have no common type, or none were given.
    """
    if not dtypes:
        raise DtypeError("result_type: at least one array or dtype is required")
    result = canonical(dtypes[0])
    for other in dtypes[1:]:
        promoted = _promote_pair(result, canonical(other), strict=False)
        if promoted is None:
            raise DtypeError(f"{result} and {other} have no common data type")
        result = promoted
    return result


def promote_with_scalars(dtype: Dtype | None, scalars: list, defaults: dict[str, Dtype]) -> Dtype:
    """Combines an array dtype (None if there is no array) with Python scalars.

    A scalar takes the array's dtype when its kind fits (an ``int`` with a float array gives that
    float dtype); a scalar of a higher kind than the array gives that kind's default dtype
    (``defaults`` is keyed like the Array API's ``default_dtypes()``).
    """
    for value in scalars:
        value_kind = scalar_kind(value)
        if dtype is not None and KIND_RANK[_KINDS[dtype]] >= KIND_RANK[value_kind]:
            continue
        if value_kind == "complex floating" and dtype is not None and dtype == "float64":
            dtype = DTYPES["complex128"]
            continue
        dtype = default_for_kind(value_kind, defaults)
    if dtype is None:
        raise DtypeError("result_type: at least one array or dtype is required")
    return dtype


def scalar_kind(value: Any) -> str:
    """The Array API kind of a Python scalar (``int`` counts as signed integer).

    Raises:
        DtypeError: ``value`` is not a Python scalar.
    """
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "signed integer"
    if isinstance(value, float):
        return "real floating"
    if isinstance(value, complex):
        return "complex floating"
    raise DtypeError(f"expected an array, a dtype or a Python scalar; got {type(value).__name__}")


def default_for_kind(scalar_kind: str, defaults: dict[str, Dtype]) -> Dtype:
    """The default dtype for values of a kind, from a backend's ``default_dtypes()``."""
    if scalar_kind == "bool":
        return DTYPES["bool"]
    if scalar_kind == "signed integer":
        return defaults["integral"]
    return defaults[scalar_kind]


def can_cast(from_: Dtype, to: Dtype) -> bool:
    """Whether ``from_`` casts to ``to`` without loss by the standard's promotion table."""
    return _promote_pair(canonical(from_), canonical(to), strict=True) == to


@dataclass(frozen=True)
class FloatInfo:
    """Machine limits of a floating-point dtype (the Array API ``finfo`` object).

    For a complex dtype the limits are those of its real component, and ``dtype`` is that real
    dtype, as the standard specifies.
    """

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    dtype: Any


@dataclass(frozen=True)
class IntInfo:
    """Machine limits of an integer dtype (the Array API ``iinfo`` object)."""

    bits: int
    max: int
    min: int
    dtype: Any


_BFLOAT16_INFO = (16, 2.0**-7, 3.3895313892515355e38, 2.0**-126)


def finfo(dtype: Dtype) -> FloatInfo:
    """Limits of the floating-point (or complex) canonical dtype ``dtype``.

    Raises:
        DtypeError: ``dtype`` is not floating point.
    """
    dtype = canonical(dtype)
    if _KINDS[dtype] == "complex floating":
        dtype = DTYPES["float32" if dtype == "complex64" else "float64"]
    elif _KINDS[dtype] != "real floating":
        raise DtypeError(f"finfo: expected a floating-point dtype; got {dtype}")
    if dtype == "bfloat16":
        bits, eps, largest, tiny = _BFLOAT16_INFO
    else:
        import numpy as np

        info = np.finfo(str(dtype))
        bits, eps, largest, tiny = info.bits, float(info.eps), float(info.max), float(info.tiny)
    return FloatInfo(bits, eps, largest, -largest, tiny, dtype)


def iinfo(dtype: Dtype) -> IntInfo:
    """Limits of the integer canonical dtype ``dtype``.

    Raises:
        DtypeError: ``dtype`` is not an integer dtype.
    """
    dtype = canonical(dtype)
    if _KINDS[dtype] not in ("signed integer", "unsigned integer"):
        raise DtypeError(f"iinfo: expected an integer dtype; got {dtype}")
    bits = BITS[dtype]
    if _KINDS[dtype] == "unsigned integer":
        return IntInfo(bits, 2**bits - 1, 0, dtype)
    return IntInfo(bits, 2 ** (bits - 1) - 1, -(2 ** (bits - 1)), dtype)


def _name_of(dtype: Any) -> str | None:
    """The dtype name a foreign dtype object spells (numpy, torch, tf, jax, paddle), or None."""
    if isinstance(dtype, str):
        return dtype
    if isinstance(dtype, type):
        name = dtype.__name__  # numpy and jax scalar types: np.float32, jnp.int8
        return "bool" if name == "bool_" else name
    name = getattr(dtype, "name", None)  # np.dtype, tf.DType
    if isinstance(name, str):
        return name
    text = str(dtype)  # torch.float32, paddle.float32
    return text.rpartition(".")[2] if text.count(".") == 1 else None


def native_promoter(native_dtype: Any, as_ivy_dtype: Any):
    """Builds a backend's cached ``promoted(*natives)``, its dtypes' common native dtype.

    ``promoted`` folds the dtypes in order by :func:`promote`, as ``ivy.result_type`` does.

    Raises (from ``promoted``):
        DtypeError: the dtypes have no common dtype (int64 and uint64); not cached.
    """
    cache: dict[tuple, Any] = {}

    def promoted(*natives: Any) -> Any:
        try:
            return cache[natives]
        except KeyError:
            result = native_dtype(promote(*(as_ivy_dtype(d) for d in natives)))
            cache[natives] = result
            return result

    return promoted


def dtype_converters(backend: str, natives: dict[str, Any]):
    """Builds a backend's two dtype converters from its ``{canonical name: native dtype}`` table.

    Returns:
        ``(native_dtype, as_ivy_dtype)``. ``native_dtype(dtype)`` takes a canonical dtype, its
        name, this framework's dtype object, or another framework's dtype object, and returns this
        framework's; ``None`` passes through. ``as_ivy_dtype(native)`` returns the canonical dtype.
    """
    to_native = dict(natives)
    from_native = {native: DTYPES[name] for name, native in natives.items()}

    def native_dtype(dtype: Any) -> Any:
        if dtype is None:  # the common case on the hot path: no dtype asked for
            return None
        try:
            return to_native[dtype]
        except (KeyError, TypeError):
            pass
        try:
            if dtype in from_native:
                return dtype
        except TypeError:
            pass
        name = _name_of(dtype)
        if name in to_native:
            return to_native[name]
        if name in DTYPES:
            raise UnsupportedError(f"the {backend} backend has no {name} data type")
        raise DtypeError(f"{dtype!r} is not a data type; expected one of {', '.join(DTYPES)}")

    def as_ivy_dtype(native: Any) -> Dtype:
        try:
            return from_native[native]
        except (KeyError, TypeError):
            return canonical(_name_of(native))

    return native_dtype, as_ivy_dtype
