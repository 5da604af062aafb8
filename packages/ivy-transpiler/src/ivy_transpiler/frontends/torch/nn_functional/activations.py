"""Activations: ``torch.nn.functional``'s, and their ``torch.*`` / ``Tensor.*`` spellings.

``inplace=True`` is accepted: the result is the new value (the tracer rebinds the tensor).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import cast, ndim_of, normalize_dim
from ivy_transpiler.frontends.torch._dtypes import to_ivy_dtype
from ivy_transpiler.frontends.torch.elementwise import inplace, sigmoid, tanh

__all__ = ["FRONTENDS", "softmax", "log_softmax"]


def relu(input: Any, inplace: bool = False) -> Any:
    """torch.nn.functional.relu: ``max(input, 0)``."""
    return ivy.relu(input)


def relu6(input: Any, inplace: bool = False) -> Any:
    """torch.nn.functional.relu6: ``min(max(input, 0), 6)``."""
    return ivy.clip(input, 0, 6)


def leaky_relu(input: Any, negative_slope: float = 0.01, inplace: bool = False) -> Any:
    """torch.nn.functional.leaky_relu: ``input`` below zero scaled by ``negative_slope``."""
    return ivy.leaky_relu(input, alpha=negative_slope)


def gelu(input: Any, approximate: str = "none") -> Any:
    """torch.nn.functional.gelu: ``input * Phi(input)``, or its tanh form for ``"tanh"``."""
    if approximate not in ("none", "tanh"):
        raise RuntimeError(f"approximate argument must be either none or tanh. Got {approximate}")
    return ivy.gelu(input, approximate=approximate == "tanh")


def silu(input: Any, inplace: bool = False) -> Any:
    """torch.nn.functional.silu: ``input * sigmoid(input)``."""
    return ivy.silu(input)


def mish(input: Any, inplace: bool = False) -> Any:
    """torch.nn.functional.mish: ``input * tanh(softplus(input))``."""
    return ivy.mish(input)


def elu(input: Any, alpha: float = 1.0, inplace: bool = False) -> Any:
    """torch.nn.functional.elu: ``alpha * (exp(input) - 1)`` below zero."""
    return ivy.elu(input, alpha=alpha)


def celu(input: Any, alpha: float = 1.0, inplace: bool = False) -> Any:
    """torch.nn.functional.celu: ``max(0, x) + min(0, alpha * (exp(x / alpha) - 1))``."""
    negative = ivy.multiply(ivy.expm1(ivy.divide(ivy.minimum(input, 0), alpha)), alpha)
    return ivy.add(ivy.relu(input), negative)


def selu(input: Any, inplace: bool = False) -> Any:
    """torch.nn.functional.selu: the scaled ELU."""
    return ivy.selu(input)


def softplus(input: Any, beta: float = 1.0, threshold: float = 20.0) -> Any:
    """torch.nn.functional.softplus: ``log(1 + exp(beta * x)) / beta``, linear past threshold."""
    return ivy.softplus(input, beta=beta, threshold=threshold)


def softsign(input: Any) -> Any:
    """torch.nn.functional.softsign: ``input / (1 + |input|)``."""
    return ivy.divide(input, ivy.add(ivy.abs(input), 1))


def hardtanh(input: Any, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False) -> Any:
    """torch.nn.functional.hardtanh: ``input`` clamped to ``[min_val, max_val]``."""
    return ivy.clip(input, min_val, max_val)


def hardsigmoid(input: Any, inplace: bool = False) -> Any:
    """torch.nn.functional.hardsigmoid: ``clamp(input / 6 + 1 / 2, 0, 1)``."""
    return ivy.clip(ivy.add(ivy.divide(input, 6), 0.5), 0, 1)


def hardswish(input: Any, inplace: bool = False) -> Any:
    """torch.nn.functional.hardswish: ``input * hardsigmoid(input)``."""
    return ivy.hardswish(input)


def hardshrink(input: Any, lambd: float = 0.5) -> Any:
    """torch.nn.functional.hardshrink: ``input`` where ``|input| > lambd``, else 0."""
    return ivy.where(ivy.greater(ivy.abs(input), lambd), input, ivy.zeros_like(input))


def softshrink(input: Any, lambd: float = 0.5) -> Any:
    """torch.nn.functional.softshrink: ``input`` moved ``lambd`` toward 0, 0 within it."""
    shrunk = ivy.subtract(input, ivy.multiply(ivy.sign(input), lambd))
    return ivy.where(ivy.greater(ivy.abs(input), lambd), shrunk, ivy.zeros_like(input))


def tanhshrink(input: Any) -> Any:
    """torch.nn.functional.tanhshrink: ``input - tanh(input)``."""
    return ivy.subtract(input, ivy.tanh(input))


def threshold(input: Any, threshold: float, value: float, inplace: bool = False) -> Any:
    """torch.nn.functional.threshold: ``input`` above ``threshold``, else ``value``."""
    return ivy.where(ivy.greater(input, threshold), input, ivy.full_like(input, value))


def logsigmoid(input: Any) -> Any:
    """torch.nn.functional.logsigmoid: ``log(sigmoid(input))``, stably ``-softplus(-input)``."""
    return ivy.negative(ivy.softplus(ivy.negative(input)))


def glu(input: Any, dim: int = -1) -> Any:
    """torch.nn.functional.glu: the first half of ``dim`` times the sigmoid of the second."""
    d = normalize_dim("glu", dim, ndim_of(input))
    a, b = ivy.split(input, 2, axis=d)
    return ivy.multiply(a, ivy.sigmoid(b))


def prelu(input: Any, weight: Any) -> Any:
    """torch.nn.functional.prelu: ``input`` below zero scaled by ``weight`` (per channel, dim 1)."""
    if ndim_of(weight) == 1 and int(weight.shape[0]) > 1:
        weight = ivy.reshape(weight, (-1,) + (1,) * (ndim_of(input) - 2))
    return ivy.where(ivy.greater_equal(input, 0), input, ivy.multiply(input, weight))


def rrelu(
    input: Any, lower: float = 1.0 / 8, upper: float = 1.0 / 3, training: bool = False,
    inplace: bool = False,
) -> Any:  # fmt: skip
    """torch.nn.functional.rrelu.

    A leaky ReLU of slope ``(lower + upper) / 2`` in eval mode, of random slopes in ``[lower,
    upper]`` in training.
    """
    if training:
        slopes = ivy.random_uniform(low=lower, high=upper, shape=tuple(input.shape),
                                    dtype=ivy.dtype(input))  # fmt: skip
        return ivy.where(ivy.greater_equal(input, 0), input, ivy.multiply(input, slopes))
    return ivy.leaky_relu(input, alpha=(lower + upper) / 2)


def _softmax_dim(name: str, ndim: int) -> int:
    return 0 if ndim in (0, 1, 3) else 1  # torch's legacy implicit dim


def _in_dtype(input: Any, dtype: Any) -> Any:
    dtype = to_ivy_dtype(dtype)
    return cast(input, dtype) if dtype is not None else input


def softmax(input: Any, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None) -> Any:
    """torch.nn.functional.softmax.

    ``exp(x) / sum(exp(x))`` along ``dim`` (torch's implicit dim for None), in ``dtype`` if given.
    """
    x = _in_dtype(input, dtype)
    n = ndim_of(x)
    d = _softmax_dim("softmax", n) if dim is None else normalize_dim("softmax", dim, n)
    if n == 0:
        return ivy.ones_like(x)
    return ivy.softmax(x, axis=d)


def log_softmax(input: Any, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None) -> Any:
    """torch.nn.functional.log_softmax: ``x - logsumexp(x)`` along ``dim``."""
    x = _in_dtype(input, dtype)
    n = ndim_of(x)
    d = _softmax_dim("log_softmax", n) if dim is None else normalize_dim("log_softmax", dim, n)
    if n == 0:
        return ivy.zeros_like(x)
    return ivy.log_softmax(x, axis=d)


def softmin(input: Any, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None) -> Any:
    """torch.nn.functional.softmin: :func:`softmax` of ``-input``."""
    return softmax(ivy.negative(_in_dtype(input, dtype)), dim)


def tensor_softmax(input: Any, dim: int, dtype: Any = None) -> Any:
    """torch.softmax / torch.Tensor.softmax: :func:`softmax` with ``dim`` required."""
    return softmax(input, dim, dtype=dtype)


def tensor_log_softmax(input: Any, dim: int, dtype: Any = None) -> Any:
    """torch.log_softmax / torch.Tensor.log_softmax: :func:`log_softmax` with ``dim`` required."""
    return log_softmax(input, dim, dtype=dtype)


def gumbel_softmax(
    logits: Any, tau: float = 1.0, hard: bool = False, eps: float = 1e-10, dim: int = -1
) -> Any:
    """torch.nn.functional.gumbel_softmax: a softmax of Gumbel-perturbed logits (random)."""
    uniform = ivy.random_uniform(
        low=eps, high=1.0, shape=tuple(logits.shape), dtype=ivy.dtype(logits)
    )
    gumbels = ivy.negative(ivy.log(ivy.negative(ivy.log(uniform))))
    soft = softmax(ivy.divide(ivy.add(logits, gumbels), tau), dim)
    if not hard:
        return soft
    d = normalize_dim("gumbel_softmax", dim, ndim_of(logits))
    index = ivy.argmax(soft, axis=d)
    hard_one = ivy.one_hot(index, int(logits.shape[d]), axis=d, dtype=ivy.dtype(logits))
    return ivy.add(ivy.subtract(hard_one, ivy.stop_gradient(soft)), soft)


def _simple(name: str, frontend: Callable) -> Callable:
    """The ``torch.<name>`` builtin spelling, which takes no ``inplace``."""

    def fn(input: Any) -> Any:
        return frontend(input)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: :func:`{frontend.__name__}`."
    return fn


def gelu_tanh_check() -> float:
    """The constant of GELU's tanh form, ``sqrt(2 / pi)``."""
    return math.sqrt(2 / math.pi)


FRONTENDS: dict[str, Callable] = {}
for _name, _fn in [
    ("relu", relu), ("relu6", relu6), ("leaky_relu", leaky_relu), ("gelu", gelu), ("silu", silu),
    ("mish", mish), ("elu", elu), ("celu", celu), ("selu", selu), ("softplus", softplus),
    ("softsign", softsign), ("hardtanh", hardtanh), ("hardsigmoid", hardsigmoid),
    ("hardswish", hardswish), ("hardshrink", hardshrink), ("softshrink", softshrink),
    ("tanhshrink", tanhshrink), ("threshold", threshold), ("logsigmoid", logsigmoid),
    ("glu", glu), ("prelu", prelu), ("rrelu", rrelu), ("softmax", softmax),
    ("log_softmax", log_softmax), ("softmin", softmin), ("gumbel_softmax", gumbel_softmax),
]:  # fmt: skip
    FRONTENDS[f"torch.nn.functional.{_name}"] = _fn
for _name in ("relu", "elu", "leaky_relu", "hardtanh", "threshold", "celu", "selu", "rrelu"):
    FRONTENDS[f"torch.nn.functional.{_name}_"] = inplace(
        FRONTENDS[f"torch.nn.functional.{_name}"], f"{_name}_"
    )
FRONTENDS["torch.nn.functional.sigmoid"] = sigmoid
FRONTENDS["torch.nn.functional.tanh"] = tanh
FRONTENDS["torch.relu"] = _simple("relu", relu)
FRONTENDS["torch.Tensor.relu"] = FRONTENDS["torch.relu"]
FRONTENDS["torch.relu_"] = inplace(FRONTENDS["torch.relu"], "relu_")
FRONTENDS["torch.Tensor.relu_"] = FRONTENDS["torch.relu_"]
FRONTENDS["torch.selu"] = _simple("selu", selu)
FRONTENDS["torch.celu"] = celu
FRONTENDS["torch.prelu"] = prelu
FRONTENDS["torch.Tensor.prelu"] = prelu
FRONTENDS["torch.rrelu"] = rrelu
FRONTENDS["torch.threshold"] = threshold
FRONTENDS["torch.hardshrink"] = hardshrink
FRONTENDS["torch.Tensor.hardshrink"] = hardshrink
FRONTENDS["torch.softmax"] = tensor_softmax
FRONTENDS["torch.Tensor.softmax"] = tensor_softmax
FRONTENDS["torch.special.softmax"] = tensor_softmax
FRONTENDS["torch.log_softmax"] = tensor_log_softmax
FRONTENDS["torch.Tensor.log_softmax"] = tensor_log_softmax
FRONTENDS["torch.special.log_softmax"] = tensor_log_softmax
FRONTENDS["torch.nn.functional.silu"] = silu
FRONTENDS["torch.nn.functional.hardswish"] = hardswish
del _name, _fn
