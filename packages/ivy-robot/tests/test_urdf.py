"""Manipulator.from_urdf and read_urdf_chain: small URDFs against numpy, and pybullet's Panda
against the DH preset, pybullet's own kinematics and pytorch_kinematics."""

import os

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND
from ivy_robot import Manipulator, PandaManipulator, read_urdf_chain

pytest.importorskip("yourdfpy")


def arr(values, dtype="float64"):
    return ivy.asarray(np.asarray(values, dtype=dtype))


def to_np(x):
    return np.asarray(ivy.to_numpy(x))


def link(name):
    return f'<link name="{name}"/>'


def joint(name, kind, parent, child, xyz="0 0 0", rpy="0 0 0", axis=None, limit=None, extra=""):
    axis_tag = "" if axis is None else f'<axis xyz="{axis}"/>'
    limit_tag = (
        ""
        if limit is None
        else f'<limit lower="{limit[0]}" upper="{limit[1]}" effort="1" velocity="1"/>'
    )
    return (
        f'<joint name="{name}" type="{kind}"><parent link="{parent}"/><child link="{child}"/>'
        f'<origin xyz="{xyz}" rpy="{rpy}"/>{axis_tag}{limit_tag}{extra}</joint>'
    )


def robot(*elements):
    return '<?xml version="1.0"?>\n<robot name="test">' + "".join(elements) + "</robot>"


# world -fixed-> base -revolute-> l1 -continuous-> l2 -prismatic-> l3 -fixed-> tool
ARM = robot(
    *(link(name) for name in ["world", "base", "l1", "l2", "l3", "tool"]),
    joint("mount", "fixed", "world", "base", xyz="0 0 0.1", rpy="0 0 0.5"),
    joint(
        "shoulder",
        "revolute",
        "base",
        "l1",
        xyz="0 0 0.3",
        rpy="0.2 -0.4 0.1",
        axis="0 1 0",
        limit=(-1.5, 1.5),
    ),
    joint("elbow", "continuous", "l1", "l2", xyz="0.4 0 0", axis="1 1 0"),
    joint(
        "slide",
        "prismatic",
        "l2",
        "l3",
        xyz="0 0.1 0.2",
        rpy="1.2 0 0",
        axis="0 0 -1",
        limit=(0, 0.3),
    ),
    joint("flange", "fixed", "l3", "tool", xyz="0 0 0.05", rpy="0 0.3 0"),
)


def transform(xyz, rpy):
    matrix = np.eye(4)
    matrix[:3, :3] = Rotation.from_euler(
        "xyz", rpy
    ).as_matrix()  # URDF: fixed-axis roll, pitch, yaw
    matrix[:3, 3] = xyz
    return matrix


def arm_frames(q):
    """The ARM's frames, multiplied out in numpy: world, l1, l2, tool."""
    mount = transform([0, 0, 0.1], [0, 0, 0.5])
    shoulder = transform([0, 0, 0.3], [0.2, -0.4, 0.1])
    elbow = transform([0.4, 0, 0], [0, 0, 0])
    slide = transform([0, 0.1, 0.2], [1.2, 0, 0])
    flange = transform([0, 0, 0.05], [0, 0.3, 0])
    rotate_y = transform([0, 0, 0], [0, 0, 0])
    rotate_y[:3, :3] = Rotation.from_rotvec([0, q[0], 0]).as_matrix()
    rotate_xy = np.eye(4)
    rotate_xy[:3, :3] = Rotation.from_rotvec(
        q[1] * np.array([1.0, 1.0, 0.0]) / np.sqrt(2)
    ).as_matrix()
    move = np.eye(4)
    move[2, 3] = -q[2]
    l1 = mount @ shoulder @ rotate_y
    l2 = l1 @ elbow @ rotate_xy
    tool = l2 @ slide @ move @ flange
    return np.stack([np.eye(4), l1, l2, tool])


