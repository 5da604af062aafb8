"""Index checks and scatter identities shared by the backends' gather and scatter functions."""

from __future__ import annotations

from typing import Any

import numpy as np


def index_columns(sizes: int | tuple) -> tuple[int, ...]:
    """The shape that lays indices out for :func:`check_index_range`.

    ``sizes``: one int for every index (the indices flattened: ``(-1,)``), or a tuple with one per
    column of the last axis of the indices (rows of columns: ``(-1, K)``).
    """
    return (-1,) if isinstance(sizes, int) else (-1, len(sizes))


def check_index_range(sizes: int | tuple, low: Any, highs: Any) -> None:
    """Raises IndexError if an index is negative or not below its size.

    Args:
        sizes: as for :func:`index_columns`.
        low: the smallest index, on the host.
        highs: the maximum over axis 0 of the indices laid out by :func:`index_columns`, on the
            host as a numpy value (a device backend transfers it with ``low`` in one array).
    """
    if low < 0 or (highs >= sizes).any():
        raise IndexError(f"indices out of range for sizes {sizes}")


def scatter_identity(reduction: str, dtype: np.dtype) -> Any:
    """The identity of a min, max or mul scatter for values of the numpy ``dtype``."""
    if reduction == "mul":
        return 1
    if dtype.kind == "b":
        return reduction == "min"
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return info.max if reduction == "min" else info.min
    return np.inf if reduction == "min" else -np.inf
