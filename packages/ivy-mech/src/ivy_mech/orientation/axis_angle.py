"""Conversions to axis-angle [ex, ey, ez, θ], polar axis-angle and rotation vectors.

Angles come out in ``[0, π]``. At angle 0 the axis is arbitrary: the fixed unit axis
``[1, 0, 0]`` is returned there, never NaN. Array arguments must have a real floating dtype
(``ivy.DtypeError`` otherwise); see :mod:`.quaternion` for the shared conventions.
"""

from __future__ import annotations

import math
from typing import Any

import ivy
from ivy_mech._common import canonical_quaternion, check_input
from ivy_mech.orientation.quaternion import (
    _TINY_SQUARED_NORM,
    _quaternion_to_rotation_vector,
    _safe_sqrt,
    _squared_norm,
    get_random_quaternion,
    rot_mat_to_quaternion,
)

__all__ = [
    "rot_mat_to_axis_angle",
    "quaternion_to_axis_angle",
    "quaternion_to_polar_axis_angle",
    "quaternion_to_rotation_vector",
    "get_random_axis_angle",
]


def _quaternion_to_axis_angle(quaternion: Any) -> Any:
    quaternion = canonical_quaternion(quaternion)
    vector, real = quaternion[..., :3], quaternion[..., 3:]
    squared = _squared_norm(vector)
    degenerate = squared < _TINY_SQUARED_NORM
    norm = _safe_sqrt(squared, degenerate)
    zero = ivy.zeros_like(real)
    x_axis = ivy.concat([zero + 1.0, zero, zero], axis=-1)
    axis = ivy.where(degenerate, x_axis, vector / norm)
    angle = ivy.where(degenerate, zero, 2.0 * ivy.atan2(norm, real))
    return ivy.concat([axis, angle], axis=-1)


def rot_mat_to_axis_angle(rot_mat: Any) -> Any:
    """Converts a rotation matrix to axis-angle ``[ex, ey, ez, θ]``, θ in [0, π].

    Goes through :func:`~ivy_mech.orientation.quaternion.rot_mat_to_quaternion` (Shepperd's
    method), so it is accurate near θ = π as well as near 0.

    Args:
        rot_mat: rotation matrix, shape (..., 3, 3).

    Returns:
        Unit axis and angle, shape (..., 4); the axis is ``[1, 0, 0]`` at angle 0.

    Example:
        >>> import numpy as np
        >>> rot_mat_to_axis_angle(np.array([[0.0, -1, 0], [1, 0, 0], [0, 0, 1]])).round(6) + 0.0
        array([0.      , 0.      , 1.      , 1.570796])
    """
    check_input("rot_mat_to_axis_angle", "rot_mat", rot_mat, ["...", "3", "3"])
    return _quaternion_to_axis_angle(rot_mat_to_quaternion(rot_mat))


def quaternion_to_axis_angle(quaternion: Any) -> Any:
    """Converts a quaternion ``[qi, qj, qk, qr]`` to axis-angle ``[ex, ey, ez, θ]``.

    ``q`` and ``-q`` give the same result: the angle ``2 atan2(|v|, |qr|)`` is in [0, π],
    accurate at every angle (unlike ``2 acos(qr)`` near 0).

    Args:
        quaternion: unit quaternion, shape (..., 4).

    Returns:
        Unit axis and angle, shape (..., 4); the axis is ``[1, 0, 0]`` at angle 0.

    Example:
        >>> import numpy as np
        >>> quaternion_to_axis_angle(np.array([0.0, 0.0, -0.6, -0.8])).round(6) + 0.0
        array([0.      , 0.      , 1.      , 1.287002])
    """
    check_input("quaternion_to_axis_angle", "quaternion", quaternion, ["...", "4"])
    return _quaternion_to_axis_angle(quaternion)


