"""MultiHeadAttention and TransformerEncoderLayer against ivy.testing.reference_nn and, on the
torch backend, torch.nn.MultiheadAttention / TransformerEncoderLayer with copied weights."""

import math

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing import reference_nn as ref
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import numerical_grad
from ivy_stateful.layers.attention import MultiHeadAttention, TransformerEncoderLayer

RNG = np.random.default_rng(0)
F64 = ivy.float64

torch_only = pytest.mark.skipif(BACKEND != "torch", reason="compares with torch.nn")


def _normal(*shape):
    return RNG.normal(size=shape)


def _np(x):
    return np.asarray(ivy.to_numpy(x))


def _randomize(layer):
    """Gives every variable random values (zero biases and unit norms would hide bugs)."""
    layer.v = layer.v.map(
        lambda x, _: ivy.asarray(0.5 * _normal(*ivy.shape(x)), dtype=ivy.dtype(x))
    )
    return layer


def _check_grads(layer, inputs, **kwargs):
    """Autodiff gradient of a loss of ``layer(*inputs)`` w.r.t. each variable vs finite
    differences."""
    v = layer.v
    coefficients = ivy.asarray(_normal(*ivy.shape(layer(*inputs, **kwargs))), dtype=F64)
    for key_chain in v.all_key_chains():

        def loss(value, key_chain=key_chain):
            new = v.copy()
            new[key_chain] = value
            return ivy.sum(layer(*inputs, v=new, **kwargs) * coefficients)

        expected = numerical_grad(loss, [_np(v[key_chain])])
        actual = ivy.grad(loss)(v[key_chain])
        assert_allclose(actual, expected, rtol=1e-6, atol=1e-8)  # finite differences: ~1e-9


def _reference_attention(layer, query, key, value, mask=None, is_causal=False):
    v = {name: _np(value) for name, value in layer.v.items()}
    return ref.multi_head_attention(
        query,
        key,
        value,
        layer.num_heads,
        v["q_proj_weight"],
        v["k_proj_weight"],
        v["v_proj_weight"],
        v["out_proj_weight"],
        v.get("in_proj_bias"),
        v.get("out_proj_bias"),
        mask=mask,
        is_causal=is_causal,
    )


# MultiHeadAttention


