import numpy as np

from ivy._common import complex_special
from ivy.backends.numpy._arrays import checked, ndarray, numpy_array
from ivy.backends.numpy._promotion import binary


def _complex(real, imag):
    """The complex array ``real + imag j`` (``real + 1j * imag`` makes NaN of infinite parts)."""
    out = np.empty(np.broadcast_shapes(real.shape, imag.shape), np.result_type(real, np.complex64))
    out.real, out.imag = real, imag
    return out


_COMPLEX_OPS = complex_special.ComplexOps(
    real=np.real,
    imag=np.imag,
    complex=_complex,
    where=np.where,
    isnan=np.isnan,
    isinf=np.isinf,
    isfinite=np.isfinite,
    signbit=np.signbit,
    abs=np.abs,
    atan2=np.arctan2,
    cos=np.cos,
    sin=np.sin,
    zeros_like=np.zeros_like,
)


def _complex_special_values(ufunc, name):
    """``ufunc`` with the standard's values where a complex input has an infinite or NaN part;
    real input costs one dtype test."""

    def fn(x, /):
        if type(x) is not ndarray:
            x = numpy_array(x)
        result = ufunc(x)
        if result.dtype.kind != "c":
            return result
        with np.errstate(invalid="ignore"):
            return complex_special.fixed(name, _COMPLEX_OPS, np.asarray(x), result)

    fn.__name__ = fn.__qualname__ = name
    return fn


def _floor_divide(x1, x2, /):
    # differs: numpy's floating floor division of an infinity, or by one, is NaN or -1 (the
    # standard: x1 / x2, an infinity or a zero of the quotient's sign).
    quotient = np.floor_divide(x1, x2)
    if quotient.dtype.kind != "f":
        return quotient
    with np.errstate(invalid="ignore", divide="ignore"):
        result = np.where(np.isinf(x1) | np.isinf(x2), np.divide(x1, x2), quotient)
    return result if type(quotient) is np.ndarray else result[()]  # a NumPy scalar stays one


# The old ufunc names: numpy 1.23 lacks the Array API aliases (np.acos, np.pow, ...). A plain
# ufunc would hand another framework's array to its __array_wrap__ (np.real and np.round: to its
# own method) and answer in that framework, and make object arrays of None or a string: each
# checks its argument (checked), the binary ones in their promotion (_promotion.binary).
abs = checked(np.abs)
acos = checked(np.arccos)
acosh = checked(np.arccosh)
add = binary(np.add)
asin = checked(np.arcsin)
asinh = checked(np.arcsinh)
atan = checked(np.arctan)
atan2 = binary(np.arctan2)
atanh = checked(np.arctanh)
bitwise_and = binary(np.bitwise_and)
bitwise_invert = checked(np.invert)
bitwise_left_shift = binary(np.left_shift)
bitwise_or = binary(np.bitwise_or)
bitwise_right_shift = binary(np.right_shift)
bitwise_xor = binary(np.bitwise_xor)
ceil = checked(np.ceil)
conj = checked(np.conj)
copysign = binary(np.copysign)
cos = checked(np.cos)
cosh = checked(np.cosh)
divide = binary(np.divide)
equal = binary(np.equal)
exp = checked(np.exp)
# differs: numpy's complex expm1 misses the standard's values at infinities and NaN
# (expm1(inf + 0j) is inf + NaN j), and its tanh(inf + bj) is 1 - 0j where sin(2b) < 0 (C99;
# the standard: 1 + 0j).
expm1 = _complex_special_values(np.expm1, "expm1")
floor = checked(np.floor)
floor_divide = binary(_floor_divide)
greater = binary(np.greater)
greater_equal = binary(np.greater_equal)
hypot = binary(np.hypot)
imag = checked(np.imag)
isfinite = checked(np.isfinite)
isinf = checked(np.isinf)
isnan = checked(np.isnan)
less = binary(np.less)
less_equal = binary(np.less_equal)
log = checked(np.log)
log1p = checked(np.log1p)
log2 = checked(np.log2)
log10 = checked(np.log10)
logaddexp = binary(np.logaddexp)
logical_and = binary(np.logical_and)
logical_not = checked(np.logical_not)
logical_or = binary(np.logical_or)
logical_xor = binary(np.logical_xor)
maximum = binary(np.maximum)
minimum = binary(np.minimum)
multiply = binary(np.multiply)
negative = checked(np.negative)
nextafter = binary(np.nextafter)
not_equal = binary(np.not_equal)
positive = checked(np.positive)
pow = binary(np.power)
real = checked(np.real)
reciprocal = checked(np.reciprocal)
remainder = binary(np.remainder)
round = checked(np.round)
sign = checked(np.sign)
signbit = checked(np.signbit)
sin = checked(np.sin)
sinh = checked(np.sinh)
square = checked(np.square)
sqrt = checked(np.sqrt)
subtract = binary(np.subtract)
tan = checked(np.tan)
tanh = _complex_special_values(np.tanh, "tanh")
trunc = checked(np.trunc)


def clip(x, /, min=None, max=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # differs: numpy 1.x refuses clip with no bound.
    if min is None and max is None:
        return x.copy()
    # differs: numpy gives the bounds' dtype where it is wider; the standard keeps x's.
    result = np.clip(x, min, max)
    return result if result.dtype == x.dtype else result.astype(x.dtype)
