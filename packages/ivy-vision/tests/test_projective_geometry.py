"""projective_geometry against NumPy references (einsum, pinv, inv, svd)."""

import numpy as np
import pytest
from vision_testing import SHAPES, arr, to_np

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import (
    projection_matrix_inverse,
    projection_matrix_pseudo_inverse,
    solve_homogeneous_dlt,
    transform,
)

FD_TOLERANCES = {"rtol": 1e-6, "atol": 1e-8}


def random_matrices(shape, rows, cols, seed=0):
    return np.random.default_rng(seed).normal(size=(*shape, rows, cols))


def weighted_sum(x):
    return ivy.sum(x * arr(np.linspace(0.5, 1.5, int(np.prod(x.shape))).reshape(x.shape)))


def check_grad(fn, *args):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)


class TestTransform:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        rng = np.random.default_rng(1)
        coords = rng.normal(size=(*shape, 4, 5, 4))
        trans = random_matrices(shape, 3, 4)
        expected = np.einsum("...mn,...hwn->...hwm", trans, coords)
        assert_allclose(transform(arr(coords), arr(trans)), expected)

    def test_one_matrix_for_every_batch_element(self):
        coords = np.random.default_rng(2).normal(size=(2, 3, 7, 4))
        trans = random_matrices((), 3, 4)
        assert_allclose(transform(arr(coords), arr(trans)), coords @ trans.T)

    def test_batch_axes_lead_and_broadcast(self):
        # trans (2, 1) broadcasts against coords' leading (1, 3); the trailing (7,) is samples.
        coords = np.random.default_rng(3).normal(size=(1, 3, 7, 4))
        trans = random_matrices((2, 1), 3, 4)
        expected = np.einsum("abmn,abpn->abpm", trans, np.broadcast_to(coords, (2, 3, 7, 4)))
        assert_allclose(transform(arr(coords), arr(trans)), expected)

    def test_no_sample_axes(self):
        coords, trans = np.ones((2, 4)), random_matrices((2,), 3, 4)
        assert_allclose(transform(arr(coords), arr(trans)), trans.sum(-1))

    def test_float32_stays_float32(self):
        out = transform(arr(np.ones((5, 4)), "float32"), arr(np.eye(4)[:3], "float32"))
        assert_allclose(out, np.ones((5, 3)), dtype="float32")

    def test_wrong_dimension(self):
        with pytest.raises(ivy.ShapeError, match="transform: coords"):
            transform(arr(np.ones((5, 3))), arr(np.eye(4)[:3]))

    def test_mismatched_batch(self):
        with pytest.raises(ivy.ShapeError, match=r"transform.*coords.*trans"):
            transform(arr(np.ones((3, 5, 4))), arr(random_matrices((2,), 3, 4)))

    def test_too_few_axes_for_the_batch(self):
        with pytest.raises(ivy.ShapeError, match="transform: coords"):
            transform(arr(np.ones(4)), arr(random_matrices((2,), 3, 4)))

    def test_integer_dtype(self):
        with pytest.raises(ivy.DtypeError, match="transform: coords"):
            transform(ivy.asarray(np.ones((5, 4), dtype=np.int32)), arr(np.eye(4)[:3]))

    @needs_autodiff
    def test_gradient(self):
        coords = np.random.default_rng(4).normal(size=(2, 4))
        check_grad(lambda c, t: weighted_sum(transform(c, t)), coords, random_matrices((), 3, 4))


class TestProjectionMatrixPseudoInverse:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy_pinv(self, shape):
        matrices = random_matrices(shape, 3, 4)
        out = projection_matrix_pseudo_inverse(arr(matrices))
        assert_allclose(out, np.linalg.pinv(matrices), rtol=1e-8, atol=1e-10)
        assert_allclose(arr(matrices) @ out, np.broadcast_to(np.eye(3), (*shape, 3, 3)), atol=1e-10)

    def test_float32_stays_float32(self):
        out = projection_matrix_pseudo_inverse(arr(np.eye(4)[:3], "float32"))
        assert_allclose(out, np.eye(4)[:, :3], dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="projection_matrix_pseudo_inverse: proj_mat"):
            projection_matrix_pseudo_inverse(arr(np.eye(4)))

    @needs_autodiff
    def test_gradient(self):
        check_grad(
            lambda p: weighted_sum(projection_matrix_pseudo_inverse(p)), random_matrices((), 3, 4)
        )


class TestProjectionMatrixInverse:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy_inv(self, shape):
        matrices = random_matrices(shape, 3, 4)
        homogeneous = np.concatenate(
            [matrices, np.broadcast_to([[0.0, 0.0, 0.0, 1.0]], (*shape, 1, 4))], axis=-2
        )
        out = projection_matrix_inverse(arr(matrices))
        assert_allclose(out, np.linalg.inv(homogeneous)[..., :3, :], rtol=1e-8, atol=1e-10)

    def test_float32_stays_float32(self):
        out = projection_matrix_inverse(arr(np.eye(4)[:3], "float32"))
        assert_allclose(out, np.eye(4)[:3], dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="projection_matrix_inverse: proj_mat"):
            projection_matrix_inverse(arr(np.ones((4, 3))))

    @needs_autodiff
    def test_gradient(self):
        check_grad(lambda p: weighted_sum(projection_matrix_inverse(p)), random_matrices((), 3, 4))


class TestSolveHomogeneousDlt:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy_svd(self, shape):
        systems = random_matrices(shape, 4, 4)
        expected = np.linalg.svd(systems)[2][..., -1, :]
        out = solve_homogeneous_dlt(arr(systems))
        # Defined up to sign, as every SVD solution.
        sign = np.sign(np.sum(to_np(out) * expected, axis=-1, keepdims=True))
        assert_allclose(out * arr(sign), expected, rtol=1e-8, atol=1e-10)

    @pytest.mark.parametrize("rows", [3, 4, 6])
    def test_recovers_the_null_vector(self, rows):
        # A system of rank 3 whose exact solution is x: rows orthogonal to x (wide, square, tall).
        x = np.array([1.0, -2.0, 0.5, 3.0])
        rng = np.random.default_rng(5)
        system = rng.normal(size=(rows, 4))
        system -= np.outer(system @ x, x) / (x @ x)
        out = solve_homogeneous_dlt(arr(system))
        assert_allclose(out / out[3] * 3.0, x, rtol=1e-8, atol=1e-10)
        assert_allclose(ivy.vector_norm(out), 1.0)

    def test_float32_stays_float32(self):
        out = solve_homogeneous_dlt(arr(np.diag([1.0, 1.0, 0.0]), "float32"))
        assert_allclose(ivy.abs(out), [0.0, 0.0, 1.0], dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="solve_homogeneous_dlt: A"):
            solve_homogeneous_dlt(arr(np.ones(4)))

    @needs_autodiff
    @pytest.mark.parametrize("rows", [4, 3])
    def test_gradient(self, rows):
        if rows < 4 and BACKEND == "mxnet":
            pytest.skip(
                "mxnet's svd backward divides by the singular values, and a wide system is "
                "solved through a singular square one: its gradient is not finite there"
            )
        systems = random_matrices((), rows, 4, seed=6)

        def fn(a):
            x = solve_homogeneous_dlt(a)
            return weighted_sum(x / x[..., 3:])  # sign-invariant

        check_grad(fn, systems)
