"""Set functions: unique elements, their counts, inverse indices, and membership."""

from __future__ import annotations

__all__: list[str] = []
