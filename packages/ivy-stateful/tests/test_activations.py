"""Activation layers against NumPy formulas, torch's modules (on torch), and their options."""

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.dtypes import require_dtypes
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy_stateful.layers.activations import (
    ELU,
    GELU,
    SELU,
    Hardswish,
    LeakyReLU,
    LogSoftmax,
    Mish,
    ReLU,
    Sigmoid,
    SiLU,
    Softmax,
    Softplus,
    Tanh,
)
from ivy_stateful.layers.sequential import Sequential

_erf = np.vectorize(math.erf)
SELU_ALPHA, SELU_SCALE = 1.6732632423543772, 1.0507009873554805


def _sigmoid(x):
    return 1 / (1 + np.exp(-x))


def _softplus(x, beta=1.0, threshold=20.0):
    return np.where(beta * x > threshold, x, np.log1p(np.exp(beta * x)) / beta)


def _softmax(x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _elu(x, alpha=1.0):
    return np.where(x > 0, x, alpha * np.expm1(x))


# (layer, NumPy reference of x in float64)
CASES = {
    "ReLU": (ReLU(), lambda x: np.maximum(x, 0)),
    "LeakyReLU": (LeakyReLU(), lambda x: np.where(x >= 0, x, 0.2 * x)),
    "LeakyReLU(0.05)": (LeakyReLU(0.05), lambda x: np.where(x >= 0, x, 0.05 * x)),
    "GELU": (GELU(), lambda x: 0.5 * x * (1 + _erf(x / math.sqrt(2)))),
    "GELU(tanh)": (
        GELU(approximate=True),
        lambda x: 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x**3))),
    ),
    "Sigmoid": (Sigmoid(), _sigmoid),
    "Softmax": (Softmax(), _softmax),
    "Softmax(axis=0)": (Softmax(axis=0), lambda x: _softmax(x, axis=0)),
    "LogSoftmax": (LogSoftmax(), lambda x: np.log(_softmax(x))),
    "Softplus": (Softplus(), _softplus),
    "Softplus(2, 1)": (Softplus(beta=2.0, threshold=1.0), lambda x: _softplus(x, 2.0, 1.0)),
    "SiLU": (SiLU(), lambda x: x * _sigmoid(x)),
    "Mish": (Mish(), lambda x: x * np.tanh(np.log1p(np.exp(x)))),
    "Hardswish": (Hardswish(), lambda x: x * np.clip(x + 3, 0, 6) / 6),
    "ELU": (ELU(), _elu),
    "ELU(0.5)": (ELU(alpha=0.5), lambda x: _elu(x, 0.5)),
    "SELU": (SELU(), lambda x: SELU_SCALE * _elu(x, SELU_ALPHA)),
    "Tanh": (Tanh(), np.tanh),
}
AXIS_WISE = {"Softmax", "Softmax(axis=0)", "LogSoftmax"}
RNG = np.random.default_rng(0)


@pytest.mark.parametrize("name", list(CASES))
class TestActivations:
    @pytest.mark.parametrize("shape", [(), (5,), (2, 3)])
    def test_matches_numpy_in_float64(self, name, shape):
        require_dtypes("float64")
        if name in AXIS_WISE and shape == ():
            pytest.skip("softmax normalizes along an axis: it needs at least 1-d input")
        layer, reference = CASES[name]
        x = RNG.normal(scale=3.0, size=shape)
        assert_allclose(layer(ivy.asarray(x)), reference(x))

    def test_keeps_float32(self, name):
        layer, reference = CASES[name]
        x = np.array([[-4.0, -0.5, 0.0], [0.25, 1.5, 25.0]], np.float32)
        assert_allclose(layer(ivy.asarray(x)), reference(x.astype(np.float64)).astype(np.float32))

    def test_has_no_variables(self, name):
        layer, _ = CASES[name]
        assert layer.v.all_key_chains() == [] and layer.buffers.all_key_chains() == []


@given(st.lists(st.floats(-30, 30), min_size=1, max_size=6))
def test_softplus_and_silu_on_random_inputs(values):
    require_dtypes("float64")
    x = np.asarray(values, np.float64)
    assert_allclose(Softplus()(ivy.asarray(x)), _softplus(x))
    assert_allclose(SiLU()(ivy.asarray(x)), x * _sigmoid(x))


def test_options_and_repr():
    assert repr(LeakyReLU(0.1)) == "LeakyReLU(alpha=0.1)"
    assert repr(Softmax(axis=1)) == "Softmax(axis=1)"
    assert repr(ReLU()) == "ReLU()"
    assert repr(Softplus()) == "Softplus(beta=1.0, threshold=20.0)"


def test_softplus_beta_zero_is_rejected():
    with pytest.raises(ValueError, match="Softplus: beta must not be 0"):
        Softplus(beta=0)


def test_in_sequential():
    model = Sequential(Tanh(), ReLU())
    x = np.array([-1.0, 0.5], np.float32)
    assert_allclose(model(ivy.asarray(x)), np.maximum(np.tanh(x), 0))


@needs_autodiff
@pytest.mark.parametrize("name", ["GELU", "Softmax", "Mish"])
def test_gradient_matches_finite_differences(name):
    require_dtypes("float64")
    layer, _ = CASES[name]
    x = np.array([[-1.3, 0.2, 0.7], [2.0, -0.4, 0.1]])
    weights = ivy.asarray(np.arange(6.0).reshape(2, 3))

    def loss(x):
        return ivy.sum(layer(x) * weights)

    expected = numerical_grad(loss, [x])
    assert_allclose(ivy.grad(loss)(ivy.asarray(x)), expected, rtol=1e-6, atol=1e-8)  # FD error


@pytest.mark.skipif(BACKEND != "torch", reason="compares with torch.nn: runs on the torch backend")
def test_matches_torch_modules():
    import torch

    pairs = [
        (ReLU(), torch.nn.ReLU()),
        (LeakyReLU(0.1), torch.nn.LeakyReLU(0.1)),
        (GELU(), torch.nn.GELU()),
        (GELU(approximate=True), torch.nn.GELU(approximate="tanh")),
        (Sigmoid(), torch.nn.Sigmoid()),
        (Softmax(axis=0), torch.nn.Softmax(dim=0)),
        (LogSoftmax(), torch.nn.LogSoftmax(dim=-1)),
        (Softplus(beta=2.0, threshold=5.0), torch.nn.Softplus(beta=2.0, threshold=5.0)),
        (SiLU(), torch.nn.SiLU()),
        (Mish(), torch.nn.Mish()),
        (Hardswish(), torch.nn.Hardswish()),
        (ELU(0.5), torch.nn.ELU(0.5)),
        (SELU(), torch.nn.SELU()),
        (Tanh(), torch.nn.Tanh()),
    ]
    x = torch.as_tensor(RNG.normal(scale=3.0, size=(3, 4)))
    for ours, theirs in pairs:
        assert_allclose(ours(x), theirs(x).numpy())
