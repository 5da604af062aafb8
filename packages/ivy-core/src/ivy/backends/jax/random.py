import contextlib
import secrets
import threading

import jax
import jax.numpy as jnp

from ivy.backends.jax.data_types import default_dtypes, native_dtype
from ivy.backends.jax.device import native_device

_random = jax.random

# differs: jax has no global random state. ivy keeps one PRNG key per process, made on first use
# (from the OS's entropy) or by seed(), and splits it on every unseeded draw. The lock makes the
# split-and-store atomic, so threads never draw with one key twice. The split runs eagerly even
# while tracing (jax.jit): the key a trace takes is then a constant of the compiled function.
_lock = threading.Lock()
_state = [None]


def seed(seed_value=0, /):
    with _lock:
        _state[0] = _random.PRNGKey(seed_value)


def _key(seed):
    if seed is not None:
        return _random.PRNGKey(seed)
    with _lock, jax.ensure_compile_time_eval():
        if _state[0] is None:
            _state[0] = _random.PRNGKey(secrets.randbits(63))
        _state[0], key = _random.split(_state[0])
    return key


def _on(device):
    return contextlib.nullcontext() if device is None else jax.default_device(native_device(device))


def random_uniform(low=0.0, high=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    with _on(device):
        u = _random.uniform(_key(seed), shape, dtype)
        return (low + (high - low) * u).astype(dtype)


def random_normal(mean=0.0, std=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    with _on(device):
        return (mean + std * _random.normal(_key(seed), shape, dtype)).astype(dtype)


def randint(low, high, /, shape=None, dtype=None, device=None, seed=None):
    with _on(device):
        return _random.randint(_key(seed), shape, low, high, native_dtype(dtype))


def shuffle(x, /, axis=0, seed=None):
    return _random.permutation(_key(seed), x, axis=axis, independent=False)


def multinomial(probs, num_samples, /, replace=True, seed=None):
    index_dtype = native_dtype(default_dtypes()["indexing"])
    logits = jnp.log(probs)
    if replace:
        *batch, _ = probs.shape
        samples = _random.categorical(_key(seed), logits, shape=(num_samples, *batch))
        return jnp.moveaxis(samples, 0, -1).astype(index_dtype)
    # Gumbel top-k: the k largest of log(p) + Gumbel noise are a sample without replacement.
    keys = logits + _random.gumbel(_key(seed), probs.shape, logits.dtype)
    return jax.lax.top_k(keys, num_samples)[1].astype(index_dtype)


def bernoulli(probs, /, shape=None, dtype=None, seed=None):
    return _random.bernoulli(_key(seed), probs, shape).astype(native_dtype(dtype))


def dropout(x, prob, /, scale=True, training=True, seed=None, noise_shape=None):
    if not training or prob == 0:
        return x
    shape = x.shape if noise_shape is None else noise_shape
    keep = _random.bernoulli(_key(seed), 1 - prob, shape)
    kept = x * (1 / (1 - prob)) if scale and prob < 1 else x
    return jnp.where(keep, kept, 0).astype(x.dtype)
