import contextlib
import threading

from ivy.backends.mxnet import _mx
from ivy.backends.mxnet._mx import mnp, mx, native_array
from ivy.backends.mxnet.data_types import native_dtype
from ivy.backends.mxnet.device import native_device

_random = mnp.random
_ndarray = mnp.ndarray
_GENERATED = ("float16", "float32", "float64")  # what mxnet's float draws make (others are cast)

# ivy's random state for mxnet is mxnet's global generators (mx.random.seed).


def seed(seed_value=0, /):
    mx.random.seed(seed_value)


# mxnet's generators are global: every draw holds this lock, so that a seed= draw (seed, draw,
# re-seed) and a draw from another thread never interleave.
_DRAW_LOCK = threading.RLock()


@contextlib.contextmanager
def _seeded(seed):
    # differs: mxnet has only global generators, and no way to read their state. A seed= draw
    # first draws a fresh seed from them, seeds them with seed, draws, and then re-seeds them with
    # the fresh seed: the user's stream stays reproducible from ivy.seed (it goes on differently
    # than had the draw not happened).
    with _DRAW_LOCK:
        if seed is None:
            yield
            return
        resume = int(_random.randint(0, 2**31 - 1, size=()).item())
        mx.random.seed(int(seed) % 2**31)  # mxnet's seeds are 32-bit
        try:
            yield
        finally:
            mx.random.seed(resume)


def _context(device, *parameters):
    if device is not None:
        return native_device(device)
    for p in parameters:
        if isinstance(p, _ndarray):
            return p.ctx
    return native_device(None)


def _uniform(shape, ctx, dtype="float32"):
    drawn = dtype if dtype in _GENERATED else "float32"
    return _random.uniform(0.0, 1.0, size=shape, dtype=drawn, ctx=ctx).astype(dtype, copy=False)


def random_uniform(low=0.0, high=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype, ctx = native_dtype(dtype), _context(device, low, high)
    with _seeded(seed):
        u = _uniform(shape, ctx, dtype)
    return (low + (high - low) * u).astype(dtype, copy=False)


def random_normal(mean=0.0, std=1.0, shape=None, dtype=None, device=None, seed=None):
    dtype, ctx = native_dtype(dtype), _context(device, mean, std)
    drawn = dtype if dtype in _GENERATED else "float32"
    with _seeded(seed):
        z = _random.normal(0.0, 1.0, size=shape, dtype=drawn, ctx=ctx)
    return (mean + std * z).astype(dtype, copy=False)


def randint(low, high, /, shape=None, dtype=None, device=None, seed=None):
    with _seeded(seed):
        drawn = _random.randint(low, high, size=shape, dtype="int64", ctx=_context(device))
    return drawn.astype(native_dtype(dtype), copy=False)


def shuffle(x, /, axis=0, seed=None):
    # differs: mxnet shuffles in place along the first axis only: argsort of uniform draws is a
    # random order of any axis.
    x = native_array(x)
    with _seeded(seed):
        keys = _uniform((x.shape[axis],), x.ctx, "float64")
    return mnp.take(x, mnp.argsort(keys), axis=axis)


def multinomial(probs, num_samples, /, replace=True, seed=None):
    # differs: mxnet's multinomial counts outcomes. Gumbel-max instead: the argmax of log(p) plus
    # Gumbel noise is a sample of p; the top k of one draw of keys is a sample without replacement.
    probs = native_array(probs)
    *batch, k = probs.shape
    logits = mnp.log(probs)
    shape = (*batch, num_samples, k) if replace else probs.shape
    with _seeded(seed):
        noise = _random.gumbel(0.0, 1.0, size=shape, ctx=probs.ctx).astype(logits.dtype)
    if replace:
        return mnp.argmax(mnp.expand_dims(logits, -2) + noise, axis=-1).astype("int64")
    return mnp.argsort(-(logits + noise), axis=-1)[..., :num_samples].astype("int64")


def bernoulli(probs, /, shape=None, dtype=None, seed=None):
    floating = isinstance(probs, _ndarray) and probs.dtype.kind == "f"
    with _seeded(seed):
        u = _uniform(shape, _context(None, probs), probs.dtype if floating else "float64")
    return (u < probs).astype(native_dtype(dtype))


def dropout(x, prob, /, scale=True, training=True, seed=None, noise_shape=None):
    if not training or prob == 0:
        return x
    x = native_array(x)
    with _seeded(seed):
        u = _uniform(x.shape if noise_shape is None else noise_shape, x.ctx)
    kept = x * (1 / (1 - prob)) if scale and prob < 1 else x
    keep = mnp.broadcast_to(u >= prob, x.shape)
    return _mx.where(keep, kept, mnp.zeros_like(kept))
