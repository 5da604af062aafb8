import jax.numpy as jnp


def all(x, /, axis=None, keepdims=False):
    return jnp.all(x, axis=axis, keepdims=keepdims)


def any(x, /, axis=None, keepdims=False):
    return jnp.any(x, axis=axis, keepdims=keepdims)


def diff(x, /, axis=-1, n=1, prepend=None, append=None):
    if n == 0:  # differs: jnp.diff(n=0) ignores prepend and append
        parts = [p for p in (prepend, x, append) if p is not None]
        return jnp.concatenate(parts, axis=axis)
    return jnp.diff(x, n=n, axis=axis, prepend=prepend, append=append)
