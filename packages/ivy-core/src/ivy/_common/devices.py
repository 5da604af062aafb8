"""Canonical device names, shared by every backend: ``"cpu"`` and ``"gpu:<index>"``."""

from __future__ import annotations

from typing import Any

from ivy.errors import IvyError


class DeviceError(IvyError, ValueError):
    """A device argument names no device."""


def parse(device: Any) -> tuple[str, int]:
    """Splits a canonical device name into ``(kind, index)``: ``"gpu:1"`` -> ``("gpu", 1)``.

    ``"gpu"`` means ``"gpu:0"``; ``"cuda"`` is accepted as another name for ``"gpu"``.

    Raises:
        DeviceError: ``device`` is not a canonical device name.
    """
    if isinstance(device, str):
        kind, _, index = device.lower().partition(":")
        kind = "gpu" if kind == "cuda" else kind
        if kind in ("cpu", "gpu") and (index == "" or index.isdigit()):
            return kind, int(index or 0)
    raise DeviceError(f"{device!r} is not a device name; expected 'cpu', 'gpu' or 'gpu:<index>'")


def name(kind: str, index: int = 0) -> str:
    """The canonical name of a device: ``"cpu"`` or ``"gpu:<index>"``."""
    return "cpu" if kind == "cpu" else f"{kind}:{index}"
