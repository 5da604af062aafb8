"""Mountain car: an underpowered car in a valley must rock back and forth to reach a flag.

The original ivy_gym's continuous variant of gymnasium's ``MountainCar``: the track's height is
``0.45 sin(3x) + 0.55``, the car (of unit mass) is pushed by ``max_force * action`` and pulled
back by ``gravity cos(3x)``::

    x'' = max_force a - gravity cos(3x)

integrated by semi-implicit Euler with step ``dt``; there are no walls and no velocity limits, so
every step is differentiable. The reward ``exp(-5 (x - goal_x)²)`` lies in ``[0, 1]``: 1 at the
flag.
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

__all__ = ["MountainCarFunctional", "MountainCar"]


def _height(x: np.ndarray | float) -> np.ndarray | float:
    return 0.45 * np.sin(3.0 * x) + 0.55


def _slope(x: np.ndarray | float) -> np.ndarray | float:
    return 1.35 * np.cos(3.0 * x)


class MountainCarFunctional(FunctionalEnv):
    """The functional core of :class:`MountainCar`.

    State fields (each ``(*batch)``): ``x`` (position along the track), ``x_vel``. Action
    ``(*batch, 1)``: the force as a fraction of ``max_force``. Observation ``(*batch, 2)``:
    ``[x, x_vel]``.

    Params: ``max_force`` (3), ``gravity`` (9.8), ``dt`` (0.02), ``goal_x`` (0.45). Initial
    states: ``x ~ U(-0.9, -0.2)`` at rest.

    Example:
        >>> import numpy as np
        >>> env = MountainCarFunctional()
        >>> state = env.reset(0, batch_shape=(2,))
        >>> state, obs, reward, done = env.step(state, np.ones((2, 1), np.float32))
        >>> obs.shape, reward.shape
        ((2, 2), (2,))
    """

    DEFAULT_PARAMS: ClassVar[dict[str, float]] = {
        "max_force": 3.0,
        "gravity": 9.8,
        "dt": 0.02,
        "goal_x": 0.45,
    }
    render_bounds = (-1.25, 0.65, -0.05, 1.3)
    action_size = 1

    def _field_shapes(self) -> dict[str, tuple[int, ...]]:
        return {"x": (), "x_vel": ()}

    def _initial_state(self, seed: Any, params: Container, batch_shape, dtype) -> Container:
        x = self._uniform_fields(seed, batch_shape, dtype, {"x": (-0.9, -0.2)}).x
        return Container(x=x, x_vel=ivy.zeros_like(x))

    def _next_state(self, state: Container, action: Any, params: Container) -> Container:
        x_acc = params.max_force * action[..., 0] - params.gravity * ivy.cos(3.0 * state.x)
        x_vel = state.x_vel + params.dt * x_acc
        return Container(x=state.x + params.dt * x_vel, x_vel=x_vel)

    def _observation(self, state: Container, params: Container) -> Any:
        return ivy.stack([state.x, state.x_vel], axis=-1)

    def _reward(self, state: Container, params: Container) -> Any:
        # Goal proximity.
        return ivy.exp(-5.0 * (state.x - params.goal_x) ** 2)

    def _observation_high(self) -> np.ndarray:
        return np.array([np.inf, np.inf])

    def _draw(self, canvas: Canvas, state: dict, params: dict, reward: float) -> None:
        canvas.graph(_height, _slope, (-1.25, 0.65), (0.3, 0.3, 0.3))
        goal = float(params["goal_x"])
        flag_base = _height(goal)
        canvas.line((goal, flag_base), (goal, flag_base + 0.2), (0.2, 0.2, 0.2))
        flag = np.array([[0.0, 0.2], [0.0, 0.14], [0.09, 0.17]]) + np.array([goal, flag_base])
        canvas.polygon(flag, (0.4, 0.6, 1.0))
        x = float(state["x"])
        slope = math.atan(_slope(x))
        normal = np.array([-math.sin(slope), math.cos(slope)])
        along = np.array([math.cos(slope), math.sin(slope)])
        ground = np.array([x, _height(x)])
        wheel = 0.025
        canvas.rectangle(ground + normal * 0.07, 0.16, 0.07, slope, reward_color(reward))
        for side in (-0.05, 0.05):
            canvas.circle(ground + along * side + normal * wheel, wheel, (0.4, 0.4, 0.4))


class MountainCar(IvyEnv):
    """Mountain car as a ``gymnasium.Env`` (id ``ivy_gym/MountainCar-v0``).

    See :class:`MountainCarFunctional` for the state, action, observation and params; the
    constructor's arguments are :class:`~ivy_gym.IvyEnv`'s.

    Example:
        >>> env = MountainCar()
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step([1.0])
        >>> obs.shape, obs.dtype
        ((2,), dtype('float32'))
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["rgb_array"], "render_fps": 50}

    def __init__(
        self,
        *,
        render_mode: str | None = None,
        backend: Any = None,
        params: dict[str, Any] | None = None,
        dtype: Any = "float32",
    ) -> None:
        super().__init__(
            MountainCarFunctional(),
            render_mode=render_mode,
            backend=backend,
            params=params,
            dtype=dtype,
        )
