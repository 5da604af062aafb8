"""Convolution layers against ivy.testing.reference_conv, torch.nn (on torch), and their errors."""

import math

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing import reference_conv as ref
from ivy.testing.dtypes import require_dtypes
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy_stateful.initializers import Initializer, RandomNormal
from ivy_stateful.layers.convolution import (
    Conv1D,
    Conv1DTranspose,
    Conv2D,
    Conv2DTranspose,
    Conv3D,
    Conv3DTranspose,
    DepthwiseConv2D,
)

torch_only = pytest.mark.skipif(
    BACKEND != "torch", reason="compares with torch.nn: runs on the torch backend"
)
RNG = np.random.default_rng(0)
F64 = {"dtype": ivy.float64, "bias_initializer": RandomNormal()}  # a bias that is not zero


def _np(layer):
    return {k: ivy.to_numpy(layer.v[k]) for k in layer.v.all_key_chains()}


def _x(*shape):
    return RNG.normal(size=shape)


def _pairs(padding, n):
    if isinstance(padding, int):
        return [(padding, padding)] * n
    return padding


class Recording(Initializer):
    """Zeros, remembering the fans each call was given."""

    def __init__(self):
        self.calls = []

    def create_variables(
        self, shape, *, fan_in=None, fan_out=None, dtype=None, device=None, seed=None
    ):
        self.calls.append((tuple(shape), fan_in, fan_out))
        return ivy.zeros(shape, dtype=dtype)


# Convolutions

CONV_CASES = [
    (Conv1D, (2, 7, 3), {"strides": 2, "padding": "SAME"}),
    (Conv1D, (1, 6, 4), {"padding": 1, "dilations": 2, "groups": 2}),
    (Conv2D, (2, 5, 6, 2), {"strides": (1, 2), "padding": "SAME"}),
    (Conv2D, (1, 5, 5, 4), {"padding": ((1, 0), (0, 2)), "dilations": 2, "groups": 2}),
    (Conv3D, (1, 3, 4, 4, 2), {"padding": "SAME"}),
]


