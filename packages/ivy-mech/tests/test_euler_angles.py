"""Euler angles: against scipy's lowercase (extrinsic) conventions, at and near gimbal lock."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy_mech import (
    axis_angle_to_euler,
    euler_to_axis_angle,
    euler_to_quaternion,
    euler_to_rot_mat,
    get_random_euler,
    quaternion_to_euler,
    rot_mat_to_euler,
)

CONVENTIONS = ["xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx"]
PROPER = [c for c in CONVENTIONS if c[0] == c[2]]
# Central differences in float64 are accurate to ~1e-9 relative: the float64 table is too tight.
FD_RTOL, FD_ATOL = 1e-6, 1e-8
ROTATIONS = Rotation.random(40, random_state=0)


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def wrapped(angles):
    """Angles mapped to [-π, π), so that -π and π compare equal."""
    return (np.asarray(angles) + np.pi) % (2 * np.pi) - np.pi


def is_lock(conventions, beta):
    return np.where([c[0] == c[2] for c in conventions], np.abs(np.sin(beta)), np.abs(np.cos(beta)))


def assert_angles_equal(actual, expected, atol=1e-12):
    """Angles equal modulo 2π (scipy and we both use (-π, π], but ±π is a tie)."""
    actual = actual if isinstance(actual, np.ndarray) else ivy.to_numpy(actual)
    difference = wrapped(actual - np.asarray(expected))
    np.testing.assert_allclose(difference, 0.0, atol=atol)


def lock_angles(convention):
    """[0.3, β, -0.4] with β at each gimbal lock of ``convention``."""
    betas = [0.0, np.pi] if convention in PROPER else [np.pi / 2, -np.pi / 2]
    return np.array([[0.3, beta, -0.4] for beta in betas])


def near_lock_angles(convention, offset):
    """[0.3, β, -0.4] with β ``offset`` inside the canonical range from each gimbal lock."""
    betas = (
        [offset, np.pi - offset]
        if convention in PROPER
        else [np.pi / 2 - offset, offset - np.pi / 2]
    )
    return np.array([[0.3, beta, -0.4] for beta in betas])


class TestRotMatToEuler:
    def test_euler_to_rot_mat_is_scipy_lowercase(self):
        angles = np.array([0.3, -1.1, 2.4])
        for convention in CONVENTIONS:
            assert_allclose(
                euler_to_rot_mat(arr(angles), convention=convention),
                Rotation.from_euler(convention, angles).as_matrix(),
            )

    def test_against_scipy_all_conventions(self):
        matrices = ROTATIONS.as_matrix()
        for convention in CONVENTIONS:
            expected = ROTATIONS.as_euler(convention)
            away = is_lock([convention], expected[:, 1]) > 1e-3
            actual = ivy.to_numpy(rot_mat_to_euler(arr(matrices), convention=convention))
            assert_angles_equal(actual[away], expected[away], atol=1e-10)
            # the canonical ranges
            assert np.all(np.abs(actual[:, [0, 2]]) <= np.pi)
            beta = actual[:, 1]
            if convention in PROPER:
                assert np.all((beta >= 0) & (beta <= np.pi))
            else:
                assert np.all(np.abs(beta) <= np.pi / 2)

    def test_issue_zyx_round_trip_of_90_degrees_about_x(self):
        # The original returned wrong angles here: its gimbal test used the wrong entry.
        angles = np.deg2rad([0.0, 0.0, 90.0])
        back = rot_mat_to_euler(euler_to_rot_mat(arr(angles), convention="zyx"), convention="zyx")
        assert_allclose(back, angles, atol=1e-12)

    def test_gimbal_lock_exactly(self):
        for convention in CONVENTIONS:
            angles = lock_angles(convention)
            matrices = Rotation.from_euler(convention, angles).as_matrix()
            actual = rot_mat_to_euler(arr(matrices), convention=convention)
            assert_allclose(euler_to_rot_mat(actual, convention=convention), matrices, atol=1e-12)
            # as scipy: the third angle is 0, the first carries the rotation about the locked axis
            assert_allclose(actual[..., 2], np.zeros(2), atol=0)
            with pytest.warns(UserWarning, match="Gimbal lock"):
                expected = Rotation.from_matrix(matrices).as_euler(convention)
            assert_angles_equal(actual, expected, atol=1e-12)

    @pytest.mark.parametrize("offset", [1e-7, -1e-7])
    def test_near_gimbal_lock(self, offset):
        for convention in CONVENTIONS:
            angles = near_lock_angles(convention, offset)
            matrices = Rotation.from_euler(convention, angles).as_matrix()
            actual = rot_mat_to_euler(arr(matrices), convention=convention)
            assert_allclose(euler_to_rot_mat(actual, convention=convention), matrices, atol=1e-12)
            if offset > 0:
                # All three angles are defined here; rounding in entries ~1e-7 costs ~1e-9.
                assert_angles_equal(actual, angles, atol=1e-8)

    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_batch_shapes(self, batch_shape):
        rotations = Rotation.random(int(np.prod(batch_shape)), random_state=1)
        matrices = rotations.as_matrix().reshape(*batch_shape, 3, 3)
        actual = rot_mat_to_euler(arr(matrices), convention="xyz")
        expected = rotations.as_euler("xyz").reshape(*batch_shape, 3)
        assert ivy.shape(actual) == (*batch_shape, 3)
        assert_angles_equal(actual, expected, atol=1e-10)

    def test_float32_keeps_float32(self):
        matrices = ROTATIONS.as_matrix()
        actual = rot_mat_to_euler(arr(matrices, np.float32), convention="zxz")
        assert ivy.dtype(actual) == ivy.float32
        # float32 rounding, amplified near (not at) the lock by 1 / sin β
        back = euler_to_rot_mat(actual, convention="zxz")
        assert_allclose(back, matrices.astype(np.float32), atol=1e-5)

    def test_float32_gimbal_lock(self):
        for convention in CONVENTIONS:
            matrices = Rotation.from_euler(convention, lock_angles(convention)).as_matrix()
            actual = rot_mat_to_euler(arr(matrices, np.float32), convention=convention)
            assert_allclose(actual[..., 2], np.zeros(2, np.float32), atol=0)
            back = euler_to_rot_mat(actual, convention=convention)
            assert_allclose(back, matrices.astype(np.float32), atol=2e-6)  # a few float32 eps

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"rot_mat_to_euler.*rot_mat"):
            rot_mat_to_euler(arr(np.zeros((2, 3, 4))))
        with pytest.raises(ivy.DtypeError, match=r"rot_mat_to_euler.*rot_mat"):
            rot_mat_to_euler(ivy.asarray(np.eye(3, dtype=np.int32)))
        with pytest.raises(ValueError, match="rot_mat_to_euler: convention must be one of xyx"):
            rot_mat_to_euler(arr(np.eye(3)), convention="XYZ")

    @given(
        convention=st.sampled_from(CONVENTIONS),
        alpha=st.floats(-np.pi, np.pi),
        beta_fraction=st.floats(0.0, 1.0),
        gamma=st.floats(-np.pi, np.pi),
    )
    def test_round_trip(self, convention, alpha, beta_fraction, gamma):
        beta = beta_fraction * np.pi - (0.0 if convention in PROPER else np.pi / 2)
        angles = np.array([alpha, beta, gamma])
        matrix = euler_to_rot_mat(arr(angles), convention=convention)
        back = rot_mat_to_euler(matrix, convention=convention)
        assert_allclose(euler_to_rot_mat(back, convention=convention), ivy.to_numpy(matrix))
        if is_lock([convention], beta) > 1e-4:
            # angle errors grow as eps / |cos β| (resp. |sin β|) towards the lock
            assert_angles_equal(back, angles, atol=1e-10)

    @needs_autodiff
    def test_gradient(self):
        weights = arr([0.7, -1.3, 0.4])
        for convention in ("zyx", "zxz"):

            def fn(angles, convention=convention):
                matrix = euler_to_rot_mat(angles, convention=convention)
                return ivy.sum(rot_mat_to_euler(matrix, convention=convention) * weights)

            point = np.array([0.3, 1.1, -0.4])
            grad = ivy.grad(fn)(arr(point))
            assert_allclose(grad, numerical_grad(fn, [point]), rtol=FD_RTOL, atol=FD_ATOL)

    @needs_autodiff
    def test_gradient_finite_at_gimbal_lock(self):
        for convention in ("zyx", "zyz"):

            def fn(matrix, convention=convention):
                return ivy.sum(rot_mat_to_euler(matrix, convention=convention))

            matrix = Rotation.from_euler(convention, lock_angles(convention)[0]).as_matrix()
            grad = ivy.to_numpy(ivy.grad(fn)(arr(matrix)))
            assert np.all(np.isfinite(grad))

    def test_numpy_has_no_gradient(self):
        if BACKEND != "numpy":
            pytest.skip("autodiff backend")
        with pytest.raises(ivy.UnsupportedError):
            ivy.grad(lambda m: ivy.sum(rot_mat_to_euler(m)))(arr(np.eye(3)))


class TestQuaternionAndAxisAngleToEuler:
    def test_quaternion_against_scipy(self):
        for convention in ("zyx", "yxy"):
            expected = ROTATIONS.as_euler(convention)
            away = is_lock([convention], expected[:, 1]) > 1e-3
            actual = quaternion_to_euler(arr(ROTATIONS.as_quat()), convention=convention)
            assert_angles_equal(ivy.to_numpy(actual)[away], expected[away], atol=1e-10)

    def test_axis_angle_against_scipy(self):
        rot_vec = ROTATIONS.as_rotvec()
        angle = np.linalg.norm(rot_vec, axis=-1, keepdims=True)
        axis_angle = np.concatenate([rot_vec / angle, angle], axis=-1)
        for convention in ("xzy", "zxz"):
            expected = ROTATIONS.as_euler(convention)
            away = is_lock([convention], expected[:, 1]) > 1e-3
            actual = axis_angle_to_euler(arr(axis_angle), convention=convention)
            assert_angles_equal(ivy.to_numpy(actual)[away], expected[away], atol=1e-10)

    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_batch_shapes(self, batch_shape):
        quaternions = Rotation.random(int(np.prod(batch_shape)), random_state=2).as_quat()
        quaternions = quaternions.reshape(*batch_shape, 4)
        assert ivy.shape(quaternion_to_euler(arr(quaternions))) == (*batch_shape, 3)
        axis_angle = np.concatenate([quaternions[..., :3], quaternions[..., 3:]], axis=-1)
        assert ivy.shape(axis_angle_to_euler(arr(axis_angle))) == (*batch_shape, 3)

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"quaternion_to_euler.*quaternion"):
            quaternion_to_euler(arr(np.zeros(3)))
        with pytest.raises(ivy.ShapeError, match=r"axis_angle_to_euler.*axis_angle"):
            axis_angle_to_euler(arr(np.zeros(3)))
        with pytest.raises(ValueError, match="quaternion_to_euler: convention"):
            quaternion_to_euler(arr([0.0, 0, 0, 1]), convention="xxy")
        with pytest.raises(ivy.DtypeError, match=r"axis_angle_to_euler.*axis_angle"):
            axis_angle_to_euler(ivy.asarray(np.array([0, 0, 1, 0], dtype=np.int32)))


class TestEulerToQuaternionAndAxisAngle:
    @given(convention=st.sampled_from(CONVENTIONS))
    def test_quaternion_against_scipy(self, convention):
        angles = np.array([[0.3, -1.1, 2.4], [0.0, 0.0, 0.0], [3.0, 2.0, -3.0]])
        expected = Rotation.from_euler(convention, angles).as_quat(canonical=True)
        actual = euler_to_quaternion(arr(angles), convention=convention)
        # scipy's canonical form also fixes the sign when qr = 0; ours only asks qr >= 0
        assert np.all(ivy.to_numpy(actual)[:, 3] >= 0)
        assert_allclose(actual, expected)

    @given(convention=st.sampled_from(CONVENTIONS))
    def test_axis_angle_against_scipy(self, convention):
        angles = np.array([[0.3, -1.1, 2.4], [1.0, 0.2, 0.1]])
        expected = Rotation.from_euler(convention, angles).as_rotvec()
        actual = ivy.to_numpy(euler_to_axis_angle(arr(angles), convention=convention))
        assert np.all((actual[:, 3] >= 0) & (actual[:, 3] <= np.pi))
        np.testing.assert_allclose(actual[:, :3] * actual[:, 3:], expected, atol=1e-12)
        np.testing.assert_allclose(np.linalg.norm(actual[:, :3], axis=-1), 1.0)

    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_batch_shapes_and_float32(self, batch_shape):
        angles = np.random.default_rng(3).uniform(-3, 3, (*batch_shape, 3)).astype(np.float32)
        quaternion = euler_to_quaternion(arr(angles, np.float32), convention="yzx")
        expected = Rotation.from_euler("yzx", angles.reshape(-1, 3)).as_quat(canonical=True)
        assert_allclose(quaternion, expected.reshape(*batch_shape, 4).astype(np.float32))
        axis_angle = euler_to_axis_angle(arr(angles, np.float32))
        assert ivy.shape(axis_angle) == (*batch_shape, 4)
        assert ivy.dtype(axis_angle) == ivy.float32

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"euler_to_quaternion.*euler_angles"):
            euler_to_quaternion(arr(np.zeros(4)))
        with pytest.raises(ivy.ShapeError, match=r"euler_to_axis_angle.*euler_angles"):
            euler_to_axis_angle(arr(np.zeros(4)))
        with pytest.raises(ValueError, match="euler_to_axis_angle: convention"):
            euler_to_axis_angle(arr(np.zeros(3)), convention="abc")
        with pytest.raises(ivy.DtypeError, match=r"euler_to_quaternion.*euler_angles"):
            euler_to_quaternion(ivy.asarray(np.zeros(3, dtype=np.int32)))

    @needs_autodiff
    def test_gradient(self):
        weights = arr([0.7, -1.3, 0.4, 0.9])
        point = np.array([0.3, 1.1, -0.4])
        for to in (euler_to_quaternion, euler_to_axis_angle):

            def fn(angles, to=to):
                return ivy.sum(to(angles, convention="xzx") * weights)

            grad = ivy.grad(fn)(arr(point))
            assert_allclose(grad, numerical_grad(fn, [point]), rtol=FD_RTOL, atol=FD_ATOL)


class TestGetRandomEuler:
    def test_shape_range_and_seed(self):
        angles = get_random_euler(batch_shape=(2, 3), seed=5)
        assert ivy.shape(angles) == (2, 3, 3)
        values = ivy.to_numpy(angles)
        assert np.all((values >= -np.pi) & (values < np.pi))
        assert_allclose(get_random_euler(batch_shape=(2, 3), seed=5), values)
        assert ivy.shape(get_random_euler()) == (3,)

    def test_dtype(self):
        assert ivy.dtype(get_random_euler(dtype=ivy.float64, seed=0)) == ivy.float64
        assert ivy.dtype(get_random_euler(seed=0)) == ivy.dtype(ivy.random_uniform(shape=(1,)))

    def test_spread(self):
        values = ivy.to_numpy(get_random_euler(batch_shape=(2000,), seed=1))
        # uniform on [-π, π): mean 0, standard deviation π / sqrt(3) ≈ 1.81
        np.testing.assert_allclose(values.mean(axis=0), 0.0, atol=0.15)
        np.testing.assert_allclose(values.std(axis=0), np.pi / np.sqrt(3), atol=0.1)
