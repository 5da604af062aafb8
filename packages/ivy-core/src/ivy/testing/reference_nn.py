"""Plain NumPy references for ivy's neural-network functions, written for clarity, not speed.

Each works in float64 on NumPy arrays and follows torch's semantics where ivy does (gate order
of the LSTM, momentum of batch norm, masks of attention). Tests compare ivy's results on every
backend with these.
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "layer_norm",
    "batch_norm",
    "group_norm",
    "instance_norm",
    "scaled_dot_product_attention",
    "multi_head_attention",
    "lstm_update",
    "lstm",
]


def _to_channels_last(x, data_format):
    return np.moveaxis(x, 1, -1) if data_format == "NCS" else x


def _from_channels_last(x, data_format):
    return np.moveaxis(x, -1, 1) if data_format == "NCS" else x


def _standardize(values):
    """``values`` minus their mean, over their biased standard deviation (all elements)."""
    return values - values.mean(), values.var()


def layer_norm(x, normalized_shape, weight=None, bias=None, epsilon=1e-5):
    """torch.nn.functional.layer_norm: each sample normalized over the trailing axes."""
    x = np.asarray(x, np.float64)
    batch_shape = x.shape[: x.ndim - len(normalized_shape)]
    y = np.empty_like(x)
    for index in np.ndindex(*batch_shape):
        centered, variance = _standardize(x[index])
        y[index] = centered / np.sqrt(variance + epsilon)
    if weight is not None:
        y = y * weight
    if bias is not None:
        y = y + bias
    return y


def batch_norm(
    x,
    mean,
    variance,
    offset=None,
    scale=None,
    training=False,
    momentum=0.1,
    epsilon=1e-5,
    data_format="NSC",
):
    """Returns ``(y, running_mean, running_variance)``, channel by channel."""
    x = _to_channels_last(np.asarray(x, np.float64), data_format)
    channels = x.shape[-1]
    y = np.empty_like(x)
    running_mean = np.array(mean, np.float64)
    running_variance = np.array(variance, np.float64)
    for c in range(channels):
        values = x[..., c]
        if training:
            m, v = values.mean(), values.var()
            running_mean[c] = (1 - momentum) * mean[c] + momentum * m
            running_variance[c] = (1 - momentum) * variance[c] + momentum * values.var(ddof=1)
        else:
            m, v = mean[c], variance[c]
        y[..., c] = (values - m) / np.sqrt(v + epsilon)
        if scale is not None:
            y[..., c] *= scale[c]
        if offset is not None:
            y[..., c] += offset[c]
    return _from_channels_last(y, data_format), running_mean, running_variance


def group_norm(x, num_groups, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    """Each sample's groups of consecutive channels normalized over channels and positions."""
    x = _to_channels_last(np.asarray(x, np.float64), data_format)
    channels = x.shape[-1]
    size = channels // num_groups
    y = np.empty_like(x)
    for n in range(x.shape[0]):
        for g in range(num_groups):
            group = x[n, ..., g * size : (g + 1) * size]
            centered, variance = _standardize(group)
            y[n, ..., g * size : (g + 1) * size] = centered / np.sqrt(variance + epsilon)
    if weight is not None:
        y = y * weight
    if bias is not None:
        y = y + bias
    return _from_channels_last(y, data_format)


def instance_norm(x, weight=None, bias=None, epsilon=1e-5, data_format="NSC"):
    """group_norm with one group per channel."""
    channels = x.shape[-1] if data_format == "NSC" else x.shape[1]
    return group_norm(x, channels, weight, bias, epsilon, data_format)


def _softmax(scores):
    shifted = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


