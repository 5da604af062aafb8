"""Pooling and interpolation, channels-last by default, channels-first with ``data_format``."""

from __future__ import annotations

__all__: list[str] = []
