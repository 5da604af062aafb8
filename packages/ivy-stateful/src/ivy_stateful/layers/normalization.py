"""Normalization layers: ``LayerNorm``, ``BatchNorm1D``, ``BatchNorm2D`` and ``GroupNorm``.

Each wraps one ivy-core function (``ivy.layer_norm``, ``ivy.batch_norm``, ``ivy.group_norm``).
Scales are named ``weight`` and offsets ``bias`` (torch's names), initialized to ones and zeros
as in torch and Keras. Channels are last by default (``data_format="NSC"``); ``"NCS"`` is torch's
channels-first layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ivy
from ivy_stateful.initializers import Initializer, Ones, Zeros
from ivy_stateful.layers._arguments import positive_int
from ivy_stateful.module import Module

__all__ = ["LayerNorm", "BatchNorm1D", "BatchNorm2D", "GroupNorm"]

_DATA_FORMATS = ("NSC", "NCS")


def _check_data_format(layer: str, data_format: str) -> None:
    if data_format not in _DATA_FORMATS:
        raise ValueError(f"{layer}: data_format must be 'NSC' or 'NCS'; got {data_format!r}")


def _channels(layer: str, x: Any, data_format: str) -> int:
    """The size of the channel axis of ``x``, for lazy building."""
    shape = tuple(ivy.shape(x))
    if len(shape) < 2:
        raise ivy.ShapeError(
            f"{layer}: x must have a batch and a channel axis to infer the number of channels; "
            f"got shape {shape}"
        )
    return int(shape[-1] if data_format == "NSC" else shape[1])


class LayerNorm(Module):
    """Normalizes each sample over its trailing axes, then scales and offsets elementwise.

    ``y = (x - mean) / sqrt(var + epsilon) * weight + bias``, the mean and (biased) variance
    taken over the trailing ``normalized_shape`` axes (torch's ``nn.LayerNorm``).

    Args:
        normalized_shape: the shape of the trailing axes to normalize over (an int for one).
        epsilon: added to the variance.
        elementwise_affine: whether to learn ``weight`` and ``bias``, each of shape
            ``normalized_shape``.
        with_bias: whether to learn ``bias`` too (with ``elementwise_affine``).
        weight_initializer: initializes ``weight``; ones by default.
        bias_initializer: initializes ``bias``; zeros by default.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(..., *normalized_shape)`` -> the same.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.normalization import LayerNorm
        >>> layer = LayerNorm(2)
        >>> layer(ivy.asarray([[1.0, 3.0], [2.0, 2.0]]))
        array([[-0.999995,  0.999995],
               [ 0.      ,  0.      ]], dtype=float32)
    """

    def __init__(
        self,
        normalized_shape: int | Sequence[int],
        *,
        epsilon: float = 1e-5,
        elementwise_affine: bool = True,
        with_bias: bool = True,
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        shape = (normalized_shape,) if isinstance(normalized_shape, int) else normalized_shape
        shape = tuple(shape)
        if not shape or any(isinstance(d, bool) or not isinstance(d, int) or d <= 0 for d in shape):
            raise ValueError(
                "LayerNorm: normalized_shape must be a positive int or a non-empty sequence of "
                f"them; got {normalized_shape!r}"
            )
        self.normalized_shape = shape
        self.epsilon = epsilon
        self.elementwise_affine = elementwise_affine
        self.with_bias = with_bias
        self._weight_initializer = weight_initializer or Ones()
        self._bias_initializer = bias_initializer or Zeros()

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        if not self.elementwise_affine:
            return {}
        create = {"dtype": dtype, "device": device}
        variables = {
            "weight": self._weight_initializer.create_variables(self.normalized_shape, **create)
        }
        if self.with_bias:
            variables["bias"] = self._bias_initializer.create_variables(
                self.normalized_shape, **create
            )
        return variables

    def _forward(self, x: Any) -> Any:
        v = self.v
        affine = self.elementwise_affine
        return ivy.layer_norm(
            x,
            self.normalized_shape,
            weight=v.weight if affine else None,
            bias=v.bias if affine and self.with_bias else None,
            epsilon=self.epsilon,
        )

    def _extra_repr(self) -> str:
        return (
            f"normalized_shape={self.normalized_shape}, epsilon={self.epsilon}, "
            f"elementwise_affine={self.elementwise_affine}, with_bias={self.with_bias}"
        )


class _BatchNorm(Module):
    """The batch norms: ``ivy.batch_norm`` with the running statistics kept as buffers."""

    _ranks: tuple[int, ...] = ()
    _layouts: str = ""

    def __init__(
        self,
        num_features: int | None,
        *,
        momentum: float = 0.1,
        epsilon: float = 1e-5,
        affine: bool = True,
        track_running_stats: bool = True,
        data_format: str = "NSC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        name = type(self).__name__
        positive_int(name, "num_features", num_features, optional=True)
        if not 0 <= momentum <= 1:
            raise ValueError(f"{name}: momentum must be in [0, 1]; got {momentum!r}")
        _check_data_format(name, data_format)
        self.num_features = num_features
        self.momentum = momentum
        self.epsilon = epsilon
        self.affine = affine
        self.track_running_stats = track_running_stats
        self.data_format = data_format
        self._weight_initializer = weight_initializer or Ones()
        self._bias_initializer = bias_initializer or Zeros()

    def _needs_input(self) -> bool:
        return self.num_features is None

    def _infer_sizes(self, x: Any, *args: Any, **kwargs: Any) -> None:
        self._check_rank(x)
        self.num_features = _channels(type(self).__name__, x, self.data_format)

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        if not self.affine:
            return {}
        create = {"dtype": dtype, "device": device}
        return {
            "weight": self._weight_initializer.create_variables((self.num_features,), **create),
            "bias": self._bias_initializer.create_variables((self.num_features,), **create),
        }

    def _create_buffers(self, device: str | None, dtype: Any) -> dict[str, Any]:
        if not self.track_running_stats:
            return {}
        create = {"dtype": dtype, "device": device}
        return {
            "running_mean": Zeros().create_variables((self.num_features,), **create),
            "running_var": Ones().create_variables((self.num_features,), **create),
        }

    def _check_rank(self, x: Any) -> None:
        shape = tuple(ivy.shape(x))
        if len(shape) not in self._ranks:
            raise ivy.ShapeError(
                f"{type(self).__name__}: x must have shape {self._layouts} for data_format "
                f"{self.data_format!r}; got shape {shape}"
            )

    def _forward(self, x: Any) -> Any:
        self._check_rank(x)
        v = self.v
        batch_statistics = self.training or not self.track_running_stats
        if self.track_running_stats:
            buffers = self.buffers
            mean, variance = buffers.running_mean, buffers.running_var
        else:
            # No running statistics to update: placeholders of x's backend, device and dtype.
            channel = _channel_vector(x, self.data_format)
            mean, variance = ivy.zeros_like(channel), ivy.ones_like(channel)
        y, new_mean, new_variance = ivy.batch_norm(
            x,
            mean,
            variance,
            offset=v.bias if self.affine else None,
            scale=v.weight if self.affine else None,
            training=batch_statistics,
            momentum=self.momentum,
            epsilon=self.epsilon,
            data_format=self.data_format,
        )
        if self.training and self.track_running_stats:
            # Statistics are state, not part of the graph: torch would otherwise keep every
            # step's graph alive through them.
            self.set_buffer("running_mean", ivy.stop_gradient(new_mean))
            self.set_buffer("running_var", ivy.stop_gradient(new_variance))
        return y

    def _extra_repr(self) -> str:
        return (
            f"num_features={self.num_features}, momentum={self.momentum}, "
            f"epsilon={self.epsilon}, affine={self.affine}, "
            f"track_running_stats={self.track_running_stats}, data_format={self.data_format!r}"
        )


def _channel_vector(x: Any, data_format: str) -> Any:
    """One ``(C,)`` slice of ``x`` along its channel axis."""
    ndim = len(ivy.shape(x))
    if data_format == "NSC":
        return x[(0,) * (ndim - 1)]
    return x[(0, slice(None)) + (0,) * (ndim - 2)]


class BatchNorm1D(_BatchNorm):
    """Batch normalization of ``(N, C)`` or ``(N, L, C)`` inputs (torch's ``nn.BatchNorm1d``).

    In training, each channel is normalized with the batch's mean and (biased) variance over all
    other axes, and the running statistics (buffers ``running_mean`` and ``running_var``) are
    updated as torch does: ``running = (1 - momentum) * running + momentum * batch``, with the
    batch variance unbiased there (note: Keras's ``momentum`` is ``1 -`` this one). In eval mode
    the running statistics normalize. ``weight`` (ones) and ``bias`` (zeros) then scale and
    offset each channel.

    Args:
        num_features: the number of channels ``C``; None to infer it on the first call.
        momentum: the weight of the batch statistics in the running ones, in ``[0, 1]``.
        epsilon: added to the variance.
        affine: whether to learn ``weight`` and ``bias``, each of shape ``(C,)``.
        track_running_stats: whether to keep running statistics; if not, the batch statistics
            normalize in eval mode too.
        data_format: ``"NSC"`` (channels last: ``(N, C)``, ``(N, L, C)``) or ``"NCS"`` (channels
            first as torch: ``(N, C)``, ``(N, C, L)``).
        weight_initializer: initializes ``weight``; ones by default.
        bias_initializer: initializes ``bias``; zeros by default.
        device: where the variables and buffers live.
        dtype: their floating dtype; None for float32.

    Shape:
        ``x``: ``(N, C)`` or ``(N, L, C)`` (``"NSC"``) / ``(N, C, L)`` (``"NCS"``) -> the same.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.normalization import BatchNorm1D
        >>> layer = BatchNorm1D(1)
        >>> layer(ivy.asarray([[1.0], [3.0]]))
        array([[-0.999995],
               [ 0.999995]], dtype=float32)
        >>> layer.buffers.running_mean, layer.buffers.running_var
        (array([0.2], dtype=float32), array([1.1], dtype=float32))
    """

    _ranks = (2, 3)
    _layouts = "(N, C) or (N, L, C) ((N, C, L) channels first)"


class BatchNorm2D(_BatchNorm):
    """Batch normalization of images ``(N, H, W, C)`` (torch's ``nn.BatchNorm2d``).

    As :class:`BatchNorm1D`, over the batch and both spatial axes.

    Args:
        num_features: the number of channels ``C``; None to infer it on the first call.
        momentum: the weight of the batch statistics in the running ones, in ``[0, 1]``
            (torch's convention).
        epsilon: added to the variance.
        affine: whether to learn ``weight`` and ``bias``, each of shape ``(C,)``.
        track_running_stats: whether to keep running statistics (buffers ``running_mean``,
            ``running_var``); if not, the batch statistics normalize in eval mode too.
        data_format: ``"NSC"`` (``(N, H, W, C)``) or ``"NCS"`` (``(N, C, H, W)``, torch's).
        weight_initializer: initializes ``weight``; ones by default.
        bias_initializer: initializes ``bias``; zeros by default.
        device: where the variables and buffers live.
        dtype: their floating dtype; None for float32.

    Shape:
        ``x``: ``(N, H, W, C)`` (``"NSC"``) or ``(N, C, H, W)`` (``"NCS"``) -> the same.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.normalization import BatchNorm2D
        >>> layer = BatchNorm2D(3).eval()
        >>> layer(ivy.ones((2, 4, 4, 3))).shape
        (2, 4, 4, 3)
    """

    _ranks = (4,)
    _layouts = "(N, H, W, C) ((N, C, H, W) channels first)"


class GroupNorm(Module):
    """Group normalization (torch's ``nn.GroupNorm``), channels last by default.

    Each sample's channels are split into ``num_groups`` groups of consecutive channels, each
    normalized over its channels and all positions, then scaled by ``weight`` and offset by
    ``bias`` per channel. No running statistics: training and eval compute the same.

    Args:
        num_groups: the number of groups; it must divide ``num_channels``.
        num_channels: the number of channels ``C``; None to infer it on the first call.
        epsilon: added to the variance.
        affine: whether to learn ``weight`` and ``bias``, each of shape ``(C,)``.
        data_format: ``"NSC"`` (``(N, *spatial, C)``) or ``"NCS"`` (``(N, C, *spatial)``).
        weight_initializer: initializes ``weight``; ones by default.
        bias_initializer: initializes ``bias``; zeros by default.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(N, *spatial, C)`` (``"NSC"``) or ``(N, C, *spatial)`` (``"NCS"``) -> the same.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.normalization import GroupNorm
        >>> layer = GroupNorm(2, 4)
        >>> layer(ivy.asarray([[[0.0, 2.0, 5.0, 5.0]]]))
        array([[[-0.999995,  0.999995,  0.      ,  0.      ]]], dtype=float32)
    """

    def __init__(
        self,
        num_groups: int,
        num_channels: int | None,
        *,
        epsilon: float = 1e-5,
        affine: bool = True,
        data_format: str = "NSC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        positive_int("GroupNorm", "num_groups", num_groups)
        positive_int("GroupNorm", "num_channels", num_channels, optional=True)
        if num_channels is not None and num_channels % num_groups:
            raise ValueError(
                f"GroupNorm: num_groups {num_groups} must divide num_channels {num_channels}"
            )
        _check_data_format("GroupNorm", data_format)
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.epsilon = epsilon
        self.affine = affine
        self.data_format = data_format
        self._weight_initializer = weight_initializer or Ones()
        self._bias_initializer = bias_initializer or Zeros()

    def _needs_input(self) -> bool:
        return self.num_channels is None

    def _infer_sizes(self, x: Any, *args: Any, **kwargs: Any) -> None:
        self.num_channels = _channels("GroupNorm", x, self.data_format)

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        if not self.affine:
            return {}
        create = {"dtype": dtype, "device": device}
        return {
            "weight": self._weight_initializer.create_variables((self.num_channels,), **create),
            "bias": self._bias_initializer.create_variables((self.num_channels,), **create),
        }

    def _forward(self, x: Any) -> Any:
        v = self.v
        return ivy.group_norm(
            x,
            self.num_groups,
            weight=v.weight if self.affine else None,
            bias=v.bias if self.affine else None,
            epsilon=self.epsilon,
            data_format=self.data_format,
        )

    def _extra_repr(self) -> str:
        return (
            f"num_groups={self.num_groups}, num_channels={self.num_channels}, "
            f"epsilon={self.epsilon}, affine={self.affine}, data_format={self.data_format!r}"
        )
