"""Element-wise functions against NumPy, from one table of records (JAX's op_record style)."""

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.api import elementwise
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes, backend_has_dtype, require_dtypes
from ivy.testing.fixtures import BACKEND

SIGNED = ["int8", "int16", "int32", "int64"]
INTS = [*SIGNED, "uint8"]
FLOATS = ["float32", "float64"]
COMPLEX = ["complex64", "complex128"]
BOOL = ["bool"]


@dataclass(frozen=True)
class Op:
    """One element-wise function: its NumPy reference and what the standard defines it for."""

    name: str
    reference: Any
    dtypes: list
    args: tuple = ({},)  # element options per argument (min_value, max_value, exclude_zero)
    result: str = "same"  # "same", "bool" or "real" (complex -> its real dtype)
    exact: bool = False  # compute the reference in the input dtype, not in float64
    # Complex inputs keep both parts in [0.1, 0.9]: off every branch cut (where frameworks differ
    # on the sign of a zero imaginary part) and away from zero.
    complex_args: tuple = field(default=({"min_value": 0.1, "max_value": 0.9},))

    @property
    def arity(self):
        return len(self.args)

    def options(self, dtype):
        return self.complex_args if dtype.startswith("complex") else self.args

    def result_dtype(self, dtype):
        if self.result == "bool":
            return "bool"
        if self.result == "real" and dtype.startswith("complex"):
            return {"complex64": "float32", "complex128": "float64"}[dtype]
        return dtype

    def expected(self, inputs, dtype):
        if dtype in ("bool", *INTS) or self.exact:
            return self.reference(*inputs)
        wide = "complex128" if dtype.startswith("complex") else "float64"
        return self.reference(*(a.astype(wide) for a in inputs))


UNIT = {"min_value": -1.0, "max_value": 1.0}
POSITIVE = {"min_value": 0.01, "max_value": 10.0}
NONZERO = {"exclude_zero": True}
TWO_COMPLEX = ({"min_value": 0.1, "max_value": 0.9},) * 2

