from ivy._common.shapes import half_shifts
from ivy.backends.mxnet._mx import mnp, native_array
from ivy.backends.mxnet.data_types import native_dtype
from ivy.backends.mxnet.device import native_device

_NO_COMPLEX = "mxnet has no complex dtype, and this transform's {} complex"
UNSUPPORTED = {
    "ifft": _NO_COMPLEX.format("result is"),
    "fftn": _NO_COMPLEX.format("result is"),
    "ifftn": _NO_COMPLEX.format("result is"),
    "rfft": _NO_COMPLEX.format("result is"),
    "rfftn": _NO_COMPLEX.format("result is"),
    "ihfft": _NO_COMPLEX.format("result is"),
    "irfft": _NO_COMPLEX.format("input (a half spectrum) is"),
    "irfftn": _NO_COMPLEX.format("input (a half spectrum) is"),
    "hfft": _NO_COMPLEX.format("input (a half spectrum) is"),
}


def _frequencies(indices, n, d, dtype, device):
    # As numpy computes them: integer indices times 1 / (n * d), in double precision.
    ctx = native_device(device)
    return (indices(ctx).astype("float64") * (1.0 / (n * d))).astype(native_dtype(dtype))


def fftfreq(n, /, d=1.0, dtype=None, device=None):
    def indices(ctx):
        positive = mnp.arange(0, (n - 1) // 2 + 1, dtype="int64", ctx=ctx)
        negative = mnp.arange(-(n // 2), 0, dtype="int64", ctx=ctx)
        return mnp.concatenate([positive, negative])

    return _frequencies(indices, n, d, dtype, device)


def rfftfreq(n, /, d=1.0, dtype=None, device=None):
    return _frequencies(
        lambda ctx: mnp.arange(0, n // 2 + 1, dtype="int64", ctx=ctx), n, d, dtype, device
    )


# differs: mxnet has no fftshift; both are rolls by half of each axis (rounded down or up).
def _roll_halves(x, axes, inverse):
    x = native_array(x)
    shifts, axes = half_shifts(x.shape, axes, inverse)
    return mnp.roll(x, tuple(shifts), axis=tuple(axes)) if axes else x


def fftshift(x, /, axes=None):
    return _roll_halves(x, axes, False)


def ifftshift(x, /, axes=None):
    return _roll_halves(x, axes, True)
