import jax.numpy as jnp

# jnp's stable descending sort keeps equal elements in order, as the standard says.


def argsort(x, /, axis=-1, descending=False, stable=True):
    return jnp.argsort(x, axis=axis, descending=descending, stable=stable)


def sort(x, /, axis=-1, descending=False, stable=True):
    return jnp.sort(x, axis=axis, descending=descending, stable=stable)
