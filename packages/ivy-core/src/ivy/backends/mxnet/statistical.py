import numpy as onp

from ivy.backends.mxnet._mx import mnp, native_array
from ivy.backends.mxnet.data_types import native_dtype

_INTEGRAL = frozenset(onp.dtype(n) for n in ("bool", "int8", "int32", "int64", "uint8"))
_FLOATS = frozenset(onp.dtype(n) for n in ("float16", "float32", "float64"))
_INT64, _UINT8, _FLOAT32 = onp.dtype("int64"), onp.dtype("uint8"), onp.dtype("float32")

# differs, for all reductions: mxnet 1.9 fails (asynchronously, at the next read) to reduce a
# zero-size array to a zero-size result, and gives 0 for the product and the mean of nothing.
# Arrays without elements are answered from their shape alone (there are no values to reduce).


def _accumulator(x, dtype):
    # differs: mx.np sums ints in their own dtype; the standard accumulates in the default integer
    # dtype, int64 (uint64 for unsigned input, but mxnet has no uint64: int64 too).
    if dtype is None:
        return _INT64 if x.dtype in _INTEGRAL else None
    return native_dtype(dtype)


def _accumulate(native, x, axis, dtype, keepdims):
    """``native`` (mx.np.sum or prod) accumulating in ``dtype`` (None: x's own)."""
    if dtype is None or dtype == x.dtype:
        return native(x, axis=axis, keepdims=keepdims)
    # differs: mx.np.sum/prod's dtype is the result's, not the accumulator's (int8 products with
    # dtype=int64 wrap at 32 bits), and uint8 is refused: x is cast first (uint8 sums in int64,
    # which wraps to the same uint8 values).
    if dtype is _UINT8:
        return native(x.astype(_INT64), axis=axis, keepdims=keepdims).astype(_UINT8)
    return native(x.astype(dtype), axis=axis, keepdims=keepdims)


def _axes(ndim, axis):
    """The set of non-negative axes that ``axis`` reduces."""
    axes = range(ndim) if axis is None else axis if isinstance(axis, (tuple, list)) else (axis,)
    reduced = set()
    for a in axes:
        if not -ndim <= a < ndim:
            raise ValueError(f"axis {a} is out of range for {ndim} dimensions")
        reduced.add(a % ndim)
    return reduced


def _reduced_shape(shape, axis, keepdims):
    reduced = _axes(len(shape), axis)
    if keepdims:
        return tuple(1 if i in reduced else d for i, d in enumerate(shape))
    return tuple(d for i, d in enumerate(shape) if i not in reduced)


def _of_nothing(x, axis, keepdims, value, dtype):
    """The reduction of the zero-size ``x``: ``value`` everywhere in the reduced shape."""
    return mnp.full(_reduced_shape(x.shape, axis, keepdims), value, dtype=dtype, ctx=x.ctx)


def sum(x, /, axis=None, dtype=None, keepdims=False):
    x = native_array(x)
    return native_sum(x, axis, _accumulator(x, dtype), keepdims)


def native_sum(x, axis=None, dtype=None, keepdims=False):
    """mx.np.sum (``dtype`` None: x's own, as mxnet does), safe for zero-size ``x``."""
    if x.size:
        return _accumulate(mnp.sum, x, axis, dtype, keepdims)
    return _of_nothing(x, axis, keepdims, 0, dtype or x.dtype)


def prod(x, /, axis=None, dtype=None, keepdims=False):
    x = native_array(x)
    dtype = _accumulator(x, dtype)
    if x.size:
        return _accumulate(mnp.prod, x, axis, dtype, keepdims)
    return _of_nothing(x, axis, keepdims, 1, dtype or x.dtype)


def mean(x, /, axis=None, keepdims=False):
    x = native_array(x)
    if x.size:
        return mnp.mean(x, axis=axis, keepdims=keepdims)
    return _of_nothing(x, axis, keepdims, onp.nan, _float(x))


def _float(x):
    dtype = x.dtype
    return dtype if dtype in _FLOATS else _FLOAT32


def min(x, /, axis=None, keepdims=False):
    x = native_array(x)
    if not x.size:
        _check_extremum(x, axis)
    return mnp.min(x, axis=axis, keepdims=keepdims)


def max(x, /, axis=None, keepdims=False):
    x = native_array(x)
    if not x.size:
        _check_extremum(x, axis)
    return mnp.max(x, axis=axis, keepdims=keepdims)


def _check_extremum(x, axis):
    # differs: mx.np.min/max of no elements along a negative axis returns garbage for ints.
    if _count(x.shape, axis) == 0:
        raise ValueError("min/max: x has no elements along the axes reduced")


def var(x, /, axis=None, correction=0.0, keepdims=False):
    x = native_array(x)
    if not x.size:
        return _of_nothing(x, axis, keepdims, onp.nan, _float(x))
    # differs: mx.np.var/std have no gradient (they silently give zeros) and take integer ddof
    # only, so the variance is computed from mean and sum.
    centered = x - mnp.mean(x, axis=axis, keepdims=True)
    squares = mnp.sum(centered * centered, axis=axis, keepdims=keepdims)
    count = _count(x.shape, axis) - correction
    return squares / (count if count > 0 else 0.0)


def std(x, /, axis=None, correction=0.0, keepdims=False):
    return mnp.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))


def _count(shape, axis):
    """The number of elements that a reduction over ``axis`` combines."""
    count = 1
    for a in _axes(len(shape), axis):
        count *= shape[a]
    return count


def _cumprod(x, axis):
    # differs: mx.np has no cumprod: a log-step scan (Hillis-Steele), exact for integers.
    size = x.shape[axis]
    before = (slice(None),) * axis
    result, shift = x, 1
    while shift < size:
        shape = list(x.shape)
        shape[axis] = shift
        ones = mnp.ones(tuple(shape), dtype=x.dtype, ctx=x.ctx)
        shifted = mnp.concatenate([ones, result[(*before, slice(0, size - shift))]], axis=axis)
        result, shift = result * shifted, shift * 2
    return result


def _scan(native, identity, x, axis, exclusive, reverse, dtype, include_initial):
    """A cumulative sum or product (``native``: mx.np.cumsum or _cumprod) along ``axis``.

    ``exclusive`` shifts the results one place, starting from ``identity``; ``include_initial``
    puts ``identity`` before them, one longer along ``axis``.
    """
    x = native_array(x)
    dtype = _accumulator(x, dtype)
    if dtype is not None and dtype != x.dtype:
        # accumulate in dtype (mxnet's cumsum refuses dtype=uint8, and flip refuses bool)
        x = x.astype(dtype)
    if reverse:
        x = mnp.flip(x, axis)
    result = native(x, axis=axis)
    size = result.shape[axis]
    if include_initial or (exclusive and size):
        # differs: mx.np has no exclusive or initial scans: shift by one, from the identity.
        shape = list(result.shape)
        shape[axis] = 1
        first = mnp.full(tuple(shape), identity, dtype=result.dtype, ctx=result.ctx)
        if exclusive:
            result = result[(slice(None),) * axis + (slice(0, size - 1),)]
        result = mnp.concatenate([first, result], axis=axis)
    return mnp.flip(result, axis) if reverse else result


def cumsum(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(mnp.cumsum, 0, x, axis, exclusive, reverse, dtype, False)


def cumprod(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(_cumprod, 1, x, axis, exclusive, reverse, dtype, False)


def cumulative_sum(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(mnp.cumsum, 0, x, axis, False, False, dtype, include_initial)


def cumulative_prod(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(_cumprod, 1, x, axis, False, False, dtype, include_initial)
