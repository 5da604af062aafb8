"""Serial manipulators: forward kinematics, link sampling, Jacobians and inverse kinematics.

A manipulator is a chain of ``n`` joints. Joint ``k`` moves frame ``k`` to frame ``k + 1``::

    T_{k+1} = T_k · pre_k · M_k(θ_k) · post_k,    θ_k = scale_k · q_k + offset_k

with ``pre_k`` and ``post_k`` fixed transforms and ``M_k`` a rotation by ``θ_k`` about a unit
axis (revolute) or a translation by ``θ_k`` along it (prismatic). Frame 0 is the base. This one
representation serves every way of describing a robot:

- standard Denavit–Hartenberg (Siciliano et al.): ``pre = I``, ``M = Rz(θ)``,
  ``post = Tz(d) Tx(a) Rx(α)``;
- modified (Craig's) Denavit–Hartenberg, as Franka documents the Panda:
  ``pre = Rx(α_{k-1}) Tx(a_{k-1}) Tz(d_k)``, ``M = Rz(θ)``, ``post = I``;
- URDF joints (:meth:`Manipulator.from_urdf`) and general joint frames
  (:meth:`Manipulator.from_joint_frames`): ``pre`` = the joint's origin, any axis, ``post = I``.

A fixed tool transform is appended to the last joint's ``post``, a base transform is frame 0.

Each joint's axis is turned onto the z axis of its own frame at construction (a constant
rotation into ``pre``, its inverse into ``post``). A frame is then carried as its four columns:
a revolute joint mixes the x and y columns by ``cos θ`` and ``sin θ``, a prismatic one adds
``d`` times the z column to the origin, and the constant ``pre`` and ``post`` products are sums
of columns times their non-zero entries. The joint's axis and a point on it, which the
Jacobian needs, are the z and origin columns of the frame before its motion. Only the chain
loops, over the (few) joints; every operation is batched.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from numbers import Integral, Real
from typing import Any

import numpy as np

import ivy
import ivy_mech
from ivy_robot._common import Constant, check_input, homogeneous_4x4, to_float64
from ivy_robot.kinematics import (
    InverseKinematicsResult,
    geometric_jacobian,
    solve_inverse_kinematics,
)

__all__ = ["Manipulator"]

_JOINT_TYPES = ("revolute", "prismatic")
_DH_CONVENTIONS = ("standard", "modified")


def _rotation_x(angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    matrix = np.eye(4)
    matrix[1:3, 1:3] = [[c, -s], [s, c]]
    return matrix


def _translation(x: float = 0.0, y: float = 0.0, z: float = 0.0) -> np.ndarray:
    matrix = np.eye(4)
    matrix[:3, 3] = [x, y, z]
    return matrix


def _cross_matrix(axis: np.ndarray) -> np.ndarray:
    """The 4x4 homogeneous generator of a rotation about ``axis``: ``[[u]×, 0], [0, 0]]``."""
    x, y, z = axis
    matrix = np.zeros((4, 4))
    matrix[:3, :3] = [[0.0, -z, y], [z, 0.0, -x], [-y, x, 0.0]]
    return matrix


def _z_to(axis: np.ndarray) -> np.ndarray:
    """A 4x4 rotation whose z column is the unit vector ``axis`` (the identity for z)."""
    matrix = np.eye(4)
    if np.allclose(axis, [0.0, 0.0, 1.0], rtol=0, atol=1e-15):
        return matrix
    # x: the coordinate axis least aligned with ``axis``, made orthogonal to it; y = z × x.
    helper = np.eye(3)[np.argmin(np.abs(axis))]
    x = np.cross(helper, axis)
    x /= np.linalg.norm(x)
    matrix[:3, :3] = np.stack([x, np.cross(axis, x), axis], axis=-1)
    return matrix


_Terms = list[list[tuple[int, float]]] | None


def _column_terms(matrix: np.ndarray) -> _Terms:
    """For ``X @ matrix``: per column j, the (i, matrix[i, j]) with a non-zero entry; None for I.

    Entries below 1e-15 in magnitude are the rounding of exact zeros (``cos(π/2)`` is 6e-17)
    and are dropped.
    """
    if np.allclose(matrix, np.eye(4), rtol=0, atol=1e-15):
        return None
    return [
        [(i, float(matrix[i, j])) for i in range(4) if abs(matrix[i, j]) > 1e-15] for j in range(4)
    ]


def _times_constant(columns: list[Any], terms: _Terms) -> list[Any]:
    """The columns of ``X @ M`` from those of ``X`` and ``M``'s :func:`_column_terms`."""
    if terms is None:
        return columns
    product = []
    for column_terms in terms:
        total = None
        for i, value in column_terms:
            term = columns[i] if value == 1.0 else columns[i] * value
            total = term if total is None else total + term
        product.append(total)
    return product


