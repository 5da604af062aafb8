"""Reacher with any number of joints against a plain numpy transcription of its equations."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy_gym import Reacher, ReacherFunctional


def reference_step(s, a, p):
    """The original ivy_gym's reacher step (absolute link angles, unit links), in numpy."""
    angle_vels = s["angle_vels"] + p["dt"] * p["max_torque"] * a
    angles = s["angles"] + p["dt"] * angle_vels
    goal = s["goal_xy"]
    end = np.stack([np.cos(angles).sum(-1), np.sin(angles).sum(-1)], axis=-1)
    reward = np.exp(-np.sum((end - goal) ** 2, axis=-1))
    observation = np.concatenate([np.cos(angles), np.sin(angles), angle_vels, goal], axis=-1)
    return {"angles": angles, "angle_vels": angle_vels, "goal_xy": goal}, observation, reward


def random_state(shape, joints, rng):
    return {
        "angles": rng.uniform(-np.pi, np.pi, (*shape, joints)),
        "angle_vels": rng.uniform(-2, 2, (*shape, joints)),
        "goal_xy": rng.uniform(-joints, joints, (*shape, 2)),
    }


class TestDynamics:
    @pytest.mark.parametrize("joints", [1, 3])
    @pytest.mark.parametrize("batch_shape", [(), (2, 3)])
    def test_matches_numpy_reference(self, joints, batch_shape, assert_matches_reference):
        rng = np.random.default_rng(joints)
        actions = rng.uniform(-1, 1, (5, *batch_shape, joints))
        env = ReacherFunctional(num_joints=joints)
        assert_matches_reference(
            env, reference_step, random_state(batch_shape, joints, rng), actions
        )

    def test_float32_and_params(self, assert_matches_reference):
        env = ReacherFunctional(num_joints=3)
        params = env.default_params(max_torque=2.5, dt=0.02)
        rng = np.random.default_rng(1)
        actions = rng.uniform(-1, 1, (3, 2, 3, 3))
        state = random_state((2, 3), 3, rng)
        assert_matches_reference(env, reference_step, state, actions, params, dtype="float32")

    def test_reward_is_one_with_the_end_on_the_goal(self):
        env = ReacherFunctional(num_joints=3)
        state = env.reset(0, dtype="float64")
        state["angles"] = ivy.asarray(np.array([0.0, np.pi / 2, 0.0]))
        state["goal_xy"] = ivy.asarray(np.array([2.0, 1.0]))
        assert_allclose(env.reward(state), 1.0)


class TestStructure:
    @pytest.mark.parametrize("joints", [1, 3, 7])
    def test_sizes_follow_the_joints(self, joints):
        env = ReacherFunctional(num_joints=joints)
        state = env.reset(0, batch_shape=(2, 3))
        assert env.action_size == joints and env.observation_size == 3 * joints + 2
        assert state.angles.shape == (2, 3, joints) and state.goal_xy.shape == (2, 3, 2)
        goal = np.asarray(ivy.to_numpy(env.reset(1, batch_shape=(400,)).goal_xy))
        assert np.all(np.abs(goal) <= joints) and goal.std() > joints / 4
        gym_env = Reacher(num_joints=joints)
        assert gym_env.action_space.shape == (joints,)
        assert gym_env.observation_space.shape == (3 * joints + 2,)

    @pytest.mark.parametrize("joints", [0, -1, 2.5, True])
    def test_bad_num_joints(self, joints):
        with pytest.raises(
            ValueError, match=r"ReacherFunctional: num_joints must be a positive int"
        ):
            ReacherFunctional(num_joints=joints)
