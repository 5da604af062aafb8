import tensorflow as tf

from ivy.backends.tensorflow.data_types import native_dtype
from ivy.backends.tensorflow.device import on

# ivy's random state for tensorflow: a tf.random.Generator of its own, made on first use (or by
# seed()); a seed= draw uses the stateless ops and leaves it alone.
_state = [None]
_INTEGERS = (tf.int32, tf.int64)  # what the generators make directly (others are cast)


def _generator():
    if _state[0] is None:
        _state[0] = tf.random.Generator.from_non_deterministic_state()
    return _state[0]


def seed(seed_value=0, /):
    _state[0] = tf.random.Generator.from_seed(seed_value)


def _uniform(shape, seed, dtype=tf.float32, minval=0, maxval=None):
    if seed is None:
        return _generator().uniform(shape, minval, maxval, dtype)
    return tf.random.stateless_uniform(shape, (seed, 0), minval, maxval, dtype)


def random_uniform(low=0.0, high=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    with on(device):
        return _uniform(shape, seed, dtype, tf.cast(low, dtype), tf.cast(high, dtype))


def random_normal(mean=0.0, std=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    mean, std = tf.cast(mean, dtype), tf.cast(std, dtype)
    with on(device):
        if seed is None:
            return _generator().normal(shape, mean, std, dtype)
        return tf.random.stateless_normal(shape, (seed, 0), mean, std, dtype)


def randint(low, high, /, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    drawn = dtype if dtype in _INTEGERS else tf.int64
    with on(device):
        return tf.cast(_uniform(shape, seed, drawn, low, high), dtype)


def _random_order(n, seed):
    # differs: tensorflow shuffles only the first axis, and not with a Generator: argsort of
    # full-range random integers is a uniform permutation (ties are vanishingly rare).
    keys = _uniform([n], seed, tf.int64, None, None)
    return tf.argsort(keys, stable=True)


def shuffle(x, /, axis=0, seed=None):
    return tf.gather(x, _random_order(x.shape[axis], seed), axis=axis)


def multinomial(probs, num_samples, /, replace=True, seed=None):
    *batch, k = probs.shape
    if replace:
        # Inverse CDF: where uniform draws fall in each row's cumulative distribution.
        cdf = tf.math.cumsum(probs, axis=-1)
        cdf = cdf / cdf[..., -1:]
        u = _uniform((*batch, num_samples), seed, probs.dtype)
        samples = tf.searchsorted(cdf, u, side="right", out_type=tf.int64)
        return tf.minimum(samples, k - 1)  # u within rounding of 1
    # Gumbel top-k: the k largest of log(p) + Gumbel noise are a sample without replacement.
    u = _uniform(probs.shape, seed, probs.dtype)
    keys = tf.math.log(probs) - tf.math.log(-tf.math.log(u))
    return tf.cast(tf.math.top_k(keys, num_samples, sorted=True).indices, tf.int64)


def bernoulli(probs, /, shape=None, dtype=None, seed=None):
    floating = probs.dtype if isinstance(probs, tf.Tensor) and probs.dtype.is_floating else None
    u = _uniform(shape, seed, floating or tf.float32)
    return tf.cast(u < (probs if floating else tf.cast(probs, u.dtype)), native_dtype(dtype))


def dropout(x, prob, /, scale=True, training=True, seed=None, noise_shape=None):
    if not training or prob == 0:
        return x
    keep = _uniform(x.shape if noise_shape is None else noise_shape, seed) >= prob
    kept = x * tf.cast(1 / (1 - prob), x.dtype) if scale and prob < 1 else x
    return tf.where(keep, kept, tf.zeros((), x.dtype))
