"""Normalization layers of neural networks, as functions.

Channels are last by default: ``data_format="NSC"`` is ``(N, *spatial, C)`` with any number of
spatial axes (none included, where the function allows); ``"NCS"`` is channels first,
``(N, C, *spatial)``. Per-channel parameters have shape ``(C,)``. Variances are biased (divided by
the number of elements) for normalizing, as in torch.

Parameter shapes are checked before the call, since most frameworks would broadcast a wrong
shape (a ``(1,)`` scale, say) without complaint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = ["layer_norm", "batch_norm", "group_norm", "instance_norm"]

COMPOSITES = frozenset({"instance_norm"})

_DATA_FORMATS = ("NSC", "NCS")


def _num_channels(fn: str, x: Array, data_format: str, *, min_ndim: int = 2) -> int:
    """The number of channels of ``x``; checks ``data_format`` and the rank of ``x``."""
    if data_format not in _DATA_FORMATS:
        raise InvalidArgumentError(f"{fn}: data_format must be 'NSC' or 'NCS'; got {data_format!r}")
    shape = checks.shape_of(x)
    if len(shape) < min_ndim:
        layout = "(N, *spatial, C)" if data_format == "NSC" else "(N, C, *spatial)"
        spatial = " with at least one spatial axis" if min_ndim > 2 else ""
        raise ShapeError(
            f"{fn}: x must have shape {layout}{spatial} for data_format {data_format!r}; "
            f"got shape {shape}"
        )
    return shape[-1] if data_format == "NSC" else shape[1]


def _check_parameter(fn: str, name: str, value: Any, expected: tuple) -> None:
    if value is not None and checks.shape_of(value) != expected:
        raise ShapeError(
            f"{fn}: {name} must have shape {expected}; got shape {checks.shape_of(value)}"
        )


def layer_norm(
    x: Array,
    /,
    normalized_shape: int | Sequence[int],
    *,
    weight: Array | None = None,
    bias: Array | None = None,
    epsilon: float = 1e-5,
    backend: BackendLike = None,
) -> Array:
    """Normalizes over the trailing axes: ``(x - mean) / sqrt(var + epsilon) * weight + bias``.

    Args:
        x: array of shape ``(..., *normalized_shape)`` and a real floating-point dtype.
        normalized_shape: the shape of the trailing axes to normalize over (an int for one
            axis), as in torch.
        weight: the scale, of shape ``normalized_shape``; None for none.
        bias: the offset, of shape ``normalized_shape``; None for none.
        epsilon: added to the variance.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``.

    Raises:
        ShapeError: the trailing shape of ``x``, or the shape of ``weight`` or ``bias``, is not
            ``normalized_shape``.

    Example:
        >>> import ivy
        >>> ivy.layer_norm(ivy.asarray([[1.0, 3.0], [2.0, 2.0]]), (2,))
        array([[-0.999995,  0.999995],
               [ 0.      ,  0.      ]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, weight, bias)
    try:
        normalized_shape = (
            (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
        )
        shape = checks.shape_of(x)
        if not normalized_shape or shape[len(shape) - len(normalized_shape) :] != normalized_shape:
            raise ShapeError(
                f"layer_norm: x of shape {shape} must end in normalized_shape {normalized_shape}"
            )
        _check_parameter("layer_norm", "weight", weight, normalized_shape)
        _check_parameter("layer_norm", "bias", bias, normalized_shape)
        return b.layer_norm(x, normalized_shape, weight, bias, epsilon)
    except Exception:
        if recover.holds_sequence(x, weight, bias):
            return recover.retry_with_arrays(layer_norm, b, locals(), "x", "weight", "bias")
        if recover.mixed_floats(b, x, weight, bias):
            return recover.retry_promoted(layer_norm, b, locals(), "x", "weight", "bias")
        checks.explain(None)
        raise


def batch_norm(
    x: Array,
    mean: Array,
    variance: Array,
    /,
    *,
    offset: Array | None = None,
    scale: Array | None = None,
    training: bool = False,
    momentum: float = 0.1,
    epsilon: float = 1e-5,
    data_format: str = "NSC",
    backend: BackendLike = None,
) -> tuple[Array, Array, Array]:
    """Batch normalization: ``(x - mean) / sqrt(variance + epsilon) * scale + offset`` per channel.

    Not training, ``mean`` and ``variance`` are the running statistics to normalize with, and are
    returned as they are. Training, ``x`` is normalized with its own statistics over all axes but
    the channel axis, and the running statistics are returned updated as torch does:
    ``(1 - momentum) * running + momentum * batch``, with the batch variance unbiased there.

    Args:
        x: array of shape ``(N, *spatial, C)`` (``"NSC"``) or ``(N, C, *spatial)`` (``"NCS"``),
            at least 2-d, of a real floating-point dtype.
        mean: the running mean, of shape ``(C,)``.
        variance: the running variance, of shape ``(C,)``.
        offset: the offset (beta), of shape ``(C,)``; None for none.
        scale: the scale (gamma), of shape ``(C,)``; None for none.
        training: normalize with the batch statistics and update the running ones.
        momentum: the weight of the batch statistics in the update (torch's convention, not
            Keras's).
        epsilon: added to the variance.
        data_format: ``"NSC"`` (channels last) or ``"NCS"`` (channels first).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(y, running_mean, running_variance)``: ``y`` of the shape of ``x``, the statistics
        of shape ``(C,)``. Where the floats differ in dtype, each output has the result type of
        what it is computed from: ``y`` of ``x``, ``offset``, ``scale`` and (not training) the
        statistics; training, each running statistic of itself and ``x``; not training, the
        statistics are returned as given.

    Raises:
        ShapeError: ``x`` has fewer than 2 dimensions, or a statistic or parameter is not of
            shape ``(C,)``.
        ValueError: ``data_format`` is unknown, or training with one value per channel.

    Example:
        >>> import ivy
        >>> x = ivy.asarray([[1.0], [3.0]])
        >>> y, mean, var = ivy.batch_norm(x, ivy.zeros(1), ivy.ones(1), training=True)
        >>> mean, var
        (array([0.2], dtype=float32), array([1.1], dtype=float32))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, mean, variance, offset, scale)
    try:
        channels = _num_channels("batch_norm", x, data_format)
        for name, value in (("mean", mean), ("variance", variance), ("offset", offset)):
            _check_parameter("batch_norm", name, value, (channels,))
        _check_parameter("batch_norm", "scale", scale, (channels,))
        if training and _size(x) <= channels:
            raise InvalidArgumentError(
                f"batch_norm: training needs more than one value per channel; got x of shape "
                f"{checks.shape_of(x)}"
            )
        try:
            return b.batch_norm(
                x,
                mean,
                variance,
                offset,
                scale,
                training,
                momentum,
                epsilon,
                data_format,
            )
        except Exception:
            if not recover.mixed_floats(b, x, mean, variance, offset, scale):
                raise
        return _batch_norm_of_mixed_dtypes(
            b, x, mean, variance, offset, scale, training, momentum, epsilon, data_format
        )
    except Exception:
        if recover.holds_sequence(x, mean, variance, offset, scale):
            return recover.retry_with_arrays(
                batch_norm, b, locals(), "x", "mean", "variance", "offset", "scale"
            )
        checks.explain(None)
        raise


def _batch_norm_of_mixed_dtypes(
    b: Any,
    x: Array,
    mean: Array,
    variance: Array,
    offset: Array | None,
    scale: Array | None,
    training: bool,
    momentum: float,
    epsilon: float,
    data_format: str,
) -> tuple[Array, Array, Array]:
    """batch_norm where the floats differ in dtype, which the framework refused.

    Computed in their result type; each output then has the result type of what it is computed
    from, as where the framework mixes the dtypes itself (numpy): ``y`` of ``x``, ``offset``,
    ``scale`` and, not training, the statistics; training, each running statistic of itself and
    ``x``; not training, the statistics are returned as they were given.
    """
    promoted = recover.promoted(b, x, mean, variance, offset, scale)
    y, running_mean, running_variance = b.batch_norm(
        *promoted, training, momentum, epsilon, data_format
    )
    y = recover.cast_to_result_type(b, y, x, offset, scale, *(() if training else (mean, variance)))
    if not training:
        return y, mean, variance
    return (
        y,
        recover.cast_to_result_type(b, running_mean, mean, x),
        recover.cast_to_result_type(b, running_variance, variance, x),
    )


def _size(x: Array) -> int:
    size = 1
    for d in checks.shape_of(x):
        size *= d
    return size


def group_norm(
    x: Array,
    num_groups: int,
    /,
    *,
    weight: Array | None = None,
    bias: Array | None = None,
    epsilon: float = 1e-5,
    data_format: str = "NSC",
    backend: BackendLike = None,
) -> Array:
    """Group normalization: channels split into ``num_groups`` groups, each normalized per sample.

    Each sample's group of ``C / num_groups`` consecutive channels is normalized over those
    channels and all spatial positions, then scaled and offset per channel.

    Args:
        x: array of shape ``(N, *spatial, C)`` (``"NSC"``) or ``(N, C, *spatial)`` (``"NCS"``),
            at least 2-d, of a real floating-point dtype.
        num_groups: the number of groups; it must divide ``C``.
        weight: the scale, of shape ``(C,)``; None for none.
        bias: the offset, of shape ``(C,)``; None for none.
        epsilon: added to the variance.
        data_format: ``"NSC"`` (channels last) or ``"NCS"`` (channels first).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``.

    Raises:
        ShapeError: ``x`` has fewer than 2 dimensions, ``num_groups`` does not divide ``C``, or
            ``weight`` or ``bias`` is not of shape ``(C,)``.
        ValueError: ``data_format`` is unknown.

    Example:
        >>> import ivy
        >>> ivy.group_norm(ivy.asarray([[[0.0, 2.0, 5.0, 5.0]]]), 2)
        array([[[-0.999995,  0.999995,  0.      ,  0.      ]]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, weight, bias)
    try:
        channels = _num_channels("group_norm", x, data_format)
        if num_groups <= 0 or channels % num_groups:
            raise ShapeError(
                f"group_norm: num_groups {num_groups} must divide the {channels} channels of x of "
                f"shape {checks.shape_of(x)}"
            )
        _check_parameter("group_norm", "weight", weight, (channels,))
        _check_parameter("group_norm", "bias", bias, (channels,))
        return b.group_norm(x, num_groups, weight, bias, epsilon, data_format)
    except Exception:
        if recover.holds_sequence(x, weight, bias):
            return recover.retry_with_arrays(group_norm, b, locals(), "x", "weight", "bias")
        if recover.mixed_floats(b, x, weight, bias):
            return recover.retry_promoted(group_norm, b, locals(), "x", "weight", "bias")
        checks.explain(None)
        raise


def instance_norm(
    x: Array,
    /,
    *,
    weight: Array | None = None,
    bias: Array | None = None,
    epsilon: float = 1e-5,
    data_format: str = "NSC",
    backend: BackendLike = None,
) -> Array:
    """Instance normalization: each channel of each sample normalized over the spatial axes.

    It is :func:`group_norm` with one group per channel.

    Args:
        x: array of shape ``(N, *spatial, C)`` (``"NSC"``) or ``(N, C, *spatial)`` (``"NCS"``)
            with at least one spatial axis, of a real floating-point dtype.
        weight: the scale, of shape ``(C,)``; None for none.
        bias: the offset, of shape ``(C,)``; None for none.
        epsilon: added to the variance.
        data_format: ``"NSC"`` (channels last) or ``"NCS"`` (channels first).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``.

    Raises:
        ShapeError: ``x`` has no spatial axis, or ``weight`` or ``bias`` is not of shape
            ``(C,)``.
        ValueError: ``data_format`` is unknown.

    Example:
        >>> import ivy
        >>> ivy.instance_norm(ivy.asarray([[[1.0], [3.0]]]))
        array([[[-0.999995],
                [ 0.999995]]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, weight, bias)
    try:
        channels = _num_channels("instance_norm", x, data_format, min_ndim=3)
        _check_parameter("instance_norm", "weight", weight, (channels,))
        _check_parameter("instance_norm", "bias", bias, (channels,))
        return b.group_norm(
            x, channels, weight=weight, bias=bias, epsilon=epsilon, data_format=data_format
        )
    except Exception:
        if recover.holds_sequence(x, weight, bias):
            return recover.retry_with_arrays(instance_norm, b, locals(), "x", "weight", "bias")
        if recover.mixed_floats(b, x, weight, bias):
            return recover.retry_promoted(instance_norm, b, locals(), "x", "weight", "bias")
        checks.explain(None)
        raise
