"""torch's top-level functions (``torch.<fn>``, ``torch.special``, ``torch.linalg``, ``torch._C``)
against their frontends, on ivy's numpy, jax and tensorflow backends.

Each case of :data:`CASES` is ``(func, make_args, kwargs, options)``: ``make_args`` builds the
positional arguments (torch tensors) when the test runs, ``options`` go to
:func:`ivy_transpiler.testing.check_frontend` (tolerances, ``compare_values=False`` for random
results). :func:`test_every_function_of_the_slice_has_a_case` keeps the table complete.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

import ivy  # noqa: E402
from ivy_transpiler.frontends.torch import FRONTENDS, frontend_for  # noqa: E402
from ivy_transpiler.testing import check_frontend, random_tensor, to_backend  # noqa: E402

R = random_tensor
BACKENDS = ["numpy", "jax", "tensorflow"]


def _int(*shape, low=-5, high=5, seed=0):
    return R(*shape, dtype=torch.int64, low=low, high=high, seed=seed)


def _bool(*shape, seed=0):
    return R(*shape, dtype=torch.bool, seed=seed)


def _spd(n, batch=()):
    """A symmetric positive definite matrix, well conditioned."""
    a = R(*batch, n, n, seed=7)
    return a @ a.transpose(-1, -2) + n * torch.eye(n)


def case(func, make_args, kwargs=None, **options):
    return (func, make_args, kwargs or {}, options)


# torch.<unary>: (domain low, domain high); integer inputs promote to float where torch does
_UNARY_FLOAT = {
    "abs": (-2, 2),
    "absolute": (-2, 2),
    "acos": (-0.99, 0.99),
    "arccos": (-0.99, 0.99),
    "acosh": (1.01, 4),
    "arccosh": (1.01, 4),
    "asin": (-0.99, 0.99),
    "arcsin": (-0.99, 0.99),
    "asinh": (-3, 3),
    "arcsinh": (-3, 3),
    "atan": (-3, 3),
    "arctan": (-3, 3),
    "atanh": (-0.95, 0.95),
    "arctanh": (-0.95, 0.95),
    "angle": (-2, 2),
    "ceil": (-3, 3),
    "floor": (-3, 3),
    "trunc": (-3, 3),
    "fix": (-3, 3),
    "frac": (-3, 3),
    "round": (-3, 3),
    "conj": (-2, 2),
    "conj_physical": (-2, 2),
    "cos": (-3, 3),
    "cosh": (-3, 3),
    "sin": (-3, 3),
    "sinh": (-3, 3),
    "tan": (-1.2, 1.2),
    "tanh": (-3, 3),
    "erf": (-2, 2),
    "erfc": (-2, 2),
    "exp": (-3, 3),
    "exp2": (-3, 3),
    "expm1": (-3, 3),
    "log": (0.1, 4),
    "log10": (0.1, 4),
    "log1p": (-0.9, 4),
    "log2": (0.1, 4),
    "logit": (0.05, 0.95),
    "neg": (-2, 2),
    "negative": (-2, 2),
    "positive": (-2, 2),
    "reciprocal": (0.2, 3),
    "rsqrt": (0.1, 4),
    "sqrt": (0.0, 4),
    "square": (-2, 2),
    "sigmoid": (-4, 4),
    "sign": (-2, 2),
    "sgn": (-2, 2),
    "signbit": (-2, 2),
    "isfinite": (-2, 2),
    "isinf": (-2, 2),
    "isnan": (-2, 2),
    "isneginf": (-2, 2),
    "isposinf": (-2, 2),
    "isreal": (-2, 2),
    "real": (-2, 2),
    "nan_to_num": (-2, 2),
    "relu": (-2, 2),
    "selu": (-2, 2),
    "celu": (-2, 2),
    "hardshrink": (-2, 2),
}

# torch.<unary> on an int64 tensor (result: int for the exact ones, float32 for the others)
_UNARY_INT = [
    "abs", "ceil", "floor", "trunc", "round", "neg", "sign", "sgn", "square", "exp", "sqrt",
    "sin", "sigmoid", "log1p", "reciprocal", "erf", "isfinite", "isnan", "signbit",
    "positive", "expm1", "exp2", "rsqrt", "nan_to_num", "relu",
]  # fmt: skip

_SPECIAL = {
    "erf": (-2, 2),
    "erfc": (-2, 2),
    "exp2": (-3, 3),
    "expit": (-4, 4),
    "expm1": (-3, 3),
    "log1p": (-0.9, 4),
    "logit": (0.05, 0.95),
}

CASES: dict = {}
for _name, (_low, _high) in _UNARY_FLOAT.items():
    CASES[_name] = case(
        getattr(torch, _name), lambda lo=_low, hi=_high: (R(3, 4, low=lo, high=hi),)
    )
for _name in _UNARY_INT:
    CASES[f"{_name}_int"] = case(
        getattr(torch, _name), lambda lo=1 if "sqrt" in _name else -3: (_int(2, 5, low=lo, high=3),)
    )
for _name, (_low, _high) in _SPECIAL.items():
    CASES[f"special_{_name}"] = case(
        getattr(torch.special, _name), lambda lo=_low, hi=_high: (R(3, 4, low=lo, high=hi),)
    )

# fmt: off
CASES.update({
    # elementwise: special values, modes and dtypes
    "abs_bool_int8": case(torch.abs, lambda: (_int(5).to(torch.int8),)),
    "exp_float16": case(torch.exp, lambda: (R(6, dtype=torch.float16),)),
    "exp_0d": case(torch.exp, lambda: (torch.tensor(0.5),)),
    "exp_empty": case(torch.exp, lambda: (torch.zeros(0, 3),)),
    "sqrt_noncontiguous": case(torch.sqrt, lambda: (R(3, 4, low=0.0).t(),)),
    "round_half_even": case(torch.round, lambda: (torch.tensor([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5]),)),
    "round_decimals": case(torch.round, lambda: (R(6, low=-30, high=30),), {"decimals": 2}),
    "round_negative_decimals": case(torch.round, lambda: (R(6, low=-300, high=300),), {"decimals": -1}),
    "sign_zero": case(torch.sign, lambda: (torch.tensor([-1.0, -0.0, 0.0, 2.0]),)),
    "sign_bool": case(torch.sign, lambda: (_bool(5),)),
    "signbit_negative_zero": case(torch.signbit, lambda: (torch.tensor([-0.0, 0.0, -1.0]),)),
    "logit_eps": case(torch.logit, lambda: (R(8, low=0.0, high=1.0),), {"eps": 0.1}),
    "special_logit_eps": case(torch.special.logit, lambda: (R(8, low=0.0, high=1.0),), {"eps": 0.2}),
    "nan_to_num_specials": case(
        torch.nan_to_num,
        lambda: (torch.tensor([float("nan"), float("inf"), -float("inf"), 1.5]),),
    ),
    "nan_to_num_values": case(
        torch.nan_to_num,
        lambda: (torch.tensor([float("nan"), float("inf"), -float("inf"), 1.5]),),
        {"nan": 0.5, "posinf": 9.0, "neginf": -9.0},
    ),
    "isinf_specials": case(torch.isinf, lambda: (torch.tensor([1.0, float("inf"), -float("inf"), float("nan")]),)),
    "isfinite_specials": case(torch.isfinite, lambda: (torch.tensor([1.0, float("inf"), float("nan")]),)),
    "isnan_specials": case(torch.isnan, lambda: (torch.tensor([1.0, float("inf"), float("nan")]),)),
    "isposinf_specials": case(torch.isposinf, lambda: (torch.tensor([1.0, float("inf"), -float("inf")]),)),
    "isneginf_specials": case(torch.isneginf, lambda: (torch.tensor([1.0, float("inf"), -float("inf")]),)),
    "angle_nan": case(torch.angle, lambda: (torch.tensor([float("nan"), -1.0, 1.0]),)),
    "angle_int": case(torch.angle, lambda: (_int(5),)),
    "angle_negative_zero": case(torch.angle, lambda: (torch.tensor([-1.0, 0.0, 2.0, -0.5]),)),
    "angle_complex": case(torch.angle, lambda: (torch.complex(R(4), R(4, seed=1)),), rtol=1e-5, atol=1e-6),
    "real_complex": case(torch.real, lambda: (torch.complex(R(4), R(4, seed=1)),)),
    "imag_complex": case(torch.imag, lambda: (torch.complex(R(4), R(4, seed=1)),)),
    "conj_complex": case(torch.conj, lambda: (torch.complex(R(4), R(4, seed=1)),)),
    "conj_physical_complex": case(torch.conj_physical, lambda: (torch.complex(R(4), R(4, seed=1)),)),
    "abs_complex": case(torch.abs, lambda: (torch.complex(R(4), R(4, seed=1)),)),
    "isreal_complex": case(torch.isreal, lambda: (torch.complex(R(4), torch.tensor([0.0, 1.0, 0.0, -2.0])),)),
    "sgn_complex": case(torch.sgn, lambda: (torch.complex(R(4), R(4, seed=1)),)),
    "celu_alpha": case(torch.celu, lambda: (R(6),), {"alpha": 0.5}),
    "hardshrink_lambda": case(torch.hardshrink, lambda: (R(6),), {"lambd": 1.0}),
    "threshold": case(torch.threshold, lambda: (R(6), 0.3, -1.0)),
    "relu_": case(torch.relu_, lambda: (R(6),)),
    "rrelu_eval": case(torch.rrelu, lambda: (R(6),), {"training": False}),
    "prelu": case(torch.prelu, lambda: (R(2, 3, 4), R(3, low=0.0, high=0.5))),
    "softmax": case(torch.softmax, lambda: (R(3, 4), -1)),
    "softmax_dtype": case(torch.softmax, lambda: (R(3, 4), 0), {"dtype": torch.float64}),
    "log_softmax": case(torch.log_softmax, lambda: (R(3, 4), 1)),
    "special_softmax": case(torch.special.softmax, lambda: (R(3, 4), 0)),
    "special_log_softmax": case(torch.special.log_softmax, lambda: (R(3, 4), -1)),
    # binary arithmetic and promotion
    "add": case(torch.add, lambda: (R(3, 4), R(4, seed=1))),
    "add_alpha_int": case(torch.add, lambda: (_int(3), _int(3, seed=1)), {"alpha": 3}),
    "add_int_float_scalar": case(torch.add, lambda: (_int(3), 2.5)),
    "add_int32_int_scalar": case(torch.add, lambda: (_int(3).int(), 7)),
    "add_float_0d_int64": case(torch.add, lambda: (R(3), torch.tensor(2))),
    "add_int_0d_float64": case(torch.add, lambda: (_int(3), torch.tensor(0.5, dtype=torch.float64))),
    "add_int8_uint8": case(torch.add, lambda: (_int(3).to(torch.int8), _int(3, low=0).to(torch.uint8))),
    "add_bool_bool": case(torch.add, lambda: (_bool(4), _bool(4, seed=1))),
    "add_bool_int_scalar": case(torch.add, lambda: (_bool(4), 2)),
    "add_float16_float32_0d": case(torch.add, lambda: (R(3, dtype=torch.float16), torch.tensor(1.5))),
    "add_float16_float32": case(torch.add, lambda: (R(3, dtype=torch.float16), R(3))),
    "sub": case(torch.sub, lambda: (R(3, 4), R(3, 1, seed=1))),
    "sub_alpha": case(torch.sub, lambda: (R(3, 4), R(4, seed=1)), {"alpha": 0.5}),
    "subtract": case(torch.subtract, lambda: (_int(4), 2)),
    "rsub": case(torch.rsub, lambda: (R(4), 1.0)),
    "rsub_alpha": case(torch.rsub, lambda: (R(4), R(4, seed=1)), {"alpha": 2}),
    "mul": case(torch.mul, lambda: (R(2, 1, 4), R(3, 1, seed=1))),
    "mul_int_float": case(torch.mul, lambda: (_int(4), 0.5)),
    "mul_bool": case(torch.mul, lambda: (_bool(4), _bool(4, seed=1))),
    "multiply": case(torch.multiply, lambda: (R(3), R(3, seed=1))),
    "div_int_true": case(torch.div, lambda: (_int(6), 4)),
    "div_trunc": case(torch.div, lambda: (R(6, low=-5, high=5), 0.7), {"rounding_mode": "trunc"}),
    "div_floor": case(torch.div, lambda: (R(6, low=-5, high=5), 0.7), {"rounding_mode": "floor"}),
    "div_int_trunc": case(torch.div, lambda: (_int(6), 4), {"rounding_mode": "trunc"}),
    "div_int_floor": case(torch.div, lambda: (_int(6), -4), {"rounding_mode": "floor"}),
    "div_int_tensor_floor": case(torch.div, lambda: (_int(6), _int(6, low=1, high=3, seed=1)), {"rounding_mode": "floor"}),
    "divide": case(torch.divide, lambda: (R(4), R(4, low=0.5, seed=1))),
    "true_divide": case(torch.true_divide, lambda: (_int(4), _int(4, low=1, high=4, seed=1))),
    "floor_divide": case(torch.floor_divide, lambda: (_int(6), 4)),
    "floor_divide_float": case(torch.floor_divide, lambda: (R(6, low=-5, high=5), -0.7)),
    "remainder": case(torch.remainder, lambda: (R(6, low=-5, high=5), 1.5)),
    "remainder_int_negative": case(torch.remainder, lambda: (_int(6), -3)),
    "fmod": case(torch.fmod, lambda: (R(6, low=-5, high=5), 1.5)),
    "fmod_int": case(torch.fmod, lambda: (_int(6), -3)),
    "pow": case(torch.pow, lambda: (R(4, low=0.1), R(4, seed=1))),
    "pow_int_int": case(torch.pow, lambda: (_int(4), 3)),
    "pow_int_float": case(torch.pow, lambda: (_int(4, low=0), 0.5)),
    "pow_scalar_base": case(torch.pow, lambda: (2, R(4))),
    "pow_scalar_base_int": case(torch.pow, lambda: (2, _int(4, low=0))),
    "float_power": case(torch.float_power, lambda: (R(4, low=0.1), 2)),
    "float_power_int": case(torch.float_power, lambda: (_int(4), _int(4, low=0, high=3, seed=1))),
    "atan2": case(torch.atan2, lambda: (R(5), R(5, seed=1))),
    "arctan2": case(torch.arctan2, lambda: (R(5), R(1, seed=1))),
    "atan2_int": case(torch.atan2, lambda: (_int(5), _int(5, seed=1))),
    "copysign": case(torch.copysign, lambda: (R(5), R(5, seed=1))),
    "copysign_scalar": case(torch.copysign, lambda: (_int(5), -1.0)),
    "hypot": case(torch.hypot, lambda: (R(5), R(5, seed=1))),
    "logaddexp": case(torch.logaddexp, lambda: (R(5), R(5, seed=1))),
    "maximum": case(torch.maximum, lambda: (R(5), R(5, seed=1))),
    "maximum_nan": case(torch.maximum, lambda: (torch.tensor([1.0, float("nan")]), torch.tensor([float("nan"), 0.0]))),
    "minimum_int_float": case(torch.minimum, lambda: (_int(5), R(5, seed=1))),
    "minimum": case(torch.minimum, lambda: (R(2, 1), R(3, seed=1))),
    "fmax_nan": case(torch.fmax, lambda: (torch.tensor([1.0, float("nan"), 2.0]), torch.tensor([float("nan"), 0.0, 3.0]))),
    "fmin_nan": case(torch.fmin, lambda: (torch.tensor([1.0, float("nan"), 2.0]), torch.tensor([float("nan"), 0.0, 3.0]))),
    "xlogy": case(torch.xlogy, lambda: (torch.tensor([0.0, 1.0, 2.0, 0.0]), torch.tensor([0.0, 2.0, 0.5, 3.0]))),
    "xlogy_scalar": case(torch.xlogy, lambda: (R(4), 2.0)),
    "special_xlogy": case(torch.special.xlogy, lambda: (R(4, low=0.0), R(4, low=0.1, seed=1))),
    "heaviside": case(torch.heaviside, lambda: (torch.tensor([-1.0, 0.0, 2.0]), torch.tensor([0.5]))),
    "lerp_scalar": case(torch.lerp, lambda: (R(4), R(4, seed=1), 0.3)),
    "lerp_tensor": case(torch.lerp, lambda: (R(4), R(4, seed=1), R(4, low=0, high=1, seed=2))),
    "addcdiv": case(torch.addcdiv, lambda: (R(3, 4), R(3, 4, seed=1), R(4, low=0.5, seed=2)), {"value": 0.5}),
    "addcmul": case(torch.addcmul, lambda: (R(3, 4), R(3, 4, seed=1), R(4, seed=2))),
    "addcmul_value": case(torch.addcmul, lambda: (R(3), R(3, seed=1), R(3, seed=2)), {"value": -2}),
    "clamp": case(torch.clamp, lambda: (R(6), -0.5, 0.5)),
    "clamp_int_float_bound": case(torch.clamp, lambda: (_int(6),), {"min": 0.5}),
    "clamp_int_int_bound": case(torch.clamp, lambda: (_int(6),), {"max": 2}),
    "clamp_tensor_bounds": case(torch.clamp, lambda: (R(3, 4), R(4, low=-2, high=0, seed=1), R(3, 1, low=0, high=2, seed=2))),
    "clamp_min_gt_max": case(torch.clamp, lambda: (R(6), 1.0, -1.0)),
    "clamp_max": case(torch.clamp_max, lambda: (R(6), 0.2)),
    "clamp_min": case(torch.clamp_min, lambda: (R(6), 0.2)),
    "clip": case(torch.clip, lambda: (R(6),), {"min": -1.0}),
    "where": case(torch.where, lambda: (_bool(3, 4), R(3, 4), R(4, seed=1))),
    "where_scalars": case(torch.where, lambda: (_bool(3, 4), 1.0, 0.0)),
    "where_int_float_scalar": case(torch.where, lambda: (_bool(4), _int(4), 0.5)),
    "where_condition_only": case(torch.where, lambda: (_int(3, 4, low=0, high=1),)),
    "isclose": case(torch.isclose, lambda: (R(5), R(5) + torch.tensor([0, 1e-9, 1e-3, 0, 1]))),
    "isclose_tolerances": case(torch.isclose, lambda: (R(5), R(5) + 0.01), {"rtol": 0.0, "atol": 0.02}),
    "isclose_nan": case(torch.isclose, lambda: (torch.tensor([float("nan"), 1.0]), torch.tensor([float("nan"), 1.0])), {"equal_nan": True}),
    # comparison and logic
    "eq": case(torch.eq, lambda: (_int(6, low=0, high=2), 1)),
    "eq_float_int": case(torch.eq, lambda: (R(4).round(), _int(4, seed=1))),
    "ne": case(torch.ne, lambda: (_int(6, low=0, high=2), _int(6, low=0, high=2, seed=1))),
    "not_equal": case(torch.not_equal, lambda: (_int(6, low=0, high=2), 1)),
    "lt": case(torch.lt, lambda: (R(3, 4), R(4, seed=1))),
    "less": case(torch.less, lambda: (_int(5), 0.5)),
    "le": case(torch.le, lambda: (_int(3, 1), _int(1, 4, seed=1))),
    "less_equal": case(torch.less_equal, lambda: (R(4), 0.0)),
    "gt": case(torch.gt, lambda: (R(4), R(4, seed=1))),
    "greater": case(torch.greater, lambda: (_int(4), 1)),
    "ge": case(torch.ge, lambda: (_bool(4), _bool(4, seed=1))),
    "greater_equal": case(torch.greater_equal, lambda: (R(4), -0.5)),
    "logical_and": case(torch.logical_and, lambda: (_bool(4), _bool(4, seed=1))),
    "logical_and_float": case(torch.logical_and, lambda: (R(4).round(), _int(4, low=0, high=1))),
    "logical_or": case(torch.logical_or, lambda: (_bool(4), _bool(4, seed=1))),
    "logical_xor": case(torch.logical_xor, lambda: (_int(4, low=0, high=2), _bool(4))),
    "logical_not": case(torch.logical_not, lambda: (_int(5, low=0, high=2),)),
    "logical_not_bool": case(torch.logical_not, lambda: (_bool(5),)),
    "bitwise_and": case(torch.bitwise_and, lambda: (_int(5, low=0, high=15), _int(5, low=0, high=15, seed=1))),
    "bitwise_and_bool": case(torch.bitwise_and, lambda: (_bool(5), _bool(5, seed=1))),
    "bitwise_or": case(torch.bitwise_or, lambda: (_int(5, low=-8, high=15), 6)),
    "bitwise_xor": case(torch.bitwise_xor, lambda: (_int(5, low=0, high=15).int(), _int(5, low=0, high=15, seed=1).int())),
    "bitwise_not": case(torch.bitwise_not, lambda: (_int(5),)),
    "bitwise_not_bool": case(torch.bitwise_not, lambda: (_bool(5),)),
    "bitwise_left_shift": case(torch.bitwise_left_shift, lambda: (_int(5, low=0, high=15), _int(5, low=0, high=3, seed=1))),
    "bitwise_right_shift": case(torch.bitwise_right_shift, lambda: (_int(5, low=-16, high=15), 2)),
    "complex": case(torch.complex, lambda: (R(4), R(4, seed=1))),
    "polar": case(torch.polar, lambda: (R(4, low=0.0), R(4, seed=1)), rtol=1e-5, atol=1e-6),
    # creation
    "arange_end": case(torch.arange, lambda: (5,)),
    "arange_start_end": case(torch.arange, lambda: (-2, 3)),
    "arange_float_step": case(torch.arange, lambda: (0, 1, 0.25)),
    "arange_negative_step": case(torch.arange, lambda: (5, 0, -2)),
    "arange_float_end": case(torch.arange, lambda: (2.5,)),
    "arange_dtype": case(torch.arange, lambda: (0, 4), {"dtype": torch.float64}),
    "arange_int_dtype_fractional_step": case(torch.arange, lambda: (0, 3, 0.5), {"dtype": torch.int32}),
    "arange_keywords": case(torch.arange, lambda: (), {"start": 1, "end": 4, "step": 1}),
    "arange_0d_tensor_end": case(torch.arange, lambda: (torch.tensor(5),)),
    "tensor_of_0d_tensors": case(torch.tensor, lambda: ([torch.tensor(1.5), torch.tensor(2.0)],)),
    "tensor_nested_empty": case(torch.tensor, lambda: ([[], []],)),
    "zeros_like_bool": case(torch.zeros_like, lambda: (_bool(2, 3),)),
    "eye_bool": case(torch.eye, lambda: (2,), {"dtype": torch.bool}),
    "zeros": case(torch.zeros, lambda: (2, 3)),
    "zeros_tuple_dtype": case(torch.zeros, lambda: ((2, 3),), {"dtype": torch.int32}),
    "zeros_0d": case(torch.zeros, lambda: ((),)),
    "zeros_empty": case(torch.zeros, lambda: (0, 2)),
    "ones": case(torch.ones, lambda: ([3],), {"dtype": torch.bool}),
    "ones_size_keyword": case(torch.ones, lambda: (), {"size": (2, 2)}),
    "empty": case(torch.empty, lambda: (2, 3), compare_values=False),
    "empty_dtype": case(torch.empty, lambda: ((4,),), {"dtype": torch.int64}, compare_values=False),
    "full_float": case(torch.full, lambda: ((2, 3), 1.5)),
    "full_int": case(torch.full, lambda: ((2,), 7)),
    "full_bool": case(torch.full, lambda: ((2,), True)),
    "full_dtype": case(torch.full, lambda: ((2,), 7), {"dtype": torch.float16}),
    "zeros_like": case(torch.zeros_like, lambda: (_int(2, 3),)),
    "zeros_like_dtype": case(torch.zeros_like, lambda: (R(2, 3),), {"dtype": torch.int32}),
    "ones_like": case(torch.ones_like, lambda: (R(2, 3),)),
    "empty_like": case(torch.empty_like, lambda: (R(2, 3),), compare_values=False),
    "full_like": case(torch.full_like, lambda: (_int(2, 3), 2.7)),
    "full_like_dtype": case(torch.full_like, lambda: (_int(2, 3), 2.7), {"dtype": torch.float32}),
    "scalar_tensor": case(torch.scalar_tensor, lambda: (3,)),
    "scalar_tensor_dtype": case(torch.scalar_tensor, lambda: (3.5,), {"dtype": torch.int64}),
    "tensor_floats": case(torch.tensor, lambda: ([[1.0, 2.0], [3.0, 4.5]],)),
    "tensor_ints": case(torch.tensor, lambda: ([1, 2, 3],)),
    "tensor_bools": case(torch.tensor, lambda: ([True, False],)),
    "tensor_mixed": case(torch.tensor, lambda: ([1, 2.5, True],)),
    "tensor_scalar_dtype": case(torch.tensor, lambda: (3,), {"dtype": torch.float32}),
    "tensor_of_tensor": case(torch.tensor, lambda: (R(3),)),
    "as_tensor": case(torch.as_tensor, lambda: ([1, 2, 3],), {"dtype": torch.float64}),
    "as_tensor_tensor": case(torch.as_tensor, lambda: (_int(3),)),
    "asarray": case(torch.asarray, lambda: ([[1.5, 2.0]],)),
    "asarray_dtype": case(torch.asarray, lambda: (R(3),), {"dtype": torch.float16}),
    "linspace": case(torch.linspace, lambda: (-1, 1, 5)),
    "linspace_one": case(torch.linspace, lambda: (2, 3, 1)),
    "linspace_int_dtype": case(torch.linspace, lambda: (0, 10, 4), {"dtype": torch.int64}),
    "logspace": case(torch.logspace, lambda: (-1, 2, 4)),
    "logspace_base": case(torch.logspace, lambda: (0, 3, 4), {"base": 2}),
    "eye": case(torch.eye, lambda: (3,)),
    "eye_rect_dtype": case(torch.eye, lambda: (2, 4), {"dtype": torch.int64}),
    "tril": case(torch.tril, lambda: (R(4, 5),)),
    "tril_batched_diagonal": case(torch.tril, lambda: (R(2, 3, 4),), {"diagonal": -1}),
    "triu": case(torch.triu, lambda: (R(4, 5), 1)),
    "triu_int": case(torch.triu, lambda: (_int(3, 3),)),
    "tril_indices": case(torch.tril_indices, lambda: (3, 4)),
    "tril_indices_offset": case(torch.tril_indices, lambda: (4, 3, -1)),
    "triu_indices": case(torch.triu_indices, lambda: (3, 4, 1)),
    "meshgrid_ij": case(torch.meshgrid, lambda: (torch.arange(3), torch.arange(4)), {"indexing": "ij"}),
    "meshgrid_xy_list": case(torch.meshgrid, lambda: ([R(3), R(2, seed=1)],), {"indexing": "xy"}),
    "clone": case(torch.clone, lambda: (R(2, 3),)),
    "detach": case(torch.detach, lambda: (R(2, 3),)),
    # reductions
    "sum": case(torch.sum, lambda: (R(3, 4),)),
    "sum_dim_keepdim": case(torch.sum, lambda: (R(3, 4, 5),), {"dim": (0, -1), "keepdim": True}),
    "sum_int32": case(torch.sum, lambda: (_int(3, 4).int(), 1)),
    "sum_bool": case(torch.sum, lambda: (_bool(3, 4),), {"dim": 0}),
    "sum_dtype": case(torch.sum, lambda: (_int(3, 4),), {"dtype": torch.float32}),
    "sum_empty": case(torch.sum, lambda: (torch.zeros(0, 3),), {"dim": 0}),
    "nansum": case(torch.nansum, lambda: (torch.tensor([[1.0, float("nan")], [2.0, 3.0]]),), {"dim": 1}),
    "nansum_int": case(torch.nansum, lambda: (_int(3, 4),)),
    "prod": case(torch.prod, lambda: (R(3, 4),)),
    "prod_dim_int": case(torch.prod, lambda: (_int(3, 4).int(), -1), {"keepdim": True}),
    "prod_bool": case(torch.prod, lambda: (_bool(3, 4), 0)),
    "mean": case(torch.mean, lambda: (R(3, 4),)),
    "mean_dims": case(torch.mean, lambda: (R(2, 3, 4), [-1, 0])),
    "mean_dtype": case(torch.mean, lambda: (_int(3, 4),), {"dtype": torch.float32}),
    "nanmean": case(torch.nanmean, lambda: (torch.tensor([[1.0, float("nan")], [2.0, 3.0]]),), {"dim": 0}),
    "nanmean_all": case(torch.nanmean, lambda: (torch.tensor([[1.0, float("nan")], [2.0, 3.0]]),)),
    "std": case(torch.std, lambda: (R(4, 5),)),
    "std_dim": case(torch.std, lambda: (R(4, 5), 1), {"keepdim": True}),
    "std_unbiased_false": case(torch.std, lambda: (R(4, 5), 0, False)),
    "std_correction": case(torch.std, lambda: (R(4, 5),), {"dim": -1, "correction": 2}),
    "var": case(torch.var, lambda: (R(4, 5),)),
    "var_dims_correction0": case(torch.var, lambda: (R(2, 4, 5),), {"dim": (0, 2), "correction": 0}),
    "var_unbiased_positional": case(torch.var, lambda: (R(4, 5), False)),
    "std_mean": case(torch.std_mean, lambda: (R(4, 5),), {"dim": 1}),
    "var_mean": case(torch.var_mean, lambda: (R(4, 5),), {"dim": 0, "correction": 0, "keepdim": True}),
    "amax": case(torch.amax, lambda: (R(3, 4, 5),), {"dim": (0, 2)}),
    "amax_int": case(torch.amax, lambda: (_int(3, 4), -1, True)),
    "amin": case(torch.amin, lambda: (R(3, 4),)),
    "aminmax": case(torch.aminmax, lambda: (R(3, 4),)),
    "aminmax_dim": case(torch.aminmax, lambda: (_int(3, 4),), {"dim": 1, "keepdim": True}),
    "max": case(torch.max, lambda: (R(3, 4),)),
    "max_dim": case(torch.max, lambda: (R(3, 4), 1)),
    "max_dim_keepdim_int": case(torch.max, lambda: (_int(3, 4), -1, True)),
    "max_dim_ties": case(torch.max, lambda: (torch.tensor([[1.0, 3.0, 3.0], [2.0, 2.0, 0.0]]),), {"dim": 1}),
    "max_binary": case(torch.max, lambda: (R(3, 4), R(4, seed=1))),
    "min": case(torch.min, lambda: (_int(3, 4),)),
    "min_dim": case(torch.min, lambda: (R(3, 4),), {"dim": 0, "keepdim": True}),
    "min_binary": case(torch.min, lambda: (R(3, 4), R(3, 1, seed=1))),
    "argmax": case(torch.argmax, lambda: (R(3, 4),)),
    "argmax_dim_keepdim": case(torch.argmax, lambda: (R(3, 4),), {"dim": 0, "keepdim": True}),
    "argmax_ties": case(torch.argmax, lambda: (torch.tensor([1.0, 3.0, 3.0, 0.0]),)),
    "argmin": case(torch.argmin, lambda: (_int(3, 4), -1)),
    "argsort": case(torch.argsort, lambda: (R(3, 4),)),
    "argsort_descending": case(torch.argsort, lambda: (R(3, 4), 0, True)),
    "argsort_stable": case(torch.argsort, lambda: (torch.tensor([2, 1, 2, 1, 0]),), {"stable": True}),
    "sort": case(torch.sort, lambda: (R(3, 5),)),
    "sort_dim_descending": case(torch.sort, lambda: (_int(3, 5), 0, True)),
    "sort_stable": case(torch.sort, lambda: (torch.tensor([2, 1, 2, 1, 0]),), {"stable": True}),
    "msort": case(torch.msort, lambda: (R(4, 3),)),
    "topk": case(torch.topk, lambda: (R(3, 6), 2)),
    "topk_smallest_dim0": case(torch.topk, lambda: (R(5, 3), 3, 0, False)),
    "topk_int": case(torch.topk, lambda: (torch.tensor([3, 1, 4, 1, 5, 9]), 3)),
    "kthvalue": case(torch.kthvalue, lambda: (R(3, 5), 2)),
    "kthvalue_dim_keepdim": case(torch.kthvalue, lambda: (R(4, 3), 3, 0, True)),
    "median": case(torch.median, lambda: (R(3, 4),)),
    "median_dim": case(torch.median, lambda: (R(3, 5), 1)),
    "median_even_dim": case(torch.median, lambda: (torch.tensor([[4.0, 1.0, 3.0, 2.0]]),), {"dim": -1, "keepdim": True}),
    "logsumexp": case(torch.logsumexp, lambda: (R(3, 4), 1)),
    "logsumexp_dims_keepdim": case(torch.logsumexp, lambda: (R(2, 3, 4), (0, 2), True)),
    "logsumexp_inf": case(torch.logsumexp, lambda: (torch.tensor([[-float("inf"), -float("inf")], [0.0, 1.0]]), 1)),
    "special_logsumexp": case(torch.special.logsumexp, lambda: (R(3, 4), -1)),
    "all": case(torch.all, lambda: (_bool(3, 4),)),
    "all_dim": case(torch.all, lambda: (R(3, 4), 1)),
    "all_uint8": case(torch.all, lambda: (_int(3, 4, low=0, high=2).to(torch.uint8),), {"dim": 0}),
    "any": case(torch.any, lambda: (_int(3, 4, low=0, high=1),)),
    "any_dim_keepdim": case(torch.any, lambda: (_bool(3, 4),), {"dim": -1, "keepdim": True}),
    "count_nonzero": case(torch.count_nonzero, lambda: (_int(3, 4, low=0, high=2),)),
    "count_nonzero_dim": case(torch.count_nonzero, lambda: (R(3, 4).round(),), {"dim": 0}),
    "cumsum": case(torch.cumsum, lambda: (R(3, 4), 1)),
    "cumsum_int32": case(torch.cumsum, lambda: (_int(3, 4).int(),), {"dim": -1}),
    "cumsum_bool": case(torch.cumsum, lambda: (_bool(5), 0)),
    "cumsum_dtype": case(torch.cumsum, lambda: (R(5), 0), {"dtype": torch.float64}),
    "cumprod": case(torch.cumprod, lambda: (R(3, 4), 0)),
    "cumprod_int": case(torch.cumprod, lambda: (_int(5).int(), -1)),
    "cummax": case(torch.cummax, lambda: (R(3, 5), 1)),
    "cummax_ties": case(torch.cummax, lambda: (torch.tensor([1.0, 3.0, 2.0, 3.0, 0.0]), 0)),
    "cummax_nan": case(torch.cummax, lambda: (torch.tensor([1.0, float("nan"), 3.0, float("nan"), 2.0]), 0)),
    "cummin_nan": case(torch.cummin, lambda: (torch.tensor([[1.0, float("nan"), -3.0], [0.0, -1.0, -1.0]]), 1)),
    "cummin": case(torch.cummin, lambda: (_int(3, 5), 0)),
    "cummin_ties": case(torch.cummin, lambda: (torch.tensor([3, 1, 2, 1, 4]), 0)),
    "diff": case(torch.diff, lambda: (R(3, 5),)),
    "diff_n_dim": case(torch.diff, lambda: (_int(4, 3),), {"n": 2, "dim": 0}),
    "diff_prepend_append": case(torch.diff, lambda: (R(2, 4),), {"prepend": R(2, 1, seed=1), "append": R(2, 2, seed=2)}),
    "norm": case(torch.norm, lambda: (R(3, 4),)),
    "norm_p1_dim": case(torch.norm, lambda: (R(3, 4), 1, 1)),
    "norm_fro_keepdim": case(torch.norm, lambda: (R(2, 3, 4),), {"p": "fro", "dim": (1, 2), "keepdim": True}),
    "norm_inf": case(torch.norm, lambda: (R(3, 4),), {"p": float("inf"), "dim": -1}),
    "norm_nuc": case(torch.norm, lambda: (R(3, 4),), {"p": "nuc"}, rtol=1e-4),  # SVD-based
    "norm_p3_dims": case(torch.norm, lambda: (R(2, 3, 4),), {"p": 3, "dim": (0, 2)}, rtol=1e-5),
    "max_nan": case(torch.max, lambda: (torch.tensor([[1.0, float("nan"), 2.0], [0.0, 1.0, -1.0]]),), {"dim": 1}),
    "amax_nan": case(torch.amax, lambda: (torch.tensor([[1.0, float("nan")], [0.0, 1.0]]),), {"dim": 1}),
    "argmax_nan": case(torch.argmax, lambda: (torch.tensor([1.0, float("nan"), 2.0]),)),
    "argmax_bool": case(torch.argmax, lambda: (_bool(3, 4).to(torch.uint8),), {"dim": 1}),
    "max_bool_dim": case(torch.max, lambda: (_bool(3, 4), 0)),
    "sort_nan": case(torch.sort, lambda: (torch.tensor([2.0, float("nan"), -1.0, 0.5]),)),
    "sort_nan_descending": case(torch.sort, lambda: (torch.tensor([2.0, float("nan"), -1.0, 0.5]),), {"descending": True}),
    "clamp_nan": case(torch.clamp, lambda: (torch.tensor([float("nan"), 3.0, -3.0]), -1.0, 1.0)),
    "mean_empty": case(torch.mean, lambda: (torch.zeros(0, 3),), {"dim": 0}),
    "prod_empty": case(torch.prod, lambda: (torch.zeros(0, 3), 0)),
    "sum_int8_promotes": case(torch.sum, lambda: (_int(4, 3).to(torch.int8), 0)),
    "sum_uint8_promotes": case(torch.sum, lambda: (_int(4, low=0, high=200).to(torch.uint8),)),
    "logsumexp_int": case(torch.logsumexp, lambda: (_int(3, 4), 1)),
    "var_all_keepdim": case(torch.var, lambda: (R(3, 4),), {"dim": None, "keepdim": True}),
    "kthvalue_ties": case(torch.kthvalue, lambda: (torch.tensor([[3.0, 1.0, 3.0, 1.0]]), 2, 1)),
    "remainder_tensor_int": case(torch.remainder, lambda: (_int(6), _int(6, low=1, high=4, seed=1) * torch.tensor([1, -1, 1, -1, 1, -1]))),
    "masked_fill_bool_value": case(torch.masked_fill, lambda: (R(3, 4), _bool(3, 4), True)),
    "lt_bool": case(torch.lt, lambda: (_bool(4), _bool(4, seed=1))),
    "split_larger_than_dim": case(torch.split, lambda: (R(3, 2), 5)),
    "tensor_split_tensor_indices": case(torch.tensor_split, lambda: (R(7), torch.tensor([2, 3]))),
    "unflatten_negative_dim": case(torch.unflatten, lambda: (R(2, 12), -1, (2, 2, 3))),
    "movedim_ints": case(torch.movedim, lambda: (R(2, 3, 4), -1, 0)),
    "flip_empty_dims": case(torch.flip, lambda: (R(3, 4), ())),
    "arange_float_rounding": case(torch.arange, lambda: (0, 1, 0.1)),
    "linspace_zero_steps": case(torch.linspace, lambda: (0, 1, 0)),
    "nan_to_num_int": case(torch.nan_to_num, lambda: (_int(4),)),
    "full_like_bool": case(torch.full_like, lambda: (_bool(2, 3), 0)),
    "median_nan": case(torch.median, lambda: (torch.tensor([1.0, float("nan"), 2.0]),)),
    "median_dim_nan": case(torch.median, lambda: (torch.tensor([[1.0, float("nan"), 2.0], [3.0, 1.0, 2.0]]), 1)),
    "diff_bool": case(torch.diff, lambda: (_bool(6),)),
    "diff_bool_n2_prepend": case(torch.diff, lambda: (_bool(2, 5),), {"n": 2, "prepend": _bool(2, 1, seed=1)}),
    "argmin_nan_dim": case(torch.argmin, lambda: (torch.tensor([[1.0, float("nan"), -2.0], [0.0, 1.0, -1.0]]), 1)),
    "min_nan_dim_keepdim": case(torch.min, lambda: (torch.tensor([[1.0, float("nan"), -2.0], [0.0, 1.0, -1.0]]), 1, True)),
    "sort_stable_descending_ties": case(torch.sort, lambda: (torch.tensor([2, 1, 2, 1, 0]),), {"stable": True, "descending": True}),
    "topk_ties_unsorted_values": case(torch.topk, lambda: (torch.tensor([[1.0, 3.0, 3.0, 2.0]]), 2), {"sorted": True}),
    "cumprod_bool": case(torch.cumprod, lambda: (_bool(5), 0)),
    "full_0d_tensor_value": case(torch.full, lambda: ((2,), torch.tensor(3.0))),
    "ones_like_bool_dtype": case(torch.ones_like, lambda: (R(2, 3),), {"dtype": torch.bool}),
    "logspace_int_dtype": case(torch.logspace, lambda: (0, 3, 4), {"dtype": torch.int64}),
    "tril_indices_large_offset": case(torch.tril_indices, lambda: (3, 3, 5)),
    "triu_indices_negative_offset": case(torch.triu_indices, lambda: (4, 3, -2)),
    "randperm_dtype": case(torch.randperm, lambda: (5,), {"dtype": torch.int32}, compare_values=False),
    "normal_tensor_mean_scalar_std": case(torch.normal, lambda: (R(3, 4), 0.5), compare_values=False),
    "normal_scalar_mean_tensor_std": case(torch.normal, lambda: (0.0, R(3, 4, low=0.1)), compare_values=False),
    "log_int": case(torch.log, lambda: (_int(5, low=1, high=9),)),
    "tanh_int": case(torch.tanh, lambda: (_int(5),)),
    "exp_bool": case(torch.exp, lambda: (_bool(5),)),
    "cos_bool": case(torch.cos, lambda: (_bool(5),)),
    "sin_float16": case(torch.sin, lambda: (R(6, dtype=torch.float16),)),
    "log_float16": case(torch.log, lambda: (R(6, low=0.1, dtype=torch.float16),)),
    "sigmoid_float16": case(torch.sigmoid, lambda: (R(6, dtype=torch.float16),)),
    "sqrt_float64": case(torch.sqrt, lambda: (R(6, low=0.0, dtype=torch.float64),)),
    "fmax_int_float": case(torch.fmax, lambda: (_int(4), R(4, seed=1))),
    "heaviside_int": case(torch.heaviside, lambda: (_int(5), torch.tensor([7]))),
    "hypot_broadcast": case(torch.hypot, lambda: (R(3, 1), R(4, seed=1))),
    "logaddexp_inf": case(torch.logaddexp, lambda: (torch.tensor([-float("inf"), 1.0]), torch.tensor([-float("inf"), 2.0]))),
    "std_mean_unbiased_false": case(torch.std_mean, lambda: (R(4, 5), 0, False)),
    "var_mean_all": case(torch.var_mean, lambda: (R(4, 5),)),
    "complex_float64": case(torch.complex, lambda: (R(4, dtype=torch.float64), R(4, seed=1, dtype=torch.float64))),
    "clamp_min_tensor": case(torch.clamp_min, lambda: (R(3, 4), R(4, seed=1))),
    "clamp_max_int": case(torch.clamp_max, lambda: (_int(6), 1)),
    "split_with_sizes_dim": case(torch.split_with_sizes, lambda: (R(2, 6), [4, 2], -1)),
    "msort_int": case(torch.msort, lambda: (_int(5, 2),)),
    "bmm_int": case(torch.bmm, lambda: (_int(2, 2, 3), _int(2, 3, 2, seed=1))),
    "addmv_beta0": case(torch.addmv, lambda: (torch.full((2,), float("nan")), R(2, 3, seed=1), R(3, seed=2)), {"beta": 0}),
    "addbmm_alpha": case(torch.addbmm, lambda: (R(2, 4), R(3, 2, 3, seed=1), R(3, 3, 4, seed=2)), {"alpha": 0.5, "beta": 2}),
    "outer_int_float": case(torch.outer, lambda: (_int(3), R(2, seed=1))),
    "transpose_same_dim": case(torch.transpose, lambda: (R(2, 3), 1, -1)),
    "logical_or_int_float": case(torch.logical_or, lambda: (_int(4, low=0, high=1), R(4).round())),
    "bitwise_or_bool_int": case(torch.bitwise_or, lambda: (_bool(4), _int(4, low=0, high=3))),
    "bitwise_left_shift_int32": case(torch.bitwise_left_shift, lambda: (_int(4, low=0, high=7).int(), 3)),
    "true_divide_by_zero": case(torch.true_divide, lambda: (torch.tensor([1.0, -1.0, 0.0]), 0.0)),
    "remainder_by_zero_float": case(torch.remainder, lambda: (torch.tensor([1.5, -1.5]), 0.0)),
    "vstack_2d_1d": case(torch.vstack, lambda: ([R(2, 3), R(3, seed=1)],)),
    "broadcast_tensors_int_float": case(torch.broadcast_tensors, lambda: (_int(3, 1), R(1, 2))),
    "ravel_0d": case(torch.ravel, lambda: (torch.tensor(2.0),)),
    # linear algebra
    "matmul_1d_1d": case(torch.matmul, lambda: (R(4), R(4, seed=1))),
    "matmul_1d_2d": case(torch.matmul, lambda: (R(3), R(3, 4, seed=1))),
    "matmul_2d_1d": case(torch.matmul, lambda: (R(3, 4), R(4, seed=1))),
    "matmul_broadcast": case(torch.matmul, lambda: (R(2, 1, 3, 4), R(5, 4, 2, seed=1))),
    "matmul_int": case(torch.matmul, lambda: (_int(2, 3), _int(3, 2, seed=1))),
    "mm": case(torch.mm, lambda: (R(2, 3), R(3, 4, seed=1))),
    "bmm": case(torch.bmm, lambda: (R(2, 2, 3), R(2, 3, 4, seed=1))),
    "mv": case(torch.mv, lambda: (R(2, 3), R(3, seed=1))),
    "dot": case(torch.dot, lambda: (R(4), R(4, seed=1))),
    "dot_int": case(torch.dot, lambda: (_int(4), _int(4, seed=1))),
    "vdot": case(torch.vdot, lambda: (R(4), R(4, seed=1))),
    "vdot_complex": case(torch.vdot, lambda: (torch.complex(R(3), R(3, seed=1)), torch.complex(R(3, seed=2), R(3, seed=3)))),
    "inner": case(torch.inner, lambda: (R(2, 3), R(4, 3, seed=1))),
    "inner_scalar": case(torch.inner, lambda: (R(2, 3), torch.tensor(2.0))),
    "outer": case(torch.outer, lambda: (R(3), R(4, seed=1))),
    "ger": case(torch.ger, lambda: (_int(3), _int(2, seed=1))),
    "addmm": case(torch.addmm, lambda: (R(4), R(2, 3, seed=1), R(3, 4, seed=2))),
    "addmm_beta_alpha": case(torch.addmm, lambda: (R(2, 4), R(2, 3, seed=1), R(3, 4, seed=2)), {"beta": 0.5, "alpha": 2}),
    "addmm_beta0_nan": case(torch.addmm, lambda: (torch.full((2, 4), float("nan")), R(2, 3, seed=1), R(3, 4, seed=2)), {"beta": 0}),
    "addmv": case(torch.addmv, lambda: (R(2), R(2, 3, seed=1), R(3, seed=2)), {"alpha": -1}),
    "addbmm": case(torch.addbmm, lambda: (R(2, 4), R(3, 2, 3, seed=1), R(3, 3, 4, seed=2))),
    "baddbmm": case(torch.baddbmm, lambda: (R(1, 2, 4), R(3, 2, 3, seed=1), R(3, 3, 4, seed=2)), {"beta": 2.0, "alpha": 0.5}),
    "tensordot": case(torch.tensordot, lambda: (R(2, 3, 4), R(3, 4, 5, seed=1))),
    "tensordot_int_dims": case(torch.tensordot, lambda: (R(2, 3), R(3, 4, seed=1)), {"dims": 1}),
    "tensordot_pairs": case(torch.tensordot, lambda: (R(2, 3, 4), R(4, 2, seed=1)), {"dims": ([0, 2], [1, 0])}),
    "einsum": case(torch.einsum, lambda: ("bij,bjk->bik", R(2, 3, 4), R(2, 4, 5, seed=1))),
    "einsum_list": case(torch.einsum, lambda: ("ii->i", [R(3, 3)])),
    "einsum_ellipsis_trace": case(torch.einsum, lambda: ("...ii", R(2, 3, 3))),
    "einsum_outer": case(torch.einsum, lambda: ("i,j->ij", R(3), R(2, seed=1))),
    "cdist": case(torch.cdist, lambda: (R(2, 3, 4), R(2, 5, 4, seed=1)), rtol=1e-4, atol=1e-5),  # sqrt of a difference of sums
    "cdist_p1": case(torch.cdist, lambda: (R(3, 4), R(5, 4, seed=1)), {"p": 1.0}),
    "cdist_pinf": case(torch.cdist, lambda: (R(3, 4), R(5, 4, seed=1)), {"p": float("inf")}),
    "diag_vector": case(torch.diag, lambda: (R(3),)),
    "diag_vector_offset": case(torch.diag, lambda: (R(3), -1)),
    "diag_matrix": case(torch.diag, lambda: (R(3, 4),), {"diagonal": 1}),
    "diag_embed": case(torch.diag_embed, lambda: (R(2, 3),)),
    "diag_embed_offset_dims": case(torch.diag_embed, lambda: (R(2, 3),), {"offset": 1, "dim1": 0, "dim2": 2}),
    "diagonal": case(torch.diagonal, lambda: (R(3, 4),)),
    "diagonal_offset_dims": case(torch.diagonal, lambda: (R(2, 3, 4),), {"offset": -1, "dim1": 2, "dim2": 1}),
    "trace": case(torch.trace, lambda: (R(3, 4),)),
    "trace_int": case(torch.trace, lambda: (_int(3, 3).int(),)),
    "adjoint": case(torch.adjoint, lambda: (R(2, 3, 4),)),
    "adjoint_complex": case(torch.adjoint, lambda: (torch.complex(R(2, 3), R(2, 3, seed=1)),)),
    "det": case(torch.det, lambda: (_spd(3),), rtol=1e-4),  # LU with other pivoting
    "inverse": case(torch.inverse, lambda: (_spd(3, (2,)),), rtol=1e-4, atol=1e-6),  # LU with other pivoting
    "linalg_det": case(torch.linalg.det, lambda: (R(2, 3, 3),), rtol=1e-4, atol=1e-5),  # LU with other pivoting
    "linalg_inv": case(torch.linalg.inv, lambda: (_spd(4),), rtol=1e-4, atol=1e-6),  # LU with other pivoting
    "linalg_cholesky": case(torch.linalg.cholesky, lambda: (_spd(3, (2,)),), rtol=1e-5, atol=1e-5),
    "linalg_cholesky_upper": case(torch.linalg.cholesky, lambda: (_spd(3),), {"upper": True}, rtol=1e-5, atol=1e-5),
    "linalg_solve": case(torch.linalg.solve, lambda: (_spd(3, (2,)), R(2, 3, 2, seed=1)), rtol=1e-4, atol=1e-6),
    "linalg_solve_vector": case(torch.linalg.solve, lambda: (_spd(3), R(3, seed=1)), rtol=1e-4, atol=1e-6),
    "linalg_solve_batched_vectors": case(torch.linalg.solve, lambda: (_spd(3, (2,)), R(2, 3, seed=1)), rtol=1e-4, atol=1e-6),
    "linalg_solve_right": case(torch.linalg.solve, lambda: (_spd(3), R(2, 3, seed=1)), {"left": False}, rtol=1e-4, atol=1e-6),
    "linalg_pinv": case(torch.linalg.pinv, lambda: (R(3, 2),), rtol=1e-4, atol=1e-5),  # SVD-based
    "linalg_vector_norm": case(torch.linalg.vector_norm, lambda: (R(3, 4),)),
    "linalg_vector_norm_ord_dim": case(torch.linalg.vector_norm, lambda: (R(3, 4), 3, -1, True)),
    "linalg_vector_norm_ord0": case(torch.linalg.vector_norm, lambda: (R(3, 4).round(),), {"ord": 0, "dim": 0}),
    "linalg_vector_norm_ord_ninf": case(torch.linalg.vector_norm, lambda: (R(3, 4),), {"ord": -float("inf"), "dim": (0, 1)}),
    "linalg_vector_norm_dtype": case(torch.linalg.vector_norm, lambda: (R(4),), {"dtype": torch.float64}),
    "linalg_matrix_norm": case(torch.linalg.matrix_norm, lambda: (R(2, 3, 4),)),
    "linalg_matrix_norm_ord1": case(torch.linalg.matrix_norm, lambda: (R(3, 4),), {"ord": 1}),
    "linalg_matrix_norm_inf_keepdim": case(torch.linalg.matrix_norm, lambda: (R(2, 3, 4),), {"ord": float("inf"), "keepdim": True}),
    "linalg_matrix_norm_nuc": case(torch.linalg.matrix_norm, lambda: (R(3, 4),), {"ord": "nuc"}, rtol=1e-4),  # SVD-based
    "linalg_matrix_norm_2": case(torch.linalg.matrix_norm, lambda: (R(3, 4),), {"ord": 2}, rtol=1e-4),  # SVD-based
    "linalg_norm_vector": case(torch.linalg.norm, lambda: (R(5),)),
    "linalg_norm_matrix_flat": case(torch.linalg.norm, lambda: (R(3, 4),)),
    "linalg_norm_ord_dim": case(torch.linalg.norm, lambda: (R(3, 4), 1, 1)),
    "linalg_norm_matrix_ord2": case(torch.linalg.norm, lambda: (R(3, 4), 2), rtol=1e-4),  # SVD-based
    "linalg_norm_matrix_ord_inf": case(torch.linalg.norm, lambda: (R(3, 4), float("inf"))),
    "linalg_norm_matrix_dims": case(torch.linalg.norm, lambda: (R(3, 2, 4), -1, (2, 0))),
    "linalg_matrix_norm_dims_keepdim": case(torch.linalg.matrix_norm, lambda: (R(3, 2, 4),), {"ord": 1, "dim": (2, 0), "keepdim": True}),
    "linalg_norm_fro": case(torch.linalg.norm, lambda: (R(2, 3, 4),), {"ord": "fro", "dim": (-2, -1)}),
    # manipulation
    "cat": case(torch.cat, lambda: ([R(2, 3), R(1, 3, seed=1)],)),
    "cat_dim_negative": case(torch.cat, lambda: ((R(2, 3), R(2, 1, seed=1)), -1)),
    "cat_promotes": case(torch.cat, lambda: ([_int(2), R(2)],)),
    "cat_skips_empty_1d": case(torch.cat, lambda: ([R(2, 3), torch.zeros(0)],)),
    "concat": case(torch.concat, lambda: ([R(2, 3), R(2, 3, seed=1)],), {"dim": 1}),
    "concatenate": case(torch.concatenate, lambda: ([R(2), R(3, seed=1)],), {"axis": 0}),
    "stack": case(torch.stack, lambda: ([R(2, 3), R(2, 3, seed=1)],)),
    "stack_negative_dim": case(torch.stack, lambda: ((R(2, 3), R(2, 3, seed=1)), -1)),
    "hstack": case(torch.hstack, lambda: ([R(2, 3), R(2, 1, seed=1)],)),
    "hstack_1d": case(torch.hstack, lambda: ([R(2), R(3, seed=1)],)),
    "vstack": case(torch.vstack, lambda: ([R(3), R(3, seed=1)],)),
    "dstack": case(torch.dstack, lambda: ([R(3), R(3, seed=1)],)),
    "dstack_2d": case(torch.dstack, lambda: ([R(2, 3), R(2, 3, seed=1)],)),
    "broadcast_tensors": case(torch.broadcast_tensors, lambda: (R(3, 1), R(4, seed=1), torch.tensor(2.0))),
    "broadcast_to": case(torch.broadcast_to, lambda: (R(3, 1), (2, 3, 4))),
    "broadcast_to_minus_one": case(torch.broadcast_to, lambda: (R(3, 1), (-1, 5))),
    "chunk": case(torch.chunk, lambda: (R(5, 2), 2)),
    "chunk_dim_uneven": case(torch.chunk, lambda: (R(2, 6), 4, 1)),
    "split_size": case(torch.split, lambda: (R(5, 2), 2)),
    "split_sizes_dim": case(torch.split, lambda: (R(2, 5), [1, 4], -1)),
    "split_with_sizes": case(torch.split_with_sizes, lambda: (R(6, 2), [1, 2, 3])),
    "tensor_split_sections": case(torch.tensor_split, lambda: (R(7, 2), 3)),
    "tensor_split_indices": case(torch.tensor_split, lambda: (R(2, 7), [1, 5]), {"dim": 1}),
    "unbind": case(torch.unbind, lambda: (R(3, 2),)),
    "unbind_dim": case(torch.unbind, lambda: (R(3, 2), -1)),
    "flatten": case(torch.flatten, lambda: (R(2, 3, 4),)),
    "flatten_range": case(torch.flatten, lambda: (R(2, 3, 4, 5), 1, -2)),
    "flatten_0d": case(torch.flatten, lambda: (torch.tensor(3.0),)),
    "ravel": case(torch.ravel, lambda: (R(2, 3).t(),)),
    "unflatten": case(torch.unflatten, lambda: (R(2, 12), 1, (3, -1))),
    "reshape": case(torch.reshape, lambda: (R(2, 6), (3, -1))),
    "reshape_noncontiguous": case(torch.reshape, lambda: (R(3, 4).t(), (-1,))),
    "squeeze": case(torch.squeeze, lambda: (R(1, 3, 1, 2),)),
    "squeeze_dim": case(torch.squeeze, lambda: (R(1, 3, 1), -1)),
    "squeeze_dim_not_one": case(torch.squeeze, lambda: (R(1, 3, 1), 1)),
    "squeeze_dims": case(torch.squeeze, lambda: (R(1, 3, 1, 1), (0, 2))),
    "unsqueeze": case(torch.unsqueeze, lambda: (R(2, 3), -1)),
    "unsqueeze_0": case(torch.unsqueeze, lambda: (R(2, 3), 0)),
    "permute": case(torch.permute, lambda: (R(2, 3, 4), (2, 0, 1))),
    "permute_negative": case(torch.permute, lambda: (R(2, 3, 4), (-1, -3, -2))),
    "transpose": case(torch.transpose, lambda: (R(2, 3, 4), 0, -1)),
    "swapaxes": case(torch.swapaxes, lambda: (R(2, 3, 4), 1, 2)),
    "swapdims": case(torch.swapdims, lambda: (R(2, 3, 4), -1, 0)),
    "t": case(torch.t, lambda: (R(2, 3),)),
    "t_1d": case(torch.t, lambda: (R(3),)),
    "moveaxis": case(torch.moveaxis, lambda: (R(2, 3, 4), 0, -1)),
    "movedim": case(torch.movedim, lambda: (R(2, 3, 4), (0, 1), (2, 0))),
    "narrow": case(torch.narrow, lambda: (R(4, 5), 1, 1, 3)),
    "narrow_negative_start": case(torch.narrow, lambda: (R(4, 5), 0, -2, 2)),
    "flip": case(torch.flip, lambda: (R(3, 4), (0, 1))),
    "flip_negative": case(torch.flip, lambda: (R(2, 3, 4), [-1])),
    "fliplr": case(torch.fliplr, lambda: (R(3, 4),)),
    "flipud": case(torch.flipud, lambda: (R(3, 4),)),
    "roll": case(torch.roll, lambda: (R(3, 4), 1, 1)),
    "roll_flat": case(torch.roll, lambda: (R(3, 4), -5)),
    "roll_dims": case(torch.roll, lambda: (R(2, 4, 5),), {"shifts": (-2, 7), "dims": (1, 2)}),
    "rot90": case(torch.rot90, lambda: (R(3, 4),)),
    "rot90_k_dims": case(torch.rot90, lambda: (R(2, 3, 4), -1, (1, 2))),
    "rot90_k2": case(torch.rot90, lambda: (R(3, 4), 2)),
    "tile": case(torch.tile, lambda: (R(2, 3), (2,))),
    "tile_more_dims": case(torch.tile, lambda: (R(2, 3), (2, 1, 2))),
    "repeat_interleave": case(torch.repeat_interleave, lambda: (R(2, 3), 2)),
    "repeat_interleave_dim": case(torch.repeat_interleave, lambda: (R(2, 3), 2), {"dim": -1}),
    "repeat_interleave_tensor": case(torch.repeat_interleave, lambda: (R(3, 2), torch.tensor([1, 0, 2])), {"dim": 0}),
    "repeat_interleave_counts_only": case(torch.repeat_interleave, lambda: (torch.tensor([2, 0, 3]),)),
    # indexing
    "gather": case(torch.gather, lambda: (R(3, 4), 1, torch.tensor([[0, 3], [1, 1], [2, 0]]))),
    "gather_dim0_negative": case(torch.gather, lambda: (R(3, 4), -2, torch.tensor([[0, 2, 1, 0]]))),
    "take_along_dim": case(torch.take_along_dim, lambda: (R(3, 4), R(3, 4).argsort(dim=1), 1)),
    "take_along_dim_flat": case(torch.take_along_dim, lambda: (R(3, 4), torch.tensor([0, 11, 5]))),
    "take_along_dim_broadcast": case(torch.take_along_dim, lambda: (R(3, 4), torch.tensor([[1], [0], [3]])), {"dim": -1}),
    "index_select": case(torch.index_select, lambda: (R(3, 4), 1, torch.tensor([3, 0, 3]))),
    "index_select_0": case(torch.index_select, lambda: (_int(3, 4), 0, torch.tensor([2]))),
    "masked_fill": case(torch.masked_fill, lambda: (R(3, 4), _bool(3, 4), -1.0)),
    "masked_fill_broadcast_int": case(torch.masked_fill, lambda: (_int(3, 4), _bool(4), 9)),
    "masked_fill_tensor_value": case(torch.masked_fill, lambda: (R(3, 4), _bool(3, 1), torch.tensor(2.5))),
    "masked_select": case(torch.masked_select, lambda: (R(3, 4), _bool(3, 4))),
    "masked_select_broadcast": case(torch.masked_select, lambda: (R(3, 4), _bool(4))),
    "masked_scatter": case(torch.masked_scatter, lambda: (R(3, 4), _bool(3, 4), R(12, seed=1))),
    "masked_scatter_broadcast": case(torch.masked_scatter, lambda: (R(3, 4), _bool(4), R(4, 4, seed=1))),
    "scatter_src": case(torch.scatter, lambda: (R(3, 5), 1, torch.tensor([[0, 4], [1, 2], [3, 3]]), R(3, 2, seed=1))),
    "scatter_value": case(torch.scatter, lambda: (R(3, 5), 0, torch.tensor([[0, 2, 1]]), 9.0)),
    "scatter_reduce_add": case(torch.scatter, lambda: (R(3, 5), 1, torch.tensor([[0, 0], [1, 1], [4, 4]]), R(3, 2, seed=1)), {"reduce": "add"}),
    "scatter_reduce_multiply": case(torch.scatter, lambda: (R(3, 5), 1, torch.tensor([[0, 0], [1, 1], [4, 4]]), R(3, 2, seed=1)), {"reduce": "multiply"}),
    "scatter_add": case(torch.scatter_add, lambda: (R(3, 5), 1, torch.tensor([[0, 0, 2], [1, 1, 1], [4, 3, 4]]), R(3, 3, seed=1))),
    "scatter_add_int_dim0": case(torch.scatter_add, lambda: (_int(3, 2), 0, torch.tensor([[0, 2], [0, 0]]), _int(2, 2, seed=1))),
    "scatter_reduce_sum": case(torch.scatter_reduce, lambda: (R(5), 0, torch.tensor([0, 1, 0, 4]), R(4, seed=1), "sum")),
    "scatter_reduce_prod": case(torch.scatter_reduce, lambda: (R(5), 0, torch.tensor([0, 1, 0, 4]), R(4, seed=1), "prod")),
    "scatter_reduce_mean": case(torch.scatter_reduce, lambda: (R(5), 0, torch.tensor([0, 1, 0, 4]), R(4, seed=1), "mean")),
    "scatter_reduce_mean_exclude": case(torch.scatter_reduce, lambda: (R(5), 0, torch.tensor([0, 1, 0, 4]), R(4, seed=1), "mean"), {"include_self": False}),
    "scatter_reduce_amax": case(torch.scatter_reduce, lambda: (R(2, 5), 1, torch.tensor([[0, 1, 0], [4, 4, 2]]), R(2, 3, seed=1), "amax")),
    "scatter_reduce_amin_exclude": case(torch.scatter_reduce, lambda: (R(2, 5), 1, torch.tensor([[0, 1, 0], [4, 4, 2]]), R(2, 3, seed=1), "amin"), {"include_self": False}),
    "scatter_reduce_mean_int": case(torch.scatter_reduce, lambda: (_int(5), 0, torch.tensor([0, 1, 0, 4]), _int(4, seed=1), "mean")),
    "index_add": case(torch.index_add, lambda: (R(4, 3), 0, torch.tensor([0, 2, 0]), R(3, 3, seed=1))),
    "index_add_alpha_dim": case(torch.index_add, lambda: (R(2, 4), 1, torch.tensor([3, 1]), R(2, 2, seed=1)), {"alpha": 2}),
    "index_copy": case(torch.index_copy, lambda: (R(4, 3), 0, torch.tensor([3, 1]), R(2, 3, seed=1))),
    "index_copy_dim1": case(torch.index_copy, lambda: (R(2, 4), -1, torch.tensor([0, 2]), R(2, 2, seed=1))),
    "index_fill": case(torch.index_fill, lambda: (R(3, 4), 1, torch.tensor([0, 2]), -1.0)),
    "index_fill_int": case(torch.index_fill, lambda: (_int(3, 4), 0, torch.tensor([1]), 7)),
    "index_put": case(torch.index_put, lambda: (R(3, 4), (torch.tensor([0, 2]), torch.tensor([1, 3])), torch.tensor(5.0))),
    "index_put_row": case(torch.index_put, lambda: (R(3, 4), (torch.tensor([2, 0]),), R(2, 4, seed=1))),
    "index_put_accumulate": case(torch.index_put, lambda: (R(3, 4), (torch.tensor([0, 0, 2]), torch.tensor([1, 1, 3])), R(3, seed=1)), {"accumulate": True}),
    "index_put_bool_mask": case(torch.index_put, lambda: (R(3, 4), (R(3, 4) > 0,), torch.tensor(0.0))),
    # nn ops that torch exposes at the top level (their frontends are slice C's files)
    "adaptive_avg_pool1d": case(torch.adaptive_avg_pool1d, lambda: (R(2, 3, 7), 3)),
    "c_nn_adaptive_avg_pool2d": case(torch._C._nn.adaptive_avg_pool2d, lambda: (R(1, 2, 7, 5), (3, 2))),
    "c_nn_adaptive_avg_pool3d": case(torch._C._nn.adaptive_avg_pool3d, lambda: (R(1, 2, 4, 5, 6), (2, 3, 3))),
    "avg_pool1d": case(torch.avg_pool1d, lambda: (R(2, 3, 8), 3, 2, 1)),
    "c_nn_avg_pool2d": case(torch._C._nn.avg_pool2d, lambda: (R(1, 2, 6, 6), 3, 2, 1)),
    "c_nn_avg_pool3d": case(torch._C._nn.avg_pool3d, lambda: (R(1, 2, 4, 4, 4), 2)),
    "max_pool1d": case(torch.max_pool1d, lambda: (R(2, 3, 8), 3, 2, 1)),
    "max_pool2d": case(torch.max_pool2d, lambda: (R(1, 2, 7, 7), 3, 2, 1)),
    "max_pool3d": case(torch.max_pool3d, lambda: (R(1, 2, 4, 4, 4), 2)),
    "conv1d": case(torch.conv1d, lambda: (R(2, 3, 9), R(4, 3, 3, seed=1), R(4, seed=2), 2, 1)),
    "conv2d": case(torch.conv2d, lambda: (R(1, 4, 7, 7), R(6, 2, 3, 3, seed=1), R(6, seed=2), (2, 2), (1, 1), (1, 1), 2)),
    "conv3d": case(torch.conv3d, lambda: (R(1, 2, 4, 4, 4), R(3, 2, 2, 2, 2, seed=1)), rtol=1e-5, atol=1e-5),
    "conv_transpose1d": case(torch.conv_transpose1d, lambda: (R(1, 2, 5), R(2, 3, 3, seed=1)), {"stride": 2}),
    "conv_transpose2d": case(torch.conv_transpose2d, lambda: (R(1, 2, 4, 4), R(2, 3, 3, 3, seed=1), R(3, seed=2), 2, 1)),
    "conv_transpose3d": case(torch.conv_transpose3d, lambda: (R(1, 2, 3, 3, 3), R(2, 2, 2, 2, 2, seed=1))),
    "convolution": case(torch.convolution, lambda: (R(1, 2, 6, 6), R(3, 2, 3, 3, seed=1), None, (1, 1), (1, 1), (1, 1), False, (0, 0), 1)),
    "convolution_transposed": case(torch.convolution, lambda: (R(1, 2, 4, 4), R(2, 3, 3, 3, seed=1), R(3, seed=2), (2, 2), (1, 1), (1, 1), True, (1, 1), 1)),
    "batch_norm": case(torch.batch_norm, lambda: (R(2, 3, 4), R(3), R(3, seed=1), R(3, seed=2), R(3, low=0.5, seed=3), False, 0.1, 1e-5, False)),
    "group_norm": case(torch.group_norm, lambda: (R(2, 4, 3), 2, R(4), R(4, seed=1), 1e-5, False)),
    "instance_norm": case(torch.instance_norm, lambda: (R(2, 3, 5), None, None, None, None, True, 0.1, 1e-5, False)),
    "layer_norm": case(torch.layer_norm, lambda: (R(2, 3, 4), (4,), R(4), R(4, seed=1), 1e-5, False)),
    "rms_norm": case(torch.rms_norm, lambda: (R(2, 3, 4), (3, 4), R(3, 4)), {"eps": 1e-6}),
    "_weight_norm": case(torch._weight_norm, lambda: (R(8, 4, 3), R(8, 1, 1, seed=1))),
    "_weight_norm_dim2": case(torch._weight_norm, lambda: (R(8, 4, 3), R(1, 1, 3, seed=1), 2)),
    "bilinear": case(torch.bilinear, lambda: (R(2, 3), R(2, 4, seed=1), R(5, 3, 4, seed=2), R(5, seed=3))),
    "embedding": case(torch.embedding, lambda: (R(5, 3), torch.tensor([[0, 4], [1, 1]]))),
    "binary_cross_entropy_with_logits": case(torch.binary_cross_entropy_with_logits, lambda: (R(3, 4), R(3, 4, low=0.0, high=1.0, seed=1), None, None, 1)),
    "cosine_similarity": case(torch.cosine_similarity, lambda: (R(3, 4), R(3, 4, seed=1))),
    "pairwise_distance": case(torch.pairwise_distance, lambda: (R(3, 4), R(3, 4, seed=1))),
    "pixel_shuffle": case(torch.pixel_shuffle, lambda: (R(1, 8, 2, 3), 2)),
    "pixel_unshuffle": case(torch.pixel_unshuffle, lambda: (R(1, 2, 4, 6), 2)),
    "dropout_eval": case(torch.dropout, lambda: (R(6), 0.5, False)),
    "feature_dropout_eval": case(torch.feature_dropout, lambda: (R(2, 3, 4), 0.5, False)),
    "alpha_dropout_eval": case(torch.alpha_dropout, lambda: (R(6), 0.5, False)),
    "dropout_train": case(torch.dropout, lambda: (R(6), 0.5, True), compare_values=False),
    "rnn_tanh_cell": case(torch.rnn_tanh_cell, lambda: (R(2, 3), R(2, 4, seed=1), R(4, 3, seed=2), R(4, 4, seed=3), R(4, seed=4), R(4, seed=5))),
    "rnn_relu_cell": case(torch.rnn_relu_cell, lambda: (R(2, 3), R(2, 4, seed=1), R(4, 3, seed=2), R(4, 4, seed=3))),
    "gru_cell": case(torch.gru_cell, lambda: (R(2, 3), R(2, 4, seed=1), R(12, 3, seed=2), R(12, 4, seed=3), R(12, seed=4), R(12, seed=5))),
    "lstm_cell": case(torch.lstm_cell, lambda: (R(2, 3), (R(2, 4, seed=1), R(2, 4, seed=6)), R(16, 3, seed=2), R(16, 4, seed=3), R(16, seed=4), R(16, seed=5))),
    "rnn_tanh": case(torch.rnn_tanh, lambda: (R(2, 5, 3), R(1, 2, 4, seed=1), [R(4, 3, seed=2), R(4, 4, seed=3), R(4, seed=4), R(4, seed=5)], True, 1, 0.0, False, False, True)),
    "rnn_relu": case(torch.rnn_relu, lambda: (R(5, 2, 3), R(1, 2, 4, seed=1), [R(4, 3, seed=2), R(4, 4, seed=3)], False, 1, 0.0, False, False, False)),
    "gru": case(torch.gru, lambda: (R(2, 5, 3), R(1, 2, 4, seed=1), [R(12, 3, seed=2), R(12, 4, seed=3), R(12, seed=4), R(12, seed=5)], True, 1, 0.0, False, False, True)),
    "lstm": case(torch.lstm, lambda: (R(2, 5, 3), (R(1, 2, 4, seed=1), R(1, 2, 4, seed=6)), [R(16, 3, seed=2), R(16, 4, seed=3), R(16, seed=4), R(16, seed=5)], True, 1, 0.0, False, False, True)),
    # random: shapes and dtypes only
    "rand": case(torch.rand, lambda: (2, 3), compare_values=False),
    "rand_dtype": case(torch.rand, lambda: ((4,),), {"dtype": torch.float64}, compare_values=False),
    "randn": case(torch.randn, lambda: (2, 3), compare_values=False),
    "randint": case(torch.randint, lambda: (0, 5, (3, 4)), compare_values=False),
    "randint_high_only": case(torch.randint, lambda: (5, (3,)), {"dtype": torch.int32}, compare_values=False),
    "rand_like": case(torch.rand_like, lambda: (R(2, 3, dtype=torch.float64),), compare_values=False),
    "randn_like": case(torch.randn_like, lambda: (R(2, 3),), compare_values=False),
    "randint_like": case(torch.randint_like, lambda: (R(2, 3), 4), compare_values=False),
    "randint_like_low_high": case(torch.randint_like, lambda: (_int(2, 3), 1, 4), compare_values=False),
    "randperm": case(torch.randperm, lambda: (6,), compare_values=False),
    "normal_tensors": case(torch.normal, lambda: (R(3, 4), R(3, 4, low=0.1, seed=1)), compare_values=False),
    "normal_size": case(torch.normal, lambda: (0.0, 1.0, (2, 3)), compare_values=False),
    "bernoulli": case(torch.bernoulli, lambda: (R(3, 4, low=0.0, high=1.0),), compare_values=False),
    "bernoulli_p_int_input": case(torch.bernoulli, lambda: (_int(3, 4),), {"p": 0.3}, compare_values=False),
    # probabilities 0 and 1 draw known values
    "bernoulli_certain": case(torch.bernoulli, lambda: (_int(3, 4, low=0, high=1).float(),)),
    "bernoulli_p1_int_input": case(torch.bernoulli, lambda: (_int(3, 4),), {"p": 1.0}),
    "bernoulli_p0": case(torch.bernoulli, lambda: (R(3, 4),), {"p": 0.0}),
    "bernoulli_p": case(torch.bernoulli, lambda: (R(3, 4),), {"p": 0.3}, compare_values=False),
    "multinomial": case(torch.multinomial, lambda: (R(2, 5, low=0.1, high=1.0), 3), compare_values=False),
    "multinomial_replacement": case(torch.multinomial, lambda: (R(5, low=0.1, high=1.0), 8, True), compare_values=False),
    # dtype queries and tensor predicates
    "is_tensor": case(torch.is_tensor, lambda: (R(2),)),
    "is_tensor_not": case(torch.is_tensor, lambda: ([1.0],)),
    "is_floating_point": case(torch.is_floating_point, lambda: (R(2),)),
    "is_floating_point_int": case(torch.is_floating_point, lambda: (_int(2),)),
    "is_complex": case(torch.is_complex, lambda: (R(2),)),
    "numel": case(torch.numel, lambda: (R(2, 3, 4),)),
})
# fmt: on

# torch functions of the slice without a case of CASES, and where they are tested instead
UNTESTED: dict[str, str] = {
    "torch.promote_types": "returns a dtype, not a tensor: test_dtype_functions_match_torch",
    "torch.result_type": "returns a dtype, not a tensor: test_dtype_functions_match_torch",
    "torch.can_cast": "returns a bool of two dtypes: test_dtype_functions_match_torch",
    "torch.get_default_dtype": "returns a dtype: test_dtype_functions_match_torch",
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_frontend_matches_torch(name, backend):
    if backend != "numpy":
        pytest.importorskip(backend)
    func, make_args, kwargs, options = CASES[name]
    args = make_args()
    if backend == "jax" and _asks_for_float64_without_x64(func, args, kwargs):
        # ivy refuses float64 on jax without its 64-bit mode (jax would silently give float32)
        with ivy.using_backend("jax"), pytest.raises(ivy.DtypeError, match="64-bit mode"):
            frontend_for(func)(*to_backend(args), **to_backend(kwargs))
        return
    check_frontend(func, args, kwargs, backend=backend, **options)


def _float64_leaf(value) -> bool:
    if isinstance(value, (list, tuple)):
        return any(_float64_leaf(v) for v in value)
    return isinstance(value, torch.Tensor) and value.dtype in (torch.float64, torch.complex128)


def _asks_for_float64_without_x64(func, args, kwargs) -> bool:
    """Whether torch answers in float64 though no input is: a float64 jax lacks without x64."""
    import jax

    if jax.config.read("jax_enable_x64") or _float64_leaf([args, list(kwargs.values())]):
        return False
    return _float64_leaf(
        func(*[a.clone() if isinstance(a, torch.Tensor) else a for a in args], **kwargs)
    )


def _in_slice(name: str) -> bool:
    return name.count(".") == 1 or name.startswith(("torch.special.", "torch.linalg.", "torch._C."))


def _torch_object(name: str):
    obj = torch
    for attr in name.split(".")[1:]:
        obj = getattr(obj, attr)
    return obj


def test_every_function_of_the_slice_has_a_case():
    slice_names = {name for name in FRONTENDS if _in_slice(name)}
    tested = {id(func) for func, *_ in CASES.values()}
    missing = sorted(
        name for name in slice_names - set(UNTESTED) if id(_torch_object(name)) not in tested
    )
    assert not missing, f"torch functions without a case: {missing}"
    assert set(UNTESTED) <= slice_names
    # each case reaches the frontend registered under its torch name
    for name in slice_names - set(UNTESTED):
        assert frontend_for(_torch_object(name)) is not None, name


DTYPE_CASES = [
    (torch.promote_types, (torch.int32, torch.float16)),
    (torch.promote_types, (torch.uint8, torch.int8)),
    (torch.promote_types, (torch.bool, torch.int64)),
    (torch.promote_types, (torch.float16, torch.bfloat16)),
    (torch.result_type, (torch.tensor([1, 2], dtype=torch.int32), 1.5)),
    (torch.result_type, (torch.tensor([1, 2], dtype=torch.int32), 3)),
    (
        torch.result_type,
        (torch.tensor(1.0, dtype=torch.float64), torch.tensor([1], dtype=torch.int8)),
    ),
    (torch.result_type, (torch.tensor([True]), False)),
    (torch.can_cast, (torch.int32, torch.float32)),
    (torch.can_cast, (torch.float32, torch.int32)),
    (torch.can_cast, (torch.int64, torch.bool)),
    (torch.get_default_dtype, ()),
]


def _narrowed(backend, name):
    """torch's dtype as jax without its 64-bit mode holds it (and as the inputs were narrowed)."""
    if backend == "jax" and name in ("int64", "float64"):
        import jax

        if not jax.config.read("jax_enable_x64"):
            return name.replace("64", "32")
    return name


def _dtype_name(value):
    return str(value).removeprefix("torch.") if isinstance(value, torch.dtype) else value


@pytest.mark.parametrize("backend", BACKENDS)
def test_dtype_functions_match_torch(backend):
    if backend != "numpy":
        pytest.importorskip(backend)
    for func, args in DTYPE_CASES:
        expected = _narrowed(backend, _dtype_name(func(*args)))
        with ivy.using_backend(backend):
            got = frontend_for(func)(*to_backend(args))
        assert str(got) == str(expected), f"{func.__name__}{args}: {got}, torch gives {expected}"


def test_out_is_refused():
    with ivy.using_backend("numpy"), pytest.raises(ivy.UnsupportedError, match="out="):
        frontend_for(torch.add)(ivy.asarray([1.0]), 1.0, out=ivy.asarray([0.0]))
