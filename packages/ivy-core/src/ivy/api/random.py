"""Random numbers: seeding and draws, each with an optional ``seed=`` for reproducible results."""

from __future__ import annotations

__all__: list[str] = []
