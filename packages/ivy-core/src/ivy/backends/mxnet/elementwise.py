import numpy as onp

from ivy.backends.mxnet._mx import mnp, mx, native_array, ndarray
from ivy.backends.mxnet._mx import where as _where
from ivy.backends.mxnet._promotion import arrays, binary, promote, refuse_bool, unary

_BOOL, _INT64 = onp.dtype("bool"), onp.dtype("int64")
_FLOAT16, _FLOAT32, _FLOAT64 = onp.dtype("float16"), onp.dtype("float32"), onp.dtype("float64")
_FLOATS = frozenset(onp.dtype(n) for n in ("float16", "float32", "float64"))
# mxnet's broadcasting bitwise kernels refuse bool (asynchronously: the error surfaces at the next
# read), so the bool arrays below combine with multiply (and) and add (or).
_and, _or = mnp.multiply, mnp.add

# mx.np's functions are Python functions with extra parameters (out, **kwargs); ivy's parity
# test wants the api's parameters exactly, so even plain bindings get a one-line wrapper.
# bools=False: mxnet has no bool kernel and would fail only when the result is read.
abs = unary(mnp.abs, bools=False)
acos = unary(mnp.arccos, bools=False)
acosh = unary(mnp.arccosh, bools=False)
add = binary(mnp.add)
asin = unary(mnp.arcsin, bools=False)
asinh = unary(mnp.arcsinh, bools=False)
atan = unary(mnp.arctan, bools=False)
# differs: mxnet's gradient of arctan2(scalar, array) is wrong, so scalars become arrays.
atan2 = binary(mnp.arctan2, scalars=False)
atanh = unary(mnp.arctanh, bools=False)
ceil = unary(mnp.ceil, bools=False)
cos = unary(mnp.cos, bools=False)
cosh = unary(mnp.cosh, bools=False)
divide = binary(mnp.true_divide)
equal = binary(mnp.equal)
exp = unary(mnp.exp, bools=False)
expm1 = unary(mnp.expm1, bools=False)
floor = unary(mnp.floor, bools=False)
greater = binary(mnp.greater)
greater_equal = binary(mnp.greater_equal)
hypot = binary(mnp.hypot)
isfinite = unary(mnp.isfinite)
isinf = unary(mnp.isinf)
isnan = unary(mnp.isnan)
less = binary(mnp.less)
less_equal = binary(mnp.less_equal)
log = unary(mnp.log, bools=False)
log1p = unary(mnp.log1p, bools=False)
log2 = unary(mnp.log2, bools=False)
log10 = unary(mnp.log10, bools=False)
logical_not = unary(mnp.logical_not)
maximum = binary(mnp.maximum, bools=False)
minimum = binary(mnp.minimum, bools=False)
multiply = binary(mnp.multiply)
negative = unary(mnp.negative, bools=False)
not_equal = binary(mnp.not_equal)
pow = binary(mnp.power)
reciprocal = unary(mnp.reciprocal, bools=False)
sin = unary(mnp.sin, bools=False)
sinh = unary(mnp.sinh, bools=False)
square = unary(mnp.square, bools=False)
sqrt = unary(mnp.sqrt, bools=False)
subtract = binary(mnp.subtract, bools=False)
tan = unary(mnp.tan, bools=False)
tanh = unary(mnp.tanh, bools=False)
trunc = unary(mnp.trunc, bools=False)

# mxnet has no complex dtypes: every array is real.


def positive(x, /):
    x = native_array(x)
    # differs: mx.np.positive is a host-numpy fallback (no gradient); a copy has one.
    return x.copy()


conj = positive


def real(x, /):
    x = native_array(x)
    # differs: mx.np.real is a host-numpy fallback; the real part of a real array is the array
    # itself (numpy returns a view).
    return x


def imag(x, /):
    x = native_array(x)
    return mnp.zeros_like(x)


def signbit(x, /):
    x = native_array(x)
    # differs: mx.np.signbit is a host-numpy fallback (0-d results come back as Python bools).
    # Without bit casts, zeros are told apart by 1 / x; the sign bit of a NaN cannot be read.
    refuse_bool(mnp.signbit, x)
    return _signbit(x)


def _signbit(x):
    return _or(x < 0, _and(x == 0, mnp.reciprocal(x) < 0))


def sign(x, /):
    x = native_array(x)
    if x.dtype in _FLOATS:
        # differs: mx.np.sign(nan) is 0.
        return _where(mnp.isnan(x), x, mnp.sign(x))
    refuse_bool(mnp.sign, x)
    return mnp.sign(x)


