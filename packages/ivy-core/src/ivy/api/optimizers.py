"""Optimizer update rules as pure functions over pytrees of arrays (and ``ivy.Container``)."""

from __future__ import annotations

__all__: list[str] = []
