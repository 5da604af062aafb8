"""The standard's special values of complex element-wise functions, written once for every backend.

The standard gives each complex function's results where a part of the input is infinite or NaN
(C99's Annex G, for the upper half plane; conjugate, odd and even symmetry give the rest).
Frameworks compute finite inputs well but many answer NaN for those (jax's ``exp(-inf + inf j)``,
torch's ``expm1(inf + 0j)``). A backend whose function gets them wrong calls :func:`fixed` on its
complex path only, so real input pays nothing: it keeps the framework's result where the input is
finite and puts the standard's value elsewhere.

``ops`` is a :class:`ComplexOps` of the framework's functions: plain operators (``&``, ``|``,
``~``, ``<=``, ``>=``, ``*`` and ``+`` with a Python float) do the rest, as every framework's
arrays have them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, NamedTuple

_PI = math.pi


class ComplexOps(NamedTuple):
    """A framework's functions :func:`fixed` needs (each with the standard's semantics)."""

    real: Callable[[Any], Any]
    imag: Callable[[Any], Any]
    complex: Callable[[Any, Any], Any]  # complex array from real and imaginary parts
    where: Callable[[Any, Any, Any], Any]
    isnan: Callable[[Any], Any]
    isinf: Callable[[Any], Any]
    isfinite: Callable[[Any], Any]
    signbit: Callable[[Any], Any]
    abs: Callable[[Any], Any]
    atan2: Callable[[Any, Any], Any]
    cos: Callable[[Any], Any]
    sin: Callable[[Any], Any]
    zeros_like: Callable[[Any], Any]


def _is(x: Any, value: float) -> Any:
    """Where ``x`` is exactly ``value`` (paddle's ``==`` counts 1e-300 as 0)."""
    return (x <= value) & (x >= value)


def _neg(ops: ComplexOps, x: Any) -> Any:
    """``-x``, with the sign of zero flipped too (paddle's ``-x`` of +0 is +0)."""
    return x * (ops.zeros_like(x) - 1.0)


class _Parts:
    """The symmetry-reduced input's real part ``a`` and imaginary part ``b``, and constants."""

    def __init__(self, ops: ComplexOps, a: Any, b: Any):
        self.ops, self.a, self.b = ops, a, b
        self.zero = ops.zeros_like(a)

    def const(self, value: float) -> Any:
        return self.zero + value

    def where(self, cond: Any, x: Any, y: Any) -> Any:
        return self.ops.where(cond, x, y)


# Each takes the input reduced by the function's symmetry (b >= 0 or NaN; for odd and even
# functions also a >= 0 or NaN), of which a part is infinite or NaN, and gives (real, imag).


def _exp(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    finite_b, nan, inf = o.isfinite(b), p.const(math.nan), p.const(math.inf)
    a_inf, a_minus_inf, a_nan = _is(a, math.inf), _is(a, -math.inf), o.isnan(a)
    # +inf * cis(b) and +0 * cis(b) for finite b; b = 0 is kept exactly (inf * sin(0) is NaN).
    real = p.where(
        a_inf,
        p.where(finite_b, inf * o.cos(b), inf),
        p.where(a_minus_inf & finite_b, p.zero * o.cos(b), p.where(a_minus_inf, p.zero, nan)),
    )
    imag = p.where(
        _is(b, 0),
        b,
        p.where(
            a_inf & finite_b,
            inf * o.sin(b),
            p.where(a_minus_inf, p.where(finite_b, p.zero * o.sin(b), p.zero), nan),
        ),
    )
    return real, p.where(a_nan & ~_is(b, 0), nan, imag)


def _expm1(p: _Parts) -> tuple[Any, Any]:
    real, imag = _exp(p)
    # +-0 + 0j, a finite input, gives +0 + 0j (torch: -0 for -0).
    zero_in = _is(p.a, 0) & _is(p.b, 0)
    return p.where(zero_in, p.zero, real - 1.0), p.where(zero_in, p.b, imag)


def _log(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    real = p.where(o.isinf(a) | o.isinf(b), p.const(math.inf), p.const(math.nan))
    # +-0 + 0j, a finite input, gives -inf + 0j or -inf + pi j (tensorflow's log1p(-1 + 0j):
    # -inf + NaN j).
    real = p.where(_is(a, 0) & _is(b, 0), p.const(-math.inf), real)
    return real, o.atan2(b, a)  # atan2 gives pi/2, pi, 0, 3pi/4, pi/4 and NaN as the standard


def _log1p(p: _Parts) -> tuple[Any, Any]:
    return _log(_Parts(p.ops, p.a + 1.0, p.b))


def _sqrt(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    inf, nan, finite_b = p.const(math.inf), p.const(math.nan), o.isfinite(b)
    b_inf, a_inf, a_minus_inf = _is(b, math.inf), _is(a, math.inf), _is(a, -math.inf)
    real = p.where(b_inf | a_inf, inf, p.where(a_minus_inf & finite_b, p.zero, nan))
    imag = p.where(b_inf | a_minus_inf, inf, p.where(a_inf & finite_b, p.zero, nan))
    return real, imag


def _acos(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    real = p.where(_is(a, 0) & o.isnan(b), p.const(_PI / 2), o.atan2(b, a))
    imag = p.where(o.isinf(a) | o.isinf(b), p.const(-math.inf), p.const(math.nan))
    # +-0 + 0j, a finite input, gives pi/2 - 0j (torch: + 0j).
    zero_in = _is(a, 0) & _is(b, 0)
    return p.where(zero_in, p.const(_PI / 2), real), p.where(zero_in, _neg(p.ops, p.zero), imag)


def _acosh(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    real = p.where(o.isinf(a) | o.isinf(b), p.const(math.inf), p.const(math.nan))
    return real, p.where(_is(a, 0) & o.isnan(b), p.const(_PI / 2), o.atan2(b, a))


def _asinh(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    real = p.where(o.isinf(a) | o.isinf(b), p.const(math.inf), p.const(math.nan))
    return real, p.where(o.isnan(a) & _is(b, 0), b, o.atan2(b, a))


def _atanh(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    a_inf, b_inf, nan = o.isinf(a), o.isinf(b), p.const(math.nan)
    real = p.where(a_inf | b_inf | _is(a, 0), p.zero, nan)
    imag = p.where(b_inf | (a_inf & ~o.isnan(b)), p.const(_PI / 2), nan)
    return real, imag


def _cosh(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    inf, nan = p.const(math.inf), p.const(math.nan)
    a_inf, finite_b = o.isinf(a), o.isfinite(b)
    real = p.where(a_inf & finite_b, inf * o.cos(b), p.where(a_inf, inf, nan))
    imag = p.where(
        _is(a, 0) | _is(b, 0),
        p.zero,
        p.where(a_inf & finite_b, inf * o.sin(b), nan),
    )
    return real, imag


def _sinh(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    inf, nan = p.const(math.inf), p.const(math.nan)
    a_inf, finite_b = o.isinf(a), o.isfinite(b)
    real = p.where(
        _is(a, 0), p.zero, p.where(a_inf & finite_b, inf * o.cos(b), p.where(a_inf, inf, nan))
    )
    imag = p.where(_is(b, 0), b, p.where(a_inf & finite_b, inf * o.sin(b), nan))
    return real, imag


def _tanh(p: _Parts) -> tuple[Any, Any]:
    o, a, b = p.ops, p.a, p.b
    a_inf, nan = o.isinf(a), p.const(math.nan)
    real = p.where(a_inf, p.const(1.0), p.where(_is(a, 0), p.zero, nan))
    return real, p.where(a_inf | _is(b, 0), p.zero, nan)


# name: (values, symmetry). conj: f(conj z) = conj f(z); odd: also f(-z) = -f(z); even: also
# f(-z) = f(z).
_FUNCTIONS: dict[str, tuple[Callable[[_Parts], tuple[Any, Any]], str]] = {
    "acos": (_acos, "conj"),
    "acosh": (_acosh, "conj"),
    "asinh": (_asinh, "odd"),
    "atanh": (_atanh, "odd"),
    "cosh": (_cosh, "even"),
    "exp": (_exp, "conj"),
    "expm1": (_expm1, "conj"),
    "log": (_log, "conj"),
    "log1p": (_log1p, "conj"),
    "sinh": (_sinh, "odd"),
    "sqrt": (_sqrt, "conj"),
    "tanh": (_tanh, "odd"),
}
# The finite inputs with a special value some framework gets wrong (see the functions above).
_FINITE_SPECIAL: dict[str, Callable[[Any, Any], Any]] = {
    "acos": lambda a, b: _is(a, 0) & _is(b, 0),
    "expm1": lambda a, b: _is(a, 0) & _is(b, 0),
    "log": lambda a, b: _is(a, 0) & _is(b, 0),
    "log1p": lambda a, b: _is(a, -1) & _is(b, 0),
}
# The standard defines these through the functions above: sin(z) = -1j sinh(1j z) (likewise tan,
# asin, atan), cos(z) = cosh(1j z), log2(z) = log(z) / log(2) (likewise log10).
_ROTATED = {"sin": "sinh", "tan": "tanh", "asin": "asinh", "atan": "atanh"}
_SCALED = {"log2": ("log", 1 / math.log(2)), "log10": ("log", 1 / math.log(10))}
NAMES = frozenset(_FUNCTIONS) | {"cos"} | _ROTATED.keys() | _SCALED.keys()


def _special_values(name: str, ops: ComplexOps, a: Any, b: Any) -> tuple[Any, Any, Any]:
    """Where ``a + bj`` takes a special value of ``name`` (one of ``_FUNCTIONS``), and it."""
    values, symmetry = _FUNCTIONS[name]
    special = ~(ops.isfinite(a) & ops.isfinite(b))
    finite_special = _FINITE_SPECIAL.get(name)
    if finite_special is not None:
        special = special | finite_special(a, b)
    negative_b = ops.signbit(b)
    if symmetry == "conj":
        real, imag = values(_Parts(ops, a, ops.abs(b)))
        imag = ops.where(negative_b, _neg(ops, imag), imag)
    else:
        negative_a = ops.signbit(a)
        real, imag = values(_Parts(ops, ops.abs(a), ops.abs(b)))
        if symmetry == "odd":
            real = ops.where(negative_a, _neg(ops, real), real)
            imag = ops.where(negative_b, _neg(ops, imag), imag)
        else:
            imag = ops.where(negative_a != negative_b, _neg(ops, imag), imag)
    return special, real, imag


def fixed(name: str, ops: ComplexOps, z: Any, result: Any) -> Any:
    """``result`` (the framework's ``name(z)`` for a complex ``z``) with the standard's values.

    Args:
        name: the element-wise function, one of :data:`NAMES`.
        ops: the framework's functions.
        z: complex array of shape ``(...)``, the input.
        result: complex array of shape ``(...)``, the framework's result for ``z``.

    Returns:
        Complex array of shape ``(...)``: ``result`` where ``z`` is finite, the standard's
        special value where a part of ``z`` is infinite or NaN.
    """
    a, b = ops.real(z), ops.imag(z)
    if name in _ROTATED:  # -1j f(1j z), 1j z = -b + aj
        special, real, imag = _special_values(_ROTATED[name], ops, _neg(ops, b), a)
        real, imag = imag, _neg(ops, real)
    elif name == "cos":
        special, real, imag = _special_values("cosh", ops, _neg(ops, b), a)
    elif name in _SCALED:
        base, scale = _SCALED[name]
        special, real, imag = _special_values(base, ops, a, b)
        real, imag = real * scale, imag * scale
    else:
        special, real, imag = _special_values(name, ops, a, b)
    return ops.where(special, ops.complex(real, imag), result)
