"""Pooling layers against ivy.testing.reference_conv, torch.nn (on torch), and their errors."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing import reference_conv as ref
from ivy.testing.dtypes import require_dtypes
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy_stateful.layers.pooling import (
    AdaptiveAvgPool1D,
    AdaptiveAvgPool2D,
    AvgPool1D,
    AvgPool2D,
    AvgPool3D,
    MaxPool1D,
    MaxPool2D,
    MaxPool3D,
)

torch_only = pytest.mark.skipif(
    BACKEND != "torch", reason="compares with torch.nn: runs on the torch backend"
)
RNG = np.random.default_rng(0)


def _x(*shape):
    return RNG.normal(size=shape)


def _pairs(padding, n):
    if isinstance(padding, int):
        return [(padding, padding)] * n
    return padding


MAX_CASES = [
    (MaxPool1D, (2, 7, 3), (3,), {"strides": 2, "padding": 1, "dilation": 2}),
    (MaxPool2D, (2, 5, 6, 2), (2, 3), {}),
    (MaxPool2D, (1, 5, 5, 3), (3, 3), {"strides": 2, "padding": "SAME", "ceil_mode": True}),
    (MaxPool3D, (1, 4, 3, 5, 2), (2, 2, 2), {"strides": (2, 1, 2)}),
]
AVG_CASES = [
    (AvgPool1D, (2, 7, 3), (3,), {"strides": 2, "padding": 1, "count_include_pad": True}),
    (AvgPool2D, (2, 5, 6, 2), (2, 2), {"padding": "SAME", "strides": (2, 1)}),
    (AvgPool2D, (1, 5, 5, 3), (3, 3), {"strides": 2, "padding": 1, "ceil_mode": True}),
    (AvgPool3D, (1, 4, 3, 5, 2), (2, 2, 2), {"strides": 1}),
]


class TestMaxPool:
    @pytest.mark.parametrize(("cls", "shape", "kernel", "options"), MAX_CASES)
    def test_matches_reference(self, cls, shape, kernel, options):
        require_dtypes("float64")
        layer = cls(kernel, **options)
        x = _x(*shape)
        n = len(kernel)
        expected = ref.max_pool(
            x, layer.kernel_size, layer.strides, _pairs(layer.padding, n), layer.dilation,
            ceil_mode=layer.ceil_mode,
        )  # fmt: skip
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_strides_default_to_the_kernel(self):
        assert MaxPool2D((2, 3)).strides == (2, 3)


class TestAvgPool:
    @pytest.mark.parametrize(("cls", "shape", "kernel", "options"), AVG_CASES)
    def test_matches_reference(self, cls, shape, kernel, options):
        require_dtypes("float64")
        layer = cls(kernel, **options)
        x = _x(*shape)
        expected = ref.avg_pool(
            x, layer.kernel_size, layer.strides, _pairs(layer.padding, len(kernel)),
            count_include_pad=layer.count_include_pad, ceil_mode=layer.ceil_mode,
        )  # fmt: skip
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_channels_first_keeps_float32(self):
        layer = AvgPool2D(2, data_format="NCHW")
        x = _x(2, 3, 4, 6).astype(np.float32)
        expected = ref.avg_pool(x.transpose(0, 2, 3, 1), (2, 2), (2, 2), "VALID")
        assert_allclose(layer(ivy.asarray(x)), expected.transpose(0, 3, 1, 2).astype(np.float32))


class TestAdaptiveAvgPool:
    @pytest.mark.parametrize(
        ("cls", "shape", "output_size"),
        [
            (AdaptiveAvgPool1D, (2, 7, 3), 3),
            (AdaptiveAvgPool2D, (2, 5, 7, 2), (2, 3)),
            (AdaptiveAvgPool2D, (1, 4, 4, 3), 1),
        ],
    )
    def test_matches_reference(self, cls, shape, output_size):
        require_dtypes("float64")
        layer = cls(output_size)
        x = _x(*shape)
        assert_allclose(layer(ivy.asarray(x)), ref.adaptive_avg_pool(x, layer.output_size))

    def test_channels_first(self):
        require_dtypes("float64")
        x = _x(2, 3, 7)
        y = AdaptiveAvgPool1D(2, data_format="NCW")(ivy.asarray(x))
        expected = ref.adaptive_avg_pool(x.transpose(0, 2, 1), (2,)).transpose(0, 2, 1)
        assert_allclose(y, expected)


def test_pools_have_no_variables_and_a_repr():
    for layer in (MaxPool2D(2), AvgPool1D(3), AdaptiveAvgPool2D(1)):
        assert layer.v.all_key_chains() == []
    assert repr(MaxPool2D(2, padding="same")) == (
        "MaxPool2D(kernel_size=(2, 2), strides=(2, 2), padding='SAME', dilation=(1, 1), "
        "ceil_mode=False, data_format='NHWC')"
    )
    assert repr(AdaptiveAvgPool2D(1)) == "AdaptiveAvgPool2D(output_size=(1, 1), data_format='NHWC')"


@pytest.mark.parametrize(
    ("make", "error", "match"),
    [
        (
            lambda: MaxPool2D(0),
            ValueError,
            r"MaxPool2D: kernel_size must be an int >= 1 or 2 of them; got 0",
        ),
        (
            lambda: AvgPool1D(2, strides=(1, 1)),
            ValueError,
            r"AvgPool1D: strides must be an int >= 1 or 1 of them",
        ),
        (
            lambda: MaxPool3D(2, padding="full"),
            ValueError,
            r"MaxPool3D: padding must be 'SAME', 'VALID'",
        ),
        (lambda: MaxPool1D(2, dilation=0), ValueError, r"MaxPool1D: dilation must be an int >= 1"),
        (
            lambda: AvgPool2D(2, data_format="NHW"),
            ValueError,
            r"AvgPool2D: data_format must be 'NHWC' or 'NCHW'",
        ),
        (
            lambda: AdaptiveAvgPool2D((1, 2, 3)),
            ValueError,
            r"AdaptiveAvgPool2D: output_size must be",
        ),
    ],
)
def test_bad_arguments(make, error, match):
    with pytest.raises(error, match=match):
        make()


def test_bad_input_is_reported_by_ivy():
    with pytest.raises(ivy.ShapeError, match=r"max_pool2d: x must have 4 dimensions"):
        MaxPool2D(2)(ivy.ones((4, 4, 3)))
    with pytest.raises(ValueError, match=r"avg_pool2d: padding \(2, 2\) must be at most half"):
        AvgPool2D(2, padding=2)(ivy.ones((1, 4, 4, 3)))


@needs_autodiff
@pytest.mark.parametrize(
    "layer", [MaxPool2D(2, strides=1), AvgPool2D(3, strides=2, padding=1), AdaptiveAvgPool2D(2)]
)
def test_gradient_matches_finite_differences(layer):
    require_dtypes("float64")
    x = _x(1, 4, 5, 2)
    weights = ivy.asarray(_x(*tuple(layer(ivy.asarray(x)).shape)))

    def loss(x):
        return ivy.sum(layer(x) * weights)

    expected = numerical_grad(loss, [x])
    assert_allclose(ivy.grad(loss)(ivy.asarray(x)), expected, rtol=1e-6, atol=1e-8)  # FD error


@torch_only
def test_matches_torch_modules():
    import torch

    nn = torch.nn
    pairs = [
        (MaxPool1D(3, 2, 1, dilation=2), nn.MaxPool1d(3, 2, 1, dilation=2), (2, 3, 9)),
        (MaxPool2D(3, 2, 1, ceil_mode=True), nn.MaxPool2d(3, 2, 1, ceil_mode=True), (1, 2, 6, 7)),
        (MaxPool3D(2), nn.MaxPool3d(2), (1, 2, 4, 4, 5)),
        (AvgPool1D(3, 2, 1), nn.AvgPool1d(3, 2, 1, count_include_pad=False), (2, 3, 8)),
        (
            AvgPool2D(3, 2, 1, count_include_pad=True, ceil_mode=True),
            nn.AvgPool2d(3, 2, 1, count_include_pad=True, ceil_mode=True),
            (1, 2, 6, 7),
        ),
        (AvgPool3D((2, 1, 2)), nn.AvgPool3d((2, 1, 2)), (1, 2, 4, 3, 5)),
        (AdaptiveAvgPool1D(3), nn.AdaptiveAvgPool1d(3), (2, 3, 7)),
        (AdaptiveAvgPool2D((2, 3)), nn.AdaptiveAvgPool2d((2, 3)), (1, 2, 5, 7)),
    ]
    for ours, theirs, shape in pairs:
        x = torch.as_tensor(_x(*shape))  # channels first, as torch's
        expected = theirs(x).permute(0, *range(2, x.ndim), 1).numpy()
        assert_allclose(ours(x.permute(0, *range(2, x.ndim), 1)), expected)
