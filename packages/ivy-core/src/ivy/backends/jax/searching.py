import jax.numpy as jnp

from ivy.backends.jax._promotion import promote

# jnp gives indices in jax's default integer dtype: int64 in 64-bit mode, else int32.


def argmax(x, /, axis=None, keepdims=False):
    return jnp.argmax(x, axis=axis, keepdims=keepdims)


def argmin(x, /, axis=None, keepdims=False):
    return jnp.argmin(x, axis=axis, keepdims=keepdims)


def nonzero(x, /):
    return jnp.nonzero(x)


def where(condition, x1, x2, /):
    try:
        if x1.dtype == x2.dtype:
            return jnp.where(condition, x1, x2)
    except AttributeError:  # a Python scalar
        pass
    return jnp.where(condition, *promote(x1, x2))


def searchsorted(x1, x2, /, side="left", sorter=None):
    # differs: jnp.searchsorted gives int32 indices; astype(int) is jax's default integer dtype.
    x1, x2 = promote(x1, x2)
    return jnp.searchsorted(x1, x2, side=side, sorter=sorter).astype(int)


def count_nonzero(x, /, axis=None, keepdims=False):
    return jnp.count_nonzero(x, axis=axis, keepdims=keepdims)


def argwhere(x, /):
    return jnp.argwhere(x)
