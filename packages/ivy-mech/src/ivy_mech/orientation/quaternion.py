"""Conversions to quaternions [qi, qj, qk, qr] (scalar-last) and quaternion algebra.

Conventions shared by every orientation module:

- quaternions are scalar-last ``[qi, qj, qk, qr]``; conversions return unit quaternions with
  ``qr >= 0`` (the canonical hemisphere), algebra operations (:func:`hamilton_product`,
  :func:`inverse_quaternion`, :func:`quaternion_slerp`, :func:`scale_quaternion_rotation_angle`)
  do not canonicalise;
- array arguments must have a real floating dtype: an integer array raises ``ivy.DtypeError``
  rather than being cast, as integer rotations are almost always a caller's mistake;
- near angle 0 the ratios ``sin θ / θ`` and the like switch to Taylor series behind
  ``ivy.where``, and the unused branch is fed a safe value, so values AND gradients stay finite.
"""

from __future__ import annotations

from numbers import Real
from typing import Any

import ivy
from ivy_mech._common import canonical_quaternion, check_input

__all__ = [
    "axis_angle_to_quaternion",
    "polar_axis_angle_to_quaternion",
    "rot_mat_to_quaternion",
    "rotation_vector_to_quaternion",
    "inverse_quaternion",
    "get_random_quaternion",
    "scale_quaternion_rotation_angle",
    "hamilton_product",
    "quaternion_slerp",
]

_SMALL_ANGLE = 1e-3
"""Below this angle (radians) the Taylor series are used: their next terms are ~1e-18."""

_TINY_SQUARED_NORM = 1e-30
"""Below this squared norm a direction is treated as undefined (float32 keeps ~1e-38)."""


# Shared private helpers (also used by axis_angle.py and rotation_matrix.py) #
# ---------------------------------------------------------------------------#


def _squared_norm(x: Any) -> Any:
    """Sum of squares over the last axis, keeping it: (..., n) -> (..., 1)."""
    return ivy.sum(x * x, axis=-1, keepdims=True)


def _safe_sqrt(squared: Any, small: Any) -> Any:
    """``sqrt(squared)`` where not ``small``, else 1: the double where keeps gradients finite."""
    return ivy.sqrt(ivy.where(small, ivy.ones_like(squared), squared))


def _half_angle_coefficients(theta_squared: Any) -> tuple[Any, Any]:
    """``(sin(θ/2) / θ, cos(θ/2))`` from ``θ²``, by Taylor series near 0."""
    small = theta_squared < _SMALL_ANGLE**2
    theta = _safe_sqrt(theta_squared, small)
    t2 = theta_squared
    sin_ratio = ivy.where(small, 0.5 - t2 / 48.0 + t2 * t2 / 3840.0, ivy.sin(theta / 2) / theta)
    cos_half = ivy.where(small, 1.0 - t2 / 8.0 + t2 * t2 / 384.0, ivy.cos(theta / 2))
    return sin_ratio, cos_half


def _quaternion_to_rotation_vector(quaternion: Any) -> Any:
    """The SO(3) log of a quaternion (any norm, either hemisphere): (..., 4) -> (..., 3).

    The angle is ``2 atan2(|v|, qr)`` on the canonical hemisphere, accurate everywhere; the
    ratio ``angle / |v|`` uses its Taylor series in ``|v|/qr`` near 0.
    """
    quaternion = canonical_quaternion(quaternion)
    vector, real = quaternion[..., :3], quaternion[..., 3:]
    vector_squared = _squared_norm(vector)
    real_squared = real * real
    # Near 0 (|v| << qr): 2 atan(r) / |v| with r = |v| / qr is (2 / qr) (1 - r²/3 + r⁴/5).
    small = vector_squared < (_SMALL_ANGLE**2) * real_squared
    norm = _safe_sqrt(vector_squared, small)
    safe_real = ivy.where(small, real, ivy.ones_like(real))
    ratio_squared = vector_squared / (safe_real * safe_real)
    series = (2.0 / safe_real) * (1.0 - ratio_squared / 3.0 + ratio_squared**2 / 5.0)
    scale = ivy.where(small, series, 2.0 * ivy.atan2(norm, real) / norm)
    return scale * vector


