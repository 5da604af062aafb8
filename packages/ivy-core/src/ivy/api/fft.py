"""The Array API ``fft`` extension, public as ``ivy.fft.<name>`` (``ivy.fft`` is the namespace)."""

from __future__ import annotations

__all__: list[str] = []