class TestMultiHeadAttention:
    @pytest.mark.parametrize("batch", [(), (2,)])
    def test_self_attention_matches_reference(self, batch):
        layer = _randomize(MultiHeadAttention(6, 3, dtype=F64))
        x = _normal(*batch, 4, 6)
        assert_allclose(layer(ivy.asarray(x)), _reference_attention(layer, x, x, x))

    def test_cross_attention_with_other_sizes(self):
        layer = _randomize(MultiHeadAttention(4, 2, kdim=3, vdim=5, dtype=F64))
        assert ivy.shape(layer.v.k_proj_weight) == (4, 3)
        assert ivy.shape(layer.v.v_proj_weight) == (4, 5)
        query, key, value = _normal(2, 3, 4), _normal(2, 5, 3), _normal(2, 5, 5)
        result = layer(ivy.asarray(query), ivy.asarray(key), ivy.asarray(value))
        assert_allclose(result, _reference_attention(layer, query, key, value))

    def test_masks(self):
        layer = _randomize(MultiHeadAttention(4, 2, dtype=F64))
        query, key = _normal(2, 3, 4), _normal(2, 5, 4)
        keep = RNG.random((2, 1, 3, 5)) < 0.7
        keep[..., 0] = True  # each query keeps one key at least
        result = layer(ivy.asarray(query), ivy.asarray(key), mask=ivy.asarray(keep))
        assert_allclose(result, _reference_attention(layer, query, key, key, mask=keep))
        bias = _normal(3, 5)
        result = layer(ivy.asarray(query), ivy.asarray(key), mask=ivy.asarray(bias))
        assert_allclose(result, _reference_attention(layer, query, key, key, mask=bias))
        result = layer(ivy.asarray(query), ivy.asarray(key), is_causal=True)
        assert_allclose(result, _reference_attention(layer, query, key, key, is_causal=True))

    def test_without_bias_and_float32(self):
        layer = _randomize(MultiHeadAttention(4, 1, with_bias=False))
        assert layer.v.all_key_chains() == [
            "q_proj_weight",
            "k_proj_weight",
            "v_proj_weight",
            "out_proj_weight",
        ]
        x = _normal(2, 3, 4).astype(np.float32)
        expected = _reference_attention(layer, x, x, x).astype(np.float32)
        assert_allclose(layer(ivy.asarray(x)), expected, rtol=1e-5, atol=1e-5)  # float32 sums

    def test_default_initialization(self):
        layer = MultiHeadAttention(8, 2, kdim=4)
        bound = math.sqrt(6 / (8 + 4))  # Glorot-uniform of the (8, 4) key projection
        weight = _np(layer.v.k_proj_weight)
        assert np.all(np.abs(weight) <= bound) and weight.std() > bound / 4
        assert_allclose(layer.v.in_proj_bias, np.zeros(24, np.float32))

    def test_bad_arguments(self):
        with pytest.raises(ValueError, match="MultiHeadAttention: num_heads 3 must divide"):
            MultiHeadAttention(8, 3)
        with pytest.raises(ValueError, match="MultiHeadAttention: kdim must be a positive int"):
            MultiHeadAttention(8, 2, kdim=0)
        with pytest.raises(ivy.ShapeError, match="multi_head_attention: query of shape"):
            MultiHeadAttention(4, 2)(ivy.ones((2, 3, 5)))
        with pytest.raises(ValueError, match=r"MultiHeadAttention: dropout must be in \[0, 1\)"):
            MultiHeadAttention(4, 2, dropout=1.0)

    def test_attention_dropout_only_in_training(self):
        layer = _randomize(MultiHeadAttention(8, 2, dropout=0.5, dtype=F64))
        x = ivy.asarray(_normal(2, 16, 8))
        expected = _reference_attention(layer, _np(x), _np(x), _np(x))
        layer.eval()
        assert_allclose(layer(x), expected)
        layer.train()
        # Half the attention weights dropped: the output moves away from the reference.
        assert np.abs(_np(layer(x)) - expected).max() > 1e-3

    def test_repr(self):
        assert repr(MultiHeadAttention(4, 2)) == (
            "MultiHeadAttention(embed_dim=4, num_heads=2, dropout=0.0, kdim=4, vdim=4, "
            "with_bias=True)"
        )

    @needs_autodiff
    def test_gradient(self):
        layer = _randomize(MultiHeadAttention(4, 2, kdim=3, vdim=3, dtype=F64))
        inputs = (ivy.asarray(_normal(1, 2, 4)), ivy.asarray(_normal(1, 3, 3)))
        _check_grads(layer, inputs, is_causal=True)

    @torch_only
    @pytest.mark.parametrize("kdim", [None, 3])
    def test_matches_torch(self, kdim):
        import torch

        layer = _randomize(MultiHeadAttention(4, 2, kdim=kdim, vdim=kdim, dtype=F64))
        theirs = torch.nn.MultiheadAttention(4, 2, kdim=kdim, vdim=kdim, batch_first=True)
        theirs = theirs.double()
        v = layer.v
        with torch.no_grad():
            if kdim is None:  # torch packs the three projections: q, k, v stacked
                theirs.in_proj_weight.copy_(
                    torch.cat([v.q_proj_weight, v.k_proj_weight, v.v_proj_weight])
                )
            else:
                theirs.q_proj_weight.copy_(v.q_proj_weight)
                theirs.k_proj_weight.copy_(v.k_proj_weight)
                theirs.v_proj_weight.copy_(v.v_proj_weight)
            theirs.in_proj_bias.copy_(v.in_proj_bias)
            theirs.out_proj.weight.copy_(v.out_proj_weight)
            theirs.out_proj.bias.copy_(v.out_proj_bias)
        query = torch.randn(2, 3, 4, dtype=torch.float64)
        key = torch.randn(2, 5, kdim or 4, dtype=torch.float64)
        padding = torch.tensor([[False] * 5, [False, False, False, True, True]])
        attn_mask = torch.rand(3, 5) < 0.3  # torch's True: may NOT attend
        attn_mask[:, 0] = False
        expected, _ = theirs(
            query, key, key, key_padding_mask=padding, attn_mask=attn_mask, need_weights=False
        )
        mask = ~padding[:, None, None, :] & ~attn_mask
        assert_allclose(layer(query, key, mask=mask), expected.detach().numpy())


# TransformerEncoderLayer


def _gelu(x):
    return 0.5 * x * (1 + np.vectorize(math.erf)(x / math.sqrt(2)))


def _reference_encoder(layer, x, mask=None, is_causal=False):
    """torch's TransformerEncoderLayer forward in numpy, from the layer's variables."""
    v = layer.v

    def linear(name, h):
        return h @ _np(v[name].weight).T + _np(v[name].bias)

    def norm(name, h):
        eps = layer.layer_norm_eps
        return ref.layer_norm(h, (layer.d_model,), _np(v[name].weight), _np(v[name].bias), eps)

    def attention(h):
        return _reference_attention(layer.self_attn, h, h, h, mask=mask, is_causal=is_causal)

    def feed_forward(h):
        hidden = linear("linear1", h)
        hidden = np.maximum(hidden, 0) if layer.activation == "relu" else _gelu(hidden)
        return linear("linear2", hidden)

    if layer.norm_first:
        x = x + attention(norm("norm1", x))
        return x + feed_forward(norm("norm2", x))
    x = norm("norm1", x + attention(x))
    return norm("norm2", x + feed_forward(x))


