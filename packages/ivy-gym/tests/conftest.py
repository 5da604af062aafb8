"""Shared fixtures: the backend from IVY_BACKEND, and the step-by-step numpy comparison."""

from collections.abc import Callable

import numpy as np
import pytest

import ivy
from ivy.container import Container
from ivy.testing import assert_allclose
from ivy.testing.fixtures import ivy_backend  # noqa: F401  (sets the backend from IVY_BACKEND)

# float64 runs compare to ~1e-9 (a few steps of trigonometry on different libms); float32 runs
# to float32's rounding of the same steps.
TOLERANCES = {"float64": {"rtol": 1e-9, "atol": 1e-11}, "float32": {"rtol": 2e-5, "atol": 2e-5}}


def to_numpy(x):
    return np.asarray(ivy.to_numpy(x))


def as_state(fields: dict, dtype: str = "float64") -> Container:
    """A state of the current backend from numpy fields."""
    return Container({key: ivy.asarray(np.asarray(value, dtype)) for key, value in fields.items()})


@pytest.fixture
def assert_matches_reference() -> Callable:
    """Checks a functional core against a numpy transcription, step by step.

    ``reference_step(state, action, params) -> (state, observation, reward)`` on numpy float64
    dicts; the core starts from the same numpy state and takes the same actions (T, *batch, A);
    state, observation and reward must agree after every step.
    """

    def check(functional, reference_step, state, actions, params=None, dtype="float64"):
        params = functional.default_params() if params is None else params
        numpy_params = {key: float(value) for key, value in params.items()}
        tolerance = TOLERANCES[dtype]
        ours = as_state(state, dtype)
        theirs = {key: np.asarray(value, np.float64) for key, value in state.items()}
        for t, action in enumerate(actions):
            native_action = ivy.asarray(np.asarray(action, dtype))
            ours, observation, reward, done = functional.step(ours, native_action, params)
            # The reference starts each step from the core's state, rounded as the core holds
            # it, so float32 rounding does not accumulate between the two.
            start = {key: to_numpy(value).astype(np.float64) for key, value in ours.items()}
            theirs, expected_observation, expected_reward = reference_step(
                theirs, action, numpy_params
            )
            for key in theirs:
                assert_allclose(ours[key], theirs[key], dtype=dtype, **tolerance)
            assert_allclose(observation, expected_observation, dtype=dtype, **tolerance)
            assert_allclose(reward, expected_reward, dtype=dtype, **tolerance)
            assert not to_numpy(done).any(), f"step {t}: done"
            theirs = start

    return check
