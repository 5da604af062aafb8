"""LSTM against ivy.testing.reference_nn.lstm and, on the torch backend, torch.nn.LSTM with
copied weights."""

import math

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing import reference_nn as ref
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import numerical_grad
from ivy_stateful.layers.recurrent import LSTM

RNG = np.random.default_rng(0)
F64 = ivy.float64

torch_only = pytest.mark.skipif(BACKEND != "torch", reason="compares with torch.nn")


def _normal(*shape):
    return RNG.normal(size=shape)


def _np(x):
    return np.asarray(ivy.to_numpy(x))


def _reference(layer, x, initial_states=None):
    """ref.lstm with the layer's variables, gathered in ivy.lstm's order of weights."""
    v = layer.v
    names = ["kernel", "recurrent_kernel"] + (["bias", "recurrent_bias"] * layer.with_bias)
    directions = ["", "_reverse"] if layer.bidirectional else [""]
    weights = [
        tuple(_np(v[f"{name}_l{k}{d}"]) for name in names)
        for k in range(layer.num_layers)
        for d in directions
    ]
    return ref.lstm(x, weights, initial_states, layer.bidirectional)


class TestLSTM:
    @pytest.mark.parametrize(
        ("num_layers", "bidirectional", "with_bias"),
        [(1, False, True), (2, True, True), (2, False, False)],
    )
    def test_matches_reference(self, num_layers, bidirectional, with_bias):
        layer = LSTM(
            3,
            4,
            num_layers=num_layers,
            bidirectional=bidirectional,
            with_bias=with_bias,
            dtype=F64,
        )
        x = _normal(2, 5, 3)
        outputs, (h, c) = layer(ivy.asarray(x))
        expected, (expected_h, expected_c) = _reference(layer, x)
        assert_allclose(outputs, expected)
        assert_allclose(h, expected_h)
        assert_allclose(c, expected_c)

    def test_initial_states(self):
        layer = LSTM(3, 2, num_layers=2, bidirectional=True, dtype=F64)
        x, h0, c0 = _normal(1, 4, 3), _normal(4, 1, 2), _normal(4, 1, 2)
        states = (ivy.asarray(h0), ivy.asarray(c0))
        outputs, (h, c) = layer(ivy.asarray(x), initial_states=states)
        expected, (expected_h, expected_c) = _reference(layer, x, (h0, c0))
        assert_allclose(outputs, expected)
        assert_allclose(h, expected_h)
        assert_allclose(c, expected_c)

    def test_variables_and_default_initialization(self):
        layer = LSTM(3, 4, num_layers=2, bidirectional=True)
        shapes = {k: tuple(ivy.shape(layer.v[k])) for k in layer.v.all_key_chains()}
        assert shapes["kernel_l0"] == (3, 16)
        assert shapes["kernel_l1_reverse"] == (8, 16)
        assert shapes["recurrent_kernel_l1"] == (4, 16)
        assert shapes["recurrent_bias_l0_reverse"] == (16,)
        assert len(shapes) == 16
        values = np.concatenate([_np(a).ravel() for a in layer.v.flatten()])
        bound = 1 / math.sqrt(4)  # torch's U(-1/sqrt(H), 1/sqrt(H))
        assert np.all(np.abs(values) <= bound) and values.std() > bound / 4
        assert ivy.dtype(layer(ivy.ones((1, 2, 3)))[0]) == ivy.float32

    def test_lazy_input_size(self):
        layer = LSTM(None, 2)
        assert not layer.built
        outputs, _ = layer(ivy.ones((1, 3, 5)))
        assert layer.input_size == 5
        assert ivy.shape(layer.v.kernel_l0) == (5, 8)
        assert ivy.shape(outputs) == (1, 3, 2)

    def test_v_override(self):
        layer = LSTM(2, 2, dtype=F64)
        other = layer.v.map(lambda a, _: ivy.asarray(_normal(*ivy.shape(a)), dtype=F64))
        x = _normal(1, 3, 2)
        outputs, _ = layer(ivy.asarray(x), v=other)
        mirror = LSTM(2, 2, dtype=F64)
        mirror.v = other
        assert_allclose(outputs, _reference(mirror, x)[0])

    def test_bad_arguments(self):
        with pytest.raises(ValueError, match="LSTM: hidden_size must be a positive int"):
            LSTM(3, 0)
        with pytest.raises(ValueError, match="LSTM: num_layers must be a positive int"):
            LSTM(3, 2, num_layers=0)
        with pytest.raises(ivy.ShapeError, match=r"LSTM: x must have shape \(N, T, I\)"):
            LSTM(None, 2)(ivy.ones((3, 5)))
        with pytest.raises(ivy.ShapeError, match="lstm_update: kernel must have shape"):
            LSTM(3, 2)(ivy.ones((1, 4, 5)))

    def test_repr(self):
        assert repr(LSTM(3, 4, num_layers=2)) == (
            "LSTM(input_size=3, hidden_size=4, num_layers=2, bidirectional=False, with_bias=True)"
        )

    @needs_autodiff
    def test_gradient(self):
        layer = LSTM(2, 2, bidirectional=True, dtype=F64)
        v = layer.v
        x = ivy.asarray(_normal(1, 3, 2))
        coefficients = ivy.asarray(_normal(1, 3, 4), dtype=F64)
        for key_chain in v.all_key_chains():

            def loss(value, key_chain=key_chain):
                new = v.copy()
                new[key_chain] = value
                outputs, (h, c) = layer(x, v=new)
                return ivy.sum(outputs * coefficients) + ivy.sum(c) + 0.5 * ivy.sum(h)

            expected = numerical_grad(loss, [_np(v[key_chain])])
            actual = ivy.grad(loss)(v[key_chain])
            assert_allclose(actual, expected, rtol=1e-6, atol=1e-8)  # finite differences: ~1e-9

    @torch_only
    def test_matches_torch(self):
        import torch

        layer = LSTM(3, 4, num_layers=2, bidirectional=True, dtype=F64)
        theirs = torch.nn.LSTM(3, 4, num_layers=2, bidirectional=True, batch_first=True)
        theirs = theirs.double()
        v = layer.v
        with torch.no_grad():
            for suffix in ("_l0", "_l0_reverse", "_l1", "_l1_reverse"):
                getattr(theirs, "weight_ih" + suffix).copy_(v["kernel" + suffix].T)
                getattr(theirs, "weight_hh" + suffix).copy_(v["recurrent_kernel" + suffix].T)
                getattr(theirs, "bias_ih" + suffix).copy_(v["bias" + suffix])
                getattr(theirs, "bias_hh" + suffix).copy_(v["recurrent_bias" + suffix])
        x = torch.randn(2, 5, 3, dtype=torch.float64)
        h0, c0 = (
            torch.randn(4, 2, 4, dtype=torch.float64),
            torch.randn(4, 2, 4, dtype=torch.float64),
        )
        expected, (expected_h, expected_c) = theirs(x, (h0, c0))
        outputs, (h, c) = layer(x, initial_states=(h0, c0))
        assert_allclose(outputs, expected.detach().numpy())
        assert_allclose(h, expected_h.detach().numpy())
        assert_allclose(c, expected_c.detach().numpy())
