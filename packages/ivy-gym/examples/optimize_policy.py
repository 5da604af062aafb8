"""Policy optimisation: train a neural-network policy by backpropagation through the dynamics.

An ivy-stateful MLP maps observations to actions; each iteration rolls it out from a fresh batch
of random start states and follows the gradient of the mean reward, which flows back through
every step of the differentiable physics and every call of the policy (no reward model, no
policy-gradient estimator). This is the ivy paper's policy-optimisation demo, batched. The trained
policy is drawn to a GIF on four held-out start states.

    python examples/optimize_policy.py                          # CartPole on torch, ~1 minute
    python examples/optimize_policy.py --env Reacher --backend jax

Runs headless on any autodiff backend (torch, jax, tensorflow, paddle, mxnet).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tqdm import tqdm

import ivy
import ivy_gym
from ivy_stateful import Adam, Linear, Module

sys.path.insert(0, str(Path(__file__).parent))
from _media import save_gif, tile

ENVS = ("CartPole", "MountainCar", "Pendulum", "Reacher", "Swimmer", "Acrobot")


class Policy(Module):
    """An MLP from observations (..., observation_size) to actions (..., action_size) in [-1, 1]."""

    def __init__(self, observation_size: int, action_size: int, hidden: int = 64) -> None:
        super().__init__()
        self.hidden_1 = Linear(observation_size, hidden)
        self.hidden_2 = Linear(hidden, hidden)
        self.out = Linear(hidden, action_size)

    def _forward(self, observation: Any) -> Any:
        x = ivy.tanh(self.hidden_1(observation))
        x = ivy.tanh(self.hidden_2(x))
        return ivy.tanh(self.out(x))


def mean_reward(
    functional: Any, policy: Policy, v: Any, start: Any, params: Any, steps: int
) -> Any:
    """The reward per step and environment of ``steps`` steps of the policy from ``start``."""
    state, total = start, 0.0
    observation = functional.observation(state, params)
    for _ in range(steps):
        state, observation, reward, _ = functional.step(state, policy(observation, v=v), params)
        total = total + reward
    return ivy.mean(total) / steps


def main(
    env: str = "CartPole",
    backend: str = "torch",
    batch: int = 32,
    steps: int = 80,
    iters: int = 200,
    lr: float = 1e-2,
    seed: int = 0,
    gif: str | None = "policy.gif",
    progress: bool = True,
) -> tuple[float, float]:
    """Trains the policy; returns its mean reward on held-out start states before and after.

    Args:
        env: an ivy_gym environment name.
        backend: an autodiff backend.
        batch: the number of start states per iteration.
        steps: the rollout length.
        iters: the number of gradient steps.
        lr: Adam's learning rate.
        seed: seeds the policy's weights and the start states.
        gif: where to write the GIF of the trained policy; None for none.
        progress: show a tqdm progress bar.

    Returns:
        ``(initial, final)``: mean reward per step and environment on ``batch`` held-out start
        states, before and after training.
    """
    with ivy.using_backend(backend):
        ivy.seed(seed)
        functional = getattr(ivy_gym, f"{env}Functional")()
        params = functional.default_params()
        policy = Policy(functional.observation_size, functional.action_size)
        held_out = functional.reset(seed, params, batch_shape=(batch,))

        def loss_and_gradient(v: Any, start: Any) -> tuple[Any, Any]:
            return ivy.execute_with_gradients(
                lambda w: -mean_reward(functional, policy, w, start, params, steps), v
            )

        optimizer = Adam(lr)
        initial = float(mean_reward(functional, policy, policy.v, held_out, params, steps))
        bar = tqdm(range(iters), desc=f"{env} on {backend}", disable=not progress)
        for iteration in bar:
            start = functional.reset(seed + 1 + iteration, params, batch_shape=(batch,))
            loss, gradient = loss_and_gradient(policy.v, start)
            policy.v = optimizer.step(policy.v, gradient)
            bar.set_postfix(mean_reward=f"{-float(loss):.3f}")
        final = float(mean_reward(functional, policy, policy.v, held_out, params, steps))
        if gif is not None:
            state = type(held_out)({key: x[:4] for key, x in held_out.items()})
            frames = []
            for t in range(2 * steps):  # twice the training horizon, every other step drawn
                if t % 2 == 0:
                    frames.append(tile(functional.render(state, params, size=160)))
                action = policy(functional.observation(state, params))
                state = functional.step(state, action, params)[0]
            print(f"wrote {save_gif(gif, frames, min(0.5 / float(params.dt), 25.0))}")
    print(f"held-out mean reward per step: {initial:.3f} before, {final:.3f} after training")
    return initial, final


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--env", default="CartPole", choices=ENVS)
    parser.add_argument("--backend", default="torch")
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--steps", type=int, default=80)
    parser.add_argument("--iters", type=int, default=200)
    parser.add_argument("--lr", type=float, default=1e-2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--gif", default="policy.gif", help="output path ('' for none)")
    args = parser.parse_args()
    if args.backend == "numpy":
        parser.error("numpy has no autodiff: choose torch, jax, tensorflow, paddle or mxnet")
    main(**{**vars(args), "gif": args.gif or None})
