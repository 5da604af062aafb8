"""Sorting functions against NumPy and a plain-Python stable sort."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import require_dtypes

DTYPES = ["bool", "int8", "int64", "uint8", "float16", "float32", "float64"]


def _stable_argsort(values, axis, descending):
    """Python's stable ``sorted`` along ``axis``; NaNs last (first when descending)."""
    moved = np.moveaxis(values.astype(np.float64), axis, -1)
    rows = moved.reshape(int(np.prod(moved.shape[:-1])), moved.shape[-1])
    result = np.empty(rows.shape, np.int64)
    for r, row in zip(result, rows, strict=True):
        if descending:
            r[:] = sorted(range(len(row)), key=lambda i: (not np.isnan(row[i]), -row[i]))
        else:
            r[:] = sorted(range(len(row)), key=lambda i: (np.isnan(row[i]), row[i]))
    return np.moveaxis(result.reshape(moved.shape), -1, axis)


@st.composite
def _sortable(draw, dtype):
    # Few distinct values, so ties (where stability shows) are common.
    values = draw(hst.arrays(dtype, hst.shapes(min_dims=1), min_value=-3, max_value=3))
    if dtype.startswith("float"):
        values = np.round(values)
    return values, draw(st.integers(-values.ndim, values.ndim - 1))


@pytest.mark.parametrize("dtype", DTYPES)
@given(data=st.data())
def test_argsort_is_stable_and_sort_sorts(dtype, data):
    require_dtypes(dtype, "int64")
    values, axis = data.draw(_sortable(dtype))
    descending = data.draw(st.booleans())
    x = ivy.asarray(values)
    result = ivy.argsort(x, axis=axis, descending=descending)
    assert_allclose(result, _stable_argsort(values, axis, descending))
    expected = np.sort(values, axis=axis)
    expected = np.flip(expected, axis) if descending else expected
    assert_allclose(ivy.sort(x, axis=axis, descending=descending), expected)


@pytest.mark.parametrize("descending", [False, True])
def test_unstable_sort_still_sorts(descending):
    values = np.asarray([[3, 1, 2, 1], [0, 5, 5, -1]], np.int32)
    order = ivy.to_numpy(ivy.argsort(ivy.asarray(values), descending=descending, stable=False))
    expected = np.sort(values, axis=-1)
    expected = np.flip(expected, -1) if descending else expected
    np.testing.assert_array_equal(np.take_along_axis(values, order, -1), expected)
    assert_allclose(ivy.sort(ivy.asarray(values), descending=descending, stable=False), expected)


@pytest.mark.parametrize("descending", [False, True])
def test_nans_sort_last_and_stay_in_order(descending):
    values = np.asarray([np.nan, 1.0, -np.inf, np.nan, 0.0, np.inf, -0.0, 1.0], np.float32)
    x = ivy.asarray(values)
    assert_allclose(ivy.argsort(x, descending=descending), _stable_argsort(values, -1, descending))
    expected = np.sort(values)
    assert_allclose(ivy.sort(x, descending=descending), expected[::-1] if descending else expected)


def test_sort_of_empty_axes():
    x = ivy.zeros((0, 3))
    assert_allclose(ivy.sort(x, axis=0), np.zeros((0, 3), np.float32))
    assert_allclose(ivy.argsort(x, axis=0, descending=True), np.zeros((0, 3), np.int64))


def test_bad_axis_and_dtype_raise():
    with pytest.raises(ivy.AxisError, match="argsort: axis 2 is out of range"):
        ivy.argsort(ivy.zeros((2, 3)), axis=2)
    with pytest.raises(ivy.AxisError, match="sort: axis -3 is out of range"):
        ivy.sort(ivy.zeros((2, 3)), axis=-3)
