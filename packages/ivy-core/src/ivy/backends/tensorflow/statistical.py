import math
import operator

import tensorflow as tf

from ivy._common.dtypes import DEFAULT_DTYPES
from ivy.backends.tensorflow.data_types import native_dtype
from ivy.errors import ShapeError

_R = tf.raw_ops
_EAGER = type(tf.constant(0))
# The standard's accumulation dtype for sums and products of integers and bools.
_ACCUMULATE = {
    tf.bool: tf.int64,
    tf.int8: tf.int64,
    tf.int16: tf.int64,
    tf.int32: tf.int64,
    tf.uint8: tf.uint64,
    tf.uint16: tf.uint64,
    tf.uint32: tf.uint64,
}
_INTEGRAL = frozenset(_ACCUMULATE) | {tf.int64, tf.uint64}
_DEFAULT_FLOAT = native_dtype(DEFAULT_DTYPES["real floating"])
_axes_cache: dict = {}  # axis tuple -> constant tensor (eager only)


def _axes(x, axis):
    """The raw reductions' axis argument for the api's axis (None, an int, or a tuple)."""
    if type(axis) is int:
        return axis
    if axis is None:
        rank = x.shape.rank
        if rank is None:
            return _R.Range(start=0, limit=_R.Rank(input=x), delta=1)
        axis = tuple(range(rank))
    elif type(axis) is not tuple:
        if not isinstance(axis, list):
            return operator.index(axis)
        axis = tuple(axis)
    if type(x) is not _EAGER:  # traced: a Python list folds into the graph as a constant
        return list(axis)
    try:
        return _axes_cache[axis]
    except KeyError:
        # Converting a tuple costs ~50 us per call: cache the tensor (eager, in host memory).
        with tf.init_scope(), tf.device("/CPU:0"):
            result = tf.constant(axis, dtype=tf.int32, shape=(len(axis),))
        _axes_cache[axis] = result
        return result


def _accumulated(x, dtype):
    dtype = _ACCUMULATE.get(x.dtype) if dtype is None else native_dtype(dtype)
    if dtype is None or dtype is x.dtype:
        return x
    return _R.Cast(x=x, DstT=dtype)


def sum(x, /, axis=None, dtype=None, keepdims=False):
    x = _accumulated(x, dtype)
    return _R.Sum(input=x, axis=_axes(x, axis), keep_dims=keepdims)


def prod(x, /, axis=None, dtype=None, keepdims=False):
    x = _accumulated(x, dtype)
    return _R.Prod(input=x, axis=_axes(x, axis), keep_dims=keepdims)


def _floating(x):
    # differs: tf's mean of integers is an integer; compute in the default float dtype.
    if x.dtype in _INTEGRAL:
        return _R.Cast(x=x, DstT=_DEFAULT_FLOAT)
    return x


def mean(x, /, axis=None, keepdims=False):
    x = _floating(x)
    return _R.Mean(input=x, axis=_axes(x, axis), keep_dims=keepdims)


def _listed(axis):
    return axis if isinstance(axis, (tuple, list)) else (operator.index(axis),)


def _nonempty(fn, x, axis):
    """Raises where a reduction would see no elements: tf gives -inf/+inf (or dtype limits)."""
    shape = x.shape
    if shape.num_elements() != 0:  # non-zero, or unknown while tracing
        return
    dims = shape.as_list()
    axes = range(len(dims)) if axis is None else _listed(axis)
    for a in axes:
        if dims[a] == 0:
            raise ShapeError(f"{fn}: x of shape {tuple(dims)} has no elements along axis {a}")


def min(x, /, axis=None, keepdims=False):
    _nonempty("min", x, axis)
    if x.dtype is tf.bool:  # differs: no bool kernel
        return _R.All(input=x, axis=_axes(x, axis), keep_dims=keepdims)
    return _R.Min(input=x, axis=_axes(x, axis), keep_dims=keepdims)


def max(x, /, axis=None, keepdims=False):
    _nonempty("max", x, axis)
    if x.dtype is tf.bool:  # differs: no bool kernel
        return _R.Any(input=x, axis=_axes(x, axis), keep_dims=keepdims)
    return _R.Max(input=x, axis=_axes(x, axis), keep_dims=keepdims)


def _count(x, axis):
    """The number of elements each reduction sees: a Python int if the shape is known."""
    sizes = tf.shape(x, out_type=tf.int64) if x.shape.rank is None else None
    if sizes is None:
        dims = x.shape.as_list()
        axes = range(len(dims)) if axis is None else [a % len(dims) for a in _listed(axis)]
        if all(dims[a] is not None for a in axes):
            return math.prod(dims[a] for a in axes)
        sizes, axes = tf.shape(x, out_type=tf.int64), list(axes)
    elif axis is not None:  # unknown rank: negative axes count from a dynamic end
        axes = tf.math.floormod(tf.constant(_listed(axis), tf.int64), tf.size(sizes, tf.int64))
    else:
        axes = None
    return tf.reduce_prod(sizes if axes is None else tf.gather(sizes, axes))


def var(x, /, axis=None, correction=0.0, keepdims=False):
    # differs: tf.math.reduce_variance has no correction (degrees of freedom).
    x = _floating(x)
    axes = _axes(x, axis)
    deviations = _R.Sub(x=x, y=_R.Mean(input=x, axis=axes, keep_dims=True))
    squares = _R.Square(x=tf.math.abs(deviations) if x.dtype.is_complex else deviations)
    total = _R.Sum(input=squares, axis=axes, keep_dims=keepdims)
    count = _count(x, axis)
    if type(count) is int:
        divisor = tf.constant(count - correction, total.dtype)
    else:
        divisor = tf.cast(count, total.dtype) - correction
    return _R.RealDiv(x=total, y=divisor)


def std(x, /, axis=None, correction=0.0, keepdims=False):
    return _R.Sqrt(x=var(x, axis=axis, correction=correction, keepdims=keepdims))


def _scan(native, identity, x, axis, exclusive, reverse, dtype, include_initial):
    """A cumulative sum or product (``native``: the raw Cumsum or Cumprod) along ``axis``.

    ``include_initial`` puts the identity (0 or 1) before the results, one longer along ``axis``.
    """
    x = _accumulated(x, dtype)
    result = native(x=x, axis=axis, exclusive=exclusive, reverse=reverse)
    if include_initial:
        padding = [[0, 0]] * x.shape.rank
        padding[axis] = [0, 1] if reverse else [1, 0]
        result = tf.pad(result, padding, constant_values=identity)
    return result


def cumsum(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(_R.Cumsum, 0, x, axis, exclusive, reverse, dtype, False)


def cumprod(x, /, axis=0, exclusive=False, reverse=False, dtype=None):
    return _scan(_R.Cumprod, 1, x, axis, exclusive, reverse, dtype, False)


def cumulative_sum(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(_R.Cumsum, 0, x, axis, False, False, dtype, include_initial)


def cumulative_prod(x, /, axis=None, dtype=None, include_initial=False):
    return _scan(_R.Cumprod, 1, x, axis, False, False, dtype, include_initial)