class TestReadUrdfChain:
    def test_merges_fixed_joints(self):
        chain = read_urdf_chain(ARM)
        assert chain.joint_names == ("shoulder", "elbow", "slide")
        assert chain.joint_types == ("revolute", "revolute", "prismatic")
        assert chain.link_names == ("world", "l1", "l2", "l3", "tool")
        np.testing.assert_allclose(
            chain.joint_origins[0],
            transform([0, 0, 0.1], [0, 0, 0.5]) @ transform([0, 0, 0.3], [0.2, -0.4, 0.1]),
        )
        np.testing.assert_allclose(chain.tool_mat, transform([0, 0, 0.05], [0, 0.3, 0]))

    def test_limits(self):
        limits = read_urdf_chain(ARM).joint_limits
        np.testing.assert_array_equal(limits, [[-1.5, 1.5], [-np.inf, np.inf], [0.0, 0.3]])

    def test_base_and_end_links(self):
        chain = read_urdf_chain(ARM, base_link="l1", end_link="l3")
        assert chain.joint_names == ("elbow", "slide")
        np.testing.assert_allclose(chain.tool_mat, np.eye(4))

    def test_from_a_file(self, tmp_path):
        path = tmp_path / "arm.urdf"
        path.write_text(ARM)
        assert read_urdf_chain(path).joint_names == read_urdf_chain(str(path)).joint_names

    def test_missing_file(self, tmp_path):
        with pytest.raises(FileNotFoundError, match=r"Manipulator\.from_urdf: no URDF file at"):
            read_urdf_chain(tmp_path / "missing.urdf")

    def test_branch_needs_end_link(self):
        branched = robot(
            *(link(name) for name in ["base", "arm", "left", "right"]),
            joint("lift", "revolute", "base", "arm", axis="0 0 1", limit=(-1, 1)),
            joint("left_finger", "prismatic", "arm", "left", axis="0 1 0", limit=(0, 0.04)),
            joint("right_finger", "prismatic", "arm", "right", axis="0 -1 0", limit=(0, 0.04)),
        )
        with pytest.raises(
            ValueError,
            match=r"branches at link 'arm' \(joints \['left_finger', 'right_finger'\]\); name .* end_link=, one of \['left', 'right'\]",
        ):
            read_urdf_chain(branched)
        assert read_urdf_chain(branched, end_link="left").joint_names == ("lift", "left_finger")

    @pytest.mark.parametrize("kind", ["floating", "planar", "spherical"])
    def test_unsupported_joint_type(self, kind):
        bad = robot(link("a"), link("b"), joint("ball", kind, "a", "b"))
        with pytest.raises(
            ValueError,
            match=f"joint 'ball' has type '{kind}'; a serial chain takes revolute, continuous, prismatic and fixed",
        ):
            read_urdf_chain(bad)

    def test_mimic_joint(self):
        coupled = robot(
            *(link(name) for name in "abc"),
            joint("j1", "revolute", "a", "b", axis="0 0 1", limit=(-1, 1)),
            joint(
                "j2", "revolute", "b", "c", axis="0 0 1", limit=(-1, 1), extra='<mimic joint="j1"/>'
            ),
        )
        with pytest.raises(ValueError, match="joint 'j2' mimics 'j1'"):
            read_urdf_chain(coupled)

    def test_unknown_link(self):
        with pytest.raises(ValueError, match="no link named 'hand'"):
            read_urdf_chain(ARM, end_link="hand")

    def test_end_link_not_below_base_link(self):
        with pytest.raises(ValueError, match="end_link 'l1' does not descend from 'l2'"):
            read_urdf_chain(ARM, base_link="l2", end_link="l1")

    def test_no_moving_joint(self):
        rigid = robot(link("a"), link("b"), joint("weld", "fixed", "a", "b"))
        with pytest.raises(ValueError, match="has no moving joint"):
            read_urdf_chain(rigid)


class TestFromUrdf:
    @pytest.mark.parametrize("shape", [(), (3,)])
    def test_matches_numpy(self, shape):
        q = np.random.default_rng(0).uniform(-1, 1, (*shape, 3))
        arm = Manipulator.from_urdf(ARM)
        expected = np.stack([arm_frames(x) for x in q.reshape(-1, 3)]).reshape(*shape, 4, 4, 4)
        assert_allclose(arm.compute_link_matrices(arr(q)), expected)

    def test_joint_names_and_limits(self):
        arm = Manipulator.from_urdf(ARM)
        assert arm.joint_names == ("shoulder", "elbow", "slide")
        np.testing.assert_array_equal(arm.joint_limits[2], [0.0, 0.3])

    def test_base_pose(self):
        base = transform([1.0, 2.0, 3.0], [0.0, 0.0, 1.0])
        q = np.array([0.3, -0.2, 0.1])
        out = Manipulator.from_urdf(ARM, base_inv_ext_mat=base).compute_link_matrices(arr(q))
        assert_allclose(out, base @ arm_frames(q))


# The Panda that pybullet ships (pybullet_data): real robot data, readable offline.


@pytest.fixture(scope="module")
def panda_urdf():
    pybullet_data = pytest.importorskip("pybullet_data")
    return os.path.join(pybullet_data.getDataPath(), "franka_panda", "panda.urdf")


