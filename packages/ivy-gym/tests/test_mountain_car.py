"""MountainCar against a plain numpy transcription of its equations."""

import numpy as np
import pytest

import ivy
from ivy_gym import MountainCarFunctional


def reference_step(s, a, p):
    """The original ivy_gym's mountain-car step, in numpy."""
    x_acc = a[..., 0] * p["max_force"] - p["gravity"] * np.cos(3.0 * s["x"])
    x_vel = s["x_vel"] + p["dt"] * x_acc
    x = s["x"] + p["dt"] * x_vel
    observation = np.stack([x, x_vel], axis=-1)
    reward = np.exp(-5.0 * (x - p["goal_x"]) ** 2)
    return {"x": x, "x_vel": x_vel}, observation, reward


def random_state(shape, rng):
    return {"x": rng.uniform(-1.2, 0.6, shape), "x_vel": rng.uniform(-1, 1, shape)}


class TestDynamics:
    @pytest.mark.parametrize("batch_shape", [(), (2, 3)])
    def test_matches_numpy_reference(self, batch_shape, assert_matches_reference):
        rng = np.random.default_rng(0)
        actions = rng.uniform(-1, 1, (6, *batch_shape, 1))
        assert_matches_reference(
            MountainCarFunctional(), reference_step, random_state(batch_shape, rng), actions
        )

    def test_float32_and_params(self, assert_matches_reference):
        env = MountainCarFunctional()
        params = env.default_params(max_force=1.5, goal_x=0.5)
        rng = np.random.default_rng(1)
        actions = rng.uniform(-1, 1, (3, 2, 3, 1))
        state = random_state((2, 3), rng)
        assert_matches_reference(env, reference_step, state, actions, params, dtype="float32")

    def test_reward_is_one_at_the_flag(self):
        env = MountainCarFunctional()
        goal = env.default_params().goal_x
        state = env.reset(0, dtype="float64").map(lambda x, key: ivy.full_like(x, 0.0))
        state["x"] = ivy.full_like(state.x, goal)
        assert float(ivy.to_numpy(env.reward(state))) == 1.0


class TestReset:
    def test_ranges(self):
        state = MountainCarFunctional().reset(3, batch_shape=(400,))
        x = np.asarray(ivy.to_numpy(state.x))
        assert np.all((x >= -0.9) & (x <= -0.2)) and x.std() > 0.1
        assert not np.asarray(ivy.to_numpy(state.x_vel)).any()
