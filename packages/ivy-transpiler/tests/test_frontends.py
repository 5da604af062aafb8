"""torch frontends against torch itself: values and dtypes, on ivy's numpy, jax and tf backends.

Each case calls a torch function and its frontend (``frontend_for``) on the same random inputs;
the frontend gets the backend's arrays where torch gets tensors (jax and tensorflow cases skip
where those are not installed).
"""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import ivy  # noqa: E402
from ivy_transpiler.frontends.torch import FRONTENDS, UNSUPPORTED, frontend_for  # noqa: E402

T = torch.Tensor
F = torch.nn.functional


def _x(*shape, dtype=torch.float32, low=-2.0, high=2.0):
    g = torch.Generator().manual_seed(hash(shape) % 2**31)
    if dtype.is_floating_point:
        return torch.rand(*shape, generator=g, dtype=dtype) * (high - low) + low
    return torch.randint(int(low), int(high) + 1, shape, generator=g, dtype=dtype)


CASES = {
    # operators and methods as torch hands them over (Tensor.add for x + y, ...)
    "add_int_float_scalar": (T.add, lambda: (_x(3, dtype=torch.int64), 2.5), {}),
    "add_alpha": (torch.add, lambda: (_x(2, 3), _x(3)), {"alpha": 2}),
    "rsub": (T.__rsub__, lambda: (_x(4), 1), {}),
    "pow_scalar": (T.__pow__, lambda: (_x(4), 2), {}),
    "rpow": (T.__rpow__, lambda: (_x(4), 2), {}),
    "floordiv": (T.__floordiv__, lambda: (_x(5, dtype=torch.int64), 2), {}),
    "div_int": (T.div, lambda: (_x(4, dtype=torch.int64), 3), {}),
    "div_floor": (torch.div, lambda: (_x(4), 0.7), {"rounding_mode": "floor"}),
    "remainder_negative": (T.remainder, lambda: (_x(6), -0.8), {}),
    "eq": (T.__eq__, lambda: (_x(5, dtype=torch.int64, low=0, high=2), 1), {}),
    "matmul_batched": (T.matmul, lambda: (_x(2, 3, 4), _x(4, 5)), {}),
    "where": (torch.where, lambda: (_x(4) > 0, _x(4), 0.0), {}),
    "clamp_min": (T.clamp, lambda: (_x(5),), {"min": -0.5}),
    # reductions: dims, keepdim, negative dims, integer sums, named tuples
    "sum_int": (T.sum, lambda: (_x(3, 4, dtype=torch.int32),), {"dim": -1}),
    "mean_keepdim": (T.mean, lambda: (_x(3, 4, 5),), {"dim": (0, -1), "keepdim": True}),
    "max_dim": (T.max, lambda: (_x(3, 4),), {"dim": 1}),
    "argmax": (T.argmax, lambda: (_x(3, 4),), {"dim": 0}),
    "var_unbiased": (torch.var, lambda: (_x(4, 5),), {"dim": 1}),
    "std_correction": (torch.std, lambda: (_x(4, 5),), {"correction": 0}),
    "logsumexp": (torch.logsumexp, lambda: (_x(3, 4),), {"dim": -1}),
    "cumsum": (torch.cumsum, lambda: (_x(3, 4),), {"dim": 1}),
    "topk": (torch.topk, lambda: (_x(3, 6), 2), {}),
    "sort_descending": (torch.sort, lambda: (_x(3, 5),), {"descending": True}),
    "any": (T.any, lambda: (_x(3, 4) > 1,), {"dim": 0}),
    # shapes
    "view": (T.view, lambda: (_x(2, 6), 3, -1), {}),
    "reshape_tuple": (T.reshape, lambda: (_x(2, 6), (4, 3)), {}),
    "permute": (T.permute, lambda: (_x(2, 3, 4), 2, 0, 1), {}),
    "transpose": (T.transpose, lambda: (_x(2, 3, 4), -1, 0), {}),
    "flatten": (torch.flatten, lambda: (_x(2, 3, 4),), {"start_dim": 1}),
    "unsqueeze": (T.unsqueeze, lambda: (_x(2, 3), -1), {}),
    "squeeze_dim": (T.squeeze, lambda: (_x(2, 1, 3), 1), {}),
    "expand": (T.expand, lambda: (_x(1, 3), 4, -1), {}),
    "repeat": (T.repeat, lambda: (_x(2, 3), 2, 1, 2), {}),
    "cat": (torch.cat, lambda: ([_x(2, 3), _x(1, 3)],), {"dim": 0}),
    "stack": (torch.stack, lambda: ([_x(2, 3), _x(2, 3)],), {"dim": -1}),
    "chunk": (T.chunk, lambda: (_x(5, 2), 2), {}),
    "split_sizes": (T.split, lambda: (_x(5, 2), [2, 3]), {}),
    "flip": (torch.flip, lambda: (_x(3, 4), (0, 1)), {}),
    "roll": (torch.roll, lambda: (_x(3, 4), 1, 1), {}),
    "tril": (torch.tril, lambda: (_x(4, 4),), {"diagonal": -1}),
    # indexing
    "getitem_slices": (
        T.__getitem__,
        lambda: (_x(4, 5), (slice(1, None), slice(None, None, 2))),
        {},
    ),
    "getitem_none_ellipsis": (T.__getitem__, lambda: (_x(2, 3, 4), (None, Ellipsis, -1)), {}),
    "getitem_tensor": (T.__getitem__, lambda: (_x(4, 3), torch.tensor([2, 0, 2])), {}),
    "gather": (torch.gather, lambda: (_x(3, 4), 1, torch.tensor([[0, 3], [1, 1], [2, 0]])), {}),
    "index_select": (torch.index_select, lambda: (_x(3, 4), 1, torch.tensor([3, 0])), {}),
    "masked_fill": (T.masked_fill, lambda: (_x(3, 4), _x(3, 4) > 0, -1.0), {}),
    # creation
    "arange": (torch.arange, lambda: (5,), {}),
    "arange_float": (torch.arange, lambda: (0, 1, 0.25), {}),
    "zeros_like": (torch.zeros_like, lambda: (_x(2, 3),), {}),
    "full": (torch.full, lambda: ((2, 3), 1.5), {}),
    "ones_int": (torch.ones, lambda: (2, 3), {"dtype": "int32"}),
    "linspace": (torch.linspace, lambda: (0, 1, 5), {}),
    "logspace": (torch.logspace, lambda: (-1, 2, 4), {}),
    "arange_int_fractional_step": (torch.arange, lambda: (0, 3, 0.5), {"dtype": "int32"}),
    # elementwise math
    "exp": (torch.exp, lambda: (_x(5),), {}),
    "log1p": (torch.log1p, lambda: (_x(5, low=0.0),), {}),
    "rsqrt": (torch.rsqrt, lambda: (_x(5, low=0.1),), {}),
    "erf": (torch.erf, lambda: (_x(5),), {}),
    "sigmoid": (torch.sigmoid, lambda: (_x(5),), {}),
    "atan2": (torch.atan2, lambda: (_x(5), _x(5)), {}),
    "round_decimals": (torch.round, lambda: (_x(5),), {"decimals": 1}),
    "to_float16": (T.to, lambda: (_x(4), "float16"), {}),
    "long": (T.long, lambda: (_x(4, low=-3, high=3),), {}),
    # nn.functional
    "linear": (F.linear, lambda: (_x(2, 3), _x(4, 3), _x(4)), {}),
    "conv2d_groups_stride": (
        torch.conv2d,
        lambda: (_x(1, 4, 7, 7), _x(6, 2, 3, 3), _x(6), (2, 2), (1, 1), (1, 1), 2),
        {},
    ),
    "conv1d_same": (F.conv1d, lambda: (_x(2, 3, 9), _x(4, 3, 3)), {"padding": "same"}),
    "conv_transpose2d": (
        F.conv_transpose2d,
        lambda: (_x(1, 2, 4, 4), _x(2, 3, 3, 3)),
        {"stride": 2},
    ),
    "max_pool2d_ceil": (
        F.max_pool2d,
        lambda: (_x(1, 2, 7, 7), 3),
        {"stride": 2, "ceil_mode": True},
    ),
    "avg_pool2d_pad": (F.avg_pool2d, lambda: (_x(1, 2, 6, 6), 3), {"padding": 1, "stride": 2}),
    "adaptive_avg_pool2d": (F.adaptive_avg_pool2d, lambda: (_x(1, 2, 7, 5), (3, 2)), {}),
    "batch_norm_eval": (
        F.batch_norm,
        lambda: (_x(2, 3, 4), _x(3), _x(3, low=0.5), _x(3), _x(3)),
        {"training": False},
    ),
    "layer_norm": (F.layer_norm, lambda: (_x(2, 3, 4), (3, 4), _x(3, 4), _x(3, 4)), {}),
    "group_norm": (F.group_norm, lambda: (_x(2, 4, 3), 2, _x(4), _x(4)), {}),
    "softmax": (F.softmax, lambda: (_x(3, 4),), {"dim": 0}),
    "log_softmax": (F.log_softmax, lambda: (_x(3, 4),), {"dim": -1}),
    "gelu_tanh": (F.gelu, lambda: (_x(6),), {"approximate": "tanh"}),
    "silu": (F.silu, lambda: (_x(6),), {}),
    "leaky_relu": (F.leaky_relu, lambda: (_x(6), 0.2), {}),
    "hardswish": (F.hardswish, lambda: (_x(6, low=-4, high=4),), {}),
    "dropout_eval": (F.dropout, lambda: (_x(6),), {"p": 0.5, "training": False}),
    "embedding": (F.embedding, lambda: (torch.tensor([[0, 2], [1, 1]]), _x(3, 4)), {}),
    "one_hot": (F.one_hot, lambda: (torch.tensor([0, 2, 1]), 4), {}),
    "pad_constant": (F.pad, lambda: (_x(2, 3), (1, 2, 0, 1)), {"value": 0.5}),
    "pad_replicate": (F.pad, lambda: (_x(1, 2, 3), (2, 1)), {"mode": "replicate"}),
    "interpolate_bilinear": (
        F.interpolate,
        lambda: (_x(1, 2, 3, 4),),
        {"size": (5, 7), "mode": "bilinear", "align_corners": False},
    ),
    "sdpa_causal": (
        F.scaled_dot_product_attention,
        lambda: (_x(2, 3, 4), _x(2, 3, 4), _x(2, 3, 4)),
        {"is_causal": True},
    ),
    "cross_entropy_weighted": (
        F.cross_entropy,
        lambda: (_x(4, 3), torch.tensor([0, 2, 1, 2]), _x(3, low=0.5)),
        {},
    ),
    "nll_loss_ignore": (
        F.nll_loss,
        lambda: (_x(4, 3), torch.tensor([0, -100, 1, 2])),
        {"reduction": "sum"},
    ),
    "kl_div": (F.kl_div, lambda: (_x(3, 4), _x(3, 4, low=0.0)), {"reduction": "batchmean"}),
    # calls of the transformers model zoo (tests/model_zoo.py), with the arguments they pass
    "and_bool": (T.__and__, lambda: (_x(3, 4) > 0, _x(3, 4) > -0.5), {}),
    "contiguous": (T.contiguous, lambda: (_x(3, 4).t(),), {}),
    "exp_method": (T.exp, lambda: (_x(5),), {}),
    "flatten_method": (T.flatten, lambda: (_x(2, 3, 4, 5), 2), {}),
    "ge_int_scalar": (T.ge, lambda: (_x(5, dtype=torch.int64), 0), {}),
    "le_broadcast": (T.le, lambda: (_x(3, 1, dtype=torch.int64), _x(1, 4, dtype=torch.int64)), {}),
    "ne_int_scalar": (T.ne, lambda: (_x(6, dtype=torch.int64), 1), {}),
    "int_of_bool": (T.int, lambda: (_x(5) > 0,), {}),
    "mul_int_by_float": (T.mul, lambda: (_x(4, dtype=torch.int64), 0.5), {}),
    "mul_broadcast": (T.mul, lambda: (_x(2, 1, 4), _x(3, 1)), {}),
    "neg": (T.neg, lambda: (_x(5),), {}),
    "new_ones_0d_bool": (T.new_ones, lambda: (_x(2, 3), ()), {"dtype": "bool"}),
    "reshape_as": (T.reshape_as, lambda: (_x(2, 6), _x(3, 4)), {}),
    "sub_alpha": (T.sub, lambda: (_x(3, 4), _x(4)), {"alpha": 2}),
    "sub_int_scalar": (T.sub, lambda: (_x(3, dtype=torch.int32), 1), {}),
    "t": (T.t, lambda: (_x(3, 4),), {}),
    "type_as_int_to_float": (T.type_as, lambda: (_x(4, dtype=torch.int64), _x(2)), {}),
    "to_dtype_truncates": (T.to, lambda: (_x(6, low=-3, high=3),), {"dtype": "int32"}),
    "to_device": (T.to, lambda: (_x(4), "cpu"), {}),
    "weight_norm_dim2": (torch._weight_norm, lambda: (_x(8, 4, 3), _x(1, 1, 3), 2), {}),
    "einsum_attention": (
        torch.einsum,
        lambda: ("bhlk,bhtk->bhlt", _x(2, 2, 3, 4), _x(2, 2, 5, 4)),
        {},
    ),
    "meshgrid_ij": (
        torch.meshgrid,
        lambda: ([torch.arange(3), torch.arange(4)],),
        {"indexing": "ij"},
    ),
    "split_function": (torch.split, lambda: (_x(2, 5, 3), [1, 4], 1), {}),
    "matmul_4d": (torch.matmul, lambda: (_x(2, 2, 3, 4), _x(2, 2, 4, 5)), {}),
    "adaptive_avg_pool1d": (F.adaptive_avg_pool1d, lambda: (_x(2, 3, 7), 1), {}),
    "adaptive_avg_pool1d_uneven": (F.adaptive_avg_pool1d, lambda: (_x(2, 3, 7), 3), {}),
    "hardtanh_relu6": (
        F.hardtanh,
        lambda: (_x(6, low=-8, high=8),),
        {"min_val": 0.0, "max_val": 6.0},
    ),
    "relu": (F.relu, lambda: (_x(6),), {}),
    "pow_square": (torch.pow, lambda: (_x(5), 2), {}),
    "pow_sqrt": (torch.pow, lambda: (_x(5, low=0.1), 0.5), {}),
    "pow_int_tensor_float_exponent": (torch.pow, lambda: (_x(4, dtype=torch.int64), 0.5), {}),
    "sum_keepdim": (torch.sum, lambda: (_x(3, 4),), {"dim": -1, "keepdim": True}),
    "sum_bool": (torch.sum, lambda: (_x(3, 4) > 0,), {}),
    "tanh": (torch.tanh, lambda: (_x(5),), {}),
    "zeros_size_keyword": (torch.zeros, lambda: (), {"size": (3, 2), "dtype": "int64"}),
    "zeros_0d": (torch.zeros, lambda: ((),), {"dtype": "float32"}),
    "arange_int64": (torch.arange, lambda: (0, 7), {"dtype": "int64"}),
    "where_finfo_min": (
        torch.where,
        lambda: (_x(4) > 0, _x(4), -3.4028234663852886e38),
        {},
    ),
    "cumsum_int32_promotes": (torch.cumsum, lambda: (_x(3, 4, dtype=torch.int32),), {"dim": 1}),
    "argmax_int": (T.argmax, lambda: (_x(3, 5, dtype=torch.int32),), {"dim": -1}),
    "roll_two_dims": (torch.roll, lambda: (_x(2, 4, 5, 3),), {"shifts": (-2, 1), "dims": (1, 2)}),
    "batch_norm_training_without_stats": (
        F.batch_norm,
        lambda: (_x(4, 3, 5), None, None),
        {"training": True, "momentum": 0.0, "eps": 1e-8},
    ),
    "gelu_exact": (F.gelu, lambda: (_x(6),), {"approximate": "none"}),
    "conv1d_groups_padding": (
        F.conv1d,
        lambda: (_x(2, 4, 9), _x(4, 2, 4), _x(4)),
        {"padding": 2, "groups": 2},
    ),
    "conv1d_stride": (F.conv1d, lambda: (_x(2, 1, 20), _x(3, 1, 10)), {"stride": 5}),
    "max_pool2d_padding": (
        F.max_pool2d,
        lambda: (_x(1, 2, 7, 7), 3),
        {"stride": 2, "padding": 1},
    ),
    "pad_value_none": (F.pad, lambda: (_x(1, 3, 4), (0, 0, 1, 2)), {"value": None}),
    "interpolate_bicubic": (
        F.interpolate,
        lambda: (_x(1, 2, 4, 4),),
        {"size": (6, 7), "mode": "bicubic", "align_corners": False},
    ),
    "sdpa_bool_mask": (
        F.scaled_dot_product_attention,
        lambda: (_x(2, 2, 3, 4), _x(2, 2, 5, 4), _x(2, 2, 5, 4)),
        {"attn_mask": _x(2, 1, 3, 5) > -1.0},
    ),
    "sdpa_additive_mask_scale": (
        F.scaled_dot_product_attention,
        lambda: (_x(2, 2, 3, 4), _x(2, 2, 5, 4), _x(2, 2, 5, 4)),
        {"attn_mask": _x(2, 1, 3, 5), "scale": 0.3},
    ),
}


