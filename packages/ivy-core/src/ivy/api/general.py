"""Ivy's own general functions: inspecting arrays and converting them to NumPy."""

from __future__ import annotations

from typing import Any

from ivy._typing import Array, BackendLike
from ivy.framework import backend_for

__all__ = ["to_numpy", "shape", "is_array"]


def to_numpy(x: Array, /, *, copy: bool = True, backend: BackendLike = None) -> Any:
    """Converts ``x`` to a NumPy array, detached from any autodiff graph and moved to the CPU.

    Args:
        x: array of shape ``(...)``.
        copy: if False, share memory with ``x`` where the framework allows it.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``numpy.ndarray`` of shape ``(...)`` (``bfloat16`` becomes ``float32``).
    """
    return backend_for(backend, x).to_numpy(x, copy=copy)


def shape(x: Array, /, *, backend: BackendLike = None) -> tuple[int, ...]:
    """The shape of ``x`` as a tuple of ints.

    Args:
        x: an array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The shape.

    Example:
        >>> import ivy
        >>> ivy.shape(ivy.zeros((2, 3)))
        (2, 3)
    """
    return backend_for(backend, x).shape(x)


def is_array(x: Any, /, *, backend: BackendLike = None) -> bool:
    """Whether ``x`` is an array of the backend that answers (by default, its own framework's).

    Args:
        x: any object.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        True for a native array (``torch.Tensor``, ``np.ndarray``, ...), False otherwise.

    Example:
        >>> import ivy
        >>> ivy.is_array(ivy.zeros(2)), ivy.is_array([0.0, 0.0])
        (True, False)
    """
    return backend_for(backend, x).is_array(x)