OPS = [
    Op("abs", np.abs, INTS[:-1] + FLOATS + COMPLEX, result="real", exact=True),
    Op("acos", np.arccos, FLOATS + COMPLEX, (UNIT,)),
    Op("acosh", np.arccosh, FLOATS + COMPLEX, ({"min_value": 1.0, "max_value": 10.0},)),
    Op("asin", np.arcsin, FLOATS + COMPLEX, (UNIT,)),
    Op("asinh", np.arcsinh, FLOATS + COMPLEX),
    Op("atan", np.arctan, FLOATS + COMPLEX),
    Op("atanh", np.arctanh, FLOATS + COMPLEX, ({"min_value": -0.99, "max_value": 0.99},)),
    Op("bitwise_invert", np.invert, BOOL + INTS),
    Op("ceil", np.ceil, FLOATS, exact=True),
    Op("conj", np.conj, FLOATS + COMPLEX, exact=True),
    Op("cos", np.cos, FLOATS + COMPLEX),
    Op("cosh", np.cosh, FLOATS + COMPLEX, ({"min_value": -5.0, "max_value": 5.0},)),
    Op("exp", np.exp, FLOATS + COMPLEX),
    Op("expm1", np.expm1, FLOATS + COMPLEX),
    Op("floor", np.floor, FLOATS, exact=True),
    Op("imag", np.imag, COMPLEX, result="real", exact=True),
    Op("isfinite", np.isfinite, INTS + FLOATS + COMPLEX, result="bool"),
    Op("isinf", np.isinf, INTS + FLOATS + COMPLEX, result="bool"),
    Op("isnan", np.isnan, INTS + FLOATS + COMPLEX, result="bool"),
    Op("log", np.log, FLOATS + COMPLEX, (POSITIVE,)),
    Op("log1p", np.log1p, FLOATS + COMPLEX, ({"min_value": -0.99, "max_value": 10.0},)),
    Op("log2", np.log2, FLOATS + COMPLEX, (POSITIVE,)),
    Op("log10", np.log10, FLOATS + COMPLEX, (POSITIVE,)),
    Op("logical_not", np.logical_not, BOOL, result="bool"),
    Op("negative", np.negative, SIGNED + FLOATS + COMPLEX, exact=True),
    Op("positive", np.positive, INTS + FLOATS + COMPLEX, exact=True),
    Op("real", np.real, FLOATS + COMPLEX, result="real", exact=True),
    Op("reciprocal", np.reciprocal, FLOATS + COMPLEX, (NONZERO,)),
    Op("round", np.round, FLOATS, exact=True),
    Op("sign", np.sign, SIGNED + FLOATS, exact=True),
    Op("signbit", np.signbit, FLOATS, result="bool"),
    Op("sin", np.sin, FLOATS + COMPLEX),
    Op("sinh", np.sinh, FLOATS + COMPLEX, ({"min_value": -5.0, "max_value": 5.0},)),
    Op("square", np.square, INTS + FLOATS + COMPLEX),
    Op("sqrt", np.sqrt, FLOATS + COMPLEX, ({"min_value": 0.0, "max_value": 10.0},)),
    Op("tan", np.tan, FLOATS + COMPLEX, ({"min_value": -1.4, "max_value": 1.4},)),
    Op("tanh", np.tanh, FLOATS + COMPLEX),
    Op("trunc", np.trunc, FLOATS, exact=True),
    Op("add", np.add, INTS + FLOATS + COMPLEX, ({}, {}), complex_args=TWO_COMPLEX),
    Op("atan2", np.arctan2, FLOATS, ({}, {})),
    Op("bitwise_and", np.bitwise_and, BOOL + INTS, ({}, {})),
    Op("bitwise_left_shift", np.left_shift, INTS, ({}, {"min_value": 0, "max_value": 3})),
    Op("bitwise_or", np.bitwise_or, BOOL + INTS, ({}, {})),
    Op("bitwise_right_shift", np.right_shift, INTS, ({}, {"min_value": 0, "max_value": 3})),
    Op("bitwise_xor", np.bitwise_xor, BOOL + INTS, ({}, {})),
    Op("copysign", np.copysign, FLOATS, ({}, {}), exact=True),
    Op("divide", np.divide, FLOATS + COMPLEX, ({}, NONZERO), complex_args=TWO_COMPLEX),
    Op(
        "equal",
        np.equal,
        BOOL + INTS + FLOATS + COMPLEX,
        ({}, {}),
        result="bool",
        complex_args=TWO_COMPLEX,
    ),
    Op("floor_divide", np.floor_divide, INTS + FLOATS, ({}, NONZERO), exact=True),
    Op("greater", np.greater, INTS + FLOATS, ({}, {}), result="bool"),
    Op("greater_equal", np.greater_equal, INTS + FLOATS, ({}, {}), result="bool"),
    Op("hypot", np.hypot, FLOATS, ({}, {})),
    Op("less", np.less, INTS + FLOATS, ({}, {}), result="bool"),
    Op("less_equal", np.less_equal, INTS + FLOATS, ({}, {}), result="bool"),
    Op("logaddexp", np.logaddexp, FLOATS, ({}, {})),
    Op("logical_and", np.logical_and, BOOL, ({}, {}), result="bool"),
    Op("logical_or", np.logical_or, BOOL, ({}, {}), result="bool"),
    Op("logical_xor", np.logical_xor, BOOL, ({}, {}), result="bool"),
    Op("maximum", np.maximum, INTS + FLOATS, ({}, {}), exact=True),
    Op("minimum", np.minimum, INTS + FLOATS, ({}, {}), exact=True),
    Op("multiply", np.multiply, INTS + FLOATS + COMPLEX, ({}, {}), complex_args=TWO_COMPLEX),
    Op("nextafter", np.nextafter, FLOATS, ({}, {}), exact=True),
    Op(
        "not_equal",
        np.not_equal,
        BOOL + INTS + FLOATS + COMPLEX,
        ({}, {}),
        result="bool",
        complex_args=TWO_COMPLEX,
    ),
    Op(
        "pow",
        np.power,
        INTS + FLOATS + COMPLEX,
        ({"min_value": 0.1, "max_value": 3}, {"min_value": 0, "max_value": 3}),
        complex_args=TWO_COMPLEX,
    ),
    Op("remainder", np.remainder, INTS + FLOATS, ({}, NONZERO), exact=True),
    Op("subtract", np.subtract, INTS + FLOATS + COMPLEX, ({}, {}), complex_args=TWO_COMPLEX),
]
CASES = [(op, dtype) for op in OPS for dtype in op.dtypes]


