"""Indexing: ``__getitem__``, ``__setitem__`` (a functional update), gather/scatter, masks.

``x[key]`` follows torch, which is NumPy's rule with one difference: integers in the key index
like basic indexing (they remove their dim first), so only the tensors and lists in the key are
advanced indices. The basic part (ints, slices with positive steps, None, Ellipsis) is static and
becomes splits, a strided ``take`` and one reshape; advanced indices become one ``gather``
(placed where the first of them stands when they are adjacent, else in front, as torch does).
A bool mask in the key gives an output whose shape depends on the mask's values: that works
eagerly, not under ``jax.jit`` (documented).

``x[key] = value`` returns the updated ``x``: for a key without tensors the written positions are
computed once with NumPy and the update is one gather from ``x`` and ``value`` (jit-friendly and
differentiable in both); with tensors in the key it is a ``scatter_flat`` and a ``where``.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import ivy
from ivy_transpiler.frontends.torch._common import (
    cast,
    constant,
    is_array,
    ndim_of,
    normalize_dim,
    refuse_out,
    shape_of,
    unsupported,
)
from ivy_transpiler.frontends.torch.elementwise import inplace
from ivy_transpiler.frontends.torch.manipulation import slice_axis

__all__ = ["FRONTENDS", "getitem", "setitem"]


def _entries(key: Any) -> list[Any]:
    """The key as a list of entries; a list of ints (or of lists) is one index tensor."""
    if not isinstance(key, tuple):
        key = (key,)
    entries = []
    for k in key:
        if isinstance(k, list):
            k = np.asarray(k)
            if k.dtype.kind not in "iub":
                raise unsupported("Tensor.__getitem__", f"an index list of {k.dtype} values")
        elif isinstance(k, bool):
            raise unsupported("Tensor.__getitem__", "a Python bool in the index")
        entries.append(k)
    return entries


def _dims_used(entry: Any) -> int:
    if entry is None or entry is Ellipsis:
        return 0
    if isinstance(entry, (int, np.integer, slice)):
        return 1
    if _is_mask(entry):
        return len(entry.shape)
    return 1


def _is_mask(entry: Any) -> bool:
    if isinstance(entry, np.ndarray):
        return entry.dtype == bool
    return str(ivy.dtype(entry)) == "bool"


def _expand_ellipsis(entries: list[Any], ndim: int) -> list[Any]:
    used = sum(_dims_used(e) for e in entries)
    if used > ndim:
        raise IndexError(f"too many indices for tensor of dimension {ndim}")
    ellipses = [i for i, e in enumerate(entries) if e is Ellipsis]
    if len(ellipses) > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    fill = [slice(None)] * (ndim - used)
    if ellipses:
        i = ellipses[0]
        return entries[:i] + fill + entries[i + 1 :]
    return entries + fill


def _strided(x: Any, axis: int, index: slice) -> Any:
    size = int(x.shape[axis])
    if index.step is not None and operator.index(index.step) <= 0:
        raise ValueError("step must be greater than zero")
    start, stop, step = index.indices(size)
    count = len(range(start, stop, step))
    if step == 1 or count <= 1:
        return slice_axis(x, axis, start, start + count)
    positions = constant(list(range(start, stop, step)), "int64", x)
    return ivy.take(x, positions, axis=axis)


def _index_array(entry: Any, size: int, like: Any) -> Any:
    """An integer index array for one dim, negative indices wrapped as torch does."""
    if isinstance(entry, np.ndarray):
        if entry.size and (entry.min() < -size or entry.max() >= size):
            raise IndexError(
                f"index {int(entry.max())} is out of bounds for dimension with size {size}"
            )
        return constant(np.where(entry < 0, entry + size, entry), "int64", like)
    return ivy.where(ivy.less(entry, 0), ivy.add(entry, size), entry)


def _mask_indices(entry: Any, like: Any) -> list[Any]:
    if isinstance(entry, np.ndarray):
        return [constant(i, "int64", like) for i in np.nonzero(entry)]
    return [cast(i, "int64") for i in ivy.nonzero(entry)]


def getitem(self: Any, key: Any) -> Any:
    """torch.Tensor.__getitem__.

    ``self[key]`` for ints, slices, None, Ellipsis, and integer or bool tensors and lists, with
    torch's placement of advanced-index dims.
    """
    shape = shape_of(self)
    entries = _expand_ellipsis(_entries(key), len(shape))
    x = self
    basic_shape: list[int] = []  # the shape after the basic part of the key
    advanced: list[tuple[int, Any]] = []  # (position in basic_shape, index array)
    dim = 0
    for entry in entries:
        if entry is None:
            basic_shape.append(1)
        elif isinstance(entry, slice):
            x = _strided(x, dim, entry)
            basic_shape.append(int(x.shape[dim]))
            dim += 1
        elif isinstance(entry, (int, np.integer)):
            size = shape[dim]
            i = operator.index(entry)
            if not -size <= i < size:
                raise IndexError(f"index {i} is out of bounds for dimension {dim} with size {size}")
            i %= size
            x = slice_axis(x, dim, i, i + 1)
            dim += 1
        elif _is_mask(entry):
            n = len(entry.shape)
            if tuple(int(s) for s in entry.shape) != shape[dim : dim + n]:
                raise IndexError(
                    f"The shape of the mask {tuple(entry.shape)} at index {dim} does not match "
                    f"the shape of the indexed tensor {shape}"
                )
            for i, index in enumerate(_mask_indices(entry, self)):
                advanced.append((len(basic_shape), index))
                basic_shape.append(shape[dim + i])
            dim += n
        else:
            advanced.append((len(basic_shape), _index_array(entry, shape[dim], self)))
            basic_shape.append(int(x.shape[dim]))
            dim += 1
    if tuple(basic_shape) != shape_of(x):
        x = ivy.reshape(x, tuple(basic_shape))
    if not advanced:
        return x
    return _gather_advanced(x, tuple(basic_shape), advanced)


def _gather_advanced(x: Any, shape: tuple[int, ...], advanced: list[tuple[int, Any]]) -> Any:
    positions = [p for p, _ in advanced]
    indices = [i for _, i in advanced]
    if len(indices) > 1:
        indices = list(ivy.broadcast_arrays(*indices))
    if len(positions) == 1:
        return ivy.gather(x, indices[0], axis=positions[0])
    adjacent = positions == list(range(positions[0], positions[0] + len(positions)))
    rest = [d for d in range(len(shape)) if d not in positions]
    x = ivy.permute_dims(x, tuple(positions + rest))
    sizes = [shape[p] for p in positions]
    x = ivy.reshape(x, (math.prod(sizes), *(shape[d] for d in rest)))
    linear = indices[0]
    for index, size in zip(indices[1:], sizes[1:], strict=True):
        linear = ivy.add(ivy.multiply(linear, size), index)
    result = ivy.gather(x, linear, axis=0)
    at = positions[0] if adjacent else 0
    if at:
        b = len(linear.shape)
        order = (*range(b, b + at), *range(b), *range(b + at, len(result.shape)))
        result = ivy.permute_dims(result, order)
    return result


def _has_array(key: Any) -> bool:
    keys = key if isinstance(key, tuple) else (key,)
    return any(is_array(k) and not isinstance(k, np.ndarray) for k in keys)


def setitem(self: Any, key: Any, value: Any) -> Any:
    """torch.Tensor.__setitem__: ``self`` with ``self[key] = value`` done, as a new value.

    ``value`` (a number or a tensor broadcastable to ``self[key]``'s shape) is cast to
    ``self``'s dtype, as torch does.
    """
    shape = shape_of(self)
    dtype = ivy.dtype(self)
    numel = math.prod(shape)
    keys = key if isinstance(key, tuple) else (key,)
    if len(keys) == 1 and is_array(keys[0]) and _is_mask(keys[0]) and not _is_value_tensor(value):
        mask = keys[0]  # x[mask] = number: a where, of a static shape
        mask = ivy.reshape(mask, shape_of(mask) + (1,) * (len(shape) - ndim_of(mask)))
        return ivy.where(mask, _filled(value, dtype, self), self)
    if not _has_array(key):
        positions = np.arange(numel).reshape(shape)[_numpy_key(key)]
        source = np.arange(numel)
        source[positions.ravel()] = numel + np.arange(positions.size)
        updates = _broadcast_value(value, dtype, positions.shape, self)
        flat = ivy.concat([ivy.reshape(self, (-1,)), ivy.reshape(updates, (-1,))], axis=0)
        return ivy.reshape(ivy.take(flat, constant(source, "int64", self), axis=0), shape)
    positions = getitem(ivy.reshape(constant(np.arange(numel), "int64", self), shape), key)
    updates = _broadcast_value(value, dtype, shape_of(positions), self)
    flat_positions = ivy.reshape(positions, (-1,))
    written = ivy.scatter_flat(
        flat_positions, ivy.reshape(updates, (-1,)), numel, reduction="replace"
    )
    hit = ivy.scatter_flat(flat_positions, ivy.ones_like(flat_positions), numel, reduction="max")
    return ivy.where(ivy.reshape(ivy.greater(hit, 0), shape), ivy.reshape(written, shape), self)


def _is_value_tensor(value: Any) -> bool:
    return is_array(value) and len(value.shape) > 0


def _filled(value: Any, dtype: str, like: Any) -> Any:
    return cast(value, dtype)


def _broadcast_value(value: Any, dtype: str, shape: tuple[int, ...], like: Any) -> Any:
    if is_array(value):
        value = cast(value, dtype)
        vshape = shape_of(value)
        # torch drops leading size-1 dims of the value that the target lacks
        while len(vshape) > len(shape) and vshape[0] == 1:
            vshape = vshape[1:]
        value = ivy.reshape(value, vshape) if vshape != shape_of(value) else value
        return ivy.broadcast_to(value, shape)
    return ivy.full(shape, cast(value, dtype), dtype=dtype, backend=ivy.current_backend(like))


def _numpy_key(key: Any) -> Any:
    if isinstance(key, tuple):
        return tuple(np.asarray(k) if isinstance(k, list) else k for k in key)
    return np.asarray(key) if isinstance(key, list) else key


def index_select(input: Any, dim: int, index: Any, *, out: Any = None) -> Any:
    """torch.index_select: the entries at the 1-d (or 0-d) ``index`` along ``dim``."""
    refuse_out("index_select", out)
    d = normalize_dim("index_select", dim, ndim_of(input))
    index = ivy.reshape(index, (-1,)) if len(index.shape) == 0 else index
    return ivy.gather(input, _index_array(index, shape_of(input)[d], input), axis=d)


def _crop_to(x: Any, shape: tuple[int, ...], skip: int) -> Any:
    """``x`` cut to ``shape`` in every dim but ``skip`` (torch.gather's index may be smaller)."""
    for d, size in enumerate(shape):
        if d != skip and int(x.shape[d]) != size:
            x = slice_axis(x, d, 0, size)
    return x


def gather(input: Any, dim: int, index: Any, *, sparse_grad: bool = False, out: Any = None) -> Any:
    """torch.gather: ``out[i][j][k] = input[index[i][j][k]][j][k]`` (for ``dim=0``)."""
    refuse_out("gather", out)
    n = ndim_of(input)
    d = normalize_dim("gather", dim, n)
    shape = shape_of(index)
    x = _crop_to(input, shape, d)
    return ivy.take_along_axis(x, _index_array(index, shape_of(input)[d], input), axis=d)


def take_along_dim(input: Any, indices: Any, dim: int | None = None, *, out: Any = None) -> Any:
    """torch.take_along_dim: ``input`` and ``indices`` broadcast, then gathered along ``dim``."""
    refuse_out("take_along_dim", out)
    if dim is None:
        return ivy.take(ivy.reshape(input, (-1,)), ivy.reshape(indices, (-1,)), axis=0)
    n = ndim_of(input)
    d = normalize_dim("take_along_dim", dim, n)
    in_shape, ix_shape = list(shape_of(input)), list(shape_of(indices))
    in_shape[d] = ix_shape[d] = 1
    batch = ivy.broadcast_shapes(tuple(in_shape), tuple(ix_shape))
    x = ivy.broadcast_to(
        input, tuple(s if i != d else int(input.shape[d]) for i, s in enumerate(batch))
    )
    ix = ivy.broadcast_to(
        indices, tuple(s if i != d else int(indices.shape[d]) for i, s in enumerate(batch))
    )
    return ivy.take_along_axis(x, _index_array(ix, int(input.shape[d]), input), axis=d)


def masked_fill(input: Any, mask: Any, value: Any) -> Any:
    """torch.masked_fill: ``value`` where ``mask`` (broadcast), else ``input``."""
    dtype = ivy.dtype(input)
    if is_array(value):
        if len(value.shape):
            raise RuntimeError(
                "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                f"{len(value.shape)} dimension(s)."
            )
        value = cast(value, dtype)
    else:
        value = cast(value, dtype)
    filled = ivy.where(cast(mask, "bool"), value, input)
    if shape_of(filled) != shape_of(input):  # as torch: the mask broadcasts to input only
        raise RuntimeError(
            f"masked_fill: the mask of shape {shape_of(mask)} must broadcast to the input's "
            f"shape {shape_of(input)}"
        )
    return cast(filled, dtype)


def masked_select(input: Any, mask: Any) -> Any:
    """torch.masked_select: the 1-d tensor of ``input``'s entries where ``mask`` (broadcast).

    Its size depends on the mask's values: eager only, not under ``jax.jit``.
    """
    x, m = ivy.broadcast_arrays(input, cast(mask, "bool"))
    return getitem(x, m)


def _scatter_positions(self: Any, dim: int, index: Any) -> Any:
    """The flat positions in ``self`` that ``scatter`` along ``dim`` writes for ``index``."""
    shape = shape_of(self)
    ishape = shape_of(index)
    d = normalize_dim("scatter", dim, len(shape))
    strides = [math.prod(shape[i + 1 :]) for i in range(len(shape))]
    grid = np.zeros(ishape, dtype=np.int64)
    for i, size in enumerate(ishape):
        if i != d:
            view = [1] * len(ishape)
            view[i] = size
            grid = grid + np.arange(size).reshape(view) * strides[i]
    index = _index_array(index, shape[d], self)
    return ivy.add(constant(grid, "int64", self), ivy.multiply(cast(index, "int64"), strides[d]))


def scatter(
    input: Any,
    dim: int,
    index: Any,
    src: Any = None,
    *,
    value: Any = None,
    reduce: str | None = None,
) -> Any:
    """torch.scatter.

    ``input`` with ``src`` (or ``value``) written at ``index`` along ``dim``;
    ``reduce="add"``/``"multiply"`` combine instead of replacing.
    """
    if src is None:
        src = value
    shape, dtype = shape_of(input), ivy.dtype(input)
    numel = math.prod(shape)
    positions = ivy.reshape(_scatter_positions(input, dim, index), (-1,))
    ishape = shape_of(index)
    if is_array(src):
        updates = _crop_to(cast(src, dtype), ishape, -1)
    else:
        updates = ivy.full(
            ishape, cast(src, dtype), dtype=dtype, backend=ivy.current_backend(input)
        )
    updates = ivy.reshape(updates, (-1,))
    flat = ivy.reshape(input, (-1,))
    if reduce in ("add", "sum"):
        return ivy.reshape(ivy.add(flat, ivy.scatter_flat(positions, updates, numel)), shape)
    if reduce in ("multiply", "prod"):
        ones = ivy.ones_like(flat)
        factors = ivy.where(
            ivy.greater(ivy.scatter_flat(positions, ivy.ones_like(positions), numel), 0),
            ivy.scatter_flat(positions, updates, numel, reduction="mul"),
            ones,
        )
        return ivy.reshape(ivy.multiply(flat, factors), shape)
    if reduce is not None:
        raise unsupported("scatter", f"reduce={reduce!r}")
    written = ivy.scatter_flat(positions, updates, numel, reduction="replace")
    hit = ivy.scatter_flat(positions, ivy.ones_like(positions), numel, reduction="max")
    return ivy.reshape(ivy.where(ivy.greater(hit, 0), written, flat), shape)


def scatter_add(input: Any, dim: int, index: Any, src: Any) -> Any:
    """torch.scatter_add: ``input`` plus ``src`` summed at ``index`` along ``dim``."""
    return scatter(input, dim, index, src, reduce="add")


def scatter_reduce(
    input: Any, dim: int, index: Any, src: Any, reduce: str, *, include_self: bool = True
) -> Any:
    """torch.scatter_reduce.

    ``src`` reduced into ``input`` at ``index`` (``"sum"``, ``"prod"``, ``"amax"``, ``"amin"``,
    ``"mean"``).
    """
    shape, dtype = shape_of(input), ivy.dtype(input)
    numel = math.prod(shape)
    positions = ivy.reshape(_scatter_positions(input, dim, index), (-1,))
    updates = ivy.reshape(_crop_to(cast(src, dtype), shape_of(index), -1), (-1,))
    flat = ivy.reshape(input, (-1,))
    counts = ivy.scatter_flat(positions, ivy.ones_like(positions), numel)
    hit = ivy.greater(counts, 0)
    kind = {"sum": "sum", "prod": "mul", "amax": "max", "amin": "min", "mean": "sum"}.get(reduce)
    if kind is None:
        raise unsupported("scatter_reduce", f"reduce={reduce!r}")
    reduced = ivy.scatter_flat(positions, updates, numel, reduction=kind)
    if include_self:
        combine = {
            "sum": ivy.add,
            "mean": ivy.add,
            "mul": ivy.multiply,
            "max": ivy.maximum,
            "min": ivy.minimum,
        }[kind]
        reduced = combine(reduced, flat)
    if reduce == "mean":
        total = ivy.add(ivy.astype(counts, dtype), 1 if include_self else 0)
        total = ivy.where(ivy.greater(total, 0), total, ivy.ones_like(total))
        reduced = ivy.divide(reduced, total)
        if not str(dtype).startswith(("float", "complex", "bfloat")):
            reduced = ivy.astype(ivy.floor(reduced), dtype)
    return ivy.reshape(ivy.where(hit, cast(reduced, dtype), flat), shape)


def index_add(input: Any, dim: int, index: Any, source: Any, *, alpha: Any = 1) -> Any:
    """torch.index_add: ``input`` with ``alpha * source``'s slices added at ``index`` on ``dim``."""
    shape = shape_of(input)
    d = normalize_dim("index_add", dim, len(shape))
    moved = ivy.moveaxis(input, d, 0)
    src = ivy.moveaxis(cast(source, ivy.dtype(input)), d, 0)
    if alpha != 1:
        src = ivy.multiply(src, alpha)
    rows = ivy.reshape(_index_array(index, shape[d], input), (-1, 1))
    added = ivy.scatter_nd(rows, src, shape_of(moved), reduction="sum")
    return ivy.moveaxis(ivy.add(moved, added), 0, d)


def index_copy(input: Any, dim: int, index: Any, source: Any) -> Any:
    """torch.index_copy: ``input`` with ``source``'s slices written at ``index`` along ``dim``."""
    shape = shape_of(input)
    d = normalize_dim("index_copy", dim, len(shape))
    key = (slice(None),) * d + (index,)
    return setitem(input, key, source)


def index_fill(input: Any, dim: int, index: Any, value: Any) -> Any:
    """torch.index_fill: ``input`` with ``value`` at ``index`` along ``dim``."""
    shape = shape_of(input)
    d = normalize_dim("index_fill", dim, len(shape))
    index = ivy.reshape(index, (-1,)) if len(index.shape) == 0 else index
    key = (slice(None),) * d + (index,)
    return setitem(input, key, value)


def index_put(input: Any, indices: Sequence[Any], values: Any, accumulate: bool = False) -> Any:
    """torch.index_put: ``input[indices] = values`` (or ``+=`` with ``accumulate``)."""
    if not accumulate:
        return setitem(input, tuple(indices), values)
    shape = shape_of(input)
    numel = math.prod(shape)
    positions = getitem(
        ivy.reshape(constant(np.arange(numel), "int64", input), shape), tuple(indices)
    )
    updates = _broadcast_value(values, ivy.dtype(input), shape_of(positions), input)
    added = ivy.scatter_flat(ivy.reshape(positions, (-1,)), ivy.reshape(updates, (-1,)), numel)
    return ivy.add(input, ivy.reshape(added, shape))


def masked_scatter(input: Any, mask: Any, source: Any) -> Any:
    """torch.masked_scatter: ``source``'s leading entries written where ``mask`` (in order)."""
    x, m = ivy.broadcast_arrays(input, cast(mask, "bool"))
    flat_mask = ivy.reshape(m, (-1,))
    order = ivy.subtract(ivy.cumsum(cast(flat_mask, "int64"), axis=0), 1)
    order = ivy.maximum(order, 0)
    taken = ivy.take(ivy.reshape(cast(source, ivy.dtype(input)), (-1,)), order, axis=0)
    return ivy.reshape(ivy.where(flat_mask, taken, ivy.reshape(x, (-1,))), shape_of(x))


def tensor_setitem_copy(self: Any, src: Any, non_blocking: bool = False) -> Any:
    """torch.Tensor.copy_: ``src`` broadcast to ``self``'s shape, in ``self``'s dtype."""
    return ivy.broadcast_to(cast(src, ivy.dtype(self)), shape_of(self))


FRONTENDS: dict[str, Callable] = {
    "torch.Tensor.__getitem__": getitem,
    "torch.Tensor.__setitem__": setitem,
    "torch.index_select": index_select,
    "torch.Tensor.index_select": index_select,
    "torch.gather": gather,
    "torch.Tensor.gather": gather,
    "torch.take_along_dim": take_along_dim,
    "torch.Tensor.take_along_dim": take_along_dim,
    "torch.masked_fill": masked_fill,
    "torch.Tensor.masked_fill": masked_fill,
    "torch.Tensor.masked_fill_": inplace(masked_fill, "masked_fill_"),
    "torch.masked_select": masked_select,
    "torch.Tensor.masked_select": masked_select,
    "torch.masked_scatter": masked_scatter,
    "torch.Tensor.masked_scatter": masked_scatter,
    "torch.Tensor.masked_scatter_": inplace(masked_scatter, "masked_scatter_"),
    "torch.scatter": scatter,
    "torch.Tensor.scatter": scatter,
    "torch.Tensor.scatter_": inplace(scatter, "scatter_"),
    "torch.scatter_add": scatter_add,
    "torch.Tensor.scatter_add": scatter_add,
    "torch.Tensor.scatter_add_": inplace(scatter_add, "scatter_add_"),
    "torch.scatter_reduce": scatter_reduce,
    "torch.Tensor.scatter_reduce": scatter_reduce,
    "torch.Tensor.scatter_reduce_": inplace(scatter_reduce, "scatter_reduce_"),
    "torch.index_add": index_add,
    "torch.Tensor.index_add": index_add,
    "torch.Tensor.index_add_": inplace(index_add, "index_add_"),
    "torch.index_copy": index_copy,
    "torch.Tensor.index_copy": index_copy,
    "torch.Tensor.index_copy_": inplace(index_copy, "index_copy_"),
    "torch.index_fill": index_fill,
    "torch.Tensor.index_fill": index_fill,
    "torch.Tensor.index_fill_": inplace(index_fill, "index_fill_"),
    "torch.index_put": index_put,
    "torch.Tensor.index_put": index_put,
    "torch.Tensor.index_put_": inplace(index_put, "index_put_"),
    "torch.Tensor.copy_": tensor_setitem_copy,
}
