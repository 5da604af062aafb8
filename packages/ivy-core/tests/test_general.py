"""Ivy's general functions against NumPy references: conversions, gather/scatter, one_hot,
stable_divide/stable_pow and fourier_encode, and their errors."""

import functools
import math
import re

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes
from ivy.testing.fixtures import BACKEND


@pytest.mark.parametrize(
    "dtype", ["bool", "int8", "int64", "uint8", "float32", "float64", "complex128"]
)
@given(data=st.data())
def test_to_numpy_round_trips(dtype, data):
    require_dtypes(dtype)
    values = data.draw(hst.arrays(dtype))
    x = ivy.asarray(values)
    result = ivy.to_numpy(x)
    assert type(result) is np.ndarray
    assert result.dtype == values.dtype and result.shape == values.shape
    np.testing.assert_array_equal(result, values)
    assert ivy.shape(x) == values.shape
    assert all(type(d) is int for d in ivy.shape(x))


def test_to_numpy_copies_by_default():
    x = ivy.asarray(np.zeros(3, np.float32))
    result = ivy.to_numpy(x)
    result[0] = 5.0
    assert ivy.to_numpy(x)[0] == 0.0


@pytest.mark.parametrize("setting", ["numpy", "torch", "jax"])
def test_to_numpy_of_another_frameworks_array_converts_through_its_own(setting):
    # The session's backend makes the array; another framework is set globally (or named by the
    # namespace). numpy's asarray would make an mxnet array an object array, and refuse a torch
    # tensor that requires grad.
    pytest.importorskip(setting)
    x = ivy.asarray(np.arange(3, dtype=np.float32))
    if BACKEND != "numpy":
        x = ivy.variable(x)
    for convert in (ivy.to_numpy, getattr(ivy, setting).to_numpy):
        with ivy.using_backend(setting):
            result = convert(x)
        assert type(result) is np.ndarray and result.dtype == np.float32
        np.testing.assert_array_equal(result, [0.0, 1.0, 2.0])


def test_is_array():
    assert ivy.is_array(ivy.zeros(2))
    assert not ivy.is_array([1.0, 2.0])
    assert not ivy.is_array(3.0)
    assert ivy.is_array(np.zeros(2), backend="numpy")
    # The answering backend decides: under a global torch setting a numpy array is not torch's.
    assert ivy.is_array(np.zeros(2), backend=BACKEND) == (BACKEND == "numpy")


def test_arrays_are_on_the_cpu():
    x = ivy.zeros(2)
    assert ivy.dev(x) == "cpu"
    assert ivy.dev(ivy.to_device(x, "cpu")) == "cpu"
    assert ivy.dev(ivy.zeros(2, device="cpu")) == "cpu"
    np.testing.assert_array_equal(ivy.to_numpy(ivy.to_device(x, "cpu")), np.zeros(2))


@pytest.mark.skipif(
    BACKEND not in ("jax", "tensorflow"),
    reason="jax.jit and tf.function trace in a second; torch.compile takes most of a minute",
)
def test_dev_works_on_values_traced_by_the_compiler():
    # jax's tracers have no .device: a traced value runs on the default device.
    def placed(x):
        assert ivy.dev(x) == "cpu"
        return ivy.to_device(x * 2, ivy.dev(x))

    if BACKEND == "jax":
        import jax

        traced = jax.jit(placed)
    else:
        import tensorflow as tf

        traced = tf.function(placed, autograph=False)
    np.testing.assert_array_equal(ivy.to_numpy(traced(ivy.ones(2))), np.full(2, 2.0))


def test_bad_device_names_raise_value_error():
    with pytest.raises(ValueError, match="'tpu:0' is not a device name"):
        ivy.zeros(2, device="tpu:0")


# --- to_list, to_scalar, array_equal --------------------------------------------------------


@pytest.mark.parametrize("dtype", ["bool", "int32", "uint8", "float32", "float64"])
@pytest.mark.parametrize("shape", [(), (3,), (2, 0), (2, 3)])
def test_to_list(dtype, shape):
    require_dtypes(dtype)
    values = np.arange(math.prod(shape)).reshape(shape).astype(dtype)
    result = ivy.to_list(ivy.asarray(values))
    assert result == values.tolist()
    assert type(np.asarray(values).tolist()) is type(result)


