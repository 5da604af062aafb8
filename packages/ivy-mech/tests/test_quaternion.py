"""Quaternion conversions and algebra against scipy.spatial.transform.Rotation."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.spatial.transform import Rotation, Slerp

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_mech.orientation.quaternion import (
    axis_angle_to_quaternion,
    get_random_quaternion,
    hamilton_product,
    inverse_quaternion,
    polar_axis_angle_to_quaternion,
    quaternion_slerp,
    rot_mat_to_quaternion,
    rotation_vector_to_quaternion,
    scale_quaternion_rotation_angle,
)

SHAPES = [(), (5,), (2, 3)]
# Central differences in float64 are accurate to ~1e-9 relative, not to the float64 table.
FD_TOLERANCES = {"rtol": 1e-6, "atol": 1e-8}


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_np(x):
    return np.asarray(ivy.to_numpy(x))


def random_rotations(shape, seed=0):
    count = int(np.prod(shape, dtype=int))
    return Rotation.random(max(count, 1), random_state=seed)[:count], shape


def quats(shape, seed=0):
    rotations, _ = random_rotations(shape, seed)
    return rotations.as_quat().reshape(*shape, 4)


def rotvecs(shape, seed=0):
    rotations, _ = random_rotations(shape, seed)
    return rotations.as_rotvec().reshape(*shape, 3)


def up_to_sign(quaternion, reference):
    """``reference`` negated where that brings it to ``quaternion`` (the same rotation)."""
    reference = np.asarray(reference)
    dot = np.sum(np.asarray(quaternion) * reference, axis=-1, keepdims=True)
    return np.where(dot < 0, -reference, reference)


def check_grad(fn, *args):
    """``ivy.grad`` of a scalar ``fn`` is finite and matches central differences."""
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    for grad in grads:
        assert np.all(np.isfinite(to_np(grad)))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)


def weighted_sum(x):
    """A scalar depending on every entry of ``x`` (..., n) differently."""
    n = x.shape[-1]
    return ivy.sum(x * arr(np.arange(1.0, n + 1.0)))


# Special angles of the issue: 0, tiny, near π and π.
SPECIAL_ANGLES = [0.0, 1e-8, np.pi - 1e-7, np.pi]
AXIS = np.array([1.0, -2.0, 2.0]) / 3.0


class TestAxisAngleToQuaternion:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        rotvec = rotvecs(shape)
        angle = np.linalg.norm(rotvec, axis=-1, keepdims=True)
        out = axis_angle_to_quaternion(arr(np.concatenate([rotvec / angle, angle], -1)))
        expected = Rotation.from_rotvec(rotvec.reshape(-1, 3)).as_quat().reshape(*shape, 4)
        assert_allclose(out, up_to_sign(to_np(out), expected))
        assert np.all(to_np(out)[..., 3] >= 0)

    def test_canonical_hemisphere_beyond_pi(self):
        out = axis_angle_to_quaternion(arr([0.0, 0.0, 1.0, 1.5 * np.pi]))
        # 270° about +z is 90° about -z.
        assert_allclose(out, [0.0, 0.0, -np.sin(np.pi / 4), np.cos(np.pi / 4)])

    def test_float32_stays_float32(self):
        out = axis_angle_to_quaternion(arr([1.0, 0.0, 0.0, 0.5], "float32"))
        assert_allclose(out, [np.sin(0.25), 0.0, 0.0, np.cos(0.25)], dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="axis_angle_to_quaternion: axis_angle"):
            axis_angle_to_quaternion(arr(np.zeros((2, 3))))

    def test_integer_dtype(self):
        with pytest.raises(ivy.DtypeError, match="axis_angle_to_quaternion: axis_angle"):
            axis_angle_to_quaternion(ivy.asarray(np.array([0, 0, 1, 1], dtype=np.int32)))


class TestPolarAxisAngleToQuaternion:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_axis_convention(self, shape):
        rng = np.random.default_rng(1)
        polar = rng.uniform([0, -np.pi, 0], [np.pi, np.pi, np.pi], (*shape, 3))
        theta, phi, angle = polar[..., 0], polar[..., 1], polar[..., 2]
        # The original's axis: theta from +z, phi from +x in the xy-plane.
        axis = np.stack(
            [np.sin(theta) * np.cos(phi), np.sin(theta) * np.sin(phi), np.cos(theta)], -1
        )
        rotvec = (axis * angle[..., None]).reshape(-1, 3)
        expected = Rotation.from_rotvec(rotvec).as_quat().reshape(*shape, 4)
        out = polar_axis_angle_to_quaternion(arr(polar))
        assert_allclose(out, up_to_sign(to_np(out), expected))

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="polar_axis_angle_to_quaternion"):
            polar_axis_angle_to_quaternion(arr(np.zeros(4)))


class TestRotMatToQuaternion:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        q = quats(shape)
        matrices = Rotation.from_quat(q.reshape(-1, 4)).as_matrix().reshape(*shape, 3, 3)
        out = rot_mat_to_quaternion(arr(matrices))
        assert_allclose(out, up_to_sign(to_np(out), q))
        assert np.all(to_np(out)[..., 3] >= 0)

    @pytest.mark.parametrize("angle", SPECIAL_ANGLES)
    def test_special_angles(self, angle):
        # Each axis, so that every one of Shepperd's four candidates gets chosen.
        axes = np.concatenate([np.eye(3), AXIS[None]], 0)
        rotvec = axes * angle
        out = rot_mat_to_quaternion(arr(Rotation.from_rotvec(rotvec).as_matrix()))
        expected = Rotation.from_rotvec(rotvec).as_quat()
        assert_allclose(out, up_to_sign(to_np(out), expected))

    def test_float32_stays_float32(self):
        out = rot_mat_to_quaternion(arr(np.eye(3), "float32"))
        assert_allclose(out, [0.0, 0.0, 0.0, 1.0], dtype="float32")

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="rot_mat_to_quaternion: rot_mat"):
            rot_mat_to_quaternion(arr(np.zeros((3, 4))))

    @needs_autodiff
    def test_gradient(self):
        matrix = Rotation.from_rotvec([0.3, -0.5, 1.1]).as_matrix()
        check_grad(lambda r: weighted_sum(rot_mat_to_quaternion(r)), matrix)


class TestRotationVectorToQuaternion:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        rotvec = rotvecs(shape)
        expected = Rotation.from_rotvec(rotvec.reshape(-1, 3)).as_quat().reshape(*shape, 4)
        out = rotation_vector_to_quaternion(arr(rotvec))
        assert_allclose(out, up_to_sign(to_np(out), expected))

    @pytest.mark.parametrize("angle", [*SPECIAL_ANGLES, 5e-4, 2e-3])
    def test_special_angles(self, angle):
        # 5e-4 and 2e-3 sit either side of the switch to the Taylor series.
        rotvec = AXIS * angle
        out = rotation_vector_to_quaternion(arr(rotvec))
        assert_allclose(out, up_to_sign(to_np(out), Rotation.from_rotvec(rotvec).as_quat()))

    def test_float32_stays_float32(self):
        out = rotation_vector_to_quaternion(arr([0.0, 0.0, 0.0], "float32"))
        assert_allclose(out, [0.0, 0.0, 0.0, 1.0], dtype="float32")

    @needs_autodiff
    @pytest.mark.parametrize("rotvec", [[0.3, -0.5, 1.1], [0.0, 0.0, 0.0]])
    def test_gradient(self, rotvec):
        check_grad(lambda v: weighted_sum(rotation_vector_to_quaternion(v)), np.array(rotvec))

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="rotation_vector_to_quaternion: rot_vec"):
            rotation_vector_to_quaternion(arr(np.zeros(4)))


class TestInverseQuaternion:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        q = quats(shape)
        expected = Rotation.from_quat(q.reshape(-1, 4)).inv().as_quat().reshape(*shape, 4)
        out = inverse_quaternion(arr(q))
        assert_allclose(out, up_to_sign(to_np(out), expected))

    def test_non_unit(self):
        q = np.array([1.0, 2.0, -2.0, 4.0])
        product = hamilton_product(arr(q), inverse_quaternion(arr(q)))
        assert_allclose(product, [0.0, 0.0, 0.0, 1.0], atol=1e-15)

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="inverse_quaternion: quaternion"):
            inverse_quaternion(arr(np.zeros(3)))


class TestGetRandomQuaternion:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_unit_and_canonical(self, shape):
        out = get_random_quaternion(batch_shape=shape, dtype=ivy.float64, seed=0)
        assert_allclose(ivy.sqrt(ivy.sum(out * out, axis=-1)), np.ones(shape))
        assert np.all(to_np(out)[..., 3] >= 0)

    def test_default_dtype_follows_random_normal(self):
        expected = ivy.dtype(ivy.random_normal(shape=(1,), seed=0))
        assert ivy.dtype(get_random_quaternion(seed=0)) == expected

    def test_seed_reproducible(self):
        a = get_random_quaternion(batch_shape=(3,), seed=7)
        b = get_random_quaternion(batch_shape=(3,), seed=7)
        np.testing.assert_array_equal(to_np(a), to_np(b))

    def test_uniform_on_so3(self):
        q = to_np(get_random_quaternion(batch_shape=(4000,), dtype=ivy.float64, seed=3))
        # Uniform rotations: each q_k² has mean 1/4, and the angle 2 acos(qr) has
        # P(θ <= π/2) = (π/2 - 1) / π ≈ 0.182.
        assert np.allclose(np.mean(q**2, axis=0), 0.25, atol=0.02)
        angle = 2 * np.arccos(np.clip(q[:, 3], -1, 1))
        assert abs(np.mean(angle <= np.pi / 2) - (np.pi / 2 - 1) / np.pi) < 0.03


class TestScaleQuaternionRotationAngle:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        rotvec = rotvecs(shape)
        q = Rotation.from_rotvec(rotvec.reshape(-1, 3)).as_quat().reshape(*shape, 4)
        out = scale_quaternion_rotation_angle(arr(q), 0.4)
        expected = Rotation.from_rotvec(0.4 * rotvec.reshape(-1, 3)).as_quat().reshape(*shape, 4)
        assert_allclose(out, up_to_sign(to_np(out), expected))

    def test_array_scale_broadcasts(self):
        rotvec = rotvecs((2, 3))
        scale = np.array([[-1.0, 0.5, 2.0]])
        q = Rotation.from_rotvec(rotvec.reshape(-1, 3)).as_quat().reshape(2, 3, 4)
        out = scale_quaternion_rotation_angle(arr(q), arr(scale))
        expected = Rotation.from_rotvec((scale[..., None] * rotvec).reshape(-1, 3)).as_quat()
        assert_allclose(out, up_to_sign(to_np(out), expected.reshape(2, 3, 4)))

    def test_sign_of_quaternion_does_not_matter(self):
        q = quats((4,))
        a = scale_quaternion_rotation_angle(arr(q), 0.3)
        b = scale_quaternion_rotation_angle(arr(-q), 0.3)
        assert_allclose(a, to_np(b))

    def test_identity(self):
        out = scale_quaternion_rotation_angle(arr([0.0, 0.0, 0.0, 1.0]), 3.0)
        assert_allclose(out, [0.0, 0.0, 0.0, 1.0])

    @needs_autodiff
    @pytest.mark.parametrize("q", [[0.1, -0.3, 0.2, 0.927362], [0.0, 0.0, 0.0, 1.0]])
    def test_gradient(self, q):
        check_grad(lambda x: weighted_sum(scale_quaternion_rotation_angle(x, 0.7)), np.array(q))


class TestHamiltonProduct:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        q1, q2 = quats(shape, seed=1), quats(shape, seed=2)
        r1, r2 = Rotation.from_quat(q1.reshape(-1, 4)), Rotation.from_quat(q2.reshape(-1, 4))
        # scipy's composition r1 * r2 (r2 first) does not canonicalise: an exact comparison.
        expected = (r1 * r2).as_quat().reshape(*shape, 4)
        assert_allclose(hamilton_product(arr(q1), arr(q2)), expected)

    def test_units(self):
        i, j, k = np.eye(4)[:3]
        assert_allclose(hamilton_product(arr(i), arr(j)), k)
        assert_allclose(hamilton_product(arr(j), arr(i)), -k)

    def test_broadcasts(self):
        q1, q2 = quats((5, 1), seed=1), quats((3,), seed=2)
        expected = np.stack(
            [
                (Rotation.from_quat(q1[a, 0]) * Rotation.from_quat(q2[b])).as_quat()
                for a in range(5)
                for b in range(3)
            ]
        ).reshape(5, 3, 4)
        assert_allclose(hamilton_product(arr(q1), arr(q2)), expected)

    def test_float32_stays_float32(self):
        q = quats((2,)).astype(np.float32)
        assert ivy.dtype(hamilton_product(arr(q, "float32"), arr(q, "float32"))) == ivy.float32

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="hamilton_product: quaternion2"):
            hamilton_product(arr(np.zeros(4)), arr(np.zeros(3)))

    @needs_autodiff
    def test_gradient(self):
        check_grad(
            lambda a, b: weighted_sum(hamilton_product(a, b)), quats((2,), 1), quats((2,), 2)
        )


def scipy_slerp(q1, q2, t):
    """scipy's Slerp between each pair (flattened), at each pair's t."""
    q1, q2 = q1.reshape(-1, 4), q2.reshape(-1, 4)
    t = np.broadcast_to(t, (len(q1),))
    return np.stack(
        [
            Slerp([0.0, 1.0], Rotation.from_quat([a, b]))(float(s)).as_quat()
            for a, b, s in zip(q1, q2, t, strict=True)
        ]
    )


class TestQuaternionSlerp:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_scipy(self, shape):
        q1, q2 = quats(shape, seed=1), quats(shape, seed=2)
        t = np.random.default_rng(0).uniform(0, 1, shape)
        out = quaternion_slerp(arr(q1), arr(q2), arr(t))
        expected = scipy_slerp(q1, q2, t.reshape(-1)).reshape(*shape, 4)
        assert_allclose(out, up_to_sign(to_np(out), expected))

    @pytest.mark.parametrize("t", [0.0, 0.25, 1.0])
    def test_endpoints_and_scalar_t(self, t):
        q1, q2 = quats((3,), seed=1), quats((3,), seed=2)
        out = quaternion_slerp(arr(q1), arr(q2), t)
        assert_allclose(out, up_to_sign(to_np(out), scipy_slerp(q1, q2, t)))
        if t == 0.0:
            assert_allclose(out, q1)

    def test_shortest_path(self):
        q1, q2 = quats((4,), seed=1), quats((4,), seed=2)
        a = quaternion_slerp(arr(q1), arr(q2), 0.3)
        b = to_np(quaternion_slerp(arr(q1), arr(-q2), 0.3))
        assert_allclose(a, b)

    def test_t_broadcasts_with_batch(self):
        q1, q2 = quats((1, 4), seed=1), quats((4,), seed=2)
        t = np.array([[0.1], [0.5], [0.9]])
        out = quaternion_slerp(arr(q1), arr(q2), arr(t))
        assert out.shape == (3, 4, 4)
        for row in range(3):
            expected = scipy_slerp(np.broadcast_to(q1, (1, 4, 4))[0], q2, t[row, 0])
            assert_allclose(out[row], up_to_sign(to_np(out)[row], expected))

    @pytest.mark.parametrize("gap", [0.0, 1e-9, 1e-4, 5e-3])
    def test_nearly_parallel(self, gap):
        # gap = the angle between the rotations; the series branch is used below 1e-3.
        r1 = Rotation.from_rotvec([0.4, -0.2, 1.0])
        r2 = Rotation.from_rotvec(AXIS * gap) * r1
        q1, q2 = r1.as_quat(), r2.as_quat()
        out = quaternion_slerp(arr(q1), arr(q2), 0.3)
        expected = (Rotation.from_rotvec(AXIS * 0.3 * gap) * r1).as_quat()
        assert_allclose(out, up_to_sign(to_np(out), expected))

    def test_float32_stays_float32(self):
        q1, q2 = quats((2,), 1).astype(np.float32), quats((2,), 2).astype(np.float32)
        out = quaternion_slerp(arr(q1, "float32"), arr(q2, "float32"), 0.5)
        assert ivy.dtype(out) == ivy.float32

    def test_bad_shape(self):
        with pytest.raises(ivy.ShapeError, match="quaternion_slerp: quaternion1"):
            quaternion_slerp(arr(np.zeros(3)), arr(np.zeros(4)), 0.5)

    @needs_autodiff
    def test_gradient(self):
        q1, q2 = quats((), 1), quats((), 2)
        check_grad(lambda a, b, t: weighted_sum(quaternion_slerp(a, b, t)), q1, q2, np.array(0.3))

    @needs_autodiff
    def test_gradient_parallel(self):
        q = quats((), 1)
        check_grad(lambda a, b: weighted_sum(quaternion_slerp(a, b, 0.3)), q, q.copy())


def test_gradient_unsupported_on_numpy():
    if BACKEND != "numpy":
        pytest.skip("only numpy lacks autodiff")
    with pytest.raises(ivy.UnsupportedError):
        ivy.grad(lambda v: weighted_sum(rotation_vector_to_quaternion(v)))(arr(np.zeros(3)))


@st.composite
def rotation_vectors(draw):
    """Rotation vectors with angles in [0, π], including the special angles."""
    axis = np.array(draw(st.lists(st.floats(-1, 1), min_size=3, max_size=3)))
    if np.linalg.norm(axis) < 1e-3:
        axis = AXIS
    angle = draw(st.sampled_from(SPECIAL_ANGLES) | st.floats(0, np.pi))
    return axis / np.linalg.norm(axis) * angle


@given(rotation_vectors())
def test_round_trip_rotation_vector_quaternion_matrix(rotvec):
    q = rotation_vector_to_quaternion(arr(rotvec))
    expected = Rotation.from_rotvec(rotvec).as_quat()
    assert_allclose(q, up_to_sign(to_np(q), expected))
    matrix = Rotation.from_quat(to_np(q)).as_matrix()
    back = rot_mat_to_quaternion(arr(matrix))
    assert_allclose(back, up_to_sign(to_np(back), to_np(q)))
