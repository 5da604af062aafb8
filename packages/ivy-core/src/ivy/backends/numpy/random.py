import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.backends.numpy.data_types import native_dtype
from ivy.backends.numpy.device import native_device

# ivy's random state for numpy: a Generator of its own (numpy's global np.random is left alone).
_state = [np.random.default_rng()]
_GENERATED = {np.dtype("float32"): np.float32}  # what Generator.random makes, besides float64


def _rng(seed):
    if seed is None:
        return _state[0]
    # A 0-d integer array (an array seed on every backend) is one integer to SeedSequence.
    return np.random.default_rng(int(seed) if np.ndim(seed) == 0 else seed)


def seed(seed_value=0, /):
    _state[0] = np.random.default_rng(seed_value)


def _floats(rng, shape, dtype):
    # differs: Generator.random makes float32 and float64 only; other dtypes are cast from float64.
    return rng.random(shape, dtype=_GENERATED.get(dtype, np.float64))


def random_uniform(low=0.0, high=1.0, shape=None, dtype=None, device=None, seed=None):
    native_device(device)
    dtype = native_dtype(dtype)
    u = _floats(_rng(seed), shape, dtype)
    return np.asarray(low + (high - low) * u).astype(dtype, copy=False)


def random_normal(mean=0.0, std=1.0, shape=None, dtype=None, device=None, seed=None):
    native_device(device)
    dtype = native_dtype(dtype)
    z = _rng(seed).standard_normal(shape, dtype=_GENERATED.get(dtype, np.float64))
    return np.asarray(mean + std * z).astype(dtype, copy=False)


def randint(low, high, /, shape=None, dtype=None, device=None, seed=None):
    native_device(device)
    return np.asarray(_rng(seed).integers(low, high, size=shape, dtype=native_dtype(dtype)))


def shuffle(x, /, axis=0, seed=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _rng(seed).permutation(x, axis=axis)


def _gumbel_keys(rng, probs, shape):
    with np.errstate(divide="ignore"):
        logits = np.log(probs)
    return logits + rng.gumbel(size=shape).astype(logits.dtype, copy=False)


def multinomial(probs, num_samples, /, replace=True, seed=None):
    if type(probs) is not ndarray:
        probs = numpy_array(probs)
    # Gumbel-max: the argmax of log(p) + Gumbel noise is a sample of p; the top k of one draw of
    # keys is a sample of k without replacement. Works for any batch shape at once.
    rng = _rng(seed)
    if replace:
        *batch, k = probs.shape
        keys = _gumbel_keys(rng, probs[..., None, :], (*batch, num_samples, k))
        return np.argmax(keys, axis=-1).astype(np.int64)
    keys = _gumbel_keys(rng, probs, probs.shape)
    return np.argsort(-keys, axis=-1, kind="stable")[..., :num_samples].astype(np.int64)


def bernoulli(probs, /, shape=None, dtype=None, seed=None):
    return (_rng(seed).random(shape) < probs).astype(native_dtype(dtype))


def dropout(x, prob, /, scale=True, training=True, seed=None, noise_shape=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    if not training or prob == 0:
        return x
    keep = _rng(seed).random(x.shape if noise_shape is None else noise_shape) >= prob
    kept = x * (1 / (1 - prob)) if scale and prob < 1 else x
    return np.where(keep, kept, 0).astype(x.dtype, copy=False)
