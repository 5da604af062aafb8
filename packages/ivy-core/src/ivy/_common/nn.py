"""The arithmetic of convolutions, pools and norms, written once for the api and the backends.

Most helpers work on the host, on shapes and argument tuples (plain Python and numpy): their
results are constants of the shapes that the backends pass to their framework's ops. The few that
compute on arrays take ``xp``, an array namespace with numpy's names (``numpy``, ``jax.numpy``,
``mxnet.numpy``; ``paddle`` where noted), and are only used where the code is the same in each.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

Pairs = Sequence[tuple[int, int]]

# Convolution


def dilated(kernels: Sequence[int], dilations: Sequence[int]) -> tuple[int, ...]:
    """The extent of each kernel axis with ``dilation - 1`` gaps between its taps."""
    return tuple((k - 1) * d + 1 for k, d in zip(kernels, dilations, strict=True))


def transpose_padding(
    kernels: Sequence[int], dilations: Sequence[int], crops: Pairs
) -> tuple[tuple[int, int], ...]:
    """The padding of the correlation that a transposed convolution is.

    A transposed convolution is the gradient of a convolution: its input spread out by the
    strides, padded by the dilated kernel size less one less the crop (negative pads crop), and
    correlated with the flipped kernel.
    """
    return tuple(
        (k - 1 - b, k - 1 - a) for k, (b, a) in zip(dilated(kernels, dilations), crops, strict=True)
    )


# Pooling


def spatial_axes(ndim: int, data_format: str) -> range:
    """The spatial axes of an array of ``ndim`` dimensions in ``data_format``."""
    return range(2, ndim) if data_format[1] == "C" else range(1, ndim - 1)


def pool_padding(padding: Pairs, overhang: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``padding`` with the ``overhang`` (what ``ceil_mode``'s last windows read) added after."""
    return tuple((b, a + e) for (b, a), e in zip(padding, overhang, strict=True))


def divides_by_kernel_size(
    padding: Pairs, overhang: Sequence[int], count_include_pad: bool
) -> bool:
    """Whether every window of an average pool divides by the kernel's size.

    So when no window reads past the padding, and the padding (if any) counts.
    """
    return not any(overhang) and (count_include_pad or not any(map(any, padding)))


def counted_padding(
    padding: Pairs, overhang: Sequence[int], count_include_pad: bool
) -> list[tuple[tuple[tuple[int, int], ...], int]]:
    """How to pad a mask of ones over the input so that it marks what an average pool counts.

    Returns ``(pairs, fill)`` steps, applied in order: the padding counts (fill 1) with
    ``count_include_pad``; the overhang never does (fill 0).
    """
    if count_include_pad:
        no_padding = ((0, 0),) * len(padding)
        return [(tuple(padding), 1), (pool_padding(no_padding, overhang), 0)]
    return [(pool_padding(padding, overhang), 0)]


def window_taps(
    sizes: Sequence[int], kernel: Sequence[int], strides: Sequence[int], dilation: Sequence[int]
) -> Iterator[tuple[slice, ...]]:
    """For a pool over (already padded) spatial ``sizes``: one tuple of spatial slices per tap.

    The slice of a tap reads that kernel element of every window, so a pool is a reduction over
    the taps' slices (for frameworks whose pools take no dilation).
    """
    outs = [
        (size - (k - 1) * d - 1) // s + 1
        for size, k, s, d in zip(sizes, kernel, strides, dilation, strict=True)
    ]
    for taps in itertools.product(*map(range, kernel)):
        yield tuple(
            slice(t * d, t * d + (o - 1) * s + 1, s)
            for t, d, o, s in zip(taps, dilation, outs, strides, strict=True)
        )


def adaptive_bins(size: int, out: int) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each of the ``out`` bins of an adaptive pool over ``size``.

    As torch: bin ``i`` spans ``floor(i * size / out)`` to ``ceil((i + 1) * size / out)``, so
    neighbours may overlap.
    """
    return [(i * size // out, -(-(i + 1) * size // out)) for i in range(out)]


def _cubic(t: np.ndarray, a: float = -0.75) -> np.ndarray:
    # Keys' cubic convolution kernel, for |t| <= 2 (torch's upsample_bicubic2d).
    t = np.abs(t)
    near = ((a + 2) * t - (a + 3)) * t * t + 1
    far = ((a * t - 5 * a) * t + 8 * a) * t - 4 * a
    return np.where(t <= 1, near, far)


def interpolation_taps(
    size: int, out: int, mode: str, align_corners: bool, scale_factor: float | None
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """For one axis of interpolate: the input indices each output reads, and their weights.

    Each is a list with one ``(out,)`` array per tap (int64 indices, float64 weights); the
    output is the sum over the taps of the input gathered at the indices times the weights.
    ``scale_factor`` is this axis's, or None to map coordinates by the sizes (as torch).
    """
    scale = size / out if scale_factor is None else 1 / scale_factor
    dst = np.arange(out, dtype=np.float64)
    if mode == "nearest":
        return [np.minimum(np.floor(dst * scale).astype(np.int64), size - 1)], [np.ones(out)]
    if align_corners:
        src = dst * ((size - 1) / (out - 1)) if out > 1 else np.zeros(out)
    else:
        src = (dst + 0.5) * scale - 0.5
    if mode != "bicubic":
        src = np.maximum(src, 0.0)
        left = np.minimum(np.floor(src).astype(np.int64), size - 1)
        frac = src - left
        return [left, np.minimum(left + 1, size - 1)], [1 - frac, frac]
    base = np.floor(src)
    frac = src - base
    indices = [np.clip(base + k, 0, size - 1).astype(np.int64) for k in (-1, 0, 1, 2)]
    return indices, [_cubic(frac + 1), _cubic(frac), _cubic(1 - frac), _cubic(2 - frac)]


# Normalization


def channel_axis(ndim: int, data_format: str) -> int:
    """The channel axis of a norm's input: last for ``"NSC"``, 1 for ``"NCS"``."""
    return ndim - 1 if data_format == "NSC" else 1


