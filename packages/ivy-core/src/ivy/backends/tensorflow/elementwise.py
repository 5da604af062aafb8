import math

import tensorflow as tf

from ivy._common import complex_special
from ivy.backends.tensorflow._promotion import pair, scalar

# Functions call the generated ops (tf.raw_ops) rather than tf.math's wrappers: those take an
# extra `name` parameter, and some (tf.math.add, tf.math.abs) add ~10 us of Python dispatch.
_R = tf.raw_ops
_BOOL = tf.bool
_UNSIGNED = frozenset({tf.uint8, tf.uint16, tf.uint32, tf.uint64})
_INTEGRAL = frozenset({tf.int8, tf.int16, tf.int32, tf.int64}) | _UNSIGNED
_COMPLEX = frozenset({tf.complex64, tf.complex128})
_PART = {tf.complex64: tf.float32, tf.complex128: tf.float64}  # a complex dtype's parts
# Each real floating dtype and the signed integer dtype of its width (for bit tricks).
_BITS = {tf.float16: tf.int16, tf.bfloat16: tf.int16, tf.float32: tf.int32, tf.float64: tf.int64}
_LN2 = math.log(2.0)
_LN10 = math.log(10.0)


def _require(condition, fn):
    """Raises for inputs a composite below would silently get wrong; the api then explains."""
    if not condition:
        raise TypeError(f"{fn}: unsupported dtype")


def abs(x, /):
    dtype = x.dtype
    if dtype in _UNSIGNED:  # differs: no kernel for unsigned ints, whose |x| is x
        return x
    if dtype in _COMPLEX:
        return _R.ComplexAbs(x=x, Tout=_PART[dtype])
    return _R.Abs(x=x)


def acos(x, /):
    return _R.Acos(x=x)


def acosh(x, /):
    return _R.Acosh(x=x)


