"""``torch.nn.functional.*`` frontends against torch itself, on ivy's numpy, jax and tf backends.

Each case calls a function of ``torch.nn.functional`` and its frontend
(:func:`ivy_transpiler.testing.check_frontend`) on the same small random inputs: every mode,
dimensionality and argument where torch's semantics branch. Random functions (dropout in
training, ``rrelu`` in training, ``gumbel_softmax``) are checked for shapes and dtypes by the
table and for their values' law by the tests below it.
"""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import ivy  # noqa: E402
from ivy_transpiler.frontends.torch import FRONTENDS, frontend_for  # noqa: E402
from ivy_transpiler.testing import check_frontend, random_tensor  # noqa: E402

F = torch.nn.functional
R = random_tensor
BACKENDS = ["numpy", "jax", "tensorflow"]


def _positive(*shape, seed=0):
    return R(*shape, low=0.1, high=2.0, seed=seed)


def _probabilities(*shape, seed=0):
    return R(*shape, low=0.02, high=0.98, seed=seed)


def _mha_args(embed=8, heads=2, tgt=3, src=4, batch=2, bias=True):
    """The positional arguments of ``F.multi_head_attention_forward`` up to ``out_proj_bias``."""
    return (
        R(tgt, batch, embed, seed=1),
        R(src, batch, embed, seed=2),
        R(src, batch, embed, seed=3),
        embed,
        heads,
        R(3 * embed, embed, low=-0.5, high=0.5, seed=4),
        R(3 * embed, low=-0.5, high=0.5, seed=5) if bias else None,
        None,
        None,
        False,
        0.0,
        R(embed, embed, low=-0.5, high=0.5, seed=6),
        R(embed, low=-0.5, high=0.5, seed=7) if bias else None,
    )


def _mha_unbatched():
    args = list(_mha_args(batch=1))
    args[:3] = [a[:, 0] for a in args[:3]]
    return tuple(args)


def _mha_bias_kv():
    args = list(_mha_args())
    args[7:10] = [R(1, 1, 8, seed=8), R(1, 1, 8, seed=9), True]
    return tuple(args)


_CAUSAL_3x3 = torch.ones(3, 3, dtype=torch.bool).triu(1)
_PADDED_KEYS = torch.tensor([[False, False, False, True], [False, False, True, True]])

