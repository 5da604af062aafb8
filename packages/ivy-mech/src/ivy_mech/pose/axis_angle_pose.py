"""Conversions to axis-angle poses [x, y, z, ex, ey, ez, θ]."""

from __future__ import annotations

from typing import Any

import ivy
from ivy_mech._common import check_convention, check_input
from ivy_mech.orientation.euler_angles import euler_to_axis_angle

__all__ = ["euler_pose_to_axis_angle_pose"]


def euler_pose_to_axis_angle_pose(euler_pose: Any, *, convention: str = "zyx") -> Any:
    """Converts Euler poses ``[x, y, z, α, β, γ]`` to axis-angle poses.

    Args:
        euler_pose: position then Euler angles in radians, shape (..., 6).
        convention: the rotation axes, as for :func:`ivy_mech.rot_mat_to_euler`.

    Returns:
        Position, unit rotation axis, then the angle ``θ`` in ``[0, π]``:
        ``[x, y, z, ex, ey, ez, θ]``, shape (..., 7).

    Raises:
        ivy.ShapeError: ``euler_pose`` is not of shape (..., 6).
        ivy.DtypeError: ``euler_pose`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> euler_pose_to_axis_angle_pose(np.array([1.0, 2, 3, 0.5, 0, 0])).round(6)
        array([1. , 2. , 3. , 0. , 0. , 1. , 0.5])
    """
    check_input("euler_pose_to_axis_angle_pose", "euler_pose", euler_pose, ["...", "6"])
    check_convention("euler_pose_to_axis_angle_pose", convention)
    axis_angle = euler_to_axis_angle(euler_pose[..., 3:], convention=convention)
    return ivy.concat([euler_pose[..., :3], axis_angle], axis=-1)
