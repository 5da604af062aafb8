"""matmul against NumPy."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import require_dtypes


@st.composite
def matmul_shapes(draw):
    m, k, n = (draw(st.integers(1, 4)) for _ in range(3))
    batch1, batch2 = draw(hst.broadcastable_shapes(2, max_dims=2))
    left = draw(st.sampled_from([(k,), (*batch1, m, k)]))
    right = draw(st.sampled_from([(k,), (*batch2, k, n)]))
    return left, right


@pytest.mark.parametrize(
    "dtype", ["int32", "int64", "float32", "float64", "complex64", "complex128"]
)
@given(data=st.data())
def test_matmul(dtype, data):
    require_dtypes(dtype)
    left, right = data.draw(matmul_shapes())
    x1 = data.draw(hst.arrays(dtype, left, min_value=-3, max_value=3))
    x2 = data.draw(hst.arrays(dtype, right, min_value=-3, max_value=3))
    wide = (
        dtype if dtype.startswith("int") else "complex128" if dtype.startswith("c") else "float64"
    )
    expected = np.matmul(x1.astype(wide), x2.astype(wide))
    result = ivy.matmul(ivy.asarray(x1), ivy.asarray(x2))
    loose = dtype in ("float32", "complex64")
    assert_allclose(
        result, expected, dtype=dtype, rtol=1e-4 if loose else None, atol=1e-4 if loose else None
    )


def test_matmul_promotes():
    require_dtypes("float64")
    x1 = ivy.asarray(np.ones((2, 2), np.float32))
    x2 = ivy.asarray(np.ones((2, 2), np.float64))
    assert ivy.dtype(ivy.matmul(x1, x2)) == "float64"


def test_matmul_errors_name_the_inner_sizes():
    with pytest.raises(
        ivy.ShapeError,
        match=r"the last axis of x1 \(shape \(2, 3\)\) has size 3 but the second-to-last axis of x2 \(shape \(4, 5\)\) has size 4",
    ):
        ivy.matmul(ivy.zeros((2, 3)), ivy.zeros((4, 5)))
    with pytest.raises(ivy.ShapeError, match="must have at least one dimension"):
        ivy.matmul(ivy.asarray(np.asarray(1.0, np.float32)), ivy.zeros(3))
    with pytest.raises(
        ivy.ShapeError, match=r"x1 batch of shape .* and x2 batch of shape .* do not broadcast"
    ):
        ivy.matmul(ivy.zeros((2, 1, 3)), ivy.zeros((3, 3, 2)))
