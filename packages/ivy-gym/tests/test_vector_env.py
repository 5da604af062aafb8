"""IvyVectorEnv: a batch of environments behind gymnasium's vector API."""

import gymnasium
import numpy as np
import pytest

import ivy
import ivy_gym
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND


def to_numpy(x):
    return np.asarray(ivy.to_numpy(x))


class TestMakeVec:
    @pytest.mark.parametrize("env_id", ivy_gym.ENV_IDS)
    def test_make_vec_gives_a_batched_env_of_native_arrays(self, env_id):
        envs = gymnasium.make_vec(env_id, num_envs=4)
        assert isinstance(envs, ivy_gym.IvyVectorEnv) and envs.backend == BACKEND
        observations, _ = envs.reset(seed=0)
        assert ivy.current_backend(observations) == BACKEND
        assert tuple(observations.shape) == envs.observation_space.shape
        observations, rewards, terminated, truncated, _ = envs.step(envs.action_space.sample())
        assert tuple(rewards.shape) == (4,) and ivy.current_backend(rewards) == BACKEND
        assert terminated.dtype == np.bool_ and not terminated.any() and not truncated.any()

    def test_step_equals_the_functional_step(self):
        envs = gymnasium.make_vec("ivy_gym/Reacher-v0", num_envs=4, num_joints=3, dtype="float64")
        envs.reset(seed=1)
        state = envs.unwrapped.get_state()
        actions = np.random.default_rng(0).uniform(-1, 1, (4, 3))
        observations, rewards, _, _, _ = envs.step(actions)
        expected = envs.unwrapped.functional.step(
            state, ivy.asarray(actions), envs.unwrapped.params
        )
        assert_allclose(observations, to_numpy(expected[1]), rtol=0, atol=0)
        assert_allclose(rewards, to_numpy(expected[2]), rtol=0, atol=0)

    def test_time_limit_and_next_step_autoreset(self):
        envs = gymnasium.make_vec("ivy_gym/Pendulum-v0", num_envs=4, max_episode_steps=2)
        envs.reset(seed=0)
        actions = np.zeros((4, 1), np.float32)
        assert not envs.step(actions)[3].any()
        last = envs.step(actions)
        assert last[3].all()
        restarted = envs.step(actions)  # the autoreset step: fresh states, reward 0
        assert not restarted[3].any() and not to_numpy(restarted[1]).any()
        assert not np.array_equal(to_numpy(restarted[0]), to_numpy(last[0]))

    def test_render(self):
        envs = gymnasium.make_vec("ivy_gym/Acrobot-v0", num_envs=4, render_mode="rgb_array")
        envs.reset(seed=0)
        frames = envs.render()
        assert len(frames) == 4 and frames[0].shape == (400, 400, 3)

    def test_bad_actions(self):
        envs = gymnasium.make_vec("ivy_gym/CartPole-v0", num_envs=4)
        envs.reset(seed=0)
        with pytest.raises(ivy.ShapeError, match=r"CartPoleVector.step: actions"):
            envs.step(np.zeros((3, 1), np.float32))
        with pytest.raises(
            ValueError,
            match=r"CartPoleVector.step: actions must lie in the action space \[-1, 1\]; got \[2.0\] in environments \[1\]",
        ):
            envs.step(np.array([[0.0], [2.0], [0.0], [0.0]], np.float32))
        with pytest.raises(gymnasium.error.ResetNeeded):
            gymnasium.make_vec("ivy_gym/CartPole-v0", num_envs=2).step(np.zeros((2, 1)))


@pytest.mark.skipif(
    BACKEND == "mxnet", reason="SyncVectorEnv stacks with numpy.stack, which mxnet arrays refuse"
)
def test_gymnasiums_sync_vector_env():
    envs = gymnasium.make_vec(
        "ivy_gym/Swimmer-v0", num_envs=2, vectorization_mode="sync", num_urchins=3
    )
    observations, _ = envs.reset(seed=0)
    observations, rewards, _, _, _ = envs.step(envs.action_space.sample())
    assert isinstance(observations, np.ndarray) and observations.shape == (2, 12)
    assert rewards.shape == (2,) and np.all((rewards >= 0) & (rewards <= 1))
