import paddle

from ivy._common.dtypes import DEFAULT_DTYPES, DTYPES, dtype_converters
from ivy.backends.paddle.device import to_device

# paddle.uint16 is bfloat16's storage type, and paddle.uint32/uint64 have no kernels (not even
# for paddle.zeros), so paddle has no uint16, uint32 or uint64 here.
_NATIVE = {
    name: getattr(paddle, name) for name in DTYPES if name not in ("uint16", "uint32", "uint64")
}
native_dtype, as_ivy_dtype = dtype_converters("paddle", _NATIVE)


def default_dtypes(*, device=None):
    return dict(DEFAULT_DTYPES)


def dtype(x, /):
    return as_ivy_dtype(x.dtype)


def astype(x, dtype, /, copy=True, device=None):
    dtype = native_dtype(dtype)
    if x.dtype != dtype:
        x = paddle.cast(x, dtype)
    elif copy:
        x = x.clone()
    return x if device is None else to_device(x, device)


def missing_kernel(error, /):
    # paddle has no CPU kernels of most functions for float16 and bfloat16: "(NotFound) The
    # kernel with key (CPU, Undefined(AnyLayout), float16) of kernel `add` is not registered."
    return isinstance(error, RuntimeError) and str(error).startswith("(NotFound) The kernel with")
