"""Manipulator: forward kinematics against DH products written out in numpy, link sampling,
Jacobians against finite differences, inverse kinematics, and argument checks."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_robot.manipulator import Manipulator

SHAPES = [(), (3,), (2, 3)]
RNG = np.random.default_rng(0)
# A 5-joint chain with every DH parameter non-zero somewhere.
A_S = np.array([0.1, 0.4, -0.2, 0.0, 0.15])
D_S = np.array([0.3, 0.0, 0.25, -0.1, 0.2])
ALPHA_S = np.array([np.pi / 2, 0.3, -np.pi / 2, 1.1, 0.0])
SCALES = np.array([1.0, -1.0, 2.0, 1.0, 0.5])
OFFSETS = np.array([0.0, np.pi / 2, -0.3, 0.2, np.pi])
BASE = np.concatenate(
    [Rotation.from_rotvec([0.2, -0.4, 0.9]).as_matrix(), [[0.5], [-0.2], [0.1]]], -1
)
TOOL = np.concatenate(
    [Rotation.from_rotvec([0.0, 0.5, 0.0]).as_matrix(), [[0.0], [0.05], [0.12]]], -1
)


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_np(x):
    return np.asarray(ivy.to_numpy(x))


def homogeneous(matrix):
    out = np.eye(4)
    out[: matrix.shape[0]] = matrix
    return out


# Independent references: the DH matrices entry by entry.
def standard_dh(theta, d, a, alpha):
    ct, st, ca, sa = np.cos(theta), np.sin(theta), np.cos(alpha), np.sin(alpha)
    return np.array(
        [
            [ct, -st * ca, st * sa, a * ct],
            [st, ct * ca, -ct * sa, a * st],
            [0, sa, ca, d],
            [0, 0, 0, 1],
        ]
    )


def modified_dh(theta, d, a, alpha):
    ct, st, ca, sa = np.cos(theta), np.sin(theta), np.cos(alpha), np.sin(alpha)
    return np.array(
        [
            [ct, -st, 0, a],
            [st * ca, ct * ca, -sa, -d * sa],
            [st * sa, ct * sa, ca, d * ca],
            [0, 0, 0, 1],
        ]
    )


def reference_frames(angles, *, modified=False, scales=None, offsets=None, base=None, tool=None):
    """Frames 0..n for joint angles (..., n), DH angle = scale q - offset: (..., n + 1, 4, 4)."""
    matrix = modified_dh if modified else standard_dh
    scales = np.ones(len(A_S)) if scales is None else scales
    offsets = np.zeros(len(A_S)) if offsets is None else offsets
    flat = angles.reshape(-1, angles.shape[-1])
    out = []
    for q in flat:
        frames = [homogeneous(base) if base is not None else np.eye(4)]
        for k in range(len(q)):
            frames.append(
                frames[-1] @ matrix(scales[k] * q[k] - offsets[k], D_S[k], A_S[k], ALPHA_S[k])
            )
        if tool is not None:
            frames[-1] = frames[-1] @ homogeneous(tool)
        out.append(np.stack(frames))
    return np.stack(out).reshape(*angles.shape[:-1], len(A_S) + 1, 4, 4)


def angles(shape, n=5, seed=0):
    return np.random.default_rng(seed).uniform(-np.pi, np.pi, (*shape, n))


def general_chain():
    """Joints with arbitrary axes, one of them prismatic, through from_joint_frames."""
    rng = np.random.default_rng(3)
    origins = np.stack(
        [homogeneous(np.concatenate([Rotation.random(random_state=k).as_matrix(), rng.normal(size=(3, 1)) * 0.2], -1)) for k in range(4)]
    )  # fmt: skip
    axes = rng.normal(size=(4, 3))
    axes[1] = [0.0, 0.0, -2.0]  # anti-parallel to z, not normalised
    types = ["revolute", "prismatic", "revolute", "revolute"]
    return origins, axes, types


def general_reference(q, origins, axes, types, scales, offsets, base, tool):
    """T_{k+1} = T_k origin_k M_k(scale q + offset), one configuration (n + 1, 4, 4)."""
    frames = [homogeneous(base)]
    for k in range(len(q)):
        value = scales[k] * q[k] + offsets[k]
        unit = axes[k] / np.linalg.norm(axes[k])
        motion = np.eye(4)
        if types[k] == "prismatic":
            motion[:3, 3] = value * unit
        else:
            motion[:3, :3] = Rotation.from_rotvec(value * unit).as_matrix()
        frames.append(frames[-1] @ origins[k] @ motion)
    frames[-1] = frames[-1] @ homogeneous(tool)
    return np.stack(frames)


class TestConstructor:
    def test_mismatched_dh_lengths(self):
        with pytest.raises(
            ivy.ShapeError,
            match=r"Manipulator: a_s, d_s and alpha_s .* got lengths a_s 5, d_s 4, alpha_s 5",
        ):
            Manipulator(A_S, D_S[:4], ALPHA_S)

    def test_mismatched_joint_scales(self):
        with pytest.raises(
            ivy.ShapeError, match=r"Manipulator: dh_joint_scales must have shape \(5,\); got \(4,\)"
        ):
            Manipulator(A_S, D_S, ALPHA_S, SCALES[:4])

    def test_no_joints(self):
        with pytest.raises(ivy.ShapeError, match="at least one"):
            Manipulator([], [], [])

    def test_unknown_convention(self):
        with pytest.raises(
            ValueError, match="convention must be 'standard' or 'modified'; got 'craig'"
        ):
            Manipulator(A_S, D_S, ALPHA_S, convention="craig")

    def test_non_finite_parameter(self):
        with pytest.raises(ValueError, match="Manipulator: d_s must be finite"):
            Manipulator(A_S, [0.1, np.nan, 0.0, 0.0, 0.0], ALPHA_S)

    def test_bad_limits(self):
        with pytest.raises(ValueError, match="joint_limits need lower <= upper"):
            Manipulator(A_S, D_S, ALPHA_S, joint_limits=np.tile([1.0, -1.0], (5, 1)))
        with pytest.raises(ivy.ShapeError, match=r"joint_limits must have shape \(5, 2\)"):
            Manipulator(A_S, D_S, ALPHA_S, joint_limits=np.zeros((4, 2)))

    def test_bad_base(self):
        with pytest.raises(
            ivy.ShapeError, match=r"base_inv_ext_mat must have shape \(3, 4\) or \(4, 4\)"
        ):
            Manipulator(A_S, D_S, ALPHA_S, base_inv_ext_mat=np.eye(3))

    def test_parameters_from_framework_arrays(self):
        arm = Manipulator(arr(A_S), arr(D_S), arr(ALPHA_S))
        q = angles((2,))
        assert_allclose(arm.compute_link_matrices(arr(q)), reference_frames(q))

    def test_properties(self):
        limits = np.tile([-1.0, 2.0], (5, 1))
        arm = Manipulator(A_S, D_S, ALPHA_S, joint_limits=limits)
        assert arm.num_joints == 5
        assert arm.joint_names == ("joint1", "joint2", "joint3", "joint4", "joint5")
        np.testing.assert_array_equal(arm.joint_limits, limits)
        np.testing.assert_allclose(arm.link_lengths, np.hypot(A_S, D_S))
        no_limits = Manipulator(A_S, D_S, ALPHA_S).joint_limits
        assert np.all(np.isneginf(no_limits[:, 0])) and np.all(np.isposinf(no_limits[:, 1]))


class TestComputeLinkMatrices:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_standard_dh(self, shape):
        q = angles(shape)
        out = Manipulator(A_S, D_S, ALPHA_S).compute_link_matrices(arr(q))
        assert_allclose(out, reference_frames(q))

    @pytest.mark.parametrize("shape", SHAPES)
    def test_modified_dh(self, shape):
        q = angles(shape)
        out = Manipulator(A_S, D_S, ALPHA_S, convention="modified").compute_link_matrices(arr(q))
        assert_allclose(out, reference_frames(q, modified=True))

    @pytest.mark.parametrize("modified", [False, True])
    def test_scales_offsets_base_and_tool(self, modified):
        q = angles((3,))
        arm = Manipulator(
            A_S, D_S, ALPHA_S, SCALES, OFFSETS, BASE,
            convention="modified" if modified else "standard", tool_mat=TOOL,
        )  # fmt: skip
        expected = reference_frames(
            q, modified=modified, scales=SCALES, offsets=OFFSETS, base=BASE, tool=TOOL
        )
        assert_allclose(arm.compute_link_matrices(arr(q)), expected)

    @pytest.mark.parametrize("link_num", [0, 1, 3, 5])
    def test_link_num(self, link_num):
        q = angles((3,))
        out = Manipulator(A_S, D_S, ALPHA_S, base_inv_ext_mat=BASE).compute_link_matrices(
            arr(q), link_num
        )
        assert_allclose(out, reference_frames(q, base=BASE)[..., : link_num + 1, :, :])

    def test_float32_stays_float32(self):
        q = angles((3,))
        out = Manipulator(A_S, D_S, ALPHA_S).compute_link_matrices(arr(q, "float32"))
        expected = reference_frames(q.astype(np.float32).astype(np.float64))
        assert_allclose(out, expected.astype(np.float32), rtol=1e-5, atol=2e-6)

    def test_wrong_number_of_joint_angles(self):
        with pytest.raises(
            ivy.ShapeError, match=r"Manipulator.compute_link_matrices: joint_angles .*\(\.\.\., 5\)"
        ):
            Manipulator(A_S, D_S, ALPHA_S).compute_link_matrices(arr(np.zeros((2, 6))))

    def test_integer_joint_angles(self):
        with pytest.raises(
            ivy.DtypeError, match=r"Manipulator\.compute_link_matrices: joint_angles"
        ):
            Manipulator(A_S, D_S, ALPHA_S).compute_link_matrices(ivy.asarray(np.zeros(5, np.int32)))

    @pytest.mark.parametrize("link_num", [-1, 6, 2.0, True])
    def test_bad_link_num(self, link_num):
        with pytest.raises(ValueError, match="link_num must be an integer from 0 to 5"):
            Manipulator(A_S, D_S, ALPHA_S).compute_link_matrices(arr(np.zeros(5)), link_num)

    @needs_autodiff
    def test_gradient(self):
        arm = Manipulator(A_S, D_S, ALPHA_S, SCALES, OFFSETS, BASE, tool_mat=TOOL)
        weights = arr(RNG.normal(size=(6, 4, 4)))

        def fn(q):
            return ivy.sum(arm.compute_link_matrices(q) * weights)

        q = angles(())
        assert_grads_close(fn, (q,), (ivy.grad(fn)(arr(q)),), rtol=1e-6, atol=1e-8)


class TestFromJointFrames:
    @pytest.mark.parametrize("shape", [(), (3,)])
    def test_general_axes_and_prismatic_joints(self, shape):
        origins, axes, types = general_chain()
        scales, offsets = np.array([1.0, 0.5, -1.0, 2.0]), np.array([0.1, 0.0, 0.3, -0.2])
        arm = Manipulator.from_joint_frames(
            origins[:, :3], axes, types, joint_scales=scales, joint_offsets=offsets,
            base_inv_ext_mat=BASE, tool_mat=TOOL,
        )  # fmt: skip
        q = angles(shape, n=4)
        expected = np.stack(
            [
                general_reference(x, origins, axes, types, scales, offsets, BASE, TOOL)
                for x in q.reshape(-1, 4)
            ]
        ).reshape(*shape, 5, 4, 4)
        assert_allclose(arm.compute_link_matrices(arr(q)), expected)

    def test_names(self):
        origins, axes, _ = general_chain()
        arm = Manipulator.from_joint_frames(origins, axes, joint_names=["a", "b", "c", "d"])
        assert arm.joint_names == ("a", "b", "c", "d")

    def test_mismatched_axes(self):
        origins, axes, _ = general_chain()
        with pytest.raises(
            ivy.ShapeError,
            match=r"from_joint_frames: joint_axes must have shape \(4, 3\); got \(3, 3\)",
        ):
            Manipulator.from_joint_frames(origins, axes[:3])

    def test_bad_origins(self):
        with pytest.raises(
            ivy.ShapeError,
            match=r"from_joint_frames: joint_origins must have shape \(n, 3, 4\) or \(n, 4, 4\)",
        ):
            Manipulator.from_joint_frames(np.zeros((2, 3, 3)), np.zeros((2, 3)))

    def test_zero_axis(self):
        origins, axes, _ = general_chain()
        axes[2] = 0.0
        with pytest.raises(ValueError, match="joint_axes must be non-zero"):
            Manipulator.from_joint_frames(origins, axes)

    def test_unknown_joint_type(self):
        origins, axes, _ = general_chain()
        with pytest.raises(
            ValueError, match="joint_types must be 'revolute' or 'prismatic'; got 'spherical'"
        ):
            Manipulator.from_joint_frames(
                origins, axes, ["revolute", "spherical", "revolute", "revolute"]
            )

    def test_wrong_number_of_types(self):
        origins, axes, _ = general_chain()
        with pytest.raises(
            ivy.ShapeError, match=r"joint_types must have one entry per joint \(4\); got 2"
        ):
            Manipulator.from_joint_frames(origins, axes, ["revolute", "revolute"])


class TestComputeLinkPoses:
    @pytest.mark.parametrize("shape", [(), (2, 3)])
    def test_matches_scipy(self, shape):
        q = angles(shape)
        frames = reference_frames(q, base=BASE)
        rotvecs = Rotation.from_matrix(frames[..., :3, :3].reshape(-1, 3, 3)).as_rotvec()
        expected = np.concatenate([frames[..., :3, 3], rotvecs.reshape(*shape, 6, 3)], -1)
        out = Manipulator(A_S, D_S, ALPHA_S, base_inv_ext_mat=BASE).compute_link_poses(arr(q))
        assert_allclose(out, expected, rtol=1e-9, atol=1e-9)

    def test_link_num(self):
        q = angles((3,))
        out = Manipulator(A_S, D_S, ALPHA_S).compute_link_poses(arr(q), 2)
        assert tuple(out.shape) == (3, 3, 6)


class TestSampleLinks:
    def test_points_per_link(self):
        # Links of 1 m (along x) and 0.5 m (along z once the second joint is reached).
        arm = Manipulator([1.0, 0.0], [0.0, 0.5], [np.pi / 2, 0.0])
        out = arm.sample_links(arr([0.0, 0.0]), samples_per_metre=4)
        expected = [
            [0, 0, 0],
            [0.25, 0, 0],
            [0.5, 0, 0],
            [0.75, 0, 0],
            [1, 0, 0],
            [1, 0.25, 0],
            [1, 0.5, 0],
        ]
        # alpha = π/2 turns frame 1's z onto the world's -y: d = 0.5 is along -y.
        expected = np.array(expected) * [1, -1, 1]
        assert_allclose(out, expected + 0.0, rtol=1e-12, atol=1e-12)

    @pytest.mark.parametrize("shape", SHAPES)
    def test_on_the_links_and_dense_enough(self, shape):
        arm = Manipulator(A_S, D_S, ALPHA_S, base_inv_ext_mat=BASE)
        q = angles(shape)
        samples_per_metre = 20
        out = to_np(arm.sample_links(arr(q), samples_per_metre=samples_per_metre))
        origins = reference_frames(q, base=BASE)[..., :3, 3]
        counts = np.ceil(np.hypot(A_S, D_S) * samples_per_metre - 1e-9).astype(int)
        assert out.shape == (*shape, counts.sum() + 1, 3)
        start = 0
        for k, count in enumerate(counts):
            segment = out[..., start : start + count + 1, :]  # with the next link's first point
            fractions = np.arange(count + 1) / count
            expected = origins[..., k : k + 1, :] + fractions[:, None] * (
                origins[..., k + 1 : k + 2, :] - origins[..., k : k + 1, :]
            )
            np.testing.assert_allclose(segment, expected, rtol=1e-10, atol=1e-12)
            spacing = np.linalg.norm(np.diff(segment, axis=-2), axis=-1)
            assert np.all(spacing <= 1 / samples_per_metre + 1e-12)
            start += count

    def test_link_num_and_zero_length_links(self):
        # Link 2 has length 0: no samples of its own.
        arm = Manipulator([0.5, 0.0, 0.5], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0])
        out = arm.sample_links(arr([0.0, 0.0, 0.0]), link_num=2, samples_per_metre=4)
        assert_allclose(out, [[0, 0, 0], [0.25, 0, 0], [0.5, 0, 0]], rtol=0, atol=1e-15)

    def test_float32_stays_float32(self):
        out = Manipulator(A_S, D_S, ALPHA_S).sample_links(arr(angles((2,)), "float32"))
        assert ivy.dtype(out) == ivy.float32

    @pytest.mark.parametrize("density", [0, -1.0, float("inf"), "25"])
    def test_bad_density(self, density):
        with pytest.raises(ValueError, match="sample_links: samples_per_metre must be > 0"):
            Manipulator(A_S, D_S, ALPHA_S).sample_links(arr(np.zeros(5)), samples_per_metre=density)

    @needs_autodiff
    def test_gradient(self):
        arm = Manipulator(A_S, D_S, ALPHA_S, SCALES, OFFSETS)
        points = arm.sample_links(arr(np.zeros(5)), samples_per_metre=5)
        weights = arr(RNG.normal(size=tuple(points.shape)))

        def fn(q):
            return ivy.sum(arm.sample_links(q, samples_per_metre=5) * weights)

        q = angles(())
        assert_grads_close(fn, (q,), (ivy.grad(fn)(arr(q)),), rtol=1e-6, atol=1e-8)


def numerical_jacobian(frames_fn, q, eps=1e-6):
    """Finite-difference geometric Jacobian of the last frame: (6, n)."""
    columns = []
    rotation = frames_fn(q)[-1, :3, :3]
    for k in range(len(q)):
        step = np.zeros_like(q)
        step[k] = eps
        up, down = frames_fn(q + step)[-1], frames_fn(q - step)[-1]
        velocity = (up[:3, 3] - down[:3, 3]) / (2 * eps)
        # dR/dq Rᵀ is the cross-product matrix of the angular velocity.
        skew = (up[:3, :3] - down[:3, :3]) / (2 * eps) @ rotation.T
        columns.append(np.concatenate([velocity, [skew[2, 1], skew[0, 2], skew[1, 0]]]))
    return np.stack(columns, axis=-1)


class TestJacobian:
    @pytest.mark.parametrize("shape", [(), (3,)])
    def test_dh_chain_matches_finite_differences(self, shape):
        q = angles(shape)

        def frames_fn(x):
            return reference_frames(x[None], scales=SCALES, offsets=OFFSETS, base=BASE, tool=TOOL)[
                0
            ]

        arm = Manipulator(A_S, D_S, ALPHA_S, SCALES, OFFSETS, BASE, tool_mat=TOOL)
        expected = np.stack([numerical_jacobian(frames_fn, x) for x in q.reshape(-1, 5)]).reshape(
            *shape, 6, 5
        )
        assert_allclose(arm.jacobian(arr(q)), expected, rtol=1e-7, atol=1e-8)

    def test_general_chain_matches_finite_differences(self):
        origins, axes, types = general_chain()
        scales, offsets = np.array([1.0, 0.5, -1.0, 2.0]), np.array([0.1, 0.0, 0.3, -0.2])
        arm = Manipulator.from_joint_frames(
            origins, axes, types, joint_scales=scales, joint_offsets=offsets,
            base_inv_ext_mat=BASE, tool_mat=TOOL,
        )  # fmt: skip

        def frames_fn(x):
            return general_reference(x, origins, axes, types, scales, offsets, BASE, TOOL)

        q = angles((3,), n=4)
        expected = np.stack([numerical_jacobian(frames_fn, x) for x in q])
        assert_allclose(arm.jacobian(arr(q)), expected, rtol=1e-7, atol=1e-8)

    def test_float32_stays_float32(self):
        q = angles((2,))
        arm = Manipulator(A_S, D_S, ALPHA_S)
        expected = arm.jacobian(arr(q))
        assert_allclose(
            arm.jacobian(arr(q, "float32")),
            to_np(expected).astype(np.float32),
            rtol=1e-4,
            atol=1e-5,
        )

    def test_wrong_number_of_joint_angles(self):
        with pytest.raises(ivy.ShapeError, match=r"Manipulator\.jacobian: joint_angles"):
            Manipulator(A_S, D_S, ALPHA_S).jacobian(arr(np.zeros(4)))


class TestInverseKinematics:
    def test_reaches_reachable_poses(self):
        arm = Manipulator(A_S, D_S, ALPHA_S, SCALES, OFFSETS, BASE, tool_mat=TOOL)
        solution = angles((4,), seed=5)  # the batch shape of the tests below: jax compiles once
        target = arm.compute_link_matrices(arr(solution))[..., -1, :, :]
        start = solution + np.random.default_rng(6).uniform(-0.3, 0.3, solution.shape)
        result = arm.inverse_kinematics(target, arr(start), max_steps=50)
        assert np.all(to_np(result.position_error) < 1e-4)
        assert np.all(to_np(result.orientation_error) < 1e-3)
        reached = to_np(arm.compute_link_matrices(result.joint_angles)[..., -1, :, :])
        np.testing.assert_allclose(reached[..., :3, 3], to_np(target)[..., :3, 3], atol=1e-4)

    def test_keeps_joint_limits(self):
        limits = np.tile([-0.5, 0.5], (5, 1))
        arm = Manipulator(A_S, D_S, ALPHA_S, joint_limits=limits)
        target = arm.compute_link_matrices(arr(np.full(5, 1.0)))[..., -1, :, :]  # out of limits
        result = arm.inverse_kinematics(target, arr(np.zeros(5)), max_steps=20)
        q = to_np(result.joint_angles)
        assert np.all(q >= -0.5) and np.all(q <= 0.5)
        assert to_np(result.position_error) > 1e-3  # not reachable within the limits

    def test_unreachable_pose_reports_its_error(self):
        arm = Manipulator(A_S, D_S, ALPHA_S)
        target = np.eye(4)
        target[:3, 3] = [5.0, 0.0, 0.0]  # the arm is about 1.2 m long
        result = arm.inverse_kinematics(arr(target), arr(np.zeros(5)), max_steps=30)
        assert tuple(result.position_error.shape) == ()
        reach = np.sum(np.hypot(A_S, D_S))
        assert to_np(result.position_error) >= 5.0 - reach - 1e-9
        assert np.all(np.isfinite(to_np(result.joint_angles)))

    def test_broadcasts_target_and_start(self):
        arm = Manipulator(A_S, D_S, ALPHA_S)
        target = arm.compute_link_matrices(arr(angles(())))[..., -1, :3, :]
        start = angles((4,), seed=1) * 0.1
        result = arm.inverse_kinematics(target, arr(start), max_steps=0)
        assert tuple(result.joint_angles.shape) == (4, 5)
        assert tuple(result.position_error.shape) == (4,)

    def test_float32_stays_float32(self):
        arm = Manipulator(A_S, D_S, ALPHA_S)
        solution = angles((4,), seed=7)
        target = arm.compute_link_matrices(arr(solution, "float32"))[..., -1, :, :]
        start = (solution + 0.2).astype(np.float32)
        result = arm.inverse_kinematics(target, arr(start, "float32"))
        assert ivy.dtype(result.joint_angles) == ivy.float32
        assert np.all(to_np(result.position_error) < 1e-4)
        assert np.all(to_np(result.orientation_error) < 1e-3)

    def test_wrong_number_of_joint_angles(self):
        with pytest.raises(
            ivy.ShapeError, match=r"Manipulator\.inverse_kinematics: initial_joint_angles"
        ):
            Manipulator(A_S, D_S, ALPHA_S).inverse_kinematics(arr(np.eye(4)), arr(np.zeros(6)))

    def test_bad_target_shape(self):
        with pytest.raises(ivy.ShapeError, match="inverse_kinematics: target_pose"):
            Manipulator(A_S, D_S, ALPHA_S).inverse_kinematics(arr(np.eye(3)), arr(np.zeros(5)))
