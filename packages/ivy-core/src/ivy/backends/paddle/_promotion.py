"""Dtype rules paddle lacks: the standard's promotion, weak Python scalars, and computing in a wider
dtype where paddle's CPU kernels lack one (int8, int16, uint8, and for some ops bool, float16,
bfloat16)."""

import numpy as np
import paddle
from paddle import _C_ops

from ivy._common.dtypes import promote, promote_with_scalars
from ivy.backends.paddle.data_types import _NATIVE, as_ivy_dtype, default_dtypes, native_dtype

# Eager tensors hold paddle's dtype singletons, so `is` and id() compare them cheaply; tensors
# traced by paddle.jit.to_static hold equal copies, which singleton() maps back.
_IDS = frozenset(id(d) for d in _NATIVE.values())
_SINGLETONS = {d: d for d in _NATIVE.values()}


def singleton(d):
    return d if id(d) in _IDS else _SINGLETONS[d]


def member(d, ids):
    """Whether the paddle dtype ``d`` is one of the singletons whose ids are ``ids``."""
    i = id(d)
    return i in ids if i in _IDS else id(_SINGLETONS.get(d)) in ids


def ids(*names):
    return frozenset(id(_NATIVE[name]) for name in names)


NARROW = ids("int8", "int16", "uint8")
SMALL = ids("int8", "int16", "uint8", "float16", "bfloat16")
COMPLEX = ids("complex64", "complex128")
REAL_FLOATING = ids("float16", "bfloat16", "float32", "float64")

# A wider dtype holding every value of a dtype that some paddle CPU kernels lack; where results
# are cast back, computing in it is exact (integer arithmetic wraps alike modulo 2**8 or 2**16).
_WIDER = {
    id(paddle.bool): paddle.int32,
    id(paddle.int8): paddle.int32,
    id(paddle.int16): paddle.int32,
    id(paddle.uint8): paddle.int32,
    id(paddle.float16): paddle.float32,
    id(paddle.bfloat16): paddle.float32,
}


def widen(x, lacking):
    """``(x in a wider dtype, x's dtype)`` if x's dtype is one of ``lacking`` (ids), else
    ``(x, None)``."""
    dtype = x.dtype
    if member(dtype, lacking):
        return paddle.cast(x, _WIDER[id(singleton(dtype))]), dtype
    return x, None


def restore(result, dtype):
    """``result`` cast back to ``dtype``, the second value of :func:`widen`."""
    return result if dtype is None else paddle.cast(result, dtype)


# Python and NumPy scalars, by type, to the Python type whose kind they have.
SCALARS = {bool: bool, int: int, float: float, complex: complex, np.bool_: bool}
for _t in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
    SCALARS[_t] = int
for _t in (np.float16, np.float32, np.float64):
    SCALARS[_t] = float
for _t in (np.complex64, np.complex128):
    SCALARS[_t] = complex


def _pairs():
    pairs = {}
    for a in _NATIVE.values():
        for b in _NATIVE.values():
            pairs[id(a), id(b)] = native_dtype(promote(as_ivy_dtype(a), as_ivy_dtype(b)))
    return pairs


def _with_scalars():
    defaults = default_dtypes()
    samples = {bool: True, int: 1, float: 1.0, complex: 1j}
    table = {}
    for a in _NATIVE.values():
        for kind, sample in samples.items():
            ivy_dtype = promote_with_scalars(as_ivy_dtype(a), [sample], defaults)
            table[id(a), kind] = native_dtype(ivy_dtype)
    return table


_PAIRS = _pairs()
_WITH_SCALAR = _with_scalars()


def result_dtype(d1, d2):
    """The standard's promotion of two paddle dtypes, as a paddle dtype."""
    target = _PAIRS.get((id(d1), id(d2)))
    if target is None:
        return native_dtype(promote(as_ivy_dtype(d1), as_ivy_dtype(d2)))
    return target


def scalar_tensor(value, kind, dtype, like):
    """A 0-d tensor of ``dtype`` holding the scalar ``value``, on the device of ``like``."""
    if type(like) is paddle.Tensor:
        return _C_ops.full([], kind(value), dtype, like.place)  # what paddle.full runs, eagerly
    return paddle.full([], kind(value), dtype=dtype)


def _with_scalar(x, value, kind):
    d = x.dtype
    target = _WITH_SCALAR.get((id(d), kind))
    if target is None:
        target = _WITH_SCALAR[id(singleton(d)), kind]
    if target is not d:
        x = paddle.cast(x, target)
    return x, scalar_tensor(value, kind, target, x)


def operands(x1, x2):
    """``x1`` and ``x2`` as tensors of their promoted dtype; a Python scalar is weak."""
    kind = SCALARS.get(type(x1))
    if kind is not None:
        x2, x1 = _with_scalar(x2, x1, kind)
        return x1, x2
    kind = SCALARS.get(type(x2))
    if kind is not None:
        return _with_scalar(x1, x2, kind)
    d1 = x1.dtype
    d2 = x2.dtype
    if d1 is d2:
        return x1, x2
    target = result_dtype(d1, d2)
    if target is not d1:
        x1 = paddle.cast(x1, target)
    if target is not d2:
        x2 = paddle.cast(x2, target)
    return x1, x2


def common(arrays):
    """``arrays`` (tensors) cast to their promoted dtype, as a list."""
    arrays = list(arrays)
    first = arrays[0].dtype
    if all(a.dtype is first for a in arrays[1:]):
        return arrays
    target = first
    for a in arrays[1:]:
        target = result_dtype(target, a.dtype)
    return [a if a.dtype is target else paddle.cast(a, target) for a in arrays]