def _native(value):
    if isinstance(value, torch.Tensor):
        return ivy.asarray(value.numpy())
    if isinstance(value, (list, tuple)):
        return type(value)(_native(v) for v in value)
    return value


def _native_kwargs(kwargs):
    return {k: _native(v) for k, v in kwargs.items()}


def _expected_dtype(dtype, backend):
    if backend == "jax":
        import jax

        if not jax.config.read("jax_enable_x64") and dtype in (np.int64, np.float64):
            return np.dtype(np.int32 if dtype == np.int64 else np.float32)
    return dtype


def _leaves(value):
    if isinstance(value, (list, tuple)):
        return [leaf for item in value for leaf in _leaves(item)]
    return [value]


@pytest.mark.parametrize("backend", ["numpy", "jax", "tensorflow"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_frontend_matches_torch(case, backend):
    if backend != "numpy":
        pytest.importorskip(backend)
    func, make_args, kwargs = CASES[case]
    args = make_args()
    torch_kwargs = {k: getattr(torch, v) if k == "dtype" else v for k, v in kwargs.items()}
    torch_args = tuple(getattr(torch, a) if a == "float16" else a for a in args)
    expected = func(*torch_args, **torch_kwargs)
    frontend = frontend_for(func)
    assert frontend is not None, f"no frontend for {case}"
    with ivy.using_backend(backend):
        actual = frontend(*_native(args), **_native_kwargs(kwargs))
    actual, expected = _leaves(actual), _leaves(expected)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected, strict=True):
        want = want.numpy() if isinstance(want, torch.Tensor) else np.asarray(want)
        got = np.asarray(got)
        dtype = _expected_dtype(want.dtype, backend)
        assert got.dtype == dtype, f"{case}: dtype {got.dtype}, torch gives {want.dtype}"
        assert got.shape == want.shape
        tolerance = 1e-3 if want.dtype == np.float16 else 1e-5
        np.testing.assert_allclose(got, want, rtol=tolerance, atol=tolerance)


def test_in_place_methods_return_the_new_value_in_self_dtype():
    x = _x(3, dtype=torch.int32)
    with ivy.using_backend("numpy"):
        new = frontend_for(T.add_)(x.numpy(), 2)
        written = frontend_for(T.__setitem__)(x.numpy(), 1, 7)
    expected = x.clone().add_(2)
    assert new.dtype == np.int32
    np.testing.assert_array_equal(new, expected.numpy())
    y = x.clone()
    y[1] = 7
    np.testing.assert_array_equal(written, y.numpy())


IN_PLACE = {
    # the in-place calls of the model zoo: BEiT's relative position index, ResNet's residual add
    "setitem_tuple_scalar": (T.__setitem__, lambda: (_x(4, 4, dtype=torch.int64), (0, 0), 51), {}),
    "setitem_row": (
        T.__setitem__,
        lambda: (_x(4, 4, dtype=torch.int64), (0, slice(0, None)), 49),
        {},
    ),
    "setitem_block_tensor": (
        T.__setitem__,
        lambda: (_x(4, 4), (slice(1, None), slice(1, None)), _x(3, 3, low=5.0, high=6.0)),
        {},
    ),
    "setitem_last_axis_broadcast": (
        T.__setitem__,
        lambda: (_x(3, 3, 2, dtype=torch.int64), (slice(None), slice(None), 1), _x(3, 1)),
        {},
    ),
    "add_": (T.add_, lambda: (_x(2, 3), _x(3)), {}),
    "add_alpha_": (T.add_, lambda: (_x(2, 3), _x(2, 3)), {"alpha": 0.5}),
    "mul_scalar_": (T.mul_, lambda: (_x(2, 3), 3.0), {}),
    "mul_int_": (T.mul_, lambda: (_x(4, dtype=torch.int64), _x(4, dtype=torch.int64)), {}),
}


@pytest.mark.parametrize("backend", ["numpy", "jax", "tensorflow"])
@pytest.mark.parametrize("case", sorted(IN_PLACE))
def test_in_place_frontend_returns_the_value_torch_writes(case, backend):
    if backend != "numpy":
        pytest.importorskip(backend)
    func, make_args, kwargs = IN_PLACE[case]
    args = make_args()
    written = args[0].clone()
    func(written, *args[1:], **kwargs)
    with ivy.using_backend(backend):
        new = frontend_for(func)(*_native(args), **kwargs)
    assert np.asarray(new).dtype == _expected_dtype(written.numpy().dtype, backend)
    np.testing.assert_allclose(np.asarray(new), written.numpy(), rtol=1e-6, atol=1e-6)


def test_registry_names_resolve_and_refusals_have_reasons():
    assert len(FRONTENDS) > 800
    assert frontend_for(torch.Tensor.shape.__get__) is not None  # a fresh method-wrapper
    assert frontend_for(object()) is None
    assert all(isinstance(reason, str) and reason for reason in UNSUPPORTED.values())