def scaled_dot_product_attention(query, key, value, scale=None, mask=None, is_causal=False):
    """``softmax(q @ k^T * scale + bias) @ v`` with ``bias`` -inf where not attended.

    ``mask``: boolean (True = attend) or additive float, broadcast to ``(..., L, S)``.
    """
    query, key, value = (np.asarray(a, np.float64) for a in (query, key, value))
    length, source = query.shape[-2], key.shape[-2]
    scale = 1 / np.sqrt(query.shape[-1]) if scale is None else scale
    scores = query @ np.swapaxes(key, -1, -2) * scale
    if is_causal:
        causal = np.tril(np.ones((length, source), bool))
        scores = np.where(causal, scores, -np.inf)
    if mask is not None:
        mask = np.asarray(mask)
        scores = np.where(mask, scores, -np.inf) if mask.dtype == bool else scores + mask
    return _softmax(scores) @ value


def multi_head_attention(
    query,
    key,
    value,
    num_heads,
    q_proj_weight,
    k_proj_weight,
    v_proj_weight,
    out_proj_weight,
    in_proj_bias=None,
    out_proj_bias=None,
    mask=None,
    is_causal=False,
):
    """Batch-first multi-head attention, head by head (torch's multi_head_attention_forward)."""
    embed = q_proj_weight.shape[0]
    head = embed // num_heads
    biases = np.zeros((3, embed)) if in_proj_bias is None else np.reshape(in_proj_bias, (3, embed))
    q = query @ q_proj_weight.T + biases[0]
    k = key @ k_proj_weight.T + biases[1]
    v = value @ v_proj_weight.T + biases[2]
    heads = []
    for h in range(num_heads):
        part = slice(h * head, (h + 1) * head)
        head_mask = mask
        if mask is not None and np.ndim(mask) == 4:
            head_mask = np.asarray(mask)[:, h if np.shape(mask)[1] > 1 else 0]
        heads.append(
            scaled_dot_product_attention(
                q[..., part], k[..., part], v[..., part], mask=head_mask, is_causal=is_causal
            )
        )
    out = np.concatenate(heads, axis=-1) @ out_proj_weight.T
    return out if out_proj_bias is None else out + out_proj_bias


def _sigmoid(x):
    return 1 / (1 + np.exp(-x))


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, bias=None, recurrent_bias=None):
    """One LSTM layer, step by step; gates i, f, g, o. Returns ``(outputs, (h, c))``."""
    x = np.asarray(x, np.float64)
    hidden = init_h.shape[-1]
    h, c = np.array(init_h, np.float64), np.array(init_c, np.float64)
    outputs = []
    for t in range(x.shape[1]):
        z = x[:, t] @ kernel + h @ recurrent_kernel
        if bias is not None:
            z = z + bias
        if recurrent_bias is not None:
            z = z + recurrent_bias
        i, f, g, o = (z[:, k * hidden : (k + 1) * hidden] for k in range(4))
        c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
        h = _sigmoid(o) * np.tanh(c)
        outputs.append(h)
    return np.stack(outputs, axis=1), (h, c)


def lstm(x, weights, initial_states=None, bidirectional=False):
    """Stacked (optionally bidirectional) LSTM over :func:`lstm_update`, layout as in ivy.lstm.

    ``weights``: per layer and direction, ``(kernel, recurrent_kernel[, bias, recurrent_bias])``.
    Returns ``(outputs, (h, c))`` with states of shape ``(layers * directions, N, H)``.
    """
    directions = 2 if bidirectional else 1
    hidden = weights[0][1].shape[0]
    batch = x.shape[0]
    if initial_states is None:
        initial_states = (np.zeros((len(weights), batch, hidden)),) * 2
    hs, cs = [], []
    layer_input = np.asarray(x, np.float64)
    for layer in range(len(weights) // directions):
        outputs = []
        for d in range(directions):
            index = layer * directions + d
            sequence = layer_input[:, ::-1] if d else layer_input
            out, (h, c) = lstm_update(
                sequence, initial_states[0][index], initial_states[1][index], *weights[index]
            )
            outputs.append(out[:, ::-1] if d else out)
            hs.append(h)
            cs.append(c)
        layer_input = np.concatenate(outputs, axis=-1)
    return layer_input, (np.stack(hs), np.stack(cs))
