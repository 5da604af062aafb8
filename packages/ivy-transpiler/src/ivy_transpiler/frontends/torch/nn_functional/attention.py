"""Attention.

``scaled_dot_product_attention`` and ``multi_head_attention_forward`` (what
``nn.MultiheadAttention`` calls, and so ``nn.TransformerEncoder``/``Decoder``).

``scaled_dot_product_attention`` applies dropout whenever ``dropout_p > 0``, as torch does
(models pass ``dropout_p=0.0`` in eval mode).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import cast, ndim_of, shape_of, unsupported
from ivy_transpiler.frontends.torch.nn_functional.dropout import dropout

__all__ = ["FRONTENDS"]


def scaled_dot_product_attention(
    query: Any, key: Any, value: Any, attn_mask: Any = None, dropout_p: float = 0.0,
    is_causal: bool = False, scale: float | None = None, enable_gqa: bool = False,
) -> Any:  # fmt: skip
    """torch.nn.functional.scaled_dot_product_attention.

    ``softmax(q @ k^T * scale + mask) @ v`` for ``(..., L, E)`` queries and ``(..., S, E)`` keys; a
    bool mask is True where attending is allowed, a float mask is added; a query the mask lets
    attend nowhere gets zeros, as in torch; ``enable_gqa`` shares key/value heads among query
    heads.
    """
    if enable_gqa:
        heads, kv_heads = int(query.shape[-3]), int(key.shape[-3])
        if heads != kv_heads:
            key = ivy.repeat(key, heads // kv_heads, axis=ndim_of(key) - 3)
            value = ivy.repeat(value, heads // kv_heads, axis=ndim_of(value) - 3)
    dtype = ivy.dtype(query)
    attends = None  # (..., L, 1): whether a query may attend anywhere
    if attn_mask is not None:
        # torch gives zeros (not NaN) for a query that the mask lets attend nowhere; such rows
        # are computed unmasked and zeroed, so no NaN reaches the result or its gradient
        if ivy.dtype(attn_mask) == "bool":
            attends = ivy.any(attn_mask, axis=-1, keepdims=True)
            attn_mask = ivy.logical_or(attn_mask, ivy.logical_not(attends))
        else:
            attn_mask = cast(attn_mask, dtype)
            attends = ivy.any(ivy.greater(attn_mask, -math.inf), axis=-1, keepdims=True)
            attn_mask = ivy.where(attends, attn_mask, ivy.zeros_like(attn_mask))
    out = ivy.scaled_dot_product_attention(
        query, key, value, scale=scale, mask=attn_mask, is_causal=is_causal,
        dropout_p=dropout_p, training=dropout_p > 0,
    )  # fmt: skip
    return out if attends is None else ivy.where(attends, out, ivy.zeros_like(out))


def _project(x: Any, weight: Any, bias: Any) -> Any:
    return ivy.linear(x, weight, bias=bias)


def multi_head_attention_forward(
    query: Any, key: Any, value: Any, embed_dim_to_check: int, num_heads: int,
    in_proj_weight: Any, in_proj_bias: Any, bias_k: Any, bias_v: Any, add_zero_attn: bool,
    dropout_p: float, out_proj_weight: Any, out_proj_bias: Any, training: bool = True,
    key_padding_mask: Any = None, need_weights: bool = True, attn_mask: Any = None,
    use_separate_proj_weight: bool = False, q_proj_weight: Any = None, k_proj_weight: Any = None,
    v_proj_weight: Any = None, static_k: Any = None, static_v: Any = None,
    average_attn_weights: bool = True, is_causal: bool = False,
) -> tuple[Any, Any]:  # fmt: skip
    """torch.nn.functional.multi_head_attention_forward.

    Multi-head attention of ``(L, N, E)`` queries (``(L, E)`` unbatched) over ``(S, N, E)`` keys and
    values; returns ``(output, weights)``, the weights averaged over heads unless
    ``average_attn_weights=False``, None unless ``need_weights``.
    """
    if static_k is not None or static_v is not None:
        raise unsupported("multi_head_attention_forward", "static_k/static_v")
    unbatched = ndim_of(query) == 2
    if unbatched:
        query, key, value = (ivy.expand_dims(t, 1) for t in (query, key, value))
        if key_padding_mask is not None:
            key_padding_mask = ivy.expand_dims(key_padding_mask, 0)
    tgt_len, batch, embed = shape_of(query)
    if embed != embed_dim_to_check:
        raise AssertionError(
            f"was expecting embedding dimension of {embed_dim_to_check}, but got {embed}"
        )
    head_dim = embed // num_heads
    if use_separate_proj_weight:
        biases = (None, None, None) if in_proj_bias is None else ivy.split(in_proj_bias, 3)
        q = _project(query, q_proj_weight, biases[0])
        k = _project(key, k_proj_weight, biases[1])
        v = _project(value, v_proj_weight, biases[2])
    else:
        weights = ivy.split(in_proj_weight, 3, axis=0)
        biases = (None, None, None) if in_proj_bias is None else ivy.split(in_proj_bias, 3)
        q = _project(query, weights[0], biases[0])
        k = _project(key, weights[1], biases[1])
        v = _project(value, weights[2], biases[2])
    dtype = ivy.dtype(q)
    mask = None  # an additive float mask of shape (N * heads or 1, L, S)
    if attn_mask is not None:
        mask = _additive(attn_mask, dtype)
        if ndim_of(mask) == 2:
            mask = ivy.expand_dims(mask, 0)
    elif is_causal:
        src_len = int(key.shape[0])
        causal = ivy.triu(
            ivy.ones((tgt_len, src_len), dtype="bool", backend=ivy.current_backend(q)), k=1
        )
        mask = ivy.expand_dims(_additive(causal, dtype), 0)
    if bias_k is not None and bias_v is not None:
        k = ivy.concat(
            [k, ivy.broadcast_to(ivy.reshape(bias_k, (1, 1, embed)), (1, batch, embed))], axis=0
        )
        v = ivy.concat(
            [v, ivy.broadcast_to(ivy.reshape(bias_v, (1, 1, embed)), (1, batch, embed))], axis=0
        )
        if mask is not None:
            mask = ivy.constant_pad(mask, [(0, 0), (0, 0), (0, 1)])
        if key_padding_mask is not None:
            key_padding_mask = ivy.constant_pad(key_padding_mask, [(0, 0), (0, 1)])
    # (L, N, E) -> (N, heads, L, head_dim)
    q = ivy.permute_dims(ivy.reshape(q, (tgt_len, batch, num_heads, head_dim)), (1, 2, 0, 3))
    src_len = int(k.shape[0])
    k = ivy.permute_dims(ivy.reshape(k, (src_len, batch, num_heads, head_dim)), (1, 2, 0, 3))
    v = ivy.permute_dims(ivy.reshape(v, (src_len, batch, num_heads, head_dim)), (1, 2, 0, 3))
    if add_zero_attn:
        k = ivy.constant_pad(k, [(0, 0), (0, 0), (0, 1), (0, 0)])
        v = ivy.constant_pad(v, [(0, 0), (0, 0), (0, 1), (0, 0)])
        src_len += 1
        if mask is not None:
            mask = ivy.constant_pad(mask, [(0, 0), (0, 0), (0, 1)])
        if key_padding_mask is not None:
            key_padding_mask = ivy.constant_pad(key_padding_mask, [(0, 0), (0, 1)])
    if mask is not None and int(mask.shape[0]) not in (1,):
        mask = ivy.reshape(mask, (batch, num_heads, tgt_len, src_len))
    elif mask is not None:
        mask = ivy.expand_dims(mask, 0)
    if key_padding_mask is not None:
        padding = _additive(key_padding_mask, dtype)
        padding = ivy.reshape(padding, (batch, 1, 1, src_len))
        mask = padding if mask is None else ivy.add(mask, padding)
    scores = ivy.matmul(ivy.multiply(q, 1.0 / math.sqrt(head_dim)), ivy.swapaxes(k, -2, -1))
    if mask is not None:
        scores = ivy.add(scores, mask)
    attn = ivy.softmax(scores, axis=-1)
    if dropout_p > 0.0 and training:
        attn = dropout(attn, dropout_p, True)
    out = ivy.matmul(attn, v)  # (N, heads, L, head_dim)
    out = ivy.reshape(ivy.permute_dims(out, (2, 0, 1, 3)), (tgt_len * batch, embed))
    out = ivy.reshape(ivy.linear(out, out_proj_weight, bias=out_proj_bias), (tgt_len, batch, embed))
    if unbatched:
        out = ivy.squeeze(out, 1)
    if not need_weights:
        return out, None
    weights = ivy.mean(attn, axis=1) if average_attn_weights else attn
    if unbatched:
        weights = ivy.squeeze(weights, 0)
    return out, weights


def _additive(mask: Any, dtype: str) -> Any:
    """A float mask to add to attention scores.

    A bool mask is -inf where True (torch's ``attn_mask``/``key_padding_mask`` convention: True
    means "not allowed").
    """
    if ivy.dtype(mask) == "bool":
        return ivy.where(mask, ivy.full_like(mask, -math.inf, dtype=dtype),
                         ivy.zeros_like(mask, dtype=dtype))  # fmt: skip
    return cast(mask, dtype)


FRONTENDS: dict[str, Callable] = {
    "torch.nn.functional.scaled_dot_product_attention": scaled_dot_product_attention,
    "torch.nn.functional.multi_head_attention_forward": multi_head_attention_forward,
}