class Manipulator:
    """A serial manipulator, built from Denavit–Hartenberg parameters.

    ``Manipulator(a_s, d_s, alpha_s, ...)`` takes one DH row per joint; joint ``k``'s DH angle is
    ``θ_k = dh_joint_scales[k] · q_k - dh_joint_offsets[k]`` for the joint angles ``q`` the
    methods take. :meth:`from_joint_frames` and :meth:`from_urdf` build manipulators with
    general joint frames and axes. The parameters are constants of the object (float64 NumPy);
    the methods take and return arrays of any framework, with any leading batch dimensions,
    in the joint angles' dtype, differentiably. Every frame is in the world frame, in which
    the base sits at ``base_inv_ext_mat``.

    Args:
        a_s: DH link lengths ``a``, shape (n,).
        d_s: DH link offsets ``d``, shape (n,).
        alpha_s: DH link twists ``α`` in radians, shape (n,).
        dh_joint_scales: the factor from joint angle to DH angle, shape (n,); ones by default.
        dh_joint_offsets: subtracted from the scaled joint angle, shape (n,); zeros by default.
        base_inv_ext_mat: the base's pose in the world (its inverse extrinsic matrix),
            ``[R|t]`` of shape (3, 4) or (4, 4); the identity by default.
        convention: ``"standard"`` DH (``A_k = Rz(θ_k) Tz(d_k) Tx(a_k) Rx(α_k)``; frame ``k``
            sits after joint ``k``'s twist) or ``"modified"`` (Craig's, ``A_k = Rx(α_{k-1})
            Tx(a_{k-1}) Rz(θ_k) Tz(d_k)``; row ``k`` holds ``a_{k-1}, d_k, α_{k-1}`` and frame
            ``k`` sits on joint ``k``'s axis).
        tool_mat: a fixed transform from the last joint's frame to the end effector, shape
            (3, 4) or (4, 4); the last frame the methods give is the end effector's.
        joint_limits: ``[lower, upper]`` per joint in joint-angle units, shape (n, 2), used by
            :meth:`inverse_kinematics`; None for none.

    Raises:
        ivy.ShapeError: the DH parameters do not all have one value per joint.
        ValueError: an unknown ``convention``, a non-finite parameter, or a lower limit above
            its upper limit.

    Example:
        >>> import numpy as np
        >>> planar = Manipulator([1.0, 1.0], [0.0, 0.0], [0.0, 0.0])  # two links in a plane
        >>> planar.compute_link_matrices(np.array([0.0, np.pi / 2]))[-1, :3, 3].round(6) + 0.0
        array([1., 1., 0.])
    """

    def __init__(
        self,
        a_s: Any,
        d_s: Any,
        alpha_s: Any,
        dh_joint_scales: Any = None,
        dh_joint_offsets: Any = None,
        base_inv_ext_mat: Any = None,
        *,
        convention: str = "standard",
        tool_mat: Any = None,
        joint_limits: Any = None,
    ) -> None:
        fn = type(self).__name__
        if convention not in _DH_CONVENTIONS:
            raise ValueError(
                f"{fn}: convention must be 'standard' or 'modified'; got {convention!r}"
            )
        rows = {"a_s": a_s, "d_s": d_s, "alpha_s": alpha_s}
        rows = {name: to_float64(fn, name, value, (None,)) for name, value in rows.items()}
        lengths = {name: len(value) for name, value in rows.items()}
        num_joints = lengths["a_s"]
        if len(set(lengths.values())) != 1 or num_joints == 0:
            given = ", ".join(f"{name} {length}" for name, length in lengths.items())
            raise ivy.ShapeError(
                f"{fn}: a_s, d_s and alpha_s must each have one value per joint (at least "
                f"one); got lengths {given}"
            )
        a, d, alpha = rows["a_s"], rows["d_s"], rows["alpha_s"]
        scales = self._per_joint(fn, "dh_joint_scales", dh_joint_scales, num_joints, 1.0)
        offsets = self._per_joint(fn, "dh_joint_offsets", dh_joint_offsets, num_joints, 0.0)
        identity = np.eye(4)
        if convention == "standard":
            pre = [identity] * num_joints
            post = [
                _translation(z=d[k]) @ _translation(x=a[k]) @ _rotation_x(alpha[k])
                for k in range(num_joints)
            ]
        else:
            pre = [
                _rotation_x(alpha[k]) @ _translation(x=a[k]) @ _translation(z=d[k])
                for k in range(num_joints)
            ]
            post = [identity] * num_joints
        self._build(
            fn,
            pre=np.stack(pre),
            post=np.stack(post),
            axes=np.tile([0.0, 0.0, 1.0], (num_joints, 1)),
            prismatic=np.zeros(num_joints, dtype=bool),
            scales=scales,
            offsets=-offsets,
            base=base_inv_ext_mat,
            tool=tool_mat,
            limits=joint_limits,
            names=[f"joint{k + 1}" for k in range(num_joints)],
        )

    @classmethod
    def from_joint_frames(
        cls,
        joint_origins: Any,
        joint_axes: Any,
        joint_types: Sequence[str] | None = None,
        *,
        joint_scales: Any = None,
        joint_offsets: Any = None,
        base_inv_ext_mat: Any = None,
        tool_mat: Any = None,
        joint_limits: Any = None,
        joint_names: Sequence[str] | None = None,
    ) -> Manipulator:
        """A manipulator from general joint frames, URDF style.

        Joint ``k`` sits at ``joint_origins[k]`` in frame ``k`` (the previous joint's moving
        frame, or the base), and moves frame ``k + 1`` about (revolute) or along (prismatic)
        ``joint_axes[k]`` in its own frame, by ``θ_k = joint_scales[k] · q_k + joint_offsets[k]``.

        Args:
            joint_origins: the joints' fixed transforms, shape (n, 3, 4) or (n, 4, 4).
            joint_axes: the joints' axes in their frames, non-zero (normalised here), shape
                (n, 3).
            joint_types: ``"revolute"`` or ``"prismatic"`` per joint; all revolute by default.
            joint_scales: shape (n,); ones by default.
            joint_offsets: added to the scaled joint values, shape (n,); zeros by default.
            base_inv_ext_mat: the base's pose in the world, shape (3, 4) or (4, 4).
            tool_mat: the end effector's fixed transform from the last joint's moving frame,
                shape (3, 4) or (4, 4).
            joint_limits: ``[lower, upper]`` per joint, shape (n, 2); ±inf for none.
            joint_names: a name per joint, for messages; ``joint1``, ... by default.

        Returns:
            The manipulator.

        Raises:
            ivy.ShapeError: the arguments do not all describe the same number of joints.
            ValueError: an unknown joint type, a zero axis, or a non-finite value.

        Example:
            >>> import numpy as np
            >>> origins = np.stack([np.eye(4), np.eye(4)])
            >>> origins[1, 0, 3] = 1.0  # the second joint 1 m along x
            >>> arm = Manipulator.from_joint_frames(origins, [[0.0, 0, 1], [0.0, 0, 1]])
            >>> arm.compute_link_matrices(np.array([np.pi / 2, 0.0]))[-1, :3, 3].round(6) + 0.0
            array([0., 1., 0.])
        """
        fn = f"{cls.__name__}.from_joint_frames"
        origins = np.asarray(
            ivy.to_numpy(joint_origins) if ivy.is_array(joint_origins) else joint_origins,
            dtype=np.float64,
        )
        if origins.ndim != 3 or origins.shape[1:] not in ((3, 4), (4, 4)) or not len(origins):
            raise ivy.ShapeError(
                f"{fn}: joint_origins must have shape (n, 3, 4) or (n, 4, 4) with n >= 1; got "
                f"{origins.shape}"
            )
        num_joints = len(origins)
        pre = np.tile(np.eye(4), (num_joints, 1, 1))
        pre[:, :3] = origins[:, :3]
        if not np.all(np.isfinite(pre)):
            raise ValueError(f"{fn}: joint_origins must be finite")
        axes = to_float64(fn, "joint_axes", joint_axes, (num_joints, 3))
        norms = np.linalg.norm(axes, axis=-1, keepdims=True)
        if np.any(norms < 1e-12):
            raise ValueError(f"{fn}: joint_axes must be non-zero; got {axes.tolist()}")
        joint_types = ["revolute"] * num_joints if joint_types is None else list(joint_types)
        if len(joint_types) != num_joints:
            raise ivy.ShapeError(
                f"{fn}: joint_types must have one entry per joint ({num_joints}); got "
                f"{len(joint_types)}"
            )
        unknown = [t for t in joint_types if t not in _JOINT_TYPES]
        if unknown:
            raise ValueError(
                f"{fn}: joint_types must be 'revolute' or 'prismatic'; got {unknown[0]!r}"
            )
        manipulator = cls.__new__(cls)
        manipulator._build(
            fn,
            pre=pre,
            post=np.tile(np.eye(4), (num_joints, 1, 1)),
            axes=axes / norms,
            prismatic=np.array([t == "prismatic" for t in joint_types]),
            scales=cls._per_joint(fn, "joint_scales", joint_scales, num_joints, 1.0),
            offsets=cls._per_joint(fn, "joint_offsets", joint_offsets, num_joints, 0.0),
            base=base_inv_ext_mat,
            tool=tool_mat,
            limits=joint_limits,
            names=(
                [f"joint{k + 1}" for k in range(num_joints)]
                if joint_names is None
                else [str(name) for name in joint_names]
            ),
        )
        return manipulator

    @classmethod
    def from_urdf(
        cls,
        urdf: Any,
        *,
        base_link: str | None = None,
        end_link: str | None = None,
        base_inv_ext_mat: Any = None,
    ) -> Manipulator:
        """A manipulator from the serial chain of a URDF robot description (needs yourdfpy).

        The chain runs from ``base_link`` to ``end_link`` through revolute, continuous
        (revolute without limits) and prismatic joints; fixed joints are merged into their
        neighbours' transforms. Frame 0 is ``base_link``, frame ``k`` the child link of the
        ``k``-th moving joint, and the last frame ``end_link`` (which may sit beyond fixed
        joints). Joint limits come from the ``<limit>`` tags.

        Args:
            urdf: a path to a ``.urdf`` file (``str`` or ``os.PathLike``) or the URDF's XML
                text (a string starting with ``<``).
            base_link: the chain's first link; the tree's root by default.
            end_link: the chain's last link; by default the one leaf, and a tree that branches
                (a hand with fingers) needs it named.
            base_inv_ext_mat: the base link's pose in the world, shape (3, 4) or (4, 4).

        Returns:
            The manipulator, its joints named as in the URDF.

        Raises:
            ImportError: yourdfpy is not installed (``pip install ivy-robot[urdf]``).
            FileNotFoundError: ``urdf`` is neither XML nor an existing file.
            ValueError: the chain branches (and ``end_link`` is not given), a joint on it has
                an unsupported type (floating, planar, unknown) or mimics another, a link is
                unknown, or the chain has no moving joint.

        Example:
            >>> import numpy as np
            >>> arm = Manipulator.from_urdf('''<robot name="arm">
            ...   <link name="base"/> <link name="tip"/>
            ...   <joint name="hinge" type="continuous">
            ...     <parent link="base"/> <child link="tip"/>
            ...     <origin xyz="0 0 1"/> <axis xyz="0 0 1"/>
            ...   </joint>
            ... </robot>''')
            >>> arm.joint_names, arm.compute_link_matrices(np.zeros(1))[-1, :3, 3]
            (('hinge',), array([0., 0., 1.]))
        """
        from ivy_robot.urdf import read_urdf_chain

        chain = read_urdf_chain(urdf, base_link=base_link, end_link=end_link)
        return cls.from_joint_frames(
            chain.joint_origins,
            chain.joint_axes,
            chain.joint_types,
            base_inv_ext_mat=base_inv_ext_mat,
            tool_mat=chain.tool_mat,
            joint_limits=chain.joint_limits,
            joint_names=chain.joint_names,
        )

    # Construction #
    # -------------#

    @staticmethod
    def _per_joint(fn: str, name: str, value: Any, num_joints: int, default: float) -> np.ndarray:
        if value is None:
            return np.full(num_joints, default)
        return to_float64(fn, name, value, (num_joints,))

    def _build(
        self,
        fn: str,
        *,
        pre: np.ndarray,
        post: np.ndarray,
        axes: np.ndarray,
        prismatic: np.ndarray,
        scales: np.ndarray,
        offsets: np.ndarray,
        base: Any,
        tool: Any,
        limits: Any,
        names: list[str],
    ) -> None:
        """Stores the chain ``T_{k+1} = T_k pre_k M_k post_k`` and the constants it needs."""
        num_joints = len(pre)
        self._num_joints = num_joints
        self._joint_names = tuple(names)
        base = np.eye(4) if base is None else homogeneous_4x4(fn, "base_inv_ext_mat", base)
        if tool is not None:
            post = post.copy()
            post[-1] = post[-1] @ homogeneous_4x4(fn, "tool_mat", tool)
        self._base = Constant(base)
        if limits is None:
            limits = np.tile([-np.inf, np.inf], (num_joints, 1))
        else:
            limits = np.asarray(ivy.to_numpy(limits) if ivy.is_array(limits) else limits, float)
            if limits.shape != (num_joints, 2):
                raise ivy.ShapeError(
                    f"{fn}: joint_limits must have shape ({num_joints}, 2); got {limits.shape}"
                )
            if np.any(np.isnan(limits)) or np.any(limits[:, 0] > limits[:, 1]):
                raise ValueError(f"{fn}: joint_limits need lower <= upper; got {limits.tolist()}")
        self._limits = limits
        self._lower_limits, self._upper_limits = Constant(limits[:, 0]), Constant(limits[:, 1])
        # Python values where code branches on them: a compiler folds those.
        self._prismatic_joints = tuple(bool(p) for p in prismatic)
        self._prismatic = Constant(prismatic)
        self._scaled = bool(np.any(scales != 1.0))
        self._scales, self._offsets = Constant(scales), Constant(offsets)
        self._trivial_scaling = bool(np.all(scales == 1.0) and np.all(offsets == 0.0))

        # The longest each link (frame k to frame k + 1 origin) can be, for sampling.
        lengths = np.linalg.norm(pre[:, :3, 3], axis=-1) + np.linalg.norm(post[:, :3, 3], axis=-1)
        travel = np.where(np.isfinite(limits), np.abs(limits), 0.0).max(axis=-1)
        self._link_lengths = lengths + np.where(prismatic, travel, 0.0)
        self._sampling_weights: dict[tuple[int, float], Constant] = {}

        # Every joint then moves about or along the z axis of its own frame: a rotation Q taking
        # z to the joint's axis goes into pre, Qᵀ into post. The base goes into joint 0's pre.
        aligned = np.stack([_z_to(axis) for axis in axes])
        pre = pre @ aligned
        pre[0] = base @ pre[0]
        post = np.swapaxes(aligned, -1, -2) @ post
        self._first_pre = Constant(pre[0])
        self._pre_terms = [_column_terms(matrix) for matrix in pre]
        self._post_terms = [_column_terms(matrix) for matrix in post]

    # Properties #
    # -----------#

    @property
    def num_joints(self) -> int:
        """The number of moving joints ``n``."""
        return self._num_joints

    @property
    def joint_names(self) -> tuple[str, ...]:
        """The joints' names (from the URDF, else ``joint1``, ...)."""
        return self._joint_names

    @property
    def joint_limits(self) -> np.ndarray:
        """``[lower, upper]`` per joint in joint-angle units, ±inf for none: (n, 2) float64."""
        return self._limits.copy()

    @property
    def link_lengths(self) -> np.ndarray:
        """The longest each link (frame ``k`` to ``k + 1``) can be, in metres: (n,) float64."""
        return self._link_lengths.copy()

    # Forward kinematics #
    # -------------------#

    def _check_link_num(self, fn: str, link_num: Any) -> int:
        if link_num is None:
            return self._num_joints
        if (
            isinstance(link_num, bool)
            or not isinstance(link_num, Integral)
            or not 0 <= link_num <= self._num_joints
        ):
            raise ValueError(
                f"{fn}: link_num must be an integer from 0 to {self._num_joints}; got {link_num!r}"
            )
        return int(link_num)

    def _chain(
        self, fn: str, joint_angles: Any, link_num: int
    ) -> tuple[list[list[Any]], list[tuple[Any, Any]]]:
        """Frames 0 to ``link_num`` as columns, and each joint's axis and origin, in the world.

        A frame is held as its four columns, each (..., 4). Joint ``k``'s frame is frame ``k``
        times ``pre_k``: its z column is the joint's axis and its origin lies on it. Turning
        about that axis mixes the x and y columns by ``cos θ`` and ``sin θ``; sliding along it
        adds ``d z`` to the origin; the constant ``pre`` and ``post`` products are sums of
        columns times their (few non-zero) entries. A joint is a dozen element-wise operations
        on (..., 4) arrays, which frameworks run faster than batches of 4x4 matrix products.
        """
        check_input(fn, "joint_angles", joint_angles, ["...", str(self._num_joints)])
        base, first = self._base.like(joint_angles), self._first_pre.like(joint_angles)
        column_shape = (*joint_angles.shape[:-1], 4)
        frames = [[ivy.broadcast_to(base[:, i], column_shape) for i in range(4)]]
        joints: list[tuple[Any, Any]] = []
        if link_num == 0:
            return frames, joints
        angles = joint_angles[..., :link_num]
        if not self._trivial_scaling:
            scales = self._scales.like(joint_angles)[:link_num]
            offsets = self._offsets.like(joint_angles)[:link_num]
            angles = angles * scales + offsets
        sines, cosines = ivy.sin(angles), ivy.cos(angles)
        columns = [ivy.broadcast_to(first[:, i], column_shape) for i in range(4)]
        for k in range(link_num):
            if k:
                columns = _times_constant(columns, self._pre_terms[k])
            x, y, z, t = columns
            joints.append((z, t))
            if self._prismatic_joints[k]:
                t = t + angles[..., k : k + 1] * z
            else:
                sine, cosine = sines[..., k : k + 1], cosines[..., k : k + 1]
                x, y = cosine * x + sine * y, cosine * y - sine * x
            columns = _times_constant([x, y, z, t], self._post_terms[k])
            frames.append(columns)
        return frames, joints

    def _frames(self, fn: str, joint_angles: Any, link_num: int) -> Any:
        """Frames 0 to ``link_num`` in the world: (..., link_num + 1, 4, 4)."""
        frames = self._chain(fn, joint_angles, link_num)[0]
        # One copy, columns as rows (..., 4 (L + 1), 4) (far faster than interleaving them as
        # columns), then the transposed view (..., L + 1, 4, 4).
        stacked = ivy.stack([column for frame in frames for column in frame], axis=-2)
        stacked = ivy.reshape(stacked, (*stacked.shape[:-2], link_num + 1, 4, 4))
        return ivy.matrix_transpose(stacked)

    def compute_link_matrices(self, joint_angles: Any, link_num: int | None = None) -> Any:
        """The homogeneous transforms of frames 0 (the base) to ``link_num``, in the world.

        Frame ``k`` moves with joints ``1..k``; the last frame (``link_num = n``) includes the
        tool transform.

        Args:
            joint_angles: the joint angles (metres for prismatic joints), shape (..., n).
            link_num: the last frame wanted, 0 to n; n by default.

        Returns:
            The transforms ``[[R, t], [0, 1]]``, shape (..., link_num + 1, 4, 4).

        Raises:
            ivy.ShapeError: ``joint_angles`` does not have ``n`` angles on its last axis.
            ivy.DtypeError: ``joint_angles`` is not real floating.
            ValueError: ``link_num`` is out of range.

        Example:
            >>> import numpy as np
            >>> arm = Manipulator([1.0], [0.5], [0.0])  # one joint: 0.5 up, then 1 along x
            >>> arm.compute_link_matrices(np.array([np.pi / 2]))[1].round(6) + 0.0
            array([[ 0. , -1. ,  0. ,  0. ],
                   [ 1. ,  0. ,  0. ,  1. ],
                   [ 0. ,  0. ,  1. ,  0.5],
                   [ 0. ,  0. ,  0. ,  1. ]])
        """
        fn = f"{type(self).__name__}.compute_link_matrices"
        return self._frames(fn, joint_angles, self._check_link_num(fn, link_num))

    def compute_link_poses(self, joint_angles: Any, link_num: int | None = None) -> Any:
        """The poses of frames 0 to ``link_num`` as rotation-vector poses ``[x, y, z, θe]``.

        Args:
            joint_angles: shape (..., n).
            link_num: the last frame wanted, 0 to n; n by default.

        Returns:
            Rotation-vector poses, shape (..., link_num + 1, 6).

        Raises:
            ivy.ShapeError, ivy.DtypeError, ValueError: as :meth:`compute_link_matrices`.

        Example:
            >>> import numpy as np
            >>> arm = Manipulator([1.0], [0.0], [0.0])
            >>> arm.compute_link_poses(np.array([np.pi / 2]))[1].round(6) + 0.0
            array([0.      , 1.      , 0.      , 0.      , 0.      , 1.570796])
        """
        fn = f"{type(self).__name__}.compute_link_poses"
        frames = self._frames(fn, joint_angles, self._check_link_num(fn, link_num))
        return ivy_mech.mat_pose_to_rot_vec_pose(frames[..., :3, :])

    def _link_sampling_weights(self, link_num: int, samples_per_metre: float) -> Constant:
        """(M, link_num + 1) weights turning frame origins into evenly spaced link samples."""
        key = (link_num, samples_per_metre)
        weights = self._sampling_weights.get(key)
        if weights is None:
            # A hair below the product, so that exact multiples of the spacing do not round up.
            counts = np.ceil(self._link_lengths[:link_num] * samples_per_metre - 1e-9)
            counts = counts.astype(int).clip(min=0)
            weights = np.zeros((int(counts.sum()) + 1, link_num + 1))
            row = 0
            for k, count in enumerate(counts):
                fractions = np.arange(count) / max(count, 1)
                weights[row : row + count, k] = 1.0 - fractions
                weights[row : row + count, k + 1] = fractions
                row += count
            weights[-1, link_num] = 1.0
            weights = self._sampling_weights[key] = Constant(weights)
        return weights

    def sample_links(
        self, joint_angles: Any, link_num: int | None = None, samples_per_metre: float = 25
    ) -> Any:
        """Points along the links, evenly spaced, for collision checking.

        Link ``k`` is the segment from frame ``k - 1``'s origin to frame ``k``'s. It gets
        ``ceil(length · samples_per_metre)`` points from its start (its end is the next link's
        start), using the longest the link can be (:attr:`link_lengths`), so that the number of
        points is fixed; the chain's end point closes the list. Zero-length links get none.

        Args:
            joint_angles: shape (..., n).
            link_num: sample links 1 to ``link_num``; n by default.
            samples_per_metre: the sampling density, > 0.

        Returns:
            The points in the world frame, shape (..., M, 3) with ``M`` the total count.

        Raises:
            ivy.ShapeError, ivy.DtypeError: as :meth:`compute_link_matrices`.
            ValueError: ``link_num`` out of range or ``samples_per_metre <= 0``.

        Example:
            >>> import numpy as np
            >>> arm = Manipulator([1.0], [0.0], [0.0])
            >>> arm.sample_links(np.zeros(1), samples_per_metre=2) + 0.0
            array([[0. , 0. , 0. ],
                   [0.5, 0. , 0. ],
                   [1. , 0. , 0. ]])
        """
        fn = f"{type(self).__name__}.sample_links"
        link_num = self._check_link_num(fn, link_num)
        if (
            isinstance(samples_per_metre, bool)
            or not isinstance(samples_per_metre, Real)
            or not 0 < samples_per_metre < math.inf
        ):
            raise ValueError(f"{fn}: samples_per_metre must be > 0; got {samples_per_metre!r}")
        frames = self._chain(fn, joint_angles, link_num)[0]
        origins = ivy.stack([frame[3] for frame in frames], axis=-2)[..., :3]
        weights = self._link_sampling_weights(link_num, float(samples_per_metre))
        weights = weights.like(joint_angles)
        return ivy.matmul(weights, origins)

    # Differential kinematics #
    # ------------------------#

    def _jacobian(self, end_origin: Any, joints: list[tuple[Any, Any]]) -> Any:
        """The geometric Jacobian of the point ``end_origin`` (..., 4): (..., 6, n).

        ``joints`` holds each joint's axis and origin (each (..., 4)) from :meth:`_chain`.
        """
        axes = ivy.stack([axis for axis, _ in joints], axis=-2)[..., :3]
        points = ivy.stack([point for _, point in joints], axis=-2)[..., :3]
        prismatic = None
        if any(self._prismatic_joints):
            prismatic = self._prismatic.like(end_origin, ivy.bool)
        jacobian = geometric_jacobian(axes, points, end_origin[..., :3], prismatic)
        if self._scaled:
            jacobian = jacobian * self._scales.like(end_origin)
        return jacobian

    def jacobian(self, joint_angles: Any) -> Any:
        """The end effector's geometric Jacobian, analytic from the link frames.

        Column ``k`` is the end effector's velocity per unit velocity of joint ``k``: linear
        velocity of the last frame's origin (rows 0-2) and angular velocity (rows 3-5), in the
        world frame.

        Args:
            joint_angles: shape (..., n).

        Returns:
            The Jacobian, shape (..., 6, n).

        Raises:
            ivy.ShapeError, ivy.DtypeError: as :meth:`compute_link_matrices`.

        Example:
            >>> import numpy as np
            >>> arm = Manipulator([1.0], [0.0], [0.0])  # one revolute joint about z
            >>> arm.jacobian(np.zeros(1))[:, 0].round(6) + 0.0
            array([0., 1., 0., 0., 0., 1.])
        """
        fn = f"{type(self).__name__}.jacobian"
        frames, joints = self._chain(fn, joint_angles, self._num_joints)
        return self._jacobian(frames[-1][3], joints)

    def inverse_kinematics(
        self,
        target_pose: Any,
        initial_joint_angles: Any,
        *,
        max_steps: int = 100,
        damping: float = 0.1,
        position_tolerance: float = 1e-4,
        orientation_tolerance: float = 1e-3,
    ) -> InverseKinematicsResult:
        """Joint angles putting the end effector at ``target_pose``, by damped least squares.

        See :func:`ivy_robot.solve_inverse_kinematics`: Levenberg–Marquardt steps from
        ``initial_joint_angles``, kept within :attr:`joint_limits`, batched; an element stops
        once within both tolerances. An unreachable target ends with its error reported.

        Args:
            target_pose: the end effector's target pose in the world, ``[R|t]`` of shape
                (..., 3, 4) or (..., 4, 4).
            initial_joint_angles: the start, shape (..., n); batch dimensions broadcast with
                those of ``target_pose``.
            max_steps: the most steps per element.
            damping: the initial damping ``λ``.
            position_tolerance: in metres.
            orientation_tolerance: in radians.

        Returns:
            ``(joint_angles (..., n), position_error (...), orientation_error (...))`` as an
            :class:`InverseKinematicsResult`.

        Raises:
            ivy.ShapeError, ivy.DtypeError: an argument has the wrong shape or dtype.

        Example:
            >>> import numpy as np
            >>> arm = Manipulator([1.0, 1.0], [0.0, 0.0], [0.0, 0.0])
            >>> target = arm.compute_link_matrices(np.array([0.3, 0.6]))[-1]
            >>> result = arm.inverse_kinematics(target, np.array([0.2, 0.4]))
            >>> result.joint_angles.round(4), float(result.position_error) < 1e-4
            (array([0.3, 0.6]), True)
        """
        fn = f"{type(self).__name__}.inverse_kinematics"
        check_input(
            fn, "initial_joint_angles", initial_joint_angles, ["...", str(self._num_joints)]
        )
        check_input(fn, "target_pose", target_pose, ["...", "R", "4"])

        def forward(joint_angles: Any) -> tuple[Any, Any]:
            frames, joints = self._chain(fn, joint_angles, self._num_joints)
            pose = ivy.stack([column[..., :3] for column in frames[-1]], axis=-1)
            return pose, self._jacobian(frames[-1][3], joints)

        lower = self._lower_limits.like(initial_joint_angles)
        upper = self._upper_limits.like(initial_joint_angles)
        return solve_inverse_kinematics(
            forward,
            target_pose,
            initial_joint_angles,
            lower_limits=lower,
            upper_limits=upper,
            max_steps=max_steps,
            damping=damping,
            position_tolerance=position_tolerance,
            orientation_tolerance=orientation_tolerance,
        )