# name -> (function, () -> positional args, keyword args[, check_frontend options])
CASES = {
    # --- activations -----------------------------------------------------------------------
    "relu": (F.relu, lambda: (R(2, 5),), {}),
    "relu_int": (F.relu, lambda: (R(7, dtype=torch.int64, low=-3, high=3),), {}),
    "relu_": (F.relu_, lambda: (R(2, 5),), {}),
    "relu_float16": (F.relu, lambda: (R(2, 5, dtype=torch.float16),), {}),
    "relu6": (F.relu6, lambda: (R(12, low=-8, high=8),), {}),
    "leaky_relu_default": (F.leaky_relu, lambda: (R(8),), {}),
    "leaky_relu_slope": (F.leaky_relu, lambda: (R(2, 4),), {"negative_slope": 0.2}),
    "leaky_relu_": (F.leaky_relu_, lambda: (R(2, 4), 0.3), {}),
    "gelu": (F.gelu, lambda: (R(3, 4, low=-4, high=4),), {}),
    "gelu_tanh": (F.gelu, lambda: (R(3, 4, low=-4, high=4),), {"approximate": "tanh"}),
    "gelu_float16": (F.gelu, lambda: (R(3, 4, dtype=torch.float16),), {}),
    "silu": (F.silu, lambda: (R(3, 4, low=-6, high=6),), {}),
    "mish": (F.mish, lambda: (R(3, 4, low=-6, high=6),), {}),
    "elu": (F.elu, lambda: (R(3, 4),), {}),
    "elu_alpha": (F.elu, lambda: (R(3, 4),), {"alpha": 0.5}),
    "elu_": (F.elu_, lambda: (R(3, 4),), {"alpha": 2.0}),
    "celu": (F.celu, lambda: (R(3, 4),), {"alpha": 2.0}),
    "celu_": (F.celu_, lambda: (R(3, 4),), {}),
    "selu": (F.selu, lambda: (R(3, 4),), {}),
    "selu_": (F.selu_, lambda: (R(3, 4),), {}),
    "softplus": (F.softplus, lambda: (R(3, 4, low=-5, high=5),), {}),
    "softplus_beta_threshold": (
        F.softplus,
        lambda: (R(3, 4, low=-5, high=5),),
        {"beta": 2.0, "threshold": 3.0},
    ),
    "softsign": (F.softsign, lambda: (R(3, 4, low=-5, high=5),), {}),
    "hardtanh": (F.hardtanh, lambda: (R(10, low=-3, high=3),), {}),
    "hardtanh_bounds": (F.hardtanh, lambda: (R(10, low=-3, high=3), -0.5, 2.0), {}),
    "hardtanh_": (F.hardtanh_, lambda: (R(10, low=-3, high=3),), {"max_val": 0.5}),
    "hardsigmoid": (F.hardsigmoid, lambda: (R(12, low=-5, high=5),), {}),
    "hardswish": (F.hardswish, lambda: (R(12, low=-5, high=5),), {}),
    "hardshrink": (F.hardshrink, lambda: (R(12),), {}),
    "hardshrink_lambd": (F.hardshrink, lambda: (R(12),), {"lambd": 1.0}),
    "softshrink": (F.softshrink, lambda: (R(12),), {}),
    "softshrink_lambd": (F.softshrink, lambda: (R(12),), {"lambd": 1.2}),
    "tanhshrink": (F.tanhshrink, lambda: (R(12),), {}),
    "threshold": (F.threshold, lambda: (R(12), 0.1, 20.0), {}),
    "threshold_": (F.threshold_, lambda: (R(12), -0.5, -3.0), {}),
    "logsigmoid": (F.logsigmoid, lambda: (R(12, low=-30, high=30),), {}),
    "glu": (F.glu, lambda: (R(3, 8),), {}),
    "glu_dim0": (F.glu, lambda: (R(4, 3),), {"dim": 0}),
    "prelu_single": (F.prelu, lambda: (R(2, 3, 4), torch.tensor([0.25])), {}),
    "prelu_channels": (F.prelu, lambda: (R(2, 3, 4, 4), R(3, low=0, high=1)), {}),
    "prelu_1d_input": (F.prelu, lambda: (R(6), torch.tensor([0.1])), {}),
    "rrelu_eval": (F.rrelu, lambda: (R(3, 4),), {}),
    "rrelu_eval_bounds": (F.rrelu, lambda: (R(3, 4), 0.1, 0.3), {"training": False}),
    "rrelu_train": (F.rrelu, lambda: (R(3, 4),), {"training": True}, {"compare_values": False}),
    "rrelu_": (F.rrelu_, lambda: (R(3, 4),), {}),
    "sigmoid": (F.sigmoid, lambda: (R(3, 4, low=-8, high=8),), {}),
    "tanh": (F.tanh, lambda: (R(3, 4, low=-4, high=4),), {}),
    # softmax family: explicit, negative and implicit dims (torch's legacy rule), dtype=
    "softmax": (F.softmax, lambda: (R(3, 4),), {"dim": -1}),
    "softmax_float16": (F.softmax, lambda: (R(3, 4, dtype=torch.float16),), {"dim": -1}),
    "softmax_float16_to_float32": (
        F.softmax,
        lambda: (R(3, 4, dtype=torch.float16),),
        {"dim": -1, "dtype": torch.float32},
    ),
    "softmax_dim0": (F.softmax, lambda: (R(3, 4),), {"dim": 0}),
    "softmax_implicit_2d": (F.softmax, lambda: (R(3, 4),), {}),
    "softmax_implicit_3d": (F.softmax, lambda: (R(2, 3, 4),), {}),
    "softmax_dtype": (F.softmax, lambda: (R(3, 4),), {"dim": 1, "dtype": torch.float64}),
    "softmax_0d": (F.softmax, lambda: (torch.tensor(1.5),), {"dim": 0}),
    "log_softmax": (F.log_softmax, lambda: (R(2, 3, 4),), {"dim": 1}),
    "log_softmax_implicit_4d": (F.log_softmax, lambda: (R(2, 3, 2, 2),), {}),
    "log_softmax_dtype": (F.log_softmax, lambda: (R(3, 4),), {"dim": -1, "dtype": torch.float64}),
    "softmin": (F.softmin, lambda: (R(3, 4),), {"dim": -1}),
    "softmin_dtype": (F.softmin, lambda: (R(3, 4),), {"dim": 0, "dtype": torch.float64}),
    "gumbel_softmax": (F.gumbel_softmax, lambda: (R(3, 5),), {}, {"compare_values": False}),
    "gumbel_softmax_hard": (
        F.gumbel_softmax,
        lambda: (R(3, 5),),
        {"hard": True, "tau": 0.5, "dim": 0},
        {"compare_values": False},
    ),
    # --- attention -------------------------------------------------------------------------
    "sdpa_3d": (F.scaled_dot_product_attention, lambda: (R(2, 3, 4), R(2, 5, 4), R(2, 5, 6)), {}),
    "sdpa_causal_square": (
        F.scaled_dot_product_attention,
        lambda: (R(2, 2, 4, 8), R(2, 2, 4, 8, seed=1), R(2, 2, 4, 8, seed=2)),
        {"is_causal": True},
    ),
    "sdpa_causal_rectangular": (
        F.scaled_dot_product_attention,
        lambda: (R(1, 2, 3, 4), R(1, 2, 5, 4, seed=1), R(1, 2, 5, 4, seed=2)),
        {"is_causal": True},
    ),
    "sdpa_bool_mask_broadcast": (
        F.scaled_dot_product_attention,
        lambda: (R(2, 2, 3, 4), R(2, 2, 5, 4, seed=1), R(2, 2, 5, 4, seed=2)),
        {"attn_mask": R(3, 5, seed=3) > -1.0},
    ),
    "sdpa_float_mask_scale": (
        F.scaled_dot_product_attention,
        lambda: (R(2, 2, 3, 4), R(2, 2, 5, 4, seed=1), R(2, 2, 5, 4, seed=2)),
        {"attn_mask": R(2, 1, 3, 5, seed=3), "scale": 0.3},
    ),
    "sdpa_gqa": (
        F.scaled_dot_product_attention,
        lambda: (R(1, 4, 3, 4), R(1, 2, 3, 4, seed=1), R(1, 2, 3, 4, seed=2)),
        {"enable_gqa": True},
    ),
    "sdpa_fully_masked_rows_bool": (  # torch 2.13 gives zeros for a row that attends nowhere
        F.scaled_dot_product_attention,
        lambda: (R(2, 3, 4), R(2, 5, 4, seed=1), R(2, 5, 4, seed=2)),
        {"attn_mask": torch.tensor([[True] * 5, [False] * 5, [True, False] * 2 + [True]])},
    ),
    "sdpa_fully_masked_rows_float": (
        F.scaled_dot_product_attention,
        lambda: (R(2, 3, 4), R(2, 5, 4, seed=1), R(2, 5, 4, seed=2)),
        {"attn_mask": torch.tensor([[0.0] * 5, [-np.inf] * 5, [0.5, -np.inf, 0.0, -np.inf, 1.0]])},
    ),
    "sdpa_dropout": (
        F.scaled_dot_product_attention,
        lambda: (R(2, 3, 4), R(2, 3, 4, seed=1), R(2, 3, 4, seed=2)),
        {"dropout_p": 0.5},
        {"compare_values": False},
    ),
    "mha_forward": (F.multi_head_attention_forward, _mha_args, {"training": False}),
    "mha_forward_masks": (
        F.multi_head_attention_forward,
        lambda: _mha_args(),
        {"key_padding_mask": _PADDED_KEYS, "attn_mask": R(3, 4, seed=10), "training": False},
    ),
    "mha_forward_per_head_weights": (
        F.multi_head_attention_forward,
        lambda: _mha_args(),
        {"average_attn_weights": False, "training": False, "key_padding_mask": _PADDED_KEYS},
    ),
    "mha_forward_3d_attn_mask_float_padding": (
        F.multi_head_attention_forward,
        lambda: _mha_args(),
        {
            "attn_mask": R(4, 3, 4, seed=10),
            "key_padding_mask": torch.where(_PADDED_KEYS, -5.0, 0.0),
            "training": False,
        },
    ),
    "mha_forward_dropout_training": (
        F.multi_head_attention_forward,
        lambda: (*_mha_args()[:10], 0.5, *_mha_args()[11:]),
        {},
        {"compare_values": False},
    ),
    "mha_forward_causal_no_weights": (
        F.multi_head_attention_forward,
        lambda: _mha_args(src=3),
        {"attn_mask": _CAUSAL_3x3, "is_causal": True, "need_weights": False, "training": False},
    ),
    "mha_forward_unbatched": (F.multi_head_attention_forward, _mha_unbatched, {}),
    "mha_forward_bias_kv_zero_attn": (
        F.multi_head_attention_forward,
        _mha_bias_kv,
        {"key_padding_mask": _PADDED_KEYS, "training": False},
    ),
    "mha_forward_separate_weights_no_bias": (
        F.multi_head_attention_forward,
        lambda: _mha_args(bias=False),
        {
            "use_separate_proj_weight": True,
            "q_proj_weight": R(8, 8, low=-0.5, high=0.5, seed=11),
            "k_proj_weight": R(8, 8, low=-0.5, high=0.5, seed=12),
            "v_proj_weight": R(8, 8, low=-0.5, high=0.5, seed=13),
            "training": False,
        },
    ),
    # --- convolutions ----------------------------------------------------------------------
    "conv1d": (F.conv1d, lambda: (R(2, 3, 9), R(4, 3, 3), R(4)), {}),
    "conv1d_float16": (
        F.conv1d,
        lambda: (
            R(1, 3, 9, dtype=torch.float16),
            R(4, 3, 3, dtype=torch.float16, low=-0.5, high=0.5),
        ),
        {},
    ),
    "conv1d_stride_dilation_padding": (
        F.conv1d,
        lambda: (R(2, 3, 11), R(4, 3, 3)),
        {"stride": 2, "padding": 2, "dilation": 2},
    ),
    "conv1d_groups": (F.conv1d, lambda: (R(1, 4, 8), R(6, 2, 3), R(6)), {"groups": 2}),
    "conv1d_same_even_kernel": (
        F.conv1d,
        lambda: (R(1, 2, 7), R(3, 2, 4)),
        {"padding": "same", "dilation": 2},
    ),
    "conv1d_valid_unbatched": (F.conv1d, lambda: (R(3, 9), R(4, 3, 3)), {"padding": "valid"}),
    "conv2d": (F.conv2d, lambda: (R(2, 3, 6, 6), R(4, 3, 3, 3), R(4)), {}),
    "conv2d_tuples": (
        F.conv2d,
        lambda: (R(1, 2, 7, 8), R(3, 2, 3, 2)),
        {"stride": (2, 1), "padding": (1, 2), "dilation": (1, 2)},
    ),
    "conv2d_depthwise": (F.conv2d, lambda: (R(1, 4, 5, 5), R(4, 1, 3, 3)), {"groups": 4}),
    "conv2d_same": (F.conv2d, lambda: (R(1, 2, 5, 6), R(3, 2, 3, 4), R(3)), {"padding": "same"}),
    "conv2d_unbatched": (F.conv2d, lambda: (R(2, 5, 5), R(3, 2, 3, 3)), {"padding": 1}),
    "conv3d": (F.conv3d, lambda: (R(1, 2, 4, 5, 5), R(3, 2, 2, 3, 3), R(3)), {}),
    "conv3d_stride_groups_same": (
        F.conv3d,
        lambda: (R(1, 4, 4, 4, 4), R(4, 2, 3, 3, 3)),
        {"padding": "same", "groups": 2},
    ),
    "conv3d_stride_padding": (
        F.conv3d,
        lambda: (R(1, 2, 5, 5, 5), R(2, 2, 3, 3, 3)),
        {"stride": 2, "padding": 1},
    ),
    "conv_transpose1d": (F.conv_transpose1d, lambda: (R(2, 3, 5), R(3, 4, 3), R(4)), {}),
    "conv_transpose1d_stride_padding_output_padding": (
        F.conv_transpose1d,
        lambda: (R(1, 2, 5), R(2, 3, 3)),
        {"stride": 2, "padding": 1, "output_padding": 1},
    ),
    "conv_transpose1d_groups_dilation": (
        F.conv_transpose1d,
        lambda: (R(1, 4, 5), R(4, 3, 3), R(6)),
        {"groups": 2, "dilation": 2},
    ),
    "conv_transpose2d": (F.conv_transpose2d, lambda: (R(1, 2, 4, 4), R(2, 3, 3, 3), R(3)), {}),
    "conv_transpose2d_stride_tuple": (
        F.conv_transpose2d,
        lambda: (R(1, 2, 3, 4), R(2, 2, 3, 2)),
        {"stride": (2, 3), "padding": (1, 0), "output_padding": (1, 2)},
    ),
    "conv_transpose2d_groups_unbatched": (
        F.conv_transpose2d,
        lambda: (R(4, 3, 3), R(4, 1, 2, 2)),
        {"groups": 2, "stride": 2},
    ),
    "conv_transpose3d": (
        F.conv_transpose3d,
        lambda: (R(1, 2, 3, 3, 3), R(2, 2, 2, 2, 2)),
        {"stride": 2, "padding": 1},
    ),
    "unfold": (F.unfold, lambda: (R(2, 3, 5, 5), 2), {}),
    "unfold_options": (
        F.unfold,
        lambda: (R(1, 2, 6, 7), (2, 3)),
        {"dilation": (1, 2), "padding": 1, "stride": (2, 1)},
    ),
    "unfold_unbatched": (F.unfold, lambda: (R(2, 4, 4), 2), {"stride": 2}),
    "fold": (F.fold, lambda: (R(2, 12, 16), (5, 5), 2), {}),
    "fold_options": (
        F.fold,
        lambda: (R(1, 8, 16), (6, 7), (2, 2)),
        {"dilation": (1, 2), "padding": 1, "stride": 2},
    ),
    "fold_unbatched": (F.fold, lambda: (R(8, 9), (4, 4), 2), {}),
    # --- dropout ---------------------------------------------------------------------------
    "dropout_eval": (F.dropout, lambda: (R(3, 4),), {"training": False}),
    "dropout_p0": (F.dropout, lambda: (R(3, 4),), {"p": 0.0}),
    "dropout_train": (F.dropout, lambda: (R(3, 4),), {"p": 0.3}, {"compare_values": False}),
    "dropout1d_eval": (F.dropout1d, lambda: (R(2, 3, 4),), {"training": False}),
    "dropout1d_train": (F.dropout1d, lambda: (R(2, 3, 4),), {}, {"compare_values": False}),
    "dropout2d_eval": (F.dropout2d, lambda: (R(2, 3, 4, 4),), {"p": 0.2, "training": False}),
    "dropout2d_train": (F.dropout2d, lambda: (R(2, 3, 4, 4),), {}, {"compare_values": False}),
    "dropout3d_eval": (F.dropout3d, lambda: (R(2, 3, 2, 2, 2),), {"training": False}),
    "dropout3d_train": (F.dropout3d, lambda: (R(3, 2, 2, 2),), {}, {"compare_values": False}),
    "alpha_dropout_eval": (F.alpha_dropout, lambda: (R(3, 4),), {"p": 0.3}),
    "alpha_dropout_train": (
        F.alpha_dropout,
        lambda: (R(3, 4),),
        {"p": 0.3, "training": True},
        {"compare_values": False},
    ),
    "feature_alpha_dropout_eval": (F.feature_alpha_dropout, lambda: (R(2, 3, 4),), {}),
    "feature_alpha_dropout_train": (
        F.feature_alpha_dropout,
        lambda: (R(2, 3, 4),),
        {"training": True},
        {"compare_values": False},
    ),
    # --- linear and lookups ----------------------------------------------------------------
    "linear": (F.linear, lambda: (R(2, 3, 4), R(5, 4), R(5)), {}),
    "linear_no_bias": (F.linear, lambda: (R(3, 4), R(5, 4)), {}),
    "linear_1d_input": (F.linear, lambda: (R(4), R(5, 4), R(5)), {}),
    "linear_1d_weight": (F.linear, lambda: (R(3, 4), R(4)), {}),
    "linear_1d_input_1d_weight_bias": (F.linear, lambda: (R(4), R(4, seed=1), R(())), {}),
    "bilinear": (F.bilinear, lambda: (R(2, 3), R(2, 4), R(5, 3, 4), R(5)), {}),
    "bilinear_no_bias_batched": (F.bilinear, lambda: (R(2, 2, 3), R(2, 2, 4), R(5, 3, 4)), {}),
    "embedding": (F.embedding, lambda: (torch.tensor([[0, 2], [3, 1]]), R(4, 3)), {}),
    "embedding_padding_idx": (
        F.embedding,
        lambda: (torch.tensor([0, 2, 1, 2]), R(4, 3)),
        {"padding_idx": 2},
    ),
    "embedding_max_norm": (
        F.embedding,
        lambda: (torch.tensor([0, 2, 1, 2]), R(4, 3)),
        {"max_norm": 1.0},
    ),
    "embedding_max_norm_l1": (
        F.embedding,
        lambda: (torch.tensor([[0, 3], [1, 3]]), R(4, 3)),
        {"max_norm": 1.5, "norm_type": 1.0},
    ),
    "one_hot": (F.one_hot, lambda: (torch.tensor([0, 2, 1]), 4), {}),
    "one_hot_inferred_classes": (F.one_hot, lambda: (torch.tensor([[0, 3], [1, 1]]),), {}),
    # --- losses ----------------------------------------------------------------------------
    "nll_loss": (F.nll_loss, lambda: (R(4, 3), torch.tensor([0, 2, 1, 2])), {}),
    "nll_loss_weight_ignore": (
        F.nll_loss,
        lambda: (R(4, 3), torch.tensor([0, 2, -100, 1]), _positive(3)),
        {},
    ),
    "nll_loss_ignore_index_none": (
        F.nll_loss,
        lambda: (R(4, 3), torch.tensor([0, 2, 1, 1])),
        {"ignore_index": 1, "reduction": "none"},
    ),
    "nll_loss_spatial_sum": (
        F.nll_loss,
        lambda: (R(2, 3, 2, 2), torch.tensor([[[0, 1], [2, 0]], [[1, 1], [2, 2]]])),
        {"reduction": "sum"},
    ),
    "nll_loss_unbatched": (F.nll_loss, lambda: (R(3), torch.tensor(2)), {}),
    "cross_entropy": (F.cross_entropy, lambda: (R(4, 3), torch.tensor([0, 2, 1, 2])), {}),
    "cross_entropy_sum_weight": (
        F.cross_entropy,
        lambda: (R(4, 3), torch.tensor([0, 2, 1, 2]), _positive(3)),
        {"reduction": "sum"},
    ),
    "cross_entropy_none_spatial": (
        F.cross_entropy,
        lambda: (R(2, 3, 2), torch.tensor([[0, 1], [2, 2]])),
        {"reduction": "none"},
    ),
    "cross_entropy_label_smoothing": (
        F.cross_entropy,
        lambda: (R(4, 3), torch.tensor([0, 2, -100, 1])),
        {"label_smoothing": 0.1},
    ),
    "cross_entropy_label_smoothing_weight": (
        F.cross_entropy,
        lambda: (R(4, 3), torch.tensor([0, 2, 1, 1]), _positive(3)),
        {"label_smoothing": 0.2},
    ),
    "cross_entropy_label_smoothing_none": (
        F.cross_entropy,
        lambda: (R(4, 3), torch.tensor([0, 2, 1, 1])),
        {"label_smoothing": 0.2, "reduction": "none"},
    ),
    "cross_entropy_probabilities": (
        F.cross_entropy,
        lambda: (R(4, 3), F.softmax(R(4, 3, seed=1), dim=1)),
        {},
    ),
    "cross_entropy_probabilities_smoothing_weight": (
        F.cross_entropy,
        lambda: (R(4, 3), F.softmax(R(4, 3, seed=1), dim=1), _positive(3)),
        {"label_smoothing": 0.1, "reduction": "sum"},
    ),
    "cross_entropy_probabilities_spatial_weight": (
        F.cross_entropy,
        lambda: (R(2, 3, 4), F.softmax(R(2, 3, 4, seed=1), dim=1), _positive(3)),
        {"reduction": "none"},
    ),
    "cross_entropy_unbatched": (F.cross_entropy, lambda: (R(3), torch.tensor(1)), {}),
    "mse_loss": (F.mse_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {}),
    "mse_loss_sum": (F.mse_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {"reduction": "sum"}),
    "mse_loss_none": (F.mse_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {"reduction": "none"}),
    "mse_loss_weight": (
        F.mse_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"weight": _positive(3, 4)},
    ),
    "mse_loss_weight_sum": (
        F.mse_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"weight": _positive(3, 4), "reduction": "sum"},
    ),
    "mse_loss_legacy_size_average": (
        F.mse_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"size_average": False},
    ),
    "l1_loss": (F.l1_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {}),
    "l1_loss_sum": (F.l1_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {"reduction": "sum"}),
    "l1_loss_none": (F.l1_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {"reduction": "none"}),
    "l1_loss_weight_broadcast_target": (
        F.l1_loss,
        lambda: (R(3, 4), R(4, seed=1)),
        {"weight": _positive(3, 4)},
    ),
    "smooth_l1_loss": (F.smooth_l1_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {}),
    "smooth_l1_loss_beta_sum": (
        F.smooth_l1_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"beta": 0.5, "reduction": "sum"},
    ),
    "smooth_l1_loss_beta0_none": (
        F.smooth_l1_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"beta": 0.0, "reduction": "none"},
    ),
    "huber_loss": (F.huber_loss, lambda: (R(3, 4), R(3, 4, seed=1)), {}),
    "huber_loss_delta_sum": (
        F.huber_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"delta": 0.5, "reduction": "sum"},
    ),
    "huber_loss_none": (
        F.huber_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"delta": 2.0, "reduction": "none"},
    ),
    "huber_loss_weight": (
        F.huber_loss,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"weight": _positive(3, 4), "delta": 0.5},
    ),
    "binary_cross_entropy": (
        F.binary_cross_entropy,
        lambda: (_probabilities(3, 4), _probabilities(3, 4, seed=1)),
        {},
    ),
    "binary_cross_entropy_weight_sum": (
        F.binary_cross_entropy,
        lambda: (_probabilities(3, 4), _probabilities(3, 4, seed=1), _positive(4)),
        {"reduction": "sum"},
    ),
    "binary_cross_entropy_saturated_none": (
        F.binary_cross_entropy,
        lambda: (torch.tensor([0.0, 1.0, 0.5, 1.0]), torch.tensor([1.0, 0.0, 0.5, 1.0])),
        {"reduction": "none"},
    ),
    "bce_with_logits": (
        F.binary_cross_entropy_with_logits,
        lambda: (R(3, 4, low=-30, high=30), _probabilities(3, 4, seed=1)),
        {},
    ),
    "bce_with_logits_pos_weight_sum": (
        F.binary_cross_entropy_with_logits,
        lambda: (R(3, 4), _probabilities(3, 4, seed=1)),
        {"pos_weight": _positive(4, seed=2), "reduction": "sum"},
    ),
    "bce_with_logits_weight_none": (
        F.binary_cross_entropy_with_logits,
        lambda: (R(3, 4), _probabilities(3, 4, seed=1), _positive(3, 1)),
        {"reduction": "none"},
    ),
    "kl_div_mean": (F.kl_div, lambda: (R(3, 4), _probabilities(3, 4, seed=1)), {}),
    "kl_div_batchmean": (
        F.kl_div,
        lambda: (R(3, 4), _probabilities(3, 4, seed=1)),
        {"reduction": "batchmean"},
    ),
    "kl_div_zero_target_none": (
        F.kl_div,
        lambda: (R(4), torch.tensor([0.0, 0.5, 0.5, 0.0])),
        {"reduction": "none"},
    ),
    "kl_div_log_target_sum": (
        F.kl_div,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"reduction": "sum", "log_target": True},
    ),
    # --- normalization ---------------------------------------------------------------------
    "layer_norm": (F.layer_norm, lambda: (R(2, 3, 4), (4,), R(4), R(4, seed=1)), {}),
    "layer_norm_no_affine": (F.layer_norm, lambda: (R(2, 3, 4), (4,)), {"eps": 1e-3}),
    "layer_norm_bias_only": (F.layer_norm, lambda: (R(2, 3, 4), (4,), None, R(4)), {}),
    "layer_norm_float16": (
        F.layer_norm,
        lambda: (
            R(2, 3, 8, dtype=torch.float16),
            (8,),
            R(8, dtype=torch.float16),
            R(8, dtype=torch.float16, seed=1),
        ),
        {},
    ),
    "layer_norm_two_dims": (F.layer_norm, lambda: (R(2, 3, 4), [3, 4], R(3, 4)), {}),
    "batch_norm_eval": (
        F.batch_norm,
        lambda: (R(4, 3, 5), R(3), _positive(3), R(3, seed=1), R(3, seed=2)),
        {},
    ),
    "batch_norm_eval_2d_no_affine": (
        F.batch_norm,
        lambda: (R(4, 3), R(3), _positive(3)),
        {"eps": 1e-3},
    ),
    "batch_norm_train": (
        F.batch_norm,
        lambda: (R(4, 3, 2, 2), R(3), _positive(3), R(3, seed=1), R(3, seed=2)),
        {"training": True},
    ),
    "group_norm": (F.group_norm, lambda: (R(2, 6, 3), 3, R(6), R(6, seed=1)), {}),
    "group_norm_weight_only": (F.group_norm, lambda: (R(2, 4, 3), 4, R(4)), {}),
    "group_norm_no_affine_4d": (F.group_norm, lambda: (R(2, 4, 3, 3), 2), {"eps": 1e-3}),
    "instance_norm": (F.instance_norm, lambda: (R(2, 3, 5),), {}),
    "instance_norm_affine_4d": (
        F.instance_norm,
        lambda: (R(2, 3, 3, 3),),
        {"weight": R(3), "bias": R(3, seed=1)},
    ),
    "instance_norm_running_stats": (
        F.instance_norm,
        lambda: (R(2, 3, 5), R(3), _positive(3)),
        {"use_input_stats": False},
    ),
    "local_response_norm": (F.local_response_norm, lambda: (R(2, 5, 3), 3), {}),
    "local_response_norm_4d_even": (
        F.local_response_norm,
        lambda: (R(1, 6, 2, 2), 4),
        {"alpha": 0.1, "beta": 0.5, "k": 2.0},
    ),
    "local_response_norm_wide_window": (F.local_response_norm, lambda: (R(2, 7, 2, 1, 2), 9), {}),
    "normalize": (F.normalize, lambda: (R(3, 4),), {}),
    "normalize_p1_dim": (F.normalize, lambda: (R(2, 3, 4),), {"p": 1.0, "dim": -1}),
    "normalize_zero_row": (F.normalize, lambda: (torch.zeros(2, 3),), {}),
    "rms_norm": (F.rms_norm, lambda: (R(2, 3, 4), (4,)), {}),
    "rms_norm_weight_eps": (F.rms_norm, lambda: (R(2, 3, 4), [3, 4], R(3, 4)), {"eps": 1e-2}),
    # --- pooling ---------------------------------------------------------------------------
    "max_pool1d": (F.max_pool1d, lambda: (R(2, 3, 9), 3), {}),
    "max_pool1d_options": (
        F.max_pool1d,
        lambda: (R(1, 2, 10), 3),
        {"stride": 2, "padding": 1, "dilation": 2, "ceil_mode": True},
    ),
    "max_pool2d": (F.max_pool2d, lambda: (R(1, 2, 6, 6), 2), {}),
    "max_pool2d_ceil": (F.max_pool2d, lambda: (R(1, 2, 7, 7), 3), {"stride": 2, "ceil_mode": True}),
    "max_pool2d_tuples_unbatched": (
        F.max_pool2d,
        lambda: (R(2, 7, 6), (3, 2)),
        {"stride": (2, 1), "padding": (1, 0), "dilation": (1, 2)},
    ),
    "max_pool2d_ceil_drops_window_in_padding": (
        F.max_pool2d,
        lambda: (R(1, 1, 5, 5), 2),
        {"stride": 2, "padding": 1, "ceil_mode": True},
    ),
    "max_pool1d_return_indices": (
        F.max_pool1d,
        lambda: (R(2, 3, 9), 3),
        {"stride": 2, "padding": 1, "return_indices": True},
    ),
    "max_pool2d_return_indices_ceil_dilation": (
        F.max_pool2d,
        lambda: (R(2, 2, 7, 6), (3, 2)),
        {"stride": 2, "padding": 1, "dilation": (1, 2), "ceil_mode": True, "return_indices": True},
    ),
    "max_pool2d_return_indices_unbatched": (
        F.max_pool2d,
        lambda: (R(2, 5, 5), 2),
        {"return_indices": True},
    ),
    "max_pool3d_return_indices": (
        F.max_pool3d,
        lambda: (R(1, 2, 4, 5, 4), 2),
        {"stride": (1, 2, 2), "return_indices": True},
    ),
    "max_pool3d": (F.max_pool3d, lambda: (R(1, 2, 4, 4, 4), 2), {}),
    "max_pool3d_padding_ceil": (
        F.max_pool3d,
        lambda: (R(1, 1, 5, 5, 5), 3),
        {"stride": 2, "padding": 1, "ceil_mode": True},
    ),
    "avg_pool1d": (F.avg_pool1d, lambda: (R(2, 3, 9), 3), {}),
    "avg_pool1d_padding": (F.avg_pool1d, lambda: (R(1, 2, 8), 3), {"stride": 2, "padding": 1}),
    "avg_pool1d_exclude_pad_ceil": (
        F.avg_pool1d,
        lambda: (R(1, 2, 8), 3),
        {"stride": 2, "padding": 1, "ceil_mode": True, "count_include_pad": False},
    ),
    "avg_pool2d": (F.avg_pool2d, lambda: (R(1, 2, 6, 6), 2), {}),
    "avg_pool2d_pad_counted": (
        F.avg_pool2d,
        lambda: (R(1, 2, 5, 5), 3),
        {"padding": 1, "stride": 2},
    ),
    "avg_pool2d_pad_excluded": (
        F.avg_pool2d,
        lambda: (R(1, 2, 5, 5), 3),
        {"padding": 1, "stride": 2, "count_include_pad": False},
    ),
    "avg_pool2d_ceil": (F.avg_pool2d, lambda: (R(1, 2, 6, 6), 3), {"stride": 2, "ceil_mode": True}),
    "avg_pool2d_ceil_padding": (
        F.avg_pool2d,
        lambda: (R(1, 2, 6, 6), 3),
        {"stride": 2, "padding": 1, "ceil_mode": True},
    ),
    "avg_pool2d_ceil_drops_window_in_padding": (
        F.avg_pool2d,
        lambda: (R(1, 1, 5, 5), 2),
        {"stride": 2, "padding": 1, "ceil_mode": True},
    ),
    "avg_pool2d_ceil_drops_window_in_padding_excluded": (
        F.avg_pool2d,
        lambda: (R(1, 1, 5, 5), 2),
        {"stride": 2, "padding": 1, "ceil_mode": True, "count_include_pad": False},
    ),
    "avg_pool2d_divisor_override": (
        F.avg_pool2d,
        lambda: (R(1, 2, 6, 6), 2),
        {"divisor_override": 3},
    ),
    "avg_pool2d_unbatched_tuples": (F.avg_pool2d, lambda: (R(2, 6, 5), (2, 3)), {"stride": (2, 1)}),
    "avg_pool3d": (F.avg_pool3d, lambda: (R(1, 2, 4, 4, 4), 2), {}),
    "avg_pool3d_exclude_pad": (
        F.avg_pool3d,
        lambda: (R(1, 1, 5, 5, 5), 3),
        {"stride": 2, "padding": 1, "count_include_pad": False},
    ),
    "adaptive_avg_pool1d": (F.adaptive_avg_pool1d, lambda: (R(2, 3, 7), 3), {}),
    "adaptive_avg_pool1d_divisible": (F.adaptive_avg_pool1d, lambda: (R(2, 3, 8), 4), {}),
    "adaptive_avg_pool2d": (F.adaptive_avg_pool2d, lambda: (R(1, 2, 7, 5), (3, 2)), {}),
    "adaptive_avg_pool2d_none_unbatched": (
        F.adaptive_avg_pool2d,
        lambda: (R(2, 6, 5), (None, 3)),
        {},
    ),
    "adaptive_avg_pool2d_upsampling": (F.adaptive_avg_pool2d, lambda: (R(1, 2, 3, 3), 5), {}),
    "adaptive_avg_pool3d": (F.adaptive_avg_pool3d, lambda: (R(1, 2, 5, 4, 6), (2, 2, 4)), {}),
    "adaptive_max_pool1d": (F.adaptive_max_pool1d, lambda: (R(2, 3, 7), 3), {}),
    "adaptive_max_pool2d": (F.adaptive_max_pool2d, lambda: (R(1, 2, 7, 6), (3, 3)), {}),
    "adaptive_max_pool2d_one": (F.adaptive_max_pool2d, lambda: (R(1, 2, 5, 5), 1), {}),
    "adaptive_max_pool3d": (F.adaptive_max_pool3d, lambda: (R(1, 2, 5, 4, 4), (2, None, 3)), {}),
    "lp_pool1d": (F.lp_pool1d, lambda: (_positive(2, 3, 8), 2.0, 3), {}),
    "lp_pool1d_stride_ceil": (
        F.lp_pool1d,
        lambda: (R(1, 2, 8), 1.0, 3),
        {"stride": 2, "ceil_mode": True},
    ),
    "lp_pool2d": (F.lp_pool2d, lambda: (R(1, 2, 6, 6), 2, 2), {}),
    "lp_pool2d_p3_stride": (
        F.lp_pool2d,
        lambda: (_positive(1, 2, 7, 7), 3.0, (3, 2)),
        {"stride": 2},
    ),
    # --- padding, resizing, rearranging, distances -----------------------------------------
    "pad_constant": (F.pad, lambda: (R(2, 3), (1, 2, 0, 1)), {"value": 0.5}),
    "pad_negative_crops": (F.pad, lambda: (R(2, 3, 4), (-1, 2, 1, -1)), {}),
    "pad_int_tensor": (F.pad, lambda: (R(2, 3, dtype=torch.int64), (1, 1)), {"value": 7}),
    "pad_reflect": (F.pad, lambda: (R(1, 2, 5), (2, 3)), {"mode": "reflect"}),
    "pad_reflect_2d": (F.pad, lambda: (R(1, 2, 4, 4), (1, 2, 3, 0)), {"mode": "reflect"}),
    "pad_replicate": (F.pad, lambda: (R(1, 2, 3, 4), (2, 1, 0, 3)), {"mode": "replicate"}),
    "pad_replicate_3d": (
        F.pad,
        lambda: (R(1, 1, 2, 2, 3), (1, 1, 1, 0, 0, 2)),
        {"mode": "replicate"},
    ),
    "pad_circular": (F.pad, lambda: (R(1, 2, 3, 4), (1, 2, 2, 0)), {"mode": "circular"}),
    "interpolate_nearest_scale": (F.interpolate, lambda: (R(1, 2, 3, 4),), {"scale_factor": 2}),
    "interpolate_nearest_size": (F.interpolate, lambda: (R(1, 2, 5, 4),), {"size": (3, 7)}),
    "interpolate_nearest_fractional_scale": (
        F.interpolate,
        lambda: (R(1, 2, 5),),
        {"scale_factor": 1.7},
    ),
    "interpolate_nearest_exact": (
        F.interpolate,
        lambda: (R(1, 2, 5, 4),),
        {"size": (3, 7), "mode": "nearest-exact"},
    ),
    "interpolate_bilinear_float16": (
        F.interpolate,
        lambda: (R(1, 2, 3, 4, dtype=torch.float16),),
        {"size": (5, 6), "mode": "bilinear"},
    ),
    "interpolate_linear": (F.interpolate, lambda: (R(2, 3, 5),), {"size": 8, "mode": "linear"}),
    "interpolate_linear_align_corners": (
        F.interpolate,
        lambda: (R(2, 3, 5),),
        {"size": 8, "mode": "linear", "align_corners": True},
    ),
    "interpolate_bilinear": (
        F.interpolate,
        lambda: (R(1, 2, 3, 4),),
        {"size": (5, 7), "mode": "bilinear"},
    ),
    "interpolate_bilinear_align_corners": (
        F.interpolate,
        lambda: (R(1, 2, 3, 4),),
        {"size": (5, 7), "mode": "bilinear", "align_corners": True},
    ),
    "interpolate_bilinear_downscale": (
        F.interpolate,
        lambda: (R(1, 2, 8, 6),),
        {"scale_factor": 0.5, "mode": "bilinear"},
    ),
    "interpolate_bilinear_scale_recompute": (
        F.interpolate,
        lambda: (R(1, 2, 3, 5),),
        {"scale_factor": 1.5, "mode": "bilinear", "recompute_scale_factor": True},
    ),
    "interpolate_bilinear_fractional_scale": (
        F.interpolate,
        lambda: (R(1, 2, 3, 5),),
        {"scale_factor": (1.5, 1.3), "mode": "bilinear"},
    ),
    "interpolate_bicubic": (
        F.interpolate,
        lambda: (R(1, 2, 4, 4),),
        {"size": (6, 7), "mode": "bicubic"},
    ),
    "interpolate_bicubic_align_corners": (
        F.interpolate,
        lambda: (R(1, 2, 4, 4),),
        {"size": (6, 7), "mode": "bicubic", "align_corners": True},
    ),
    "interpolate_area": (F.interpolate, lambda: (R(1, 2, 7, 6),), {"size": (3, 4), "mode": "area"}),
    "interpolate_trilinear": (
        F.interpolate,
        lambda: (R(1, 1, 2, 3, 3),),
        {"size": (3, 4, 5), "mode": "trilinear"},
    ),
    "interpolate_trilinear_align_corners": (
        F.interpolate,
        lambda: (R(1, 2, 3, 2, 4),),
        {"size": (4, 4, 3), "mode": "trilinear", "align_corners": True},
    ),
    "interpolate_trilinear_scale": (
        F.interpolate,
        lambda: (R(1, 1, 2, 3, 3),),
        {"scale_factor": (2.0, 1.5, 0.5), "mode": "trilinear"},
    ),
    "upsample_nearest": (F.upsample, lambda: (R(1, 2, 3, 3),), {"scale_factor": 2}),
    "upsample_bilinear_align_corners": (
        F.upsample,
        lambda: (R(1, 2, 3, 3),),
        {"size": 5, "mode": "bilinear", "align_corners": True},
    ),
    # grid_sample: every mode with every padding mode, corners aligned or not, grid points
    # beyond [-1, 1] (outside the input) included
    **{
        f"grid_sample_{mode}_{padding}_{'aligned' if aligned else 'centres'}": (
            F.grid_sample,
            lambda: (R(2, 3, 4, 5), R(2, 3, 6, 2, low=-1.3, high=1.3, seed=1)),
            {"mode": mode, "padding_mode": padding, "align_corners": aligned},
        )
        for mode in ("bilinear", "nearest", "bicubic")
        for padding in ("zeros", "border", "reflection")
        for aligned in (False, True)
    },
    "grid_sample_default_args": (
        F.grid_sample,
        lambda: (R(1, 2, 3, 3), R(1, 4, 4, 2, low=-1.2, high=1.2, seed=1)),
        {},
    ),
    "grid_sample_5d_trilinear": (
        F.grid_sample,
        lambda: (R(1, 2, 3, 4, 5), R(1, 2, 3, 4, 3, low=-1.2, high=1.2, seed=1)),
        {"align_corners": False},
    ),
    "grid_sample_5d_nearest_reflection": (
        F.grid_sample,
        lambda: (R(1, 2, 3, 4, 5), R(1, 2, 3, 4, 3, low=-1.5, high=1.5, seed=1)),
        {"mode": "nearest", "padding_mode": "reflection", "align_corners": True},
    ),
    "affine_grid_2d": (F.affine_grid, lambda: (R(2, 2, 3), (2, 3, 4, 5)), {"align_corners": False}),
    "affine_grid_2d_aligned": (
        F.affine_grid,
        lambda: (R(2, 2, 3), [2, 3, 4, 1]),
        {"align_corners": True},
    ),
    "affine_grid_3d": (
        F.affine_grid,
        lambda: (R(1, 3, 4), (1, 1, 2, 3, 4)),
        {"align_corners": False},
    ),
    "pixel_shuffle": (F.pixel_shuffle, lambda: (R(2, 8, 2, 3), 2), {}),
    "pixel_shuffle_3d_input": (F.pixel_shuffle, lambda: (R(9, 2, 2), 3), {}),
    "pixel_unshuffle": (F.pixel_unshuffle, lambda: (R(2, 2, 4, 6), 2), {}),
    "pixel_unshuffle_5d_input": (F.pixel_unshuffle, lambda: (R(2, 1, 1, 6, 3), 3), {}),
    "cosine_similarity": (F.cosine_similarity, lambda: (R(3, 4), R(3, 4, seed=1)), {}),
    "cosine_similarity_broadcast_dim": (
        F.cosine_similarity,
        lambda: (R(2, 1, 4), R(3, 4, seed=1)),
        {"dim": -1},
    ),
    "cosine_similarity_zero_vector": (
        F.cosine_similarity,
        lambda: (torch.zeros(2, 3), R(2, 3)),
        {"dim": 1},
    ),
    "pairwise_distance": (F.pairwise_distance, lambda: (R(3, 4), R(3, 4, seed=1)), {}),
    "pairwise_distance_p1_keepdim_broadcast": (
        F.pairwise_distance,
        lambda: (R(3, 4), R(4, seed=1)),
        {"p": 1.0, "keepdim": True},
    ),
    "pairwise_distance_inf": (
        F.pairwise_distance,
        lambda: (R(3, 4), R(3, 4, seed=1)),
        {"p": float("inf")},
    ),
}

