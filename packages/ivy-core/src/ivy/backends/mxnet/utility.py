import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array
from ivy.backends.mxnet.statistical import native_sum

_BOOL, _INT64 = onp.dtype("bool"), onp.dtype("int64")

# differs: mx.np.all/any fail on zero-size arrays (asynchronously): count the true elements with
# the empty-safe sum instead.


def counted_truths(x, axis, keepdims, *, false=False):
    """The number of true (non-zero) elements, or with ``false`` of false ones, along ``axis``."""
    x = native_array(x)
    truth = (x == 0) if false else (x != 0)
    return native_sum(truth.astype(_INT64), axis, keepdims=keepdims)


def all(x, /, axis=None, keepdims=False):
    return counted_truths(x, axis, keepdims, false=True) == 0


def any(x, /, axis=None, keepdims=False):
    return counted_truths(x, axis, keepdims) > 0


def diff(x, /, axis=-1, n=1, prepend=None, append=None):
    # differs: mx.np.diff has no prepend or append.
    x = native_array(x)
    if prepend is not None or append is not None:
        parts = [native_array(p) for p in (prepend, x, append) if p is not None]
        x = mnp.concatenate(parts, axis=axis)
    if n == 0:
        return x.copy()
    before = (slice(None),) * axis
    for _ in range(n):  # (mx.np.diff fails on zero-size arrays)
        x = x[(*before, slice(1, None))] - x[(*before, slice(None, -1))]
    return x
