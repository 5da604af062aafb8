"""A ``gymnasium.vector.VectorEnv`` that steps all its environments as one batch."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

import ivy
from ivy.container import Container
from ivy_gym._env import native_actions, settings, spaces
from ivy_gym._functional import FunctionalEnv, positive_int

__all__ = ["IvyVectorEnv"]


class IvyVectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` copies of an environment, stepped together by its functional core.

    What ``gymnasium.make_vec("ivy_gym/CartPole-v0", num_envs=...)`` returns: one batched
    array program per step instead of a Python loop over environments (gymnasium's
    ``SyncVectorEnv``), with the backend's native arrays in and out, so rollouts of thousands of
    environments stay on the device and differentiable. Observations are ``(num_envs,
    observation_size)`` and rewards ``(num_envs,)`` native arrays; ``terminated`` (always False)
    and ``truncated`` are numpy bool arrays. Episodes end at ``max_episode_steps`` and restart
    by gymnasium's default next-step autoreset: the step after an episode's last one resets that
    environment (ignoring its action, reward 0).

    Args:
        functional: the environments' functional core.
        num_envs: the number of environments.
        max_episode_steps: the time limit (None: episodes never end).
        render_mode: None or ``"rgb_array"``: :meth:`render` returns one frame per environment.
        backend: the ivy backend; by default the global setting, else numpy.
        params: constants overriding the defaults (a mapping), shared by every environment.
        dtype: the floating dtype.

    Example:
        >>> import gymnasium, ivy_gym
        >>> envs = gymnasium.make_vec("ivy_gym/Pendulum-v0", num_envs=8)
        >>> obs, info = envs.reset(seed=0)
        >>> obs, rewards, terminated, truncated, info = envs.step(envs.action_space.sample())
        >>> obs.shape, rewards.shape, truncated.tolist()
        ((8, 3), (8,), [False, False, False, False, False, False, False, False])
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["rgb_array"],
        "autoreset_mode": AutoresetMode.NEXT_STEP,
    }

    def __init__(
        self,
        functional: FunctionalEnv,
        num_envs: int,
        *,
        max_episode_steps: int | None = None,
        render_mode: str | None = None,
        backend: Any = None,
        params: Mapping[str, Any] | None = None,
        dtype: Any = "float32",
    ) -> None:
        self.functional = functional
        self.num_envs = positive_int(f"{functional.name}Vector", "num_envs", num_envs)
        self.max_episode_steps = (
            None
            if max_episode_steps is None
            else positive_int(f"{functional.name}Vector", "max_episode_steps", max_episode_steps)
        )
        self.render_mode = render_mode
        self.backend, self.params, self.dtype = settings(
            functional, self.metadata, render_mode, backend, params, dtype
        )
        self.single_observation_space, self.single_action_space = spaces(functional, self.dtype)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self._state: Container | None = None
        self._elapsed = np.zeros(self.num_envs, np.int64)
        self._needs_reset = np.zeros(self.num_envs, np.bool_)

    @property
    def _name(self) -> str:
        return f"{self.functional.name}Vector"

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """Starts an episode in every environment.

        Args:
            seed: seeds the generator (``self.np_random``) first.
            options: no options are taken; None or an empty dict.

        Returns:
            ``(observations, {})``, observations of shape (num_envs, observation_size).
        """
        super().reset(seed=seed)
        if options:
            raise ValueError(f"{self._name}.reset: no options are taken; got {sorted(options)}")
        with ivy.using_backend(self.backend):
            self._state = self._fresh_states()
            observations = self.functional._observation(self._state, self.params)
        self._elapsed[:] = 0
        self._needs_reset[:] = False
        return observations, {}

    def step(self, actions: Any) -> tuple[Any, Any, np.ndarray, np.ndarray, dict[str, Any]]:
        """Advances every environment one step (resetting those whose episode ended).

        Args:
            actions: shape (num_envs, action_size) in ``[-1, 1]``: a native array of this
                backend (kept differentiable) or a numpy array.

        Returns:
            ``(observations, rewards, terminated, truncated, {})``.

        Raises:
            gymnasium.error.ResetNeeded: before the first :meth:`reset`.
            ivy.ShapeError: ``actions`` has the wrong shape.
            ivy.BackendMismatchError: ``actions`` is an array of another framework.
            ValueError: an action lies outside ``[-1, 1]``.
        """
        if self._state is None:
            raise gymnasium.error.ResetNeeded(f"{self._name}.step: call reset() first")
        with ivy.using_backend(self.backend):
            shape = (self.num_envs, self.functional.action_size)
            actions = native_actions(
                f"{self._name}.step", "actions", actions, self.backend, self.dtype, shape
            )
            state, _, rewards, _ = self.functional.step(self._state, actions, self.params)
            if self._needs_reset.any():
                restart = ivy.asarray(self._needs_reset)
                fresh = self._fresh_states()
                state = Container(
                    {
                        key: ivy.where(_expand(restart, ivy.shape(x)), fresh[key], x)
                        for key, x in state.items()
                    }
                )
                rewards = ivy.where(restart, ivy.zeros_like(rewards), rewards)
            self._state = state
            observations = self.functional._observation(state, self.params)
        self._elapsed = np.where(self._needs_reset, 0, self._elapsed + 1)
        terminated = np.zeros(self.num_envs, np.bool_)
        truncated = (
            np.zeros(self.num_envs, np.bool_)
            if self.max_episode_steps is None
            else self._elapsed >= self.max_episode_steps
        )
        self._needs_reset = terminated | truncated
        return observations, rewards, terminated, truncated, {}

    def render(self) -> tuple[np.ndarray, ...] | None:
        """One RGB frame per environment (``render_mode="rgb_array"``), else None."""
        if self.render_mode is None:
            gymnasium.logger.warn(f"{self._name}.render: no render_mode was given")
            return None
        if self._state is None:
            raise gymnasium.error.ResetNeeded(f"{self._name}.render: call reset() first")
        return tuple(self.functional.render(self._state, self.params))

    def get_state(self) -> Container:
        """The current states: a container of fields of shape (num_envs, ...)."""
        if self._state is None:
            raise gymnasium.error.ResetNeeded(f"{self._name}.get_state: call reset() first")
        return Container(dict(self._state.items()))

    def _fresh_states(self) -> Container:
        draw = int(self.np_random.integers(2**31))
        return self.functional.reset(
            draw, self.params, batch_shape=(self.num_envs,), dtype=self.dtype
        )


def _expand(mask: Any, shape: tuple[int, ...]) -> Any:
    """``mask`` of shape (n,) reshaped to broadcast against ``shape`` (n, ...)."""
    return ivy.reshape(mask, (shape[0],) + (1,) * (len(shape) - 1))
