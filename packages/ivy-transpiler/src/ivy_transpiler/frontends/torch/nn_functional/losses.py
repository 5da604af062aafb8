"""Losses, with torch's ``reduction`` (``"mean"``, ``"sum"``, ``"none"``) and class dim 1.

The legacy ``size_average``/``reduce`` arguments are read as torch reads them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import cast, ndim_of, shape_of
from ivy_transpiler.frontends.torch.nn_functional.activations import log_softmax

__all__ = ["FRONTENDS"]


def _reduction(size_average: Any, reduce: Any, reduction: str) -> str:
    if size_average is None and reduce is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    if not reduce:
        return "none"
    return "mean" if size_average else "sum"


def _reduce(loss: Any, reduction: str) -> Any:
    if reduction == "none":
        return loss
    if reduction == "sum":
        return ivy.sum(loss)
    if reduction == "mean":
        return ivy.mean(loss)
    raise ValueError(f"{reduction} is not a valid value for reduction")


def _class_last(x: Any) -> Any:
    """``(N, C, d1, ...)`` to ``(N, d1, ..., C)``."""
    n = ndim_of(x)
    return ivy.moveaxis(x, 1, n - 1) if n > 2 else x


def nll_loss(
    input: Any, target: Any, weight: Any = None, size_average: Any = None,
    ignore_index: int = -100, reduce: Any = None, reduction: str = "mean",
) -> Any:  # fmt: skip
    """torch.nn.functional.nll_loss.

    ``-input[n, target[n]] * weight[target[n]]``, the mean weighted by the weights of the targets
    not ``ignore_index``.
    """
    reduction = _reduction(size_average, reduce, reduction)
    logp = _class_last(input) if ndim_of(input) > 1 else ivy.expand_dims(input, 0)
    target = cast(target, "int64")
    if ndim_of(input) == 1:
        target = ivy.reshape(target, (1,))
    valid = ivy.not_equal(target, ignore_index)
    safe = ivy.where(valid, target, ivy.zeros_like(target))
    picked = ivy.squeeze(ivy.take_along_axis(logp, ivy.expand_dims(safe, -1), axis=-1), -1)
    w = ivy.astype(valid, ivy.dtype(logp))
    if weight is not None:
        w = ivy.multiply(w, ivy.gather(cast(weight, ivy.dtype(logp)), safe, axis=0))
    loss = ivy.negative(ivy.multiply(picked, w))
    if ndim_of(input) == 1:
        loss, w = ivy.squeeze(loss, 0), ivy.squeeze(w, 0)
    if reduction == "mean":
        return ivy.divide(ivy.sum(loss), ivy.sum(w))
    return _reduce(loss, reduction)


def cross_entropy(
    input: Any, target: Any, weight: Any = None, size_average: Any = None,
    ignore_index: int = -100, reduce: Any = None, reduction: str = "mean",
    label_smoothing: float = 0.0,
) -> Any:  # fmt: skip
    """torch.nn.functional.cross_entropy.

    ``nll_loss(log_softmax(input, 1), target)`` for class indices, or ``-sum(target *
    log_softmax(input, 1))`` for class probabilities; with label smoothing.
    """
    reduction = _reduction(size_average, reduce, reduction)
    class_dim = 1 if ndim_of(input) > 1 else 0
    logp = log_softmax(input, class_dim)
    classes = int(input.shape[class_dim])
    if str(ivy.dtype(target)).startswith(("float", "bfloat")):  # probabilities
        if label_smoothing:
            target = ivy.add(ivy.multiply(target, 1 - label_smoothing), label_smoothing / classes)
        terms = ivy.multiply(logp, target)
        if weight is not None:
            shape = [1] * ndim_of(input)
            shape[class_dim] = classes
            terms = ivy.multiply(terms, ivy.reshape(weight, tuple(shape)))
        return _reduce(ivy.negative(ivy.sum(terms, axis=class_dim)), reduction)
    nll = nll_loss(logp, target, weight, None, ignore_index, None, reduction)
    if not label_smoothing:
        return nll
    # smoothing: (1 - eps) * nll + eps * mean over classes of -logp (weighted, masked)
    lp = _class_last(logp) if ndim_of(logp) > 1 else ivy.expand_dims(logp, 0)
    if weight is not None:
        lp = ivy.multiply(lp, weight)
    smooth = ivy.negative(ivy.sum(lp, axis=-1))
    t = cast(target, "int64")
    if ndim_of(input) == 1:
        t = ivy.reshape(t, (1,))
    valid = ivy.not_equal(t, ignore_index)
    smooth = ivy.where(valid, smooth, ivy.zeros_like(smooth))
    if ndim_of(input) == 1:
        smooth = ivy.squeeze(smooth, 0)
    if reduction == "mean":
        if weight is not None:
            safe = ivy.where(valid, t, ivy.zeros_like(t))
            picked = ivy.gather(cast(weight, ivy.dtype(logp)), safe, axis=0)
            denom = ivy.sum(ivy.where(valid, picked, ivy.zeros_like(picked)))
        else:
            denom = ivy.sum(ivy.astype(valid, ivy.dtype(logp)))
        smooth = ivy.divide(ivy.sum(smooth), denom)
    else:
        smooth = _reduce(smooth, reduction)
    return ivy.add(
        ivy.multiply(nll, 1 - label_smoothing), ivy.multiply(smooth, label_smoothing / classes)
    )


def _elementwise(name: str, fn: Callable) -> Callable:
    def loss(input: Any, target: Any, size_average: Any = None, reduce: Any = None,
             reduction: str = "mean", weight: Any = None, **options: Any) -> Any:  # fmt: skip
        reduction_ = _reduction(size_average, reduce, reduction)
        a, b = ivy.broadcast_arrays(input, cast(target, ivy.dtype(input)))
        terms = fn(a, b, **options)
        if weight is None:
            return _reduce(terms, reduction_)
        weight = cast(weight, ivy.dtype(terms))
        terms = ivy.multiply(terms, weight)
        if reduction_ == "mean":  # torch 2.13: the weighted sum over the sum of the weights
            return ivy.divide(ivy.sum(terms), ivy.sum(weight))
        return _reduce(terms, reduction_)

    loss.__name__ = loss.__qualname__ = name
    loss.__doc__ = (
        f"torch.nn.functional.{name}: the element-wise loss (times ``weight``, if given), reduced."
    )
    return loss


def _squared(a: Any, b: Any) -> Any:
    d = ivy.subtract(a, b)
    return ivy.multiply(d, d)


def _absolute(a: Any, b: Any) -> Any:
    return ivy.abs(ivy.subtract(a, b))


def _smooth_l1(a: Any, b: Any, beta: float = 1.0) -> Any:
    d = ivy.abs(ivy.subtract(a, b))
    if beta == 0:
        return d
    return ivy.where(ivy.less(d, beta), ivy.divide(ivy.multiply(ivy.multiply(d, d), 0.5), beta),
                     ivy.subtract(d, 0.5 * beta))  # fmt: skip


def _huber(a: Any, b: Any, delta: float = 1.0) -> Any:
    d = ivy.abs(ivy.subtract(a, b))
    return ivy.where(ivy.less(d, delta), ivy.multiply(ivy.multiply(d, d), 0.5),
                     ivy.multiply(ivy.subtract(d, 0.5 * delta), delta))  # fmt: skip


mse_loss = _elementwise("mse_loss", _squared)
l1_loss = _elementwise("l1_loss", _absolute)
smooth_l1_loss = _elementwise("smooth_l1_loss", _smooth_l1)


def huber_loss(
    input: Any, target: Any, reduction: str = "mean", delta: float = 1.0, weight: Any = None
) -> Any:
    """torch.nn.functional.huber_loss: quadratic below ``delta``, linear above, reduced.

    With ``weight`` the weighted terms are reduced (their plain mean for ``"mean"``, as torch).
    """
    a, b = ivy.broadcast_arrays(input, cast(target, ivy.dtype(input)))
    terms = _huber(a, b, delta)
    if weight is not None:
        terms = ivy.multiply(terms, cast(weight, ivy.dtype(terms)))
    return _reduce(terms, reduction)


def binary_cross_entropy(
    input: Any, target: Any, weight: Any = None, size_average: Any = None, reduce: Any = None,
    reduction: str = "mean",
) -> Any:  # fmt: skip
    """torch.nn.functional.binary_cross_entropy.

    ``-(t log p + (1 - t) log(1 - p))``, each log clamped at -100 as torch does.
    """
    reduction = _reduction(size_average, reduce, reduction)
    t = cast(target, ivy.dtype(input))
    log_p = ivy.maximum(ivy.log(input), -100.0)
    log_q = ivy.maximum(ivy.log(ivy.subtract(1.0, input)), -100.0)
    loss = ivy.negative(ivy.add(ivy.multiply(t, log_p), ivy.multiply(ivy.subtract(1.0, t), log_q)))
    if weight is not None:
        loss = ivy.multiply(loss, weight)
    return _reduce(loss, reduction)


def binary_cross_entropy_with_logits(
    input: Any, target: Any, weight: Any = None, size_average: Any = None, reduce: Any = None,
    reduction: str = "mean", pos_weight: Any = None,
) -> Any:  # fmt: skip
    """torch.nn.functional.binary_cross_entropy_with_logits.

    The BCE of ``sigmoid(input)``, computed stably, positives weighted by ``pos_weight``.
    """
    reduction = _reduction(size_average, reduce, reduction)
    t = cast(target, ivy.dtype(input))
    log_sig = ivy.negative(ivy.softplus(ivy.negative(input)))  # log(sigmoid(x))
    log_one_minus = ivy.negative(ivy.softplus(input))  # log(1 - sigmoid(x))
    positive = ivy.multiply(t, log_sig)
    if pos_weight is not None:
        positive = ivy.multiply(positive, pos_weight)
    loss = ivy.negative(ivy.add(positive, ivy.multiply(ivy.subtract(1.0, t), log_one_minus)))
    if weight is not None:
        loss = ivy.multiply(loss, weight)
    return _reduce(loss, reduction)


def kl_div(
    input: Any, target: Any, size_average: Any = None, reduce: Any = None,
    reduction: str = "mean", log_target: bool = False,
) -> Any:  # fmt: skip
    """torch.nn.functional.kl_div.

    ``target * (log(target) - input)`` (``input`` holds log probabilities); ``"batchmean"`` divides
    the sum by the batch size.
    """
    reduction = _reduction(size_average, reduce, reduction)
    if log_target:
        loss = ivy.multiply(ivy.exp(target), ivy.subtract(target, input))
    else:
        safe = ivy.where(ivy.greater(target, 0), target, ivy.ones_like(target))
        pointwise = ivy.multiply(target, ivy.subtract(ivy.log(safe), input))
        loss = ivy.where(ivy.greater(target, 0), pointwise, ivy.zeros_like(pointwise))
    if reduction == "batchmean":
        return ivy.divide(ivy.sum(loss), shape_of(input)[0] if ndim_of(input) else 1)
    return _reduce(loss, reduction)


FRONTENDS: dict[str, Callable] = {
    "torch.nn.functional.nll_loss": nll_loss,
    "torch.nn.functional.cross_entropy": cross_entropy,
    "torch.nn.functional.mse_loss": mse_loss,
    "torch.nn.functional.l1_loss": l1_loss,
    "torch.nn.functional.smooth_l1_loss": smooth_l1_loss,
    "torch.nn.functional.huber_loss": huber_loss,
    "torch.nn.functional.binary_cross_entropy": binary_cross_entropy,
    "torch.nn.functional.binary_cross_entropy_with_logits": binary_cross_entropy_with_logits,
    "torch.binary_cross_entropy_with_logits": binary_cross_entropy_with_logits,
    "torch.nn.functional.kl_div": kl_div,
}
