"""The gymnasium.Env wrapper: gymnasium's checker, make, state access, rendering, bad input."""

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import ivy
import ivy_gym
from ivy.container import Container
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND

ENV_KWARGS = {"Reacher": {"num_joints": 3}, "Swimmer": {"num_urchins": 4}}
NAMES = ["CartPole", "MountainCar", "Pendulum", "Reacher", "Swimmer", "Acrobot"]


def make(name, **kwargs):
    return getattr(ivy_gym, name)(**{**ENV_KWARGS.get(name, {}), **kwargs})


def to_numpy(x):
    """An array of any backend, or a numpy scalar (a numpy environment's reward), as numpy."""
    return np.asarray(ivy.to_numpy(x)) if ivy.is_array(x) else np.asarray(x)


@pytest.fixture(params=NAMES)
def name(request):
    return request.param


class TestGymnasiumChecker:
    def test_check_env(self, name):
        env = gymnasium.make(
            f"ivy_gym/{name}-v0", render_mode="rgb_array", disable_env_checker=True
        ).unwrapped
        with warnings.catch_warnings():
            # Unbounded observations (velocities) are expected, and the note that ToNumpy is a
            # wrapper; any other warning of the checker fails the test.
            warnings.simplefilter("error")
            warnings.filterwarnings("ignore", message=".*infinity")
            warnings.filterwarnings("ignore", message=".*is different from the unwrapped")
            if BACKEND in ("numpy", "jax"):
                # numpy directly; jax through gymnasium's JaxToNumpy (metadata["jax"]).
                check_env(env)
            # Every backend through ToNumpy: gymnasium's checker compares observations with ==
            # and takes the truth of the result, which other frameworks' arrays refuse.
            check_env(ivy_gym.ToNumpy(env))


class TestMake:
    def test_make_gives_this_backends_arrays(self, name):
        env = gymnasium.make(f"ivy_gym/{name}-v0", **ENV_KWARGS.get(name, {}))
        assert env.unwrapped.backend == BACKEND
        assert env.spec.max_episode_steps > 0 and env.spec.disable_env_checker
        observation, info = env.reset(seed=0)
        assert ivy.current_backend(observation) == BACKEND and info == {}
        observation, reward, terminated, truncated, _ = env.step(env.action_space.sample())
        assert ivy.current_backend(observation) == BACKEND
        assert tuple(observation.shape) == env.observation_space.shape
        assert 0.0 <= float(to_numpy(reward)) <= 1.0
        assert terminated is False and truncated is False

    def test_time_limit_truncates(self):
        env = gymnasium.make("ivy_gym/Pendulum-v0", max_episode_steps=3)
        env.reset(seed=0)
        flags = [env.step(np.zeros(1, np.float32))[3] for _ in range(3)]
        assert flags == [False, False, True]

    def test_backend_argument_and_global_setting(self):
        assert ivy_gym.CartPole(backend="numpy").backend == "numpy"
        with ivy.using_backend("numpy"):
            assert ivy_gym.CartPole().backend == "numpy"
        assert ivy_gym.CartPole().backend == BACKEND

    def test_params_override(self):
        env = ivy_gym.Pendulum(params={"gravity": 0.0})
        env.reset(seed=0)
        state = env.get_state()
        env.step(np.zeros(1, np.float32))
        # Without gravity and torque the velocity stays.
        assert_allclose(env.get_state().angle_vel, to_numpy(state.angle_vel))
        with pytest.raises(KeyError, match=r"Pendulum: unknown params"):
            ivy_gym.Pendulum(params={"gravitty": 0.0})


class TestFunctionalEquivalence:
    def test_object_step_equals_functional_step(self, name):
        env = make(name, dtype="float64")
        env.reset(seed=3)
        state = env.get_state()
        rng = np.random.default_rng(0)
        for _ in range(3):
            action = rng.uniform(-1, 1, env.action_space.shape)
            observation, reward, _, _, _ = env.step(action)
            state, expected_observation, expected_reward, _ = env.functional.step(
                state, ivy.asarray(action), env.params
            )
            assert_allclose(observation, to_numpy(expected_observation), rtol=0, atol=0)
            np.testing.assert_array_equal(to_numpy(reward), to_numpy(expected_reward))
        for key, value in env.get_state().items():
            assert_allclose(value, to_numpy(state[key]), rtol=0, atol=0)

    def test_reset_is_deterministic_given_the_seed(self, name):
        first, second = make(name), make(name)
        observation_1, _ = first.reset(seed=11)
        observation_2, _ = second.reset(seed=11)
        assert np.array_equal(to_numpy(observation_1), to_numpy(observation_2))
        assert not np.array_equal(to_numpy(first.reset(seed=12)[0]), to_numpy(observation_1))


