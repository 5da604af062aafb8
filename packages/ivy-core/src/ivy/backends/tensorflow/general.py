import numpy as np
import tensorflow as tf

from ivy._common.indexing import check_index_range, index_columns
from ivy._common.shapes import prod, row_major_strides
from ivy.backends.tensorflow._promotion import pair
from ivy.backends.tensorflow.data_types import native_dtype

_ARRAYS = (tf.Tensor, tf.Variable)


def to_numpy(x, /, copy=True):
    if not isinstance(x, _ARRAYS):
        return np.array(x, copy=True) if copy else np.asarray(x)
    # .numpy() already returns a new array (copied to the host from any device).
    result = np.asarray(x.numpy())
    if x.dtype == tf.bfloat16:
        return result.astype(np.float32)
    return result


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    # A tf.Variable is no tf.Tensor, but every op takes it like one.
    return isinstance(x, _ARRAYS)


def to_list(x, /):
    return to_numpy(x).tolist()


def to_scalar(x, /):
    return to_numpy(x).item()


def array_equal(x1, x2, /):
    # differs: tf.equal needs one dtype; the standard compares values across dtypes.
    if tuple(x1.shape) != tuple(x2.shape):
        return False
    return bool(tf.reduce_all(tf.equal(*pair(x1, x2))))


# --- gather and scatter: the api passes non-negative axis and batch_dims, checked shapes ------

_INDEX_DTYPES = (tf.int32, tf.int64)


def _as_index(indices):
    # tensorflow's index kernels take int32 and int64 only.
    return indices if indices.dtype in _INDEX_DTYPES else tf.cast(indices, tf.int64)


def _check_range(indices, sizes):
    # tensorflow's GPU kernels give zeros for out-of-range indices, and scatter drops them.
    # Inside tf.function index values are unknown while tracing, so no check is possible there
    # (the CPU kernels still raise their own error).
    if not tf.executing_eagerly() or not indices.shape.num_elements():
        return
    columns = tf.reshape(indices, index_columns(sizes))
    low, highs = tf.reduce_min(columns), tf.reduce_max(columns, 0)
    bounds = tf.concat([tf.reshape(low, [1]), tf.reshape(highs, [-1])], 0).numpy()
    check_index_range(sizes, bounds[0], bounds[1:])


def gather(params, indices, /, axis=-1, batch_dims=0):
    indices = _as_index(indices)
    _check_range(indices, params.shape[axis])
    return tf.gather(params, indices, axis=axis, batch_dims=batch_dims)


def gather_nd(params, indices, /, batch_dims=0):
    indices = _as_index(indices)
    k = indices.shape[-1]
    _check_range(indices, tuple(params.shape[batch_dims : batch_dims + k]))
    shape = (*indices.shape[:-1], *params.shape[batch_dims + k :])
    if 0 in shape:  # differs: tf.gather_nd refuses whole-slice rows of empty params
        return tf.zeros(shape, params.dtype)
    return tf.gather_nd(params, indices, batch_dims=batch_dims)


_SEGMENT_REDUCE = {
    "min": tf.math.unsorted_segment_min,
    "max": tf.math.unsorted_segment_max,
    "mul": tf.math.unsorted_segment_prod,
}


def scatter_nd(indices, updates, /, shape, reduction="sum"):
    indices = _as_index(indices)
    k = indices.shape[-1]
    _check_range(indices, shape[:k])
    if reduction == "sum":
        return tf.scatter_nd(indices, updates, shape)
    if reduction == "replace":
        return tf.tensor_scatter_nd_update(tf.zeros(shape, updates.dtype), indices, updates)
    # differs: tensorflow's min/max/mul scatters reduce into the array's values. Segment
    # reductions over one linear index into the leading axes reduce the updates only; the
    # elements no update reached are set to zero.
    strides = row_major_strides(shape[:k])
    linear = tf.reshape(tf.reduce_sum(indices * tf.constant(strides, indices.dtype), -1), (-1,))
    tail = shape[k:]
    rows = tf.reshape(updates, (-1, *tail))
    segments = prod(shape[:k])
    reduced = _SEGMENT_REDUCE[reduction](rows, linear, segments)
    counts = tf.math.unsorted_segment_sum(tf.ones_like(linear), linear, segments)
    reached = tf.reshape(counts > 0, (segments,) + (1,) * len(tail))
    return tf.reshape(tf.where(reached, reduced, tf.zeros_like(reduced)), shape)


_ONE_HOT_INDEX_DTYPES = (tf.uint8, tf.int8, tf.int32, tf.int64)


def one_hot(indices, depth, /, on_value=1.0, off_value=0.0, axis=-1, dtype=None):
    if indices.dtype not in _ONE_HOT_INDEX_DTYPES:
        indices = tf.cast(indices, tf.int64)
    dtype = native_dtype(dtype)
    return tf.one_hot(
        indices,
        depth,
        on_value=tf.cast(on_value, dtype),
        off_value=tf.cast(off_value, dtype),
        axis=axis,
        dtype=dtype,
    )
