"""Manipulation functions against NumPy, and their errors."""

import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, require_dtypes

DTYPES = ["bool", "int32", "uint8", "float32", "float64", "complex64"]
# Deferred: the backend is set by the session fixture, after this module is imported.
dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(DTYPES)))


@st.composite
def array_and_axis(draw, *, min_dims=1):
    values = draw(hst.arrays(draw(dtypes), hst.shapes(min_dims=min_dims)))
    return values, draw(st.integers(-values.ndim, values.ndim - 1))


@given(data=st.data())
def test_reshape(data):
    values = data.draw(hst.arrays(data.draw(dtypes)))
    shape = data.draw(st.permutations(values.shape).map(tuple))
    if values.size and data.draw(st.booleans()):
        shape = (-1, *shape[1:])
    assert_allclose(ivy.reshape(ivy.asarray(values), shape), values.reshape(shape))
    copied = ivy.reshape(ivy.asarray(values), values.shape, copy=True)
    assert_allclose(copied, values)


def test_reshape_errors_name_the_shapes():
    x = ivy.zeros((2, 3))
    with pytest.raises(
        ivy.ShapeError, match=r"cannot reshape x of shape \(2, 3\) \(6 elements\) to \(4, 2\)"
    ):
        ivy.reshape(x, (4, 2))
    with pytest.raises(ivy.ShapeError, match="at most one -1"):
        ivy.reshape(x, (-1, -1))


@given(data=st.data())
def test_concat(data):
    dtype = data.draw(dtypes)
    base = data.draw(hst.shapes(min_dims=1))
    axis = data.draw(st.integers(-len(base), len(base) - 1))
    parts = []
    for _ in range(data.draw(st.integers(1, 3))):
        shape = list(base)
        shape[axis] = data.draw(st.integers(0, 3))
        parts.append(data.draw(hst.arrays(dtype, tuple(shape))))
    result = ivy.concat([ivy.asarray(p) for p in parts], axis=axis)
    assert_allclose(result, np.concatenate(parts, axis=axis))
    flat = ivy.concat([ivy.asarray(p) for p in parts], axis=None)
    assert_allclose(flat, np.concatenate([p.ravel() for p in parts]))


def test_concat_promotes_dtypes():
    require_dtypes("int8", "int32")
    result = ivy.concat([ivy.asarray(np.ones(2, np.int8)), ivy.asarray(np.ones(1, np.int32))])
    assert_allclose(result, np.ones(3, np.int32))


def test_concat_errors_name_the_mismatch():
    with pytest.raises(
        ivy.ShapeError,
        match=r"concat: arrays\[1\] of shape \(2, 4\) does not match arrays\[0\] of shape \(2, 3\) outside axis 0",
    ):
        ivy.concat([ivy.zeros((2, 3)), ivy.zeros((2, 4))])
    with pytest.raises(ivy.ShapeError, match=r"arrays\[1\] has 1 dimensions but arrays\[0\] has 2"):
        ivy.concat([ivy.zeros((2, 3)), ivy.zeros(3)])
    with pytest.raises(ivy.AxisError, match="axis 2 is out of range"):
        ivy.concat([ivy.zeros((2, 3)), ivy.zeros((2, 3))], axis=2)


@given(data=st.data())
def test_stack(data):
    dtype, shape = data.draw(dtypes), data.draw(hst.shapes())
    parts = [data.draw(hst.arrays(dtype, shape)) for _ in range(data.draw(st.integers(1, 3)))]
    axis = data.draw(st.integers(-len(shape) - 1, len(shape)))
    assert_allclose(ivy.stack([ivy.asarray(p) for p in parts], axis=axis), np.stack(parts, axis))


def test_stack_errors():
    with pytest.raises(
        ivy.ShapeError,
        match=r"stack: arrays\[1\] of shape \(3,\) does not match arrays\[0\] of shape \(2,\)",
    ):
        ivy.stack([ivy.zeros(2), ivy.zeros(3)])
    with pytest.raises(ivy.AxisError, match="stack: axis 3 is out of range"):
        ivy.stack([ivy.zeros(2), ivy.zeros(2)], axis=3)


