"""geometric_jacobian, pose_error, damped_least_squares and solve_inverse_kinematics."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_robot.kinematics import (
    damped_least_squares,
    geometric_jacobian,
    pose_error,
    solve_inverse_kinematics,
)


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_np(x):
    return np.asarray(ivy.to_numpy(x))


def mat_poses(count, seed=0):
    rng = np.random.default_rng(seed)
    rotations = Rotation.random(count, random_state=seed).as_matrix()
    return np.concatenate([rotations, rng.normal(size=(count, 3, 1))], axis=-1)


class TestGeometricJacobian:
    def test_planar_two_link_arm(self):
        # Joints about z at the origin and at (1, 0, 0); end point at (1, 1, 0).
        axes = np.array([[0.0, 0, 1], [0, 0, 1]])
        points = np.array([[0.0, 0, 0], [1, 0, 0]])
        out = geometric_jacobian(arr(axes), arr(points), arr([1.0, 1.0, 0.0]))
        expected = [[-1, -1], [1, 0], [0, 0], [0, 0], [0, 0], [1, 1]]
        assert_allclose(out, np.array(expected, dtype=float))

    @pytest.mark.parametrize("shape", [(), (3,), (2, 3)])
    def test_matches_numpy(self, shape):
        rng = np.random.default_rng(1)
        axes = rng.normal(size=(*shape, 4, 3))
        axes /= np.linalg.norm(axes, axis=-1, keepdims=True)
        points, end = rng.normal(size=(*shape, 4, 3)), rng.normal(size=(*shape, 3))
        prismatic = np.array([False, True, False, True])
        linear = np.where(prismatic[:, None], axes, np.cross(axes, end[..., None, :] - points))
        angular = np.where(prismatic[:, None], 0.0, axes)
        expected = np.swapaxes(np.concatenate([linear, angular], -1), -1, -2)
        out = geometric_jacobian(arr(axes), arr(points), arr(end), ivy.asarray(prismatic))
        assert_allclose(out, expected)

    def test_mismatched_joint_count(self):
        with pytest.raises(ivy.ShapeError, match="geometric_jacobian: joint_points"):
            geometric_jacobian(arr(np.zeros((4, 3))), arr(np.zeros((3, 3))), arr(np.zeros(3)))


class TestPoseError:
    @pytest.mark.parametrize("rows", [3, 4])
    def test_matches_scipy(self, rows):
        pose, target = mat_poses(5, seed=1), mat_poses(5, seed=2)
        out = pose_error(
            arr(pose),
            arr(np.concatenate([target, np.tile([[[0, 0, 0, 1.0]]], (5, 1, 1))], 1)[:, :rows]),
        )
        remaining = (
            Rotation.from_matrix(target[:, :, :3]) * Rotation.from_matrix(pose[:, :, :3]).inv()
        )
        expected = np.concatenate([target[:, :, 3] - pose[:, :, 3], remaining.as_rotvec()], -1)
        assert_allclose(out, expected, rtol=1e-9, atol=1e-9)

    def test_zero_at_the_target(self):
        pose = mat_poses(3)
        assert_allclose(pose_error(arr(pose), arr(pose)), np.zeros((3, 6)), rtol=0, atol=1e-12)

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="pose_error: target_pose"):
            pose_error(arr(np.eye(4)), arr(np.eye(3)))
        with pytest.raises(ivy.ShapeError, match="pose_error: pose must be"):
            pose_error(arr(np.zeros((5, 4))), arr(np.eye(4)))

    @needs_autodiff
    def test_gradient(self):
        pose, target = mat_poses(1, seed=3)[0], mat_poses(1, seed=4)[0]

        def fn(p):
            return ivy.sum(pose_error(p, arr(target)) * arr(np.arange(1.0, 7.0)))

        assert_grads_close(fn, (pose,), (ivy.grad(fn)(arr(pose)),), rtol=1e-6, atol=1e-8)


class TestDampedLeastSquares:
    @pytest.mark.parametrize("damping", [0.0, 0.3])
    def test_matches_numpy(self, damping):
        rng = np.random.default_rng(5)
        jacobian, error = rng.normal(size=(3, 6, 7)), rng.normal(size=(3, 6))
        system = jacobian @ np.swapaxes(jacobian, -1, -2) + damping**2 * np.eye(6)
        expected = np.einsum(
            "bji,bj->bi", jacobian, np.linalg.solve(system, error[..., None])[..., 0]
        )
        assert_allclose(
            damped_least_squares(arr(jacobian), arr(error), damping),
            expected,
            rtol=1e-8,
            atol=1e-10,
        )

    def test_per_element_damping(self):
        rng = np.random.default_rng(6)
        jacobian, error = rng.normal(size=(2, 6, 7)), rng.normal(size=(2, 6))
        damping = np.array([0.1, 1.0])
        out = to_np(damped_least_squares(arr(jacobian), arr(error), arr(damping)))
        for i in range(2):
            single = damped_least_squares(arr(jacobian[i]), arr(error[i]), float(damping[i]))
            np.testing.assert_allclose(out[i], to_np(single), rtol=1e-10)

    def test_mismatched_rows(self):
        with pytest.raises(ivy.ShapeError, match="damped_least_squares: error"):
            damped_least_squares(arr(np.zeros((6, 7))), arr(np.zeros(5)), 0.1)


class TestSolveInverseKinematics:
    @staticmethod
    def sliding_turntable(q):
        """A prismatic joint along x carrying a revolute joint about z: (..., 3, 4) and J."""
        x, angle = q[..., 0], q[..., 1]
        zero, one = ivy.zeros_like(x), ivy.ones_like(x)
        c, s = ivy.cos(angle), ivy.sin(angle)
        rows = [[c, -s, zero, x], [s, c, zero, zero], [zero, zero, one, zero]]
        pose = ivy.stack([ivy.stack(row, axis=-1) for row in rows], axis=-2)
        columns = [[one, zero], [zero, zero], [zero, zero], [zero, zero], [zero, zero], [zero, one]]
        jacobian = ivy.stack([ivy.stack(row, axis=-1) for row in columns], axis=-2)
        return pose, jacobian

    def target(self, x, angle):
        q = arr(np.stack([np.atleast_1d(x), np.atleast_1d(angle)], -1))
        return self.sliding_turntable(q)[0]

    def test_converges(self):
        target = self.target([0.3, -0.7], [1.0, -2.5])
        start = arr(np.zeros((2, 2)))
        result = solve_inverse_kinematics(self.sliding_turntable, target, start)
        assert np.all(to_np(result.position_error) < 1e-4)
        assert np.all(to_np(result.orientation_error) < 1e-3)
        tight = solve_inverse_kinematics(
            self.sliding_turntable,
            target,
            start,
            position_tolerance=1e-10,
            orientation_tolerance=1e-10,
        )
        assert_allclose(tight.joint_angles, [[0.3, 1.0], [-0.7, -2.5]], rtol=0, atol=1e-9)

    # Batches of two throughout this class: jax compiles each batch shape once.
    def test_limits_bound_the_result(self):
        target = self.target([0.9, -0.2], [0.5, -0.5])
        result = solve_inverse_kinematics(
            self.sliding_turntable, target, arr(np.zeros((2, 2))),
            lower_limits=arr([-0.5, -1.0]), upper_limits=arr([0.5, 1.0]),
        )  # fmt: skip
        assert_allclose(result.joint_angles, [[0.5, 0.5], [-0.2, -0.5]], rtol=0, atol=1e-4)
        assert_allclose(result.position_error[:1], [0.4], rtol=0, atol=1e-6)

    def test_unreachable_orientation(self):
        # The turntable cannot tilt: a target tilted about x stays 0.4 rad away.
        target = to_np(self.target([0.2, -0.3], [0.0, 0.5]))
        target[:, :3, :3] = Rotation.from_rotvec([0.4, 0.0, 0.0]).as_matrix()
        result = solve_inverse_kinematics(
            self.sliding_turntable, arr(target), arr(np.zeros((2, 2))), max_steps=20
        )
        assert_allclose(result.orientation_error, [0.4, 0.4], rtol=1e-6)
        assert np.all(to_np(result.position_error) < 1e-4)

    def test_zero_steps_returns_the_start(self):
        target = self.target([0.3, 0.3], [1.0, 1.0])
        start = [[0.1, 0.2], [0.6, 0.0]]
        result = solve_inverse_kinematics(self.sliding_turntable, target, arr(start), max_steps=0)
        assert_allclose(result.joint_angles, start)
        assert_allclose(result.position_error, [0.2, 0.3], rtol=1e-12)

    def test_negative_steps(self):
        with pytest.raises(ValueError, match="max_steps must be >= 0"):
            solve_inverse_kinematics(
                self.sliding_turntable, self.target(0.0, 0.0), arr([[0.0, 0.0]]), max_steps=-1
            )
