"""Random numbers: seeding and draws, each with an optional ``seed=`` for reproducible results.

Each backend keeps ivy's random state (its generator) and :func:`seed` seeds it; draws without
``seed=`` advance it. A draw with an integer ``seed=`` leaves that state alone and gives the same
numbers every time on one backend (different backends give different numbers). Where the state is:

- numpy: a ``numpy.random.Generator`` of ivy's own; ``seed=`` draws use a fresh one.
- torch: torch's default generators (``torch.manual_seed``); ``seed=`` draws use a fresh
  ``torch.Generator``.
- jax: a PRNG key held by ivy, split on every draw; ``seed=`` draws use ``PRNGKey(seed)``. Inside
  ``jax.jit`` an unseeded draw takes its key when traced, so every run of the compiled function
  repeats it: pass ``seed=`` there (it may be a traced integer).
- tensorflow: a ``tf.random.Generator`` of ivy's own; ``seed=`` draws use the stateless ops.
- paddle: paddle's global generator (``paddle.seed``); a ``seed=`` draw seeds it, draws, and
  restores the saved generator state.
- mxnet: mxnet's global generator (``mx.random.seed``), whose state cannot be saved: a ``seed=``
  draw first draws a fresh seed from it, seeds it with ``seed``, draws, then re-seeds it with the
  fresh seed, so the global stream stays reproducible from :func:`seed`.

Draw parameters (``low``/``high``/``mean``/``std``/``probs``) may be arrays broadcasting with
``shape``; the scalar ones are checked (``low < high``, ``std >= 0``, ``0 <= probs <= 1``), array
values are not (that would read them back from the device).
"""

from __future__ import annotations

import operator
from numbers import Real
from typing import Any

from ivy._common import checks, recover
from ivy._common import dtypes as _dtypes
from ivy._typing import Array, BackendLike, Device, DtypeLike, Shape
from ivy.errors import DtypeError, InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "seed",
    "random_uniform",
    "random_normal",
    "randint",
    "shuffle",
    "multinomial",
    "bernoulli",
    "dropout",
]

_Parameter = float | Array


def _seed_value(fn: str, value: Any, name: str = "seed") -> Any:
    if hasattr(value, "shape"):
        return value  # an integer array: a traced seed inside jax.jit
    try:
        value = operator.index(value)
    except TypeError:
        raise InvalidArgumentError(
            f"{fn}: {name} must be a non-negative integer; got {type(value).__name__} {value!r}"
        ) from None
    if not 0 <= value < 2**63:
        raise InvalidArgumentError(
            f"{fn}: {name} must be a non-negative 64-bit integer; got {value}"
        )
    return value


def _broadcasts_to(source: tuple, target: tuple) -> bool:
    try:
        return checks.broadcast_shapes(source, target) == target
    except ShapeError:
        return False


def _draw_shape(fn: str, shape: Shape | None, **parameters: Any) -> tuple[int, ...]:
    """The shape of a draw: ``shape``, which the parameters must broadcast to, or theirs."""
    shapes = tuple(checks.shape_of(p) for p in parameters.values())
    shape = None if shape is None else checks.as_shape(fn, shape)
    key = (fn, shapes, shape)
    return checks.resolved(key, _resolve_draw_shape, fn, tuple(parameters), shapes, shape)


def _resolve_draw_shape(
    fn: str, names: tuple[str, ...], shapes: tuple[tuple, ...], shape: tuple[int, ...] | None
) -> tuple[int, ...]:
    broadcast = checks.broadcast_shapes(*shapes, names=list(names), fn=fn)
    if shape is None:
        return broadcast
    if not _broadcasts_to(broadcast, shape):
        described = ", ".join(f"{n} of shape {s}" for n, s in zip(names, shapes, strict=True))
        raise ShapeError(f"{fn}: {described} do not broadcast to shape {shape}")
    return shape


def _dtype_of_kind(fn: str, b: Any, dtype: DtypeLike | None, kind: str) -> DtypeLike:
    """``dtype`` (the backend's default of ``kind`` if None), checked to be of ``kind``."""
    if dtype is None:
        return b.default_dtypes()[kind]
    if not _dtypes.isdtype(b.as_ivy_dtype(b.native_dtype(dtype)), kind):
        raise DtypeError(f"{fn}: dtype must be of kind {kind!r}; got {dtype}")
    return dtype


def _is_scalar(value: Any) -> bool:
    return isinstance(value, Real) and not hasattr(value, "shape")


