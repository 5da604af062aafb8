import numpy as np

# The old ufunc names: numpy 1.23 lacks the Array API aliases (np.acos, np.pow, ...).
abs = np.abs
acos = np.arccos
acosh = np.arccosh
add = np.add
asin = np.arcsin
asinh = np.arcsinh
atan = np.arctan
atan2 = np.arctan2
atanh = np.arctanh
bitwise_and = np.bitwise_and
bitwise_invert = np.invert
bitwise_left_shift = np.left_shift
bitwise_or = np.bitwise_or
bitwise_right_shift = np.right_shift
bitwise_xor = np.bitwise_xor
ceil = np.ceil
conj = np.conj
copysign = np.copysign
cos = np.cos
cosh = np.cosh
divide = np.divide
equal = np.equal
exp = np.exp
expm1 = np.expm1
floor = np.floor
floor_divide = np.floor_divide
greater = np.greater
greater_equal = np.greater_equal
hypot = np.hypot
imag = np.imag
isfinite = np.isfinite
isinf = np.isinf
isnan = np.isnan
less = np.less
less_equal = np.less_equal
log = np.log
log1p = np.log1p
log2 = np.log2
log10 = np.log10
logaddexp = np.logaddexp
logical_and = np.logical_and
logical_not = np.logical_not
logical_or = np.logical_or
logical_xor = np.logical_xor
maximum = np.maximum
minimum = np.minimum
multiply = np.multiply
negative = np.negative
nextafter = np.nextafter
not_equal = np.not_equal
positive = np.positive
pow = np.power
real = np.real
reciprocal = np.reciprocal
remainder = np.remainder
round = np.round
sign = np.sign
signbit = np.signbit
sin = np.sin
sinh = np.sinh
square = np.square
sqrt = np.sqrt
subtract = np.subtract
tan = np.tan
tanh = np.tanh
trunc = np.trunc


def clip(x, /, min=None, max=None):
    # differs: numpy 1.x refuses clip with no bound.
    if min is None and max is None:
        return x.copy()
    return np.clip(x, min, max)
