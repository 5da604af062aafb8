"""The functional core every environment shares: reset, step, batching, gradients, bad input."""

import numpy as np
import pytest

import ivy
import ivy_gym
from ivy.container import Container
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close

CORES = {
    "CartPole": ivy_gym.CartPoleFunctional,
    "MountainCar": ivy_gym.MountainCarFunctional,
    "Pendulum": ivy_gym.PendulumFunctional,
    "Reacher": lambda: ivy_gym.ReacherFunctional(num_joints=3),
    "Swimmer": lambda: ivy_gym.SwimmerFunctional(num_urchins=4),
    "Acrobot": ivy_gym.AcrobotFunctional,
}
needs_jax = pytest.mark.skipif(BACKEND != "jax", reason="jax transformations")


@pytest.fixture(params=list(CORES))
def core(request):
    return CORES[request.param]()


def to_numpy(x):
    return np.asarray(ivy.to_numpy(x))


def actions_for(core, shape, seed=0, dtype="float32"):
    rng = np.random.default_rng(seed)
    return ivy.asarray(rng.uniform(-1, 1, (*shape, core.action_size)).astype(dtype))


def index_state(state, index):
    """One environment of a batch of states (sliced in numpy: one array program per step)."""
    # np.asarray: a numpy scalar would lose its dtype on mxnet (ivy.asarray gives float32).
    return Container({key: ivy.asarray(np.asarray(to_numpy(x)[index])) for key, x in state.items()})


class TestReset:
    @pytest.mark.parametrize("batch_shape", [(), (2, 3)])
    def test_shapes_and_dtype(self, core, batch_shape):
        state = core.reset(0, batch_shape=batch_shape)
        assert list(state.keys()) == list(core.field_shapes)
        for key, trailing in core.field_shapes.items():
            assert tuple(state[key].shape) == (*batch_shape, *trailing), key
            assert ivy.dtype(state[key]) == ivy.float32
            assert ivy.current_backend(state[key]) == BACKEND
        observation = core.observation(state)
        assert tuple(observation.shape) == (*batch_shape, core.observation_size)

    def test_same_seed_same_states_other_seed_others(self, core):
        first, again, other = (core.reset(s, batch_shape=(2, 3)) for s in (7, 7, 8))
        key = next(iter(core.field_shapes))
        assert np.array_equal(to_numpy(first[key]), to_numpy(again[key]))
        assert not np.array_equal(to_numpy(first[key]), to_numpy(other[key]))

    def test_float64(self, core):
        state = core.reset(0, batch_shape=(2, 3), dtype="float64")
        assert all(ivy.dtype(x) == ivy.float64 for x in state.values())

    def test_integer_array_seed(self, core):
        from_array = core.reset(ivy.asarray(np.asarray(5, np.int64)), batch_shape=(2, 3))
        from_int = core.reset(5, batch_shape=(2, 3))
        key = next(iter(core.field_shapes))
        assert ivy.current_backend(from_array[key]) == BACKEND
        assert np.array_equal(to_numpy(from_array[key]), to_numpy(from_int[key]))

    @pytest.mark.parametrize("seed", [1.5, "0", None, True])
    def test_bad_seed(self, core, seed):
        with pytest.raises(TypeError, match=rf"{core.name}.reset: key_or_seed"):
            core.reset(seed)

    def test_negative_seed(self, core):
        with pytest.raises(ValueError, match=rf"{core.name}.reset: a seed must be in"):
            core.reset(-1)

    def test_bad_key_shape(self, core):
        with pytest.raises(
            ivy.ShapeError, match=rf"{core.name}.reset: key_or_seed .* shape \(3,\)"
        ):
            core.reset(ivy.asarray(np.array([1, 2, 3], np.int64)))