@given(data=st.data())
def test_expand_dims(data):
    values = data.draw(hst.arrays(data.draw(dtypes)))
    count = data.draw(st.integers(1, 2))
    ndim = values.ndim + count
    axis = tuple(
        data.draw(
            st.lists(
                st.integers(-ndim, ndim - 1),
                min_size=count,
                max_size=count,
                unique_by=lambda a: a % ndim,
            )
        )
    )
    expected = np.expand_dims(values, axis)
    assert_allclose(ivy.expand_dims(ivy.asarray(values), axis=axis), expected)
    if count == 1:
        assert_allclose(ivy.expand_dims(ivy.asarray(values), axis=axis[0]), expected)


def test_expand_dims_rejects_out_of_range_axes():
    with pytest.raises(
        ivy.AxisError, match=r"expand_dims: axis 3 is out of range .* \(valid: -3 to 2\)"
    ):
        ivy.expand_dims(ivy.zeros((2, 3)), axis=3)


@given(data=st.data())
def test_squeeze(data):
    shape = data.draw(hst.shapes(min_dims=1, min_side=1))
    ones = [i for i, d in enumerate(shape) if d == 1]
    assume(ones)
    axis = tuple(data.draw(st.lists(st.sampled_from(ones), min_size=1, unique=True)))
    values = data.draw(hst.arrays(data.draw(dtypes), shape))
    assert_allclose(ivy.squeeze(ivy.asarray(values), axis), np.squeeze(values, axis))


def test_squeeze_refuses_axes_whose_size_is_not_one():
    with pytest.raises(
        ivy.ShapeError, match=r"squeeze: axis 1 of x of shape \(1, 3\) has size 3, not 1"
    ):
        ivy.squeeze(ivy.zeros((1, 3)), axis=1)


@given(data=st.data())
def test_permute_dims(data):
    values = data.draw(hst.arrays(data.draw(dtypes)))
    axes = data.draw(st.permutations(range(values.ndim)))
    negative = tuple(a - values.ndim if data.draw(st.booleans()) else a for a in axes)
    assert_allclose(ivy.permute_dims(ivy.asarray(values), negative), np.transpose(values, axes))


def test_permute_dims_needs_a_full_permutation():
    with pytest.raises(ivy.ShapeError, match="must permute all 3 axes"):
        ivy.permute_dims(ivy.zeros((1, 2, 3)), (0, 1))
    with pytest.raises(ivy.AxisError, match="repeats an axis"):
        ivy.permute_dims(ivy.zeros((1, 2, 3)), (0, 1, 1))


@given(data=st.data())
def test_flip(data):
    values = data.draw(hst.arrays(data.draw(dtypes)))
    axis = data.draw(hst.axes(values.ndim))
    assert_allclose(ivy.flip(ivy.asarray(values), axis=axis), np.flip(values, axis))


@given(data=st.data())
def test_roll(data):
    values = data.draw(hst.arrays(data.draw(dtypes)))
    axis = data.draw(hst.axes(values.ndim))
    if isinstance(axis, tuple):
        shift = tuple(data.draw(st.integers(-5, 5)) for _ in axis)
    else:
        shift = data.draw(st.integers(-5, 5))
    assert_allclose(ivy.roll(ivy.asarray(values), shift, axis=axis), np.roll(values, shift, axis))


def test_roll_shift_must_match_axes():
    with pytest.raises(ivy.ShapeError, match="one value per axis"):
        ivy.roll(ivy.zeros((2, 2)), (1, 2, 3), axis=(0, 1))


@given(data=st.data())
def test_tile(data):
    values = data.draw(hst.arrays(data.draw(dtypes)))
    reps = tuple(data.draw(st.lists(st.integers(0, 3), max_size=values.ndim + 1)))
    assert_allclose(ivy.tile(ivy.asarray(values), reps), np.tile(values, reps))


@given(data=st.data())
def test_repeat(data):
    values = data.draw(hst.arrays(data.draw(dtypes)))
    axis = (
        data.draw(st.none() | st.integers(-values.ndim, values.ndim - 1)) if values.ndim else None
    )
    size = values.size if axis is None else values.shape[axis]
    if data.draw(st.booleans()):
        repeats = data.draw(st.integers(0, 3))
        result = ivy.repeat(ivy.asarray(values), repeats, axis=axis)
    else:
        repeats = np.asarray(
            data.draw(st.lists(st.integers(0, 3), min_size=size, max_size=size)), dtype=np.int64
        )
        result = ivy.repeat(ivy.asarray(values), ivy.asarray(repeats), axis=axis)
    assert_allclose(result, np.repeat(values, repeats, axis=axis))


