"""Conversions to quaternion poses [x, y, z, qi, qj, qk, qr], and integrating a velocity."""

from __future__ import annotations

from typing import Any

import ivy
from ivy_mech._common import check_convention, check_input
from ivy_mech.orientation.euler_angles import euler_to_quaternion
from ivy_mech.orientation.quaternion import (
    axis_angle_to_quaternion,
    hamilton_product,
    rot_mat_to_quaternion,
    scale_quaternion_rotation_angle,
)

__all__ = [
    "axis_angle_pose_to_quaternion_pose",
    "mat_pose_to_quaternion_pose",
    "euler_pose_to_quaternion_pose",
    "increment_quaternion_pose_with_velocity",
]


def axis_angle_pose_to_quaternion_pose(axis_angle_pose: Any) -> Any:
    """Converts axis-angle poses ``[x, y, z, ex, ey, ez, θ]`` to quaternion poses.

    Args:
        axis_angle_pose: position, unit rotation axis, then the angle in radians,
            shape (..., 7).

    Returns:
        Position then unit quaternion ``[x, y, z, qi, qj, qk, qr]`` with ``qr >= 0``,
        shape (..., 7).

    Raises:
        ivy.ShapeError: ``axis_angle_pose`` is not of shape (..., 7).
        ivy.DtypeError: ``axis_angle_pose`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> axis_angle_pose_to_quaternion_pose(np.array([1.0, 2, 3, 0, 0, 1, np.pi])).round(6)
        array([1., 2., 3., 0., 0., 1., 0.])
    """
    check_input(
        "axis_angle_pose_to_quaternion_pose", "axis_angle_pose", axis_angle_pose, ["...", "7"]
    )
    quaternion = axis_angle_to_quaternion(axis_angle_pose[..., 3:])
    return ivy.concat([axis_angle_pose[..., :3], quaternion], axis=-1)


def mat_pose_to_quaternion_pose(mat_pose: Any) -> Any:
    """Converts matrix poses ``[R|t]`` to quaternion poses ``[x, y, z, qi, qj, qk, qr]``.

    Args:
        mat_pose: matrix poses, shape (..., 3, 4).

    Returns:
        Position then unit quaternion with ``qr >= 0``, shape (..., 7).

    Raises:
        ivy.ShapeError: ``mat_pose`` is not of shape (..., 3, 4).
        ivy.DtypeError: ``mat_pose`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> mat_pose = np.concatenate([np.eye(3), [[1.0], [2.0], [3.0]]], axis=-1)
        >>> mat_pose_to_quaternion_pose(mat_pose)
        array([1., 2., 3., 0., 0., 0., 1.])
    """
    check_input("mat_pose_to_quaternion_pose", "mat_pose", mat_pose, ["...", "3", "4"])
    quaternion = rot_mat_to_quaternion(mat_pose[..., :3])
    return ivy.concat([mat_pose[..., 3], quaternion], axis=-1)


def euler_pose_to_quaternion_pose(euler_pose: Any, *, convention: str = "zyx") -> Any:
    """Converts Euler poses ``[x, y, z, α, β, γ]`` to quaternion poses.

    Args:
        euler_pose: position then Euler angles in radians, shape (..., 6).
        convention: the rotation axes, as for :func:`ivy_mech.rot_mat_to_euler`.

    Returns:
        Position then unit quaternion ``[x, y, z, qi, qj, qk, qr]`` with ``qr >= 0``,
        shape (..., 7).

    Raises:
        ivy.ShapeError: ``euler_pose`` is not of shape (..., 6).
        ivy.DtypeError: ``euler_pose`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> euler_pose_to_quaternion_pose(np.array([1.0, 2, 3, np.pi, 0, 0])).round(6)
        array([1., 2., 3., 0., 0., 1., 0.])
    """
    check_input("euler_pose_to_quaternion_pose", "euler_pose", euler_pose, ["...", "6"])
    check_convention("euler_pose_to_quaternion_pose", convention)
    quaternion = euler_to_quaternion(euler_pose[..., 3:], convention=convention)
    return ivy.concat([euler_pose[..., :3], quaternion], axis=-1)


def increment_quaternion_pose_with_velocity(
    quaternion_pose: Any, quaternion_velocity: Any, control_dt: Any
) -> Any:
    """Integrates a quaternion pose over one time step of a constant velocity.

    The position moves by ``v dt``; the orientation is composed on the right with the velocity
    rotation scaled to the step, ``q(t + dt) = q(t) ⊗ q_v^dt`` (``⊗`` the Hamilton product,
    ``q_v^dt`` the rotation of ``q_v`` with its angle times ``dt``, see
    :func:`ivy_mech.scale_quaternion_rotation_angle`): the velocity rotation is expressed in
    the pose's own frame. As the original ivy_mech does, the result is not canonicalised.
    Batch dimensions broadcast.

    Args:
        quaternion_pose: position then unit quaternion ``[x, y, z, qi, qj, qk, qr]``,
            shape (..., 7).
        quaternion_velocity: linear velocity then the unit quaternion rotated per unit time,
            shape (..., 7).
        control_dt: the time step, a Python number or an array of shape (...) broadcasting
            with the batch dimensions.

    Returns:
        The pose after the time step, shape (..., 7) (the broadcast batch shape).

    Raises:
        ivy.ShapeError: ``quaternion_pose`` or ``quaternion_velocity`` is not of shape (..., 7).
        ivy.DtypeError: either is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> pose = np.array([0.0, 0, 0, 0, 0, 0, 1])
        >>> s = np.sqrt(0.5)
        >>> velocity = np.array([1.0, 0, 0, 0, 0, s, s])  # 1 m/s along x, 90°/s about z
        >>> increment_quaternion_pose_with_velocity(pose, velocity, 0.5).round(4)
        array([0.5   , 0.    , 0.    , 0.    , 0.    , 0.3827, 0.9239])
    """
    fn = "increment_quaternion_pose_with_velocity"
    check_input(fn, "quaternion_pose", quaternion_pose, ["...", "7"])
    check_input(fn, "quaternion_velocity", quaternion_velocity, ["...", "7"])
    step_rotation = scale_quaternion_rotation_angle(quaternion_velocity[..., 3:], control_dt)
    quaternion = hamilton_product(quaternion_pose[..., 3:], step_rotation)
    dt = ivy.expand_dims(control_dt, axis=-1) if ivy.is_array(control_dt) else control_dt
    position = quaternion_pose[..., :3] + quaternion_velocity[..., :3] * dt
    return ivy.concat([position, quaternion], axis=-1)
