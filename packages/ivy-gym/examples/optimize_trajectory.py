"""Trajectory optimisation: learn action sequences by gradient descent through the dynamics.

A batch of environments starts from random states; each gets its own open-loop sequence of
actions ``tanh(logits[t])``, and the logits follow the gradient of the rollout's mean reward
(which flows back through every step of the physics) with Adam. This is the ivy paper's
trajectory-optimisation demo, batched: all sequences are optimised at once, as one array program
per step. The result is drawn to a GIF (the first four environments of the batch).

    python examples/optimize_trajectory.py                      # CartPole on torch, ~1 minute
    python examples/optimize_trajectory.py --env Pendulum --backend jax

Runs headless on any autodiff backend (torch, jax, tensorflow, paddle, mxnet).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

import ivy
import ivy_gym
from ivy_stateful import Adam

sys.path.insert(0, str(Path(__file__).parent))
from _media import save_gif, tile

ENVS = ("CartPole", "MountainCar", "Pendulum", "Reacher", "Swimmer", "Acrobot")


def mean_reward(step: Any, start: Any, logits: Any, params: Any) -> Any:
    """The reward per step and environment of the rollout of ``tanh(logits)`` from ``start``.

    Args:
        step: the environment's functional step.
        start: the initial states, batch (B,).
        logits: shape (T, B, action_size).
        params: the constants.

    Returns:
        0-d array in [0, 1].
    """
    state, total = start, 0.0
    # One unstack rather than a slice per step: the gradient is then one stack, where slices'
    # gradients are a chain of pads and sums that XLA is slow to compile.
    actions = ivy.unstack(ivy.tanh(logits), axis=0)
    for action in actions:
        state, _, reward, _ = step(state, action, params)
        total = total + reward
    return ivy.mean(total) / len(actions)


def rollout_frames(
    functional: Any, start: Any, logits: Any, params: Any, shown: int = 4, size: int = 160
) -> list[np.ndarray]:
    """Tiled frames of every other step of the rollout, showing its first ``shown`` envs."""
    state = type(start)({key: x[:shown] for key, x in start.items()})
    frames = []
    for t, action in enumerate(ivy.unstack(ivy.tanh(logits[:, :shown]), axis=0)):
        if t % 2 == 0:
            frames.append(tile(functional.render(state, params, size=size)))
        state = functional.step(state, action, params)[0]
    return frames


def optimize(
    functional: Any,
    start: Any,
    params: Any,
    steps: int,
    iters: int,
    lr: float,
    progress: bool = True,
) -> tuple[Any, float, float]:
    """Learns one action sequence per start state by gradient ascent on the mean reward.

    Args:
        functional: the environment's functional core.
        start: the initial states, batch (B,).
        params: the constants.
        steps: the length of each sequence.
        iters: the number of Adam steps.
        lr: Adam's learning rate.
        progress: show a tqdm progress bar.

    Returns:
        ``(logits, initial, final)``: the learnt logits (steps, B, action_size) (actions are
        their tanh), and the mean reward per step and environment before (no action at all)
        and after.
    """
    batch = next(iter(start.values())).shape[0]
    logits = ivy.zeros((steps, batch, functional.action_size))

    def loss_and_gradient(logits: Any) -> tuple[Any, Any]:
        return ivy.execute_with_gradients(
            lambda x: -mean_reward(functional.step, start, x, params), logits
        )

    optimizer = Adam(lr)
    initial = float(mean_reward(functional.step, start, logits, params))
    bar = tqdm(
        range(iters), desc=f"{functional.name} on {ivy.current_backend()}", disable=not progress
    )
    for _ in bar:
        loss, gradient = loss_and_gradient(logits)
        logits = optimizer.step(logits, gradient)
        bar.set_postfix(mean_reward=f"{-float(loss):.3f}")
    final = float(mean_reward(functional.step, start, logits, params))
    return logits, initial, final


def main(
    env: str = "CartPole",
    backend: str = "torch",
    batch: int = 16,
    steps: int = 100,
    iters: int = 150,
    lr: float = 0.1,
    seed: int = 0,
    gif: str | None = "trajectory.gif",
) -> tuple[float, float]:
    """Optimises action sequences from random start states and draws them.

    Args:
        env: an ivy_gym environment name.
        backend: an autodiff backend.
        batch: the number of environments (and sequences).
        steps: the length of each sequence.
        iters: the number of gradient steps.
        lr: Adam's learning rate.
        seed: seeds the start states.
        gif: where to write the GIF of the result; None for none.

    Returns:
        ``(initial, final)``: the mean reward per step and environment before and after.
    """
    with ivy.using_backend(backend):
        functional = getattr(ivy_gym, f"{env}Functional")()
        params = functional.default_params()
        start = functional.reset(seed, params, batch_shape=(batch,))
        logits, initial, final = optimize(functional, start, params, steps, iters, lr)
        if gif is not None:
            frames = rollout_frames(functional, start, logits, params)
            fps = 0.5 / float(params.dt)  # every other step, in real time
            print(f"wrote {save_gif(gif, frames, min(fps, 25.0))}")
    print(f"mean reward per step: {initial:.3f} before, {final:.3f} after {iters} iterations")
    return initial, final


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--env", default="CartPole", choices=ENVS)
    parser.add_argument("--backend", default="torch")
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--iters", type=int, default=150)
    parser.add_argument("--lr", type=float, default=0.1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--gif", default="trajectory.gif", help="output path ('' for none)")
    args = parser.parse_args()
    if args.backend == "numpy":
        parser.error("numpy has no autodiff: choose torch, jax, tensorflow, paddle or mxnet")
    main(**{**vars(args), "gif": args.gif or None})
