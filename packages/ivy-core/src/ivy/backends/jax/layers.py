from functools import partial

import jax
import jax.numpy as jnp

from ivy._common import layers
from ivy.backends.jax.random import dropout as _dropout


def linear(x, weight, /, bias=None):
    y = jnp.matmul(x, jnp.swapaxes(weight, -1, -2))
    return y if bias is None else y + bias


def embedding(weight, indices, /, max_norm=None):
    if not isinstance(indices, jax.core.Tracer):
        # differs: jax's gathers cannot raise, so concrete indices are checked here; traced
        # ones out of range give NaN rows (mode="fill") rather than a clamped, plausible row.
        _check_range(indices, weight.shape[0])
    rows = jnp.take(weight, indices, axis=0, mode="fill", fill_value=jnp.nan)
    return rows if max_norm is None else layers.renormed(jnp, rows, max_norm)


def _check_range(indices, size):
    # Concrete indices inside a trace (a jitted function's closure) are read eagerly.
    with jax.ensure_compile_time_eval():
        if indices.size and (jnp.min(indices) < 0 or jnp.max(indices) >= size):
            raise IndexError(f"index out of range for {size} rows")


# dropout_p and training are the api's: it refuses dropout while training (no random functions
# yet), so they have no effect here. Jitted whole: one compilation per shape rather than one per
# op (eager jax compiles each op).
@partial(jax.jit, static_argnames=("is_causal", "dropout_p", "training"))
def scaled_dot_product_attention(
    query, key, value, /, scale=None, mask=None, is_causal=False, dropout_p=0.0, training=False
):
    dropout_p = dropout_p if training else 0.0
    return layers.scaled_dot_product_attention(
        jnp, query, key, value, scale, mask, is_causal, _dropout, dropout_p
    )


@jax.jit
def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, bias=None, recurrent_bias=None):
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
