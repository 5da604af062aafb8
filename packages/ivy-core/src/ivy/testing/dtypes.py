"""Which dtypes the current backend has, for tests that run over many dtypes."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

import ivy
from ivy.framework import backend_for


def backend_has_dtype(dtype: str, *, backend: str | None = None) -> bool:
    """Whether ``backend`` (by default the one answering a call now) has the canonical ``dtype``."""
    try:
        backend_for(backend).native_dtype(dtype)
    except ivy.UnsupportedError:
        return False
    return True


def require_dtypes(*dtypes: str) -> None:
    """Skips the calling test, naming the backend and dtype, if the backend lacks one of them.

    That the backend raises :class:`ivy.UnsupportedError` for such a dtype is tested elsewhere.
    """
    for dtype in dtypes:
        if not backend_has_dtype(dtype):
            pytest.skip(f"the {ivy.current_backend()} backend has no {dtype} data type")


def available_dtypes(dtypes: Iterable[str]) -> list[str]:
    """The ``dtypes`` the current backend has (for ``hypothesis.strategies.sampled_from``)."""
    return [dtype for dtype in dtypes if backend_has_dtype(dtype)]
