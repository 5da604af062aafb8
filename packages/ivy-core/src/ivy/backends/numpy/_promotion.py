"""Array API type promotion for numpy's binary functions.

numpy 2 promotes two arrays of one kind like the standard and treats Python scalars as weak
(NEP 50). It differs from ``ivy.result_type`` where kinds mix or have no common dtype: an
integer array with a float or complex one gives float64 or complex128 however narrow the float
(``int32`` and ``float32`` give float64, ivy float32); an integer or bool array with a Python
``float`` or ``complex`` gives float64 or complex128 (ivy: float32, complex64); and a signed
integer array with a uint64 one gives float64 where the standard has no common dtype.
:func:`binary` wraps a ufunc so that the common calls cost two type checks and one dtype
comparison, and everything else goes through :func:`promote`, which also refuses what is no
numpy array, numpy scalar, Python number or sequence (another framework's array, which numpy
would convert silently) as :func:`ivy.backends.numpy._arrays.numpy_array` does.
"""

import numpy as np

from ivy._common import dtypes as _dtypes
from ivy.backends.numpy._arrays import numpy_array
from ivy.backends.numpy.data_types import as_ivy_dtype, native_dtype

# Exact types: NumPy scalars (np.float64 subclasses float) keep their dtype, as 0-d arrays do.
_ndarray = np.ndarray
_SCALARS = frozenset({bool, int, float, complex})
_WEAK = frozenset({bool, int})  # Python scalars numpy promotes as the standard beside any array
_FLOAT_SCALARS = {float: np.dtype("float32"), complex: np.dtype("complex64")}
_SEQUENCES = (list, tuple)
_SEQUENCE_DTYPES = {"f": np.dtype("float32"), "c": np.dtype("complex64")}
_common = _dtypes.native_promoter(native_dtype, as_ivy_dtype)


def _as_array(x):
    """``x`` as an array; a Python list or tuple as :func:`ivy.asarray` makes it (Python floats
    give float32, where numpy's own conversion gives float64), as the backends that convert it
    only on their error path do.

    Raises:
        TypeError: ``x`` is none of those, nor a numpy scalar or Python number (another
            framework's array, which numpy would convert silently; None; a string).
    """
    if type(x) not in _SEQUENCES:
        return np.asarray(numpy_array(x))
    x = np.asarray(x)
    return x.astype(_SEQUENCE_DTYPES.get(x.dtype.kind, x.dtype), copy=False)


def _beside_scalar(x, scalar_type):
    """``x`` as an array, cast to ivy's default float (complex) dtype for a bool or integer ``x``
    beside a Python float (complex)."""
    x = _as_array(x)
    dtype = _FLOAT_SCALARS.get(scalar_type)
    if dtype is not None and x.dtype.kind in "biu":
        return x.astype(dtype)
    return x


def promote(x1, x2):
    """``x1`` and ``x2`` ready for a numpy binary function to give their Array API result type.

    Python scalars stay scalars (numpy treats them as weak); everything else becomes an array.

    Raises:
        DtypeError: two arrays whose dtypes have no common dtype (int64 and uint64).
        TypeError: an argument is no numpy array, scalar or Python sequence (see
            :func:`_as_array`).
    """
    scalar1, scalar2 = type(x1) in _SCALARS, type(x2) in _SCALARS
    if scalar1 and scalar2:
        return x1, x2
    if scalar2:
        return _beside_scalar(x1, type(x2)), x2
    if scalar1:
        return x1, _beside_scalar(x2, type(x1))
    x1, x2 = _as_array(x1), _as_array(x2)
    if x1.dtype == x2.dtype:
        return x1, x2
    common = _common(x1.dtype, x2.dtype)
    return x1.astype(common, copy=False), x2.astype(common, copy=False)


def promote_all(arrays):
    """``arrays`` (a sequence) as arrays of their Array API result type."""
    arrays = [np.asarray(a) for a in arrays]
    if arrays:
        first = arrays[0].dtype
        if any(a.dtype != first for a in arrays):
            common = _common(*(a.dtype for a in arrays))
            return [a.astype(common, copy=False) for a in arrays]
    return arrays


def binary(op):
    """``op`` with the standard's promotion and Python scalars on either side."""

    def fn(x1, x2, /):
        # The common calls first, where numpy's own promotion is the standard's: two arrays of
        # one dtype (numpy's builtin dtypes are singletons), and an array with a Python int,
        # bool, or a float beside a floating-point array.
        t2 = type(x2)
        if t2 is _ndarray:
            if type(x1) is _ndarray and x1.dtype is x2.dtype:
                return op(x1, x2)
        elif (
            (t2 is float or t2 in _WEAK)
            and type(x1) is _ndarray
            and (t2 is not float or x1.dtype.kind in "fc")
        ):
            return op(x1, x2)
        return op(*promote(x1, x2))

    fn.__name__ = fn.__qualname__ = getattr(op, "__name__", "binary")
    return fn