def quaternion_to_polar_axis_angle(quaternion: Any) -> Any:
    """Converts a quaternion to polar axis-angle ``[θ, φ, angle]``.

    The axis ``e`` is ``[sin θ cos φ, sin θ sin φ, cos θ]``: ``θ = atan2(√(ex² + ey²), ez)``
    in [0, π] from +z, ``φ = atan2(ey, ex)`` in (-π, π] from +x. For an axis along ±z,
    ``φ = 0``; at angle 0 the axis is ``[1, 0, 0]``, i.e. ``[π/2, 0, 0]``.

    Args:
        quaternion: unit quaternion ``[qi, qj, qk, qr]``, shape (..., 4).

    Returns:
        Axis inclination, axis azimuth and rotation angle in [0, π], shape (..., 3).

    Example:
        >>> import numpy as np
        >>> quaternion_to_polar_axis_angle(np.array([0.0, 0.0, 0.6, 0.8])).round(6) + 0.0
        array([0.      , 0.      , 1.287002])
    """
    check_input("quaternion_to_polar_axis_angle", "quaternion", quaternion, ["...", "4"])
    axis_angle = _quaternion_to_axis_angle(quaternion)
    ex, ey, ez = axis_angle[..., 0:1], axis_angle[..., 1:2], axis_angle[..., 2:3]
    horizontal_squared = ex * ex + ey * ey
    vertical = horizontal_squared < _TINY_SQUARED_NORM
    # Double where: atan2 and sqrt have infinite or NaN gradients at (0, 0).
    horizontal = _safe_sqrt(horizontal_squared, vertical)
    zero = ivy.zeros_like(ez)
    inclination = ivy.where(
        vertical, ivy.where(ez < 0, zero + math.pi, zero), ivy.atan2(horizontal, ez)
    )
    azimuth = ivy.where(
        vertical, zero, ivy.atan2(ivy.where(vertical, zero, ey), ivy.where(vertical, zero + 1, ex))
    )
    return ivy.concat([inclination, azimuth, axis_angle[..., 3:]], axis=-1)


def quaternion_to_rotation_vector(quaternion: Any) -> Any:
    """Converts a quaternion ``[qi, qj, qk, qr]`` to a rotation vector ``θ e`` (SO(3) log).

    θ is in [0, π] (``q`` and ``-q`` give the same result). Stable at and near θ = 0, where
    ``θ / |v|`` uses its Taylor series; gradients are finite there.

    Args:
        quaternion: unit quaternion, shape (..., 4).

    Returns:
        Rotation vector, shape (..., 3).

    Example:
        >>> import numpy as np
        >>> quaternion_to_rotation_vector(np.array([0.0, 0.0, 0.6, 0.8])).round(6)
        array([0.      , 0.      , 1.287002])
    """
    check_input("quaternion_to_rotation_vector", "quaternion", quaternion, ["...", "4"])
    return _quaternion_to_rotation_vector(quaternion)


def get_random_axis_angle(
    *, batch_shape: tuple[int, ...] = (), dtype: Any = None, seed: int | None = None
) -> Any:
    """Draws axis-angles of rotations uniformly distributed over SO(3) (Haar measure).

    The axis is then uniform on the sphere and the angle θ in [0, π] has density
    ``(1 - cos θ) / π``. Uses the current backend.

    Args:
        batch_shape: the leading shape of the result.
        dtype: real floating dtype; by default the backend's default float.
        seed: an integer making the draw reproducible; None draws from ivy's random state.

    Returns:
        Unit axes and angles ``[ex, ey, ez, θ]``, shape ``(*batch_shape, 4)``.

    Example:
        >>> import numpy as np
        >>> a = get_random_axis_angle(batch_shape=(2,), seed=0)
        >>> a.shape, bool(np.allclose(np.linalg.norm(a[:, :3], axis=-1), 1.0, atol=1e-6))
        ((2, 4), True)
    """
    quaternion = get_random_quaternion(batch_shape=batch_shape, dtype=dtype, seed=seed)
    return _quaternion_to_axis_angle(quaternion)
