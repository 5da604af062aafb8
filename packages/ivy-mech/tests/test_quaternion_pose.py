"""Quaternion poses [x, y, z, qi, qj, qk, qr], and integrating a velocity."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import needs_autodiff
from ivy_mech import (
    axis_angle_pose_to_quaternion_pose,
    euler_pose_to_quaternion_pose,
    increment_quaternion_pose_with_velocity,
    mat_pose_to_quaternion_pose,
)

FD_RTOL, FD_ATOL = 1e-6, 1e-8  # central differences in float64 are good to ~1e-9


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def reference(batch_shape, seed=0):
    n = int(np.prod(batch_shape))
    rotations = Rotation.random(n, random_state=seed)
    position = np.random.default_rng(seed).normal(size=(n, 3))
    rot_vec = rotations.as_rotvec()
    angle = np.linalg.norm(rot_vec, axis=-1, keepdims=True)
    kinds = {
        "quaternion": np.concatenate([position, rotations.as_quat(canonical=True)], axis=-1),
        "mat": np.concatenate([rotations.as_matrix(), position[..., None]], axis=-1),
        "axis_angle": np.concatenate([position, rot_vec / angle, angle], axis=-1),
        "euler": np.concatenate([position, rotations.as_euler("xzy")], axis=-1),
    }
    return {k: v.reshape(*batch_shape, *v.shape[1:]) for k, v in kinds.items()}


def assert_same_quaternion_pose(actual, expected):
    """Canonical (qr >= 0) quaternions: equal, except for the sign where qr = 0."""
    actual = ivy.to_numpy(actual)
    assert np.all(actual[..., 6] >= 0)
    sign = np.where(np.sum(actual[..., 3:] * expected[..., 3:], axis=-1) < 0, -1.0, 1.0)
    np.testing.assert_allclose(actual[..., 3:] * sign[..., None], expected[..., 3:], atol=1e-12)
    np.testing.assert_allclose(actual[..., :3], expected[..., :3], atol=1e-12)


class TestToQuaternionPose:
    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_against_scipy(self, batch_shape):
        p = reference(batch_shape)
        expected = p["quaternion"]
        assert_same_quaternion_pose(mat_pose_to_quaternion_pose(arr(p["mat"])), expected)
        assert_same_quaternion_pose(
            axis_angle_pose_to_quaternion_pose(arr(p["axis_angle"])), expected
        )
        euler = euler_pose_to_quaternion_pose(arr(p["euler"]), convention="xzy")
        assert_same_quaternion_pose(euler, expected)
        assert ivy.shape(euler) == (*batch_shape, 7)

    def test_float32_keeps_float32(self):
        p = reference((4,))
        expected = p["quaternion"].astype(np.float32)
        actual = mat_pose_to_quaternion_pose(arr(p["mat"], np.float32))
        assert_allclose(actual, expected, atol=1e-6)  # float32 rounding in the matrix entries
        assert_allclose(
            axis_angle_pose_to_quaternion_pose(arr(p["axis_angle"], np.float32)), expected
        )
        euler = euler_pose_to_quaternion_pose(arr(p["euler"], np.float32), convention="xzy")
        assert_allclose(euler, expected)

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"mat_pose_to_quaternion_pose.*mat_pose"):
            mat_pose_to_quaternion_pose(arr(np.zeros((3, 3))))
        with pytest.raises(ivy.ShapeError, match=r"axis_angle_pose_to_quaternion_pose.*axis"):
            axis_angle_pose_to_quaternion_pose(arr(np.zeros(6)))
        with pytest.raises(ivy.ShapeError, match=r"euler_pose_to_quaternion_pose.*euler_pose"):
            euler_pose_to_quaternion_pose(arr(np.zeros(7)))
        with pytest.raises(ValueError, match="euler_pose_to_quaternion_pose: convention"):
            euler_pose_to_quaternion_pose(arr(np.zeros(6)), convention="zy")
        with pytest.raises(ivy.DtypeError, match=r"mat_pose_to_quaternion_pose.*mat_pose"):
            mat_pose_to_quaternion_pose(ivy.asarray(np.zeros((3, 4), dtype=np.int64)))

    @needs_autodiff
    def test_gradient(self):
        weights = arr(np.random.default_rng(1).normal(size=7))

        def fn(pose):
            return ivy.sum(euler_pose_to_quaternion_pose(pose, convention="zyz") * weights)

        point = np.array([1.0, 2.0, 3.0, 0.3, 1.1, -0.4])
        grad = ivy.grad(fn)(arr(point))
        assert_allclose(grad, numerical_grad(fn, [point]), rtol=FD_RTOL, atol=FD_ATOL)


def increment_reference(pose, velocity, dt):
    """Position + v dt; orientation q ⊗ (the velocity rotation with its angle times dt)."""
    dt = np.asarray(dt, dtype=np.float64)[..., None]
    step = Rotation.from_rotvec(
        Rotation.from_quat(velocity[..., 3:].reshape(-1, 4)).as_rotvec() * dt.reshape(-1, 1)
    )
    rotation = Rotation.from_quat(pose[..., 3:].reshape(-1, 4)) * step
    quaternion = rotation.as_quat().reshape(*pose.shape[:-1], 4)
    return np.concatenate([pose[..., :3] + velocity[..., :3] * dt, quaternion], axis=-1)


class TestIncrementQuaternionPoseWithVelocity:
    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_against_scipy(self, batch_shape):
        pose = reference(batch_shape, seed=1)["quaternion"]
        velocity = reference(batch_shape, seed=2)["quaternion"]
        dt = np.random.default_rng(3).uniform(0.01, 0.1, batch_shape)
        actual = ivy.to_numpy(
            increment_quaternion_pose_with_velocity(arr(pose), arr(velocity), arr(dt))
        )
        expected = increment_reference(pose, velocity, dt)
        # not canonicalised: compare the quaternions up to sign
        sign = np.sign(np.sum(actual[..., 3:] * expected[..., 3:], axis=-1, keepdims=True))
        np.testing.assert_allclose(actual[..., :3], expected[..., :3], atol=1e-12)
        np.testing.assert_allclose(actual[..., 3:] * sign, expected[..., 3:], atol=1e-12)

    def test_python_float_step_and_broadcasting(self):
        pose = reference((2, 1), seed=1)["quaternion"]
        velocity = reference((3,), seed=2)["quaternion"]
        actual = increment_quaternion_pose_with_velocity(arr(pose), arr(velocity), 0.05)
        assert ivy.shape(actual) == (2, 3, 7)
        expected = increment_reference(
            np.broadcast_to(pose, (2, 3, 7)),
            np.broadcast_to(velocity, (2, 3, 7)),
            np.full((2, 3), 0.05),
        )
        sign = np.sign(
            np.sum(ivy.to_numpy(actual)[..., 3:] * expected[..., 3:], axis=-1, keepdims=True)
        )
        np.testing.assert_allclose(
            ivy.to_numpy(actual)[..., 3:] * sign, expected[..., 3:], atol=1e-12
        )

    def test_zero_velocity_keeps_pose(self):
        pose = reference((4,), seed=1)["quaternion"].astype(np.float32)
        still = np.tile([0.0, 0, 0, 0, 0, 0, 1], (4, 1)).astype(np.float32)
        actual = increment_quaternion_pose_with_velocity(
            arr(pose, np.float32), arr(still, np.float32), 0.1
        )
        assert_allclose(actual, pose)

    def test_bad_input(self):
        fn = increment_quaternion_pose_with_velocity
        with pytest.raises(
            ivy.ShapeError, match=r"increment_quaternion_pose_with_velocity.*quaternion_velocity"
        ):
            fn(arr(np.zeros(7)), arr(np.zeros(6)), 0.1)
        with pytest.raises(
            ivy.ShapeError, match=r"increment_quaternion_pose_with_velocity.*quaternion_pose"
        ):
            fn(arr(np.zeros(4)), arr(np.zeros(7)), 0.1)

    @needs_autodiff
    def test_gradient_at_zero_velocity(self):
        weights = arr(np.random.default_rng(4).normal(size=7))
        pose = np.array([1.0, 2.0, 3.0, 0.1, 0.2, 0.3, np.sqrt(1 - 0.14)])

        def fn(velocity):
            return ivy.sum(
                increment_quaternion_pose_with_velocity(arr(pose), velocity, 0.1) * weights
            )

        for velocity in ([0.5, 0, 0, 0, 0, 0, 1.0], [0.5, 0, 0, 0.2, 0.1, -0.3, 0.9]):
            grad = ivy.to_numpy(ivy.grad(fn)(arr(velocity)))
            assert np.all(np.isfinite(grad))
            if velocity[3] != 0:  # at the identity the angle |v| has no derivative
                np.testing.assert_allclose(
                    grad, numerical_grad(fn, [np.array(velocity)]), rtol=FD_RTOL, atol=FD_ATOL
                )
