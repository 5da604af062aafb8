"""The pure functional core every environment shares: params, seeds, checks and the step.

An environment's physics is a subclass of :class:`FunctionalEnv` that defines what differs (the
state's fields, the constants, the initial distribution, the dynamics, the observation and the
reward); this module does the rest once: resolving ``params``, turning a seed or key into ivy's
seed, checking states and actions, and composing :meth:`FunctionalEnv.step`.

States are :class:`ivy.Container` trees of native arrays whose fields share leading batch axes
``(*batch)``; params are containers of Python floats (or arrays broadcasting with the batch).
Both are jax pytrees, so every method here ``jax.jit``s and ``jax.vmap``s; the checks read only
shapes and types, which are static under tracing, never values.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np

import ivy
from ivy.container import Container
from ivy.framework import own_backend, selected_backend

__all__ = ["FunctionalEnv"]

Shape = tuple[int, ...]
_NUMPY_ARRAY = np.empty(0)


class FunctionalEnv:
    """The pure functional core of an environment: ``reset`` and ``step`` without hidden state.

    Every method is a pure function of its arguments (the object holds only static structure,
    such as the number of joints), so it can be ``jax.jit``-ed and ``jax.vmap``-ed on jax, and
    takes any leading batch axes ``(*batch)`` on every backend: thousands of environments step
    at once as one array program.

    Subclasses set :attr:`DEFAULT_PARAMS` and :attr:`render_bounds`, give their state's fields
    in :meth:`_field_shapes`, and define :meth:`_initial_state`, :meth:`_next_state`,
    :meth:`_observation`, :meth:`_reward`, :meth:`_observation_high` and :meth:`_draw`.
    """

    DEFAULT_PARAMS: ClassVar[dict[str, float]] = {}
    """The physical constants and their defaults: the keys of ``params``."""

    render_bounds: tuple[float, float, float, float] = (-1.0, 1.0, -1.0, 1.0)
    """The world window ``(x_min, x_max, y_min, y_max)`` a frame shows."""

    action_size: int = 1
    """The size of the action's last axis; each entry lies in ``[-1, 1]``."""

    @property
    def name(self) -> str:
        """The environment's name, as in its class: ``"CartPole"``."""
        return type(self).__name__.removesuffix("Functional")

    @property
    def field_shapes(self) -> dict[str, Shape]:
        """The state's fields and the shape each has after the batch axes, in order."""
        return self._field_shapes()

    @property
    def observation_size(self) -> int:
        """The size of the observation's last axis."""
        return int(self._observation_high().shape[0])

    def observation_high(self) -> np.ndarray:
        """Bounds of the observation: ``-high <= obs <= high`` (``inf`` where unbounded).

        Returns:
            float64 NumPy array of shape (observation_size,).
        """
        return self._observation_high()

    # -- params -------------------------------------------------------------------------------

    def default_params(self, **overrides: float) -> Container:
        """The physical constants: a container of Python floats, with ``overrides`` applied.

        Args:
            **overrides: new values for some constants (Python floats or arrays).

        Returns:
            Container with the keys of :attr:`DEFAULT_PARAMS`.

        Raises:
            KeyError: an override names no constant; the message lists them.
        """
        unknown = sorted(set(overrides) - set(self.DEFAULT_PARAMS))
        if unknown:
            raise KeyError(
                f"{self.name}: unknown params {unknown}; the params are "
                f"{', '.join(self.DEFAULT_PARAMS)}"
            )
        return Container({**self.DEFAULT_PARAMS, **overrides})

    def _params(self, fn: str, params: Any) -> Container:
        """``params``, or the defaults for None; checked to hold exactly the constants."""
        if params is None:
            return self.default_params()
        if not isinstance(params, Container):
            if not isinstance(params, Mapping):
                raise TypeError(
                    f"{self.name}.{fn}: params must be an ivy.Container (see default_params); "
                    f"got {type(params).__name__}"
                )
            params = Container(params)
        if params.keys() != self.DEFAULT_PARAMS.keys():
            missing = sorted(self.DEFAULT_PARAMS.keys() - params.keys())
            extra = sorted(params.keys() - self.DEFAULT_PARAMS.keys())
            raise KeyError(
                f"{self.name}.{fn}: params must hold exactly {', '.join(self.DEFAULT_PARAMS)}; "
                f"missing {missing}, unknown {extra}"
            )
        return params

    # -- the functional API -------------------------------------------------------------------

    def reset(
        self,
        key_or_seed: Any,
        params: Container | None = None,
        *,
        batch_shape: int | Shape = (),
        dtype: Any = "float32",
        backend: Any = None,
    ) -> Container:
        """Draws initial states.

        Args:
            key_or_seed: a non-negative int, an integer 0-d array (traced under ``jax.jit`` and
                ``jax.vmap``), or a raw jax PRNG key (an integer array of shape (2,), such as
                ``jax.random.PRNGKey(0)``; its two words are mixed into one seed). The same
                seed gives the same states on one backend; backends draw different numbers.
            params: the constants, a container like :meth:`default_params` (None for those).
            batch_shape: the leading batch axes ``(*batch)`` of the states.
            dtype: the states' floating dtype.
            backend: the backend that draws; by default the global setting, else that of an
                array ``key_or_seed``, else numpy.

        Returns:
            Container of the state's fields, each of shape ``(*batch, *field_shape)``.

        Raises:
            TypeError: ``key_or_seed`` is not an integer or integer array.
            ivy.ShapeError: an array ``key_or_seed`` has a shape other than () or (2,).
        """
        params = self._params("reset", params)
        seed = _seed(self.name, key_or_seed)
        batch_shape = (batch_shape,) if isinstance(batch_shape, int) else tuple(batch_shape)
        if backend is None and selected_backend() is None:
            backend = own_backend(key_or_seed)
        if backend is None:
            return self._initial_state(seed, params, batch_shape, dtype)
        with ivy.using_backend(backend):
            return self._initial_state(seed, params, batch_shape, dtype)

    def step(
        self, state: Container, action: Any, params: Container | None = None
    ) -> tuple[Container, Any, Any, Any]:
        """Advances every environment of the batch by one time step.

        Args:
            state: the current states, as :meth:`reset` returns them; fields of shape
                ``(*batch, *field_shape)``.
            action: shape ``(*batch, action_size)``, each entry meant to lie in ``[-1, 1]``
                (used as given: nothing is clipped, so gradients flow everywhere); cast to the
                state's dtype.
            params: the constants (None for :meth:`default_params`).

        Returns:
            ``(next_state, observation, reward, done)``: the next states; their observations
            ``(*batch, observation_size)``; rewards in ``[0, 1]`` of the next states,
            ``(*batch)``; and ``done``, bool ``(*batch)``, always False (these are continuing
            tasks; episodes end by time limits).

        On jax the transition runs as one ``jax.jit`` program (traced once per shape and
        dtype), rather than op by op: ten times faster eagerly and under ``jax.grad``, and
        inlined where the caller is itself traced (``jax.jit``, ``jax.vmap``, ``lax.scan``).

        Raises:
            ivy.ShapeError: ``state`` or ``action`` has the wrong structure or shape.
            ivy.DtypeError: ``state`` or ``action`` is not real floating.
            ivy.BackendMismatchError: ``state`` and ``action`` are of different frameworks,
                or of another framework than the selected backend.
        """
        params = self._params("step", params)
        batch_shape = self._check_state("step", state)
        action = self._checked_action("step", action, state, batch_shape)
        b = array_backend(action)
        if b.NAME != "jax":
            return self._transition(state, action, params)
        compiled = self.__dict__.get("_compiled_transition")
        if compiled is None:
            compiled = self.__dict__["_compiled_transition"] = ivy.compile(
                self._transition, backend=b
            )
        return compiled(state, action, params)

    def _transition(self, state: Container, action: Any, params: Container) -> tuple:
        """:meth:`step` after its checks."""
        next_state = self._next_state(state, action, params)
        reward = self._reward(next_state, params)
        done = ivy.zeros_like(reward, dtype=ivy.bool)
        return next_state, self._observation(next_state, params), reward, done

    def observation(self, state: Container, params: Container | None = None) -> Any:
        """The observations of states.

        Args:
            state: fields of shape ``(*batch, *field_shape)``.
            params: the constants (None for :meth:`default_params`).

        Returns:
            Array of shape ``(*batch, observation_size)``.
        """
        params = self._params("observation", params)
        self._check_state("observation", state)
        return self._observation(state, params)

    def reward(self, state: Container, params: Container | None = None) -> Any:
        """The rewards of states, in ``[0, 1]``.

        Args:
            state: fields of shape ``(*batch, *field_shape)``.
            params: the constants (None for :meth:`default_params`).

        Returns:
            Array of shape ``(*batch)``.
        """
        params = self._params("reward", params)
        self._check_state("reward", state)
        return self._reward(state, params)

    def render(
        self, state: Container, params: Container | None = None, *, size: int = 400
    ) -> np.ndarray:
        """Draws states as RGB images, without a display.

        Args:
            state: fields of shape ``(*batch, *field_shape)``, of any backend.
            params: the constants (None for :meth:`default_params`).
            size: the width of each image in pixels; the height follows from the aspect ratio
                of :attr:`render_bounds` (equal for most environments).

        Returns:
            uint8 NumPy array of shape ``(*batch, height, size, 3)``.
        """
        from ivy_gym._render import Canvas  # drawing is rarely needed

        params = self._params("render", params)
        batch_shape = self._check_state("render", state)
        numpy_state = {k: np.asarray(ivy.to_numpy(v), np.float64) for k, v in state.items()}
        numpy_params = {
            k: np.asarray(ivy.to_numpy(v) if ivy.is_array(v) else v, np.float64)
            for k, v in params.items()
        }
        with ivy.using_backend("numpy"):
            rewards = np.asarray(self._reward(Container(numpy_state), Container(numpy_params)))
        blank = Canvas(size, self.render_bounds)
        frames = np.empty((*batch_shape, blank.height, blank.width, 3), np.uint8)
        for index in np.ndindex(*batch_shape):
            canvas = Canvas(size, self.render_bounds)
            one = {k: v[index] for k, v in numpy_state.items()}
            self._draw(canvas, one, numpy_params, float(rewards[index]))
            frames[index] = canvas.image()
        return frames

    # -- checks -------------------------------------------------------------------------------

    def _check_state(self, fn: str, state: Any) -> Shape:
        """Checks the structure, shapes, dtype and framework of ``state``; returns ``(*batch)``."""
        where = f"{self.name}.{fn}"
        if not isinstance(state, Container):
            raise TypeError(
                f"{where}: state must be an ivy.Container as reset returns; got "
                f"{type(state).__name__}"
            )
        fields = self._field_shapes()
        if state.keys() != fields.keys():
            raise ivy.ShapeError(
                f"{where}: state must have the fields {', '.join(fields)}; got "
                f"{', '.join(state.keys())}"
            )
        batch_shape = None
        first_backend = None
        for key, trailing in fields.items():
            x = state[key]
            b = array_backend(x)
            if b is None:
                raise TypeError(f"{where}: state.{key} must be an array; got {type(x).__name__}")
            if first_backend is None:
                first_backend = b
                _check_backend(where, f"state.{key}", b)
                dtype = ivy.dtype(x)
                if not ivy.isdtype(dtype, "real floating"):
                    raise ivy.DtypeError(
                        f"{where}: state.{key} must have a real floating dtype; got {dtype}"
                    )
            elif b is not first_backend:
                raise ivy.BackendMismatchError(
                    f"{where}: state.{key} is a {_type_name(x)} but state.{next(iter(fields))} "
                    f"is of {first_backend.NAME}: a state holds arrays of one framework"
                )
            shape = tuple(x.shape)
            n = len(shape) - len(trailing)
            batch_differs = batch_shape is not None and shape[:n] != batch_shape
            if n < 0 or shape[n:] != trailing or batch_differs:
                expected = ("*batch" if batch_shape is None else str(batch_shape), *trailing)
                raise ivy.ShapeError(
                    f"{where}: state.{key} must have shape ({', '.join(map(str, expected))}); "
                    f"got {shape}"
                )
            batch_shape = shape[:n]
        return batch_shape

    def _checked_action(self, fn: str, action: Any, state: Container, batch_shape: Shape) -> Any:
        """``action``, checked against the state and cast to its dtype."""
        where = f"{self.name}.{fn}"
        b = array_backend(action)
        if b is None:
            raise TypeError(
                f"{where}: action must be an array of shape {(*batch_shape, self.action_size)}; "
                f"got {type(action).__name__}"
            )
        reference = next(iter(state.values()))
        if b is not array_backend(reference):
            raise ivy.BackendMismatchError(
                f"{where}: action is a {_type_name(action)} but the state holds "
                f"{_type_name(reference)}s: pass arrays of one framework"
            )
        shape = tuple(action.shape)
        if shape != (*batch_shape, self.action_size):
            raise ivy.ShapeError(
                f"{where}: action must have shape (*batch, {self.action_size}) with the state's "
                f"batch {batch_shape}, i.e. {(*batch_shape, self.action_size)}; got {shape}"
            )
        dtype, state_dtype = ivy.dtype(action), ivy.dtype(reference)
        if dtype != state_dtype:
            if not ivy.isdtype(dtype, "real floating"):
                raise ivy.DtypeError(
                    f"{where}: action must have a real floating dtype; got {dtype}"
                )
            action = ivy.astype(action, state_dtype)
        return action

    # -- what each environment defines ----------------------------------------------------------

    def _field_shapes(self) -> dict[str, Shape]:
        raise NotImplementedError

    def _initial_state(
        self, seed: Any, params: Container, batch_shape: Shape, dtype: Any
    ) -> Container:
        raise NotImplementedError

    def _next_state(self, state: Container, action: Any, params: Container) -> Container:
        raise NotImplementedError

    def _observation(self, state: Container, params: Container) -> Any:
        raise NotImplementedError

    def _reward(self, state: Container, params: Container) -> Any:
        raise NotImplementedError

    def _observation_high(self) -> np.ndarray:
        raise NotImplementedError

    def _draw(self, canvas: Any, state: dict, params: dict, reward: float) -> None:
        raise NotImplementedError

    # -- helpers for subclasses ---------------------------------------------------------------

    def _uniform_fields(
        self,
        seed: Any,
        batch_shape: Shape,
        dtype: Any,
        bounds: dict[str, tuple[float, float]],
    ) -> Container:
        """A state whose fields are drawn uniformly, each in ``[low, high)``, with one draw.

        ``bounds`` maps each field to its ``(low, high)``; a field of shape ``(n,)`` or
        ``(n, m)`` gets independent draws for each entry.
        """
        fields = self._field_shapes()
        sizes = [int(np.prod(fields[key], dtype=int)) for key in bounds]
        low = np.concatenate([np.full(s, bounds[k][0]) for k, s in zip(bounds, sizes, strict=True)])
        high = np.concatenate(
            [np.full(s, bounds[k][1]) for k, s in zip(bounds, sizes, strict=True)]
        )
        draw = ivy.random_uniform(
            low=ivy.asarray(low, dtype=dtype),
            high=ivy.asarray(high, dtype=dtype),
            shape=(*batch_shape, int(sum(sizes))),
            dtype=dtype,
            seed=seed,
        )
        state, start = {}, 0
        for key, size in zip(bounds, sizes, strict=True):
            part = draw[..., start : start + size]
            state[key] = ivy.reshape(part, (*batch_shape, *fields[key]))
            start += size
        return Container(state)


