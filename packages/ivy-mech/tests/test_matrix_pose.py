"""Matrix poses [R|t] from every pose vector, and round trips between all pose kinds."""

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
    axis_angle_pose_to_mat_pose,
    axis_angle_pose_to_quaternion_pose,
    euler_pose_to_axis_angle_pose,
    euler_pose_to_mat_pose,
    euler_pose_to_quaternion_pose,
    mat_pose_to_euler_pose,
    mat_pose_to_quaternion_pose,
    mat_pose_to_rot_vec_pose,
    quaternion_pose_to_euler_pose,
    quaternion_pose_to_mat_pose,
    quaternion_pose_to_rot_vec_pose,
    rot_vec_pose_to_mat_pose,
)

CONVENTIONS = ["xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx"]
FD_RTOL, FD_ATOL = 1e-6, 1e-8  # central differences in float64 are good to ~1e-9


def arr(values, dtype=np.float64):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def poses(batch_shape=(4,), seed=0, convention="zyx"):
    """Every pose kind of the same random rigid motions, computed with scipy."""
    n = int(np.prod(batch_shape))
    rotations = Rotation.random(n, random_state=seed)
    position = np.random.default_rng(seed).normal(size=(n, 3))
    rot_vec = rotations.as_rotvec()
    angle = np.linalg.norm(rot_vec, axis=-1, keepdims=True)
    kinds = {
        "mat": np.concatenate([rotations.as_matrix(), position[..., None]], axis=-1),
        "quaternion": np.concatenate([position, rotations.as_quat(canonical=True)], axis=-1),
        "axis_angle": np.concatenate([position, rot_vec / angle, angle], axis=-1),
        "rot_vec": np.concatenate([position, rot_vec], axis=-1),
        "euler": np.concatenate([position, rotations.as_euler(convention)], axis=-1),
    }
    return {k: v.reshape(*batch_shape, *v.shape[1:]) for k, v in kinds.items()}


class TestToMatPose:
    @pytest.mark.parametrize("batch_shape", [(), (5,), (2, 3)])
    def test_against_scipy(self, batch_shape):
        p = poses(batch_shape)
        assert_allclose(quaternion_pose_to_mat_pose(arr(p["quaternion"])), p["mat"])
        assert_allclose(euler_pose_to_mat_pose(arr(p["euler"])), p["mat"])
        assert_allclose(rot_vec_pose_to_mat_pose(arr(p["rot_vec"])), p["mat"])
        assert_allclose(axis_angle_pose_to_mat_pose(arr(p["axis_angle"])), p["mat"])

    def test_euler_conventions(self):
        p = poses(convention="yxy")
        assert_allclose(euler_pose_to_mat_pose(arr(p["euler"]), convention="yxy"), p["mat"])

    def test_float32_keeps_float32(self):
        p = poses()
        for name, fn in [
            ("quaternion", quaternion_pose_to_mat_pose),
            ("euler", euler_pose_to_mat_pose),
            ("rot_vec", rot_vec_pose_to_mat_pose),
            ("axis_angle", axis_angle_pose_to_mat_pose),
        ]:
            assert_allclose(fn(arr(p[name], np.float32)), p["mat"].astype(np.float32))

    def test_bad_input(self):
        with pytest.raises(ivy.ShapeError, match=r"quaternion_pose_to_mat_pose.*quaternion_pose"):
            quaternion_pose_to_mat_pose(arr(np.zeros(6)))
        with pytest.raises(ivy.ShapeError, match=r"euler_pose_to_mat_pose.*euler_pose"):
            euler_pose_to_mat_pose(arr(np.zeros(7)))
        with pytest.raises(ivy.ShapeError, match=r"rot_vec_pose_to_mat_pose.*rot_vec_pose"):
            rot_vec_pose_to_mat_pose(arr(np.zeros(7)))
        with pytest.raises(ivy.ShapeError, match=r"axis_angle_pose_to_mat_pose.*axis_angle_pose"):
            axis_angle_pose_to_mat_pose(arr(np.zeros(6)))
        with pytest.raises(ivy.DtypeError, match=r"euler_pose_to_mat_pose.*euler_pose"):
            euler_pose_to_mat_pose(ivy.asarray(np.zeros(6, dtype=np.int32)))
        with pytest.raises(ValueError, match="euler_pose_to_mat_pose: convention must be one of"):
            euler_pose_to_mat_pose(arr(np.zeros(6)), convention="zzz")

    @needs_autodiff
    def test_gradient(self):
        weights = arr(np.random.default_rng(0).normal(size=(3, 4)))
        # the rotation-vector pose at rotation 0 too, where the gradient must stay finite
        cases = [
            (euler_pose_to_mat_pose, [1.0, 2.0, 3.0, 0.3, 1.1, -0.4]),
            (rot_vec_pose_to_mat_pose, [1.0, 2.0, 3.0, 0.3, 1.1, -0.4]),
            (rot_vec_pose_to_mat_pose, [1.0, 2.0, 3.0, 0.0, 0.0, 0.0]),
            (quaternion_pose_to_mat_pose, [1.0, 2.0, 3.0, 0.1, 0.2, 0.3, 0.927]),
            (axis_angle_pose_to_mat_pose, [1.0, 2.0, 3.0, 0.6, 0.0, 0.8, 0.7]),
        ]
        for to_mat, point in cases:

            def fn(pose, to_mat=to_mat):
                return ivy.sum(to_mat(pose) * weights)

            grad = ivy.grad(fn)(arr(point))
            expected = numerical_grad(fn, [np.array(point)])
            assert_allclose(grad, expected, rtol=FD_RTOL, atol=FD_ATOL)


class TestRoundTrips:
    @given(seed=st.integers(0, 2**16), convention=st.sampled_from(CONVENTIONS))
    def test_between_all_pose_kinds(self, seed, convention):
        p = poses((3,), seed, convention)
        mat = arr(p["mat"])
        to_mat = {
            "quaternion": quaternion_pose_to_mat_pose,
            "euler": lambda x: euler_pose_to_mat_pose(x, convention=convention),
            "rot_vec": rot_vec_pose_to_mat_pose,
            "axis_angle": axis_angle_pose_to_mat_pose,
        }
        from_mat = {
            "quaternion": mat_pose_to_quaternion_pose,
            "euler": lambda x: mat_pose_to_euler_pose(x, convention=convention),
            "rot_vec": mat_pose_to_rot_vec_pose,
        }
        for kind, forward in from_mat.items():
            assert_allclose(to_mat[kind](forward(mat)), p["mat"])
        quaternion, euler = arr(p["quaternion"]), arr(p["euler"])
        axis_angle = arr(p["axis_angle"])
        between = [
            ("rot_vec", quaternion_pose_to_rot_vec_pose(quaternion)),
            ("euler", quaternion_pose_to_euler_pose(quaternion, convention=convention)),
            ("axis_angle", euler_pose_to_axis_angle_pose(euler, convention=convention)),
            ("quaternion", euler_pose_to_quaternion_pose(euler, convention=convention)),
            ("euler", axis_angle_pose_to_euler_pose(axis_angle, convention=convention)),
            ("quaternion", axis_angle_pose_to_quaternion_pose(axis_angle)),
        ]
        for kind, pose in between:
            assert_allclose(to_mat[kind](pose), p["mat"])
