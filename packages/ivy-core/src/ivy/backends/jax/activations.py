import jax
import jax.numpy as jnp

relu = jax.nn.relu
sigmoid = jax.nn.sigmoid
silu = jax.nn.silu
mish = jax.nn.mish
hardswish = jax.nn.hard_swish
selu = jax.nn.selu


# differs: jax names the slope negative_slope, and approximates gelu by default.
def leaky_relu(x, /, alpha=0.2):
    return jax.nn.leaky_relu(x, alpha)


def gelu(x, /, approximate=False):
    return jax.nn.gelu(x, approximate=approximate)


def softmax(x, /, axis=-1):
    return jax.nn.softmax(x, axis=axis)


def log_softmax(x, /, axis=-1):
    return jax.nn.log_softmax(x, axis=axis)


def softplus(x, /, beta=1.0, threshold=20.0):
    # differs: jax.nn.softplus has no beta and no threshold.
    scaled = x * beta
    return jnp.where(scaled > threshold, x, jnp.logaddexp(0, scaled) / beta)


def elu(x, /, alpha=1.0):
    return jax.nn.elu(x, alpha)
