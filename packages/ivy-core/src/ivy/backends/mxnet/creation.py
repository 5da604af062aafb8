import numpy as onp

from ivy.backends.mxnet._mx import NDArray, mnp, mx, native_array, ndarray
from ivy.backends.mxnet.data_types import _NAMES as _DTYPE_NAMES
from ivy.backends.mxnet.data_types import native_dtype
from ivy.backends.mxnet.device import native_device


def asarray(obj, /, dtype=None, device=None, copy=None):
    if isinstance(obj, NDArray):
        # differs: legacy mx.nd arrays are viewed as mx.np arrays; a dtype or device change copies.
        x = obj if type(obj) is ndarray else obj.as_np_ndarray()
        target = x.dtype if dtype is None else native_dtype(dtype)
        ctx = x.ctx if device is None else native_device(device)
        if target == x.dtype and ctx == x.ctx:
            return x.copy() if copy else x
        if copy is False:
            raise ValueError("asarray: copy=False, but converting obj needs a copy")
        x = x.astype(target, copy=False)
        return x if ctx == x.ctx else x.as_in_context(ctx)
    if copy is False:
        raise ValueError("asarray: copy=False, but mxnet copies host data into its own memory")
    # differs: mx.np.array defaults to float32 for everything; the api passes dtype=None only for
    # arrays, whose own dtype is kept (or refused with UnsupportedError where mxnet lacks it).
    host = onp.asarray(obj) if dtype is None else onp.asarray(obj, dtype=native_dtype(dtype))
    return mnp.array(host, dtype=native_dtype(host.dtype), ctx=native_device(device))


# mx.np.zeros takes ~13 us longer when its dtype is not a string (it asks numpy for the name).
_NAMES = {onp.dtype(name): name for name in _DTYPE_NAMES}


def zeros(shape, dtype=None, device=None):
    native = native_dtype(dtype)
    return mnp.zeros(shape, dtype=_NAMES.get(native, native), ctx=native_device(device))


def ones(shape, dtype=None, device=None):
    return mnp.ones(shape, dtype=native_dtype(dtype), ctx=native_device(device))


def empty(shape, dtype=None, device=None):
    return mnp.empty(shape, dtype=native_dtype(dtype), ctx=native_device(device))


def full(shape, fill_value, dtype=None, device=None):
    return mnp.full(shape, fill_value, dtype=native_dtype(dtype), ctx=native_device(device))


# differs: mx.np's *_like functions put the result on the default device, not on that of x, and
# mx.np.zeros_like/ones_like pass their ctx on as out (an mxnet 1.9 bug): full_like is used.


def zeros_like(x, /, dtype=None, device=None):
    x = native_array(x)
    ctx = x.ctx if device is None else native_device(device)
    return mnp.full_like(x, 0, dtype=native_dtype(dtype), ctx=ctx)


def ones_like(x, /, dtype=None, device=None):
    x = native_array(x)
    ctx = x.ctx if device is None else native_device(device)
    return mnp.full_like(x, 1, dtype=native_dtype(dtype), ctx=ctx)


def empty_like(x, /, dtype=None, device=None):
    x = native_array(x)
    ctx = x.ctx if device is None else native_device(device)
    return mnp.empty(x.shape, dtype=x.dtype if dtype is None else native_dtype(dtype), ctx=ctx)


def full_like(x, /, fill_value, dtype=None, device=None):
    x = native_array(x)
    ctx = x.ctx if device is None else native_device(device)
    return mnp.full_like(x, fill_value, dtype=native_dtype(dtype), ctx=ctx)


def arange(start, /, stop=None, step=1, dtype=None, device=None):
    return mnp.arange(start, stop, step, dtype=native_dtype(dtype), ctx=native_device(device))


def linspace(start, stop, /, num, dtype=None, device=None, endpoint=True):
    return mnp.linspace(
        start, stop, num, endpoint=endpoint, dtype=native_dtype(dtype), ctx=native_device(device)
    )


def eye(n_rows, n_cols=None, /, k=0, dtype=None, device=None):
    dtype, ctx = native_dtype(dtype), native_device(device)
    if dtype == _BOOL:  # differs: no bool kernel; made in uint8 and cast (exact: 0s and 1s)
        return mnp.eye(n_rows, n_cols, k=k, dtype=_UINT8, ctx=ctx).astype(_BOOL)
    return mnp.eye(n_rows, n_cols, k=k, dtype=dtype, ctx=ctx)


def meshgrid(*arrays, indexing="xy"):
    return tuple(mnp.meshgrid(*(native_array(a) for a in arrays), indexing=indexing))


_BOOL, _UINT8 = onp.dtype("bool"), onp.dtype("uint8")

# differs: mxnet has no bool kernels for tril and swapaxes: bools move as uint8.


def tril(x, /, k=0):
    x = native_array(x)
    if x.dtype == _BOOL:
        return mnp.tril(x.astype(_UINT8), k).astype(_BOOL)
    return mnp.tril(x, k)


def triu(x, /, k=0):
    x = native_array(x)
    if x.dtype == _BOOL:
        return triu(x.astype(_UINT8), k=k).astype(_BOOL)
    # differs: mxnet has no triu; the upper triangle is the lower one of the transposed matrices.
    return mnp.swapaxes(mnp.tril(mnp.swapaxes(x, -1, -2), -k), -1, -2)


def from_dlpack(x, /, device=None, copy=None):
    if isinstance(x, NDArray):  # mxnet's own arrays have no __dlpack__
        return asarray(x, device=device, copy=copy)
    # mx.nd imports the DLPack capsule without a copy; mx.np views the result.
    result = mx.nd.from_dlpack(x.__dlpack__()).as_np_ndarray()
    if device is not None and native_device(device) != result.ctx:
        if copy is False:
            raise BufferError("from_dlpack: copy=False, but moving x to another device copies")
        moved = result.as_in_context(native_device(device))
        moved.wait_to_read()  # mxnet copies asynchronously (see below)
        return moved
    if not copy:
        return result
    # differs: mxnet copies asynchronously; wait, or a later write to x could reach the copy.
    copied = result.copy()
    copied.wait_to_read()
    return copied


def logspace(start, stop, /, num, base=10.0, dtype=None, device=None, endpoint=True):
    return mnp.logspace(
        start,
        stop,
        num,
        endpoint=endpoint,
        base=base,
        dtype=native_dtype(dtype),
        ctx=native_device(device),
    )
