"""Loss functions against NumPy references, and their errors."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.dtypes import available_dtypes

FLOATS = ["float32", "float64"]
REDUCTIONS = ["none", "mean", "sum"]
# Few fixed shapes rather than drawn ones: jax compiles each op anew for each shape.
SHAPES = [(4,), (2, 3), (2, 1, 1)]
RNG = np.random.default_rng(0)


def _reduce(loss, reduction):
    return {"none": loss, "mean": np.mean(loss), "sum": np.sum(loss)}[reduction]


def _probabilities(shape, axis=-1, dtype="float64"):
    logits = RNG.normal(size=shape)
    e = np.exp(logits - logits.max(axis=axis, keepdims=True))
    return (e / e.sum(axis=axis, keepdims=True)).astype(dtype)


def _check(result, expected, dtype):
    assert_allclose(result, np.asarray(expected, np.float64).astype(dtype))


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("dtype", FLOATS)
def test_cross_entropy(reduction, shape, dtype):
    true, pred = _probabilities(shape, dtype=dtype), _probabilities(shape, dtype=dtype)
    eps = 1e-7
    expected = -np.sum(true * np.log(np.clip(pred.astype(np.float64), eps, 1 - eps)), axis=-1)
    result = ivy.cross_entropy(ivy.asarray(true), ivy.asarray(pred), reduction=reduction)
    _check(result, _reduce(expected, reduction), dtype)


def test_cross_entropy_along_the_channel_axis_and_clipping():
    true = np.eye(3)[[0, 2]].T  # (3 classes, 2 samples): channels first
    pred = np.array([[1.0, 0.0], [0.0, 0.0], [0.0, 1.0]])
    result = ivy.cross_entropy(ivy.asarray(true), ivy.asarray(pred), axis=0, reduction="none")
    # pred 1 is clipped to 1 - 1e-7: the loss is -log(1 - 1e-7), not 0 (and never inf).
    _check(result, -np.log([1 - 1e-7, 1 - 1e-7]), "float64")
    wrong = ivy.cross_entropy(ivy.asarray(true), ivy.asarray(pred[::-1].copy()), axis=0)
    _check(wrong, -np.log(1e-7), "float64")


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_binary_cross_entropy(reduction):
    for dtype in available_dtypes(FLOATS):
        true = RNG.integers(0, 2, size=(2, 5)).astype(dtype)
        pred = RNG.uniform(0, 1, size=(2, 5)).astype(dtype)
        p = np.clip(pred.astype(np.float64), 1e-7, 1 - 1e-7)
        expected = -(true * np.log(p) + (1 - true) * np.log(1 - p))
        result = ivy.binary_cross_entropy(ivy.asarray(true), ivy.asarray(pred), reduction=reduction)
        _check(result, _reduce(expected, reduction), dtype)
        logits = RNG.normal(size=(2, 5)).astype(dtype) * 3
        p = 1 / (1 + np.exp(-logits.astype(np.float64)))
        expected = -(true * np.log(p) + (1 - true) * np.log(1 - p))
        result = ivy.binary_cross_entropy(
            ivy.asarray(true), ivy.asarray(logits), from_logits=True, reduction=reduction
        )
        _check(result, _reduce(expected, reduction), dtype)


def test_binary_cross_entropy_from_logits_is_stable_for_large_logits():
    logits = ivy.asarray(np.array([-1000.0, 1000.0, 1000.0], np.float32))
    true = ivy.asarray(np.array([0.0, 1.0, 0.0], np.float32))
    result = ivy.binary_cross_entropy(true, logits, from_logits=True, reduction="none")
    _check(result, [0.0, 0.0, 1000.0], "float32")


@pytest.mark.parametrize("axis", [-1, 1])
@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_sparse_cross_entropy(axis, reduction):
    for dtype in available_dtypes(FLOATS):
        pred = _probabilities((2, 3, 4), axis=axis, dtype=dtype)
        num_classes = pred.shape[axis]
        labels_shape = (2, 4) if axis == 1 else (2, 3)
        labels = RNG.integers(0, num_classes, size=labels_shape)
        picked = np.take_along_axis(pred.astype(np.float64), np.expand_dims(labels, axis), axis)
        expected = -np.log(np.clip(np.squeeze(picked, axis), 1e-7, 1 - 1e-7))
        result = ivy.sparse_cross_entropy(
            ivy.asarray(labels), ivy.asarray(pred), axis=axis, reduction=reduction
        )
        _check(result, _reduce(expected, reduction), dtype)
        # The same as the cross entropy of the one-hot labels.
        one_hot = np.moveaxis(np.eye(num_classes)[labels], -1, axis).astype(dtype)
        dense = ivy.cross_entropy(
            ivy.asarray(one_hot), ivy.asarray(pred), axis=axis, reduction=reduction
        )
        assert_allclose(result, ivy.to_numpy(dense))


def test_sparse_cross_entropy_rejects_mismatched_labels():
    pred = ivy.asarray(_probabilities((2, 3)))
    with pytest.raises(
        ivy.ShapeError,
        match=r"sparse_cross_entropy: true of shape \(3,\) must have the shape of pred "
        r"\(2, 3\) without axis 1",
    ):
        ivy.sparse_cross_entropy(ivy.asarray(np.zeros(3, np.int64)), pred)
    with pytest.raises(ivy.AxisError, match="sparse_cross_entropy: axis 2 is out of range"):
        ivy.sparse_cross_entropy(ivy.asarray(np.zeros(2, np.int64)), pred, axis=2)


def _huber(error, delta):
    error = np.abs(error)
    return np.where(error < delta, 0.5 * error**2, delta * (error - 0.5 * delta))


@pytest.mark.parametrize(
    ("name", "kwargs", "reference"),
    [
        ("mse_loss", {}, lambda t, p: (p - t) ** 2),
        ("l1_loss", {}, lambda t, p: np.abs(p - t)),
        ("huber_loss", {}, lambda t, p: _huber(p - t, 1.0)),
        ("huber_loss", {"delta": 0.3}, lambda t, p: _huber(p - t, 0.3)),
    ],
)
@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("shape", SHAPES)
def test_elementwise_losses(name, kwargs, reference, reduction, shape):
    dtype = "float32"
    true = RNG.normal(size=shape).astype(dtype)
    pred = RNG.normal(size=shape[-1:]).astype(dtype)  # broadcasts against true
    expected = _reduce(reference(true.astype(np.float64), pred.astype(np.float64)), reduction)
    result = getattr(ivy, name)(ivy.asarray(true), ivy.asarray(pred), reduction=reduction, **kwargs)
    _check(result, expected, dtype)


@pytest.mark.parametrize("reduction", REDUCTIONS)
@pytest.mark.parametrize("log_target", [False, True])
def test_kl_div(reduction, log_target):
    for dtype in available_dtypes(FLOATS):
        log_q = np.log(_probabilities((2, 4), dtype="float64"))
        p = _probabilities((2, 4), dtype="float64")
        if not log_target:
            p[0, 0] = 0.0  # contributes 0, not nan
        expected = np.where(p > 0, p * (np.log(np.where(p > 0, p, 1)) - log_q), 0.0)
        target = (np.log(p) if log_target else p).astype(dtype)
        result = ivy.kl_div(
            ivy.asarray(log_q.astype(dtype)),
            ivy.asarray(target),
            reduction=reduction,
            log_target=log_target,
        )
        _check(result, _reduce(expected, reduction), dtype)


LOSSES = {
    "cross_entropy": {},
    "binary_cross_entropy": {},
    "sparse_cross_entropy": {},
    "mse_loss": {},
    "l1_loss": {},
    "huber_loss": {},
    "kl_div": {},
}


@pytest.mark.parametrize("name", list(LOSSES))
def test_losses_reject_an_unknown_reduction(name):
    true = ivy.asarray(np.zeros(2, np.int64)) if name == "sparse_cross_entropy" else ivy.zeros(2)
    with pytest.raises(
        ValueError, match=f"{name}: reduction must be one of 'none', 'mean', 'sum'; got 'avg'"
    ):
        getattr(ivy, name)(true, ivy.zeros((2, 2)), reduction="avg")


@pytest.mark.parametrize("name", [n for n in LOSSES if n != "sparse_cross_entropy"])
def test_losses_reject_shapes_that_do_not_broadcast(name):
    first = "input" if name == "kl_div" else "true"
    with pytest.raises(ivy.ShapeError, match=f"{name}: {first} of shape \\(2, 3\\) and"):
        getattr(ivy, name)(ivy.ones((2, 3)), ivy.ones((2, 4)))
