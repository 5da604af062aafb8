import tensorflow as tf

from ivy._common.dtypes import DEFAULT_DTYPES, DTYPES, dtype_converters
from ivy.backends.tensorflow.device import move

# tensorflow has every canonical dtype.
native_dtype, as_ivy_dtype = dtype_converters(
    "tensorflow", {name: tf.as_dtype(name) for name in DTYPES}
)


def default_dtypes(*, device=None):
    return dict(DEFAULT_DTYPES)


def dtype(x, /):
    return as_ivy_dtype(x.dtype)


def astype(x, dtype, /, copy=True, device=None):
    target = native_dtype(dtype)
    if x.dtype is not target:
        x = tf.cast(x, target)
    elif copy:
        x = tf.identity(x)
    return x if device is None else move(x, device)


def missing_kernel(error, /):
    # where tf has no kernel for a dtype (uint16/32/64 arithmetic), ivy's functions cast around it.
    return False
