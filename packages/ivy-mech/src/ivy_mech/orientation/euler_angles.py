"""Euler angles in the 12 conventions, to and from every other representation.

Euler angles ``[α, β, γ]`` in the convention ``"abc"`` (one of ``xyx yzy zxz xzx yxy zyz xyz
yzx zxy xzy yxz zyx``) stand for the rotation ``R = R_c(γ) @ R_b(β) @ R_a(α)``: rotate about
the fixed axis ``a`` by ``α``, then about ``b`` by ``β``, then about ``c`` by ``γ``. This is
``scipy.spatial.transform.Rotation.from_euler("abc", [α, β, γ])`` with scipy's lowercase
(extrinsic) convention string.

Angles out of the conversions lie in the canonical ranges: ``α, γ`` in ``(-π, π]``, ``β`` in
``[-π/2, π/2]`` for the Tait-Bryan conventions (three different axes) and in ``[0, π]`` for the
proper Euler conventions (first axis = last axis). At gimbal lock (``β = ±π/2``, resp. ``β``
in ``{0, π}``) only a combination of ``α`` and ``γ`` is determined: there ``γ`` is set to 0, as
scipy does, and ``α`` carries the whole rotation about the locked axis.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy_mech._common import canonical_quaternion, check_convention, check_input
from ivy_mech.orientation.axis_angle import quaternion_to_axis_angle
from ivy_mech.orientation.quaternion import hamilton_product
from ivy_mech.orientation.rotation_matrix import (
    axis_angle_to_rot_mat,
    quaternion_to_rot_mat,
)

__all__ = [
    "rot_mat_to_euler",
    "quaternion_to_euler",
    "axis_angle_to_euler",
    "euler_to_quaternion",
    "euler_to_axis_angle",
    "get_random_euler",
]

_AXIS = {"x": 0, "y": 1, "z": 2}
_CYCLIC = ((0, 1, 2), (1, 2, 0), (2, 0, 1))

# Gimbal lock is declared where the entries that fix γ have a norm (|cos β|, resp. |sin β|)
# below this many machine epsilons of the dtype: there they are rounding noise. The matrix error
# of then setting γ = 0 is below 4π epsilons.
_LOCK_EPS_MULTIPLE = 4.0


def _convention_axes(fn: str, convention: str) -> tuple[int, int, int, int]:
    """The axis indices ``(a, b, c)`` of a valid ``convention`` and the sign of ``(a, b, k)``.

    ``k`` is the axis that is not ``a`` or ``b``; the sign is +1 for a cyclic permutation.
    """
    check_convention(fn, convention)
    a, b, c = (_AXIS[axis] for axis in convention)
    sign = 1 if (a, b, 3 - a - b) in _CYCLIC else -1
    return a, b, c, sign


def _rot_mat_to_euler(rot_mat: Any, convention: str, fn: str) -> Any:
    """:func:`rot_mat_to_euler` without the argument checks, reporting errors as ``fn``."""
    a, b, c, s = _convention_axes(fn, convention)
    k = 3 - a - b
    r = rot_mat
    # Column a of R is (cos β, s sin β, ...)-shaped in the remaining axes: it gives γ and the
    # norm |cos β| (Tait-Bryan) or |sin β| (proper Euler), which vanishes at gimbal lock.
    if a == c:
        gamma_cos, gamma_sin = -s * r[..., k, a], r[..., b, a]
    else:
        gamma_cos, gamma_sin = r[..., a, a], s * r[..., b, a]
    squared = gamma_cos * gamma_cos + gamma_sin * gamma_sin
    lock = _LOCK_EPS_MULTIPLE * ivy.finfo(ivy.dtype(r)).eps
    locked = squared <= lock * lock
    # Double where: the locked branch sees harmless values, so no NaN reaches the gradients.
    norm = ivy.sqrt(ivy.where(locked, ivy.ones_like(squared), squared))
    cos_g = ivy.where(locked, ivy.ones_like(norm), gamma_cos / norm)
    sin_g = ivy.where(locked, ivy.zeros_like(norm), gamma_sin / norm)
    norm = ivy.where(locked, ivy.zeros_like(norm), norm)
    gamma = ivy.atan2(sin_g, cos_g)
    # α from the rows of R_c(γ)ᵀ R = R_b(β) R_a(α) that do not involve β: well conditioned even
    # where cos β (resp. sin β) is tiny, and consistent with γ, so R is reproduced exactly.
    if a == c:
        beta = ivy.atan2(norm, r[..., a, a])
        alpha = ivy.atan2(
            -s * cos_g * r[..., b, k] - sin_g * r[..., k, k],
            cos_g * r[..., b, b] + s * sin_g * r[..., k, b],
        )
    else:
        beta = ivy.atan2(-s * r[..., c, a], norm)
        alpha = ivy.atan2(
            sin_g * r[..., a, c] - s * cos_g * r[..., b, c],
            cos_g * r[..., b, b] - s * sin_g * r[..., a, b],
        )
    # Adding 0.0 turns the -0.0 of sign flips (e.g. for the identity) into 0.0.
    return ivy.stack([alpha, beta, gamma], axis=-1) + 0.0


def rot_mat_to_euler(rot_mat: Any, *, convention: str = "zyx") -> Any:
    """Converts rotation matrices to Euler angles ``[α, β, γ]`` with ``R = R_c(γ) R_b(β) R_a(α)``.

    Every angle comes from ``atan2`` (no ``asin``/``acos``), so it is accurate everywhere,
    including near gimbal lock. At gimbal lock (``β = ±π/2`` for Tait-Bryan conventions,
    ``β ∈ {0, π}`` for proper Euler ones, to within a few machine epsilons) ``γ`` is set to 0 as
    scipy does; elsewhere ``γ`` comes from the matrix and ``α`` is computed consistently with it,
    so ``euler_to_rot_mat(rot_mat_to_euler(R))`` gives back ``R`` up to rounding everywhere.

    Args:
        rot_mat: rotation matrices, shape (..., 3, 3).
        convention: the rotation axes, one of ``xyx yzy zxz xzx yxy zyz xyz yzx zxy xzy yxz
            zyx``: ``"abc"`` rotates about the fixed axes ``a``, then ``b``, then ``c``.

    Returns:
        Euler angles ``[α, β, γ]`` in radians, shape (..., 3): ``α, γ`` in ``(-π, π]``, ``β``
        in ``[-π/2, π/2]`` (Tait-Bryan) or ``[0, π]`` (proper Euler).

    Raises:
        ivy.ShapeError: ``rot_mat`` is not of shape (..., 3, 3).
        ivy.DtypeError: ``rot_mat`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> rot_z_90 = np.array([[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
        >>> rot_mat_to_euler(rot_z_90, convention="zyx").round(6)  # α about z
        array([1.570796, 0.      , 0.      ])
    """
    check_input("rot_mat_to_euler", "rot_mat", rot_mat, ["...", "3", "3"])
    return _rot_mat_to_euler(rot_mat, convention, "rot_mat_to_euler")


def quaternion_to_euler(quaternion: Any, *, convention: str = "zyx") -> Any:
    """Converts unit quaternions ``[qi, qj, qk, qr]`` to Euler angles ``[α, β, γ]``.

    Args:
        quaternion: unit quaternions, scalar-last, shape (..., 4).
        convention: the rotation axes, as for :func:`rot_mat_to_euler`.

    Returns:
        Euler angles in radians, in the ranges of :func:`rot_mat_to_euler`, shape (..., 3).

    Raises:
        ivy.ShapeError: ``quaternion`` is not of shape (..., 4).
        ivy.DtypeError: ``quaternion`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> q = np.array([np.sin(0.25), 0.0, 0.0, np.cos(0.25)])  # 0.5 rad about x
        >>> quaternion_to_euler(q, convention="xyz").round(6)
        array([0.5, 0. , 0. ])
    """
    check_input("quaternion_to_euler", "quaternion", quaternion, ["...", "4"])
    _convention_axes("quaternion_to_euler", convention)
    return _rot_mat_to_euler(quaternion_to_rot_mat(quaternion), convention, "quaternion_to_euler")


def axis_angle_to_euler(axis_angle: Any, *, convention: str = "zyx") -> Any:
    """Converts axis-angle ``[ex, ey, ez, θ]`` to Euler angles ``[α, β, γ]``.

    Args:
        axis_angle: unit rotation axis followed by the angle in radians, shape (..., 4).
        convention: the rotation axes, as for :func:`rot_mat_to_euler`.

    Returns:
        Euler angles in radians, in the ranges of :func:`rot_mat_to_euler`, shape (..., 3).

    Raises:
        ivy.ShapeError: ``axis_angle`` is not of shape (..., 4).
        ivy.DtypeError: ``axis_angle`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> axis_angle_to_euler(np.array([0.0, 1.0, 0.0, 0.5]), convention="zyx").round(6)
        array([0. , 0.5, 0. ])
    """
    check_input("axis_angle_to_euler", "axis_angle", axis_angle, ["...", "4"])
    _convention_axes("axis_angle_to_euler", convention)
    return _rot_mat_to_euler(axis_angle_to_rot_mat(axis_angle), convention, "axis_angle_to_euler")


def _elementary_quaternion(angle: Any, axis: int) -> Any:
    """The quaternion of a rotation by ``angle`` (shape (...)) about axis ``axis``: (..., 4)."""
    half = ivy.expand_dims(angle, axis=-1) / 2
    sin_half, zero = ivy.sin(half), ivy.zeros_like(half)
    vector = [sin_half if i == axis else zero for i in range(3)]
    return ivy.concat([*vector, ivy.cos(half)], axis=-1)


def euler_to_quaternion(euler_angles: Any, *, convention: str = "zyx") -> Any:
    """Converts Euler angles ``[α, β, γ]`` to unit quaternions ``[qi, qj, qk, qr]``.

    Computed directly as the product of the three half-angle quaternions
    ``q_c(γ) q_b(β) q_a(α)``, so it is accurate for every angle.

    Args:
        euler_angles: Euler angles in radians, shape (..., 3).
        convention: the rotation axes, as for :func:`rot_mat_to_euler`.

    Returns:
        Unit quaternions on the canonical hemisphere (``qr >= 0``), shape (..., 4).

    Raises:
        ivy.ShapeError: ``euler_angles`` is not of shape (..., 3).
        ivy.DtypeError: ``euler_angles`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> euler_to_quaternion(np.array([np.pi / 2, 0.0, 0.0]), convention="zyx").round(6)
        array([0.      , 0.      , 0.707107, 0.707107])
    """
    check_input("euler_to_quaternion", "euler_angles", euler_angles, ["...", "3"])
    a, b, c, _ = _convention_axes("euler_to_quaternion", convention)
    first, second, third = (
        _elementary_quaternion(euler_angles[..., i], axis) for i, axis in enumerate((a, b, c))
    )
    return canonical_quaternion(hamilton_product(third, hamilton_product(second, first)))


def euler_to_axis_angle(euler_angles: Any, *, convention: str = "zyx") -> Any:
    """Converts Euler angles ``[α, β, γ]`` to axis-angle ``[ex, ey, ez, θ]``.

    Args:
        euler_angles: Euler angles in radians, shape (..., 3).
        convention: the rotation axes, as for :func:`rot_mat_to_euler`.

    Returns:
        Unit axis followed by the angle ``θ`` in ``[0, π]``, shape (..., 4); for the identity
        the axis is that of :func:`ivy_mech.quaternion_to_axis_angle`.

    Raises:
        ivy.ShapeError: ``euler_angles`` is not of shape (..., 3).
        ivy.DtypeError: ``euler_angles`` is not of a real floating dtype.
        ValueError: ``convention`` is not one of the 12.

    Example:
        >>> import numpy as np
        >>> euler_to_axis_angle(np.array([0.0, 0.0, 0.5]), convention="zyx").round(6)
        array([1. , 0. , 0. , 0.5])
    """
    check_input("euler_to_axis_angle", "euler_angles", euler_angles, ["...", "3"])
    _convention_axes("euler_to_axis_angle", convention)
    return quaternion_to_axis_angle(euler_to_quaternion(euler_angles, convention=convention))


def get_random_euler(
    *, batch_shape: Sequence[int] = (), dtype: Any = None, seed: int | None = None
) -> Any:
    """Draws random Euler angles, each independently uniform on ``[-π, π)``.

    The angles are uniform, the rotations they stand for are not (they crowd near gimbal
    lock); for rotations uniform on SO(3) convert :func:`ivy_mech.get_random_quaternion`.
    Uses the current backend.

    Args:
        batch_shape: the leading dimensions of the result.
        dtype: a real floating dtype; by default that of :func:`ivy.random_uniform`.
        seed: an integer making the draw reproducible; None draws from ivy's random state.

    Returns:
        Euler angles in radians, shape (*batch_shape, 3).

    Example:
        >>> angles = get_random_euler(batch_shape=(2,), seed=0)
        >>> angles.shape, bool((abs(angles) <= 3.1416).all())
        ((2, 3), True)
    """
    return ivy.random_uniform(
        low=-math.pi, high=math.pi, shape=(*tuple(batch_shape), 3), dtype=dtype, seed=seed
    )
