import paddle

from ivy._common.indexing import check_index_range, index_columns
from ivy._common.shapes import batched_layout, prod, row_major_strides
from ivy.backends.paddle._promotion import SMALL, common, ids, member, restore, widen
from ivy.backends.paddle.data_types import native_dtype

_ARRAYS = (paddle.Tensor, paddle.pir.Value)


def to_numpy(x, /, copy=True):
    # differs: numpy has no bfloat16 (paddle gives its uint16 bits); Tensor.numpy() copies.
    if x.dtype == paddle.bfloat16:
        x = paddle.cast(x, paddle.float32)
    return x.numpy()


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    return isinstance(x, _ARRAYS)


def to_list(x, /):
    return to_numpy(x).tolist()


def to_scalar(x, /):
    return to_numpy(x).item()


def array_equal(x1, x2, /):
    # differs: paddle.equal_all needs one dtype; the standard compares values across dtypes.
    if tuple(x1.shape) != tuple(x2.shape):
        return False
    x1, x2 = common((x1, x2))
    x1, _ = widen(x1, SMALL)
    x2, _ = widen(x2, SMALL)
    return bool(paddle.all(x1 == x2))


# --- gather and scatter: the api passes non-negative axis and batch_dims, checked shapes ------

# paddle's CPU index kernels lack these dtypes: values move in a wider dtype and back (exact).
_WIDEN = SMALL | ids("bool")
_INDEX_DTYPES = ids("int32", "int64")


def _as_index(indices):
    # paddle indexes with int32 and int64 only.
    return indices if member(indices.dtype, _INDEX_DTYPES) else paddle.cast(indices, "int64")


def _check_range(indices, sizes):
    # In a static graph (paddle.jit) index values are unknown, so no check is possible there.
    if isinstance(indices, paddle.Tensor) and indices.size:
        columns = indices.reshape(index_columns(sizes))
        low, highs = columns.min().reshape([1]), columns.max(axis=0).reshape([-1])
        bounds = paddle.concat([low, highs]).numpy()
        check_index_range(sizes, bounds[0], bounds[1:])


def gather(params, indices, /, axis=-1, batch_dims=0):
    indices = _as_index(indices)
    params_shape, indices_shape = list(params.shape), list(indices.shape)
    _check_range(indices, params_shape[axis])
    params, dtype = widen(params, _WIDEN)
    if batch_dims == 0:
        # differs: paddle.gather takes a 1-d index.
        result = paddle.gather(params, indices.reshape([-1]), axis=axis)
        shape = params_shape[:axis] + indices_shape + params_shape[axis + 1 :]
        return restore(result.reshape(shape), dtype)
    # differs: paddle.gather has no batch_dims; each batch element takes along its own axis.
    flat_params, flat_indices, shape = batched_layout(params_shape, indices_shape, axis, batch_dims)
    b, p, _, q = flat_params
    index = paddle.broadcast_to(indices.reshape(flat_indices), [b, p, flat_indices[2], q])
    result = paddle.take_along_axis(params.reshape(flat_params), index, 2)
    return restore(result.reshape(shape), dtype)


def gather_nd(params, indices, /, batch_dims=0):
    indices = _as_index(indices)
    params_shape, indices_shape = list(params.shape), list(indices.shape)
    k = indices_shape[-1]
    _check_range(indices, tuple(params_shape[batch_dims : batch_dims + k]))
    batch, rows = params_shape[:batch_dims], indices_shape[batch_dims:-1]
    shape = batch + rows + params_shape[batch_dims + k :]
    if 0 in shape:
        return paddle.zeros(shape, params.dtype)
    params, dtype = widen(params, _WIDEN)
    if batch_dims:
        # differs: paddle.gather_nd has no batch_dims: each row gets its batch position as a
        # leading column, into params with the batch axes flattened.
        flat = params.reshape([prod(batch), *params_shape[batch_dims:]])
        columns = indices.reshape([flat.shape[0], prod(rows), k])
        positions = paddle.arange(flat.shape[0], dtype=indices.dtype).reshape([-1, 1, 1])
        positions = paddle.broadcast_to(positions, [flat.shape[0], columns.shape[1], 1])
        params, indices = flat, paddle.concat([positions, columns], axis=-1)
    return restore(paddle.gather_nd(params, indices).reshape(shape), dtype)


_PUT_REDUCE = {"min": "amin", "max": "amax", "mul": "mul"}


def scatter_nd(indices, updates, /, shape, reduction="sum"):
    # differs: paddle scatters along one axis; the K index columns become one linear index into
    # the leading axes flattened.
    indices = _as_index(indices)
    k = indices.shape[-1]
    _check_range(indices, shape[:k])
    tail = list(shape[k:])
    if not indices.size:
        return paddle.zeros(shape, updates.dtype)
    strides = paddle.to_tensor(row_major_strides(shape[:k]), dtype=indices.dtype)
    linear = (indices * strides).sum(-1).reshape([-1])
    rows, dtype = widen(updates.reshape([-1, *tail]), _WIDEN)
    result = paddle.zeros([prod(shape[:k]), *tail], rows.dtype)
    if reduction == "sum":
        result = paddle.index_add(result, linear, 0, rows)
    elif reduction == "replace":
        result = paddle.scatter(result, linear, rows, overwrite=True)
    else:  # untouched elements keep the zeros: include_self=False reduces the updates only
        index = paddle.broadcast_to(linear.reshape([-1] + [1] * len(tail)), rows.shape)
        result = paddle.put_along_axis(
            result, index, rows, 0, reduce=_PUT_REDUCE[reduction], include_self=False
        )
    return restore(result.reshape(list(shape)), dtype)


def one_hot(indices, depth, /, on_value=1.0, off_value=0.0, axis=-1, dtype=None):
    # differs: paddle.nn.functional.one_hot has no axis or values, and refuses out-of-range
    # indices.
    indices = paddle.cast(indices, "int64") if indices.dtype != paddle.int64 else indices
    positions = paddle.arange(depth, dtype="int64").reshape([depth] + [1] * (indices.ndim - axis))
    hot = paddle.unsqueeze(indices, axis) == positions
    dtype = native_dtype(dtype)
    wide, _ = widen(paddle.zeros([], dtype), _WIDEN)  # paddle.where lacks the narrow dtypes
    on = paddle.full([], on_value, wide.dtype)
    off = paddle.full([], off_value, wide.dtype)
    return restore(paddle.where(hot, on, off), dtype if wide.dtype != dtype else None)