def _seed(name: str, key_or_seed: Any) -> Any:
    """The ``seed=`` for ivy's draws from a seed or a raw jax key: an int or integer 0-d array."""
    if isinstance(key_or_seed, bool):
        raise TypeError(f"{name}.reset: key_or_seed must be an integer or a key; got a bool")
    if own_backend(key_or_seed) is None:
        try:
            value = operator.index(key_or_seed)
        except TypeError:
            raise TypeError(
                f"{name}.reset: key_or_seed must be a non-negative int, an integer 0-d array "
                f"or a raw jax PRNG key; got {type(key_or_seed).__name__}"
            ) from None
        if not 0 <= value < 2**63:
            raise ValueError(f"{name}.reset: a seed must be in [0, 2**63); got {value}")
        return value
    dtype = ivy.dtype(key_or_seed)
    if not ivy.isdtype(dtype, "integral"):
        raise TypeError(
            f"{name}.reset: key_or_seed must have an integer dtype; got {dtype} (a typed jax key "
            "is taken as jax.random.key_data(key))"
        )
    shape = tuple(key_or_seed.shape)
    if shape == ():
        try:
            # A concrete seed becomes an int (numpy's generators take no 0-d arrays); a traced
            # one (inside jax.jit or jax.vmap) stays an array, which ivy's jax backend takes.
            return operator.index(key_or_seed)
        except TypeError:
            return key_or_seed
    if shape == (2,):
        return ivy.bitwise_xor(key_or_seed[0], key_or_seed[1])
    raise ivy.ShapeError(
        f"{name}.reset: key_or_seed must be a 0-d seed or a raw key of shape (2,); got shape "
        f"{shape} (for a batch of seeds, jax.vmap over reset or pass batch_shape=)"
    )


def array_backend(x: Any) -> Any:
    """The backend of array ``x`` (numpy's for numpy's 0-d results, scalars), or None."""
    b = own_backend(x)
    if b is None and isinstance(x, np.generic):
        return own_backend(_NUMPY_ARRAY)
    return b


def positive_int(fn: str, argument: str, value: Any) -> int:
    """``value`` as an int, checked to be positive (a structural size such as ``num_joints``)."""
    try:
        number = operator.index(value)
    except TypeError:
        number = 0
    if isinstance(value, bool) or number < 1:
        raise ValueError(f"{fn}: {argument} must be a positive int; got {value!r}")
    return number


def _check_backend(where: str, name: str, b: Any) -> None:
    """Raises where the global setting names another backend than the array's own ``b``."""
    selected = selected_backend()
    if selected is not None and selected is not b:
        raise ivy.BackendMismatchError(
            f"{where}: {name} is of {b.NAME} but the selected backend is {selected.NAME}: "
            f"convert the state with ivy.asarray or select {b.NAME}"
        )


def _type_name(x: Any) -> str:
    return f"{type(x).__module__.partition('.')[0]}.{type(x).__name__}"
