import paddle

from ivy.backends.paddle._promotion import COMPLEX, NARROW, ids, member, restore, widen

# paddle lacks CPU gather kernels for some dtypes: those move as a wider dtype (exact).
_NO_INDEX_KERNEL = NARROW | ids("float16")
_NO_ALONG_KERNEL = ids("bool", "int8", "float16", "bfloat16")
_INDEX_DTYPES = ids("int32", "int64")


def _index(indices):
    # paddle gathers with int32/int64 indices only (negative ones count from the end).
    return indices if member(indices.dtype, _INDEX_DTYPES) else paddle.cast(indices, "int64")


def take(x, indices, /, axis=None):
    x, dtype = widen(x, _NO_INDEX_KERNEL)
    return restore(paddle.index_select(x, _index(indices), axis=axis), dtype)


def take_along_axis(x, indices, /, axis=-1):
    indices = _index(indices)
    if member(x.dtype, COMPLEX):
        # differs: no complex kernel: the real and imaginary parts are taken apart.
        real = paddle.take_along_axis(paddle.real(x), indices, axis)
        imag = paddle.take_along_axis(paddle.imag(x), indices, axis)
        return paddle.complex(real, imag)
    x, dtype = widen(x, _NO_ALONG_KERNEL)
    return restore(paddle.take_along_axis(x, indices, axis), dtype)
