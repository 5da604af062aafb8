"""Convolutions: ``conv1d/2d/3d`` and their transposes, channels first as in torch.

ivy's convolutions take ``data_format="NC..."`` and ``filter_format="channel_first"``, so torch's
layouts pass through unchanged. Unbatched input (``(C, *spatial)``) gets a batch dim and loses it
again. ``padding`` is an int, one int per spatial dim, ``"valid"`` or ``"same"`` (torch's "same":
``dilation * (kernel - 1)`` split with the extra element after, stride 1 only).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import ndim_of, promoted, shape_of

__all__ = ["FRONTENDS"]

_CHANNELS_FIRST = {1: "NCW", 2: "NCHW", 3: "NCDHW"}


def _ints(fn: str, name: str, value: Any, n: int) -> tuple[int, ...]:
    if isinstance(value, int):
        return (value,) * n
    values = tuple(operator.index(v) for v in value)
    if len(values) == 1:
        return values * n
    if len(values) != n:
        raise RuntimeError(
            f"{fn}: expected {name} to be a single integer value or a list of {n} values"
        )
    return values


def _pairs(fn: str, padding: Any, n: int, kernel: tuple[int, ...], dilation: tuple[int, ...],
           stride: tuple[int, ...]) -> Any:  # fmt: skip
    if isinstance(padding, str):
        if padding == "valid":
            return [(0, 0)] * n
        if padding == "same":
            if any(s != 1 for s in stride):
                raise RuntimeError(
                    f"{fn}: padding='same' is not supported for strided convolutions"
                )
            totals = [d * (k - 1) for k, d in zip(kernel, dilation, strict=True)]
            return [(t // 2, t - t // 2) for t in totals]
        raise RuntimeError(f"{fn}: Invalid padding string '{padding}'")
    return [(p, p) for p in _ints(fn, "padding", padding, n)]


def _batched(fn: str, input: Any, n: int) -> tuple[Any, bool]:
    rank = ndim_of(input)
    if rank == n + 1:
        return ivy.expand_dims(input, 0), True
    if rank != n + 2:
        raise RuntimeError(
            f"{fn}: Expected {n + 1}D (unbatched) or {n + 2}D (batched) input to {fn}, but got "
            f"input of size: {list(shape_of(input))}"
        )
    return input, False


def _conv(n: int) -> Callable:
    name = f"conv{n}d"
    ivy_conv = getattr(ivy, name)

    def fn(
        input: Any, weight: Any, bias: Any = None, stride: Any = 1, padding: Any = 0,
        dilation: Any = 1, groups: int = 1,
    ) -> Any:  # fmt: skip
        x, unbatched = _batched(name, input, n)
        _, (x, weight, *rest) = promoted(x, weight, *(() if bias is None else (bias,)))
        bias = rest[0] if rest else None
        kernel = shape_of(weight)[2:]
        strides = _ints(name, "stride", stride, n)
        dilations = _ints(name, "dilation", dilation, n)
        pairs = _pairs(name, padding, n, kernel, dilations, strides)
        y = ivy_conv(
            x, weight, strides, pairs, data_format=_CHANNELS_FIRST[n],
            filter_format="channel_first", dilations=dilations, bias=bias, groups=groups,
        )  # fmt: skip
        return ivy.squeeze(y, 0) if unbatched else y

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"torch.nn.functional.{name}: the cross-correlation of ``input`` ``(N, C_in, *spatial)`` "
        f"with ``weight`` ``(C_out, C_in / groups, *kernel)``, plus ``bias``."
    )
    return fn


def _conv_transpose(n: int) -> Callable:
    name = f"conv_transpose{n}d"
    ivy_conv = getattr(ivy, f"conv{n}d_transpose")

    def fn(
        input: Any, weight: Any, bias: Any = None, stride: Any = 1, padding: Any = 0,
        output_padding: Any = 0, groups: int = 1, dilation: Any = 1,
    ) -> Any:  # fmt: skip
        x, unbatched = _batched(name, input, n)
        _, (x, weight, *rest) = promoted(x, weight, *(() if bias is None else (bias,)))
        bias = rest[0] if rest else None
        kernel = shape_of(weight)[2:]
        strides = _ints(name, "stride", stride, n)
        dilations = _ints(name, "dilation", dilation, n)
        pads = _ints(name, "padding", padding, n)
        extra = _ints(name, "output_padding", output_padding, n)
        sizes = shape_of(x)[2:]
        out = tuple(
            (i - 1) * s - 2 * p + d * (k - 1) + e + 1
            for i, s, p, d, k, e in zip(sizes, strides, pads, dilations, kernel, extra, strict=True)
        )
        pairs = [(p, p) for p in pads]
        if groups == 1:
            y = ivy_conv(x, weight, strides, pairs, output_shape=out,
                         data_format=_CHANNELS_FIRST[n], filter_format="channel_first",
                         dilations=dilations, bias=bias)  # fmt: skip
        else:
            xs = ivy.split(x, groups, axis=1)
            ws = ivy.split(weight, groups, axis=0)
            ys = [
                ivy_conv(
                    xg,
                    wg,
                    strides,
                    pairs,
                    output_shape=out,
                    data_format=_CHANNELS_FIRST[n],
                    filter_format="channel_first",
                    dilations=dilations,
                )
                for xg, wg in zip(xs, ws, strict=True)
            ]
            y = ivy.concat(ys, axis=1)
            if bias is not None:
                y = ivy.add(y, ivy.reshape(bias, (-1,) + (1,) * n))
        return ivy.squeeze(y, 0) if unbatched else y

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"torch.nn.functional.{name}: the transposed convolution of ``input`` "
        f"``(N, C_in, *spatial)`` with ``weight`` ``(C_in, C_out / groups, *kernel)``."
    )
    return fn


conv1d, conv2d, conv3d = _conv(1), _conv(2), _conv(3)
conv_transpose1d, conv_transpose2d, conv_transpose3d = (
    _conv_transpose(1), _conv_transpose(2), _conv_transpose(3),
)  # fmt: skip


def convolution(
    input: Any, weight: Any, bias: Any, stride: Sequence[int], padding: Sequence[int],
    dilation: Sequence[int], transposed: bool, output_padding: Sequence[int], groups: int,
) -> Any:  # fmt: skip
    """torch.convolution: the convolution (or its transpose) of any rank, all arguments given."""
    n = ndim_of(weight) - 2
    if transposed:
        return _conv_transpose(n)(input, weight, bias, stride, padding, output_padding, groups,
                                  dilation)  # fmt: skip
    return _conv(n)(input, weight, bias, stride, padding, dilation, groups)


def unfold(
    input: Any, kernel_size: Any, dilation: Any = 1, padding: Any = 0, stride: Any = 1
) -> Any:
    """torch.nn.functional.unfold.

    Sliding ``(C * kh * kw)`` blocks of ``(N, C, H, W)`` (or unbatched ``(C, H, W)``) as columns
    of ``(N, C * kh * kw, L)`` (im2col), as one grouped convolution with one-hot filters.
    """
    x, unbatched = _batched("unfold", input, 2)
    kernel = _ints("unfold", "kernel_size", kernel_size, 2)
    c = int(x.shape[1])
    k = kernel[0] * kernel[1]
    eye = ivy.eye(k, dtype=ivy.dtype(x), backend=ivy.current_backend(x))
    filters = ivy.reshape(ivy.tile(ivy.expand_dims(eye, 0), (c, 1, 1)), (c * k, 1, *kernel))
    y = conv2d(x, filters, None, stride, padding, dilation, c)
    y = ivy.reshape(y, (int(y.shape[0]), c * k, -1))
    return ivy.squeeze(y, 0) if unbatched else y


def fold(
    input: Any, output_size: Any, kernel_size: Any, dilation: Any = 1, padding: Any = 0,
    stride: Any = 1,
) -> Any:  # fmt: skip
    """torch.nn.functional.fold.

    Columns ``(N, C * kh * kw, L)`` (or unbatched ``(C * kh * kw, L)``) summed back into
    ``(N, C, *output_size)`` (col2im), the transpose of :func:`unfold`.
    """
    unbatched = ndim_of(input) == 2
    if unbatched:
        input = ivy.expand_dims(input, 0)
    kernel = _ints("fold", "kernel_size", kernel_size, 2)
    out = _ints("fold", "output_size", output_size, 2)
    k = kernel[0] * kernel[1]
    n, ck, _ = shape_of(input)
    c = ck // k
    strides = _ints("fold", "stride", stride, 2)
    dilations = _ints("fold", "dilation", dilation, 2)
    pads = _ints("fold", "padding", padding, 2)
    blocks = [
        (o + 2 * p - d * (kk - 1) - 1) // s + 1
        for o, p, d, kk, s in zip(out, pads, dilations, kernel, strides, strict=True)
    ]
    x = ivy.reshape(input, (n, c * k, *blocks))
    eye = ivy.eye(k, dtype=ivy.dtype(input), backend=ivy.current_backend(input))
    filters = ivy.reshape(ivy.tile(ivy.expand_dims(eye, 0), (c, 1, 1)), (c * k, 1, *kernel))
    y = conv_transpose2d(x, filters, None, strides, pads, _output_padding(out, blocks, strides,
                         pads, dilations, kernel), c, dilations)  # fmt: skip
    return ivy.squeeze(y, 0) if unbatched else y


def _output_padding(out, blocks, strides, pads, dilations, kernel) -> tuple[int, ...]:
    return tuple(
        o - ((b - 1) * s - 2 * p + d * (k - 1) + 1)
        for o, b, s, p, d, k in zip(out, blocks, strides, pads, dilations, kernel, strict=True)
    )


FRONTENDS: dict[str, Callable] = {
    "torch.nn.functional.conv1d": conv1d,
    "torch.nn.functional.conv2d": conv2d,
    "torch.nn.functional.conv3d": conv3d,
    "torch.conv1d": conv1d,
    "torch.conv2d": conv2d,
    "torch.conv3d": conv3d,
    "torch.nn.functional.conv_transpose1d": conv_transpose1d,
    "torch.nn.functional.conv_transpose2d": conv_transpose2d,
    "torch.nn.functional.conv_transpose3d": conv_transpose3d,
    "torch.conv_transpose1d": conv_transpose1d,
    "torch.conv_transpose2d": conv_transpose2d,
    "torch.conv_transpose3d": conv_transpose3d,
    "torch.convolution": convolution,
    "torch.nn.functional.unfold": unfold,
    "torch.nn.functional.fold": fold,
}