def seed(seed_value: int = 0, /, *, backend: BackendLike = None) -> None:
    """Seeds ivy's random state of the backend, making later unseeded draws reproducible.

    Args:
        seed_value: a non-negative integer.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        None.

    Example:
        >>> import ivy
        >>> ivy.seed(0)
        >>> a = ivy.random_uniform(shape=3)
        >>> ivy.seed(0)
        >>> bool((ivy.random_uniform(shape=3) == a).all())
        True
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        b.seed(_seed_value("seed", seed_value, "seed_value"))
    except Exception:
        checks.explain(None)
        raise


def random_uniform(
    *,
    low: _Parameter = 0.0,
    high: _Parameter = 1.0,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    seed: int | None = None,
    backend: BackendLike = None,
) -> Array:
    """Samples from the uniform distribution on ``[low, high)``.

    Args:
        low: the lower bound, a number or an array broadcasting with ``shape``.
        high: the upper bound, likewise; greater than ``low``.
        shape: the result's shape; by default the broadcast shape of ``low`` and ``high``.
        dtype: the result's dtype, real floating-point; default ``float32``.
        device: the result's device; by default that of an array bound, else the default device.
        seed: an integer making the draw reproducible; None draws from the backend's random state.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape`` and dtype ``dtype``.

    Raises:
        ValueError: ``low`` is not less than ``high`` (for numbers).

    Example:
        >>> import ivy
        >>> x = ivy.random_uniform(low=2.0, high=3.0, shape=(2, 3), seed=0)
        >>> x.shape, bool(((x >= 2) & (x < 3)).all())
        ((2, 3), True)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, low, high)
    try:
        if _is_scalar(low) and _is_scalar(high) and not low < high:
            raise InvalidArgumentError(
                f"random_uniform: low must be less than high; got low={low}, high={high}"
            )
        shape = _draw_shape("random_uniform", shape, low=low, high=high)
        dtype = _dtype_of_kind("random_uniform", b, dtype, "real floating")
        seed = None if seed is None else _seed_value("random_uniform", seed)
        return b.random_uniform(low, high, shape, dtype, device, seed)
    except Exception:
        checks.explain(None)
        raise


def random_normal(
    *,
    mean: _Parameter = 0.0,
    std: _Parameter = 1.0,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    seed: int | None = None,
    backend: BackendLike = None,
) -> Array:
    """Samples from the normal distribution with mean ``mean`` and standard deviation ``std``.

    Args:
        mean: the mean, a number or an array broadcasting with ``shape``.
        std: the standard deviation, likewise; non-negative.
        shape: the result's shape; by default the broadcast shape of ``mean`` and ``std``.
        dtype: the result's dtype, real floating-point; default ``float32``.
        device: the result's device; by default that of an array parameter, else the default
            device.
        seed: an integer making the draw reproducible; None draws from the backend's random state.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape`` and dtype ``dtype``.

    Raises:
        ValueError: ``std`` is negative (for a number).

    Example:
        >>> import ivy
        >>> ivy.random_normal(mean=1.0, std=0.5, shape=(1000,), seed=0).shape
        (1000,)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, mean, std)
    try:
        if _is_scalar(std) and not std >= 0:
            raise InvalidArgumentError(f"random_normal: std must be non-negative; got {std}")
        shape = _draw_shape("random_normal", shape, mean=mean, std=std)
        dtype = _dtype_of_kind("random_normal", b, dtype, "real floating")
        seed = None if seed is None else _seed_value("random_normal", seed)
        return b.random_normal(mean, std, shape, dtype, device, seed)
    except Exception:
        checks.explain(None)
        raise


def randint(
    low: int,
    high: int,
    /,
    *,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    seed: int | None = None,
    backend: BackendLike = None,
) -> Array:
    """Samples integers uniformly from ``[low, high)``.

    Args:
        low: the lowest value drawn.
        high: one above the highest value drawn; greater than ``low``.
        shape: the result's shape; default ``()``.
        dtype: the result's dtype, an integer dtype holding ``low`` and ``high - 1``; default
            ``int64``.
        device: the result's device.
        seed: an integer making the draw reproducible; None draws from the backend's random state.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape`` and dtype ``dtype``.

    Raises:
        ValueError: ``low`` is not less than ``high``.

    Example:
        >>> import ivy
        >>> x = ivy.randint(0, 10, shape=(4,), seed=0)
        >>> str(x.dtype), bool(((x >= 0) & (x < 10)).all())
        ('int64', True)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        low, high = operator.index(low), operator.index(high)
        if not low < high:
            raise InvalidArgumentError(
                f"randint: low must be less than high; got low={low}, high={high}"
            )
        shape = () if shape is None else checks.as_shape("randint", shape)
        dtype = _dtype_of_kind("randint", b, dtype, "integral")
        seed = None if seed is None else _seed_value("randint", seed)
        return b.randint(low, high, shape, dtype, device, seed)
    except Exception:
        checks.explain(None)
        raise


