"""Utility functions against NumPy."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes

DTYPES = ["bool", "int8", "int32", "uint8", "float32", "float64", "complex64"]
dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(DTYPES)))


@pytest.mark.parametrize("name", ["all", "any"])
@given(data=st.data())
def test_all_any(name, data):
    values = data.draw(hst.arrays(data.draw(dtypes), min_value=0, max_value=1))
    axis, keepdims = data.draw(hst.axes(values.ndim)), data.draw(st.booleans())
    result = getattr(ivy, name)(ivy.asarray(values), axis=axis, keepdims=keepdims)
    assert_allclose(result, getattr(np, name)(values, axis=axis, keepdims=keepdims))


@pytest.mark.parametrize("name", ["all", "any"])
def test_all_any_count_nan_as_true_and_take_empty_axes(name):
    x = ivy.asarray(np.asarray([[np.nan, 0.0], [np.nan, np.nan]], np.float32))
    assert_allclose(getattr(ivy, name)(x, axis=1), getattr(np, name)(ivy.to_numpy(x), axis=1))
    empty = ivy.zeros((0, 2))
    assert_allclose(getattr(ivy, name)(empty, axis=0), np.full(2, name == "all"))
    assert_allclose(getattr(ivy, name)(empty), np.asarray(name == "all"))


def test_all_any_bad_axis():
    with pytest.raises(ivy.AxisError, match="all: axis 2 is out of range"):
        ivy.all(ivy.zeros((2, 2)), axis=2)
    with pytest.raises(ivy.AxisError, match=r"any: axis \(1, -1\) repeats an axis"):
        ivy.any(ivy.zeros((2, 2)), axis=(1, -1))


@given(data=st.data())
def test_diff(data):
    dtype = data.draw(st.sampled_from(available_dtypes(["int8", "int32", "float32", "float64"])))
    values = data.draw(hst.arrays(dtype, hst.shapes(min_dims=1)))
    axis = data.draw(st.integers(-values.ndim, values.ndim - 1))
    n = data.draw(st.integers(0, 3))
    extra = {}
    for name in ("prepend", "append"):
        if data.draw(st.booleans()):
            shape = list(values.shape)
            shape[axis] = data.draw(st.integers(0, 2))
            shape = tuple(shape)
            extra[name] = data.draw(hst.arrays(dtype, shape))
    result = ivy.diff(
        ivy.asarray(values), axis=axis, n=n, **{k: ivy.asarray(v) for k, v in extra.items()}
    )
    # np.diff(n=0) ignores prepend and append; ivy puts them in first, whatever n is.
    parts = [extra.get("prepend"), values, extra.get("append")]
    joined = np.concatenate([p for p in parts if p is not None], axis=axis)
    assert_allclose(result, np.diff(joined, axis=axis, n=n))


def test_diff_errors():
    x = ivy.zeros((2, 3))
    with pytest.raises(ivy.AxisError, match="diff: axis 2 is out of range"):
        ivy.diff(x, axis=2)
    with pytest.raises(ValueError, match="diff: n must be >= 0; got -1"):
        ivy.diff(x, n=-1)
    with pytest.raises(
        ivy.ShapeError,
        match=r"diff: prepend of shape \(3, 1\) must match x of shape \(2, 3\) outside axis 1",
    ):
        ivy.diff(x, prepend=ivy.zeros((3, 1)))


def test_diff_of_longer_than_the_axis_is_empty():
    require_dtypes("int64")
    x = ivy.asarray(np.asarray([[1, 4], [9, 16]], np.int64))
    assert_allclose(ivy.diff(x, axis=0, n=3), np.zeros((0, 2), np.int64))
