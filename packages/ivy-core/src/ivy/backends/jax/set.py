import jax.numpy as jnp

from ivy.backends.jax._promotion import promote

# jnp's unique functions sort, keep each NaN distinct and give inverse indices the shape of x, as
# the standard says; they return namedtuples of jax's own, turned into ivy's by the api.


def unique_all(x, /):
    return jnp.unique_all(x)


def unique_counts(x, /):
    return jnp.unique_counts(x)


def unique_inverse(x, /):
    return jnp.unique_inverse(x)


def unique_values(x, /):
    return jnp.unique_values(x)


def isin(x1, x2, /, invert=False):
    x1, x2 = promote(x1, x2)
    return jnp.isin(x1, x2, invert=invert)