def per_channel(shape: Sequence[int], axis: int) -> tuple[int, ...]:
    """The shape that makes a ``(C,)`` parameter broadcast along channel ``axis`` of ``shape``."""
    return (shape[axis],) + (1,) * (len(shape) - 1 - axis)


def trailing_axes(ndim: int, count: int) -> tuple[int, ...]:
    """The last ``count`` of ``ndim`` axes (what layer_norm normalizes over)."""
    return tuple(range(ndim - count, ndim))


def grouped(
    shape: Sequence[int], channel: int, num_groups: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """group_norm's view of ``shape`` and the axes of it to normalize over.

    The view splits the channel axis into ``(num_groups, C // num_groups)``; the axes are all of
    a sample's but the group axis.
    """
    shape = tuple(shape)
    split = (*shape[:channel], num_groups, shape[channel] // num_groups, *shape[channel + 1 :])
    return split, tuple(a for a in range(1, len(split)) if a != channel)


def running_statistics(
    mean: Any, variance: Any, batch_mean: Any, batch_variance: Any, momentum: float, count: int
) -> tuple[Any, Any]:
    """batch_norm's updated running mean and variance (arithmetic operators only)."""
    running_mean = (1 - momentum) * mean + momentum * batch_mean
    # The running variance is updated with the unbiased batch variance, as torch does.
    unbiased = batch_variance * (count / (count - 1))
    return running_mean, (1 - momentum) * variance + momentum * unbiased


def normalize(x: Any, axes: tuple[int, ...], epsilon: float, xp: Any) -> Any:
    """``x`` less its mean over ``axes``, over its standard deviation (``xp``: numpy-like)."""
    mean = xp.mean(x, axis=axes, keepdims=True)
    centered = x - mean
    variance = xp.mean(xp.square(centered), axis=axes, keepdims=True)
    return centered / xp.sqrt(variance + epsilon)


def affine(y: Any, weight: Any, bias: Any, shape: Sequence[int], xp: Any) -> Any:
    """``y * weight + bias``, each reshaped to ``shape`` and left out when None.

    ``xp`` needs only ``reshape``, so paddle and tensorflow do too.
    """
    if weight is not None:
        y = y * xp.reshape(weight, shape)
    if bias is not None:
        y = y + xp.reshape(bias, shape)
    return y


def layer_norm(
    x: Any, normalized_shape: Sequence[int], weight: Any, bias: Any, epsilon: float, xp: Any
) -> Any:
    """ivy.layer_norm in a numpy-like ``xp``."""
    axes = trailing_axes(x.ndim, len(normalized_shape))
    return affine(normalize(x, axes, epsilon, xp), weight, bias, normalized_shape, xp)


def batch_norm(
    x: Any,
    mean: Any,
    variance: Any,
    offset: Any,
    scale: Any,
    training: bool,
    momentum: float,
    epsilon: float,
    data_format: str,
    xp: Any,
) -> tuple[Any, Any, Any]:
    """ivy.batch_norm in ``xp``: numpy-like, or paddle (it reads ``mean`` without keepdims)."""
    shape = tuple(x.shape)
    channel = channel_axis(len(shape), data_format)
    broadcast = per_channel(shape, channel)
    if training:
        axes = tuple(a for a in range(len(shape)) if a != channel)
        batch_mean = xp.mean(x, axis=axes)
        batch_variance = xp.mean(xp.square(x - xp.reshape(batch_mean, broadcast)), axis=axes)
        count = math.prod(shape) // shape[channel]
        running = running_statistics(mean, variance, batch_mean, batch_variance, momentum, count)
        mean, variance = batch_mean, batch_variance
    else:
        running = mean, variance
    y = (x - xp.reshape(mean, broadcast)) / xp.sqrt(xp.reshape(variance, broadcast) + epsilon)
    return (affine(y, scale, offset, broadcast, xp), *running)


def group_norm(
    x: Any, num_groups: int, weight: Any, bias: Any, epsilon: float, data_format: str, xp: Any
) -> Any:
    """ivy.group_norm in a numpy-like ``xp``."""
    shape = tuple(x.shape)
    channel = channel_axis(len(shape), data_format)
    split, axes = grouped(shape, channel, num_groups)
    y = xp.reshape(normalize(xp.reshape(x, split), axes, epsilon, xp), shape)
    return affine(y, weight, bias, per_channel(shape, channel), xp)
