"""Axis-angle, polar axis-angle and rotation vectors against scipy, and round trips through
every orientation representation of ivy_mech.orientation (but Euler angles)."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_mech.orientation.axis_angle import (
    get_random_axis_angle,
    quaternion_to_axis_angle,
    quaternion_to_polar_axis_angle,
    quaternion_to_rotation_vector,
    rot_mat_to_axis_angle,
)
from ivy_mech.orientation.quaternion import (
    axis_angle_to_quaternion,
    polar_axis_angle_to_quaternion,
    rot_mat_to_quaternion,
    rotation_vector_to_quaternion,
)
from ivy_mech.orientation.rotation_matrix import (
    axis_angle_to_rot_mat,
    quaternion_to_rot_mat,
    rot_mat_to_rot_vec,
    rot_mat_to_rotation_6d,
    rot_vec_to_rot_mat,
    rotation_6d_to_rot_mat,
)

SHAPES = [(), (5,), (2, 3)]
# Central differences in float64 are accurate to ~1e-9 relative, not to the float64 table.
FD_TOLERANCES = {"rtol": 1e-6, "atol": 1e-8}
SPECIAL_ANGLES = [0.0, 1e-8, np.pi - 1e-7, np.pi]
AXIS = np.array([1.0, -2.0, 2.0]) / 3.0


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_np(x):
    return np.asarray(ivy.to_numpy(x))


def rotations(shape, seed=0):
    count = int(np.prod(shape, dtype=int))
    return Rotation.random(max(count, 1), random_state=seed)[:count]


def scipy_axis_angle(rotation, shape):
    rotvec = rotation.as_rotvec()
    angle = np.linalg.norm(rotvec, axis=-1, keepdims=True)
    return np.concatenate([rotvec / angle, angle], -1).reshape(*shape, 4)


def check_grad(fn, *args):
    """``ivy.grad`` of a scalar ``fn`` is finite and matches central differences."""
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    for grad in grads:
        assert np.all(np.isfinite(to_np(grad)))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)
    return grads


def weighted_sum(x):
    n = x.shape[-1]
    return ivy.sum(x * arr(np.arange(1.0, n + 1.0)))


class TestRotMatToAxisAngle:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        r = rotations(shape)
        out = rot_mat_to_axis_angle(arr(r.as_matrix().reshape(*shape, 3, 3)))
        assert_allclose(out, scipy_axis_angle(r, shape))

    @pytest.mark.parametrize("angle", [1e-8, np.pi - 1e-7])
    def test_special_angles(self, angle):
        out = rot_mat_to_axis_angle(arr(Rotation.from_rotvec(AXIS * angle).as_matrix()))
        assert_allclose(out, [*AXIS, angle])

    def test_pi_up_to_axis_sign(self):
        out = to_np(rot_mat_to_axis_angle(arr(Rotation.from_rotvec(AXIS * np.pi).as_matrix())))
        assert abs(out[3] - np.pi) < 1e-12
        assert_allclose(arr(np.abs(out[:3])), np.abs(AXIS))

    def test_identity_gives_x_axis(self):
        assert_allclose(rot_mat_to_axis_angle(arr(np.eye(3))), [1.0, 0.0, 0.0, 0.0])

    def test_float32_stays_float32(self):
        out = rot_mat_to_axis_angle(arr(np.eye(3), "float32"))
        assert_allclose(out, [1.0, 0.0, 0.0, 0.0], dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="rot_mat_to_axis_angle: rot_mat"):
            rot_mat_to_axis_angle(arr(np.zeros((4, 4))))

    def test_integer_dtype(self):
        with pytest.raises(ivy.DtypeError, match="rot_mat_to_axis_angle: rot_mat"):
            rot_mat_to_axis_angle(ivy.asarray(np.eye(3, dtype=np.int32)))


class TestQuaternionToAxisAngle:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        r = rotations(shape)
        out = quaternion_to_axis_angle(arr(r.as_quat().reshape(*shape, 4)))
        assert_allclose(out, scipy_axis_angle(r, shape))

    def test_either_hemisphere(self):
        r = rotations((4,))
        out = quaternion_to_axis_angle(arr(-r.as_quat()))
        assert_allclose(out, scipy_axis_angle(r, (4,)))
        assert np.all((to_np(out)[..., 3] >= 0) & (to_np(out)[..., 3] <= np.pi))

    @pytest.mark.parametrize("angle", [1e-8, 0.5, np.pi - 1e-7, np.pi])
    def test_special_angles(self, angle):
        q = np.concatenate([np.sin(angle / 2) * AXIS, [np.cos(angle / 2)]])
        assert_allclose(quaternion_to_axis_angle(arr(q)), [*AXIS, angle])

    def test_angle_zero_gives_fixed_axis(self):
        out = quaternion_to_axis_angle(arr([[0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, -1.0]]))
        assert_allclose(out, [[1.0, 0.0, 0.0, 0.0]] * 2)

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="quaternion_to_axis_angle: quaternion"):
            quaternion_to_axis_angle(arr(np.zeros(3)))

    @needs_autodiff
    def test_gradient(self):
        check_grad(lambda q: weighted_sum(quaternion_to_axis_angle(q)), rotations(()).as_quat())


class TestQuaternionToPolarAxisAngle:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_reference(self, shape):
        r = rotations(shape)
        axis_angle = scipy_axis_angle(r, shape)
        e = axis_angle[..., :3]
        # The original's convention: θ from +z, φ from +x in the xy-plane.
        expected = np.stack(
            [np.arccos(e[..., 2]), np.arctan2(e[..., 1], e[..., 0]), axis_angle[..., 3]], -1
        )
        out = quaternion_to_polar_axis_angle(arr(r.as_quat().reshape(*shape, 4)))
        assert_allclose(out, expected)

    def test_vertical_axes_and_zero_angle(self):
        q = [[0.0, 0.0, 0.6, 0.8], [0.0, 0.0, -0.6, 0.8], [0.0, 0.0, 0.0, 1.0]]
        angle = 2 * np.arctan2(0.6, 0.8)
        expected = [[0.0, 0.0, angle], [np.pi, 0.0, angle], [np.pi / 2, 0.0, 0.0]]
        assert_allclose(quaternion_to_polar_axis_angle(arr(q)), expected)

    def test_float32_stays_float32(self):
        out = quaternion_to_polar_axis_angle(arr([0.0, 0.0, 0.6, 0.8], "float32"))
        assert_allclose(out, [0.0, 0.0, 2 * np.arctan2(0.6, 0.8)], dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="quaternion_to_polar_axis_angle: quaternion"):
            quaternion_to_polar_axis_angle(arr(np.zeros(5)))

    @needs_autodiff
    def test_gradient(self):
        q = rotations(()).as_quat()
        check_grad(lambda x: weighted_sum(quaternion_to_polar_axis_angle(x)), q)

    @needs_autodiff
    def test_gradient_finite_on_vertical_axis(self):
        grad = ivy.grad(lambda x: weighted_sum(quaternion_to_polar_axis_angle(x)))(
            arr([0.0, 0.0, 0.6, 0.8])
        )
        assert np.all(np.isfinite(to_np(grad)))


class TestQuaternionToRotationVector:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        r = rotations(shape)
        out = quaternion_to_rotation_vector(arr(r.as_quat().reshape(*shape, 4)))
        assert_allclose(out, r.as_rotvec().reshape(*shape, 3))

    @pytest.mark.parametrize("angle", [*SPECIAL_ANGLES[:3], 5e-4, 2e-3])
    def test_special_angles(self, angle):
        # 5e-4 and 2e-3 sit either side of the switch to the Taylor series.
        q = np.concatenate([np.sin(angle / 2) * AXIS, [np.cos(angle / 2)]])
        assert_allclose(quaternion_to_rotation_vector(arr(q)), AXIS * angle)
        assert_allclose(quaternion_to_rotation_vector(arr(-q)), AXIS * angle)

    def test_float32_stays_float32(self):
        out = quaternion_to_rotation_vector(arr([0.0, 0.0, 0.0, 1.0], "float32"))
        assert_allclose(out, np.zeros(3), dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="quaternion_to_rotation_vector: quaternion"):
            quaternion_to_rotation_vector(arr(np.zeros(3)))

    @needs_autodiff
    def test_gradient(self):
        q = rotations(()).as_quat()
        check_grad(lambda x: weighted_sum(quaternion_to_rotation_vector(x)), q)

    @needs_autodiff
    def test_gradient_at_identity(self):
        grads = check_grad(
            lambda x: weighted_sum(quaternion_to_rotation_vector(x)), np.array([0.0, 0, 0, 1])
        )
        # At the identity θ e = 2 v / qr to first order: d/dv = 2 w, d/dqr = 0.
        assert_allclose(grads[0], [2.0, 4.0, 6.0, 0.0], **FD_TOLERANCES)


class TestGetRandomAxisAngle:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_unit_axis_and_angle_range(self, shape):
        out = get_random_axis_angle(batch_shape=shape, dtype=ivy.float64, seed=0)
        assert_allclose(ivy.sqrt(ivy.sum(out[..., :3] ** 2, axis=-1)), np.ones(shape))
        angle = to_np(out)[..., 3]
        assert np.all((angle >= 0) & (angle <= np.pi))

    def test_seed_and_dtype(self):
        a = get_random_axis_angle(batch_shape=(3,), dtype=ivy.float32, seed=2)
        b = get_random_axis_angle(batch_shape=(3,), dtype=ivy.float32, seed=2)
        assert ivy.dtype(a) == ivy.float32
        np.testing.assert_array_equal(to_np(a), to_np(b))

    def test_angle_distribution(self):
        angle = to_np(get_random_axis_angle(batch_shape=(4000,), dtype=ivy.float64, seed=1))[:, 3]
        # Haar measure: density (1 - cos θ) / π, so the mean angle is π/2 + 2/π.
        assert abs(angle.mean() - (np.pi / 2 + 2 / np.pi)) < 0.05


@st.composite
def rotation_vectors(draw):
    """Rotation vectors with angles in [0, π], including the special angles."""
    axis = np.array(draw(st.lists(st.floats(-1, 1), min_size=3, max_size=3)))
    if np.linalg.norm(axis) < 1e-3:
        axis = AXIS
    angle = draw(st.sampled_from(SPECIAL_ANGLES) | st.floats(0, np.pi))
    return axis / np.linalg.norm(axis) * angle


@given(rotation_vectors())
def test_round_trip_every_representation(rotvec):
    """rot_vec -> rot_mat -> quaternion -> axis-angle -> polar -> quaternion -> 6d -> rot_mat
    -> rot_vec, checking each step's rotation against the matrix."""
    expected = Rotation.from_rotvec(rotvec).as_matrix()
    matrix = rot_vec_to_rot_mat(arr(rotvec))
    assert_allclose(matrix, expected)
    quaternion = rot_mat_to_quaternion(matrix)
    assert_allclose(quaternion_to_rot_mat(quaternion), expected)
    axis_angle = quaternion_to_axis_angle(quaternion)
    assert_allclose(axis_angle_to_rot_mat(axis_angle), expected)
    assert_allclose(quaternion_to_rot_mat(axis_angle_to_quaternion(axis_angle)), expected)
    assert_allclose(rot_mat_to_axis_angle(matrix), to_np(axis_angle))
    polar = quaternion_to_polar_axis_angle(quaternion)
    quaternion = polar_axis_angle_to_quaternion(polar)
    assert_allclose(quaternion_to_rot_mat(quaternion), expected)
    rotvec_back = quaternion_to_rotation_vector(quaternion)
    assert_allclose(rot_vec_to_rot_mat(rotvec_back), expected)
    assert_allclose(quaternion_to_rot_mat(rotation_vector_to_quaternion(rotvec_back)), expected)
    matrix = rotation_6d_to_rot_mat(rot_mat_to_rotation_6d(matrix))
    assert_allclose(matrix, expected)
    assert_allclose(rot_vec_to_rot_mat(rot_mat_to_rot_vec(matrix)), expected)


@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit traces the functions: no value branches")
def test_jax_jit_round_trip():
    import jax

    def round_trip(rotvec):
        quaternion = rot_mat_to_quaternion(rot_vec_to_rot_mat(rotvec))
        polar = quaternion_to_polar_axis_angle(quaternion)
        axis_angle = quaternion_to_axis_angle(polar_axis_angle_to_quaternion(polar))
        matrix = rotation_6d_to_rot_mat(rot_mat_to_rotation_6d(axis_angle_to_rot_mat(axis_angle)))
        return rot_mat_to_rot_vec(matrix), quaternion_to_rotation_vector(quaternion)

    rotvec = rotations((2,)).as_rotvec()
    jitted = jax.jit(round_trip)(arr(rotvec))
    for out in jitted:
        assert_allclose(out, rotvec)