def test_the_table_covers_every_elementwise_function_but_clip():
    assert sorted(op.name for op in OPS) == sorted(set(elementwise.__all__) - {"clip"})


@pytest.mark.parametrize(("op", "dtype"), CASES, ids=[f"{op.name}-{dt}" for op, dt in CASES])
@given(data=st.data())
def test_matches_numpy(op, dtype, data):
    require_dtypes(dtype, op.result_dtype(dtype))
    shapes = data.draw(hst.broadcastable_shapes(op.arity))
    inputs = [
        data.draw(hst.arrays(dtype, shape, **options))
        for shape, options in zip(shapes, op.options(dtype), strict=True)
    ]
    result = getattr(ivy, op.name)(*(ivy.asarray(a) for a in inputs))
    assert ivy.is_array(result)
    with np.errstate(all="ignore"):
        expected = op.expected(inputs, dtype)
    assert_allclose(result, expected, dtype=op.result_dtype(dtype))


BINARY_ARITHMETIC = ["add", "subtract", "multiply", "maximum", "minimum", "equal", "less"]


@pytest.mark.parametrize("name", BINARY_ARITHMETIC)
@pytest.mark.parametrize("dtype", ["int32", "float32"])
@given(data=st.data())
def test_python_scalars_take_the_arrays_dtype(name, dtype, data):
    require_dtypes(dtype)
    op = next(o for o in OPS if o.name == name)
    values = data.draw(hst.arrays(dtype))
    scalar = (
        data.draw(st.integers(-5, 5)) if dtype == "int32" else data.draw(st.floats(-5, 5, width=32))
    )
    x = ivy.asarray(values)
    for args, reference in (((x, scalar), (values, scalar)), ((scalar, x), (scalar, values))):
        result = getattr(ivy, name)(*args)
        expected = op.reference(*(np.asarray(a, dtype=dtype) for a in reference))
        assert_allclose(result, expected, dtype=op.result_dtype(dtype))


PROMOTIONS = [
    ("int8", "int16", "int16"),
    ("int8", "uint8", "int16"),
    ("uint8", "int32", "int32"),
    ("int32", "int64", "int64"),
    ("float32", "float64", "float64"),
    ("float32", "complex64", "complex64"),
    ("float64", "complex64", "complex128"),
]


@pytest.mark.parametrize("name", ["add", "multiply", "maximum"])
@pytest.mark.parametrize(("a", "b", "expected"), PROMOTIONS)
@given(data=st.data())
def test_binary_functions_promote_by_the_standard(name, a, b, expected, data):
    require_dtypes(a, b, expected)
    if "complex" in expected and name == "maximum":
        return  # maximum is defined for real numbers only
    shape_a, shape_b = data.draw(hst.broadcastable_shapes(2))
    x1, x2 = data.draw(hst.arrays(a, shape_a)), data.draw(hst.arrays(b, shape_b))
    result = getattr(ivy, name)(ivy.asarray(x1), ivy.asarray(x2))
    reference = getattr(np, name)(x1.astype(expected), x2.astype(expected))
    assert_allclose(result, reference, dtype=expected)


