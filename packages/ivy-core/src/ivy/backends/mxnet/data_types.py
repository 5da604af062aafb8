import numpy as onp

from ivy._common.dtypes import DEFAULT_DTYPES, dtype_converters
from ivy.backends.mxnet._mx import native_array
from ivy.backends.mxnet.device import to_device

# mx.np arrays have numpy dtypes, but only these: no int16, uint16/32/64, bfloat16 or complex.
_NAMES = ("bool", "int8", "int32", "int64", "uint8", "float16", "float32", "float64")
native_dtype, as_ivy_dtype = dtype_converters("mxnet", {name: onp.dtype(name) for name in _NAMES})


def default_dtypes(*, device=None):
    return dict(DEFAULT_DTYPES)


def dtype(x, /):
    return as_ivy_dtype(x.dtype)


def astype(x, dtype, /, copy=True, device=None):
    result = native_array(x).astype(native_dtype(dtype), copy=copy)
    return result if device is None else to_device(result, device)


def missing_kernel(error, /):
    # mxnet creates only the dtypes it computes with (_NAMES); where one of its kernels refuses a
    # dtype, ivy's DtypeError comes first.
    return False
