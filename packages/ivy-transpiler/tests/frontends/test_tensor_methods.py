"""The frontends of ``torch.Tensor``'s methods, operators, properties and in-place methods.

Each case runs a method in torch and its frontend (on ivy's numpy, jax and tensorflow backends)
on the same inputs, through :func:`ivy_transpiler.testing.check_frontend`. ``CASES`` keys are
``"<method>"`` for a method's main case and ``"<method>:<variant>"`` for the branches of its
semantics (dtype promotion, defaults, negative dims, keepdim, broadcasting, modes). An in-place
method ``<m>_`` without a case of its own is checked on the inputs of ``<m>``'s main case: its
frontend must return what torch writes into ``self`` (in ``self``'s dtype). A coverage test
asserts that every ``torch.Tensor.*`` name of the registry is the target of a case.
"""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import ivy  # noqa: E402
from ivy_transpiler.frontends.torch import FRONTENDS, frontend_for  # noqa: E402
from ivy_transpiler.testing import check_frontend, random_tensor, to_backend  # noqa: E402

T = torch.Tensor
BACKENDS = ["numpy", "jax", "tensorflow"]
NAN, INF = float("nan"), float("inf")


def _f(*shape, low=-2.0, high=2.0, seed=0, dtype=torch.float32):
    return random_tensor(*shape, dtype=dtype, low=low, high=high, seed=seed)


def _i(*shape, low=-3, high=3, seed=0, dtype=torch.int64):
    return random_tensor(*shape, dtype=dtype, low=low, high=high, seed=seed)


def _b(*shape, seed=0):
    return random_tensor(*shape, dtype=torch.bool, seed=seed)


def _nc(*shape, low=-2.0, high=2.0, seed=0):
    """A non-contiguous float tensor of ``shape`` (the transpose of a contiguous one)."""
    return _f(*shape[::-1], low=low, high=high, seed=seed).permute(*range(len(shape) - 1, -1, -1))


def _nonzero(*shape, seed=0, dtype=torch.int64):
    """Integers in {-3, -2, -1, 1, 2, 3}: divisors for integer division."""
    magnitude = _i(*shape, low=1, high=3, seed=seed, dtype=dtype)
    return torch.where(_b(*shape, seed=seed + 7), -magnitude, magnitude)


def _halves():
    """Ties for rounding (half to even), signed zero and values either side of integers."""
    return torch.tensor([[-2.5, -1.5, -0.5, 0.5], [1.5, 2.5, -0.0, 3.7], [-3.7, 0.2, -0.2, 9.5]])


def _specials():
    return torch.tensor([1.0, NAN, INF, -INF, -0.0, 0.0, -2.5])


def _spd(n=3, seed=0):
    """A well-conditioned matrix (diagonally dominant)."""
    return _f(n, n, seed=seed) + 4 * torch.eye(n)


# name: (low, high, integer inputs' (low, high) or None) for floating functions of one tensor
# (an integer input computes in float32).
_FLOAT_UNARY = {
    "exp": (-2, 2, (-2, 2)),
    "expm1": (-2, 2, (-2, 2)),
    "exp2": (-2, 2, (-2, 2)),
    "log": (0.1, 3, (1, 3)),
    "log2": (0.1, 3, (1, 3)),
    "log10": (0.1, 3, (1, 3)),
    "log1p": (-0.5, 2, (0, 3)),
    "sqrt": (0, 4, (0, 4)),
    "rsqrt": (0.1, 4, (1, 4)),
    "reciprocal": (0.5, 2, (1, 3)),
    "sin": (-3, 3, (-3, 3)),
    "cos": (-3, 3, (-3, 3)),
    "tan": (-1.2, 1.2, (-1, 1)),
    "asin": (-0.9, 0.9, (-1, 1)),
    "arcsin": (-0.9, 0.9, None),
    "acos": (-0.9, 0.9, (-1, 1)),
    "arccos": (-0.9, 0.9, None),
    "atan": (-2, 2, (-2, 2)),
    "arctan": (-2, 2, None),
    "sinh": (-2, 2, (-2, 2)),
    "cosh": (-2, 2, (-2, 2)),
    "tanh": (-2, 2, (-2, 2)),
    "asinh": (-2, 2, (-2, 2)),
    "arcsinh": (-2, 2, None),
    "acosh": (1.1, 3, (1, 3)),
    "arccosh": (1.1, 3, None),
    "atanh": (-0.9, 0.9, (0, 0)),
    "arctanh": (-0.9, 0.9, None),
    "erf": (-2, 2, (-2, 2)),
    "erfc": (-2, 2, (-2, 2)),
    "sigmoid": (-3, 3, (-3, 3)),
    "logit": (0.05, 0.95, None),
}

# Functions of one tensor that keep an integer dtype (an integer case each).
_SAME_DTYPE_UNARY = [
    "neg", "negative", "abs", "absolute", "square", "sign", "sgn", "floor", "ceil", "trunc",
    "fix", "round", "positive", "relu",
]  # fmt: skip

# Functions of two tensors: main case broadcasting float32 (3, 4) with (4,).
_BINARY_FLOAT = [
    "add", "sub", "subtract", "mul", "multiply", "div", "divide", "true_divide", "floor_divide",
    "remainder", "fmod", "atan2", "arctan2", "hypot", "logaddexp", "copysign", "maximum",
    "minimum", "fmax", "fmin",
]  # fmt: skip
# ... which also take an integer tensor and a float scalar (promoting to float32)
_TAKES_SCALAR = [
    "add", "sub", "subtract", "mul", "multiply", "div", "divide", "true_divide", "floor_divide",
    "remainder", "fmod",
]  # fmt: skip
# ... and two integer tensors (divisors non-zero)
_TAKES_INTS = [
    "add", "sub", "subtract", "mul", "multiply", "div", "divide", "true_divide", "floor_divide",
    "remainder", "fmod", "atan2", "copysign", "maximum", "minimum", "fmax", "fmin",
]  # fmt: skip
_COMPARISONS = [
    "eq", "ne", "not_equal", "lt", "less", "le", "less_equal", "gt", "greater", "ge",
    "greater_equal", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
]  # fmt: skip


def _generated_cases():
    cases = {}
    for name, (low, high, ints) in _FLOAT_UNARY.items():
        method = getattr(T, name)
        cases[name] = (method, lambda low=low, high=high: (_nc(3, 4, low=low, high=high),), {})
        if ints is not None:
            cases[f"{name}:int"] = (
                method,
                lambda ints=ints: (_i(2, 5, low=ints[0], high=ints[1]),),
                {},
            )
    for name in _SAME_DTYPE_UNARY:
        method = getattr(T, name)
        cases[name] = (method, lambda: (_halves(),), {})
        cases[f"{name}:int"] = (method, lambda: (_i(3, 4),), {})
    for name in _BINARY_FLOAT:
        method = getattr(T, name)
        cases[name] = (method, lambda: (_nc(3, 4), _f(4, low=0.5, high=2.0, seed=1)), {})
        cases[f"{name}:negative_divisor"] = (method, lambda: (_f(2, 3), _f(3, seed=1) - 2.5), {})
    for name in _TAKES_SCALAR:
        cases[f"{name}:int_float_scalar"] = (getattr(T, name), lambda: (_i(3, 4), 2.5), {})
        cases[f"{name}:int_0d_float"] = (
            getattr(T, name),
            lambda: (_i(3, 4, dtype=torch.int32), torch.tensor(-1.5, dtype=torch.float64)),
            {},
        )
    for name in _TAKES_INTS:
        cases[f"{name}:ints"] = (getattr(T, name), lambda: (_i(3, 4), _nonzero(4, seed=1)), {})
    for name in _COMPARISONS:
        method = getattr(T, name)
        cases[name] = (method, lambda: (_i(3, 4, low=0, high=2).float(), _i(4, low=0, high=2, seed=1).float()), {})  # fmt: skip
        cases[f"{name}:ints"] = (method, lambda: (_i(3, 4, low=0, high=2), _i(4, low=0, high=2, seed=1)), {})  # fmt: skip
        cases[f"{name}:int_float_scalar"] = (method, lambda: (_i(3, 4), 0.5), {})
        cases[f"{name}:bool_int_scalar"] = (method, lambda: (_b(2, 3), 1), {})
    return cases


