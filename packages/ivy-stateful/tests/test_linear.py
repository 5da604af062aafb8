"""Linear, Sequential and Identity against numpy and, on the torch backend, torch.nn.Linear."""

import math

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy_stateful import Identity, Linear, ReLU, Sequential, Zeros

RNG = np.random.default_rng(0)
F64 = ivy.float64


def _np(x):
    return np.asarray(ivy.to_numpy(x))


@pytest.mark.parametrize("batch", [(), (5,), (2, 3)])
def test_linear_matches_numpy(batch):
    layer = Linear(4, 3, dtype=F64)
    x = RNG.normal(size=(*batch, 4))
    weight, bias = _np(layer.v.weight), _np(layer.v.bias)
    assert weight.shape == (3, 4) and bias.shape == (3,)
    assert_allclose(layer(ivy.asarray(x)), x @ weight.T + bias)


def test_linear_without_bias_and_float32():
    layer = Linear(4, 2, with_bias=False)
    assert layer.v.all_key_chains() == ["weight"]
    x = RNG.normal(size=(3, 4)).astype(np.float32)
    assert_allclose(layer(ivy.asarray(x)), x @ _np(layer.v.weight).T)


def test_linear_default_initialization_is_glorot_uniform_with_zero_bias():
    layer = Linear(200, 100)
    bound = math.sqrt(6.0 / (200 + 100))
    weight = _np(layer.v.weight)
    assert np.abs(weight).max() <= bound and np.abs(weight).max() > 0.9 * bound
    assert abs(weight.std() - bound / math.sqrt(3)) < 0.05 * bound  # U(-a, a): std a / sqrt(3)
    assert_allclose(layer.v.bias, np.zeros(100, np.float32))


def test_linear_builds_lazily_from_the_first_input():
    layer = Linear(None, 2, bias_initializer=Zeros())
    assert not layer.built
    out = layer(ivy.ones((3, 5)))
    assert layer.in_features == 5 and tuple(ivy.shape(layer.v.weight)) == (2, 5)
    assert tuple(ivy.shape(out)) == (3, 2)


def test_linear_bad_arguments_and_input():
    with pytest.raises(ValueError, match="Linear: out_features must be a positive int; got 0"):
        Linear(3, 0)
    with pytest.raises(ValueError, match=r"Linear: in_features must be a positive int or None"):
        Linear(3.0, 2)
    with pytest.raises(ivy.ShapeError, match="linear: x of shape"):
        Linear(3, 2)(ivy.ones((2, 4)))


@needs_autodiff
def test_linear_gradient_matches_finite_differences():
    layer = Linear(3, 2, dtype=F64)
    x = ivy.asarray(RNG.normal(size=(4, 3)))
    _, grads = ivy.execute_with_gradients(lambda v: ivy.sum(layer(x, v=v) ** 2), layer.v)

    def loss(weight):
        return ivy.sum(layer(x, v={"weight": weight, "bias": layer.v.bias}) ** 2)

    expected = numerical_grad(loss, [_np(layer.v.weight)])
    assert_allclose(grads.weight, expected, rtol=1e-6, atol=1e-8)  # finite differences: ~1e-9


@pytest.mark.skipif(BACKEND != "torch", reason="compares with torch.nn: runs on the torch backend")
def test_linear_matches_torch_with_copied_weights():
    import torch

    native = torch.nn.Linear(4, 3).double()
    layer = Linear(4, 3, dtype=F64)
    layer.v = {"weight": native.weight.detach(), "bias": native.bias.detach()}
    x = torch.from_numpy(RNG.normal(size=(2, 4)))
    assert_allclose(layer(x), native(x).detach().numpy())


def test_sequential_calls_in_order_and_keys_by_position():
    model = Sequential(Linear(3, 4, dtype=F64), ReLU(), Identity(), Linear(4, 2, dtype=F64))
    assert model.v.all_key_chains() == ["0/weight", "0/bias", "3/weight", "3/bias"]
    assert len(model) == 4 and isinstance(model[1], ReLU)
    x = RNG.normal(size=(5, 3))
    v = {key: _np(model.v[key]) for key in model.v.all_key_chains()}
    hidden = np.maximum(x @ v["0/weight"].T + v["0/bias"], 0)
    assert_allclose(model(ivy.asarray(x)), hidden @ v["3/weight"].T + v["3/bias"])


def test_sequential_takes_modules_only():
    with pytest.raises(TypeError, match="Sequential: module 1 must be an ivy_stateful Module"):
        Sequential(Linear(2, 2), ivy.relu)


def test_identity_returns_its_input():
    x = ivy.asarray(RNG.normal(size=(2, 3)))
    assert Identity()(x) is x
