"""Array API type promotion for jax's binary functions.

jnp promotes two arrays like the standard and treats Python scalars as weak, with two
differences from ``ivy.result_type``: an integer or bool array with a Python ``float`` or
``complex`` gives jax's default float dtype, which is float64 (complex128) in 64-bit mode rather
than ivy's float32 (complex64); and a signed integer array with a uint64 one gives float64 where
the standard has no common dtype. :func:`binary` wraps a function so the same-dtype call costs one
dtype comparison, and everything else goes through :func:`promote`.
"""

import numpy as np

from ivy._common import dtypes as _dtypes
from ivy.backends.jax.data_types import as_ivy_dtype

# Exact types: NumPy scalars (np.float64 subclasses float) keep their dtype, as 0-d arrays do.
_SCALARS = frozenset({bool, int, float, complex})
_FLOAT_SCALARS = {float: np.dtype("float32"), complex: np.dtype("complex64")}
_checked: set = set()  # pairs of differing dtypes known to have a common dtype


def _widened(x, scalar_type):
    """``x`` cast to ivy's default dtype of a float scalar's kind if ``x`` is bool or integer."""
    dtype = getattr(x, "dtype", None)
    if dtype is None or dtype.kind not in "biu":
        return x
    return x.astype(_FLOAT_SCALARS[scalar_type])


def promote(x1, x2):
    """``x1`` and ``x2`` ready for a jnp binary function to give their Array API result type.

    Raises:
        DtypeError: two arrays whose dtypes have no common dtype (int64 and uint64).
    """
    t1, t2 = type(x1), type(x2)
    if t2 in _FLOAT_SCALARS:
        return _widened(x1, t2), x2
    if t1 in _FLOAT_SCALARS:
        return x1, _widened(x2, t1)
    d1, d2 = getattr(x1, "dtype", None), getattr(x2, "dtype", None)
    if d1 is not None and d2 is not None and (d1, d2) not in _checked:
        _dtypes.promote(as_ivy_dtype(d1), as_ivy_dtype(d2))  # raises where there is none
        _checked.add((d1, d2))
    return x1, x2


def binary(op):
    """``op`` with the standard's promotion and Python scalars on either side."""

    def fn(x1, x2, /):
        scalar = type(x2)
        if scalar in _SCALARS:  # checked first: a failed x2.dtype costs more than this
            return op(_widened(x1, scalar) if scalar in _FLOAT_SCALARS else x1, x2)
        try:
            # An array's (and a tracer's) aval holds its dtype: read there it costs a third of
            # the dtype property, a Python frame. NumPy's dtypes are mostly singletons.
            d1, d2 = x1.aval.dtype, x2.aval.dtype
            if d1 is d2 or d1 == d2:
                return op(x1, x2)
        except AttributeError:  # x1 is a Python scalar, or either a NumPy array
            pass
        return op(*promote(x1, x2))

    fn.__name__ = fn.__qualname__ = getattr(op, "__name__", "binary")
    return fn
