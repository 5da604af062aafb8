"""Reacher: a planar arm of ``n`` unit links must bring its end to a goal.

The original ivy_gym's reacher, for any number of joints (the original hard-coded two). Each link
``i`` has an absolute orientation ``θ_i`` (measured from +x, not relative to the previous link)
driven directly by its torque on a unit moment of inertia::

    θ_i'' = max_torque a_i

integrated by semi-implicit Euler with step ``dt``. The end sits at ``(Σ cos θ_i, Σ sin θ_i)``;
the reward ``exp(-|end - goal|²)`` lies in ``[0, 1]``: 1 on the goal.
"""

from __future__ import annotations

import itertools
import math
from typing import Any, ClassVar

import numpy as np

import ivy
from ivy.container import Container
from ivy_gym._env import IvyEnv
from ivy_gym._functional import FunctionalEnv, positive_int
from ivy_gym._render import Canvas, reward_color

__all__ = ["ReacherFunctional", "Reacher"]


class ReacherFunctional(FunctionalEnv):
    """The functional core of :class:`Reacher`.

    Args:
        num_joints: the number of links ``n`` (each of unit length).

    State fields: ``angles`` ``(*batch, n)`` (rad, absolute), ``angle_vels`` ``(*batch, n)``,
    ``goal_xy`` ``(*batch, 2)``. Action ``(*batch, n)``: the torques as fractions of
    ``max_torque``. Observation ``(*batch, 3n + 2)``: ``[cos θ, sin θ, θ', goal_xy]``.

    Params: ``max_torque`` (1), ``dt`` (0.05). Initial states: ``angles ~ U(-π, π)``,
    ``angle_vels ~ U(-1, 1)``, ``goal_xy ~ U(-n, n)²``.

    Example:
        >>> import numpy as np
        >>> env = ReacherFunctional(num_joints=3)
        >>> state = env.reset(0, batch_shape=(4,))
        >>> state, obs, reward, done = env.step(state, np.zeros((4, 3), np.float32))
        >>> obs.shape, state.angles.shape
        ((4, 11), (4, 3))
    """

    DEFAULT_PARAMS: ClassVar[dict[str, float]] = {"max_torque": 1.0, "dt": 0.05}

    def __init__(self, num_joints: int = 2) -> None:
        self.num_joints = positive_int("ReacherFunctional", "num_joints", num_joints)
        self.action_size = self.num_joints
        bound = self.num_joints + 0.3
        self.render_bounds = (-bound, bound, -bound, bound)

    def _field_shapes(self) -> dict[str, tuple[int, ...]]:
        n = self.num_joints
        return {"angles": (n,), "angle_vels": (n,), "goal_xy": (2,)}

    def _initial_state(self, seed: Any, params: Container, batch_shape, dtype) -> Container:
        n = float(self.num_joints)
        bounds = {"angles": (-math.pi, math.pi), "angle_vels": (-1.0, 1.0), "goal_xy": (-n, n)}
        return self._uniform_fields(seed, batch_shape, dtype, bounds)

    def _next_state(self, state: Container, action: Any, params: Container) -> Container:
        angle_vels = state.angle_vels + params.dt * (params.max_torque * action)
        return Container(
            angles=state.angles + params.dt * angle_vels,
            angle_vels=angle_vels,
            goal_xy=state.goal_xy,
        )

    def _observation(self, state: Container, params: Container) -> Any:
        parts = [ivy.cos(state.angles), ivy.sin(state.angles), state.angle_vels, state.goal_xy]
        return ivy.concat(parts, axis=-1)

    def _reward(self, state: Container, params: Container) -> Any:
        # Goal proximity of the arm's end.
        end_x = ivy.sum(ivy.cos(state.angles), axis=-1)
        end_y = ivy.sum(ivy.sin(state.angles), axis=-1)
        squared = (end_x - state.goal_xy[..., 0]) ** 2 + (end_y - state.goal_xy[..., 1]) ** 2
        return ivy.exp(-squared)

    def _observation_high(self) -> np.ndarray:
        n = self.num_joints
        return np.concatenate([np.ones(2 * n), np.full(n, np.inf), np.full(2, float(n))])

    def _draw(self, canvas: Canvas, state: dict, params: dict, reward: float) -> None:
        canvas.circle(state["goal_xy"], 0.2, (0.4, 0.6, 1.0))
        angles = state["angles"]
        joints = np.concatenate(
            [np.zeros((1, 2)), np.cumsum(np.stack([np.cos(angles), np.sin(angles)], -1), 0)]
        )
        for start, end in itertools.pairwise(joints):
            canvas.capsule(start, end, 0.08, (0.15, 0.15, 0.15))
            canvas.circle(start, 0.1, (0.6, 0.6, 0.6))
        canvas.circle(joints[-1], 0.1, reward_color(reward))


class Reacher(IvyEnv):
    """Reacher as a ``gymnasium.Env`` (id ``ivy_gym/Reacher-v0``).

    Args:
        num_joints: the number of links.
        render_mode: see :class:`~ivy_gym.IvyEnv`, as the other arguments.
        backend: the ivy backend.
        params: constants overriding the defaults.
        dtype: the floating dtype.

    See :class:`ReacherFunctional` for the state, action, observation and params.

    Example:
        >>> env = Reacher(num_joints=4)
        >>> obs, info = env.reset(seed=0)
        >>> env.action_space.shape, obs.shape
        ((4,), (14,))
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["rgb_array"], "render_fps": 20}

    def __init__(
        self,
        num_joints: int = 2,
        *,
        render_mode: str | None = None,
        backend: Any = None,
        params: dict[str, Any] | None = None,
        dtype: Any = "float32",
    ) -> None:
        super().__init__(
            ReacherFunctional(num_joints),
            render_mode=render_mode,
            backend=backend,
            params=params,
            dtype=dtype,
        )
