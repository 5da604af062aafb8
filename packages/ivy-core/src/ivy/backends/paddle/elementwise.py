import math

import paddle
from paddle import _C_ops

from ivy._common import complex_special
from ivy.backends.paddle._promotion import (
    COMPLEX,
    NARROW,
    REAL_FLOATING,
    SCALARS,
    member,
    operands,
    restore,
    widen,
)

_Tensor = paddle.Tensor
_LN2 = math.log(2.0)

# Most paddle functions here are `return _C_ops.<op>(x)` in eager and to_static (PIR) mode:
# bound to _C_ops directly, they skip a Python frame, and keep the api's parameters.
# paddle has no CPU kernels for several ops on int8/int16/uint8 (and bool): those compute in
# int32 and cast back (exact: see _promotion.widen).


def _unary(native, *, lacking=NARROW, cast_back=True):
    def unary(x, /):
        x, dtype = widen(x, lacking)
        result = native(x)
        return restore(result, dtype) if cast_back else result

    unary.__name__ = unary.__qualname__ = native.__name__
    return unary


def _binary(native, *, lacking=None):
    # differs: paddle promotes only between floating-point/complex dtypes, treats 0-d tensors like
    # scalars, and takes no Python scalars.
    if lacking is None:

        def binary(x1, x2, /):
            if type(x1) is _Tensor and type(x2) is _Tensor and x1.dtype is x2.dtype:
                return native(x1, x2)  # the common case, without a call to operands
            return native(*operands(x1, x2))

    else:

        def binary(x1, x2, /):
            x1, x2 = operands(x1, x2)
            if member(x1.dtype, lacking):
                (x1, dtype), (x2, _) = widen(x1, lacking), widen(x2, lacking)
                return restore(native(x1, x2), dtype)
            return native(x1, x2)

    binary.__name__ = binary.__qualname__ = native.__name__
    return binary


def _floor_divide(x1, x2, /):
    # differs: paddle's floating floor division of an infinity, or by one, is NaN or -1 (the
    # standard: x1 / x2, an infinity or a zero of the quotient's sign).
    quotient = _C_ops.floor_divide(x1, x2)
    if not member(quotient.dtype, REAL_FLOATING):
        return quotient
    infinite = _C_ops.logical_or(_C_ops.isinf(x1), _C_ops.isinf(x2))
    return paddle.where(infinite, _C_ops.divide(x1, x2), quotient)


def _remainder(x1, x2, /):
    # differs: a zero floating remainder keeps the sign of x1 (the standard: of x2, as the
    # remainder always has).
    result = _C_ops.remainder(x1, x2)
    return _C_ops.copysign(result, x2) if member(result.dtype, REAL_FLOATING) else result


abs = _unary(_C_ops.abs)
acos = _C_ops.acos
acosh = _C_ops.acosh
add = _binary(_C_ops.add)
asin = _C_ops.asin
asinh = _C_ops.asinh
atan = _C_ops.atan
atan2 = _binary(paddle.atan2)
atanh = _C_ops.atanh
bitwise_and = _binary(_C_ops.bitwise_and)
bitwise_invert = _C_ops.bitwise_not
bitwise_left_shift = _binary(paddle.bitwise_left_shift)
bitwise_or = _binary(_C_ops.bitwise_or)
bitwise_right_shift = _binary(paddle.bitwise_right_shift)
bitwise_xor = _binary(_C_ops.bitwise_xor)
ceil = _C_ops.ceil
copysign = _binary(_C_ops.copysign)  # paddle.copysign warns whenever x1 broadcasts
cos = _C_ops.cos
cosh = _C_ops.cosh
divide = _binary(_C_ops.divide)
expm1 = _C_ops.expm1
floor = _C_ops.floor
floor_divide = _binary(_floor_divide)
greater = _binary(_C_ops.greater_than)
greater_equal = _binary(_C_ops.greater_equal)
isfinite = _unary(_C_ops.isfinite, cast_back=False)
isinf = _C_ops.isinf
isnan = _unary(_C_ops.isnan, cast_back=False)
less = _binary(_C_ops.less_than)
less_equal = _binary(_C_ops.less_equal)
log = _C_ops.log
log1p = _C_ops.log1p
log10 = _C_ops.log10
logical_and = _binary(_C_ops.logical_and)
logical_not = _C_ops.logical_not
logical_or = _binary(_C_ops.logical_or)
logical_xor = _binary(_C_ops.logical_xor)
maximum = _binary(_C_ops.maximum, lacking=NARROW)
minimum = _binary(_C_ops.minimum, lacking=NARROW)
multiply = _binary(_C_ops.multiply, lacking=NARROW)
nextafter = _binary(_C_ops.nextafter)
pow = _binary(_C_ops.elementwise_pow, lacking=NARROW)
reciprocal = _C_ops.reciprocal
remainder = _binary(_remainder, lacking=NARROW)
round = _unary(paddle.round)
sign = _C_ops.sign
sin = _C_ops.sin
sinh = _C_ops.sinh
square = _unary(_C_ops.square)
sqrt = _C_ops.sqrt
subtract = _binary(_C_ops.subtract, lacking=NARROW)
tan = _C_ops.tan
trunc = _unary(paddle.trunc)


