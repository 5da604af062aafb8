"""Statistical reductions and cumulative sums and products against NumPy."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import require_dtypes

NUMERIC = ["int8", "int32", "int64", "uint8", "float32", "float64", "complex64"]
REAL = ["int8", "int32", "uint8", "float32", "float64"]
FLOATS = ["float32", "float64"]

# The standard's accumulation dtype for sums and products when dtype=None.
ACCUMULATE = {
    "bool": "int64",
    "int8": "int64",
    "int16": "int64",
    "int32": "int64",
    "int64": "int64",
    "uint8": "uint64",
    "uint16": "uint64",
    "uint32": "uint64",
    "uint64": "uint64",
}


def _reference(fn, values, axis, keepdims, **kwargs):
    axis = tuple(axis) if isinstance(axis, list) else axis
    return fn(values, axis=axis, keepdims=keepdims, **kwargs)


@pytest.mark.parametrize("name", ["sum", "prod"])
@pytest.mark.parametrize("dtype", ["bool", *NUMERIC])
@given(data=st.data())
def test_sum_and_prod(name, dtype, data):
    require_dtypes(dtype, ACCUMULATE.get(dtype, dtype))
    values = data.draw(hst.arrays(dtype, min_value=-3, max_value=3))
    axis, keepdims = data.draw(hst.axes(values.ndim)), data.draw(st.booleans())
    result_dtype = ACCUMULATE.get(dtype, dtype)
    wide = (
        "complex128"
        if dtype.startswith("complex")
        else result_dtype
        if dtype in ACCUMULATE
        else "float64"
    )
    expected = _reference(getattr(np, name), values.astype(wide), axis, keepdims)
    result = getattr(ivy, name)(ivy.asarray(values), axis=axis, keepdims=keepdims)
    assert_allclose(result, expected, dtype=result_dtype, rtol=1e-4 if dtype == "float32" else None)


@pytest.mark.parametrize("name", ["sum", "prod"])
def test_sum_and_prod_take_an_accumulation_dtype(name):
    require_dtypes("int8", "float64")
    values = np.arange(1, 7, dtype=np.int8).reshape(2, 3)
    result = getattr(ivy, name)(ivy.asarray(values), axis=1, dtype=ivy.float64)
    assert_allclose(result, getattr(np, name)(values.astype(np.float64), axis=1))


@pytest.mark.parametrize("name", ["mean", "var", "std"])
@pytest.mark.parametrize("dtype", FLOATS)
@given(data=st.data())
def test_mean_var_std(name, dtype, data):
    require_dtypes(dtype)
    values = data.draw(hst.arrays(dtype, hst.shapes(min_side=1)))
    axis, keepdims = data.draw(hst.axes(values.ndim)), data.draw(st.booleans())
    kwargs = {} if name == "mean" else {"correction": data.draw(st.sampled_from([0, 0.0, 1]))}
    axis_tuple = tuple(axis) if isinstance(axis, (list, tuple)) else axis
    count = (
        values.size
        if axis is None
        else np.prod(
            [values.shape[a] for a in np.atleast_1d(axis_tuple)] if axis_tuple != () else [1]
        )
    )
    if name != "mean" and count <= kwargs["correction"]:
        return  # no degrees of freedom left: the standard leaves the result unspecified
    reference_kwargs = {"ddof": kwargs["correction"]} if kwargs else {}
    expected = _reference(
        getattr(np, name), values.astype(np.float64), axis, keepdims, **reference_kwargs
    )
    result = getattr(ivy, name)(ivy.asarray(values), axis=axis, keepdims=keepdims, **kwargs)
    assert_allclose(
        result,
        expected,
        dtype=dtype,
        rtol=1e-4 if dtype == "float32" else None,
        atol=1e-5 if dtype == "float32" else None,
    )


@pytest.mark.parametrize("name", ["mean", "var", "std"])
@pytest.mark.parametrize("dtype", ["bool", "int8", "int32", "int64", "uint8"])
@given(data=st.data())
def test_mean_var_std_of_integers_are_float32(name, dtype, data):
    # Outside the standard (floating point only): every backend computes them in the default
    # float dtype, where numpy and jax would take float64 and paddle would truncate to integers.
    require_dtypes(dtype)
    values = data.draw(hst.arrays(dtype, hst.shapes(min_side=1), min_value=-100, max_value=100))
    axis, keepdims = data.draw(hst.axes(values.ndim)), data.draw(st.booleans())
    expected = _reference(getattr(np, name), values.astype(np.float64), axis, keepdims)
    result = getattr(ivy, name)(ivy.asarray(values), axis=axis, keepdims=keepdims)
    assert_allclose(result, expected, dtype="float32", rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("name", ["min", "max"])
@pytest.mark.parametrize("dtype", REAL)
@given(data=st.data())
def test_min_max(name, dtype, data):
    require_dtypes(dtype)
    values = data.draw(hst.arrays(dtype, hst.shapes(min_side=1)))
    axis, keepdims = data.draw(hst.axes(values.ndim)), data.draw(st.booleans())
    expected = _reference(getattr(np, name), values, axis, keepdims)
    assert_allclose(getattr(ivy, name)(ivy.asarray(values), axis=axis, keepdims=keepdims), expected)


@pytest.mark.parametrize("name", ["min", "max"])
def test_min_max_propagate_nan(name):
    x = ivy.asarray(np.asarray([[1.0, np.nan], [2.0, 3.0]], np.float32))
    assert_allclose(getattr(ivy, name)(x, axis=1), getattr(np, name)(ivy.to_numpy(x), axis=1))


@pytest.mark.filterwarnings("ignore:Mean of empty slice:RuntimeWarning")
@pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")
def test_mean_of_nothing_is_nan():
    result = ivy.mean(ivy.zeros((0, 2)), axis=0)
    assert_allclose(result, np.full(2, np.nan, np.float32))


@pytest.mark.parametrize("dtype", ["int8", "int32", "uint8", "float32", "float64"])
@pytest.mark.parametrize("exclusive", [False, True])
@pytest.mark.parametrize("reverse", [False, True])
@given(data=st.data())
def test_cumsum(dtype, exclusive, reverse, data):
    require_dtypes(dtype, ACCUMULATE.get(dtype, dtype))
    values = data.draw(hst.arrays(dtype, hst.shapes(min_dims=1)))
    axis = data.draw(st.integers(-values.ndim, values.ndim - 1))
    result_dtype = ACCUMULATE.get(dtype, dtype)
    x = values.astype(result_dtype if dtype in ACCUMULATE else "float64")
    x = np.flip(x, axis) if reverse else x
    expected = np.cumsum(x, axis=axis)
    if exclusive:
        expected = expected - x
    expected = np.flip(expected, axis) if reverse else expected
    result = ivy.cumsum(ivy.asarray(values), axis, exclusive=exclusive, reverse=reverse)
    assert_allclose(
        result,
        expected,
        dtype=result_dtype,
        rtol=1e-4 if dtype == "float32" else None,
        atol=1e-4 if dtype == "float32" else None,
    )


def _scan_reference(name, values, axis, exclusive=False, reverse=False, initial=False):
    """np.cumsum/np.cumprod in the standard's accumulation dtype, with ivy's options."""
    native, identity = (np.cumsum, 0) if name == "sum" else (np.cumprod, 1)
    dtype = values.dtype.name
    x = values.astype(ACCUMULATE.get(dtype, "float64"))
    x = np.flip(x, axis) if reverse else x
    pad = [(0, 0)] * x.ndim
    pad[axis] = (1, 0)
    if exclusive:  # accumulate identity, x[0], ..., x[-2]
        shifted = np.pad(x, pad, constant_values=identity)
        x = np.take(shifted, np.arange(x.shape[axis]), axis=axis)
    result = native(x, axis=axis)
    if initial:
        result = np.pad(result, pad, constant_values=identity)
    return np.flip(result, axis) if reverse else result


@pytest.mark.parametrize("dtype", ["int8", "int32", "uint8", "float32", "float64"])
@given(data=st.data())
def test_cumprod(dtype, data):
    require_dtypes(dtype, ACCUMULATE.get(dtype, dtype))
    exclusive, reverse = data.draw(st.booleans()), data.draw(st.booleans())
    values = data.draw(hst.arrays(dtype, hst.shapes(min_dims=1), min_value=-2, max_value=2))
    axis = data.draw(st.integers(-values.ndim, values.ndim - 1))
    result = ivy.cumprod(ivy.asarray(values), axis, exclusive=exclusive, reverse=reverse)
    expected = _scan_reference("prod", values, axis, exclusive, reverse)
    assert_allclose(result, expected, dtype=ACCUMULATE.get(dtype, dtype))


@pytest.mark.parametrize("name", ["sum", "prod"])
@pytest.mark.parametrize("dtype", ["bool", "int8", "int32", "uint8", "float32", "float64"])
@given(data=st.data())
def test_cumulative_sum_and_prod(name, dtype, data):
    require_dtypes(dtype, ACCUMULATE.get(dtype, dtype))
    values = data.draw(hst.arrays(dtype, hst.shapes(min_dims=1), min_value=-2, max_value=2))
    axis = data.draw(st.integers(-values.ndim, values.ndim - 1))
    initial = data.draw(st.booleans())
    fn = getattr(ivy, f"cumulative_{name}")
    result = fn(ivy.asarray(values), axis=axis, include_initial=initial)
    expected = _scan_reference(name, values, axis, initial=initial)
    result_dtype = ACCUMULATE.get(dtype, dtype)
    tolerance = {"rtol": 1e-4, "atol": 1e-4} if dtype == "float32" else {}  # summation order
    assert_allclose(result, expected, dtype=result_dtype, **tolerance)


def test_cumulative_sum_takes_a_dtype_and_axis_none_for_1d():
    require_dtypes("int8", "float64")
    values = np.asarray([1, 2, 3], np.int8)
    assert_allclose(
        ivy.cumulative_sum(ivy.asarray(values), dtype=ivy.float64),
        np.asarray([1.0, 3.0, 6.0]),
    )
    assert_allclose(
        ivy.cumulative_prod(ivy.asarray(values), dtype=ivy.float64, include_initial=True),
        np.asarray([1.0, 1.0, 2.0, 6.0]),
    )
    empty = ivy.zeros((2, 0))
    result = ivy.cumulative_sum(empty, axis=1, include_initial=True)
    assert_allclose(result, np.zeros((2, 1), np.float32))
    result = ivy.cumulative_prod(empty, axis=1, include_initial=True)
    assert_allclose(result, np.ones((2, 1), np.float32))


@pytest.mark.parametrize("name", ["cumulative_sum", "cumulative_prod"])
def test_cumulative_axis_errors(name):
    fn = getattr(ivy, name)
    with pytest.raises(ivy.ShapeError, match=rf"{name}: axis may be None only for a 1-d x"):
        fn(ivy.ones((2, 3)))
    with pytest.raises(ivy.AxisError, match=f"{name}: axis 2 is out of range"):
        fn(ivy.ones((2, 3)), axis=2)
    with pytest.raises(ivy.AxisError, match=f"{name}: axis 0 is out of range"):
        fn(ivy.asarray(np.asarray(1.0)), axis=0)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda x: ivy.sum(x, axis=2), "sum: axis 2 is out of range for an array of 2 dimensions"),
        (lambda x: ivy.mean(x, axis=(0, 0)), r"mean: axis \(0, 0\) repeats an axis"),
        (lambda x: ivy.max(x, axis=-3), "max: axis -3 is out of range"),
        (lambda x: ivy.var(x, axis=5), "var: axis 5 is out of range"),
        (lambda x: ivy.cumsum(x, 2), "cumsum: axis 2 is out of range"),
        (lambda x: ivy.cumprod(x, -3), "cumprod: axis -3 is out of range"),
    ],
)
def test_bad_axes_raise_axis_error(call, message):
    with pytest.raises(ivy.AxisError, match=message):
        call(ivy.ones((2, 3)))


@pytest.mark.parametrize("fn", ["max", "min", "mean", "prod", "std", "sum", "var"])
@pytest.mark.parametrize("shape", [(), (3,)])
def test_a_nan_propagates(fn, shape):
    # paddle's var of a 0-d tensor was 0 whatever its value.
    x = np.full(shape, 1.5, np.float32)
    x.flat[-1] = np.nan
    result = ivy.to_numpy(getattr(ivy, fn)(ivy.asarray(x)))
    assert result.shape == () and np.isnan(result)
