"""ivy-gym's batched functional rollouts against gymnax's, in environment steps per second.

Each ivy-gym environment is paired with gymnax's closest one: CartPole with CartPole-v1,
Pendulum with Pendulum-v1, MountainCar with MountainCarContinuous-v0, Acrobot with Acrobot-v1.
Their constants differ a little (and gymnax's CartPole and Acrobot take discrete actions), but the
work per step is the same kind: a few trigonometric functions and a dozen products per
environment. ivy-gym's rewards are smooth functions of the state (CartPole's costs an exp and a
cos more than gymnax's constant reward).

A rollout is ``--envs`` environments (1,000) times ``--steps`` steps (200), actions drawn
beforehand, as ``jax.lax.scan`` under ``jax.jit`` with the rewards as its output (so no step is
dead code), the params passed as arguments for both libraries. gymnax is timed twice: with
``step``, its public API, which auto-resets finished episodes (drawing a reset state every step),
and with ``step_env``, the transition alone, which is the like-for-like work (ivy-gym's
functional step has no auto-reset). ivy-gym on torch runs the same batch eagerly, a Python loop
of batched steps, for reference. Rounds are interleaved; each cell keeps its best round.

Usage: ``python benchmarks/gym.py [--envs 1000] [--steps 200] [--rounds 5] [--json out.json]``.
Needs jax, gymnax (``pip install gymnax six jax==<your jax>``: gymnax imports six without
declaring it) and, for the reference column, torch.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import time
from collections.abc import Callable

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax

import ivy
import ivy_gym

PAIRS = {
    "CartPole": ("CartPole-v1", ivy_gym.CartPoleFunctional),
    "Pendulum": ("Pendulum-v1", ivy_gym.PendulumFunctional),
    "MountainCar": ("MountainCarContinuous-v0", ivy_gym.MountainCarFunctional),
    "Acrobot": ("Acrobot-v1", ivy_gym.AcrobotFunctional),
}


def _best_time(run: Callable[[], object], block: Callable[[object], object]) -> float:
    start = time.perf_counter()
    block(run())
    return time.perf_counter() - start


def _gymnax_rollouts(gymnax_id: str, envs: int, steps: int) -> dict[str, Callable[[], object]]:
    import gymnax

    env, params = gymnax.make(gymnax_id)
    keys = jax.random.split(jax.random.PRNGKey(0), envs)
    _, state = jax.vmap(env.reset, in_axes=(0, None))(keys, params)
    space = env.action_space(params)
    if hasattr(space, "n"):  # discrete: CartPole-v1, Acrobot-v1
        actions = jax.random.randint(jax.random.PRNGKey(1), (steps, envs), 0, space.n)
    else:
        shape = (steps, envs, *space.shape)
        actions = jax.random.uniform(jax.random.PRNGKey(1), shape, minval=-1.0, maxval=1.0)

    def rollout(step: Callable) -> Callable:
        def run(state, actions, params, key):
            def body(carry, action):
                state, key = carry
                key, subkey = jax.random.split(key)
                outputs = jax.vmap(step, in_axes=(0, 0, 0, None))(
                    jax.random.split(subkey, envs), state, action, params
                )
                return (outputs[1], key), outputs[2]

            return jax.lax.scan(body, (state, key), actions)[1]

        compiled = jax.jit(run)
        key = jax.random.PRNGKey(2)
        return lambda: compiled(state, actions, params, key)

    return {"gymnax step": rollout(env.step), "gymnax step_env": rollout(env.step_env)}


def _ivy_gym_jax_rollout(functional, envs: int, steps: int) -> Callable[[], object]:
    params = functional.default_params()
    state = functional.reset(0, params, batch_shape=(envs,), backend="jax")
    shape = (steps, envs, functional.action_size)
    actions = jax.random.uniform(jax.random.PRNGKey(1), shape, minval=-1.0, maxval=1.0)

    def run(state, actions, params):
        def body(state, action):
            state, _, reward, _ = functional.step(state, action, params)
            return state, reward

        return jax.lax.scan(body, state, actions)[1]

    compiled = jax.jit(run)
    return lambda: compiled(state, actions, params)


def _ivy_gym_torch_rollout(functional, envs: int, steps: int) -> Callable[[], object]:
    with ivy.using_backend("torch"):
        params = functional.default_params()
        state = functional.reset(0, params, batch_shape=(envs,))
        shape = (steps, envs, functional.action_size)
        actions = ivy.random_uniform(low=-1.0, high=1.0, shape=shape, seed=1)

    def run():
        with ivy.using_backend("torch"):
            current, rewards = state, []
            for t in range(steps):
                current, _, reward, _ = functional.step(current, actions[t], params)
                rewards.append(reward)
            return ivy.stack(rewards)

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--envs", type=int, default=1000)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    with_torch = importlib.util.find_spec("torch") is not None

    rollouts: dict[str, dict[str, Callable[[], object]]] = {}
    for name, (gymnax_id, functional_class) in PAIRS.items():
        functional = functional_class()
        rollouts[name] = {
            **_gymnax_rollouts(gymnax_id, args.envs, args.steps),
            "ivy-gym jax": _ivy_gym_jax_rollout(functional, args.envs, args.steps),
        }
        if with_torch:
            rollouts[name]["ivy-gym torch"] = _ivy_gym_torch_rollout(
                functional, args.envs, args.steps
            )
    columns = list(next(iter(rollouts.values())))

    def block(out: object) -> object:
        return jax.block_until_ready(out) if isinstance(out, jax.Array) else out

    for row in rollouts.values():  # compile (and warm up) everything first
        for run in row.values():
            block(run())
    best = {name: dict.fromkeys(row, float("inf")) for name, row in rollouts.items()}
    for _ in range(args.rounds):
        for name, row in rollouts.items():
            for column, run in row.items():
                best[name][column] = min(best[name][column], _best_time(run, block))

    total = args.envs * args.steps
    rates = {name: {c: total / t for c, t in row.items()} for name, row in best.items()}
    print(
        f"{args.envs} environments x {args.steps} steps, million environment steps per second "
        f"(best of {args.rounds}; jax {jax.__version__}, {jax.devices()[0].platform})\n"
    )
    header = ["ivy-gym (gymnax)", *columns, "ivy-gym jax / gymnax step_env"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for name, row in rates.items():
        ratio = row["ivy-gym jax"] / row["gymnax step_env"]
        cells = [f"{row[c] / 1e6:.1f}" for c in columns]
        print(f"| {name} ({PAIRS[name][0]}) | " + " | ".join(cells) + f" | {ratio:.2f}x |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"envs": args.envs, "steps": args.steps, "steps_per_second": rates}, f)


if __name__ == "__main__":
    main()
