"""Padding, resizing, sampling and rearranging: ``pad``, ``interpolate``, ``grid_sample``, ...

Also ``affine_grid``, ``pixel_shuffle``/``unshuffle`` and the distances.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import ivy
from ivy_transpiler.frontends.torch._common import (
    cast,
    constant,
    ndim_of,
    normalize_dim,
    shape_of,
    unsupported,
)
from ivy_transpiler.frontends.torch._dtypes import available
from ivy_transpiler.frontends.torch.linalg import vector_norm
from ivy_transpiler.frontends.torch.manipulation import slice_axis

__all__ = ["FRONTENDS"]

_CHANNELS_FIRST = {1: "NCW", 2: "NCHW", 3: "NCDHW"}


def pad(input: Any, pad: Sequence[int], mode: str = "constant", value: float | None = None) -> Any:
    """torch.nn.functional.pad.

    ``pad`` lists ``(before, after)`` from the last dim backwards; negative amounts crop. Modes
    ``"constant"``, ``"reflect"``, ``"replicate"``, ``"circular"``.
    """
    pad = [int(p) for p in pad]
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    n = ndim_of(input)
    if len(pad) // 2 > n:
        raise RuntimeError(
            "Padding length should be less than or equal to two times the input dimension"
        )
    pairs = [(0, 0)] * n
    for i in range(len(pad) // 2):
        pairs[n - 1 - i] = (pad[2 * i], pad[2 * i + 1])
    x = input
    # negative padding crops first
    for axis, (before, after) in enumerate(pairs):
        if before < 0 or after < 0:
            size = int(x.shape[axis])
            x = slice_axis(x, axis, max(-before, 0), size - max(-after, 0))
    pairs = [(max(b, 0), max(a, 0)) for b, a in pairs]
    if all(p == (0, 0) for p in pairs):
        return x
    if mode == "constant":
        return ivy.constant_pad(x, pairs, value=0 if value is None else value)
    if mode not in ("reflect", "replicate", "circular"):
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    for axis, (before, after) in enumerate(pairs):
        if before or after:
            size = int(x.shape[axis])
            index = np.arange(-before, size + after)
            if mode == "reflect":
                if before >= size or after >= size:
                    raise RuntimeError(
                        f"Argument #4: Padding size should be less than the corresponding input "
                        f"dimension, but got: padding ({before}, {after}) at dimension {axis} of "
                        f"input {list(shape_of(input))}"
                    )
                period = 2 * (size - 1)
                index = np.abs((index + period) % period) if period else np.zeros_like(index)
                index = np.where(index >= size, period - index, index)
            elif mode == "replicate":
                index = np.clip(index, 0, size - 1)
            else:
                index = index % size
            x = ivy.take(x, constant(index, "int64", x), axis=axis)
    return x


def interpolate(
    input: Any, size: Any = None, scale_factor: Any = None, mode: str = "nearest",
    align_corners: bool | None = None, recompute_scale_factor: bool | None = None,
    antialias: bool = False,
) -> Any:  # fmt: skip
    """torch.nn.functional.interpolate.

    Resized spatial dims of ``(N, C, *spatial)``; modes ``"nearest"``, ``"nearest-exact"``,
    ``"linear"``, ``"bilinear"``, ``"bicubic"``, ``"trilinear"`` and ``"area"``.
    """
    if antialias:
        raise unsupported("interpolate", "antialias=True")
    n = ndim_of(input) - 2
    sizes = shape_of(input)[2:]
    if size is not None:
        out = (size,) * n if isinstance(size, int) else tuple(int(s) for s in size)
    else:
        scales = (
            (scale_factor,) * n if not isinstance(scale_factor, Sequence) else tuple(scale_factor)
        )
        out = tuple(math.floor(s * f) for s, f in zip(sizes, scales, strict=True))
    if mode == "area":
        from ivy_transpiler.frontends.torch.nn_functional.pooling import (
            adaptive_avg_pool1d,
            adaptive_avg_pool2d,
            adaptive_avg_pool3d,
        )

        return (adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d)[n - 1](input, out)
    if mode == "nearest-exact":
        x = input
        for axis, (i, o) in enumerate(zip(sizes, out, strict=True), start=2):
            index = np.minimum(np.floor((np.arange(o) + 0.5) * (i / o)).astype(np.int64), i - 1)
            x = ivy.take(x, constant(index, "int64", x), axis=axis)
        return x
    use_scale = size is None and not recompute_scale_factor
    ivy_scale = None
    if use_scale:
        ivy_scale = (
            (scale_factor,) * n if not isinstance(scale_factor, Sequence) else tuple(scale_factor)
        )
    if mode == "trilinear":
        return _trilinear(input, out, ivy_scale, bool(align_corners))
    return ivy.interpolate(
        input, None if use_scale else out, mode=mode, scale_factor=ivy_scale,
        align_corners=bool(align_corners), data_format=_CHANNELS_FIRST[n],
    )  # fmt: skip


def _trilinear(
    input: Any, out: tuple[int, ...], scales: tuple[float, ...] | None, align_corners: bool
) -> Any:
    """Trilinear resizing of ``(N, C, D, H, W)``: linear resizing along each spatial axis in turn.

    Linear interpolation is separable, so three 1-d passes give torch's trilinear weights.
    """
    if ndim_of(input) != 5:
        raise ValueError(
            f"interpolate: mode='trilinear' expects 5-d input (N, C, D, H, W), got shape "
            f"{list(shape_of(input))}"
        )
    x = input
    for axis in range(2, 5):
        if scales is None and int(x.shape[axis]) == out[axis - 2]:
            continue
        moved = ivy.moveaxis(x, axis, -1)
        lead = shape_of(moved)[:-1]
        rows = ivy.reshape(moved, (-1, 1, int(moved.shape[-1])))
        resized = ivy.interpolate(
            rows, None if scales else out[axis - 2], mode="linear",
            scale_factor=(scales[axis - 2],) if scales else None, align_corners=align_corners,
            data_format="NCW",
        )  # fmt: skip
        x = ivy.moveaxis(ivy.reshape(resized, (*lead, out[axis - 2])), -1, axis)
    return x


def upsample(input: Any, size: Any = None, scale_factor: Any = None, mode: str = "nearest",
             align_corners: bool | None = None) -> Any:  # fmt: skip
    """torch.nn.functional.upsample: :func:`interpolate`."""
    return interpolate(input, size, scale_factor, mode, align_corners)


_GRID_MODES = ("bilinear", "nearest", "bicubic")
_GRID_PADDINGS = ("zeros", "border", "reflection")
_CUBIC_A = -0.75  # torch's (and Keys') bicubic kernel parameter


def _unnormalize(coord: Any, size: int, align_corners: bool) -> Any:
    """Grid coordinates in ``[-1, 1]`` as input indices (corner or half-pixel centres)."""
    if align_corners:
        return ivy.multiply(ivy.add(coord, 1.0), (size - 1) / 2)
    return ivy.divide(ivy.subtract(ivy.multiply(ivy.add(coord, 1.0), size), 1.0), 2)


def _reflect(coord: Any, twice_low: int, twice_high: int) -> Any:
    """``coord`` reflected into ``[twice_low / 2, twice_high / 2]``, as torch reflects."""
    if twice_low == twice_high:
        return ivy.zeros_like(coord)
    low, span = twice_low / 2, (twice_high - twice_low) / 2
    distance = ivy.abs(ivy.subtract(coord, low))
    extra = ivy.remainder(distance, span)
    flips = ivy.floor(ivy.divide(distance, span))
    even = ivy.equal(ivy.remainder(flips, 2.0), 0.0)
    return ivy.add(ivy.where(even, extra, ivy.subtract(span, extra)), low)


def _padded(coord: Any, size: int, padding_mode: str, align_corners: bool) -> Any:
    """An input index moved inside the input as ``padding_mode`` says (``zeros``: unchanged)."""
    if padding_mode == "zeros":
        return coord
    if padding_mode == "reflection":
        twice = (0, 2 * (size - 1)) if align_corners else (-1, 2 * size - 1)
        coord = _reflect(coord, *twice)
    return ivy.clip(coord, 0, size - 1)


def grid_sample(
    input: Any, grid: Any, mode: str = "bilinear", padding_mode: str = "zeros",
    align_corners: bool | None = None,
) -> Any:  # fmt: skip
    """torch.nn.functional.grid_sample.

    ``input`` ``(N, C, H, W)`` (or ``(N, C, D, H, W)``) sampled at ``grid`` ``(N, H_out, W_out,
    2)`` (or ``(N, D_out, H_out, W_out, 3)``), whose last axis holds ``(x, y[, z])`` in ``[-1, 1]``
    (x indexing W). Modes ``"bilinear"`` (trilinear for 5-d), ``"nearest"`` (halves to even) and
    ``"bicubic"`` (4-d only); ``padding_mode`` ``"zeros"``, ``"border"`` or ``"reflection"``. The
    taps are gathered from the flattened input: ``2**n`` per output element for bilinear.

    Returns:
        ``(N, C, H_out, W_out)`` (or ``(N, C, D_out, H_out, W_out)``).
    """
    if mode not in _GRID_MODES:
        raise ValueError(f"grid_sample: expected mode to be one of {_GRID_MODES}, got {mode!r}")
    if padding_mode not in _GRID_PADDINGS:
        raise ValueError(
            f"grid_sample: expected padding_mode to be one of {_GRID_PADDINGS}, got "
            f"{padding_mode!r}"
        )
    shape = shape_of(input)
    n = len(shape) - 2
    if (
        n not in (2, 3)
        or shape_of(grid) != (shape[0], *shape_of(grid)[1:-1], n)
        or (ndim_of(grid) != n + 2)
    ):
        raise ValueError(
            f"grid_sample: expected input (N, C, H, W) with grid (N, H_out, W_out, 2), or input "
            f"(N, C, D, H, W) with grid (N, D_out, H_out, W_out, 3); got input {list(shape)} and "
            f"grid {list(shape_of(grid))}"
        )
    if mode == "bicubic" and n != 2:
        raise ValueError("grid_sample: mode='bicubic' needs 4-d input (N, C, H, W)")
    align = bool(align_corners)
    batch, channels, sizes = shape[0], shape[1], shape[2:]
    out_spatial = shape_of(grid)[1:-1]
    points = math.prod(out_spatial)
    grid = cast(grid, ivy.dtype(input))
    # the grid's last axis runs (x, y, z): x indexes the last spatial dim
    columns = ivy.split(ivy.reshape(grid, (batch, points, n)), n, axis=-1)
    coords = [_unnormalize(ivy.squeeze(columns[n - 1 - d], -1), sizes[d], align) for d in range(n)]
    if mode == "bicubic":
        floors = [ivy.floor(c) for c in coords]
        fractions = [ivy.subtract(c, f) for c, f in zip(coords, floors, strict=True)]
        taps = [
            [(ivy.add(f, float(j - 1)), w) for j, w in enumerate(_cubic_weights(t))]
            for f, t in zip(floors, fractions, strict=True)
        ]
        taps = [
            [(_padded(c, size, padding_mode, align), w) for c, w in dim_taps]
            for dim_taps, size in zip(taps, sizes, strict=True)
        ]
    else:
        coords = [
            _padded(c, size, padding_mode, align) for c, size in zip(coords, sizes, strict=True)
        ]
        if mode == "nearest":
            taps = [[(ivy.round(c), None)] for c in coords]
        else:
            taps = []
            for c in coords:
                low = ivy.floor(c)
                high_weight = ivy.subtract(c, low)
                taps.append(
                    [(low, ivy.subtract(1.0, high_weight)), (ivy.add(low, 1.0), high_weight)]
                )
    flat = ivy.reshape(input, (batch, channels, -1))
    strides = [math.prod(sizes[d + 1 :]) for d in range(n)]
    result = None
    for corner in itertools.product(*taps):
        index, weight, inside = None, None, None
        for (coord, w), size, stride in zip(corner, sizes, strides, strict=True):
            position = ivy.astype(coord, available("int64"))
            within = ivy.logical_and(ivy.greater_equal(coord, 0.0), ivy.less_equal(coord, size - 1))
            term = ivy.multiply(position, stride)
            index = term if index is None else ivy.add(index, term)
            inside = within if inside is None else ivy.logical_and(inside, within)
            if w is not None:
                weight = w if weight is None else ivy.multiply(weight, w)
        weight = (
            ivy.astype(inside, ivy.dtype(input))
            if weight is None
            else ivy.where(inside, weight, ivy.zeros_like(weight))
        )
        index = ivy.where(inside, index, ivy.zeros_like(index))
        values = ivy.take_along_axis(flat, ivy.expand_dims(index, 1), axis=-1)
        term = ivy.multiply(values, ivy.expand_dims(weight, 1))
        result = term if result is None else ivy.add(result, term)
    return ivy.reshape(result, (batch, channels, *out_spatial))


def _cubic_weights(t: Any) -> list[Any]:
    """The four weights of Keys' cubic kernel for taps at ``-1, 0, 1, 2`` from the floor."""

    def near(x: Any) -> Any:  # |x| <= 1
        a = _CUBIC_A
        inner = ivy.subtract(ivy.multiply(x, a + 2), a + 3)
        return ivy.add(ivy.multiply(ivy.multiply(inner, x), x), 1.0)

    def far(x: Any) -> Any:  # 1 < |x| < 2
        a = _CUBIC_A
        inner = ivy.add(ivy.multiply(ivy.subtract(ivy.multiply(x, a), 5 * a), x), 8 * a)
        return ivy.subtract(ivy.multiply(inner, x), 4 * a)

    return [far(ivy.add(t, 1.0)), near(t), near(ivy.subtract(1.0, t)), far(ivy.subtract(2.0, t))]


