"""RigidMobile against numpy: R p + t for every pose."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_robot.rigid_mobile import RigidMobile

SHAPES = [(), (5,), (2, 3)]
BODY = np.array([[0.0, 0.0, 0.0], [-0.2, -0.2, 0.0], [-0.2, 0.2, 0.0], [0.2, -0.2, 0.1]])


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def poses(shape, seed=0):
    count = int(np.prod(shape, dtype=int))
    rng = np.random.default_rng(seed)
    rotations = Rotation.random(max(count, 1), random_state=seed).as_matrix()[:count]
    mats = np.concatenate([rotations, rng.normal(size=(count, 3, 1))], axis=-1)
    return mats.reshape(*shape, 3, 4)


def expected_points(mats):
    return np.einsum("...ij,nj->...ni", mats[..., :3], BODY) + mats[..., None, :, 3]


class TestSampleBody:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        mats = poses(shape)
        out = RigidMobile(BODY).sample_body(arr(mats))
        assert_allclose(out, expected_points(mats))

    def test_original_example(self):
        # The original's example pose: rotation vector pose [0.1, 0.2, 0.3, 0.4, 0.5, 0.6].
        mat = np.concatenate(
            [Rotation.from_rotvec([0.4, 0.5, 0.6]).as_matrix(), [[0.1], [0.2], [0.3]]], axis=-1
        )
        body = RigidMobile([[0.0, 0.0, 0.0], [-0.2, -0.2, 0.0], [0.2, 0.2, 0.0]])
        assert_allclose(
            body.sample_body(arr(mat)),
            [[0.1, 0.2, 0.3], [0.04361792, -0.0751835, 0.26690764], [0.15638208, 0.4751835, 0.33309236]],
            rtol=0, atol=1e-8,
        )  # fmt: skip

    def test_batch_shape_broadcasts(self):
        mats = poses((3,))
        out = RigidMobile(BODY).sample_body(arr(mats), batch_shape=(2, 3))
        assert_allclose(out, np.broadcast_to(expected_points(mats), (2, 3, 4, 3)))

    def test_batch_shape_that_does_not_fit(self):
        with pytest.raises(ivy.ShapeError, match=r"RigidMobile.sample_body: .*batch_shape \(2,\)"):
            RigidMobile(BODY).sample_body(arr(poses((3,))), batch_shape=(2,))

    def test_float32_stays_float32(self):
        mats = poses((4,))
        out = RigidMobile(BODY).sample_body(arr(mats, "float32"))
        assert_allclose(out, expected_points(mats).astype(np.float32), rtol=1e-5, atol=1e-6)

    def test_points_from_another_framework_array(self):
        body = RigidMobile(arr(BODY, "float32"))
        assert body.rel_body_points.dtype == np.float64
        np.testing.assert_allclose(body.rel_body_points, BODY.astype(np.float32), rtol=0, atol=0)

    def test_bad_pose_shape(self):
        with pytest.raises(ivy.ShapeError, match=r"RigidMobile\.sample_body: inv_ext_mats"):
            RigidMobile(BODY).sample_body(arr(np.zeros((2, 4, 4))))

    def test_integer_pose(self):
        with pytest.raises(ivy.DtypeError, match=r"RigidMobile\.sample_body: inv_ext_mats"):
            RigidMobile(BODY).sample_body(ivy.asarray(np.zeros((3, 4), np.int32)))

    def test_bad_body_points(self):
        with pytest.raises(
            ivy.ShapeError, match=r"RigidMobile: rel_body_points must have shape \(n, 3\)"
        ):
            RigidMobile(np.zeros((4, 2)))

    @needs_autodiff
    def test_gradient(self):
        mats = poses((2,))
        weights = arr(np.arange(24.0).reshape(2, 4, 3))

        def fn(m):
            return ivy.sum(RigidMobile(BODY).sample_body(m) * weights)

        grad = ivy.grad(fn)(arr(mats))
        assert_grads_close(fn, (mats,), (grad,), rtol=1e-6, atol=1e-8)

    @needs_autodiff
    @pytest.mark.filterwarnings("error:ivy.compile:RuntimeWarning")  # no fallback to eager
    def test_compiled_gradient_equals_eager(self):
        # The body's points are a constant of every trace: torch.compile once ran this eagerly
        # (its guard on the NumPy points failed inside torch.func.grad).
        body = RigidMobile(BODY)

        def fn(m, weights):  # weights an argument: paddle's to_static takes no captured tensors
            return ivy.sum(body.sample_body(m) * weights)

        value_and_grad = ivy.value_and_grad(fn)
        mats, weights = arr(poses((2,))), arr(np.arange(24.0).reshape(2, 4, 3))
        value, grad = ivy.compile(value_and_grad)(mats, weights)
        eager_value, eager_grad = value_and_grad(mats, weights)
        assert_allclose(value, ivy.to_numpy(eager_value))
        assert_allclose(grad, ivy.to_numpy(eager_grad))
        # The eager call after the traced one uses concrete points (none of the trace's).
        assert_allclose(body.sample_body(mats), expected_points(ivy.to_numpy(mats)))