PAIRED = ["int8", "int32", "int64", "uint8", "uint64", "float32", "float64", "complex64"]


@pytest.mark.parametrize(
    "call",
    [
        lambda x1, x2: ivy.add(x1, x2),
        lambda x1, x2: ivy.multiply(x1, x2),
        lambda x1, x2: ivy.matmul(ivy.reshape(x1, (1, 2)), ivy.reshape(x2, (2, 1))),
        lambda x1, x2: ivy.where(ivy.asarray([True, False]), x1, x2),
        lambda x1, x2: ivy.concat([x1, x2, x1]),
        lambda x1, x2: ivy.stack([x1, x2]),
    ],
    ids=["add", "multiply", "matmul", "where", "concat", "stack"],
)
def test_every_pair_of_dtypes_promotes_as_in_result_type(call):
    """Mixed kinds included, where the frameworks' own rules differ (numpy: int32 and float32
    give float64; int64 and uint64 give float64 where the standard has no common dtype)."""
    dtypes = available_dtypes(PAIRED)
    for a in dtypes:
        for b in dtypes:
            x1, x2 = ivy.asarray(np.ones(2, a)), ivy.asarray(np.ones(2, b))
            try:
                expected = ivy.result_type(a, b)
            except ivy.DtypeError:
                with pytest.raises(ivy.DtypeError, match="no common data type"):
                    call(x1, x2)
                continue
            if expected == "uint64" or not backend_has_dtype(expected):
                # torch has no uint64 arithmetic; mxnet gives int32 for int16, which it lacks
                continue
            result = call(x1, x2)
            assert ivy.dtype(result) == expected, (a, b, ivy.dtype(result))
            ones = ivy.asarray(np.ones(2, expected))
            assert_allclose(result, ivy.to_numpy(call(ones, ones)), dtype=expected)


SCALAR_PROMOTIONS = [
    ("int8", 1),
    ("int16", 2.5),
    ("uint8", 2.5),
    ("bool", 2.5),
    ("int32", 1j),
    ("float32", 1),
    ("float32", 1j),
    ("float64", 1j),
]


@pytest.mark.parametrize(("dtype", "scalar"), SCALAR_PROMOTIONS)
@pytest.mark.parametrize("name", ["add", "multiply"])
def test_a_python_scalar_promotes_as_in_result_type(name, dtype, scalar):
    require_dtypes(dtype)
    x = ivy.asarray(np.ones(3, dtype))
    expected = ivy.result_type(x, scalar)
    require_dtypes(expected)
    for args in ((x, scalar), (scalar, x)):
        result = getattr(ivy, name)(*args)
        assert ivy.dtype(result) == expected, (args, ivy.dtype(result))
        assert_allclose(result, getattr(np, name)(np.ones(3), scalar), dtype=expected)


@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit and jax's weakly typed values")
def test_jax_binary_functions_promote_the_same_under_jit():
    import jax
    import jax.numpy as jnp

    ints = ivy.asarray(np.arange(3, dtype=np.int16))
    for fn in (ivy.add, jax.jit(ivy.add)):
        for args in ((ints, 2.5), (2.5, ints)):
            result = fn(*args)
            assert result.dtype == np.float32
            assert_allclose(result, np.arange(3) + 2.5, dtype="float32")
    # jnp.asarray(2.5) is weakly typed, like a Python float: it promotes as one.
    assert ivy.add(ints, jnp.asarray(2.5)).dtype == np.float32
    signed, unsigned = ivy.asarray(np.arange(3)), ivy.asarray(np.arange(3, dtype=np.uint64))
    for fn in (ivy.add, jax.jit(ivy.add)):
        with pytest.raises(ivy.DtypeError, match="no common data type"):
            fn(signed, unsigned)
    with jax.disable_jit():
        assert ivy.add(ints, 2.5).dtype == np.float32


