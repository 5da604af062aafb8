import math

from ivy.backends.mxnet._mx import mnp, mx, native_array

_npx = mx.npx
_SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
_SQRT_HALF = math.sqrt(0.5)
_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def _at_least_1d(native):
    """``native`` for mx.np arrays of any rank: npx's activation kernels refuse 0-d input."""

    def activation(x, **options):
        x = native_array(x)
        if x.ndim:
            return native(x, **options)
        return native(x.reshape(1), **options).reshape(())

    return activation


_relu = _at_least_1d(_npx.relu)
_sigmoid = _at_least_1d(_npx.sigmoid)
_erf = _at_least_1d(_npx.erf)


def relu(x, /):
    return _relu(x)


# differs: npx.leaky_relu's slope (and selu's constants) are float32 parameters, imprecise for
# float64: leaky_relu, elu and selu are composed from mx.np functions.
def leaky_relu(x, /, alpha=0.2):
    x = native_array(x)
    return mnp.where(x >= 0, x, x * alpha)


def gelu(x, /, approximate=False):
    # differs: mxnet's gelu (a leaky_relu act_type) has the erf form only, imprecise for float64.
    x = native_array(x)
    if approximate:
        return 0.5 * x * (1 + mnp.tanh(_SQRT_2_OVER_PI * (x + 0.044715 * x**3)))
    return 0.5 * x * (1 + _erf(x * _SQRT_HALF))


def sigmoid(x, /):
    return _sigmoid(x)


def _checked(x, axis):
    """``x`` as an mx.np array; raises at once for a bad ``axis`` or a dtype other than a
    floating one, which mxnet reports only at the next read of any array."""
    x = native_array(x)
    if not -x.ndim <= axis < x.ndim:
        raise ValueError(f"axis {axis} is out of range for {x.ndim} dimensions")
    if x.dtype.kind != "f":
        raise TypeError(f"mxnet's softmax takes floating-point arrays; got {x.dtype}")
    return x


def softmax(x, /, axis=-1):
    x = _checked(x, axis)
    # differs: mxnet fails on an empty array asynchronously, after the call returned
    return _npx.softmax(x, axis=axis) if x.size else x.copy()


def log_softmax(x, /, axis=-1):
    # differs: npx.log_softmax is off by ~1e-6 even in float64.
    x = _checked(x, axis)
    if not x.size:  # mx.np's reductions of an empty array fail asynchronously
        return x.copy()
    shifted = x - mnp.max(x, axis=axis, keepdims=True)
    return shifted - mnp.log(mnp.sum(mnp.exp(shifted), axis=axis, keepdims=True))


def _softplus(x):
    # max(x, 0) + log1p(exp(-|x|)): stable for any x (mx.np has no logaddexp).
    return mnp.maximum(x, 0) + mnp.log1p(mnp.exp(-mnp.abs(x)))


def softplus(x, /, beta=1.0, threshold=20.0):
    x = native_array(x)
    scaled = x * beta
    return mnp.where(scaled > threshold, x, _softplus(scaled) / beta)


def silu(x, /):
    x = native_array(x)
    return x * _sigmoid(x)


def mish(x, /):
    x = native_array(x)
    return x * mnp.tanh(_softplus(x))


def hardswish(x, /):
    x = native_array(x)
    return x * mnp.clip(x + 3, 0, 6) / 6


def elu(x, /, alpha=1.0):
    x = native_array(x)
    return mnp.where(x > 0, x, alpha * mnp.expm1(mnp.minimum(x, 0)))


def selu(x, /):
    return _SELU_SCALE * elu(x, alpha=_SELU_ALPHA)
