"""Pooling: max/avg pooling (1d-3d), adaptive pooling, ``lp_pool``, channels first as in torch.

``stride`` defaults to ``kernel_size``; ``avg_pool`` counts padding in the divisor by default
(``count_include_pad=True``), as torch does; unbatched input (``(C, *spatial)``) is accepted.
``return_indices=True`` gives max pooling's argmax positions too (flat indices into the spatial
dims, as torch's); adaptive max pooling refuses it with a clear error.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy
from ivy_transpiler.frontends.torch._common import constant, shape_of, unsupported
from ivy_transpiler.frontends.torch._dtypes import is_floating
from ivy_transpiler.frontends.torch.manipulation import slice_axis
from ivy_transpiler.frontends.torch.nn_functional.conv import _batched, _ints

__all__ = ["FRONTENDS"]

_CHANNELS_FIRST = {1: "NCW", 2: "NCHW", 3: "NCDHW"}


def _max_pool(n: int) -> Callable:
    name = f"max_pool{n}d"
    ivy_pool = getattr(ivy, name)

    def fn(
        input: Any, kernel_size: Any, stride: Any = None, padding: Any = 0, dilation: Any = 1,
        ceil_mode: bool = False, return_indices: bool = False,
    ) -> Any:  # fmt: skip
        x, unbatched = _batched(name, input, n)
        kernel = _ints(name, "kernel_size", kernel_size, n)
        strides = (
            kernel
            if stride is None or stride == [] or stride == ()
            else _ints(name, "stride", stride, n)
        )
        pads = [(p, p) for p in _ints(name, "padding", padding, n)]
        dilation = _ints(name, "dilation", dilation, n)
        if return_indices:
            y, indices = _max_pool_with_indices(x, kernel, strides, [p for p, _ in pads], dilation,
                                                ceil_mode)  # fmt: skip
            if unbatched:
                return ivy.squeeze(y, 0), ivy.squeeze(indices, 0)
            return y, indices
        y = ivy_pool(x, kernel, strides, pads, data_format=_CHANNELS_FIRST[n],
                     dilation=dilation, ceil_mode=ceil_mode)  # fmt: skip
        return ivy.squeeze(y, 0) if unbatched else y

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.nn.functional.{name}: the maximum over windows of ``(N, C, *spatial)``."
    return fn


def _avg_pool(n: int) -> Callable:
    name = f"avg_pool{n}d"
    ivy_pool = getattr(ivy, name)

    def fn(
        input: Any, kernel_size: Any, stride: Any = None, padding: Any = 0,
        ceil_mode: bool = False, count_include_pad: bool = True, divisor_override: Any = None,
    ) -> Any:  # fmt: skip
        x, unbatched = _batched(name, input, n)
        kernel = _ints(name, "kernel_size", kernel_size, n)
        strides = (
            kernel
            if stride is None or stride == [] or stride == ()
            else _ints(name, "stride", stride, n)
        )
        pads = [(p, p) for p in _ints(name, "padding", padding, n)]
        y = ivy_pool(x, kernel, strides, pads, data_format=_CHANNELS_FIRST[n],
                     count_include_pad=count_include_pad, ceil_mode=ceil_mode)  # fmt: skip
        if divisor_override is not None:
            if ceil_mode or (not count_include_pad and any(p for p, _ in pads)):
                raise unsupported(name, "divisor_override with ceil_mode or uncounted padding")
            y = ivy.multiply(y, math.prod(kernel) / divisor_override)
        return ivy.squeeze(y, 0) if unbatched else y

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.nn.functional.{name}: the mean over windows of ``(N, C, *spatial)``."
    return fn


def _pooled_size(size: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    """The output length of torch's pooling: the last window starts in the input or left pad."""
    span = size + 2 * p - d * (k - 1) - 1
    out = (span + (s - 1 if ceil_mode else 0)) // s + 1
    if ceil_mode and (out - 1) * s >= size + p:
        out -= 1
    return out


