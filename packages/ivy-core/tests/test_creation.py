"""Array creation against NumPy, with ivy's default dtypes on every backend."""

import importlib

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes
from ivy.testing.fixtures import BACKEND

DTYPES = ["bool", "int8", "int32", "int64", "uint8", "float32", "float64", "complex64"]


def native_type():
    return type(ivy.zeros(1, backend=BACKEND))


@pytest.mark.parametrize(
    ("obj", "dtype"),
    [
        (1.5, "float32"),
        ([1, 2, 3], "int64"),
        ([[True, False]], "bool"),
        ([1, 2.5], "float32"),
        ([1j, 2], "complex64"),
        ((), "float32"),
    ],
)
def test_asarray_gives_python_data_ivys_default_dtypes(obj, dtype):
    require_dtypes(dtype)
    x = ivy.asarray(obj)
    assert type(x) is native_type()
    assert_allclose(x, np.asarray(obj), dtype=dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@given(data=st.data())
def test_asarray_keeps_the_dtype_of_numpy_arrays(dtype, data):
    require_dtypes(dtype, "complex128" if dtype.startswith("complex") else "float64")
    values = data.draw(hst.arrays(dtype))
    assert_allclose(ivy.asarray(values), values)
    target = ivy.complex128 if dtype.startswith("complex") else ivy.float64
    assert_allclose(ivy.asarray(values, dtype=target), values.astype(str(target)))


@pytest.mark.parametrize("scalar", [np.float64(0.1), np.float32(0.1), np.int64(3), np.int32(3)])
def test_asarray_keeps_the_dtype_of_numpy_scalars(scalar):
    # np.float64 is a subclass of float, but has a dtype: it is not Python data.
    require_dtypes(scalar.dtype.name)
    assert_allclose(ivy.asarray(scalar), np.asarray(scalar))


def test_asarray_of_a_backend_array_and_copies():
    x = ivy.asarray(np.arange(3, dtype=np.float32))
    assert ivy.asarray(x) is x or ivy.to_numpy(ivy.asarray(x)).tolist() == [0, 1, 2]
    copied = ivy.asarray(x, copy=True)
    assert copied is not x
    assert_allclose(copied, np.arange(3, dtype=np.float32))


@pytest.mark.parametrize("fn", ["zeros", "ones", "empty"])
@pytest.mark.parametrize("dtype", [None, *DTYPES])
@given(shape=hst.shapes())
def test_zeros_ones_empty(fn, dtype, shape):
    require_dtypes(dtype or "float32")
    x = getattr(ivy, fn)(shape, dtype=dtype)
    assert type(x) is native_type()
    expected_dtype = dtype or "float32"
    assert ivy.shape(x) == shape and ivy.dtype(x) == expected_dtype
    if fn != "empty":
        assert_allclose(x, getattr(np, fn)(shape, dtype=expected_dtype))


def test_shape_may_be_an_int():
    assert ivy.shape(ivy.zeros(3)) == (3,)


def test_negative_sizes_are_rejected():
    with pytest.raises(
        ivy.ShapeError, match=r"zeros: shape must not have negative sizes; got \(2, -1\)"
    ):
        ivy.zeros((2, -1))
    with pytest.raises(TypeError, match="shape must be an int or a sequence of ints"):
        ivy.ones(2.5)


@pytest.mark.parametrize(
    ("fill_value", "dtype", "expected_dtype"),
    [
        (7, None, "int64"),
        (2.5, None, "float32"),
        (True, None, "bool"),
        (1j, None, "complex64"),
        (3, ivy.float64, "float64"),
        (-1, ivy.int8, "int8"),
    ],
)
def test_full(fill_value, dtype, expected_dtype):
    require_dtypes(expected_dtype)
    x = ivy.full((2, 3), fill_value, dtype=dtype)
    assert_allclose(x, np.full((2, 3), fill_value), dtype=expected_dtype)


@pytest.mark.parametrize("fn", ["zeros_like", "ones_like", "empty_like", "full_like"])
@pytest.mark.parametrize("dtype", DTYPES)
@given(data=st.data())
def test_like_functions_keep_shape_and_dtype(fn, dtype, data):
    require_dtypes(dtype, "float64")
    values = data.draw(hst.arrays(dtype))
    x = ivy.asarray(values)
    args = (1,) if fn == "full_like" else ()
    result = getattr(ivy, fn)(x, *args)
    assert ivy.shape(result) == values.shape and ivy.dtype(result) == dtype
    if fn != "empty_like":
        assert_allclose(result, getattr(np, fn)(values, *args))
    converted = getattr(ivy, fn)(x, *args, dtype=ivy.float64)
    assert ivy.dtype(converted) == "float64"


@pytest.mark.parametrize(
    ("args", "kwargs", "dtype"),
    [
        ((5,), {}, "int64"),
        ((2, 9, 3), {}, "int64"),
        ((5, 0, -2), {}, "int64"),
        ((3, 1), {}, "int64"),
        ((0.5, 2.0, 0.5), {}, "float32"),
        ((1, 4), {"dtype": ivy.float64}, "float64"),
        ((-3, 3), {"dtype": ivy.int8}, "int8"),
    ],
)
def test_arange(args, kwargs, dtype):
    require_dtypes(dtype)
    expected = np.arange(*args)
    assert_allclose(ivy.arange(*args, **kwargs), expected, dtype=dtype)


def test_arange_rejects_zero_step():
    with pytest.raises(ValueError, match="arange: step must not be 0"):
        ivy.arange(0, 5, 0)


@pytest.mark.parametrize("endpoint", [True, False])
@pytest.mark.parametrize(
    ("start", "stop", "num"), [(0, 1, 5), (-2.5, 7.0, 11), (3, -3, 1), (0, 1, 0)]
)
def test_linspace(start, stop, num, endpoint):
    require_dtypes("float64")
    expected = np.linspace(start, stop, num, endpoint=endpoint)
    assert_allclose(ivy.linspace(start, stop, num, endpoint=endpoint), expected, dtype="float32")
    assert_allclose(ivy.linspace(start, stop, num, endpoint=endpoint, dtype=ivy.float64), expected)


def test_linspace_rejects_negative_num():
    with pytest.raises(ValueError, match="linspace: num must be non-negative"):
        ivy.linspace(0, 1, -1)


@pytest.mark.parametrize(
    ("n_rows", "n_cols", "k"), [(3, None, 0), (2, 4, 1), (4, 2, -1), (3, 3, 5), (0, 2, 0)]
)
def test_eye(n_rows, n_cols, k):
    assert_allclose(ivy.eye(n_rows, n_cols, k=k), np.eye(n_rows, n_cols, k=k), dtype="float32")
    assert_allclose(
        ivy.eye(n_rows, n_cols, k=k, dtype=ivy.int32), np.eye(n_rows, n_cols, k=k, dtype=np.int32)
    )


@pytest.mark.parametrize("dtype", ["bool", "int8", "int16", "uint8"])
def test_eye_of_every_dtype(dtype):
    # paddle has no eye kernels for these; made in int32 and cast.
    require_dtypes(dtype)
    for k in (0, 1, -1):
        result = ivy.eye(2, 3, k=k, dtype=dtype)
        assert ivy.dtype(result) == dtype
        np.testing.assert_array_equal(ivy.to_numpy(result), np.eye(2, 3, k=k, dtype=dtype))


@pytest.mark.parametrize("indexing", ["xy", "ij"])
@given(sizes=st.lists(st.integers(0, 4), min_size=1, max_size=3))
def test_meshgrid(indexing, sizes):
    inputs = [np.arange(n, dtype=np.float32) + i for i, n in enumerate(sizes)]
    result = ivy.meshgrid(*(ivy.asarray(a) for a in inputs), indexing=indexing)
    expected = np.meshgrid(*inputs, indexing=indexing)
    assert isinstance(result, tuple) and len(result) == len(expected)
    for r, e in zip(result, expected, strict=True):
        assert_allclose(r, e)


def test_meshgrid_rejects_bad_input():
    with pytest.raises(ValueError, match="indexing must be 'xy' or 'ij'"):
        ivy.meshgrid(ivy.zeros(2), indexing="xyz")
    with pytest.raises(ivy.ShapeError, match=r"arrays\[1\] has shape \(2, 2\)"):
        ivy.meshgrid(ivy.zeros(2), ivy.zeros((2, 2)))


def test_namespace_creation_takes_native_dtypes():
    namespace = importlib.import_module(f"ivy.{BACKEND}")
    x = namespace.zeros(3, dtype=namespace.int32)
    assert x.dtype == namespace.int32
    assert namespace.asarray([1.0]).dtype == namespace.float32


TRIANGLE_DTYPES = ["bool", "int8", "int32", "uint8", "float16", "float32", "float64", "complex64"]


@pytest.mark.parametrize("fn", ["tril", "triu"])
@given(data=st.data())
def test_tril_triu(fn, data):
    dtype = data.draw(st.sampled_from(available_dtypes(TRIANGLE_DTYPES)))
    values = data.draw(hst.arrays(dtype, hst.shapes(min_dims=2, max_dims=4)))
    k = data.draw(st.integers(-4, 4))
    result = getattr(ivy, fn)(ivy.asarray(values), k=k)
    assert_allclose(result, getattr(np, fn)(values, k=k))


@pytest.mark.parametrize("fn", ["tril", "triu"])
def test_tril_triu_keep_nan_and_inf_in_their_triangle(fn):
    values = np.full((3, 3), np.nan, dtype=np.float32)
    values[0, 2] = values[2, 0] = np.inf
    assert_allclose(getattr(ivy, fn)(ivy.asarray(values)), getattr(np, fn)(values))


@pytest.mark.parametrize("fn", ["tril", "triu"])
def test_tril_triu_need_matrices(fn):
    with pytest.raises(
        ivy.ShapeError, match=rf"{fn}: x must have at least 2 dimensions, .* got shape \(3,\)"
    ):
        getattr(ivy, fn)(ivy.zeros(3))


@pytest.mark.parametrize("dtype", ["int32", "int64", "float32", "float64", "complex64"])
def test_from_dlpack_imports_numpy_arrays(dtype):
    require_dtypes(dtype)
    values = np.arange(12).reshape(3, 4).astype(dtype)
    x = ivy.from_dlpack(values)
    assert type(x) is native_type()
    assert_allclose(x, values)
    copied = ivy.from_dlpack(values, copy=True)
    values[0, 0] = 7  # the copy does not see it
    assert_allclose(copied, np.arange(12).reshape(3, 4).astype(dtype))


def test_from_dlpack_of_a_backend_array_and_device():
    x = ivy.asarray(np.arange(4.0, dtype=np.float32))
    assert_allclose(ivy.from_dlpack(x, device="cpu"), np.arange(4.0, dtype=np.float32))


def test_from_dlpack_needs_dlpack():
    with pytest.raises(AttributeError, match=r"from_dlpack: x must support DLPack .* got list"):
        ivy.from_dlpack([1, 2, 3])


@pytest.mark.parametrize("endpoint", [True, False])
@pytest.mark.parametrize(
    ("start", "stop", "num", "base"),
    [(0, 3, 4, 10.0), (-2.5, 1.0, 7, 2.0), (1, -1, 1, 10.0), (0, 1, 0, 10.0), (0, 4, 5, 0.5)],
)
def test_logspace(start, stop, num, base, endpoint):
    require_dtypes("float64")
    expected = np.logspace(start, stop, num, endpoint=endpoint, base=base)
    result = ivy.logspace(start, stop, num, base=base, endpoint=endpoint)
    assert_allclose(result, expected.astype(np.float32))
    result = ivy.logspace(start, stop, num, base=base, endpoint=endpoint, dtype=ivy.float64)
    assert_allclose(result, expected)


def test_logspace_rejects_negative_num():
    with pytest.raises(ValueError, match="logspace: num must be non-negative"):
        ivy.logspace(0, 1, -1)


@pytest.mark.parametrize("first", [0.0, -0.0])
def test_asarray_keeps_the_sign_of_zero(first):
    # tensorflow caches eager constants made from Python scalars by value, and -0.0 == 0.0.
    for value in (first, -first, first):
        for dtype in ("float32", "float64"):
            x = ivy.to_numpy(ivy.asarray(value, dtype=dtype))
            assert np.signbit(x) == np.signbit(value), (value, dtype)


def test_a_native_shape_is_a_shape():
    # tensorflow's x.shape is a TensorShape, paddle's a list, torch's a torch.Size: each is
    # accepted wherever a shape is.
    x = ivy.ones((2, 3))
    for fn in ("zeros", "ones", "empty"):
        assert ivy.to_numpy(getattr(ivy, fn)(x.shape)).shape == (2, 3)
    assert ivy.to_numpy(ivy.full(x.shape, 2.0)).shape == (2, 3)
    assert ivy.to_numpy(ivy.broadcast_to(ivy.ones(()), x.shape)).shape == (2, 3)
    assert ivy.to_numpy(ivy.reshape(x, ivy.ones((3, 2)).shape)).shape == (3, 2)


@pytest.mark.parametrize(
    "make",
    [
        lambda: ivy.zeros((10**7, 10**7, 10**7)),
        lambda: ivy.full((10**7, 10**7, 10**7), 1.0),
        lambda: ivy.repeat(ivy.ones(3), 10**18),
        lambda: ivy.conv1d_transpose(ivy.ones((1, 4, 2)), ivy.ones((3, 2, 2)), 10**18, "VALID"),
    ],
    ids=["zeros", "full", "repeat", "conv1d_transpose"],
)
def test_a_result_too_large_for_any_memory_raises(make):
    # XLA ends the process on such shapes; ivy's jax backend checks them first. The other
    # frameworks raise errors of their own.
    expected = ivy.ShapeError if ivy.current_backend() == "jax" else Exception
    with pytest.raises(expected):
        make()
