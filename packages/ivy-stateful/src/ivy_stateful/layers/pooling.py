"""Pooling layers over :func:`ivy.max_pool1d`, ..., :func:`ivy.adaptive_avg_pool2d`.

No variables. Inputs are channels-last by default (``"NWC"``, ``"NHWC"``, ``"NDHWC"``), or
channels-first with the ``data_format`` values of the ivy functions. ``strides`` defaults to
``kernel_size`` (non-overlapping windows), as in torch and Keras. Pooling follows torch where the
frameworks differ (``ceil_mode``, what average pooling divides by): see :mod:`ivy.api.pooling`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivy
from ivy_stateful.layers._arguments import (
    IntOrInts,
    Padding,
    check_data_format,
)
from ivy_stateful.module import Module

__all__ = [
    "MaxPool1D",
    "MaxPool2D",
    "MaxPool3D",
    "AvgPool1D",
    "AvgPool2D",
    "AvgPool3D",
    "AdaptiveAvgPool1D",
    "AdaptiveAvgPool2D",
]


class _Pool(Module):
    """The settings every window pooling shares; ``_forward`` calls ``_fn``."""

    _n: int
    _fn: Callable[..., Any]

    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None,
        padding: Padding,
        ceil_mode: bool,
        data_format: str,
    ) -> None:
        super().__init__()
        name, n = type(self).__name__, self._n
        self.kernel_size = ivy.check_ints(name, "kernel_size", kernel_size, n)
        self.strides = (
            self.kernel_size if strides is None else ivy.check_ints(name, "strides", strides, n)
        )
        self.padding = ivy.check_padding(name, padding, n)
        self.ceil_mode = bool(ceil_mode)
        self.data_format = check_data_format(name, data_format, n)

    def _options(self) -> dict[str, Any]:
        """The keyword options of ``_fn`` besides ``data_format`` and ``ceil_mode``."""
        return {}

    def _forward(self, x: Any) -> Any:
        return type(self)._fn(
            x,
            self.kernel_size,
            self.strides,
            self.padding,
            data_format=self.data_format,
            ceil_mode=self.ceil_mode,
            **self._options(),
        )

    def _extra_repr(self) -> str:
        options = "".join(f", {k}={v!r}" for k, v in self._options().items())
        return (
            f"kernel_size={self.kernel_size}, strides={self.strides}, padding={self.padding!r}"
            f"{options}, ceil_mode={self.ceil_mode}, data_format={self.data_format!r}"
        )


class _MaxPool(_Pool):
    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None,
        padding: Padding,
        dilation: IntOrInts,
        ceil_mode: bool,
        data_format: str,
    ) -> None:
        super().__init__(kernel_size, strides, padding, ceil_mode, data_format)
        self.dilation = ivy.check_ints(type(self).__name__, "dilation", dilation, self._n)

    def _options(self) -> dict[str, Any]:
        return {"dilation": self.dilation}


class _AvgPool(_Pool):
    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None,
        padding: Padding,
        count_include_pad: bool,
        ceil_mode: bool,
        data_format: str,
    ) -> None:
        super().__init__(kernel_size, strides, padding, ceil_mode, data_format)
        self.count_include_pad = bool(count_include_pad)

    def _options(self) -> dict[str, Any]:
        return {"count_include_pad": self.count_include_pad}


class MaxPool1D(_MaxPool):
    """The maximum over windows of the width (:func:`ivy.max_pool1d`).

    Args:
        kernel_size: the window width (an int or a 1-tuple).
        strides: the step between windows; None for ``kernel_size``.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair, each at most
            half the (dilated) window; padding never wins the maximum.
        dilation: the spacing between window elements.
        ceil_mode: round the number of windows up rather than down (as torch's).
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).

    Shape:
        ``x``: ``(batch, width, channels)`` -> ``(batch, out_width, channels)`` (channels first
        with ``"NCW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import MaxPool1D
        >>> MaxPool1D(2)(ivy.reshape(ivy.arange(4.0), (1, 4, 1)))[0, :, 0]
        array([1., 3.], dtype=float32)
    """

    _n = 1
    _fn = staticmethod(ivy.max_pool1d)

    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None = None,
        padding: Padding = "VALID",
        *,
        dilation: IntOrInts = 1,
        ceil_mode: bool = False,
        data_format: str = "NWC",
    ) -> None:
        super().__init__(kernel_size, strides, padding, dilation, ceil_mode, data_format)


class MaxPool2D(_MaxPool):
    """The maximum over windows of the height and width (:func:`ivy.max_pool2d`).

    Args:
        kernel_size: ``(kh, kw)``, or one int for both.
        strides: the step between windows: an int, or one per spatial axis; None for
            ``kernel_size``.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair per axis, each
            at most half the (dilated) window; padding never wins the maximum.
        dilation: the spacing between window elements: an int, or one per spatial axis.
        ceil_mode: round the number of windows up rather than down (as torch's).
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).

    Shape:
        ``x``: ``(batch, height, width, channels)`` -> ``(batch, out_height, out_width,
        channels)`` (channels first with ``"NCHW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import MaxPool2D
        >>> MaxPool2D(2)(ivy.ones((2, 5, 5, 3))).shape
        (2, 2, 2, 3)
    """

    _n = 2
    _fn = staticmethod(ivy.max_pool2d)

    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None = None,
        padding: Padding = "VALID",
        *,
        dilation: IntOrInts = 1,
        ceil_mode: bool = False,
        data_format: str = "NHWC",
    ) -> None:
        super().__init__(kernel_size, strides, padding, dilation, ceil_mode, data_format)


class MaxPool3D(_MaxPool):
    """The maximum over windows of the depth, height and width (:func:`ivy.max_pool3d`).

    Args:
        kernel_size: ``(kd, kh, kw)``, or one int for all three.
        strides: the step between windows: an int, or one per spatial axis; None for
            ``kernel_size``.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair per axis, each
            at most half the (dilated) window; padding never wins the maximum.
        dilation: the spacing between window elements: an int, or one per spatial axis.
        ceil_mode: round the number of windows up rather than down (as torch's).
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).

    Shape:
        ``x``: ``(batch, depth, height, width, channels)`` -> ``(batch, out_depth, out_height,
        out_width, channels)`` (channels first with ``"NCDHW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import MaxPool3D
        >>> MaxPool3D(2)(ivy.ones((1, 4, 4, 5, 3))).shape
        (1, 2, 2, 2, 3)
    """

    _n = 3
    _fn = staticmethod(ivy.max_pool3d)

    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None = None,
        padding: Padding = "VALID",
        *,
        dilation: IntOrInts = 1,
        ceil_mode: bool = False,
        data_format: str = "NDHWC",
    ) -> None:
        super().__init__(kernel_size, strides, padding, dilation, ceil_mode, data_format)


class AvgPool1D(_AvgPool):
    """The mean over windows of the width (:func:`ivy.avg_pool1d`).

    Args:
        kernel_size: the window width (an int or a 1-tuple).
        strides: the step between windows; None for ``kernel_size``.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair, each at most
            half the window.
        count_include_pad: divide by the padding elements in a window too (torch's default is
            True; Keras's "SAME" pooling divides by the input elements only, as this default).
        ceil_mode: round the number of windows up rather than down (as torch's).
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).

    Shape:
        ``x``: ``(batch, width, channels)`` -> ``(batch, out_width, channels)`` (channels first
        with ``"NCW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import AvgPool1D
        >>> AvgPool1D(2)(ivy.reshape(ivy.arange(4.0), (1, 4, 1)))[0, :, 0]
        array([0.5, 2.5], dtype=float32)
    """

    _n = 1
    _fn = staticmethod(ivy.avg_pool1d)

    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None = None,
        padding: Padding = "VALID",
        *,
        count_include_pad: bool = False,
        ceil_mode: bool = False,
        data_format: str = "NWC",
    ) -> None:
        super().__init__(kernel_size, strides, padding, count_include_pad, ceil_mode, data_format)


class AvgPool2D(_AvgPool):
    """The mean over windows of the height and width (:func:`ivy.avg_pool2d`).

    Args:
        kernel_size: ``(kh, kw)``, or one int for both.
        strides: the step between windows: an int, or one per spatial axis; None for
            ``kernel_size``.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair per axis, each
            at most half the window.
        count_include_pad: divide by the padding elements in a window too (torch's default is
            True; Keras's "SAME" pooling divides by the input elements only, as this default).
        ceil_mode: round the number of windows up rather than down (as torch's).
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).

    Shape:
        ``x``: ``(batch, height, width, channels)`` -> ``(batch, out_height, out_width,
        channels)`` (channels first with ``"NCHW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import AvgPool2D
        >>> AvgPool2D(2, padding="SAME")(ivy.ones((2, 5, 5, 3))).shape
        (2, 3, 3, 3)
    """

    _n = 2
    _fn = staticmethod(ivy.avg_pool2d)

    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None = None,
        padding: Padding = "VALID",
        *,
        count_include_pad: bool = False,
        ceil_mode: bool = False,
        data_format: str = "NHWC",
    ) -> None:
        super().__init__(kernel_size, strides, padding, count_include_pad, ceil_mode, data_format)


class AvgPool3D(_AvgPool):
    """The mean over windows of the depth, height and width (:func:`ivy.avg_pool3d`).

    Args:
        kernel_size: ``(kd, kh, kw)``, or one int for all three.
        strides: the step between windows: an int, or one per spatial axis; None for
            ``kernel_size``.
        padding: ``"VALID"``, ``"SAME"``, an int, or one ``(before, after)`` pair per axis, each
            at most half the window.
        count_include_pad: divide by the padding elements in a window too (torch's default is
            True; Keras's "SAME" pooling divides by the input elements only, as this default).
        ceil_mode: round the number of windows up rather than down (as torch's).
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).

    Shape:
        ``x``: ``(batch, depth, height, width, channels)`` -> ``(batch, out_depth, out_height,
        out_width, channels)`` (channels first with ``"NCDHW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import AvgPool3D
        >>> AvgPool3D(2)(ivy.ones((1, 4, 4, 5, 3))).shape
        (1, 2, 2, 2, 3)
    """

    _n = 3
    _fn = staticmethod(ivy.avg_pool3d)

    def __init__(
        self,
        kernel_size: IntOrInts,
        strides: IntOrInts | None = None,
        padding: Padding = "VALID",
        *,
        count_include_pad: bool = False,
        ceil_mode: bool = False,
        data_format: str = "NDHWC",
    ) -> None:
        super().__init__(kernel_size, strides, padding, count_include_pad, ceil_mode, data_format)


class _AdaptiveAvgPool(Module):
    _n: int
    _fn: Callable[..., Any]

    def __init__(self, output_size: IntOrInts, data_format: str) -> None:
        super().__init__()
        name = type(self).__name__
        self.output_size = ivy.check_ints(name, "output_size", output_size, self._n)
        self.data_format = check_data_format(name, data_format, self._n)

    def _forward(self, x: Any) -> Any:
        return type(self)._fn(x, self.output_size, data_format=self.data_format)

    def _extra_repr(self) -> str:
        return f"output_size={self.output_size}, data_format={self.data_format!r}"


class AdaptiveAvgPool1D(_AdaptiveAvgPool):
    """The mean over ``output_size`` windows covering the width (:func:`ivy.adaptive_avg_pool1d`).

    Window ``i`` spans ``floor(i * width / output_size)`` to ``ceil((i + 1) * width /
    output_size)``, as torch's ``AdaptiveAvgPool1d``.

    Args:
        output_size: the output width (an int or a 1-tuple).
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).

    Shape:
        ``x``: ``(batch, width, channels)`` -> ``(batch, output_size, channels)`` (channels
        first with ``"NCW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import AdaptiveAvgPool1D
        >>> AdaptiveAvgPool1D(2)(ivy.reshape(ivy.arange(5.0), (1, 5, 1)))[0, :, 0]
        array([1., 3.], dtype=float32)
    """

    _n = 1
    _fn = staticmethod(ivy.adaptive_avg_pool1d)

    def __init__(self, output_size: IntOrInts, *, data_format: str = "NWC") -> None:
        super().__init__(output_size, data_format)


class AdaptiveAvgPool2D(_AdaptiveAvgPool):
    """The mean over windows covering the height and width (:func:`ivy.adaptive_avg_pool2d`).

    Along each axis window ``i`` spans ``floor(i * size / out)`` to ``ceil((i + 1) * size /
    out)``, as torch's ``AdaptiveAvgPool2d``; ``AdaptiveAvgPool2D(1)`` is global average pooling
    keeping the spatial axes.

    Args:
        output_size: the output's ``(height, width)``, or one int for both.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).

    Shape:
        ``x``: ``(batch, height, width, channels)`` -> ``(batch, out_height, out_width,
        channels)`` (channels first with ``"NCHW"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.pooling import AdaptiveAvgPool2D
        >>> AdaptiveAvgPool2D((2, 3))(ivy.ones((2, 5, 7, 3))).shape
        (2, 2, 3, 3)
    """

    _n = 2
    _fn = staticmethod(ivy.adaptive_avg_pool2d)

    def __init__(self, output_size: IntOrInts, *, data_format: str = "NHWC") -> None:
        super().__init__(output_size, data_format)
