"""Element-wise torch functions: arithmetic, comparisons, logic, bits, math and their operators.

Binary functions promote as torch does (:mod:`._dtypes`), so ``int32 tensor * 2.5`` is float32
and ``float16 tensor + 1.0`` stays float16. Unary floating functions (``exp``, ``sqrt``,
``sigmoid``, ...) compute integer and bool input in torch's default float32. Operators are the
tensor methods the tracer receives: ``x + y`` arrives as ``torch.Tensor.add``, ``1 - x`` as
``torch.Tensor.__rsub__`` (see :mod:`ivy_transpiler.frontends.torch`). In-place methods
(``add_``, ``mul_``, ``clamp_``, ...) return the new value, cast back to ``self``'s dtype, and
refuse a result torch could not store in it (a float result for an int tensor).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import (
    as_array,
    cast,
    is_array,
    promoted,
    refuse_out,
)
from ivy_transpiler.frontends.torch._dtypes import (
    DEFAULT_FLOAT,
    available,
    is_complex,
    is_floating,
    kind,
    result_type,
)

__all__ = ["FRONTENDS", "inplace", "reflected", "erf"]


def _float_dtype(dtype: str) -> str:
    """The dtype a floating function computes ``dtype`` in: integers and bool in float32."""
    return dtype if kind(dtype) >= 2 else DEFAULT_FLOAT


def _first_array(*operands: Any) -> Any:
    """The operands with a leading scalar made an array, for ivy calls that need one first."""
    if not any(is_array(x) for x in operands):
        raise TypeError("torch frontends: expected at least one tensor argument")
    return operands


def _binary(name: str, ivy_fn: Callable, doc: str) -> Callable:
    def fn(input: Any, other: Any, *, out: Any = None) -> Any:
        refuse_out(name, out)
        _, (a, b) = promoted(*_first_array(input, other))
        return ivy_fn(a, b)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: {doc}, with torch's type promotion."
    return fn


def _comparison(name: str, ivy_fn: Callable) -> Callable:
    def fn(input: Any, other: Any, *, out: Any = None) -> Any:
        refuse_out(name, out)
        dtype, (a, b) = promoted(*_first_array(input, other))
        if dtype == "bool":  # ordered False < True, which ivy's comparisons refuse for bool
            a, b = cast(a, "uint8"), cast(b, "uint8")
        return ivy_fn(a, b)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: the element-wise comparison, a bool tensor."
    return fn


def _unary(name: str, ivy_fn: Callable, doc: str, *, floating: bool) -> Callable:
    def fn(input: Any, *, out: Any = None) -> Any:
        refuse_out(name, out)
        if floating:
            dtype = ivy.dtype(input)
            if kind(dtype) < 2:
                input = ivy.astype(input, DEFAULT_FLOAT)
        return ivy_fn(input)

    fn.__name__ = fn.__qualname__ = name
    computes = " (integer and bool input in float32)" if floating else ""
    fn.__doc__ = f"torch.{name}: {doc}{computes}."
    return fn


def reflected(fn: Callable, name: str) -> Callable:
    """The reflected operator of a binary frontend: ``name(self, other)`` is ``fn(other, self)``."""

    def method(self: Any, other: Any) -> Any:
        return fn(other, self)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"torch.Tensor.{name}: ``{fn.__name__}(other, self)``."
    return method


def inplace(fn: Callable, name: str) -> Callable:
    """The in-place method of a frontend, as a functional update: the new value of ``self``.

    The result keeps ``self``'s dtype; a result of a higher kind than ``self`` (a float result
    for an int tensor) is refused, as torch refuses it.
    """

    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = fn(self, *args, **kwargs)
        return _store(name, self, result)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"torch.Tensor.{name}: the value of ``self`` after the in-place update."
    return method


def _store(name: str, self: Any, result: Any) -> Any:
    """``result`` as the new value of ``self``: ``self``'s dtype and shape."""
    target, got = ivy.dtype(self), ivy.dtype(result)
    if got != target:
        if kind(got) > kind(target):
            raise RuntimeError(
                f"{name}: result type {got} can't be cast to the desired output type {target}"
            )
        result = ivy.astype(result, target)
    if tuple(result.shape) != tuple(self.shape):
        if ivy.broadcast_shapes(tuple(result.shape), tuple(self.shape)) != tuple(self.shape):
            raise RuntimeError(
                f"{name}: output with shape {tuple(self.shape)} doesn't match the broadcast "
                f"shape {tuple(result.shape)}"
            )
        result = ivy.broadcast_to(result, tuple(self.shape))
    return result


# Arithmetic.


def add(input: Any, other: Any, *, alpha: Any = 1, out: Any = None) -> Any:
    """torch.add: ``input + alpha * other``; two bool tensors give their logical or."""
    refuse_out("add", out)
    if alpha != 1:
        other = mul(other, alpha)
    dtype, (a, b) = promoted(*_first_array(input, other))
    if dtype == "bool":
        return ivy.logical_or(as_array(a), b)
    return ivy.add(a, b)


