"""Conversions to rotation matrices (..., 3, 3), the SO(3) log map, and the 6d representation.

Rotation matrices are active and act on column vectors: ``x' = R @ x``. Array arguments must
have a real floating dtype (``ivy.DtypeError`` otherwise); see :mod:`.quaternion` for the
conventions shared by all orientation modules.
"""

from __future__ import annotations

from typing import Any

import ivy
from ivy_mech._common import check_convention, check_input
from ivy_mech.orientation.quaternion import (
    _SMALL_ANGLE,
    _TINY_SQUARED_NORM,
    _quaternion_to_rotation_vector,
    _safe_sqrt,
    _squared_norm,
    get_random_quaternion,
    rot_mat_to_quaternion,
)

__all__ = [
    "rot_vec_to_rot_mat",
    "quaternion_to_rot_mat",
    "euler_to_rot_mat",
    "target_facing_rotation_matrix",
    "axis_angle_to_rot_mat",
    "get_random_rot_mat",
    "rot_mat_to_rot_vec",
    "rotation_6d_to_rot_mat",
    "rot_mat_to_rotation_6d",
]


def _matrix(rows: list[list[Any]]) -> Any:
    """A (..., 3, 3) matrix from nine (..., ) entries given row by row.

    One stack of the nine entries, reshaped: the matrices are written once (stacking rows, then
    the rows, writes them twice).
    """
    entries = ivy.stack([entry for row in rows for entry in row], axis=-1)
    return ivy.reshape(entries, (*tuple(ivy.shape(entries))[:-1], 3, 3))


def _rodrigues(vector: Any, cos_angle: Any, sin_coefficient: Any, outer_coefficient: Any) -> Any:
    """``cos θ I + a [v]× + b v vᵀ`` for ``vector`` (..., 3) and coefficients (..., 1)."""
    x, y, z = (vector[..., i] for i in range(3))
    c, a, b = cos_angle[..., 0], sin_coefficient[..., 0], outer_coefficient[..., 0]
    bx, by, bz = b * x, b * y, b * z
    return _matrix(
        [
            [c + bx * x, bx * y - a * z, bx * z + a * y],
            [bx * y + a * z, c + by * y, by * z - a * x],
            [bx * z - a * y, by * z + a * x, c + bz * z],
        ]
    )


def _normalised(vector: Any, fallback: Any) -> Any:
    """``vector / |vector|`` over the last axis, or ``fallback`` where that norm is ~0."""
    squared = _squared_norm(vector)
    degenerate = squared < _TINY_SQUARED_NORM
    return ivy.where(degenerate, fallback, vector / _safe_sqrt(squared, degenerate))


def _cross(u: Any, v: Any) -> Any:
    ux, uy, uz = (u[..., i : i + 1] for i in range(3))
    vx, vy, vz = (v[..., i : i + 1] for i in range(3))
    return ivy.concat([uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx], axis=-1)


def _unit_vector(like: Any, index: int) -> Any:
    """The unit vector along axis ``index``, broadcast like ``like`` (..., 3)."""
    zero = ivy.zeros_like(like[..., :1])
    parts = [zero + 1.0 if i == index else zero for i in range(3)]
    return ivy.concat(parts, axis=-1)


# Conversions #
# ------------#


def rot_vec_to_rot_mat(rot_vec: Any) -> Any:
    """Converts a rotation vector ``θ e`` to a rotation matrix (Rodrigues' formula, SO(3) exp).

    ``R = cos θ I + (sin θ / θ) [v]× + ((1 - cos θ) / θ²) v vᵀ``, with ``1 - cos θ`` written as
    ``2 sin²(θ/2)`` to avoid cancellation, and both ratios by Taylor series near θ = 0, where
    values and gradients stay finite.

    Args:
        rot_vec: rotation axis scaled by the angle in radians, shape (..., 3).

    Returns:
        Rotation matrix, shape (..., 3, 3).

    Example:
        >>> import numpy as np
        >>> rot_vec_to_rot_mat(np.array([0.0, 0.0, np.pi / 2])).round(6) + 0.0
        array([[ 0., -1.,  0.],
               [ 1.,  0.,  0.],
               [ 0.,  0.,  1.]])
    """
    check_input("rot_vec_to_rot_mat", "rot_vec", rot_vec, ["...", "3"])
    theta_squared = _squared_norm(rot_vec)
    small = theta_squared < _SMALL_ANGLE**2
    theta = _safe_sqrt(theta_squared, small)
    t2 = theta_squared
    sin_ratio = ivy.where(small, 1.0 - t2 / 6.0 + t2 * t2 / 120.0, ivy.sin(theta) / theta)
    half_sin_ratio = ivy.sin(theta / 2) / theta
    outer = ivy.where(small, 0.5 - t2 / 24.0 + t2 * t2 / 720.0, 2.0 * half_sin_ratio**2)
    cos_angle = ivy.where(small, 1.0 - t2 / 2.0 + t2 * t2 / 24.0, ivy.cos(theta))
    return _rodrigues(rot_vec, cos_angle, sin_ratio, outer)