def round(x, /):
    x = native_array(x)
    dtype = x.dtype
    if dtype not in _FLOATS:
        return x.copy()
    # differs: mxnet has no float16 round kernel; float32 rounds float16 values exactly.
    result = mnp.round(x) if dtype is not _FLOAT16 else mnp.round(x.astype(_FLOAT32)).astype(dtype)
    # differs: mx.np.round loses the sign of zero results (round(-0.4) is -0.0).
    return _where(result == 0, x * 0, result)


def clip(x, /, min=None, max=None):
    x = native_array(x)
    if min is None and max is None:
        return x.copy()
    bounds = (int, float, type(None))
    if _float32_exact(min) and _float32_exact(max):
        # differs: mx.np.clip holds its bounds as float32, which would round the others.
        return mnp.clip(x, min, max)
    # differs: mx.np.clip takes scalar bounds only; array bounds clip by maximum and minimum.
    if min is not None:
        x = mnp.maximum(x, min if isinstance(min, bounds) else _like(min, x))
    if max is not None:
        x = mnp.minimum(x, max if isinstance(max, bounds) else _like(max, x))
    return x


def _float32_exact(bound):
    return bound is None or (isinstance(bound, int | float) and float(onp.float32(bound)) == bound)


def _like(bound, x):
    return native_array(bound).astype(x.dtype, copy=False)


def copysign(x1, x2, /):
    # differs: mx.np.copysign ignores the sign of zero (copysign(2, -0.0) is 2).
    x1, x2 = arrays(x1, x2)
    refuse_bool(mnp.copysign, x1, x2)
    magnitude = mnp.abs(x1)
    return _where(_signbit(x2), -magnitude, magnitude)


def remainder(x1, x2, /):
    if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2)
    refuse_bool(mnp.mod, x1, x2)
    result = mnp.mod(x1, x2)
    if result.dtype not in _FLOATS:
        return result
    # differs: a zero result of mx.np.mod has the sign of x1, the standard's that of x2; and
    # mx.np.mod(x, 0) is 0 where the standard wants NaN for floats.
    zero = result == 0
    if type(x2) is not ndarray:
        if not x2:
            return result * onp.nan
        magnitude = mnp.abs(result)
        return _where(zero, magnitude if x2 > 0 else -magnitude, result)
    # (mxnet's copysign, wrong for a -0.0 x2, is right here: x2 == 0 gives NaN below.)
    result = _where(zero, mnp.copysign(mnp.abs(result), x2), result)
    return result / (x2 != 0)  # dividing by False: 0/0 is NaN


def floor_divide(x1, x2, /):
    # differs: mx.np 1.9 has no floor_divide.
    x1, x2 = arrays(x1, x2)
    if x1.dtype in _FLOATS:
        # numpy's way: (x1 - x1 mod x2) / x2 is integral up to rounding; a zero takes the sign
        # of x1 / x2. Of or by an infinity, the result is x1 / x2 (the standard; Python and
        # numpy give NaN and -1).
        ratio = x1 / x2
        quotient = round((x1 - mnp.mod(x1, x2)) / x2)
        quotient = _where(quotient == 0, ratio * 0, quotient)
        return _where(_or(mnp.isinf(x1), mnp.isinf(x2)), ratio, quotient)
    return _integer_floor_divide(x1, x2)


def _integer_floor_divide(x1, x2):
    """Floor division of integers (bool excluded), 0 where x2 is 0 like numpy."""
    dtype = x1.dtype
    zero = x2 == 0
    if dtype is not _INT64:
        # float64 division of integers of 32 bits or less is exact enough that floor() is right.
        quotient = mnp.floor(x1.astype(_FLOAT64) / x2.astype(_FLOAT64))
        return _where(zero, mnp.zeros_like(quotient), quotient).astype(dtype)
    # int64: the legacy operator's C division truncates; avoid its x/0 and INT64_MIN/-1 traps.
    minus_one = x2 == -1
    safe = _where(_or(zero, minus_one), mnp.ones_like(x2), x2)
    quotient = mx.nd.broadcast_div(x1.as_nd_ndarray(), safe.as_nd_ndarray()).as_np_ndarray()
    inexact = (quotient * safe) != x1
    quotient = quotient - _and(inexact, (x1 < 0) != (safe < 0)).astype(dtype)
    quotient = _where(minus_one, -x1, quotient)
    return _where(zero, mnp.zeros_like(quotient), quotient)


def bitwise_left_shift(x1, x2, /):
    # differs: mx.np 1.9 has no shifts: x1 * 2**x2.
    x1, x2 = arrays(x1, x2)
    _integers("bitwise_left_shift", x1)
    return x1 * mnp.power(2, x2)


def bitwise_right_shift(x1, x2, /):
    # differs: mx.np 1.9 has no shifts: floor(x1 / 2**x2), with 2**x2 in int64 (no overflow).
    x1, x2 = arrays(x1, x2)
    _integers("bitwise_right_shift", x1)
    divisor = mnp.power(2, x2.astype(_INT64, copy=False))
    return _integer_floor_divide(x1.astype(_INT64, copy=False), divisor).astype(x1.dtype)


