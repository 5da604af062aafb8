import jax.numpy as jnp

from ivy.backends.jax.data_types import native_dtype
from ivy.backends.jax.device import native_device

_fft = jnp.fft

ifft = _fft.ifft
fftn = _fft.fftn
ifftn = _fft.ifftn
rfft = _fft.rfft
irfft = _fft.irfft
rfftn = _fft.rfftn
irfftn = _fft.irfftn
hfft = _fft.hfft
ihfft = _fft.ihfft
fftshift = _fft.fftshift
ifftshift = _fft.ifftshift


def _place(device):
    return None if device is None else native_device(device)


def fftfreq(n, /, d=1.0, dtype=None, device=None):
    return _fft.fftfreq(n, d, dtype=native_dtype(dtype), device=_place(device))


def rfftfreq(n, /, d=1.0, dtype=None, device=None):
    return _fft.rfftfreq(n, d, dtype=native_dtype(dtype), device=_place(device))