def test_a_0d_array_promotes_like_any_array():
    require_dtypes("int8", "int32")
    # torch treats 0-d tensors like scalars in promotion; the standard does not.
    small, wide = ivy.asarray(np.ones(3, np.int8)), ivy.asarray(np.asarray(100, np.int32))
    assert ivy.dtype(ivy.add(small, wide)) == "int32"
    assert ivy.dtype(ivy.multiply(wide, small)) == "int32"


@given(data=st.data())
def test_clip(data):
    dtype = data.draw(st.sampled_from(available_dtypes(["int16", "int32", "float32", "float64"])))
    values = data.draw(hst.arrays(dtype))
    low = data.draw(st.none() | st.integers(-5, 0))
    high = data.draw(st.none() | st.integers(1, 5))
    result = ivy.clip(ivy.asarray(values), low, high)
    expected = values.copy() if low is None and high is None else np.clip(values, low, high)
    assert_allclose(result, expected.astype(dtype), dtype=dtype)


def test_clip_with_array_bounds():
    x = ivy.asarray(np.asarray([[-3.0, 0.5, 9.0]], np.float32))
    low = ivy.asarray(np.asarray([[0.0], [1.0]], np.float32))
    assert_allclose(ivy.clip(x, low, 2.0), np.asarray([[0, 0.5, 2], [1, 1, 2]], np.float32))
    # The result keeps x's dtype, whatever the bounds' (numpy would widen it).
    ints = ivy.asarray(np.asarray([-3, 1, 9], np.int32))
    bounds = ivy.asarray(np.asarray([0, 0, 0], np.float32)), ivy.asarray(np.full(3, 5, np.float32))
    assert_allclose(ivy.clip(ints, *bounds), np.asarray([0, 1, 5], np.int32), dtype="int32")


def test_clip_keeps_the_precision_of_its_python_bounds():
    # mxnet's clip holds scalar bounds as float32; the bound must arrive as given.
    require_dtypes("float64", "int64")
    bound = 0.1234567891234
    values = np.asarray([bound, 2.0, -1.0])
    assert_allclose(ivy.clip(ivy.asarray(values), bound, 1.0), np.clip(values, bound, 1.0))
    big = np.asarray([2**40 + 1, 0, 2**40 + 9])
    assert_allclose(ivy.clip(ivy.asarray(big), 1, 2**40 + 3), np.clip(big, 1, 2**40 + 3))


SPECIAL = [
    ("maximum", (1.0, np.nan), np.nan),
    ("minimum", (np.nan, 1.0), np.nan),
    ("sign", (np.nan,), np.nan),
    ("signbit", (-0.0,), True),
    ("signbit", (0.0,), False),
    ("round", (2.5,), 2.0),
    ("round", (-0.5,), -0.0),
    ("floor_divide", (-7.0, 2.0), -4.0),
    ("remainder", (-7.0, 2.0), 1.0),
    ("remainder", (7.0, -2.0), -1.0),
    ("divide", (1.0, 0.0), np.inf),
    ("divide", (0.0, 0.0), np.nan),
    ("sqrt", (-1.0,), np.nan),
    ("log", (0.0,), -np.inf),
    ("copysign", (2.0, -0.0), -2.0),
    ("atan2", (0.0, -1.0), np.pi),
    ("hypot", (np.inf, np.nan), np.inf),
    ("logaddexp", (-np.inf, -np.inf), -np.inf),
    # floor division of or by an infinity is x1 / x2 (Python and numpy give NaN and -1), and a
    # zero quotient has the sign of x1 / x2; a zero remainder has the sign of x2.
    ("floor_divide", (np.inf, 2.0), np.inf),
    ("floor_divide", (-np.inf, 2.0), -np.inf),
    ("floor_divide", (np.inf, -2.0), -np.inf),
    ("floor_divide", (1.0, -np.inf), -0.0),
    ("floor_divide", (-1.0, np.inf), -0.0),
    ("floor_divide", (-1.0, -np.inf), 0.0),
    ("floor_divide", (-0.0, 2.0), -0.0),
    ("floor_divide", (-0.0, -2.0), 0.0),
    ("floor_divide", (1.0, -0.0), -np.inf),
    ("remainder", (-0.0, 2.0), 0.0),
    ("remainder", (0.0, -2.0), -0.0),
    ("remainder", (-0.0, -2.0), -0.0),
    ("sign", (-0.0,), 0.0),
    ("sign", (0.0,), 0.0),
]


