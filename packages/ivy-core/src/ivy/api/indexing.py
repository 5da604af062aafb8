"""Indexing: taking elements by integer index arrays (``take``, ``take_along_axis``)."""

from __future__ import annotations

__all__: list[str] = []
