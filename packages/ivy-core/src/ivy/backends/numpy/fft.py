import numpy as np

from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.backends.numpy.data_types import native_dtype
from ivy.backends.numpy.device import native_device

_fft = np.fft
_SINGLE = {np.dtype("float32"): np.complex64, np.dtype("complex64"): np.complex64}
_SINGLE_REAL = {np.dtype("float32"): np.float32, np.dtype("complex64"): np.float32}


# differs: numpy < 2 computes every transform in double precision; single precision input keeps
# its precision in ivy.
def _complex_result(x, result):
    single = _SINGLE.get(x.dtype)
    return result if single is None else result.astype(single, copy=False)


def _real_result(x, result):
    single = _SINGLE_REAL.get(x.dtype)
    return result if single is None else result.astype(single, copy=False)


def ifft(x, /, n=None, axis=-1, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _complex_result(x, _fft.ifft(x, n, axis, norm))


def fftn(x, /, s=None, axes=None, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _complex_result(x, _fft.fftn(x, s, axes, norm))


def ifftn(x, /, s=None, axes=None, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _complex_result(x, _fft.ifftn(x, s, axes, norm))


def rfft(x, /, n=None, axis=-1, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _complex_result(x, _fft.rfft(x, n, axis, norm))


def irfft(x, /, n=None, axis=-1, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _real_result(x, _fft.irfft(x, n, axis, norm))


def rfftn(x, /, s=None, axes=None, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _complex_result(x, _fft.rfftn(x, s, axes, norm))


def irfftn(x, /, s=None, axes=None, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _real_result(x, _fft.irfftn(x, s, axes, norm))


def hfft(x, /, n=None, axis=-1, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _real_result(x, _fft.hfft(x, n, axis, norm))


def ihfft(x, /, n=None, axis=-1, norm="backward"):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _complex_result(x, _fft.ihfft(x, n, axis, norm))


def fftfreq(n, /, d=1.0, dtype=None, device=None):
    native_device(device)
    return _fft.fftfreq(n, d).astype(native_dtype(dtype), copy=False)


def rfftfreq(n, /, d=1.0, dtype=None, device=None):
    native_device(device)
    return _fft.rfftfreq(n, d).astype(native_dtype(dtype), copy=False)


def fftshift(x, /, axes=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _fft.fftshift(x, axes)


def ifftshift(x, /, axes=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    return _fft.ifftshift(x, axes)