def _max_pool_with_indices(
    x: Any, kernel: tuple[int, ...], strides: tuple[int, ...], pads: list[int],
    dilation: tuple[int, ...], ceil_mode: bool,
) -> tuple[Any, Any]:  # fmt: skip
    """Max pooling of ``(N, C, *spatial)`` and each maximum's flat index into ``spatial``.

    The windows are gathered (one ``take`` per spatial dim) into a trailing axis of
    ``prod(kernel)`` taps: the maximum and its first position there give the value and, through a
    constant table of input positions, the index (torch's ``return_indices``).
    """
    sizes = shape_of(x)[2:]
    outs = [
        _pooled_size(*args, ceil_mode)
        for args in zip(sizes, kernel, strides, pads, dilation, strict=True)
    ]
    dtype = ivy.dtype(x)
    lowest = -math.inf if is_floating(str(dtype)) else int(ivy.iinfo(dtype).min)
    rights = [
        max(0, (o - 1) * s + (k - 1) * d + 1 - p - size)
        for o, s, k, d, p, size in zip(outs, strides, kernel, dilation, pads, sizes, strict=True)
    ]
    windows = ivy.constant_pad(x, [(0, 0), (0, 0), *zip(pads, rights, strict=True)], value=lowest)
    starts = []  # per dim (out, kernel): the window element's position in the unpadded input
    for axis, (o, k, s, d, p) in enumerate(zip(outs, kernel, strides, dilation, pads, strict=True)):
        positions = np.arange(o)[:, None] * s + np.arange(k)[None, :] * d
        windows = ivy.take(windows, constant(positions.reshape(-1), "int64", x), axis=axis + 2)
        starts.append(positions - p)
    n = len(sizes)
    lead = shape_of(windows)[:2]
    windows = ivy.reshape(
        windows, (*lead, *(v for o, k in zip(outs, kernel, strict=True) for v in (o, k)))
    )
    order = (0, 1, *range(2, 2 + 2 * n, 2), *range(3, 3 + 2 * n, 2))
    taps = math.prod(kernel)
    windows = ivy.reshape(ivy.permute_dims(windows, order), (*lead, *outs, taps))
    table = np.zeros((*outs, *kernel), dtype=np.int64)
    for dim, position in enumerate(starts):
        shape = [1] * (2 * n)
        shape[dim], shape[n + dim] = outs[dim], kernel[dim]
        table = table + position.reshape(shape) * math.prod(sizes[dim + 1 :])
    table = constant(table.reshape(1, 1, *outs, taps), "int64", x)
    best = ivy.argmax(windows, axis=-1, keepdims=True)
    values = ivy.squeeze(ivy.take_along_axis(windows, best, axis=-1), -1)
    indices = ivy.squeeze(
        ivy.take_along_axis(table, ivy.astype(best, ivy.dtype(table)), axis=-1), -1
    )
    return values, indices


max_pool1d, max_pool2d, max_pool3d = _max_pool(1), _max_pool(2), _max_pool(3)
avg_pool1d, avg_pool2d, avg_pool3d = _avg_pool(1), _avg_pool(2), _avg_pool(3)


