"""Gradients and variables: autodiff through each framework's own machinery, one signature."""

from __future__ import annotations

__all__: list[str] = []
