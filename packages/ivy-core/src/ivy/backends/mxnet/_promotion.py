"""Type promotion for mixed-dtype calls: mx.np promotes few dtype pairs (``maximum``, ``equal``,
``where`` and ``concatenate`` refuse any mix) and gives a Python scalar the array's dtype even when
the scalar is of a higher kind (``int32_array + 2.5`` stays int32)."""

import numpy as onp

from ivy._common import dtypes as _dtypes
from ivy._common.dtypes import DEFAULT_DTYPES
from ivy.backends.mxnet._mx import mnp, native_array, ndarray
from ivy.backends.mxnet.data_types import as_ivy_dtype, native_dtype

# Python scalars by exact type: NumPy scalars (np.float64 subclasses float) keep their dtype.
_SCALARS = frozenset({bool, int, float, complex})
# The standard's result for int8 with uint8 is int16, which mxnet lacks: int32 is the nearest.
_NEAREST = {"int16": "int32"}
_BOOL = onp.dtype("bool")


def common_dtype(*canonical):
    """The native dtype that arrays of the canonical dtypes ``canonical`` promote to."""
    promoted = _dtypes.promote(*canonical)
    return native_dtype(_NEAREST.get(promoted, promoted))


def promote(x1, x2, *, scalars=True):
    """``x1`` and ``x2`` cast to their common dtype (the slow path of binary functions).

    A Python scalar stays a scalar if ``scalars``, else becomes a 0-d array of the common dtype.
    """
    if type(x1) in _SCALARS or type(x2) in _SCALARS:
        return _promote_scalar(x1, x2, scalars)
    x1, x2 = native_array(x1), native_array(x2)
    if x1.dtype is x2.dtype:
        return x1, x2
    target = common_dtype(as_ivy_dtype(x1.dtype), as_ivy_dtype(x2.dtype))
    return x1.astype(target, copy=False), x2.astype(target, copy=False)


def _promote_scalar(x1, x2, scalars):
    if type(x1) in _SCALARS and type(x2) in _SCALARS:
        target = native_dtype(_dtypes.promote_with_scalars(None, [x1, x2], DEFAULT_DTYPES))
        return mnp.full((), x1, dtype=target), mnp.full((), x2, dtype=target)
    first = type(x1) in _SCALARS
    scalar, array = (x1, native_array(x2)) if first else (x2, native_array(x1))
    current = as_ivy_dtype(array.dtype)
    target = _dtypes.promote_with_scalars(current, [scalar], DEFAULT_DTYPES)
    if target != current:
        array = array.astype(native_dtype(target))
    if not scalars:
        scalar = mnp.full((), scalar, dtype=array.dtype, ctx=array.ctx)
    return (scalar, array) if first else (array, scalar)


def arrays(x1, x2):
    """``x1`` and ``x2`` as mx.np arrays of one dtype (Python scalars become 0-d arrays)."""
    if type(x1) is ndarray and type(x2) is ndarray and x1.dtype is x2.dtype:
        return x1, x2
    return promote(x1, x2, scalars=False)


def same_dtype(arrays):
    """A list of ``arrays`` cast to their common dtype (for concat and stack)."""
    arrays = [native_array(a) for a in arrays]
    first = arrays[0].dtype
    if all(a.dtype is first for a in arrays[1:]):
        return arrays
    target = common_dtype(*(as_ivy_dtype(a.dtype) for a in arrays))
    return [a.astype(target, copy=False) for a in arrays]


def refuse_bool(native, *arrays):
    """Raises TypeError where one of ``arrays`` is a bool array, for a ``native`` that has no
    bool kernel.

    mxnet refuses such a call asynchronously: it returns an array whose first read raises (or,
    never read, an error at exit). The api function answers the TypeError with its DtypeError.
    """
    for x in arrays:
        if getattr(x, "dtype", None) is _BOOL:
            raise TypeError(f"mxnet has no bool kernel of {native.__name__}")


def binary(native, *, scalars=True, bools=True):
    """A binary function calling ``native`` with its operands promoted to one dtype.

    The common case, two mx.np arrays of one dtype, costs one dtype comparison. ``bools``:
    whether ``native`` has a bool kernel (else bool operands raise, see :func:`refuse_bool`).
    """

    def function(x1, x2, /):
        if type(x1) is not ndarray or type(x2) is not ndarray or x1.dtype is not x2.dtype:
            x1, x2 = promote(x1, x2, scalars=scalars)
        if not bools:
            refuse_bool(native, x1, x2)
        return native(x1, x2)

    function.__name__ = function.__qualname__ = native.__name__
    return function


def unary(native, *, bools=True):
    """``native`` with the api's one positional parameter ``x``; ``bools`` as in :func:`binary`."""

    def function(x, /):
        x = x if type(x) is ndarray else native_array(x)
        if not bools:
            refuse_bool(native, x)
        return native(x)

    function.__name__ = function.__qualname__ = native.__name__
    return function
