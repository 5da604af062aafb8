"""Set functions against a NumPy reference that keeps NaNs distinct."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes

DTYPES = ["bool", "int8", "int32", "int64", "uint8", "float32", "float64"]
dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(DTYPES)))


def _reference(values):
    """``(values, indices, inverse, counts)`` as the standard says: each NaN is distinct."""
    flat = values.reshape(-1)
    order = np.argsort(flat, kind="stable")
    ordered = flat[order]
    first = np.concatenate([[True], ordered[1:] != ordered[:-1]])[: flat.size]
    starts = np.flatnonzero(first)
    inverse = np.empty(flat.size, np.int64)
    inverse[order] = np.cumsum(first) - 1
    counts = np.diff(np.append(starts, flat.size))
    return ordered[first], order[starts], inverse.reshape(values.shape), counts


@st.composite
def _values(draw):
    dtype = draw(dtypes)
    values = draw(hst.arrays(dtype, min_value=-3, max_value=3))  # repeats are likely
    if dtype.startswith("float") and values.size and draw(st.booleans()):
        values.reshape(-1)[:: max(1, values.size // 2)] = np.nan
    return values


@given(values=_values())
def test_unique_functions(values):
    require_dtypes("int64")
    unique, indices, inverse, counts = _reference(values)
    x = ivy.asarray(values)
    result = ivy.unique_all(x)
    assert result._fields == ("values", "indices", "inverse_indices", "counts")
    assert_allclose(result.values, unique)
    assert_allclose(result.indices, indices, dtype="int64")
    assert_allclose(result.inverse_indices, inverse, dtype="int64")
    assert_allclose(result.counts, counts, dtype="int64")
    result = ivy.unique_counts(x)
    assert result._fields == ("values", "counts")
    assert_allclose(result.values, unique)
    assert_allclose(result.counts, counts, dtype="int64")
    result = ivy.unique_inverse(x)
    assert result._fields == ("values", "inverse_indices")
    assert_allclose(result.values, unique)
    assert_allclose(result.inverse_indices, inverse, dtype="int64")
    assert_allclose(ivy.unique_values(x), unique)


def test_close_values_stay_distinct():
    values = np.asarray([2e-9, 1e-9, 1e-9, 3e-9], np.float32)
    assert_allclose(
        ivy.unique_values(ivy.asarray(values)), np.asarray([1e-9, 2e-9, 3e-9], np.float32)
    )


def test_each_nan_is_distinct_and_zeros_are_equal():
    values = np.asarray([np.nan, 2.0, -0.0, np.nan, 0.0, 2.0], np.float32)
    result = ivy.unique_all(ivy.asarray(values))
    assert_allclose(result.values, np.asarray([-0.0, 2.0, np.nan, np.nan], np.float32))
    assert np.signbit(ivy.to_numpy(result.values)[0])  # the first of -0.0 and 0.0 stands
    assert_allclose(result.indices, np.asarray([2, 1, 0, 3]), dtype="int64")
    assert_allclose(result.inverse_indices, np.asarray([2, 1, 0, 3, 0, 1]), dtype="int64")
    assert_allclose(result.counts, np.asarray([2, 2, 1, 1]), dtype="int64")


@given(data=st.data())
def test_isin(data):
    dtype = data.draw(dtypes)
    x1 = data.draw(hst.arrays(dtype, min_value=-3, max_value=3))
    x2 = data.draw(hst.arrays(dtype, min_value=-3, max_value=3))
    invert = data.draw(st.booleans())
    result = ivy.isin(ivy.asarray(x1), ivy.asarray(x2), invert=invert)
    assert_allclose(result, np.isin(x1, x2, invert=invert))


def test_isin_with_nan_scalars_and_mixed_dtypes():
    require_dtypes("int64")
    x = np.asarray([[1.0, np.nan], [3.0, 4.0]], np.float32)
    assert_allclose(
        ivy.isin(ivy.asarray(x), ivy.asarray(np.asarray([np.nan, 4.0], np.float32))),
        np.asarray([[False, False], [False, True]]),
    )
    ints = ivy.asarray(np.asarray([1, 2, 3], np.int64))
    assert_allclose(ivy.isin(ints, 2), np.asarray([False, True, False]))
    assert_allclose(ivy.isin(3, ints), np.asarray(True))
    assert_allclose(ivy.isin(ints, ivy.asarray(x), invert=True), np.asarray([False, True, False]))


def test_isin_needs_an_array():
    with pytest.raises(TypeError, match="isin: x1 or x2 must be an array"):
        ivy.isin(1, 2, backend=ivy.current_backend())
