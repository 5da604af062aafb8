"""Normalization: layer, batch, group, instance, RMS and local response norm, ``normalize``.

Training-mode batch norm (``training=True``) normalises with the batch's statistics, as torch
does. # differs: torch also updates ``running_mean``/``running_var`` in place inside the call;
a functional frontend cannot, so a transpiled model in training mode leaves its running
statistics as they were (evaluation-mode models, what transpilation is for, are unaffected).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import cast, ndim_of, normalize_dim, shape_of
from ivy_transpiler.frontends.torch.linalg import vector_norm

__all__ = ["FRONTENDS"]


def layer_norm(
    input: Any, normalized_shape: Sequence[int], weight: Any = None, bias: Any = None,
    eps: float = 1e-5,
) -> Any:  # fmt: skip
    """torch.nn.functional.layer_norm: normalised over the trailing ``normalized_shape`` dims."""
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    dtype = ivy.dtype(input)
    weight = None if weight is None else cast(weight, dtype)
    bias = None if bias is None else cast(bias, dtype)
    return ivy.layer_norm(input, shape, weight=weight, bias=bias, epsilon=eps)


def rms_norm(
    input: Any, normalized_shape: Sequence[int], weight: Any = None, eps: float | None = None
) -> Any:
    """torch.nn.functional.rms_norm.

    ``input / sqrt(mean(input**2) + eps) * weight`` over the trailing dims (``eps`` defaults to the
    dtype's machine epsilon).
    """
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    axes = tuple(range(ndim_of(input) - len(shape), ndim_of(input)))
    if eps is None:
        eps = float(ivy.finfo(ivy.dtype(input)).eps)
    ms = ivy.mean(ivy.multiply(input, input), axis=axes, keepdims=True)
    y = ivy.multiply(input, ivy.divide(1.0, ivy.sqrt(ivy.add(ms, eps))))
    return y if weight is None else ivy.multiply(y, weight)


def _channels(x: Any) -> int:
    return int(x.shape[1])


def batch_norm(
    input: Any, running_mean: Any, running_var: Any, weight: Any = None, bias: Any = None,
    training: bool = False, momentum: float = 0.1, eps: float = 1e-5,
) -> Any:  # fmt: skip
    """torch.nn.functional.batch_norm.

    Normalised per channel (dim 1) with the running statistics, or the batch's in training (or where
    they are None).
    """
    if running_mean is None or running_var is None:
        training = True
    x = input
    dtype = ivy.dtype(x)
    if training:
        axes = tuple(d for d in range(ndim_of(x)) if d != 1)
        count = 1
        for d in axes:
            count *= int(x.shape[d])
        if count <= 1:
            raise ValueError(
                f"Expected more than 1 value per channel when training, got input size "
                f"{list(shape_of(x))}"
            )
        mean = ivy.mean(x, axis=axes)
        var = ivy.var(x, axis=axes)
    else:
        mean, var = cast(running_mean, dtype), cast(running_var, dtype)
    y, _, _ = ivy.batch_norm(
        x, mean, var, offset=None if bias is None else cast(bias, dtype),
        scale=None if weight is None else cast(weight, dtype), training=False, epsilon=eps,
        data_format="NCS",
    )  # fmt: skip
    return y


def group_norm(
    input: Any, num_groups: int, weight: Any = None, bias: Any = None, eps: float = 1e-5
) -> Any:
    """torch.nn.functional.group_norm.

    Channels (dim 1) in ``num_groups`` groups, each normalised per sample.
    """
    dtype = ivy.dtype(input)
    return ivy.group_norm(
        input, num_groups, weight=None if weight is None else cast(weight, dtype),
        bias=None if bias is None else cast(bias, dtype), epsilon=eps, data_format="NCS",
    )  # fmt: skip


def instance_norm(
    input: Any, running_mean: Any = None, running_var: Any = None, weight: Any = None,
    bias: Any = None, use_input_stats: bool = True, momentum: float = 0.1, eps: float = 1e-5,
) -> Any:  # fmt: skip
    """torch.nn.functional.instance_norm: each channel of each sample normalised over space."""
    dtype = ivy.dtype(input)
    if not use_input_stats:
        return batch_norm(input, running_mean, running_var, weight, bias, False, momentum, eps)
    return ivy.instance_norm(
        input, weight=None if weight is None else cast(weight, dtype),
        bias=None if bias is None else cast(bias, dtype), epsilon=eps, data_format="NCS",
    )  # fmt: skip


def local_response_norm(
    input: Any, size: int, alpha: float = 1e-4, beta: float = 0.75, k: float = 1.0
) -> Any:
    """torch.nn.functional.local_response_norm.

    Divided by ``(k + alpha * mean of squares over ``size`` neighbouring channels) ** beta``.
    """
    shape = shape_of(input)
    if len(shape) < 3:
        raise ValueError(
            f"local_response_norm: expected 3D or higher dimensional input, got shape {list(shape)}"
        )
    # the mean of squares over a channel window: one (size, 1) average pooling of the squares
    # laid out as (N, 1, C, rest), zero-padded along C (as torch computes it)
    squares = ivy.reshape(ivy.multiply(input, input), (shape[0], 1, shape[1], -1))
    padded = ivy.constant_pad(squares, [(0, 0), (0, 0), (size // 2, (size - 1) // 2), (0, 0)])
    mean = ivy.avg_pool2d(padded, (size, 1), (1, 1), [(0, 0), (0, 0)], data_format="NCHW")
    scale = ivy.pow(ivy.add(ivy.multiply(ivy.reshape(mean, shape), alpha), k), beta)
    return ivy.divide(input, scale)


def normalize(input: Any, p: float = 2.0, dim: int = 1, eps: float = 1e-12, out: Any = None) -> Any:
    """torch.nn.functional.normalize: ``input / max(||input||_p, eps)`` along ``dim``."""
    d = normalize_dim("normalize", dim, ndim_of(input))
    norm = vector_norm(input, p, d, True)
    return ivy.divide(input, ivy.maximum(norm, eps))


def torch_batch_norm(
    input: Any, weight: Any, bias: Any, running_mean: Any, running_var: Any, training: bool,
    momentum: float, eps: float, cudnn_enabled: bool = True,
) -> Any:  # fmt: skip
    """torch.batch_norm: :func:`batch_norm` with the builtin's argument order."""
    return batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


