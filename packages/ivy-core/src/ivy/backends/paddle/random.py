import contextlib
import threading

import paddle

from ivy.backends.paddle.data_types import native_dtype
from ivy.backends.paddle.device import native_device, to_device

_Tensor = paddle.Tensor
_GENERATED = (paddle.float32, paddle.float64)  # what paddle's float draws make (others are cast)
_INTEGERS = (paddle.int32, paddle.int64)

# ivy's random state for paddle is paddle's global generators (paddle.seed).


def seed(seed_value=0, /):
    paddle.seed(seed_value)


def _generator_devices():
    return ("cpu", "gpu") if paddle.device.cuda.device_count() else ("cpu",)


# paddle's generators are global: a seed= draw (seed, draw, restore) and any draw from another
# thread in between would interleave. Every draw holds this lock (uncontended, well under a
# microsecond), so seed= draws repeat exactly under threads.
_DRAW_LOCK = threading.RLock()


@contextlib.contextmanager
def _seeded(seed):
    # differs: paddle has only global generators. A seed= draw saves their states, seeds them,
    # draws, and restores the states, so the user's stream goes on as if the draw had not
    # happened.
    with _DRAW_LOCK:
        if seed is None:
            yield
            return
        saved = [(device, paddle.get_rng_state(device)) for device in _generator_devices()]
        paddle.seed(int(seed))
        try:
            yield
        finally:
            for device, state in saved:
                paddle.set_rng_state(state, device)


def _placed(x, device):
    return x if device is None else to_device(x, native_device(device))


def _cast(p, dtype):
    return paddle.cast(p, dtype) if isinstance(p, _Tensor) and p.dtype != dtype else p


def _uniform(shape, dtype=paddle.float32):
    drawn = dtype if dtype in _GENERATED else paddle.float32
    return paddle.cast(paddle.uniform(list(shape), drawn, 0.0, 1.0), dtype)


def random_uniform(low=0.0, high=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    low, high = _cast(low, dtype), _cast(high, dtype)
    with _seeded(seed):
        return _placed(low + (high - low) * _uniform(shape, dtype), device)


def random_normal(mean=0.0, std=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    drawn = dtype if dtype in _GENERATED else paddle.float32
    mean, std = _cast(mean, dtype), _cast(std, dtype)
    with _seeded(seed):
        z = paddle.cast(paddle.randn(list(shape), drawn), dtype)
        return _placed(mean + std * z, device)


def randint(low, high, /, shape=None, dtype=None, device=None, seed=None):
    dtype = native_dtype(dtype)
    drawn = dtype if dtype in _INTEGERS else paddle.int64
    with _seeded(seed):
        return _placed(paddle.cast(paddle.randint(low, high, list(shape), drawn), dtype), device)


def shuffle(x, /, axis=0, seed=None):
    with _seeded(seed):
        order = paddle.randperm(x.shape[axis])
    return paddle.index_select(x, to_device(order, x.place), axis)


def multinomial(probs, num_samples, /, replace=True, seed=None):
    # differs: paddle.multinomial takes one or two dimensions; the batch is flattened and restored.
    *batch, k = probs.shape
    with _seeded(seed):
        samples = paddle.multinomial(probs.reshape([-1, k]), num_samples, replace)
    return samples.reshape([*batch, num_samples])


def bernoulli(probs, /, shape=None, dtype=None, seed=None):
    floating = isinstance(probs, _Tensor) and probs.dtype in _GENERATED
    with _seeded(seed):
        u = _uniform(shape, probs.dtype if floating else paddle.float32)
    if isinstance(probs, _Tensor):
        u = to_device(u, probs.place)
    return paddle.cast(u < probs, native_dtype(dtype))


def dropout(x, prob, /, scale=True, training=True, seed=None, noise_shape=None):
    if not training or prob == 0:
        return x
    if seed is None and noise_shape is None and scale:
        with _DRAW_LOCK:
            return paddle.nn.functional.dropout(x, prob)  # paddle's fused kernel
    with _seeded(seed):
        u = _uniform(x.shape if noise_shape is None else noise_shape)
    keep = to_device(u, x.place) >= prob
    kept = x * (1 / (1 - prob)) if scale and prob < 1 else x
    return paddle.where(keep, kept, paddle.zeros([], x.dtype))
