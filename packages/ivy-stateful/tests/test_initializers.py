"""Initializers: shapes, dtypes, seeds, and each distribution's bounds and moments."""

import math

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND
from ivy_stateful.initializers import (
    Constant,
    FirstLayerSiren,
    GlorotUniform,
    KaimingNormal,
    KaimingUniform,
    Ones,
    RandomNormal,
    Siren,
    Uniform,
    Zeros,
    fans,
    nonlinearity_gain,
)

DRAW = (200, 100)  # 20k samples: the sample mean's standard error is std / 141

# (initializer, fans, ("uniform", low, high) or ("normal", mean, std))
RANDOM = [
    (Uniform(-2.0, 3.0), {}, ("uniform", -2.0, 3.0)),
    (RandomNormal(0.5, 2.0), {}, ("normal", 0.5, 2.0)),
    (GlorotUniform(), {"fan_in": 30, "fan_out": 50}, ("uniform", -0.27386, 0.27386)),
    (GlorotUniform(gain=2.0), {"fan_in": 30, "fan_out": 50}, ("uniform", -0.54772, 0.54772)),
    (KaimingNormal(), {"fan_in": 50}, ("normal", 0.0, 0.2)),
    (
        KaimingNormal(mode="fan_out", nonlinearity="leaky_relu", negative_slope=0.2),
        {"fan_out": 40},
        ("normal", 0.0, math.sqrt(2 / 1.04) / math.sqrt(40)),
    ),
    (KaimingNormal(nonlinearity="tanh"), {"fan_in": 25}, ("normal", 0.0, 1 / 3)),
    (KaimingUniform(), {"fan_in": 24}, ("uniform", -0.5, 0.5)),
    # torch's default nn.Linear / nn.Conv weight init: U(-1/sqrt(fan_in), 1/sqrt(fan_in)).
    (
        KaimingUniform(nonlinearity="leaky_relu", negative_slope=math.sqrt(5)),
        {"fan_in": 16},
        ("uniform", -0.25, 0.25),
    ),
    (KaimingUniform(mode="fan_out"), {"fan_out": 6}, ("uniform", -1.0, 1.0)),
    (Siren(), {"fan_in": 6}, ("uniform", -1 / 30, 1 / 30)),
    (Siren(w0=2.0), {"fan_in": 24}, ("uniform", -0.25, 0.25)),
    (FirstLayerSiren(), {"fan_in": 4}, ("uniform", -0.25, 0.25)),
]
RANDOM_IDS = [repr(init) for init, _, _ in RANDOM]
# The GlorotUniform bounds above: math.sqrt(6 / 80) = 0.273861..., times 2 = 0.547722...


def as_numpy(x):
    return np.asarray(ivy.to_numpy(x), dtype=np.float64)


class TestRandomInitializers:
    @pytest.mark.parametrize(("init", "fan", "law"), RANDOM, ids=RANDOM_IDS)
    def test_bounds_and_moments(self, init, fan, law):
        x = as_numpy(init.create_variables(DRAW, **fan, seed=3))
        kind, a, b = law
        if kind == "uniform":
            assert a <= x.min() and x.max() < b
            # 20k draws come within 0.1% of the width of either bound
            assert x.min() < a + 1e-3 * (b - a) and x.max() > b - 1e-3 * (b - a)
            mean, std = (a + b) / 2, (b - a) / math.sqrt(12)
        else:
            mean, std = a, b
        assert abs(x.mean() - mean) < 5 * std / math.sqrt(x.size)  # 5 standard errors
        assert abs(x.std() - std) < 0.03 * std  # the sample std's error is ~0.5% here

    @pytest.mark.parametrize(("init", "fan", "law"), RANDOM[::3], ids=RANDOM_IDS[::3])
    @pytest.mark.parametrize("shape", [(), (5,), (2, 3)])
    def test_shape_and_default_dtype(self, init, fan, law, shape):
        x = init.create_variables(shape, **fan, seed=0)
        assert ivy.shape(x) == shape and ivy.dtype(x) == ivy.float32
        assert type(x) is type(ivy.zeros(1))  # the current backend's arrays

    @pytest.mark.parametrize(("init", "fan", "law"), RANDOM[1::3], ids=RANDOM_IDS[1::3])
    def test_float64_and_an_int_shape(self, init, fan, law):
        x = init.create_variables(4, **fan, dtype=ivy.float64, seed=0)
        assert ivy.shape(x) == (4,) and ivy.dtype(x) == ivy.float64

    @pytest.mark.parametrize(("init", "fan", "law"), RANDOM[2::3], ids=RANDOM_IDS[2::3])
    def test_a_seed_reproduces_the_draw(self, init, fan, law):
        first = as_numpy(init.create_variables((3, 4), **fan, seed=7))
        np.testing.assert_array_equal(as_numpy(init.create_variables((3, 4), **fan, seed=7)), first)
        other = as_numpy(init.create_variables((3, 4), **fan, seed=8))
        assert not np.array_equal(other, first)
        ivy.seed(1)
        unseeded = as_numpy(init.create_variables((3, 4), **fan))
        ivy.seed(1)
        np.testing.assert_array_equal(as_numpy(init.create_variables((3, 4), **fan)), unseeded)

    def test_a_random_initializer_needs_a_floating_dtype(self):
        with pytest.raises(ivy.DtypeError, match=r"Uniform\.create_variables: dtype must be"):
            Uniform().create_variables(3, dtype=ivy.int32)
        with pytest.raises(ivy.DtypeError, match=r"KaimingNormal\.create_variables: dtype"):
            KaimingNormal().create_variables(3, fan_in=3, dtype=ivy.int32)