# Representation conversions #
# ---------------------------#


def axis_angle_to_quaternion(axis_angle: Any) -> Any:
    """Converts axis-angle ``[ex, ey, ez, θ]`` to a quaternion ``[qi, qj, qk, qr]``.

    Args:
        axis_angle: unit rotation axis followed by the angle in radians, shape (..., 4).

    Returns:
        Unit quaternion ``[sin(θ/2) e, cos(θ/2)]`` on the canonical hemisphere (``qr >= 0``),
        shape (..., 4).

    Example:
        >>> import numpy as np
        >>> axis_angle_to_quaternion(np.array([0.0, 0.0, 1.0, np.pi])).round(6)
        array([0., 0., 1., 0.])
    """
    check_input("axis_angle_to_quaternion", "axis_angle", axis_angle, ["...", "4"])
    half = axis_angle[..., 3:] / 2
    quaternion = ivy.concat([ivy.sin(half) * axis_angle[..., :3], ivy.cos(half)], axis=-1)
    return canonical_quaternion(quaternion)


def polar_axis_angle_to_quaternion(polar_axis_angle: Any) -> Any:
    """Converts polar axis-angle ``[θ, φ, angle]`` to a quaternion ``[qi, qj, qk, qr]``.

    The rotation axis is ``[sin θ cos φ, sin θ sin φ, cos θ]``: ``θ`` is measured from +z and
    ``φ`` from +x in the xy-plane.

    Args:
        polar_axis_angle: axis inclination ``θ``, azimuth ``φ`` and rotation angle, in radians,
            shape (..., 3).

    Returns:
        Unit quaternion on the canonical hemisphere (``qr >= 0``), shape (..., 4).

    Example:
        >>> import numpy as np
        >>> polar_axis_angle_to_quaternion(np.array([0.0, 0.0, np.pi / 2])).round(6)
        array([0.      , 0.      , 0.707107, 0.707107])
    """
    check_input(
        "polar_axis_angle_to_quaternion", "polar_axis_angle", polar_axis_angle, ["...", "3"]
    )
    inclination, azimuth = polar_axis_angle[..., 0:1], polar_axis_angle[..., 1:2]
    sin_inclination = ivy.sin(inclination)
    axis = ivy.concat(
        [
            sin_inclination * ivy.cos(azimuth),
            sin_inclination * ivy.sin(azimuth),
            ivy.cos(inclination),
        ],
        axis=-1,
    )
    return axis_angle_to_quaternion(ivy.concat([axis, polar_axis_angle[..., 2:3]], axis=-1))


