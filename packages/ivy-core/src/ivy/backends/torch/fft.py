import torch

from ivy.backends.torch.data_types import native_dtype
from ivy.backends.torch.device import native_device

_fft = torch.fft

# differs (all transforms): torch calls the axis argument dim.


def ifft(x, /, n=None, axis=-1, norm="backward"):
    return _fft.ifft(x, n, axis, norm)


def fftn(x, /, s=None, axes=None, norm="backward"):
    return _fft.fftn(x, s, axes, norm)


def ifftn(x, /, s=None, axes=None, norm="backward"):
    return _fft.ifftn(x, s, axes, norm)


def rfft(x, /, n=None, axis=-1, norm="backward"):
    return _fft.rfft(x, n, axis, norm)


def irfft(x, /, n=None, axis=-1, norm="backward"):
    return _fft.irfft(x, n, axis, norm)


def rfftn(x, /, s=None, axes=None, norm="backward"):
    return _fft.rfftn(x, s, axes, norm)


def irfftn(x, /, s=None, axes=None, norm="backward"):
    return _fft.irfftn(x, s, axes, norm)


def hfft(x, /, n=None, axis=-1, norm="backward"):
    return _fft.hfft(x, n, axis, norm)


def ihfft(x, /, n=None, axis=-1, norm="backward"):
    return _fft.ihfft(x, n, axis, norm)


def fftfreq(n, /, d=1.0, dtype=None, device=None):
    device = None if device is None else native_device(device)
    return _fft.fftfreq(n, d, dtype=native_dtype(dtype), device=device)


def rfftfreq(n, /, d=1.0, dtype=None, device=None):
    device = None if device is None else native_device(device)
    return _fft.rfftfreq(n, d, dtype=native_dtype(dtype), device=device)


def fftshift(x, /, axes=None):
    return _fft.fftshift(x, axes)


def ifftshift(x, /, axes=None):
    return _fft.ifftshift(x, axes)