CASES = {
    **_generated_cases(),
    # --- arithmetic: promotion, modes, alpha -------------------------------------------------
    "add:mixed_float": (T.add, lambda: (_f(3, 4), _f(4, seed=1, dtype=torch.float64)), {}),
    "add:float_0d_double": (T.add, lambda: (_f(3), torch.tensor(2.0, dtype=torch.float64)), {}),
    "add:bool_int_scalar": (T.add, lambda: (_b(2, 3), 2), {}),
    "add:bool_bool": (T.add, lambda: (_b(2, 3), _b(2, 3, seed=1)), {}),
    "add:int_alpha": (T.add, lambda: (_i(3), _i(3, seed=1)), {"alpha": 2}),
    "add:float_alpha": (T.add, lambda: (_f(2, 3), _f(3)), {"alpha": -0.5}),
    "add:int8_int_scalar_wraps": (
        T.add,
        lambda: (torch.tensor([120, -120], dtype=torch.int8), 10),
        {},
    ),
    "add:uint8_int16": (
        T.add,
        lambda: (_i(3, low=0, high=200, dtype=torch.uint8), _i(3, dtype=torch.int16)),
        {},
    ),
    "add:empty": (T.add, lambda: (_f(0, 3), _f(3)), {}),
    "sub:alpha": (T.sub, lambda: (_f(2, 3), _f(3)), {"alpha": 3}),
    "mul:bool_bool": (T.mul, lambda: (_b(2, 3), _b(2, 3, seed=1)), {}),
    "mul:bool_float_scalar": (T.mul, lambda: (_b(2, 3), 1.5), {}),
    "div:trunc": (
        T.div,
        lambda: (_f(2, 4, low=-5, high=5), _f(4, seed=1) - 2.5),
        {"rounding_mode": "trunc"},
    ),
    "div:floor": (
        T.div,
        lambda: (_f(2, 4, low=-5, high=5), _f(4, seed=1) - 2.5),
        {"rounding_mode": "floor"},
    ),
    "div:int_trunc": (
        T.div,
        lambda: (_i(3, 4, low=-9, high=9), _nonzero(4)),
        {"rounding_mode": "trunc"},
    ),
    "div:int_floor": (
        T.div,
        lambda: (_i(3, 4, low=-9, high=9), _nonzero(4)),
        {"rounding_mode": "floor"},
    ),
    "div:int_float_scalar_floor": (
        T.div,
        lambda: (_i(5, low=-9, high=9), 2.5),
        {"rounding_mode": "floor"},
    ),
    "divide:trunc": (T.divide, lambda: (_i(3, 4, low=-9, high=9), 2), {"rounding_mode": "trunc"}),
    "floor_divide:int_scalar": (T.floor_divide, lambda: (_i(6, low=-9, high=9), -4), {}),
    "remainder:int_scalar": (T.remainder, lambda: (_i(6, low=-9, high=9), -4), {}),
    "fmod:int_scalar": (T.fmod, lambda: (_i(6, low=-9, high=9), -4), {}),
    "remainder:float_scalar": (T.remainder, lambda: (_f(6, low=-5, high=5), 1.5), {}),
    "pow": (T.pow, lambda: (_nc(3, 4, low=0.1, high=2), _f(4, seed=1)), {}),
    "pow:float_scalar": (T.pow, lambda: (_f(5, low=0.1, high=3), 1.5), {}),
    "pow:int_int_scalar": (T.pow, lambda: (_i(6), 3), {}),
    "pow:int_float_scalar": (T.pow, lambda: (_i(6, low=0), 0.5), {}),
    "pow:ints": (T.pow, lambda: (_i(6), _i(6, low=0, seed=1)), {}),
    "pow:negative_base_int_exponent": (T.pow, lambda: (_f(6), 3.0), {}),
    "pow:tensor_exponent_0d": (
        T.pow,
        lambda: (_f(5, low=0.1), torch.tensor(2, dtype=torch.int64)),
        {},
    ),
    "float_power": (
        T.float_power,
        lambda: (_f(3, 4, low=0.1, dtype=torch.float64), _f(4, seed=1)),
        {},
    ),
    "float_power:int_scalar": (T.float_power, lambda: (_i(5), 2), {}),
    "float_power:float32": (T.float_power, lambda: (_f(5, low=0.1), 1.5), {}),
    "hypot:mixed_float": (T.hypot, lambda: (_f(3, 4, dtype=torch.float64), _f(4)), {}),
    "logaddexp:large": (
        T.logaddexp,
        lambda: (_f(4, low=50, high=90), _f(4, low=-90, high=90, seed=1)),
        {},
    ),
    "copysign:signed_zero": (
        T.copysign,
        lambda: (_f(4), torch.tensor([0.0, -0.0, 1.0, -2.0])),
        {},
    ),
    "copysign:float_scalar": (T.copysign, lambda: (_i(4), -1.0), {}),
    "maximum:nan": (T.maximum, lambda: (_specials(), _f(7)), {}),
    "minimum:nan": (T.minimum, lambda: (_specials(), _f(7)), {}),
    "fmax:nan": (
        T.fmax,
        lambda: (_specials(), torch.tensor([NAN, 0.5, NAN, 1.0, 0.0, NAN, 2.0])),
        {},
    ),
    "fmin:nan": (
        T.fmin,
        lambda: (_specials(), torch.tensor([NAN, 0.5, NAN, 1.0, 0.0, NAN, 2.0])),
        {},
    ),
    "maximum:int_bool": (T.maximum, lambda: (_i(4), _b(4)), {}),
    "atan2:quadrants": (
        T.atan2,
        lambda: (
            torch.tensor([1.0, 1.0, -1.0, -1.0, 0.0, -0.0]),
            torch.tensor([1.0, -1.0, 1.0, -1.0, -1.0, -1.0]),
        ),
        {},
    ),
    "xlogy": (
        T.xlogy,
        lambda: (torch.tensor([0.0, 1.0, -2.0, 0.0, 3.0]), torch.tensor([0.0, 2.0, 0.5, NAN, 1.0])),
        {},
    ),
    "xlogy:int_float_scalar": (T.xlogy, lambda: (_i(5), 2.5), {}),
    "xlogy:ints": (T.xlogy, lambda: (_i(5), _i(5, low=1, seed=1)), {}),
    "heaviside": (
        T.heaviside,
        lambda: (
            torch.tensor([-1.5, 0.0, 2.0, -0.0, 0.0]),
            torch.tensor([0.5, 0.5, 0.5, 0.25, 0.75]),
        ),
        {},
    ),
    "heaviside:ints": (T.heaviside, lambda: (_i(6), _i(6, seed=1)), {}),
    # --- one tensor ----------------------------------------------------------------------------
    "round:decimals": (T.round, lambda: (_f(5, low=-3, high=3),), {"decimals": 2}),
    "round:negative_decimals": (T.round, lambda: (_f(5, low=-300, high=300),), {"decimals": -1}),
    "frac": (T.frac, lambda: (_halves(),), {}),
    "abs:int8": (T.abs, lambda: (_i(5, dtype=torch.int8),), {}),
    "neg:int16": (T.neg, lambda: (_i(5, dtype=torch.int16),), {}),
    "sign:bool": (T.sign, lambda: (_b(5),), {}),
    "square:bool": (T.square, lambda: (_b(5),), {}),
    "sgn:complex": (T.sgn, lambda: (torch.tensor([3 + 4j, 0j, -2j]),), {}),
    "abs:complex": (T.abs, lambda: (torch.tensor([3 + 4j, 0j, -2j]),), {}),
    "relu:0d": (T.relu, lambda: (torch.tensor(-1.5),), {}),
    "exp:float64": (T.exp, lambda: (_f(4, dtype=torch.float64),), {}),
    "exp:float16": (T.exp, lambda: (_f(4, dtype=torch.float16),), {}),
    "sigmoid:bool": (T.sigmoid, lambda: (_b(4),), {}),
    "logit:eps": (T.logit, lambda: (_f(6, low=0, high=1),), {"eps": 0.2}),
    "logit:int": (T.logit, lambda: (torch.tensor([0, 1]),), {}),
    "sqrt:negative_is_nan": (T.sqrt, lambda: (torch.tensor([-1.0, 4.0]),), {}),
    "nan_to_num": (T.nan_to_num, lambda: (_specials(),), {}),
    "nan_to_num:values": (
        T.nan_to_num,
        lambda: (_specials(),),
        {"nan": 0.5, "posinf": 9.0, "neginf": -9.0},
    ),
    "nan_to_num:int": (T.nan_to_num, lambda: (_i(4),), {}),
    "isnan": (T.isnan, lambda: (_specials(),), {}),
    "isnan:int": (T.isnan, lambda: (_i(4),), {}),
    "isinf": (T.isinf, lambda: (_specials(),), {}),
    "isfinite": (T.isfinite, lambda: (_specials(),), {}),
    "isfinite:int": (T.isfinite, lambda: (_i(4),), {}),
    "isneginf": (T.isneginf, lambda: (_specials(),), {}),
    "isposinf": (T.isposinf, lambda: (_specials(),), {}),
    "signbit": (T.signbit, lambda: (_specials(),), {}),
    "signbit:int": (T.signbit, lambda: (_i(5),), {}),
    "isreal": (T.isreal, lambda: (_f(4),), {}),
    "isreal:complex": (T.isreal, lambda: (torch.tensor([1 + 0j, 2 + 1j, -1j, 0j]),), {}),
    "isclose": (
        T.isclose,
        lambda: (_f(5), _f(5) + torch.tensor([0.0, 1e-9, 1e-3, -1e-6, 1.0])),
        {},
    ),
    "isclose:tolerances_nan": (
        T.isclose,
        lambda: (_specials(), _specials() + 0.05),
        {"rtol": 0.0, "atol": 0.1, "equal_nan": True},
    ),
    "isclose:ints": (T.isclose, lambda: (_i(5), _i(5, seed=1)), {}),
    "conj": (T.conj, lambda: (_f(4),), {}),
    "conj:complex": (T.conj, lambda: (torch.tensor([1 + 2j, -3j]),), {}),
    "conj_physical": (T.conj_physical, lambda: (torch.tensor([1 + 2j, -3j]),), {}),
    "angle": (T.angle, lambda: (_specials(),), {}),
    "angle:int": (T.angle, lambda: (_i(5),), {}),
    "angle:complex": (T.angle, lambda: (torch.tensor([1 + 1j, -1 + 0j, -2j]),), {}),
    "logical_not": (T.logical_not, lambda: (torch.tensor([0.0, 1.5, -0.0, NAN]),), {}),
    "logical_not:int": (T.logical_not, lambda: (_i(5),), {}),
    # --- logical and bitwise -------------------------------------------------------------------
    "logical_and": (T.logical_and, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "logical_and:float_int": (T.logical_and, lambda: (_i(3, 4).float(), _i(4, seed=1)), {}),
    "logical_or": (T.logical_or, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "logical_or:float_int": (T.logical_or, lambda: (_i(3, 4).float(), _i(4, seed=1)), {}),
    "logical_xor": (T.logical_xor, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "logical_xor:float_int": (T.logical_xor, lambda: (_i(3, 4).float(), _i(4, seed=1)), {}),
    "bitwise_and": (
        T.bitwise_and,
        lambda: (_i(3, 4, low=-9, high=9), _i(4, low=-9, high=9, seed=1)),
        {},
    ),
    "bitwise_and:bool": (T.bitwise_and, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "bitwise_and:int_scalar": (
        T.bitwise_and,
        lambda: (_i(5, dtype=torch.int32, low=-9, high=9), 6),
        {},
    ),
    "bitwise_or": (
        T.bitwise_or,
        lambda: (_i(3, 4, low=-9, high=9), _i(4, low=-9, high=9, seed=1)),
        {},
    ),
    "bitwise_or:bool": (T.bitwise_or, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "bitwise_xor": (
        T.bitwise_xor,
        lambda: (_i(3, 4, low=-9, high=9), _i(4, low=-9, high=9, seed=1)),
        {},
    ),
    "bitwise_xor:bool": (T.bitwise_xor, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "bitwise_not": (T.bitwise_not, lambda: (_i(5, low=-9, high=9),), {}),
    "bitwise_not:bool": (T.bitwise_not, lambda: (_b(5),), {}),
    "bitwise_not:uint8": (T.bitwise_not, lambda: (_i(5, low=0, high=255, dtype=torch.uint8),), {}),
    "bitwise_left_shift": (
        T.bitwise_left_shift,
        lambda: (_i(3, 4, low=-9, high=9), _i(4, low=0, high=3, seed=1)),
        {},
    ),
    "bitwise_left_shift:int_scalar": (T.bitwise_left_shift, lambda: (_i(5, low=-9, high=9), 2), {}),
    "bitwise_right_shift": (
        T.bitwise_right_shift,
        lambda: (_i(3, 4, low=-9, high=9), _i(4, low=0, high=3, seed=1)),
        {},
    ),
    "bitwise_right_shift:int32_scalar": (
        T.bitwise_right_shift,
        lambda: (_i(5, low=-9, high=9, dtype=torch.int32), 1),
        {},
    ),
    # --- operators (the dunders) ---------------------------------------------------------------
    "__add__": (T.__add__, lambda: (_f(3, 4), _f(4)), {}),
    "__radd__": (T.__radd__, lambda: (_i(3, 4), 2.5), {}),
    "__iadd__": (T.__iadd__, lambda: (_f(3, 4), _i(4)), {}),
    "__sub__": (T.__sub__, lambda: (_i(3, 4), 1), {}),
    "__rsub__": (T.__rsub__, lambda: (_i(3, 4), 1), {}),
    "__rsub__:float_scalar": (T.__rsub__, lambda: (_i(3, 4), 0.5), {}),
    "__isub__": (T.__isub__, lambda: (_i(3, 4), _i(3, 4, seed=1)), {}),
    "__mul__": (T.__mul__, lambda: (_f(3, 4), _f(3, 1)), {}),
    "__rmul__": (T.__rmul__, lambda: (_i(3, 4), 0.5), {}),
    "__imul__": (T.__imul__, lambda: (_f(3, 4), 2), {}),
    "__truediv__": (T.__truediv__, lambda: (_i(3, 4), _nonzero(4)), {}),
    "__div__": (T.__div__, lambda: (_f(3, 4), _f(4, low=0.5)), {}),
    "__rtruediv__": (T.__rtruediv__, lambda: (_nonzero(3, 4), 2), {}),
    "__itruediv__": (T.__itruediv__, lambda: (_f(3, 4), _nonzero(4)), {}),
    "__floordiv__": (T.__floordiv__, lambda: (_f(3, 4, low=-5, high=5), -1.5), {}),
    "__rfloordiv__": (T.__rfloordiv__, lambda: (_nonzero(3, 4), 7), {}),
    "__ifloordiv__": (T.__ifloordiv__, lambda: (_i(3, 4, low=-9, high=9), _nonzero(4)), {}),
    "__mod__": (T.__mod__, lambda: (_f(3, 4, low=-5, high=5), -1.5), {}),
    "__rmod__": (T.__rmod__, lambda: (_nonzero(3, 4), 7), {}),
    "__imod__": (T.__imod__, lambda: (_i(3, 4, low=-9, high=9), _nonzero(4)), {}),
    "__pow__": (T.__pow__, lambda: (_f(3, 4, low=0.1), 3), {}),
    "__pow__:int": (T.__pow__, lambda: (_i(3, 4), 2), {}),
    "__rpow__": (T.__rpow__, lambda: (_f(3, 4), 2), {}),
    "__rpow__:int": (T.__rpow__, lambda: (_i(3, 4, low=0), 2), {}),
    "__ipow__": (T.__ipow__, lambda: (_f(3, 4, low=0.1), 0.5), {}),
    "__and__": (T.__and__, lambda: (_i(3, 4, low=-9, high=9), _i(4, seed=1)), {}),
    "__rand__": (T.__rand__, lambda: (_i(3, 4, low=-9, high=9), 5), {}),
    "__iand__": (T.__iand__, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "__or__": (T.__or__, lambda: (_b(3, 4), _b(4, seed=1)), {}),
    "__ror__": (T.__ror__, lambda: (_i(3, 4, low=-9, high=9), 5), {}),
    "__ior__": (T.__ior__, lambda: (_i(3, 4, low=-9, high=9), 5), {}),
    "__xor__": (T.__xor__, lambda: (_i(3, 4, low=-9, high=9), _i(4, seed=1)), {}),
    "__rxor__": (T.__rxor__, lambda: (_b(3, 4), True), {}),
    "__ixor__": (T.__ixor__, lambda: (_i(3, 4, low=-9, high=9), _i(4, seed=1)), {}),
    "__invert__": (T.__invert__, lambda: (_i(5, low=-9, high=9),), {}),
    "__invert__:bool": (T.__invert__, lambda: (_b(5),), {}),
    "__lshift__": (T.__lshift__, lambda: (_i(5, low=-9, high=9), 2), {}),
    "__rshift__": (
        T.__rshift__,
        lambda: (_i(5, low=-9, high=9), _i(5, low=0, high=2, seed=1)),
        {},
    ),
    "__rlshift__": (T.__rlshift__, lambda: (_i(5, low=0, high=3),), {"other": 3}),
    "__rrshift__": (T.__rrshift__, lambda: (_i(5, low=0, high=3),), {"other": -40}),
    "__ilshift__": (T.__ilshift__, lambda: (_i(5, low=-9, high=9), 1), {}),
    "__irshift__": (T.__irshift__, lambda: (_i(5, low=-9, high=9), 1), {}),
    "__matmul__": (T.__matmul__, lambda: (_f(2, 3, 4), _f(4)), {}),
    "__rmatmul__": (T.__rmatmul__, lambda: (_f(4, 2), _f(3, 4)), {}),
    # --- clamping, interpolation, fused arithmetic ---------------------------------------------
    "clamp": (T.clamp, lambda: (_nc(3, 4),), {"min": -0.5, "max": 0.5}),
    "clamp:max_only": (T.clamp, lambda: (_f(6),), {"max": 0.5}),
    "clamp:tensors": (T.clamp, lambda: (_f(3, 4), _f(4, seed=1) - 1, _f(3, 1, seed=2) + 1), {}),
    "clamp:int_float_bounds": (T.clamp, lambda: (_i(6),), {"min": -1.5, "max": 1.5}),
    "clamp:int": (T.clamp, lambda: (_i(6), -1, 2), {}),
    "clamp:min_above_max": (T.clamp, lambda: (_f(6),), {"min": 1.0, "max": 0.0}),
    "clip": (T.clip, lambda: (_f(3, 4),), {"min": -0.5, "max": 0.5}),
    "clamp_min": (T.clamp_min, lambda: (_f(3, 4), 0.25), {}),
    "clamp_min:tensor": (T.clamp_min, lambda: (_f(3, 4), _f(4, seed=1)), {}),
    "clamp_max": (T.clamp_max, lambda: (_f(3, 4), 0.25), {}),
    "clamp_max:int": (T.clamp_max, lambda: (_i(3, 4), 1), {}),
    "lerp": (T.lerp, lambda: (_f(3, 4), _f(4, seed=1), 0.3), {}),
    "lerp:tensor_weight": (
        T.lerp,
        lambda: (_f(3, 4), _f(3, 4, seed=1), _f(4, low=0, high=1, seed=2)),
        {},
    ),
    "lerp:large_weight": (T.lerp, lambda: (_f(5), _f(5, seed=1), 0.8), {}),
    "addcmul": (T.addcmul, lambda: (_f(3, 4), _f(4, seed=1), _f(3, 1, seed=2)), {"value": 0.5}),
    "addcmul:default": (T.addcmul, lambda: (_f(3, 4), _f(4, seed=1), _f(3, 4, seed=2)), {}),
    "addcmul:ints": (T.addcmul, lambda: (_i(3, 4), _i(4, seed=1), _i(4, seed=2)), {"value": 2}),
    "addcdiv": (
        T.addcdiv,
        lambda: (_f(3, 4), _f(4, seed=1), _f(3, 4, low=0.5, seed=2)),
        {"value": -2},
    ),
    "where": (T.where, lambda: (_f(3, 4), _b(3, 4), _f(4, seed=1)), {}),
    "where:scalar_other": (T.where, lambda: (_i(3, 4), _b(4), 0.5), {}),
    "where:int_int_scalar": (T.where, lambda: (_i(3, 4, dtype=torch.int32), _b(4), 7), {}),
    # --- creation -----------------------------------------------------------------------------
    "new_zeros": (T.new_zeros, lambda: (_i(2), (2, 3)), {}),
    "new_zeros:varargs_dtype": (T.new_zeros, lambda: (_f(2), 2, 3), {"dtype": torch.int32}),
    "new_ones": (T.new_ones, lambda: (_f(2), 3, 1), {}),
    "new_ones:0d_bool": (T.new_ones, lambda: (_f(2, 3), ()), {"dtype": torch.bool}),
    "new_empty": (T.new_empty, lambda: (_i(2, dtype=torch.int16), (2, 3)), {}),
    "new_full": (T.new_full, lambda: (_f(2), (2, 3), 1.5), {}),
    "new_full:int_self_float_value": (T.new_full, lambda: (_i(2), (3,), 2.7), {}),
    "new_full:dtype": (T.new_full, lambda: (_i(2), (3,), 2), {"dtype": torch.float64}),
    "new_tensor": (T.new_tensor, lambda: (_i(2), [1.5, -2.5]), {}),
    "new_tensor:nested_dtype": (
        T.new_tensor,
        lambda: (_f(2), [[1, 2], [3, 4]]),
        {"dtype": torch.int32},
    ),
    "new_tensor:tensor": (T.new_tensor, lambda: (_f(2), _i(3)), {}),
    "tril": (T.tril, lambda: (_f(4, 5),), {}),
    "tril:batched_diagonal": (T.tril, lambda: (_i(2, 3, 4), 1), {}),
    "triu": (T.triu, lambda: (_f(4, 5),), {}),
    "triu:negative_diagonal": (T.triu, lambda: (_nc(3, 3), -1), {}),
    # --- indexing -------------------------------------------------------------------------------
    "__getitem__": (T.__getitem__, lambda: (_f(4, 5), (slice(1, None), slice(None, None, 2))), {}),
    "__getitem__:int": (T.__getitem__, lambda: (_f(4, 5), -1), {}),
    "__getitem__:none_ellipsis": (T.__getitem__, lambda: (_f(2, 3, 4), (None, Ellipsis, 1)), {}),
    "__getitem__:negative_slice": (T.__getitem__, lambda: (_f(6), slice(-4, -1)), {}),
    "__getitem__:bool_mask": (T.__getitem__, lambda: (_f(3, 4), _f(3, 4, seed=1) > 0), {}),
    "__getitem__:bool_mask_rows": (
        T.__getitem__,
        lambda: (_f(3, 4), torch.tensor([True, False, True])),
        {},
    ),
    "__getitem__:int_tensor": (
        T.__getitem__,
        lambda: (_f(4, 3), torch.tensor([[2, 0], [-1, 2]])),
        {},
    ),
    "__getitem__:list": (T.__getitem__, lambda: (_f(4, 3), [0, 3, 3]), {}),
    "__getitem__:advanced_adjacent": (
        T.__getitem__,
        lambda: (_f(2, 3, 4), (slice(None), torch.tensor([0, 2]), torch.tensor([1, 3]))),
        {},
    ),
    "__getitem__:advanced_split": (
        T.__getitem__,
        lambda: (_f(2, 3, 4), (torch.tensor([1, 0]), slice(None), torch.tensor([3, 1]))),
        {},
    ),
    "__getitem__:0d_tensor": (T.__getitem__, lambda: (_f(4, 3), torch.tensor(2)), {}),
    "__getitem__:empty_slice": (T.__getitem__, lambda: (_f(4, 3), slice(2, 2)), {}),
    "index_select": (T.index_select, lambda: (_f(3, 4), -1, torch.tensor([3, 0, 3])), {}),
    "index_select:dim0": (T.index_select, lambda: (_i(3, 4), 0, torch.tensor([2])), {}),
    "gather": (T.gather, lambda: (_f(3, 4), 1, torch.tensor([[0, 3], [1, 1], [2, 0]])), {}),
    "gather:negative_dim": (T.gather, lambda: (_f(3, 4), -2, torch.tensor([[0, 2, 1, 0]])), {}),
    "take_along_dim": (T.take_along_dim, lambda: (_f(3, 4), torch.tensor([[0], [3], [1]]), 1), {}),
    "take_along_dim:flat": (T.take_along_dim, lambda: (_f(3, 4), torch.tensor([11, 0, 5])), {}),
    "take_along_dim:broadcast": (
        T.take_along_dim,
        lambda: (_f(3, 4), torch.tensor([[2, 0, 1, 2]])),
        {"dim": 0},
    ),
    "masked_fill": (T.masked_fill, lambda: (_f(3, 4), _b(3, 4), -1.0), {}),
    "masked_fill:broadcast_mask_0d_value": (
        T.masked_fill,
        lambda: (_f(3, 4), _b(4), torch.tensor(2.5)),
        {},
    ),
    "masked_fill:int_float_value": (T.masked_fill, lambda: (_i(3, 4), _b(3, 4), 2.7), {}),
    "masked_fill:min_float": (
        T.masked_fill,
        lambda: (_f(2, 3), _b(2, 3), -3.4028234663852886e38),
        {},
    ),
    "masked_select": (T.masked_select, lambda: (_f(3, 4), _b(3, 4)), {}),
    "masked_select:broadcast": (T.masked_select, lambda: (_i(3, 4), _b(4)), {}),
    "masked_scatter": (T.masked_scatter, lambda: (_f(3, 4), _b(3, 4), _f(12, seed=1)), {}),
    "masked_scatter:broadcast": (
        T.masked_scatter,
        lambda: (_f(3, 4), _b(4), _f(4, 5, seed=1)),
        {},
    ),
    "scatter": (
        T.scatter,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 0], [1, 2], [0, 1]]), _f(3, 2, seed=1)),
        {},
    ),
    "scatter:value": (T.scatter, lambda: (_f(3, 4), 0, torch.tensor([[2, 0, 1, 1]]), 9.0), {}),
    "scatter:reduce_add": (
        T.scatter,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1)),
        {"reduce": "add"},
    ),
    "scatter:reduce_multiply": (
        T.scatter,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1)),
        {"reduce": "multiply"},
    ),
    "scatter_add": (
        T.scatter_add,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1)),
        {},
    ),
    "scatter_add:negative_dim": (
        T.scatter_add,
        lambda: (_i(3, 4), -2, torch.tensor([[2, 2, 0, 1], [0, 0, 0, 0]]), _i(2, 4, seed=1)),
        {},
    ),
    "scatter_reduce": (
        T.scatter_reduce,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1), "sum"),
        {},
    ),
    "scatter_reduce:prod": (
        T.scatter_reduce,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1), "prod"),
        {},
    ),
    "scatter_reduce:mean": (
        T.scatter_reduce,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1), "mean"),
        {},
    ),
    "scatter_reduce:amax_exclude_self": (
        T.scatter_reduce,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1), "amax"),
        {"include_self": False},
    ),
    "scatter_reduce:amin": (
        T.scatter_reduce,
        lambda: (_f(3, 4), 1, torch.tensor([[3, 3], [1, 1], [0, 2]]), _f(3, 2, seed=1), "amin"),
        {},
    ),
    "scatter_reduce:mean_exclude_self_int": (
        T.scatter_reduce,
        lambda: (
            _i(3, 4, low=0, high=9),
            1,
            torch.tensor([[3, 3], [1, 1], [0, 2]]),
            _i(3, 2, low=0, high=9, seed=1),
            "mean",
        ),
        {"include_self": False},
    ),
    "index_add": (
        T.index_add,
        lambda: (_f(4, 3), 0, torch.tensor([0, 2, 0]), _f(3, 3, seed=1)),
        {},
    ),
    "index_add:alpha_dim1": (
        T.index_add,
        lambda: (_f(2, 4), -1, torch.tensor([3, 1]), _f(2, 2, seed=1)),
        {"alpha": 2},
    ),
    "index_copy": (
        T.index_copy,
        lambda: (_f(4, 3), 0, torch.tensor([3, 0]), _f(2, 3, seed=1)),
        {},
    ),
    "index_copy:dim1": (
        T.index_copy,
        lambda: (_i(2, 4), 1, torch.tensor([1, 2]), _i(2, 2, seed=1)),
        {},
    ),
    "index_fill": (T.index_fill, lambda: (_f(4, 3), 1, torch.tensor([0, 2]), -1.0), {}),
    "index_fill:int_0d_value": (
        T.index_fill,
        lambda: (_i(4, 3), 0, torch.tensor([3]), torch.tensor(7)),
        {},
    ),
    "index_put": (
        T.index_put,
        lambda: (_f(4, 3), (torch.tensor([0, 2]), torch.tensor([1, 2])), _f(2, seed=1)),
        {},
    ),
    "index_put:accumulate_duplicates": (
        T.index_put,
        lambda: (_f(4, 3), (torch.tensor([0, 0, 3]),), _f(3, seed=1)),
        {"accumulate": True},
    ),
    "index_put:bool_mask": (T.index_put, lambda: (_f(3, 4), (_b(3, 4),), torch.tensor(0.5)), {}),
    "copy_": (T.copy_, lambda: (_f(3, 4), _f(4, seed=1)), {}),
    "copy_:casts_to_self_dtype": (
        T.copy_,
        lambda: (_i(3, 4), _f(3, 4, low=-3, high=3, seed=1)),
        {},
    ),
    # --- linear algebra ------------------------------------------------------------------------
    "matmul": (T.matmul, lambda: (_f(2, 3, 4), _f(4, 5)), {}),
    "matmul:vector_matrix": (T.matmul, lambda: (_f(4), _f(2, 4, 3)), {}),
    "matmul:vectors": (T.matmul, lambda: (_f(4), _f(4, seed=1)), {}),
    "matmul:ints": (T.matmul, lambda: (_i(2, 3), _i(3, 2)), {}),
    "matmul:broadcast_batches": (T.matmul, lambda: (_f(2, 1, 3, 4), _f(3, 4, 2)), {}),
    "mm": (T.mm, lambda: (_nc(3, 4), _f(4, 2)), {}),
    "bmm": (T.bmm, lambda: (_f(2, 3, 4), _f(2, 4, 5)), {}),
    "mv": (T.mv, lambda: (_f(3, 4), _f(4)), {}),
    "dot": (T.dot, lambda: (_f(5), _f(5, seed=1)), {}),
    "dot:ints": (T.dot, lambda: (_i(5), _i(5, seed=1)), {}),
    "addmm": (T.addmm, lambda: (_f(3), _f(2, 4), _f(4, 3)), {}),
    "addmm:beta_alpha": (
        T.addmm,
        lambda: (_f(2, 3), _f(2, 4), _f(4, 3)),
        {"beta": 0.5, "alpha": 2},
    ),
    "baddbmm": (
        T.baddbmm,
        lambda: (_f(2, 3, 5), _f(2, 3, 4), _f(2, 4, 5)),
        {"beta": -1, "alpha": 0.5},
    ),
    "addbmm": (T.addbmm, lambda: (_f(3, 5), _f(2, 3, 4), _f(2, 4, 5)), {}),
    "addmv": (T.addmv, lambda: (_f(3), _f(3, 4), _f(4)), {"alpha": 3}),
    "outer": (T.outer, lambda: (_f(3), _f(4)), {}),
    "outer:int_float": (T.outer, lambda: (_i(3), _f(2)), {}),
    "norm": (T.norm, lambda: (_nc(3, 4),), {}),
    "norm:p1_dim": (T.norm, lambda: (_f(3, 4), 1, -1), {}),
    "norm:inf_keepdim": (T.norm, lambda: (_f(3, 4),), {"p": INF, "dim": 0, "keepdim": True}),
    "norm:fro_dims": (T.norm, lambda: (_f(2, 3, 4),), {"p": "fro", "dim": (1, 2)}),
    "norm:p3": (T.norm, lambda: (_f(5),), {"p": 3}),
    "norm:p0": (T.norm, lambda: (torch.tensor([0.0, 1.5, 0.0, -2.0]),), {"p": 0}),
    "inverse": (T.inverse, lambda: (_spd(),), {}),
    "inverse:batched": (T.inverse, lambda: (torch.stack([_spd(seed=1), _spd(seed=2)]),), {}),
    "diagonal": (T.diagonal, lambda: (_f(3, 4),), {}),
    "diagonal:offset_dims": (
        T.diagonal,
        lambda: (_f(2, 3, 4),),
        {"offset": -1, "dim1": 2, "dim2": 1},
    ),
    "trace": (T.trace, lambda: (_f(3, 4),), {}),
    "trace:int": (T.trace, lambda: (_i(3, 3, dtype=torch.int32),), {}),
    "diag": (T.diag, lambda: (_f(3),), {}),
    "diag:matrix_offset": (T.diag, lambda: (_f(3, 4), 1), {}),
    "diag:vector_negative_offset": (T.diag, lambda: (_i(2), -1), {}),
    # --- shapes -------------------------------------------------------------------------------
    "reshape": (T.reshape, lambda: (_nc(3, 4), 2, -1), {}),
    "reshape:tuple": (T.reshape, lambda: (_f(2, 6), (4, 3)), {}),
    "reshape:0d": (T.reshape, lambda: (_f(1), ()), {}),
    "view": (T.view, lambda: (_f(2, 6), -1, 4), {}),
    "view:dtype_unchanged_shape": (T.view, lambda: (_f(2, 6), (12,)), {}),
    "view_as": (T.view_as, lambda: (_f(2, 6), _i(3, 4)), {}),
    "reshape_as": (T.reshape_as, lambda: (_nc(2, 6), _f(4, 3)), {}),
    "flatten": (T.flatten, lambda: (_f(2, 3, 4),), {}),
    "flatten:dims": (T.flatten, lambda: (_f(2, 3, 4, 5), 1, -2), {}),
    "flatten:0d": (T.flatten, lambda: (torch.tensor(3.0),), {}),
    "unflatten": (T.unflatten, lambda: (_f(2, 12), 1, (3, -1)), {}),
    "unflatten:negative_dim": (T.unflatten, lambda: (_f(6, 2), -2, (2, 3)), {}),
    "permute": (T.permute, lambda: (_f(2, 3, 4), 2, 0, 1), {}),
    "permute:tuple_negative": (T.permute, lambda: (_f(2, 3, 4), (-1, -3, -2)), {}),
    "transpose": (T.transpose, lambda: (_f(2, 3, 4), 0, -1), {}),
    "swapaxes": (T.swapaxes, lambda: (_f(2, 3, 4), 1, 2), {}),
    "swapdims": (T.swapdims, lambda: (_f(2, 3, 4), -1, -2), {}),
    "t": (T.t, lambda: (_f(3, 4),), {}),
    "t:vector": (T.t, lambda: (_f(3),), {}),
    "adjoint": (T.adjoint, lambda: (_f(2, 3, 4),), {}),
    "adjoint:complex": (T.adjoint, lambda: (torch.tensor([[1 + 2j, 3j], [-1j, 2 + 0j]]),), {}),
    "movedim": (T.movedim, lambda: (_f(2, 3, 4), 0, -1), {}),
    "movedim:tuples": (T.movedim, lambda: (_f(2, 3, 4, 5), (0, 1), (2, 0)), {}),
    "moveaxis": (T.moveaxis, lambda: (_f(2, 3, 4), -1, 0), {}),
    "squeeze": (T.squeeze, lambda: (_f(1, 3, 1, 2),), {}),
    "squeeze:dim": (T.squeeze, lambda: (_f(1, 3, 1, 2), -2), {}),
    "squeeze:dim_not_one": (T.squeeze, lambda: (_f(1, 3, 1, 2), 1), {}),
    "squeeze:tuple": (T.squeeze, lambda: (_f(1, 3, 1, 2), (0, 2)), {}),
    "unsqueeze": (T.unsqueeze, lambda: (_f(2, 3), 0), {}),
    "unsqueeze:negative": (T.unsqueeze, lambda: (_f(2, 3), -1), {}),
    "split": (T.split, lambda: (_f(5, 2), 2), {}),
    "split:sizes_dim": (T.split, lambda: (_f(2, 5), [1, 4], -1), {}),
    "split_with_sizes": (T.split_with_sizes, lambda: (_f(6, 2), [1, 2, 3]), {}),
    "split_with_sizes:dim": (T.split_with_sizes, lambda: (_f(2, 5), [3, 2]), {"dim": 1}),
    "tensor_split": (T.tensor_split, lambda: (_f(7, 2), 3), {}),
    "tensor_split:indices_dim": (T.tensor_split, lambda: (_f(2, 7), [1, 5]), {"dim": 1}),
    "chunk": (T.chunk, lambda: (_f(5, 2), 2), {}),
    "chunk:fewer_than_asked": (T.chunk, lambda: (_f(2, 6), 4, -1), {}),
    "unbind": (T.unbind, lambda: (_f(3, 2),), {}),
    "unbind:dim": (T.unbind, lambda: (_f(3, 2), -1), {}),
    "expand": (T.expand, lambda: (_f(3, 1), 2, 3, 4), {}),
    "expand:minus_one": (T.expand, lambda: (_f(3, 1), -1, 5), {}),
    "expand:tuple": (T.expand, lambda: (_f(1), (2, 3)), {}),
    "expand_as": (T.expand_as, lambda: (_f(3, 1), _i(2, 3, 4)), {}),
    "broadcast_to": (T.broadcast_to, lambda: (_f(3, 1), (2, 3, 4)), {}),
    "repeat": (T.repeat, lambda: (_f(2, 3), 2, 1, 2), {}),
    "repeat:tuple": (T.repeat, lambda: (_i(3), (2, 2)), {}),
    "tile": (T.tile, lambda: (_f(2, 3), (2,)), {}),
    "tile:more_dims": (T.tile, lambda: (_f(3), (2, 2)), {}),
    "repeat_interleave": (T.repeat_interleave, lambda: (_f(2, 3), 2), {}),
    "repeat_interleave:dim": (T.repeat_interleave, lambda: (_f(2, 3), 2), {"dim": -1}),
    "repeat_interleave:tensor_repeats": (
        T.repeat_interleave,
        lambda: (_f(3, 2), torch.tensor([1, 0, 2])),
        {"dim": 0},
    ),
    "flip": (T.flip, lambda: (_f(3, 4), 0), {}),
    "flip:dims": (T.flip, lambda: (_f(2, 3, 4), (0, -1)), {}),
    "fliplr": (T.fliplr, lambda: (_f(3, 4),), {}),
    "flipud": (T.flipud, lambda: (_f(3, 4),), {}),
    "roll": (T.roll, lambda: (_f(3, 4), 1, 1), {}),
    "roll:flat": (T.roll, lambda: (_f(3, 4), -2), {}),
    "roll:dims": (T.roll, lambda: (_f(2, 3, 4), (1, -1), (0, 2)), {}),
    "rot90": (T.rot90, lambda: (_f(3, 4),), {}),
    "rot90:k_dims": (T.rot90, lambda: (_f(2, 3, 4), -1, (1, 2)), {}),
    "rot90:k2": (T.rot90, lambda: (_f(3, 4), 2), {}),
    "narrow": (T.narrow, lambda: (_f(4, 5), 1, 1, 3), {}),
    "narrow:negative": (T.narrow, lambda: (_f(4, 5), -2, -3, 2), {}),
    "contiguous": (T.contiguous, lambda: (_nc(3, 4),), {}),
    "clone": (T.clone, lambda: (_nc(3, 4),), {}),
    "detach": (T.detach, lambda: (_f(3, 4),), {}),
    "ravel": (T.ravel, lambda: (_nc(3, 4),), {}),
    "diag_embed": (T.diag_embed, lambda: (_f(2, 3),), {}),
    "diag_embed:offset_dims": (
        T.diag_embed,
        lambda: (_f(2, 3),),
        {"offset": 1, "dim1": 0, "dim2": 2},
    ),
    # --- reductions ----------------------------------------------------------------------------
    "sum": (T.sum, lambda: (_nc(3, 4),), {}),
    "sum:dims_keepdim": (T.sum, lambda: (_f(2, 3, 4), (0, -1), True), {}),
    "sum:int32": (T.sum, lambda: (_i(3, 4, dtype=torch.int32),), {"dim": 1}),
    "sum:bool": (T.sum, lambda: (_b(3, 4),), {"dim": 0}),
    "sum:dtype": (T.sum, lambda: (_i(3, 4),), {"dtype": torch.float32}),
    "sum:empty": (T.sum, lambda: (_f(0, 3),), {"dim": 0}),
    "nansum": (T.nansum, lambda: (torch.tensor([[1.0, NAN, 2.0], [NAN, NAN, -1.0]]),), {}),
    "nansum:dim": (T.nansum, lambda: (torch.tensor([[1.0, NAN, 2.0], [NAN, NAN, -1.0]]), 1), {}),
    "prod": (T.prod, lambda: (_f(3, 4),), {}),
    "prod:dim_keepdim": (T.prod, lambda: (_f(3, 4), -1, True), {}),
    "prod:int": (T.prod, lambda: (_i(3, 4, dtype=torch.int16),), {"dim": 0}),
    "prod:bool": (T.prod, lambda: (_b(3, 4),), {}),
    "mean": (T.mean, lambda: (_nc(3, 4),), {}),
    "mean:dims_keepdim": (T.mean, lambda: (_f(3, 4, 5),), {"dim": (0, -1), "keepdim": True}),
    "mean:dtype": (T.mean, lambda: (_i(3, 4),), {"dtype": torch.float64}),
    "nanmean": (T.nanmean, lambda: (torch.tensor([[1.0, NAN, 2.0], [NAN, NAN, -1.0]]),), {}),
    "nanmean:dim": (
        T.nanmean,
        lambda: (torch.tensor([[1.0, NAN, 2.0], [NAN, NAN, NAN]]),),
        {"dim": 1},
    ),
    "var": (T.var, lambda: (_f(4, 5),), {}),
    "var:dim_unbiased_false": (T.var, lambda: (_f(4, 5), 1, False), {}),
    "var:correction_keepdim": (
        T.var,
        lambda: (_f(4, 5),),
        {"dim": (0, 1), "correction": 2, "keepdim": True},
    ),
    "std": (T.std, lambda: (_f(4, 5),), {"dim": -1}),
    "std:unbiased_kw": (T.std, lambda: (_f(4, 5),), {"unbiased": False}),
    "std:correction0": (T.std, lambda: (_f(4, 5), 0), {"correction": 0}),
    "max": (T.max, lambda: (_f(3, 4),), {}),
    "max:dim": (T.max, lambda: (_f(3, 4), 1), {}),
    "max:dim_keepdim_int": (T.max, lambda: (_i(3, 4), -1, True), {}),
    "max:other": (T.max, lambda: (_f(3, 4), _f(4, seed=1)), {}),
    "min": (T.min, lambda: (_i(3, 4),), {}),
    "min:dim": (T.min, lambda: (_f(3, 4),), {"dim": 0}),
    "min:other": (T.min, lambda: (_f(3, 4), _f(3, 1, seed=1)), {}),
    "amax": (T.amax, lambda: (_f(2, 3, 4),), {}),
    "amax:dims_keepdim": (T.amax, lambda: (_f(2, 3, 4), (0, -1), True), {}),
    "amin": (T.amin, lambda: (_i(3, 4), 1), {}),
    "aminmax": (T.aminmax, lambda: (_f(3, 4),), {}),
    "aminmax:dim_keepdim": (T.aminmax, lambda: (_i(3, 4),), {"dim": -1, "keepdim": True}),
    "argmax": (T.argmax, lambda: (_f(3, 4),), {}),
    "argmax:dim_keepdim": (T.argmax, lambda: (_f(3, 4), 0, True), {}),
    "argmax:ties": (T.argmax, lambda: (_i(3, 5, low=0, high=1),), {"dim": 1}),
    "argmin": (T.argmin, lambda: (_f(3, 4),), {"dim": -1}),
    "argmin:ties_flat": (T.argmin, lambda: (_i(3, 5, low=0, high=1),), {}),
    "all": (T.all, lambda: (_i(3, 4, low=0, high=3),), {}),
    "all:dim_keepdim": (T.all, lambda: (_b(3, 4),), {"dim": 1, "keepdim": True}),
    "all:uint8": (T.all, lambda: (_i(3, 4, low=0, high=3, dtype=torch.uint8), 0), {}),
    "all:float_dims": (T.all, lambda: (_i(2, 3, 4, low=0, high=3).float(),), {"dim": (0, 2)}),
    "any": (T.any, lambda: (_b(3, 4),), {}),
    "any:dim": (T.any, lambda: (_i(3, 4, low=0, high=1), -1), {}),
    "any:float_empty": (T.any, lambda: (_f(0, 3),), {"dim": 0}),
    "count_nonzero": (T.count_nonzero, lambda: (_i(3, 4, low=0, high=2),), {}),
    "count_nonzero:dim": (T.count_nonzero, lambda: (_i(3, 4, low=0, high=2).float(), -1), {}),
    "count_nonzero:dims": (T.count_nonzero, lambda: (_b(2, 3, 4),), {"dim": (0, 2)}),
    "logsumexp": (T.logsumexp, lambda: (_f(3, 4), 1), {}),
    "logsumexp:dims_keepdim": (
        T.logsumexp,
        lambda: (_f(2, 3, 4, low=50, high=90), (0, -1), True),
        {},
    ),
    "logsumexp:int": (T.logsumexp, lambda: (_i(3, 4), 0), {}),
    "logsumexp:neg_inf": (T.logsumexp, lambda: (torch.tensor([[-INF, -INF], [0.0, -INF]]), 1), {}),
    "cumsum": (T.cumsum, lambda: (_f(3, 4), 1), {}),
    "cumsum:negative_dim_int32": (T.cumsum, lambda: (_i(3, 4, dtype=torch.int32), -2), {}),
    "cumsum:dtype": (T.cumsum, lambda: (_i(3, 4),), {"dim": 0, "dtype": torch.float32}),
    "cumsum:bool": (T.cumsum, lambda: (_b(5), 0), {}),
    "cumprod": (T.cumprod, lambda: (_f(3, 4), -1), {}),
    "cumprod:int": (T.cumprod, lambda: (_i(3, 4, dtype=torch.int8), 0), {}),
    "cummax": (T.cummax, lambda: (_f(3, 4), 1), {}),
    "cummax:ties": (T.cummax, lambda: (_i(3, 5, low=0, high=2), -1), {}),
    "cummin": (T.cummin, lambda: (_f(3, 4), 0), {}),
    "cummin:ties": (T.cummin, lambda: (_i(3, 5, low=0, high=2), 1), {}),
    "sort": (T.sort, lambda: (_f(3, 5),), {}),
    "sort:descending_dim0": (T.sort, lambda: (_f(3, 5), 0, True), {}),
    "sort:stable_ties": (T.sort, lambda: (_i(3, 6, low=0, high=2),), {"stable": True}),
    "sort:stable_descending_ties": (
        T.sort,
        lambda: (_i(3, 6, low=0, high=2),),
        {"stable": True, "descending": True},
    ),
    "argsort": (T.argsort, lambda: (_f(3, 5),), {}),
    "argsort:descending_dim": (T.argsort, lambda: (_f(3, 5), 0, True), {}),
    "argsort:stable_ties": (T.argsort, lambda: (_i(2, 7, low=0, high=2),), {"stable": True}),
    "msort": (T.msort, lambda: (_f(4, 3),), {}),
    "topk": (T.topk, lambda: (_f(3, 6), 2), {}),
    "topk:smallest_dim0": (T.topk, lambda: (_f(5, 3), 3, 0, False), {}),
    "topk:int": (T.topk, lambda: (_i(3, 6, low=-99, high=99), 3), {"dim": -1}),
    "kthvalue": (T.kthvalue, lambda: (_f(3, 5), 2), {}),
    "kthvalue:dim_keepdim": (T.kthvalue, lambda: (_f(3, 5), 3, 0, True), {}),
    "median": (T.median, lambda: (_f(3, 4),), {}),
    "median:dim_even_count": (T.median, lambda: (_f(3, 4), 1), {}),
    "median:dim_keepdim": (T.median, lambda: (_f(3, 5),), {"dim": 0, "keepdim": True}),
    "diff": (T.diff, lambda: (_f(3, 5),), {}),
    "diff:n2_dim0": (T.diff, lambda: (_f(4, 5),), {"n": 2, "dim": 0}),
    "diff:prepend_append": (
        T.diff,
        lambda: (_i(2, 4),),
        {"prepend": _i(2, 1, seed=1), "append": _i(2, 2, seed=2)},
    ),
    "diff:bool": (T.diff, lambda: (_b(6),), {}),
    # --- activations methods -------------------------------------------------------------------
    "relu:float": (T.relu, lambda: (_nc(3, 4),), {}),
    "prelu": (T.prelu, lambda: (_f(2, 3, 4), _f(3, low=0, high=0.5)), {}),
    "prelu:shared_weight": (T.prelu, lambda: (_f(2, 3), torch.tensor([0.25])), {}),
    "hardshrink": (T.hardshrink, lambda: (_f(3, 4),), {}),
    "hardshrink:lambd": (T.hardshrink, lambda: (_f(3, 4), 1.0), {}),
    "softmax": (T.softmax, lambda: (_f(3, 4), -1), {}),
    "softmax:dim0_dtype": (T.softmax, lambda: (_f(3, 4), 0), {"dtype": torch.float64}),
    "log_softmax": (T.log_softmax, lambda: (_f(3, 4),), {"dim": 1}),
    "log_softmax:large": (T.log_softmax, lambda: (_f(3, 4, low=50, high=200), 0), {}),
    # --- random (shapes and dtypes; values are checked by the sampling tests below) -------------
    "bernoulli": (T.bernoulli, lambda: (_f(3, 4, low=0, high=1),), {}),
    "bernoulli:p": (T.bernoulli, lambda: (_f(3, 4, dtype=torch.float64),), {"p": 0.3}),
    "multinomial": (T.multinomial, lambda: (_f(2, 5, low=0.1, high=1), 3), {}),
    "multinomial:replacement_1d": (T.multinomial, lambda: (_f(4, low=0.1, high=1), 6, True), {}),
    "uniform_": (T.uniform_, lambda: (_f(3, 4), -1.0, 3.0), {}),
    "normal_": (T.normal_, lambda: (_f(3, 4, dtype=torch.float64),), {"mean": 2.0, "std": 0.5}),
    "bernoulli_": (T.bernoulli_, lambda: (_f(3, 4), 0.25), {}),
    "bernoulli_:int_tensor_p": (T.bernoulli_, lambda: (_i(3, 4), _f(3, 4, low=0, high=1)), {}),
    # --- metadata, conversions and values ------------------------------------------------------
    "shape": (T.shape.__get__, lambda: (_f(2, 3, 0),), {}),
    "size": (T.size, lambda: (_f(2, 3),), {}),
    "size:dim": (T.size, lambda: (_f(2, 3), -1), {}),
    "dim": (T.dim, lambda: (_f(2, 3, 4),), {}),
    "ndimension": (T.ndimension, lambda: (torch.tensor(1.0),), {}),
    "ndim": (T.ndim.__get__, lambda: (_f(2, 3),), {}),
    "numel": (T.numel, lambda: (_f(2, 3, 4),), {}),
    "nelement": (T.nelement, lambda: (_f(0, 3),), {}),
    "get_device": (T.get_device, lambda: (_f(2),), {}),
    "is_cuda": (T.is_cuda.__get__, lambda: (_f(2),), {}),
    "requires_grad": (T.requires_grad.__get__, lambda: (_f(2),), {}),
    "is_floating_point": (T.is_floating_point, lambda: (_f(2),), {}),
    "is_floating_point:int": (T.is_floating_point, lambda: (_i(2),), {}),
    "is_complex": (T.is_complex, lambda: (torch.tensor([1j]),), {}),
    "is_complex:float": (T.is_complex, lambda: (_f(2),), {}),
    "is_contiguous": (T.is_contiguous, lambda: (_f(2, 3),), {}),
    "stride": (T.stride, lambda: (_f(2, 3, 4),), {}),
    "stride:dim": (T.stride, lambda: (_f(2, 3, 4), -3), {}),
    "element_size": (T.element_size, lambda: (_f(2),), {}),
    "element_size:int16": (T.element_size, lambda: (_i(2, dtype=torch.int16),), {}),
    "element_size:bool": (T.element_size, lambda: (_b(2),), {}),
    "T": (T.T.__get__, lambda: (_f(2, 3),), {}),
    "T:vector": (T.T.__get__, lambda: (_f(3),), {}),
    "mT": (T.mT.__get__, lambda: (_f(2, 3, 4),), {}),
    "H": (T.H.__get__, lambda: (torch.tensor([[1 + 2j, 3j], [-1j, 2 + 0j]]),), {}),
    "H:real": (T.H.__get__, lambda: (_f(2, 3),), {}),
    "mH": (T.mH.__get__, lambda: (_f(2, 3, 4),), {}),
    "mH:complex": (T.mH.__get__, lambda: (torch.tensor([[[1 + 2j, 3j], [-1j, 2 + 0j]]]),), {}),
    "data": (T.data.__get__, lambda: (_f(2, 3),), {}),
    "float": (T.float, lambda: (_i(2, 3),), {}),
    "double": (T.double, lambda: (_f(2, 3),), {}),
    "half": (T.half, lambda: (_f(2, 3),), {}),
    "int": (T.int, lambda: (_f(2, 3, low=-3, high=3),), {}),
    "long": (T.long, lambda: (_b(2, 3),), {}),
    "short": (T.short, lambda: (_f(2, 3, low=-300, high=300),), {}),
    "char": (T.char, lambda: (_i(2, 3),), {}),
    "byte": (T.byte, lambda: (_f(2, 3, low=0, high=200),), {}),
    "bool": (T.bool, lambda: (torch.tensor([0.0, -0.0, 0.5, NAN]),), {}),
    "to": (T.to, lambda: (_f(4), torch.float16), {}),
    "to:dtype_kw": (T.to, lambda: (_f(4, low=-3, high=3),), {"dtype": torch.int32}),
    "to:other_tensor": (T.to, lambda: (_f(4, low=-3, high=3), _i(2, dtype=torch.int16)), {}),
    "to:device_and_dtype": (T.to, lambda: (_i(4), "cpu", torch.float64), {}),
    "to:device_only": (T.to, lambda: (_f(4), "cpu"), {}),
    "type": (T.type, lambda: (_f(4, low=-3, high=3), torch.int64), {}),
    "type:name": (T.type, lambda: (_i(4), "torch.FloatTensor"), {}),
    "type_as": (T.type_as, lambda: (_f(4, low=-3, high=3), _i(2, dtype=torch.int32)), {}),
    "cpu": (T.cpu, lambda: (_f(2, 3),), {}),
    "requires_grad_": (T.requires_grad_, lambda: (_f(2, 3),), {}),
    "retain_grad": (T.retain_grad, lambda: (_f(2, 3).requires_grad_(),), {}),
    "detach_": (T.detach_, lambda: (_f(2, 3),), {}),
    "item": (T.item, lambda: (torch.tensor([2.5]),), {}),
    "item:int": (T.item, lambda: (torch.tensor(3),), {}),
    "tolist": (T.tolist, lambda: (_i(2, 3),), {}),
    "tolist:float": (T.tolist, lambda: (_f(2),), {}),
    "numpy": (T.numpy, lambda: (_f(2, 3),), {}),
    "__bool__": (T.__bool__, lambda: (torch.tensor([0.5]),), {}),
    "__bool__:zero": (T.__bool__, lambda: (torch.tensor(0),), {}),
    "__int__": (T.__int__, lambda: (torch.tensor(-2.7),), {}),
    "__float__": (T.__float__, lambda: (torch.tensor([3]),), {}),
    "__index__": (T.__index__, lambda: (torch.tensor(4),), {}),
    "__len__": (T.__len__, lambda: (_f(3, 2),), {}),
    "fill_": (T.fill_, lambda: (_f(2, 3), 1.5), {}),
    "fill_:int_self_float_value": (T.fill_, lambda: (_i(2, 3), 2.7), {}),
    "fill_:0d_tensor": (T.fill_, lambda: (_f(2, 3), torch.tensor(-1, dtype=torch.int64)), {}),
    "zero_": (T.zero_, lambda: (_i(2, 3),), {}),
    # --- in-place methods with their own semantics ----------------------------------------------
    "add_:int_self_int_other": (T.add_, lambda: (_i(2, 3, dtype=torch.int32), _i(3)), {}),
    "add_:broadcast_alpha": (T.add_, lambda: (_f(2, 3), _f(3)), {"alpha": 0.5}),
    "mul_:float_self_bool": (T.mul_, lambda: (_f(2, 3), _b(2, 3)), {}),
    "div_:rounding_mode": (
        T.div_,
        lambda: (_f(2, 3, low=-5, high=5), 2.0),
        {"rounding_mode": "floor"},
    ),
    "eq_:writes_self_dtype": (T.eq_, lambda: (_i(2, 3, low=0, high=1), 1), {}),
    "lt_:int_self": (T.lt_, lambda: (_i(2, 3), 0), {}),
    "clamp_:int": (T.clamp_, lambda: (_i(2, 3),), {"min": -1, "max": 1}),
    "floor_divide_:int": (T.floor_divide_, lambda: (_i(2, 3, low=-9, high=9), _nonzero(3)), {}),
    "remainder_:int": (T.remainder_, lambda: (_i(2, 3, low=-9, high=9), -4), {}),
    "bitwise_and_": (T.bitwise_and_, lambda: (_i(2, 3, low=-9, high=9), 6), {}),
    "bitwise_or_": (T.bitwise_or_, lambda: (_i(2, 3, low=-9, high=9), 6), {}),
    "bitwise_xor_": (T.bitwise_xor_, lambda: (_b(2, 3), _b(3, seed=1)), {}),
    "logical_and_:float_self": (T.logical_and_, lambda: (_i(2, 3).float(), _b(2, 3)), {}),
    "abs_:int": (T.abs_, lambda: (_i(2, 3),), {}),
    "masked_fill_": (T.masked_fill_, lambda: (_f(3, 4), _b(4), -1.0), {}),
    "index_put_:accumulate": (
        T.index_put_,
        lambda: (_f(4, 3), (torch.tensor([0, 0, 3]), torch.tensor([1, 1, 2])), _f(3, seed=1)),
        {"accumulate": True},
    ),
    "scatter_:value": (T.scatter_, lambda: (_i(3, 4), 1, torch.tensor([[0], [3], [1]]), 5), {}),
    "relu_": (T.relu_, lambda: (_f(3, 4),), {}),
    "float_power_": (T.float_power_, lambda: (_f(3, 4, low=0.1, dtype=torch.float64), 1.5), {}),
}


