"""Dropout.

The identity in evaluation mode (``training=False``) and for ``p == 0``; otherwise random zeros
(from the target backend's random state) with the survivors scaled by ``1 / (1 - p)``, element-wise,
per channel (``dropout1d/2d/3d``) or SELU-preserving (``alpha_dropout``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import ndim_of, shape_of

__all__ = ["FRONTENDS", "dropout"]


def _check(p: float) -> None:
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")


def dropout(input: Any, p: float = 0.5, training: bool = True, inplace: bool = False) -> Any:
    """torch.nn.functional.dropout: each entry zeroed with probability ``p`` while training."""
    _check(p)
    if not training or p == 0.0:
        return input
    if p == 1.0:
        return ivy.zeros_like(input)
    return ivy.dropout(input, p, training=True)


def _channel_dropout(n: int) -> Callable:
    name = f"dropout{n}d"

    def fn(input: Any, p: float = 0.5, training: bool = True, inplace: bool = False) -> Any:
        _check(p)
        if not training or p == 0.0:
            return input
        shape = shape_of(input)
        batched = len(shape) == n + 2
        noise = (*shape[: 2 if batched else 1], *(1,) * n)
        if p == 1.0:
            return ivy.zeros_like(input)
        return ivy.dropout(input, p, training=True, noise_shape=noise)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.nn.functional.{name}: whole channels zeroed with probability ``p``."
    return fn


dropout1d, dropout2d, dropout3d = _channel_dropout(1), _channel_dropout(2), _channel_dropout(3)

_SELU_ALPHA_PRIME = -1.7580993408473766  # -scale * alpha of SELU


def alpha_dropout(input: Any, p: float = 0.5, training: bool = False, inplace: bool = False) -> Any:
    """torch.nn.functional.alpha_dropout: dropout that keeps SELU's mean and variance."""
    _check(p)
    if not training or p == 0.0:
        return input
    keep = ivy.bernoulli(1.0 - p, shape=shape_of(input), dtype=ivy.dtype(input))
    a = 1.0 / math.sqrt((_SELU_ALPHA_PRIME**2 * p + 1) * (1 - p))
    b = -a * _SELU_ALPHA_PRIME * p
    dropped = ivy.add(
        ivy.multiply(input, keep), ivy.multiply(ivy.subtract(1.0, keep), _SELU_ALPHA_PRIME)
    )
    return ivy.add(ivy.multiply(dropped, a), b)


def feature_alpha_dropout(input: Any, p: float = 0.5, training: bool = False,
                          inplace: bool = False) -> Any:  # fmt: skip
    """torch.nn.functional.feature_alpha_dropout: :func:`alpha_dropout` of whole channels."""
    _check(p)
    if not training or p == 0.0:
        return input
    shape = shape_of(input)
    noise = (*shape[:2], *(1,) * (ndim_of(input) - 2))
    keep = ivy.broadcast_to(ivy.bernoulli(1.0 - p, shape=noise, dtype=ivy.dtype(input)), shape)
    a = 1.0 / math.sqrt((_SELU_ALPHA_PRIME**2 * p + 1) * (1 - p))
    b = -a * _SELU_ALPHA_PRIME * p
    dropped = ivy.add(
        ivy.multiply(input, keep), ivy.multiply(ivy.subtract(1.0, keep), _SELU_ALPHA_PRIME)
    )
    return ivy.add(ivy.multiply(dropped, a), b)


def torch_dropout(input: Any, p: float, train: bool) -> Any:
    """torch.dropout: :func:`dropout` with the builtin's argument names."""
    return dropout(input, p, train)


def torch_alpha_dropout(input: Any, p: float, train: bool) -> Any:
    """torch.alpha_dropout: :func:`alpha_dropout` with the builtin's argument names."""
    return alpha_dropout(input, p, train)


def torch_feature_dropout(input: Any, p: float, train: bool) -> Any:
    """torch.feature_dropout: channel dropout with the builtin's argument names."""
    _check(p)
    if not train or p == 0.0:
        return input
    shape = shape_of(input)
    noise = (*shape[:2], *(1,) * (len(shape) - 2))
    return (
        ivy.zeros_like(input)
        if p == 1.0
        else ivy.dropout(input, p, training=True, noise_shape=noise)
    )


FRONTENDS: dict[str, Callable] = {
    "torch.nn.functional.dropout": dropout,
    "torch.nn.functional.dropout1d": dropout1d,
    "torch.nn.functional.dropout2d": dropout2d,
    "torch.nn.functional.dropout3d": dropout3d,
    "torch.nn.functional.alpha_dropout": alpha_dropout,
    "torch.nn.functional.feature_alpha_dropout": feature_alpha_dropout,
    "torch.dropout": torch_dropout,
    "torch.alpha_dropout": torch_alpha_dropout,
    "torch.feature_dropout": torch_feature_dropout,
}
