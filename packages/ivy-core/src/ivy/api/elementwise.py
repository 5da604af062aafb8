"""Element-wise functions of the Python Array API standard.

Binary functions broadcast their arguments and promote their dtypes by the standard's rules
(:func:`ivy.result_type`); either argument may be a Python scalar, which takes the other's dtype.
Each function states the kind of dtype the standard defines it for; other dtypes give whatever the
framework gives, or a :class:`~ivy.errors.DtypeError` where the framework cannot.
"""

from __future__ import annotations

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike, Scalar
from ivy.framework import backend_for, selected_backend

__all__ = [
    "abs",
    "acos",
    "acosh",
    "add",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "bitwise_and",
    "bitwise_invert",
    "bitwise_left_shift",
    "bitwise_or",
    "bitwise_right_shift",
    "bitwise_xor",
    "ceil",
    "clip",
    "conj",
    "copysign",
    "cos",
    "cosh",
    "divide",
    "equal",
    "exp",
    "expm1",
    "floor",
    "floor_divide",
    "greater",
    "greater_equal",
    "hypot",
    "imag",
    "isfinite",
    "isinf",
    "isnan",
    "less",
    "less_equal",
    "log",
    "log10",
    "log1p",
    "log2",
    "logaddexp",
    "logical_and",
    "logical_not",
    "logical_or",
    "logical_xor",
    "maximum",
    "minimum",
    "multiply",
    "negative",
    "nextafter",
    "not_equal",
    "positive",
    "pow",
    "real",
    "reciprocal",
    "remainder",
    "round",
    "sign",
    "signbit",
    "sin",
    "sinh",
    "sqrt",
    "square",
    "subtract",
    "tan",
    "tanh",
    "trunc",
]

_NUMERIC = ("numeric",)
_FLOATING = ("real floating", "complex floating")
_REAL_FLOATING = ("real floating",)
_REAL_NUMERIC = ("integral", "real floating")
_INTEGER_OR_BOOL = ("integral", "bool")
_INTEGER = ("integral",)
_BOOL = ("bool",)
_ANY = ("bool", "numeric")
_COMPLEX = ("complex floating",)


