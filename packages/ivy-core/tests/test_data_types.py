"""Data types: promotion by the standard's tables, casting, limits, and native dtypes."""

import importlib
import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import require_dtypes
from ivy.testing.fixtures import BACKEND

TESTED_DTYPES = [
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "float32",
    "float64",
    "complex64",
    "complex128",
]

# The standard's promotion tables (data-apis.org, "Type Promotion Rules"), written out.
_INTS = ["i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8"]
_INT_TABLE = """
      i1  i2  i4  i8  u1  u2  u4  u8
i1    i1  i2  i4  i8  i2  i4  i8  --
i2    i2  i2  i4  i8  i2  i4  i8  --
i4    i4  i4  i4  i8  i4  i4  i8  --
i8    i8  i8  i8  i8  i8  i8  i8  --
u1    i2  i2  i4  i8  u1  u2  u4  u8
u2    i4  i4  i4  i8  u2  u2  u4  u8
u4    i8  i8  i8  i8  u4  u4  u4  u8
u8    --  --  --  --  u8  u8  u8  u8
"""
_FLOATS = ["f4", "f8", "c8", "c16"]
_FLOAT_TABLE = """
      f4  f8  c8  c16
f4    f4  f8  c8  c16
f8    f8  f8  c16 c16
c8    c8  c16 c8  c16
c16   c16 c16 c16 c16
"""
_CODES = {
    "i1": "int8",
    "i2": "int16",
    "i4": "int32",
    "i8": "int64",
    "u1": "uint8",
    "u2": "uint16",
    "u4": "uint32",
    "u8": "uint64",
    "f4": "float32",
    "f8": "float64",
    "c8": "complex64",
    "c16": "complex128",
}


def _table(text, codes):
    rows = [line.split() for line in text.strip().splitlines()[1:]]
    return {
        (_CODES[row[0]], _CODES[col]): None if cell == "--" else _CODES[cell]
        for row in rows
        for col, cell in zip(codes, row[1:], strict=True)
    }


STANDARD = {**_table(_INT_TABLE, _INTS), **_table(_FLOAT_TABLE, _FLOATS), ("bool", "bool"): "bool"}


@pytest.mark.parametrize(("a", "b"), sorted(STANDARD))
def test_result_type_follows_the_standards_table(a, b):
    expected = STANDARD[a, b]
    if expected is None:
        with pytest.raises(ivy.DtypeError, match="no common data type"):
            ivy.result_type(getattr(ivy, a), getattr(ivy, b))
    else:
        assert ivy.result_type(getattr(ivy, a), getattr(ivy, b)) == expected
        assert ivy.can_cast(a, b) == (expected == b)


@pytest.mark.parametrize(
    ("dtypes", "expected"),
    [
        (("bool", "int8"), "int8"),
        (("int32", "float16"), "float16"),
        (("uint64", "float32"), "float32"),
        (("int64", "complex64"), "complex64"),
        (("float16", "bfloat16"), "float32"),
        (("bool", "float64", "int8"), "float64"),
    ],
)
def test_mixed_kinds_follow_the_deep_learning_frameworks(dtypes, expected):
    assert ivy.result_type(*dtypes) == expected
    assert not ivy.can_cast(dtypes[-1], "bool")


@pytest.mark.parametrize(
    ("dtype", "scalar", "expected"),
    [
        ("int8", 1, "int8"),
        ("float32", 1, "float32"),
        ("float16", 2.5, "float16"),
        ("int16", 2.5, "float32"),
        ("float32", 1j, "complex64"),
        ("float64", 1j, "complex128"),
        ("bool", True, "bool"),
        ("bool", 3, "int64"),
    ],
)
def test_python_scalars_are_weak_in_result_type(dtype, scalar, expected):
    assert ivy.result_type(getattr(ivy, dtype), scalar) == expected


@pytest.mark.parametrize("dtype", TESTED_DTYPES)
def test_dtype_and_result_type_of_backend_arrays(dtype):
    require_dtypes(dtype)
    x = ivy.asarray(np.zeros(2, dtype=dtype))
    assert ivy.dtype(x) == dtype and isinstance(ivy.dtype(x), ivy.Dtype)
    assert ivy.result_type(x, x) == dtype
    assert ivy.result_type(x, ivy.bool) == dtype


