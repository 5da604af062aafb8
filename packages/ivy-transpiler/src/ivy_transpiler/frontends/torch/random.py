"""Random draws.

Rand/randn/randint (and ``_like``), normal, bernoulli, multinomial, randperm, and the in-place fills
(``uniform_``, ``normal_``, ``bernoulli_``).

# differs: the draws come from the target backend's random state (``ivy.seed``), so they follow
# torch's distributions, not torch's generator's values; ``generator=`` is ignored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import as_shape, cast, is_array, refuse_out, shape_of
from ivy_transpiler.frontends.torch._dtypes import DEFAULT_FLOAT, available, kind, to_ivy_dtype

__all__ = ["FRONTENDS"]


def rand(*size: Any, out: Any = None, dtype: Any = None, **ignored: Any) -> Any:
    """torch.rand: uniform draws in ``[0, 1)`` of ``size``."""
    size = size or (ignored.pop("size"),)
    refuse_out("rand", out)
    return ivy.random_uniform(shape=as_shape(size), dtype=to_ivy_dtype(dtype) or DEFAULT_FLOAT)


def randn(*size: Any, out: Any = None, dtype: Any = None, **ignored: Any) -> Any:
    """torch.randn: standard normal draws of ``size``."""
    size = size or (ignored.pop("size"),)
    refuse_out("randn", out)
    return ivy.random_normal(shape=as_shape(size), dtype=to_ivy_dtype(dtype) or DEFAULT_FLOAT)


def randint(*args: Any, size: Any = None, out: Any = None, dtype: Any = None,
            **ignored: Any) -> Any:  # fmt: skip
    """torch.randint: integers in ``[low, high)`` of ``size`` (int64)."""
    refuse_out("randint", out)
    args = list(args)
    if size is None:
        size = args.pop()
    low, high = (0, args[0]) if len(args) == 1 else args
    return ivy.randint(
        low, high, shape=as_shape((size,)), dtype=to_ivy_dtype(dtype) or available("int64")
    )


def rand_like(input: Any, *, dtype: Any = None, **ignored: Any) -> Any:
    """torch.rand_like: :func:`rand` of ``input``'s shape and dtype."""
    return rand(shape_of(input), dtype=dtype or ivy.dtype(input))


def randn_like(input: Any, *, dtype: Any = None, **ignored: Any) -> Any:
    """torch.randn_like: :func:`randn` of ``input``'s shape and dtype."""
    return randn(shape_of(input), dtype=dtype or ivy.dtype(input))


def randint_like(input: Any, low: int = 0, high: Any = None, *, dtype: Any = None,
                 **ignored: Any) -> Any:  # fmt: skip
    """torch.randint_like: :func:`randint` of ``input``'s shape and dtype."""
    if high is None:
        low, high = 0, low
    dtype = to_ivy_dtype(dtype) or ivy.dtype(input)
    # a floating dtype holds the integers drawn (torch.randint_like of a float tensor)
    return cast(randint(low, high, shape_of(input)), dtype)


def normal(mean: Any = 0.0, std: Any = 1.0, size: Sequence[int] | None = None, *,
           out: Any = None, dtype: Any = None, **ignored: Any) -> Any:  # fmt: skip
    """torch.normal: normal draws with ``mean`` and ``std`` (numbers or tensors)."""
    refuse_out("normal", out)
    shape = None
    if size is not None:
        shape = as_shape((size,))
    elif is_array(mean) or is_array(std):
        shape = ivy.broadcast_shapes(*(shape_of(v) for v in (mean, std) if is_array(v)))
    dtype = to_ivy_dtype(dtype) or next(
        (ivy.dtype(v) for v in (mean, std) if is_array(v)), DEFAULT_FLOAT
    )
    return ivy.random_normal(mean=mean, std=std, shape=shape, dtype=dtype)


def bernoulli(input: Any, p: Any = None, *, generator: Any = None, out: Any = None) -> Any:
    """torch.bernoulli: 1 with probability ``input`` (or ``p``), else 0, in ``input``'s dtype."""
    refuse_out("bernoulli", out)
    probs = input if p is None else _probabilities(input, p)
    return ivy.astype(ivy.bernoulli(probs), ivy.dtype(input))


def _probabilities(like: Any, p: Any) -> Any:
    """``p`` (a number or tensor) broadcast to ``like``'s shape, in a floating dtype.

    An integer ``like`` must not truncate the probabilities.
    """
    dtype = ivy.dtype(like) if kind(str(ivy.dtype(like))) >= 2 else DEFAULT_FLOAT
    if is_array(p):
        return ivy.broadcast_to(cast(p, dtype), shape_of(like))
    return ivy.full(shape_of(like), float(p), dtype=dtype, backend=ivy.current_backend(like))


def multinomial(input: Any, num_samples: int, replacement: bool = False, *,
                generator: Any = None, out: Any = None) -> Any:  # fmt: skip
    """torch.multinomial: ``num_samples`` category indices drawn by the weights ``input``."""
    refuse_out("multinomial", out)
    total = ivy.sum(input, axis=-1, keepdims=True)
    draws = ivy.multinomial(ivy.divide(input, total), num_samples, replace=replacement)
    return cast(draws, "int64")


def randperm(n: int, *, out: Any = None, dtype: Any = None, **ignored: Any) -> Any:
    """torch.randperm: a random permutation of ``0..n-1`` (int64)."""
    refuse_out("randperm", out)
    return ivy.shuffle(ivy.arange(n, dtype=to_ivy_dtype(dtype) or available("int64")))


def uniform_(self: Any, a: float = 0.0, b: float = 1.0, *, generator: Any = None) -> Any:
    """torch.Tensor.uniform_: ``self`` refilled with uniform draws in ``[a, b)``."""
    return ivy.random_uniform(low=a, high=b, shape=shape_of(self), dtype=ivy.dtype(self))


def normal_(self: Any, mean: float = 0.0, std: float = 1.0, *, generator: Any = None) -> Any:
    """torch.Tensor.normal_: ``self`` refilled with normal draws."""
    return ivy.random_normal(mean=mean, std=std, shape=shape_of(self), dtype=ivy.dtype(self))


def bernoulli_(self: Any, p: Any = 0.5, *, generator: Any = None) -> Any:
    """torch.Tensor.bernoulli_: ``self`` refilled with 0/1 draws of probability ``p``."""
    return ivy.astype(ivy.bernoulli(_probabilities(self, p)), ivy.dtype(self))


FRONTENDS: dict[str, Callable] = {
    "torch.rand": rand,
    "torch.randn": randn,
    "torch.randint": randint,
    "torch.rand_like": rand_like,
    "torch.randn_like": randn_like,
    "torch.randint_like": randint_like,
    "torch.normal": normal,
    "torch.bernoulli": bernoulli,
    "torch.Tensor.bernoulli": bernoulli,
    "torch.multinomial": multinomial,
    "torch.Tensor.multinomial": multinomial,
    "torch.randperm": randperm,
    "torch.Tensor.uniform_": uniform_,
    "torch.Tensor.normal_": normal_,
    "torch.Tensor.bernoulli_": bernoulli_,
}
