"""Conversions to matrix poses [R|t] of shape (..., 3, 4).

Pose vectors put the position first: ``[x, y, z, <orientation>]``, the orientation being a
quaternion ``[qi, qj, qk, qr]``, axis-angle ``[ex, ey, ez, θ]``, a rotation vector ``θ e`` or
Euler angles ``[α, β, γ]`` (see :mod:`ivy_mech.orientation.euler_angles`).
"""

from __future__ import annotations

from typing import Any

import ivy
from ivy_mech._common import check_convention, check_input
from ivy_mech.orientation.rotation_matrix import (
    axis_angle_to_rot_mat,
    euler_to_rot_mat,
    quaternion_to_rot_mat,
    rot_vec_to_rot_mat,
)

__all__ = [
    "quaternion_pose_to_mat_pose",
    "euler_pose_to_mat_pose",
    "rot_vec_pose_to_mat_pose",
    "axis_angle_pose_to_mat_pose",
]


def _mat_pose(rot_mat: Any, position: Any) -> Any:
    """``[R|t]`` from rotations (..., 3, 3) and positions (..., 3): (..., 3, 4)."""
    return ivy.concat([rot_mat, ivy.expand_dims(position, axis=-1)], axis=-1)


def quaternion_pose_to_mat_pose(quaternion_pose: Any) -> Any:
    """Converts quaternion poses ``[x, y, z, qi, qj, qk, qr]`` to matrix poses ``[R|t]``.

    Args:
        quaternion_pose: position then unit quaternion, shape (..., 7).

    Returns:
        Matrix poses, shape (..., 3, 4).

    Raises:
        ivy.ShapeError: ``quaternion_pose`` is not of shape (..., 7).
        ivy.DtypeError: ``quaternion_pose`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> quaternion_pose_to_mat_pose(np.array([1.0, 2.0, 3.0, 0.0, 0.0, 0.0, 1.0]))
        array([[1., 0., 0., 1.],
               [0., 1., 0., 2.],
               [0., 0., 1., 3.]])
    """
    check_input("quaternion_pose_to_mat_pose", "quaternion_pose", quaternion_pose, ["...", "7"])
    rot_mat = quaternion_to_rot_mat(quaternion_pose[..., 3:])
    return _mat_pose(rot_mat, quaternion_pose[..., :3])


def euler_pose_to_mat_pose(euler_pose: Any, *, convention: str = "zyx") -> Any:
    """Converts Euler poses ``[x, y, z, α, β, γ]`` to matrix poses ``[R|t]``.

    Args:
        euler_pose: position then Euler angles in radians, shape (..., 6).
        convention: the rotation axes, as for :func:`ivy_mech.rot_mat_to_euler`.

    Returns:
        Matrix poses, shape (..., 3, 4).

    Raises:
        ivy.ShapeError: ``euler_pose`` is not of shape (..., 6).
        ivy.DtypeError: ``euler_pose`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> euler_pose_to_mat_pose(np.array([1.0, 2.0, 3.0, np.pi / 2, 0, 0])).round(6)
        array([[ 0., -1.,  0.,  1.],
               [ 1.,  0.,  0.,  2.],
               [ 0.,  0.,  1.,  3.]])
    """
    check_input("euler_pose_to_mat_pose", "euler_pose", euler_pose, ["...", "6"])
    check_convention("euler_pose_to_mat_pose", convention)
    rot_mat = euler_to_rot_mat(euler_pose[..., 3:], convention=convention)
    return _mat_pose(rot_mat, euler_pose[..., :3])


def rot_vec_pose_to_mat_pose(rot_vec_pose: Any) -> Any:
    """Converts rotation-vector poses ``[x, y, z, θex, θey, θez]`` to matrix poses ``[R|t]``.

    Args:
        rot_vec_pose: position then rotation vector (radians), shape (..., 6).

    Returns:
        Matrix poses, shape (..., 3, 4).

    Raises:
        ivy.ShapeError: ``rot_vec_pose`` is not of shape (..., 6).
        ivy.DtypeError: ``rot_vec_pose`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> rot_vec_pose_to_mat_pose(np.array([1.0, 2.0, 3.0, 0, 0, np.pi / 2])).round(6)
        array([[ 0., -1.,  0.,  1.],
               [ 1.,  0.,  0.,  2.],
               [ 0.,  0.,  1.,  3.]])
    """
    check_input("rot_vec_pose_to_mat_pose", "rot_vec_pose", rot_vec_pose, ["...", "6"])
    rot_mat = rot_vec_to_rot_mat(rot_vec_pose[..., 3:])
    return _mat_pose(rot_mat, rot_vec_pose[..., :3])


def axis_angle_pose_to_mat_pose(axis_angle_pose: Any) -> Any:
    """Converts axis-angle poses ``[x, y, z, ex, ey, ez, θ]`` to matrix poses ``[R|t]``.

    Args:
        axis_angle_pose: position, unit rotation axis, then the angle in radians,
            shape (..., 7).

    Returns:
        Matrix poses, shape (..., 3, 4).

    Raises:
        ivy.ShapeError: ``axis_angle_pose`` is not of shape (..., 7).
        ivy.DtypeError: ``axis_angle_pose`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> axis_angle_pose_to_mat_pose(np.array([1.0, 2, 3, 0, 0, 1, np.pi / 2])).round(6)
        array([[ 0., -1.,  0.,  1.],
               [ 1.,  0.,  0.,  2.],
               [ 0.,  0.,  1.,  3.]])
    """
    check_input("axis_angle_pose_to_mat_pose", "axis_angle_pose", axis_angle_pose, ["...", "7"])
    rot_mat = axis_angle_to_rot_mat(axis_angle_pose[..., 3:])
    return _mat_pose(rot_mat, axis_angle_pose[..., :3])
