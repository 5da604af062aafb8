from functools import partial

import jax
import jax.numpy as jnp


def linear(x, weight, /, *, bias=None):
    y = jnp.matmul(x, jnp.swapaxes(weight, -1, -2))
    return y if bias is None else y + bias


def _renormed(rows, max_norm):
    """Rows whose 2-norm exceeds ``max_norm`` scaled to it (torch's ``embedding_renorm_``)."""
    norms = jnp.sqrt(jnp.sum(jnp.square(rows), axis=-1, keepdims=True))
    return rows * jnp.where(norms > max_norm, max_norm / (norms + 1e-7), 1.0).astype(rows.dtype)


def embedding(weight, indices, /, *, max_norm=None):
    if not isinstance(indices, jax.core.Tracer):
        # differs: jax's gathers cannot raise, so concrete indices are checked here; traced
        # ones out of range give NaN rows (mode="fill") rather than a clamped, plausible row.
        _check_range(indices, weight.shape[0])
    rows = jnp.take(weight, indices, axis=0, mode="fill", fill_value=jnp.nan)
    return rows if max_norm is None else _renormed(rows, max_norm)


def _check_range(indices, size):
    if indices.size and (jnp.min(indices) < 0 or jnp.max(indices) >= size):
        raise IndexError(f"index out of range for {size} rows")


def _causal(length, source):
    return jnp.tril(jnp.ones((length, source), dtype=bool))


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here. Jitted whole: one compilation per shape rather than one per
# op (eager jax compiles each op).
@partial(jax.jit, static_argnames=("is_causal", "dropout_p", "training"))
def scaled_dot_product_attention(
    query, key, value, /, *, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    if scale is None:
        scale = 1 / jnp.sqrt(query.shape[-1])
    scores = jnp.matmul(query, jnp.swapaxes(key, -1, -2)) * jnp.asarray(scale, query.dtype)
    if is_causal:
        scores = jnp.where(_causal(scores.shape[-2], scores.shape[-1]), scores, -jnp.inf)
    if mask is not None:
        mask = jnp.asarray(mask)
        scores = jnp.where(mask, scores, -jnp.inf) if mask.dtype == bool else scores + mask
    scores = jnp.exp(scores - jnp.max(scores, axis=-1, keepdims=True))
    weights = scores / jnp.sum(scores, axis=-1, keepdims=True)
    return jnp.matmul(weights, value)


@jax.jit
def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, *, bias=None, recurrent_bias=None):
    hidden = init_h.shape[-1]
    projected = jnp.matmul(x, kernel)  # all steps at once: (N, T, 4H)
    if bias is not None:
        projected = projected + bias
    if recurrent_bias is not None:
        projected = projected + recurrent_bias

    def step(state, z):
        h, c = state
        z = z + jnp.matmul(h, recurrent_kernel)
        i, f, o = (jax.nn.sigmoid(z[:, k * hidden : (k + 1) * hidden]) for k in (0, 1, 3))
        c = f * c + i * jnp.tanh(z[:, 2 * hidden : 3 * hidden])
        h = o * jnp.tanh(c)
        return (h, c), h

    # lax.scan over time (steps first), so jit compiles one step, not T of them.
    (h, c), outputs = jax.lax.scan(step, (init_h, init_c), jnp.swapaxes(projected, 0, 1))
    return jnp.swapaxes(outputs, 0, 1), (h, c)