def _windows(size: int, out: int) -> list[tuple[int, int]]:
    """Torch's adaptive windows: ``floor(i * size / out)`` to ``ceil((i + 1) * size / out)``."""
    return [((i * size) // out, -((-(i + 1) * size) // out)) for i in range(out)]


def _output_sizes(name: str, x: Any, output_size: Any, n: int) -> tuple[int, ...]:
    sizes = shape_of(x)[2:]
    if isinstance(output_size, int):
        output_size = (output_size,) * n
    output_size = tuple(output_size)
    if len(output_size) == 1 and n > 1:
        output_size *= n
    return tuple(s if o is None else int(o) for o, s in zip(output_size, sizes, strict=True))


def _adaptive(name: str, n: int, reduce: Callable) -> Callable:
    def fn(input: Any, output_size: Any, return_indices: bool = False) -> Any:
        if return_indices:
            raise unsupported(name, "return_indices=True")
        x, unbatched = _batched(name, input, n)
        out = _output_sizes(name, x, output_size, n)
        y = x
        for axis, o in enumerate(out, start=2):
            size = int(y.shape[axis])
            if o == size:
                continue
            if size % o == 0:  # equal windows: a reshape and one reduction
                shape = shape_of(y)
                y = reduce(
                    ivy.reshape(y, (*shape[:axis], o, size // o, *shape[axis + 1 :])), axis + 1
                )
                continue
            pieces = [
                reduce(slice_axis(y, axis, a, b), axis, keepdims=True) for a, b in _windows(size, o)
            ]
            y = ivy.concat(pieces, axis=axis)
        return ivy.squeeze(y, 0) if unbatched else y

    fn.__name__ = fn.__qualname__ = name
    kind = "mean" if "avg" in name else "maximum"
    fn.__doc__ = (
        f"torch.nn.functional.{name}: the {kind} over ``output_size`` windows covering each "
        f"spatial dim (``None`` keeps a dim's size)."
    )
    return fn


def _mean(x: Any, axis: int, keepdims: bool = False) -> Any:
    return ivy.mean(x, axis=axis, keepdims=keepdims)


def _max(x: Any, axis: int, keepdims: bool = False) -> Any:
    return ivy.max(x, axis=axis, keepdims=keepdims)


adaptive_avg_pool1d = _adaptive("adaptive_avg_pool1d", 1, _mean)
adaptive_avg_pool2d = _adaptive("adaptive_avg_pool2d", 2, _mean)
adaptive_avg_pool3d = _adaptive("adaptive_avg_pool3d", 3, _mean)
adaptive_max_pool1d = _adaptive("adaptive_max_pool1d", 1, _max)
adaptive_max_pool2d = _adaptive("adaptive_max_pool2d", 2, _max)
adaptive_max_pool3d = _adaptive("adaptive_max_pool3d", 3, _max)


def _lp_pool(n: int) -> Callable:
    name = f"lp_pool{n}d"

    def fn(input: Any, norm_type: float, kernel_size: Any, stride: Any = None,
           ceil_mode: bool = False) -> Any:  # fmt: skip
        kernel = _ints(name, "kernel_size", kernel_size, n)
        avg = _avg_pool(n)(ivy.pow(input, float(norm_type)), kernel, stride, 0, ceil_mode)
        total = ivy.multiply(ivy.multiply(ivy.sign(avg), ivy.relu(ivy.abs(avg))), math.prod(kernel))
        return ivy.pow(total, 1.0 / norm_type)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.nn.functional.{name}: the ``norm_type``-norm over windows."
    return fn


lp_pool1d, lp_pool2d = _lp_pool(1), _lp_pool(2)


FRONTENDS: dict[str, Callable] = {}
for _fn in (
    max_pool1d, max_pool2d, max_pool3d, avg_pool1d, avg_pool2d, avg_pool3d,
    adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d,
    adaptive_max_pool1d, adaptive_max_pool2d, adaptive_max_pool3d, lp_pool1d, lp_pool2d,
):  # fmt: skip
    FRONTENDS[f"torch.nn.functional.{_fn.__name__}"] = _fn
for _fn in (max_pool1d, max_pool2d, max_pool3d, avg_pool1d, adaptive_avg_pool1d):
    FRONTENDS[f"torch.{_fn.__name__}"] = _fn
FRONTENDS["torch._C._nn.avg_pool2d"] = avg_pool2d
FRONTENDS["torch._C._nn.avg_pool3d"] = avg_pool3d
FRONTENDS["torch._C._nn.adaptive_avg_pool2d"] = adaptive_avg_pool2d
FRONTENDS["torch._C._nn.adaptive_avg_pool3d"] = adaptive_avg_pool3d
del _fn