# Names of the slice without a case, each with the reason.
UNTESTED: dict[str, str] = {}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_frontend_matches_torch(case, backend):
    if backend != "numpy":
        pytest.importorskip(backend)
    func, make_args, kwargs, *options = CASES[case]
    if backend == "jax" and kwargs.get("dtype") == torch.float64 and not _jax_x64():
        with pytest.raises(ivy.DtypeError, match="float64"):  # never a silent float32
            check_frontend(func, make_args(), kwargs, backend=backend)
        return
    check_frontend(func, make_args(), kwargs, backend=backend, **(options[0] if options else {}))


def _jax_x64():
    import jax

    return jax.config.read("jax_enable_x64")


def _slice_names():
    return sorted(n for n in FRONTENDS if n.startswith("torch.nn.functional."))


def test_every_frontend_of_the_slice_has_a_case():
    names = {id(getattr(F, name.rsplit(".", 1)[1])): name for name in _slice_names()}
    tested = {names.get(id(func)) for func, *_ in CASES.values()}
    missing = [name for name in _slice_names() if name not in UNTESTED and name not in tested]
    assert not missing, f"frontends without a case: {missing}"
    assert not set(UNTESTED) - set(_slice_names()), "UNTESTED names a frontend that is gone"
    for case, (func, *_) in CASES.items():  # every case reaches its name's frontend
        assert id(func) in names, f"{case}: {func} is not a torch.nn.functional frontend"
        assert frontend_for(func) is FRONTENDS[names[id(func)]], case


