"""Spherical polar coordinates [r, α, β] (radius, azimuth, polar angle) and Cartesian ones."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import needs_autodiff
from ivy_mech import cartesian_to_polar_coords, polar_to_cartesian_coords


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def polar_reference(cartesian):
    x, y, z = cartesian[..., 0], cartesian[..., 1], cartesian[..., 2]
    r = np.sqrt(x * x + y * y + z * z)
    return np.stack([r, np.arctan2(y, x), np.arccos(z / r)], axis=-1)


class TestConversions:
    def test_original_data(self):
        # the original ivy_mech's test point: polar = [r, atan2(y, x), acos(z / r)]
        cartesian = np.array([-1.0, 2.0, 3.0])
        polar = polar_reference(cartesian)
        assert_allclose(cartesian_to_polar_coords(arr(cartesian)), polar)
        assert_allclose(polar_to_cartesian_coords(arr(polar)), cartesian)

    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_batch_shapes(self, batch_shape):
        cartesian = np.random.default_rng(0).normal(size=(*batch_shape, 3))
        polar = polar_reference(cartesian)
        assert_allclose(cartesian_to_polar_coords(arr(cartesian)), polar)
        assert_allclose(polar_to_cartesian_coords(arr(polar)), cartesian)

    def test_float32_keeps_float32(self):
        cartesian = np.random.default_rng(1).normal(size=(4, 3)).astype(np.float32)
        polar = cartesian_to_polar_coords(arr(cartesian, np.float32))
        assert_allclose(polar, polar_reference(cartesian.astype(np.float64)).astype(np.float32))
        assert_allclose(polar_to_cartesian_coords(polar), cartesian, atol=1e-6)

    def test_origin_and_axis(self):
        points = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, 2.0], [0.0, 0.0, -3.0]])
        expected = np.array([[0.0, 0.0, 0.0], [2.0, 0.0, 0.0], [3.0, 0.0, np.pi]])
        assert_allclose(cartesian_to_polar_coords(arr(points)), expected)

    def test_near_pole_precision(self):
        # β = atan2(ρ, z) keeps full relative precision where acos(z / r) would lose it
        point = np.array([1e-9, 0.0, 1.0])
        assert_allclose(cartesian_to_polar_coords(arr(point)), [np.sqrt(1 + 1e-18), 0.0, 1e-9])

    @given(st.lists(st.floats(-10, 10), min_size=3, max_size=3))
    def test_round_trip(self, values):
        cartesian = np.array(values)
        back = polar_to_cartesian_coords(cartesian_to_polar_coords(arr(cartesian)))
        assert_allclose(back, cartesian, atol=1e-12)

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"cartesian_to_polar_coords.*cartesian_coords"):
            cartesian_to_polar_coords(arr(np.zeros(2)))
        with pytest.raises(ivy.ShapeError, match=r"polar_to_cartesian_coords.*polar_coords"):
            polar_to_cartesian_coords(arr(np.zeros(4)))
        with pytest.raises(ivy.DtypeError, match=r"cartesian_to_polar_coords.*cartesian_coords"):
            cartesian_to_polar_coords(ivy.asarray(np.zeros(3, dtype=np.int32)))


class TestGradients:
    @needs_autodiff
    def test_against_finite_differences(self):
        weights = arr([0.7, -1.3, 0.4])
        point = np.array([-1.0, 2.0, 3.0])
        for fn_ in (cartesian_to_polar_coords, polar_to_cartesian_coords):

            def fn(x, fn_=fn_):
                return ivy.sum(fn_(x) * weights)

            grad = ivy.grad(fn)(arr(point))
            # central differences in float64 are good to ~1e-9
            assert_allclose(grad, numerical_grad(fn, [point]), rtol=1e-6, atol=1e-8)

    @needs_autodiff
    def test_finite_at_origin_and_on_axis(self):
        def fn(x):
            return ivy.sum(cartesian_to_polar_coords(x))

        for point in ([0.0, 0.0, 0.0], [0.0, 0.0, 2.0]):
            grad = ivy.to_numpy(ivy.grad(fn)(arr(point)))
            assert np.all(np.isfinite(grad)), grad