def _with_in_place_cases(cases):
    """Adds ``<m>_`` on the inputs of ``<m>``'s main case, for each in-place method without one."""
    for name in FRONTENDS:
        method = name.removeprefix("torch.Tensor.")
        if name == method or not method.endswith("_") or method.startswith("_"):
            continue
        base = method[:-1]
        if method not in cases and base in cases:
            cases[method] = (getattr(T, method), *cases[base][1:])
    return cases


CASES = _with_in_place_cases(CASES)

# Cases whose torch result is float64: jax without its 64-bit mode refuses them, by design,
# with ivy.DtypeError naming JAX_ENABLE_X64 (rather than silently giving float32).
_FLOAT64_RESULT = {
    "double", "float_power", "float_power:float32", "float_power:int_scalar", "float_power_",
    "mean:dtype", "new_full:dtype", "softmax:dim0_dtype", "to:device_and_dtype",
}  # fmt: skip

# Registry names without a case here, with the reason each.
UNTESTED: dict[str, str] = {
    "torch.Tensor.dtype": "returns an ivy dtype name where torch returns torch.dtype: checked by test_dtype_and_device_answer_the_tracer_s_names",
    "torch.Tensor.device": "returns 'cpu' where torch returns torch.device: checked by test_dtype_and_device_answer_the_tracer_s_names",
    "torch.Tensor.bfloat16": "numpy has no bfloat16 to compare with: checked by test_bfloat16",
    "torch.Tensor.cuda": "needs a CUDA build of torch: checked by test_device_moves_are_identities",
    "torch.Tensor.pin_memory": "needs an accelerator in torch: checked by test_device_moves_are_identities",
    "torch.Tensor.__setitem__": "torch returns None, the frontend the written value: checked by test_setitem",
}


