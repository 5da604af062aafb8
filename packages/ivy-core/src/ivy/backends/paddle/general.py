import paddle

_ARRAYS = (paddle.Tensor, paddle.pir.Value)


def to_numpy(x, /, *, copy=True):
    # differs: numpy has no bfloat16 (paddle gives its uint16 bits); Tensor.numpy() copies.
    if x.dtype == paddle.bfloat16:
        x = paddle.cast(x, paddle.float32)
    return x.numpy()


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    return isinstance(x, _ARRAYS)