@given(data=st.data())
def test_split(data):
    values, axis = data.draw(array_and_axis())
    size = values.shape[axis]
    if data.draw(st.booleans()) or size == 0:
        sections = data.draw(st.sampled_from([n for n in range(1, 5) if size % n == 0] or [1]))
        assume(size % sections == 0)
        result = ivy.split(ivy.asarray(values), sections, axis=axis)
        expected = np.split(values, sections, axis=axis)
    else:
        cut = sorted(data.draw(st.lists(st.integers(0, size), max_size=3)))
        sizes = [b - a for a, b in zip([0, *cut], [*cut, size], strict=True)]
        result = ivy.split(ivy.asarray(values), sizes, axis=axis)
        expected = np.split(values, cut, axis=axis)
    assert isinstance(result, list) and len(result) == len(expected)
    for r, e in zip(result, expected, strict=True):
        assert_allclose(r, e)


def test_split_errors():
    with pytest.raises(ivy.ShapeError, match="3 equal parts do not divide axis 0 of size 4"):
        ivy.split(ivy.zeros(4), 3)
    with pytest.raises(ivy.ShapeError, match=r"sizes \[1, 2\] must be non-negative and sum to 4"):
        ivy.split(ivy.zeros(4), [1, 2])


@given(data=st.data())
def test_unstack(data):
    values, axis = data.draw(array_and_axis())
    result = ivy.unstack(ivy.asarray(values), axis=axis)
    expected = list(np.moveaxis(values, axis, 0))
    assert isinstance(result, tuple) and len(result) == len(expected)
    for r, e in zip(result, expected, strict=True):
        assert_allclose(r, e)


@given(data=st.data())
def test_broadcast_to(data):
    shape_in, shape_out = data.draw(hst.broadcastable_shapes(2))
    target = np.broadcast_shapes(shape_in, shape_out)
    values = data.draw(hst.arrays(data.draw(dtypes), shape_in))
    assert_allclose(ivy.broadcast_to(ivy.asarray(values), target), np.broadcast_to(values, target))


def test_broadcast_to_errors():
    with pytest.raises(
        ivy.ShapeError, match=r"broadcast_to: x of shape \(3,\) does not broadcast to \(2, 4\)"
    ):
        ivy.broadcast_to(ivy.zeros(3), (2, 4))
    with pytest.raises(ivy.ShapeError, match=r"x of shape \(2, 3\) does not broadcast to \(3,\)"):
        ivy.broadcast_to(ivy.zeros((2, 3)), (3,))
    with pytest.raises(ivy.ShapeError, match=r"x of shape \(2,\) does not broadcast to \(\)"):
        ivy.broadcast_to(ivy.zeros(2), ())  # paddle would answer x unchanged
    with pytest.raises(ivy.ShapeError, match="shape must not have negative sizes"):
        ivy.broadcast_to(ivy.zeros((2, 1)), (2, -1))  # torch would read -1 as "keep this size"


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda x: ivy.flip(x, axis=2),
            "flip: axis 2 is out of range for an array of 2 dimensions",
        ),
        (lambda x: ivy.roll(x, 1, axis=-3), "roll: axis -3 is out of range"),
        (lambda x: ivy.unstack(x, axis=5), "unstack: axis 5 is out of range"),
        (lambda x: ivy.repeat(x, 2, axis=2), "repeat: axis 2 is out of range"),
        (lambda x: ivy.split(x, 1, axis=2), "split: axis 2 is out of range"),
        (lambda x: ivy.squeeze(x, axis=(0, 0)), r"squeeze: axis \(0, 0\) repeats an axis"),
    ],
)
def test_out_of_range_axes_raise_axis_error(call, message):
    with pytest.raises(ivy.AxisError, match=message) as info:
        call(ivy.zeros((1, 3)))
    assert isinstance(info.value, (ValueError, IndexError))


