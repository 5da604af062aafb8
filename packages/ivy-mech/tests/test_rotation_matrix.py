"""Rotation matrices, the SO(3) exp / log maps and the 6d representation against scipy."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_mech._common import EULER_CONVENTIONS
from ivy_mech.orientation.rotation_matrix import (
    axis_angle_to_rot_mat,
    euler_to_rot_mat,
    get_random_rot_mat,
    quaternion_to_rot_mat,
    rot_mat_to_rot_vec,
    rot_mat_to_rotation_6d,
    rot_vec_to_rot_mat,
    rotation_6d_to_rot_mat,
    target_facing_rotation_matrix,
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


def matrices_of(rotation, shape):
    return rotation.as_matrix().reshape(*shape, 3, 3)


def check_grad(fn, *args):
    """``ivy.grad`` of a scalar ``fn`` is finite and matches central differences."""
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    for grad in grads:
        assert np.all(np.isfinite(to_np(grad)))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)
    return grads


def weighted_sum(x):
    """A scalar depending on every entry of ``x`` differently."""
    weights = np.arange(1.0, 1.0 + np.prod(x.shape)).reshape(x.shape)
    return ivy.sum(x * arr(weights))


class TestRotVecToRotMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        r = rotations(shape)
        out = rot_vec_to_rot_mat(arr(r.as_rotvec().reshape(*shape, 3)))
        assert_allclose(out, matrices_of(r, shape))

    @pytest.mark.parametrize("angle", [*SPECIAL_ANGLES, 5e-4, 2e-3])
    def test_special_angles(self, angle):
        # 5e-4 and 2e-3 sit either side of the switch to the Taylor series.
        out = rot_vec_to_rot_mat(arr(AXIS * angle))
        assert_allclose(out, Rotation.from_rotvec(AXIS * angle).as_matrix())

    def test_float32_stays_float32(self):
        rotvec = np.array([0.3, -0.2, 0.5])
        out = rot_vec_to_rot_mat(arr(rotvec, "float32"))
        assert_allclose(out, Rotation.from_rotvec(rotvec).as_matrix(), dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="rot_vec_to_rot_mat: rot_vec"):
            rot_vec_to_rot_mat(arr(np.zeros((2, 4))))

    def test_integer_dtype(self):
        with pytest.raises(ivy.DtypeError, match="rot_vec_to_rot_mat: rot_vec"):
            rot_vec_to_rot_mat(ivy.asarray(np.array([1, 0, 0], dtype=np.int64)))

    @needs_autodiff
    def test_gradient(self):
        check_grad(lambda v: weighted_sum(rot_vec_to_rot_mat(v)), np.array([0.3, -0.5, 1.1]))

    @needs_autodiff
    def test_gradient_at_zero(self):
        grads = check_grad(lambda v: weighted_sum(rot_vec_to_rot_mat(v)), np.zeros(3))
        # At 0, dR/dv_k is the generator [e_k]×: with weights W, the gradient is (W - Wᵀ)^∨.
        w = np.arange(1.0, 10.0).reshape(3, 3)
        skew = w - w.T
        assert_allclose(grads[0], [skew[2, 1], skew[0, 2], skew[1, 0]], **FD_TOLERANCES)


class TestQuaternionToRotMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        r = rotations(shape)
        out = quaternion_to_rot_mat(arr(r.as_quat().reshape(*shape, 4)))
        assert_allclose(out, matrices_of(r, shape))

    def test_non_unit_is_normalised(self):
        q = np.array([0.3, -1.0, 0.2, 2.0])
        assert_allclose(quaternion_to_rot_mat(arr(q)), Rotation.from_quat(q).as_matrix())

    def test_sign_does_not_matter(self):
        q = rotations((4,)).as_quat()
        assert_allclose(quaternion_to_rot_mat(arr(-q)), Rotation.from_quat(q).as_matrix())

    def test_float32_stays_float32(self):
        out = quaternion_to_rot_mat(arr([0.0, 0.0, 0.0, 1.0], "float32"))
        assert_allclose(out, np.eye(3), dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="quaternion_to_rot_mat: quaternion"):
            quaternion_to_rot_mat(arr(np.zeros(3)))

    @needs_autodiff
    def test_gradient(self):
        q = rotations(()).as_quat()
        check_grad(lambda x: weighted_sum(quaternion_to_rot_mat(x)), q)


class TestEulerToRotMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy_lowercase_extrinsic(self, shape):
        angles = np.random.default_rng(0).uniform(-np.pi, np.pi, (*shape, 3))
        for convention in EULER_CONVENTIONS:
            expected = Rotation.from_euler(convention, angles.reshape(-1, 3)).as_matrix()
            out = euler_to_rot_mat(arr(angles), convention=convention)
            assert_allclose(out, expected.reshape(*shape, 3, 3))

    def test_default_is_zyx_composition(self):
        alpha, beta, gamma = 0.3, -0.7, 1.2
        rz = Rotation.from_rotvec([0, 0, alpha]).as_matrix()
        ry = Rotation.from_rotvec([0, beta, 0]).as_matrix()
        rx = Rotation.from_rotvec([gamma, 0, 0]).as_matrix()
        # "zyx": R = R_x(γ) @ R_y(β) @ R_z(α).
        assert_allclose(euler_to_rot_mat(arr([alpha, beta, gamma])), rx @ ry @ rz)

    def test_float32_stays_float32(self):
        out = euler_to_rot_mat(arr([0.1, 0.2, 0.3], "float32"), convention="xyz")
        expected = Rotation.from_euler("xyz", [0.1, 0.2, 0.3]).as_matrix()
        assert_allclose(out, expected, dtype="float32")

    @pytest.mark.parametrize("convention", ["ZYX", "zyy", "xy", 3])
    def test_bad_convention(self, convention):
        with pytest.raises(ValueError, match="euler_to_rot_mat: convention must be one of xyx"):
            euler_to_rot_mat(arr(np.zeros(3)), convention=convention)

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="euler_to_rot_mat: euler_angles"):
            euler_to_rot_mat(arr(np.zeros(4)))

    @needs_autodiff
    def test_gradient(self):
        check_grad(
            lambda e: weighted_sum(euler_to_rot_mat(e, convention="zxz")),
            np.array([0.3, -0.5, 1.1]),
        )


def is_rotation(matrix):
    matrix = to_np(matrix)
    identity = np.broadcast_to(np.eye(3), matrix.shape)
    return np.allclose(matrix @ np.swapaxes(matrix, -1, -2), identity, atol=1e-12) and np.allclose(
        np.linalg.det(matrix), 1.0
    )


class TestTargetFacingRotationMatrix:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_faces_target_with_z_up(self, shape):
        rng = np.random.default_rng(0)
        body, target = rng.normal(size=(*shape, 3)), rng.normal(size=(*shape, 3))
        out = target_facing_rotation_matrix(arr(body), arr(target))
        assert is_rotation(out)
        matrix = to_np(out)
        direction = (target - body) / np.linalg.norm(target - body, axis=-1, keepdims=True)
        assert_allclose(out[..., :, 2], direction)
        # x is horizontal (up × z) and y leans up.
        assert np.allclose(matrix[..., 2, 0], 0.0, atol=1e-15)
        assert np.all(matrix[..., 2, 1] >= 0)

    def test_reference(self):
        # Snippet: z = d/|d|; x = cross([0, 0, 1], z); x /= |x|; y = cross(z, x); [x y z].
        d = np.array([1.0, 2.0, 2.0]) / 3.0
        x = np.cross([0.0, 0.0, 1.0], d)
        x /= np.linalg.norm(x)
        expected = np.stack([x, np.cross(d, x), d], -1)
        out = target_facing_rotation_matrix(arr([1.0, 1.0, 1.0]), arr([2.0, 3.0, 3.0]))
        assert_allclose(out, expected)

    def test_broadcasts(self):
        rng = np.random.default_rng(1)
        body, targets = rng.normal(size=3), rng.normal(size=(4, 3))
        out = target_facing_rotation_matrix(arr(body), arr(targets))
        for i in range(4):
            single = target_facing_rotation_matrix(arr(body), arr(targets[i]))
            assert_allclose(out[i], to_np(single))

    @pytest.mark.parametrize(
        ("target", "expected_x"), [([0.0, 0.0, 2.0], [1.0, 0, 0]), ([0.0, 0.0, -2.0], [-1.0, 0, 0])]
    )
    def test_straight_above_or_below(self, target, expected_x):
        out = target_facing_rotation_matrix(arr(np.zeros(3)), arr(target))
        assert is_rotation(out)
        assert_allclose(out[:, 0], expected_x)
        assert_allclose(out[:, 2], np.sign(target[2]) * np.array([0.0, 0, 1]))

    def test_target_at_body_gives_identity(self):
        out = target_facing_rotation_matrix(arr([1.0, 2.0, 3.0]), arr([1.0, 2.0, 3.0]))
        assert_allclose(out, np.eye(3))

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="target_facing_rotation_matrix: target_pos"):
            target_facing_rotation_matrix(arr(np.zeros(3)), arr(np.zeros(2)))

    @needs_autodiff
    def test_gradient(self):
        check_grad(
            lambda b, t: weighted_sum(target_facing_rotation_matrix(b, t)),
            np.array([0.1, 0.2, -0.3]),
            np.array([1.0, -2.0, 0.5]),
        )


class TestAxisAngleToRotMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        r = rotations(shape)
        rotvec = r.as_rotvec()
        angle = np.linalg.norm(rotvec, axis=-1, keepdims=True)
        axis_angle = np.concatenate([rotvec / angle, angle], -1).reshape(*shape, 4)
        assert_allclose(axis_angle_to_rot_mat(arr(axis_angle)), matrices_of(r, shape))

    @pytest.mark.parametrize("angle", SPECIAL_ANGLES)
    def test_special_angles(self, angle):
        out = axis_angle_to_rot_mat(arr([*AXIS, angle]))
        assert_allclose(out, Rotation.from_rotvec(AXIS * angle).as_matrix())

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="axis_angle_to_rot_mat: axis_angle"):
            axis_angle_to_rot_mat(arr(np.zeros(3)))

    @needs_autodiff
    def test_gradient(self):
        check_grad(lambda a: weighted_sum(axis_angle_to_rot_mat(a)), np.array([*AXIS, 0.7]))


class TestGetRandomRotMat:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_rotations(self, shape):
        out = get_random_rot_mat(batch_shape=shape, dtype=ivy.float64, seed=0)
        assert to_np(out).shape == (*shape, 3, 3)
        assert is_rotation(out)

    def test_dtype_and_seed(self):
        a = get_random_rot_mat(batch_shape=(2,), dtype=ivy.float32, seed=4)
        b = get_random_rot_mat(batch_shape=(2,), dtype=ivy.float32, seed=4)
        assert ivy.dtype(a) == ivy.float32
        np.testing.assert_array_equal(to_np(a), to_np(b))

    def test_uniform(self):
        matrices = to_np(get_random_rot_mat(batch_shape=(4000,), dtype=ivy.float64, seed=5))
        # Haar measure: every entry has mean 0 and variance 1/3.
        assert np.allclose(matrices.mean(0), 0.0, atol=0.05)
        assert np.allclose((matrices**2).mean(0), 1 / 3, atol=0.03)


class TestRotMatToRotVec:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        r = rotations(shape)
        out = rot_mat_to_rot_vec(arr(matrices_of(r, shape)))
        assert_allclose(out, r.as_rotvec().reshape(*shape, 3))

    @pytest.mark.parametrize("angle", [*SPECIAL_ANGLES, 5e-4, 2e-3, np.pi - 1e-4])
    def test_special_angles(self, angle):
        axes = np.concatenate([np.eye(3), AXIS[None], -AXIS[None]], 0)
        out = rot_mat_to_rot_vec(arr(Rotation.from_rotvec(axes * angle).as_matrix()))
        expected = axes * angle
        if angle == np.pi:  # θ e and -θ e are the same rotation at π
            flip = np.sum(to_np(out) * expected, -1, keepdims=True) < 0
            expected = np.where(flip, -expected, expected)
        assert_allclose(out, expected)

    def test_float32_stays_float32(self):
        rotvec = np.array([0.3, -0.2, 0.5])
        out = rot_mat_to_rot_vec(arr(Rotation.from_rotvec(rotvec).as_matrix(), "float32"))
        assert_allclose(out, rotvec, dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="rot_mat_to_rot_vec: rot_mat"):
            rot_mat_to_rot_vec(arr(np.zeros((3, 2))))

    @needs_autodiff
    def test_gradient(self):
        matrix = Rotation.from_rotvec([0.3, -0.5, 1.1]).as_matrix()
        check_grad(lambda r: weighted_sum(rot_mat_to_rot_vec(r)), matrix)

    @needs_autodiff
    def test_gradient_at_identity(self):
        grads = check_grad(lambda r: weighted_sum(rot_mat_to_rot_vec(r)), np.eye(3))
        # At I the log map is (R - Rᵀ)^∨ / 2: d/dR of w · that is the skew matrix [w]× / 2.
        w = np.array([1.0, 2.0, 3.0])
        expected = 0.5 * np.array([[0, -w[2], w[1]], [w[2], 0, -w[0]], [-w[1], w[0], 0]])
        assert_allclose(grads[0], expected, **FD_TOLERANCES)


class TestRotation6d:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_round_trip_and_layout(self, shape):
        matrices = matrices_of(rotations(shape), shape)
        six = rot_mat_to_rotation_6d(arr(matrices))
        # The paper's layout: the first two columns, one after the other.
        assert_allclose(six, np.concatenate([matrices[..., :, 0], matrices[..., :, 1]], -1))
        assert_allclose(rotation_6d_to_rot_mat(six), matrices)

    def test_gram_schmidt_reference(self):
        # Snippet: b1 = a1/|a1|; b2 = a2 - (b1·a2) b1, normalised; b3 = b1 × b2; columns.
        a1, a2 = np.array([2.0, 1.0, -0.5]), np.array([0.3, 1.5, 0.7])
        b1 = a1 / np.linalg.norm(a1)
        b2 = a2 - b1 @ a2 * b1
        b2 /= np.linalg.norm(b2)
        expected = np.stack([b1, b2, np.cross(b1, b2)], -1)
        assert_allclose(rotation_6d_to_rot_mat(arr(np.concatenate([a1, a2]))), expected)

    @pytest.mark.parametrize(
        "six", [np.zeros(6), [0.0, 0, 2, 0, 0, 1], [1.0, 0, 0, 3, 0, 0], [0.0, 1, 0, 0, 0, 0]]
    )
    def test_degenerate_is_a_rotation(self, six):
        assert is_rotation(rotation_6d_to_rot_mat(arr(six)))

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="rotation_6d_to_rot_mat: rotation_6d"):
            rotation_6d_to_rot_mat(arr(np.zeros(9)))
        with pytest.raises(ivy.ShapeError, match="rot_mat_to_rotation_6d: rot_mat"):
            rot_mat_to_rotation_6d(arr(np.zeros(6)))

    @needs_autodiff
    def test_gradient(self):
        six = np.array([2.0, 1.0, -0.5, 0.3, 1.5, 0.7])
        check_grad(lambda x: weighted_sum(rotation_6d_to_rot_mat(x)), six)


@st.composite
def rotation_vectors(draw):
    """Rotation vectors with angles in [0, π], including the special angles."""
    axis = np.array(draw(st.lists(st.floats(-1, 1), min_size=3, max_size=3)))
    if np.linalg.norm(axis) < 1e-3:
        axis = AXIS
    angle = draw(st.sampled_from(SPECIAL_ANGLES) | st.floats(0, np.pi))
    return axis / np.linalg.norm(axis) * angle


@given(rotation_vectors())
def test_round_trip_exp_log_6d(rotvec):
    matrix = rot_vec_to_rot_mat(arr(rotvec))
    assert_allclose(matrix, Rotation.from_rotvec(rotvec).as_matrix())
    back = rot_mat_to_rot_vec(matrix)
    if np.linalg.norm(rotvec) > np.pi - 1e-6:  # θ e and -θ e are the same rotation near π
        rotvec = rotvec if np.dot(to_np(back), rotvec) >= 0 else -rotvec
    assert_allclose(back, rotvec)
    assert_allclose(rotation_6d_to_rot_mat(rot_mat_to_rotation_6d(matrix)), to_np(matrix))