def shuffle(
    x: Array, /, *, axis: int = 0, seed: int | None = None, backend: BackendLike = None
) -> Array:
    """A random permutation of ``x`` along ``axis``.

    Args:
        x: array of shape ``(...)``, at least one-dimensional.
        axis: the axis to permute.
        seed: an integer making the draw reproducible; None draws from the backend's random state.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``: its slices along ``axis``, reordered.

    Example:
        >>> import ivy
        >>> sorted(ivy.shuffle(ivy.asarray([1, 2, 3, 4]), seed=0).tolist())
        [1, 2, 3, 4]
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        seed = None if seed is None else _seed_value("shuffle", seed)
        try:
            return b.shuffle(x, axis, seed)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(shuffle, b, locals(), "x")
            checks.explain(checks.valid_axes, "shuffle", x, axis)
            raise
    except Exception:
        checks.explain(None)
        raise


def multinomial(
    probs: Array,
    num_samples: int,
    /,
    *,
    replace: bool = True,
    seed: int | None = None,
    backend: BackendLike = None,
) -> Array:
    """Samples category indices with the given (unnormalised) probabilities.

    Args:
        probs: array of shape ``(..., K)`` and a real floating-point dtype: non-negative weights
            of ``K`` categories (each row is normalised), for each of a batch of distributions.
        num_samples: the number of samples per distribution; at most ``K`` without replacement.
        replace: draw with replacement; without it the indices of a row are distinct.
        seed: an integer making the draw reproducible; None draws from the backend's random state.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., num_samples)`` and dtype ``int64``: indices into the last axis.

    Example:
        >>> import ivy
        >>> ivy.multinomial(ivy.asarray([0.0, 1.0, 0.0]), 3, seed=0)
        array([1, 1, 1])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, probs)
    try:
        shape = checks.shape_of(probs)
        num_samples = operator.index(num_samples)
        if not shape:
            raise ShapeError("multinomial: probs must have shape (..., K); got a 0-d array")
        if num_samples < 1:
            raise InvalidArgumentError(
                f"multinomial: num_samples must be at least 1; got {num_samples}"
            )
        if not replace and num_samples > shape[-1]:
            raise InvalidArgumentError(
                f"multinomial: without replacement num_samples must be at most K = {shape[-1]} "
                f"(probs of shape {shape}); got {num_samples}"
            )
        seed = None if seed is None else _seed_value("multinomial", seed)
        return b.multinomial(probs, num_samples, replace, seed)
    except Exception:
        if recover.holds_sequence(probs):
            return recover.retry_with_arrays(multinomial, b, locals(), "probs")
        checks.explain(None)
        raise


def bernoulli(
    probs: _Parameter,
    /,
    *,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    seed: int | None = None,
    backend: BackendLike = None,
) -> Array:
    """Samples ones with probability ``probs`` and zeros otherwise.

    Args:
        probs: the probability of a one, in ``[0, 1]``: a number or an array broadcasting with
            ``shape``.
        shape: the result's shape; by default that of ``probs``.
        dtype: the result's dtype (any; ``bool`` gives True/False); default ``float32``.
        seed: an integer making the draw reproducible; None draws from the backend's random state.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape`` and dtype ``dtype``, on the device of ``probs``.

    Raises:
        ValueError: ``probs`` is a number outside ``[0, 1]``.

    Example:
        >>> import ivy
        >>> ivy.bernoulli(1.0, shape=(3,), seed=0)
        array([1., 1., 1.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, probs)
    try:
        if _is_scalar(probs) and not 0 <= probs <= 1:
            raise InvalidArgumentError(f"bernoulli: probs must be in [0, 1]; got {probs}")
        # New names: the retry below calls again with the arguments as they were given.
        drawn = _draw_shape("bernoulli", shape, probs=probs)
        native = b.default_dtypes()["real floating"] if dtype is None else dtype
        seed_value = None if seed is None else _seed_value("bernoulli", seed)
        return b.bernoulli(probs, drawn, native, seed_value)
    except Exception:
        if recover.holds_sequence(probs):
            return recover.retry_with_arrays(bernoulli, b, locals(), "probs")
        checks.explain(None)
        raise


def dropout(
    x: Array,
    prob: float,
    /,
    *,
    scale: bool = True,
    training: bool = True,
    seed: int | None = None,
    noise_shape: Shape | None = None,
    backend: BackendLike = None,
) -> Array:
    """Zeroes each element of ``x`` with probability ``prob`` (in training).

    Args:
        x: array of shape ``(...)`` and a floating-point dtype.
        prob: the probability of zeroing an element, in ``[0, 1]``.
        scale: scale the kept elements by ``1 / (1 - prob)``, keeping the expected value.
        training: drop; when False, ``x`` is returned unchanged.
        seed: an integer making the draw reproducible; None draws from the backend's random state.
        noise_shape: the shape of the keep/drop mask, broadcasting to the shape of ``x`` (e.g.
            ``(N, C, 1, 1)`` drops whole channels); by default that of ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``.

    Raises:
        ValueError: ``prob`` is outside ``[0, 1]``.

    Example:
        >>> import ivy
        >>> ivy.dropout(ivy.ones(4), 0.5, training=False)
        array([1., 1., 1., 1.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        if not 0 <= prob <= 1:
            raise InvalidArgumentError(f"dropout: prob must be in [0, 1]; got {prob}")
        if noise_shape is not None:
            noise_shape = checks.as_shape("dropout", noise_shape)
            shape = checks.shape_of(x)
            if not _broadcasts_to(noise_shape, shape):
                raise ShapeError(
                    f"dropout: noise_shape {noise_shape} does not broadcast to x of shape {shape}"
                )
        seed = None if seed is None else _seed_value("dropout", seed)
        try:
            return b.dropout(x, prob, scale, training, seed, noise_shape)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(dropout, b, locals(), "x")
            checks.explain(None)
            raise
    except Exception:
        checks.explain(None)
        raise
