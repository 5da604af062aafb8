import torch

_LONG = torch.int64


def take(x, indices, /, axis=None):
    # differs: index_select refuses negative indices; advanced indexing takes them (and raises
    # IndexError out of range). The cast keeps uint8/bool indices from acting as masks.
    return x[(slice(None),) * axis + (indices.to(_LONG),)]


def take_along_axis(x, indices, /, axis=-1):
    # differs: torch.take_along_dim reads out-of-range indices silently where it broadcasts, and
    # refuses negative ones; gather checks its indices but does not broadcast.
    if indices.ndim != x.ndim:
        raise ValueError("take_along_axis: indices and x differ in dimensions")
    indices = indices.to(_LONG)
    indices = torch.where(indices < 0, indices + x.shape[axis], indices)
    x_others, index_others = _without(x.shape, axis), _without(indices.shape, axis)
    if x_others != index_others:
        others = torch.broadcast_shapes(x_others, index_others)
        x = x.expand(*others[:axis], x.shape[axis], *others[axis:])
        indices = indices.expand(*others[:axis], indices.shape[axis], *others[axis:])
    return torch.gather(x, axis, indices)


def _without(shape, axis):
    return shape[:axis] + shape[axis + 1 :]
