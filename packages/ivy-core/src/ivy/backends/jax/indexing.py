import functools

import jax
import jax.numpy as jnp


def _check_in_range(indices, size):
    # differs: jax fills (or clamps) out-of-range indices silently. Their values are known
    # outside jit only; traced indices keep jax's behaviour. Concrete ones inside a trace (a
    # jitted function's closure) are read eagerly: jnp.min there would be traced too.
    if isinstance(indices, jax.core.Tracer) or not indices.size:
        return
    with jax.ensure_compile_time_eval():
        low, high = jax.device_get((jnp.min(indices), jnp.max(indices)))
    if low < -size or high >= size:
        raise IndexError("indices out of range")


def take(x, indices, /, axis=None):
    _check_in_range(indices, x.shape[axis])
    return jnp.take(x, indices, axis=axis)


@functools.partial(jax.jit, static_argnums=2)
def _take_along_axis_in_range(x, indices, axis):
    size = x.shape[axis]
    # Compared as the widest integers (-size or size may not fit the indices' own dtype).
    if jnp.issubdtype(indices.dtype, jnp.unsignedinteger):
        in_range = jnp.all(indices.astype(jax.dtypes.canonicalize_dtype(jnp.uint64)) < size)
    else:
        wide = indices.astype(jax.dtypes.canonicalize_dtype(jnp.int64))
        in_range = jnp.all((wide >= -size) & (wide < size))
    return jnp.take_along_axis(x, indices, axis=axis), in_range


def take_along_axis(x, indices, /, axis=-1):
    if isinstance(x, jax.core.Tracer) or isinstance(indices, jax.core.Tracer):
        _check_in_range(indices, x.shape[axis])
        return jnp.take_along_axis(x, indices, axis=axis)
    # Eager: the range check and the gather in one compiled call, one read of its flag (apart,
    # jnp.min, jnp.max, their read and the gather's several eager ops took 4-5x as long).
    result, in_range = _take_along_axis_in_range(x, indices, axis)
    if not in_range:
        raise IndexError("indices out of range")
    return result
