"""CartPole against a plain numpy transcription of its equations."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy_gym import CartPoleFunctional

BATCH_SHAPES = [(), (2, 3)]


def reference_step(s, a, p):
    """The original ivy_gym's cart-pole step, in numpy."""
    force = p["max_force"] * a[..., 0]
    cos, sin = np.cos(s["angle"]), np.sin(s["angle"])
    total_mass = p["cart_mass"] + p["pole_mass"]
    pole_moment = p["pole_mass"] * p["pole_half_length"]
    temp = (force + pole_moment * s["angle_vel"] ** 2 * sin) / total_mass
    angle_acc = (p["gravity"] * sin - cos * temp) / (
        p["pole_half_length"] * (4.0 / 3.0 - p["pole_mass"] * cos**2 / total_mass)
    )
    x_acc = temp - pole_moment * angle_acc * cos / total_mass
    x_vel = s["x_vel"] + p["dt"] * x_acc
    x = s["x"] + p["dt"] * x_vel
    angle_vel = s["angle_vel"] + p["dt"] * angle_acc
    angle = s["angle"] + p["dt"] * angle_vel
    state = {"x": x, "x_vel": x_vel, "angle": angle, "angle_vel": angle_vel}
    observation = np.stack([x, x_vel, np.cos(angle), np.sin(angle), angle_vel], axis=-1)
    reward = np.exp(-(x**2)) * (np.cos(angle) + 1.0) / 2.0
    return state, observation, reward


def random_state(shape, rng):
    return {
        "x": rng.uniform(-2, 2, shape),
        "x_vel": rng.uniform(-2, 2, shape),
        "angle": rng.uniform(-np.pi, np.pi, shape),
        "angle_vel": rng.uniform(-3, 3, shape),
    }


class TestDynamics:
    @pytest.mark.parametrize("batch_shape", BATCH_SHAPES)
    def test_matches_numpy_reference(self, batch_shape, assert_matches_reference):
        rng = np.random.default_rng(0)
        actions = rng.uniform(-1, 1, (6, *batch_shape, 1))
        assert_matches_reference(
            CartPoleFunctional(), reference_step, random_state(batch_shape, rng), actions
        )

    def test_float32(self, assert_matches_reference):
        rng = np.random.default_rng(1)
        actions = rng.uniform(-1, 1, (3, 2, 3, 1))
        assert_matches_reference(
            CartPoleFunctional(),
            reference_step,
            random_state((2, 3), rng),
            actions,
            dtype="float32",
        )

    def test_params(self, assert_matches_reference):
        env = CartPoleFunctional()
        params = env.default_params(pole_half_length=1.0, gravity=3.7, dt=0.01)
        rng = np.random.default_rng(2)
        actions = rng.uniform(-1, 1, (4, 2, 3, 1))
        assert_matches_reference(env, reference_step, random_state((2, 3), rng), actions, params)

    def test_upright_and_centred_is_an_equilibrium_with_reward_one(self):
        env = CartPoleFunctional()
        state = env.reset(0, batch_shape=(2, 3), dtype="float64")
        state = state.map(lambda x, _: ivy.zeros_like(x))
        state, observation, reward, _ = env.step(state, ivy.zeros((2, 3, 1), dtype="float64"))
        assert_allclose(observation, np.tile([0.0, 0.0, 1.0, 0.0, 0.0], (2, 3, 1)))
        assert_allclose(reward, np.ones((2, 3)))

    def test_push_accelerates_the_cart(self):
        env = CartPoleFunctional()
        state = env.reset(0, dtype="float64").map(lambda x, _: ivy.zeros_like(x))
        pushed = env.step(state, ivy.ones(1, dtype="float64"))[0]
        # F / (M - m l cos²θ ... ) > 0, and the pole tips back (θ'' < 0).
        assert float(ivy.to_numpy(pushed.x_vel)) > 0
        assert float(ivy.to_numpy(pushed.angle_vel)) < 0


class TestReset:
    def test_ranges(self):
        state = CartPoleFunctional().reset(3, batch_shape=(400,))
        for key, bound in [("x", 1.0), ("x_vel", 0.3), ("angle", np.pi), ("angle_vel", 0.3)]:
            values = np.asarray(ivy.to_numpy(state[key]))
            assert values.shape == (400,) and values.dtype == np.float32
            assert np.all(np.abs(values) <= bound) and values.std() > bound / 4, key