class TestFans:
    @pytest.mark.parametrize(
        ("init", "fan", "missing"),
        [
            (GlorotUniform(), {"fan_in": 3}, "fan_out"),
            (GlorotUniform(), {"fan_out": 3}, "fan_in"),
            (KaimingNormal(), {"fan_out": 3}, "fan_in"),
            (KaimingUniform(mode="fan_out"), {"fan_in": 3}, "fan_out"),
            (Siren(), {}, "fan_in"),
            (FirstLayerSiren(), {"fan_out": 3}, "fan_in"),
        ],
    )
    def test_a_missing_fan_is_named(self, init, fan, missing):
        with pytest.raises(ValueError, match=f"{type(init).__name__}.create_variables: {missing}"):
            init.create_variables((3, 3), **fan)

    @pytest.mark.parametrize("bad", [0, -2, 2.5, True])
    def test_a_fan_must_be_a_positive_int(self, bad):
        with pytest.raises(ValueError, match="fan_in must be a positive int"):
            Siren().create_variables((3, 3), fan_in=bad)

    def test_fans_of_the_layouts(self):
        assert fans((64, 32), kind="linear") == (32, 64)
        # torch: a (32, 16, 3, 3) Conv2d weight has fan_in 16 * 9, fan_out 32 * 9
        assert fans((3, 3, 16, 32), kind="conv") == (144, 288)
        assert fans((32, 16, 3, 3), kind="conv_channel_first") == (144, 288)
        assert fans((5, 4, 8), kind="conv") == (20, 40)
        assert fans((2, 2, 2, 3, 6), kind="conv") == (24, 48)

    def test_fans_bad_input(self):
        with pytest.raises(ValueError, match="fans: kind must be one of"):
            fans((3, 4), kind="dense")
        with pytest.raises(ValueError, match=r"fans: a linear weight has shape \(out, in\)"):
            fans((3, 4, 5), kind="linear")
        with pytest.raises(ValueError, match="fans: a 'conv' filter has a kernel"):
            fans((3, 4), kind="conv")

    def test_nonlinearity_gain(self):
        assert nonlinearity_gain("linear") == nonlinearity_gain("sigmoid") == 1.0
        assert nonlinearity_gain("tanh") == pytest.approx(5 / 3)
        assert nonlinearity_gain("relu") == pytest.approx(math.sqrt(2))
        assert nonlinearity_gain("leaky_relu", negative_slope=0.5) == pytest.approx(
            math.sqrt(2 / 1.25)
        )
        assert nonlinearity_gain("selu") == 0.75
        with pytest.raises(ValueError, match="nonlinearity_gain: nonlinearity must be one of"):
            nonlinearity_gain("gelu")

    @pytest.mark.skipif(BACKEND != "torch", reason="the torch.nn.init comparison runs on torch")
    def test_fans_and_gains_match_torch(self):
        torch = pytest.importorskip("torch")
        fan_of = torch.nn.init._calculate_fan_in_and_fan_out
        for shape in [(7, 5), (32, 16, 3, 3), (6, 2, 5), (4, 3, 2, 2, 2)]:
            kind = "linear" if len(shape) == 2 else "conv_channel_first"
            assert fans(shape, kind=kind) == fan_of(torch.empty(shape))
            if kind != "linear":
                channel_last = (*shape[2:], shape[1], shape[0])
                assert fans(channel_last, kind="conv") == fan_of(torch.empty(shape))
        for name in ["linear", "conv2d", "sigmoid", "tanh", "relu", "selu"]:
            ours = nonlinearity_gain("conv" if name == "conv2d" else name)
            assert ours == pytest.approx(torch.nn.init.calculate_gain(name))
        assert nonlinearity_gain("leaky_relu", negative_slope=math.sqrt(5)) == pytest.approx(
            torch.nn.init.calculate_gain("leaky_relu", math.sqrt(5))
        )


class TestConstants:
    def test_values_and_dtypes(self):
        assert_allclose(Constant(0.25).create_variables((2, 3)), np.full((2, 3), 0.25, np.float32))
        assert_allclose(Zeros().create_variables(3, dtype=ivy.float64), np.zeros(3))
        assert_allclose(Ones().create_variables(()), np.ones((), np.float32))
        assert_allclose(
            Constant(7).create_variables(2, dtype=ivy.int32), np.array([7, 7], np.int32)
        )

    def test_fans_and_seed_are_accepted_and_unused(self):
        x = Ones().create_variables((2, 2), fan_in=2, fan_out=2, seed=0)
        assert_allclose(x, np.ones((2, 2), np.float32))


class TestBadArguments:
    @pytest.mark.parametrize(
        ("make", "match"),
        [
            (lambda: Uniform(1.0, 0.0), "Uniform: low must be less than high"),
            (lambda: RandomNormal(std=-1.0), "RandomNormal: std must be non-negative"),
            (lambda: GlorotUniform(gain=0.0), "GlorotUniform: gain must be positive"),
            (lambda: KaimingNormal(mode="fan_avg"), "KaimingNormal: mode must be"),
            (lambda: KaimingUniform(nonlinearity="gelu"), "KaimingUniform: nonlinearity must"),
            (lambda: Siren(w0=0.0), "Siren: w0 must be positive"),
        ],
    )
    def test_bad_constructor_arguments(self, make, match):
        with pytest.raises(ValueError, match=match):
            make()

    def test_bad_shapes(self):
        with pytest.raises(TypeError, match=r"Zeros\.create_variables: shape must be an int"):
            Zeros().create_variables((2.5,))
        with pytest.raises(ValueError, match="shape must not have negative sizes"):
            Uniform().create_variables((-1, 2))
