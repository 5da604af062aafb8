"""Loss functions of neural networks.

Every loss takes the target first and the prediction second (``true, pred``), except
:func:`kl_div`, which follows torch's argument order and convention (``input`` holds
log-probabilities). ``reduction`` is one of ``"none"`` (the loss per element, or per sample for the
cross entropies), ``"mean"`` or ``"sum"`` (over all of those). All losses are written once here
from other ivy functions (they are :data:`COMPOSITES`), so they are differentiable wherever those
are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "cross_entropy",
    "binary_cross_entropy",
    "sparse_cross_entropy",
    "mse_loss",
    "l1_loss",
    "huber_loss",
    "kl_div",
]

COMPOSITES = frozenset(__all__)

_REDUCTIONS = ("none", "mean", "sum")


def _check_reduction(fn: str, reduction: str) -> None:
    if reduction not in _REDUCTIONS:
        raise InvalidArgumentError(
            f"{fn}: reduction must be one of 'none', 'mean', 'sum'; got {reduction!r}"
        )


def _reduce(b: Any, loss: Array, reduction: str) -> Array:
    if reduction == "mean":
        return b.mean(loss, axis=None, keepdims=False)
    if reduction == "sum":
        return b.sum(loss, axis=None, dtype=None, keepdims=False)
    return loss


def _clipped_log(b: Any, pred: Array, epsilon: float) -> Array:
    """``log(pred)`` with ``pred`` clipped to ``[epsilon, 1 - epsilon]`` (no ``log(0)``)."""
    # maximum/minimum, not clip: mxnet's clip rounds its bounds to float32.
    return b.log(b.minimum(b.maximum(pred, epsilon), 1 - epsilon))


def cross_entropy(
    true: Array,
    pred: Array,
    /,
    *,
    axis: int = -1,
    epsilon: float = 1e-7,
    reduction: str = "mean",
    backend: BackendLike = None,
) -> Array:
    """The categorical cross entropy ``-sum(true * log(pred), axis)`` of probabilities.

    Args:
        true: the target distribution (probabilities or one-hot), of a shape that broadcasts
            with ``pred``.
        pred: the predicted probabilities, of shape ``(..., C, ...)`` with the ``C`` classes along
            ``axis`` and a real floating-point dtype; clipped to ``[epsilon, 1 - epsilon]``
            before the logarithm.
        axis: the class axis.
        epsilon: the clipping bound.
        reduction: ``"none"`` for the loss per sample, of the broadcast shape without ``axis``;
            ``"mean"`` or ``"sum"`` over those.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``pred``: 0-d, or of the per-sample shape for ``"none"``.

    Raises:
        ShapeError: ``true`` and ``pred`` do not broadcast.
        ValueError: ``reduction`` is not one of the three.

    Example:
        >>> import ivy
        >>> true = ivy.asarray([[0.0, 1.0], [1.0, 0.0]])
        >>> pred = ivy.asarray([[0.5, 0.5], [0.5, 0.5]])
        >>> ivy.cross_entropy(true, pred)
        array(0.6931472, dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, true, pred)
    try:
        _check_reduction("cross_entropy", reduction)
        log_pred = _clipped_log(b, pred, epsilon)
        loss = b.negative(b.sum(b.multiply(true, log_pred), axis=axis, dtype=None, keepdims=False))
        return _reduce(b, loss, reduction)
    except Exception:
        if recover.holds_sequence(true, pred):
            return recover.retry_with_arrays(cross_entropy, b, locals(), "true", "pred")
        checks.explain(checks.broadcastable, "cross_entropy", true=true, pred=pred)
        checks.explain(checks.valid_axes, "cross_entropy", pred, axis)
        raise