class TestStep:
    def test_batched_step_equals_a_loop_of_single_steps(self, core):
        state = core.reset(1, batch_shape=(2, 3), dtype="float64")
        actions = actions_for(core, (2, 3), dtype="float64")
        batched = core.step(state, actions)
        numpy_actions = to_numpy(actions)
        for index in np.ndindex(2, 3):
            action = ivy.asarray(np.asarray(numpy_actions[index]))
            single = core.step(index_state(state, index), action)
            for key in core.field_shapes:
                assert_allclose(
                    single[0][key], to_numpy(batched[0][key])[index], rtol=1e-12, atol=1e-14
                )
            for got, want in zip(single[1:], batched[1:], strict=True):
                assert_allclose(got, to_numpy(want)[index], rtol=1e-12, atol=1e-14)

    def test_outputs(self, core):
        state = core.reset(2, batch_shape=(2, 3))
        next_state, observation, reward, done = core.step(state, actions_for(core, (2, 3)))
        assert tuple(observation.shape) == (2, 3, core.observation_size)
        assert tuple(reward.shape) == (2, 3) and ivy.dtype(reward) == ivy.float32
        assert tuple(done.shape) == (2, 3) and ivy.dtype(done) == ivy.bool
        assert not to_numpy(done).any()
        assert_allclose(observation, to_numpy(core.observation(next_state)))
        assert_allclose(reward, to_numpy(core.reward(next_state)))
        high = core.observation_high()
        assert np.all(np.abs(to_numpy(observation)) <= high)

    def test_rewards_lie_in_zero_one(self, core):
        # Far-flung states too: the rewards are products of terms in [0, 1].
        state = core.reset(3, batch_shape=(2, 3), dtype="float64")
        state = state.map(lambda x, _: x * 5.0)
        reward = to_numpy(core.step(state, actions_for(core, (2, 3), dtype="float64"))[2])
        assert np.all((reward >= 0.0) & (reward <= 1.0)) and reward.max() > reward.min()

    def test_float64_action_is_cast_to_the_state_dtype(self, core):
        state = core.reset(0, batch_shape=(2, 3))
        next_state = core.step(state, actions_for(core, (2, 3), dtype="float64"))[0]
        assert all(ivy.dtype(x) == ivy.float32 for x in next_state.values())

    @pytest.mark.parametrize("name", ["CartPole", "MountainCar", "Pendulum", "Acrobot"])
    def test_params_as_arrays_broadcast_over_the_batch(self, name):
        # A batch of constants, one time step per environment (fields of shape (*batch)).
        core = CORES[name]()
        state = core.reset(4, batch_shape=(2, 3), dtype="float64")
        actions = actions_for(core, (2, 3), dtype="float64")
        dts = np.array([[0.01, 0.02, 0.05], [0.1, 0.002, 0.03]])
        batched = core.step(state, actions, core.default_params(dt=ivy.asarray(dts)))
        for index in np.ndindex(2, 3):
            params = core.default_params(dt=float(dts[index]))
            action = ivy.asarray(np.asarray(to_numpy(actions)[index]))
            single = core.step(index_state(state, index), action, params)
            assert_allclose(batched[2][index], to_numpy(single[2]), rtol=1e-12, atol=1e-14)


class TestBadInput:
    def test_action_shape(self, core):
        state = core.reset(0, batch_shape=(2, 3))
        wrong = ivy.zeros((3, 2, core.action_size))
        with pytest.raises(ivy.ShapeError, match=rf"{core.name}.step: action must have shape"):
            core.step(state, wrong)
        with pytest.raises(ivy.ShapeError, match=rf"{core.name}.step: action"):
            core.step(state, ivy.zeros((2, 3, core.action_size + 1)))

    def test_action_dtype(self, core):
        state = core.reset(0, batch_shape=(2, 3))
        with pytest.raises(
            ivy.DtypeError, match=rf"{core.name}.step: action must have a real floating"
        ):
            core.step(state, ivy.zeros((2, 3, core.action_size), dtype="int32"))

    def test_action_not_an_array(self, core):
        state = core.reset(0)
        with pytest.raises(TypeError, match=rf"{core.name}.step: action must be an array"):
            core.step(state, [0.0] * core.action_size)

    def test_state_fields(self, core):
        state = core.reset(0, batch_shape=(2, 3))
        broken = Container({key: x for key, x in list(state.items())[1:]})
        with pytest.raises(ivy.ShapeError, match=rf"{core.name}.step: state must have the fields"):
            core.step(broken, actions_for(core, (2, 3)))
        with pytest.raises(TypeError, match=rf"{core.name}.step: state must be an ivy.Container"):
            core.step(dict(state.items()), actions_for(core, (2, 3)))

    def test_state_batch_mismatch(self, core):
        state = core.reset(0, batch_shape=(2, 3))
        key = list(core.field_shapes)[-1]
        state[key] = ivy.concat([state[key], state[key]], axis=0)
        with pytest.raises(ivy.ShapeError, match=rf"{core.name}.step: state.{key} must have shape"):
            core.step(state, actions_for(core, (2, 3)))

    @pytest.mark.skipif(BACKEND == "numpy", reason="needs a second framework: numpy is the other")
    def test_state_from_another_framework(self, core):
        state = core.reset(0, batch_shape=(2, 3))
        numpy_state = Container({key: to_numpy(x) for key, x in state.items()})
        with pytest.raises(
            ivy.BackendMismatchError,
            match=rf"{core.name}.step: state.* selected backend is {BACKEND}",
        ):
            core.step(numpy_state, actions_for(core, (2, 3)))
        with pytest.raises(
            ivy.BackendMismatchError, match=rf"{core.name}.step: action is a numpy.ndarray"
        ):
            core.step(state, np.zeros((2, 3, core.action_size), np.float32))

    def test_params(self, core):
        state = core.reset(0)
        params = core.default_params()
        del params[next(iter(params.keys()))]
        with pytest.raises(KeyError, match=rf"{core.name}.step: params must hold exactly"):
            core.step(state, actions_for(core, ()), params)
        with pytest.raises(KeyError, match=rf"{core.name}: unknown params \['mass_of_the_moon'\]"):
            core.default_params(mass_of_the_moon=1.0)