def quaternion_to_rot_mat(quaternion: Any) -> Any:
    """Converts a quaternion ``[qi, qj, qk, qr]`` to a rotation matrix.

    The quaternion need not be unit: it is normalised (dividing by ``|q|²``), as scipy does.

    Args:
        quaternion: non-zero quaternion, shape (..., 4).

    Returns:
        Rotation matrix, shape (..., 3, 3).

    Example:
        >>> import numpy as np
        >>> quaternion_to_rot_mat(np.array([0.0, 0.0, 1.0, 1.0])).round(6) + 0.0  # 90° about z
        array([[ 0., -1.,  0.],
               [ 1.,  0.,  0.],
               [ 0.,  0.,  1.]])
    """
    check_input("quaternion_to_rot_mat", "quaternion", quaternion, ["...", "4"])
    x, y, z, w = (quaternion[..., i] for i in range(4))
    xx, yy, zz = x * x, y * y, z * z
    xx_yy = xx + yy
    s = 2.0 / (xx_yy + (zz + w * w))  # the normalisation, as scipy's
    # s folded into one factor of each product: three multiplications instead of nine
    xs, ys, zs = x * s, y * s, z * s
    xy, xz, yz = x * ys, x * zs, y * zs
    wx, wy, wz = w * xs, w * ys, w * zs
    return _matrix(
        [
            [1.0 - s * (yy + zz), xy - wz, xz + wy],
            [xy + wz, 1.0 - s * (xx + zz), yz - wx],
            [xz - wy, yz + wx, 1.0 - s * xx_yy],
        ]
    )


def _elementary_rotation(axis: str, angle: Any) -> Any:
    """The active rotation by ``angle`` (...) about ``axis`` ("x", "y" or "z"): (..., 3, 3)."""
    c, s = ivy.cos(angle), ivy.sin(angle)
    zero, one = ivy.zeros_like(angle), ivy.ones_like(angle)
    if axis == "x":
        return _matrix([[one, zero, zero], [zero, c, -s], [zero, s, c]])
    if axis == "y":
        return _matrix([[c, zero, s], [zero, one, zero], [-s, zero, c]])
    return _matrix([[c, -s, zero], [s, c, zero], [zero, zero, one]])


def euler_to_rot_mat(euler_angles: Any, *, convention: str = "zyx") -> Any:
    """Converts Euler angles ``[α, β, γ]`` to a rotation matrix.

    For ``convention = "abc"`` the matrix is ``R_c(γ) @ R_b(β) @ R_a(α)`` with the elementary
    active rotations ``R_x``, ``R_y``, ``R_z``: ``α`` about the fixed axis ``a`` first, then
    ``β`` about ``b``, then ``γ`` about ``c``. This equals scipy's
    ``Rotation.from_euler("abc", [α, β, γ])`` with the lowercase (extrinsic) string.

    Args:
        euler_angles: the angles ``[α, β, γ]`` in radians, shape (..., 3).
        convention: one of ``xyx yzy zxz xzx yxy zyz xyz yzx zxy xzy yxz zyx``.

    Returns:
        Rotation matrix, shape (..., 3, 3).

    Raises:
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> euler_to_rot_mat(np.array([np.pi / 2, 0.0, 0.0])).round(6) + 0.0  # 90° about z
        array([[ 0., -1.,  0.],
               [ 1.,  0.,  0.],
               [ 0.,  0.,  1.]])
    """
    check_convention("euler_to_rot_mat", convention)
    check_input("euler_to_rot_mat", "euler_angles", euler_angles, ["...", "3"])
    first, second, third = (
        _elementary_rotation(axis, euler_angles[..., i]) for i, axis in enumerate(convention)
    )
    return ivy.matmul(third, ivy.matmul(second, first))


