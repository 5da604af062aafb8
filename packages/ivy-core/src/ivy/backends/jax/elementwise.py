import jax
import jax.numpy as jnp

from ivy._common import complex_special
from ivy.backends.jax._promotion import binary

_COMPLEX_OPS = complex_special.ComplexOps(
    real=jnp.real,
    imag=jnp.imag,
    complex=jax.lax.complex,
    where=jnp.where,
    isnan=jnp.isnan,
    isinf=jnp.isinf,
    isfinite=jnp.isfinite,
    signbit=jnp.signbit,
    abs=jnp.abs,
    atan2=jnp.arctan2,
    cos=jnp.cos,
    sin=jnp.sin,
    zeros_like=jnp.zeros_like,
)


def _complex_special_values(op, name):
    """``op`` jitted, with the standard's values where a complex input has an infinite or NaN
    part (XLA's complex functions give NaN there: exp(-inf + inf j) is nan + nan j).

    The dtype test runs while jax traces, so a call costs what ``op``'s own (jitted) call does.
    """

    def fn(x, /):
        result = op(x)
        if jnp.iscomplexobj(result):
            return complex_special.fixed(name, _COMPLEX_OPS, x, result)
        return result

    fn.__name__ = fn.__qualname__ = name
    return jax.jit(fn, inline=True)


def _floor_divide(x1, x2, /):
    # differs: jnp's floating floor division of or by an infinity or a zero misses the
    # standard's values (inf // 2 is NaN, -0 // 2 is +0); there the result is floor(x1 / x2).
    quotient = jnp.floor_divide(x1, x2)
    if not jnp.issubdtype(quotient.dtype, jnp.floating):
        return quotient
    regular = jnp.isfinite(x1) & jnp.isfinite(x2) & (x1 != 0) & (x2 != 0)
    return jnp.where(regular, quotient, jnp.floor(jnp.divide(x1, x2)))


def _remainder(x1, x2, /):
    # differs: a zero floating remainder keeps the sign of x1 (the standard: of x2, as the
    # remainder always has).
    result = jnp.remainder(x1, x2)
    return jnp.copysign(result, x2) if jnp.issubdtype(result.dtype, jnp.floating) else result


def _sign(x, /):
    # differs: jnp.sign(-0.0) is -0.0 and jnp.sign(-0 + 0j) -0 + 0j (the standard: 0). The
    # dtype test runs while jax traces (XLA folds x + 0.0 into x, so the zero is selected).
    result = jnp.sign(x)
    if jnp.issubdtype(result.dtype, jnp.inexact):
        return jnp.where(result == 0, jnp.zeros_like(result), result)
    return result


# jnp has the Array API names and promotes by the standard; binary() adds what ivy.result_type
# wants beyond it (see _promotion). Those with complex special values are jitted functions like
# jnp's own (see _complex_special_values).
abs = jnp.abs
acos = _complex_special_values(jnp.acos, "acos")
acosh = _complex_special_values(jnp.acosh, "acosh")
asin = _complex_special_values(jnp.asin, "asin")
asinh = _complex_special_values(jnp.asinh, "asinh")
atan = _complex_special_values(jnp.atan, "atan")
atanh = _complex_special_values(jnp.atanh, "atanh")
bitwise_invert = jnp.bitwise_invert
ceil = jnp.ceil
conj = jnp.conj
cos = _complex_special_values(jnp.cos, "cos")
cosh = _complex_special_values(jnp.cosh, "cosh")
exp = _complex_special_values(jnp.exp, "exp")
expm1 = _complex_special_values(jnp.expm1, "expm1")
floor = jnp.floor
imag = jnp.imag
isfinite = jnp.isfinite
isinf = jnp.isinf
isnan = jnp.isnan
log = _complex_special_values(jnp.log, "log")
log10 = _complex_special_values(jnp.log10, "log10")
log1p = _complex_special_values(jnp.log1p, "log1p")
log2 = _complex_special_values(jnp.log2, "log2")
logical_not = jnp.logical_not
negative = jnp.negative
positive = jnp.positive
real = jnp.real
reciprocal = jnp.reciprocal
round = jnp.round
sign = jax.jit(_sign, inline=True)
signbit = jnp.signbit
sin = _complex_special_values(jnp.sin, "sin")
sinh = _complex_special_values(jnp.sinh, "sinh")
sqrt = _complex_special_values(jnp.sqrt, "sqrt")
square = jnp.square
tan = _complex_special_values(jnp.tan, "tan")
tanh = _complex_special_values(jnp.tanh, "tanh")
trunc = jnp.trunc

add = binary(jnp.add)
atan2 = binary(jnp.atan2)
bitwise_and = binary(jnp.bitwise_and)
bitwise_left_shift = binary(jnp.bitwise_left_shift)
bitwise_or = binary(jnp.bitwise_or)
bitwise_right_shift = binary(jnp.bitwise_right_shift)
bitwise_xor = binary(jnp.bitwise_xor)
copysign = binary(jnp.copysign)
divide = binary(jnp.divide)
equal = binary(jnp.equal)
floor_divide = binary(_floor_divide)
greater = binary(jnp.greater)
greater_equal = binary(jnp.greater_equal)
hypot = binary(jnp.hypot)
less = binary(jnp.less)
less_equal = binary(jnp.less_equal)
logaddexp = binary(jnp.logaddexp)
logical_and = binary(jnp.logical_and)
logical_or = binary(jnp.logical_or)
logical_xor = binary(jnp.logical_xor)
maximum = binary(jnp.maximum)
minimum = binary(jnp.minimum)
multiply = binary(jnp.multiply)
nextafter = binary(jnp.nextafter)
not_equal = binary(jnp.not_equal)
pow = binary(jnp.pow)
remainder = binary(_remainder)
subtract = binary(jnp.subtract)


def clip(x, /, min=None, max=None):
    result = jnp.clip(x, min, max)
    # differs: jnp promotes with array bounds; the standard keeps the dtype of x.
    return result if result.dtype == x.dtype else result.astype(x.dtype)