class TestConv:
    @pytest.mark.parametrize(("cls", "shape", "options"), CONV_CASES)
    def test_matches_reference(self, cls, shape, options):
        require_dtypes("float64")
        n = len(shape) - 2
        layer = cls(shape[-1], 4, 3 if n < 3 else 2, **options, **F64)
        x = _x(*shape)
        v = _np(layer)
        expected = ref.conv(
            x, v["weight"], layer.strides, _pairs(layer.padding, n), layer.dilations,
            groups=layer.groups, bias=v["bias"],
        )  # fmt: skip
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_channels_first(self):
        require_dtypes("float64")
        layer = Conv2D(3, 4, (2, 3), strides=2, padding=1, data_format="NCHW", **F64)
        x = _x(2, 3, 5, 6)
        v = _np(layer)
        expected = ref.conv(x.transpose(0, 2, 3, 1), v["weight"], (2, 2), [(1, 1)] * 2, (1, 1))
        assert_allclose(layer(ivy.asarray(x)), (expected + v["bias"]).transpose(0, 3, 1, 2))

    def test_float32_by_default_and_keeps_float32(self):
        layer = Conv2D(2, 3, 3, padding="SAME")
        assert ivy.dtype(layer.v.weight) == ivy.float32
        y = layer(ivy.asarray(_x(1, 4, 4, 2).astype(np.float32)))
        assert ivy.dtype(y) == ivy.float32 and tuple(y.shape) == (1, 4, 4, 3)

    def test_default_initialisation_and_fans(self):
        layer = Conv2D(4, 6, (3, 2), groups=2)
        w, b = _np(layer)["weight"], _np(layer)["bias"]
        assert w.shape == (3, 2, 2, 6) and b.shape == (6,)
        np.testing.assert_array_equal(b, 0)
        # Glorot: fan_in = 4 / 2 * 6 = 12, fan_out = 6 * 6 = 36.
        limit = math.sqrt(6 / (12 + 36))
        assert np.abs(w).max() <= limit and np.abs(w).max() > limit / 2
        rec = Recording()
        Conv2D(4, 6, (3, 2), groups=2, weight_initializer=rec, bias_initializer=rec)
        assert rec.calls == [((3, 2, 2, 6), 12, 36), ((6,), 12, 36)]

    def test_lazy_in_channels(self):
        layer = Conv2D(None, 4, 3, data_format="NCHW")
        assert not layer.built
        y = layer(ivy.ones((2, 5, 6, 6)))
        assert (
            layer.built and layer.in_channels == 5 and tuple(layer.v.weight.shape) == (3, 3, 5, 4)
        )
        assert tuple(y.shape) == (2, 4, 4, 4)

    def test_lazy_with_a_bad_input_stays_unbuilt(self):
        layer = Conv2D(None, 4, 3, groups=2)
        with pytest.raises(ivy.ShapeError, match=r"Conv2D: x must have 4 dimensions \(NHWC\)"):
            layer(ivy.ones((5, 5, 4)))
        with pytest.raises(ValueError, match="Conv2D: groups = 2 must divide in_channels = 3"):
            layer(ivy.ones((1, 5, 5, 3)))
        assert not layer.built
        assert tuple(layer(ivy.ones((1, 5, 5, 4))).shape) == (1, 3, 3, 4)

    def test_v_override_and_no_bias(self):
        require_dtypes("float64")
        layer = Conv1D(2, 3, 2, with_bias=False, dtype=ivy.float64)
        assert layer.v.all_key_chains() == ["weight"]
        w = _x(2, 2, 3)
        x = _x(1, 4, 2)
        y = layer(ivy.asarray(x), v={"weight": ivy.asarray(w)})
        assert_allclose(y, ref.conv(x, w, (1,), "VALID", (1,)))
        assert not np.allclose(_np(layer)["weight"], w)  # its own are untouched

    def test_repr(self):
        assert repr(Conv2D(3, 4, 3, padding="same")) == (
            "Conv2D(in_channels=3, out_channels=4, kernel_size=(3, 3), strides=(1, 1), "
            "padding='SAME', dilations=(1, 1), with_bias=True, data_format='NHWC', groups=1)"
        )

    @pytest.mark.parametrize(
        ("kwargs", "match"),
        [
            ({"kernel_size": 0}, r"Conv2D: kernel_size must be an int >= 1 or 2 of them; got 0"),
            ({"strides": (1, 2, 3)}, r"Conv2D: strides must be an int >= 1 or 2 of them"),
            ({"dilations": True}, r"Conv2D: dilations must be"),
            ({"padding": "FULL"}, r"Conv2D: padding must be 'SAME', 'VALID', an int or 2"),
            ({"padding": -1}, r"Conv2D: padding must be"),
            ({"data_format": "NCW"}, r"Conv2D: data_format must be 'NHWC' or 'NCHW'; got 'NCW'"),
            ({"groups": 4}, r"Conv2D: groups = 4 must divide out_channels = 6"),
            ({"groups": 3}, r"Conv2D: groups = 3 must divide in_channels = 2"),
            ({"out_channels": 0}, r"Conv2D: out_channels must be a positive int; got 0"),
            ({"in_channels": 2.0}, r"Conv2D: in_channels must be a positive int or None"),
        ],
    )
    def test_bad_arguments(self, kwargs, match):
        args = {"in_channels": 2, "out_channels": 6, "kernel_size": 3, **kwargs}
        with pytest.raises(ValueError, match=match):
            Conv2D(
                args.pop("in_channels"), args.pop("out_channels"), args.pop("kernel_size"), **args
            )

    def test_bad_input_is_reported_by_ivy(self):
        with pytest.raises(ivy.ShapeError, match="conv2d: x has 5 channels"):
            Conv2D(3, 4, 3)(ivy.ones((1, 5, 5, 5)))


# Transposed convolutions

TRANSPOSE_CASES = [
    (Conv1DTranspose, (2, 4, 3), {"padding": "VALID", "dilations": 2}),
    (Conv1DTranspose, (1, 4, 2), {"strides": 3, "padding": 1, "output_padding": 2}),
    (Conv2DTranspose, (2, 3, 3, 2), {"strides": 2, "padding": "SAME"}),
    (Conv2DTranspose, (1, 3, 4, 3), {"strides": 2, "padding": 1, "output_padding": (1, 0)}),
    (Conv3DTranspose, (1, 2, 2, 3, 2), {"strides": (2, 1, 2), "padding": "VALID"}),
]


