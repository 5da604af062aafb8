import numpy as np

from ivy.backends.numpy.data_types import native_dtype


def to_numpy(x, /, *, copy=True):
    return np.array(x, copy=True) if copy else np.asarray(x)


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    # numpy reductions and ufuncs return numpy scalars for 0-d results; they are arrays to ivy.
    return isinstance(x, (np.ndarray, np.generic))


def to_list(x, /):
    return x.tolist()


def to_scalar(x, /):
    return x.item()


def array_equal(x1, x2, /):
    return bool(np.array_equal(x1, x2))


# --- gather and scatter: the api passes non-negative axis and batch_dims, checked shapes ------


def _check_range(indices, sizes):
    """Raises IndexError if an index is negative or not below its size.

    ``sizes``: one int for every index, or a tuple with one per column of the last axis.
    """
    if not indices.size:
        return
    if isinstance(sizes, int):
        bad = indices.min() < 0 or indices.max() >= sizes
    else:
        columns = indices.reshape(-1, len(sizes))
        bad = columns.min() < 0 or bool(np.any(columns.max(axis=0) >= np.asarray(sizes)))
    if bad:
        raise IndexError(f"indices out of range for sizes {sizes}")


def _batched_layout(params_shape, indices_shape, axis, batch_dims):
    """Shapes that put a batched gather into the form (B, P, N, Q) <- (B, M) indices."""
    batch = params_shape[:batch_dims]
    before, after = params_shape[batch_dims:axis], params_shape[axis + 1 :]
    rest = indices_shape[batch_dims:]
    flat_params = (_prod(batch), _prod(before), params_shape[axis], _prod(after))
    flat_indices = (flat_params[0], 1, _prod(rest), 1)
    return flat_params, flat_indices, batch + before + rest + after


def _prod(shape):
    result = 1
    for d in shape:
        result *= d
    return result


def gather(params, indices, /, *, axis=-1, batch_dims=0):
    _check_range(indices, params.shape[axis])
    if batch_dims == 0:
        return np.take(params, indices, axis=axis)
    # differs: numpy has no batch_dims; each batch element takes along its own axis.
    flat_params, flat_indices, shape = _batched_layout(
        params.shape, indices.shape, axis, batch_dims
    )
    result = np.take_along_axis(params.reshape(flat_params), indices.reshape(flat_indices), axis=2)
    return result.reshape(shape)


def _batch_index(batch, rows):
    """The batch position of each of ``rows`` index rows per batch element: shape (batch, rows)."""
    return np.broadcast_to(np.arange(batch)[:, None], (batch, rows))


def gather_nd(params, indices, /, *, batch_dims=0):
    k = indices.shape[-1]
    _check_range(indices, params.shape[batch_dims : batch_dims + k])
    batch = params.shape[:batch_dims]
    rows = indices.shape[batch_dims:-1]
    flat = params.reshape((_prod(batch), *params.shape[batch_dims:]))
    columns = indices.reshape((flat.shape[0], _prod(rows), k))
    key = (_batch_index(flat.shape[0], columns.shape[1]), *np.moveaxis(columns, -1, 0))
    return flat[key].reshape(batch + rows + params.shape[batch_dims + k :])


def scatter_nd(indices, updates, /, shape, *, reduction="sum"):
    k = indices.shape[-1]
    _check_range(indices, shape[:k])
    key = tuple(np.moveaxis(indices, -1, 0))
    if reduction == "replace":
        result = np.zeros(shape, updates.dtype)
        result[key] = updates
        return result
    if reduction == "sum":
        result = np.zeros(shape, updates.dtype)
        np.add.at(result, key, updates)
        return result
    # min, max, mul: reduce the updates only (into the reduction's identity), then zero the
    # elements no update reached.
    result = np.full(shape, _identity(reduction, updates.dtype), updates.dtype)
    _UFUNCS[reduction].at(result, key, updates)
    reached = np.zeros(shape[:k], bool)
    reached[key] = True
    return np.where(reached.reshape(shape[:k] + (1,) * (len(shape) - k)), result, 0).astype(
        updates.dtype, copy=False
    )


_UFUNCS = {"min": np.minimum, "max": np.maximum, "mul": np.multiply}


def _identity(reduction, dtype):
    if reduction == "mul":
        return 1
    if dtype.kind == "b":
        return reduction == "min"
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return info.max if reduction == "min" else info.min
    return np.inf if reduction == "min" else -np.inf


def one_hot(indices, depth, /, *, on_value=1.0, off_value=0.0, axis=-1, dtype=None):
    dtype = native_dtype(dtype)
    positions = np.arange(depth).reshape((depth,) + (1,) * (indices.ndim - axis))
    hot = np.expand_dims(indices, axis) == positions
    return np.where(hot, np.asarray(on_value, dtype), np.asarray(off_value, dtype))