def sub(input: Any, other: Any, *, alpha: Any = 1, out: Any = None) -> Any:
    """torch.sub: ``input - alpha * other`` (bool tensors are refused, as torch does)."""
    refuse_out("sub", out)
    if alpha != 1:
        other = mul(other, alpha)
    dtype, (a, b) = promoted(*_first_array(input, other))
    if dtype == "bool":
        raise RuntimeError(
            "sub: Subtraction, the `-` operator, with two bool tensors is not supported. Use "
            "the `^` or `logical_xor()` operator instead."
        )
    return ivy.subtract(a, b)


def rsub(input: Any, other: Any, *, alpha: Any = 1) -> Any:
    """torch.rsub: ``other - alpha * input``."""
    return sub(other, input, alpha=alpha)


def mul(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.mul: ``input * other``; two bool tensors give their logical and."""
    refuse_out("mul", out)
    dtype, (a, b) = promoted(*_first_array(input, other))
    if dtype == "bool":
        return ivy.logical_and(as_array(a), b)
    return ivy.multiply(a, b)


def div(input: Any, other: Any, *, rounding_mode: str | None = None, out: Any = None) -> Any:
    """torch.div: true division (integers in float32), or rounded with ``"trunc"``/``"floor"``."""
    refuse_out("div", out)
    dtype, (a, b) = promoted(*_first_array(input, other))
    if rounding_mode is None:
        if kind(dtype) < 2:
            a, b = cast(a, DEFAULT_FLOAT), cast(b, DEFAULT_FLOAT)
        return ivy.divide(a, b)
    if rounding_mode == "floor":
        return _floor_divide(dtype, a, b)
    if rounding_mode == "trunc":
        if kind(dtype) >= 2:
            return ivy.trunc(ivy.divide(a, b))
        # the floor quotient, one up where it was rounded down below zero (exact for int64)
        floor = ivy.floor_divide(a, b)
        inexact = ivy.not_equal(ivy.multiply(floor, b), a)
        negative = ivy.not_equal(ivy.less(a, 0), ivy.less(b, 0))
        return ivy.add(floor, cast(ivy.logical_and(inexact, negative), dtype))
    raise ValueError(
        f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
        f"'{rounding_mode}'"
    )


def _floor_divide(dtype: str, a: Any, b: Any) -> Any:
    if dtype == "bool":
        raise RuntimeError("floor_divide: not implemented for 'Bool'")
    if kind(dtype) >= 2:
        # torch floors the true quotient (Python's // differs at some float boundaries)
        return ivy.floor(ivy.divide(a, b))
    return ivy.floor_divide(a, b)


def floor_divide(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.floor_divide: ``floor(input / other)``, in the promoted dtype."""
    refuse_out("floor_divide", out)
    dtype, (a, b) = promoted(*_first_array(input, other))
    return _floor_divide(dtype, a, b)


def remainder(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.remainder: Python's modulus (the sign of ``other``)."""
    refuse_out("remainder", out)
    _, (a, b) = promoted(*_first_array(input, other))
    return ivy.remainder(a, b)


def fmod(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.fmod: C's modulus (the sign of ``input``)."""
    refuse_out("fmod", out)
    _, (a, b) = promoted(*_first_array(input, other))
    r = ivy.remainder(a, b)
    a = as_array(a, ivy.dtype(r))
    wrong_sign = ivy.logical_and(ivy.not_equal(r, 0), ivy.not_equal(ivy.less(r, 0), ivy.less(a, 0)))
    return ivy.where(wrong_sign, ivy.subtract(r, b), r)


def pow(input: Any, exponent: Any, *, out: Any = None) -> Any:
    """torch.pow: ``input ** exponent`` with torch's promotion (``int ** 0.5`` is float32)."""
    refuse_out("pow", out)
    dtype, (a, b) = promoted(*_first_array(input, exponent))
    if dtype == "bool":
        a, b = cast(a, "int64"), cast(b, "int64")
        return ivy.astype(ivy.pow(a, b), "bool")
    if not is_array(a):
        a = ivy.full_like(b, a)
    return ivy.pow(a, b)


def float_power(input: Any, exponent: Any, *, out: Any = None) -> Any:
    """torch.float_power: ``input ** exponent`` in float64 (complex128 for complex)."""
    refuse_out("float_power", out)
    dtype = result_type(*_first_array(input, exponent))
    wide = "complex128" if is_complex(dtype) else "float64"
    return pow(cast(input, wide), cast(exponent, wide))


def true_divide(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.true_divide: :func:`div` without rounding."""
    return div(input, other, out=out)


def neg(input: Any, *, out: Any = None) -> Any:
    """torch.neg: ``-input`` (refused for bool, as torch does)."""
    refuse_out("neg", out)
    if ivy.dtype(input) == "bool":
        raise RuntimeError(
            "neg: Negation, the `-` operator, on a bool tensor is not supported. If you are "
            "trying to invert a mask, use the `~` or `logical_not()` operator instead."
        )
    return ivy.negative(input)


def positive(input: Any) -> Any:
    """torch.positive: ``input`` itself."""
    return input


def abs(input: Any, *, out: Any = None) -> Any:
    """torch.abs: the absolute value (the modulus for complex input, of its real dtype)."""
    refuse_out("abs", out)
    if ivy.dtype(input) == "bool":
        return input
    return ivy.abs(input)


def reciprocal(input: Any, *, out: Any = None) -> Any:
    """torch.reciprocal: ``1 / input`` (integer input in float32)."""
    refuse_out("reciprocal", out)
    input = cast(input, _float_dtype(ivy.dtype(input)))
    return ivy.divide(1.0, input)


def rsqrt(input: Any, *, out: Any = None) -> Any:
    """torch.rsqrt: ``1 / sqrt(input)`` (integer input in float32)."""
    refuse_out("rsqrt", out)
    input = cast(input, _float_dtype(ivy.dtype(input)))
    return ivy.divide(1.0, ivy.sqrt(input))


def square(input: Any, *, out: Any = None) -> Any:
    """torch.square: ``input * input`` (bool input gives int64, as torch's ``pow(x, 2)``)."""
    refuse_out("square", out)
    if ivy.dtype(input) == "bool":
        input = cast(input, "int64")
    return ivy.multiply(input, input)


def sign(input: Any, *, out: Any = None) -> Any:
    """torch.sign: -1, 0 or 1 in ``input``'s dtype (bool stays bool)."""
    refuse_out("sign", out)
    if ivy.dtype(input) == "bool":
        return input
    return ivy.sign(input)


def sgn(input: Any, *, out: Any = None) -> Any:
    """torch.sgn: :func:`sign` for real input, ``input / |input|`` (0 at 0) for complex."""
    refuse_out("sgn", out)
    if not is_complex(ivy.dtype(input)):
        return sign(input)
    magnitude = ivy.abs(input)
    safe = ivy.where(ivy.equal(magnitude, 0), ivy.ones_like(magnitude), magnitude)
    unit = ivy.divide(input, ivy.astype(safe, ivy.dtype(input)))
    return ivy.where(ivy.equal(magnitude, 0), ivy.zeros_like(input), unit)


def round(input: Any, *, decimals: int = 0, out: Any = None) -> Any:
    """torch.round: to the nearest even integer, or to ``decimals`` decimal places."""
    refuse_out("round", out)
    if kind(ivy.dtype(input)) < 2:
        return input
    if decimals == 0:
        return ivy.round(input)
    scale = 10.0**decimals
    return ivy.divide(ivy.round(ivy.multiply(input, scale)), scale)


def frac(input: Any, *, out: Any = None) -> Any:
    """torch.frac: ``input - trunc(input)``."""
    refuse_out("frac", out)
    return ivy.subtract(input, ivy.trunc(input))


def _integral_identity(name: str, ivy_fn: Callable) -> Callable:
    def fn(input: Any, *, out: Any = None) -> Any:
        refuse_out(name, out)
        if kind(ivy.dtype(input)) < 2:
            return input
        return ivy_fn(input)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: rounds floating input; integer input is returned as it is."
    return fn


floor = _integral_identity("floor", ivy.floor)
ceil = _integral_identity("ceil", ivy.ceil)
trunc = _integral_identity("trunc", ivy.trunc)

# The Abramowitz-Stegun-style rational approximation XLA and Eigen use for float32 erf:
# erf(x) = x * P(x^2) / Q(x^2) on [-4, 4] (erf is +-1 to float32 precision beyond).
_ERF_ALPHA = (
    -2.72614225801306e-10,
    2.77068142495902e-08,
    -2.10102402082508e-06,
    -5.69250639462346e-05,
    -7.34990630326855e-04,
    -2.95459980854025e-03,
    -1.60960333262415e-02,
)
_ERF_BETA = (
    -1.45660718464996e-05,
    -2.13374055278905e-04,
    -1.68282697438203e-03,
    -7.37332916720468e-03,
    -1.42647390514189e-02,
)


def erf(input: Any, *, out: Any = None) -> Any:
    """torch.erf: the error function (integer input in float32).

    # differs: ivy-core has no erf, so this is XLA's float32 rational approximation (about 1e-7
    # absolute error), also for float64 input.
    """
    refuse_out("erf", out)
    x = cast(input, _float_dtype(ivy.dtype(input)))
    x = ivy.clip(x, -4.0, 4.0)
    x2 = ivy.multiply(x, x)
    p = ivy.full_like(x2, _ERF_ALPHA[0])
    for c in _ERF_ALPHA[1:]:
        p = ivy.add(ivy.multiply(p, x2), c)
    q = ivy.full_like(x2, _ERF_BETA[0])
    for c in _ERF_BETA[1:]:
        q = ivy.add(ivy.multiply(q, x2), c)
    return ivy.divide(ivy.multiply(x, p), q)


def erfc(input: Any, *, out: Any = None) -> Any:
    """torch.erfc: ``1 - erf(input)`` (see :func:`erf`'s accuracy)."""
    refuse_out("erfc", out)
    return ivy.subtract(1.0, erf(input))


def exp2(input: Any, *, out: Any = None) -> Any:
    """torch.exp2: ``2 ** input`` (integer input in float32)."""
    refuse_out("exp2", out)
    x = cast(input, _float_dtype(ivy.dtype(input)))
    return ivy.exp(ivy.multiply(x, math.log(2.0)))


def sigmoid(input: Any, *, out: Any = None) -> Any:
    """torch.sigmoid: ``1 / (1 + exp(-input))`` (integer input in float32)."""
    refuse_out("sigmoid", out)
    return ivy.sigmoid(cast(input, _float_dtype(ivy.dtype(input))))


def logit(input: Any, eps: float | None = None, *, out: Any = None) -> Any:
    """torch.logit: ``log(p / (1 - p))``, ``input`` clamped to ``[eps, 1 - eps]`` if given."""
    refuse_out("logit", out)
    x = cast(input, _float_dtype(ivy.dtype(input)))
    if eps is not None:
        x = ivy.clip(x, eps, 1.0 - eps)
    return ivy.log(ivy.divide(x, ivy.subtract(1.0, x)))


def nan_to_num(
    input: Any,
    nan: float = 0.0,
    posinf: float | None = None,
    neginf: float | None = None,
    *,
    out: Any = None,
) -> Any:
    """torch.nan_to_num: NaN, +inf and -inf replaced (infinities by the dtype's extremes)."""
    refuse_out("nan_to_num", out)
    dtype = ivy.dtype(input)
    if not is_floating(dtype):
        return input
    info = ivy.finfo(dtype)
    posinf = info.max if posinf is None else posinf
    neginf = info.min if neginf is None else neginf
    x = ivy.where(ivy.isnan(input), ivy.full_like(input, nan), input)
    x = ivy.where(ivy.logical_and(ivy.isinf(x), ivy.greater(x, 0)), ivy.full_like(x, posinf), x)
    return ivy.where(ivy.logical_and(ivy.isinf(x), ivy.less(x, 0)), ivy.full_like(x, neginf), x)


def clamp(input: Any, min: Any = None, max: Any = None, *, out: Any = None) -> Any:
    """torch.clamp: ``min(max(input, min), max)``; bounds may be numbers or tensors."""
    refuse_out("clamp", out)
    if min is None and max is None:
        raise RuntimeError("clamp: At least one of 'min' or 'max' must not be None")
    _dtype, (x, low, high) = promoted(input, min, max)
    if low is not None:
        x = ivy.maximum(x, low)
    if high is not None:
        x = ivy.minimum(x, high)  # as torch: max wins where min > max
    return x


def clamp_min(input: Any, min: Any, *, out: Any = None) -> Any:
    """torch.clamp_min: ``max(input, min)``."""
    return clamp(input, min, None, out=out)


def clamp_max(input: Any, max: Any, *, out: Any = None) -> Any:
    """torch.clamp_max: ``min(input, max)``."""
    return clamp(input, None, max, out=out)


def lerp(input: Any, end: Any, weight: Any, *, out: Any = None) -> Any:
    """torch.lerp: ``input + weight * (end - input)``."""
    refuse_out("lerp", out)
    _, (a, b, w) = promoted(input, end, weight)
    return ivy.add(a, ivy.multiply(w, ivy.subtract(b, a)))


def addcmul(input: Any, tensor1: Any, tensor2: Any, *, value: Any = 1, out: Any = None) -> Any:
    """torch.addcmul: ``input + value * tensor1 * tensor2``."""
    refuse_out("addcmul", out)
    return add(input, mul(mul(tensor1, tensor2), value))


def addcdiv(input: Any, tensor1: Any, tensor2: Any, *, value: Any = 1, out: Any = None) -> Any:
    """torch.addcdiv: ``input + value * tensor1 / tensor2``."""
    refuse_out("addcdiv", out)
    return add(input, mul(div(tensor1, tensor2), value))


def where(condition: Any, input: Any = None, other: Any = None, *, out: Any = None) -> Any:
    """torch.where: ``input`` where ``condition``, else ``other``; with one argument, nonzero."""
    refuse_out("where", out)
    if input is None and other is None:
        return tuple(ivy.nonzero(condition))
    condition = cast(condition, "bool")
    if not is_array(input) and not is_array(other):  # two scalars: torch's dtype for them
        dtype = available(result_type(input, other))
        backend = ivy.current_backend(condition)
        a, b = (ivy.full((), cast(v, dtype), dtype=dtype, backend=backend) for v in (input, other))
        return ivy.where(condition, a, b)
    _dtype, (a, b) = promoted(input, other)
    if not is_array(a):
        a = ivy.full_like(b, a)
    elif not is_array(b):
        b = ivy.full_like(a, b)
    return ivy.where(condition, a, b)


def tensor_where(self: Any, condition: Any, y: Any) -> Any:
    """torch.Tensor.where: ``self`` where ``condition``, else ``y``."""
    return where(condition, self, y)


def _logical(name: str, ivy_fn: Callable) -> Callable:
    def fn(input: Any, other: Any, *, out: Any = None) -> Any:
        refuse_out(name, out)
        return ivy_fn(cast(as_array(input), "bool"), cast(other, "bool"))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: the element-wise logical operation on truth values, bool."
    return fn


def logical_not(input: Any, *, out: Any = None) -> Any:
    """torch.logical_not: ``input == 0``, bool."""
    refuse_out("logical_not", out)
    return ivy.logical_not(cast(input, "bool"))


def _bitwise(name: str, ivy_fn: Callable, bool_fn: Callable | None) -> Callable:
    def fn(input: Any, other: Any, *, out: Any = None) -> Any:
        refuse_out(name, out)
        dtype, (a, b) = promoted(*_first_array(input, other))
        if kind(dtype) >= 2:
            raise RuntimeError(f"{name}: not implemented for floating-point dtype {dtype}")
        if dtype == "bool":
            if bool_fn is None:
                raise RuntimeError(f"{name}: not implemented for 'Bool'")
            return bool_fn(as_array(a), b)
        return ivy_fn(as_array(a, dtype), b)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: the bitwise operation (logical on bool)."
    return fn


def bitwise_not(input: Any, *, out: Any = None) -> Any:
    """torch.bitwise_not: ``~input`` (logical not on bool)."""
    refuse_out("bitwise_not", out)
    dtype = ivy.dtype(input)
    if dtype == "bool":
        return ivy.logical_not(input)
    if kind(dtype) >= 2:
        raise RuntimeError(f"bitwise_not: not implemented for floating-point dtype {dtype}")
    return ivy.bitwise_invert(input)


def isclose(
    input: Any, other: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> Any:
    """torch.isclose: ``|input - other| <= atol + rtol * |other|``."""
    _, (a, b) = promoted(input, other)
    close = ivy.less_equal(
        ivy.abs(ivy.subtract(a, b)), ivy.add(atol, ivy.multiply(rtol, ivy.abs(b)))
    )
    close = ivy.logical_or(close, ivy.equal(a, b))
    if equal_nan:
        close = ivy.logical_or(close, ivy.logical_and(ivy.isnan(a), ivy.isnan(b)))
    return close


def isneginf(input: Any, *, out: Any = None) -> Any:
    """torch.isneginf: where ``input`` is -inf."""
    refuse_out("isneginf", out)
    return ivy.logical_and(ivy.isinf(input), ivy.less(input, 0))


def isposinf(input: Any, *, out: Any = None) -> Any:
    """torch.isposinf: where ``input`` is +inf."""
    refuse_out("isposinf", out)
    return ivy.logical_and(ivy.isinf(input), ivy.greater(input, 0))


def isreal(input: Any) -> Any:
    """torch.isreal: where the imaginary part is zero (everywhere for real input)."""
    if not is_complex(ivy.dtype(input)):
        return ivy.ones_like(input, dtype="bool")
    return ivy.equal(ivy.imag(input), 0)


def real(input: Any) -> Any:
    """torch.real: the real part (real input as it is)."""
    return ivy.real(input) if is_complex(ivy.dtype(input)) else input


def imag(input: Any) -> Any:
    """torch.imag: the imaginary part (refused for real input, as torch does)."""
    if not is_complex(ivy.dtype(input)):
        raise RuntimeError("imag is not implemented for tensors with non-complex dtypes.")
    return ivy.imag(input)


def conj(input: Any) -> Any:
    """torch.conj: the complex conjugate (real input as it is)."""
    return ivy.conj(input) if is_complex(ivy.dtype(input)) else input


def angle(input: Any, *, out: Any = None) -> Any:
    """torch.angle: the argument of complex input; 0 or pi for real input."""
    refuse_out("angle", out)
    dtype = ivy.dtype(input)
    if is_complex(dtype):
        return ivy.atan2(ivy.imag(input), ivy.real(input))
    x = cast(input, _float_dtype(dtype))
    signed = ivy.where(ivy.less(x, 0), ivy.full_like(x, math.pi), ivy.zeros_like(x))
    return ivy.where(ivy.isnan(x), x, signed) if kind(dtype) >= 2 else signed


def xlogy(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.xlogy: ``input * log(other)``, 0 where ``input`` is 0 (NaN ``other`` stays NaN)."""
    refuse_out("xlogy", out)
    dtype, (a, b) = promoted(*_first_array(input, other))
    dtype = _float_dtype(dtype)
    a, b = as_array(cast(a, dtype), dtype), as_array(cast(b, dtype), dtype)
    product = ivy.multiply(a, ivy.log(b))
    zero = ivy.logical_and(ivy.equal(a, 0), ivy.logical_not(ivy.isnan(b)))
    return ivy.where(zero, ivy.zeros_like(product), product)


def _binary_float(name: str, ivy_fn: Callable, doc: str) -> Callable:
    def fn(input: Any, other: Any, *, out: Any = None) -> Any:
        refuse_out(name, out)
        dtype, (a, b) = promoted(*_first_array(input, other))
        dtype = _float_dtype(dtype)
        return ivy_fn(as_array(cast(a, dtype), dtype), cast(b, dtype))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: {doc} (integer input in float32)."
    return fn


def copysign(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.copysign: ``|input|`` with the sign of ``other`` (integers in float32)."""
    refuse_out("copysign", out)
    dtype, (a, b) = promoted(*_first_array(input, other))
    dtype = _float_dtype(dtype)
    return ivy.copysign(as_array(cast(a, dtype), dtype), as_array(cast(b, dtype), dtype))


def heaviside(input: Any, values: Any, *, out: Any = None) -> Any:
    """torch.heaviside: 0 below zero, ``values`` at zero, 1 above."""
    refuse_out("heaviside", out)
    _, (a, v) = promoted(input, values)
    step = ivy.astype(ivy.greater(a, 0), ivy.dtype(a))
    return ivy.where(
        ivy.equal(a, 0),
        ivy.broadcast_to(v, tuple(a.shape)) if is_array(v) else ivy.full_like(a, v),
        step,
    )


add_ = inplace(add, "add_")
sub_ = inplace(sub, "sub_")
mul_ = inplace(mul, "mul_")
div_ = inplace(div, "div_")

maximum = _binary("maximum", ivy.maximum, "the element-wise maximum (NaN propagates)")
minimum = _binary("minimum", ivy.minimum, "the element-wise minimum (NaN propagates)")
atan2 = _binary_float("atan2", ivy.atan2, "the angle of ``(other, input)``")
hypot = _binary_float("hypot", ivy.hypot, "``sqrt(input**2 + other**2)``")
logaddexp = _binary_float("logaddexp", ivy.logaddexp, "``log(exp(input) + exp(other))``")


def fmax(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.fmax: the element-wise maximum, ignoring a NaN where the other value is not NaN."""
    refuse_out("fmax", out)
    _, (a, b) = promoted(*_first_array(input, other))
    a, b = as_array(a, ivy.dtype(b) if is_array(b) else None), b
    m = ivy.maximum(a, b)
    if kind(ivy.dtype(m)) < 2:
        return m
    m = ivy.where(
        ivy.isnan(a), ivy.broadcast_to(b, tuple(m.shape)) if is_array(b) else ivy.full_like(m, b), m
    )
    return ivy.where(ivy.isnan(m), ivy.broadcast_to(a, tuple(m.shape)), m)


def fmin(input: Any, other: Any, *, out: Any = None) -> Any:
    """torch.fmin: the element-wise minimum, ignoring a NaN where the other value is not NaN."""
    refuse_out("fmin", out)
    _, (a, b) = promoted(*_first_array(input, other))
    a = as_array(a, ivy.dtype(b) if is_array(b) else None)
    m = ivy.minimum(a, b)
    if kind(ivy.dtype(m)) < 2:
        return m
    m = ivy.where(
        ivy.isnan(a), ivy.broadcast_to(b, tuple(m.shape)) if is_array(b) else ivy.full_like(m, b), m
    )
    return ivy.where(ivy.isnan(m), ivy.broadcast_to(a, tuple(m.shape)), m)


eq = _comparison("eq", ivy.equal)
ne = _comparison("ne", ivy.not_equal)
lt = _comparison("lt", ivy.less)
le = _comparison("le", ivy.less_equal)
gt = _comparison("gt", ivy.greater)
ge = _comparison("ge", ivy.greater_equal)

logical_and = _logical("logical_and", ivy.logical_and)
logical_or = _logical("logical_or", ivy.logical_or)
logical_xor = _logical("logical_xor", ivy.logical_xor)

bitwise_and = _bitwise("bitwise_and", ivy.bitwise_and, ivy.logical_and)
bitwise_or = _bitwise("bitwise_or", ivy.bitwise_or, ivy.logical_or)
bitwise_xor = _bitwise("bitwise_xor", ivy.bitwise_xor, ivy.logical_xor)
bitwise_left_shift = _bitwise("bitwise_left_shift", ivy.bitwise_left_shift, None)
bitwise_right_shift = _bitwise("bitwise_right_shift", ivy.bitwise_right_shift, None)

exp = _unary("exp", ivy.exp, "``e ** input``", floating=True)
expm1 = _unary("expm1", ivy.expm1, "``exp(input) - 1``", floating=True)
log = _unary("log", ivy.log, "the natural logarithm", floating=True)
log2 = _unary("log2", ivy.log2, "the base-2 logarithm", floating=True)
log10 = _unary("log10", ivy.log10, "the base-10 logarithm", floating=True)
log1p = _unary("log1p", ivy.log1p, "``log(1 + input)``", floating=True)
sqrt = _unary("sqrt", ivy.sqrt, "the square root", floating=True)
sin = _unary("sin", ivy.sin, "the sine", floating=True)
cos = _unary("cos", ivy.cos, "the cosine", floating=True)
tan = _unary("tan", ivy.tan, "the tangent", floating=True)
asin = _unary("asin", ivy.asin, "the inverse sine", floating=True)
acos = _unary("acos", ivy.acos, "the inverse cosine", floating=True)
atan = _unary("atan", ivy.atan, "the inverse tangent", floating=True)
sinh = _unary("sinh", ivy.sinh, "the hyperbolic sine", floating=True)
cosh = _unary("cosh", ivy.cosh, "the hyperbolic cosine", floating=True)
tanh = _unary("tanh", ivy.tanh, "the hyperbolic tangent", floating=True)
asinh = _unary("asinh", ivy.asinh, "the inverse hyperbolic sine", floating=True)
acosh = _unary("acosh", ivy.acosh, "the inverse hyperbolic cosine", floating=True)
atanh = _unary("atanh", ivy.atanh, "the inverse hyperbolic tangent", floating=True)
isnan = _unary("isnan", ivy.isnan, "where ``input`` is NaN", floating=False)
isinf = _unary("isinf", ivy.isinf, "where ``input`` is infinite", floating=False)
isfinite = _unary("isfinite", ivy.isfinite, "where ``input`` is finite", floating=False)
signbit = _unary("signbit", ivy.signbit, "where the sign bit is set", floating=False)

clamp_ = inplace(clamp, "clamp_")


# torch name -> frontend. Operators appear under the names the tracer receives (see the
# registry's docstring) and under their dunder names.
FRONTENDS: dict[str, Callable] = {}


def _register(frontend: Callable, *names: str) -> None:
    for name in names:
        FRONTENDS[name] = frontend


def _functions_and_methods(frontend: Callable, name: str, *aliases: str) -> None:
    """``torch.<name>``.

    ``torch.Tensor.<name>`` and ``torch.Tensor.<name>_`` (the in-place method), and the same for
    each alias; a dotted alias (``special.erf``) is a function only.
    """
    for n in (name, *aliases):
        if "." in n:
            _register(frontend, f"torch.{n}")
            continue
        _register(frontend, f"torch.{n}", f"torch.Tensor.{n}")
        if n not in _NO_INPLACE_METHOD:
            _register(inplace(frontend, f"{n}_"), f"torch.Tensor.{n}_")


_NO_INPLACE_METHOD = frozenset({"maximum", "minimum", "fmax", "fmin", "logaddexp"})


_functions_and_methods(add, "add")
_functions_and_methods(sub, "sub", "subtract")
_functions_and_methods(mul, "mul", "multiply")
_functions_and_methods(div, "div", "divide")
_functions_and_methods(true_divide, "true_divide")
_functions_and_methods(floor_divide, "floor_divide")
_functions_and_methods(remainder, "remainder")
_functions_and_methods(fmod, "fmod")
_functions_and_methods(pow, "pow")
_functions_and_methods(float_power, "float_power")
_functions_and_methods(neg, "neg", "negative")
_functions_and_methods(abs, "abs", "absolute")
_functions_and_methods(reciprocal, "reciprocal")
_functions_and_methods(rsqrt, "rsqrt")
_functions_and_methods(square, "square")
_functions_and_methods(sign, "sign")
_functions_and_methods(sgn, "sgn")
_functions_and_methods(round, "round")
_functions_and_methods(frac, "frac")
_functions_and_methods(floor, "floor")
_functions_and_methods(ceil, "ceil")
_functions_and_methods(trunc, "trunc", "fix")
_functions_and_methods(erf, "erf", "special.erf")
_functions_and_methods(erfc, "erfc", "special.erfc")
_functions_and_methods(exp2, "exp2", "special.exp2")
_functions_and_methods(sigmoid, "sigmoid", "special.expit")
_functions_and_methods(logit, "logit", "special.logit")
_functions_and_methods(nan_to_num, "nan_to_num")
_functions_and_methods(clamp, "clamp", "clip")
_functions_and_methods(clamp_min, "clamp_min")
_functions_and_methods(clamp_max, "clamp_max")
_functions_and_methods(lerp, "lerp")
_functions_and_methods(addcmul, "addcmul")
_functions_and_methods(addcdiv, "addcdiv")
_functions_and_methods(maximum, "maximum")
_functions_and_methods(minimum, "minimum")
_functions_and_methods(fmax, "fmax")
_functions_and_methods(fmin, "fmin")
_functions_and_methods(atan2, "atan2", "arctan2")
_functions_and_methods(hypot, "hypot")
_functions_and_methods(logaddexp, "logaddexp")
_functions_and_methods(copysign, "copysign")
_functions_and_methods(heaviside, "heaviside")
_functions_and_methods(xlogy, "xlogy", "special.xlogy")
_functions_and_methods(eq, "eq")
_functions_and_methods(ne, "ne", "not_equal")
_functions_and_methods(lt, "lt", "less")
_functions_and_methods(le, "le", "less_equal")
_functions_and_methods(gt, "gt", "greater")
_functions_and_methods(ge, "ge", "greater_equal")
_functions_and_methods(logical_and, "logical_and")
_functions_and_methods(logical_or, "logical_or")
_functions_and_methods(logical_xor, "logical_xor")
_functions_and_methods(logical_not, "logical_not")
_functions_and_methods(bitwise_and, "bitwise_and")
_functions_and_methods(bitwise_or, "bitwise_or")
_functions_and_methods(bitwise_xor, "bitwise_xor")
_functions_and_methods(bitwise_not, "bitwise_not")
_functions_and_methods(bitwise_left_shift, "bitwise_left_shift")
_functions_and_methods(bitwise_right_shift, "bitwise_right_shift")
_functions_and_methods(exp, "exp")
_functions_and_methods(expm1, "expm1", "special.expm1")
_functions_and_methods(log, "log")
_functions_and_methods(log2, "log2")
_functions_and_methods(log10, "log10")
_functions_and_methods(log1p, "log1p", "special.log1p")
_functions_and_methods(sqrt, "sqrt")
_functions_and_methods(sin, "sin")
_functions_and_methods(cos, "cos")
_functions_and_methods(tan, "tan")
_functions_and_methods(asin, "asin", "arcsin")
_functions_and_methods(acos, "acos", "arccos")
_functions_and_methods(atan, "atan", "arctan")
_functions_and_methods(sinh, "sinh")
_functions_and_methods(cosh, "cosh")
_functions_and_methods(tanh, "tanh")
_functions_and_methods(asinh, "asinh", "arcsinh")
_functions_and_methods(acosh, "acosh", "arccosh")
_functions_and_methods(atanh, "atanh", "arctanh")
_register(isnan, "torch.isnan", "torch.Tensor.isnan")
_register(isinf, "torch.isinf", "torch.Tensor.isinf")
_register(isfinite, "torch.isfinite", "torch.Tensor.isfinite")
_register(isneginf, "torch.isneginf", "torch.Tensor.isneginf")
_register(isposinf, "torch.isposinf", "torch.Tensor.isposinf")
_register(isreal, "torch.isreal", "torch.Tensor.isreal")
_register(signbit, "torch.signbit", "torch.Tensor.signbit")
_register(isclose, "torch.isclose", "torch.Tensor.isclose")
_register(real, "torch.real")
_register(imag, "torch.imag")
_register(
    conj, "torch.conj", "torch.Tensor.conj", "torch.conj_physical", "torch.Tensor.conj_physical"
)
_register(angle, "torch.angle", "torch.Tensor.angle")
_register(positive, "torch.positive", "torch.Tensor.positive", "torch.Tensor.__pos__")
_register(rsub, "torch.rsub")
_register(where, "torch.where")
_register(tensor_where, "torch.Tensor.where")

# Operators: what `x + y` and friends arrive as, and their dunder names.
_register(add, "torch.Tensor.__add__", "torch.Tensor.__radd__")
_register(inplace(add, "__iadd__"), "torch.Tensor.__iadd__")
_register(sub, "torch.Tensor.__sub__")
_register(reflected(sub, "__rsub__"), "torch.Tensor.__rsub__")
_register(inplace(sub, "__isub__"), "torch.Tensor.__isub__")
_register(mul, "torch.Tensor.__mul__", "torch.Tensor.__rmul__")
_register(inplace(mul, "__imul__"), "torch.Tensor.__imul__")
_register(div, "torch.Tensor.__truediv__", "torch.Tensor.__div__")
_register(reflected(div, "__rtruediv__"), "torch.Tensor.__rtruediv__", "torch.Tensor.__rdiv__")
_register(inplace(div, "__itruediv__"), "torch.Tensor.__itruediv__", "torch.Tensor.__idiv__")
_register(floor_divide, "torch.Tensor.__floordiv__")
_register(reflected(floor_divide, "__rfloordiv__"), "torch.Tensor.__rfloordiv__")
_register(inplace(floor_divide, "__ifloordiv__"), "torch.Tensor.__ifloordiv__")
_register(remainder, "torch.Tensor.__mod__")
_register(reflected(remainder, "__rmod__"), "torch.Tensor.__rmod__")
_register(inplace(remainder, "__imod__"), "torch.Tensor.__imod__")
_register(pow, "torch.Tensor.__pow__")
_register(reflected(pow, "__rpow__"), "torch.Tensor.__rpow__")
_register(inplace(pow, "__ipow__"), "torch.Tensor.__ipow__")
_register(neg, "torch.Tensor.__neg__")
_register(abs, "torch.Tensor.__abs__")
_register(eq, "torch.Tensor.__eq__")
_register(ne, "torch.Tensor.__ne__")
_register(lt, "torch.Tensor.__lt__")
_register(le, "torch.Tensor.__le__")
_register(gt, "torch.Tensor.__gt__")
_register(ge, "torch.Tensor.__ge__")
_register(bitwise_and, "torch.Tensor.__and__", "torch.Tensor.__rand__")
_register(bitwise_or, "torch.Tensor.__or__", "torch.Tensor.__ror__")
_register(bitwise_xor, "torch.Tensor.__xor__", "torch.Tensor.__rxor__")
_register(inplace(bitwise_and, "__iand__"), "torch.Tensor.__iand__")
_register(inplace(bitwise_or, "__ior__"), "torch.Tensor.__ior__")
_register(inplace(bitwise_xor, "__ixor__"), "torch.Tensor.__ixor__")
_register(bitwise_not, "torch.Tensor.__invert__")
_register(bitwise_left_shift, "torch.Tensor.__lshift__")
_register(bitwise_right_shift, "torch.Tensor.__rshift__")
_register(reflected(bitwise_left_shift, "__rlshift__"), "torch.Tensor.__rlshift__")
_register(reflected(bitwise_right_shift, "__rrshift__"), "torch.Tensor.__rrshift__")
_register(inplace(bitwise_left_shift, "__ilshift__"), "torch.Tensor.__ilshift__")
_register(inplace(bitwise_right_shift, "__irshift__"), "torch.Tensor.__irshift__")
