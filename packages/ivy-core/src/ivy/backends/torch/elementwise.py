import torch

from ivy._common import complex_special
from ivy.backends.torch._promotion import Tensor, binary

_COMPLEX_OPS = complex_special.ComplexOps(
    real=torch.real,
    imag=torch.imag,
    complex=torch.complex,
    where=torch.where,
    isnan=torch.isnan,
    isinf=torch.isinf,
    isfinite=torch.isfinite,
    signbit=torch.signbit,
    abs=torch.abs,
    atan2=torch.atan2,
    cos=torch.cos,
    sin=torch.sin,
    zeros_like=torch.zeros_like,
)


def _complex_special_values(op, name):
    """``op`` with the standard's values where a complex input has an infinite or NaN part."""

    def fn(x, /):
        result = op(x)  # first: a non-tensor x gets torch's own error
        if result.is_complex():
            return complex_special.fixed(name, _COMPLEX_OPS, x, result)
        return result

    fn.__name__ = fn.__qualname__ = name
    return fn


# Unary functions: torch's own, which keep the dtype the standard asks for.
abs = torch.abs
# differs: torch's complex acos, expm1, log1p and tanh miss the standard's values at infinities
# and NaN (expm1(inf + 0j) is inf + NaN j), and the sign of zero of acos(0j), expm1(-0 + 0j) and
# tanh(inf + bj); real input costs one dtype test.
acos = _complex_special_values(torch.acos, "acos")
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
expm1 = _complex_special_values(torch.expm1, "expm1")
floor = torch.floor
imag = torch.imag
isfinite = torch.isfinite
isinf = torch.isinf
isnan = torch.isnan
log = torch.log
log10 = torch.log10
log1p = _complex_special_values(torch.log1p, "log1p")
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
tanh = _complex_special_values(torch.tanh, "tanh")
trunc = torch.trunc


def _floor_divide(x1, x2, /):
    # differs: torch's floating floor division of an infinity, or by one, is NaN or -1 (the
    # standard: x1 / x2, an infinity or a zero of the quotient's sign). torch has no derivative
    # of it; the quotient is piecewise constant, so detached inputs give the right zero.
    quotient = torch.floor_divide(x1.detach(), x2.detach() if torch.is_tensor(x2) else x2)
    if not quotient.is_floating_point():
        return quotient
    infinite = torch.isinf(x1) | torch.isinf(torch.as_tensor(x2))  # x2 may be a Python float
    return torch.where(infinite, x1 / x2, quotient)


def _remainder(x1, x2, /):
    # differs: a zero floating remainder keeps the sign of x1 (the standard: of x2, as the
    # remainder always has).
    result = torch.remainder(x1, x2)
    return torch.copysign(result, x2) if result.is_floating_point() else result


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
floor_divide = binary(_floor_divide)
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
remainder = binary(_remainder)
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
