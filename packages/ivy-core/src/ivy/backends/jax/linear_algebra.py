import jax.numpy as jnp

from ivy.backends.jax._promotion import binary

matmul = binary(jnp.matmul)