@pytest.mark.parametrize(("name", "args", "expected"), SPECIAL)
@pytest.mark.parametrize("dtype", FLOATS)
def test_special_cases_of_the_standard(name, args, expected, dtype):
    require_dtypes(dtype)
    arrays = [ivy.asarray(np.asarray([a], dtype=dtype)) for a in args]
    with np.errstate(all="ignore"):
        result = ivy.to_numpy(getattr(ivy, name)(*arrays))
    np.testing.assert_array_equal(result, np.asarray([expected]).astype(result.dtype))
    if isinstance(expected, float) and expected == 0:
        assert np.signbit(result[0]) == np.signbit(expected), "signed zero"


@pytest.mark.parametrize(
    ("name", "dtype"),
    [
        ("floor_divide", "int32"),
        ("remainder", "int32"),
        ("floor_divide", "int8"),
        ("remainder", "int64"),
    ],
)
def test_integer_division_rounds_toward_negative_infinity(name, dtype):
    require_dtypes(dtype)
    x1 = np.asarray([-7, 7, -7, 7, 0], dtype=dtype)
    x2 = np.asarray([2, -2, -2, 2, 3], dtype=dtype)
    result = getattr(ivy, name)(ivy.asarray(x1), ivy.asarray(x2))
    assert_allclose(result, getattr(np, name)(x1, x2))


def test_shapes_that_do_not_broadcast_raise_shape_error():
    with pytest.raises(
        ivy.ShapeError, match=r"add: x1 of shape \(3,\) and x2 of shape \(4,\) do not broadcast"
    ):
        ivy.add(ivy.zeros(3), ivy.zeros(4))
    with pytest.raises(ValueError, match="do not broadcast"):
        ivy.less(ivy.zeros((2, 3)), ivy.zeros((3, 2)))


def test_bitwise_functions_reject_floats_with_dtype_error():
    x = ivy.asarray(np.ones(3, np.float32))
    with pytest.raises(
        ivy.DtypeError, match="bitwise_and: x1 must have an integer or boolean dtype; got float32"
    ):
        ivy.bitwise_and(x, x)
    with pytest.raises(TypeError, match="bitwise_invert: x must have an integer or boolean dtype"):
        ivy.bitwise_invert(x)


@pytest.mark.parametrize(
    "op", [op for op in OPS if "bool" not in op.dtypes], ids=lambda op: op.name
)
def test_a_bool_array_gives_a_readable_result_or_dtype_error(op):
    # The standard leaves these functions undefined for bool, and frameworks differ (numpy's sin
    # gives float16, torch's float32, tensorflow has no kernel); what none may do is return an
    # array that fails when read, as mxnet's asynchronous kernels did.
    x = ivy.asarray(np.array([True, False]))
    try:
        result = getattr(ivy, op.name)(*[x] * op.arity)
    except ivy.DtypeError as error:
        result = error
    if isinstance(result, ivy.DtypeError):
        assert str(result).startswith(f"{op.name}: x"), result
    else:
        assert ivy.to_numpy(result).shape == (2,)


