import paddle

from ivy.backends.paddle._promotion import NARROW, restore, widen


def _truth(x):
    # (not x != 0: paddle's != of floats is within 1e-8.)
    return x if x.dtype == paddle.bool else paddle.cast(x, "bool")


def _reduce(native, x, axis, keepdims):
    # differs: paddle reduces booleans only, and reads axis=() as every axis (the standard: none).
    x = _truth(x)
    if axis == () or axis == []:
        return x.clone()
    return native(x, axis=axis, keepdim=keepdims)


def all(x, /, axis=None, keepdims=False):
    return _reduce(paddle.all, x, axis, keepdims)


def any(x, /, axis=None, keepdims=False):
    return _reduce(paddle.any, x, axis, keepdims)


def diff(x, /, axis=-1, n=1, prepend=None, append=None):
    # differs: paddle.diff takes n=1 only, and has no int8/int16/uint8 kernels (computed in
    # int32 and cast back: differences wrap alike).
    if prepend is not None or append is not None:
        x = paddle.concat([p for p in (prepend, x, append) if p is not None], axis=axis)
    x, dtype = widen(x, NARROW)
    for _ in range(n):
        x = paddle.diff(x, n=1, axis=axis)
    return restore(x if n else x.clone(), dtype)
