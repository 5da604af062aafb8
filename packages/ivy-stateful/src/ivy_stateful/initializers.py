"""Initializers: the first values of a layer's variables, on the current backend.

Each initializer's :meth:`Initializer.create_variables` draws an array of a given shape through
ivy's creation and random functions, so it is an array of the current backend (the one set with
``ivy.set_backend``, numpy by default); ``seed=`` makes the draw reproducible. Scaled
initializers take the variable's fans, which :func:`fans` computes from its shape and layout::

    fan_in, fan_out = fans((out_features, in_features), kind="linear")
    weight = KaimingUniform().create_variables(shape, fan_in=fan_in, fan_out=fan_out, seed=0)
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any

import ivy

__all__ = [
    "Initializer",
    "Constant",
    "Zeros",
    "Ones",
    "Uniform",
    "RandomNormal",
    "GlorotUniform",
    "KaimingNormal",
    "KaimingUniform",
    "Siren",
    "FirstLayerSiren",
    "fans",
    "nonlinearity_gain",
]

_FAN_KINDS = ("linear", "conv", "conv_channel_first")
_NONLINEARITIES = ("linear", "conv", "sigmoid", "tanh", "relu", "leaky_relu", "selu")


def fans(shape: int | Sequence[int], *, kind: str) -> tuple[int, int]:
    """The fans ``(fan_in, fan_out)`` of a weight, from its shape and layout.

    The layouts of ivy-core's layers, with ``receptive = kh * kw * ...`` the kernel's size:

    - ``"linear"``: ``(out_features, in_features)`` (``ivy.linear``'s weight):
      ``(in_features, out_features)``.
    - ``"conv"``: ``(*kernel, in_channels // groups, out_channels)`` (the channel-last filters
      of ``ivy.conv1d``/``conv2d``/``conv3d``): ``(in_channels // groups * receptive,
      out_channels * receptive)``.
    - ``"conv_channel_first"``: ``(out_channels, in_channels // groups, *kernel)``
      (``filter_format="channel_first"``, torch's layout): the same fans.

    These are torch's fans (``nn.init._calculate_fan_in_and_fan_out``) for the same weight.

    Args:
        shape: the weight's shape: 2 axes for ``"linear"``, at least 3 for the convolutions.
        kind: ``"linear"``, ``"conv"`` or ``"conv_channel_first"``.

    Returns:
        ``(fan_in, fan_out)``, Python ints.

    Raises:
        ValueError: an unknown ``kind``, or a shape of the wrong rank for it.

    Example:
        >>> fans((64, 32), kind="linear")
        (32, 64)
        >>> fans((3, 3, 16, 32), kind="conv")
        (144, 288)
    """
    dims = _as_shape("fans", shape)
    if kind not in _FAN_KINDS:
        raise ValueError(f"fans: kind must be one of {_FAN_KINDS}; got {kind!r}")
    if kind == "linear":
        if len(dims) != 2:
            raise ValueError(f"fans: a linear weight has shape (out, in); got shape {dims}")
        return dims[1], dims[0]
    if len(dims) < 3:
        raise ValueError(
            f"fans: a {kind!r} filter has a kernel and two channel axes; got shape {dims}"
        )
    if kind == "conv":
        *kernel, channels_in, channels_out = dims
    else:
        channels_out, channels_in, *kernel = dims
    receptive = math.prod(kernel)
    return channels_in * receptive, channels_out * receptive


def nonlinearity_gain(nonlinearity: str, *, negative_slope: float = 0.01) -> float:
    """The gain that keeps activations' variance through ``nonlinearity`` (torch's values).

    ``linear``/``conv``/``sigmoid``: 1; ``tanh``: 5/3; ``relu``: sqrt(2); ``leaky_relu``:
    ``sqrt(2 / (1 + negative_slope**2))``; ``selu``: 3/4 (torch's ``nn.init.calculate_gain``).

    Args:
        nonlinearity: one of ``"linear"``, ``"conv"``, ``"sigmoid"``, ``"tanh"``, ``"relu"``,
            ``"leaky_relu"``, ``"selu"``.
        negative_slope: the slope of ``leaky_relu`` for negative inputs.

    Returns:
        The gain, a Python float.

    Raises:
        ValueError: an unknown ``nonlinearity``.

    Example:
        >>> round(nonlinearity_gain("relu"), 4)
        1.4142
    """
    if nonlinearity not in _NONLINEARITIES:
        raise ValueError(
            f"nonlinearity_gain: nonlinearity must be one of {_NONLINEARITIES}; "
            f"got {nonlinearity!r}"
        )
    if nonlinearity == "tanh":
        return 5.0 / 3.0
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        return math.sqrt(2.0 / (1.0 + negative_slope**2))
    if nonlinearity == "selu":
        return 0.75
    return 1.0


class Initializer:
    """The base of the initializers: :meth:`create_variables` draws a variable's first values.

    A subclass implements :meth:`_create` (the fans already checked where it needs them).
    """

    _needs: tuple[str, ...] = ()  # the fans a subclass needs: "fan_in", "fan_out"

    def create_variables(
        self,
        shape: int | Sequence[int],
        *,
        fan_in: int | None = None,
        fan_out: int | None = None,
        dtype: Any = None,
        device: Any = None,
        seed: int | None = None,
    ) -> Any:
        """An array of the current backend holding the initial values.

        Args:
            shape: the variable's shape.
            fan_in: the number of inputs of each output unit (see :func:`fans`); needed by the
                scaled initializers.
            fan_out: the number of outputs each input feeds; needed by :class:`GlorotUniform`
                and by :class:`KaimingNormal`/:class:`KaimingUniform` with ``mode="fan_out"``.
            dtype: the dtype, real floating for the random initializers; default ``float32``.
            device: the device; by default the backend's default device.
            seed: an integer making the draw reproducible; None draws from the backend's
                random state (``ivy.seed``).

        Returns:
            Array of shape ``shape`` and dtype ``dtype``.

        Raises:
            ValueError: a needed fan is missing or not a positive int.
            ivy.DtypeError: a random initializer with a dtype that is not real floating.
        """
        name = f"{type(self).__name__}.create_variables"
        shape = _as_shape(name, shape)
        given = {"fan_in": fan_in, "fan_out": fan_out}
        for key in self._fans_needed():
            value = given[key]
            if value is None:
                raise ValueError(
                    f"{name}: {key} is needed (compute it with ivy_stateful.initializers.fans)"
                )
            if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
                raise ValueError(f"{name}: {key} must be a positive int; got {value!r}")
        dtype = ivy.float32 if dtype is None else dtype
        return self._create(
            name, shape, fan_in=fan_in, fan_out=fan_out, dtype=dtype, device=device, seed=seed
        )

    def _fans_needed(self) -> tuple[str, ...]:
        return self._needs

    def _create(self, name: str, shape: tuple[int, ...], **kwargs: Any) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        arguments = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({arguments})"


class Constant(Initializer):
    """Every element ``value``.

    Args:
        value: the fill value, a Python number.

    Example:
        >>> Constant(0.5).create_variables((2,))
        array([0.5, 0.5], dtype=float32)
    """

    def __init__(self, value: float) -> None:
        self.value = value

    def _create(self, name, shape, *, dtype, device, **_):
        return ivy.full(shape, self.value, dtype=dtype, device=device)


class Zeros(Constant):
    """Every element 0.

    Example:
        >>> Zeros().create_variables(2)
        array([0., 0.], dtype=float32)
    """

    def __init__(self) -> None:
        super().__init__(0.0)

    def __repr__(self) -> str:
        return "Zeros()"


class Ones(Constant):
    """Every element 1.

    Example:
        >>> Ones().create_variables(2)
        array([1., 1.], dtype=float32)
    """

    def __init__(self) -> None:
        super().__init__(1.0)

    def __repr__(self) -> str:
        return "Ones()"


class Uniform(Initializer):
    """Uniform on ``[low, high)``.

    Args:
        low: the lower bound.
        high: the upper bound, greater than ``low``.

    Raises:
        ValueError: ``low`` is not less than ``high``.

    Example:
        >>> x = Uniform(-2.0, 2.0).create_variables((3, 4), seed=0)
        >>> x.shape, bool(((x >= -2) & (x < 2)).all())
        ((3, 4), True)
    """

    def __init__(self, low: float = 0.0, high: float = 1.0) -> None:
        if not low < high:
            raise ValueError(f"Uniform: low must be less than high; got low={low}, high={high}")
        self.low, self.high = low, high

    def _bound(self, fan_in: int | None, fan_out: int | None) -> tuple[float, float]:
        return self.low, self.high

    def _create(self, name, shape, *, fan_in, fan_out, dtype, device, seed):
        _check_floating(name, dtype)
        low, high = self._bound(fan_in, fan_out)
        return ivy.random_uniform(
            low=low, high=high, shape=shape, dtype=dtype, device=device, seed=seed
        )


class RandomNormal(Initializer):
    """Normal with mean ``mean`` and standard deviation ``std``.

    Args:
        mean: the mean.
        std: the standard deviation, non-negative.

    Raises:
        ValueError: ``std`` is negative.

    Example:
        >>> RandomNormal(std=0.02).create_variables((4, 8), seed=0).shape
        (4, 8)
    """

    def __init__(self, mean: float = 0.0, std: float = 1.0) -> None:
        if not std >= 0:
            raise ValueError(f"RandomNormal: std must be non-negative; got {std}")
        self.mean, self.std = mean, std

    def _std(self, fan_in: int | None, fan_out: int | None) -> float:
        return self.std

    def _create(self, name, shape, *, fan_in, fan_out, dtype, device, seed):
        _check_floating(name, dtype)
        std = self._std(fan_in, fan_out)
        return ivy.random_normal(
            mean=self.mean, std=std, shape=shape, dtype=dtype, device=device, seed=seed
        )


class GlorotUniform(Uniform):
    """Glorot (Xavier) uniform: ``U(-a, a)``, ``a = gain * sqrt(6 / (fan_in + fan_out))``.

    Keras's ``GlorotUniform`` (``gain=1``) and torch's ``nn.init.xavier_uniform_``; needs both
    fans.

    Args:
        gain: the scale, e.g. :func:`nonlinearity_gain` of the layer's activation.

    Example:
        >>> x = GlorotUniform().create_variables((3, 5), fan_in=5, fan_out=3, seed=0)
        >>> bool((abs(x) < 1.0).all())  # a = sqrt(6 / 8)
        True
    """

    _needs = ("fan_in", "fan_out")

    def __init__(self, gain: float = 1.0) -> None:
        if not gain > 0:
            raise ValueError(f"GlorotUniform: gain must be positive; got {gain}")
        self.gain = gain

    def _bound(self, fan_in, fan_out):
        bound = self.gain * math.sqrt(6.0 / (fan_in + fan_out))
        return -bound, bound


class _Kaiming:
    """The fan and gain of torch's Kaiming (He) initializers."""

    def _set_kaiming(self, mode: str, nonlinearity: str, negative_slope: float) -> None:
        cls = type(self).__name__
        if mode not in ("fan_in", "fan_out"):
            raise ValueError(f"{cls}: mode must be 'fan_in' or 'fan_out'; got {mode!r}")
        if nonlinearity not in _NONLINEARITIES:
            raise ValueError(
                f"{cls}: nonlinearity must be one of {_NONLINEARITIES}; got {nonlinearity!r}"
            )
        self.mode, self.nonlinearity, self.negative_slope = mode, nonlinearity, negative_slope

    def _fans_needed(self) -> tuple[str, ...]:
        return (self.mode,)

    def _std_of_fan(self, fan_in: int | None, fan_out: int | None) -> float:
        """``gain / sqrt(fan)``: the standard deviation of both Kaiming initializers."""
        fan = fan_in if self.mode == "fan_in" else fan_out
        gain = nonlinearity_gain(self.nonlinearity, negative_slope=self.negative_slope)
        return gain / math.sqrt(fan)


class KaimingNormal(_Kaiming, RandomNormal):
    """Kaiming (He) normal: ``N(0, std)``, ``std = gain / sqrt(fan)`` (torch's kaiming_normal_).

    Args:
        mode: ``"fan_in"`` (keeps the forward pass's variance; needs ``fan_in``) or
            ``"fan_out"`` (the backward pass's; needs ``fan_out``).
        nonlinearity: the activation after the layer, for :func:`nonlinearity_gain`
            (``"relu"``: ``gain = sqrt(2)``).
        negative_slope: the slope of ``"leaky_relu"`` (torch's ``a``); ignored otherwise.

    Raises:
        ValueError: an unknown ``mode`` or ``nonlinearity``.

    Example:
        >>> KaimingNormal().create_variables((64, 32), fan_in=32, seed=0).shape
        (64, 32)
    """

    def __init__(
        self, *, mode: str = "fan_in", nonlinearity: str = "relu", negative_slope: float = 0.0
    ) -> None:
        RandomNormal.__init__(self)
        self._set_kaiming(mode, nonlinearity, negative_slope)

    def _std(self, fan_in, fan_out):
        return self._std_of_fan(fan_in, fan_out)

    def __repr__(self) -> str:
        return (
            f"KaimingNormal(mode={self.mode!r}, nonlinearity={self.nonlinearity!r}, "
            f"negative_slope={self.negative_slope!r})"
        )


class KaimingUniform(_Kaiming, Uniform):
    """Kaiming (He) uniform: ``U(-a, a)``, ``a = gain * sqrt(3 / fan)`` (torch's kaiming_uniform_).

    ``KaimingUniform(nonlinearity="leaky_relu", negative_slope=math.sqrt(5))`` is torch's
    default weight initialization of ``nn.Linear`` and ``nn.Conv*d``: ``gain = sqrt(1 / 3)``,
    so ``a = 1 / sqrt(fan_in)``.

    Args:
        mode: ``"fan_in"`` (needs ``fan_in``) or ``"fan_out"`` (needs ``fan_out``).
        nonlinearity: the activation after the layer, for :func:`nonlinearity_gain`
            (``"relu"``: ``gain = sqrt(2)``).
        negative_slope: the slope of ``"leaky_relu"`` (torch's ``a``); ignored otherwise.

    Raises:
        ValueError: an unknown ``mode`` or ``nonlinearity``.

    Example:
        >>> import math
        >>> torch_default = KaimingUniform(nonlinearity="leaky_relu", negative_slope=math.sqrt(5))
        >>> x = torch_default.create_variables((8, 4), fan_in=4, seed=0)
        >>> bool((abs(x) <= 0.5).all())  # a = 1 / sqrt(4)
        True
    """

    def __init__(
        self, *, mode: str = "fan_in", nonlinearity: str = "relu", negative_slope: float = 0.0
    ) -> None:
        self._set_kaiming(mode, nonlinearity, negative_slope)

    def _bound(self, fan_in, fan_out):
        bound = math.sqrt(3.0) * self._std_of_fan(fan_in, fan_out)
        return -bound, bound

    def __repr__(self) -> str:
        return (
            f"KaimingUniform(mode={self.mode!r}, nonlinearity={self.nonlinearity!r}, "
            f"negative_slope={self.negative_slope!r})"
        )


class Siren(Uniform):
    """SIREN's hidden-layer weights: ``U(-sqrt(6 / fan_in) / w0, sqrt(6 / fan_in) / w0)``.

    Sitzmann et al. (2020), "Implicit Neural Representations with Periodic Activation
    Functions", for a layer followed by ``sin(w0 * x)``; needs ``fan_in``.

    Args:
        w0: the frequency of the sine activation, positive.

    Example:
        >>> x = Siren(w0=30.0).create_variables((16, 6), fan_in=6, seed=0)
        >>> bool((abs(x) < 1.0 / 30.0).all())  # sqrt(6 / 6) / 30
        True
    """

    _needs = ("fan_in",)

    def __init__(self, w0: float = 30.0) -> None:
        if not w0 > 0:
            raise ValueError(f"Siren: w0 must be positive; got {w0}")
        self.w0 = w0

    def _bound(self, fan_in, fan_out):
        bound = math.sqrt(6.0 / fan_in) / self.w0
        return -bound, bound


class FirstLayerSiren(Uniform):
    """SIREN's first-layer weights: ``U(-1 / fan_in, 1 / fan_in)`` (Sitzmann et al., 2020).

    Needs ``fan_in``.

    Example:
        >>> x = FirstLayerSiren().create_variables((16, 2), fan_in=2, seed=0)
        >>> bool((abs(x) < 0.5).all())
        True
    """

    _needs = ("fan_in",)

    def __init__(self) -> None:
        """Takes no bounds, unlike :class:`Uniform`: they come from ``fan_in``."""

    def _bound(self, fan_in, fan_out):
        return -1.0 / fan_in, 1.0 / fan_in

    def __repr__(self) -> str:
        return "FirstLayerSiren()"


def _as_shape(fn: str, shape: Any) -> tuple[int, ...]:
    try:
        dims = (
            tuple(operator.index(d) for d in shape)
            if isinstance(shape, Sequence)
            else (operator.index(shape),)
        )
    except TypeError:
        raise TypeError(
            f"{fn}: shape must be an int or a sequence of ints; got {shape!r}"
        ) from None
    if any(d < 0 for d in dims):
        raise ValueError(f"{fn}: shape must not have negative sizes; got {dims}")
    return dims


def _check_floating(fn: str, dtype: Any) -> None:
    if not ivy.isdtype(dtype, "real floating"):
        raise ivy.DtypeError(f"{fn}: dtype must be real floating; got {dtype}")