def abs(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The absolute value of each element (the modulus for complex numbers).

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; real dtype for complex input (``complex64`` -> ``float32``).
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.abs(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(abs, b, locals(), "x")
        checks.explain(checks.elementwise, "abs", b, _NUMERIC, x=x)
        raise


def acos(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The inverse cosine of each element, in radians.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.acos(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(acos, b, locals(), "x")
        checks.explain(checks.elementwise, "acos", b, _FLOATING, x=x)
        raise


def acosh(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The inverse hyperbolic cosine of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.acosh(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(acosh, b, locals(), "x")
        checks.explain(checks.elementwise, "acosh", b, _FLOATING, x=x)
        raise


def add(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Adds ``x1`` and ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a numeric dtype.
        x2: array broadcastable with ``x1``, of a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.add(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(add, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "add", b, _NUMERIC, x1=x1, x2=x2)
        raise


def asin(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The inverse sine of each element, in radians.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.asin(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(asin, b, locals(), "x")
        checks.explain(checks.elementwise, "asin", b, _FLOATING, x=x)
        raise


def asinh(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The inverse hyperbolic sine of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.asinh(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(asinh, b, locals(), "x")
        checks.explain(checks.elementwise, "asinh", b, _FLOATING, x=x)
        raise


def atan(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The inverse tangent of each element, in radians.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.atan(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(atan, b, locals(), "x")
        checks.explain(checks.elementwise, "atan", b, _FLOATING, x=x)
        raise


def atan2(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The angle of the point ``(x2, x1)`` from the positive x-axis, in radians.

    That is ``atan(x1 / x2)`` placed in the quadrant of ``(x2, x1)``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real floating-point dtype.
        x2: array broadcastable with ``x1``, of a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.atan2(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(atan2, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "atan2", b, _REAL_FLOATING, x1=x1, x2=x2)
        raise


def atanh(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The inverse hyperbolic tangent of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.atanh(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(atanh, b, locals(), "x")
        checks.explain(checks.elementwise, "atanh", b, _FLOATING, x=x)
        raise


def bitwise_and(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The bitwise and of ``x1`` and ``x2`` (logical and for bools).

    Args:
        x1: array of shape ``(...)``; the standard defines it for an integer or boolean dtype.
        x2: array broadcastable with ``x1``, of an integer or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.bitwise_and(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(bitwise_and, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "bitwise_and", b, _INTEGER_OR_BOOL, x1=x1, x2=x2)
        raise


def bitwise_invert(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Inverts the bits of each element (logical not for bools).

    Args:
        x: array of shape ``(...)``; the standard defines it for an integer or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.bitwise_invert(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(bitwise_invert, b, locals(), "x")
        checks.explain(checks.elementwise, "bitwise_invert", b, _INTEGER_OR_BOOL, x=x)
        raise


def bitwise_left_shift(
    x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None
) -> Array:
    """Shifts the bits of ``x1`` left by ``x2`` (non-negative).

    Args:
        x1: array of shape ``(...)``; the standard defines it for an integer dtype.
        x2: array broadcastable with ``x1``, of an integer dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.bitwise_left_shift(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(bitwise_left_shift, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "bitwise_left_shift", b, _INTEGER, x1=x1, x2=x2)
        raise


def bitwise_or(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The bitwise or of ``x1`` and ``x2`` (logical or for bools).

    Args:
        x1: array of shape ``(...)``; the standard defines it for an integer or boolean dtype.
        x2: array broadcastable with ``x1``, of an integer or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.bitwise_or(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(bitwise_or, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "bitwise_or", b, _INTEGER_OR_BOOL, x1=x1, x2=x2)
        raise


def bitwise_right_shift(
    x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None
) -> Array:
    """Shifts the bits of ``x1`` right by ``x2`` (non-negative), keeping the sign.

    Args:
        x1: array of shape ``(...)``; the standard defines it for an integer dtype.
        x2: array broadcastable with ``x1``, of an integer dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.bitwise_right_shift(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(bitwise_right_shift, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "bitwise_right_shift", b, _INTEGER, x1=x1, x2=x2)
        raise


def bitwise_xor(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The bitwise exclusive or of ``x1`` and ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for an integer or boolean dtype.
        x2: array broadcastable with ``x1``, of an integer or boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.bitwise_xor(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(bitwise_xor, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "bitwise_xor", b, _INTEGER_OR_BOOL, x1=x1, x2=x2)
        raise


def ceil(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Rounds each element up to the nearest integer-valued number.

    Args:
        x: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.ceil(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(ceil, b, locals(), "x")
        checks.explain(checks.elementwise, "ceil", b, _REAL_NUMERIC, x=x)
        raise


def clip(
    x: Array,
    /,
    min: Array | int | float | None = None,
    max: Array | int | float | None = None,
    *,
    backend: BackendLike = None,
) -> Array:
    """Clamps each element of ``x`` to the interval ``[min, max]``.

    Args:
        x: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        min: the lower bound, a scalar or an array broadcastable to ``x``; None for no bound.
        max: the upper bound, likewise. Where ``min > max`` the result is unspecified.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.clip(ivy.asarray([-2.0, 0.5, 3.0]), 0.0, 1.0)
        array([0. , 0.5, 1. ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, min, max)
    try:
        return b.clip(x, min, max)
    except Exception:
        if recover.holds_sequence(x, min, max):
            return recover.retry_with_arrays(clip, b, locals(), "x", "min", "max")
        checks.explain(checks.elementwise, "clip", b, _REAL_NUMERIC, x=x, min=min, max=max)
        raise


def conj(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The complex conjugate of each element (real input is returned unchanged).

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.conj(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(conj, b, locals(), "x")
        checks.explain(checks.elementwise, "conj", b, _NUMERIC, x=x)
        raise


def copysign(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The magnitude of ``x1`` with the sign of ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real floating-point dtype.
        x2: array broadcastable with ``x1``, of a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.copysign(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(copysign, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "copysign", b, _REAL_FLOATING, x1=x1, x2=x2)
        raise


def cos(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The cosine of each element, given in radians.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.cos(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(cos, b, locals(), "x")
        checks.explain(checks.elementwise, "cos", b, _FLOATING, x=x)
        raise


def cosh(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The hyperbolic cosine of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.cosh(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(cosh, b, locals(), "x")
        checks.explain(checks.elementwise, "cosh", b, _FLOATING, x=x)
        raise


def divide(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Divides ``x1`` by ``x2`` (true division).

    Args:
        x1: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        x2: array broadcastable with ``x1``, of a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.divide(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(divide, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "divide", b, _FLOATING, x1=x1, x2=x2)
        raise


def equal(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Whether ``x1`` equals ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for any dtype.
        x2: array broadcastable with ``x1``, of any dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.equal(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(equal, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "equal", b, _ANY, x1=x1, x2=x2)
        raise


def exp(x: Array, /, *, backend: BackendLike = None) -> Array:
    """``e`` raised to each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.exp(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(exp, b, locals(), "x")
        checks.explain(checks.elementwise, "exp", b, _FLOATING, x=x)
        raise


def expm1(x: Array, /, *, backend: BackendLike = None) -> Array:
    """``exp(x) - 1``, accurate for small ``x``.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.expm1(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(expm1, b, locals(), "x")
        checks.explain(checks.elementwise, "expm1", b, _FLOATING, x=x)
        raise


def floor(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Rounds each element down to the nearest integer-valued number.

    Args:
        x: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.floor(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(floor, b, locals(), "x")
        checks.explain(checks.elementwise, "floor", b, _REAL_NUMERIC, x=x)
        raise


def floor_divide(
    x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None
) -> Array:
    """The floor of ``x1 / x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.floor_divide(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(floor_divide, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "floor_divide", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def greater(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Whether ``x1 > x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.greater(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(greater, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "greater", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def greater_equal(
    x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None
) -> Array:
    """Whether ``x1 >= x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.greater_equal(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(greater_equal, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "greater_equal", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def hypot(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """``sqrt(x1**2 + x2**2)`` without undue overflow or underflow.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real floating-point dtype.
        x2: array broadcastable with ``x1``, of a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.hypot(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(hypot, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "hypot", b, _REAL_FLOATING, x1=x1, x2=x2)
        raise


def imag(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The imaginary part of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a complex dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; real dtype (``complex64`` -> ``float32``).
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.imag(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(imag, b, locals(), "x")
        checks.explain(checks.elementwise, "imag", b, _COMPLEX, x=x)
        raise


def isfinite(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Whether each element is finite (neither infinite nor NaN).

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.isfinite(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(isfinite, b, locals(), "x")
        checks.explain(checks.elementwise, "isfinite", b, _NUMERIC, x=x)
        raise


def isinf(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Whether each element is positive or negative infinity.

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.isinf(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(isinf, b, locals(), "x")
        checks.explain(checks.elementwise, "isinf", b, _NUMERIC, x=x)
        raise


def isnan(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Whether each element is NaN.

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.isnan(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(isnan, b, locals(), "x")
        checks.explain(checks.elementwise, "isnan", b, _NUMERIC, x=x)
        raise


def less(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Whether ``x1 < x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.less(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(less, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "less", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def less_equal(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Whether ``x1 <= x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.less_equal(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(less_equal, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "less_equal", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def log(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The natural logarithm of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.log(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(log, b, locals(), "x")
        checks.explain(checks.elementwise, "log", b, _FLOATING, x=x)
        raise


def log10(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The base-10 logarithm of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.log10(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(log10, b, locals(), "x")
        checks.explain(checks.elementwise, "log10", b, _FLOATING, x=x)
        raise


def log1p(x: Array, /, *, backend: BackendLike = None) -> Array:
    """``log(1 + x)``, accurate for small ``x``.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.log1p(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(log1p, b, locals(), "x")
        checks.explain(checks.elementwise, "log1p", b, _FLOATING, x=x)
        raise


def log2(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The base-2 logarithm of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.log2(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(log2, b, locals(), "x")
        checks.explain(checks.elementwise, "log2", b, _FLOATING, x=x)
        raise


def logaddexp(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """``log(exp(x1) + exp(x2))`` without undue overflow.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real floating-point dtype.
        x2: array broadcastable with ``x1``, of a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.logaddexp(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(logaddexp, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "logaddexp", b, _REAL_FLOATING, x1=x1, x2=x2)
        raise


def logical_and(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The logical and of ``x1`` and ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a boolean dtype.
        x2: array broadcastable with ``x1``, of a boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.logical_and(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(logical_and, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "logical_and", b, _BOOL, x1=x1, x2=x2)
        raise


def logical_not(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The logical not of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.logical_not(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(logical_not, b, locals(), "x")
        checks.explain(checks.elementwise, "logical_not", b, _BOOL, x=x)
        raise


def logical_or(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The logical or of ``x1`` and ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a boolean dtype.
        x2: array broadcastable with ``x1``, of a boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.logical_or(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(logical_or, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "logical_or", b, _BOOL, x1=x1, x2=x2)
        raise


def logical_xor(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The logical exclusive or of ``x1`` and ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a boolean dtype.
        x2: array broadcastable with ``x1``, of a boolean dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.logical_xor(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(logical_xor, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "logical_xor", b, _BOOL, x1=x1, x2=x2)
        raise


def maximum(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The larger of ``x1`` and ``x2``; NaN if either is NaN.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.maximum(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(maximum, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "maximum", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def minimum(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The smaller of ``x1`` and ``x2``; NaN if either is NaN.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.minimum(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(minimum, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "minimum", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def multiply(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Multiplies ``x1`` by ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a numeric dtype.
        x2: array broadcastable with ``x1``, of a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.multiply(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(multiply, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "multiply", b, _NUMERIC, x1=x1, x2=x2)
        raise


def negative(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The numerical negative of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.negative(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(negative, b, locals(), "x")
        checks.explain(checks.elementwise, "negative", b, _NUMERIC, x=x)
        raise


def nextafter(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The next representable value after ``x1`` toward ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real floating-point dtype.
        x2: array broadcastable with ``x1``, of a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.nextafter(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(nextafter, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "nextafter", b, _REAL_FLOATING, x1=x1, x2=x2)
        raise


def not_equal(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Whether ``x1`` differs from ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for any dtype.
        x2: array broadcastable with ``x1``, of any dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.not_equal(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(not_equal, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "not_equal", b, _ANY, x1=x1, x2=x2)
        raise


def positive(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The numerical positive of each element (a copy of ``x``).

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.positive(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(positive, b, locals(), "x")
        checks.explain(checks.elementwise, "positive", b, _NUMERIC, x=x)
        raise


def pow(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """``x1`` raised to the power ``x2``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a numeric dtype.
        x2: array broadcastable with ``x1``, of a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.pow(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(pow, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "pow", b, _NUMERIC, x1=x1, x2=x2)
        raise


def real(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The real part of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; real dtype (``complex64`` -> ``float32``).
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.real(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(real, b, locals(), "x")
        checks.explain(checks.elementwise, "real", b, _NUMERIC, x=x)
        raise


def reciprocal(x: Array, /, *, backend: BackendLike = None) -> Array:
    """``1 / x`` for each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.reciprocal(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(reciprocal, b, locals(), "x")
        checks.explain(checks.elementwise, "reciprocal", b, _FLOATING, x=x)
        raise


def remainder(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """The remainder of ``x1 / x2``, with the sign of ``x2`` (like Python's ``%``).

    Args:
        x1: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        x2: array broadcastable with ``x1``, of a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.remainder(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(remainder, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "remainder", b, _REAL_NUMERIC, x1=x1, x2=x2)
        raise


def round(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Rounds each element to the nearest integer-valued number, halves to even.

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.round(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(round, b, locals(), "x")
        checks.explain(checks.elementwise, "round", b, _NUMERIC, x=x)
        raise


def sign(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The sign of each element: -1, 0 or 1 (``x / |x|`` for complex numbers).

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.sign(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(sign, b, locals(), "x")
        checks.explain(checks.elementwise, "sign", b, _NUMERIC, x=x)
        raise


def signbit(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Whether the sign bit of each element is set (true for -0.0).

    Args:
        x: array of shape ``(...)``; the standard defines it for a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype ``bool``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.signbit(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(signbit, b, locals(), "x")
        checks.explain(checks.elementwise, "signbit", b, _REAL_FLOATING, x=x)
        raise


def sin(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The sine of each element, given in radians.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.sin(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(sin, b, locals(), "x")
        checks.explain(checks.elementwise, "sin", b, _FLOATING, x=x)
        raise


def sinh(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The hyperbolic sine of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.sinh(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(sinh, b, locals(), "x")
        checks.explain(checks.elementwise, "sinh", b, _FLOATING, x=x)
        raise


def sqrt(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The principal square root of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.sqrt(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(sqrt, b, locals(), "x")
        checks.explain(checks.elementwise, "sqrt", b, _FLOATING, x=x)
        raise


def square(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Each element squared.

    Args:
        x: array of shape ``(...)``; the standard defines it for a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.square(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(square, b, locals(), "x")
        checks.explain(checks.elementwise, "square", b, _NUMERIC, x=x)
        raise


def subtract(x1: Array | Scalar, x2: Array | Scalar, /, *, backend: BackendLike = None) -> Array:
    """Subtracts ``x2`` from ``x1``.

    Args:
        x1: array of shape ``(...)``; the standard defines it for a numeric dtype.
        x2: array broadcastable with ``x1``, of a numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the broadcast shape; dtype ``result_type(x1, x2)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)
    try:
        return b.subtract(x1, x2)
    except Exception:
        if recover.holds_sequence(x1, x2):
            return recover.retry_with_arrays(subtract, b, locals(), "x1", "x2")
        checks.explain(checks.elementwise, "subtract", b, _NUMERIC, x1=x1, x2=x2)
        raise


def tan(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The tangent of each element, given in radians.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.tan(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(tan, b, locals(), "x")
        checks.explain(checks.elementwise, "tan", b, _FLOATING, x=x)
        raise


def tanh(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The hyperbolic tangent of each element.

    Args:
        x: array of shape ``(...)``; the standard defines it for a floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.tanh(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(tanh, b, locals(), "x")
        checks.explain(checks.elementwise, "tanh", b, _FLOATING, x=x)
        raise


def trunc(x: Array, /, *, backend: BackendLike = None) -> Array:
    """Rounds each element toward zero to an integer-valued number.

    Args:
        x: array of shape ``(...)``; the standard defines it for a real numeric dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``; dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.trunc(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(trunc, b, locals(), "x")
        checks.explain(checks.elementwise, "trunc", b, _REAL_NUMERIC, x=x)
        raise
