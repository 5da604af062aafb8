import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array

_BOOL, _FLOAT16 = onp.dtype("bool"), onp.dtype("float16")
_UINT8, _FLOAT32, _INT64 = onp.dtype("uint8"), onp.dtype("float32"), onp.dtype("int64")


def take_along(x, indices, axis):
    """``x`` reordered along ``axis`` by ``indices`` of the same shape (mx.np.take_along_axis is
    a NumPy fallback: no autograd, no devices), through mx.np.take of flat indices."""
    moved = mnp.moveaxis(x, axis, -1)
    size = moved.shape[-1]
    rows = moved.size // size if size else 0
    offsets = mnp.arange(rows, dtype=_INT64, ctx=x.ctx).reshape(-1, 1) * size
    flat = mnp.moveaxis(indices, axis, -1).reshape(rows, size) + offsets
    taken = mnp.take(moved.reshape(-1), flat.reshape(-1)).reshape(moved.shape)
    return mnp.moveaxis(taken, -1, axis)


def argsort(x, /, axis=-1, descending=False, stable=True):
    # differs: mx.np.argsort is not stable, orders NaNs anywhere, has no descending, and no bool
    # or float16 kernels. Each element's dense rank among the values (NaNs last, each its own)
    # makes a key rank * n + index that is unique, so any sort of it is stable.
    x = native_array(x)
    if not -x.ndim <= axis < x.ndim:
        raise IndexError(f"axis {axis} is out of range for {x.ndim} dimensions")
    if not x.size:
        return mnp.zeros(x.shape, dtype=_INT64, ctx=x.ctx)
    axis %= x.ndim
    rank = _dense_rank(x, axis)
    size = x.shape[axis]
    index_shape = [1] * x.ndim
    index_shape[axis] = size
    positions = mnp.arange(size, dtype=_INT64, ctx=x.ctx).reshape(tuple(index_shape))
    return mnp.argsort((-rank if descending else rank) * size + positions, axis=axis)


def _dense_rank(x, axis):
    """For each element, how many distinct smaller values it has along ``axis`` (int64); NaNs
    rank above everything."""
    if x.dtype is _BOOL:
        x = x.astype(_UINT8)
    elif x.dtype is _FLOAT16:
        x = x.astype(_FLOAT32)
    nan = None
    if x.dtype.kind == "f":
        nan = mnp.isnan(x)
        x = mnp.where(nan, mnp.full((), onp.inf, dtype=x.dtype, ctx=x.ctx), x)
    order = mnp.argsort(x, axis=axis)
    ordered = take_along(x, order, axis)
    before = (slice(None),) * axis
    rises = (ordered[(*before, slice(1, None))] > ordered[(*before, slice(None, -1))]).astype(
        _INT64
    )
    start = mnp.zeros_like(ordered[(*before, slice(0, 1))], dtype=_INT64)
    ranks = mnp.cumsum(mnp.concatenate([start, rises], axis=axis), axis=axis)
    rank = take_along(ranks, mnp.argsort(order, axis=axis), axis)  # back to x's order
    if nan is not None:
        # NaNs share the top rank with +inf: lift them above it.
        rank = rank + nan.astype(_INT64)
    return rank


def sort(x, /, axis=-1, descending=False, stable=True):
    x = native_array(x)
    order = argsort(x, axis=axis, descending=descending)
    if x.dtype is _BOOL:  # differs: mxnet cannot move the axes of bools
        return take_along(x.astype(_UINT8), order, axis % x.ndim).astype(_BOOL)
    return take_along(x, order, axis % x.ndim)
