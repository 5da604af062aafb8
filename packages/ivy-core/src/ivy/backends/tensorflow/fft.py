import math

import tensorflow as tf

from ivy._common.shapes import half_shifts
from ivy.backends.tensorflow.data_types import native_dtype
from ivy.backends.tensorflow.device import on

_signal = tf.signal
_COMPLEX = {
    tf.float32: tf.complex64,
    tf.float64: tf.complex128,
    tf.complex64: tf.complex64,
    tf.complex128: tf.complex128,
}
_SWAPPED = {"backward": "forward", "ortho": "ortho", "forward": "backward"}

# differs (all transforms): tensorflow transforms only the innermost axes, of complex input only,
# with no length argument for the complex transforms and no norm argument. The axis is swapped
# innermost and back, real input cast, the length cropped or padded, and the result scaled.


def _complex(x):
    target = _COMPLEX[x.dtype]
    return x if x.dtype == target else tf.cast(x, target)


def _along(x, axis, transform):
    """``transform`` (of the innermost axis) applied along ``axis``."""
    ndim = x.shape.rank
    if not -ndim <= axis < ndim:
        raise IndexError(f"axis {axis} is out of range")  # the api names the argument
    axis %= ndim
    if axis == ndim - 1:
        return transform(x)
    perm = list(range(ndim))
    perm[axis], perm[-1] = perm[-1], perm[axis]  # a swap: its own inverse
    return tf.transpose(transform(tf.transpose(x, perm)), perm)


def _resized(x, n):
    """``x`` cropped or zero-padded to ``n`` along its innermost axis."""
    size = x.shape[-1]
    if n == size:
        return x
    if n < size:
        return x[..., :n]
    return tf.pad(x, [[0, 0]] * (x.shape.rank - 1) + [[0, n - size]])


def _scaled(y, n, norm, inverse):
    # tensorflow's transforms are unscaled forward and scaled by 1/n inverse: norm="backward".
    if norm == "backward":
        return y
    if norm == "ortho":
        factor = math.sqrt(n) if inverse else 1 / math.sqrt(n)
    elif norm == "forward":
        factor = n if inverse else 1 / n
    else:
        raise ValueError(f"unknown norm {norm!r}")
    return y * tf.constant(factor, y.dtype)  # not tf.cast: that goes through float32


def _complex_transform(x, n, axis, norm, inverse):
    transform = _signal.ifft if inverse else _signal.fft

    def innermost(v):
        length = v.shape[-1] if n is None else n
        return _scaled(transform(_resized(v, length)), length, norm, inverse)

    return _along(_complex(x), axis, innermost)


def _real_forward(x, n, axis, norm):
    def innermost(v):
        length = v.shape[-1] if n is None else n
        return _scaled(_signal.rfft(v, [length]), length, norm, False)

    return _along(x, axis, innermost)


def _real_inverse(x, n, axis, norm):
    def innermost(v):
        length = 2 * (v.shape[-1] - 1) if n is None else n
        return _scaled(_signal.irfft(v, [length]), length, norm, True)

    return _along(_complex(x), axis, innermost)


def ifft(x, /, n=None, axis=-1, norm="backward"):
    return _complex_transform(x, n, axis, norm, True)


def _each_axis(x, s, axes, norm, inverse):
    for i, axis in enumerate(axes):
        x = _complex_transform(x, None if s is None else s[i], axis, norm, inverse)
    return x


def fftn(x, /, s=None, axes=None, norm="backward"):
    return _each_axis(_complex(x), s, axes, norm, False)


def ifftn(x, /, s=None, axes=None, norm="backward"):
    return _each_axis(_complex(x), s, axes, norm, True)


def rfft(x, /, n=None, axis=-1, norm="backward"):
    return _real_forward(x, n, axis, norm)


def irfft(x, /, n=None, axis=-1, norm="backward"):
    return _real_inverse(x, n, axis, norm)


def rfftn(x, /, s=None, axes=None, norm="backward"):
    if not axes:
        return _complex(x)
    x = _real_forward(x, None if s is None else s[-1], axes[-1], norm)
    return _each_axis(x, None if s is None else s[:-1], axes[:-1], norm, False)


def irfftn(x, /, s=None, axes=None, norm="backward"):
    if not axes:
        return tf.math.real(_complex(x))
    x = _each_axis(_complex(x), None if s is None else s[:-1], axes[:-1], norm, True)
    return _real_inverse(x, None if s is None else s[-1], axes[-1], norm)


def hfft(x, /, n=None, axis=-1, norm="backward"):
    return _real_inverse(tf.math.conj(_complex(x)), n, axis, _SWAPPED.get(norm, norm))


def ihfft(x, /, n=None, axis=-1, norm="backward"):
    return tf.math.conj(_real_forward(x, n, axis, _SWAPPED.get(norm, norm)))


def _frequencies(indices, n, d, dtype, device):
    with on(device):
        # As numpy computes them: integer indices times 1 / (n * d), in double precision.
        return tf.cast(tf.cast(indices(), tf.float64) * (1.0 / (n * d)), native_dtype(dtype))


def fftfreq(n, /, d=1.0, dtype=None, device=None):
    def indices():
        return tf.concat([tf.range((n - 1) // 2 + 1), tf.range(-(n // 2), 0)], 0)

    return _frequencies(indices, n, d, dtype, device)


def rfftfreq(n, /, d=1.0, dtype=None, device=None):
    return _frequencies(lambda: tf.range(n // 2 + 1), n, d, dtype, device)


# differs: tf.signal.fftshift fails on an int axis and on 1-d input; both are rolls by half of
# each axis (rounded down or up).
def _roll_halves(x, axes, inverse):
    shifts, axes = half_shifts(tuple(x.shape), axes, inverse)
    return tf.roll(x, shifts, axes) if axes else x


def fftshift(x, /, axes=None):
    return _roll_halves(x, axes, False)


def ifftshift(x, /, axes=None):
    return _roll_halves(x, axes, True)
