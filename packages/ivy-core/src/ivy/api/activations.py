"""Activation functions of neural networks.

Each is element-wise (``softmax`` and ``log_softmax`` along one axis), defined for real
floating-point arrays of any shape, and keeps the dtype of its input. The tanh activation is
:func:`ivy.tanh`. All are written in numerically stable forms: ``sigmoid`` does not overflow for
large ``|x|``, ``softmax``/``log_softmax`` subtract the maximum, and ``softplus`` is linear above
its threshold.
"""

from __future__ import annotations

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.framework import backend_for, selected_backend

__all__ = [
    "relu",
    "leaky_relu",
    "gelu",
    "sigmoid",
    "softmax",
    "log_softmax",
    "softplus",
    "silu",
    "mish",
    "hardswish",
    "elu",
    "selu",
]

_REAL_FLOATING = ("real floating",)


def _explain(fn: str, b, x: Array, axis: int | None = None) -> None:
    """Runs the checks of an activation from its ``except`` block."""
    checks.explain(checks.elementwise, fn, b, _REAL_FLOATING, x=x)
    if axis is not None:
        checks.explain(checks.valid_axes, fn, x, axis)


def relu(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The rectified linear unit, ``max(x, 0)``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.relu(ivy.asarray([-1.0, 0.5]))
        array([0. , 0.5], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.relu(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(relu, b, locals(), "x")
        _explain("relu", b, x)
        raise


def leaky_relu(x: Array, /, *, alpha: float = 0.2, backend: BackendLike = None) -> Array:
    """The leaky rectified linear unit: ``x`` where ``x >= 0``, else ``alpha * x``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        alpha: the slope for negative ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.leaky_relu(ivy.asarray([-1.0, 2.0]), alpha=0.1)
        array([-0.1,  2. ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.leaky_relu(x, alpha)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(leaky_relu, b, locals(), "x")
        _explain("leaky_relu", b, x)
        raise


def gelu(x: Array, /, *, approximate: bool = False, backend: BackendLike = None) -> Array:
    """The Gaussian error linear unit, ``x * Phi(x)`` with ``Phi`` the standard normal CDF.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        approximate: False for the exact form ``0.5 * x * (1 + erf(x / sqrt(2)))``; True for the
            tanh approximation ``0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x**3)))``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.gelu(ivy.asarray([-1.0, 0.0, 1.0], dtype="float64"))
        array([-0.15865525,  0.        ,  0.84134475])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.gelu(x, approximate)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(gelu, b, locals(), "x")
        _explain("gelu", b, x)
        raise


def sigmoid(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The logistic sigmoid, ``1 / (1 + exp(-x))``, without overflow for large ``|x|``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``, with values in ``[0, 1]``.

    Example:
        >>> import ivy
        >>> ivy.sigmoid(ivy.asarray([0.0, 1000.0, -1000.0]))
        array([0.5, 1. , 0. ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.sigmoid(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(sigmoid, b, locals(), "x")
        _explain("sigmoid", b, x)
        raise


def softmax(x: Array, /, *, axis: int = -1, backend: BackendLike = None) -> Array:
    """The softmax along ``axis``: ``exp(x - max) / sum(exp(x - max))``.

    Args:
        x: array of shape ``(...)``, at least 1-d, and a real floating-point dtype.
        axis: the axis to normalize along; negative counts from the end.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``; it sums to one along ``axis``.

    Example:
        >>> import ivy
        >>> ivy.softmax(ivy.asarray([0.0, 0.0, 1000.0]))
        array([0., 0., 1.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.softmax(x, axis)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(softmax, b, locals(), "x")
        _explain("softmax", b, x, axis)
        raise


def log_softmax(x: Array, /, *, axis: int = -1, backend: BackendLike = None) -> Array:
    """The logarithm of :func:`softmax` along ``axis``, computed as ``x - max - log(sum(...))``.

    Args:
        x: array of shape ``(...)``, at least 1-d, and a real floating-point dtype.
        axis: the axis to normalize along; negative counts from the end.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.log_softmax(ivy.asarray([0.0, 0.0]))
        array([-0.6931472, -0.6931472], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.log_softmax(x, axis)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(log_softmax, b, locals(), "x")
        _explain("log_softmax", b, x, axis)
        raise


def softplus(
    x: Array,
    /,
    *,
    beta: float = 1.0,
    threshold: float = 20.0,
    backend: BackendLike = None,
) -> Array:
    """The softplus, ``log(1 + exp(beta * x)) / beta``, and ``x`` where ``beta * x > threshold``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        beta: the sharpness; must not be 0.
        threshold: above this value of ``beta * x`` the result is ``x`` itself (as in torch).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.softplus(ivy.asarray([0.0, 100.0]))
        array([  0.6931472, 100.       ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.softplus(x, beta, threshold)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(softplus, b, locals(), "x")
        _explain("softplus", b, x)
        raise


def silu(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The sigmoid linear unit (swish), ``x * sigmoid(x)``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.silu(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(silu, b, locals(), "x")
        _explain("silu", b, x)
        raise


def mish(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The mish activation, ``x * tanh(softplus(x))``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.mish(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(mish, b, locals(), "x")
        _explain("mish", b, x)
        raise


def hardswish(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The hard swish, ``x * min(max(x + 3, 0), 6) / 6``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.hardswish(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(hardswish, b, locals(), "x")
        _explain("hardswish", b, x)
        raise


def elu(x: Array, /, *, alpha: float = 1.0, backend: BackendLike = None) -> Array:
    """The exponential linear unit: ``x`` where ``x > 0``, else ``alpha * (exp(x) - 1)``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        alpha: the value the result tends to for large negative ``x`` is ``-alpha``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.elu(x, alpha)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(elu, b, locals(), "x")
        _explain("elu", b, x)
        raise


def selu(x: Array, /, *, backend: BackendLike = None) -> Array:
    """The scaled exponential linear unit, ``scale * elu(x, alpha=alpha)``.

    The constants are those of Klambauer et al. (2017): ``alpha = 1.6732632423543772`` and
    ``scale = 1.0507009873554805``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` and the dtype of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.selu(x)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(selu, b, locals(), "x")
        _explain("selu", b, x)
        raise
