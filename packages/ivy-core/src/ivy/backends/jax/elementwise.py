import jax.numpy as jnp

from ivy.backends.jax._promotion import binary

# jnp has the Array API names and promotes by the standard; binary() adds what ivy.result_type
# wants beyond it (see _promotion).
abs = jnp.abs
acos = jnp.acos
acosh = jnp.acosh
asin = jnp.asin
asinh = jnp.asinh
atan = jnp.atan
atanh = jnp.atanh
bitwise_invert = jnp.bitwise_invert
ceil = jnp.ceil
conj = jnp.conj
cos = jnp.cos
cosh = jnp.cosh
exp = jnp.exp
expm1 = jnp.expm1
floor = jnp.floor
imag = jnp.imag
isfinite = jnp.isfinite
isinf = jnp.isinf
isnan = jnp.isnan
log = jnp.log
log10 = jnp.log10
log1p = jnp.log1p
log2 = jnp.log2
logical_not = jnp.logical_not
negative = jnp.negative
positive = jnp.positive
real = jnp.real
reciprocal = jnp.reciprocal
round = jnp.round
sign = jnp.sign
signbit = jnp.signbit
sin = jnp.sin
sinh = jnp.sinh
sqrt = jnp.sqrt
square = jnp.square
tan = jnp.tan
tanh = jnp.tanh
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
floor_divide = binary(jnp.floor_divide)
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
remainder = binary(jnp.remainder)
subtract = binary(jnp.subtract)


def clip(x, /, min=None, max=None):
    result = jnp.clip(x, min, max)
    # differs: jnp promotes with array bounds; the standard keeps the dtype of x.
    return result if result.dtype == x.dtype else result.astype(x.dtype)
