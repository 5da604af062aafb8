"""The environments, one module each: a functional core and its ``gymnasium.Env``."""

from ivy_gym.envs import acrobot, cartpole, mountain_car, pendulum, reacher, swimmer
from ivy_gym.envs.acrobot import *
from ivy_gym.envs.cartpole import *
from ivy_gym.envs.mountain_car import *
from ivy_gym.envs.pendulum import *
from ivy_gym.envs.reacher import *
from ivy_gym.envs.swimmer import *

__all__ = [
    *cartpole.__all__,
    *mountain_car.__all__,
    *pendulum.__all__,
    *reacher.__all__,
    *swimmer.__all__,
    *acrobot.__all__,
]
