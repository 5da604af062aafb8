"""Activation functions of neural networks."""

from __future__ import annotations

__all__: list[str] = []
