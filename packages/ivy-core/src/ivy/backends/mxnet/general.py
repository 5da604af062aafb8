import numpy as onp

from ivy._common.indexing import check_index_range, index_columns, scatter_identity
from ivy._common.shapes import batched_layout, prod, row_major_strides
from ivy.backends.mxnet._mx import NDArray, mnp, mx, native_array
from ivy.backends.mxnet._mx import where as _mx_where
from ivy.backends.mxnet._promotion import arrays
from ivy.backends.mxnet.data_types import native_dtype

npx = mx.npx
_legacy = mx.nd._internal


def to_numpy(x, /, copy=True):
    # asnumpy always copies to host memory, detached from autograd.
    return x.asnumpy()


def shape(x, /):
    return x.shape


def is_array(x, /):
    # mx.np arrays, and legacy mx.nd arrays (which the backend views as mx.np arrays).
    return isinstance(x, NDArray)


def to_list(x, /):
    return native_array(x).asnumpy().tolist()


def to_scalar(x, /):
    return native_array(x).asnumpy().item()


def array_equal(x1, x2, /):
    x1, x2 = native_array(x1), native_array(x2)
    if x1.shape != x2.shape:
        return False
    # differs: mx.np.equal needs one dtype; the standard compares values across dtypes.
    x1, x2 = arrays(x1, x2)
    return bool((x1 == x2).all())


# --- gather and scatter: the api passes non-negative axis and batch_dims, checked shapes ------

# mxnet's index kernels lack these dtypes: values move as int32 and back (exact).
_NARROW = frozenset(onp.dtype(name) for name in ("bool", "int8", "uint8"))
_INT32, _INT64 = onp.dtype("int32"), onp.dtype("int64")


def _widen(x):
    return (x.astype(_INT32), x.dtype) if x.dtype in _NARROW else (x, None)


def _restore(result, dtype):
    return result if dtype is None else result.astype(dtype)


def _check_range(indices, sizes):
    # mxnet clips gathers and drops scatters out of range without a word.
    if indices.size:
        columns = indices.reshape(index_columns(sizes))
        low, highs = columns.min().reshape(1), columns.max(axis=0).reshape(-1)
        bounds = mnp.concatenate([low, highs]).asnumpy()
        check_index_range(sizes, bounds[0], bounds[1:])


def gather(params, indices, /, axis=-1, batch_dims=0):
    params, indices = native_array(params), native_array(indices).astype(_INT64, copy=False)
    _check_range(indices, params.shape[axis])
    shape = params.shape[:axis] + indices.shape[batch_dims:] + params.shape[axis + 1 :]
    if 0 in shape:  # differs: mxnet's index kernels fail on some empty operands
        return mnp.zeros(shape, dtype=params.dtype, ctx=params.ctx)
    params, dtype = _widen(params)
    if batch_dims == 0:
        return _restore(mnp.take(params, indices, axis=axis), dtype)
    # differs: mx.np.take has no batch_dims; each batch element takes along its own axis.
    flat_params, flat_indices, shape = batched_layout(params.shape, indices.shape, axis, batch_dims)
    result = mnp.take_along_axis(params.reshape(flat_params), indices.reshape(flat_indices), axis=2)
    return _restore(result.reshape(shape), dtype)


