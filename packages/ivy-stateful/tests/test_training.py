"""One model definition trains on every autodiff backend: an MLP and a small CNN, end to end."""

import numpy as np
import pytest

import ivy
from ivy.testing.fixtures import BACKEND
from ivy_stateful import SGD, Adam, Conv2D, Linear, MaxPool2D, Module, ReLU, Sequential, Tanh

pytestmark = pytest.mark.skipif(BACKEND == "numpy", reason="numpy has no autodiff")


def _regression_task():
    """``y = sin(3 x0) + x1**2`` on 64 fixed points of [-1, 1]^2."""
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, (64, 2)).astype(np.float32)
    y = (np.sin(3 * x[:, :1]) + x[:, 1:] ** 2).astype(np.float32)
    return ivy.asarray(x), ivy.asarray(y)


def _image_task():
    """8x8 one-channel images holding a bright 3x3 square in the left or the right half."""
    rng = np.random.default_rng(1)
    images = rng.normal(0, 0.1, (32, 8, 8, 1)).astype(np.float32)
    labels = np.arange(32) % 2
    for i, right in enumerate(labels):
        row, col = rng.integers(0, 6), rng.integers(0, 2) + 4 * right
        images[i, row : row + 3, col : col + 3, 0] += 1.0
    return ivy.asarray(images), ivy.asarray(labels.astype(np.float32)[:, None])


class SmallCNN(Module):
    def __init__(self):
        super().__init__()
        self.features = Sequential(Conv2D(1, 4, 3, padding="SAME"), ReLU(), MaxPool2D(2))
        self.head = Linear(4 * 4 * 4, 1)

    def _forward(self, images):
        features = self.features(images)
        return self.head(ivy.reshape(features, (ivy.shape(features)[0], -1)))


def _train(model, optimizer, x, y, steps, loss_of):
    def loss_fn(v):
        return loss_of(model(x, v=v), y)

    losses = []
    for _ in range(steps):
        loss, grads = ivy.execute_with_gradients(loss_fn, model.v)
        model.v = optimizer.step(model.v, grads)
        losses.append(float(ivy.to_numpy(loss)))
    return losses


def _mse(prediction, target):
    return ivy.mean(ivy.square(prediction - target))


def _logistic(logits, labels):
    return ivy.binary_cross_entropy(labels, logits, from_logits=True)


def test_mlp_reduces_the_loss():
    ivy.seed(0)
    model = Sequential(Linear(2, 32), Tanh(), Linear(32, 1))
    x, y = _regression_task()
    losses = _train(model, Adam(0.02), x, y, steps=60, loss_of=_mse)
    assert losses[-1] < 0.5 * losses[0], losses


def test_cnn_reduces_the_loss():
    ivy.seed(0)
    model = SmallCNN()
    images, labels = _image_task()
    losses = _train(model, SGD(0.5, momentum=0.9), images, labels, steps=25, loss_of=_logistic)
    assert losses[-1] < 0.5 * losses[0], losses
    predictions = ivy.to_numpy(model(images)) > 0
    assert (predictions == (ivy.to_numpy(labels) > 0.5)).mean() >= 0.9
