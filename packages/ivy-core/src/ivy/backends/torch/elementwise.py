import torch

from ivy.backends.torch._promotion import Tensor, binary

# Unary functions: torch's own, which keep the dtype the standard asks for.
abs = torch.abs
acos = torch.acos
acosh = torch.acosh
asin = torch.asin
asinh = torch.asinh
atan = torch.atan
atanh = torch.atanh
bitwise_invert = torch.bitwise_not
ceil = torch.ceil
# differs: torch.conj returns a lazy view with the conjugate bit set, which NumPy cannot read.
conj = torch.conj_physical
cos = torch.cos
cosh = torch.cosh
exp = torch.exp
expm1 = torch.expm1
floor = torch.floor
imag = torch.imag
isfinite = torch.isfinite
isinf = torch.isinf
isnan = torch.isnan
log = torch.log
log10 = torch.log10
log1p = torch.log1p
log2 = torch.log2
logical_not = torch.logical_not
negative = torch.neg
positive = torch.positive
real = torch.real
reciprocal = torch.reciprocal
signbit = torch.signbit
sin = torch.sin
sinh = torch.sinh
sqrt = torch.sqrt
square = torch.square
tan = torch.tan
tanh = torch.tanh
trunc = torch.trunc

# Binary functions: the standard's promotion (torch's differs for 0-d tensors) and Python scalars
# on either side. Those whose torch function takes no Python scalar say scalars=False.
add = binary(torch.add)
atan2 = binary(torch.atan2, scalars=False)
bitwise_and = binary(torch.bitwise_and)
bitwise_left_shift = binary(torch.bitwise_left_shift)
bitwise_or = binary(torch.bitwise_or)
bitwise_right_shift = binary(torch.bitwise_right_shift)
bitwise_xor = binary(torch.bitwise_xor)
copysign = binary(torch.copysign)
divide = binary(torch.true_divide)
equal = binary(torch.eq)
floor_divide = binary(torch.floor_divide)
greater = binary(torch.gt)
greater_equal = binary(torch.ge)
hypot = binary(torch.hypot, scalars=False)
less = binary(torch.lt)
less_equal = binary(torch.le)
logaddexp = binary(torch.logaddexp, scalars=False)
logical_and = binary(torch.logical_and, scalars=False)
logical_or = binary(torch.logical_or, scalars=False)
logical_xor = binary(torch.logical_xor, scalars=False)
maximum = binary(torch.maximum, scalars=False)
minimum = binary(torch.minimum, scalars=False)
multiply = binary(torch.mul)
nextafter = binary(torch.nextafter, scalars=False)
not_equal = binary(torch.ne)
pow = binary(torch.pow)
remainder = binary(torch.remainder)
subtract = binary(torch.sub)


def round(x, /):
    # differs: torch has no complex round; the standard rounds both components (half to even).
    if x.is_complex():
        return torch.complex(torch.round(x.real), torch.round(x.imag))
    return torch.round(x)


def sign(x, /):
    # differs: torch.sign(nan) is 0 (the standard: nan), and complex input needs torch.sgn.
    if x.is_floating_point():
        return torch.where(torch.isnan(x), x, torch.sign(x))
    return torch.sgn(x)


def clip(x, /, min=None, max=None):
    # differs: torch.clamp needs a bound, takes tensor bounds only in pairs, and promotes.
    if min is None and max is None:
        return torch.clone(x)
    if isinstance(min, Tensor) or isinstance(max, Tensor):
        min, max = _bound(min, x), _bound(max, x)
    result = torch.clamp(x, min, max)
    return result if result.dtype is x.dtype else result.to(x.dtype)


def _bound(bound, x):
    """A clip bound as a tensor of the dtype of ``x`` (None stays None)."""
    if bound is None:
        return None
    if isinstance(bound, Tensor):
        return bound if bound.dtype is x.dtype else bound.to(x.dtype)
    return torch.scalar_tensor(bound, dtype=x.dtype, device=x.device)
