"""Convolutions, channels-last by default, channels-first with ``data_format``.

Layouts: ``x`` is ``(batch, *spatial, channels)`` (``"NWC"``, ``"NHWC"``, ``"NDHWC"``) or
``(batch, channels, *spatial)`` (``"NCW"``, ``"NCHW"``, ``"NCDHW"``). Filters are channels-last,
TensorFlow's layout, or channels-first with ``filter_format="channel_first"``, torch's layout.

``padding`` is ``"SAME"`` (the output has ``ceil(size / stride)`` positions; the padding is split
with the extra element after, as TensorFlow and XLA do), ``"VALID"`` (no padding), an int (that
much on both sides of every spatial axis), or one ``(before, after)`` pair per spatial axis.

What the backends receive: the api resolves the arguments once, so every backend sees ``strides``
and ``dilations`` as tuples of one int per spatial axis and ``padding`` as ``(before, after)``
pairs. For the transposed convolutions, ``padding`` holds how much of the full transposed output
(``(in - 1) * stride + (kernel - 1) * dilation + 1`` per axis) to drop before and after (an
``after`` below zero appends that many zeros), and ``output_shape`` the spatial output shape.
Shapes are checked before the call: mxnet reports shape errors only at the first read.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ivy._common import checks, recover
from ivy._common.nn import dilated
from ivy._typing import Array, BackendLike
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "conv1d",
    "conv2d",
    "conv3d",
    "conv1d_transpose",
    "conv2d_transpose",
    "conv3d_transpose",
    "depthwise_conv2d",
]

COMPOSITES = frozenset({"depthwise_conv2d"})

_IntOrInts = int | Sequence[int]
_Padding = str | int | Sequence[int] | Sequence[tuple[int, int]]

_CHANNELS_LAST = {1: "NWC", 2: "NHWC", 3: "NDHWC"}
_CHANNELS_FIRST = {1: "NCW", 2: "NCHW", 3: "NCDHW"}
_FILTER_FORMATS = ("channel_last", "channel_first")


# Argument resolution, shared with ivy.api.pooling.


def _is_channels_first(fn: str, data_format: str, n: int) -> bool:
    if data_format == _CHANNELS_LAST[n]:
        return False
    if data_format == _CHANNELS_FIRST[n]:
        return True
    raise InvalidArgumentError(
        f"{fn}: data_format must be {_CHANNELS_LAST[n]!r} or {_CHANNELS_FIRST[n]!r}; "
        f"got {data_format!r}"
    )


def _layout(fn: str, x: Array, n: int, data_format: str) -> tuple[tuple[int, ...], int]:
    """The spatial shape and the channel count of ``x``; checks its rank and ``data_format``."""
    channels_first = _is_channels_first(fn, data_format, n)
    try:
        shape = tuple(x.shape)
    except AttributeError:
        raise checks.not_an_array(fn, "x", x) from None
    if len(shape) != n + 2:
        raise ShapeError(f"{fn}: x must have {n + 2} dimensions ({data_format}); got shape {shape}")
    shape = tuple(int(d) for d in shape)
    return (shape[2:], shape[1]) if channels_first else (shape[1:-1], shape[-1])


def _same_padding(size: int, kernel: int, stride: int) -> tuple[int, int]:
    """TF/XLA "SAME": ``ceil(size / stride)`` outputs, the extra padding element after."""
    total = max((math.ceil(size / stride) - 1) * stride + kernel - size, 0)
    return total // 2, total - total // 2


def _padding(
    fn: str,
    padding: _Padding,
    sizes: tuple[int, ...],
    kernels: tuple[int, ...],
    strides: tuple[int, ...],
) -> tuple[tuple[int, int], ...]:
    """``padding`` as ``(before, after)`` pairs; ``kernels`` are the dilated kernel sizes."""
    pairs = checks.check_padding(fn, padding, len(sizes))
    if pairs == "VALID":
        return ((0, 0),) * len(sizes)
    if pairs == "SAME":
        return tuple(map(_same_padding, sizes, kernels, strides))
    return pairs


def _filter_layout(
    fn: str, filters: Array, n: int, filter_format: str, *, transpose: bool
) -> tuple[tuple[int, ...], int, int]:
    """The kernel shape and the two channel counts of ``filters``, in their layout's order."""
    if filter_format not in _FILTER_FORMATS:
        raise InvalidArgumentError(
            f"{fn}: filter_format must be 'channel_last' or 'channel_first'; got {filter_format!r}"
        )
    shape = tuple(int(d) for d in filters.shape)
    channels = "out_channels, in_channels" if transpose else "in_channels // groups, out_channels"
    if filter_format == "channel_first":
        channels = (
            "in_channels, out_channels" if transpose else "out_channels, in_channels // groups"
        )
    if len(shape) != n + 2:
        where = f"(*spatial, {channels})"
        if filter_format == "channel_first":
            where = f"({channels}, *spatial)"
        raise ShapeError(f"{fn}: filters must have {n + 2} dimensions {where}; got shape {shape}")
    if filter_format == "channel_last":
        return shape[:n], shape[n], shape[n + 1]
    return shape[2:], shape[0], shape[1]


