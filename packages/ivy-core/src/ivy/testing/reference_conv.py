"""Plain NumPy references for convolutions, pooling and interpolation, written for clarity.

Direct loops over output positions and window elements, in float64, channels-last:
``x`` is ``(batch, *spatial, channels)``. Tests move channels-first data to this layout before
calling them. They are slow: use small inputs.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

__all__ = [
    "same_padding",
    "conv",
    "conv_transpose",
    "max_pool",
    "avg_pool",
    "adaptive_avg_pool",
    "interpolate",
]


def same_padding(size, kernel, stride, dilation=1):
    """TF's "SAME" padding of one axis: ``ceil(size / stride)`` outputs, extra padding after."""
    effective = (kernel - 1) * dilation + 1
    out = -(-size // stride)
    total = max((out - 1) * stride + effective - size, 0)
    return total // 2, total - total // 2


def _pairs(padding, sizes, kernels, strides, dilations):
    if padding == "VALID":
        return [(0, 0)] * len(sizes)
    if padding == "SAME":
        return [
            same_padding(*args) for args in zip(sizes, kernels, strides, dilations, strict=False)
        ]
    return [tuple(p) for p in padding]


def conv(x, w, strides, padding, dilations, groups=1, bias=None):
    """Cross-correlation: ``w`` is ``(*kernel, in_channels // groups, out_channels)``."""
    x, w = np.asarray(x, np.float64), np.asarray(w, np.float64)
    n = x.ndim - 2
    sizes, kernels = x.shape[1:-1], w.shape[:n]
    pads = _pairs(padding, sizes, kernels, strides, dilations)
    outs = [
        (size + b + a - (k - 1) * d - 1) // s + 1
        for size, (b, a), k, s, d in zip(sizes, pads, kernels, strides, dilations, strict=False)
    ]
    in_per_group, out_channels = w.shape[n], w.shape[n + 1]
    out_per_group = out_channels // groups
    y = np.zeros((x.shape[0], *outs, out_channels))
    for batch in range(x.shape[0]):
        for pos in itertools.product(*map(range, outs)):
            for o in range(out_channels):
                g = o // out_per_group
                total = 0.0
                for tap in itertools.product(*map(range, kernels)):
                    src = [
                        p * s + t * d - b
                        for p, s, t, d, (b, _) in zip(
                            pos, strides, tap, dilations, pads, strict=False
                        )
                    ]
                    if any(i < 0 or i >= size for i, size in zip(src, sizes, strict=False)):
                        continue  # a zero of the padding
                    for c in range(in_per_group):
                        total += x[(batch, *src, g * in_per_group + c)] * w[(*tap, c, o)]
                y[(batch, *pos, o)] = total
    return y if bias is None else y + np.asarray(bias, np.float64)


def conv_transpose(x, w, strides, padding, dilations, output_sizes=None, bias=None):
    """Transposed convolution by scattering: ``w`` is ``(*kernel, out_channels, in_channels)``.

    ``padding`` is the forward convolution's; "SAME" resolves for the output sizes, which default
    as TensorFlow's (``size * stride`` for "SAME", else the full size less the padding).
    """
    x, w = np.asarray(x, np.float64), np.asarray(w, np.float64)
    n = x.ndim - 2
    sizes, kernels = x.shape[1:-1], w.shape[:n]
    full = [
        (i - 1) * s + (k - 1) * d + 1
        for i, s, k, d in zip(sizes, strides, kernels, dilations, strict=False)
    ]
    if output_sizes is None:
        if padding == "SAME":
            output_sizes = [i * s for i, s in zip(sizes, strides, strict=False)]
        else:
            pads = _pairs(padding, sizes, kernels, strides, dilations)
            output_sizes = [f - b - a for f, (b, a) in zip(full, pads, strict=False)]
    pads = _pairs(padding, output_sizes, kernels, strides, dilations)
    y = np.zeros((x.shape[0], *output_sizes, w.shape[n]))
    for batch in range(x.shape[0]):
        for pos in itertools.product(*map(range, sizes)):
            for tap in itertools.product(*map(range, kernels)):
                dst = [
                    p * s + t * d - b
                    for p, s, t, d, (b, _) in zip(pos, strides, tap, dilations, pads, strict=False)
                ]
                if any(i < 0 or i >= size for i, size in zip(dst, output_sizes, strict=False)):
                    continue
                y[(batch, *dst)] += w[tap] @ x[(batch, *pos)]
    return y if bias is None else y + np.asarray(bias, np.float64)


def _pool_geometry(size, kernel, stride, pad, dilation, ceil_mode):
    """Torch's number of windows along an axis, with pad = (before, after).

    With ceil_mode, the last window starts in the input or the padding before it.
    """
    effective = (kernel - 1) * dilation + 1
    span = size + pad[0] + pad[1] - effective
    out = (math.ceil(span / stride) if ceil_mode else span // stride) + 1
    if ceil_mode and (out - 1) * stride >= size + pad[0]:
        out -= 1
    return out


def _pool(x, kernels, strides, padding, dilations, ceil_mode, reduce):
    x = np.asarray(x, np.float64)
    sizes = x.shape[1:-1]
    pads = _pairs(padding, sizes, kernels, strides, dilations)
    outs = [
        _pool_geometry(*args, ceil_mode)
        for args in zip(sizes, kernels, strides, pads, dilations, strict=False)
    ]
    y = np.zeros((x.shape[0], *outs, x.shape[-1]))
    for pos in itertools.product(*map(range, outs)):
        starts = [p * s - b for p, s, (b, _) in zip(pos, strides, pads, strict=False)]
        inside, padded = [], 0
        for tap in itertools.product(*map(range, kernels)):
            src = [st + t * d for st, t, d in zip(starts, tap, dilations, strict=False)]
            if all(0 <= i < size for i, size in zip(src, sizes, strict=False)):
                inside.append(x[(slice(None), *src)])
            elif all(-b <= i < size + a for i, size, (b, a) in zip(src, sizes, pads, strict=False)):
                padded += 1  # in the padding (not in the overhang of ceil_mode)
        y[(slice(None), *pos)] = reduce(np.stack(inside), padded)
    return y


def max_pool(x, kernels, strides, padding, dilations, ceil_mode=False):
    """Max over each window; padding never wins."""
    return _pool(x, kernels, strides, padding, dilations, ceil_mode, lambda v, _: v.max(axis=0))


def avg_pool(x, kernels, strides, padding, count_include_pad=False, ceil_mode=False):
    """Mean over each window, as torch's.

    It divides by the window's input elements (and padding elements if ``count_include_pad``;
    never the overhang of ``ceil_mode``).
    """

    def mean(values, padded):
        count = len(values) + (padded if count_include_pad else 0)
        return values.sum(axis=0) / count

    return _pool(x, kernels, strides, padding, [1] * len(kernels), ceil_mode, mean)


def adaptive_avg_pool(x, output_sizes):
    """Torch's adaptive average: bin i of an axis spans floor(i*in/out) to ceil((i+1)*in/out)."""
    x = np.asarray(x, np.float64)
    sizes = x.shape[1:-1]
    y = np.zeros((x.shape[0], *output_sizes, x.shape[-1]))
    for pos in itertools.product(*map(range, output_sizes)):
        region = tuple(
            slice(i * size // out, -(-(i + 1) * size // out))
            for i, size, out in zip(pos, sizes, output_sizes, strict=False)
        )
        y[(slice(None), *pos)] = x[(slice(None), *region)].mean(
            axis=tuple(range(1, len(sizes) + 1))
        )
    return y


def _cubic(t, a=-0.75):
    t = abs(t)
    if t <= 1:
        return (a + 2) * t**3 - (a + 3) * t**2 + 1
    if t < 2:
        return a * t**3 - 5 * a * t**2 + 8 * a * t - 4 * a
    return 0.0


def _resample(line, out, mode, align_corners, scale):
    """One axis of torch's interpolate; ``scale`` maps output to input coordinates."""
    size = len(line)
    result = np.zeros(out)
    for i in range(out):
        if mode == "nearest":
            result[i] = line[min(math.floor(i * scale), size - 1)]
            continue
        if align_corners:
            src = i * (size - 1) / (out - 1) if out > 1 else 0.0
        else:
            src = (i + 0.5) * scale - 0.5
        if mode == "linear":
            src = max(src, 0.0)
            left = min(math.floor(src), size - 1)
            right = min(left + 1, size - 1)
            frac = src - left
            result[i] = line[left] * (1 - frac) + line[right] * frac
        else:  # cubic, reading past the edges as the edge element
            base = math.floor(src)
            frac = src - base
            for k in range(-1, 3):
                result[i] += line[min(max(base + k, 0), size - 1)] * _cubic(frac - k)
    return result


def interpolate(x, sizes, mode, align_corners=False, scale_factors=None):
    """torch.nn.functional.interpolate, one axis after another (its modes are separable).

    ``mode`` is "nearest", "linear" or "cubic" (per axis); ``scale_factors`` are the user's, which
    torch uses for the coordinate mapping when given (else ``in / out``).
    """
    y = np.asarray(x, np.float64)
    for axis, out in enumerate(sizes, 1):
        size = y.shape[axis]
        scale = size / out if scale_factors is None else 1 / scale_factors[axis - 1]
        y = np.apply_along_axis(_resample, axis, y, out, mode, align_corners, scale)
    return y
