"""Axis-angle poses [x, y, z, ex, ey, ez, θ] from Euler poses."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import needs_autodiff
from ivy_mech import euler_pose_to_axis_angle_pose

CONVENTIONS = ["xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx"]


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def reference(euler_pose, convention):
    rot_vec = Rotation.from_euler(convention, euler_pose[..., 3:].reshape(-1, 3)).as_rotvec()
    angle = np.linalg.norm(rot_vec, axis=-1, keepdims=True)
    axis_angle = np.concatenate([rot_vec / angle, angle], axis=-1)
    return np.concatenate(
        [euler_pose[..., :3], axis_angle.reshape(*euler_pose.shape[:-1], 4)], axis=-1
    )


class TestEulerPoseToAxisAnglePose:
    @given(convention=st.sampled_from(CONVENTIONS))
    def test_against_scipy(self, convention):
        euler_pose = np.random.default_rng(0).uniform(-3, 3, (6, 6))
        actual = euler_pose_to_axis_angle_pose(arr(euler_pose), convention=convention)
        assert_allclose(actual, reference(euler_pose, convention))

    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_batch_shapes_and_float32(self, batch_shape):
        euler_pose = np.random.default_rng(1).uniform(-3, 3, (*batch_shape, 6))
        actual = euler_pose_to_axis_angle_pose(arr(euler_pose, np.float32))
        expected = reference(euler_pose, "zyx").astype(np.float32)
        assert_allclose(actual, expected, atol=1e-5)  # float32: θ near π is ill-conditioned

    def test_identity_rotation(self):
        actual = ivy.to_numpy(euler_pose_to_axis_angle_pose(arr([1.0, 2.0, 3.0, 0.0, 0.0, 0.0])))
        np.testing.assert_allclose(actual[:3], [1.0, 2.0, 3.0])
        np.testing.assert_allclose(actual[6], 0.0, atol=1e-15)
        np.testing.assert_allclose(np.linalg.norm(actual[3:6]), 1.0)  # some unit axis, not NaN

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"euler_pose_to_axis_angle_pose.*euler_pose"):
            euler_pose_to_axis_angle_pose(arr(np.zeros(7)))
        with pytest.raises(ValueError, match="euler_pose_to_axis_angle_pose: convention"):
            euler_pose_to_axis_angle_pose(arr(np.zeros(6)), convention="zyy")
        with pytest.raises(ivy.DtypeError, match=r"euler_pose_to_axis_angle_pose.*euler_pose"):
            euler_pose_to_axis_angle_pose(ivy.asarray(np.zeros(6, dtype=np.int64)))

    @needs_autodiff
    def test_gradient(self):
        weights = arr([0.5, -0.2, 0.9, 0.7, -1.3, 0.4, 1.1])
        point = np.array([1.0, 2.0, 3.0, 0.3, 1.1, -0.4])

        def fn(pose):
            return ivy.sum(euler_pose_to_axis_angle_pose(pose, convention="zxy") * weights)

        grad = ivy.grad(fn)(arr(point))
        # central differences in float64 are good to ~1e-9
        assert_allclose(grad, numerical_grad(fn, [point]), rtol=1e-6, atol=1e-8)