# --- random functions: the law of their values -----------------------------------------------


def _run(func, args, kwargs, backend):
    if backend != "numpy":
        pytest.importorskip(backend)
    from ivy_transpiler.testing import to_backend

    with ivy.using_backend(backend):
        return np.asarray(frontend_for(func)(*to_backend(args), **to_backend(kwargs)))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("p", [0.2, 0.7])
def test_dropout_zeroes_or_scales_by_one_over_keep(backend, p):
    x = R(40, 50, low=0.5, high=2.0)
    y = _run(F.dropout, (x,), {"p": p}, backend)
    kept = y != 0
    np.testing.assert_allclose(y[kept], x.numpy()[kept] / (1 - p), rtol=1e-6)
    assert abs(1 - kept.mean() - p) < 0.05  # 2000 draws: a 5-sigma band is about 0.05


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("func", [F.dropout1d, F.dropout2d, F.dropout3d])
def test_channel_dropout_drops_whole_channels(backend, func):
    n = int(func.__name__[-2])
    x = R(8, 16, *(3,) * n, low=0.5, high=2.0)
    y = _run(func, (x,), {"p": 0.5}, backend)
    channels = y.reshape(8, 16, -1)
    kept = channels[..., 0] != 0
    assert np.all((channels != 0) == kept[..., None]), "a channel partly dropped"
    expected = x.numpy().reshape(8, 16, -1)[kept] * 2
    np.testing.assert_allclose(channels[kept], expected, rtol=1e-6)
    assert 0.3 < kept.mean() < 0.7


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("func", [F.alpha_dropout, F.feature_alpha_dropout])
def test_alpha_dropout_values_are_affine_images_of_input_or_the_dropped_value(backend, func):
    p = 0.3
    x = R(8, 16, 5)
    y = _run(func, (x,), {"p": p, "training": True}, backend)
    alpha_prime = -1.7580993408473766
    a = 1.0 / np.sqrt((alpha_prime**2 * p + 1) * (1 - p))
    b = -a * alpha_prime * p
    kept = np.isclose(y, a * x.numpy() + b, rtol=1e-5, atol=1e-6)
    dropped = np.isclose(y, a * alpha_prime + b, rtol=1e-5, atol=1e-6)
    assert np.all(kept | dropped)
    assert 0.15 < dropped.mean() < 0.45
    if func is F.feature_alpha_dropout:
        assert np.all(dropped == dropped[..., :1]), "a channel partly dropped"


