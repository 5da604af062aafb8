"""Data types: canonical dtypes, casting, promotion and machine limits.

Dtypes are canonical :class:`ivy.Dtype` names everywhere in ``ivy``; a framework namespace such as
``ivy.torch`` returns that framework's dtype objects instead (see :mod:`ivy._namespace`).
"""

from __future__ import annotations

from typing import Any

from ivy._common import checks, recover
from ivy._common import dtypes as _dtypes
from ivy._common.dtypes import Dtype, FloatInfo, IntInfo
from ivy._typing import Array, BackendLike, Device, DtypeLike
from ivy.framework import backend_for, selected_backend

__all__ = [
    "dtype",
    "astype",
    "result_type",
    "can_cast",
    "isdtype",
    "finfo",
    "iinfo",
]

COMPOSITES = frozenset({"result_type", "can_cast", "isdtype", "finfo", "iinfo"})

_SCALARS = (bool, int, float, complex)


def _canonical(b: Any, array_or_dtype: Any) -> Dtype:
    """The canonical dtype of an array, or of a dtype in any framework's spelling."""
    if isinstance(array_or_dtype, str):
        return _dtypes.canonical(array_or_dtype)
    if b.is_array(array_or_dtype):
        return b.dtype(array_or_dtype)
    return b.as_ivy_dtype(b.native_dtype(array_or_dtype))


def dtype(x: Array, /, *, backend: BackendLike = None) -> Dtype:
    """The canonical data type of ``x``.

    Args:
        x: an array of any shape.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The dtype, e.g. ``ivy.float32``.

    Example:
        >>> import ivy
        >>> ivy.dtype(ivy.zeros(2))
        ivy.float32
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.dtype(x)
    except Exception:
        checks.explain(None)
        raise


def astype(
    x: Array,
    dtype: DtypeLike,
    /,
    *,
    copy: bool = True,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """Casts ``x`` to ``dtype``.

    Floating point to integer rounds toward zero; a value out of the target's range gives an
    unspecified value (the standard leaves it so).

    Args:
        x: array of shape ``(...)``.
        dtype: the target dtype.
        copy: if False and ``x`` already has ``dtype`` (and ``device``), return ``x`` itself.
        device: the target device; by default that of ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and dtype ``dtype``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.astype(x, dtype, copy, device)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(astype, b, locals(), "x")
        checks.explain(None)
        raise


def result_type(
    *arrays_and_dtypes: Array | DtypeLike | complex, backend: BackendLike = None
) -> Dtype:
    """The dtype of combining the arguments by the standard's type-promotion rules.

    Python scalars are weak: they take the array's dtype when their kind fits. Mixed kinds, which
    the standard leaves unspecified, follow torch and jax: the higher kind wins (``int32`` with
    ``float16`` gives ``float16``).

    Args:
        *arrays_and_dtypes: arrays, dtypes and Python scalars; at least one array or dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The promoted dtype.

    Raises:
        DtypeError: two of the dtypes have no common type (``int64`` and ``uint64``).

    Example:
        >>> import ivy
        >>> ivy.result_type(ivy.int8, ivy.uint8)
        ivy.int16
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *arrays_and_dtypes)
    try:
        scalars = [a for a in arrays_and_dtypes if isinstance(a, _SCALARS)]
        found = [_canonical(b, a) for a in arrays_and_dtypes if not isinstance(a, _SCALARS)]
        if not scalars:
            return _dtypes.promote(*found)
        promoted = _dtypes.promote(*found) if found else None
        return _dtypes.promote_with_scalars(promoted, scalars, b.default_dtypes())
    except Exception:
        checks.explain(None)
        raise


def can_cast(from_: Array | DtypeLike, to: DtypeLike, /, *, backend: BackendLike = None) -> bool:
    """Whether ``from_`` (a dtype or an array's dtype) casts to ``to`` by the promotion table.

    Args:
        from_: a dtype or an array.
        to: a dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        True when the standard's promotion of ``from_`` and ``to`` is ``to``.

    Example:
        >>> import ivy
        >>> ivy.can_cast(ivy.int8, ivy.int32), ivy.can_cast(ivy.float64, ivy.float32)
        (True, False)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, from_)
    try:
        return _dtypes.can_cast(_canonical(b, from_), _canonical(b, to))
    except Exception:
        checks.explain(None)
        raise


def isdtype(
    dtype: DtypeLike, kind: str | DtypeLike | tuple, *, backend: BackendLike = None
) -> bool:
    """Whether ``dtype`` is of ``kind``.

    Args:
        dtype: a dtype.
        kind: a dtype, a kind name (``"bool"``, ``"signed integer"``, ``"unsigned integer"``,
            ``"integral"``, ``"real floating"``, ``"complex floating"``, ``"numeric"``), or a
            tuple of them, any of which may match.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Whether it matches.

    Example:
        >>> import ivy
        >>> ivy.isdtype(ivy.uint8, "integral"), ivy.isdtype(ivy.float32, ("bool", ivy.int8))
        (True, False)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        kinds = kind if isinstance(kind, tuple) else (kind,)
        kinds = tuple(k if isinstance(k, str) else _canonical(b, k) for k in kinds)
        return _dtypes.isdtype(_canonical(b, dtype), kinds)
    except Exception:
        checks.explain(None)
        raise


def finfo(type: Array | DtypeLike, /, *, backend: BackendLike = None) -> FloatInfo:
    """Machine limits of a floating-point or complex dtype (or of an array's dtype).

    Args:
        type: a dtype or an array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        An object with ``bits``, ``eps``, ``max``, ``min``, ``smallest_normal`` and ``dtype``; for
        a complex dtype, those of its real component.

    Example:
        >>> import ivy
        >>> ivy.finfo(ivy.float32).bits
        32
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, type)
    try:
        return _dtypes.finfo(_canonical(b, type))
    except Exception:
        checks.explain(None)
        raise


def iinfo(type: Array | DtypeLike, /, *, backend: BackendLike = None) -> IntInfo:
    """Machine limits of an integer dtype (or of an array's dtype).

    Args:
        type: a dtype or an array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        An object with ``bits``, ``max``, ``min`` and ``dtype``.

    Example:
        >>> import ivy
        >>> ivy.iinfo(ivy.uint8).max
        255
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, type)
    try:
        return _dtypes.iinfo(_canonical(b, type))
    except Exception:
        checks.explain(None)
        raise
