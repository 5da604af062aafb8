import numpy as np


def linear(x, weight, /, *, bias=None):
    y = np.matmul(x, np.swapaxes(weight, -1, -2))
    return y if bias is None else y + bias


def _renormed(rows, max_norm):
    """Rows whose 2-norm exceeds ``max_norm`` scaled to it (torch's ``embedding_renorm_``)."""
    norms = np.sqrt(np.sum(np.square(rows), axis=-1, keepdims=True))
    return rows * np.where(norms > max_norm, max_norm / (norms + 1e-7), 1.0).astype(rows.dtype)


def embedding(weight, indices, /, *, max_norm=None):
    rows = np.take(weight, indices, axis=0)
    return rows if max_norm is None else _renormed(rows, max_norm)


def _causal(length, source):
    return np.tril(np.ones((length, source), dtype=bool))


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here.
def scaled_dot_product_attention(
    query, key, value, /, *, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    if scale is None:
        scale = 1 / np.sqrt(query.shape[-1])
    scores = np.matmul(query, np.swapaxes(key, -1, -2)) * np.asarray(scale, query.dtype)
    if is_causal:
        scores = np.where(_causal(scores.shape[-2], scores.shape[-1]), scores, -np.inf)
    if mask is not None:
        mask = np.asarray(mask)
        scores = np.where(mask, scores, -np.inf) if mask.dtype == bool else scores + mask
    scores = np.exp(scores - np.max(scores, axis=-1, keepdims=True))
    weights = scores / np.sum(scores, axis=-1, keepdims=True)
    return np.matmul(weights, value)


def _sigmoid(x):
    return np.exp(-np.logaddexp(0, -x))


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, *, bias=None, recurrent_bias=None):
    hidden = init_h.shape[-1]
    projected = np.matmul(x, kernel)  # all steps at once: (N, T, 4H)
    if bias is not None:
        projected = projected + bias
    if recurrent_bias is not None:
        projected = projected + recurrent_bias
    h, c = init_h, init_c
    outputs = []
    for t in range(x.shape[1]):
        z = projected[:, t] + np.matmul(h, recurrent_kernel)
        i, f, o = (_sigmoid(z[:, k * hidden : (k + 1) * hidden]) for k in (0, 1, 3))
        c = f * c + i * np.tanh(z[:, 2 * hidden : 3 * hidden])
        h = o * np.tanh(c)
        outputs.append(h)
    stacked = np.stack(outputs, axis=1) if outputs else np.zeros_like(projected[..., :hidden])
    return stacked, (h, c)
