"""Cart-pole swing-up: push a cart along a track to raise and balance a pole hinged on it.

The physics of gymnasium's ``CartPole`` (Barto, Sutton & Anderson, 1983, with the pole's rotational
inertia of a uniform rod), but with a continuous force ``max_force * action`` and the pole
starting anywhere on the circle, as in the original ivy_gym: the task is to swing the pole up and
keep the cart near the centre. The angle ``θ`` is 0 upright and grows clockwise (the tip moves to
+x); with ``F`` the force, ``m`` the pole's mass, ``M`` the total mass and ``l`` half the pole's
length::

    t   = (F + m l θ'² sin θ) / M
    θ'' = (g sin θ - t cos θ) / (l (4/3 - m cos²θ / M))
    x'' = t - m l θ'' cos θ / M

integrated by semi-implicit Euler with step ``dt`` (velocities first, positions with the new
velocities), as the original. The reward ``exp(-x²) (1 + cos θ) / 2`` lies in ``[0, 1]``: 1 with
the pole upright over the track's centre.
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

__all__ = ["CartPoleFunctional", "CartPole"]


class CartPoleFunctional(FunctionalEnv):
    """The functional core of :class:`CartPole`.

    State fields (each ``(*batch)``): ``x`` (m), ``x_vel`` (m/s), ``angle`` (rad, 0 upright),
    ``angle_vel`` (rad/s). Action ``(*batch, 1)``: the force as a fraction of ``max_force``.
    Observation ``(*batch, 5)``: ``[x, x_vel, cos θ, sin θ, θ']``.

    Params: ``max_force`` (10 N), ``gravity`` (9.8), ``dt`` (0.02 s), ``cart_mass`` (1 kg),
    ``pole_mass`` (0.1 kg), ``pole_half_length`` (0.5 m). Initial states: ``x ~ U(-1, 1)``,
    ``x_vel ~ U(-0.3, 0.3)``, ``angle ~ U(-π, π)``, ``angle_vel ~ U(-0.3, 0.3)``.

    Example:
        >>> import numpy as np
        >>> env = CartPoleFunctional()
        >>> state = env.reset(0, batch_shape=(3,))
        >>> state, obs, reward, done = env.step(state, np.zeros((3, 1), np.float32))
        >>> obs.shape, reward.shape, done.tolist()
        ((3, 5), (3,), [False, False, False])
    """

    DEFAULT_PARAMS: ClassVar[dict[str, float]] = {
        "max_force": 10.0,
        "gravity": 9.8,
        "dt": 0.02,
        "cart_mass": 1.0,
        "pole_mass": 0.1,
        "pole_half_length": 0.5,
    }
    render_bounds = (-2.4, 2.4, -1.4, 1.6)
    action_size = 1

    def _field_shapes(self) -> dict[str, tuple[int, ...]]:
        return {"x": (), "x_vel": (), "angle": (), "angle_vel": ()}

    def _initial_state(self, seed: Any, params: Container, batch_shape, dtype) -> Container:
        bounds = {"x": (-1.0, 1.0), "x_vel": (-0.3, 0.3), "angle": (-math.pi, math.pi)}
        bounds["angle_vel"] = (-0.3, 0.3)
        return self._uniform_fields(seed, batch_shape, dtype, bounds)

    def _next_state(self, state: Container, action: Any, params: Container) -> Container:
        force = params.max_force * action[..., 0]
        cos, sin = ivy.cos(state.angle), ivy.sin(state.angle)
        # Scalar reciprocals once, so that per-environment divisions become products.
        inv_total_mass = 1.0 / (params.cart_mass + params.pole_mass)
        pole_moment = params.pole_mass * params.pole_half_length
        temp = (force + pole_moment * state.angle_vel**2 * sin) * inv_total_mass
        angle_acc = (params.gravity * sin - cos * temp) / (
            params.pole_half_length * (4.0 / 3.0 - params.pole_mass * inv_total_mass * cos**2)
        )
        x_acc = temp - (pole_moment * inv_total_mass) * angle_acc * cos
        x_vel = state.x_vel + params.dt * x_acc
        angle_vel = state.angle_vel + params.dt * angle_acc
        return Container(
            x=state.x + params.dt * x_vel,
            x_vel=x_vel,
            angle=state.angle + params.dt * angle_vel,
            angle_vel=angle_vel,
        )

    def _observation(self, state: Container, params: Container) -> Any:
        parts = [state.x, state.x_vel, ivy.cos(state.angle), ivy.sin(state.angle), state.angle_vel]
        return ivy.stack(parts, axis=-1)

    def _reward(self, state: Container, params: Container) -> Any:
        # Centre proximity times pole verticality.
        return ivy.exp(-(state.x**2)) * (0.5 + 0.5 * ivy.cos(state.angle))

    def _observation_high(self) -> np.ndarray:
        return np.array([np.inf, np.inf, 1.0, 1.0, np.inf])

    def _draw(self, canvas: Canvas, state: dict, params: dict, reward: float) -> None:
        x, angle = float(state["x"]), float(state["angle"])
        pole = 2.0 * float(params["pole_half_length"])
        canvas.line((-2.4, 0.0), (2.4, 0.0), (0.3, 0.3, 0.3))
        canvas.rectangle((x, 0.0), 0.5, 0.3, 0.0, (0.15, 0.15, 0.15))
        tip = (x + pole * math.sin(angle), pole * math.cos(angle))
        canvas.capsule((x, 0.0), tip, 0.05, reward_color(reward))
        canvas.circle((x, 0.0), 0.05, (0.6, 0.6, 0.6))


class CartPole(IvyEnv):
    """Cart-pole swing-up as a ``gymnasium.Env`` (id ``ivy_gym/CartPole-v0``).

    See :class:`CartPoleFunctional` for the state, action, observation and params; the
    constructor's arguments are :class:`~ivy_gym.IvyEnv`'s.

    Example:
        >>> env = CartPole()
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        >>> obs.shape, bool(0.0 <= reward <= 1.0), terminated
        ((5,), True, False)
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
            CartPoleFunctional(),
            render_mode=render_mode,
            backend=backend,
            params=params,
            dtype=dtype,
        )