@pytest.mark.parametrize("backend", BACKENDS)
def test_rrelu_training_slopes_lie_between_lower_and_upper(backend):
    x = R(200, low=-2.0, high=-0.1)
    y = _run(F.rrelu, (x, 0.1, 0.3, True), {}, backend)
    slopes = y / x.numpy()
    assert np.all((slopes >= 0.1 - 1e-6) & (slopes <= 0.3 + 1e-6))
    assert slopes.std() > 0.01  # drawn per element, not one slope


@pytest.mark.parametrize("backend", BACKENDS)
def test_gumbel_softmax_is_a_distribution_and_hard_is_one_hot(backend):
    logits = R(6, 5)
    soft = _run(F.gumbel_softmax, (logits,), {"tau": 0.5}, backend)
    np.testing.assert_allclose(soft.sum(-1), 1.0, rtol=1e-5)
    assert np.all(soft >= 0)
    hard = _run(F.gumbel_softmax, (logits,), {"hard": True, "dim": 0}, backend)
    np.testing.assert_allclose(np.sort(hard, axis=0)[:-1], 0.0, atol=1e-6)
    np.testing.assert_allclose(hard.max(axis=0), 1.0, rtol=1e-6)


@pytest.mark.parametrize("backend", BACKENDS)
def test_sdpa_dropout_keeps_rows_of_weights_on_values_and_p1_gives_zeros(backend):
    q, k, v = R(2, 3, 4), R(2, 3, 4, seed=1), torch.ones(2, 3, 4)
    out = _run(F.scaled_dot_product_attention, (q, k, v), {"dropout_p": 1.0}, backend)
    np.testing.assert_array_equal(out, 0.0)


