import numpy as np

from ivy._common import layers
from ivy.backends.numpy._arrays import ndarray, numpy_array, numpy_arrays
from ivy.backends.numpy.random import dropout as _dropout


def linear(x, weight, /, bias=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if type(weight) is not ndarray:
        weight = numpy_array(weight)
    y = np.matmul(x, np.swapaxes(weight, -1, -2))
    return y if bias is None else y + bias


def embedding(weight, indices, /, max_norm=None):
    if type(weight) is not ndarray:
        weight = numpy_array(weight)
    if type(indices) is not ndarray:
        indices = numpy_array(indices)
    rows = np.take(weight, indices, axis=0)
    return rows if max_norm is None else layers.renormed(np, rows, max_norm)


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here.
def scaled_dot_product_attention(
    query, key, value, /, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    numpy_arrays((query, key, value))
    dropout_p = dropout_p if training else 0.0
    return layers.scaled_dot_product_attention(
        np, query, key, value, scale, mask, is_causal, _dropout, dropout_p
    )


def _sigmoid(x):
    return np.exp(-np.logaddexp(0, -x))


_LSTM_OPS = (np.matmul, _sigmoid, np.tanh)


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, bias=None, recurrent_bias=None):
    numpy_arrays((x, init_h, init_c, kernel, recurrent_kernel))
    weights = (kernel, recurrent_kernel, bias, recurrent_bias)
    outputs, state, projected = layers.lstm_steps(_LSTM_OPS, x, init_h, init_c, *weights)
    hidden = init_h.shape[-1]
    stacked = np.stack(outputs, axis=1) if outputs else np.zeros_like(projected[..., :hidden])
    return stacked, state
