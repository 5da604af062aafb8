"""Devices, and moving arrays between them.

Devices have canonical names: ``"cpu"``, ``"gpu:0"``, ``"gpu:1"``, ... Functions that take a
device also take the framework's own device object.
"""

from __future__ import annotations

import dataclasses
from types import ModuleType
from typing import Any

import numpy as np

from ivy._common import checks, recover
from ivy._common import dtypes as _dtypes
from ivy._typing import Array, BackendLike, Device
from ivy.errors import UnsupportedError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "dev",
    "to_device",
    "default_device",
    "set_default_device",
    "num_gpus",
    "gpu_is_available",
    "__array_namespace_info__",
]

COMPOSITES = frozenset({"__array_namespace_info__"})


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.dev(x)
    except Exception:
        checks.explain(None)
        raise


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
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.to_device(x, device, stream)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(to_device, b, locals(), "x")
        checks.explain(None)
        raise


def default_device(*, backend: BackendLike = None) -> str:
    """The device the backend's creation functions use when given no ``device``.

    Args:
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A device name such as ``"cpu"`` or ``"gpu:0"``.

    Example:
        >>> import ivy
        >>> ivy.default_device()
        'cpu'
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        return b.default_device()
    except Exception:
        checks.explain(None)
        raise


def set_default_device(device: Device, /, *, backend: BackendLike = None) -> None:
    """Sets the device the backend's creation functions use when given no ``device``.

    The setting is the framework's own where it has one (torch's default device, jax's
    ``jax_default_device``, paddle's device, mxnet's current context), so it holds for code
    calling the framework directly too; tensorflow has none, and only ivy's functions follow it.

    Args:
        device: a device name (``"cpu"``, ``"gpu:0"``) or the framework's device object.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        None.

    Raises:
        UnsupportedError: the backend has no such device here (e.g. ``"gpu:0"`` without a GPU).

    Example:
        >>> import ivy
        >>> ivy.set_default_device("cpu")
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        b.set_default_device(device)
    except Exception:
        checks.explain(None)
        raise


def num_gpus(*, backend: BackendLike = None) -> int:
    """The number of GPUs the backend's framework sees.

    Args:
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A non-negative int (always 0 for numpy).

    Example:
        >>> import ivy
        >>> ivy.num_gpus()
        0
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        return b.num_gpus()
    except Exception:
        checks.explain(None)
        raise


def gpu_is_available(*, backend: BackendLike = None) -> bool:
    """Whether the backend's framework can use a GPU here.

    Args:
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        True if it sees at least one GPU.

    Example:
        >>> import ivy
        >>> ivy.gpu_is_available()
        False
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        return b.gpu_is_available()
    except Exception:
        checks.explain(None)
        raise


# What each framework can do, for ArrayNamespaceInfo.capabilities. jax cannot make arrays whose
# shape depends on values under jit (so neither boolean indexing): it reports both False itself.
_NO_DATA_DEPENDENT_SHAPES = frozenset({"jax"})
_MAX_DIMENSIONS = {
    "numpy": 64 if int(np.__version__.split(".")[0]) >= 2 else 32,
    "torch": 64,
    "jax": 64,
    "tensorflow": 254,
    "paddle": 9,
    "mxnet": 32,
}
# The standard's dtypes (ivy's float16 and bfloat16 are extras the standard does not name).
_STANDARD_DTYPES = (
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "float32",
    "float64",
    "complex64",
    "complex128",
)


@dataclasses.dataclass(frozen=True)
class ArrayNamespaceInfo:
    """The standard's inspection object for one backend (:func:`__array_namespace_info__`).

    Attributes:
        backend: the backend module it describes.
        native_dtypes: report the framework's dtype objects rather than ivy's canonical ones (as
            the framework namespaces ``ivy.<framework>`` do).
    """

    backend: ModuleType
    native_dtypes: bool = False

    def capabilities(self) -> dict[str, Any]:
        """The optional features the backend has.

        Returns:
            ``{"boolean indexing": bool, "data-dependent shapes": bool, "max dimensions": int}``.
        """
        data_dependent = self.backend.NAME not in _NO_DATA_DEPENDENT_SHAPES
        return {
            "boolean indexing": data_dependent,
            "data-dependent shapes": data_dependent,
            "max dimensions": _MAX_DIMENSIONS[self.backend.NAME],
        }

    def default_device(self) -> str:
        """The backend's default device.

        Returns:
            A device name such as ``"cpu"``.
        """
        return self.backend.default_device()

    def _dtype(self, name: str) -> Any:
        return self.backend.native_dtype(name) if self.native_dtypes else _dtypes.DTYPES[name]

    def _has(self, name: str) -> bool:
        try:
            self.backend.native_dtype(name)
        except UnsupportedError:
            return False
        return True

    def default_dtypes(self, *, device: Device | None = None) -> dict[str, Any]:
        """The backend's default dtypes.

        Args:
            device: the device to report on (the dtypes are the same on every device).

        Returns:
            A dict with keys ``"real floating"``, ``"complex floating"``, ``"integral"`` and
            ``"indexing"``; the complex one is absent on backends without complex dtypes.
        """
        defaults = self.backend.default_dtypes(device=device)
        return {kind: self._dtype(name) for kind, name in defaults.items() if self._has(name)}

    def devices(self) -> tuple[str, ...]:
        """The devices the backend can use here.

        Returns:
            Device names, a tuple (the standard's type since 2025.12): ``"cpu"``, then
            ``"gpu:0"``, ``"gpu:1"``, ...
        """
        return ("cpu", *(f"gpu:{i}" for i in range(self.backend.num_gpus())))

    def dtypes(
        self, *, device: Device | None = None, kind: str | tuple[str, ...] | None = None
    ) -> dict[str, Any]:
        """The standard's dtypes the backend has, by name.

        Args:
            device: the device to report on (the dtypes are the same on every device).
            kind: None for all, or an Array API kind name (``"bool"``, ``"signed integer"``,
                ``"unsigned integer"``, ``"integral"``, ``"real floating"``,
                ``"complex floating"``, ``"numeric"``), or a tuple of them.

        Returns:
            A dict from dtype name to dtype.
        """
        return {
            name: self._dtype(name)
            for name in _STANDARD_DTYPES
            if (kind is None or _dtypes.isdtype(_dtypes.DTYPES[name], kind)) and self._has(name)
        }


def __array_namespace_info__(*, backend: BackendLike = None) -> ArrayNamespaceInfo:  # noqa: N807
    """The standard's inspection object: the backend's devices, dtypes and capabilities.

    Args:
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        An :class:`ArrayNamespaceInfo` with ``capabilities()``, ``default_device()``,
        ``default_dtypes(*, device=None)``, ``devices()`` and
        ``dtypes(*, device=None, kind=None)``, reporting ivy's canonical dtypes.

    Example:
        >>> import ivy
        >>> info = ivy.__array_namespace_info__()
        >>> info.default_dtypes()["real floating"]
        ivy.float32
        >>> list(info.dtypes(kind="signed integer"))
        ['int8', 'int16', 'int32', 'int64']
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    return ArrayNamespaceInfo(b)
