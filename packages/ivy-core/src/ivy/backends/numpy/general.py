import numpy as np

from ivy._common.indexing import check_index_range, index_columns, scatter_identity
from ivy._common.shapes import batched_layout, prod
from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.backends.numpy.data_types import native_dtype


def to_numpy(x, /, copy=True):
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
    if type(x1) is not ndarray:
        x1 = numpy_array(x1)
    if type(x2) is not ndarray:
        x2 = numpy_array(x2)
    return bool(np.array_equal(x1, x2))


# --- gather and scatter: the api passes non-negative axis and batch_dims, checked shapes ------


def _check_range(indices, sizes):
    if indices.size:
        columns = indices.reshape(index_columns(sizes))
        check_index_range(sizes, columns.min(), columns.max(axis=0))


def gather(params, indices, /, axis=-1, batch_dims=0):
    if type(params) is not ndarray:
        params = numpy_array(params)
    _check_range(indices, params.shape[axis])
    if batch_dims == 0:
        return np.take(params, indices, axis=axis)
    # differs: numpy has no batch_dims; each batch element takes along its own axis.
    flat_params, flat_indices, shape = batched_layout(params.shape, indices.shape, axis, batch_dims)
    result = np.take_along_axis(params.reshape(flat_params), indices.reshape(flat_indices), axis=2)
    return result.reshape(shape)


def _batch_index(batch, rows):
    """The batch position of each of ``rows`` index rows per batch element: shape (batch, rows)."""
    return np.broadcast_to(np.arange(batch)[:, None], (batch, rows))


def gather_nd(params, indices, /, batch_dims=0):
    if type(params) is not ndarray:
        params = numpy_array(params)
    k = indices.shape[-1]
    _check_range(indices, params.shape[batch_dims : batch_dims + k])
    batch = params.shape[:batch_dims]
    rows = indices.shape[batch_dims:-1]
    flat = params.reshape((prod(batch), *params.shape[batch_dims:]))
    columns = indices.reshape((flat.shape[0], prod(rows), k))
    key = (_batch_index(flat.shape[0], columns.shape[1]), *np.moveaxis(columns, -1, 0))
    return flat[key].reshape(batch + rows + params.shape[batch_dims + k :])


def scatter_nd(indices, updates, /, shape, reduction="sum"):
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
    result = np.full(shape, scatter_identity(reduction, updates.dtype), updates.dtype)
    _UFUNCS[reduction].at(result, key, updates)
    reached = np.zeros(shape[:k], bool)
    reached[key] = True
    return np.where(reached.reshape(shape[:k] + (1,) * (len(shape) - k)), result, 0).astype(
        updates.dtype, copy=False
    )


_UFUNCS = {"min": np.minimum, "max": np.maximum, "mul": np.multiply}


def one_hot(indices, depth, /, on_value=1.0, off_value=0.0, axis=-1, dtype=None):
    if type(indices) is not ndarray:
        indices = numpy_array(indices)
    dtype = native_dtype(dtype)
    positions = np.arange(depth).reshape((depth,) + (1,) * (indices.ndim - axis))
    hot = np.expand_dims(indices, axis) == positions
    return np.where(hot, np.asarray(on_value, dtype), np.asarray(off_value, dtype))
