"""Padding, resizing and rearranging: ``pad``, ``interpolate``, ``pixel_shuffle``, distances."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import ivy
from ivy_transpiler.frontends.torch._common import (
    constant,
    ndim_of,
    normalize_dim,
    shape_of,
    unsupported,
)
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

    Resized spatial dims of ``(N, C, *spatial)``; modes ``"nearest"``, ``"linear"``, ``"bilinear"``,
    ``"bicubic"`` (``"nearest-exact"`` and ``"area"`` too).
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
    if mode == "trilinear":
        raise unsupported("interpolate", "mode='trilinear'")
    use_scale = size is None and not recompute_scale_factor
    ivy_scale = None
    if use_scale:
        ivy_scale = (
            (scale_factor,) * n if not isinstance(scale_factor, Sequence) else tuple(scale_factor)
        )
    return ivy.interpolate(
        input, None if use_scale else out, mode=mode, scale_factor=ivy_scale,
        align_corners=bool(align_corners), data_format=_CHANNELS_FIRST[n],
    )  # fmt: skip


def upsample(input: Any, size: Any = None, scale_factor: Any = None, mode: str = "nearest",
             align_corners: bool | None = None) -> Any:  # fmt: skip
    """torch.nn.functional.upsample: :func:`interpolate`."""
    return interpolate(input, size, scale_factor, mode, align_corners)


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
    "torch.nn.functional.pixel_shuffle": pixel_shuffle,
    "torch.pixel_shuffle": pixel_shuffle,
    "torch.nn.functional.pixel_unshuffle": pixel_unshuffle,
    "torch.pixel_unshuffle": pixel_unshuffle,
    "torch.nn.functional.cosine_similarity": cosine_similarity,
    "torch.cosine_similarity": cosine_similarity,
    "torch.nn.functional.pairwise_distance": pairwise_distance,
    "torch.pairwise_distance": pairwise_distance,
}