def binary_cross_entropy(
    true: Array,
    pred: Array,
    /,
    *,
    epsilon: float = 1e-7,
    from_logits: bool = False,
    reduction: str = "mean",
    backend: BackendLike = None,
) -> Array:
    """The binary cross entropy ``-(true * log(p) + (1 - true) * log(1 - p))``, element-wise.

    Args:
        true: the targets in ``[0, 1]``, of a shape that broadcasts with ``pred``.
        pred: the predictions, of a real floating-point dtype: probabilities ``p`` (clipped to
            ``[epsilon, 1 - epsilon]``), or logits with ``p = sigmoid(pred)`` if
            ``from_logits``, computed then in the stable form
            ``max(pred, 0) - pred * true + log(1 + exp(-|pred|))`` (no clipping).
        epsilon: the clipping bound for probabilities.
        from_logits: whether ``pred`` holds logits.
        reduction: ``"none"`` for the loss per element, of the broadcast shape; ``"mean"`` or
            ``"sum"`` over all elements.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``pred``: 0-d, or of the broadcast shape for ``"none"``.

    Raises:
        ShapeError: ``true`` and ``pred`` do not broadcast.
        ValueError: ``reduction`` is not one of the three.

    Example:
        >>> import ivy
        >>> ivy.binary_cross_entropy(ivy.asarray([1.0, 0.0]), ivy.asarray([0.0, 0.0]),
        ...                          from_logits=True)
        array(0.6931472, dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, true, pred)
    try:
        _check_reduction("binary_cross_entropy", reduction)
        if from_logits:
            loss = b.add(
                b.subtract(b.maximum(pred, 0), b.multiply(pred, true)),
                b.log1p(b.exp(b.negative(b.abs(pred)))),
            )
        else:
            loss = b.negative(
                b.add(
                    b.multiply(true, _clipped_log(b, pred, epsilon)),
                    b.multiply(b.subtract(1, true), _clipped_log(b, b.subtract(1, pred), epsilon)),
                )
            )
        return _reduce(b, loss, reduction)
    except Exception:
        if recover.holds_sequence(true, pred):
            return recover.retry_with_arrays(binary_cross_entropy, b, locals(), "true", "pred")
        checks.explain(checks.broadcastable, "binary_cross_entropy", true=true, pred=pred)
        raise


def sparse_cross_entropy(
    true: Array,
    pred: Array,
    /,
    *,
    axis: int = -1,
    epsilon: float = 1e-7,
    reduction: str = "mean",
    backend: BackendLike = None,
) -> Array:
    """The cross entropy ``-log(pred[..., true, ...])`` of integer class labels.

    Args:
        true: the class indices, of an integer dtype and the shape of ``pred`` without ``axis``;
            each in ``[0, C)`` (an index out of that range selects no class and adds 0 to the
            loss: no check is made, as reading the values would stall asynchronous devices).
        pred: the predicted probabilities, of shape ``(..., C, ...)`` with the ``C`` classes along
            ``axis`` and a real floating-point dtype; clipped to ``[epsilon, 1 - epsilon]``.
        axis: the class axis of ``pred``.
        epsilon: the clipping bound.
        reduction: ``"none"`` for the loss per sample (the shape of ``true``); ``"mean"`` or
            ``"sum"`` over those.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``pred``: 0-d, or of the shape of ``true`` for ``"none"``.

    Raises:
        ShapeError: the shape of ``true`` is not that of ``pred`` without ``axis``.
        AxisError: ``axis`` is out of range for ``pred``.
        ValueError: ``reduction`` is not one of the three.

    Example:
        >>> import ivy
        >>> pred = ivy.asarray([[0.25, 0.75], [0.5, 0.5]])
        >>> ivy.sparse_cross_entropy(ivy.asarray([1, 0]), pred, reduction="none")
        array([0.2876821, 0.6931472], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, true, pred)
    # The shapes decide the one-hot layout below; a mismatch would broadcast silently.
    try:
        _check_reduction("sparse_cross_entropy", reduction)
        pred_shape, true_shape = checks.shape_of(pred), checks.shape_of(true)
        axis = checks.normalize_axis("sparse_cross_entropy", axis, len(pred_shape))
        if true_shape != pred_shape[:axis] + pred_shape[axis + 1 :]:
            raise ShapeError(
                f"sparse_cross_entropy: true of shape {true_shape} must have the shape of pred "
                f"{pred_shape} without axis {axis}"
            )
        # Each position's class index along axis, derived from pred (so on its device, and
        # traceable).
        label_dtype = b.dtype(true)
        ones = b.ones_like(pred, dtype=label_dtype, device=None)
        positions = b.cumsum(ones, axis, exclusive=True, reverse=False, dtype=label_dtype)
        one_hot = b.equal(positions, b.reshape(true, (*true_shape[:axis], 1, *true_shape[axis:])))
        picked = b.where(one_hot, _clipped_log(b, pred, epsilon), 0.0)
        loss = b.negative(b.sum(picked, axis=axis, dtype=None, keepdims=False))
        return _reduce(b, loss, reduction)
    except Exception:
        checks.explain(None)
        raise


