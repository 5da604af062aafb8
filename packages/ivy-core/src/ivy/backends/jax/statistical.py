import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ivy._common.dtypes import DEFAULT_DTYPES
from ivy.backends.jax.data_types import native_dtype

_config = jax.config
_DEFAULT_FLOAT = native_dtype(DEFAULT_DTYPES["real floating"])

# jnp.sum and jnp.prod already accumulate bools and integers in the default integer dtype
# (uint64 for unsigned; 32 bits without jax's 64-bit mode), as the standard says.


# The most common call, through jit's C++ dispatch rather than jnp.sum's Python layers.
_sum_all = jax.jit(lambda x, /: jnp.sum(x), inline=True)


def sum(x, /, axis=None, dtype=None, keepdims=False):
    if axis is None and dtype is None and not keepdims:
        return _sum_all(x)
    return jnp.sum(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims)


def prod(x, /, axis=None, dtype=None, keepdims=False):
    return jnp.prod(x, axis=axis, dtype=native_dtype(dtype), keepdims=keepdims)


def _floating(x):
    # differs: jnp averages 64-bit integers in float64 (in 64-bit mode); ivy averages every
    # integer and bool dtype in its default float dtype.
    return _DEFAULT_FLOAT if x.dtype.kind in "biu" else None


def mean(x, /, axis=None, keepdims=False):
    return jnp.mean(x, axis=axis, dtype=_floating(x), keepdims=keepdims)


def min(x, /, axis=None, keepdims=False):
    return jnp.min(x, axis=axis, keepdims=keepdims)


def max(x, /, axis=None, keepdims=False):
    return jnp.max(x, axis=axis, keepdims=keepdims)


def var(x, /, axis=None, correction=0.0, keepdims=False):
    return jnp.var(x, axis=axis, dtype=_floating(x), correction=correction, keepdims=keepdims)


def std(x, /, axis=None, correction=0.0, keepdims=False):
    return jnp.std(x, axis=axis, dtype=_floating(x), correction=correction, keepdims=keepdims)


def _accumulation_dtype(dtype):
    """The standard's sum dtype: the default integer dtype for bools and ints."""
    if dtype.kind in "bi":
        return np.dtype(np.int64 if _config.jax_enable_x64 else np.int32)
    if dtype.kind == "u":
        return np.dtype(np.uint64 if _config.jax_enable_x64 else np.uint32)
    return dtype


@functools.partial(jax.jit, static_argnums=(1, 2, 3, 4, 5, 6))
def _scan(x, product, axis, exclusive, reverse, dtype, include_initial):
    """A cumulative sum or product along ``axis``.

    ``exclusive`` shifts the results one place, starting from the identity (0 or 1);
    ``include_initial`` puts the identity before them, one longer along ``axis``.
    """
    # jitted: eager lax.cumsum costs twice as much as a cached jit call.
    native = lax.cumprod if product else lax.cumsum
    result = native(x.astype(dtype), axis, reverse=reverse)
    if exclusive or include_initial:
        # Shift by one along axis (negative padding crops), bringing in the identity.
        padding = [(0, 0, 0)] * result.ndim
        low, high = (1, -1) if exclusive else (1, 0)
        padding[axis] = (high, low, 0) if reverse else (low, high, 0)
        result = lax.pad(result, np.ones((), dtype) if product else np.zeros((), dtype), padding)
    return result


def _dtype(x, dtype):
    # differs: jnp's cumulative functions keep small integer dtypes.
    return _accumulation_dtype(x.dtype) if dtype is None else native_dtype(dtype)


def cumsum(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(x, False, axis, exclusive, reverse, _dtype(x, dtype), False)


def cumprod(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(x, True, axis, exclusive, reverse, _dtype(x, dtype), False)


def cumulative_sum(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(x, False, axis, False, False, _dtype(x, dtype), include_initial)


def cumulative_prod(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(x, True, axis, False, False, _dtype(x, dtype), include_initial)