@pytest.mark.parametrize(
    ("source", "target"), list(itertools.product(TESTED_DTYPES, TESTED_DTYPES))
)
@given(data=st.data())
def test_astype_matches_numpy(source, target, data):
    require_dtypes(source, target)
    if source.startswith("complex") and not target.startswith("complex"):
        pytest.skip("the standard leaves complex to real casts unspecified")
    low = 0 if target.startswith("uint") or source.startswith("uint") else None
    values = data.draw(hst.arrays(source, min_value=low, max_value=100))
    result = ivy.astype(ivy.asarray(values), getattr(ivy, target))
    assert_allclose(result, values.astype(target), dtype=target)


def test_astype_copy_false_returns_the_same_array_when_nothing_changes():
    x = ivy.asarray(np.ones(3, np.float32))
    assert ivy.astype(x, ivy.float32, copy=False) is x


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"])
def test_finfo_matches_numpy(dtype):
    require_dtypes(dtype)
    info, expected = ivy.finfo(getattr(ivy, dtype)), np.finfo(dtype)
    assert (info.bits, info.eps, info.max, info.min, info.smallest_normal) == (
        expected.bits,
        expected.eps,
        expected.max,
        expected.min,
        expected.tiny,
    )
    assert info.dtype == np.dtype(expected.dtype).name
    assert ivy.finfo(ivy.asarray(np.zeros(1, dtype))).bits == expected.bits


def test_finfo_of_bfloat16():
    info = ivy.finfo(ivy.bfloat16)
    assert (info.bits, info.eps, info.smallest_normal) == (16, 2.0**-7, 2.0**-126)
    assert info.max == pytest.approx(3.3895e38, rel=1e-4)


@pytest.mark.parametrize(
    "dtype", ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
)
def test_iinfo_matches_numpy(dtype):
    info, expected = ivy.iinfo(dtype), np.iinfo(dtype)
    assert (info.bits, info.max, info.min, info.dtype) == (
        expected.bits,
        expected.max,
        expected.min,
        dtype,
    )


def test_finfo_and_iinfo_reject_the_wrong_kind():
    with pytest.raises(ivy.DtypeError, match="finfo: expected a floating-point dtype; got int32"):
        ivy.finfo(ivy.int32)
    with pytest.raises(ivy.DtypeError, match="iinfo: expected an integer dtype; got float32"):
        ivy.iinfo(ivy.float32)


@pytest.mark.parametrize(
    ("dtype", "kind", "expected"),
    [
        ("uint8", "integral", True),
        ("int8", "unsigned integer", False),
        ("float32", "real floating", True),
        ("complex64", "real floating", False),
        ("complex64", "numeric", True),
        ("bool", "numeric", False),
        ("float64", ("bool", "float64"), True),
        ("int32", ("bool", "int64"), False),
    ],
)
def test_isdtype(dtype, kind, expected):
    assert ivy.isdtype(dtype, kind) is expected


def test_isdtype_rejects_unknown_kinds():
    with pytest.raises(ivy.DtypeError, match="kind must be a dtype or one of"):
        ivy.isdtype(ivy.int8, "integer")


def test_unknown_dtype_names_raise_dtype_error():
    with pytest.raises(ivy.DtypeError, match="'float31' is not a data type"):
        ivy.zeros(2, dtype="float31")


def test_dtypes_are_accepted_in_any_spelling():
    require_dtypes("int16")
    reference = ivy.zeros(2, dtype=ivy.int16)
    for spelling in ("int16", np.int16, np.dtype("int16")):
        assert ivy.dtype(ivy.zeros(2, dtype=spelling)) == "int16"
    assert ivy.dtype(ivy.zeros(2, dtype=reference.dtype)) == "int16"


def test_namespace_returns_native_dtypes():
    require_dtypes("int8", "int16")
    namespace = importlib.import_module(f"ivy.{BACKEND}")
    x = namespace.asarray(np.zeros(2, np.int8))
    assert namespace.dtype(x) == namespace.int8 == x.dtype
    assert namespace.result_type(x, namespace.int16) == namespace.int16
    assert namespace.finfo(namespace.float32).dtype == namespace.float32
    assert namespace.iinfo(namespace.uint8).max == 255
