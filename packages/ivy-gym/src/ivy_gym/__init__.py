"""Differentiable classic-control environments written once in ivy, on every framework.

Each environment has two interfaces:

- a pure functional core (``CartPoleFunctional``, ...): ``reset(key_or_seed, params) -> state``
  and ``step(state, action, params) -> (state, obs, reward, done)`` over any leading batch axes,
  ``jax.jit``- and ``jax.vmap``-able on jax, differentiable end to end on the autodiff backends;
- a ``gymnasium.Env`` (``CartPole``, ...) on a chosen backend, whose observations are that
  backend's native arrays, registered as ``ivy_gym/CartPole-v0``, ... on import; and
  :class:`IvyVectorEnv`, a ``gymnasium.vector.VectorEnv`` stepping a whole batch at once
  (what ``gymnasium.make_vec`` returns for these ids).

The environments are the original ivy_gym's (``CartPole``, ``MountainCar``, ``Pendulum``,
``Reacher`` with any number of joints, ``Swimmer``) plus ``Acrobot``; every reward lies in
``[0, 1]``.
"""

from ivy_gym import _env, _functional, _registration, _vector_env, envs
from ivy_gym._env import *
from ivy_gym._functional import *
from ivy_gym._registration import *
from ivy_gym._registration import register_envs as _register_envs
from ivy_gym._vector_env import *
from ivy_gym.envs import *

__all__ = [
    *_functional.__all__,
    *_env.__all__,
    *_vector_env.__all__,
    *_registration.__all__,
    *envs.__all__,
]

__version__ = "2.0.0"

_register_envs()