def rot_mat_to_quaternion(rot_mat: Any) -> Any:
    """Converts a rotation matrix to a quaternion ``[qi, qj, qk, qr]`` by Shepperd's method.

    Each of the four components has a formula dividing by that component; the one with the
    largest magnitude (read off the diagonal and trace) is chosen with ``ivy.where``, so the
    division is never by less than 1/2 and the result is accurate at every angle, π included.
    The chosen candidate is normalised, which also absorbs slight non-orthogonality.

    Args:
        rot_mat: rotation matrix, shape (..., 3, 3).

    Returns:
        Unit quaternion on the canonical hemisphere (``qr >= 0``), shape (..., 4).

    Example:
        >>> import numpy as np
        >>> rot_mat_to_quaternion(np.array([[0.0, -1, 0], [1, 0, 0], [0, 0, 1]])).round(6)
        array([0.      , 0.      , 0.707107, 0.707107])
    """
    check_input("rot_mat_to_quaternion", "rot_mat", rot_mat, ["...", "3", "3"])
    r = [[rot_mat[..., i, j] for j in range(3)] for i in range(3)]
    trace = r[0][0] + r[1][1] + r[2][2]
    # Candidate k is proportional to the quaternion, with entry k equal to 4 q_k^2 = `weights[k]`.
    weights = [1.0 + 2.0 * r[i][i] - trace for i in range(3)] + [1.0 + trace]
    candidates = [
        [weights[0], r[0][1] + r[1][0], r[0][2] + r[2][0], r[2][1] - r[1][2]],
        [r[0][1] + r[1][0], weights[1], r[1][2] + r[2][1], r[0][2] - r[2][0]],
        [r[0][2] + r[2][0], r[1][2] + r[2][1], weights[2], r[1][0] - r[0][1]],
        [r[2][1] - r[1][2], r[0][2] - r[2][0], r[1][0] - r[0][1], weights[3]],
    ]
    candidates = [ivy.stack(c, axis=-1) for c in candidates]
    weights = [ivy.expand_dims(w, axis=-1) for w in weights]
    first = weights[0] >= weights[1]
    best01, weight01 = ivy.where(first, candidates[0], candidates[1]), ivy.maximum(*weights[:2])
    third = weights[2] >= weights[3]
    best23, weight23 = ivy.where(third, candidates[2], candidates[3]), ivy.maximum(*weights[2:])
    best = ivy.where(weight01 >= weight23, best01, best23)
    # The chosen weight is at least 1 for a rotation, so the norm is at least 2: no zero division.
    return canonical_quaternion(best / ivy.sqrt(_squared_norm(best)))


def rotation_vector_to_quaternion(rot_vec: Any) -> Any:
    """Converts a rotation vector ``θ e`` to a quaternion ``[qi, qj, qk, qr]`` (SO(3) exp).

    Stable at and near angle 0, where it uses the Taylor series of ``sin(θ/2) / θ``; gradients
    are finite there.

    Args:
        rot_vec: rotation axis scaled by the angle in radians, shape (..., 3).

    Returns:
        Unit quaternion on the canonical hemisphere (``qr >= 0``), shape (..., 4).

    Example:
        >>> import numpy as np
        >>> rotation_vector_to_quaternion(np.array([0.0, 0.0, np.pi / 2])).round(6)
        array([0.      , 0.      , 0.707107, 0.707107])
    """
    check_input("rotation_vector_to_quaternion", "rot_vec", rot_vec, ["...", "3"])
    sin_ratio, cos_half = _half_angle_coefficients(_squared_norm(rot_vec))
    return canonical_quaternion(ivy.concat([sin_ratio * rot_vec, cos_half], axis=-1))


# Quaternion operations #
# ----------------------#


def inverse_quaternion(quaternion: Any) -> Any:
    """The inverse ``q* / |q|²`` of a quaternion (the conjugate for unit quaternions).

    Not canonicalised: the result has the same ``qr`` sign as ``quaternion``.

    Args:
        quaternion: non-zero quaternion ``[qi, qj, qk, qr]``, shape (..., 4).

    Returns:
        Inverse quaternion, shape (..., 4).

    Example:
        >>> import numpy as np
        >>> inverse_quaternion(np.array([0.0, 0.0, 0.6, 0.8])) + 0.0
        array([ 0. ,  0. , -0.6,  0.8])
    """
    check_input("inverse_quaternion", "quaternion", quaternion, ["...", "4"])
    conjugate = ivy.concat([-quaternion[..., :3], quaternion[..., 3:]], axis=-1)
    return conjugate / _squared_norm(quaternion)


