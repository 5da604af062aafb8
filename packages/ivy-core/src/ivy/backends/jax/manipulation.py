import jax.numpy as jnp
from jax import lax

from ivy.backends.jax._extents import check_extent
from ivy.backends.jax._promotion import promote_all

# Thin wrappers even where jnp matches: jnp's own functions take extra parameters.


def reshape(x, /, shape, copy=None):
    # jax arrays are immutable, so sharing never shows; copy=True still gives a new array.
    result = jnp.reshape(x, shape)
    return jnp.array(result, copy=True) if copy and result is x else result


def concat(arrays, /, axis=0):
    return jnp.concatenate(promote_all(arrays), axis=axis)


def stack(arrays, /, axis=0):
    return jnp.stack(promote_all(arrays), axis=axis)


def expand_dims(x, /, axis):
    return jnp.expand_dims(x, axis)


def squeeze(x, /, axis):
    return jnp.squeeze(x, axis)


def permute_dims(x, /, axes):
    return jnp.transpose(x, axes)


def flip(x, /, axis=None):
    return jnp.flip(x, axis=axis)


def roll(x, /, shift, axis=None):
    return jnp.roll(x, shift, axis=axis)


def tile(x, repetitions, /):
    return jnp.tile(x, repetitions)


def repeat(x, repeats, /, axis=None):
    if isinstance(repeats, int):
        check_extent(x.size * repeats, "repeats", repeats, "repeat")
    return jnp.repeat(x, repeats, axis=axis)


def split(x, /, num_or_size_splits, axis=0):
    # The api passes the part sizes, which lax.split takes as they are.
    return list(lax.split(x, num_or_size_splits, axis))


def unstack(x, /, axis=0):
    return jnp.unstack(x, axis=axis)


def broadcast_to(x, /, shape):
    return jnp.broadcast_to(x, shape)


def broadcast_arrays(*arrays):
    return tuple(jnp.broadcast_arrays(*arrays))


def constant_pad(x, /, pad_width, value=0):
    if not pad_width:  # differs: jnp.pad refuses the empty pad_width of a 0-d x
        return x
    return jnp.pad(x, pad_width, mode="constant", constant_values=value)
