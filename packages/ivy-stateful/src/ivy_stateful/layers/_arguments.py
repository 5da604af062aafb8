"""Constructor argument checks the layers share.

Each raises a ValueError naming the layer and the argument, and normalizes to ints and tuples,
so that ivy's per-shape cache of resolved arguments can hash what the layers pass on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

CHANNELS_LAST = {1: "NWC", 2: "NHWC", 3: "NDHWC"}
CHANNELS_FIRST = {1: "NCW", 2: "NCHW", 3: "NCDHW"}

IntOrInts = int | Sequence[int]
Padding = str | int | Sequence[int] | Sequence[tuple[int, int]]


def positive_int(layer: str, name: str, value: Any, *, optional: bool = False) -> int | None:
    """A positive int (or None where ``optional``), else a ValueError naming ``name``."""
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        allowed = "a positive int or None" if optional else "a positive int"
        raise ValueError(f"{layer}: {name} must be {allowed}; got {value!r}")
    return value


def check_data_format(layer: str, data_format: Any, n: int) -> str:
    if data_format not in (CHANNELS_LAST[n], CHANNELS_FIRST[n]):
        raise ValueError(
            f"{layer}: data_format must be {CHANNELS_LAST[n]!r} or {CHANNELS_FIRST[n]!r}; "
            f"got {data_format!r}"
        )
    return data_format
