"""The Mico and Panda presets against their published DH tables, multiplied out in numpy."""

import math

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy_robot.manipulators import MicoManipulator, PandaManipulator


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


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


def mico_frames(q):
    """Kinova's Mico DH table (user guide): lengths d1..d6, e2 and the 60° wrist."""
    d1, d2, d3, d4, d5, d6, e2 = 0.2755, 0.29, 0.1233, 0.0741, 0.0741, 0.16, 0.007
    aa = math.radians(30)
    ratio = math.sin(aa) / math.sin(2 * aa)
    d_s = [d1, 0, -e2, -(d3 + ratio * d4), -(ratio * d4 + ratio * d5), -(ratio * d5 + d6)]
    a_s = [0, d2, 0, 0, 0, 0]
    alpha_s = [math.pi / 2, math.pi, math.pi / 2, 2 * aa, 2 * aa, math.pi]
    # Kinova's joint convention: θ = [-q1, q2 - 90°, q3 + 90°, q4, q5 - 180°, q6 + 90°].
    thetas = [
        -q[0],
        q[1] - math.pi / 2,
        q[2] + math.pi / 2,
        q[3],
        q[4] - math.pi,
        q[5] + math.pi / 2,
    ]
    frames = [np.eye(4)]
    for theta, d, a, alpha in zip(thetas, d_s, a_s, alpha_s, strict=True):
        frames.append(frames[-1] @ standard_dh(theta, d, a, alpha))
    return np.stack(frames)


def panda_frames(q):
    """Franka's table (modified DH) and the flange 0.107 m along joint 7's axis."""
    a_s = [0, 0, 0, 0.0825, -0.0825, 0, 0.088]
    d_s = [0.333, 0, 0.316, 0, 0.384, 0, 0]
    alpha_s = [0, -math.pi / 2, math.pi / 2, math.pi / 2, -math.pi / 2, math.pi / 2, math.pi / 2]
    frames = [np.eye(4)]
    for theta, d, a, alpha in zip(q, d_s, a_s, alpha_s, strict=True):
        frames.append(frames[-1] @ modified_dh(theta, d, a, alpha))
    flange = np.eye(4)
    flange[2, 3] = 0.107
    frames[-1] = frames[-1] @ flange
    return np.stack(frames)


def batch_of(fn, q):
    return np.stack([fn(x) for x in q.reshape(-1, q.shape[-1])]).reshape(*q.shape[:-1], -1, 4, 4)


class TestMicoManipulator:
    @pytest.mark.parametrize("shape", [(), (3,)])
    def test_matches_kinova_dh_table(self, shape):
        q = np.random.default_rng(0).uniform(-np.pi, np.pi, (*shape, 6))
        assert_allclose(MicoManipulator().compute_link_matrices(arr(q)), batch_of(mico_frames, q))

    def test_matches_simulator(self):
        # A configuration of the Mico in CoppeliaSim, with its end frame read from the simulator
        # (the original library's test data).
        q = [-0.3202435076236725, 5.3120341300964355, 4.000271320343018, 1.116408348083496,
             -2.156550645828247, -1.7456011772155762]  # fmt: skip
        end = [[0.34588063, -0.80252016, 0.48613572, -0.31196800],
               [0.93762803, 0.27634233, -0.21092276, -0.15230382],
               [0.03492995, 0.52876860, 0.84804696, 0.40156668],
               [0.0, 0.0, 0.0, 1.0]]  # fmt: skip
        out = MicoManipulator().compute_link_matrices(arr(q))[-1]
        assert_allclose(out, end, rtol=0, atol=1e-3)

    def test_base_pose(self):
        base = np.eye(4)[:3]
        base[:, 3] = [1.0, 2.0, 3.0]
        q = np.zeros(6)
        out = MicoManipulator(base).compute_link_matrices(arr(q))
        expected = mico_frames(q)
        expected[:, :3, 3] += [1.0, 2.0, 3.0]
        assert_allclose(out, expected)

    def test_no_joint_limits(self):
        assert np.all(np.isinf(MicoManipulator().joint_limits))


class TestPandaManipulator:
    @pytest.mark.parametrize("shape", [(), (3,)])
    def test_matches_franka_dh_table(self, shape):
        panda = PandaManipulator()
        limits = panda.joint_limits
        q = np.random.default_rng(1).uniform(limits[:, 0], limits[:, 1], (*shape, 7))
        assert_allclose(panda.compute_link_matrices(arr(q)), batch_of(panda_frames, q))

    def test_ready_pose(self):
        # Franka's "ready" configuration puts the flange 0.307 m ahead, 0.59 m up, pointing down.
        q = [0.0, -math.pi / 4, 0.0, -3 * math.pi / 4, 0.0, math.pi / 2, math.pi / 4]
        flange = PandaManipulator().compute_link_matrices(arr(q))[-1]
        assert_allclose(flange[:3, 3], [0.30689, 0.0, 0.59028], rtol=0, atol=1e-5)
        assert_allclose(flange[:3, 2], [0.0, 0.0, -1.0], rtol=0, atol=1e-12)

    def test_franka_joint_limits(self):
        limits = PandaManipulator().joint_limits
        assert limits.shape == (7, 2)
        np.testing.assert_allclose(limits[3], [-3.0718, -0.0698])
        np.testing.assert_allclose(limits[5], [-0.0175, 3.7525])

    def test_float32_stays_float32(self):
        q = np.random.default_rng(2).uniform(-1, 1, (3, 7))
        out = PandaManipulator().compute_link_matrices(arr(q, "float32"))
        expected = batch_of(panda_frames, q.astype(np.float32).astype(np.float64))
        assert_allclose(out, expected.astype(np.float32), rtol=1e-5, atol=2e-6)

    def test_inverse_kinematics_reaches_random_poses(self):
        # The acceptance test: random reachable poses within 1e-4 m and 1e-3 rad.
        panda = PandaManipulator()
        limits = panda.joint_limits
        rng = np.random.default_rng(3)
        solution = rng.uniform(limits[:, 0] + 0.3, limits[:, 1] - 0.3, (16, 7))
        target = panda.compute_link_matrices(arr(solution))[..., -1, :, :]
        start = solution + rng.uniform(-0.4, 0.4, solution.shape)
        result = panda.inverse_kinematics(target, arr(start), max_steps=60)
        assert np.all(ivy.to_numpy(result.position_error) < 1e-4)
        assert np.all(ivy.to_numpy(result.orientation_error) < 1e-3)
        q = ivy.to_numpy(result.joint_angles)
        assert np.all(q >= limits[:, 0]) and np.all(q <= limits[:, 1])

    def test_wrong_number_of_joint_angles(self):
        with pytest.raises(
            ivy.ShapeError,
            match=r"PandaManipulator.compute_link_matrices: joint_angles .*\(\.\.\., 7\)",
        ):
            PandaManipulator().compute_link_matrices(arr(np.zeros(6)))
