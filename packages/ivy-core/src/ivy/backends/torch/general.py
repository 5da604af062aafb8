import numpy as np
import torch

from ivy._common.indexing import check_index_range, index_columns
from ivy._common.shapes import batched_layout, prod, row_major_strides
from ivy.backends.torch.data_types import native_dtype

Tensor = torch.Tensor


def to_numpy(x, /, copy=True):
    if x.dtype is torch.bfloat16:  # NumPy has no bfloat16; the cast copies
        return x.detach().float().numpy(force=True)
    # force=True detaches, moves to the CPU, and resolves lazy conjugation/negation.
    result = x.numpy(force=True)
    return result.copy() if copy and x.device.type == "cpu" else result


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    return isinstance(x, Tensor)


def to_list(x, /):
    return x.tolist()


def to_scalar(x, /):
    return x.item()


def array_equal(x1, x2, /):
    # differs: torch.equal needs one dtype; the standard compares values across dtypes.
    return x1.shape == x2.shape and bool(torch.all(x1 == x2))


# --- gather and scatter: the api passes non-negative axis and batch_dims, checked shapes ------


def _as_index(indices):
    # torch indexes with int64 only (and reads uint8 and bool index tensors as masks).
    return indices if indices.dtype is torch.int64 else indices.to(torch.int64)


def _check_range(indices, sizes):
    # Checked first because CUDA kernels assert (killing the process) or read out of bounds.
    if indices.numel():
        columns = indices.reshape(index_columns(sizes))
        # tolist, not numpy(): under torch.func transforms (ivy.grad) every tensor is wrapped,
        # and a wrapped tensor has no storage for numpy() to read.
        bounds = torch.cat((columns.min().reshape(1), columns.amax(0).reshape(-1))).tolist()
        check_index_range(sizes, bounds[0], np.asarray(bounds[1:]))


def gather(params, indices, /, axis=-1, batch_dims=0):
    indices = _as_index(indices)
    _check_range(indices, params.shape[axis])
    if batch_dims == 0:
        result = torch.index_select(params, axis, indices.reshape(-1))
        return result.reshape(params.shape[:axis] + indices.shape + params.shape[axis + 1 :])
    # differs: torch has no batch_dims; each batch element takes along its own axis.
    flat_params, flat_indices, shape = batched_layout(
        tuple(params.shape), tuple(indices.shape), axis, batch_dims
    )
    b, p, _, q = flat_params
    index = indices.reshape(flat_indices).expand(b, p, flat_indices[2], q)
    return torch.gather(params.reshape(flat_params), 2, index).reshape(shape)


def gather_nd(params, indices, /, batch_dims=0):
    # differs: torch has no gather_nd: advanced indexing with one index tensor per column.
    indices = _as_index(indices)
    k = indices.shape[-1]
    _check_range(indices, tuple(params.shape[batch_dims : batch_dims + k]))
    batch, rows = tuple(params.shape[:batch_dims]), tuple(indices.shape[batch_dims:-1])
    flat = params.reshape((prod(batch), *params.shape[batch_dims:]))
    columns = indices.reshape(flat.shape[0], prod(rows), k)
    positions = torch.arange(flat.shape[0], device=params.device)[:, None]
    key = (positions.expand(columns.shape[:2]), *columns.unbind(-1))
    return flat[key].reshape(batch + rows + tuple(params.shape[batch_dims + k :]))


_SCATTER_REDUCE = {"min": "amin", "max": "amax", "mul": "prod"}


def scatter_nd(indices, updates, /, shape, reduction="sum"):
    # differs: torch scatters along one axis; the K index columns become one linear index into
    # the leading axes flattened.
    indices = _as_index(indices)
    k = indices.shape[-1]
    _check_range(indices, shape[:k])
    strides = row_major_strides(shape[:k])
    linear = (indices * torch.tensor(strides, device=indices.device)).sum(-1).reshape(-1)
    tail = shape[k:]
    rows = updates.reshape((linear.shape[0], *tail))
    result = torch.zeros((prod(shape[:k]), *tail), dtype=updates.dtype, device=updates.device)
    if reduction == "sum":
        result = result.index_add(0, linear, rows)
    elif reduction == "replace":
        result = result.index_copy(0, linear, rows)
    else:  # untouched elements keep the zeros: include_self=False reduces the updates only
        index = linear.reshape((-1,) + (1,) * len(tail)).expand(rows.shape)
        result = result.scatter_reduce(
            0, index, rows, _SCATTER_REDUCE[reduction], include_self=False
        )
    return result.reshape(shape)


def one_hot(indices, depth, /, on_value=1.0, off_value=0.0, axis=-1, dtype=None):
    # differs: torch.nn.functional.one_hot refuses out-of-range indices and has no axis or values.
    device, dtype = indices.device, native_dtype(dtype)
    positions = torch.arange(depth, device=device).reshape((depth,) + (1,) * (indices.ndim - axis))
    hot = indices.unsqueeze(axis) == positions
    on = torch.full((), on_value, dtype=dtype, device=device)
    off = torch.full((), off_value, dtype=dtype, device=device)
    return torch.where(hot, on, off)
