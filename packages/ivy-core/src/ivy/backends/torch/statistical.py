import torch

from ivy._common.dtypes import DEFAULT_DTYPES
from ivy.backends.torch.data_types import native_dtype

_INT64 = torch.int64
# The standard's accumulation dtype of sums, products and cumsums when none is given; float
# dtypes stay as they are (None). torch itself gives int64 for unsigned input too.
_ACCUMULATE = {
    torch.bool: _INT64,
    torch.int8: _INT64,
    torch.int16: _INT64,
    torch.int32: _INT64,
    torch.int64: _INT64,
    torch.uint8: torch.uint64,
    torch.uint16: torch.uint64,
    torch.uint32: torch.uint64,
    torch.uint64: torch.uint64,
}
# torch has no sum/prod/cumsum kernels for these: accumulate in int64 and cast back, which is
# exact (both wrap modulo 2**64).
_WIDEN = {torch.uint16: _INT64, torch.uint32: _INT64, torch.uint64: _INT64}
_UNSIGNED = frozenset({torch.uint8, *_WIDEN})
_DEFAULT_FLOAT = native_dtype(DEFAULT_DTYPES["real floating"])


# differs (every reduction): torch reads an empty tuple of axes as every axis; the standard
# reduces nothing.
def _no_axes(axis):
    return axis == () or axis == []


def _accumulation(x, dtype):
    """The result dtype and the dtype torch accumulates in (None: that of ``x``)."""
    dtype = _ACCUMULATE.get(x.dtype) if dtype is None else native_dtype(dtype)
    return dtype, _WIDEN.get(dtype, dtype)


def sum(x, /, axis=None, dtype=None, keepdims=False):
    # differs: unsigned integers sum to uint64 (torch: int64); _no_axes is inlined for speed.
    if axis is None and dtype is None and not keepdims:
        # The most common call, through torch's cheapest overload. Its result's dtype is read
        # rather than x's: a float result needs no second look. torch sums every unsigned
        # dtype in int64, which keeps the bits of the uint64 sum.
        result = torch.sum(x)
        if result.dtype is not _INT64 or x.dtype not in _UNSIGNED:
            return result
        return result.to(torch.uint64)
    dtype = _ACCUMULATE.get(x.dtype) if dtype is None else native_dtype(dtype)
    if axis == () or axis == []:
        return torch.clone(x) if dtype is None else x.to(dtype, copy=True)
    if dtype in _WIDEN:
        return torch.sum(x, axis, keepdims, dtype=_INT64).to(dtype)
    return torch.sum(x, axis, keepdims, dtype=dtype)


def prod(x, /, axis=None, dtype=None, keepdims=False):
    # differs: torch.prod reduces one axis or all of them (then without keepdim), and gives
    # unsigned integers int64.
    dtype, wide = _accumulation(x, dtype)
    if axis is None:
        result = torch.prod(x, dtype=wide)
        if keepdims:
            result = result.reshape((1,) * x.ndim)
    elif isinstance(axis, int):
        result = torch.prod(x, axis, keepdims, dtype=wide)
    else:
        result = x if wide is None else x.to(wide)
        for a in _descending(axis, x.ndim):
            result = torch.prod(result, a, keepdims, dtype=wide)
        if result is x:
            result = torch.clone(x)
    return result if wide is dtype else result.to(dtype)


def _descending(axes, ndim):
    """``axes`` as distinct non-negative axes, last first (so earlier ones keep their index)."""
    normalized = []
    for a in axes:
        if not -ndim <= a < ndim:
            raise IndexError(f"axis {a} is out of range for {ndim} dimensions")
        normalized.append(a % ndim)
    if len(set(normalized)) != len(normalized):
        raise ValueError(f"axis {tuple(axes)} repeats an axis")
    return sorted(normalized, reverse=True)


def _floating(x):
    # differs: torch has no mean, var or std of integers and bools (the keys of _ACCUMULATE);
    # ivy computes them in its default float dtype.
    return x.to(_DEFAULT_FLOAT) if x.dtype in _ACCUMULATE else x


def mean(x, /, axis=None, keepdims=False):
    x = _floating(x)
    if _no_axes(axis):
        return torch.clone(x)
    return torch.mean(x, axis, keepdims)


def min(x, /, axis=None, keepdims=False):
    if _no_axes(axis):
        return torch.clone(x)
    return torch.amin(x, axis, keepdims)


def max(x, /, axis=None, keepdims=False):
    if _no_axes(axis):
        return torch.clone(x)
    return torch.amax(x, axis, keepdims)


def var(x, /, axis=None, correction=0.0, keepdims=False):
    x = _floating(x)
    if _no_axes(axis):
        return torch.square(x - x) / (1 - correction)  # one element each: 0, or nan for N <= c
    return torch.var(x, axis, correction=correction, keepdim=keepdims)


def std(x, /, axis=None, correction=0.0, keepdims=False):
    x = _floating(x)
    if _no_axes(axis):
        return torch.sqrt(torch.square(x - x) / (1 - correction))
    return torch.std(x, axis, correction=correction, keepdim=keepdims)


def _scan(native, identity, x, axis, exclusive, reverse, dtype, include_initial):
    """A cumulative sum or product (``native``: torch.cumsum or torch.cumprod) along ``axis``.

    ``exclusive`` shifts the results one place, starting from ``identity``; ``include_initial``
    puts ``identity`` before them, one longer along ``axis``.
    """
    # differs: torch has no exclusive, reverse or initial scans, and accumulates unsigned
    # integers in int64.
    dtype, wide = _accumulation(x, dtype)
    if x.dtype in _WIDEN:  # torch cannot even flip these
        x = x.to(_INT64)
    if reverse:
        x = torch.flip(x, (axis,))
    result = native(x, axis, dtype=wide)
    size = result.shape[axis]
    if include_initial or (exclusive and size):
        # Shift by one along axis, starting from the identity: exact, unlike dividing x out.
        shape = list(result.shape)
        shape[axis] = 1
        first = torch.full(shape, identity, dtype=result.dtype, device=result.device)
        kept = result.narrow(axis, 0, size - 1) if exclusive else result
        result = torch.cat((first, kept), axis)
    if reverse:
        result = torch.flip(result, (axis,))
    return result if wide is dtype else result.to(dtype)


def cumsum(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(torch.cumsum, 0, x, axis, exclusive, reverse, dtype, False)


def cumprod(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(torch.cumprod, 1, x, axis, exclusive, reverse, dtype, False)


def cumulative_sum(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(torch.cumsum, 0, x, axis, False, False, dtype, include_initial)


def cumulative_prod(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(torch.cumprod, 1, x, axis, False, False, dtype, include_initial)
