"""Conversions to rotation-vector poses [x, y, z, θex, θey, θez]."""

from __future__ import annotations

from typing import Any

import ivy
from ivy_mech._common import check_input
from ivy_mech.orientation.axis_angle import quaternion_to_rotation_vector
from ivy_mech.orientation.rotation_matrix import rot_mat_to_rot_vec

__all__ = ["mat_pose_to_rot_vec_pose", "quaternion_pose_to_rot_vec_pose"]


def mat_pose_to_rot_vec_pose(mat_pose: Any) -> Any:
    """Converts matrix poses ``[R|t]`` to rotation-vector poses ``[x, y, z, θex, θey, θez]``.

    Args:
        mat_pose: matrix poses, shape (..., 3, 4).

    Returns:
        Position then rotation vector ``θ e`` with ``θ`` in ``[0, π]``, shape (..., 6).

    Raises:
        ivy.ShapeError: ``mat_pose`` is not of shape (..., 3, 4).
        ivy.DtypeError: ``mat_pose`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> rot_z_90 = [[0.0, -1.0, 0.0, 1.0], [1.0, 0.0, 0.0, 2.0], [0.0, 0.0, 1.0, 3.0]]
        >>> mat_pose_to_rot_vec_pose(np.array(rot_z_90)).round(6)
        array([1.      , 2.      , 3.      , 0.      , 0.      , 1.570796])
    """
    check_input("mat_pose_to_rot_vec_pose", "mat_pose", mat_pose, ["...", "3", "4"])
    rot_vec = rot_mat_to_rot_vec(mat_pose[..., :3])
    return ivy.concat([mat_pose[..., 3], rot_vec], axis=-1)


def quaternion_pose_to_rot_vec_pose(quaternion_pose: Any) -> Any:
    """Converts quaternion poses ``[x, y, z, qi, qj, qk, qr]`` to rotation-vector poses.

    Args:
        quaternion_pose: position then unit quaternion, shape (..., 7).

    Returns:
        Position then rotation vector ``[x, y, z, θex, θey, θez]`` with ``θ`` in ``[0, π]``,
        shape (..., 6).

    Raises:
        ivy.ShapeError: ``quaternion_pose`` is not of shape (..., 7).
        ivy.DtypeError: ``quaternion_pose`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> s = np.sqrt(0.5)
        >>> quaternion_pose_to_rot_vec_pose(np.array([1.0, 2, 3, 0, 0, s, s])).round(6)
        array([1.      , 2.      , 3.      , 0.      , 0.      , 1.570796])
    """
    check_input("quaternion_pose_to_rot_vec_pose", "quaternion_pose", quaternion_pose, ["...", "7"])
    rot_vec = quaternion_to_rotation_vector(quaternion_pose[..., 3:])
    return ivy.concat([quaternion_pose[..., :3], rot_vec], axis=-1)
