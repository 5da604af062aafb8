"""Normalization layers as functions: layer, batch, group and instance norm."""

from __future__ import annotations

__all__: list[str] = []
