"""Conversions to Euler poses [x, y, z, α, β, γ].

The Euler angles follow :mod:`ivy_mech.orientation.euler_angles` (12 conventions, ranges and
the choice ``γ = 0`` at gimbal lock).
"""

from __future__ import annotations

from typing import Any

import ivy
from ivy_mech._common import check_convention, check_input
from ivy_mech.orientation.euler_angles import (
    axis_angle_to_euler,
    quaternion_to_euler,
    rot_mat_to_euler,
)

__all__ = [
    "mat_pose_to_euler_pose",
    "quaternion_pose_to_euler_pose",
    "axis_angle_pose_to_euler_pose",
]


def mat_pose_to_euler_pose(mat_pose: Any, *, convention: str = "zyx") -> Any:
    """Converts matrix poses ``[R|t]`` to Euler poses ``[x, y, z, α, β, γ]``.

    Args:
        mat_pose: matrix poses, shape (..., 3, 4).
        convention: the rotation axes, as for :func:`ivy_mech.rot_mat_to_euler`.

    Returns:
        Position then Euler angles in radians, shape (..., 6).

    Raises:
        ivy.ShapeError: ``mat_pose`` is not of shape (..., 3, 4).
        ivy.DtypeError: ``mat_pose`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> mat_pose = np.concatenate([np.eye(3), [[1.0], [2.0], [3.0]]], axis=-1)
        >>> mat_pose_to_euler_pose(mat_pose)
        array([1., 2., 3., 0., 0., 0.])
    """
    check_input("mat_pose_to_euler_pose", "mat_pose", mat_pose, ["...", "3", "4"])
    check_convention("mat_pose_to_euler_pose", convention)
    euler = rot_mat_to_euler(mat_pose[..., :3], convention=convention)
    return ivy.concat([mat_pose[..., 3], euler], axis=-1)


def quaternion_pose_to_euler_pose(quaternion_pose: Any, *, convention: str = "zyx") -> Any:
    """Converts quaternion poses ``[x, y, z, qi, qj, qk, qr]`` to Euler poses.

    Args:
        quaternion_pose: position then unit quaternion, shape (..., 7).
        convention: the rotation axes, as for :func:`ivy_mech.rot_mat_to_euler`.

    Returns:
        Position then Euler angles ``[x, y, z, α, β, γ]`` in radians, shape (..., 6).

    Raises:
        ivy.ShapeError: ``quaternion_pose`` is not of shape (..., 7).
        ivy.DtypeError: ``quaternion_pose`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> s = np.sqrt(0.5)
        >>> quaternion_pose_to_euler_pose(np.array([1.0, 2, 3, 0, 0, s, s])).round(6)
        array([1.      , 2.      , 3.      , 1.570796, 0.      , 0.      ])
    """
    check_input("quaternion_pose_to_euler_pose", "quaternion_pose", quaternion_pose, ["...", "7"])
    check_convention("quaternion_pose_to_euler_pose", convention)
    euler = quaternion_to_euler(quaternion_pose[..., 3:], convention=convention)
    return ivy.concat([quaternion_pose[..., :3], euler], axis=-1)


def axis_angle_pose_to_euler_pose(axis_angle_pose: Any, *, convention: str = "zyx") -> Any:
    """Converts axis-angle poses ``[x, y, z, ex, ey, ez, θ]`` to Euler poses.

    Args:
        axis_angle_pose: position, unit rotation axis, then the angle in radians,
            shape (..., 7).
        convention: the rotation axes, as for :func:`ivy_mech.rot_mat_to_euler`.

    Returns:
        Position then Euler angles ``[x, y, z, α, β, γ]`` in radians, shape (..., 6).

    Raises:
        ivy.ShapeError: ``axis_angle_pose`` is not of shape (..., 7).
        ivy.DtypeError: ``axis_angle_pose`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> axis_angle_pose_to_euler_pose(np.array([1.0, 2, 3, 0, 0, 1, 0.5])).round(6)
        array([1. , 2. , 3. , 0.5, 0. , 0. ])
    """
    check_input("axis_angle_pose_to_euler_pose", "axis_angle_pose", axis_angle_pose, ["...", "7"])
    check_convention("axis_angle_pose_to_euler_pose", convention)
    euler = axis_angle_to_euler(axis_angle_pose[..., 3:], convention=convention)
    return ivy.concat([axis_angle_pose[..., :3], euler], axis=-1)