def _params():
    for case in sorted(CASES):
        for backend in BACKENDS:
            yield pytest.param(case, backend, id=f"{case}-{backend}")


def _use(backend):
    if backend != "numpy":
        pytest.importorskip(backend)


# Random values, uninitialised memory, None: structure, shapes and dtypes only.
_NO_VALUES = {"bernoulli", "multinomial", "uniform_", "normal_", "bernoulli_", "new_empty", "retain_grad"}  # fmt: skip
# The linear algebra of jax and tensorflow sums in another order than torch (and inverse
# divides by pivots): float32 agrees to a few ulps of the largest term, not of the result.
_LOOSE = {"inverse": 1e-4, "addbmm": 1e-4, "baddbmm": 1e-4, "norm": 1e-4, "logsumexp": 1e-5}


@pytest.mark.parametrize(("case", "backend"), list(_params()))
def test_tensor_method_matches_torch(case, backend):
    _use(backend)
    func, make_args, kwargs = CASES[case]
    method = case.split(":")[0]
    tolerance = _LOOSE.get(method)
    check = lambda: check_frontend(  # noqa: E731
        func,
        make_args(),
        kwargs,
        backend=backend,
        rtol=tolerance,
        atol=tolerance,
        compare_values=method not in _NO_VALUES,
    )
    if backend == "jax" and case in _FLOAT64_RESULT and not _jax_x64():
        with pytest.raises(ivy.DtypeError, match="JAX_ENABLE_X64"):
            check()
    else:
        check()


