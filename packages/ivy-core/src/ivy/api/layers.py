"""Neural-network layers as functions: linear, embedding, dropout, attention and LSTM."""

from __future__ import annotations

__all__: list[str] = []