# --- what the frontends refuse, and how -------------------------------------------------------

REFUSED = {
    # torch computes these, the frontends do not (yet): a clear UnsupportedError, never a wrong value
    "adaptive_max_pool1d_return_indices": (
        F.adaptive_max_pool1d,
        (R(1, 2, 6), 3),
        {"return_indices": True},
    ),
    "interpolate_antialias": (
        F.interpolate,
        (R(1, 1, 4, 4),),
        {"size": 2, "mode": "bilinear", "antialias": True},
    ),
    "avg_pool2d_divisor_override_ceil_mode": (
        F.avg_pool2d,
        (R(1, 1, 5, 5), 2),
        {"ceil_mode": True, "divisor_override": 3},
    ),
    "mha_static_k": (
        F.multi_head_attention_forward,
        _mha_args(),
        {"static_k": R(4, 4, 4), "static_v": R(4, 4, 4)},
    ),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_refused_arguments_raise_unsupported_error(case):
    func, args, kwargs = REFUSED[case]
    from ivy_transpiler.testing import to_backend

    with ivy.using_backend("numpy"), pytest.raises(ivy.UnsupportedError, match=func.__name__):
        frontend_for(func)(*to_backend(args), **to_backend(kwargs))


def test_grid_sample_rejects_a_grid_of_the_wrong_shape():
    with ivy.using_backend("numpy"), pytest.raises(ValueError, match=r"grid_sample.*grid"):
        frontend_for(F.grid_sample)(np.zeros((1, 2, 4, 4)), np.zeros((1, 3, 3, 3)))


@pytest.mark.parametrize(
    "mask", [np.array([[True] * 4, [False] * 4]), np.array([[0.0] * 4, [-np.inf] * 4])]
)
def test_sdpa_gradient_is_finite_where_a_query_attends_nowhere(mask):
    jax = pytest.importorskip("jax")
    q, k, v = (R(2, 4, seed=s).numpy() for s in (0, 1, 2))
    k, v = np.concatenate([k, k]), np.concatenate([v, v])
    sdpa = frontend_for(F.scaled_dot_product_attention)
    with ivy.using_backend("jax"):
        grads = jax.grad(lambda q, k: sdpa(q, k, v, attn_mask=mask).sum(), argnums=(0, 1))(q, k)
    assert all(np.isfinite(np.asarray(g)).all() for g in grads)
    np.testing.assert_array_equal(np.asarray(grads[0])[1], 0.0)  # the masked query's