def target_facing_rotation_matrix(body_pos: Any, target_pos: Any) -> Any:
    """The rotation of a body at ``body_pos`` whose +z axis faces ``target_pos``, world +z up.

    The columns of the result are the body's axes in world coordinates: ``z`` points at the
    target, ``x = up × z`` (horizontal) and ``y = z × x`` (the up direction projected
    perpendicular to ``z``), all normalised; as the original, handy for orienting cameras.
    Degenerate cases return a fixed rotation rather than NaN: with the target straight above
    or below the body (``up × z ≈ 0``) world +y takes the place of ``up``, giving ``x = ±[1,
    0, 0]`` (``+`` above, ``-`` below); with the target at the body itself, ``z = [0, 0, 1]``,
    and the result is the identity.

    Args:
        body_pos: position of the body, shape (..., 3).
        target_pos: position of the target, shape (..., 3), its batch dimensions broadcasting
            with those of ``body_pos``.

    Returns:
        Rotation matrix, shape (..., 3, 3) (the broadcast batch shape).

    Example:
        >>> import numpy as np
        >>> target_facing_rotation_matrix(np.zeros(3), np.array([1.0, 0.0, 0.0])) + 0.0
        array([[0., 0., 1.],
               [1., 0., 0.],
               [0., 1., 0.]])
    """
    fn = "target_facing_rotation_matrix"
    check_input(fn, "body_pos", body_pos, ["...", "3"])
    check_input(fn, "target_pos", target_pos, ["...", "3"])
    direction = target_pos - body_pos
    z = _normalised(direction, _unit_vector(direction, 2))
    x = _normalised(_cross(_unit_vector(z, 2), z), _cross(_unit_vector(z, 1), z))
    y = _cross(z, x)
    return ivy.stack([x, y, z], axis=-1)


def axis_angle_to_rot_mat(axis_angle: Any) -> Any:
    """Converts axis-angle ``[ex, ey, ez, θ]`` to a rotation matrix (Rodrigues' formula).

    Args:
        axis_angle: unit rotation axis followed by the angle in radians, shape (..., 4).

    Returns:
        Rotation matrix ``cos θ I + sin θ [e]× + (1 - cos θ) e eᵀ``, shape (..., 3, 3).

    Example:
        >>> import numpy as np
        >>> axis_angle_to_rot_mat(np.array([0.0, 0.0, 1.0, np.pi / 2])).round(6) + 0.0
        array([[ 0., -1.,  0.],
               [ 1.,  0.,  0.],
               [ 0.,  0.,  1.]])
    """
    check_input("axis_angle_to_rot_mat", "axis_angle", axis_angle, ["...", "4"])
    angle = axis_angle[..., 3:]
    one_minus_cos = 2.0 * ivy.sin(angle / 2) ** 2
    return _rodrigues(axis_angle[..., :3], ivy.cos(angle), ivy.sin(angle), one_minus_cos)


def get_random_rot_mat(
    *, batch_shape: tuple[int, ...] = (), dtype: Any = None, seed: int | None = None
) -> Any:
    """Draws rotation matrices uniformly distributed over SO(3) (Haar measure).

    The matrices of :func:`~ivy_mech.orientation.quaternion.get_random_quaternion`'s uniform
    quaternions. Uses the current backend.

    Args:
        batch_shape: the leading shape of the result.
        dtype: real floating dtype; by default the backend's default float.
        seed: an integer making the draw reproducible; None draws from ivy's random state.

    Returns:
        Rotation matrices, shape ``(*batch_shape, 3, 3)``.

    Example:
        >>> import numpy as np
        >>> r = get_random_rot_mat(batch_shape=(2,), seed=0)
        >>> r.shape, bool(np.allclose(r @ r.swapaxes(-1, -2), np.eye(3), atol=1e-5))
        ((2, 3, 3), True)
    """
    quaternion = get_random_quaternion(batch_shape=batch_shape, dtype=dtype, seed=seed)
    return quaternion_to_rot_mat(quaternion)


