import numpy as np
import paddle

from ivy.backends.paddle._promotion import NARROW, SMALL, ids, member, restore, widen
from ivy.backends.paddle.data_types import native_dtype
from ivy.backends.paddle.device import native_device, to_device
from ivy.backends.paddle.general import is_array

_NO_MESHGRID_KERNEL = SMALL | ids("bool")
_NO_EYE_KERNEL = NARROW | ids("bool")


def _place(device):
    return None if device is None else native_device(device)


def asarray(obj, /, dtype=None, device=None, copy=None):
    place = _place(device)
    if is_array(obj):
        dtype = native_dtype(dtype)
    else:
        if dtype is None and hasattr(obj, "dtype"):
            # differs: paddle.to_tensor reads numpy uint16 as bfloat16 bits; obj's dtype raises
            # UnsupportedError where paddle lacks it.
            dtype = obj.dtype
        dtype = native_dtype(dtype)
        dlpack = hasattr(obj, "__dlpack__")
        if copy is not False and (not dlpack or isinstance(obj, np.ndarray)):
            if hasattr(obj, "__array__") and not isinstance(obj, np.ndarray):
                obj = np.asarray(obj)
            elif isinstance(obj, (list, tuple)) and not paddle.in_dynamic_mode():
                # differs: to_static(full_graph=True) writes Python floats through float32
                # (0.2 as float64 comes out 0.2000000030); from NumPy they stay exact.
                obj = np.asarray(obj)
            return paddle.to_tensor(obj, dtype=dtype, place=place)
        if not dlpack:
            raise ValueError("asarray: copy=False, but converting obj needs a copy")
        # differs: paddle.to_tensor takes no other framework's arrays, and always copies.
        obj = paddle.from_dlpack(obj)
    result = obj
    if dtype is not None and obj.dtype != dtype:
        result = paddle.cast(obj, dtype)
    if place is not None:
        result = to_device(result, place)
    if result is obj:
        return obj.clone() if copy else obj
    if copy is False:
        raise ValueError("asarray: copy=False, but converting obj needs a copy")
    return result


def zeros(shape, dtype=None, device=None):
    return paddle.zeros(shape, dtype=native_dtype(dtype), device=_place(device))


def ones(shape, dtype=None, device=None):
    return paddle.ones(shape, dtype=native_dtype(dtype), device=_place(device))


def empty(shape, dtype=None, device=None):
    return paddle.empty(shape, dtype=native_dtype(dtype), device=_place(device))


def full(shape, fill_value, dtype=None, device=None):
    return paddle.full(shape, fill_value, dtype=native_dtype(dtype), device=_place(device))


def zeros_like(x, /, dtype=None, device=None):
    return paddle.zeros_like(x, dtype=native_dtype(dtype), device=_place(device))


def ones_like(x, /, dtype=None, device=None):
    return paddle.ones_like(x, dtype=native_dtype(dtype), device=_place(device))


def empty_like(x, /, dtype=None, device=None):
    return paddle.empty_like(x, dtype=native_dtype(dtype), device=_place(device))


def full_like(x, /, fill_value, dtype=None, device=None):
    return paddle.full_like(x, fill_value, dtype=native_dtype(dtype), device=_place(device))


def arange(start, /, stop=None, step=1, dtype=None, device=None):
    dtype = native_dtype(dtype)
    place = _place(device)
    if member(dtype, NARROW):
        # differs: paddle.arange has no int8/int16/uint8 kernels.
        return paddle.cast(paddle.arange(start, stop, step, paddle.int64, device=place), dtype)
    return paddle.arange(start, stop, step, dtype, device=place)


def linspace(start, stop, /, num, dtype=None, device=None, endpoint=True):
    dtype = native_dtype(dtype)
    place = _place(device)
    if endpoint or num == 0:
        return paddle.linspace(start, stop, num, dtype=dtype, device=place)
    # differs: paddle.linspace has no endpoint=False: take num of num + 1 points.
    return paddle.linspace(start, stop, num + 1, dtype=dtype, device=place)[:num]


def eye(n_rows, n_cols=None, /, k=0, dtype=None, device=None):
    dtype = native_dtype(dtype)
    if dtype is not None and member(dtype, _NO_EYE_KERNEL):
        # differs: no bool/int8/int16/uint8 kernels; made in int32 and cast (exact: 0s and 1s).
        return paddle.cast(eye(n_rows, n_cols, k=k, dtype="int32", device=device), dtype)
    place = _place(device)
    n_cols = n_rows if n_cols is None else n_cols
    if k == 0:
        return paddle.eye(n_rows, n_cols, dtype=dtype, device=place)
    # differs: paddle.eye has no k: cut the k-th diagonal out of a wider identity.
    if k < 0:
        return paddle.eye(n_rows, n_cols - k, dtype=dtype, device=place)[:, -k:]
    zeros = paddle.zeros([n_rows, k], dtype=dtype, device=place)
    identity = paddle.eye(n_rows, n_cols, dtype=dtype, device=place)
    return paddle.concat([zeros, identity], axis=1)[:, :n_cols]


def meshgrid(*arrays, indexing="xy"):
    # differs: paddle.meshgrid has only "ij" indexing ("xy" is "ij" with the first two inputs and
    # outputs swapped), and no bool/int8/int16/uint8/float16/bfloat16 kernels (computed in a
    # wider dtype: exact).
    if not arrays:
        return ()
    widened = [widen(a, _NO_MESHGRID_KERNEL) for a in arrays]
    dtype = widened[0][1]
    arrays = [a for a, _ in widened]
    if indexing == "xy" and len(arrays) > 1:
        grids = paddle.meshgrid(arrays[1], arrays[0], *arrays[2:])
        grids = [grids[1], grids[0], *grids[2:]]
    else:
        grids = paddle.meshgrid(*arrays)
    return tuple(restore(g, dtype) for g in grids)


def tril(x, /, k=0):
    x, dtype = widen(x, NARROW)
    return restore(paddle.tril(x, k), dtype)


def triu(x, /, k=0):
    x, dtype = widen(x, NARROW)
    return restore(paddle.triu(x, k), dtype)


def from_dlpack(x, /, device=None, copy=None):
    return paddle.from_dlpack(x, device=_place(device), copy=copy)


def logspace(start, stop, /, num, base=10.0, dtype=None, device=None, endpoint=True):
    dtype = native_dtype(dtype)
    place = _place(device)
    if num == 0:  # differs: paddle.logspace refuses num=0
        return paddle.zeros([0], dtype=dtype, device=place)
    # differs: paddle.logspace has no endpoint (take num of num + 1 points), nor device.
    count = num if endpoint else num + 1
    result = paddle.logspace(start, stop, count, base=base, dtype=dtype)[:num]
    return result if place is None else to_device(result, place)