def _elementwise_loss(
    b: Any, fn: str, compute: Callable[[Any], Array], true: Array, pred: Array, reduction: str
) -> Array:
    """``compute(b)``, the loss per element, reduced; a failure is explained by the shapes."""
    try:
        return _reduce(b, compute(b), reduction)
    except Exception:
        checks.explain(checks.broadcastable, fn, true=true, pred=pred)
        raise


def mse_loss(
    true: Array, pred: Array, /, *, reduction: str = "mean", backend: BackendLike = None
) -> Array:
    """The squared error ``(pred - true) ** 2``, element-wise, and its mean (or sum).

    Args:
        true: the targets, of a shape that broadcasts with ``pred``.
        pred: the predictions, of a real floating-point dtype.
        reduction: ``"none"`` for the loss per element, of the broadcast shape; ``"mean"`` or
            ``"sum"`` over all elements.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``pred``: 0-d, or of the broadcast shape for ``"none"``.

    Raises:
        ShapeError: ``true`` and ``pred`` do not broadcast.
        ValueError: ``reduction`` is not one of the three.

    Example:
        >>> import ivy
        >>> ivy.mse_loss(ivy.asarray([0.0, 0.0]), ivy.asarray([1.0, 3.0]))
        array(5., dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, true, pred)
    try:
        _check_reduction("mse_loss", reduction)
        return _elementwise_loss(
            b, "mse_loss", lambda b: b.square(b.subtract(pred, true)), true, pred, reduction
        )
    except Exception:
        if recover.holds_sequence(true, pred):
            return recover.retry_with_arrays(mse_loss, b, locals(), "true", "pred")
        checks.explain(None)
        raise


def l1_loss(
    true: Array, pred: Array, /, *, reduction: str = "mean", backend: BackendLike = None
) -> Array:
    """The absolute error ``|pred - true|``, element-wise, and its mean (or sum).

    Args:
        true: the targets, of a shape that broadcasts with ``pred``.
        pred: the predictions, of a real floating-point dtype.
        reduction: ``"none"`` for the loss per element, of the broadcast shape; ``"mean"`` or
            ``"sum"`` over all elements.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``pred``: 0-d, or of the broadcast shape for ``"none"``.

    Raises:
        ShapeError: ``true`` and ``pred`` do not broadcast.
        ValueError: ``reduction`` is not one of the three.

    Example:
        >>> import ivy
        >>> ivy.l1_loss(ivy.asarray([0.0, 0.0]), ivy.asarray([1.0, -3.0]), reduction="sum")
        array(4., dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, true, pred)
    try:
        _check_reduction("l1_loss", reduction)
        return _elementwise_loss(
            b, "l1_loss", lambda b: b.abs(b.subtract(pred, true)), true, pred, reduction
        )
    except Exception:
        if recover.holds_sequence(true, pred):
            return recover.retry_with_arrays(l1_loss, b, locals(), "true", "pred")
        checks.explain(None)
        raise


