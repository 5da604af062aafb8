"""Spherical polar and Cartesian coordinates.

Spherical polar coordinates are ``[r, α, β]``: the radius ``r``, the azimuth ``α`` (from +x
towards +y in the xy-plane) and the polar angle ``β`` (from +z), so that
``[x, y, z] = r [sin β cos α, sin β sin α, cos β]``. (The original ivy_mech documents this
order but its code stores ``[α, β, r]``.)
"""

from __future__ import annotations

from typing import Any

import ivy
from ivy_mech._common import check_input

__all__ = ["polar_to_cartesian_coords", "cartesian_to_polar_coords"]


def polar_to_cartesian_coords(polar_coords: Any) -> Any:
    """Converts spherical polar coordinates ``[r, α, β]`` to Cartesian ``[x, y, z]``.

    Args:
        polar_coords: radius ``r``, azimuth ``α`` and polar angle ``β`` (radians),
            shape (..., 3).

    Returns:
        ``r [sin β cos α, sin β sin α, cos β]``, shape (..., 3).

    Raises:
        ivy.ShapeError: ``polar_coords`` is not of shape (..., 3).
        ivy.DtypeError: ``polar_coords`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> polar_to_cartesian_coords(np.array([2.0, np.pi / 2, np.pi / 2])).round(6)
        array([0., 2., 0.])
    """
    check_input("polar_to_cartesian_coords", "polar_coords", polar_coords, ["...", "3"])
    r, alpha, beta = polar_coords[..., 0:1], polar_coords[..., 1:2], polar_coords[..., 2:3]
    r_sin_beta = r * ivy.sin(beta)
    return ivy.concat(
        [r_sin_beta * ivy.cos(alpha), r_sin_beta * ivy.sin(alpha), r * ivy.cos(beta)], axis=-1
    )


def _masked_sqrt(squared: Any, zero: Any) -> Any:
    """``sqrt(squared)``, 0 where ``zero``; the double where keeps the gradient there finite."""
    root = ivy.sqrt(ivy.where(zero, ivy.ones_like(squared), squared))
    return ivy.where(zero, ivy.zeros_like(root), root)


def _masked_atan2(y: Any, x: Any, zero: Any) -> Any:
    """``atan2(y, x)``, 0 where ``zero`` (where ``x = y = 0``), with finite gradients there."""
    angle = ivy.atan2(ivy.where(zero, ivy.zeros_like(y), y), ivy.where(zero, ivy.ones_like(x), x))
    return ivy.where(zero, ivy.zeros_like(angle), angle)


def cartesian_to_polar_coords(cartesian_coords: Any) -> Any:
    """Converts Cartesian coordinates ``[x, y, z]`` to spherical polar ``[r, α, β]``.

    ``r = |[x, y, z]|``, ``α = atan2(y, x)`` in ``(-π, π]``, ``β = atan2(sqrt(x² + y²), z)`` in
    ``[0, π]`` (accurate near the poles, unlike ``acos(z / r)``). Where an angle is undefined
    it is 0: ``α`` on the z-axis, ``α`` and ``β`` at the origin, where the gradients are finite
    (not NaN) too.

    Args:
        cartesian_coords: points ``[x, y, z]``, shape (..., 3).

    Returns:
        Spherical polar coordinates ``[r, α, β]``, shape (..., 3).

    Raises:
        ivy.ShapeError: ``cartesian_coords`` is not of shape (..., 3).
        ivy.DtypeError: ``cartesian_coords`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> cartesian_to_polar_coords(np.array([0.0, 2.0, 0.0])).round(6)
        array([2.      , 1.570796, 1.570796])
        >>> cartesian_to_polar_coords(np.zeros(3))
        array([0., 0., 0.])
    """
    check_input("cartesian_to_polar_coords", "cartesian_coords", cartesian_coords, ["...", "3"])
    x, y, z = (cartesian_coords[..., i : i + 1] for i in range(3))
    tiny = ivy.finfo(ivy.dtype(cartesian_coords)).smallest_normal
    planar_squared = x * x + y * y
    on_axis = planar_squared < tiny
    squared = planar_squared + z * z
    at_origin = squared < tiny
    planar = _masked_sqrt(planar_squared, on_axis)
    alpha = _masked_atan2(y, x, on_axis)
    beta = _masked_atan2(planar, z, at_origin)
    return ivy.concat([_masked_sqrt(squared, at_origin), alpha, beta], axis=-1)
