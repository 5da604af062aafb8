"""The gymnasium ids of the environments, registered when ivy_gym is imported."""

from __future__ import annotations

import functools
import inspect
from typing import Any

import gymnasium

from ivy_gym._functional import FunctionalEnv
from ivy_gym._vector_env import IvyVectorEnv
from ivy_gym.envs import (
    AcrobotFunctional,
    CartPoleFunctional,
    MountainCarFunctional,
    PendulumFunctional,
    ReacherFunctional,
    SwimmerFunctional,
)

__all__ = ["ENV_IDS"]

# name: (module, functional core, max_episode_steps: about 10 s of simulated time, 100 s for
# the acrobot whose step is 0.2 s, as gymnasium's Acrobot-v1).
_ENVS = {
    "CartPole": ("cartpole", CartPoleFunctional, 500),
    "MountainCar": ("mountain_car", MountainCarFunctional, 500),
    "Pendulum": ("pendulum", PendulumFunctional, 200),
    "Reacher": ("reacher", ReacherFunctional, 200),
    "Swimmer": ("swimmer", SwimmerFunctional, 200),
    "Acrobot": ("acrobot", AcrobotFunctional, 500),
}

ENV_IDS = tuple(f"ivy_gym/{name}-v0" for name in _ENVS)
"""The registered ids, ``"ivy_gym/CartPole-v0"``, ...: ``gymnasium.make(id, backend=...)`` for
one environment, ``gymnasium.make_vec(id, num_envs=...)`` for an :class:`IvyVectorEnv`."""


def _make_vector(functional_class: type[FunctionalEnv], num_envs: int, **kwargs: Any) -> Any:
    """An :class:`IvyVectorEnv`; the structural arguments (``num_joints``) go to the core."""
    structural = inspect.signature(functional_class).parameters
    structure = {key: kwargs.pop(key) for key in list(kwargs) if key in structural}
    return IvyVectorEnv(functional_class(**structure), num_envs, **kwargs)


def register_envs() -> None:
    """Registers every environment with gymnasium, once (a second call changes nothing)."""
    for name, (module, functional_class, max_episode_steps) in _ENVS.items():
        env_id = f"ivy_gym/{name}-v0"
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point=f"ivy_gym.envs.{module}:{name}",
                vector_entry_point=functools.partial(_make_vector, functional_class),
                max_episode_steps=max_episode_steps,
                # gymnasium's passive checker expects numpy or Python rewards: it warns for
                # torch's and jax's 0-d arrays and fails on mxnet's. Run check_env instead.
                disable_env_checker=True,
            )