class TestConvTranspose:
    @pytest.mark.parametrize(("cls", "shape", "options"), TRANSPOSE_CASES)
    def test_matches_reference(self, cls, shape, options):
        require_dtypes("float64")
        n = len(shape) - 2
        layer = cls(shape[-1], 3, 3 if n < 3 else 2, **options, **F64)
        x, v = _x(*shape), _np(layer)
        pairs = _pairs(layer.padding, n)
        default = ref.conv_transpose(x, v["weight"], layer.strides, pairs, layer.dilations)
        sizes = [s + p for s, p in zip(default.shape[1:-1], layer.output_padding, strict=True)]
        expected = ref.conv_transpose(
            x, v["weight"], layer.strides, pairs, layer.dilations, sizes, bias=v["bias"]
        )
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_output_shape_at_call(self):
        require_dtypes("float64")
        layer = Conv2DTranspose(2, 3, 3, strides=2, padding="SAME", **F64)
        x, v = _x(1, 3, 3, 2), _np(layer)
        y = layer(ivy.asarray(x), output_shape=(5, 6))
        expected = ref.conv_transpose(x, v["weight"], (2, 2), "SAME", (1, 1), [5, 6], v["bias"])
        assert_allclose(y, expected)

    def test_channels_first_and_lazy(self):
        require_dtypes("float64")
        layer = Conv1DTranspose(None, 2, 2, strides=2, data_format="NCW", **F64)
        x = _x(2, 3, 4)
        y = layer(ivy.asarray(x))
        v = _np(layer)
        assert layer.in_channels == 3 and v["weight"].shape == (2, 2, 3)
        expected = ref.conv_transpose(x.transpose(0, 2, 1), v["weight"], (2,), "VALID", (1,))
        assert_allclose(y, (expected + v["bias"]).transpose(0, 2, 1))

    def test_fans(self):
        rec = Recording()
        Conv2DTranspose(4, 6, (3, 2), weight_initializer=rec)
        # The forward convolution maps 6 channels to 4: fan_in = 6 * 6, fan_out = 4 * 6.
        assert rec.calls == [((3, 2, 6, 4), 36, 24)]

    def test_bad_output_padding(self):
        with pytest.raises(
            ValueError,
            match=r"Conv2DTranspose: output_padding \(2, 2\) must be smaller than strides \(2, 2\)",
        ):
            Conv2DTranspose(2, 3, 3, strides=2, output_padding=2)
        with pytest.raises(
            ValueError, match="Conv2DTranspose: output_padding needs an explicit or 'VALID' padding"
        ):
            Conv2DTranspose(2, 3, 3, strides=2, padding="SAME", output_padding=1)
        with pytest.raises(ValueError, match="Conv1DTranspose: output_padding must be an int >= 0"):
            Conv1DTranspose(2, 3, 3, output_padding=-1)

    def test_bad_output_shape_is_reported_by_ivy(self):
        layer = Conv2DTranspose(2, 3, 3, strides=2)
        with pytest.raises(ValueError, match="conv2d_transpose: output_shape"):
            layer(ivy.ones((1, 3, 3, 2)), output_shape=(9, 9))


# Depthwise


class TestDepthwiseConv2D:
    @pytest.mark.parametrize(
        ("options", "data_format"),
        [
            ({"depth_multiplier": 2, "padding": "SAME"}, "NHWC"),
            ({"strides": 2, "dilations": (1, 2)}, "NCHW"),
        ],
    )
    def test_matches_grouped_reference(self, options, data_format):
        require_dtypes("float64")
        layer = DepthwiseConv2D(3, (3, 2), data_format=data_format, **options, **F64)
        x, v = _x(2, 5, 6, 3), _np(layer)
        m = layer.depth_multiplier
        grouped = v["weight"].reshape(3, 2, 1, 3 * m)
        expected = ref.conv(
            x, grouped, layer.strides, layer.padding, layer.dilations, groups=3, bias=v["bias"]
        )
        if data_format == "NCHW":
            x, expected = x.transpose(0, 3, 1, 2), expected.transpose(0, 3, 1, 2)
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_lazy_shapes_and_fans(self):
        rec = Recording()
        layer = DepthwiseConv2D(None, 3, depth_multiplier=2, weight_initializer=rec)
        layer(ivy.ones((1, 4, 4, 5)))
        assert layer.out_channels == 10 and tuple(layer.v.bias.shape) == (10,)
        assert rec.calls == [((3, 3, 5, 2), 9, 90)]  # torch's fans, groups = in_channels

    def test_bad_depth_multiplier(self):
        with pytest.raises(
            ValueError, match="DepthwiseConv2D: depth_multiplier must be a positive int"
        ):
            DepthwiseConv2D(3, 3, depth_multiplier=0)


# Gradients


