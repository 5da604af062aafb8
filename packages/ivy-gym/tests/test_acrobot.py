"""Acrobot against gymnasium's own Acrobot-v1 integration (its rk4, wrap and bound)."""

import numpy as np
import pytest
from gymnasium.envs.classic_control.acrobot import AcrobotEnv, bound, rk4, wrap

import ivy
from ivy.testing import assert_allclose
from ivy_gym import AcrobotFunctional

FIELDS = ("theta1", "theta2", "theta1_vel", "theta2_vel")


def reference_step(s, a, p):
    """gymnasium's AcrobotEnv.step with a continuous torque, per environment; our reward."""
    gym_env = AcrobotEnv()
    torque = p["max_torque"] * np.asarray(a)[..., 0]
    shape = np.shape(s["theta1"])
    next_state = {key: np.empty(shape) for key in FIELDS}
    for index in np.ndindex(*shape):
        augmented = np.append([s[key][index] for key in FIELDS], torque[index])
        new = rk4(gym_env._dsdt, augmented, [0, p["dt"]])
        new[0], new[1] = wrap(new[0], -np.pi, np.pi), wrap(new[1], -np.pi, np.pi)
        new[2] = bound(new[2], -gym_env.MAX_VEL_1, gym_env.MAX_VEL_1)
        new[3] = bound(new[3], -gym_env.MAX_VEL_2, gym_env.MAX_VEL_2)
        for key, value in zip(FIELDS, new, strict=True):
            next_state[key][index] = value
    t1, t2 = next_state["theta1"], next_state["theta2"]
    observation = np.stack(
        [np.cos(t1), np.sin(t1), np.cos(t2), np.sin(t2), *(next_state[k] for k in FIELDS[2:])], -1
    )
    reward = (2.0 - np.cos(t1) - np.cos(t1 + t2)) / 4.0
    return next_state, observation, reward


def random_state(shape, rng):
    return {
        "theta1": rng.uniform(-np.pi, np.pi, shape),
        "theta2": rng.uniform(-np.pi, np.pi, shape),
        # Fast enough to wrap angles and to reach the velocity bounds within a step.
        "theta1_vel": rng.uniform(-12, 12, shape),
        "theta2_vel": rng.uniform(-28, 28, shape),
    }


class TestDynamics:
    @pytest.mark.parametrize("batch_shape", [(), (2, 3)])
    def test_matches_gymnasium(self, batch_shape, assert_matches_reference):
        rng = np.random.default_rng(0)
        actions = rng.uniform(-1, 1, (4, *batch_shape, 1))
        assert_matches_reference(
            AcrobotFunctional(), reference_step, random_state(batch_shape, rng), actions
        )

    def test_float32(self, assert_matches_reference):
        rng = np.random.default_rng(1)
        actions = rng.uniform(-1, 1, (3, 2, 3, 1))
        env = AcrobotFunctional()
        assert_matches_reference(
            env, reference_step, random_state((2, 3), rng), actions, dtype="float32"
        )

    def test_wraps_angles_and_clips_velocities(self):
        env = AcrobotFunctional()
        state = env.reset(0, batch_shape=(2, 3), dtype="float64")
        state["theta1_vel"] = ivy.asarray(np.full((2, 3), 100.0) * [[1.0], [-1.0]])
        state["theta2_vel"] = ivy.asarray(np.full((2, 3), 100.0) * [[1.0], [-1.0]])
        for _ in range(3):
            state = env.step(state, ivy.zeros((2, 3, 1), dtype="float64"))[0]
            for key in ("theta1", "theta2"):
                assert np.all(np.abs(np.asarray(ivy.to_numpy(state[key]))) <= np.pi), key
            assert np.all(np.abs(np.asarray(ivy.to_numpy(state.theta1_vel))) <= 4 * np.pi)
            assert np.all(np.abs(np.asarray(ivy.to_numpy(state.theta2_vel))) <= 9 * np.pi)

    def test_reward_spans_zero_to_one(self):
        env = AcrobotFunctional()
        state = env.reset(0, batch_shape=(2, 3), dtype="float64")
        state["theta1"] = ivy.asarray(np.array([[0.0] * 3, [np.pi] * 3]))
        state["theta2"] = ivy.zeros((2, 3), dtype="float64")
        assert_allclose(env.reward(state), [[0.0] * 3, [1.0] * 3], atol=1e-12)


class TestReset:
    def test_ranges_as_gymnasium(self):
        state = AcrobotFunctional().reset(3, batch_shape=(400,))
        for key in FIELDS:
            values = np.asarray(ivy.to_numpy(state[key]))
            assert np.all(np.abs(values) <= 0.1) and values.std() > 0.03, key