def _explain_dtypes(fn: str, b: Any, x: Array, filters: Array) -> None:
    # The error path: a convolution takes floating-point x and filters (bool fails in most
    # frameworks, with their own message).
    for name, value in (("x", x), ("filters", filters)):
        if b.is_array(value):
            checks.check_dtype_kind(fn, b, name, value, ("real floating", "complex floating"))


def _check_bias(fn: str, bias: Array | None, channels: int) -> None:
    if bias is not None and tuple(bias.shape) != (channels,):
        raise ShapeError(
            f"{fn}: bias must have shape ({channels},), one value per output channel; "
            f"got shape {tuple(bias.shape)}"
        )


def _resolve_conv(
    fn: str,
    n: int,
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    data_format: str,
    filter_format: str,
    dilations: _IntOrInts,
    bias: Array | None,
    groups: int,
    caller: str | None,
) -> tuple:
    """The checked ``(strides, padding pairs, dilations, groups)`` of a convolution."""
    fn = caller or fn
    sizes, channels = _layout(fn, x, n, data_format)
    kernels, in_per_group, out_channels = _filter_layout(
        fn, filters, n, filter_format, transpose=False
    )
    if filter_format == "channel_first":
        in_per_group, out_channels = out_channels, in_per_group
    groups = checks.check_ints(fn, "groups", groups, 1)[0]
    if in_per_group * groups != channels or out_channels % groups:
        raise ShapeError(
            f"{fn}: x has {channels} channels, so filters of shape {tuple(filters.shape)} "
            f"({filter_format}) must have {channels} // groups = {channels / groups:g} input "
            f"channels and a multiple of groups = {groups} output channels"
        )
    _check_bias(fn, bias, out_channels)
    strides = checks.check_ints(fn, "strides", strides, n)
    dilations = checks.check_ints(fn, "dilations", dilations, n)
    pairs = _padding(fn, padding, sizes, dilated(kernels, dilations), strides)
    return strides, pairs, dilations, groups


def _conv(
    b: Any,
    fn: str,
    n: int,
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    data_format: str,
    filter_format: str,
    dilations: _IntOrInts,
    bias: Array | None,
    groups: int,
    *,
    caller: str | None = None,
) -> Array:
    """Resolves a convolution's arguments and calls backend ``b``'s ``fn``.

    ``caller`` is the api function named in error messages, when it is not ``fn``.
    """
    exact = checks.exact_key(strides, padding, dilations, groups)
    shapes = checks.shapes_key(x, filters, bias)
    key = None if exact is None else (fn, caller, *shapes, *exact, data_format, filter_format)
    args = (fn, n, x, filters, strides, padding, data_format, filter_format, dilations, bias)
    strides, pairs, dilations, groups = checks.resolved(key, _resolve_conv, *args, groups, caller)
    return getattr(b, fn)(
        x,
        filters,
        strides,
        pairs,
        data_format=data_format,
        filter_format=filter_format,
        dilations=dilations,
        bias=bias,
        groups=groups,
    )