def _jax_x64():
    import jax

    return jax.config.read("jax_enable_x64")


def _tensor_method_names():
    return sorted(name for name in FRONTENDS if name.startswith("torch.Tensor."))


def test_every_tensor_method_has_a_case():
    """Each ``torch.Tensor.*`` name of the registry is the target of a case, or says why not."""
    tested = [func for func, _, _ in CASES.values()]
    missing = []
    for name in _tensor_method_names():
        obj = getattr(T, name.removeprefix("torch.Tensor."))
        key = obj.__get__ if type(obj).__name__ in ("getset_descriptor", "property") else obj
        assert frontend_for(key) is FRONTENDS[name], f"{name} resolves to another frontend"
        if name not in UNTESTED and not any(key == func for func in tested):
            missing.append(name)
    assert not missing, f"no case for {missing}"
    assert set(UNTESTED) <= set(_tensor_method_names())


SETITEM = {
    "int": (lambda: _f(4, 3), 1, 7.0),
    "tuple_scalar_int_self": (lambda: _i(4, 4), (0, -1), 51),
    "slice_block_tensor": (lambda: _f(4, 4), (slice(1, None), slice(None, 2)), _f(3, 2, seed=1)),
    "broadcast_column": (lambda: _i(3, 4), (slice(None), 1), _i(1, seed=1)),
    "bool_mask": (lambda: _f(3, 4), _b(3, 4), -1.0),
    "int_tensor": (lambda: _f(5, 2), torch.tensor([0, 3]), _f(2, 2, seed=1)),
    "ellipsis_float_into_int": (lambda: _i(2, 3), (Ellipsis, 0), 2.7),
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", sorted(SETITEM))
def test_setitem(case, backend):
    """``x[key] = value``: the frontend returns what torch writes into ``x``, in ``x``'s dtype."""
    _use(backend)
    make_self, key, value = SETITEM[case]
    x = make_self()
    with ivy.using_backend(backend):
        args = to_backend((x, key, value))
        dtype = np.asarray(args[0]).dtype  # x's dtype as the backend holds it
    x[key] = value
    with ivy.using_backend(backend):
        written = np.asarray(frontend_for(T.__setitem__)(*args))
    assert written.dtype == dtype
    np.testing.assert_allclose(written, x.numpy(), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("backend", BACKENDS)
def test_dtype_and_device_answer_the_tracer_s_names(backend):
    _use(backend)
    x = _f(2, 3, dtype=torch.float16)
    with ivy.using_backend(backend):
        array = to_backend(x)
        assert str(frontend_for(T.dtype.__get__)(array)) == "float16"
        assert str(frontend_for(T.dtype.__get__)(to_backend(_b(2)))) == "bool"
        assert frontend_for(T.device.__get__)(array) == x.device.type


@pytest.mark.parametrize("backend", ["jax", "tensorflow"])
def test_bfloat16(backend):
    _use(backend)
    x = _f(2, 3)
    with ivy.using_backend(backend):
        got = frontend_for(T.bfloat16)(to_backend(x))
        assert str(ivy.dtype(got)) == "bfloat16"
        values = np.asarray(ivy.astype(got, "float32"))
    np.testing.assert_array_equal(values, x.bfloat16().float().numpy())


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("method", [T.cuda, T.pin_memory])
def test_device_moves_are_identities(method, backend):
    _use(backend)
    x = _f(2, 3)
    with ivy.using_backend(backend):
        array = to_backend(x)
        assert frontend_for(method)(array) is array


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(
    ("method", "args"),
    [
        (T.exp_, lambda: (_i(3),)),  # float result into an int tensor
        (T.add_, lambda: (_i(3), 0.5)),
        (T.add_, lambda: (_f(3), _f(2, 3))),  # broadcasting would grow self
    ],
)
def test_in_place_refuses_what_torch_refuses(method, args, backend):
    _use(backend)
    inputs = args()
    with ivy.using_backend(backend):
        native = to_backend(inputs)
    with pytest.raises(RuntimeError):
        method(*inputs)
    with ivy.using_backend(backend), pytest.raises(RuntimeError, match=method.__name__):
        frontend_for(method)(*native)


@pytest.mark.parametrize("backend", BACKENDS)
def test_random_methods_draw_from_their_distribution(backend):
    """Values of the random frontends: in range, and near the distribution's moments."""
    _use(backend)
    n = 4000
    with ivy.using_backend(backend):
        x = ivy.zeros((n,), dtype="float32")
        uniform = np.asarray(frontend_for(T.uniform_)(x, -1.0, 3.0))
        normal = np.asarray(frontend_for(T.normal_)(x, 2.0, 0.5))
        coins = np.asarray(frontend_for(T.bernoulli_)(x, 0.25))
        probs = ivy.asarray(np.full((n,), 0.75, dtype=np.float32))
        draws = np.asarray(frontend_for(T.bernoulli)(probs))
        weights = ivy.asarray(np.array([[0.0, 1.0, 0.0, 3.0]] * 200, dtype=np.float32))
        picks = np.asarray(frontend_for(T.multinomial)(weights, 2))
    assert uniform.min() >= -1.0 and uniform.max() < 3.0 and abs(uniform.mean() - 1.0) < 0.1
    assert abs(normal.mean() - 2.0) < 0.05 and abs(normal.std() - 0.5) < 0.05
    assert set(np.unique(coins)) <= {0.0, 1.0} and abs(coins.mean() - 0.25) < 0.05
    assert abs(draws.mean() - 0.75) < 0.05
    # without replacement, the two draws are the two classes of non-zero weight
    assert (np.sort(picks, axis=1) == [1, 3]).all()
