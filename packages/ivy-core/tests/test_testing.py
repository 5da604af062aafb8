"""ivy.testing's own helpers: they must catch what they claim to catch."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose, assert_grads_close, numerical_grad, tolerance


def test_tolerances_are_keyed_by_dtype():
    assert tolerance(ivy.float32) == (1e-5, 1e-6)
    assert tolerance("float64")[0] < tolerance("float32")[0] < tolerance("float16")[0]
    assert tolerance("int32") == (0.0, 0.0)


def test_assert_allclose_accepts_a_match_and_catches_each_kind_of_mismatch():
    x = ivy.asarray(np.asarray([1.0, np.nan], np.float32))
    assert_allclose(x, np.asarray([1.0 + 1e-7, np.nan]), dtype="float32")
    with pytest.raises(AssertionError, match="dtype float32 != expected float64"):
        assert_allclose(x, np.asarray([1.0, np.nan]))
    with pytest.raises(AssertionError, match="shape"):
        assert_allclose(x, np.asarray([[1.0, np.nan]], np.float32))
    with pytest.raises(AssertionError):
        assert_allclose(x, np.asarray([1.001, np.nan], np.float32))
    with pytest.raises(AssertionError):
        assert_allclose(x, np.asarray([1.0, 2.0], np.float32))
    with pytest.raises(AssertionError):
        assert_allclose(ivy.asarray(np.asarray([3], np.int32)), np.asarray([4], np.int32))


def test_assert_allclose_reads_numpy_results_whatever_backend_is_selected():
    # A NumPy array keeps its dtype under any setting (ivy.is_array would say False there).
    exact = np.asarray([1.0, 2.0], np.float32)
    assert_allclose(exact, exact.astype(np.float64), dtype="float32")
    with pytest.raises(AssertionError, match="dtype float32 != expected float64"):
        assert_allclose(exact, exact.astype(np.float64))


def test_numerical_grad_matches_the_analytic_gradient():
    point = np.asarray([[0.5, -1.0], [2.0, 0.25]])

    def f(x):
        return ivy.sum(ivy.multiply(ivy.sin(x), x))

    expected = np.sin(point) + point * np.cos(point)
    np.testing.assert_allclose(numerical_grad(f, [point]), expected, rtol=1e-7)


def test_assert_grads_close_catches_a_wrong_gradient():
    point = np.asarray([1.0, 2.0, 3.0])

    def f(x, y):
        return ivy.sum(ivy.multiply(x, y))

    assert_grads_close(f, [point, 2 * point], [2 * point, point])
    with pytest.raises(AssertionError, match="gradient of argument 1"):
        assert_grads_close(f, [point, 2 * point], [2 * point, 2 * point])
