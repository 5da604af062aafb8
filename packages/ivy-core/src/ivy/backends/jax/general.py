import jax
import jax.numpy as jnp
import numpy as np

from ivy._common.indexing import check_index_range, index_columns, scatter_identity
from ivy._common.shapes import batched_layout, prod
from ivy.backends.jax.data_types import native_dtype

_BFLOAT16 = np.dtype(jax.numpy.bfloat16)


def to_numpy(x, /, copy=True):
    if x.dtype == _BFLOAT16:  # numpy has no bfloat16 of its own
        return np.asarray(x, dtype=np.float32)
    return np.array(x, copy=True) if copy else np.asarray(x)


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    # jax.Array covers concrete arrays and the tracers of jit, grad and vmap.
    return isinstance(x, jax.Array)


def to_list(x, /):
    return to_numpy(x, copy=False).tolist()


def to_scalar(x, /):
    return to_numpy(x, copy=False).item()


def array_equal(x1, x2, /):
    return bool(jnp.array_equal(x1, x2))


# --- gather and scatter: the api passes non-negative axis and batch_dims, checked shapes ------


def _check_range(indices, sizes):
    # jax would clamp gathers and drop scatters out of range without a word. Inside jit (and
    # grad/vmap tracing) index values are unknown, so no check is possible: jax's own
    # out-of-range behaviour applies there.
    if isinstance(indices, jax.core.Tracer) or not indices.size:
        return
    # Concrete indices inside a trace (a jitted function's closure) are read eagerly.
    with jax.ensure_compile_time_eval():
        columns = indices.reshape(index_columns(sizes))
        bounds = np.asarray(jnp.concatenate([columns.min()[None], columns.max(0).reshape(-1)]))
    check_index_range(sizes, bounds[0], bounds[1:])


def gather(params, indices, /, axis=-1, batch_dims=0):
    _check_range(indices, params.shape[axis])
    if batch_dims == 0:
        # differs: jnp.take gives a wrong shape for empty params; the reshape restores it.
        shape = params.shape[:axis] + indices.shape + params.shape[axis + 1 :]
        return jnp.take(params, indices, axis=axis).reshape(shape)
    # differs: jnp.take has no batch_dims; each batch element takes along its own axis.
    flat_params, flat_indices, shape = batched_layout(params.shape, indices.shape, axis, batch_dims)
    result = jnp.take_along_axis(params.reshape(flat_params), indices.reshape(flat_indices), axis=2)
    return result.reshape(shape)


def gather_nd(params, indices, /, batch_dims=0):
    # differs: jax has no gather_nd: advanced indexing with one index array per column.
    k = indices.shape[-1]
    _check_range(indices, params.shape[batch_dims : batch_dims + k])
    batch, rows = params.shape[:batch_dims], indices.shape[batch_dims:-1]
    flat = params.reshape((prod(batch), *params.shape[batch_dims:]))
    columns = indices.reshape((flat.shape[0], prod(rows), k))
    positions = jnp.broadcast_to(jnp.arange(flat.shape[0])[:, None], columns.shape[:2])
    key = (positions, *jnp.moveaxis(columns, -1, 0))
    return flat[key].reshape(batch + rows + params.shape[batch_dims + k :])


def scatter_nd(indices, updates, /, shape, reduction="sum"):
    k = indices.shape[-1]
    _check_range(indices, shape[:k])
    key = tuple(jnp.moveaxis(indices, -1, 0))
    if reduction == "sum":
        return jnp.zeros(shape, updates.dtype).at[key].add(updates)
    if reduction == "replace":
        return jnp.zeros(shape, updates.dtype).at[key].set(updates)
    # differs: min, max, mul reduce into the array's values; starting from the reduction's
    # identity and zeroing the elements no update reached reduces the updates only. (jax has no
    # gradient of a mul scatter with duplicate indices.)
    start = jnp.full(shape, scatter_identity(reduction, np.dtype(updates.dtype)), updates.dtype)
    reduced = getattr(start.at[key], _AT_METHODS[reduction])(updates)
    reached = jnp.zeros(shape[:k], bool).at[key].set(True)
    return jnp.where(reached.reshape(shape[:k] + (1,) * (len(shape) - k)), reduced, 0)


_AT_METHODS = {"min": "min", "max": "max", "mul": "multiply"}


def one_hot(indices, depth, /, on_value=1.0, off_value=0.0, axis=-1, dtype=None):
    # differs: jax.nn.one_hot has no on and off values.
    dtype = native_dtype(dtype)
    positions = jnp.arange(depth).reshape((depth,) + (1,) * (indices.ndim - axis))
    hot = jnp.expand_dims(indices, axis) == positions
    return jnp.where(hot, jnp.asarray(on_value, dtype), jnp.asarray(off_value, dtype))
