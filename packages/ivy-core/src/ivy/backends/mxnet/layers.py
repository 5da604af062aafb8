import math

from ivy._common.layers import lstm_steps
from ivy.backends.mxnet._mx import mnp, mx, native_array
from ivy.backends.mxnet._mx import where as _where
from ivy.backends.mxnet.random import dropout as _dropout

_npx = mx.npx


def linear(x, weight, /, bias=None):
    x, weight = native_array(x), native_array(weight)
    y = mnp.dot(x, weight.T)  # dot contracts the last axis of x with the first of weight.T
    return y if bias is None else y + native_array(bias)


def embedding(weight, indices, /, max_norm=None):
    weight, indices = native_array(weight), native_array(indices)
    if indices.size and (int(indices.min()) < 0 or int(indices.max()) >= weight.shape[0]):
        # differs: mx.np.take clips out-of-range indices to the last row, silently.
        raise IndexError(f"index out of range for {weight.shape[0]} rows")
    rows = mnp.take(weight, indices, axis=0)
    if max_norm is None:
        return rows
    # torch's embedding_renorm_, on the looked-up copies.
    norms = mnp.sqrt(mnp.sum(mnp.square(rows), axis=-1, keepdims=True))
    return rows * _where(norms > max_norm, max_norm / (norms + 1e-7), mnp.ones_like(norms))


def _bias(mask, like):
    """A boolean mask as an additive bias: 0 where True, -inf where False."""
    zero = mnp.zeros(mask.shape, dtype=like.dtype, ctx=like.ctx)
    return _where(mask, zero, zero - math.inf)


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here.
def scaled_dot_product_attention(
    query, key, value, /, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    query, key, value = native_array(query), native_array(key), native_array(value)
    if scale is None:
        scale = 1 / math.sqrt(query.shape[-1])
    scores = mnp.matmul(query, mnp.swapaxes(key, -1, -2)) * scale
    if not scores.size:
        # differs: mx.np's reductions of an empty array fail asynchronously, after the call
        # returned; no query or no key attends to nothing: zeros, as the product of the empty
        # weights with value.
        shape = (*scores.shape[:-1], value.shape[-1])
        return mnp.zeros(shape, dtype=scores.dtype, ctx=scores.ctx)
    if is_causal:
        causal = mnp.tril(mnp.ones((scores.shape[-2], scores.shape[-1]), ctx=scores.ctx)) > 0
        scores = scores + _bias(causal, scores)
    if mask is not None:
        mask = native_array(mask)
        scores = scores + (_bias(mask, scores) if mask.dtype == bool else mask)
    # Composed: the shifted exponentials keep -inf scores at exactly 0.
    weights = mnp.exp(scores - mnp.max(scores, axis=-1, keepdims=True))
    weights = weights / mnp.sum(weights, axis=-1, keepdims=True)
    if dropout_p and training:
        weights = _dropout(weights, dropout_p)
    return mnp.matmul(weights, value)


_LSTM_OPS = (mnp.matmul, _npx.sigmoid, mnp.tanh)


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, bias=None, recurrent_bias=None):
    x, h, c = native_array(x), native_array(init_h), native_array(init_c)
    kernel, recurrent_kernel = native_array(kernel), native_array(recurrent_kernel)
    bias, recurrent_bias = (None if b is None else native_array(b) for b in (bias, recurrent_bias))
    weights = (kernel, recurrent_kernel, bias, recurrent_bias)
    outputs, state, projected = lstm_steps(_LSTM_OPS, x, h, c, *weights)
    if not outputs:
        hidden = h.shape[-1]
        return mnp.zeros((*projected.shape[:-1], hidden), dtype=x.dtype, ctx=x.ctx), state
    return mnp.stack(outputs, axis=1), state
