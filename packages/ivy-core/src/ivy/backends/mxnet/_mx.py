"""mxnet, imported once for the whole backend: without its import-time warnings, and with NumPy
shape semantics switched on for the process.

NumPy shape semantics (``()`` is a 0-d shape, a 0 in a shape is a zero-size axis) is what
``mxnet.numpy`` needs for 0-d and empty arrays; without it ``mx.np.zeros((0, 3))`` fails. mxnet's
public ``set_np_shape(True)`` sets it for the calling thread only, so the C API is called with
``GlobalOn`` to cover every thread. NumPy *array* semantics (``npx.set_np()``'s other half, which
makes Gluon create ``mx.np`` arrays) is left as the user set it.
"""

import ctypes
import warnings

import numpy as onp

with warnings.catch_warnings():
    # mxnet 1.9 uses np.bool, distutils and NEP 32 functions: ~10 DeprecationWarnings on import.
    warnings.simplefilter("ignore", DeprecationWarning)
    import mxnet as mx
    from mxnet.base import _LIB, check_call

_GLOBAL_ON = 2  # mxnet's NumpyShape enum: Off = 0, ThreadLocalOn = 1, GlobalOn = 2
check_call(_LIB.MXSetIsNumpyShape(ctypes.c_int(_GLOBAL_ON), ctypes.byref(ctypes.c_int())))

mnp = mx.np
NDArray = mx.nd.NDArray
ndarray = mnp.ndarray


def native_array(x):
    """``x`` as an ``mx.np.ndarray``: legacy ``mx.nd.NDArray``s are viewed (zero-copy), other
    arrays and scalars (numpy, Python) copied in."""
    if type(x) is ndarray:
        return x
    if isinstance(x, NDArray):
        return x.as_np_ndarray()
    if type(x) in (list, tuple):
        # A Python sequence as ivy.asarray makes it (float32 for Python floats), as the backends
        # whose functions take no sequences convert it on their error path.
        host = onp.asarray(x)
        host = host.astype(onp.float32) if host.dtype.kind == "f" else host
        return mnp.array(host, dtype=host.dtype)
    return mnp.array(onp.asarray(x))


def where(condition, x1, x2):
    """``mx.np.where`` for operands of one dtype, safe for empty results.

    mxnet 1.9's where aborts the process (or returns a wrong shape) when a zero-size operand
    broadcasts; an empty result holds no values, so it is ``x1`` broadcast to the result's shape.
    """
    if condition.size and x1.size and x2.size:
        return mnp.where(condition, x1, x2)
    shape = onp.broadcast_shapes(condition.shape, x1.shape, x2.shape)
    return mnp.broadcast_to(x1, shape)
