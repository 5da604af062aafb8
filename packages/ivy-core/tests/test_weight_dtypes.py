"""nn functions with weights, given floats of two dtypes: promoted as ivy.result_type, everywhere.

numpy and jax promote a float64 input with float32 weights; torch, tensorflow and paddle raise
(torch's "expected m1 and m2 to have the same dtype"), and mxnet fails lazily. Every backend
answers as ``ivy.result_type`` says, float64 here, with the values of the float64 computation on
the same numbers; the api casts only after the framework raised (``ivy._common.recover``), so
calls whose floats share a dtype pay nothing.
"""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose, tolerance
from ivy.testing.fixtures import needs_autodiff

RNG = np.random.default_rng(0)


def _values(*shape):
    # float32 values, so that float32 and float64 copies hold the same numbers.
    return RNG.uniform(0.1, 0.9, shape).astype(np.float32)


# name -> (a call of ivy_namespace with x (the input) and w (the weights), x's shape, the
# weights' shapes). Every floating-point argument of the function is in x or w.
CALLS = {
    "linear": (lambda ns, x, w: ns.linear(x, w[0], bias=w[1]), (2, 3), [(4, 3), (4,)]),
    "conv1d": (
        lambda ns, x, w: ns.conv1d(x, w[0], 1, "SAME", bias=w[1]),
        (1, 8, 2),
        [(3, 2, 4), (4,)],
    ),
    "conv2d": (lambda ns, x, w: ns.conv2d(x, w[0], 2, "VALID"), (1, 6, 6, 2), [(3, 3, 2, 4)]),
    "conv3d": (lambda ns, x, w: ns.conv3d(x, w[0], 1, "SAME"), (1, 4, 4, 4, 2), [(2, 2, 2, 2, 3)]),
    "conv1d_transpose": (
        lambda ns, x, w: ns.conv1d_transpose(x, w[0], 2, "SAME", bias=w[1]),
        (1, 5, 2),
        [(3, 4, 2), (4,)],
    ),
    "conv2d_transpose": (
        lambda ns, x, w: ns.conv2d_transpose(x, w[0], 1, "VALID"),
        (1, 4, 4, 2),
        [(3, 3, 4, 2)],
    ),
    "conv3d_transpose": (
        lambda ns, x, w: ns.conv3d_transpose(x, w[0], 1, "SAME"),
        (1, 3, 3, 3, 2),
        [(2, 2, 2, 3, 2)],
    ),
    "depthwise_conv2d": (
        lambda ns, x, w: ns.depthwise_conv2d(x, w[0], 1, "SAME"),
        (1, 5, 5, 2),
        [(3, 3, 2)],
    ),
    "layer_norm": (
        lambda ns, x, w: ns.layer_norm(x, 3, weight=w[0], bias=w[1]),
        (2, 3),
        [(3,), (3,)],
    ),
    "batch_norm": (
        lambda ns, x, w: ns.batch_norm(x, w[0], w[1], offset=w[2], scale=w[3]),
        (4, 3),
        [(3,), (3,), (3,), (3,)],
    ),
    "batch_norm_training": (
        lambda ns, x, w: ns.batch_norm(x, w[0], w[1], training=True),
        (4, 3),
        [(3,), (3,)],
    ),
    "group_norm": (
        lambda ns, x, w: ns.group_norm(x, 2, weight=w[0], bias=w[1]),
        (2, 3, 4),
        [(4,), (4,)],
    ),
    "instance_norm": (
        lambda ns, x, w: ns.instance_norm(x, weight=w[0], bias=w[1]),
        (2, 3, 4),
        [(4,), (4,)],
    ),
    "scaled_dot_product_attention": (
        lambda ns, x, w: ns.scaled_dot_product_attention(x, x, x, mask=w[0]),
        (1, 3, 4),
        [(3, 3)],
    ),
    "multi_head_attention": (
        lambda ns, x, w: ns.multi_head_attention(
            x,
            x,
            x,
            2,
            q_proj_weight=w[0],
            k_proj_weight=w[1],
            v_proj_weight=w[2],
            out_proj_weight=w[3],
            in_proj_bias=w[4],
            out_proj_bias=w[5],
        ),
        (1, 3, 4),
        [(4, 4), (4, 4), (4, 4), (4, 4), (12,), (4,)],
    ),
    "lstm_update": (
        lambda ns, x, w: ns.lstm_update(x, w[0], w[1], w[2], w[3], bias=w[4]),
        (2, 3, 2),
        [(2, 4), (2, 4), (2, 16), (4, 16), (16,)],
    ),
    "lstm": (
        lambda ns, x, w: ns.lstm(x, [(w[0], w[1]), (w[2], w[3])], bidirectional=False),
        (2, 3, 2),
        [(2, 16), (4, 16), (4, 16), (4, 16)],
    ),
}