def affine_grid(theta: Any, size: Sequence[int], align_corners: bool | None = None) -> Any:
    """torch.nn.functional.affine_grid.

    The sampling grid of affine maps ``theta`` ``(N, 2, 3)`` (or ``(N, 3, 4)``) for an output of
    ``size`` ``(N, C, H, W)`` (or ``(N, C, D, H, W)``): ``(N, H, W, 2)`` (or ``(N, D, H, W, 3)``)
    of ``theta @ (x, y[, z], 1)`` over the output's normalised pixel coordinates.
    """
    size = tuple(int(s) for s in size)
    n = len(size) - 2
    if n not in (2, 3) or shape_of(theta) != (size[0], n, n + 1):
        raise ValueError(
            f"affine_grid: expected theta of shape (N, {n}, {n + 1}) for size {list(size)}, got "
            f"{list(shape_of(theta))}"
        )
    axes = []
    for steps in reversed(size[2:]):  # x (the last dim) first
        line = np.linspace(-1.0, 1.0, steps) if steps > 1 else np.zeros(1)
        axes.append(line if align_corners or steps <= 1 else line * (steps - 1) / steps)
    mesh = np.meshgrid(*reversed(axes), indexing="ij")  # D, H, W order
    base = np.stack([*reversed(mesh), np.ones(size[2:])], axis=-1).reshape(-1, n + 1)
    base = constant(base, ivy.dtype(theta), theta)
    grid = ivy.matmul(base, ivy.swapaxes(theta, -1, -2))  # (N, points, n)
    return ivy.reshape(grid, (size[0], *size[2:], n))


