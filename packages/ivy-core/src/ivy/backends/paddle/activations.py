import paddle
import paddle.nn.functional as nnf

sigmoid = nnf.sigmoid
silu = nnf.silu
mish = nnf.mish
hardswish = nnf.hardswish


def relu(x, /):
    # differs: paddle's relu turns NaN into 0.
    return paddle.maximum(x, paddle.zeros([], x.dtype))


# differs: paddle names the slope negative_slope.
def leaky_relu(x, /, alpha=0.2):
    return nnf.leaky_relu(x, alpha)


def gelu(x, /, approximate=False):
    return nnf.gelu(x, approximate)


def softmax(x, /, axis=-1):
    return nnf.softmax(x, axis)


def log_softmax(x, /, axis=-1):
    # differs: paddle's log_softmax clamps its results at -64.
    return x - paddle.logsumexp(x, axis, keepdim=True)


def softplus(x, /, beta=1.0, threshold=20.0):
    if threshold <= 20.0:
        return nnf.softplus(x, beta, threshold)
    # differs: the native overflows where beta * x lies between exp's limit and the threshold.
    scaled = x * beta
    return paddle.where(scaled > threshold, x, nnf.softplus(scaled) / beta)


# differs: paddle's elu and selu hold alpha (and selu's scale) as float32 attributes, so float64
# results lose precision: composed from paddle ops instead.
_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def elu(x, /, alpha=1.0):
    return paddle.where(x > 0, x, alpha * paddle.expm1(paddle.clip(x, max=0)))


def selu(x, /):
    return _SELU_SCALE * elu(x, alpha=_SELU_ALPHA)