def test_to_list_gives_python_scalars():
    nested = ivy.to_list(ivy.asarray(np.array([[1.5, 2.0]], np.float32)))
    assert nested == [[1.5, 2.0]] and type(nested[0][0]) is float


@pytest.mark.parametrize(
    ("value", "dtype", "kind"),
    [(True, "bool", bool), (7, "int64", int), (3, "uint8", int), (2.5, "float32", float)],
)
@pytest.mark.parametrize("shape", [(), (1,), (1, 1)])
def test_to_scalar(value, dtype, kind, shape):
    require_dtypes(dtype)
    result = ivy.to_scalar(ivy.asarray(np.full(shape, value, dtype)))
    assert result == value and type(result) is kind


@pytest.mark.parametrize("shape", [(2, 3), (0,), (1, 2)])
def test_to_scalar_needs_one_element(shape):
    with pytest.raises(
        ivy.ShapeError,
        match=rf"to_scalar: x must hold exactly one element; got x of shape {re.escape(str(shape))}",
    ):
        ivy.to_scalar(ivy.zeros(shape))


def test_array_equal():
    x = ivy.asarray(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
    same = ivy.asarray(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
    other = ivy.asarray(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))
    assert ivy.array_equal(x, same) is True
    assert ivy.array_equal(x, other) is False
    # A different shape is False, even where it would broadcast.
    assert ivy.array_equal(x, ivy.asarray(np.array([1.0, 2.0], np.float32))) is False
    assert ivy.array_equal(ivy.zeros((0, 2)), ivy.zeros((0, 2))) is True
    assert ivy.array_equal(ivy.zeros(()), ivy.zeros(())) is True


def test_array_equal_compares_values_across_dtypes_and_nan_is_unequal():
    ints = ivy.asarray(np.array([1, 2], np.int32))
    assert ivy.array_equal(ints, ivy.asarray(np.array([1.0, 2.0], np.float32))) is True
    nan = ivy.asarray(np.array([1.0, np.nan], np.float32))
    assert ivy.array_equal(nan, nan) is False


# --- gather ---------------------------------------------------------------------------------

VALUE_DTYPES = ["bool", "int32", "float32", "float64"]
value_dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(VALUE_DTYPES)))
INDEX_DTYPES = ["int32", "int64", "uint8"]
index_dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(INDEX_DTYPES)))


def gather_reference(params, indices, axis, batch_dims):
    """tf.gather by its definition: each batch element takes along its own axis."""
    axis = axis % params.ndim
    batch = params.shape[:batch_dims]
    out_shape = batch + params.shape[batch_dims:axis] + indices.shape[batch_dims:]
    out_shape += params.shape[axis + 1 :]
    result = np.empty(out_shape, params.dtype)
    for position in np.ndindex(*batch):
        result[position] = np.take(params[position], indices[position], axis=axis - batch_dims)
    return result


@st.composite
def gather_cases(draw):
    params = draw(hst.arrays(draw(value_dtypes), hst.shapes(min_dims=1, max_side=3)))
    axis = draw(st.integers(0, params.ndim - 1))
    batch_dims = draw(st.integers(0, axis))
    size = params.shape[axis]
    extra = draw(hst.shapes(max_dims=2, max_side=3))
    if not size:
        extra = (*extra[:-1], 0) if extra else (0,)
    index_shape = params.shape[:batch_dims] + extra
    indices = draw(
        hst.arrays(draw(index_dtypes), index_shape, elements=st.integers(0, max(size - 1, 0)))
    )
    if draw(st.booleans()):
        axis -= params.ndim
    return params, indices, axis, batch_dims


@given(case=gather_cases())
def test_gather(case):
    params, indices, axis, batch_dims = case
    result = ivy.gather(ivy.asarray(params), ivy.asarray(indices), axis=axis, batch_dims=batch_dims)
    assert_allclose(result, gather_reference(params, indices, axis, batch_dims))


