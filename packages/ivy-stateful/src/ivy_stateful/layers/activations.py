"""Activation layers: one module per ivy activation function, without variables.

Each layer calls its ivy function (:func:`ivy.relu`, :func:`ivy.softmax`, ...) with the options
given to its constructor, so it can sit in a :class:`~ivy_stateful.layers.sequential.Sequential`.
They keep the input's shape and dtype.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivy
from ivy_stateful.module import Module

__all__ = [
    "ReLU",
    "LeakyReLU",
    "GELU",
    "Sigmoid",
    "Softmax",
    "LogSoftmax",
    "Softplus",
    "SiLU",
    "Mish",
    "Hardswish",
    "ELU",
    "SELU",
    "Tanh",
]


class _Activation(Module):
    """An element-wise (or one-axis) activation: ``_fn(x, **self._options)``."""

    _fn: Callable[..., Any]

    def __init__(self, **options: Any) -> None:
        super().__init__()
        self._options = options

    def _forward(self, x: Any) -> Any:
        # Looked up on the class so the ivy function is not bound as a method.
        return type(self)._fn(x, **self._options)

    def _extra_repr(self) -> str:
        return ", ".join(f"{name}={value!r}" for name, value in self._options.items())


class ReLU(_Activation):
    """The rectified linear unit, ``max(x, 0)`` (:func:`ivy.relu`).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import ReLU
        >>> ReLU()(ivy.asarray([-1.0, 2.0]))
        array([0., 2.], dtype=float32)
    """

    _fn = staticmethod(ivy.relu)

    def __init__(self) -> None:
        super().__init__()


class LeakyReLU(_Activation):
    """The leaky rectified linear unit: ``x`` where ``x >= 0``, else ``alpha * x``.

    Wraps :func:`ivy.leaky_relu`.

    Args:
        alpha: the slope for negative ``x`` (0.2 as ivy and Keras; torch uses 0.01).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import LeakyReLU
        >>> LeakyReLU(alpha=0.1)(ivy.asarray([-1.0, 2.0]))
        array([-0.1,  2. ], dtype=float32)
    """

    _fn = staticmethod(ivy.leaky_relu)

    def __init__(self, alpha: float = 0.2) -> None:
        super().__init__(alpha=alpha)


class GELU(_Activation):
    """The Gaussian error linear unit, ``x * Phi(x)`` (:func:`ivy.gelu`).

    Args:
        approximate: False for the exact erf form; True for the tanh approximation.

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import GELU
        >>> GELU()(ivy.asarray([0.0, 1.0], dtype="float64"))
        array([0.        , 0.84134475])
    """

    _fn = staticmethod(ivy.gelu)

    def __init__(self, approximate: bool = False) -> None:
        super().__init__(approximate=approximate)


class Sigmoid(_Activation):
    """The logistic sigmoid, ``1 / (1 + exp(-x))`` (:func:`ivy.sigmoid`).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import Sigmoid
        >>> Sigmoid()(ivy.asarray([0.0]))
        array([0.5], dtype=float32)
    """

    _fn = staticmethod(ivy.sigmoid)

    def __init__(self) -> None:
        super().__init__()


class Softmax(_Activation):
    """The softmax along ``axis`` (:func:`ivy.softmax`).

    Args:
        axis: the axis to normalize along; negative counts from the end.

    Shape:
        ``x``: ``(...)`` (at least 1-d) -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import Softmax
        >>> Softmax()(ivy.asarray([0.0, 0.0]))
        array([0.5, 0.5], dtype=float32)
    """

    _fn = staticmethod(ivy.softmax)

    def __init__(self, axis: int = -1) -> None:
        super().__init__(axis=axis)


class LogSoftmax(_Activation):
    """The logarithm of the softmax along ``axis`` (:func:`ivy.log_softmax`).

    Args:
        axis: the axis to normalize along; negative counts from the end.

    Shape:
        ``x``: ``(...)`` (at least 1-d) -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import LogSoftmax
        >>> LogSoftmax()(ivy.asarray([0.0, 0.0]))
        array([-0.6931472, -0.6931472], dtype=float32)
    """

    _fn = staticmethod(ivy.log_softmax)

    def __init__(self, axis: int = -1) -> None:
        super().__init__(axis=axis)


class Softplus(_Activation):
    """The softplus, ``log(1 + exp(beta * x)) / beta`` (:func:`ivy.softplus`).

    Args:
        beta: the sharpness; must not be 0.
        threshold: above this value of ``beta * x`` the result is ``x`` itself (as in torch).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import Softplus
        >>> Softplus()(ivy.asarray([0.0, 100.0]))
        array([  0.6931472, 100.       ], dtype=float32)
    """

    _fn = staticmethod(ivy.softplus)

    def __init__(self, beta: float = 1.0, threshold: float = 20.0) -> None:
        if beta == 0:
            raise ValueError("Softplus: beta must not be 0")
        super().__init__(beta=beta, threshold=threshold)


class SiLU(_Activation):
    """The sigmoid linear unit (swish), ``x * sigmoid(x)`` (:func:`ivy.silu`).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import SiLU
        >>> SiLU()(ivy.asarray([0.0]))
        array([0.], dtype=float32)
    """

    _fn = staticmethod(ivy.silu)

    def __init__(self) -> None:
        super().__init__()


class Mish(_Activation):
    """The mish activation, ``x * tanh(softplus(x))`` (:func:`ivy.mish`).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import Mish
        >>> Mish()(ivy.asarray([0.0]))
        array([0.], dtype=float32)
    """

    _fn = staticmethod(ivy.mish)

    def __init__(self) -> None:
        super().__init__()


class Hardswish(_Activation):
    """The hard swish, ``x * min(max(x + 3, 0), 6) / 6`` (:func:`ivy.hardswish`).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import Hardswish
        >>> Hardswish()(ivy.asarray([-4.0, 3.0]))
        array([-0.,  3.], dtype=float32)
    """

    _fn = staticmethod(ivy.hardswish)

    def __init__(self) -> None:
        super().__init__()


class ELU(_Activation):
    """The exponential linear unit: ``x`` where ``x > 0``, else ``alpha * (exp(x) - 1)``.

    Wraps :func:`ivy.elu`.

    Args:
        alpha: the value the result tends to for large negative ``x`` is ``-alpha``.

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import ELU
        >>> ELU()(ivy.asarray([0.0, 2.0]))
        array([0., 2.], dtype=float32)
    """

    _fn = staticmethod(ivy.elu)

    def __init__(self, alpha: float = 1.0) -> None:
        super().__init__(alpha=alpha)


class SELU(_Activation):
    """The scaled exponential linear unit of Klambauer et al. (2017) (:func:`ivy.selu`).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import SELU
        >>> SELU()(ivy.asarray([0.0, 1.0], dtype="float64"))
        array([0.        , 1.05070099])
    """

    _fn = staticmethod(ivy.selu)

    def __init__(self) -> None:
        super().__init__()


class Tanh(_Activation):
    """The hyperbolic tangent (:func:`ivy.tanh`).

    Shape:
        ``x``: ``(...)`` -> ``(...)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.activations import Tanh
        >>> Tanh()(ivy.asarray([0.0]))
        array([0.], dtype=float32)
    """

    _fn = staticmethod(ivy.tanh)

    def __init__(self) -> None:
        super().__init__()