def _integers(function, *arrays):
    # mxnet reports integer-only kernels given floats asynchronously (at the next read, or at
    # exit): refuse them here, where the api turns the error into a DtypeError.
    for x in arrays:
        if x.dtype in _FLOATS:
            raise TypeError(f"{function} is for integer (or bool) arrays; got {x.dtype}")


def bitwise_invert(x, /):
    x = native_array(x)
    _integers("bitwise_invert", x)
    return mnp.invert(x)


def _bitwise(native, boolean):
    # differs: mxnet's broadcasting bitwise kernels refuse bool (and bool with a Python scalar
    # gives int64): bools use multiply (and), add (or) and not_equal (xor) on bool arrays.
    def function(x1, x2, /):
        if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
            x1, x2 = promote(x1, x2, scalars=False)
        return (boolean if x1.dtype is _BOOL else native)(x1, x2)

    function.__name__ = function.__qualname__ = native.__name__
    return function


bitwise_and = _bitwise(mnp.bitwise_and, mnp.multiply)
bitwise_or = _bitwise(mnp.bitwise_or, mnp.add)
bitwise_xor = _bitwise(mnp.bitwise_xor, mnp.not_equal)


def _truth(x):
    if isinstance(x, (bool, int, float)):
        return bool(x)
    x = native_array(x)
    return x if x.dtype is _BOOL else x != 0


# differs: mx.np 1.9 has no logical_and/or/xor: the bool ones above on truth values.


def logical_and(x1, x2, /):
    return bitwise_and(_truth(x1), _truth(x2))


def logical_or(x1, x2, /):
    return bitwise_or(_truth(x1), _truth(x2))


def logical_xor(x1, x2, /):
    return bitwise_xor(_truth(x1), _truth(x2))


def logaddexp(x1, x2, /):
    # differs: mx.np 1.9 has no logaddexp: max + log1p(exp(-|x1 - x2|)). -|x1 - x2| is picked by
    # x1 >= x2, the rule by which mx.np.maximum's gradient picks x1, so ties split the gradient
    # evenly (through an abs, x1 would get all of it).
    x1, x2 = arrays(x1, x2)
    refuse_bool(mnp.maximum, x1, x2)
    dtype = x1.dtype
    if dtype is _FLOAT16:  # float32 rounds the float16 result correctly, as numpy does
        return logaddexp(x1.astype(_FLOAT32), x2.astype(_FLOAT32)).astype(dtype)
    high = mnp.maximum(x1, x2)
    difference = x1 - x2
    result = high + mnp.log1p(mnp.exp(_where(x1 >= x2, -difference, difference)))
    return _where(mnp.isinf(high), high, result)  # both -inf, or one +inf (and no NaN)


# Per float dtype: significand bits (with the implicit one), the smallest normal exponent, max.
_FLOAT_BITS = {
    onp.dtype(name): (info.nmant + 1, info.minexp, info.max)
    for name, info in ((n, onp.finfo(n)) for n in ("float16", "float32", "float64"))
}


def nextafter(x1, x2, /):
    # differs: mx.np 1.9 has no nextafter and no bit casts: the spacing 2**(e - p + 1) of x1's
    # binade [2**e, 2**(e + 1)) is added or subtracted (exactly); below a power of two the
    # spacing halves; subnormals share the smallest normal binade's spacing.
    x1, x2 = arrays(x1, x2)
    precision, min_exponent, largest = _FLOAT_BITS[x1.dtype]
    magnitude = mnp.abs(x1)
    exponent = mnp.floor(mnp.log2(magnitude))  # may be off by one: fixed below
    power = mnp.power(2.0, exponent)
    exponent = _where(power > magnitude, exponent - 1, exponent)
    exponent = _where(power * 2 <= magnitude, exponent + 1, exponent)
    exponent = mnp.maximum(exponent, mnp.full_like(exponent, min_exponent))
    spacing = mnp.power(2.0, exponent - (precision - 1))
    up = x2 > x1
    toward_zero = _where(up, x1 < 0, x1 > 0)
    power = mnp.power(2.0, exponent)
    halve = _and(_and(toward_zero, magnitude == power), exponent > min_exponent)
    spacing = _where(halve, spacing / 2, spacing)
    result = _where(up, x1 + spacing, x1 - spacing)
    # inf toward a finite x2: the largest finite value, made on the host (mxnet passes scalars as
    # strings, which lose the float64 maximum)
    largest = mnp.array(largest, ctx=x1.ctx)
    result = _where(mnp.isinf(x1), mnp.sign(x1) * largest, result)
    return _where(_or(x1 == x2, mnp.isnan(x2)), x2, result)