def test_gather_examples():
    params = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    indices = np.array([[3, 0, 0], [1, 2, 1]], np.int64)
    for axis, batch_dims in [(-1, 0), (0, 0), (1, 0), (2, 1), (-1, 1), (1, 1), (-1, -1)]:
        if batch_dims == 1 and axis in (1,):
            index = indices[:, :2] % 3
        else:
            index = indices % params.shape[axis]
        expected = gather_reference(params, index, axis, batch_dims % index.ndim)
        result = ivy.gather(
            ivy.asarray(params), ivy.asarray(index), axis=axis, batch_dims=batch_dims
        )
        assert_allclose(result, expected)
    # 0-d indices remove the axis; duplicates repeat slices.
    assert_allclose(ivy.gather(ivy.asarray(params), ivy.asarray(np.int64(2)), axis=1), params[:, 2])
    assert_allclose(
        ivy.gather(ivy.asarray(params), ivy.asarray(np.array([1, 1])), axis=0), params[[1, 1]]
    )


@pytest.mark.parametrize(("bad", "axis"), [(3, 1), (-1, 1), (4, -1), (-5, 0)])
def test_gather_out_of_range_raises_index_error(bad, axis):
    params = ivy.zeros((2, 3, 4))
    size = (2, 3, 4)[axis]
    indices = ivy.asarray(np.array([0, bad, 1], np.int64))
    with pytest.raises(
        ivy.IndexOutOfRangeError,
        match=rf"gather: indices holds {bad}, out of range for axis {axis % 3} of params, "
        rf"of size {size} \(valid: 0 to {size - 1}; negative indices are not allowed\)",
    ):
        ivy.gather(params, indices, axis=axis)
    with pytest.raises(ivy.IvyError):
        ivy.gather(params, indices, axis=axis)


@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit traces index values: no range check there")
def test_index_functions_trace_under_jax_jit():
    import jax

    params = ivy.asarray(np.arange(6.0).reshape(2, 3))
    indices = ivy.asarray(np.array([[2, 0], [1, 1]]))
    gathered = jax.jit(lambda p, i: ivy.gather(p, i, axis=1, batch_dims=1))(params, indices)
    assert_allclose(gathered, np.array([[2.0, 0.0], [4.0, 4.0]]))
    picked = jax.jit(lambda p, i: ivy.gather_nd(p, i))(params, indices[:, :1] % 2)
    assert_allclose(picked, np.arange(6.0).reshape(2, 3)[[0, 1]])
    scatter = jax.jit(lambda i, u: ivy.scatter_nd(i, u, (3,), reduction="min"))
    assert_allclose(scatter(indices[:, 1:], ivy.asarray(np.array([3.0, 1.0]))), [3.0, 1.0, 0.0])


def test_gather_bad_arguments():
    params = ivy.zeros((2, 3))
    with pytest.raises(
        ivy.DtypeError, match="gather: indices must have an integer dtype; got float32"
    ):
        ivy.gather(params, ivy.zeros(2))
    with pytest.raises(
        ivy.DtypeError, match="gather: indices must have an integer dtype; got bool"
    ):
        ivy.gather(params, ivy.asarray(np.array([True, False])))
    with pytest.raises(ivy.AxisError, match="gather: axis 2 is out of range"):
        ivy.gather(params, ivy.asarray(np.array([0])), axis=2)
    with pytest.raises(ivy.AxisError, match="gather: batch_dims 2 is out of range"):
        ivy.gather(params, ivy.asarray(np.zeros((2, 1), np.int64)), axis=1, batch_dims=2)
    with pytest.raises(
        ivy.ShapeError,
        match=r"gather: the first batch_dims=1 axes of params and indices must match; got params "
        r"of shape \(2, 3\) and indices of shape \(1, 2\)",
    ):
        ivy.gather(params, ivy.asarray(np.zeros((1, 2), np.int64)), axis=1, batch_dims=1)


# --- gather_nd ------------------------------------------------------------------------------


def gather_nd_reference(params, indices, batch_dims):
    batch = params.shape[:batch_dims]
    rows = indices.shape[batch_dims:-1]
    k = indices.shape[-1]
    result = np.empty(batch + rows + params.shape[batch_dims + k :], params.dtype)
    for position in np.ndindex(*batch):
        for row in np.ndindex(*rows):
            result[position + row] = params[position][tuple(indices[position + row])]
    return result


@st.composite
def gather_nd_cases(draw):
    params = draw(hst.arrays(draw(value_dtypes), hst.shapes(min_dims=1, max_side=3)))
    batch_dims = draw(st.integers(0, params.ndim - 1))
    k = draw(st.integers(0, params.ndim - batch_dims))
    sizes = params.shape[batch_dims : batch_dims + k]
    rows = draw(hst.shapes(max_dims=2, max_side=3))
    if 0 in sizes:
        rows = (*rows[:-1], 0) if rows else (0,)
    shape = params.shape[:batch_dims] + rows + (k,)
    columns = [
        draw(hst.arrays("int64", shape[:-1], elements=st.integers(0, max(s - 1, 0)))) for s in sizes
    ]
    dtype = draw(index_dtypes)
    indices = np.stack(columns, axis=-1) if k else np.zeros(shape, np.int64)
    return params, indices.astype(dtype), batch_dims


