"""Pendulum swing-up: a torque-limited rod must be swung up and balanced upright.

gymnasium's ``Pendulum`` dynamics as in the original ivy_gym: a uniform rod of mass ``m`` and
length ``l`` about its end, with the angle ``θ`` 0 upright and the torque ``max_torque * a``::

    θ'' = -3 g / (2 l) sin(θ + π) + 3 / (m l²) max_torque a

integrated by semi-implicit Euler with step ``dt``; with the default ``max_torque`` of 1 gravity
wins, so the rod must be rocked up. There are no velocity or torque clips (the action is used as
given). The reward ``(1 + cos θ) / 2`` lies in ``[0, 1]``: 1 upright.
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

import numpy as np

import ivy
from ivy.container import Container
from ivy_gym._env import IvyEnv
from ivy_gym._functional import FunctionalEnv
from ivy_gym._render import Canvas, reward_color

__all__ = ["PendulumFunctional", "Pendulum"]


class PendulumFunctional(FunctionalEnv):
    """The functional core of :class:`Pendulum`.

    State fields (each ``(*batch)``): ``angle`` (rad, 0 upright), ``angle_vel`` (rad/s). Action
    ``(*batch, 1)``: the torque as a fraction of ``max_torque``. Observation ``(*batch, 3)``:
    ``[cos θ, sin θ, θ']``.

    Params: ``max_torque`` (1), ``gravity`` (9.8), ``dt`` (0.05), ``mass`` (1), ``length`` (1).
    Initial states: ``angle ~ U(-π, π)``, ``angle_vel ~ U(-1, 1)``.

    Example:
        >>> import numpy as np
        >>> env = PendulumFunctional()
        >>> state = env.reset(0)
        >>> state, obs, reward, done = env.step(state, np.zeros(1, np.float32))
        >>> obs.shape, reward.shape
        ((3,), ())
    """

    DEFAULT_PARAMS: ClassVar[dict[str, float]] = {
        "max_torque": 1.0,
        "gravity": 9.8,
        "dt": 0.05,
        "mass": 1.0,
        "length": 1.0,
    }
    render_bounds = (-1.3, 1.3, -1.3, 1.3)
    action_size = 1

    def _field_shapes(self) -> dict[str, tuple[int, ...]]:
        return {"angle": (), "angle_vel": ()}

    def _initial_state(self, seed: Any, params: Container, batch_shape, dtype) -> Container:
        bounds = {"angle": (-math.pi, math.pi), "angle_vel": (-1.0, 1.0)}
        return self._uniform_fields(seed, batch_shape, dtype, bounds)

    def _next_state(self, state: Container, action: Any, params: Container) -> Container:
        angle_acc = -3.0 * params.gravity / (2.0 * params.length) * ivy.sin(
            state.angle + math.pi
        ) + 3.0 / (params.mass * params.length**2) * (params.max_torque * action[..., 0])
        angle_vel = state.angle_vel + params.dt * angle_acc
        return Container(angle=state.angle + params.dt * angle_vel, angle_vel=angle_vel)

    def _observation(self, state: Container, params: Container) -> Any:
        parts = [ivy.cos(state.angle), ivy.sin(state.angle), state.angle_vel]
        return ivy.stack(parts, axis=-1)

    def _reward(self, state: Container, params: Container) -> Any:
        # Verticality.
        return (1.0 + ivy.cos(state.angle)) / 2.0

    def _observation_high(self) -> np.ndarray:
        return np.array([1.0, 1.0, np.inf])

    def _draw(self, canvas: Canvas, state: dict, params: dict, reward: float) -> None:
        angle, length = float(state["angle"]), float(params["length"])
        tip = (length * math.sin(angle), length * math.cos(angle))
        canvas.capsule((0.0, 0.0), tip, 0.1, reward_color(reward))
        canvas.circle((0.0, 0.0), 0.04, (0.1, 0.1, 0.1))


class Pendulum(IvyEnv):
    """Pendulum swing-up as a ``gymnasium.Env`` (id ``ivy_gym/Pendulum-v0``).

    See :class:`PendulumFunctional` for the state, action, observation and params; the
    constructor's arguments are :class:`~ivy_gym.IvyEnv`'s.

    Example:
        >>> env = Pendulum()
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        >>> obs.shape
        (3,)
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["rgb_array"], "render_fps": 20}

    def __init__(
        self,
        *,
        render_mode: str | None = None,
        backend: Any = None,
        params: dict[str, Any] | None = None,
        dtype: Any = "float32",
    ) -> None:
        super().__init__(
            PendulumFunctional(),
            render_mode=render_mode,
            backend=backend,
            params=params,
            dtype=dtype,
        )
