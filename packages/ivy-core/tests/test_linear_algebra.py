"""Main-namespace linear algebra against NumPy, and its errors."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose, assert_grads_close
from ivy.testing import strategies as hst
from ivy.testing.dtypes import require_dtypes
from ivy.testing.fixtures import needs_autodiff


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


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ((2, 1, 2, 3), (0, 3, 4)),
        ((1, 0, 2, 3), (3, 1, 3, 4)),
        ((5, 1, 2, 3), (1, 0, 3, 4)),
        ((0, 2, 3), (3, 4)),
        ((3,), (0, 3, 4)),
        ((0, 3), (3, 4)),
    ],
)
def test_matmul_broadcasts_batches_of_size_zero(left, right):
    # paddle's kernel broadcasts (2, 1) with (0,) to (2, 1): the result must be empty.
    x1, x2 = np.ones(left, np.float32), np.ones(right, np.float32)
    result = ivy.matmul(ivy.asarray(x1), ivy.asarray(x2))
    assert_allclose(result, np.matmul(x1, x2))
    assert ivy.shape(result) == np.matmul(x1, x2).shape


@needs_autodiff
@pytest.mark.parametrize(
    ("left", "right"),
    [
        ((2, 1, 3, 4), (5, 4, 2)),
        ((1, 2, 3, 4), (5, 1, 4, 2)),
        ((2, 1, 3, 4), (2, 5, 4, 2)),
        ((2, 3, 4), (2, 4, 2)),
        ((2, 1, 3, 4), (4, 2)),
        ((4,), (5, 4, 2)),
    ],
)
def test_matmul_gradient_where_batches_broadcast(left, right):
    # mxnet's own matmul gradient sums the wrong entries where a size-1 batch axis meets a
    # larger one.
    rng = np.random.default_rng(0)
    x1, x2 = rng.standard_normal(left), rng.standard_normal(right)
    weights = ivy.asarray(rng.standard_normal(np.matmul(x1, x2).shape))

    def weighted_sum(a, b):
        return ivy.sum(ivy.matmul(a, b) * weights)

    grads = ivy.grad(weighted_sum, argnums=(0, 1))(ivy.asarray(x1), ivy.asarray(x2))
    assert_grads_close(weighted_sum, [x1, x2], grads)


def test_matmul_refuses_batches_that_do_not_broadcast_with_size_zero():
    with pytest.raises(ivy.ShapeError, match="do not broadcast"):
        ivy.matmul(ivy.zeros((0, 2, 3)), ivy.zeros((2, 3, 4)))


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


@pytest.mark.parametrize("shape", [(2, 3), (4, 2, 3), (2, 1, 0)])
def test_matrix_transpose(shape):
    x = np.arange(int(np.prod(shape))).reshape(shape).astype("float32")
    assert_allclose(ivy.matrix_transpose(ivy.asarray(x)), np.swapaxes(x, -1, -2))


def test_matrix_transpose_of_a_vector_names_x():
    with pytest.raises(
        ivy.ShapeError, match=r"matrix_transpose: x must be a stack of matrices .* got shape \(3,\)"
    ):
        ivy.matrix_transpose(ivy.zeros(3))


@pytest.mark.parametrize(
    ("shape1", "shape2", "axes"),
    [
        ((2, 3, 4), (3, 4, 5), 2),
        ((2, 3), (3, 4), 1),
        ((2,), (3,), 0),
        ((2, 3, 4), (4, 3, 5), ([1, 2], [1, 0])),
        ((2, 3, 4), (4, 5, 2), ((-1, 0), (0, -1))),
        ((3, 3), (3, 3), ((), ())),
    ],
)
@pytest.mark.parametrize("dtype", ["int32", "float64", "complex64"])
def test_tensordot(shape1, shape2, axes, dtype):
    require_dtypes(dtype)
    x1 = (np.arange(np.prod(shape1)).reshape(shape1) % 5 - 2).astype(dtype)
    x2 = (np.arange(np.prod(shape2)).reshape(shape2) % 3 - 1).astype(dtype)
    result = ivy.tensordot(ivy.asarray(x1), ivy.asarray(x2), axes=axes)
    assert_allclose(result, np.tensordot(x1, x2, axes=axes), dtype=dtype)


def test_tensordot_promotes():
    require_dtypes("float64")
    x1 = ivy.asarray(np.ones((2, 3), np.float32))
    x2 = ivy.asarray(np.ones((3,), np.float64))
    assert_allclose(ivy.tensordot(x1, x2, axes=1), np.full(2, 3.0))


def test_tensordot_errors_name_the_axes():
    with pytest.raises(
        ivy.ShapeError,
        match=r"tensordot: axis 1 of x1 \(shape \(2, 3\)\) has size 3 but axis 0 of x2 \(shape \(4, 5\)\) has size 4",
    ):
        ivy.tensordot(ivy.zeros((2, 3)), ivy.zeros((4, 5)), axes=1)
    with pytest.raises(ivy.AxisError, match=r"tensordot: axes 3 must be in \[0, 2\]"):
        ivy.tensordot(ivy.zeros((2, 3)), ivy.zeros((2, 3)), axes=3)
    with pytest.raises(ivy.AxisError, match="tensordot: x2 axes 2 is out of range"):
        ivy.tensordot(ivy.zeros((2, 3)), ivy.zeros((2, 3)), axes=([0], [2]))


@pytest.mark.parametrize(
    ("shape1", "shape2", "axis"),
    [((3,), (3,), -1), ((2, 3), (3,), -1), ((4, 3, 2), (3, 1), -2), ((2, 1, 3), (5, 3), -1)],
)
@pytest.mark.parametrize("dtype", ["int8", "float32", "complex128"])
def test_vecdot(shape1, shape2, axis, dtype):
    require_dtypes(dtype)
    rng = np.random.default_rng(0)
    x1, x2 = rng.integers(-3, 4, shape1), rng.integers(-3, 4, shape2)
    if dtype.startswith("complex"):
        x1 = x1 + 1j * rng.integers(-3, 4, shape1)
        x2 = x2 - 2j * rng.integers(-3, 4, shape2)
    x1, x2 = x1.astype(dtype), x2.astype(dtype)
    expected = np.sum(np.conj(x1) * x2, axis=axis)  # x1 conjugated
    result = ivy.vecdot(ivy.asarray(x1), ivy.asarray(x2), axis=axis)
    assert_allclose(result, expected, dtype=dtype)


def test_vecdot_errors():
    with pytest.raises(
        ivy.AxisError, match=r"vecdot: axis must be a negative integer in \[-1, -1\]"
    ):
        ivy.vecdot(ivy.zeros((2, 3)), ivy.zeros(3), axis=0)
    with pytest.raises(
        ivy.ShapeError,
        match=r"vecdot: x1 of shape \(2, 3\) and x2 of shape \(1,\) differ in size along axis -1",
    ):
        ivy.vecdot(ivy.zeros((2, 3)), ivy.zeros(1))
    with pytest.raises(
        ivy.ShapeError,
        match=r"vecdot: x1 of shape \(2, 3\) and x2 of shape \(4, 3\) do not broadcast",
    ):
        ivy.vecdot(ivy.zeros((2, 3)), ivy.zeros((4, 3)))


@pytest.mark.parametrize(
    ("equation", "shapes"),
    [
        ("ij,jk->ik", [(2, 3), (3, 4)]),
        ("ii->i", [(3, 3)]),
        ("ii", [(3, 3)]),
        ("bij,bjk->bik", [(2, 3, 4), (2, 4, 5)]),
        ("...ij,...j->...i", [(2, 3, 4), (4,)]),
        ("i,j->ij", [(2,), (3,)]),
        ("ij->", [(2, 3)]),
    ],
)
def test_einsum(equation, shapes):
    operands = [(np.arange(np.prod(s)).reshape(s) % 4 - 1.5).astype("float32") for s in shapes]
    result = ivy.einsum(equation, *(ivy.asarray(o) for o in operands))
    assert_allclose(result, np.einsum(equation, *operands))


@pytest.mark.parametrize("batch", [(), (2,), (2, 3)])
@pytest.mark.parametrize("dtype", ["int32", "float32", "float64"])
def test_vector_to_skew_symmetric_matrix(batch, dtype):
    rng = np.random.default_rng(0)
    v, u = rng.integers(-5, 6, (*batch, 3)).astype(dtype), rng.integers(-5, 6, (3,)).astype(dtype)
    matrix = ivy.vector_to_skew_symmetric_matrix(ivy.asarray(v))
    x, y, z = v[..., 0], v[..., 1], v[..., 2]
    zero = np.zeros_like(x)
    expected = np.stack(
        [np.stack([zero, -z, y], -1), np.stack([z, zero, -x], -1), np.stack([-y, x, zero], -1)], -2
    )
    assert_allclose(matrix, expected)
    # [v]_x @ u is the cross product v x u
    assert_allclose(ivy.matmul(matrix, ivy.asarray(u)), np.cross(v, u))


def test_vector_to_skew_symmetric_matrix_needs_3_vectors():
    with pytest.raises(
        ivy.ShapeError,
        match=r"vector_to_skew_symmetric_matrix: vector must have shape \(..., 3\); got shape \(2, 4\)",
    ):
        ivy.vector_to_skew_symmetric_matrix(ivy.zeros((2, 4)))


@pytest.mark.parametrize("dtype", ["int8", "int16", "uint8", "uint16", "uint32", "uint64"])
def test_products_of_every_integer_dtype(dtype):
    # torch has no product kernels for uint16/32/64 (computed in int64, which wraps alike).
    require_dtypes(dtype)
    a = np.arange(1, 7, dtype=dtype).reshape(2, 3)
    b = np.arange(1, 7, dtype=dtype).reshape(3, 2)
    x, y = ivy.asarray(a), ivy.asarray(b)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.matmul(x, y)), a @ b)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.tensordot(x, y, axes=1)), a @ b)
    np.testing.assert_array_equal(ivy.to_numpy(ivy.vecdot(x, x)), (a * a).sum(-1, dtype=dtype))
    assert ivy.dtype(ivy.matmul(x, y)) == ivy.dtype(ivy.vecdot(x, x)) == dtype


def test_matrix_transpose_of_bools():
    # mxnet's swapaxes has no bool kernel.
    a = np.asarray([[True, False, True], [False, False, True]])
    result = ivy.matrix_transpose(ivy.asarray(a))
    assert ivy.dtype(result) == "bool"
    np.testing.assert_array_equal(ivy.to_numpy(result), a.T)
