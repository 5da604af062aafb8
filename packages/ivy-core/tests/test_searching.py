"""Searching functions against NumPy."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes

REAL = ["int8", "int32", "uint8", "float32", "float64"]


@pytest.mark.parametrize("name", ["argmax", "argmin"])
@pytest.mark.parametrize("dtype", REAL)
@given(data=st.data())
def test_argmax_argmin(name, dtype, data):
    require_dtypes(dtype, "int64")
    values = data.draw(hst.arrays(dtype, hst.shapes(min_side=1), min_value=-3, max_value=3))
    axis = (
        data.draw(st.none() | st.integers(-values.ndim, values.ndim - 1)) if values.ndim else None
    )
    keepdims = data.draw(st.booleans())
    result = getattr(ivy, name)(ivy.asarray(values), axis=axis, keepdims=keepdims)
    expected = getattr(np, name)(values, axis=axis, keepdims=keepdims)
    assert_allclose(result, np.asarray(expected, np.int64), dtype="int64")


def test_argmax_of_nothing_raises_shape_error():
    with pytest.raises(
        ivy.ShapeError, match=r"argmax: x of shape \(0, 2\) has no elements along axis 0"
    ):
        ivy.argmax(ivy.zeros((0, 2)), axis=0)
    with pytest.raises(ivy.AxisError, match="argmin: axis 3 is out of range"):
        ivy.argmin(ivy.zeros((2, 2)), axis=3)


@pytest.mark.parametrize("dtype", ["bool", "int32", "float32"])
@given(data=st.data())
def test_nonzero(dtype, data):
    require_dtypes(dtype, "int64")
    values = data.draw(hst.arrays(dtype, hst.shapes(min_dims=1), min_value=-1, max_value=1))
    result = ivy.nonzero(ivy.asarray(values))
    expected = np.nonzero(values)
    assert isinstance(result, tuple) and len(result) == values.ndim
    for r, e in zip(result, expected, strict=True):
        assert_allclose(r, e.astype(np.int64), dtype="int64")


def test_nonzero_needs_a_dimension():
    with pytest.raises(ivy.ShapeError, match="nonzero: x must have at least one dimension"):
        ivy.nonzero(ivy.asarray(np.asarray(1.0)))


@pytest.mark.parametrize("dtype", ["int32", "float32", "float64", "complex64", "bool"])
@given(data=st.data())
def test_where(dtype, data):
    require_dtypes(dtype)
    shapes = data.draw(hst.broadcastable_shapes(3))
    condition = data.draw(hst.arrays("bool", shapes[0]))
    x1, x2 = (data.draw(hst.arrays(dtype, s)) for s in shapes[1:])
    result = ivy.where(ivy.asarray(condition), ivy.asarray(x1), ivy.asarray(x2))
    assert_allclose(result, np.where(condition, x1, x2), dtype=dtype)


def test_where_with_python_scalars_and_promotion():
    require_dtypes("float64")
    condition = ivy.asarray(np.asarray([True, False, True]))
    x = ivy.asarray(np.asarray([1.0, 2.0, 3.0], np.float32))
    assert_allclose(ivy.where(condition, x, 0.0), np.asarray([1.0, 0.0, 3.0], np.float32))
    assert_allclose(ivy.where(condition, -1.0, x), np.asarray([-1.0, 2.0, -1.0], np.float32))
    wide = ivy.asarray(np.zeros(3, np.float64))
    assert ivy.dtype(ivy.where(condition, x, wide)) == "float64"


def test_where_shapes_must_broadcast():
    with pytest.raises(
        ivy.ShapeError,
        match=r"where: condition of shape \(2,\) and x1 of shape \(3,\) and x2 of shape \(\) do not broadcast",
    ):
        ivy.where(ivy.asarray(np.asarray([True, False])), ivy.zeros(3), 1.0)


# Dtypes are drawn rather than parametrized: jax compiles every new shape, so fewer cases.
dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(REAL)))


@given(data=st.data())
def test_searchsorted(data):
    require_dtypes("int64")
    dtype, side = data.draw(dtypes), data.draw(st.sampled_from(["left", "right"]))
    x1 = np.sort(data.draw(hst.arrays(dtype, hst.shapes(min_dims=1, max_dims=1), max_value=5)))
    x2 = data.draw(hst.arrays(dtype, max_value=5))
    result = ivy.searchsorted(ivy.asarray(x1), ivy.asarray(x2), side=side)
    assert_allclose(result, np.searchsorted(x1, x2, side=side).astype(np.int64))


def test_searchsorted_with_sorter_and_scalars():
    require_dtypes("int64")
    x1 = np.asarray([3.0, 1.0, 2.0, 2.0], np.float32)
    sorter = np.argsort(x1, kind="stable")
    x2 = np.asarray([[2.0, 0.0], [3.5, 1.0]], np.float32)
    for side in ("left", "right"):
        result = ivy.searchsorted(
            ivy.asarray(x1), ivy.asarray(x2), side=side, sorter=ivy.asarray(sorter)
        )
        assert_allclose(result, np.searchsorted(x1, x2, side=side, sorter=sorter).astype(np.int64))
    assert_allclose(ivy.searchsorted(ivy.asarray(np.sort(x1)), 2.0), np.asarray(1, np.int64))
    assert_allclose(
        ivy.searchsorted(ivy.asarray(np.sort(x1)), ivy.asarray(np.float32(2.0)), side="right"),
        np.asarray(3, np.int64),
    )


def test_searchsorted_errors():
    with pytest.raises(ivy.ShapeError, match=r"searchsorted: x1 must be 1-d; got shape \(2, 2\)"):
        ivy.searchsorted(ivy.zeros((2, 2)), ivy.zeros(3))
    with pytest.raises(ValueError, match='searchsorted: side must be "left" or "right"'):
        ivy.searchsorted(ivy.zeros(2), ivy.zeros(3), side="middle")


@given(data=st.data())
def test_count_nonzero(data):
    require_dtypes("int64")
    dtype = data.draw(st.sampled_from(available_dtypes(["bool", *REAL, "complex64"])))
    values = data.draw(hst.arrays(dtype, min_value=-1, max_value=1))
    axis, keepdims = data.draw(hst.axes(values.ndim)), data.draw(st.booleans())
    result = ivy.count_nonzero(ivy.asarray(values), axis=axis, keepdims=keepdims)
    expected = np.count_nonzero(values, axis=axis, keepdims=keepdims)
    assert_allclose(result, np.asarray(expected, np.int64))


def test_count_nonzero_counts_nan_and_checks_axes():
    require_dtypes("int64")
    x = ivy.asarray(np.asarray([[np.nan, 0.0], [-0.0, 1.0]], np.float32))
    assert_allclose(ivy.count_nonzero(x, axis=0), np.asarray([1, 1], np.int64))
    with pytest.raises(ivy.AxisError, match="count_nonzero: axis 2 is out of range"):
        ivy.count_nonzero(x, axis=2)


@given(data=st.data())
def test_argwhere_and_indices_where(data):
    require_dtypes("int64")
    dtype = data.draw(st.sampled_from(available_dtypes(["bool", "int8", "uint8", "float32"])))
    values = data.draw(hst.arrays(dtype, min_value=-1, max_value=1))
    x = ivy.asarray(values)
    assert_allclose(ivy.argwhere(x), np.argwhere(values).astype(np.int64))
    assert_allclose(ivy.indices_where(x), np.argwhere(values).astype(np.int64))


def test_indices_where_is_a_composite_over_argwhere():
    from ivy.api import COMPOSITES

    assert "indices_where" in COMPOSITES and "argwhere" not in COMPOSITES
    assert "original" in ivy.indices_where.__doc__