def negative(x, /):
    return paddle.neg(x)


def positive(x, /):
    return paddle.positive(x)


def signbit(x, /):
    return paddle.signbit(x)


def log2(x, /):
    if member(x.dtype, COMPLEX):
        # differs: paddle's complex log2 is NaN where log is infinite (log2(0j) is -inf + NaN j):
        # each part of log(x) divided by log(2) (by a tensor: paddle's `/ float` makes -0 +0).
        result = _C_ops.log(x)
        real, imag = paddle.real(result), paddle.imag(result)
        ln2 = paddle.full_like(real, _LN2)
        return paddle.complex(_C_ops.divide(real, ln2), _C_ops.divide(imag, ln2))
    return _C_ops.log2(x)


def tanh(x, /):
    result = _C_ops.tanh(x)
    if member(x.dtype, COMPLEX):  # differs: tanh(inf + bj) is 1 - 0j where sin(2b) < 0
        return complex_special.fixed("tanh", _COMPLEX_OPS, x, result)
    return result


def exp(x, /):
    # differs: paddle's complex128 exp is only about float32-accurate, and the product below
    # makes NaN of infinite parts (exp(inf + 0j)), where the standard has special values.
    if member(x.dtype, COMPLEX):
        magnitude, angle = _C_ops.exp(paddle.real(x)), paddle.imag(x)
        result = paddle.complex(magnitude * _C_ops.cos(angle), magnitude * _C_ops.sin(angle))
        return complex_special.fixed("exp", _COMPLEX_OPS, x, result)
    return _C_ops.exp(x)


_COMPLEX_OPS = complex_special.ComplexOps(
    real=paddle.real,
    imag=paddle.imag,
    complex=paddle.complex,
    where=paddle.where,
    isnan=paddle.isnan,
    isinf=paddle.isinf,
    isfinite=paddle.isfinite,
    signbit=paddle.signbit,
    abs=paddle.abs,
    atan2=paddle.atan2,
    cos=paddle.cos,
    sin=paddle.sin,
    zeros_like=paddle.zeros_like,
)


def _exactly_equal(x1, x2):
    # paddle's equal is approximate for floats (|x1 - x2| < 1e-8 counts as equal).
    dtype = x1.dtype
    if member(dtype, REAL_FLOATING):
        return _C_ops.logical_and(_C_ops.less_equal(x1, x2), _C_ops.greater_equal(x1, x2))
    if member(dtype, COMPLEX):
        real = _exactly_equal(paddle.real(x1), paddle.real(x2))
        return _C_ops.logical_and(real, _exactly_equal(paddle.imag(x1), paddle.imag(x2)))
    return _C_ops.equal(x1, x2)


def equal(x1, x2, /):
    # differs: paddle's equal is approximate for floating-point numbers.
    return _exactly_equal(*operands(x1, x2))


def not_equal(x1, x2, /):
    # differs: paddle's not_equal is approximate for floating-point numbers.
    return _C_ops.logical_not(_exactly_equal(*operands(x1, x2)))


def conj(x, /):
    # differs: paddle.conj has no kernels for some real dtypes, whose conjugate is x itself.
    return paddle.conj(x) if member(x.dtype, COMPLEX) else x


def real(x, /):
    # differs: paddle.real refuses real input, which is its own real part.
    return paddle.real(x) if member(x.dtype, COMPLEX) else x


def imag(x, /):
    # differs: paddle.imag refuses real input, whose imaginary part is 0.
    return paddle.imag(x) if member(x.dtype, COMPLEX) else paddle.zeros_like(x)


def hypot(x1, x2, /):
    # differs: paddle's hypot(inf, nan) is nan; the standard says inf.
    x1, x2 = operands(x1, x2)
    result = paddle.hypot(x1, x2)
    infinite = _C_ops.logical_or(_C_ops.isinf(x1), _C_ops.isinf(x2))
    return paddle.where(infinite, paddle.full_like(result, math.inf), result)


def logaddexp(x1, x2, /):
    # differs: paddle's logaddexp(-inf, -inf) is nan; the standard says -inf (and inf for inf).
    x1, x2 = operands(x1, x2)
    result = paddle.logaddexp(x1, x2)
    same_infinity = _C_ops.logical_and(_C_ops.isinf(x1), _exactly_equal(x1, x2))
    return paddle.where(same_infinity, x1, result)


def clip(x, /, min=None, max=None):
    # differs: paddle.clip takes only scalar bounds, and has no int8/int16/uint8 kernels.
    if min is None and max is None:
        return x.clone()
    x, dtype = widen(x, NARROW)
    low = min if min is None or type(min) in SCALARS else None
    high = max if max is None or type(max) in SCALARS else None
    if low is not None or high is not None:
        x = paddle.clip(x, low, high)
    if low is None and min is not None:
        x = _C_ops.maximum(x, paddle.cast(min, x.dtype))
    if high is None and max is not None:
        x = _C_ops.minimum(x, paddle.cast(max, x.dtype))
    return restore(x, dtype)
