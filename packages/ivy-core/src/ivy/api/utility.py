"""Utility functions: truth reductions and differences along an axis."""

from __future__ import annotations

__all__: list[str] = []
