"""Differential kinematics: geometric Jacobians, pose errors and damped-least-squares IK.

These work on arrays and plain callables, so they serve any serial chain; :class:`Manipulator`
uses them for its ``jacobian`` and ``inverse_kinematics`` methods. Conventions: a Jacobian is
``(..., 6, n)`` with the linear velocity of the end point in its first three rows and the angular
velocity in the last three, both in the world (base) frame, as pybullet's ``calculateJacobian``
and pytorch_kinematics give them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import ivy
import ivy_mech
from ivy_robot._common import check_input

__all__ = [
    "InverseKinematicsResult",
    "geometric_jacobian",
    "pose_error",
    "damped_least_squares",
    "solve_inverse_kinematics",
]


_MIN_DAMPING = 1e-4
"""The least ``λ`` the IK steps use: ``λ² = 1e-8`` keeps ``J Jᵀ + λ² I`` invertible in float32."""


class InverseKinematicsResult(NamedTuple):
    """What :func:`solve_inverse_kinematics` returns; unpacks as a tuple of three arrays."""

    joint_angles: Any
    """The best joint angles found, shape (..., n)."""
    position_error: Any
    """The distance from the reached to the target position, shape (...)."""
    orientation_error: Any
    """The angle in radians between the reached and the target orientation, shape (...)."""


def geometric_jacobian(
    joint_axes: Any, joint_points: Any, end_point: Any, prismatic: Any = None
) -> Any:
    """The geometric Jacobian of a serial chain from its joints' axes and positions.

    Column ``j`` is ``[a_j × (p - o_j); a_j]`` for a revolute joint and ``[a_j; 0]`` for a
    prismatic one, with ``a_j`` the joint's unit axis, ``o_j`` a point on it and ``p`` the end
    point, all in one (world) frame.

    Args:
        joint_axes: unit joint axes, shape (..., n, 3).
        joint_points: a point on each joint axis, shape (..., n, 3).
        end_point: the point whose velocity the Jacobian gives, shape (..., 3).
        prismatic: which joints are prismatic, a boolean array of shape (n,) or (..., n); None
            for none.

    Returns:
        The Jacobian, linear rows first, shape (..., 6, n).

    Example:
        >>> import numpy as np
        >>> axes = np.array([[0.0, 0.0, 1.0]])  # one joint about z through the origin
        >>> geometric_jacobian(axes, np.zeros((1, 3)), np.array([1.0, 0.0, 0.0]))[:, 0]
        array([0., 1., 0., 0., 0., 1.])
    """
    fn = "geometric_jacobian"
    sizes = check_input(fn, "joint_axes", joint_axes, ["...", "n", "3"])
    check_input(fn, "joint_points", joint_points, ["...", "n", "3"], sizes)
    check_input(fn, "end_point", end_point, ["...", "3"])
    lever = ivy.expand_dims(end_point, axis=-2) - joint_points
    linear = ivy.linalg.cross(joint_axes, lever)
    angular = joint_axes
    if prismatic is not None:
        ivy.check_shape(fn, "prismatic", prismatic, ["...", "n"], sizes)
        mask = ivy.expand_dims(prismatic, axis=-1)
        linear = ivy.where(mask, joint_axes, linear)
        angular = ivy.where(mask, ivy.zeros_like(angular), angular)
    return ivy.matrix_transpose(ivy.concat([linear, angular], axis=-1))


def pose_error(pose: Any, target_pose: Any) -> Any:
    """The twist taking ``pose`` to ``target_pose``: position difference and rotation vector.

    Args:
        pose: matrix pose ``[R|t]``, shape (..., 3, 4) (or (..., 4, 4), the last row ignored).
        target_pose: the target matrix pose, shape like ``pose``; batch dimensions broadcast.

    Returns:
        ``[t* - t, log(R* Rᵀ)]``: the position error and the rotation vector of the remaining
        rotation, both in the world frame (so that a geometric Jacobian maps joint steps to it),
        shape (..., 6).

    Example:
        >>> import numpy as np
        >>> target = np.concatenate([np.eye(3), [[1.0], [0.0], [0.0]]], axis=-1)
        >>> pose_error(np.eye(4), target) + 0.0
        array([1., 0., 0., 0., 0., 0.])
    """
    fn = "pose_error"
    check_input(fn, "pose", pose, ["...", "R", "4"])
    check_input(fn, "target_pose", target_pose, ["...", "R", "4"])
    for name, value in (("pose", pose), ("target_pose", target_pose)):
        if value.shape[-2] not in (3, 4):
            raise ivy.ShapeError(
                f"{fn}: {name} must be (..., 3, 4) or (..., 4, 4); got {value.shape}"
            )
    rotation = ivy.matmul(target_pose[..., :3, :3], ivy.matrix_transpose(pose[..., :3, :3]))
    position = target_pose[..., :3, 3] - pose[..., :3, 3]
    return ivy.concat([position, ivy_mech.rot_mat_to_rot_vec(rotation)], axis=-1)


def damped_least_squares(jacobian: Any, error: Any, damping: Any) -> Any:
    """The damped-least-squares step ``Jᵀ (J Jᵀ + λ² I)⁻¹ e`` (Levenberg–Marquardt).

    Near a singularity the damping ``λ`` trades accuracy for a bounded step; with ``λ = 0`` it
    is the minimum-norm least-squares step.

    Args:
        jacobian: shape (..., m, n).
        error: the task-space error to remove, shape (..., m).
        damping: ``λ``, a number or an array of shape (...).

    Returns:
        The joint step, shape (..., n).

    Example:
        >>> import numpy as np
        >>> damped_least_squares(np.eye(2), np.array([1.0, 2.0]), 0.0)
        array([1., 2.])
    """
    fn = "damped_least_squares"
    sizes = check_input(fn, "jacobian", jacobian, ["...", "m", "n"])
    check_input(fn, "error", error, ["...", "m"], sizes)
    transpose = ivy.matrix_transpose(jacobian)
    identity = ivy.eye(
        sizes["m"],
        dtype=ivy.dtype(jacobian),
        device=ivy.dev(jacobian),
        backend=ivy.current_backend(jacobian),
    )
    if ivy.is_array(damping):
        damping = ivy.expand_dims(ivy.expand_dims(damping, axis=-1), axis=-1)
    system = ivy.matmul(jacobian, transpose) + (damping * damping) * identity
    solution = ivy.solve(system, ivy.expand_dims(error, axis=-1))
    return ivy.matmul(transpose, solution)[..., 0]


def solve_inverse_kinematics(
    forward: Callable[[Any], tuple[Any, Any]],
    target_pose: Any,
    initial_joint_angles: Any,
    *,
    lower_limits: Any = None,
    upper_limits: Any = None,
    max_steps: int = 100,
    damping: float = 0.1,
    position_tolerance: float = 1e-4,
    orientation_tolerance: float = 1e-3,
) -> InverseKinematicsResult:
    """Damped-least-squares inverse kinematics, batched, with joint limits.

    Each step proposes ``q + Jᵀ (J Jᵀ + λ² I)⁻¹ e`` clipped to the limits, with ``e`` the
    :func:`pose_error`; a proposal that lowers ``|e|²`` is taken and ``λ`` halved, otherwise it
    is dropped and ``λ`` tripled (Levenberg–Marquardt), for every batch element separately.
    Elements within both tolerances stop changing; the loop ends when all have, or after
    ``max_steps`` proposals. A target that cannot be reached ends with its remaining error
    reported, not with an exception. The loop checks for convergence on the host after each
    step, so it runs eagerly (under ``jax.jit``, jit ``forward`` instead).

    Args:
        forward: maps joint angles (..., n) to the end-effector matrix pose (..., 3, 4) (or
            (..., 4, 4)) and its geometric Jacobian (..., 6, n).
        target_pose: the target matrix pose, shape (..., 3, 4) or (..., 4, 4).
        initial_joint_angles: where to start, shape (..., n); batch dimensions broadcast with
            those of ``target_pose``.
        lower_limits: the lower joint limits, shape (n,) (-inf for none); None for none.
        upper_limits: the upper joint limits, shape (n,) (inf for none); None for none.
        max_steps: the most proposals per element.
        damping: the initial ``λ``.
        position_tolerance: the position error (in the chain's length unit) counted as reached.
        orientation_tolerance: the orientation error in radians counted as reached.

    Returns:
        :class:`InverseKinematicsResult`: joint angles (..., n), position error (...) and
        orientation error (...).

    Example:
        >>> import numpy as np
        >>> def forward(q):  # a prismatic joint along x
        ...     pose = np.concatenate([np.eye(3), np.stack([q[0], 0.0, 0.0])[:, None]], -1)
        ...     return pose, np.array([[1.0], [0], [0], [0], [0], [0]])
        >>> target = np.concatenate([np.eye(3), [[0.5], [0.0], [0.0]]], -1)
        >>> result = solve_inverse_kinematics(forward, target, np.array([0.0]))
        >>> result.joint_angles.round(3), float(result.position_error) < 1e-4
        (array([0.5]), True)
    """
    fn = "solve_inverse_kinematics"
    check_input(fn, "initial_joint_angles", initial_joint_angles, ["...", "n"])
    check_input(fn, "target_pose", target_pose, ["...", "R", "4"])
    if target_pose.shape[-2] not in (3, 4):
        raise ivy.ShapeError(
            f"{fn}: target_pose must be (..., 3, 4) or (..., 4, 4); got {target_pose.shape}"
        )
    if max_steps < 0:
        raise ValueError(f"{fn}: max_steps must be >= 0; got {max_steps}")
    batch = ivy.broadcast_shapes(
        tuple(initial_joint_angles.shape[:-1]), tuple(target_pose.shape[:-2])
    )
    q = ivy.broadcast_to(initial_joint_angles, (*batch, initial_joint_angles.shape[-1]))
    target_pose = ivy.broadcast_to(target_pose, (*batch, *target_pose.shape[-2:]))

    def clipped(angles: Any) -> Any:
        if lower_limits is not None:
            angles = ivy.maximum(angles, lower_limits)
        if upper_limits is not None:
            angles = ivy.minimum(angles, upper_limits)
        return angles

    def evaluate(angles: Any) -> tuple[Any, Any, Any]:
        pose, jacobian = forward(angles)
        error = pose_error(pose, target_pose)
        return error, jacobian, ivy.sum(error * error, axis=-1)

    def reached(error: Any) -> Any:
        position = ivy.linalg.vector_norm(error[..., :3], axis=-1)
        orientation = ivy.linalg.vector_norm(error[..., 3:], axis=-1)
        return (position <= position_tolerance) & (orientation <= orientation_tolerance)

    q = clipped(q)
    error, jacobian, cost = evaluate(q)
    lam = ivy.full_like(cost, damping)
    for _ in range(max_steps):
        done = reached(error)
        if bool(ivy.to_numpy(ivy.all(done))):
            break
        proposal = clipped(q + damped_least_squares(jacobian, error, lam))
        new_error, new_jacobian, new_cost = evaluate(proposal)
        accept = (new_cost < cost) & ~done
        accept_vector = ivy.expand_dims(accept, axis=-1)
        q = ivy.where(accept_vector, proposal, q)
        error = ivy.where(accept_vector, new_error, error)
        jacobian = ivy.where(ivy.expand_dims(accept_vector, axis=-1), new_jacobian, jacobian)
        cost = ivy.where(accept, new_cost, cost)
        lam = ivy.where(accept, ivy.maximum(lam * 0.5, ivy.full_like(lam, _MIN_DAMPING)), lam * 3.0)
    return InverseKinematicsResult(
        q,
        ivy.linalg.vector_norm(error[..., :3], axis=-1),
        ivy.linalg.vector_norm(error[..., 3:], axis=-1),
    )