class TestState:
    def test_set_state_replays(self, name):
        env = make(name)
        env.reset(seed=0)
        saved = env.get_state()
        action = np.full(env.action_space.shape, 0.5, np.float32)
        first = to_numpy(env.step(action)[0])
        observation = env.set_state(saved)
        assert tuple(observation.shape) == env.observation_space.shape
        assert np.array_equal(to_numpy(env.step(action)[0]), first)

    def test_set_state_refuses_a_batch(self):
        env = ivy_gym.CartPole()
        batch = env.functional.reset(0, batch_shape=(2,))
        with pytest.raises(
            ivy.ShapeError, match=r"CartPole.set_state: state must be one environment's"
        ):
            env.set_state(batch)

    def test_set_state_refuses_another_dtype(self):
        env = ivy_gym.CartPole()
        state = env.functional.reset(0, dtype="float64")
        with pytest.raises(
            ivy.DtypeError,
            match=r"CartPole.set_state: state must have this environment's dtype float32",
        ):
            env.set_state(state)

    @pytest.mark.skipif(BACKEND == "numpy", reason="needs a second framework: numpy is the other")
    def test_set_state_refuses_another_framework(self):
        env = ivy_gym.CartPole()
        env.reset(seed=0)
        numpy_state = Container({key: to_numpy(x) for key, x in env.get_state().items()})
        with pytest.raises(
            ivy.BackendMismatchError,
            match=rf"CartPole.set_state: state.x is a numpy.ndarray but this environment runs on {BACKEND}",
        ):
            env.set_state(numpy_state)


class TestBadInput:
    def test_step_before_reset(self):
        with pytest.raises(gymnasium.error.ResetNeeded, match=r"CartPole.step: call reset"):
            ivy_gym.CartPole().step(np.zeros(1, np.float32))

    def test_action_shape(self):
        env = ivy_gym.Reacher(num_joints=3)
        env.reset(seed=0)
        with pytest.raises(ivy.ShapeError, match=r"Reacher.step: action"):
            env.step(np.zeros(2, np.float32))
        with pytest.raises(ivy.ShapeError, match=r"Reacher.step: action"):
            env.step(ivy.zeros((1, 3)))

    @pytest.mark.parametrize("value", [1.5, -1.01, np.nan])
    def test_action_outside_the_space(self, value):
        env = ivy_gym.CartPole()
        env.reset(seed=0)
        with pytest.raises(
            ValueError, match=r"CartPole.step: action must lie in the action space \[-1, 1\]"
        ):
            env.step(np.array([value], np.float32))
        with pytest.raises(ValueError, match=r"CartPole.step: action must lie in the action space"):
            env.step(ivy.asarray(np.array([value], np.float32)))

    def test_action_dtype(self):
        env = ivy_gym.CartPole()
        env.reset(seed=0)
        with pytest.raises(
            ivy.DtypeError, match=r"CartPole.step: action must have a real floating dtype"
        ):
            env.step(ivy.asarray(np.array([1], np.int32)))
        with pytest.raises(
            ivy.DtypeError, match=r"CartPole.step: action must have a real floating"
        ):
            env.step(np.array([True]))
        with pytest.raises(
            ivy.DtypeError, match=r"CartPole.step: action must have a real floating"
        ):
            env.step(np.array([1], np.int64))
        env.step([1])  # Python numbers are numbers

    def test_action_from_another_framework(self):
        other = next(
            (
                b
                for b in ("torch", "jax", "tensorflow", "paddle", "mxnet")
                if b != BACKEND and _installed(b)
            ),
            None,
        )
        if other is None or BACKEND == "numpy":
            pytest.skip("needs two non-numpy frameworks (numpy actions are converted)")
        env = ivy_gym.CartPole()
        env.reset(seed=0)
        action = ivy.asarray(np.zeros(1, np.float32), backend=other)
        with pytest.raises(
            ivy.BackendMismatchError,
            match=rf"CartPole.step: action is a .* but this environment runs on {BACKEND}",
        ):
            env.step(action)

    def test_reset_options(self):
        with pytest.raises(ValueError, match=r"CartPole.reset: no options are taken"):
            ivy_gym.CartPole().reset(options={"low": 0})

    def test_bad_render_mode_and_dtype(self):
        with pytest.raises(ValueError, match=r"CartPole: render_mode must be None or one of"):
            ivy_gym.CartPole(render_mode="human")
        with pytest.raises(ivy.DtypeError, match=r"CartPole: dtype must be real floating"):
            ivy_gym.CartPole(dtype="int32")


class TestRender:
    def test_frames(self, name):
        env = make(name, render_mode="rgb_array")
        env.reset(seed=0)
        frame = env.render()
        assert frame.dtype == np.uint8 and frame.ndim == 3 and frame.shape[1:] == (400, 3)
        assert frame.min() < 100 and frame.max() == 255  # something drawn on white
        env.step(np.full(env.action_space.shape, 1.0, np.float32))
        for _ in range(4):
            env.step(np.full(env.action_space.shape, 1.0, np.float32))
        assert not np.array_equal(env.render(), frame)  # it moved

    def test_no_render_mode(self):
        env = ivy_gym.CartPole()
        env.reset(seed=0)
        with pytest.warns(UserWarning, match=r"no render_mode"):
            assert env.render() is None


@pytest.mark.skipif(BACKEND != "torch", reason="torch's own autograd through env.step")
def test_native_autograd_through_env_steps():
    import torch

    env = ivy_gym.Pendulum(dtype="float64")
    env.reset(seed=0)
    actions = torch.full((5, 1), 0.3, dtype=torch.float64, requires_grad=True)
    total = sum(env.step(action)[1] for action in actions)
    total.backward()
    assert actions.grad is not None and torch.all(actions.grad != 0)


def _installed(backend):
    try:
        ivy.framework.load_backend(backend)
    except ImportError:
        return False
    return True
