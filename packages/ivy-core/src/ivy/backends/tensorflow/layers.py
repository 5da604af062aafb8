import math

import tensorflow as tf

from ivy._common.layers import lstm_steps
from ivy.backends.tensorflow.random import dropout as _dropout


def linear(x, weight, /, bias=None):
    y = tf.tensordot(x, weight, [[x.shape.rank - 1], [1]])
    return y if bias is None else y + bias


def embedding(weight, indices, /, max_norm=None):
    rows = tf.gather(weight, indices)
    if max_norm is None:
        return rows
    # torch's embedding_renorm_, on the looked-up copies.
    norms = tf.norm(rows, axis=-1, keepdims=True)
    return rows * tf.where(norms > max_norm, max_norm / (norms + 1e-7), tf.ones_like(norms))


def _bias(mask, dtype):
    """A boolean mask as an additive bias: 0 where True, -inf where False."""
    zero, minus_inf = tf.zeros((), dtype), tf.constant(-math.inf, dtype)
    return tf.where(mask, zero, minus_inf)


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here.
def scaled_dot_product_attention(
    query, key, value, /, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    if scale is None:
        scale = 1 / math.sqrt(query.shape[-1])
    scores = tf.linalg.matmul(query, key, transpose_b=True) * scale
    if is_causal:
        causal = tf.linalg.band_part(tf.ones((scores.shape[-2], scores.shape[-1])), -1, 0) > 0
        scores = scores + _bias(causal, scores.dtype)
    if mask is not None:
        scores = scores + (_bias(mask, scores.dtype) if mask.dtype == tf.bool else mask)
    weights = tf.nn.softmax(scores, axis=-1)
    if dropout_p and training:
        weights = _dropout(weights, dropout_p)
    return tf.linalg.matmul(weights, value)


_LSTM_OPS = (tf.linalg.matmul, tf.math.sigmoid, tf.math.tanh)


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, bias=None, recurrent_bias=None):
    weights = (kernel, recurrent_kernel, bias, recurrent_bias)
    outputs, state, projected = lstm_steps(_LSTM_OPS, x, init_h, init_c, *weights)
    hidden = init_h.shape[-1]
    stacked = tf.stack(outputs, axis=1) if outputs else tf.zeros_like(projected[..., :hidden])
    return stacked, state
