"""The pytest fixture every package's ``tests/conftest.py`` imports.

``IVY_BACKEND`` (default ``numpy``) picks the backend the tests run on, the way Keras tests read
``KERAS_BACKEND``; ``IVY_HYPOTHESIS_PROFILE`` (default ``ci``) picks the hypothesis profile.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import settings

import ivy
import ivy.testing.strategies

BACKEND = os.environ.get("IVY_BACKEND", "numpy")
"""The backend this test session runs on."""

needs_autodiff = pytest.mark.skipif(BACKEND == "numpy", reason="numpy has no autodiff")
"""Marks a test that differentiates: skipped on numpy, which has none (as Keras's
``requires_trainable_backend``)."""

settings.load_profile(os.environ.get("IVY_HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session", autouse=True)
def ivy_backend() -> Iterator[str]:
    """Sets the global backend to ``IVY_BACKEND`` for the whole session; yields its name."""
    ivy.set_backend(BACKEND)
    yield BACKEND
    ivy.unset_backend()


@pytest.fixture
def no_setting() -> Iterator[None]:
    """Clears the global backend setting (the session's, and any below it) for one test.

    The calls in the test then answer as with nothing set: by their arrays' framework, else
    numpy. The setting is restored afterwards.
    """
    from ivy import framework

    tokens = framework._setting.set(None), framework._below.set(None)
    yield
    framework._setting.reset(tokens[0])
    framework._below.reset(tokens[1])
