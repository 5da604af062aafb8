"""The ``gymnasium.Env`` wrapper every environment shares, around its functional core."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import gymnasium
import numpy as np

import ivy
from ivy.container import Container
from ivy.framework import load_backend
from ivy_gym._functional import FunctionalEnv, array_backend

__all__ = ["IvyEnv", "ToNumpy"]


def settings(
    functional: FunctionalEnv,
    metadata: Mapping[str, Any],
    render_mode: str | None,
    backend: Any,
    params: Mapping[str, Any] | None,
    dtype: Any,
) -> tuple[str, Container, ivy.Dtype]:
    """The checked constructor arguments of a wrapper: ``(backend name, params, dtype)``.

    ``params`` (a mapping) overrides ``functional``'s defaults; ``backend`` None means the
    global setting, else numpy.

    Raises:
        ValueError: ``render_mode`` is not one of ``metadata["render_modes"]`` (or None).
        KeyError: ``params`` names an unknown constant.
        ivy.DtypeError: ``dtype`` is not real floating.
    """
    name = functional.name
    if render_mode is not None and render_mode not in metadata["render_modes"]:
        raise ValueError(
            f"{name}: render_mode must be None or one of {metadata['render_modes']}; got "
            f"{render_mode!r}"
        )
    backend_name = load_backend(ivy.current_backend() if backend is None else backend).NAME
    checked_dtype = ivy.Dtype(dtype)
    if not ivy.isdtype(checked_dtype, "real floating"):
        raise ivy.DtypeError(f"{name}: dtype must be real floating; got {dtype}")
    return backend_name, functional.default_params(**dict(params or {})), checked_dtype


def spaces(functional: FunctionalEnv, dtype: ivy.Dtype) -> tuple[Any, Any]:
    """One environment's ``(observation_space, action_space)``, boxes of ``dtype``."""
    numpy_dtype = np.dtype(str(dtype))
    high = functional.observation_high().astype(numpy_dtype)
    observation_space = gymnasium.spaces.Box(-high, high, dtype=numpy_dtype)
    action_space = gymnasium.spaces.Box(-1.0, 1.0, (functional.action_size,), dtype=numpy_dtype)
    return observation_space, action_space


def native_actions(
    where: str, name: str, actions: Any, backend: str, dtype: Any, shape: tuple[int, ...]
) -> Any:
    """``actions`` as ``backend``'s array of ``dtype`` and ``shape``, checked to lie in [-1, 1].

    Native arrays of ``backend`` are kept (and stay differentiable); numpy arrays (floating)
    and Python numbers are converted.

    Raises:
        ivy.BackendMismatchError: an array of another framework.
        ivy.DtypeError: not real floating.
        ivy.ShapeError: another shape.
        ValueError: an entry outside [-1, 1] (or NaN); the message names the environments.
    """
    b = array_backend(actions)
    if b is None or b.NAME == "numpy":
        numpy_actions = np.asarray(actions)
        if numpy_actions.dtype.kind not in ("f" if b is not None else "fiu"):
            raise ivy.DtypeError(
                f"{where}: {name} must have a real floating dtype; got {numpy_actions.dtype}"
            )
        native = ivy.asarray(numpy_actions.astype(str(dtype), copy=False))
    elif backend != b.NAME:
        raise ivy.BackendMismatchError(
            f"{where}: {name} is a {type(actions).__module__.partition('.')[0]}."
            f"{type(actions).__name__} but this environment runs on {backend}: pass its "
            "arrays or numpy arrays"
        )
    else:
        native, numpy_actions = actions, None
    ivy.check_shape(where, name, native, [str(size) for size in shape])
    native_dtype = ivy.dtype(native)
    if not ivy.isdtype(native_dtype, "real floating"):
        raise ivy.DtypeError(f"{where}: {name} must have a real floating dtype; got {native_dtype}")
    numpy_actions = np.asarray(ivy.to_numpy(native) if numpy_actions is None else numpy_actions)
    outside = ~(np.abs(numpy_actions) <= 1.0)
    if outside.any():
        where_outside = ""
        if numpy_actions.ndim > 1:
            rows = np.nonzero(outside.any(axis=-1))[0]
            where_outside = f" in environments {rows[:10].tolist()}"
        raise ValueError(
            f"{where}: {name} must lie in the action space [-1, 1]; got "
            f"{numpy_actions[outside][:10].tolist()}{where_outside}"
        )
    return native