def test_expand_dims_takes_an_int_or_a_tuple_and_no_default():
    x = ivy.zeros((2, 3))
    assert ivy.shape(ivy.expand_dims(x, -1)) == (2, 3, 1)
    assert ivy.shape(ivy.expand_dims(x, (0, 2))) == (1, 2, 1, 3)
    with pytest.raises(TypeError):
        ivy.expand_dims(x)


@given(data=st.data())
def test_broadcast_arrays(data):
    shapes = data.draw(hst.broadcastable_shapes(data.draw(st.integers(1, 3))))
    values = [data.draw(hst.arrays(data.draw(dtypes), s)) for s in shapes]
    result = ivy.broadcast_arrays(*(ivy.asarray(v) for v in values))
    expected = np.broadcast_arrays(*values)
    assert isinstance(result, tuple) and len(result) == len(expected)
    for r, e in zip(result, expected, strict=True):
        assert_allclose(r, e)


def test_broadcast_arrays_errors_name_the_arrays():
    with pytest.raises(
        ivy.ShapeError,
        match=r"broadcast_arrays: arrays\[0\] of shape \(2,\) and arrays\[1\] of shape \(3,\) "
        "do not broadcast",
    ):
        ivy.broadcast_arrays(ivy.zeros(2), ivy.zeros(3))


@given(shapes=hst.broadcastable_shapes(3))
def test_broadcast_shapes(shapes):
    assert ivy.broadcast_shapes(*shapes) == np.broadcast_shapes(*shapes)


def test_broadcast_shapes_special_cases_and_errors():
    assert ivy.broadcast_shapes() == ()
    assert ivy.broadcast_shapes((0, 1), (3,)) == (0, 3)
    assert isinstance(ivy.broadcast_shapes((2, 1), [1, 4]), tuple)
    with pytest.raises(
        ivy.ShapeError,
        match=r"broadcast_shapes: shapes\[0\] of shape \(2, 3\) and shapes\[1\] of shape \(4,\)",
    ):
        ivy.broadcast_shapes((2, 3), (4,))
    with pytest.raises(TypeError, match=r"broadcast_shapes: shape must be an int or a sequence"):
        ivy.broadcast_shapes((2, 3), "ab")


def test_broadcast_shapes_takes_the_shapes_of_native_arrays():
    # tensorflow's x.shape is a TensorShape, paddle's a list, torch's a torch.Size.
    x, y = ivy.zeros((2, 1)), ivy.zeros((3,))
    assert ivy.broadcast_shapes(x.shape, y.shape, ()) == (2, 3)


@given(data=st.data())
def test_moveaxis(data):
    values = data.draw(hst.arrays(data.draw(dtypes), hst.shapes(min_dims=1)))
    ndim = values.ndim
    count = data.draw(st.integers(1, ndim))
    axis = st.integers(-ndim, ndim - 1)
    unique = {"min_size": count, "max_size": count, "unique_by": lambda a: a % ndim}
    source = tuple(data.draw(st.lists(axis, **unique)))
    destination = tuple(data.draw(st.lists(axis, **unique)))
    expected = np.moveaxis(values, source, destination)
    assert_allclose(ivy.moveaxis(ivy.asarray(values), source, destination), expected)
    expected = np.moveaxis(values, source[0], destination[0])
    assert_allclose(ivy.moveaxis(ivy.asarray(values), source[0], destination[0]), expected)


def test_moveaxis_errors():
    x = ivy.zeros((1, 2, 3))
    with pytest.raises(ivy.AxisError, match="moveaxis: source 3 is out of range"):
        ivy.moveaxis(x, 3, 0)
    with pytest.raises(ivy.AxisError, match=r"moveaxis: destination \(0, -3\) repeats an axis"):
        ivy.moveaxis(x, (1, 2), (0, -3))
    with pytest.raises(ivy.ShapeError, match=r"moveaxis: source .* must name as many axes"):
        ivy.moveaxis(x, (0, 1), (2,))


@given(data=st.data())
def test_swapaxes(data):
    values = data.draw(hst.arrays(data.draw(dtypes), hst.shapes(min_dims=1)))
    axis = st.integers(-values.ndim, values.ndim - 1)
    axis0, axis1 = data.draw(axis), data.draw(axis)
    expected = np.swapaxes(values, axis0, axis1)
    assert_allclose(ivy.swapaxes(ivy.asarray(values), axis0, axis1), expected)


