import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array, ndarray
from ivy.backends.mxnet._mx import where as _where
from ivy.backends.mxnet._promotion import promote

_BOOL, _UINT8 = onp.dtype("bool"), onp.dtype("uint8")


def argmax(x, /, *, axis=None, keepdims=False):
    x = native_array(x)
    result = mnp.argmax(_searchable(x, axis), axis)
    return _keep_dims(result, x.ndim, axis) if keepdims else result


def argmin(x, /, *, axis=None, keepdims=False):
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
