import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array, ndarray
from ivy.backends.mxnet._mx import where as _where
from ivy.backends.mxnet._promotion import arrays, promote
from ivy.backends.mxnet.statistical import native_sum

_BOOL, _UINT8, _INT64 = onp.dtype("bool"), onp.dtype("uint8"), onp.dtype("int64")


def argmax(x, /, axis=None, keepdims=False):
    x = native_array(x)
    result = mnp.argmax(_searchable(x, axis), axis)
    return _keep_dims(result, x.ndim, axis) if keepdims else result


def argmin(x, /, axis=None, keepdims=False):
    x = native_array(x)
    result = mnp.argmin(_searchable(x, axis), axis)
    return _keep_dims(result, x.ndim, axis) if keepdims else result


def _searchable(x, axis):
    # differs: mxnet fails searching nothing asynchronously (at the next read): refuse it here.
    if not (x.size if axis is None else x.shape[axis]):
        raise ValueError("argmax/argmin: x has no elements along the axis searched")
    # differs: mxnet has no bool kernel for argmax/argmin: bools are searched as uint8.
    return x.astype(_UINT8) if x.dtype is _BOOL else x


def _keep_dims(result, ndim, axis):
    # differs: mx.np.argmax/argmin have no keepdims.
    if axis is None:
        return mnp.reshape(result, (1,) * ndim)
    return mnp.expand_dims(result, axis % ndim)


def nonzero(x, /):
    x = native_array(x)
    return tuple(mnp.nonzero(x))


def where(condition, x1, x2, /):
    if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
        # differs: mx.np.where's gradient is inverted when an operand is a Python scalar, so
        # scalars become 0-d arrays.
        x1, x2 = promote(x1, x2, scalars=False)
    condition = native_array(condition)
    # differs: mx.np.where aborts the process on some empty operands (see _mx.where).
    return _where(condition, x1, x2)


def searchsorted(x1, x2, /, side="left", sorter=None):
    # differs: mx.np.searchsorted is a NumPy fallback (no autograd, no devices): count the
    # elements of x1 before each value (x1 < value for "left", <= for "right").
    x1, x2 = arrays(x1, x2)
    if x1.ndim != 1:
        raise ValueError(f"searchsorted: x1 must be 1-d; got shape {x1.shape}")
    if sorter is not None:
        x1 = mnp.take(x1, native_array(sorter))
    values = mnp.reshape(x2, (-1, 1))
    before = (x1 < values) if side == "left" else (x1 <= values)
    return mnp.reshape(native_sum(before.astype(_INT64), 1), x2.shape)


def count_nonzero(x, /, axis=None, keepdims=False):
    # differs: mx.np.count_nonzero is a NumPy fallback (no autograd, no devices).
    x = native_array(x)
    return native_sum((x != 0).astype(_INT64), axis, keepdims=keepdims)


def argwhere(x, /):
    # differs: mx.np.argwhere is a NumPy fallback: the columns of nonzero, stacked.
    x = native_array(x)
    if x.ndim == 0:  # one row or none, of no columns
        return mnp.stack(mnp.nonzero(mnp.reshape(x, (1,))), axis=1)[:, :0]
    return mnp.stack(mnp.nonzero(x), axis=1).astype(_INT64)
