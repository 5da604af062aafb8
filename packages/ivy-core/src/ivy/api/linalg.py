"""The Array API ``linalg`` extension (public as ``ivy.linalg``), and Ivy's own decompositions."""

from __future__ import annotations

__all__: list[str] = []

MAIN_NAMESPACE_FUNCTIONS = ("matmul",)
"""Functions of the linalg extension that the standard also puts in the main namespace; they are
defined once, in :mod:`ivy.api.linear_algebra`."""