def get_random_quaternion(
    *, batch_shape: tuple[int, ...] = (), dtype: Any = None, seed: int | None = None
) -> Any:
    """Draws unit quaternions uniformly distributed over rotations (Haar measure on SO(3)).

    A 4-d standard Gaussian normalised to unit length is uniform on the 3-sphere, which covers
    SO(3) uniformly; the result is then put on the canonical hemisphere (``qr >= 0``). Uses
    the current backend, like ``ivy.random_normal``.

    Args:
        batch_shape: the leading shape of the result.
        dtype: real floating dtype; by default the backend's default float (as
            ``ivy.random_normal``).
        seed: an integer making the draw reproducible; None draws from ivy's random state.

    Returns:
        Unit quaternions ``[qi, qj, qk, qr]``, shape ``(*batch_shape, 4)``.

    Example:
        >>> import numpy as np
        >>> q = get_random_quaternion(batch_shape=(2,), seed=0)
        >>> q.shape, bool(np.allclose(np.linalg.norm(q, axis=-1), 1.0, atol=1e-6))
        ((2, 4), True)
    """
    gaussian = ivy.random_normal(shape=(*tuple(batch_shape), 4), dtype=dtype, seed=seed)
    squared = _squared_norm(gaussian)
    # A draw of norm ~0 has probability ~0; it maps to the identity rather than to NaN.
    degenerate = squared < _TINY_SQUARED_NORM
    identity = ivy.concat([ivy.zeros_like(gaussian[..., :3]), ivy.ones_like(squared)], axis=-1)
    unit = gaussian / _safe_sqrt(squared, degenerate)
    return canonical_quaternion(ivy.where(degenerate, identity, unit))


def scale_quaternion_rotation_angle(quaternion: Any, scale: Any) -> Any:
    """Scales the rotation angle of a quaternion, keeping its axis: ``q^scale``.

    The angle is taken in ``[0, π]`` (from the canonical hemisphere, so ``q`` and ``-q`` give
    the same result); a negative ``scale`` reverses the rotation. Stable at angle 0. The
    result is not canonicalised (``qr < 0`` once the scaled angle exceeds π).

    Args:
        quaternion: unit quaternion ``[qi, qj, qk, qr]``, shape (..., 4).
        scale: the factor, a number (Python or NumPy scalar) or an array of shape (...)
            broadcasting with the batch dimensions of ``quaternion``.

    Returns:
        Unit quaternion rotating by ``scale`` times the angle about the same axis, shape
        (..., 4).

    Example:
        >>> import numpy as np
        >>> q = np.array([0.0, 0.0, np.sin(np.pi / 4), np.cos(np.pi / 4)])  # 90° about z
        >>> scale_quaternion_rotation_angle(q, 0.5).round(6)  # 45° about z
        array([0.      , 0.      , 0.382683, 0.92388 ])
    """
    check_input("scale_quaternion_rotation_angle", "quaternion", quaternion, ["...", "4"])
    # NumPy scalars count as numbers, made Python floats, which every backend's arrays take.
    scale = float(scale) if isinstance(scale, Real) else ivy.expand_dims(scale, axis=-1)
    rot_vec = _quaternion_to_rotation_vector(quaternion) * scale
    sin_ratio, cos_half = _half_angle_coefficients(_squared_norm(rot_vec))
    return ivy.concat([sin_ratio * rot_vec, cos_half], axis=-1)


def hamilton_product(quaternion1: Any, quaternion2: Any) -> Any:
    """The Hamilton product ``q1 q2``: the rotation ``q2`` followed by ``q1``.

    Batch dimensions broadcast. Not canonicalised.

    Args:
        quaternion1: quaternion ``[qi, qj, qk, qr]``, shape (..., 4).
        quaternion2: quaternion, shape (..., 4), its batch dimensions broadcasting with those of
            ``quaternion1``.

    Returns:
        The product, shape (..., 4) (the broadcast batch shape).

    Example:
        >>> import numpy as np
        >>> i, j = np.array([1.0, 0, 0, 0]), np.array([0.0, 1, 0, 0])
        >>> hamilton_product(i, j)  # i j = k
        array([0., 0., 1., 0.])
    """
    check_input("hamilton_product", "quaternion1", quaternion1, ["...", "4"])
    check_input("hamilton_product", "quaternion2", quaternion2, ["...", "4"])
    x1, y1, z1, w1 = (quaternion1[..., i : i + 1] for i in range(4))
    x2, y2, z2, w2 = (quaternion2[..., i : i + 1] for i in range(4))
    return ivy.concat(
        [
            w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
            w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
            w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
            w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
        ],
        axis=-1,
    )


