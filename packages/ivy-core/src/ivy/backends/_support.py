"""Pieces every backend package uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ivy.errors import UnsupportedError


def _raiser(backend: str, name: str, reason: str) -> Callable[..., Any]:
    def unsupported(*args: Any, **kwargs: Any) -> Any:
        raise UnsupportedError(f"ivy.{name} is not supported by the {backend} backend: {reason}")

    unsupported.__name__ = unsupported.__qualname__ = name
    return unsupported


def install_unsupported(namespace: dict[str, Any]) -> None:
    """Defines each name of ``namespace["UNSUPPORTED"]`` as a function that raises
    :class:`ivy.UnsupportedError` naming the backend, the function and the reason."""
    for name, reason in namespace["UNSUPPORTED"].items():
        namespace[name] = _raiser(namespace["NAME"], name, reason)
