import math

import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array

_SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946
# NumPy has no erf: math.erf element by element (the numpy backend is the reference, not fast).
_erf = np.vectorize(math.erf, otypes=[np.float64])


def relu(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.maximum(x, 0)


def leaky_relu(x, /, alpha=0.2):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return np.where(x >= 0, x, x * alpha)


def gelu(x, /, approximate=False):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if approximate:
        return 0.5 * x * (1 + np.tanh(_SQRT_2_OVER_PI * (x + 0.044715 * x**3)))
    return 0.5 * x * (1 + _erf(x * (1 / math.sqrt(2.0))).astype(x.dtype))


def sigmoid(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # exp(-log(1 + exp(-x))): no overflow for large |x|.
    return np.exp(-np.logaddexp(0, -x))


def softmax(x, /, axis=-1):
    if type(x) is not ndarray:
        x = numpy_array(x)
    shifted = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return shifted / np.sum(shifted, axis=axis, keepdims=True)


def log_softmax(x, /, axis=-1):
    if type(x) is not ndarray:
        x = numpy_array(x)
    shifted = x - np.max(x, axis=axis, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))


def softplus(x, /, beta=1.0, threshold=20.0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    scaled = x * beta
    return np.where(scaled > threshold, x, np.logaddexp(0, scaled) / beta)


def silu(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return x * sigmoid(x)


def mish(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return x * np.tanh(softplus(x))


def hardswish(x, /):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return x * np.clip(x + 3, 0, 6) / 6


def elu(x, /, alpha=1.0):
    if type(x) is not ndarray:
        x = numpy_array(x)
    # expm1 of min(x, 0): no overflow warning from the branch that is not taken.
    return np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0)))


def selu(x, /):
    return _SELU_SCALE * elu(x, alpha=_SELU_ALPHA)
