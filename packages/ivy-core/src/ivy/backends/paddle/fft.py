import paddle

from ivy._common.shapes import half_shifts
from ivy.backends.paddle.data_types import native_dtype
from ivy.backends.paddle.device import native_device

_fft = paddle.fft

ifft = _fft.ifft
fftn = _fft.fftn
ifftn = _fft.ifftn
rfft = _fft.rfft
irfft = _fft.irfft
rfftn = _fft.rfftn
irfftn = _fft.irfftn
hfft = _fft.hfft
ihfft = _fft.ihfft


def _place(device):
    return None if device is None else native_device(device)


def fftfreq(n, /, d=1.0, dtype=None, device=None):
    return _fft.fftfreq(n, d, dtype=native_dtype(dtype), device=_place(device))


def rfftfreq(n, /, d=1.0, dtype=None, device=None):
    return _fft.rfftfreq(n, d, dtype=native_dtype(dtype), device=_place(device))


# differs: paddle.fft.fftshift fails on an int axis and on 1-d input; both are rolls by half of
# each axis (rounded down or up).
def _roll_halves(x, axes, inverse):
    shifts, axes = half_shifts(x.shape, axes, inverse)
    return paddle.roll(x, shifts, axes) if axes else x


def fftshift(x, /, axes=None):
    return _roll_halves(x, axes, False)


def ifftshift(x, /, axes=None):
    return _roll_halves(x, axes, True)
