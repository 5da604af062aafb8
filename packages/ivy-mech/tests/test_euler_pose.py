"""Euler poses [x, y, z, α, β, γ] from matrix, quaternion and axis-angle poses."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose, numerical_grad
from ivy.testing.fixtures import needs_autodiff
from ivy_mech import (
    axis_angle_pose_to_euler_pose,
    mat_pose_to_euler_pose,
    quaternion_pose_to_euler_pose,
)

CONVENTIONS = ["xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx"]


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def reference(batch_shape, convention, seed=0):
    n = int(np.prod(batch_shape))
    rotations = Rotation.random(n, random_state=seed)
    position = np.random.default_rng(seed).normal(size=(n, 3))
    rot_vec = rotations.as_rotvec()
    angle = np.linalg.norm(rot_vec, axis=-1, keepdims=True)
    kinds = {
        "mat": np.concatenate([rotations.as_matrix(), position[..., None]], axis=-1),
        "quaternion": np.concatenate([position, rotations.as_quat()], axis=-1),
        "axis_angle": np.concatenate([position, rot_vec / angle, angle], axis=-1),
        "euler": np.concatenate([position, rotations.as_euler(convention)], axis=-1),
    }
    return {k: v.reshape(*batch_shape, *v.shape[1:]) for k, v in kinds.items()}


def assert_same_euler_pose(actual, expected, atol=1e-10):
    actual = ivy.to_numpy(actual)
    np.testing.assert_allclose(actual[..., :3], expected[..., :3], atol=atol)
    difference = (actual[..., 3:] - expected[..., 3:] + np.pi) % (2 * np.pi) - np.pi
    np.testing.assert_allclose(difference, 0.0, atol=atol)


class TestToEulerPose:
    @given(convention=st.sampled_from(CONVENTIONS))
    def test_against_scipy(self, convention):
        p = reference((6,), convention)
        for name, fn in [
            ("mat", mat_pose_to_euler_pose),
            ("quaternion", quaternion_pose_to_euler_pose),
            ("axis_angle", axis_angle_pose_to_euler_pose),
        ]:
            assert_same_euler_pose(fn(arr(p[name]), convention=convention), p["euler"])

    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_batch_shapes(self, batch_shape):
        p = reference(batch_shape, "zyx")
        actual = mat_pose_to_euler_pose(arr(p["mat"]))
        assert ivy.shape(actual) == (*batch_shape, 6)
        assert_same_euler_pose(actual, p["euler"])
        assert_same_euler_pose(quaternion_pose_to_euler_pose(arr(p["quaternion"])), p["euler"])
        assert_same_euler_pose(axis_angle_pose_to_euler_pose(arr(p["axis_angle"])), p["euler"])

    def test_float32_keeps_float32(self):
        p = reference((4,), "zyx")
        actual = mat_pose_to_euler_pose(arr(p["mat"], np.float32))
        assert ivy.dtype(actual) == ivy.float32
        assert_same_euler_pose(actual, p["euler"], atol=1e-5)  # float32 atan2 of rounded entries

    def test_gimbal_lock_pose(self):
        # zyx at β = π/2: as scipy, γ is 0 and α carries the rotation about the locked axis
        mat = np.concatenate(
            [Rotation.from_euler("zyx", [0.3, np.pi / 2, -0.4]).as_matrix(), [[1.0], [2.0], [3.0]]],
            axis=-1,
        )
        assert_allclose(
            mat_pose_to_euler_pose(arr(mat)), [1.0, 2.0, 3.0, 0.3 - 0.4, np.pi / 2, 0.0], atol=1e-12
        )

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"mat_pose_to_euler_pose.*mat_pose"):
            mat_pose_to_euler_pose(arr(np.zeros((4, 4))))
        with pytest.raises(ivy.ShapeError, match=r"quaternion_pose_to_euler_pose.*quaternion_pose"):
            quaternion_pose_to_euler_pose(arr(np.zeros(6)))
        with pytest.raises(ivy.ShapeError, match=r"axis_angle_pose_to_euler_pose.*axis_angle_pose"):
            axis_angle_pose_to_euler_pose(arr(np.zeros(4)))
        with pytest.raises(ValueError, match="quaternion_pose_to_euler_pose: convention"):
            quaternion_pose_to_euler_pose(arr(np.zeros(7)), convention="xy")
        with pytest.raises(ivy.DtypeError, match=r"axis_angle_pose_to_euler_pose.*axis_angle_pose"):
            axis_angle_pose_to_euler_pose(ivy.asarray(np.zeros(7, dtype=np.int32)))

    @needs_autodiff
    def test_gradient(self):
        weights = arr([0.5, -0.2, 0.9, 0.7, -1.3, 0.4])
        point = np.array([1.0, 2.0, 3.0, 0.6, 0.0, 0.8, 0.7])

        def fn(pose):
            return ivy.sum(axis_angle_pose_to_euler_pose(pose, convention="yxz") * weights)

        grad = ivy.grad(fn)(arr(point))
        # central differences in float64 are good to ~1e-9
        assert_allclose(grad, numerical_grad(fn, [point]), rtol=1e-6, atol=1e-8)
