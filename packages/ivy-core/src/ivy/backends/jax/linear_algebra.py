import jax.numpy as jnp

from ivy.backends.jax._promotion import binary, promote

matmul = binary(jnp.matmul)
matrix_transpose = jnp.matrix_transpose
einsum = jnp.einsum


def tensordot(x1, x2, /, axes=2):
    return jnp.tensordot(*promote(x1, x2), axes=axes)


def vecdot(x1, x2, /, axis=-1):
    return jnp.vecdot(*promote(x1, x2), axis=axis)