def test_swapaxes_errors():
    with pytest.raises(ivy.AxisError, match="swapaxes: axis1 -3 is out of range"):
        ivy.swapaxes(ivy.zeros((2, 3)), 0, -3)


@st.composite
def pad_widths(draw, ndim):
    return tuple((draw(st.integers(0, 2)), draw(st.integers(0, 2))) for _ in range(ndim))


@given(data=st.data())
def test_constant_pad(data):
    dtype = data.draw(dtypes)
    values = data.draw(hst.arrays(dtype, hst.shapes(max_dims=6)))
    pad_width = data.draw(pad_widths(values.ndim))
    value = data.draw(hst.elements(dtype))
    result = ivy.constant_pad(ivy.asarray(values), pad_width, value=value)
    expected = np.pad(values, pad_width, constant_values=value) if values.ndim else values
    assert_allclose(result, expected)


@given(data=st.data())
def test_zero_pad(data):
    values = data.draw(hst.arrays(data.draw(dtypes), hst.shapes(max_dims=4)))
    pad_width = data.draw(pad_widths(values.ndim))
    expected = np.pad(values, pad_width) if values.ndim else values
    assert_allclose(ivy.zero_pad(ivy.asarray(values), pad_width), expected)


def test_constant_pad_casts_the_value_to_the_dtype_of_x():
    require_dtypes("int32")
    x = ivy.asarray(np.ones((1, 2), dtype=np.int32))
    expected = np.asarray([[7, 7, 7], [1, 1, 7]], dtype=np.int32)
    assert_allclose(ivy.constant_pad(x, [(1, 0), (0, 1)], value=7.0), expected)


def test_pad_errors_name_pad_width():
    x = ivy.zeros((2, 3))
    with pytest.raises(
        ivy.ShapeError,
        match=r"constant_pad: pad_width must hold one \(before, after\) pair per axis of x of "
        r"shape \(2, 3\); got 1 pairs",
    ):
        ivy.constant_pad(x, [(1, 1)])
    with pytest.raises(ValueError, match="zero_pad: pad_width must not be negative"):
        ivy.zero_pad(x, [(1, 1), (0, -1)])
    with pytest.raises(TypeError, match=r"zero_pad: pad_width must be a sequence of \(before"):
        ivy.zero_pad(x, [(1, 1.5), (0, 1)])
    with pytest.raises(TypeError, match="constant_pad: pad_width must be a sequence"):
        ivy.constant_pad(x, 2)


def test_cached_argument_checks_stay_exact():
    # Checks are cached per (axes, ndim) and per shapes: 1.0 == 1 as a key, but only 1 is an
    # axis, and a list is not read as an array of another shape whatever was cached before (it
    # is converted, as every api function converts one).
    x = ivy.zeros((2, 1, 3))
    assert ivy.shape(ivy.squeeze(x, 1)) == (2, 3)
    with pytest.raises(TypeError, match=r"squeeze: axis must be an integer; got float 1\.0"):
        ivy.squeeze(x, 1.0)
    assert ivy.shape(ivy.permute_dims(x, (2, 0, 1))) == (3, 2, 1)
    assert ivy.to_list(ivy.permute_dims([[1.0, 2.0]], (1, 0))) == [[1.0], [2.0]]
    with pytest.raises(ivy.AxisError, match="permute_dims: axes"):
        ivy.permute_dims([[1.0]], (2, 0))


@pytest.mark.parametrize("dtype", ["int8", "int16", "uint8", "int32", "uint16", "uint32", "uint64"])
def test_repeat_counts_of_every_integer_dtype(dtype):
    # torch and paddle count in int32/int64 only, numpy refuses uint64 counts, and torch has no
    # kernel to repeat its uint16/32/64 values.
    require_dtypes(dtype)
    values = np.asarray([[1, 2, 3], [4, 5, 6]], dtype=dtype)
    counts = np.asarray([1, 0, 2], dtype=dtype)
    result = ivy.repeat(ivy.asarray(values), ivy.asarray(counts), axis=1)
    assert ivy.dtype(result) == dtype
    np.testing.assert_array_equal(ivy.to_numpy(result), np.repeat(values, counts.astype(int), 1))