def quaternion_slerp(quaternion1: Any, quaternion2: Any, t: Any) -> Any:
    """Spherical linear interpolation from ``quaternion1`` (t = 0) to ``quaternion2`` (t = 1).

    Takes the shortest path: ``quaternion2`` is negated where its dot product with
    ``quaternion1`` is negative. The angle ``Ω`` between them is ``2 atan2(|q1 - q2|,
    |q1 + q2|)``, accurate at every angle. Where the quaternions are nearly parallel
    (``Ω < 1e-3``) the weights ``sin(s Ω) / sin Ω`` are replaced by their series
    ``s (1 + (1 - s²) Ω² / 6)`` and the result is normalised (a corrected normalised lerp), so
    values and gradients stay finite at ``Ω = 0``. ``t`` outside ``[0, 1]`` extrapolates. Not
    canonicalised.

    Args:
        quaternion1: unit quaternion ``[qi, qj, qk, qr]``, shape (..., 4).
        quaternion2: unit quaternion, shape (..., 4), its batch dimensions broadcasting with
            those of ``quaternion1``.
        t: the interpolation parameter: a number (Python or NumPy scalar), or an array of shape
            (...) (NO trailing axis of 1) broadcasting with the batch dimensions of the
            quaternions.

    Returns:
        Unit quaternion, shape (..., 4) (the broadcast batch shape).

    Example:
        >>> import numpy as np
        >>> identity = np.array([0.0, 0.0, 0.0, 1.0])
        >>> about_z = np.array([0.0, 0.0, 1.0, 0.0])  # 180° about z
        >>> quaternion_slerp(identity, about_z, 0.5).round(6)  # 90° about z
        array([0.      , 0.      , 0.707107, 0.707107])
    """
    check_input("quaternion_slerp", "quaternion1", quaternion1, ["...", "4"])
    check_input("quaternion_slerp", "quaternion2", quaternion2, ["...", "4"])
    t = float(t) if isinstance(t, Real) else ivy.expand_dims(t, axis=-1)
    dot = ivy.sum(quaternion1 * quaternion2, axis=-1, keepdims=True)
    quaternion2 = ivy.where(dot < 0, -quaternion2, quaternion2)
    difference_squared = _squared_norm(quaternion1 - quaternion2)
    sum_squared = _squared_norm(quaternion1 + quaternion2)
    # tan(Ω/2) = |q1 - q2| / |q1 + q2|; near 0, Ω² ≈ 4 tan²(Ω/2) to well below float precision.
    small = difference_squared < (_SMALL_ANGLE / 2) ** 2 * sum_squared
    difference = _safe_sqrt(difference_squared, small)
    omega = 2.0 * ivy.atan2(difference, ivy.sqrt(sum_squared))
    sin_omega = ivy.sin(omega)
    omega_squared = 4.0 * difference_squared / sum_squared
    s1, s2 = 1.0 - t, t
    weight1 = ivy.where(
        small, s1 * (1.0 + (1.0 - s1 * s1) * omega_squared / 6.0), ivy.sin(s1 * omega) / sin_omega
    )
    weight2 = ivy.where(
        small, s2 * (1.0 + (1.0 - s2 * s2) * omega_squared / 6.0), ivy.sin(s2 * omega) / sin_omega
    )
    blend = weight1 * quaternion1 + weight2 * quaternion2
    normalised = blend / ivy.sqrt(_squared_norm(blend))
    return ivy.where(small, normalised, blend)
