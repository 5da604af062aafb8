"""Activation functions against NumPy/SciPy references, from one table."""

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy import special

import ivy
from ivy.testing import assert_allclose
from ivy.testing import strategies as hst
from ivy.testing.dtypes import available_dtypes

FLOATS = ["float32", "float64"]
# Deferred: the backend is set by the session fixture, after this module is imported.
dtypes = st.deferred(lambda: st.sampled_from(available_dtypes(FLOATS)))

SELU_ALPHA, SELU_SCALE = 1.6732632423543772848170429916717, 1.0507009873554804934193349852946


def _softplus(x, beta=1.0, threshold=20.0):
    return np.where(x * beta > threshold, x, np.logaddexp(0, x * beta) / beta)


def _elu(x, alpha=1.0):
    return np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0)))


# name -> (keyword options, float64 reference)
REFERENCES = {
    "relu": ({}, lambda x: np.maximum(x, 0)),
    "leaky_relu": ({}, lambda x: np.where(x >= 0, x, 0.2 * x)),
    "gelu": ({}, lambda x: x * special.ndtr(x)),
    "sigmoid": ({}, special.expit),
    "softmax": ({}, lambda x: special.softmax(x, axis=-1)),
    "log_softmax": ({}, lambda x: special.log_softmax(x, axis=-1)),
    "softplus": ({}, _softplus),
    "silu": ({}, lambda x: x * special.expit(x)),
    "mish": ({}, lambda x: x * np.tanh(_softplus(x))),
    "hardswish": ({}, lambda x: x * np.clip(x + 3, 0, 6) / 6),
    "elu": ({}, _elu),
    "selu": ({}, lambda x: SELU_SCALE * _elu(x, SELU_ALPHA)),
}
AXIS_FUNCTIONS = ("softmax", "log_softmax")


def _check(name, values, kwargs, reference):
    result = getattr(ivy, name)(ivy.asarray(values), **kwargs)
    assert_allclose(result, reference(values.astype(np.float64)).astype(values.dtype))


@pytest.mark.parametrize("name", list(REFERENCES))
@given(data=st.data())
def test_activation_matches_reference(name, data):
    kwargs, reference = REFERENCES[name]
    min_dims = 1 if name in AXIS_FUNCTIONS else 0
    shape = data.draw(hst.shapes(min_dims=min_dims, min_side=1 if min_dims else 0))
    values = data.draw(hst.arrays(data.draw(dtypes), shape))
    _check(name, values, kwargs, reference)


@pytest.mark.parametrize(
    ("name", "kwargs", "reference"),
    [
        ("leaky_relu", {"alpha": 0.3}, lambda x: np.where(x >= 0, x, 0.3 * x)),
        (
            "gelu",
            {"approximate": True},
            lambda x: 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x**3))),
        ),
        ("softplus", {"beta": 0.7, "threshold": 3.0}, lambda x: _softplus(x, 0.7, 3.0)),
        ("elu", {"alpha": 0.3}, lambda x: _elu(x, 0.3)),
    ],
)
def test_activation_options(name, kwargs, reference):
    values = np.linspace(-6, 6, 25).reshape(5, 5)
    for dtype in available_dtypes(FLOATS):
        _check(name, values.astype(dtype), kwargs, reference)


@pytest.mark.parametrize("name", AXIS_FUNCTIONS)
@pytest.mark.parametrize("axis", [0, 1, -3])
def test_softmax_along_any_axis(name, axis):
    values = np.random.default_rng(0).normal(size=(2, 3, 4)).astype(np.float32)
    reference = getattr(special, name)
    result = getattr(ivy, name)(ivy.asarray(values), axis=axis)
    assert_allclose(result, reference(values.astype(np.float64), axis=axis).astype(np.float32))


def test_stable_forms_at_extreme_values():
    x = ivy.asarray(np.array([-1000.0, -50.0, 0.0, 50.0, 1000.0], np.float32))
    assert_allclose(
        ivy.sigmoid(x), special.expit(np.array([-1000, -50, 0, 50, 1000.0])).astype(np.float32)
    )
    # The max is subtracted: exp(1000) alone would overflow.
    assert_allclose(ivy.softmax(x), np.array([0, 0, 0, 0, 1], np.float32))
    assert_allclose(ivy.log_softmax(x), np.array([-2000, -1050, -1000, -950, 0], np.float32))
    # Linear above the threshold, and no overflow for large beta * x below it.
    assert_allclose(
        ivy.softplus(x), np.array([0, 1.9287499e-22, math.log(2), 50, 1000], np.float32)
    )
    assert_allclose(
        ivy.softplus(x, threshold=1e4),
        np.array([0, 1.9287499e-22, math.log(2), 50, 1000], np.float32),
    )
    assert_allclose(ivy.elu(x), np.array([-1, -1, 0, 50, 1000], np.float32))


def test_nan_propagates():
    x = ivy.asarray(np.array([np.nan, 1.0], np.float32))
    for name in REFERENCES:
        result = ivy.to_numpy(getattr(ivy, name)(x))
        assert np.isnan(result[0]), name


@pytest.mark.parametrize("name", AXIS_FUNCTIONS)
def test_softmax_rejects_an_axis_out_of_range(name):
    with pytest.raises(ivy.AxisError, match=f"{name}: axis 2 is out of range"):
        getattr(ivy, name)(ivy.zeros((2, 3)), axis=2)


def test_activations_keep_dtype_and_shape_of_0d_input():
    for dtype in available_dtypes(FLOATS):
        x = ivy.asarray(np.asarray(-0.5, dtype))
        for name in REFERENCES:
            if name in AXIS_FUNCTIONS:
                continue
            kwargs, reference = REFERENCES[name]
            _check(name, np.asarray(-0.5, dtype), kwargs, reference)
            assert ivy.dtype(getattr(ivy, name)(x)) == dtype