@given(case=gather_nd_cases())
def test_gather_nd(case):
    params, indices, batch_dims = case
    result = ivy.gather_nd(ivy.asarray(params), ivy.asarray(indices), batch_dims=batch_dims)
    assert_allclose(result, gather_nd_reference(params, indices, batch_dims))


def test_gather_nd_examples():
    params = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    full = np.array([[1, 2, 3], [0, 0, 0], [1, 2, 3]])
    result = ivy.gather_nd(ivy.asarray(params), ivy.asarray(full))
    assert_allclose(result, np.array([23.0, 0.0, 23.0], np.float32))
    slices = np.array([[[1], [0]], [[2], [2]]])
    expected = gather_nd_reference(params, slices, 1)
    assert_allclose(ivy.gather_nd(ivy.asarray(params), ivy.asarray(slices), batch_dims=1), expected)
    assert_allclose(
        ivy.gather_nd(ivy.asarray(params), ivy.asarray(slices), batch_dims=-2), expected
    )


def test_gather_nd_errors():
    params = ivy.zeros((2, 3, 4))
    with pytest.raises(
        ivy.IndexOutOfRangeError,
        match=r"gather_nd: indices holds 3 in column 1 of its last axis, out of range for axis 1 "
        r"of params, of size 3",
    ):
        ivy.gather_nd(params, ivy.asarray(np.array([[0, 1], [1, 3]])))
    with pytest.raises(ivy.IndexOutOfRangeError, match="gather_nd: indices holds -1 in column 0"):
        ivy.gather_nd(params, ivy.asarray(np.array([[-1, 1]])))
    with pytest.raises(
        ivy.IndexOutOfRangeError, match="gather_nd: indices holds 4, out of range for axis 2"
    ):
        ivy.gather_nd(params, ivy.asarray(np.array([[[0], [4], [1]], [[0]] * 3])), batch_dims=2)
    with pytest.raises(ivy.ShapeError, match=r"gather_nd: indices of shape \(1, 4\) index 4 axes"):
        ivy.gather_nd(params, ivy.asarray(np.zeros((1, 4), np.int64)))
    with pytest.raises(ivy.ShapeError, match="gather_nd: indices must have at least one axis"):
        ivy.gather_nd(params, ivy.asarray(np.int64(0)))
    with pytest.raises(ivy.ShapeError, match="gather_nd: the first batch_dims=1 axes"):
        ivy.gather_nd(params, ivy.asarray(np.zeros((3, 1), np.int64)), batch_dims=1)
    with pytest.raises(ivy.DtypeError, match="gather_nd: indices must have an integer dtype"):
        ivy.gather_nd(params, ivy.zeros((1, 2)))


# --- scatter_nd, scatter_flat ---------------------------------------------------------------

_REDUCE = {
    "sum": functools.partial(functools.reduce, np.add),
    "min": functools.partial(functools.reduce, np.minimum),
    "max": functools.partial(functools.reduce, np.maximum),
    "mul": functools.partial(functools.reduce, np.multiply),
}


def scatter_reference(indices, updates, shape, reduction):
    """By definition: collect the updates of each element, reduce them; untouched stay zero."""
    k = indices.shape[-1]
    rows = indices.reshape(-1, k)
    slices = updates.reshape((len(rows), *shape[k:]))
    result = np.zeros(shape, updates.dtype)
    received = {}
    for row, update in zip(rows, slices, strict=True):
        received.setdefault(tuple(int(i) for i in row), []).append(update)
    for key, values in received.items():
        if reduction == "replace":
            assert len(values) == 1  # the reference is defined only without duplicates
            result[key] = values[0]
        else:
            result[key] = _REDUCE[reduction](values)
    return result


SCATTER_DTYPES = ["int32", "int64", "float32", "float64"]
scatter_dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(SCATTER_DTYPES)))