class IvyEnv(gymnasium.Env):
    """A ``gymnasium.Env`` stepping a :class:`~ivy_gym.FunctionalEnv` on one ivy backend.

    Observations are the backend's native arrays (numpy arrays on numpy, torch tensors on
    torch, ...), so on the autodiff backends a whole episode is differentiable: gradients flow
    from rewards back to actions, and to states set with :meth:`set_state`. Rewards are native
    0-d arrays (numpy scalars on numpy); ``terminated`` is always False (continuing tasks) and
    ``truncated`` comes from the registered time limit (``gymnasium.make`` adds it).

    Args:
        functional: the environment's functional core.
        render_mode: None or ``"rgb_array"`` (frames drawn without a display).
        backend: the ivy backend (``"torch"``, ...); by default the global setting at
            construction, else numpy.
        params: constants overriding :meth:`FunctionalEnv.default_params` (a mapping).
        dtype: the floating dtype of states, observations and actions.

    Raises:
        ValueError: ``render_mode`` is not supported.
        KeyError: ``params`` names an unknown constant.
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["rgb_array"], "render_fps": 30}

    def __init__(
        self,
        functional: FunctionalEnv,
        *,
        render_mode: str | None = None,
        backend: Any = None,
        params: Mapping[str, Any] | None = None,
        dtype: Any = "float32",
    ) -> None:
        self.functional = functional
        self.render_mode = render_mode
        self.backend, self.params, self.dtype = settings(
            functional, self.metadata, render_mode, backend, params, dtype
        )
        self.observation_space, self.action_space = spaces(functional, self.dtype)
        if self.backend == "jax":
            # gymnasium's flag for jax environments: its check_env (and other tools) then
            # convert through gymnasium.wrappers.JaxToNumpy. Its "torch" flag is not set: there
            # check_env asks for a gymnasium.wrappers.TorchToNumpy that gymnasium (1.0-1.4) lacks.
            self.metadata = {**self.metadata, "jax": True}
        self._state: Container | None = None

    @property
    def _name(self) -> str:
        return type(self).__name__

    # -- gymnasium API ------------------------------------------------------------------------

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """Starts an episode from a random state.

        Args:
            seed: seeds the environment's generator (``self.np_random``) first.
            options: no options are taken; None or an empty dict.

        Returns:
            ``(observation, {})``, the observation of shape (observation_size,).
        """
        super().reset(seed=seed)
        if options:
            raise ValueError(f"{self._name}.reset: no options are taken; got {sorted(options)}")
        draw = int(self.np_random.integers(2**31))
        with ivy.using_backend(self.backend):
            self._state = self.functional.reset(draw, self.params, dtype=self.dtype)
            observation = self.functional._observation(self._state, self.params)
        return observation, {}

    def step(self, action: Any) -> tuple[Any, Any, bool, bool, dict[str, Any]]:
        """Advances one time step.

        Args:
            action: shape (action_size,), in ``[-1, 1]``: a native array of this backend
                (kept differentiable), or a numpy array, list or number (converted).

        Returns:
            ``(observation, reward, terminated, truncated, {})``.

        Raises:
            gymnasium.error.ResetNeeded: before the first :meth:`reset`.
            ivy.ShapeError: ``action`` is not of shape (action_size,).
            ivy.DtypeError: ``action`` is not real floating.
            ivy.BackendMismatchError: ``action`` is an array of another framework.
            ValueError: ``action`` lies outside the action space (or holds NaN).
        """
        state = self._current_state("step")
        with ivy.using_backend(self.backend):
            action = native_actions(
                f"{self._name}.step",
                "action",
                action,
                self.backend,
                self.dtype,
                (self.functional.action_size,),
            )
            state, observation, reward, done = self.functional.step(state, action, self.params)
            self._state = state
            terminated = bool(ivy.to_numpy(done))
        if self.backend == "numpy":
            reward = reward[()]  # a numpy scalar, as gymnasium expects
        return observation, reward, terminated, False, {}

    def render(self) -> np.ndarray | None:
        """The current state as an RGB image (``render_mode="rgb_array"``), else None.

        Returns:
            uint8 NumPy array of shape (height, 400, 3) (height 400 but for CartPole and
            MountainCar, which are wider than high).
        """
        if self.render_mode is None:
            gymnasium.logger.warn(
                f"{self._name}.render: no render_mode was given; pass render_mode='rgb_array'"
            )
            return None
        return self.functional.render(self._current_state("render"), self.params)

    # -- state access for planning ------------------------------------------------------------

    def get_state(self) -> Container:
        """The current state: a container of this backend's 0-d or (n,)-shaped arrays."""
        return Container(dict(self._current_state("get_state").items()))

    def set_state(self, state: Container) -> Any:
        """Continues from ``state`` (of :meth:`get_state`'s structure, this backend and dtype).

        Args:
            state: a container with the fields of :attr:`FunctionalEnv.field_shapes`, with no
                batch axes.

        Returns:
            The observation of ``state``.

        Raises:
            ivy.ShapeError: wrong fields or shapes, or batch axes.
            ivy.BackendMismatchError: arrays of another framework than this environment's.
            ivy.DtypeError: another dtype than this environment's.
        """
        where = f"{self._name}.set_state"
        if isinstance(state, Container):
            for key, x in state.items():
                b = array_backend(x)
                if b is not None and self.backend != b.NAME:
                    raise ivy.BackendMismatchError(
                        f"{where}: state.{key} is a {type(x).__module__.partition('.')[0]}."
                        f"{type(x).__name__} but this environment runs on {self.backend}: "
                        f"convert it (e.g. ivy.asarray(x, backend={self.backend!r}))"
                    )
        with ivy.using_backend(self.backend):
            batch_shape = self.functional._check_state("set_state", state)
            if batch_shape != ():
                raise ivy.ShapeError(
                    f"{where}: state must be one environment's (no batch axes); got batch "
                    f"shape {batch_shape}"
                )
            dtype = ivy.dtype(next(iter(state.values())))
            if dtype != self.dtype:
                raise ivy.DtypeError(
                    f"{where}: state must have this environment's dtype {self.dtype}; got {dtype}"
                )
            self._state = Container(dict(state.items()))
            return self.functional._observation(self._state, self.params)

    # -- helpers ------------------------------------------------------------------------------

    def _current_state(self, fn: str) -> Container:
        if self._state is None:
            raise gymnasium.error.ResetNeeded(f"{self._name}.{fn}: call reset() first")
        return self._state