def torch_layer_norm(
    input: Any, normalized_shape: Sequence[int], weight: Any = None, bias: Any = None,
    eps: float = 1e-5, cudnn_enable: bool = True,
) -> Any:  # fmt: skip
    """torch.layer_norm: :func:`layer_norm`."""
    return layer_norm(input, normalized_shape, weight, bias, eps)


def torch_group_norm(
    input: Any, num_groups: int, weight: Any = None, bias: Any = None, eps: float = 1e-5,
    cudnn_enabled: bool = True,
) -> Any:  # fmt: skip
    """torch.group_norm: :func:`group_norm`."""
    return group_norm(input, num_groups, weight, bias, eps)


def torch_instance_norm(
    input: Any, weight: Any, bias: Any, running_mean: Any, running_var: Any,
    use_input_stats: bool, momentum: float, eps: float, cudnn_enabled: bool = True,
) -> Any:  # fmt: skip
    """torch.instance_norm: :func:`instance_norm` with the builtin's argument order."""
    return instance_norm(input, running_mean, running_var, weight, bias, use_input_stats,
                         momentum, eps)  # fmt: skip


def weight_norm(v: Any, g: Any, dim: int = 0) -> Any:
    """torch._weight_norm: ``v * g / ||v||``, the norm over every dim but ``dim`` (all for -1)."""
    n = ndim_of(v)
    if dim == -1:
        axes = tuple(range(n))
    else:
        d = normalize_dim("_weight_norm", dim, n)
        axes = tuple(i for i in range(n) if i != d)
    norm = ivy.vector_norm(v, axis=axes, keepdims=True)
    return ivy.multiply(v, ivy.divide(g, norm))


FRONTENDS: dict[str, Callable] = {
    "torch.nn.functional.layer_norm": layer_norm,
    "torch.layer_norm": torch_layer_norm,
    "torch.nn.functional.rms_norm": rms_norm,
    "torch.rms_norm": rms_norm,
    "torch.nn.functional.batch_norm": batch_norm,
    "torch.batch_norm": torch_batch_norm,
    "torch.nn.functional.group_norm": group_norm,
    "torch.group_norm": torch_group_norm,
    "torch.nn.functional.instance_norm": instance_norm,
    "torch.instance_norm": torch_instance_norm,
    "torch.nn.functional.local_response_norm": local_response_norm,
    "torch.nn.functional.normalize": normalize,
    "torch._weight_norm": weight_norm,
}