def pixel_shuffle(input: Any, upscale_factor: int) -> Any:
    """torch.nn.functional.pixel_shuffle: ``(*, C * r^2, H, W)`` to ``(*, C, H * r, W * r)``."""
    *lead, c, h, w = shape_of(input)
    r = upscale_factor
    x = ivy.reshape(input, (*lead, c // (r * r), r, r, h, w))
    k = len(lead)
    x = ivy.permute_dims(x, (*range(k), k, k + 3, k + 1, k + 4, k + 2))
    return ivy.reshape(x, (*lead, c // (r * r), h * r, w * r))


def pixel_unshuffle(input: Any, downscale_factor: int) -> Any:
    """torch.nn.functional.pixel_unshuffle: ``(*, C, H * r, W * r)`` to ``(*, C * r^2, H, W)``."""
    *lead, c, h, w = shape_of(input)
    r = downscale_factor
    x = ivy.reshape(input, (*lead, c, h // r, r, w // r, r))
    k = len(lead)
    x = ivy.permute_dims(x, (*range(k), k, k + 2, k + 4, k + 1, k + 3))
    return ivy.reshape(x, (*lead, c * r * r, h // r, w // r))


def cosine_similarity(x1: Any, x2: Any, dim: int = 1, eps: float = 1e-8) -> Any:
    """torch.nn.functional.cosine_similarity: ``x1 . x2 / max(||x1|| * ||x2||, eps)``."""
    a, b = ivy.broadcast_arrays(x1, x2)
    d = normalize_dim("cosine_similarity", dim, ndim_of(a))
    dot = ivy.sum(ivy.multiply(a, b), axis=d)
    na = ivy.maximum(ivy.vector_norm(a, axis=d), eps)
    nb = ivy.maximum(ivy.vector_norm(b, axis=d), eps)
    return ivy.divide(dot, ivy.multiply(na, nb))


def pairwise_distance(
    x1: Any, x2: Any, p: float = 2.0, eps: float = 1e-6, keepdim: bool = False
) -> Any:
    """torch.nn.functional.pairwise_distance: ``||x1 - x2 + eps||_p`` over the last dim."""
    return vector_norm(ivy.add(ivy.subtract(x1, x2), eps), p, -1, keepdim)


FRONTENDS: dict[str, Callable] = {
    "torch.nn.functional.pad": pad,
    "torch.nn.functional.interpolate": interpolate,
    "torch.nn.functional.upsample": upsample,
    "torch.nn.functional.grid_sample": grid_sample,
    "torch.nn.functional.affine_grid": affine_grid,
    "torch.nn.functional.pixel_shuffle": pixel_shuffle,
    "torch.pixel_shuffle": pixel_shuffle,
    "torch.nn.functional.pixel_unshuffle": pixel_unshuffle,
    "torch.pixel_unshuffle": pixel_unshuffle,
    "torch.nn.functional.cosine_similarity": cosine_similarity,
    "torch.cosine_similarity": cosine_similarity,
    "torch.nn.functional.pairwise_distance": pairwise_distance,
    "torch.pairwise_distance": pairwise_distance,
}
