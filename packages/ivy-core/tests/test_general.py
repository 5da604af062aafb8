"""to_numpy, shape, is_array, dev and to_device."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import strategies as hst
from ivy.testing.dtypes import require_dtypes
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


def test_bad_device_names_raise_value_error():
    with pytest.raises(ValueError, match="'tpu:0' is not a device name"):
        ivy.zeros(2, device="tpu:0")
