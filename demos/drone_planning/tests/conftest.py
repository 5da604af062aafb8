"""The demo's tests run on the backend ``IVY_BACKEND`` names, as every package's tests do."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# The demo is a folder of modules, not an installed package: make `drone_planning` importable.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ivy.testing.fixtures import ivy_backend  # noqa: F401  (sets the backend from IVY_BACKEND)


@pytest.fixture(autouse=True)
def _restore_environment() -> Iterator[None]:
    """main() sets thread-count variables for frameworks that load later; undo it per test."""
    saved = dict(os.environ)
    yield
    os.environ.clear()
    os.environ.update(saved)