def huber_loss(
    true: Array,
    pred: Array,
    /,
    *,
    delta: float = 1.0,
    reduction: str = "mean",
    backend: BackendLike = None,
) -> Array:
    """The Huber loss, quadratic for small errors and linear for large ones (torch's).

    With ``d = |pred - true|``: ``0.5 * d**2`` where ``d < delta``, else
    ``delta * (d - 0.5 * delta)``.

    Args:
        true: the targets, of a shape that broadcasts with ``pred``.
        pred: the predictions, of a real floating-point dtype.
        delta: where the loss turns from quadratic to linear; positive.
        reduction: ``"none"`` for the loss per element, of the broadcast shape; ``"mean"`` or
            ``"sum"`` over all elements.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``pred``: 0-d, or of the broadcast shape for ``"none"``.

    Raises:
        ShapeError: ``true`` and ``pred`` do not broadcast.
        ValueError: ``reduction`` is not one of the three.

    Example:
        >>> import ivy
        >>> ivy.huber_loss(ivy.asarray([0.0, 0.0]), ivy.asarray([0.5, 3.0]), reduction="none")
        array([0.125, 2.5  ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, true, pred)

    try:
        _check_reduction("huber_loss", reduction)

        def compute(b):
            error = b.abs(b.subtract(pred, true))
            quadratic = b.multiply(b.square(error), 0.5)
            linear = b.multiply(b.subtract(error, 0.5 * delta), delta)
            return b.where(b.less(error, delta), quadratic, linear)

        try:
            return _elementwise_loss(b, "huber_loss", compute, true, pred, reduction)
        except Exception:
            if recover.holds_sequence(true, pred):
                return recover.retry_with_arrays(huber_loss, b, locals(), "true", "pred")
            checks.explain(None)
            raise
    except Exception:
        checks.explain(None)
        raise


def kl_div(
    input: Array,
    target: Array,
    /,
    *,
    reduction: str = "mean",
    log_target: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The Kullback-Leibler divergence of ``target`` from the distribution ``exp(input)``.

    torch's convention (``torch.nn.functional.kl_div``), argument order included: ``input`` holds
    *log*-probabilities, ``target`` probabilities (or log-probabilities if ``log_target``), and
    the loss per element is ``target * (log(target) - input)``, taken as 0 where ``target`` is 0.

    Args:
        input: the log-probabilities of the approximating distribution, of a real floating-point
            dtype and a shape that broadcasts with ``target``.
        target: the reference distribution's probabilities (log-probabilities if
            ``log_target``).
        reduction: ``"none"`` for the loss per element, of the broadcast shape; ``"mean"`` or
            ``"sum"`` over all elements. (torch's ``"batchmean"``, the true divergence per
            sample, is ``"sum"`` divided by the batch size.)
        log_target: whether ``target`` holds log-probabilities.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``input``: 0-d, or of the broadcast shape for ``"none"``.

    Raises:
        ShapeError: ``input`` and ``target`` do not broadcast.
        ValueError: ``reduction`` is not one of the three.

    Example:
        >>> import ivy
        >>> log_q = ivy.log(ivy.asarray([0.5, 0.5]))
        >>> ivy.kl_div(log_q, ivy.asarray([1.0, 0.0]), reduction="sum")
        array(0.6931472, dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, input, target)
    try:
        _check_reduction("kl_div", reduction)
        if log_target:
            loss = b.multiply(b.exp(target), b.subtract(target, input))
        else:
            # target * log(target) with 0 where target is 0: log(1) there keeps the gradient finite.
            safe = b.where(b.equal(target, 0), 1, target)
            loss = b.multiply(target, b.subtract(b.log(safe), input))
        return _reduce(b, loss, reduction)
    except Exception:
        if recover.holds_sequence(input, target):
            return recover.retry_with_arrays(kl_div, b, locals(), "input", "target")
        checks.explain(checks.broadcastable, "kl_div", input=input, target=target)
        raise