def rot_mat_to_rot_vec(rot_mat: Any) -> Any:
    """Converts a rotation matrix to a rotation vector ``θ e`` with θ in [0, π] (SO(3) log).

    The usual ``θ / (2 sin θ) (R - Rᵀ)^∨`` divides by ``sin θ ≈ 0`` at both ends. Instead the
    matrix goes to a quaternion by Shepperd's method, which near θ = π reads the axis off the
    diagonal / symmetric part of ``R``; the angle is then ``2 atan2(|v|, qr)`` and ``θ / |v|``
    uses its Taylor series near θ = 0. Values and gradients are finite at the identity, where
    the gradient is that of ``(R - Rᵀ)^∨ / 2``. At θ = π exactly, ``θ e`` and ``-θ e`` are the
    same rotation; either may be returned.

    Args:
        rot_mat: rotation matrix, shape (..., 3, 3).

    Returns:
        Rotation vector, shape (..., 3).

    Example:
        >>> import numpy as np
        >>> rot_mat_to_rot_vec(np.array([[0.0, -1, 0], [1, 0, 0], [0, 0, 1]])).round(6) + 0.0
        array([0.      , 0.      , 1.570796])
    """
    check_input("rot_mat_to_rot_vec", "rot_mat", rot_mat, ["...", "3", "3"])
    return _quaternion_to_rotation_vector(rot_mat_to_quaternion(rot_mat))


def rotation_6d_to_rot_mat(rotation_6d: Any) -> Any:
    """Converts the continuous 6d representation to a rotation matrix by Gram-Schmidt.

    Zhou et al. 2019, "On the Continuity of Rotation Representations in Neural Networks": the
    6d vector is the first two COLUMNS of ``R`` concatenated, ``[R00, R10, R20, R01, R11,
    R21]`` (the paper's layout; pytorch3d stores the first two rows instead, i.e. ``Rᵀ``'s).
    Any 6d vector whose two halves are independent maps to a rotation: ``b1 = a1 / |a1|``,
    ``b2`` = the part of ``a2`` orthogonal to ``b1``, normalised, ``b3 = b1 × b2``. Degenerate
    halves (zero, or parallel) fall back to the x or y axis rather than NaN.

    Args:
        rotation_6d: two 3-vectors ``[a1, a2]``, shape (..., 6).

    Returns:
        Rotation matrix with columns ``[b1, b2, b3]``, shape (..., 3, 3).

    Example:
        >>> import numpy as np
        >>> rotation_6d_to_rot_mat(np.array([2.0, 0, 0, 1, 1, 0])) + 0.0
        array([[1., 0., 0.],
               [0., 1., 0.],
               [0., 0., 1.]])
    """
    check_input("rotation_6d_to_rot_mat", "rotation_6d", rotation_6d, ["...", "6"])
    a1, a2 = rotation_6d[..., :3], rotation_6d[..., 3:]
    b1 = _normalised(a1, _unit_vector(a1, 0))
    b2 = a2 - ivy.sum(b1 * a2, axis=-1, keepdims=True) * b1
    # For a2 parallel to b1, any unit vector perpendicular to b1 will do: b1 × z, or y if b1 ∥ z.
    b2 = _normalised(b2, _normalised(_cross(b1, _unit_vector(b1, 2)), _unit_vector(b1, 1)))
    return ivy.stack([b1, b2, _cross(b1, b2)], axis=-1)


def rot_mat_to_rotation_6d(rot_mat: Any) -> Any:
    """Converts a rotation matrix to the 6d representation: its first two columns.

    The layout is :func:`rotation_6d_to_rot_mat`'s: ``[R00, R10, R20, R01, R11, R21]``.

    Args:
        rot_mat: rotation matrix, shape (..., 3, 3).

    Returns:
        The 6d representation, shape (..., 6).

    Example:
        >>> import numpy as np
        >>> rot_mat_to_rotation_6d(np.eye(3))
        array([1., 0., 0., 0., 1., 0.])
    """
    check_input("rot_mat_to_rotation_6d", "rot_mat", rot_mat, ["...", "3", "3"])
    return ivy.concat([rot_mat[..., :, 0], rot_mat[..., :, 1]], axis=-1)