class ToNumpy(gymnasium.Wrapper, gymnasium.utils.RecordConstructorArgs):
    """Presents an :class:`IvyEnv` of any backend with numpy observations and float rewards.

    For tools that take numpy only, such as ``gymnasium.utils.env_checker.check_env`` on the
    torch, tensorflow, paddle and mxnet backends (gymnasium converts jax environments itself and
    has no conversion for tensorflow, paddle or mxnet arrays). Actions may be numpy arrays, as
    :meth:`IvyEnv.step` converts them. Observations leave the autodiff graph here.

    Args:
        env: an ``IvyEnv``, possibly wrapped (``gymnasium.make`` adds wrappers).

    Example:
        >>> from ivy_gym import Pendulum
        >>> env = ToNumpy(Pendulum())
        >>> obs, info = env.reset(seed=0)
        >>> obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        >>> type(obs).__name__, type(reward).__name__
        ('ndarray', 'float')
    """

    def __init__(self, env: gymnasium.Env) -> None:
        gymnasium.utils.RecordConstructorArgs.__init__(self)
        gymnasium.Wrapper.__init__(self, env)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Resets the wrapped environment; returns ``(numpy observation, info)``."""
        observation, info = self.env.reset(seed=seed, options=options)
        return _to_numpy(observation), info

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Steps the wrapped environment; returns its results with numpy and Python types."""
        observation, reward, terminated, truncated, info = self.env.step(action)
        return _to_numpy(observation), float(_to_numpy(reward)), terminated, truncated, info


def _to_numpy(x: Any) -> np.ndarray:
    return np.asarray(ivy.to_numpy(x)) if ivy.is_array(x) else np.asarray(x)
