"""Pendulum against a plain numpy transcription of its equations."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy_gym import PendulumFunctional


def reference_step(s, a, p):
    """The original ivy_gym's pendulum step, in numpy."""
    torque = a[..., 0] * p["max_torque"]
    angle_acc = (
        -3.0 * p["gravity"] / (2.0 * p["length"]) * np.sin(s["angle"] + np.pi)
        + 3.0 / (p["mass"] * p["length"] ** 2) * torque
    )
    angle_vel = s["angle_vel"] + p["dt"] * angle_acc
    angle = s["angle"] + p["dt"] * angle_vel
    observation = np.stack([np.cos(angle), np.sin(angle), angle_vel], axis=-1)
    reward = (np.cos(angle) + 1.0) / 2.0
    return {"angle": angle, "angle_vel": angle_vel}, observation, reward


def random_state(shape, rng):
    return {"angle": rng.uniform(-np.pi, np.pi, shape), "angle_vel": rng.uniform(-4, 4, shape)}


class TestDynamics:
    @pytest.mark.parametrize("batch_shape", [(), (2, 3)])
    def test_matches_numpy_reference(self, batch_shape, assert_matches_reference):
        rng = np.random.default_rng(0)
        actions = rng.uniform(-1, 1, (6, *batch_shape, 1))
        assert_matches_reference(
            PendulumFunctional(), reference_step, random_state(batch_shape, rng), actions
        )

    def test_float32_and_params(self, assert_matches_reference):
        env = PendulumFunctional()
        params = env.default_params(max_torque=2.0, mass=0.5, length=0.8)
        rng = np.random.default_rng(1)
        actions = rng.uniform(-1, 1, (3, 2, 3, 1))
        state = random_state((2, 3), rng)
        assert_matches_reference(env, reference_step, state, actions, params, dtype="float32")

    def test_hanging_down_is_stable_and_scores_zero(self):
        env = PendulumFunctional()
        state = env.reset(0, dtype="float64")
        state["angle"], state["angle_vel"] = (
            ivy.full_like(state.angle, np.pi),
            ivy.zeros_like(state.angle),
        )
        state, observation, reward, _ = env.step(state, ivy.zeros(1, dtype="float64"))
        assert_allclose(observation, [-1.0, 0.0, 0.0], atol=1e-12)
        assert_allclose(reward, 0.0, atol=1e-12)


class TestReset:
    def test_ranges(self):
        state = PendulumFunctional().reset(3, batch_shape=(400,))
        angle = np.asarray(ivy.to_numpy(state.angle))
        angle_vel = np.asarray(ivy.to_numpy(state.angle_vel))
        assert np.all(np.abs(angle) <= np.pi) and angle.std() > 1.0
        assert np.all(np.abs(angle_vel) <= 1.0) and angle_vel.std() > 0.3
