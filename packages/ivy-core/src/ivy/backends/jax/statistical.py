import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ivy.backends.jax.data_types import native_dtype

_config = jax.config

# jnp.sum and jnp.prod already accumulate bools and integers in the default integer dtype
# (uint64 for unsigned; 32 bits without jax's 64-bit mode), as the standard says.


def sum(x, /, *, axis=None, dtype=None, keepdims=False):
    return jnp.sum(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims)


def prod(x, /, *, axis=None, dtype=None, keepdims=False):
    return jnp.prod(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims)


def mean(x, /, *, axis=None, keepdims=False):
    return jnp.mean(x, axis=axis, keepdims=keepdims)


def min(x, /, *, axis=None, keepdims=False):
    return jnp.min(x, axis=axis, keepdims=keepdims)


def max(x, /, *, axis=None, keepdims=False):
    return jnp.max(x, axis=axis, keepdims=keepdims)


def var(x, /, *, axis=None, correction=0.0, keepdims=False):
    return jnp.var(x, axis=axis, correction=correction, keepdims=keepdims)


def std(x, /, *, axis=None, correction=0.0, keepdims=False):
    return jnp.std(x, axis=axis, correction=correction, keepdims=keepdims)


def _accumulation_dtype(dtype):
    """The standard's sum dtype: the default integer dtype for bools and ints."""
    if dtype.kind in "bi":
        return np.dtype(np.int64 if _config.jax_enable_x64 else np.int32)
    if dtype.kind == "u":
        return np.dtype(np.uint64 if _config.jax_enable_x64 else np.uint32)
    return dtype


@functools.partial(jax.jit, static_argnums=(1, 2, 3, 4))
def _cumsum(x, axis, exclusive, reverse, dtype):
    # jitted: eager lax.cumsum costs twice as much as a cached jit call.
    result = lax.cumsum(x.astype(dtype), axis, reverse=reverse)
    if exclusive:
        # Shift by one along axis (negative padding crops), bringing in a zero.
        padding = [(0, 0, 0)] * result.ndim
        padding[axis] = (-1, 1, 0) if reverse else (1, -1, 0)
        result = lax.pad(result, np.zeros((), dtype), padding)
    return result


def cumsum(x, /, axis=0, *, exclusive=False, reverse=False, dtype=None):
    # differs: jnp.cumsum keeps small integer dtypes and has no exclusive or reverse.
    dtype = _accumulation_dtype(x.dtype) if dtype is None else native_dtype(dtype)
    return _cumsum(x, axis, exclusive, reverse, dtype)