@st.composite
def scatter_cases(draw, *, unique):
    shape = draw(hst.shapes(min_dims=1, max_dims=3, min_side=1, max_side=4))
    k = draw(st.integers(1, len(shape)))
    rows = draw(st.integers(0, 6))
    keys = st.tuples(*(st.integers(0, s - 1) for s in shape[:k]))
    picked = draw(st.lists(keys, min_size=rows, max_size=rows, unique=unique))
    indices = np.array(picked, np.int64).reshape(rows, k)
    if draw(st.booleans()) and rows % 2 == 0 and rows:
        indices = indices.reshape(2, rows // 2, k)
    dtype = draw(scatter_dtypes)
    updates = draw(hst.arrays(dtype, indices.shape[:-1] + shape[k:], min_value=-4, max_value=4))
    return indices.astype(draw(index_dtypes) if max(shape) < 256 else np.int64), updates, shape


@given(case=scatter_cases(unique=False), reduction=st.sampled_from(["sum", "min", "max", "mul"]))
def test_scatter_nd_reduces_duplicates(case, reduction):
    indices, updates, shape = case
    result = ivy.scatter_nd(ivy.asarray(indices), ivy.asarray(updates), shape, reduction=reduction)
    assert_allclose(result, scatter_reference(indices, updates, shape, reduction))


@given(case=scatter_cases(unique=True))
def test_scatter_nd_replace(case):
    indices, updates, shape = case
    result = ivy.scatter_nd(ivy.asarray(indices), ivy.asarray(updates), shape, reduction="replace")
    assert_allclose(result, scatter_reference(indices, updates, shape, "replace"))


def test_scatter_nd_examples():
    indices = ivy.asarray(np.array([[0, 1], [2, 0], [0, 1]]))
    updates = ivy.asarray(np.array([1.0, -2.0, 3.0], np.float32))
    assert_allclose(
        ivy.scatter_nd(indices, updates, (3, 2)),
        np.array([[0, 4], [0, 0], [-2, 0]], np.float32),
    )
    assert_allclose(
        ivy.scatter_nd(indices, updates, [3, 2], reduction="min"),
        np.array([[0, 1], [0, 0], [-2, 0]], np.float32),
    )
    # Rows of slices; the default sum.
    rows = ivy.scatter_nd(ivy.asarray(np.array([[1], [1]])), ivy.ones((2, 3)), (2, 3))
    assert_allclose(rows, np.array([[0, 0, 0], [2, 2, 2]], np.float32))
    # No updates at all.
    empty = ivy.scatter_nd(ivy.asarray(np.zeros((0, 1), np.int64)), ivy.zeros((0,)), 3)
    assert_allclose(empty, np.zeros(3, np.float32))


@pytest.mark.parametrize("reduction", ["sum", "replace", "min", "max", "mul"])
def test_scatter_flat(reduction):
    indices = np.array([4, 0, 2, 0, 4, 4] if reduction != "replace" else [4, 0, 2], np.int64)
    updates = np.array([3, -1, 2, 5, -2, 2][: len(indices)], np.float32)
    expected = scatter_reference(indices[:, None], updates, (6,), reduction)
    result = ivy.scatter_flat(ivy.asarray(indices), ivy.asarray(updates), 6, reduction=reduction)
    assert_allclose(result, expected)


@pytest.mark.parametrize("reduction", ["sum", "mul"])
def test_scatter_flat_takes_indices_of_any_shape(reduction):
    indices = np.array([[1, 1], [0, 3]])
    updates = np.array([[1, 2], [3, 4]], np.int32)
    result = ivy.scatter_flat(ivy.asarray(indices), ivy.asarray(updates), 4, reduction=reduction)
    assert_allclose(result, scatter_reference(indices[..., None], updates, (4,), reduction))


def test_scatter_errors():
    updates = ivy.ones(2)
    with pytest.raises(
        ivy.IndexOutOfRangeError,
        match=r"scatter_nd: indices holds 3 in column 1 of its last axis, out of range for axis 1 "
        r"of shape \(2, 3\), of size 3",
    ):
        ivy.scatter_nd(ivy.asarray(np.array([[0, 1], [1, 3]])), updates, (2, 3))
    with pytest.raises(
        ivy.IndexOutOfRangeError, match="scatter_nd: indices holds -2, out of range for axis 0"
    ):
        ivy.scatter_nd(ivy.asarray(np.array([[0], [-2]])), updates, (5,), reduction="max")
    with pytest.raises(
        ivy.IndexOutOfRangeError,
        match="scatter_flat: indices holds 5, out of range for axis 0 of the result, of size 5",
    ):
        ivy.scatter_flat(ivy.asarray(np.array([5, 0])), updates, 5)
    with pytest.raises(
        ivy.ShapeError,
        match=r"scatter_nd: updates must have shape \(2, 3\) for indices of shape \(2, 1\) "
        r"and shape \(4, 3\); got updates of shape \(2,\)",
    ):
        ivy.scatter_nd(ivy.asarray(np.array([[0], [1]])), updates, (4, 3))
    with pytest.raises(
        ivy.ShapeError, match=r"scatter_nd: indices must have shape \(..., K\) with 1 <= K <= 1"
    ):
        ivy.scatter_nd(ivy.asarray(np.array([[0, 1]])), ivy.ones(1), 4)
    with pytest.raises(ivy.ShapeError, match="with 1 <= K <= 2"):
        ivy.scatter_nd(ivy.asarray(np.zeros((3, 0), np.int64)), ivy.ones((3, 4, 2)), (4, 2))
    with pytest.raises(
        ivy.ShapeError, match="scatter_flat: updates must have the shape of indices"
    ):
        ivy.scatter_flat(ivy.asarray(np.array([0, 1])), ivy.ones(3), 4)
    with pytest.raises(ValueError, match="scatter_nd: reduction must be one of"):
        ivy.scatter_nd(ivy.asarray(np.array([[0]])), ivy.ones(1), 4, reduction="mean")
    with pytest.raises(TypeError, match=r"scatter_flat: size must be an integer; got \(2, 2\)"):
        ivy.scatter_flat(ivy.asarray(np.array([0])), ivy.ones(1), (2, 2))
    with pytest.raises(ValueError, match="scatter_flat: reduction must be one of"):
        ivy.scatter_flat(ivy.asarray(np.array([0])), ivy.ones(1), 4, reduction="add")
    with pytest.raises(ivy.DtypeError, match="scatter_nd: indices must have an integer dtype"):
        ivy.scatter_nd(ivy.zeros((1, 1)), ivy.ones(1), 4)
    with pytest.raises(ivy.ShapeError, match="scatter_nd: shape must hold sizes >= 0"):
        ivy.scatter_nd(ivy.asarray(np.array([[0]])), ivy.ones(1), (-1,))


# --- one_hot --------------------------------------------------------------------------------


def one_hot_reference(indices, depth, axis, on, off, dtype):
    hot = np.expand_dims(indices, -1) == np.arange(depth)
    result = np.where(hot, on, off).astype(dtype)
    return np.moveaxis(result, -1, axis)


@given(
    indices=hst.arrays("int64", hst.shapes(max_dims=2), min_value=-2, max_value=5),
    depth=st.integers(0, 4),
    data=st.data(),
)
def test_one_hot(indices, depth, data):
    axis = data.draw(st.integers(-indices.ndim - 1, indices.ndim))
    result = ivy.one_hot(ivy.asarray(indices), depth, axis=axis)
    assert_allclose(result, one_hot_reference(indices, depth, axis, 1.0, 0.0, np.float32))


def test_one_hot_values_dtype_and_out_of_range():
    indices = ivy.asarray(np.array([[0, 3], [-1, 2]], np.int32))
    result = ivy.one_hot(indices, 3, on_value=5, off_value=-1, dtype="int32")
    assert_allclose(result, one_hot_reference(np.array([[0, 3], [-1, 2]]), 3, -1, 5, -1, np.int32))
    result = ivy.one_hot(indices, 3, on_value=2.5, off_value=0.5, axis=0, dtype=ivy.float64)
    assert_allclose(
        result, one_hot_reference(np.array([[0, 3], [-1, 2]]), 3, 0, 2.5, 0.5, np.float64)
    )
    uint = ivy.one_hot(ivy.asarray(np.array([1, 0], np.uint8)), 2)
    assert_allclose(uint, np.eye(2, dtype=np.float32)[[1, 0]])


def test_one_hot_errors():
    with pytest.raises(
        ivy.DtypeError, match="one_hot: indices must have an integer dtype; got float32"
    ):
        ivy.one_hot(ivy.zeros(3), 4)
    with pytest.raises(ivy.AxisError, match="one_hot: axis 2 is out of range"):
        ivy.one_hot(ivy.asarray(np.array([1])), 4, axis=2)
    with pytest.raises(ValueError, match="one_hot: depth must be >= 0; got -1"):
        ivy.one_hot(ivy.asarray(np.array([1])), -1)


# --- stable_divide, stable_pow --------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_stable_divide(dtype):
    numerator = np.array([[1.0, -2.0, 0.0]], dtype)
    denominator = np.array([[2.0], [0.0]], dtype)
    result = ivy.stable_divide(ivy.asarray(numerator), ivy.asarray(denominator))
    assert_allclose(result, numerator / (denominator.astype(np.float64) + 1e-12), dtype=dtype)
    result = ivy.stable_divide(
        ivy.asarray(numerator), ivy.asarray(denominator), min_denominator=0.5
    )
    assert_allclose(result, numerator / (denominator + 0.5))
    result = ivy.stable_divide(3.0, ivy.asarray(denominator), min_denominator=1.0)
    assert_allclose(result, 3.0 / (denominator + 1.0))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_stable_pow(dtype):
    base = np.array([4.0, 0.0, 2.5], dtype)
    result = ivy.stable_pow(ivy.asarray(base), -0.5)
    assert_allclose(result, (base.astype(np.float64) + 1e-12) ** -0.5, dtype=dtype)
    exponent = np.array([2.0, 3.0, 1.0], dtype)
    result = ivy.stable_pow(ivy.asarray(base), ivy.asarray(exponent), min_base=0.5)
    assert_allclose(result, (base + 0.5) ** exponent)


def test_stable_divide_errors_name_the_arguments():
    with pytest.raises(
        ivy.ShapeError,
        match="stable_divide: numerator of shape \\(2,\\) and denominator of shape \\(3,\\) do not broadcast",
    ):
        ivy.stable_divide(ivy.ones(2), ivy.ones(3))


# --- fourier_encode -------------------------------------------------------------------------


def fourier_reference(x, max_freq, num_bands, linear, concat, flatten):
    """The original Ivy's layout: [x, sines, cosines], or the pair (sines, cosines)."""
    if linear:
        freqs = np.linspace(1.0, max_freq / 2, num_bands)
    else:
        freqs = np.logspace(0.0, np.log2(max_freq / 2), num_bands, base=2)
    column = x.astype(np.float64)[..., None]
    angles = column * freqs * np.pi
    sines, cosines = np.sin(angles), np.cos(angles)
    if flatten:
        sines = sines.reshape(*x.shape[:-1], -1)
        cosines = cosines.reshape(*x.shape[:-1], -1)
        column = x.astype(np.float64)
    if not concat:
        return sines.astype(x.dtype), cosines.astype(x.dtype)
    return np.concatenate([column, sines, cosines], axis=-1).astype(x.dtype)


@pytest.mark.parametrize(
    ("linear", "concat", "flatten", "shape"),
    [
        (False, True, False, (2, 3, 2, 7)),
        (True, True, False, (2, 3, 2, 7)),
        (False, False, True, (2, 3, 6)),
        (True, False, False, (2, 3, 2, 3)),
        (True, True, True, (2, 3, 14)),
    ],
)
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_fourier_encode(linear, concat, flatten, shape, dtype):
    x = np.linspace(-1, 1, 12).reshape(2, 3, 2).astype(dtype)
    result = ivy.fourier_encode(
        ivy.asarray(x), 10.0, num_bands=3, linear=linear, concat=concat, flatten=flatten
    )
    expected = fourier_reference(x, 10.0, 3, linear, concat, flatten)
    # Angles up to 5 pi: float32 rounding of the angle shows in sin/cos at a few ulps of 16.
    atol = 1e-5 if dtype == "float32" else None
    if concat:
        assert_allclose(result, expected, atol=atol)
        assert result.shape == shape
    else:
        assert isinstance(result, tuple) and len(result) == 2
        for part, want in zip(result, expected, strict=True):
            assert_allclose(part, want, atol=atol)
            assert part.shape == shape


def test_fourier_encode_needs_floating_x():
    with pytest.raises(
        ivy.DtypeError, match="fourier_encode: x must have a real floating-point dtype; got int32"
    ):
        ivy.fourier_encode(ivy.asarray(np.array([1, 2], np.int32)), 4.0)