class TestTransformerEncoderLayer:
    @pytest.mark.parametrize(
        ("activation", "norm_first", "batch"),
        [("relu", False, (2,)), ("gelu", True, (2,)), ("relu", True, ())],
    )
    def test_matches_reference(self, activation, norm_first, batch):
        layer = TransformerEncoderLayer(
            4, 2, 6, activation=activation, norm_first=norm_first, dtype=F64
        )
        layer = _randomize(layer)
        x = _normal(*batch, 3, 4)
        assert_allclose(layer(ivy.asarray(x)), _reference_encoder(layer, x))
        keep = np.tril(np.ones((3, 3), bool))
        result = layer(ivy.asarray(x), mask=ivy.asarray(keep))
        assert_allclose(result, _reference_encoder(layer, x, mask=keep))
        result = layer(ivy.asarray(x), is_causal=True)
        assert_allclose(result, _reference_encoder(layer, x, is_causal=True))

    def test_variables_carry_torch_names(self):
        layer = TransformerEncoderLayer(4, 2, 6)
        assert layer.v.all_key_chains() == [
            "self_attn/q_proj_weight",
            "self_attn/k_proj_weight",
            "self_attn/v_proj_weight",
            "self_attn/out_proj_weight",
            "self_attn/in_proj_bias",
            "self_attn/out_proj_bias",
            "linear1/weight",
            "linear1/bias",
            "linear2/weight",
            "linear2/bias",
            "norm1/weight",
            "norm1/bias",
            "norm2/weight",
            "norm2/bias",
        ]
        assert ivy.dtype(layer(ivy.ones((1, 2, 4)))) == ivy.float32

    def test_dropout_only_in_training(self):
        layer = _randomize(TransformerEncoderLayer(4, 2, 6, dropout=0.5, dtype=F64))
        x = _normal(2, 3, 4)
        trained = _np(layer(ivy.asarray(x)))
        layer.eval()
        expected = _reference_encoder(layer, x)
        assert_allclose(layer(ivy.asarray(x)), expected)
        assert not np.allclose(trained, expected)

    def test_bad_arguments(self):
        with pytest.raises(ValueError, match="TransformerEncoderLayer: activation must be one"):
            TransformerEncoderLayer(4, 2, 6, activation="tanh")
        with pytest.raises(ValueError, match=r"TransformerEncoderLayer: dropout must be in \[0, 1"):
            TransformerEncoderLayer(4, 2, 6, dropout=1.0)
        with pytest.raises(ValueError, match="TransformerEncoderLayer: num_heads 3 must divide"):
            TransformerEncoderLayer(4, 3, 6)
        with pytest.raises(ValueError, match="TransformerEncoderLayer: dim_feedforward must be"):
            TransformerEncoderLayer(4, 2, 0)

    def test_repr(self):
        text = repr(TransformerEncoderLayer(4, 2, 6))
        assert text.startswith(
            "TransformerEncoderLayer(d_model=4, num_heads=2, dim_feedforward=6, dropout=0.0, "
            "activation='relu', norm_first=False, layer_norm_eps=1e-05\n"
        )
        assert "(self_attn): MultiHeadAttention(embed_dim=4" in text

    @needs_autodiff
    def test_gradient(self):
        layer = _randomize(TransformerEncoderLayer(4, 2, 3, activation="gelu", dtype=F64))
        _check_grads(layer, (ivy.asarray(_normal(1, 2, 4)),))

    @torch_only
    @pytest.mark.parametrize(("activation", "norm_first"), [("relu", False), ("gelu", True)])
    def test_matches_torch(self, activation, norm_first):
        import torch

        layer = _randomize(
            TransformerEncoderLayer(
                4, 2, 6, activation=activation, norm_first=norm_first, dtype=F64
            )
        )
        theirs = torch.nn.TransformerEncoderLayer(
            4,
            2,
            6,
            dropout=0.0,
            activation=activation,
            norm_first=norm_first,
            batch_first=True,
        ).double()
        v = layer.v
        attn = v.self_attn
        with torch.no_grad():
            theirs.self_attn.in_proj_weight.copy_(
                torch.cat([attn.q_proj_weight, attn.k_proj_weight, attn.v_proj_weight])
            )
            theirs.self_attn.in_proj_bias.copy_(attn.in_proj_bias)
            theirs.self_attn.out_proj.weight.copy_(attn.out_proj_weight)
            theirs.self_attn.out_proj.bias.copy_(attn.out_proj_bias)
            for name in ("linear1", "linear2", "norm1", "norm2"):
                getattr(theirs, name).weight.copy_(v[name].weight)
                getattr(theirs, name).bias.copy_(v[name].bias)
        theirs.eval()  # eval: torch's fast path off the table too, it matches either way
        x = torch.randn(2, 3, 4, dtype=torch.float64)
        padding = torch.tensor([[False, False, False], [False, False, True]])
        expected = theirs(x, src_key_padding_mask=padding).detach().numpy()
        assert_allclose(layer(x, mask=~padding[:, None, None, :]), expected)
        causal = torch.nn.Transformer.generate_square_subsequent_mask(3, dtype=torch.float64)
        expected = theirs(x, src_mask=causal, is_causal=True).detach().numpy()
        assert_allclose(layer(x, is_causal=True), expected)
