"""Embedding against numpy indexing and, on the torch backend, torch.nn.Embedding."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import numerical_grad
from ivy_stateful.initializers import Constant
from ivy_stateful.layers.embedding import Embedding

RNG = np.random.default_rng(0)
F64 = ivy.float64

torch_only = pytest.mark.skipif(BACKEND != "torch", reason="compares with torch.nn")


def _np(x):
    return np.asarray(ivy.to_numpy(x))


def _indices(values, dtype=np.int64):
    return ivy.asarray(np.asarray(values, dtype))


class TestEmbedding:
    @pytest.mark.parametrize("shape", [(), (5,), (2, 3)])
    @pytest.mark.parametrize("index_dtype", [np.int32, np.int64])
    def test_matches_indexing(self, shape, index_dtype):
        layer = Embedding(6, 3, dtype=F64)
        indices = RNG.integers(0, 6, size=shape)
        expected = _np(layer.v.weight)[indices]
        assert_allclose(layer(_indices(indices, index_dtype)), expected)

    def test_float32_by_default(self):
        layer = Embedding(4, 2)
        assert ivy.dtype(layer.v.weight) == ivy.float32
        assert_allclose(layer(_indices([3, 0])), _np(layer.v.weight)[[3, 0]])

    def test_default_initialization_is_standard_normal(self):
        weight = _np(Embedding(200, 50).v.weight)
        assert abs(weight.mean()) < 0.05  # 10000 draws: 5 standard errors
        assert abs(weight.std() - 1) < 0.05

    def test_padding_row_starts_at_zero(self):
        layer = Embedding(5, 3, padding_idx=-2, weight_initializer=Constant(2.0))
        assert layer.padding_idx == 3
        expected = np.full((5, 3), 2.0, np.float32)
        expected[3] = 0
        assert_allclose(layer.v.weight, expected)
        assert_allclose(layer(_indices([3, 1])), expected[[3, 1]])

    def test_max_norm_scales_long_rows_in_the_output_only(self):
        layer = Embedding(2, 2, max_norm=1.0, dtype=F64)
        weight = np.array([[3.0, 4.0], [0.3, 0.4]])
        result = layer(_indices([0, 1]), v={"weight": ivy.asarray(weight, dtype=F64)})
        # torch's renorm divides by norm + 1e-7, as ivy.embedding does.
        assert_allclose(result, [[0.6, 0.8], [0.3, 0.4]] * np.array([[5 / (5 + 1e-7)], [1]]))

    def test_v_override(self):
        layer = Embedding(3, 2, dtype=F64)
        other = ivy.asarray(RNG.normal(size=(3, 2)), dtype=F64)
        assert_allclose(layer(_indices([2, 2, 0]), v={"weight": other}), _np(other)[[2, 2, 0]])

    def test_bad_arguments(self):
        with pytest.raises(ValueError, match="Embedding: num_embeddings must be a positive int"):
            Embedding(0, 3)
        with pytest.raises(ValueError, match="Embedding: embedding_dim must be a positive int"):
            Embedding(3, 2.0)
        with pytest.raises(ValueError, match=r"Embedding: padding_idx must be in \[-3, 3\)"):
            Embedding(3, 2, padding_idx=3)
        with pytest.raises(ValueError, match="Embedding: max_norm must be positive"):
            Embedding(3, 2, max_norm=0.0)

    def test_index_out_of_range(self):
        with pytest.raises(IndexError, match=r"embedding: indices must be in \[0, 3\)"):
            Embedding(3, 2)(_indices([0, 3]))

    def test_repr(self):
        assert repr(Embedding(3, 2, padding_idx=0)) == (
            "Embedding(num_embeddings=3, embedding_dim=2, padding_idx=0, max_norm=None)"
        )

    @needs_autodiff
    @pytest.mark.parametrize("padding_idx", [None, 1])
    def test_gradient(self, padding_idx):
        layer = Embedding(4, 3, padding_idx=padding_idx, dtype=F64)
        indices = _indices([[1, 2], [2, 0]])
        coefficients = ivy.asarray(RNG.normal(size=(2, 2, 3)), dtype=F64)

        def loss(weight):
            return ivy.sum(layer(indices, v={"weight": weight}) * coefficients)

        weight = layer.v.weight
        actual = ivy.grad(loss)(weight)
        assert ivy.is_array(actual)  # dense, also where tf answers a gather with IndexedSlices
        expected = numerical_grad(loss, [_np(weight)])
        if padding_idx is not None:
            assert np.any(expected[padding_idx] != 0)  # the lookup itself depends on the row
            expected[padding_idx] = 0  # but, as in torch, it gets no gradient
        assert_allclose(actual, expected, rtol=1e-6, atol=1e-8)  # finite differences: ~1e-9

    @torch_only
    def test_matches_torch(self):
        import torch

        layer = Embedding(5, 3, padding_idx=2, dtype=F64)
        theirs = torch.nn.Embedding(5, 3, padding_idx=2).double()
        with torch.no_grad():
            theirs.weight.copy_(layer.v.weight)
        indices = torch.tensor([[0, 2, 4], [2, 2, 1]])
        coefficients = torch.randn(2, 3, 3, dtype=torch.float64)
        (theirs(indices) * coefficients).sum().backward()
        weight = layer.v.weight.clone().requires_grad_(True)
        ours = layer(indices, v={"weight": weight})
        (ours * coefficients).sum().backward()
        assert_allclose(ours, theirs(indices).detach().numpy())
        assert_allclose(weight.grad, theirs.weight.grad.numpy())
