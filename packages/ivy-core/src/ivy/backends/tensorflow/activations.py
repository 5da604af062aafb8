import math

import tensorflow as tf

_SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
_SQRT_HALF = math.sqrt(0.5)

relu = tf.nn.relu
sigmoid = tf.math.sigmoid
silu = tf.nn.silu
selu = tf.nn.selu


def leaky_relu(x, /, alpha=0.2):
    # differs: tf.nn.leaky_relu holds alpha as a float32 attribute (imprecise for float64).
    return tf.where(x >= 0, x, x * alpha)


def gelu(x, /, approximate=False):
    # differs: tf.nn.gelu uses float32 constants (imprecise for float64): composed instead.
    if approximate:
        return 0.5 * x * (1 + tf.math.tanh(_SQRT_2_OVER_PI * (x + 0.044715 * x**3)))
    return 0.5 * x * (1 + tf.math.erf(x * _SQRT_HALF))


def softmax(x, /, axis=-1):
    return tf.nn.softmax(x, axis)


def log_softmax(x, /, axis=-1):
    return tf.nn.log_softmax(x, axis)


def softplus(x, /, beta=1.0, threshold=20.0):
    # differs: tf.math.softplus has no beta and no threshold.
    scaled = x * beta
    return tf.where(scaled > threshold, x, tf.math.softplus(scaled) / beta)


def mish(x, /):
    return x * tf.math.tanh(tf.math.softplus(x))


def hardswish(x, /):
    return x * tf.nn.relu6(x + 3) / 6


def elu(x, /, alpha=1.0):
    # differs: tf.nn.elu has no alpha. expm1 of min(x, 0) keeps the untaken branch finite.
    return tf.where(x > 0, x, alpha * tf.math.expm1(tf.math.minimum(x, 0)))