def gather_nd(params, indices, /, batch_dims=0):
    params, indices = native_array(params), native_array(indices).astype(_INT64, copy=False)
    k = indices.shape[-1]
    _check_range(indices, params.shape[batch_dims : batch_dims + k])
    batch, rows = params.shape[:batch_dims], indices.shape[batch_dims:-1]
    rest = params.shape[batch_dims:]
    shape = batch + rows + params.shape[batch_dims + k :]
    if 0 in shape:  # differs: mxnet's index kernels fail on some empty operands
        return mnp.zeros(shape, dtype=params.dtype, ctx=params.ctx)
    if k == 0:  # differs: mx.npx.gather_nd takes at least one column; rows are whole slices
        return mnp.broadcast_to(params.reshape(batch + (1,) * len(rows) + rest), shape)
    params, dtype = _widen(params)
    if batch_dims:
        # differs: mx.npx.gather_nd has no batch_dims: each row gets its batch position as a
        # leading column, into params with the batch axes flattened.
        params = params.reshape((prod(batch), *rest))
        columns = indices.reshape(params.shape[0], prod(rows), k)
        positions = mnp.arange(params.shape[0], dtype=_INT64, ctx=indices.ctx).reshape(-1, 1, 1)
        positions = mnp.broadcast_to(positions, (*columns.shape[:2], 1))
        indices = mnp.concatenate([positions, columns], axis=-1)
    # mx.npx.gather_nd takes the columns as the first axis.
    result = npx.gather_nd(params, mnp.moveaxis(indices, -1, 0))
    return _restore(result.reshape(shape), dtype)


def scatter_nd(indices, updates, /, shape, reduction="sum"):
    indices, updates = native_array(indices).astype(_INT64, copy=False), native_array(updates)
    k = indices.shape[-1]
    _check_range(indices, shape[:k])
    if not indices.size or 0 in shape:
        return mnp.zeros(shape, dtype=updates.dtype, ctx=updates.ctx)
    rows, dtype = _widen(updates.reshape((-1, *shape[k:])))
    columns = indices.reshape(-1, k).T
    if reduction in ("sum", "replace"):
        # The legacy operators, on views of the same memory (autograd follows them): scatter_nd
        # keeps one of duplicate updates, gather_nd's gradient sums them.
        scatter = mx.nd.scatter_nd if reduction == "replace" else _legacy._backward_gather_nd
        result = scatter(rows.as_nd_ndarray(), columns.as_nd_ndarray(), shape=shape)
        return _restore(result.as_np_ndarray(), dtype)
    # differs: mxnet has no min/max/mul scatter: each element reduces the updates addressed to it
    # through a (elements, updates) mask, O(size * len(updates)) memory.
    strides = row_major_strides(shape[:k])
    linear = (indices.reshape(-1, k) * mnp.array(strides, dtype=_INT64, ctx=indices.ctx)).sum(-1)
    lead, tail = prod(shape[:k]), prod(shape[k:])
    positions = mnp.arange(lead, dtype=_INT64, ctx=indices.ctx)
    mask = positions.reshape(-1, 1) == linear.reshape(1, -1)  # (lead, len(updates))
    identity = mnp.full((), scatter_identity(reduction, rows.dtype), dtype=rows.dtype, ctx=rows.ctx)
    candidates = _mx_where(
        mnp.broadcast_to(mask.reshape(lead, -1, 1), (lead, linear.shape[0], tail)),
        mnp.broadcast_to(rows.reshape(1, -1, tail), (lead, linear.shape[0], tail)),
        mnp.broadcast_to(identity, (lead, linear.shape[0], tail)),
    )
    reduced = _REDUCE[reduction](candidates, axis=1)
    reached = mnp.broadcast_to(mask.any(axis=1).reshape(lead, 1), (lead, tail))
    result = _mx_where(reached, reduced, mnp.zeros((lead, tail), dtype=rows.dtype, ctx=rows.ctx))
    return _restore(result.reshape(shape), dtype)


_REDUCE = {"min": mnp.min, "max": mnp.max, "mul": mnp.prod}


def one_hot(indices, depth, /, on_value=1.0, off_value=0.0, axis=-1, dtype=None):
    indices = native_array(indices)
    # mx.npx.one_hot puts the new axis last; out-of-range indices give all-off rows.
    result = npx.one_hot(
        indices, depth, on_value=on_value, off_value=off_value, dtype=native_dtype(dtype)
    )
    return result if axis == indices.ndim else mnp.moveaxis(result, -1, axis)