def add(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.AddV2(x=x1, y=x2)


def asin(x, /):
    return _R.Asin(x=x)


def asinh(x, /):
    return _R.Asinh(x=x)


def atan(x, /):
    return _R.Atan(x=x)


def atan2(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Atan2(y=x1, x=x2)


def atanh(x, /):
    return _R.Atanh(x=x)


def bitwise_and(x1, x2, /):
    x1, x2 = pair(x1, x2)
    if x1.dtype is _BOOL:  # differs: tf's bitwise ops have no bool kernels
        return _R.LogicalAnd(x=x1, y=x2)
    return _R.BitwiseAnd(x=x1, y=x2)


def bitwise_invert(x, /):
    if x.dtype is _BOOL:  # differs: no bool kernel
        return _R.LogicalNot(x=x)
    return _R.Invert(x=x)


def bitwise_left_shift(x1, x2, /):
    x1, x2 = pair(x1, x2)
    shifted = _R.LeftShift(x=x1, y=x2)
    # differs: tf clamps the shift to the width - 1; shifting out every bit gives 0.
    return _R.SelectV2(
        condition=_R.Less(x=x2, y=8 * x1.dtype.size), t=shifted, e=tf.constant(0, x1.dtype)
    )


def bitwise_or(x1, x2, /):
    x1, x2 = pair(x1, x2)
    if x1.dtype is _BOOL:  # differs: no bool kernel
        return _R.LogicalOr(x=x1, y=x2)
    return _R.BitwiseOr(x=x1, y=x2)


def bitwise_right_shift(x1, x2, /):
    x1, x2 = pair(x1, x2)
    shifted = _R.RightShift(x=x1, y=x2)
    if x1.dtype not in _UNSIGNED:
        return shifted  # tf's clamped shift fills with the sign bit, as a full shift would
    # differs: tf clamps the shift to the width - 1; shifting out every bit gives 0.
    return _R.SelectV2(
        condition=_R.Less(x=x2, y=8 * x1.dtype.size), t=shifted, e=tf.constant(0, x1.dtype)
    )


def bitwise_xor(x1, x2, /):
    x1, x2 = pair(x1, x2)
    if x1.dtype is _BOOL:  # differs: no bool kernel
        return _R.NotEqual(x=x1, y=x2)
    return _R.BitwiseXor(x=x1, y=x2)


def _bound(value, dtype):
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return value if value.dtype is dtype else tf.cast(value, dtype)
    return scalar(value, dtype) if type(value) in (bool, int, float) else tf.cast(value, dtype)


def ceil(x, /):
    if x.dtype in _INTEGRAL:  # differs: no integer kernel; integers are their own ceiling
        return x
    return _R.Ceil(x=x)


def clip(x, /, min=None, max=None):
    # differs: tf.clip_by_value needs both bounds and does not propagate NaN bounds.
    if min is None and max is None:
        return _R.Identity(input=x)
    dtype = x.dtype
    if min is not None:
        x = _R.Maximum(x=x, y=_bound(min, dtype))
    if max is not None:
        x = _R.Minimum(x=x, y=_bound(max, dtype))
    return x


def conj(x, /):
    return _R.Conj(input=x) if x.dtype in _COMPLEX else x  # differs: no real kernel


def copysign(x1, x2, /):
    # differs: no tf op; built from the sign bit so that -0.0 and NaN signs count.
    x1, x2 = pair(x1, x2)
    magnitude = _R.Abs(x=x1)
    return _R.SelectV2(condition=signbit(x2), t=_R.Neg(x=magnitude), e=magnitude)


def cos(x, /):
    return _R.Cos(x=x)


def cosh(x, /):
    return _R.Cosh(x=x)


def divide(x1, x2, /):
    x1, x2 = pair(x1, x2)
    if x1.dtype in _INTEGRAL:  # differs: RealDiv truncates integers; divide in floating point
        return tf.math.truediv(x1, x2)
    return _R.RealDiv(x=x1, y=x2)


def equal(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Equal(x=x1, y=x2)


def exp(x, /):
    return _R.Exp(x=x)


def expm1(x, /):
    result = _R.Expm1(x=x)
    if x.dtype in _COMPLEX:  # differs: NaN at complex infinities (expm1(inf + 0j))
        return complex_special.fixed("expm1", _COMPLEX_OPS, x, result)
    return result


def _float_floor_divide(x1, x2):
    # differs: tf computes floor(x1 / x2), which the rounding of x1 / x2 can push to the next
    # integer (1.0 // 0.1 gives 10, not 9); this is numpy's and Python's exact algorithm.
    dtype = x1.dtype
    if dtype in (tf.float16, tf.bfloat16):  # no fmod kernel; float32 holds every value
        return tf.cast(_float_floor_divide(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32)), dtype)
    zero = tf.constant(0, dtype)
    mod = _R.TruncateMod(x=x1, y=x2)  # C's fmod: exact
    quotient = _R.RealDiv(x=_R.Sub(x=x1, y=mod), y=x2)  # very nearly an integer
    adjust = _R.LogicalAnd(
        x=_R.NotEqual(x=mod, y=zero),
        y=_R.NotEqual(x=_R.Less(x=x2, y=zero), y=_R.Less(x=mod, y=zero)),
    )
    quotient = _R.SelectV2(
        condition=adjust, t=_R.Sub(x=quotient, y=tf.constant(1, dtype)), e=quotient
    )
    rounded = _R.AddV2(x=_R.Round(x=quotient), y=zero)  # + 0 turns -0 into +0
    divided = _R.RealDiv(x=x1, y=x2)
    signed_zero = _R.SelectV2(condition=signbit(divided), t=scalar(-0.0, dtype), e=zero)
    rounded = _R.SelectV2(condition=_R.Equal(x=quotient, y=zero), t=signed_zero, e=rounded)
    # Division by zero, and of or by an infinity, is x1 / x2 (fmod would give NaN or -1).
    special = _R.LogicalOr(
        x=_R.Equal(x=x2, y=zero), y=_R.LogicalOr(x=_R.IsInf(x=x1), y=_R.IsInf(x=x2))
    )
    return _R.SelectV2(condition=special, t=divided, e=rounded)


def floor(x, /):
    if x.dtype in _INTEGRAL:  # differs: no integer kernel; integers are their own floor
        return x
    return _R.Floor(x=x)


def floor_divide(x1, x2, /):
    x1, x2 = pair(x1, x2)
    if x1.dtype in _BITS:
        return _float_floor_divide(x1, x2)
    return _R.FloorDiv(x=x1, y=x2)


def greater(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Greater(x=x1, y=x2)


def greater_equal(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.GreaterEqual(x=x1, y=x2)


def hypot(x1, x2, /):
    # differs: no tf op; scaled so that it neither overflows nor underflows, and
    # hypot(inf, nan) is inf.
    x1, x2 = pair(x1, x2)
    dtype = x1.dtype
    _require(dtype in _BITS, "hypot")
    a, b = _R.Abs(x=x1), _R.Abs(x=x2)
    big, small = _R.Maximum(x=a, y=b), _R.Minimum(x=a, y=b)
    safe = _R.SelectV2(
        condition=_R.Equal(x=big, y=tf.constant(0, dtype)), t=tf.constant(1, dtype), e=big
    )
    ratio = _R.RealDiv(x=small, y=safe)
    result = _R.Mul(x=big, y=_R.Sqrt(x=_R.AddV2(x=tf.constant(1, dtype), y=_R.Square(x=ratio))))
    infinite = _R.LogicalOr(x=_R.IsInf(x=a), y=_R.IsInf(x=b))
    return _R.SelectV2(condition=infinite, t=tf.constant(math.inf, dtype), e=result)


def imag(x, /):
    part = _PART.get(x.dtype)
    return tf.zeros_like(x) if part is None else _R.Imag(input=x, Tout=part)


def isfinite(x, /):
    dtype = x.dtype
    if dtype in _BITS:
        return _R.IsFinite(x=x)
    if dtype in _COMPLEX:  # differs: no complex kernel
        return _R.LogicalAnd(x=_R.IsFinite(x=tf.math.real(x)), y=_R.IsFinite(x=tf.math.imag(x)))
    return tf.ones_like(x, dtype=_BOOL)  # differs: no integer kernel; integers are finite


def isinf(x, /):
    dtype = x.dtype
    if dtype in _BITS:
        return _R.IsInf(x=x)
    if dtype in _COMPLEX:  # differs: no complex kernel
        return _R.LogicalOr(x=_R.IsInf(x=tf.math.real(x)), y=_R.IsInf(x=tf.math.imag(x)))
    return tf.zeros_like(x, dtype=_BOOL)  # differs: no integer kernel; integers are finite


def isnan(x, /):
    dtype = x.dtype
    if dtype in _BITS:
        return _R.IsNan(x=x)
    if dtype in _COMPLEX:  # differs: no complex kernel
        return _R.LogicalOr(x=_R.IsNan(x=tf.math.real(x)), y=_R.IsNan(x=tf.math.imag(x)))
    return tf.zeros_like(x, dtype=_BOOL)  # differs: no integer kernel; integers are not NaN


def less(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Less(x=x1, y=x2)


def less_equal(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.LessEqual(x=x1, y=x2)


def log(x, /):
    return _R.Log(x=x)


def log10(x, /):
    return _log_base(x, _LN10)  # differs: no tf op


def _log_base(x, ln_base):
    dtype = x.dtype
    part = _PART.get(dtype)
    if part is None:
        return _R.RealDiv(x=_R.Log(x=x), y=tf.constant(ln_base, dtype))
    # A complex quotient makes NaN of an infinite part (log(0j) / ln 2): divide each part.
    result = log(x)
    scale = tf.constant(ln_base, part)
    return _R.Complex(
        real=_R.RealDiv(x=real(result), y=scale),
        imag=_R.RealDiv(x=imag(result), y=scale),
        Tout=dtype,
    )


def log1p(x, /):
    result = _R.Log1p(x=x)
    if x.dtype in _COMPLEX:  # differs: NaN at complex infinities (log1p(inf + nan j))
        return complex_special.fixed("log1p", _COMPLEX_OPS, x, result)
    return result


def log2(x, /):
    return _log_base(x, _LN2)  # differs: no tf op


def logaddexp(x1, x2, /):
    # differs: no tf op; max + log1p(exp(-|x1 - x2|)), with the difference of equal
    # infinities taken as 0 so that logaddexp(-inf, -inf) is -inf.
    x1, x2 = pair(x1, x2)
    dtype = x1.dtype
    _require(dtype in _BITS, "logaddexp")
    zero = tf.constant(0, dtype)
    gap = _R.SelectV2(condition=_R.Equal(x=x1, y=x2), t=zero, e=_R.Abs(x=_R.Sub(x=x1, y=x2)))
    return _R.AddV2(x=_R.Maximum(x=x1, y=x2), y=_R.Log1p(x=_R.Exp(x=_R.Neg(x=gap))))


def logical_and(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.LogicalAnd(x=x1, y=x2)


def logical_not(x, /):
    return _R.LogicalNot(x=x)


def logical_or(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.LogicalOr(x=x1, y=x2)


def logical_xor(x1, x2, /):
    x1, x2 = pair(x1, x2)
    _require(x1.dtype is _BOOL, "logical_xor")
    return _R.NotEqual(x=x1, y=x2)  # differs: no tf op; xor of bools is inequality


def maximum(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Maximum(x=x1, y=x2)


def minimum(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Minimum(x=x1, y=x2)


def multiply(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Mul(x=x1, y=x2)


def negative(x, /):
    if x.dtype in _UNSIGNED:  # differs: no unsigned kernel; wraps around like two's complement
        # (~x + 1, not 0 - x: grappler rewrites that into the Neg it lacks, inside tf.function)
        return _R.AddV2(x=_R.Invert(x=x), y=tf.constant(1, x.dtype))
    return _R.Neg(x=x)


def nextafter(x1, x2, /):
    x1, x2 = pair(x1, x2)
    dtype = x1.dtype
    if dtype is tf.float32 or dtype is tf.float64:
        return _R.NextAfter(x1=x1, x2=x2)
    _require(dtype in _BITS, "nextafter")
    # differs: no float16/bfloat16 kernel; step the bit pattern (sign and magnitude).
    ints = _BITS[dtype]
    bits = _R.Bitcast(input=x1, type=ints)
    zero = tf.constant(0, dtype)
    away = _R.Equal(x=_R.Greater(x=x2, y=x1), y=_R.Greater(x=x1, y=zero))
    one = tf.constant(1, ints)
    step = _R.SelectV2(condition=away, t=_R.AddV2(x=bits, y=one), e=_R.Sub(x=bits, y=one))
    stepped = _R.Bitcast(input=step, type=dtype)
    tiniest = _R.Bitcast(input=one, type=dtype)
    from_zero = _R.SelectV2(condition=signbit(x2), t=_R.Neg(x=tiniest), e=tiniest)
    result = _R.SelectV2(condition=_R.Equal(x=x1, y=zero), t=from_zero, e=stepped)
    result = _R.SelectV2(condition=_R.Equal(x=x1, y=x2), t=x2, e=result)
    either_nan = _R.LogicalOr(x=_R.IsNan(x=x1), y=_R.IsNan(x=x2))
    return _R.SelectV2(condition=either_nan, t=tf.constant(math.nan, dtype), e=result)


def not_equal(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.NotEqual(x=x1, y=x2)


def positive(x, /):
    return _R.Identity(input=x)


# Unsigned dtypes without a pow kernel, and the signed dtype that computes it: integer
# products wrap around modulo 2**bits, so the low bits are exact.
_POW_VIA = {tf.uint8: tf.int32, tf.uint16: tf.int32, tf.uint32: tf.int64, tf.uint64: tf.int64}


def pow(x1, x2, /):
    x1, x2 = pair(x1, x2)
    wide = _POW_VIA.get(x1.dtype)
    if wide is not None:  # differs: no unsigned kernel
        return tf.cast(_R.Pow(x=tf.cast(x1, wide), y=tf.cast(x2, wide)), x1.dtype)
    return _R.Pow(x=x1, y=x2)


def real(x, /):
    part = _PART.get(x.dtype)
    return x if part is None else _R.Real(input=x, Tout=part)


def reciprocal(x, /):
    return _R.Reciprocal(x=x)


def remainder(x1, x2, /):
    x1, x2 = pair(x1, x2)
    result = _R.FloorMod(x=x1, y=x2)
    if x1.dtype not in _BITS:
        return result
    # differs: a zero remainder takes the sign of x2 (tf keeps that of x1: -0.0 % 2 is -0.0).
    zero = tf.constant(0, x1.dtype)
    signed_zero = _R.SelectV2(condition=signbit(x2), t=scalar(-0.0, x1.dtype), e=zero)
    return _R.SelectV2(condition=_R.Equal(x=result, y=zero), t=signed_zero, e=result)


def round(x, /):
    dtype = x.dtype
    if dtype in _INTEGRAL:  # differs: no kernel for some integers, which are already round
        return x
    if dtype in _COMPLEX:  # differs: no complex kernel; rounds both parts
        return tf.complex(_R.Round(x=tf.math.real(x)), _R.Round(x=tf.math.imag(x)))
    return _R.Round(x=x)


def sign(x, /):
    if x.dtype in _UNSIGNED:  # differs: no unsigned kernel
        return tf.cast(_R.Greater(x=x, y=tf.constant(0, x.dtype)), x.dtype)
    return _R.Sign(x=x)


def signbit(x, /):
    dtype = x.dtype
    ints = _BITS.get(dtype)
    if ints is not None:  # differs: no tf op; the sign bit is that of the same-width integer
        return _R.Less(x=_R.Bitcast(input=x, type=ints), y=tf.constant(0, ints))
    if dtype is _BOOL or dtype in _UNSIGNED:
        return tf.zeros_like(x, dtype=_BOOL)
    return _R.Less(x=x, y=tf.constant(0, dtype))


def sin(x, /):
    return _R.Sin(x=x)


def sinh(x, /):
    return _R.Sinh(x=x)


def sqrt(x, /):
    result = _R.Sqrt(x=x)
    if x.dtype in _COMPLEX:  # differs: sqrt(-inf - bj) is 0 + inf j (the standard: 0 - inf j)
        return complex_special.fixed("sqrt", _COMPLEX_OPS, x, result)
    return result


def square(x, /):
    return _R.Square(x=x)


def subtract(x1, x2, /):
    x1, x2 = pair(x1, x2)
    return _R.Sub(x=x1, y=x2)


def tan(x, /):
    return _R.Tan(x=x)


def tanh(x, /):
    result = _R.Tanh(x=x)
    if x.dtype in _COMPLEX:  # differs: tanh(inf + bj) is 1 - 0j where sin(2b) < 0 (standard: + 0j)
        return complex_special.fixed("tanh", _COMPLEX_OPS, x, result)
    return result


def trunc(x, /):
    if x.dtype in _INTEGRAL:  # differs: integers are already whole
        return x
    # differs: no tf op; ceil below zero and floor above keeps -0.0 and NaN.
    return _R.SelectV2(
        condition=_R.Less(x=x, y=tf.constant(0, x.dtype)), t=_R.Ceil(x=x), e=_R.Floor(x=x)
    )


_COMPLEX_OPS = complex_special.ComplexOps(
    real=real,
    imag=imag,
    complex=tf.complex,
    where=tf.where,
    isnan=tf.math.is_nan,
    isinf=tf.math.is_inf,
    isfinite=tf.math.is_finite,
    signbit=signbit,
    abs=tf.math.abs,
    atan2=tf.math.atan2,
    cos=tf.math.cos,
    sin=tf.math.sin,
    zeros_like=tf.zeros_like,
)
