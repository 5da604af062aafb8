"""Rotation-vector poses [x, y, z, θex, θey, θez] from matrix and quaternion poses."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import needs_autodiff
from ivy_mech import mat_pose_to_rot_vec_pose, quaternion_pose_to_rot_vec_pose


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def reference(batch_shape, seed=0):
    n = int(np.prod(batch_shape))
    rotations = Rotation.random(n, random_state=seed)
    position = np.random.default_rng(seed).normal(size=(n, 3))
    kinds = {
        "mat": np.concatenate([rotations.as_matrix(), position[..., None]], axis=-1),
        "quaternion": np.concatenate([position, rotations.as_quat()], axis=-1),
        "rot_vec": np.concatenate([position, rotations.as_rotvec()], axis=-1),
    }
    return {k: v.reshape(*batch_shape, *v.shape[1:]) for k, v in kinds.items()}


class TestToRotVecPose:
    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_against_scipy(self, batch_shape):
        p = reference(batch_shape)
        assert_allclose(mat_pose_to_rot_vec_pose(arr(p["mat"])), p["rot_vec"])
        assert_allclose(quaternion_pose_to_rot_vec_pose(arr(p["quaternion"])), p["rot_vec"])

    def test_either_quaternion_sign_and_identity(self):
        p = reference((4,))
        negated = np.concatenate([p["quaternion"][:, :3], -p["quaternion"][:, 3:]], axis=-1)
        assert_allclose(quaternion_pose_to_rot_vec_pose(arr(negated)), p["rot_vec"])
        identity = np.concatenate([np.eye(3), np.ones((3, 1))], axis=-1)
        assert_allclose(mat_pose_to_rot_vec_pose(arr(identity)), [1.0, 1, 1, 0, 0, 0])

    def test_float32_keeps_float32(self):
        p = reference((4,))
        expected = p["rot_vec"].astype(np.float32)
        assert_allclose(mat_pose_to_rot_vec_pose(arr(p["mat"], np.float32)), expected, atol=1e-5)
        assert_allclose(
            quaternion_pose_to_rot_vec_pose(arr(p["quaternion"], np.float32)), expected, atol=1e-5
        )

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"mat_pose_to_rot_vec_pose.*mat_pose"):
            mat_pose_to_rot_vec_pose(arr(np.zeros((3, 3))))
        with pytest.raises(
            ivy.ShapeError, match=r"quaternion_pose_to_rot_vec_pose.*quaternion_pose"
        ):
            quaternion_pose_to_rot_vec_pose(arr(np.zeros(6)))
        with pytest.raises(ivy.DtypeError, match=r"mat_pose_to_rot_vec_pose.*mat_pose"):
            mat_pose_to_rot_vec_pose(ivy.asarray(np.zeros((3, 4), dtype=np.int32)))

    @needs_autodiff
    def test_gradient_including_identity(self):
        weights = arr([0.5, -0.2, 0.9, 0.7, -1.3, 0.4])
        quaternion_points = [[1.0, 2, 3, 0.1, 0.2, 0.3, 0.927], [1.0, 2, 3, 0, 0, 0, 1]]
        for point in quaternion_points:

            def fn(pose):
                return ivy.sum(quaternion_pose_to_rot_vec_pose(pose) * weights)

            grad = ivy.grad(fn)(arr(point))
            # central differences in float64 are good to ~1e-9
            assert_allclose(grad, numerical_grad(fn, [np.array(point)]), rtol=1e-6, atol=1e-8)
        mat = np.concatenate(
            [Rotation.from_rotvec([0.3, -0.2, 0.5]).as_matrix(), np.ones((3, 1))], axis=-1
        )

        def fn_mat(pose):
            return ivy.sum(mat_pose_to_rot_vec_pose(pose) * weights)

        grad = ivy.grad(fn_mat)(arr(mat))
        assert_allclose(grad, numerical_grad(fn_mat, [mat]), rtol=1e-6, atol=1e-8)
