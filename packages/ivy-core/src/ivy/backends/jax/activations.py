import jax
import jax.numpy as jnp
import jax.scipy.special

relu = jax.nn.relu
sigmoid = jax.nn.sigmoid
silu = jax.nn.silu
mish = jax.nn.mish
hardswish = jax.nn.hard_swish
selu = jax.nn.selu

_SQRT_HALF = 0.7071067811865476


# differs: jax names the slope negative_slope, and approximates gelu by default.
def leaky_relu(x, /, alpha=0.2):
    return jax.nn.leaky_relu(x, alpha)


def gelu(x, /, approximate=False):
    # differs: jax.nn.gelu's exact form uses erfc, which XLA expands into two rational
    # approximations, an exp and divisions (about 3x slower on the CPU); torch's formula uses erf.
    if approximate:
        return jax.nn.gelu(x, approximate=True)
    return x * 0.5 * (1 + jax.scipy.special.erf(x * _SQRT_HALF))


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
