"""Swimmer against a plain numpy transcription of its equations."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy_gym import SwimmerFunctional


def reference_step(s, a, p):
    """The original ivy_gym's swimmer step, in numpy."""
    xy_vel = s["xy_vel"] + p["dt"] * p["max_force"] * a
    xy = s["xy"] + p["dt"] * xy_vel
    urchins, goal = s["urchin_xys"], s["goal_xy"]
    reward = np.exp(-0.5 * np.sum((xy - goal) ** 2, axis=-1))
    reward = reward * np.prod(
        1.0 - np.exp(-30.0 * np.sum((xy[..., None, :] - urchins) ** 2, axis=-1)), axis=-1
    )
    flat_urchins = urchins.reshape(*urchins.shape[:-2], -1)
    observation = np.concatenate([flat_urchins, xy, xy_vel, goal], axis=-1)
    state = {"urchin_xys": urchins, "xy": xy, "xy_vel": xy_vel, "goal_xy": goal}
    return state, observation, reward


def random_state(shape, urchins, rng):
    return {
        "urchin_xys": rng.uniform(-1, 1, (*shape, urchins, 2)),
        "xy": rng.uniform(-1, 1, (*shape, 2)),
        "xy_vel": rng.uniform(-1, 1, (*shape, 2)),
        "goal_xy": rng.uniform(-1, 1, (*shape, 2)),
    }


class TestDynamics:
    @pytest.mark.parametrize("urchins", [1, 5])
    @pytest.mark.parametrize("batch_shape", [(), (2, 3)])
    def test_matches_numpy_reference(self, urchins, batch_shape, assert_matches_reference):
        rng = np.random.default_rng(urchins)
        actions = rng.uniform(-1, 1, (5, *batch_shape, 2))
        env = SwimmerFunctional(num_urchins=urchins)
        state = random_state(batch_shape, urchins, rng)
        assert_matches_reference(env, reference_step, state, actions)

    def test_float32_and_params(self, assert_matches_reference):
        env = SwimmerFunctional(num_urchins=3)
        params = env.default_params(max_force=0.5)
        rng = np.random.default_rng(1)
        actions = rng.uniform(-1, 1, (3, 2, 3, 2))
        state = random_state((2, 3), 3, rng)
        assert_matches_reference(env, reference_step, state, actions, params, dtype="float32")

    def test_reward_is_zero_on_an_urchin(self):
        env = SwimmerFunctional(num_urchins=2)
        state = env.reset(0, dtype="float64")
        state["xy"] = state.urchin_xys[1]
        assert_allclose(env.reward(state), 0.0, atol=1e-12)


class TestReset:
    def test_ranges(self):
        state = SwimmerFunctional(num_urchins=4).reset(3, batch_shape=(400,))
        assert state.urchin_xys.shape == (400, 4, 2)
        for key in ("urchin_xys", "xy", "goal_xy"):
            values = np.asarray(ivy.to_numpy(state[key]))
            assert np.all(np.abs(values) <= 1.0) and values.std() > 0.4, key
        assert not np.asarray(ivy.to_numpy(state.xy_vel)).any()
