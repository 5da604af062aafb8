"""Layers against NumPy references (ivy.testing.reference_nn for attention and the LSTM) and,
on the torch backend, against torch.nn.functional; and their errors."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing import reference_nn as ref
from ivy.testing.dtypes import available_dtypes

RNG = np.random.default_rng(0)
FLOATS = ["float32", "float64"]


def _normal(*shape, dtype="float32"):
    return RNG.normal(size=shape).astype(dtype)


def _as(values):
    return None if values is None else ivy.asarray(values)


def _check(result, expected, dtype="float32"):
    assert_allclose(result, np.asarray(expected).astype(dtype))


def _torch_only():
    if ivy.current_backend() != "torch":
        pytest.skip("compares with torch.nn.functional: runs on the torch backend")
    import torch

    return torch


# linear


@pytest.mark.parametrize("shape", [(3,), (2, 3), (2, 4, 3)])
@pytest.mark.parametrize("with_bias", [False, True])
def test_linear(shape, with_bias):
    for dtype in available_dtypes(FLOATS):
        x, weight = _normal(*shape, dtype=dtype), _normal(5, 3, dtype=dtype)
        bias = _normal(5, dtype=dtype) if with_bias else None
        expected = x.astype(np.float64) @ weight.T.astype(np.float64)
        if with_bias:
            expected = expected + bias
        _check(ivy.linear(_as(x), _as(weight), bias=_as(bias)), expected, dtype)


def test_linear_errors_name_the_argument():
    with pytest.raises(
        ivy.ShapeError, match=r"linear: weight must have shape \(out_features, in_features\)"
    ):
        ivy.linear(ivy.ones((2, 3)), ivy.ones((2, 5, 3)))
    with pytest.raises(
        ivy.ShapeError, match=r"linear: x of shape \(2, 4\) must end in in_features = 3"
    ):
        ivy.linear(ivy.ones((2, 4)), ivy.ones((5, 3)))
    with pytest.raises(ivy.ShapeError, match=r"linear: bias must have shape \(out_features,\)"):
        ivy.linear(ivy.ones((2, 3)), ivy.ones((5, 3)), bias=ivy.ones(1))


# embedding


@pytest.mark.parametrize("indices", [2, [0, 3, 3], [[1, 2], [0, 0]]])
def test_embedding(indices):
    weight = _normal(4, 3)
    indices = np.asarray(indices, np.int64)
    _check(ivy.embedding(_as(weight), _as(indices)), weight[indices])


def test_embedding_max_norm_scales_long_rows_only():
    weight = np.array([[3.0, 4.0], [0.3, 0.4]], np.float32)
    result = ivy.embedding(_as(weight), _as(np.array([0, 1, 0])), max_norm=1.0)
    _check(result, [[0.6, 0.8], [0.3, 0.4], [0.6, 0.8]])
    _check(_as(weight), [[3.0, 4.0], [0.3, 0.4]])  # weight itself is left as it was


def test_embedding_errors():
    with pytest.raises(IndexError, match=r"embedding: indices must be in \[0, 4\)"):
        ivy.embedding(_as(_normal(4, 3)), _as(np.array([1, 4])))
    with pytest.raises(
        ivy.ShapeError, match=r"embedding: weight must have shape \(num_embeddings, embedding_dim"
    ):
        ivy.embedding(_as(_normal(4)), _as(np.array([1])))


# scaled_dot_product_attention


ATTENTION_SHAPES = [((3, 4), (5, 4), (5, 2)), ((2, 3, 4), (2, 5, 4), (2, 5, 6))]


@pytest.mark.parametrize(("q_shape", "k_shape", "v_shape"), ATTENTION_SHAPES)
@pytest.mark.parametrize("mask_kind", [None, "bool", "float"])
@pytest.mark.parametrize("is_causal", [False, True])
def test_scaled_dot_product_attention(q_shape, k_shape, v_shape, mask_kind, is_causal):
    q, k, v = _normal(*q_shape), _normal(*k_shape), _normal(*v_shape)
    mask = None
    if mask_kind == "bool":
        mask = RNG.uniform(size=(q_shape[-2], k_shape[-2])) < 0.7
        mask[:, 0] = True  # every query attends to some key
    elif mask_kind == "float":
        mask = _normal(q_shape[-2], k_shape[-2])
    result = ivy.scaled_dot_product_attention(
        _as(q), _as(k), _as(v), mask=_as(mask), is_causal=is_causal
    )
    _check(result, ref.scaled_dot_product_attention(q, k, v, mask=mask, is_causal=is_causal))


def test_scaled_dot_product_attention_scale_broadcasting_and_float64():
    for dtype in available_dtypes(FLOATS):
        q, k, v = (
            _normal(2, 1, 3, 4, dtype=dtype),
            _normal(1, 2, 5, 4, dtype=dtype),
            _normal(2, 2, 5, 3, dtype=dtype),
        )
        mask = np.ones((2, 1, 1, 5), bool)
        mask[0, ..., 1:] = False
        result = ivy.scaled_dot_product_attention(_as(q), _as(k), _as(v), scale=0.3, mask=_as(mask))
        _check(result, ref.scaled_dot_product_attention(q, k, v, scale=0.3, mask=mask), dtype)


def test_scaled_dot_product_attention_matches_torch():
    torch = _torch_only()
    q, k, v = (torch.from_numpy(_normal(2, 3, 4, 8)) for _ in range(3))
    mask = torch.from_numpy(RNG.uniform(size=(4, 4)) < 0.5) | torch.eye(4, dtype=torch.bool)
    for kwargs in ({}, {"is_causal": True}, {"attn_mask": mask}, {"scale": 0.5}):
        ivy_kwargs = {
            ("mask" if key == "attn_mask" else key): value for key, value in kwargs.items()
        }
        expected = torch.nn.functional.scaled_dot_product_attention(q, k, v, **kwargs)
        _check(ivy.scaled_dot_product_attention(q, k, v, **ivy_kwargs), expected.numpy())


def test_attention_dropout_zeroes_weights_and_scales_the_rest():
    # With value = identity, the output is the (dropped) attention weights themselves.
    query, key = _normal(4, 16, 8), _normal(4, 16, 8)
    identity = np.broadcast_to(np.eye(16, dtype=np.float32), (4, 16, 16))
    weights = ref.scaled_dot_product_attention(query, key, identity)
    args = (ivy.asarray(query), ivy.asarray(key), ivy.asarray(identity))
    out = np.asarray(
        ivy.to_numpy(ivy.scaled_dot_product_attention(*args, dropout_p=0.5, training=True))
    )
    dropped = out == 0
    np.testing.assert_allclose(out[~dropped], weights[~dropped] / 0.5, rtol=1e-5, atol=1e-6)
    assert 0.4 < dropped.mean() < 0.6, dropped.mean()  # 1024 weights, p = 0.5
    # Not training: no dropout.
    _check(ivy.scaled_dot_product_attention(*args, dropout_p=0.5), weights)


def test_scaled_dot_product_attention_errors():
    q, k, v = ivy.ones((2, 3, 4)), ivy.ones((2, 5, 4)), ivy.ones((2, 5, 6))
    with pytest.raises(ValueError, match=r"scaled_dot_product_attention: dropout_p must be in"):
        ivy.scaled_dot_product_attention(q, k, v, dropout_p=1.5, training=True)
    with pytest.raises(
        ivy.ShapeError,
        match=r"scaled_dot_product_attention: key of shape \(2, 5, 3\) must end in E = 4",
    ):
        ivy.scaled_dot_product_attention(q, ivy.ones((2, 5, 3)), v)
    with pytest.raises(
        ivy.ShapeError,
        match=r"scaled_dot_product_attention: value of shape \(2, 4, 6\) must have S = 5",
    ):
        ivy.scaled_dot_product_attention(q, k, ivy.ones((2, 4, 6)))


# multi_head_attention


def _mha_weights(embed, q_dim, k_dim, v_dim, out_dim, biases):
    weights = {
        "q_proj_weight": _normal(embed, q_dim),
        "k_proj_weight": _normal(embed, k_dim),
        "v_proj_weight": _normal(embed, v_dim),
        "out_proj_weight": _normal(out_dim, embed),
    }
    if biases:
        weights["in_proj_bias"] = _normal(3 * embed)
        weights["out_proj_bias"] = _normal(out_dim)
    return weights


@pytest.mark.parametrize("biases", [False, True])
@pytest.mark.parametrize("mask_kind", [None, "bool", "per_head"])
def test_multi_head_attention(biases, mask_kind):
    weights = _mha_weights(6, 4, 5, 3, 7, biases)
    query, key, value = _normal(2, 3, 4), _normal(2, 5, 5), _normal(2, 5, 3)
    mask = None
    if mask_kind == "bool":
        mask = RNG.uniform(size=(3, 5)) < 0.6
        mask[:, 0] = True
    elif mask_kind == "per_head":
        mask = _normal(2, 2, 3, 5)
    result = ivy.multi_head_attention(
        _as(query),
        _as(key),
        _as(value),
        2,
        mask=_as(mask),
        **{name: _as(w) for name, w in weights.items()},
    )
    expected = ref.multi_head_attention(query, key, value, 2, mask=mask, **weights)
    _check(result, expected)


def test_multi_head_attention_unbatched_and_causal():
    weights = _mha_weights(4, 4, 4, 4, 4, True)
    x = _normal(3, 4)
    result = ivy.multi_head_attention(
        _as(x), _as(x), _as(x), 4, is_causal=True, **{n: _as(w) for n, w in weights.items()}
    )
    _check(result, ref.multi_head_attention(x, x, x, 4, is_causal=True, **weights))


def test_multi_head_attention_matches_torch():
    torch = _torch_only()
    weights = _mha_weights(6, 6, 6, 6, 6, True)
    query, key, value = _normal(2, 3, 6), _normal(2, 4, 6), _normal(2, 4, 6)
    allowed = RNG.uniform(size=(3, 4)) < 0.6
    allowed[:, 0] = True
    t = {name: torch.from_numpy(w) for name, w in weights.items()}
    expected, _ = torch.nn.functional.multi_head_attention_forward(
        *(torch.from_numpy(a).transpose(0, 1) for a in (query, key, value)),  # sequence first
        embed_dim_to_check=6,
        num_heads=3,
        in_proj_weight=None,
        in_proj_bias=t["in_proj_bias"],
        bias_k=None,
        bias_v=None,
        add_zero_attn=False,
        dropout_p=0.0,
        out_proj_weight=t["out_proj_weight"],
        out_proj_bias=t["out_proj_bias"],
        need_weights=False,
        attn_mask=torch.from_numpy(~allowed),  # torch: True where attending is *not* allowed
        use_separate_proj_weight=True,
        q_proj_weight=t["q_proj_weight"],
        k_proj_weight=t["k_proj_weight"],
        v_proj_weight=t["v_proj_weight"],
    )
    result = ivy.multi_head_attention(
        *(torch.from_numpy(a) for a in (query, key, value)), 3, mask=torch.from_numpy(allowed), **t
    )
    _check(result, expected.transpose(0, 1).numpy())


def test_multi_head_attention_errors():
    weights = {name: _as(w) for name, w in _mha_weights(6, 4, 4, 4, 4, False).items()}
    x = ivy.ones((2, 3, 4))
    with pytest.raises(ivy.ShapeError, match="multi_head_attention: num_heads 4 must divide E = 6"):
        ivy.multi_head_attention(x, x, x, 4, **weights)
    with pytest.raises(
        ivy.ShapeError,
        match=r"multi_head_attention: key of shape \(2, 3, 5\) must end in the in-features of "
        r"k_proj_weight of shape \(6, 4\)",
    ):
        ivy.multi_head_attention(x, ivy.ones((2, 3, 5)), x, 2, **weights)
    with pytest.raises(ivy.ShapeError, match=r"multi_head_attention: in_proj_bias must have shape"):
        ivy.multi_head_attention(x, x, x, 2, in_proj_bias=ivy.ones(6), **weights)


# LSTM


def _lstm_layer(inputs, hidden, biases=True):
    layer = (_normal(inputs, 4 * hidden), _normal(hidden, 4 * hidden))
    return layer + ((_normal(4 * hidden), _normal(4 * hidden)) if biases else ())


@pytest.mark.parametrize("biases", [False, True])
def test_lstm_update(biases):
    for dtype in available_dtypes(FLOATS):
        x, h0, c0 = (
            _normal(2, 4, 3, dtype=dtype),
            _normal(2, 5, dtype=dtype),
            _normal(2, 5, dtype=dtype),
        )
        kernel, recurrent_kernel, *rest = (w.astype(dtype) for w in _lstm_layer(3, 5, biases))
        bias, recurrent_bias = rest if rest else (None, None)
        outputs, (h, c) = ivy.lstm_update(
            _as(x),
            _as(h0),
            _as(c0),
            _as(kernel),
            _as(recurrent_kernel),
            bias=_as(bias),
            recurrent_bias=_as(recurrent_bias),
        )
        expected, (expected_h, expected_c) = ref.lstm_update(
            x, h0, c0, kernel, recurrent_kernel, bias, recurrent_bias
        )
        _check(outputs, expected, dtype)
        _check(h, expected_h, dtype)
        _check(c, expected_c, dtype)


def test_lstm_update_with_one_bias_only():
    x, h0, c0 = _normal(1, 2, 3), _normal(1, 2), _normal(1, 2)
    kernel, recurrent_kernel, bias, _ = _lstm_layer(3, 2)
    outputs, _ = ivy.lstm_update(
        _as(x), _as(h0), _as(c0), _as(kernel), _as(recurrent_kernel), recurrent_bias=_as(bias)
    )
    expected, _ = ref.lstm_update(x, h0, c0, kernel, recurrent_kernel, None, bias)
    _check(outputs, expected)


def test_lstm_update_errors_name_the_argument():
    x, h, c = ivy.ones((2, 4, 3)), ivy.zeros((2, 5)), ivy.zeros((2, 5))
    kernel, recurrent = ivy.ones((3, 20)), ivy.ones((5, 20))
    with pytest.raises(ivy.ShapeError, match=r"lstm_update: x must have shape \(N, T, I\)"):
        ivy.lstm_update(ivy.ones((4, 3)), h, c, kernel, recurrent)
    with pytest.raises(
        ivy.ShapeError, match=r"lstm_update: kernel must have shape \(I, 4 \* H\) = \(3, 20\)"
    ):
        ivy.lstm_update(x, h, c, ivy.ones((4, 20)), recurrent)
    with pytest.raises(ivy.ShapeError, match=r"lstm_update: recurrent_kernel must have shape"):
        ivy.lstm_update(x, h, c, kernel, ivy.ones((5, 16)))
    with pytest.raises(ivy.ShapeError, match=r"lstm_update: init_c must have shape \(N, H\)"):
        ivy.lstm_update(x, h, ivy.zeros((1, 5)), kernel, recurrent)
    with pytest.raises(ivy.ShapeError, match=r"lstm_update: bias must have shape \(4 \* H,\)"):
        ivy.lstm_update(x, h, c, kernel, recurrent, bias=ivy.ones(5))


@pytest.mark.parametrize("bidirectional", [False, True])
def test_lstm(bidirectional):
    directions = 2 if bidirectional else 1
    weights = [_lstm_layer(3, 4) for _ in range(directions)]
    weights += [_lstm_layer(4 * directions, 4, biases=False) for _ in range(directions)]
    x = _normal(2, 5, 3)
    outputs, (h, c) = ivy.lstm(
        _as(x), [tuple(_as(w) for w in layer) for layer in weights], bidirectional=bidirectional
    )
    expected, (expected_h, expected_c) = ref.lstm(x, weights, bidirectional=bidirectional)
    _check(outputs, expected)
    _check(h, expected_h)
    _check(c, expected_c)
    states = (_normal(2 * directions, 2, 4), _normal(2 * directions, 2, 4))
    outputs, _ = ivy.lstm(
        _as(x),
        [tuple(_as(w) for w in layer) for layer in weights],
        initial_states=tuple(_as(s) for s in states),
        bidirectional=bidirectional,
    )
    expected, _ = ref.lstm(x, weights, initial_states=states, bidirectional=bidirectional)
    _check(outputs, expected)


def test_lstm_matches_torch():
    torch = _torch_only()
    module = torch.nn.LSTM(3, 4, num_layers=2, bidirectional=True, batch_first=True)
    weights = []
    for layer in range(2):
        for suffix in ("", "_reverse"):
            names = ("weight_ih", "weight_hh", "bias_ih", "bias_hh")
            w = [getattr(module, f"{name}_l{layer}{suffix}").detach() for name in names]
            weights.append((w[0].T, w[1].T, w[2], w[3]))
    x = torch.from_numpy(_normal(2, 5, 3))
    states = (torch.from_numpy(_normal(4, 2, 4)), torch.from_numpy(_normal(4, 2, 4)))
    with torch.no_grad():
        expected, (expected_h, expected_c) = module(x, states)
    outputs, (h, c) = ivy.lstm(x, weights, initial_states=states, bidirectional=True)
    _check(outputs, expected.numpy())
    _check(h, expected_h.numpy())
    _check(c, expected_c.numpy())


def test_lstm_errors():
    layer = (ivy.ones((3, 8)), ivy.ones((2, 8)))
    with pytest.raises(ivy.ShapeError, match=r"lstm: weights must hold one tuple per layer"):
        ivy.lstm(ivy.ones((1, 2, 3)), [layer], bidirectional=True)
    with pytest.raises(ivy.ShapeError, match=r"lstm: each entry of weights must be"):
        ivy.lstm(ivy.ones((1, 2, 3)), [(*layer, ivy.ones(8))])
    with pytest.raises(ivy.ShapeError, match=r"lstm_update: kernel must have shape"):
        ivy.lstm(ivy.ones((1, 2, 4)), [layer])


def test_composites_trace_under_jax_jit():
    if ivy.current_backend() != "jax":
        pytest.skip("jax.jit: runs on the jax backend")
    import jax

    weights = [tuple(_as(w) for w in _lstm_layer(3, 2))]
    x = _normal(2, 4, 3)
    traced, _ = jax.jit(lambda x: ivy.lstm(x, weights))(_as(x))
    _check(traced, ref.lstm(x, [tuple(np.asarray(w) for w in weights[0])])[0])
    pred, labels = np.full((2, 3), 0.25, np.float32), np.array([0, 2])
    loss = jax.jit(lambda p, t: ivy.sparse_cross_entropy(t, p))(_as(pred), _as(labels))
    _check(loss, -np.log(0.25))


def test_linear_bias_checks_are_not_fooled_by_the_cache():
    x, weight = ivy.ones((2, 3)), ivy.ones((4, 3))
    assert ivy.shape(ivy.linear(x, weight)) == (2, 4)  # caches the shapes without a bias
    with pytest.raises(ivy.ShapeError, match=r"linear: bias must have shape \(out_features,\)"):
        ivy.linear(x, weight, bias=ivy.asarray(1.0))  # a 0-d bias would broadcast silently
