"""Acrobot: a two-link pendulum, actuated only at the elbow, must swing its tip up high.

The dynamics are gymnasium's ``Acrobot-v1`` (Sutton & Barto's book version of the equations,
with its constants): ``θ1`` is the shoulder angle from hanging straight down, ``θ2`` the elbow
angle relative to the first link, and a torque ``τ = max_torque a`` acts at the elbow::

    d1 = m1 lc1² + m2 (l1² + lc2² + 2 l1 lc2 cos θ2) + I1 + I2
    d2 = m2 (lc2² + l1 lc2 cos θ2) + I2
    φ2 = m2 lc2 g sin(θ1 + θ2)
    φ1 = -m2 l1 lc2 θ2'² sin θ2 - 2 m2 l1 lc2 θ2' θ1' sin θ2 + (m1 lc1 + m2 l1) g sin θ1 + φ2
    θ2'' = (τ + d2 / d1 φ1 - m2 l1 lc2 θ1'² sin θ2 - φ2) / (m2 lc2² + I2 - d2² / d1)
    θ1'' = -(d2 θ2'' + φ1) / d1

integrated, as gymnasium does, by one classical Runge-Kutta (RK4) step of ``dt`` with the torque
held; then both angles are wrapped into ``[-π, π)`` and the velocities clipped to
``±max_vel_1`` and ``±max_vel_2``. Where gymnasium's ``Acrobot-v1`` differs, this one follows
the other ivy_gym environments: the torque is continuous (``a`` in ``[-1, 1]`` rather than one of
-1, 0, 1), nothing terminates, and the reward is the height of the tip scaled into ``[0, 1]``::

    reward = (h + l1 + l2) / (2 (l1 + l2)),   h = -l1 cos θ1 - l2 cos(θ1 + θ2)

0 hanging straight down, 1 straight up (gymnasium's goal, the tip above height ``l1``, is a
reward above 0.75).
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

__all__ = ["AcrobotFunctional", "Acrobot"]


class AcrobotFunctional(FunctionalEnv):
    """The functional core of :class:`Acrobot`.

    State fields (each ``(*batch)``): ``theta1``, ``theta2`` (rad), ``theta1_vel``,
    ``theta2_vel`` (rad/s). Action ``(*batch, 1)``: the elbow torque as a fraction of
    ``max_torque``. Observation ``(*batch, 6)``: ``[cos θ1, sin θ1, cos θ2, sin θ2, θ1', θ2']``,
    as gymnasium's.

    Params (gymnasium's constants): ``max_torque`` (1), ``gravity`` (9.8), ``dt`` (0.2),
    ``link_length_1``, ``link_length_2`` (1 m), ``link_mass_1``, ``link_mass_2`` (1 kg),
    ``link_com_1``, ``link_com_2`` (0.5 m, the centres of mass), ``link_moi`` (1, the moment of
    inertia of each link), ``max_vel_1`` (4π), ``max_vel_2`` (9π). ``link_length_2`` enters only
    the reward and the picture, as in gymnasium. Initial states: all four ``~ U(-0.1, 0.1)``.

    Example:
        >>> import numpy as np
        >>> env = AcrobotFunctional()
        >>> state = env.reset(0, batch_shape=(2,))
        >>> state, obs, reward, done = env.step(state, np.ones((2, 1), np.float32))
        >>> obs.shape, bool((reward < 0.1).all())
        ((2, 6), True)
    """

    DEFAULT_PARAMS: ClassVar[dict[str, float]] = {
        "max_torque": 1.0,
        "gravity": 9.8,
        "dt": 0.2,
        "link_length_1": 1.0,
        "link_length_2": 1.0,
        "link_mass_1": 1.0,
        "link_mass_2": 1.0,
        "link_com_1": 0.5,
        "link_com_2": 0.5,
        "link_moi": 1.0,
        "max_vel_1": 4.0 * math.pi,
        "max_vel_2": 9.0 * math.pi,
    }
    render_bounds = (-2.2, 2.2, -2.2, 2.2)
    action_size = 1

    def _field_shapes(self) -> dict[str, tuple[int, ...]]:
        return {"theta1": (), "theta2": (), "theta1_vel": (), "theta2_vel": ()}

    def _initial_state(self, seed: Any, params: Container, batch_shape, dtype) -> Container:
        bounds = dict.fromkeys(self._field_shapes(), (-0.1, 0.1))
        return self._uniform_fields(seed, batch_shape, dtype, bounds)

    def _next_state(self, state: Container, action: Any, params: Container) -> Container:
        torque = params.max_torque * action[..., 0]
        y = (state.theta1, state.theta2, state.theta1_vel, state.theta2_vel)
        h = params.dt

        def shifted(k: tuple, scale: Any) -> tuple:
            return tuple(yi + scale * ki for yi, ki in zip(y, k, strict=True))

        k1 = _derivatives(y, torque, params)
        k2 = _derivatives(shifted(k1, h / 2.0), torque, params)
        k3 = _derivatives(shifted(k2, h / 2.0), torque, params)
        k4 = _derivatives(shifted(k3, h), torque, params)
        theta1, theta2, theta1_vel, theta2_vel = (
            yi + h / 6.0 * (a + 2.0 * b + 2.0 * c + d)
            for yi, a, b, c, d in zip(y, k1, k2, k3, k4, strict=True)
        )
        return Container(
            theta1=_wrap(theta1),
            theta2=_wrap(theta2),
            theta1_vel=_clip(theta1_vel, params.max_vel_1),
            theta2_vel=_clip(theta2_vel, params.max_vel_2),
        )

    def _observation(self, state: Container, params: Container) -> Any:
        parts = [
            ivy.cos(state.theta1),
            ivy.sin(state.theta1),
            ivy.cos(state.theta2),
            ivy.sin(state.theta2),
            state.theta1_vel,
            state.theta2_vel,
        ]
        return ivy.stack(parts, axis=-1)

    def _reward(self, state: Container, params: Container) -> Any:
        # The tip's height, from -(l1 + l2) hanging to l1 + l2 upright, scaled into [0, 1].
        l1, l2 = params.link_length_1, params.link_length_2
        height = -l1 * ivy.cos(state.theta1) - l2 * ivy.cos(state.theta1 + state.theta2)
        return (height + l1 + l2) / (2.0 * (l1 + l2))

    def _observation_high(self) -> np.ndarray:
        max_vel_1, max_vel_2 = self.DEFAULT_PARAMS["max_vel_1"], self.DEFAULT_PARAMS["max_vel_2"]
        return np.array([1.0, 1.0, 1.0, 1.0, max_vel_1, max_vel_2])

    def _draw(self, canvas: Canvas, state: dict, params: dict, reward: float) -> None:
        theta1, theta2 = float(state["theta1"]), float(state["theta2"])
        l1, l2 = float(params["link_length_1"]), float(params["link_length_2"])
        elbow = (l1 * math.sin(theta1), -l1 * math.cos(theta1))
        tip = (elbow[0] + l2 * math.sin(theta1 + theta2), elbow[1] - l2 * math.cos(theta1 + theta2))
        canvas.line((-2.2, l1), (2.2, l1), (0.6, 0.6, 0.6))
        canvas.capsule((0.0, 0.0), elbow, 0.08, (0.15, 0.15, 0.15))
        canvas.capsule(elbow, tip, 0.08, (0.15, 0.15, 0.15))
        canvas.circle((0.0, 0.0), 0.1, (0.6, 0.6, 0.6))
        canvas.circle(elbow, 0.1, (0.6, 0.6, 0.6))
        canvas.circle(tip, 0.1, reward_color(reward))


def _derivatives(y: tuple, torque: Any, params: Container) -> tuple:
    """``(θ1', θ2', θ1'', θ2'')`` of the book's acrobot at ``y = (θ1, θ2, θ1', θ2')``."""
    theta1, theta2, theta1_vel, theta2_vel = y
    m1, m2 = params.link_mass_1, params.link_mass_2
    l1, lc1, lc2 = params.link_length_1, params.link_com_1, params.link_com_2
    moi, g = params.link_moi, params.gravity
    cos2, sin2 = ivy.cos(theta2), ivy.sin(theta2)
    d1 = m1 * lc1**2 + m2 * (l1**2 + lc2**2 + 2.0 * l1 * lc2 * cos2) + 2.0 * moi
    d2 = m2 * (lc2**2 + l1 * lc2 * cos2) + moi
    # gymnasium writes sin(x) as cos(x - π/2).
    phi2 = m2 * lc2 * g * ivy.sin(theta1 + theta2)
    phi1 = (
        -m2 * l1 * lc2 * theta2_vel**2 * sin2
        - 2.0 * m2 * l1 * lc2 * theta2_vel * theta1_vel * sin2
        + (m1 * lc1 + m2 * l1) * g * ivy.sin(theta1)
        + phi2
    )
    theta2_acc = (torque + d2 / d1 * phi1 - m2 * l1 * lc2 * theta1_vel**2 * sin2 - phi2) / (
        m2 * lc2**2 + moi - d2**2 / d1
    )
    theta1_acc = -(d2 * theta2_acc + phi1) / d1
    return theta1_vel, theta2_vel, theta1_acc, theta2_acc


def _clip(velocity: Any, bound: Any) -> Any:
    """``velocity`` clipped to ``[-bound, bound]``.

    By maximum and minimum rather than ``ivy.clip``: mxnet's clip rounds scalar bounds to
    float32, which moves a float64 bound such as 4π by 3.5e-7.
    """
    return ivy.minimum(ivy.maximum(velocity, -bound), bound)


def _wrap(angle: Any) -> Any:
    """``angle`` wrapped into ``[-π, π)`` (its gradient is 1)."""
    return ivy.remainder(angle + math.pi, 2.0 * math.pi) - math.pi


class Acrobot(IvyEnv):
    """Acrobot swing-up as a ``gymnasium.Env`` (id ``ivy_gym/Acrobot-v0``).

    See :class:`AcrobotFunctional` for the state, action, observation and params; the
    constructor's arguments are :class:`~ivy_gym.IvyEnv`'s.

    Example:
        >>> env = Acrobot()
        >>> obs, info = env.reset(seed=0)
        >>> obs.shape
        (6,)
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["rgb_array"], "render_fps": 15}

    def __init__(
        self,
        *,
        render_mode: str | None = None,
        backend: Any = None,
        params: dict[str, Any] | None = None,
        dtype: Any = "float32",
    ) -> None:
        super().__init__(
            AcrobotFunctional(),
            render_mode=render_mode,
            backend=backend,
            params=params,
            dtype=dtype,
        )