@pytest.fixture(scope="module")
def bullet(panda_urdf):
    pb = pytest.importorskip("pybullet")
    client = pb.connect(pb.DIRECT)
    body = pb.loadURDF(panda_urdf, useFixedBase=True, physicsClientId=client)
    yield pb, client, body
    pb.disconnect(client)


def panda_configurations(count, seed=0):
    limits = PandaManipulator().joint_limits
    return np.random.default_rng(seed).uniform(limits[:, 0], limits[:, 1], (count, 7))


class TestPandaUrdf:
    def test_matches_the_dh_preset(self, panda_urdf):
        # Frames 0-6 are panda_link0..6 and frame 7 the flange, panda_link8, in both.
        q = panda_configurations(5)
        from_urdf = Manipulator.from_urdf(panda_urdf, end_link="panda_link8")
        assert from_urdf.joint_names == tuple(f"panda_joint{k}" for k in range(1, 8))
        assert_allclose(
            from_urdf.compute_link_matrices(arr(q)),
            to_np(PandaManipulator().compute_link_matrices(arr(q))),
            rtol=0, atol=1e-9,
        )  # fmt: skip

    def test_branching_hand_needs_end_link(self, panda_urdf):
        with pytest.raises(ValueError, match="branches at link 'panda_hand'"):
            Manipulator.from_urdf(panda_urdf)

    @pytest.mark.parametrize("end_link", ["panda_link8", "panda_hand"])
    def test_matches_pybullet_link_states(self, bullet, panda_urdf, end_link):
        pb, client, body = bullet
        arm = Manipulator.from_urdf(panda_urdf, end_link=end_link)
        q = panda_configurations(3, seed=1)
        frames = to_np(arm.compute_link_matrices(arr(q)))
        # pybullet's link k is the child of its joint k: panda_link1..7, panda_link8, panda_hand.
        links = [0, 1, 2, 3, 4, 5, {"panda_link8": 7, "panda_hand": 8}[end_link]]
        for configuration, expected_frames in zip(q, frames, strict=True):
            for index, value in enumerate(configuration):
                pb.resetJointState(body, index, value, physicsClientId=client)
            for frame, index in enumerate(links, start=1):
                state = pb.getLinkState(
                    body, index, computeForwardKinematics=True, physicsClientId=client
                )
                rotation = np.reshape(pb.getMatrixFromQuaternion(state[5]), (3, 3))
                # pybullet reports in float32 precision.
                np.testing.assert_allclose(expected_frames[frame, :3, 3], state[4], atol=1e-6)
                np.testing.assert_allclose(expected_frames[frame, :3, :3], rotation, atol=1e-6)

    def test_jacobian_matches_pybullet(self, bullet, panda_urdf):
        pb, client, body = bullet
        arm = Manipulator.from_urdf(panda_urdf, end_link="panda_link8")
        q = panda_configurations(3, seed=2)
        jacobians = to_np(arm.jacobian(arr(q)))
        for configuration, jacobian in zip(q, jacobians, strict=True):
            # pybullet's arguments cover every moving joint, the two fingers included.
            positions = [*configuration.tolist(), 0.0, 0.0]
            linear, angular = pb.calculateJacobian(
                body, 7, [0.0, 0.0, 0.0], positions, [0.0] * 9, [0.0] * 9, physicsClientId=client
            )
            expected = np.concatenate([np.array(linear), np.array(angular)])[:, :7]
            np.testing.assert_allclose(jacobian, expected, atol=1e-9)

    @pytest.mark.skipif(BACKEND != "torch", reason="pytorch_kinematics is a torch library")
    def test_matches_pytorch_kinematics(self, panda_urdf):
        pk = pytest.importorskip("pytorch_kinematics")
        import torch

        with open(panda_urdf, "rb") as file:
            chain = pk.build_serial_chain_from_urdf(file.read(), "panda_hand").to(
                dtype=torch.float64
            )
        q = torch.as_tensor(panda_configurations(4, seed=3))
        arm = Manipulator.from_urdf(panda_urdf, end_link="panda_hand")
        frames = arm.compute_link_matrices(q)
        assert isinstance(frames, torch.Tensor)
        expected = chain.forward_kinematics(q, end_only=True).get_matrix()
        # pytorch_kinematics parses the URDF's numbers in float32 before the cast to float64.
        torch.testing.assert_close(frames[:, -1], expected, rtol=0, atol=1e-6)
        torch.testing.assert_close(arm.jacobian(q), chain.jacobian(q), rtol=0, atol=1e-6)
