from ivy.backends.mxnet._mx import NDArray


def to_numpy(x, /, *, copy=True):
    # asnumpy always copies to host memory, detached from autograd.
    return x.asnumpy()


def shape(x, /):
    return x.shape


def is_array(x, /):
    # mx.np arrays, and legacy mx.nd arrays (which the backend views as mx.np arrays).
    return isinstance(x, NDArray)
