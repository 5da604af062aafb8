"""sample_spline_path against scipy.interpolate.RBFInterpolator."""

import numpy as np
import pytest
from scipy.interpolate import RBFInterpolator

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_robot.spline import sample_spline_path

# scipy's polyharmonic kernels: the same interpolant (the sign of -r and -r^5 only flips the
# weights) with the same minimum polynomial degree.
SCIPY_KERNELS = {1: "linear", 2: "thin_plate_spline", 3: "cubic", 5: "quintic"}
# The saddle-point systems are ill-conditioned, the more so the higher the order: in float64
# order 5 keeps ~1e-8 here, the others ~1e-11.
F64 = {"rtol": 1e-8, "atol": 1e-9}
F64_QUINTIC = {"rtol": 1e-6, "atol": 1e-7}


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_np(x):
    return np.asarray(ivy.to_numpy(x))


def problem(num_anchors=8, dim=1, values=3, samples=6, seed=0):
    rng = np.random.default_rng(seed)
    anchors = rng.uniform(size=(num_anchors, dim))
    return anchors, rng.normal(size=(num_anchors, values)), rng.uniform(size=(samples, dim))


class TestSampleSplinePath:
    @pytest.mark.parametrize("order", sorted(SCIPY_KERNELS))
    @pytest.mark.parametrize("dim", [1, 2])
    def test_matches_scipy(self, order, dim):
        anchors, values, samples = problem(dim=dim, seed=order + 10 * dim)
        expected = RBFInterpolator(anchors, values, kernel=SCIPY_KERNELS[order])(samples)
        out = sample_spline_path(arr(anchors), arr(values), arr(samples), order)
        assert_allclose(out, expected, **(F64_QUINTIC if order == 5 else F64))

    def test_default_order_is_cubic(self):
        anchors, values, samples = problem()
        expected = RBFInterpolator(anchors, values, kernel="cubic")(samples)
        assert_allclose(
            sample_spline_path(arr(anchors), arr(values), arr(samples)), expected, **F64
        )

    @pytest.mark.parametrize("order", [1, 2, 3, 4, 5, 6])
    def test_passes_through_the_anchors(self, order):
        anchors, values, _ = problem()
        out = sample_spline_path(arr(anchors), arr(values), arr(anchors), order)
        assert_allclose(out, values, rtol=1e-7, atol=1e-7)

    def test_order_4_reproduces_quadratics(self):
        # r^4 log r needs a degree-2 polynomial term, which then reproduces any quadratic.
        anchors, _, samples = problem(dim=2)

        def quadratic(p):
            x, y = p[:, 0], p[:, 1]
            return np.stack([1 + 2 * x - y + 3 * x * y, x * x - 2 * y * y + 0.5], axis=-1)

        out = sample_spline_path(arr(anchors), arr(quadratic(anchors)), arr(samples), 4)
        assert_allclose(out, quadratic(samples), rtol=1e-7, atol=1e-8)

    def test_order_4_matches_numpy_solve(self):
        anchors, values, samples = problem()

        def kernel(a, b):
            r = np.abs(a[:, None, 0] - b[None, :, 0])
            return np.where(r > 0, r**4 * np.log(np.where(r > 0, r, 1.0)), 0.0)

        def poly(p):
            return np.stack([np.ones(len(p)), p[:, 0], p[:, 0] ** 2], axis=-1)

        system = np.block(
            [[kernel(anchors, anchors), poly(anchors)], [poly(anchors).T, np.zeros((3, 3))]]
        )
        coefficients = np.linalg.solve(system, np.concatenate([values, np.zeros((3, 3))]))
        expected = np.concatenate([kernel(samples, anchors), poly(samples)], -1) @ coefficients
        out = sample_spline_path(arr(anchors), arr(values), arr(samples), 4)
        assert_allclose(out, expected, rtol=1e-7, atol=1e-8)

    def test_shared_anchor_points_serve_batched_values(self):
        # The drone demo's case: one parameterisation, a batch of paths.
        anchors, _, samples = problem()
        values = np.random.default_rng(1).normal(size=(2, 3, 8, 3))
        out = sample_spline_path(arr(anchors), arr(values), arr(samples))
        assert tuple(out.shape) == (2, 3, 6, 3)
        for index in np.ndindex(2, 3):
            expected = RBFInterpolator(anchors, values[index], kernel="cubic")(samples)
            np.testing.assert_allclose(to_np(out)[index], expected, **F64)

    def test_batched_anchor_points(self):
        rng = np.random.default_rng(2)
        anchors = rng.uniform(size=(4, 8, 1))
        values = rng.normal(size=(4, 8, 3))
        samples = rng.uniform(size=(4, 6, 1))
        out = to_np(sample_spline_path(arr(anchors), arr(values), arr(samples)))
        for i in range(4):
            expected = RBFInterpolator(anchors[i], values[i], kernel="cubic")(samples[i])
            np.testing.assert_allclose(out[i], expected, **F64)

    def test_original_anchor_example(self):
        # The original library's example: five anchors of a 3-d path at 0, 0.25, ..., 1.
        anchors = np.linspace(0.0, 1.0, 5)[:, None]
        values = np.array(
            [[-1.15, -1.028, 0.6], [-0.656, -0.466, 0.65], [-0.112, 0.098, 0.65],
             [0.431, 0.637, 0.65], [1.025, 1.125, 0.6]]
        )  # fmt: skip
        samples = np.linspace(0.0, 1.0, 11)[:, None]
        expected = RBFInterpolator(anchors, values, kernel="cubic")(samples)
        out = sample_spline_path(
            arr(anchors, "float32"), arr(values, "float32"), arr(samples, "float32")
        )
        assert_allclose(out, expected.astype(np.float32), rtol=1e-4, atol=1e-5)

    def test_float32_stays_float32(self):
        anchors, values, samples = problem()
        expected = RBFInterpolator(anchors, values, kernel="cubic")(samples)
        out = sample_spline_path(
            arr(anchors, "float32"), arr(values, "float32"), arr(samples, "float32")
        )
        # Solving the saddle-point system in float32 loses about 4 digits.
        assert_allclose(out, expected.astype(np.float32), rtol=1e-3, atol=1e-3)

    def test_mismatched_anchor_count(self):
        anchors, values, samples = problem()
        with pytest.raises(ivy.ShapeError, match="sample_spline_path: anchor_vals"):
            sample_spline_path(arr(anchors), arr(values[:-1]), arr(samples))

    def test_mismatched_dimension(self):
        anchors, values, _ = problem()
        with pytest.raises(ivy.ShapeError, match="sample_spline_path: sample_points"):
            sample_spline_path(arr(anchors), arr(values), arr(np.zeros((4, 2))))

    def test_integer_dtype(self):
        anchors, _, samples = problem()
        with pytest.raises(ivy.DtypeError, match="sample_spline_path: anchor_vals"):
            sample_spline_path(arr(anchors), ivy.asarray(np.ones((8, 3), np.int32)), arr(samples))

    @pytest.mark.parametrize("order", [0, -1, 2.5, True, "3"])
    def test_bad_order(self, order):
        anchors, values, samples = problem()
        with pytest.raises(
            ValueError, match="sample_spline_path: order must be a positive integer"
        ):
            sample_spline_path(arr(anchors), arr(values), arr(samples), order)

    def test_too_few_anchors(self):
        # Order 5 in 2-d needs the 6 coefficients of a quadratic.
        anchors, values, samples = problem(dim=2)
        anchors, values = anchors[:5], values[:5]
        with pytest.raises(ValueError, match="needs at least 6 anchors"):
            sample_spline_path(arr(anchors), arr(values), arr(samples), 5)

    @needs_autodiff
    def test_gradients(self):
        anchors, values, samples = problem()
        weights = arr(np.arange(1.0, 19.0).reshape(6, 3))

        def fn(a, v, s):
            return ivy.sum(sample_spline_path(a, v, s) * weights)

        grads = ivy.grad(fn, argnums=(0, 1, 2))(arr(anchors), arr(values), arr(samples))
        for grad in grads:
            assert np.all(np.isfinite(to_np(grad)))
        assert_grads_close(fn, (anchors, values, samples), grads, rtol=1e-5, atol=1e-6)

    @needs_autodiff
    def test_gradient_at_coincident_points(self):
        # A sample on an anchor: r = 0 in the kernel, where sqrt and log have no derivative.
        anchors, values, samples = problem()
        samples[:2] = anchors[:2]
        grad = ivy.grad(lambda s: ivy.sum(sample_spline_path(arr(anchors), arr(values), s)))(
            arr(samples)
        )
        assert np.all(np.isfinite(to_np(grad)))