def conv1d(
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NWC",
    filter_format: str = "channel_last",
    dilations: _IntOrInts = 1,
    bias: Array | None = None,
    groups: int = 1,
    backend: BackendLike = None,
) -> Array:
    """Convolves ``x`` with ``filters`` over 1 spatial dimension (cross-correlation).

    Args:
        x: array of shape ``(batch, width, in_channels)`` (or ``(batch, in_channels,
            width)`` with ``data_format="NCW"``), floating-point.
        filters: array of shape ``(kw, in_channels // groups, out_channels)``, or
            ``(out_channels, in_channels // groups, kw)`` with
            ``filter_format="channel_first"``; the dtype of ``x``.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension (see :mod:`ivy.api.convolution`).
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).
        filter_format: ``"channel_last"`` (TensorFlow's layout) or ``"channel_first"``
            (torch's).
        dilations: the spacing between kernel elements: an int, or one per spatial dimension.
        bias: None, or an array of shape ``(out_channels,)`` added to every output position.
        groups: splits the channels into this many groups convolved separately; it divides
            ``in_channels`` and ``out_channels``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_width, out_channels)`` (channels first for ``"NCW"``),
        the dtype of ``x``, where each ``out = floor((size + before + after - dilation * (k - 1)
        - 1) / stride) + 1``; ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` or ``filters`` has the wrong rank, or their channels do not fit.
        ValueError: a bad ``padding``, ``strides``, ``dilations``, ``groups`` or format.

    Example:
        >>> import ivy
        >>> x, filters = ivy.ones((2, 5, 3)), ivy.ones((3, 3, 4))
        >>> ivy.conv1d(x, filters, 1, "VALID").shape
        (2, 3, 4)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, filters, bias)
    try:
        return _conv(
            b, "conv1d", 1, x, filters, strides, padding, data_format, filter_format, dilations,
            bias, groups,
        )  # fmt: skip
    except Exception:
        if recover.holds_sequence(x, filters, bias):
            return recover.retry_with_arrays(conv1d, b, locals(), "x", "filters", "bias")
        if recover.mixed_floats(b, x, filters, bias):
            return recover.retry_promoted(conv1d, b, locals(), "x", "filters", "bias")
        checks.explain(_explain_dtypes, "conv1d", b, x, filters)
        raise


def conv2d(
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NHWC",
    filter_format: str = "channel_last",
    dilations: _IntOrInts = 1,
    bias: Array | None = None,
    groups: int = 1,
    backend: BackendLike = None,
) -> Array:
    """Convolves ``x`` with ``filters`` over 2 spatial dimensions (cross-correlation).

    Args:
        x: array of shape ``(batch, height, width, in_channels)`` (or ``(batch, in_channels,
            height, width)`` with ``data_format="NCHW"``), floating-point.
        filters: array of shape ``(kh, kw, in_channels // groups, out_channels)``, or
            ``(out_channels, in_channels // groups, kh, kw)`` with
            ``filter_format="channel_first"``; the dtype of ``x``.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension (see :mod:`ivy.api.convolution`).
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        filter_format: ``"channel_last"`` (TensorFlow's layout) or ``"channel_first"``
            (torch's).
        dilations: the spacing between kernel elements: an int, or one per spatial dimension.
        bias: None, or an array of shape ``(out_channels,)`` added to every output position.
        groups: splits the channels into this many groups convolved separately; it divides
            ``in_channels`` and ``out_channels``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_height, out_width, out_channels)`` (channels first for
        ``"NCHW"``),
        the dtype of ``x``, where each ``out = floor((size + before + after - dilation * (k - 1)
        - 1) / stride) + 1``; ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` or ``filters`` has the wrong rank, or their channels do not fit.
        ValueError: a bad ``padding``, ``strides``, ``dilations``, ``groups`` or format.

    Example:
        >>> import ivy
        >>> x, filters = ivy.ones((2, 5, 5, 3)), ivy.ones((3, 3, 3, 4))
        >>> ivy.conv2d(x, filters, 1, "VALID").shape
        (2, 3, 3, 4)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, filters, bias)
    try:
        return _conv(
            b, "conv2d", 2, x, filters, strides, padding, data_format, filter_format, dilations,
            bias, groups,
        )  # fmt: skip
    except Exception:
        if recover.holds_sequence(x, filters, bias):
            return recover.retry_with_arrays(conv2d, b, locals(), "x", "filters", "bias")
        if recover.mixed_floats(b, x, filters, bias):
            return recover.retry_promoted(conv2d, b, locals(), "x", "filters", "bias")
        checks.explain(_explain_dtypes, "conv2d", b, x, filters)
        raise


def conv3d(
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NDHWC",
    filter_format: str = "channel_last",
    dilations: _IntOrInts = 1,
    bias: Array | None = None,
    groups: int = 1,
    backend: BackendLike = None,
) -> Array:
    """Convolves ``x`` with ``filters`` over 3 spatial dimensions (cross-correlation).

    Args:
        x: array of shape ``(batch, depth, height, width, in_channels)`` (or ``(batch, in_channels,
            depth, height, width)`` with ``data_format="NCDHW"``), floating-point.
        filters: array of shape ``(kd, kh, kw, in_channels // groups, out_channels)``, or
            ``(out_channels, in_channels // groups, kd, kh, kw)`` with
            ``filter_format="channel_first"``; the dtype of ``x``.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension (see :mod:`ivy.api.convolution`).
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).
        filter_format: ``"channel_last"`` (TensorFlow's layout) or ``"channel_first"``
            (torch's).
        dilations: the spacing between kernel elements: an int, or one per spatial dimension.
        bias: None, or an array of shape ``(out_channels,)`` added to every output position.
        groups: splits the channels into this many groups convolved separately; it divides
            ``in_channels`` and ``out_channels``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_depth, out_height, out_width, out_channels)`` (channels first
        for ``"NCDHW"``),
        the dtype of ``x``, where each ``out = floor((size + before + after - dilation * (k - 1)
        - 1) / stride) + 1``; ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` or ``filters`` has the wrong rank, or their channels do not fit.
        ValueError: a bad ``padding``, ``strides``, ``dilations``, ``groups`` or format.

    Example:
        >>> import ivy
        >>> x, filters = ivy.ones((2, 4, 5, 5, 3)), ivy.ones((3, 3, 3, 3, 4))
        >>> ivy.conv3d(x, filters, 1, "VALID").shape
        (2, 2, 3, 3, 4)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, filters, bias)
    try:
        return _conv(
            b, "conv3d", 3, x, filters, strides, padding, data_format, filter_format, dilations,
            bias, groups,
        )  # fmt: skip
    except Exception:
        if recover.holds_sequence(x, filters, bias):
            return recover.retry_with_arrays(conv3d, b, locals(), "x", "filters", "bias")
        if recover.mixed_floats(b, x, filters, bias):
            return recover.retry_promoted(conv3d, b, locals(), "x", "filters", "bias")
        checks.explain(_explain_dtypes, "conv3d", b, x, filters)
        raise


def _output_sizes(
    fn: str, output_shape: Any, n: int, channels_first: bool
) -> tuple[int, ...] | None:
    """The spatial part of ``output_shape`` (given as spatial sizes or as a whole shape)."""
    if output_shape is None:
        return None
    shape = tuple(output_shape)
    if len(shape) == n + 2:
        shape = shape[2:] if channels_first else shape[1:-1]
    return checks.check_ints(fn, "output_shape", shape, n, minimum=0)


def _transpose_padding(
    fn: str,
    padding: _Padding,
    sizes: tuple[int, ...],
    kernels: tuple[int, ...],
    strides: tuple[int, ...],
    output_sizes: tuple[int, ...] | None,
) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """The crop of the full transposed output, and the output sizes (see the module doc).

    The transposed convolution is the gradient of a convolution whose input has the output
    sizes; its padding is that convolution's, resolved for those sizes.
    """
    full = tuple((i - 1) * s + k for i, s, k in zip(sizes, strides, kernels, strict=True))
    if output_sizes is None:
        if isinstance(padding, str) and padding.upper() == "SAME":
            output_sizes = tuple(i * s for i, s in zip(sizes, strides, strict=True))
        else:
            pairs = _padding(fn, padding, sizes, kernels, strides)
            output_sizes = tuple(f - b - a for f, (b, a) in zip(full, pairs, strict=True))
    pairs = _padding(fn, padding, output_sizes, kernels, strides)
    for out, size, stride, kernel, (before, after) in zip(
        output_sizes, sizes, strides, kernels, pairs, strict=True
    ):
        padded = out + before + after
        if padded < kernel or (padded - kernel) // stride + 1 != size:
            raise InvalidArgumentError(
                f"{fn}: output_shape {output_sizes} does not fit x's spatial shape {sizes}: "
                f"a convolution of size {out} with padding {(before, after)}, stride {stride} "
                f"and dilated kernel size {kernel} does not give {size}"
            )
    crops = tuple((b, f - b - o) for (b, _), f, o in zip(pairs, full, output_sizes, strict=True))
    return crops, output_sizes


def _resolve_conv_transpose(
    fn: str,
    n: int,
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    output_shape: Any,
    data_format: str,
    filter_format: str,
    dilations: _IntOrInts,
    bias: Array | None,
) -> tuple:
    """The checked ``(strides, crops, output sizes, dilations)`` of a transposed convolution."""
    sizes, channels = _layout(fn, x, n, data_format)
    kernels, out_channels, in_channels = _filter_layout(
        fn, filters, n, filter_format, transpose=True
    )
    if filter_format == "channel_first":
        out_channels, in_channels = in_channels, out_channels
    if in_channels != channels:
        raise ShapeError(
            f"{fn}: x has {channels} channels, but filters of shape {tuple(filters.shape)} "
            f"({filter_format}) take {in_channels}"
        )
    _check_bias(fn, bias, out_channels)
    strides = checks.check_ints(fn, "strides", strides, n)
    dilations = checks.check_ints(fn, "dilations", dilations, n)
    output_sizes = _output_sizes(fn, output_shape, n, data_format[1] == "C")
    crops, output_sizes = _transpose_padding(
        fn, padding, sizes, dilated(kernels, dilations), strides, output_sizes
    )
    return strides, crops, output_sizes, dilations


def _conv_transpose(
    b: Any,
    fn: str,
    n: int,
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    output_shape: Any,
    data_format: str,
    filter_format: str,
    dilations: _IntOrInts,
    bias: Array | None,
) -> Array:
    """Resolves a transposed convolution's arguments and calls backend ``b``'s ``fn``."""
    exact = checks.exact_key(strides, padding, output_shape, dilations)
    shapes = checks.shapes_key(x, filters, bias)
    key = None if exact is None else (fn, *shapes, *exact, data_format, filter_format)
    args = (fn, n, x, filters, strides, padding, output_shape, data_format, filter_format)
    strides, crops, output_sizes, dilations = checks.resolved(
        key, _resolve_conv_transpose, *args, dilations, bias
    )
    return getattr(b, fn)(
        x,
        filters,
        strides,
        crops,
        output_shape=output_sizes,
        data_format=data_format,
        filter_format=filter_format,
        dilations=dilations,
        bias=bias,
    )


def conv1d_transpose(
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    output_shape: Sequence[int] | None = None,
    data_format: str = "NWC",
    filter_format: str = "channel_last",
    dilations: _IntOrInts = 1,
    bias: Array | None = None,
    backend: BackendLike = None,
) -> Array:
    """The transposed convolution over 1 spatial dimension, the gradient of :func:`conv1d`.

    It is the gradient with respect to the input of ``conv1d``.

    Args:
        x: array of shape ``(batch, width, in_channels)`` (or ``(batch, in_channels,
            width)`` with ``data_format="NCW"``), floating-point.
        filters: array of shape ``(kw, out_channels, in_channels)`` (TensorFlow's
            layout), or ``(in_channels, out_channels, kw)`` with
            ``filter_format="channel_first"`` (torch's); the dtype of ``x``.
        strides: the forward convolution's strides: an int, or one per spatial dimension.
        padding: the forward convolution's padding: ``"SAME"``, ``"VALID"``, an int, or one
            ``(before, after)`` pair per spatial dimension.
        output_shape: the output's spatial shape (or its whole shape), which the forward
            convolution maps back to the shape of ``x``; it picks among the sizes that do when
            strides exceed 1. By default ``size * stride`` for ``"SAME"``, otherwise ``(size - 1)
            * stride + dilation * (k - 1) + 1 - before - after``.
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).
        filter_format: ``"channel_last"`` or ``"channel_first"`` (see ``filters``).
        dilations: the spacing between kernel elements: an int, or one per spatial dimension.
        bias: None, or an array of shape ``(out_channels,)`` added to every output position.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_width, out_channels)`` (channels first for ``"NCW"``),
        the dtype of ``x``.

    Raises:
        ShapeError: ``x`` or ``filters`` has the wrong rank, or their channels do not fit.
        ValueError: a bad ``padding``, ``strides``, ``dilations`` or format, or an
            ``output_shape`` the forward convolution does not map to the shape of ``x``.

    Example:
        >>> import ivy
        >>> x, filters = ivy.ones((2, 3, 4)), ivy.ones((3, 2, 4))
        >>> ivy.conv1d_transpose(x, filters, 2, "SAME").shape
        (2, 6, 2)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, filters, bias)
    try:
        return _conv_transpose(
            b, "conv1d_transpose", 1, x, filters, strides, padding, output_shape, data_format,
            filter_format, dilations, bias,
        )  # fmt: skip
    except Exception:
        if recover.holds_sequence(x, filters, bias):
            return recover.retry_with_arrays(conv1d_transpose, b, locals(), "x", "filters", "bias")
        if recover.mixed_floats(b, x, filters, bias):
            return recover.retry_promoted(conv1d_transpose, b, locals(), "x", "filters", "bias")
        checks.explain(_explain_dtypes, "conv1d_transpose", b, x, filters)
        raise


def conv2d_transpose(
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    output_shape: Sequence[int] | None = None,
    data_format: str = "NHWC",
    filter_format: str = "channel_last",
    dilations: _IntOrInts = 1,
    bias: Array | None = None,
    backend: BackendLike = None,
) -> Array:
    """The transposed convolution over 2 spatial dimensions, the gradient of :func:`conv2d`.

    It is the gradient with respect to the input of ``conv2d``.

    Args:
        x: array of shape ``(batch, height, width, in_channels)`` (or ``(batch, in_channels,
            height, width)`` with ``data_format="NCHW"``), floating-point.
        filters: array of shape ``(kh, kw, out_channels, in_channels)`` (TensorFlow's
            layout), or ``(in_channels, out_channels, kh, kw)`` with
            ``filter_format="channel_first"`` (torch's); the dtype of ``x``.
        strides: the forward convolution's strides: an int, or one per spatial dimension.
        padding: the forward convolution's padding: ``"SAME"``, ``"VALID"``, an int, or one
            ``(before, after)`` pair per spatial dimension.
        output_shape: the output's spatial shape (or its whole shape), which the forward
            convolution maps back to the shape of ``x``; it picks among the sizes that do when
            strides exceed 1. By default ``size * stride`` for ``"SAME"``, otherwise ``(size - 1)
            * stride + dilation * (k - 1) + 1 - before - after``.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        filter_format: ``"channel_last"`` or ``"channel_first"`` (see ``filters``).
        dilations: the spacing between kernel elements: an int, or one per spatial dimension.
        bias: None, or an array of shape ``(out_channels,)`` added to every output position.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_height, out_width, out_channels)`` (channels first for
        ``"NCHW"``),
        the dtype of ``x``.

    Raises:
        ShapeError: ``x`` or ``filters`` has the wrong rank, or their channels do not fit.
        ValueError: a bad ``padding``, ``strides``, ``dilations`` or format, or an
            ``output_shape`` the forward convolution does not map to the shape of ``x``.

    Example:
        >>> import ivy
        >>> x, filters = ivy.ones((2, 3, 3, 4)), ivy.ones((3, 3, 2, 4))
        >>> ivy.conv2d_transpose(x, filters, 2, "SAME").shape
        (2, 6, 6, 2)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, filters, bias)
    try:
        return _conv_transpose(
            b, "conv2d_transpose", 2, x, filters, strides, padding, output_shape, data_format,
            filter_format, dilations, bias,
        )  # fmt: skip
    except Exception:
        if recover.holds_sequence(x, filters, bias):
            return recover.retry_with_arrays(conv2d_transpose, b, locals(), "x", "filters", "bias")
        if recover.mixed_floats(b, x, filters, bias):
            return recover.retry_promoted(conv2d_transpose, b, locals(), "x", "filters", "bias")
        checks.explain(_explain_dtypes, "conv2d_transpose", b, x, filters)
        raise


def conv3d_transpose(
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    output_shape: Sequence[int] | None = None,
    data_format: str = "NDHWC",
    filter_format: str = "channel_last",
    dilations: _IntOrInts = 1,
    bias: Array | None = None,
    backend: BackendLike = None,
) -> Array:
    """The transposed convolution over 3 spatial dimensions, the gradient of :func:`conv3d`.

    It is the gradient with respect to the input of ``conv3d``.

    Args:
        x: array of shape ``(batch, depth, height, width, in_channels)`` (or ``(batch, in_channels,
            depth, height, width)`` with ``data_format="NCDHW"``), floating-point.
        filters: array of shape ``(kd, kh, kw, out_channels, in_channels)`` (TensorFlow's
            layout), or ``(in_channels, out_channels, kd, kh, kw)`` with
            ``filter_format="channel_first"`` (torch's); the dtype of ``x``.
        strides: the forward convolution's strides: an int, or one per spatial dimension.
        padding: the forward convolution's padding: ``"SAME"``, ``"VALID"``, an int, or one
            ``(before, after)`` pair per spatial dimension.
        output_shape: the output's spatial shape (or its whole shape), which the forward
            convolution maps back to the shape of ``x``; it picks among the sizes that do when
            strides exceed 1. By default ``size * stride`` for ``"SAME"``, otherwise ``(size - 1)
            * stride + dilation * (k - 1) + 1 - before - after``.
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).
        filter_format: ``"channel_last"`` or ``"channel_first"`` (see ``filters``).
        dilations: the spacing between kernel elements: an int, or one per spatial dimension.
        bias: None, or an array of shape ``(out_channels,)`` added to every output position.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_depth, out_height, out_width, out_channels)`` (channels first
        for ``"NCDHW"``),
        the dtype of ``x``.

    Raises:
        ShapeError: ``x`` or ``filters`` has the wrong rank, or their channels do not fit.
        ValueError: a bad ``padding``, ``strides``, ``dilations`` or format, or an
            ``output_shape`` the forward convolution does not map to the shape of ``x``.

    Example:
        >>> import ivy
        >>> x, filters = ivy.ones((2, 2, 3, 3, 4)), ivy.ones((3, 3, 3, 2, 4))
        >>> ivy.conv3d_transpose(x, filters, 2, "SAME").shape
        (2, 4, 6, 6, 2)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, filters, bias)
    try:
        return _conv_transpose(
            b, "conv3d_transpose", 3, x, filters, strides, padding, output_shape, data_format,
            filter_format, dilations, bias,
        )  # fmt: skip
    except Exception:
        if recover.holds_sequence(x, filters, bias):
            return recover.retry_with_arrays(conv3d_transpose, b, locals(), "x", "filters", "bias")
        if recover.mixed_floats(b, x, filters, bias):
            return recover.retry_promoted(conv3d_transpose, b, locals(), "x", "filters", "bias")
        checks.explain(_explain_dtypes, "conv3d_transpose", b, x, filters)
        raise


def depthwise_conv2d(
    x: Array,
    filters: Array,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NHWC",
    dilations: _IntOrInts = 1,
    backend: BackendLike = None,
) -> Array:
    """Convolves each channel of ``x`` with its own filters (TensorFlow's depthwise_conv2d).

    Args:
        x: array of shape ``(batch, height, width, channels)`` (or ``(batch, channels, height,
            width)`` with ``data_format="NCHW"``), floating-point.
        filters: array of shape ``(kh, kw, channels)``, or ``(kh, kw, channels, multiplier)``
            for ``multiplier`` outputs per channel; the dtype of ``x``.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension (see :mod:`ivy.api.convolution`).
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        dilations: the spacing between kernel elements: an int, or one per spatial dimension.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_height, out_width, channels * multiplier)`` (channels first
        for ``"NCHW"``), the dtype of ``x``; output channel ``c * multiplier + m`` is channel
        ``c`` convolved with ``filters[:, :, c, m]``.

    Raises:
        ShapeError: ``x`` or ``filters`` has the wrong rank, or their channels do not fit.
        ValueError: a bad ``padding``, ``strides``, ``dilations`` or ``data_format``.

    Example:
        >>> import ivy
        >>> ivy.depthwise_conv2d(ivy.ones((2, 5, 5, 3)), ivy.ones((3, 3, 3)), 1, "SAME").shape
        (2, 5, 5, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, filters)
    try:
        shape = tuple(filters.shape)
        if len(shape) not in (3, 4):
            raise ShapeError(
                "depthwise_conv2d: filters must have shape (kh, kw, channels) or (kh, kw, "
                "channels, "
                f"multiplier); got shape {shape}"
            )
        channels = _layout("depthwise_conv2d", x, 2, data_format)[1]
        if shape[2] != channels:
            raise ShapeError(
                f"depthwise_conv2d: x has {channels} channels, but filters of shape {shape} have "
                f"{shape[2]}"
            )
        multiplier = shape[3] if len(shape) == 4 else 1
        # One group per channel: the (kh, kw, channels, multiplier) filters, read in row-major
        # order, are the grouped convolution's (kh, kw, 1, channels * multiplier).
        grouped = b.reshape(filters, (shape[0], shape[1], 1, channels * multiplier))
        try:
            return _conv(
                b, "conv2d", 2, x, grouped, strides, padding, data_format, "channel_last",
                dilations, None, channels, caller="depthwise_conv2d",
            )  # fmt: skip
        except Exception:
            if recover.holds_sequence(x, filters):
                return recover.retry_with_arrays(depthwise_conv2d, b, locals(), "x", "filters")
            if recover.mixed_floats(b, x, filters):
                return recover.retry_promoted(depthwise_conv2d, b, locals(), "x", "filters")
            checks.explain(_explain_dtypes, "depthwise_conv2d", b, x, filters)
            raise
    except Exception:
        checks.explain(None)
        raise
