"""Swimmer: a fish must swim to a goal while keeping clear of sea urchins.

The original ivy_gym's path-finding task. The fish (a point of unit mass) is accelerated by
``max_force * a`` in the plane::

    xy'' = max_force a

integrated by semi-implicit Euler with step ``dt``; the urchins and the goal stay put. The reward
``exp(-|xy - goal|² / 2) Π_i (1 - exp(-30 |xy - urchin_i|²))`` lies in ``[0, 1]``: near 1 at
the goal, far from every urchin, and 0 on an urchin.
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

import numpy as np

import ivy
from ivy.container import Container
from ivy_gym._env import IvyEnv
from ivy_gym._functional import FunctionalEnv, positive_int
from ivy_gym._render import Canvas, reward_color

__all__ = ["SwimmerFunctional", "Swimmer"]


class SwimmerFunctional(FunctionalEnv):
    """The functional core of :class:`Swimmer`.

    Args:
        num_urchins: the number of urchins ``k``.

    State fields: ``urchin_xys`` ``(*batch, k, 2)``, ``xy`` ``(*batch, 2)``, ``xy_vel``
    ``(*batch, 2)``, ``goal_xy`` ``(*batch, 2)``. Action ``(*batch, 2)``: the force as fractions
    of ``max_force``. Observation ``(*batch, 2k + 6)``: ``[urchin_xys (flattened), xy, xy_vel,
    goal_xy]``.

    Params: ``max_force`` (1), ``dt`` (0.05). Initial states: urchins, fish and goal
    ``~ U(-1, 1)²``, the fish at rest.

    Example:
        >>> import numpy as np
        >>> env = SwimmerFunctional(num_urchins=5)
        >>> state = env.reset(0, batch_shape=(2,))
        >>> state, obs, reward, done = env.step(state, np.zeros((2, 2), np.float32))
        >>> obs.shape, state.urchin_xys.shape
        ((2, 16), (2, 5, 2))
    """

    DEFAULT_PARAMS: ClassVar[dict[str, float]] = {"max_force": 1.0, "dt": 0.05}
    render_bounds = (-1.5, 1.5, -1.5, 1.5)
    action_size = 2

    def __init__(self, num_urchins: int = 5) -> None:
        self.num_urchins = positive_int("SwimmerFunctional", "num_urchins", num_urchins)

    def _field_shapes(self) -> dict[str, tuple[int, ...]]:
        return {"urchin_xys": (self.num_urchins, 2), "xy": (2,), "xy_vel": (2,), "goal_xy": (2,)}

    def _initial_state(self, seed: Any, params: Container, batch_shape, dtype) -> Container:
        bounds = {"urchin_xys": (-1.0, 1.0), "xy": (-1.0, 1.0), "goal_xy": (-1.0, 1.0)}
        drawn = self._uniform_fields(seed, batch_shape, dtype, bounds)
        return Container(
            urchin_xys=drawn.urchin_xys,
            xy=drawn.xy,
            xy_vel=ivy.zeros_like(drawn.xy),
            goal_xy=drawn.goal_xy,
        )

    def _next_state(self, state: Container, action: Any, params: Container) -> Container:
        xy_vel = state.xy_vel + params.dt * (params.max_force * action)
        return Container(
            urchin_xys=state.urchin_xys,
            xy=state.xy + params.dt * xy_vel,
            xy_vel=xy_vel,
            goal_xy=state.goal_xy,
        )

    def _observation(self, state: Container, params: Container) -> Any:
        urchins = ivy.reshape(state.urchin_xys, (*state.xy.shape[:-1], 2 * self.num_urchins))
        return ivy.concat([urchins, state.xy, state.xy_vel, state.goal_xy], axis=-1)

    def _reward(self, state: Container, params: Container) -> Any:
        # Goal proximity times the distance from each urchin.
        goal = ivy.exp(-0.5 * ivy.sum((state.xy - state.goal_xy) ** 2, axis=-1))
        offsets = ivy.expand_dims(state.xy, axis=-2) - state.urchin_xys
        clearance = 1.0 - ivy.exp(-30.0 * ivy.sum(offsets**2, axis=-1))
        return goal * ivy.prod(clearance, axis=-1)

    def _observation_high(self) -> np.ndarray:
        k = self.num_urchins
        return np.concatenate([np.ones(2 * k), np.full(4, np.inf), np.ones(2)])

    def _draw(self, canvas: Canvas, state: dict, params: dict, reward: float) -> None:
        canvas.circle(state["goal_xy"], 0.2, (0.4, 0.6, 1.0))
        for urchin in state["urchin_xys"]:
            _draw_urchin(canvas, urchin)
        velocity = state["xy_vel"]
        heading = math.atan2(velocity[1], velocity[0]) if np.any(velocity != 0) else 0.0
        _draw_fish(canvas, state["xy"], heading, reward_color(reward))


def _draw_urchin(canvas: Canvas, center: np.ndarray, spines: int = 15) -> None:
    angles = np.linspace(0.0, 2.0 * math.pi, spines, endpoint=False)
    tips = center + 0.2 * np.stack([np.cos(angles), np.sin(angles)], axis=-1)
    canvas.capsules(np.broadcast_to(center, tips.shape), tips, 0.012, (0.1, 0.1, 0.1))
    canvas.circle(center, 0.07, (0.1, 0.1, 0.1))


def _draw_fish(canvas: Canvas, center: np.ndarray, heading: float, color: tuple) -> None:
    c, s = math.cos(heading), math.sin(heading)
    rotation = np.array([[c, s], [-s, c]])

    def place(points: np.ndarray) -> np.ndarray:
        return points @ rotation + center

    ellipse = np.linspace(0.0, 2.0 * math.pi, 24, endpoint=False)
    body = np.stack([0.14 * np.cos(ellipse), 0.08 * np.sin(ellipse)], axis=-1)
    tail = np.array([[-0.1, 0.0], [-0.22, 0.08], [-0.22, -0.08]])
    canvas.polygon(place(tail), (0.5, 0.4, 0.3))
    canvas.polygon(place(body), color)
    canvas.circle(place(np.array([[0.08, 0.025]]))[0], 0.018, (0.0, 0.0, 0.0))


class Swimmer(IvyEnv):
    """Swimmer as a ``gymnasium.Env`` (id ``ivy_gym/Swimmer-v0``).

    Args:
        num_urchins: the number of urchins.
        render_mode: see :class:`~ivy_gym.IvyEnv`, as the other arguments.
        backend: the ivy backend.
        params: constants overriding the defaults.
        dtype: the floating dtype.

    See :class:`SwimmerFunctional` for the state, action, observation and params.

    Example:
        >>> env = Swimmer(num_urchins=3)
        >>> obs, info = env.reset(seed=0)
        >>> obs.shape
        (12,)
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["rgb_array"], "render_fps": 20}

    def __init__(
        self,
        num_urchins: int = 5,
        *,
        render_mode: str | None = None,
        backend: Any = None,
        params: dict[str, Any] | None = None,
        dtype: Any = "float32",
    ) -> None:
        super().__init__(
            SwimmerFunctional(num_urchins),
            render_mode=render_mode,
            backend=backend,
            params=params,
            dtype=dtype,
        )
