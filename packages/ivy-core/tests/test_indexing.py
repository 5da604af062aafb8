"""take and take_along_axis against NumPy, and their errors."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes
from ivy.testing.fixtures import BACKEND

DTYPES = ["bool", "int8", "int32", "uint8", "float16", "float32", "float64", "complex64"]
INDEX_DTYPES = ["int32", "int64", "uint8"]
# Deferred: the backend is set by the session fixture, after this module is imported.
dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(DTYPES)))
index_dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(INDEX_DTYPES)))


def _indices(data, size, shape, dtype):
    """Indices in range for an axis of ``size``, negative ones too (but not for unsigned)."""
    low = 0 if dtype.startswith("uint") else -size
    return np.asarray(
        data.draw(hst.arrays("int64", shape, elements=st.integers(low, size - 1))), dtype=dtype
    )


@given(data=st.data())
def test_take(data):
    values = data.draw(hst.arrays(data.draw(dtypes), hst.shapes(min_dims=1, min_side=1)))
    axis = data.draw(st.integers(-values.ndim, values.ndim - 1))
    count = data.draw(st.integers(0, 4))
    indices = _indices(data, values.shape[axis], (count,), data.draw(index_dtypes))
    result = ivy.take(ivy.asarray(values), ivy.asarray(indices), axis=axis)
    assert_allclose(result, np.take(values, indices, axis=axis))


def test_take_of_a_1d_array_needs_no_axis():
    values = np.arange(5.0, dtype=np.float32)
    result = ivy.take(ivy.asarray(values), ivy.asarray(np.asarray([-1, 0, 3])))
    assert_allclose(result, np.asarray([4.0, 0.0, 3.0], dtype=np.float32))


def test_take_from_empty_axes():
    x = ivy.zeros((0, 3))
    empty = ivy.asarray(np.zeros(0, dtype=np.int64))
    assert_allclose(ivy.take(x, empty, axis=0), np.zeros((0, 3), np.float32))
    assert_allclose(
        ivy.take(x, ivy.asarray(np.asarray([2, -1])), axis=1), np.zeros((0, 2), np.float32)
    )


@pytest.mark.parametrize("bad", [[0, 5], [-6], [7, -9]])
def test_take_out_of_range_raises_index_error_naming_the_range(bad):
    x = ivy.asarray(np.arange(10.0).reshape(2, 5))
    low, high = min(bad), max(bad)
    with pytest.raises(
        ivy.IndexOutOfRangeError,
        match=rf"take: indices hold values from {low} to {high}, out of range for axis 1 of "
        r"size 5 \(valid: -5 to 4\)",
    ):
        ivy.take(x, ivy.asarray(np.asarray(bad)), axis=1)


def test_take_errors():
    x = ivy.zeros((2, 3))
    index = ivy.asarray(np.asarray([0]))
    with pytest.raises(ivy.AxisError, match=r"take: axis may be None only for a 1-d x"):
        ivy.take(x, index)
    with pytest.raises(ivy.AxisError, match="take: axis 2 is out of range"):
        ivy.take(x, index, axis=2)
    with pytest.raises(ivy.ShapeError, match=r"take: indices must be 1-d; got shape \(1, 1\)"):
        ivy.take(x, ivy.asarray(np.asarray([[0]])), axis=0)
    with pytest.raises(ivy.DtypeError, match="take: indices must have an integer dtype"):
        ivy.take(x, ivy.asarray(np.asarray([0.0], dtype=np.float32)), axis=0)


@given(data=st.data())
def test_take_along_axis(data):
    shape = data.draw(hst.shapes(min_dims=1, min_side=1))
    values = data.draw(hst.arrays(data.draw(dtypes), shape))
    axis = data.draw(st.integers(-values.ndim, values.ndim - 1))
    # indices broadcast with x outside axis: each other size is x's, or 1
    index_shape = [d if data.draw(st.booleans()) else 1 for d in shape]
    index_shape[axis] = data.draw(st.integers(0, 4))
    indices = _indices(data, shape[axis], tuple(index_shape), data.draw(index_dtypes))
    result = ivy.take_along_axis(ivy.asarray(values), ivy.asarray(indices), axis=axis)
    assert_allclose(result, np.take_along_axis(values, indices, axis))


def test_take_along_axis_broadcasts_x_too():
    x = np.arange(3.0, dtype=np.float32).reshape(1, 3)
    indices = np.asarray([[2], [-3]])
    result = ivy.take_along_axis(ivy.asarray(x), ivy.asarray(indices), axis=1)
    assert_allclose(result, np.asarray([[2.0], [0.0]], dtype=np.float32))


def test_take_along_axis_default_axis_is_last():
    require_dtypes("int64")
    x = np.asarray([[10, 30, 20], [60, 40, 50]])
    order = np.argsort(x, axis=-1)
    assert_allclose(ivy.take_along_axis(ivy.asarray(x), ivy.asarray(order)), np.sort(x, axis=-1))


def test_take_along_axis_errors():
    x = ivy.asarray(np.arange(6.0).reshape(2, 3))
    with pytest.raises(
        ivy.IndexOutOfRangeError,
        match=r"take_along_axis: indices hold values from -4 to 3, out of range for axis 1 of "
        r"size 3 \(valid: -3 to 2\)",
    ):
        ivy.take_along_axis(x, ivy.asarray(np.asarray([[3], [-4]])), axis=1)
    with pytest.raises(
        ivy.IndexOutOfRangeError, match="from 3 to 3, out of range for axis 1 of size 3"
    ):
        ivy.take_along_axis(x, ivy.asarray(np.asarray([[3]])), axis=1)  # broadcast indices
    with pytest.raises(ivy.ShapeError, match="indices must have as many dimensions as x"):
        ivy.take_along_axis(x, ivy.asarray(np.asarray([0])), axis=1)
    with pytest.raises(ivy.ShapeError, match=r"x of shape \(2,\) and indices of shape \(3,\)"):
        ivy.take_along_axis(x, ivy.asarray(np.zeros((3, 1), dtype=np.int64)), axis=1)
    with pytest.raises(ivy.AxisError, match="take_along_axis: axis 2 is out of range"):
        ivy.take_along_axis(x, ivy.asarray(np.zeros((2, 1), dtype=np.int64)), axis=2)
    with pytest.raises(ivy.DtypeError, match="take_along_axis: indices must have an integer"):
        ivy.take_along_axis(x, ivy.asarray(np.zeros((2, 1), dtype=np.float32)), axis=1)


@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit: the jax backend's own tracing")
def test_jitted_function_closing_over_index_arrays():
    # Concrete indices inside a trace are range-checked eagerly (a jnp.min there was traced).
    import jax

    x = ivy.asarray(np.arange(10.0).reshape(5, 2))
    rows, pairs = ivy.asarray(np.array([0, 2])), ivy.asarray(np.array([[0], [4]]))
    weights = ivy.asarray(np.arange(15.0).reshape(5, 3))
    expected = np.arange(10.0).reshape(5, 2)[[0, 2]]
    assert_allclose(jax.jit(lambda x: ivy.take(x, rows, axis=0))(x), expected)
    assert_allclose(jax.jit(lambda x: ivy.gather(x, rows, axis=0))(x), expected)
    assert_allclose(jax.jit(lambda x: ivy.gather_nd(x, pairs))(x), [[0.0, 1.0], [8.0, 9.0]])
    embedded = jax.jit(lambda w: ivy.embedding(w, rows))(weights)
    assert_allclose(embedded, np.arange(15.0).reshape(5, 3)[[0, 2]])
    beyond = ivy.asarray(np.array([7]))
    with pytest.raises(ivy.IvyError, match="take"):
        jax.jit(lambda x: ivy.take(x, beyond, axis=0))(x)
