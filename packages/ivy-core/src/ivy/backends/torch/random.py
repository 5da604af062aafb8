import torch

from ivy.backends.torch.data_types import native_dtype
from ivy.backends.torch.device import native_device

_Tensor = torch.Tensor
_dropout = torch.nn.functional.dropout

# ivy's random state for torch is torch's own default generators (torch.manual_seed); a seed=
# draw uses a fresh torch.Generator and leaves them alone.


def seed(seed_value=0, /):
    torch.manual_seed(seed_value)


def _generator(seed, device):
    if seed is None:
        return None
    device = torch.get_default_device() if device is None else device
    return torch.Generator(device=device).manual_seed(int(seed))


def _device(device, *parameters):
    """The draw's device: ``device``, else that of a tensor parameter, else torch's default."""
    if device is not None:
        return native_device(device)
    for p in parameters:
        if isinstance(p, _Tensor):
            return p.device
    return None


def random_uniform(low=0.0, high=1.0, shape=None, dtype=None, device=None, seed=None):
    device, dtype = _device(device, low, high), native_dtype(dtype)
    u = torch.rand(shape, generator=_generator(seed, device), dtype=dtype, device=device)
    return (low + (high - low) * u).to(dtype)


def random_normal(mean=0.0, std=1.0, shape=None, dtype=None, device=None, seed=None):
    device, dtype = _device(device, mean, std), native_dtype(dtype)
    z = torch.randn(shape, generator=_generator(seed, device), dtype=dtype, device=device)
    return (mean + std * z).to(dtype)


def randint(low, high, /, shape=None, dtype=None, device=None, seed=None):
    device = _device(device)
    return torch.randint(
        low,
        high,
        shape,
        generator=_generator(seed, device),
        dtype=native_dtype(dtype),
        device=device,
    )


def shuffle(x, /, axis=0, seed=None):
    order = torch.randperm(x.shape[axis], generator=_generator(seed, x.device), device=x.device)
    return x.index_select(axis, order)


def multinomial(probs, num_samples, /, replace=True, seed=None):
    # differs: torch.multinomial takes one or two dimensions; the batch is flattened and restored.
    *batch, k = probs.shape
    samples = torch.multinomial(
        probs.reshape(-1, k), num_samples, replace, generator=_generator(seed, probs.device)
    )
    return samples.reshape(*batch, num_samples)


def bernoulli(probs, /, shape=None, dtype=None, seed=None):
    device = _device(None, probs)
    u = torch.rand(shape, generator=_generator(seed, device), device=device)
    return (u < probs).to(native_dtype(dtype))


def dropout(x, prob, /, scale=True, training=True, seed=None, noise_shape=None):
    if not training or prob == 0:
        return x
    if seed is None and noise_shape is None and scale:
        return _dropout(x, prob)  # torch's fused kernel
    shape = x.shape if noise_shape is None else noise_shape
    keep = torch.rand(shape, generator=_generator(seed, x.device), device=x.device) >= prob
    kept = x * (1 / (1 - prob)) if scale and prob < 1 else x
    return torch.where(keep, kept, 0)
