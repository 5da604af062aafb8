"""Type promotion for functions of several arrays: tensorflow promotes nothing itself.

Arrays of different dtypes promote by the standard's table (:func:`ivy._common.dtypes.promote`);
a Python scalar is weak: it takes the array's dtype when its kind fits, else the default dtype
of its kind. The common case, two tensors of one dtype, costs one identity comparison (tf dtypes
are interned).
"""

import numpy as np
import tensorflow as tf

from ivy._common import dtypes as _dtypes
from ivy._common.dtypes import DEFAULT_DTYPES
from ivy.backends.tensorflow.data_types import as_ivy_dtype, native_dtype

_SCALARS = frozenset({bool, int, float, complex})
_SIGNED_ZEROS = frozenset({float, complex})
_ARRAYS = (tf.Tensor, tf.Variable)
_SCALAR_RANK = {bool: 0, int: 1, float: 2, complex: 3}
_RANK = {native_dtype(n): _dtypes.KIND_RANK[_dtypes.kind(n)] for n in _dtypes.DTYPES}
_INT_RANGE = {
    native_dtype(n): (_dtypes.iinfo(n).min, _dtypes.iinfo(n).max)
    for n in _dtypes.DTYPES
    if _dtypes.isdtype(n, "integral")
}


# The native dtype that native dtypes promote to.
promoted_dtype = _dtypes.native_promoter(native_dtype, as_ivy_dtype)


def tensor(x):
    """``x`` as a tensor (tensors and variables pass through)."""
    return x if isinstance(x, _ARRAYS) else tf.convert_to_tensor(x)


def scalar(value, dtype):
    """The Python scalar ``value`` as a tensor of ``dtype`` (a kind that holds it)."""
    if type(value) is bool and dtype is not tf.bool:
        value = int(value)
    bounds = _INT_RANGE.get(dtype)
    if bounds is not None and not bounds[0] <= value <= bounds[1]:
        raise OverflowError(f"Python int {value} is out of bounds for {dtype.name}")
    if not value and type(value) in _SIGNED_ZEROS:
        # differs: tensorflow caches eager constants made from Python scalars by value, and
        # -0.0 == 0.0: whichever zero came first would come back for the other. NumPy values
        # bypass the cache.
        return tf.constant(np.asarray(value, dtype.as_numpy_dtype))
    return tf.constant(value, dtype)


def _with_scalar(x, value):
    """``(x, value)`` as tensors of one dtype: that of ``x``, unless the scalar's kind is higher."""
    x = tensor(x)
    dtype = x.dtype
    if _SCALAR_RANK[type(value)] > _RANK[dtype]:
        dtype = native_dtype(
            _dtypes.promote_with_scalars(as_ivy_dtype(dtype), [value], DEFAULT_DTYPES)
        )
        x = tf.cast(x, dtype)
    return x, scalar(value, dtype)


def _scalars(values):
    dtype = native_dtype(_dtypes.promote_with_scalars(None, list(values), DEFAULT_DTYPES))
    return [scalar(v, dtype) for v in values]


def pair(x1, x2):
    """``x1`` and ``x2`` (tensors or Python scalars) as tensors of their promoted dtype."""
    if type(x2) in _SCALARS:
        if type(x1) in _SCALARS:
            return tuple(_scalars((x1, x2)))
        return _with_scalar(x1, x2)
    if type(x1) in _SCALARS:
        x2, x1 = _with_scalar(x2, x1)
        return x1, x2
    if x1.dtype is x2.dtype:
        return x1, x2
    x1, x2 = tensor(x1), tensor(x2)
    dtype = promoted_dtype(x1.dtype, x2.dtype)
    return (
        x1 if x1.dtype is dtype else tf.cast(x1, dtype),
        x2 if x2.dtype is dtype else tf.cast(x2, dtype),
    )


def promote_all(values):
    """A list of tensors of one (promoted) dtype from tensors and Python scalars."""
    values = list(values)
    dtype = getattr(values[0], "dtype", None)
    if all(isinstance(v, _ARRAYS) and v.dtype is dtype for v in values):
        return values
    scalars = [v for v in values if type(v) in _SCALARS]
    arrays = [tensor(v) for v in values if type(v) not in _SCALARS]
    if not arrays:
        return _scalars(values)
    dtype = promoted_dtype(*dict.fromkeys(a.dtype for a in arrays))
    if scalars:
        dtype = native_dtype(
            _dtypes.promote_with_scalars(as_ivy_dtype(dtype), scalars, DEFAULT_DTYPES)
        )
    result = []
    for v in values:
        if type(v) in _SCALARS:
            result.append(scalar(v, dtype))
        else:
            v = tensor(v)
            result.append(v if v.dtype is dtype else tf.cast(v, dtype))
    return result
