"""The channels-last layout pass over jax graphs (ivy_transpiler.layout)."""

import numpy as np
import pytest

jax = pytest.importorskip("jax")

import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

from ivy_transpiler import trace_graph  # noqa: E402
from ivy_transpiler.graph import Interpreter  # noqa: E402
from ivy_transpiler.layout import channels_last  # noqa: E402

NCHW = ("NCHW", "OIHW", "NCHW")


def _conv(x, w, stride=1, padding=1, numbers=NCHW, **kwargs):
    spatial = x.ndim - 2
    return lax.conv_general_dilated(
        x, w, (stride,) * spatial, ((padding, padding),) * spatial, dimension_numbers=numbers,
        **kwargs,
    )  # fmt: skip


def _cnn(x, w1, w2, scale):
    """Convolution, batch-norm-like affine map, relu (a custom_jvp), max pooling, a
    residual addition, a second convolution, and a flatten (a reshape) at the end."""
    y = jax.nn.relu(_conv(x, w1) * scale[None, :, None, None] + 0.5)
    y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
    z = _conv(y, w2) + y
    return jnp.tanh(z).reshape(z.shape[0], -1), z.sum(axis=(2, 3))


def _inputs(rng):
    x = rng.standard_normal((2, 3, 8, 8)).astype(np.float32)
    w1 = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    w2 = rng.standard_normal((4, 4, 3, 3)).astype(np.float32)
    scale = rng.standard_normal(4).astype(np.float32)
    return x, w1, w2, scale


def _laid_out(fn, *args):
    args = [jnp.asarray(a) for a in args]
    graph = trace_graph(fn, *args)
    avals = {p.target: a for p, a in zip(graph.inputs, args, strict=True)}
    return graph, channels_last(graph, avals)


def _assert_same_values(laid, fn, *args):
    """The laid-out graph computes what ``fn`` does (float32 rounding apart)."""
    np.testing.assert_allclose(
        np.asarray(Interpreter(laid).run(*args)), np.asarray(fn(*args)), rtol=1e-5, atol=1e-5
    )


def _calls(graph, target):
    return [node for node in graph.calls() if node.target is target]


def test_convolutions_write_channels_last_and_the_next_reads_that_layout():
    args = _inputs(np.random.default_rng(0))
    _, laid = _laid_out(_cnn, *args)
    first, second = _calls(laid, lax.conv_general_dilated)
    for conv in (first, second):
        assert tuple(conv.kwargs["dimension_numbers"].out_spec) == (0, 3, 1, 2)
    # the second convolution reads the first's layout through relu, the pooling window and the
    # affine map: its input is no transpose of a channels-first array
    assert tuple(second.kwargs["dimension_numbers"].lhs_spec) == (0, 3, 1, 2)
    assert second.args[0].target is not lax.transpose
    pooled = _calls(laid, lax.reduce_window)[0]
    assert pooled.kwargs["window_dimensions"] == (1, 2, 2, 1)


def test_values_and_gradients_are_unchanged():
    args = _inputs(np.random.default_rng(1))
    _, laid = _laid_out(_cnn, *args)
    for got, want in zip(Interpreter(laid).run(*args), _cnn(*args), strict=True):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5, atol=1e-5)

    def loss(run):
        return lambda *a: sum(jnp.sum(jnp.sin(out)) for out in run(*a))

    want = jax.grad(loss(_cnn), argnums=(0, 1, 2, 3))(*args)
    got = jax.jit(jax.grad(loss(Interpreter(laid).run), argnums=(0, 1, 2, 3)))(*args)
    for g, w in zip(got, want, strict=True):
        scale = float(np.abs(np.asarray(w)).max())
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=0, atol=1e-5 * scale)