@needs_autodiff
class TestGradients:
    def test_return_against_finite_differences(self, core):
        # d(sum of rewards of a 4-step rollout) / d(actions), float64.
        start = core.reset(5, batch_shape=(2, 3), dtype="float64")
        actions = np.random.default_rng(0).uniform(-0.8, 0.8, (2, 2, 3, core.action_size))

        def rollout_return(actions):
            state, total = start, 0.0
            for t in range(actions.shape[0]):
                state, _, reward, _ = core.step(state, actions[t])
                total = total + reward
            return ivy.sum(total)

        gradient = ivy.grad(rollout_return)(ivy.asarray(actions))
        assert np.all(np.isfinite(to_numpy(gradient))) and np.abs(to_numpy(gradient)).max() > 0
        assert_grads_close(rollout_return, [actions], [gradient], rtol=1e-5, atol=1e-8)

    @pytest.mark.parametrize("name", ["CartPole", "Reacher"])
    def test_gradient_with_respect_to_params(self, name):
        # System identification: the return is differentiable in the constants too.
        core = CORES[name]()
        start = core.reset(6, batch_shape=(2, 3), dtype="float64")
        actions = ivy.asarray(np.full((2, 3, core.action_size), 0.5))

        def first_reward(dt):
            params = core.default_params(dt=dt)
            state = core.step(start, actions, params)[0]
            return ivy.sum(core.step(state, actions, params)[2])

        dt = np.asarray(core.default_params().dt, np.float64)
        gradient = ivy.grad(first_reward)(ivy.asarray(dt))
        assert_grads_close(first_reward, [dt], [gradient], rtol=1e-5, atol=1e-8)


@needs_jax
class TestJax:
    def test_jit_and_vmap(self, core):
        import jax
        import jax.numpy as jnp

        params = core.default_params()
        keys = jax.random.split(jax.random.PRNGKey(0), 4)
        states = jax.jit(jax.vmap(lambda key: core.reset(key, params)))(keys)
        assert tuple(states[next(iter(core.field_shapes))].shape)[:1] == (4,)
        actions = jnp.asarray(to_numpy(actions_for(core, (4,))))
        vmapped = jax.jit(jax.vmap(core.step, in_axes=(0, 0, None)))(states, actions, params)
        eager = core.step(states, actions, params)
        for got, want in zip(
            jax.tree_util.tree_leaves(vmapped), jax.tree_util.tree_leaves(eager), strict=True
        ):
            assert_allclose(got, to_numpy(want), rtol=1e-5, atol=1e-6, check_dtype=False)

    def test_scan_rollout(self, core):
        import jax
        import jax.numpy as jnp

        params = core.default_params()
        start = core.reset(0, params, batch_shape=(4,))

        def rollout(actions):
            def body(state, action):
                state, _, reward, _ = core.step(state, action, params)
                return state, reward

            return jnp.mean(jax.lax.scan(body, start, actions)[1])

        actions = jnp.zeros((5, 4, core.action_size), jnp.float32)
        # The gradient under jit for one environment; every one's against finite differences
        # in TestGradients (compiling each rollout's gradient would double this file's time).
        if core.name == "CartPole":
            value, gradient = jax.jit(jax.value_and_grad(rollout))(actions)
            assert gradient.shape == actions.shape and bool(jnp.isfinite(gradient).all())
        else:
            value = jax.jit(rollout)(actions)
        state, total = start, 0.0
        for t in range(5):
            state, _, reward, _ = core.step(state, actions[t], params)
            total = total + reward
        assert_allclose(value, to_numpy(jnp.mean(total) / 5.0), rtol=1e-5, check_dtype=False)

    def test_raw_key_is_mixed_into_a_seed(self, core):
        import jax

        first = core.reset(jax.random.PRNGKey(1), batch_shape=(2, 3))
        second = core.reset(jax.random.PRNGKey(2), batch_shape=(2, 3))
        key = next(iter(core.field_shapes))
        assert not np.array_equal(to_numpy(first[key]), to_numpy(second[key]))
