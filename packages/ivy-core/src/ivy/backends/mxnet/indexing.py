import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array


def _host_indices(indices, size):
    """``indices`` on the host (integers, outside autograd), in ``[0, size)``.

    differs: mx.np.take clips or wraps out-of-range indices silently (it has no mode="raise").
    """
    index = indices.asnumpy() if hasattr(indices, "asnumpy") else onp.asarray(indices)
    if index.size and (index.min() < -size or index.max() >= size):
        raise IndexError("indices out of range")
    return index % size if size else index


def take(x, indices, /, axis=None):
    x = native_array(x)
    index = _host_indices(indices, x.shape[axis])
    return mnp.take(x, mnp.array(index, dtype="int64", ctx=x.ctx), axis=axis)


def take_along_axis(x, indices, /, axis=-1):
    x = native_array(x)
    # differs: mx.np.take_along_axis is NumPy's on the host (no autograd): x is gathered by flat
    # positions built on the host from the indices.
    size = x.shape[axis]
    index = _host_indices(indices, size)
    others = onp.broadcast_shapes(_without(x.shape, axis), _without(index.shape, axis))
    x_shape = (*others[:axis], size, *others[axis:])
    shape = (*others[:axis], index.shape[axis], *others[axis:])
    if not onp.prod(shape):
        return mnp.zeros(shape, dtype=x.dtype, ctx=x.ctx)
    grid = list(onp.indices(shape, sparse=True))
    grid[axis] = index
    positions = onp.ravel_multi_index(onp.broadcast_arrays(*grid), x_shape)
    if x.shape != x_shape:
        x = mnp.broadcast_to(x, x_shape)
    flat = mnp.reshape(x, (-1,))
    return mnp.take(flat, mnp.array(positions, dtype="int64", ctx=x.ctx))


def _without(shape, axis):
    return shape[:axis] + shape[axis + 1 :]