def test_a_models_own_permute_to_channels_last_cancels():
    def convnext_like(x, w, dense):
        y = jnp.transpose(_conv(x, w), (0, 2, 3, 1))  # to channels-last, as ConvNeXt does
        return jnp.transpose(y @ dense, (0, 3, 1, 2))

    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 3, 6, 6)).astype(np.float32)
    w = rng.standard_normal((5, 3, 3, 3)).astype(np.float32)
    dense = rng.standard_normal((5, 7)).astype(np.float32)
    _, laid = _laid_out(convnext_like, x, w, dense)
    (conv,) = _calls(laid, lax.conv_general_dilated)
    assert not any(user.target is lax.transpose for user in conv.users)
    (dot,) = _calls(laid, lax.dot_general)
    assert dot.args[0].target is lax.conv_general_dilated  # no transpose between them
    _assert_same_values(laid, convnext_like, x, w, dense)


def test_padding_and_slices_carry_the_layout():
    def depthwise_like(x, w, taps):
        y = lax.pad(_conv(x, w), 0.0, ((0, 0, 0), (0, 0, 0), (1, 1, 0), (1, 1, 0)))
        out = sum(
            lax.slice(y, (0, 0, i, j), (2, 5, i + 6, j + 6)) * taps[i * 3 + j][None, :, None, None]
            for i in range(3)
            for j in range(3)
        )
        return jnp.transpose(out, (0, 2, 3, 1))

    rng = np.random.default_rng(4)
    x = rng.standard_normal((2, 3, 6, 6)).astype(np.float32)
    w = rng.standard_normal((5, 3, 3, 3)).astype(np.float32)
    taps = rng.standard_normal((9, 5)).astype(np.float32)
    _, laid = _laid_out(depthwise_like, x, w, taps)
    (pad,) = _calls(laid, lax.pad)
    assert pad.args[0].target is lax.conv_general_dilated
    # the only transposes of activations: the input's, for the convolution
    activations = [n for n in _calls(laid, lax.transpose) if n.meta["shape"][0] == 2]
    assert [n.args[0].op for n in activations] == ["placeholder"]
    _assert_same_values(laid, depthwise_like, x, w, taps)


@pytest.mark.parametrize(
    "case",
    ["conv1d", "conv3d", "strided_grouped", "transposed", "channels_last_already"],
)
def test_other_convolutions_keep_their_values(case):
    rng = np.random.default_rng(3)
    if case == "conv1d":
        x, w = rng.standard_normal((2, 4, 9)), rng.standard_normal((6, 4, 3))
        fn = lambda x, w: jax.nn.gelu(_conv(x, w, numbers=("NCH", "OIH", "NCH")))  # noqa: E731
    elif case == "conv3d":
        x, w = rng.standard_normal((1, 2, 4, 5, 6)), rng.standard_normal((3, 2, 3, 3, 3))
        fn = lambda x, w: _conv(x, w, numbers=("NCDHW", "OIDHW", "NCDHW")) * 2.0  # noqa: E731
    elif case == "strided_grouped":
        x, w = rng.standard_normal((2, 4, 9, 9)), rng.standard_normal((4, 2, 3, 3))
        fn = lambda x, w: _conv(x, w, stride=2, feature_group_count=2) - 1.0  # noqa: E731
    elif case == "transposed":
        x, w = rng.standard_normal((2, 4, 5, 5)), rng.standard_normal((3, 4, 3, 3))
        fn = lambda x, w: jnp.exp(_conv(x, w, padding=2, lhs_dilation=(2, 2)))  # noqa: E731
    else:
        x, w = rng.standard_normal((2, 7, 7, 4)), rng.standard_normal((3, 3, 4, 5))
        fn = lambda x, w: _conv(x, w, numbers=("NHWC", "HWIO", "NHWC")) + 1.0  # noqa: E731
    x, w = x.astype(np.float32), w.astype(np.float32)
    graph, laid = _laid_out(fn, x, w)
    if case == "channels_last_already":
        assert laid is graph  # nothing to do
    _assert_same_values(laid, fn, x, w)
