import numpy as np

from ivy.backends.numpy._promotion import binary

# The old ufunc names: numpy 1.23 lacks the Array API aliases (np.acos, np.pow, ...).
abs = np.abs
acos = np.arccos
acosh = np.arccosh
add = binary(np.add)
asin = np.arcsin
asinh = np.arcsinh
atan = np.arctan
atan2 = binary(np.arctan2)
atanh = np.arctanh
bitwise_and = binary(np.bitwise_and)
bitwise_invert = np.invert
bitwise_left_shift = binary(np.left_shift)
bitwise_or = binary(np.bitwise_or)
bitwise_right_shift = binary(np.right_shift)
bitwise_xor = binary(np.bitwise_xor)
ceil = np.ceil
conj = np.conj
copysign = binary(np.copysign)
cos = np.cos
cosh = np.cosh
divide = binary(np.divide)
equal = binary(np.equal)
exp = np.exp
expm1 = np.expm1
floor = np.floor
floor_divide = binary(np.floor_divide)
greater = binary(np.greater)
greater_equal = binary(np.greater_equal)
hypot = binary(np.hypot)
imag = np.imag
isfinite = np.isfinite
isinf = np.isinf
isnan = np.isnan
less = binary(np.less)
less_equal = binary(np.less_equal)
log = np.log
log1p = np.log1p
log2 = np.log2
log10 = np.log10
logaddexp = binary(np.logaddexp)
logical_and = binary(np.logical_and)
logical_not = np.logical_not
logical_or = binary(np.logical_or)
logical_xor = binary(np.logical_xor)
maximum = binary(np.maximum)
minimum = binary(np.minimum)
multiply = binary(np.multiply)
negative = np.negative
nextafter = binary(np.nextafter)
not_equal = binary(np.not_equal)
positive = np.positive
pow = binary(np.power)
real = np.real
reciprocal = np.reciprocal
remainder = binary(np.remainder)
round = np.round
sign = np.sign
signbit = np.signbit
sin = np.sin
sinh = np.sinh
square = np.square
sqrt = np.sqrt
subtract = binary(np.subtract)
tan = np.tan
tanh = np.tanh
trunc = np.trunc


def clip(x, /, min=None, max=None):
    # differs: numpy 1.x refuses clip with no bound.
    if min is None and max is None:
        return x.copy()
    # differs: numpy gives the bounds' dtype where it is wider; the standard keeps x's.
    result = np.clip(x, min, max)
    return result if result.dtype == x.dtype else result.astype(x.dtype)
