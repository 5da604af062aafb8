"""Sorting: sorted values and the indices that sort."""

from __future__ import annotations

__all__: list[str] = []
