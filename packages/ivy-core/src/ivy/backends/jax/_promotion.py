"""Array API type promotion for jax's binary functions.

jnp promotes two arrays like the standard and treats Python scalars as weak, with two
differences from ``ivy.result_type``: an integer or bool array with a Python ``float`` or
``complex`` gives jax's default float dtype, which is float64 (complex128) in 64-bit mode rather
than ivy's float32 (complex64); and a signed integer array with a uint64 one gives float64 where
the standard has no common dtype. :func:`promote` corrects both; :func:`binary` makes a jnp
function a jitted one that promotes while it is traced.

Weakly typed jax values (Python scalars, and what jax made from them alone, such as
``jnp.asarray(2.0)``) promote as Python scalars do: inside a jitted function the two cannot be
told apart, and jax itself treats them alike.
"""

import jax
import numpy as np

from ivy._common import dtypes as _dtypes
from ivy.backends.jax.data_types import as_ivy_dtype, native_dtype

_FLOAT_SCALARS = {float: np.dtype("float32"), complex: np.dtype("complex64")}
_WEAK_KIND_DTYPES = {"f": np.dtype("float32"), "c": np.dtype("complex64")}
# Called for its DtypeError only: jnp itself promotes where a common dtype exists.
_promoted = _dtypes.native_promoter(native_dtype, as_ivy_dtype)


def _weak(x):
    """Whether ``x`` is a Python scalar or a weakly typed jax value (a tracer included)."""
    aval = getattr(x, "aval", None)
    return aval.weak_type if aval is not None else type(x) in (int, float, complex)  # bool: strong


def _float_scalar_dtype(x):
    """ivy's dtype for ``x`` where it is a float or complex scalar, weakly typed; else None."""
    dtype = _FLOAT_SCALARS.get(type(x))
    if dtype is None:
        aval = getattr(x, "aval", None)
        if aval is not None and aval.weak_type:
            dtype = _WEAK_KIND_DTYPES.get(aval.dtype.kind)
    return dtype


def _widened(x, dtype):
    """``x`` cast to ``dtype`` where it is a bool or integer array (not a scalar)."""
    if _weak(x) or getattr(x, "dtype", None) is None or x.dtype.kind not in "biu":
        return x
    return x.astype(dtype)


def promote(x1, x2):
    """``x1`` and ``x2`` ready for a jnp binary function to give their Array API result type.

    Raises:
        DtypeError: two arrays whose dtypes have no common dtype (int64 and uint64).
    """
    dtype = _float_scalar_dtype(x2)
    if dtype is not None:
        return _widened(x1, dtype), x2
    dtype = _float_scalar_dtype(x1)
    if dtype is not None:
        return x1, _widened(x2, dtype)
    if _weak(x1) or _weak(x2):
        return x1, x2  # jnp gives an integer scalar the other operand's dtype, as the standard
    d1, d2 = getattr(x1, "dtype", None), getattr(x2, "dtype", None)
    if d1 is not None and d2 is not None and d1 != d2:
        _promoted(d1, d2)  # raises where there is none
    return x1, x2


def promote_all(arrays):
    """``arrays`` for a jnp function that promotes them all (``concatenate``, ``stack``).

    jnp promotes a sequence like the standard but for the pairs with no common dtype.

    Raises:
        DtypeError: the arrays have no common dtype, folded in order as ``ivy.result_type``
            does (int64 and uint64).
    """
    dtypes = [a.dtype for a in arrays if not _weak(a)]
    if any(d != dtypes[0] for d in dtypes):
        _promoted(*dtypes)  # raises where there is none
    return arrays


def binary(op):
    """``op`` with the standard's promotion and Python scalars on either side, jitted.

    The promotion runs once per signature, while jax traces; an eager call then takes jit's
    C++ dispatch path, which costs less than a call of jnp's own functions (their Python layers
    run every call). ``inline`` keeps the jaxpr of an enclosing trace flat.
    """

    def promoted(x1, x2, /):
        return op(*promote(x1, x2))

    promoted.__name__ = promoted.__qualname__ = getattr(op, "__name__", "binary")
    return jax.jit(promoted, inline=True)