# The standard's special values of complex functions (C99's Annex G), rows of
# (function, input, expected, components whose sign the standard leaves unspecified). Frameworks
# compute finite inputs well but many give NaN where a part is infinite or NaN.
INF, NAN, PI = np.inf, np.nan, np.pi
COMPLEX_SPECIAL = {
    "exp": [
        (complex(INF, 0.0), complex(INF, 0.0), ""),
        (complex(INF, -0.0), complex(INF, -0.0), ""),
        (complex(-INF, 1.0), complex(0.0, 0.0), ""),
        (complex(-INF, INF), complex(0.0, 0.0), "real imag"),
        (complex(INF, INF), complex(INF, NAN), "real"),
        (complex(NAN, 0.0), complex(NAN, 0.0), ""),
        (complex(NAN, 1.0), complex(NAN, NAN), ""),
        (complex(1.0, NAN), complex(NAN, NAN), ""),
    ],
    "expm1": [
        (complex(-0.0, 0.0), complex(0.0, 0.0), ""),
        (complex(INF, 0.0), complex(INF, 0.0), ""),
        (complex(-INF, INF), complex(-1.0, 0.0), "imag"),
        (complex(-INF, NAN), complex(-1.0, 0.0), "imag"),
        (complex(INF, NAN), complex(INF, NAN), "real"),
        (complex(NAN, 0.0), complex(NAN, 0.0), ""),
        (complex(INF, -0.0), complex(INF, -0.0), ""),
    ],
    "log": [
        (complex(0.0, 0.0), complex(-INF, 0.0), ""),
        (complex(-0.0, 0.0), complex(-INF, PI), ""),
        (complex(1.0, INF), complex(INF, PI / 2), ""),
        (complex(1.0, -INF), complex(INF, -PI / 2), ""),
        (complex(-INF, 1.0), complex(INF, PI), ""),
        (complex(INF, NAN), complex(INF, NAN), ""),
        (complex(NAN, INF), complex(INF, NAN), ""),
    ],
    "log1p": [
        (complex(-1.0, 0.0), complex(-INF, 0.0), ""),
        (complex(1.0, INF), complex(INF, PI / 2), ""),
        (complex(-INF, INF), complex(INF, 3 * PI / 4), ""),
        (complex(INF, NAN), complex(INF, NAN), ""),
        (complex(NAN, INF), complex(INF, NAN), ""),
        (complex(1.0, -INF), complex(INF, -PI / 2), ""),
    ],
    "sqrt": [
        (complex(0.0, 0.0), complex(0.0, 0.0), ""),
        (complex(NAN, INF), complex(INF, INF), ""),
        (complex(-INF, 1.0), complex(0.0, INF), ""),
        (complex(-INF, -1.0), complex(0.0, -INF), ""),
        (complex(INF, NAN), complex(INF, NAN), ""),
        (complex(-INF, NAN), complex(NAN, INF), "imag"),
    ],
    "acos": [
        (complex(0.0, 0.0), complex(PI / 2, -0.0), ""),
        (complex(0.0, NAN), complex(PI / 2, NAN), ""),
        (complex(1.0, INF), complex(PI / 2, -INF), ""),
        (complex(-INF, 1.0), complex(PI, -INF), ""),
        (complex(NAN, INF), complex(NAN, -INF), ""),
        (complex(1.0, -INF), complex(PI / 2, INF), ""),
    ],
    "acosh": [
        (complex(0.0, 0.0), complex(0.0, PI / 2), ""),
        (complex(1.0, INF), complex(INF, PI / 2), ""),
        (complex(-INF, INF), complex(INF, 3 * PI / 4), ""),
        (complex(0.0, NAN), complex(NAN, PI / 2), "imag"),
        (complex(NAN, INF), complex(INF, NAN), ""),
        (complex(1.0, -INF), complex(INF, -PI / 2), ""),
    ],
    "asinh": [
        (complex(1.0, INF), complex(INF, PI / 2), ""),
        (complex(INF, INF), complex(INF, PI / 4), ""),
        (complex(-INF, 1.0), complex(-INF, 0.0), ""),
        (complex(NAN, 0.0), complex(NAN, 0.0), ""),
        (complex(1.0, -INF), complex(INF, -PI / 2), ""),
    ],
    "atanh": [
        (complex(0.0, NAN), complex(0.0, NAN), ""),
        (complex(1.0, 0.0), complex(INF, 0.0), ""),
        (complex(INF, 1.0), complex(0.0, PI / 2), ""),
        (complex(-INF, -1.0), complex(-0.0, -PI / 2), ""),
        (complex(NAN, INF), complex(0.0, PI / 2), "real"),
        (complex(INF, -1.0), complex(0.0, -PI / 2), ""),
    ],
    "cosh": [
        (complex(0.0, INF), complex(NAN, 0.0), "imag"),
        (complex(INF, 0.0), complex(INF, 0.0), ""),
        (complex(-INF, 0.0), complex(INF, -0.0), ""),
        (complex(INF, -0.0), complex(INF, -0.0), ""),
        (complex(INF, NAN), complex(INF, NAN), ""),
        (complex(NAN, 0.0), complex(NAN, 0.0), "imag"),
    ],
    "sinh": [
        (complex(0.0, INF), complex(0.0, NAN), "real"),
        (complex(INF, 0.0), complex(INF, 0.0), ""),
        (complex(-INF, 0.0), complex(-INF, 0.0), ""),
        (complex(INF, -0.0), complex(INF, -0.0), ""),
        (complex(NAN, 0.0), complex(NAN, 0.0), ""),
    ],
    "tanh": [
        (complex(0.0, INF), complex(0.0, NAN), ""),
        (complex(INF, 1.0), complex(1.0, 0.0), ""),
        (complex(INF, 2.0), complex(1.0, 0.0), ""),  # C99 (numpy, torch): 1 + 0 sin(4) j
        (complex(-INF, 2.0), complex(-1.0, 0.0), ""),
        (complex(INF, -1.0), complex(1.0, -0.0), ""),
        (complex(NAN, 0.0), complex(NAN, 0.0), ""),
    ],
    "sign": [
        (complex(-0.0, 0.0), complex(0.0, 0.0), ""),
        (complex(-0.0, -0.0), complex(0.0, 0.0), ""),
        (complex(3.0, -4.0), complex(0.6, -0.8), ""),
    ],
    # Defined through the functions above: log2(z) = log(z) / log(2), sin(z) = -1j sinh(1j z).
    "log2": [
        (complex(0.0, 0.0), complex(-INF, 0.0), ""),
        (complex(1.0, INF), complex(INF, PI / 2 / np.log(2)), ""),
    ],
    "log10": [(complex(0.0, 0.0), complex(-INF, 0.0), "")],
    "sin": [
        (complex(INF, 0.0), complex(NAN, 0.0), "imag"),
        (complex(0.0, INF), complex(0.0, INF), ""),
    ],
}


def _component_matches(got, expected, unspecified_sign):
    if np.isnan(expected):
        return bool(np.isnan(got))
    if unspecified_sign:
        got, expected = abs(got), abs(expected)
    if expected == 0 or np.isinf(expected):
        return got == expected and np.signbit(got) == np.signbit(expected)
    return bool(np.isclose(got, expected, rtol=1e-6, atol=0))


@pytest.mark.parametrize("name", sorted(COMPLEX_SPECIAL))
@pytest.mark.parametrize("dtype", COMPLEX)
def test_complex_special_values_of_the_standard(name, dtype):
    require_dtypes(dtype)
    rows = COMPLEX_SPECIAL[name]
    z = np.asarray([row[0] for row in rows], dtype=dtype)
    with np.errstate(all="ignore"):
        result = ivy.to_numpy(getattr(ivy, name)(ivy.asarray(z)))
    assert result.dtype == z.dtype
    for (x, expected, unspecified), got in zip(rows, result, strict=True):
        real = _component_matches(got.real, expected.real, "real" in unspecified)
        imag = _component_matches(got.imag, expected.imag, "imag" in unspecified)
        assert real and imag, f"{name}({x}) = {got}; the standard: {expected}"
