import paddle

from ivy.backends.paddle._promotion import ids, restore, widen

# differs: paddle has no bool or int8 sort kernels: they sort in int32 (same order).
_NO_SORT_KERNEL = ids("bool", "int8")


def argsort(x, /, axis=-1, descending=False, stable=True):
    x = widen(x, _NO_SORT_KERNEL)[0]
    return paddle.argsort(x, axis=axis, descending=descending, stable=stable)


def sort(x, /, axis=-1, descending=False, stable=True):
    x, dtype = widen(x, _NO_SORT_KERNEL)
    return restore(paddle.sort(x, axis=axis, descending=descending, stable=stable), dtype)
