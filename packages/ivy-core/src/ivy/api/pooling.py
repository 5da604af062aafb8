"""Pooling and interpolation, channels-last by default, channels-first with ``data_format``.

Layouts and ``padding`` are as in :mod:`ivy.api.convolution`. Pooling follows torch where the
frameworks differ: with ``ceil_mode`` the output has ``ceil`` rather than ``floor`` windows per
axis, but the last window starts inside the input or the padding before it; average pooling
divides by the number of input elements in a window (plus padding elements with
``count_include_pad``, never the part a ``ceil_mode`` window hangs past the padding).

What the backends receive: ``kernel``, ``strides`` and ``dilation`` as tuples of one int per
spatial axis, ``padding`` as ``(before, after)`` pairs, and ``ceil_mode`` resolved to the number
of elements past the after padding that the last window reads, per axis (zeros when False).
``interpolate`` gets ``size`` as the output's spatial shape, ``scale_factor`` as one float per
axis or None, and the ``data_format`` its rank implies when None was given.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ivy._common import checks, nn
from ivy._typing import Array, BackendLike
from ivy.api.convolution import (
    _CHANNELS_LAST,
    _layout,
    _Padding,
    _padding,
)
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "max_pool1d",
    "max_pool2d",
    "max_pool3d",
    "avg_pool1d",
    "avg_pool2d",
    "avg_pool3d",
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
    "interpolate",
]

_IntOrInts = int | Sequence[int]


def _overhang(
    fn: str,
    sizes: tuple[int, ...],
    kernels: tuple[int, ...],
    strides: tuple[int, ...],
    pairs: tuple[tuple[int, int], ...],
    ceil_mode: bool,
) -> tuple[int, ...]:
    """Per axis, how far the last window reads past the padding (torch's ``ceil_mode``)."""
    extras = []
    for size, kernel, stride, (before, after) in zip(sizes, kernels, strides, pairs, strict=True):
        if max(before, after) > kernel // 2:
            raise InvalidArgumentError(
                f"{fn}: padding {(before, after)} must be at most half the (dilated) kernel "
                f"size {kernel}"
            )
        span = size + before + after - kernel
        if span < 0:
            raise ShapeError(
                f"{fn}: x's spatial shape {sizes} with padding is smaller than the kernel "
                f"{kernels} on some axis"
            )
        windows = (math.ceil(span / stride) if ceil_mode else span // stride) + 1
        if ceil_mode and (windows - 1) * stride >= size + before:
            windows -= 1  # a window starting in the padding after would read no input
        extras.append(max((windows - 1) * stride + kernel - size - before - after, 0))
    return tuple(extras)


def _resolve_pool(
    fn: str,
    n: int,
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    data_format: str,
    dilation: _IntOrInts,
    ceil_mode: bool,
) -> tuple:
    """The checked ``(kernel, strides, padding pairs, dilation, ceil-mode overhang)`` of a pool."""
    sizes = _layout(fn, x, n, data_format)[0]
    kernel = checks.check_ints(fn, "kernel", kernel, n)
    strides = checks.check_ints(fn, "strides", strides, n)
    dilation = checks.check_ints(fn, "dilation", dilation, n)
    dilated = nn.dilated(kernel, dilation)
    pairs = _padding(fn, padding, sizes, dilated, strides)
    overhang = _overhang(fn, sizes, dilated, strides, pairs, ceil_mode)
    return kernel, strides, pairs, dilation, overhang


def _pool(
    b: Any,
    fn: str,
    n: int,
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    data_format: str,
    dilation: _IntOrInts,
    ceil_mode: bool,
    **options: bool,
) -> Array:
    """Resolves a pooling's arguments and calls backend ``b``'s ``fn``."""
    exact = checks.exact_key(kernel, strides, padding, dilation, ceil_mode)
    key = None if exact is None else (fn, *checks.shapes_key(x), *exact, data_format)
    args = (fn, n, x, kernel, strides, padding, data_format, dilation, ceil_mode)
    kernel, strides, pairs, dilation, extras = checks.resolved(key, _resolve_pool, *args)
    if "count_include_pad" not in options:  # max pooling
        options["dilation"] = dilation
    return getattr(b, fn)(
        x, kernel, strides, pairs, data_format=data_format, ceil_mode=extras, **options
    )


def max_pool1d(
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NWC",
    dilation: _IntOrInts = 1,
    ceil_mode: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The maximum over windows of 1 spatial dimension.

    Args:
        x: array of shape ``(batch, width, channels)`` (or ``(batch, channels, width)``
            with ``data_format="NCW"``), real floating-point.
        kernel: the window size: an int, or one per spatial dimension.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension, each at most half the (dilated) window size.
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).
        dilation: the spacing between window elements: an int, or one per spatial
            dimension.
        ceil_mode: round the number of windows up rather than down (see
            :mod:`ivy.api.pooling`).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_width, channels)`` (channels first for ``"NCW"``), the dtype
        of ``x``, where each ``out = floor((size + before + after - window) / stride) + 1``
        (``ceil`` with ``ceil_mode``); ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` has the wrong rank, or is smaller than the window.
        ValueError: a bad ``kernel``, ``strides``, ``padding`` or ``data_format``.

    Example:
        >>> import ivy
        >>> ivy.max_pool1d(ivy.ones((2, 5, 3)), 2, 2, "VALID").shape
        (2, 2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _pool(
            b, "max_pool1d", 1, x, kernel, strides, padding, data_format, dilation, ceil_mode,
        )  # fmt: skip
    except Exception:
        checks.explain(None)
        raise


def max_pool2d(
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NHWC",
    dilation: _IntOrInts = 1,
    ceil_mode: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The maximum over windows of 2 spatial dimensions.

    Args:
        x: array of shape ``(batch, height, width, channels)`` (or ``(batch, channels, height,
            width)``
            with ``data_format="NCHW"``), real floating-point.
        kernel: the window size: an int, or one per spatial dimension.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension, each at most half the (dilated) window size.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        dilation: the spacing between window elements: an int, or one per spatial
            dimension.
        ceil_mode: round the number of windows up rather than down (see
            :mod:`ivy.api.pooling`).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_height, out_width, channels)`` (channels first for
        ``"NCHW"``), the dtype
        of ``x``, where each ``out = floor((size + before + after - window) / stride) + 1``
        (``ceil`` with ``ceil_mode``); ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` has the wrong rank, or is smaller than the window.
        ValueError: a bad ``kernel``, ``strides``, ``padding`` or ``data_format``.

    Example:
        >>> import ivy
        >>> ivy.max_pool2d(ivy.ones((2, 5, 5, 3)), 2, 2, "VALID").shape
        (2, 2, 2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _pool(
            b, "max_pool2d", 2, x, kernel, strides, padding, data_format, dilation, ceil_mode,
        )  # fmt: skip
    except Exception:
        checks.explain(None)
        raise


def max_pool3d(
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NDHWC",
    dilation: _IntOrInts = 1,
    ceil_mode: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The maximum over windows of 3 spatial dimensions.

    Args:
        x: array of shape ``(batch, depth, height, width, channels)`` (or ``(batch, channels,
            depth, height, width)``
            with ``data_format="NCDHW"``), real floating-point.
        kernel: the window size: an int, or one per spatial dimension.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension, each at most half the (dilated) window size.
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).
        dilation: the spacing between window elements: an int, or one per spatial
            dimension.
        ceil_mode: round the number of windows up rather than down (see
            :mod:`ivy.api.pooling`).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_depth, out_height, out_width, channels)`` (channels first for
        ``"NCDHW"``), the dtype
        of ``x``, where each ``out = floor((size + before + after - window) / stride) + 1``
        (``ceil`` with ``ceil_mode``); ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` has the wrong rank, or is smaller than the window.
        ValueError: a bad ``kernel``, ``strides``, ``padding`` or ``data_format``.

    Example:
        >>> import ivy
        >>> ivy.max_pool3d(ivy.ones((2, 4, 5, 5, 3)), 2, 2, "VALID").shape
        (2, 2, 2, 2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _pool(
            b, "max_pool3d", 3, x, kernel, strides, padding, data_format, dilation, ceil_mode,
        )  # fmt: skip
    except Exception:
        checks.explain(None)
        raise


def avg_pool1d(
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NWC",
    count_include_pad: bool = False,
    ceil_mode: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The mean over windows of 1 spatial dimension.

    Args:
        x: array of shape ``(batch, width, channels)`` (or ``(batch, channels, width)``
            with ``data_format="NCW"``), real floating-point.
        kernel: the window size: an int, or one per spatial dimension.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension, each at most half the (dilated) window size.
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).
        count_include_pad: divide by the padding elements in a window too, not only by
            the input elements.
        ceil_mode: round the number of windows up rather than down (see
            :mod:`ivy.api.pooling`).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_width, channels)`` (channels first for ``"NCW"``), the dtype
        of ``x``, where each ``out = floor((size + before + after - window) / stride) + 1``
        (``ceil`` with ``ceil_mode``); ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` has the wrong rank, or is smaller than the window.
        ValueError: a bad ``kernel``, ``strides``, ``padding`` or ``data_format``.

    Example:
        >>> import ivy
        >>> ivy.avg_pool1d(ivy.ones((2, 5, 3)), 2, 2, "VALID").shape
        (2, 2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _pool(
            b, "avg_pool1d", 1, x, kernel, strides, padding, data_format, 1, ceil_mode,
            count_include_pad=count_include_pad,
        )  # fmt: skip
    except Exception:
        checks.explain(None)
        raise


def avg_pool2d(
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NHWC",
    count_include_pad: bool = False,
    ceil_mode: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The mean over windows of 2 spatial dimensions.

    Args:
        x: array of shape ``(batch, height, width, channels)`` (or ``(batch, channels, height,
            width)``
            with ``data_format="NCHW"``), real floating-point.
        kernel: the window size: an int, or one per spatial dimension.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension, each at most half the (dilated) window size.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        count_include_pad: divide by the padding elements in a window too, not only by
            the input elements.
        ceil_mode: round the number of windows up rather than down (see
            :mod:`ivy.api.pooling`).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_height, out_width, channels)`` (channels first for
        ``"NCHW"``), the dtype
        of ``x``, where each ``out = floor((size + before + after - window) / stride) + 1``
        (``ceil`` with ``ceil_mode``); ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` has the wrong rank, or is smaller than the window.
        ValueError: a bad ``kernel``, ``strides``, ``padding`` or ``data_format``.

    Example:
        >>> import ivy
        >>> ivy.avg_pool2d(ivy.ones((2, 5, 5, 3)), 2, 2, "VALID").shape
        (2, 2, 2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _pool(
            b, "avg_pool2d", 2, x, kernel, strides, padding, data_format, 1, ceil_mode,
            count_include_pad=count_include_pad,
        )  # fmt: skip
    except Exception:
        checks.explain(None)
        raise


def avg_pool3d(
    x: Array,
    kernel: _IntOrInts,
    strides: _IntOrInts,
    padding: _Padding,
    /,
    *,
    data_format: str = "NDHWC",
    count_include_pad: bool = False,
    ceil_mode: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The mean over windows of 3 spatial dimensions.

    Args:
        x: array of shape ``(batch, depth, height, width, channels)`` (or ``(batch, channels,
            depth, height, width)``
            with ``data_format="NCDHW"``), real floating-point.
        kernel: the window size: an int, or one per spatial dimension.
        strides: the step between windows: an int, or one per spatial dimension.
        padding: ``"SAME"``, ``"VALID"``, an int, or one ``(before, after)`` pair per spatial
            dimension, each at most half the (dilated) window size.
        data_format: ``"NDHWC"`` (channels last) or ``"NCDHW"`` (channels first).
        count_include_pad: divide by the padding elements in a window too, not only by
            the input elements.
        ceil_mode: round the number of windows up rather than down (see
            :mod:`ivy.api.pooling`).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_depth, out_height, out_width, channels)`` (channels first for
        ``"NCDHW"``), the dtype
        of ``x``, where each ``out = floor((size + before + after - window) / stride) + 1``
        (``ceil`` with ``ceil_mode``); ``ceil(size / stride)`` for ``"SAME"``.

    Raises:
        ShapeError: ``x`` has the wrong rank, or is smaller than the window.
        ValueError: a bad ``kernel``, ``strides``, ``padding`` or ``data_format``.

    Example:
        >>> import ivy
        >>> ivy.avg_pool3d(ivy.ones((2, 4, 5, 5, 3)), 2, 2, "VALID").shape
        (2, 2, 2, 2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _pool(
            b, "avg_pool3d", 3, x, kernel, strides, padding, data_format, 1, ceil_mode,
            count_include_pad=count_include_pad,
        )  # fmt: skip
    except Exception:
        checks.explain(None)
        raise


def _adaptive(
    b: Any, fn: str, n: int, x: Array, output_size: _IntOrInts, data_format: str
) -> Array:
    _layout(fn, x, n, data_format)
    output_size = checks.check_ints(fn, "output_size", output_size, n)
    return getattr(b, fn)(x, output_size, data_format=data_format)


def adaptive_avg_pool1d(
    x: Array, output_size: _IntOrInts, /, *, data_format: str = "NWC", backend: BackendLike = None
) -> Array:
    """The mean over ``output_size`` windows that cover the width, as torch's.

    Window ``i`` of an axis of size ``size`` spans ``floor(i * size / output_size)`` to
    ``ceil((i + 1) * size / output_size)`` (exclusive); neighbours may overlap.

    Args:
        x: array of shape ``(batch, width, channels)`` (or ``(batch, channels, width)`` with
            ``data_format="NCW"``), real floating-point.
        output_size: the output width (an int, or a 1-tuple).
        data_format: ``"NWC"`` (channels last) or ``"NCW"`` (channels first).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, output_size, channels)`` (channels first for ``"NCW"``), the
        dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.adaptive_avg_pool1d(ivy.reshape(ivy.arange(5.0), (1, 5, 1)), 2)[0, :, 0].tolist()
        [1.0, 3.0]
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _adaptive(b, "adaptive_avg_pool1d", 1, x, output_size, data_format)
    except Exception:
        checks.explain(None)
        raise


def adaptive_avg_pool2d(
    x: Array,
    output_size: _IntOrInts,
    /,
    *,
    data_format: str = "NHWC",
    backend: BackendLike = None,
) -> Array:
    """The mean over ``output_size`` windows that cover the height and width, as torch's.

    Along each axis, window ``i`` spans ``floor(i * size / out)`` to ``ceil((i + 1) * size /
    out)`` (exclusive); neighbours may overlap.

    Args:
        x: array of shape ``(batch, height, width, channels)`` (or ``(batch, channels, height,
            width)`` with ``data_format="NCHW"``), real floating-point.
        output_size: the output's ``(height, width)``, or one int for both.
        data_format: ``"NHWC"`` (channels last) or ``"NCHW"`` (channels first).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, out_height, out_width, channels)`` (channels first for
        ``"NCHW"``), the dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.adaptive_avg_pool2d(ivy.ones((2, 5, 7, 3)), (2, 3)).shape
        (2, 2, 3, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return _adaptive(b, "adaptive_avg_pool2d", 2, x, output_size, data_format)
    except Exception:
        checks.explain(None)
        raise


_MODE_DIMS = {"nearest": (1, 2, 3), "linear": (1,), "bilinear": (2,), "bicubic": (2,)}


def interpolate(
    x: Array,
    size: _IntOrInts | None,
    /,
    *,
    mode: str = "linear",
    scale_factor: float | Sequence[float] | None = None,
    align_corners: bool = False,
    data_format: str | None = None,
    backend: BackendLike = None,
) -> Array:
    """Resizes the spatial dimensions of ``x``, as torch.nn.functional.interpolate does.

    ``"nearest"`` reads input element ``floor(i * in / out)`` (torch's "nearest", not
    "nearest-exact"); the other modes sample at ``(i + 0.5) * in / out - 0.5`` (half-pixel
    centres), or at ``i * (in - 1) / (out - 1)`` with ``align_corners``. ``"bicubic"`` is Keys'
    kernel with ``a = -0.75``, reading past the edges as the edge element, as torch does. With
    ``scale_factor``, ``in / out`` is ``1 / scale_factor``, again as torch.

    Args:
        x: array of shape ``(batch, *spatial, channels)`` (or ``(batch, channels, *spatial)``
            with a channels-first ``data_format``), floating-point; 1 spatial dimension for
            ``"linear"``, 2 for ``"bilinear"`` and ``"bicubic"``, 1 to 3 for ``"nearest"``.
        size: the output's spatial shape (an int for all axes), or None with ``scale_factor``.
        mode: ``"nearest"``, ``"linear"``, ``"bilinear"`` or ``"bicubic"``.
        scale_factor: with ``size`` None, the output is ``floor(in * scale_factor)`` per axis;
            a float, or one per spatial dimension.
        align_corners: map the corner elements of input and output onto each other (not for
            ``"nearest"``).
        data_format: ``"NWC"``, ``"NHWC"`` or ``"NDHWC"`` (channels last), or ``"NCW"``,
            ``"NCHW"`` or ``"NCDHW"`` (channels first); None means channels last, with the
            number of spatial dimensions ``x.ndim - 2``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(batch, *size, channels)`` (channels first for a channels-first
        ``data_format``), the dtype of ``x``.

    Raises:
        ShapeError: ``x`` has a rank ``mode`` does not take.
        ValueError: a bad ``mode``, ``data_format``, ``size`` or ``scale_factor`` (exactly one of
            them must be given), or ``align_corners`` with ``"nearest"``.

    Example:
        >>> import ivy
        >>> x = ivy.reshape(ivy.asarray([0.0, 1.0]), (1, 2, 1))
        >>> ivy.interpolate(x, 4)[0, :, 0].tolist()
        [0.0, 0.25, 0.75, 1.0]
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        if mode not in _MODE_DIMS:
            raise InvalidArgumentError(
                "interpolate: mode must be 'nearest', 'linear', 'bilinear' or 'bicubic'; got "
                f"{mode!r}"
            )
        n = len(x.shape) - 2
        if n not in _MODE_DIMS[mode]:
            dims = " to ".join(map(str, sorted({min(_MODE_DIMS[mode]), max(_MODE_DIMS[mode])})))
            raise ShapeError(
                f"interpolate: mode {mode!r} takes x with {dims} spatial dimensions (x.ndim - 2); "
                f"got x of shape {tuple(x.shape)}"
            )
        if data_format is None:
            data_format = _CHANNELS_LAST[n]
        sizes = _layout("interpolate", x, n, data_format)[0]
        if align_corners and mode == "nearest":
            raise InvalidArgumentError(
                "interpolate: align_corners is for the interpolating modes, not 'nearest'"
            )
        if (size is None) == (scale_factor is None):
            raise InvalidArgumentError("interpolate: give exactly one of size and scale_factor")
        if size is not None:
            size = checks.check_ints("interpolate", "size", size, n)
        else:
            try:
                scales = (
                    (float(scale_factor),) * n
                    if not isinstance(scale_factor, Sequence)
                    else tuple(map(float, scale_factor))
                )
            except (TypeError, ValueError):
                scales = ()
            if len(scales) != n or not all(s > 0 for s in scales):
                raise InvalidArgumentError(
                    f"interpolate: scale_factor must be a positive float or {n} of them; "
                    f"got {scale_factor!r}"
                )
            scale_factor = scales
            size = tuple(math.floor(i * s) for i, s in zip(sizes, scales, strict=True))
            if not all(size):
                raise InvalidArgumentError(
                    f"interpolate: scale_factor {scale_factor} gives an empty output for x's "
                    "spatial "
                    f"shape {sizes}"
                )
        return b.interpolate(
            x,
            size,
            mode,
            scale_factor,
            align_corners,
            data_format,
        )
    except Exception:
        checks.explain(None)
        raise
