import math

import paddle
import paddle.nn.functional as nnf

from ivy._common.layers import lstm_steps
from ivy.backends.paddle.random import dropout as _dropout


def linear(x, weight, /, bias=None):
    # differs: paddle's linear takes weight as (in_features, out_features).
    y = paddle.matmul(x, weight, transpose_y=True)
    return y if bias is None else y + bias


def embedding(weight, indices, /, max_norm=None):
    rows = nnf.embedding(indices, weight)
    if max_norm is None:
        return rows
    # torch's embedding_renorm_, on the looked-up copies.
    norms = paddle.linalg.norm(rows, axis=-1, keepdim=True)
    return rows * paddle.where(norms > max_norm, max_norm / (norms + 1e-7), paddle.ones_like(norms))


def _bias(mask, dtype):
    """A boolean mask as an additive bias: 0 where True, -inf where False."""
    return paddle.where(mask, paddle.zeros([], dtype), paddle.full([], -math.inf, dtype))


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here.
def scaled_dot_product_attention(
    query, key, value, /, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    if scale is None:
        scale = 1 / math.sqrt(query.shape[-1])
    scores = paddle.matmul(query, key, transpose_y=True) * scale
    if is_causal:
        causal = paddle.tril(paddle.ones([scores.shape[-2], scores.shape[-1]])) > 0
        scores = scores + _bias(causal, scores.dtype)
    if mask is not None:
        scores = scores + (_bias(mask, scores.dtype) if mask.dtype == paddle.bool else mask)
    weights = nnf.softmax(scores, axis=-1)
    if dropout_p and training:
        weights = _dropout(weights, dropout_p)
    return paddle.matmul(weights, value)


_LSTM_OPS = (paddle.matmul, nnf.sigmoid, paddle.tanh)


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, bias=None, recurrent_bias=None):
    weights = (kernel, recurrent_kernel, bias, recurrent_bias)
    outputs, state, projected = lstm_steps(_LSTM_OPS, x, init_h, init_c, *weights)
    hidden = init_h.shape[-1]
    stacked = (
        paddle.stack(outputs, axis=1) if outputs else paddle.zeros_like(projected[..., :hidden])
    )
    return stacked, state
