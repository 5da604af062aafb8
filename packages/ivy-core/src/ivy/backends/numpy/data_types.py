import numpy as np

from ivy._common.dtypes import DEFAULT_DTYPES, DTYPES, dtype_converters

# numpy has no bfloat16.
native_dtype, as_ivy_dtype = dtype_converters(
    "numpy", {name: np.dtype(name) for name in DTYPES if name != "bfloat16"}
)


def default_dtypes(*, device=None):
    return dict(DEFAULT_DTYPES)


def dtype(x, /):
    return as_ivy_dtype(x.dtype)


def astype(x, dtype, /, copy=True, device=None):
    from ivy.backends.numpy.device import native_device

    native_device(device)
    return x.astype(native_dtype(dtype), copy=copy)


def missing_kernel(error, /):
    # numpy has a loop for every dtype it creates; a kind the standard leaves out is ivy's
    # DtypeError first.
    return False