@needs_autodiff
@pytest.mark.parametrize(
    "layer",
    [
        lambda: Conv2D(2, 3, 2, strides=2, padding=1, **F64),
        lambda: Conv1DTranspose(2, 2, 3, strides=2, padding="SAME", **F64),
        lambda: DepthwiseConv2D(2, 2, depth_multiplier=2, **F64),
    ],
)
def test_gradient_wrt_variables_matches_finite_differences(layer):
    require_dtypes("float64")
    layer = layer()
    n = 1 if isinstance(layer, Conv1DTranspose) else 2
    x = ivy.asarray(_x(1, *(3,) * n, 2))

    def loss(v):
        return ivy.sum(ivy.sin(layer(x, v=v)))

    grads = ivy.grad(loss)(layer.v)
    v = _np(layer)
    for key in ("weight", "bias"):

        def partial(value, key=key):
            return loss({**{k: ivy.asarray(a) for k, a in v.items()}, key: value})

        expected = numerical_grad(partial, [v[key]])
        assert np.isfinite(ivy.to_numpy(grads[key])).all()
        assert_allclose(grads[key], expected, rtol=1e-6, atol=1e-8)  # finite-difference error


@pytest.mark.skipif(BACKEND != "numpy", reason="checks the error of the numpy backend")
def test_gradient_on_numpy_is_unsupported():
    layer = Conv1D(2, 2, 2)
    with pytest.raises(ivy.UnsupportedError):
        ivy.grad(lambda v: ivy.sum(layer(ivy.ones((1, 3, 2)), v=v)))(layer.v)


# torch


def _to_torch_weight(w):
    """ivy's (*kernel, a, b) filters as torch's (b, a, *kernel) (both conv and transpose)."""
    n = w.ndim - 2
    return w.transpose(n + 1, n, *range(n))


def _first(x):
    return x.transpose(0, x.ndim - 1, *range(1, x.ndim - 1))


def _last(x):
    return x.transpose(0, *range(2, x.ndim), 1)


@torch_only
@pytest.mark.parametrize(
    ("ours", "theirs", "shape"),
    [
        (
            lambda: Conv1D(4, 6, 3, strides=2, padding=1, groups=2, **F64),
            lambda nn: nn.Conv1d(4, 6, 3, stride=2, padding=1, groups=2),
            (2, 7, 4),
        ),
        (
            lambda: Conv2D(2, 3, (3, 2), dilations=2, padding=(1, 2), **F64),
            lambda nn: nn.Conv2d(2, 3, (3, 2), dilation=2, padding=(1, 2)),
            (1, 6, 5, 2),
        ),
        (
            lambda: Conv3D(2, 2, 2, strides=(1, 2, 1), **F64),
            lambda nn: nn.Conv3d(2, 2, 2, stride=(1, 2, 1)),
            (1, 3, 4, 3, 2),
        ),
        (
            lambda: Conv1DTranspose(3, 2, 3, strides=2, padding=1, output_padding=1, **F64),
            lambda nn: nn.ConvTranspose1d(3, 2, 3, stride=2, padding=1, output_padding=1),
            (2, 4, 3),
        ),
        (
            lambda: Conv2DTranspose(2, 3, 3, strides=(2, 3), dilations=(1, 2), **F64),
            lambda nn: nn.ConvTranspose2d(2, 3, 3, stride=(2, 3), dilation=(1, 2)),
            (1, 3, 2, 2),
        ),
        (
            lambda: Conv3DTranspose(2, 2, 2, strides=2, padding=1, **F64),
            lambda nn: nn.ConvTranspose3d(2, 2, 2, stride=2, padding=1),
            (1, 2, 3, 2, 2),
        ),
    ],
)
def test_matches_torch(ours, theirs, shape):
    import torch

    layer = ours()
    module = theirs(torch.nn).double()
    v = _np(layer)
    with torch.no_grad():
        module.weight.copy_(torch.as_tensor(_to_torch_weight(v["weight"])))
        module.bias.copy_(torch.as_tensor(v["bias"]))
    x = _x(*shape)
    expected = _last(module(torch.as_tensor(_first(x))).detach().numpy())
    assert_allclose(layer(torch.as_tensor(x)), expected)


@torch_only
def test_depthwise_matches_torch_grouped_conv():
    import torch

    layer = DepthwiseConv2D(3, 3, depth_multiplier=2, strides=2, padding=1, **F64)
    module = torch.nn.Conv2d(3, 6, 3, stride=2, padding=1, groups=3).double()
    v = _np(layer)
    with torch.no_grad():
        module.weight.copy_(
            torch.as_tensor(v["weight"].reshape(3, 3, 6).transpose(2, 0, 1)[:, None])
        )
        module.bias.copy_(torch.as_tensor(v["bias"]))
    x = _x(2, 5, 5, 3)
    expected = _last(module(torch.as_tensor(_first(x))).detach().numpy())
    assert_allclose(layer(torch.as_tensor(x)), expected)