def _leaves(result):
    if isinstance(result, tuple | list):
        return [leaf for item in result for leaf in _leaves(item)]
    return [result]


@pytest.mark.parametrize(
    ("x_dtype", "w_dtype"), [("float64", "float32"), ("float32", "float64")], ids=["x64", "w64"]
)
@pytest.mark.parametrize("name", CALLS)
def test_mixed_float_dtypes_are_promoted_to_their_result_type(name, x_dtype, w_dtype):
    call, x_shape, w_shapes = CALLS[name]
    x = _values(*x_shape)
    weights = [_values(*shape) for shape in w_shapes]
    given = [ivy.asarray(w.astype(w_dtype)) for w in weights]
    result = call(ivy, ivy.asarray(x.astype(x_dtype)), given)
    # The same numbers, all in float64, on numpy: the reference. Within float32's tolerance: a
    # framework that mixes the dtypes itself (numpy, jax) computes some steps in float32 (numpy's
    # layer_norm normalizes a float32 x in float32 before the float64 weight scales it).
    expected = call(ivy.numpy, x.astype("float64"), [w.astype("float64") for w in weights])
    # The dtype of each output: as numpy gives it from the mixed dtypes, the result type of what
    # the output is computed from (float64, but for batch_norm's statistics; see its docstring).
    mixed = call(ivy.numpy, x.astype(x_dtype), [w.astype(w_dtype) for w in weights])
    rtol, atol = tolerance(ivy.float32)
    leaves = _leaves(result)
    for leaf, reference, spec in zip(leaves, _leaves(expected), _leaves(mixed), strict=True):
        assert_allclose(leaf, np.asarray(reference), dtype=spec.dtype.name, rtol=rtol, atol=atol)
    if name != "batch_norm_training":  # training, y is computed from x alone (no scale here)
        assert ivy.dtype(leaves[0]) == ivy.float64


def test_embedding_answers_in_the_tables_dtype():
    # Its only floating-point argument is the table (indices are integers): nothing to promote.
    indices = ivy.asarray(np.asarray([[0, 2], [1, 1]]))
    for dtype in ("float32", "float64"):
        table = ivy.asarray(_values(3, 2).astype(dtype))
        assert ivy.dtype(ivy.embedding(table, indices)) == dtype


def test_one_dtype_is_not_cast():
    x = ivy.asarray(_values(2, 3))
    weight = ivy.asarray(_values(4, 3))
    assert ivy.dtype(ivy.linear(x, weight)) == ivy.float32


@needs_autodiff
def test_gradients_reach_the_weights_in_their_own_dtype():
    x = ivy.asarray(_values(2, 3).astype("float64"))
    weight = ivy.asarray(_values(4, 3))
    bias = ivy.asarray(_values(4))
    params = ivy.Container(weight=weight, bias=bias)
    loss, grads = ivy.execute_with_gradients(
        lambda p: ivy.sum(ivy.linear(x, p.weight, bias=p.bias)), params
    )
    assert ivy.dtype(loss) == ivy.float64
    # d/dW sum(x @ W.T + b) has every row equal to x summed over the batch; d/db is the batch
    # size in every entry.
    expected = np.broadcast_to(ivy.to_numpy(x).sum(axis=0), (4, 3)).astype(np.float32)
    assert_allclose(grads.weight, expected)
    assert_allclose(grads.bias, np.full(4, 2.0, np.float32))
