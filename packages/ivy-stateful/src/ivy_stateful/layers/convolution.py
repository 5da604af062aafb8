"""Convolution layers over :func:`ivy.conv1d`, ..., :func:`ivy.conv3d_transpose`, depthwise.

Inputs are channels-last by default (``"NWC"``, ``"NHWC"``, ``"NDHWC"``; the channels-first
``data_format`` values of the ivy functions are taken too). Filters are always held in ivy's
channels-last layout, whatever ``data_format``:

- :class:`Conv1D`/:class:`Conv2D`/:class:`Conv3D`: ``weight`` ``(*kernel_size, in_channels //
  groups, out_channels)``.
- :class:`Conv1DTranspose`/...: ``weight`` ``(*kernel_size, out_channels, in_channels)``.
- :class:`DepthwiseConv2D`: ``weight`` ``(kh, kw, in_channels, depth_multiplier)``.

Default initialisation is Keras's: ``GlorotUniform`` weight, zero bias. torch's default is
``KaimingUniform(a=math.sqrt(5))`` for the weight (and a bias uniform in ``+-1/sqrt(fan_in)``).
The fans are torch's (``nn.init._calculate_fan_in_and_fan_out`` on the equivalent torch weight),
which Keras's agree with except for the depthwise layer: with ``receptive = prod(kernel_size)``,

- convolution: ``fan_in = in_channels // groups * receptive``, ``fan_out = out_channels *
  receptive``;
- transposed convolution: ``fan_in = out_channels * receptive``, ``fan_out = in_channels *
  receptive`` (the weight maps ``out_channels`` to ``in_channels`` in the forward convolution
  whose gradient it is);
- depthwise: ``fan_in = receptive``, ``fan_out = in_channels * depth_multiplier * receptive``
  (a convolution with ``groups = in_channels``; Keras uses ``fan_in = in_channels * receptive``,
  ``fan_out = depth_multiplier * receptive``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_stateful.initializers import GlorotUniform, Initializer, Zeros, fans
from ivy_stateful.layers._arguments import (
    CHANNELS_FIRST,
    IntOrInts,
    Padding,
    check_data_format,
    positive_int,
)
from ivy_stateful.module import Module

__all__ = [
    "Conv1D",
    "Conv2D",
    "Conv3D",
    "Conv1DTranspose",
    "Conv2DTranspose",
    "Conv3DTranspose",
    "DepthwiseConv2D",
]


def _input_channels(layer: str, x: Any, n: int, data_format: str) -> int:
    """The channel count of ``x``, for lazy building (whose sizes must not come from a bad x)."""
    shape = tuple(ivy.shape(x))
    if len(shape) != n + 2:
        raise ivy.ShapeError(
            f"{layer}: x must have {n + 2} dimensions ({data_format}); got shape {shape}"
        )
    return int(shape[1] if data_format == CHANNELS_FIRST[n] else shape[-1])


class _ConvBase(Module):
    """What the convolution layers share: settings, lazy input channels, weight and bias."""

    _n: int  # spatial dimensions

    def __init__(
        self,
        in_channels: int | None,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts,
        padding: Padding,
        dilations: IntOrInts,
        with_bias: bool,
        data_format: str,
        weight_initializer: Initializer | None,
        bias_initializer: Initializer | None,
        device: str | None,
        dtype: Any,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        name, n = type(self).__name__, self._n
        self.in_channels = positive_int(name, "in_channels", in_channels, optional=True)
        self.kernel_size = ivy.check_ints(name, "kernel_size", kernel_size, n)
        self.strides = ivy.check_ints(name, "strides", strides, n)
        self.padding = ivy.check_padding(name, padding, n)
        self.dilations = ivy.check_ints(name, "dilations", dilations, n)
        self.data_format = check_data_format(name, data_format, n)
        self.with_bias = bool(with_bias)
        self._weight_initializer = weight_initializer or GlorotUniform()
        self._bias_initializer = bias_initializer or Zeros()

    def _needs_input(self) -> bool:
        return self.in_channels is None

    def _infer_sizes(self, x: Any, *args: Any, **kwargs: Any) -> None:
        channels = _input_channels(type(self).__name__, x, self._n, self.data_format)
        self._check_in_channels(channels)
        self.in_channels = channels

    def _check_in_channels(self, in_channels: int) -> None:
        """Raises a ValueError where ``in_channels`` does not fit the other settings."""

    def _weight_shape(self) -> tuple[int, ...]:
        raise NotImplementedError

    def _fans(self) -> tuple[int, int]:
        return fans(self._weight_shape(), kind="conv")

    def _bias_size(self) -> int:
        return self.out_channels

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        fan_in, fan_out = self._fans()
        options = {"fan_in": fan_in, "fan_out": fan_out, "dtype": dtype, "device": device}
        variables = {
            "weight": self._weight_initializer.create_variables(self._weight_shape(), **options)
        }
        if self.with_bias:
            variables["bias"] = self._bias_initializer.create_variables(
                (self._bias_size(),), **options
            )
        return variables

    def _bias(self) -> Any:
        return self.v.bias if self.with_bias else None

    def _extra_repr(self) -> str:
        return (
            f"in_channels={self.in_channels}, out_channels={self.out_channels}, "
            f"kernel_size={self.kernel_size}, strides={self.strides}, padding={self.padding!r}, "
            f"dilations={self.dilations}, with_bias={self.with_bias}, "
            f"data_format={self.data_format!r}"
        )


# Convolutions


class _Conv(_ConvBase):
    _fn: Callable[..., Any]

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts,
        padding: Padding,
        dilations: IntOrInts,
        groups: int,
        with_bias: bool,
        data_format: str,
        weight_initializer: Initializer | None,
        bias_initializer: Initializer | None,
        device: str | None,
        dtype: Any,
    ) -> None:
        super().__init__(
            in_channels, kernel_size, strides=strides, padding=padding, dilations=dilations,
            with_bias=with_bias, data_format=data_format, weight_initializer=weight_initializer,
            bias_initializer=bias_initializer, device=device, dtype=dtype,
        )  # fmt: skip
        name = type(self).__name__
        self.out_channels = positive_int(name, "out_channels", out_channels)
        self.groups = positive_int(name, "groups", groups)
        if self.out_channels % self.groups:
            raise ValueError(
                f"{name}: groups = {self.groups} must divide out_channels = {self.out_channels}"
            )
        if self.in_channels is not None:
            self._check_in_channels(self.in_channels)

    def _check_in_channels(self, in_channels: int) -> None:
        if in_channels % self.groups:
            raise ValueError(
                f"{type(self).__name__}: groups = {self.groups} must divide in_channels = "
                f"{in_channels}"
            )

    def _weight_shape(self) -> tuple[int, ...]:
        return (*self.kernel_size, self.in_channels // self.groups, self.out_channels)

    def _forward(self, x: Any) -> Any:
        return type(self)._fn(
            x,
            self.v.weight,
            self.strides,
            self.padding,
            data_format=self.data_format,
            dilations=self.dilations,
            bias=self._bias(),
            groups=self.groups,
        )

    def _extra_repr(self) -> str:
        return super()._extra_repr() + f", groups={self.groups}"


class Conv1D(_Conv):
    """A 1-d convolution (cross-correlation) with learned filters (:func:`ivy.conv1d`).

    Args:
        in_channels: the input's channels; None to infer them on the first call.
        out_channels: the output's channels.
        kernel_size: the filter width (an int or a 1-tuple).
        strides: the step between windows.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair.
        dilations: the spacing between filter elements.
        groups: splits the channels into this many groups convolved separately; it divides
            ``in_channels`` and ``out_channels``.
        with_bias: whether to add a bias per output channel.
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).
        weight_initializer: initializes ``weight`` ``(kw, in_channels // groups,
            out_channels)``; by default ``GlorotUniform`` (see :mod:`~.convolution` for fans
            and torch's default).
        bias_initializer: initializes ``bias`` ``(out_channels,)``; by default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(batch, width, in_channels)`` -> ``(batch, out_width, out_channels)``
        (channels first with ``"NCW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.convolution import Conv1D
        >>> layer = Conv1D(3, 4, 3)
        >>> layer(ivy.ones((2, 5, 3))).shape, layer.v.weight.shape
        ((2, 3, 4), (3, 3, 4))
    """

    _n = 1
    _fn = staticmethod(ivy.conv1d)

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts = 1,
        padding: Padding = "VALID",
        dilations: IntOrInts = 1,
        groups: int = 1,
        with_bias: bool = True,
        data_format: str = "NWC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(
            in_channels, out_channels, kernel_size, strides=strides, padding=padding,
            dilations=dilations, groups=groups, with_bias=with_bias, data_format=data_format,
            weight_initializer=weight_initializer, bias_initializer=bias_initializer,
            device=device, dtype=dtype,
        )  # fmt: skip


class Conv2D(_Conv):
    """A 2-d convolution (cross-correlation) with learned filters (:func:`ivy.conv2d`).

    Args:
        in_channels: the input's channels; None to infer them on the first call.
        out_channels: the output's channels.
        kernel_size: ``(kh, kw)``, or one int for both.
        strides: the step between windows: an int, or one per spatial axis.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair per axis.
        dilations: the spacing between filter elements: an int, or one per spatial axis.
        groups: splits the channels into this many groups convolved separately; it divides
            ``in_channels`` and ``out_channels``.
        with_bias: whether to add a bias per output channel.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        weight_initializer: initializes ``weight`` ``(kh, kw, in_channels // groups,
            out_channels)``; by default ``GlorotUniform`` (see :mod:`~.convolution` for fans
            and torch's default).
        bias_initializer: initializes ``bias`` ``(out_channels,)``; by default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(batch, height, width, in_channels)`` -> ``(batch, out_height, out_width,
        out_channels)`` (channels first with ``"NCHW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.convolution import Conv2D
        >>> layer = Conv2D(3, 8, 3, padding="SAME")
        >>> layer(ivy.ones((2, 5, 5, 3))).shape, layer.v.weight.shape
        ((2, 5, 5, 8), (3, 3, 3, 8))
    """

    _n = 2
    _fn = staticmethod(ivy.conv2d)

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts = 1,
        padding: Padding = "VALID",
        dilations: IntOrInts = 1,
        groups: int = 1,
        with_bias: bool = True,
        data_format: str = "NHWC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(
            in_channels, out_channels, kernel_size, strides=strides, padding=padding,
            dilations=dilations, groups=groups, with_bias=with_bias, data_format=data_format,
            weight_initializer=weight_initializer, bias_initializer=bias_initializer,
            device=device, dtype=dtype,
        )  # fmt: skip


class Conv3D(_Conv):
    """A 3-d convolution (cross-correlation) with learned filters (:func:`ivy.conv3d`).

    Args:
        in_channels: the input's channels; None to infer them on the first call.
        out_channels: the output's channels.
        kernel_size: ``(kd, kh, kw)``, or one int for all three.
        strides: the step between windows: an int, or one per spatial axis.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair per axis.
        dilations: the spacing between filter elements: an int, or one per spatial axis.
        groups: splits the channels into this many groups convolved separately; it divides
            ``in_channels`` and ``out_channels``.
        with_bias: whether to add a bias per output channel.
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).
        weight_initializer: initializes ``weight`` ``(kd, kh, kw, in_channels // groups,
            out_channels)``; by default ``GlorotUniform`` (see :mod:`~.convolution` for fans
            and torch's default).
        bias_initializer: initializes ``bias`` ``(out_channels,)``; by default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(batch, depth, height, width, in_channels)`` -> ``(batch, out_depth,
        out_height, out_width, out_channels)`` (channels first with ``"NCDHW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.convolution import Conv3D
        >>> layer = Conv3D(3, 4, 2)
        >>> layer(ivy.ones((1, 3, 4, 4, 3))).shape, layer.v.weight.shape
        ((1, 2, 3, 3, 4), (2, 2, 2, 3, 4))
    """

    _n = 3
    _fn = staticmethod(ivy.conv3d)

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts = 1,
        padding: Padding = "VALID",
        dilations: IntOrInts = 1,
        groups: int = 1,
        with_bias: bool = True,
        data_format: str = "NDHWC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(
            in_channels, out_channels, kernel_size, strides=strides, padding=padding,
            dilations=dilations, groups=groups, with_bias=with_bias, data_format=data_format,
            weight_initializer=weight_initializer, bias_initializer=bias_initializer,
            device=device, dtype=dtype,
        )  # fmt: skip


# Transposed convolutions


class _ConvTranspose(_ConvBase):
    _fn: Callable[..., Any]

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts,
        padding: Padding,
        output_padding: IntOrInts,
        dilations: IntOrInts,
        with_bias: bool,
        data_format: str,
        weight_initializer: Initializer | None,
        bias_initializer: Initializer | None,
        device: str | None,
        dtype: Any,
    ) -> None:
        super().__init__(
            in_channels, kernel_size, strides=strides, padding=padding, dilations=dilations,
            with_bias=with_bias, data_format=data_format, weight_initializer=weight_initializer,
            bias_initializer=bias_initializer, device=device, dtype=dtype,
        )  # fmt: skip
        name = type(self).__name__
        self.out_channels = positive_int(name, "out_channels", out_channels)
        self.output_padding = ivy.check_ints(
            name, "output_padding", output_padding, self._n, minimum=0
        )
        if any(p >= s for p, s in zip(self.output_padding, self.strides, strict=True)):
            # A larger output would not map back to the input under the forward convolution.
            raise ValueError(
                f"{name}: output_padding {self.output_padding} must be smaller than strides "
                f"{self.strides} on every axis"
            )
        if any(self.output_padding) and self.padding == "SAME":
            # "SAME" maps only sizes up to size * stride back to the input's: its default.
            raise ValueError(
                f"{name}: output_padding needs an explicit or 'VALID' padding; with 'SAME' the "
                "default output size is already the largest (pass output_shape to the call for "
                "a smaller one)"
            )

    def _weight_shape(self) -> tuple[int, ...]:
        return (*self.kernel_size, self.out_channels, self.in_channels)

    def _output_shape(self, x: Any) -> tuple[int, ...] | None:
        """The spatial output shape for ``output_padding``: the default of ivy's plus it."""
        shape = tuple(ivy.shape(x))
        if not any(self.output_padding) or len(shape) != self._n + 2:
            return None  # ivy's default (and its error for a bad rank)
        channels_first = self.data_format == CHANNELS_FIRST[self._n]
        sizes = shape[2:] if channels_first else shape[1:-1]
        if self.padding == "SAME":
            default = [int(i) * s for i, s in zip(sizes, self.strides, strict=True)]
        else:
            pads = ((0, 0),) * self._n if self.padding == "VALID" else self.padding
            default = [
                (int(i) - 1) * s + (k - 1) * d + 1 - b - a
                for i, s, k, d, (b, a) in zip(
                    sizes, self.strides, self.kernel_size, self.dilations, pads, strict=True
                )
            ]
        return tuple(o + p for o, p in zip(default, self.output_padding, strict=True))

    def _forward(self, x: Any, output_shape: Sequence[int] | None = None) -> Any:
        if output_shape is None:
            output_shape = self._output_shape(x)
        return type(self)._fn(
            x,
            self.v.weight,
            self.strides,
            self.padding,
            output_shape=output_shape,
            data_format=self.data_format,
            dilations=self.dilations,
            bias=self._bias(),
        )

    def _extra_repr(self) -> str:
        return super()._extra_repr() + f", output_padding={self.output_padding}"


class Conv1DTranspose(_ConvTranspose):
    """A 1-d transposed convolution (:func:`ivy.conv1d_transpose`), as torch's ConvTranspose1d.

    Args:
        in_channels: the input's channels; None to infer them on the first call.
        out_channels: the output's channels.
        kernel_size: the filter width (an int or a 1-tuple).
        strides: the forward convolution's strides.
        padding: the forward convolution's padding: ``"VALID"``, ``"SAME"``, an int, or one
            ``(before, after)`` pair (an int ``p`` crops ``p`` from each end, as torch's).
        output_padding: added to the end of the output width (torch's ``output_padding``),
            smaller than ``strides``: it picks among the widths the forward convolution maps
            to the input's. The default width is ``(width - 1) * stride + dilation * (k - 1) +
            1 - before - after`` (``width * stride`` for ``"SAME"``).
        dilations: the spacing between filter elements.
        with_bias: whether to add a bias per output channel.
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).
        weight_initializer: initializes ``weight`` ``(kw, out_channels, in_channels)``; by
            default ``GlorotUniform`` (see :mod:`~.convolution` for fans and torch's default).
        bias_initializer: initializes ``bias`` ``(out_channels,)``; by default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(batch, width, in_channels)`` -> ``(batch, out_width, out_channels)``
        (channels first with ``"NCW"``).

    Call: ``layer(x, output_shape=None)``: ``output_shape`` (the spatial output shape) picks
    among the sizes the forward convolution maps to the shape of ``x``, as torch's
    ``output_size``; it replaces ``output_padding`` for that call.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.convolution import Conv1DTranspose
        >>> layer = Conv1DTranspose(4, 2, 3, strides=2, padding="SAME")
        >>> layer(ivy.ones((2, 3, 4))).shape, layer.v.weight.shape
        ((2, 6, 2), (3, 2, 4))
    """

    _n = 1
    _fn = staticmethod(ivy.conv1d_transpose)

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts = 1,
        padding: Padding = "VALID",
        output_padding: IntOrInts = 0,
        dilations: IntOrInts = 1,
        with_bias: bool = True,
        data_format: str = "NWC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(
            in_channels, out_channels, kernel_size, strides=strides, padding=padding,
            output_padding=output_padding, dilations=dilations, with_bias=with_bias,
            data_format=data_format, weight_initializer=weight_initializer,
            bias_initializer=bias_initializer, device=device, dtype=dtype,
        )  # fmt: skip


class Conv2DTranspose(_ConvTranspose):
    """A 2-d transposed convolution (:func:`ivy.conv2d_transpose`), as torch's ConvTranspose2d.

    Args:
        in_channels: the input's channels; None to infer them on the first call.
        out_channels: the output's channels.
        kernel_size: ``(kh, kw)``, or one int for both.
        strides: the forward convolution's strides: an int, or one per spatial axis.
        padding: the forward convolution's padding: ``"VALID"``, ``"SAME"``, an int, or one
            ``(before, after)`` pair per axis (an int ``p`` crops ``p`` from each end, as
            torch's).
        output_padding: added to the end of each spatial axis of the output (torch's
            ``output_padding``), smaller than ``strides``: it picks among the sizes the forward
            convolution maps to the input's. The default size is ``(size - 1) * stride +
            dilation * (k - 1) + 1 - before - after`` (``size * stride`` for ``"SAME"``).
        dilations: the spacing between filter elements: an int, or one per spatial axis.
        with_bias: whether to add a bias per output channel.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        weight_initializer: initializes ``weight`` ``(kh, kw, out_channels, in_channels)``; by
            default ``GlorotUniform`` (see :mod:`~.convolution` for fans and torch's default).
        bias_initializer: initializes ``bias`` ``(out_channels,)``; by default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(batch, height, width, in_channels)`` -> ``(batch, out_height, out_width,
        out_channels)`` (channels first with ``"NCHW"``).

    Call: ``layer(x, output_shape=None)``: ``output_shape`` (the spatial output shape) picks
    among the sizes the forward convolution maps to the shape of ``x``, as torch's
    ``output_size``; it replaces ``output_padding`` for that call.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.convolution import Conv2DTranspose
        >>> layer = Conv2DTranspose(4, 2, 3, strides=2, padding=1, output_padding=1)
        >>> layer(ivy.ones((2, 3, 3, 4))).shape, layer.v.weight.shape
        ((2, 6, 6, 2), (3, 3, 2, 4))
    """

    _n = 2
    _fn = staticmethod(ivy.conv2d_transpose)

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts = 1,
        padding: Padding = "VALID",
        output_padding: IntOrInts = 0,
        dilations: IntOrInts = 1,
        with_bias: bool = True,
        data_format: str = "NHWC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(
            in_channels, out_channels, kernel_size, strides=strides, padding=padding,
            output_padding=output_padding, dilations=dilations, with_bias=with_bias,
            data_format=data_format, weight_initializer=weight_initializer,
            bias_initializer=bias_initializer, device=device, dtype=dtype,
        )  # fmt: skip


class Conv3DTranspose(_ConvTranspose):
    """A 3-d transposed convolution (:func:`ivy.conv3d_transpose`), as torch's ConvTranspose3d.

    Args:
        in_channels: the input's channels; None to infer them on the first call.
        out_channels: the output's channels.
        kernel_size: ``(kd, kh, kw)``, or one int for all three.
        strides: the forward convolution's strides: an int, or one per spatial axis.
        padding: the forward convolution's padding: ``"VALID"``, ``"SAME"``, an int, or one
            ``(before, after)`` pair per axis (an int ``p`` crops ``p`` from each end, as
            torch's).
        output_padding: added to the end of each spatial axis of the output (torch's
            ``output_padding``), smaller than ``strides``: it picks among the sizes the forward
            convolution maps to the input's. The default size is ``(size - 1) * stride +
            dilation * (k - 1) + 1 - before - after`` (``size * stride`` for ``"SAME"``).
        dilations: the spacing between filter elements: an int, or one per spatial axis.
        with_bias: whether to add a bias per output channel.
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).
        weight_initializer: initializes ``weight`` ``(kd, kh, kw, out_channels, in_channels)``;
            by default ``GlorotUniform`` (see :mod:`~.convolution` for fans and torch's
            default).
        bias_initializer: initializes ``bias`` ``(out_channels,)``; by default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(batch, depth, height, width, in_channels)`` -> ``(batch, out_depth,
        out_height, out_width, out_channels)`` (channels first with ``"NCDHW"``).

    Call: ``layer(x, output_shape=None)``: ``output_shape`` (the spatial output shape) picks
    among the sizes the forward convolution maps to the shape of ``x``, as torch's
    ``output_size``; it replaces ``output_padding`` for that call.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.convolution import Conv3DTranspose
        >>> layer = Conv3DTranspose(4, 2, 2, strides=2)
        >>> layer(ivy.ones((1, 2, 3, 3, 4))).shape, layer.v.weight.shape
        ((1, 4, 6, 6, 2), (2, 2, 2, 2, 4))
    """

    _n = 3
    _fn = staticmethod(ivy.conv3d_transpose)

    def __init__(
        self,
        in_channels: int | None,
        out_channels: int,
        kernel_size: IntOrInts,
        *,
        strides: IntOrInts = 1,
        padding: Padding = "VALID",
        output_padding: IntOrInts = 0,
        dilations: IntOrInts = 1,
        with_bias: bool = True,
        data_format: str = "NDHWC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(
            in_channels, out_channels, kernel_size, strides=strides, padding=padding,
            output_padding=output_padding, dilations=dilations, with_bias=with_bias,
            data_format=data_format, weight_initializer=weight_initializer,
            bias_initializer=bias_initializer, device=device, dtype=dtype,
        )  # fmt: skip


# Depthwise


class DepthwiseConv2D(_ConvBase):
    """Convolves each input channel with its own filters (:func:`ivy.depthwise_conv2d`).

    As Keras's ``DepthwiseConv2D``, or torch's ``Conv2d(in_channels, in_channels *
    depth_multiplier, groups=in_channels)``. The bias is added after ``ivy.depthwise_conv2d``,
    which takes none.

    Args:
        in_channels: the input's channels; None to infer them on the first call.
        kernel_size: ``(kh, kw)``, or one int for both.
        depth_multiplier: the output channels per input channel.
        strides: the step between windows: an int, or one per spatial axis.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair per axis.
        dilations: the spacing between filter elements: an int, or one per spatial axis.
        with_bias: whether to add a bias per output channel.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        weight_initializer: initializes ``weight`` ``(kh, kw, in_channels,
            depth_multiplier)``; by default ``GlorotUniform`` with torch's fans (see
            :mod:`~.convolution`).
        bias_initializer: initializes ``bias`` ``(in_channels * depth_multiplier,)``; by
            default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(batch, height, width, in_channels)`` -> ``(batch, out_height, out_width,
        in_channels * depth_multiplier)`` (channels first with ``"NCHW"``); output channel
        ``c * depth_multiplier + m`` is input channel ``c`` convolved with ``weight[:, :, c,
        m]``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.convolution import DepthwiseConv2D
        >>> layer = DepthwiseConv2D(3, 3, depth_multiplier=2, padding="SAME")
        >>> layer(ivy.ones((2, 5, 5, 3))).shape, layer.v.weight.shape
        ((2, 5, 5, 6), (3, 3, 3, 2))
    """

    _n = 2

    def __init__(
        self,
        in_channels: int | None,
        kernel_size: IntOrInts,
        *,
        depth_multiplier: int = 1,
        strides: IntOrInts = 1,
        padding: Padding = "VALID",
        dilations: IntOrInts = 1,
        with_bias: bool = True,
        data_format: str = "NHWC",
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        multiplier = positive_int("DepthwiseConv2D", "depth_multiplier", depth_multiplier)
        super().__init__(
            in_channels, kernel_size, strides=strides, padding=padding, dilations=dilations,
            with_bias=with_bias, data_format=data_format, weight_initializer=weight_initializer,
            bias_initializer=bias_initializer, device=device, dtype=dtype,
        )  # fmt: skip
        self.depth_multiplier = multiplier

    @property
    def out_channels(self) -> int | None:
        """``in_channels * depth_multiplier`` (None until ``in_channels`` is known)."""
        if self.in_channels is None:
            return None
        return self.in_channels * self.depth_multiplier

    def _weight_shape(self) -> tuple[int, ...]:
        return (*self.kernel_size, self.in_channels, self.depth_multiplier)

    def _fans(self) -> tuple[int, int]:
        # torch's fans of the equivalent grouped convolution (one group per input channel).
        return fans((*self.kernel_size, 1, self.out_channels), kind="conv")

    def _forward(self, x: Any) -> Any:
        y = ivy.depthwise_conv2d(
            x,
            self.v.weight,
            self.strides,
            self.padding,
            data_format=self.data_format,
            dilations=self.dilations,
        )
        if not self.with_bias:
            return y
        bias = self.v.bias
        if self.data_format == "NCHW":
            bias = ivy.reshape(bias, (-1, 1, 1))
        return y + bias

    def _extra_repr(self) -> str:
        return (
            f"in_channels={self.in_channels}, kernel_size={self.kernel_size}, "
            f"depth_multiplier={self.depth_multiplier}, strides={self.strides}, "
            f"padding={self.padding!r}, dilations={self.dilations}, "
            f"with_bias={self.with_bias}, data_format={self.data_format!r}"
        )
