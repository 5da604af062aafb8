"""Devices, and moving arrays between them.

Devices have canonical names: ``"cpu"``, ``"gpu:0"``, ``"gpu:1"``, ... Functions that take a
device also take the framework's own device object.
"""

from __future__ import annotations

from typing import Any

from ivy._typing import Array, BackendLike, Device
from ivy.framework import backend_for

__all__ = ["dev", "to_device"]


def dev(x: Array, /, *, backend: BackendLike = None) -> str:
    """The canonical name of the device ``x`` is on.

    Args:
        x: an array.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A device name such as ``"cpu"`` or ``"gpu:0"``.

    Example:
        >>> import ivy
        >>> ivy.dev(ivy.zeros(2))
        'cpu'
    """
    return backend_for(backend, x).dev(x)


def to_device(
    x: Array, device: Device, /, *, stream: Any = None, backend: BackendLike = None
) -> Array:
    """Moves ``x`` to ``device`` (returning ``x`` itself if it is already there).

    Args:
        x: array of shape ``(...)``.
        device: the target device.
        stream: a framework stream to order the copy on, where the framework has streams.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)`` on ``device``.
    """
    return backend_for(backend, x).to_device(x, device, stream=stream)
