"""The examples: trajectory optimisation raises the reward; both write their GIFs."""

import importlib.util
from pathlib import Path

import numpy as np
import pytest

import ivy
import ivy_gym
from ivy.container import Container
from ivy.testing.fixtures import BACKEND

EXAMPLES = Path(__file__).parents[1] / "examples"
pytestmark = pytest.mark.skipif(
    BACKEND not in ("torch", "jax"), reason="the examples are tested on torch and jax"
)


def load(name):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# 8 sequences of 30 steps from the same start states on every backend (drawn by numpy), after
# 15 Adam steps. With no action at all the mean rewards per step are 0.36 (CartPole) and 0.32
# (Pendulum); the optimised sequences reach 0.43 and 0.48.
@pytest.mark.parametrize(("env", "threshold"), [("CartPole", 0.41), ("Pendulum", 0.44)])
def test_trajectory_optimisation_raises_the_reward(env, threshold):
    functional = getattr(ivy_gym, f"{env}Functional")()
    params = functional.default_params()
    numpy_start = functional.reset(0, params, batch_shape=(8,), backend="numpy")
    start = Container({key: ivy.asarray(np.asarray(x)) for key, x in numpy_start.items()})
    _, initial, final = load("optimize_trajectory").optimize(
        functional, start, params, steps=30, iters=15, lr=0.1, progress=False
    )
    assert final > threshold > initial, (initial, final)


@pytest.mark.skipif(BACKEND != "torch", reason="drawing is the same on every backend")
def test_examples_write_gifs(tmp_path):
    pytest.importorskip("imageio")
    trajectory, policy = tmp_path / "trajectory.gif", tmp_path / "policy.gif"
    load("optimize_trajectory").main(
        env="Reacher", backend=BACKEND, batch=4, steps=6, iters=2, gif=str(trajectory)
    )
    load("optimize_policy").main(
        env="Pendulum", backend=BACKEND, batch=4, steps=3, iters=2, gif=str(policy), progress=False
    )
    assert trajectory.stat().st_size > 1000 and policy.stat().st_size > 1000
