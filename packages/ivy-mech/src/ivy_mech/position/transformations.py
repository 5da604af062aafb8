"""Homogeneous coordinates and transformations."""

from __future__ import annotations

from typing import Any

import ivy

__all__ = ["make_coordinates_homogeneous", "make_transformation_homogeneous"]


def make_coordinates_homogeneous(coords: Any) -> Any:
    """Appends a 1 to each coordinate vector, making it homogeneous.

    Args:
        coords: coordinate vectors, shape (..., d).

    Returns:
        ``[*coords, 1]``, shape (..., d + 1), of the dtype of ``coords``.

    Raises:
        ivy.ShapeError: ``coords`` has no dimensions.

    Example:
        >>> import numpy as np
        >>> make_coordinates_homogeneous(np.array([1.0, 2.0, 3.0]))
        array([1., 2., 3., 1.])
    """
    ivy.check_shape("make_coordinates_homogeneous", "coords", coords, ["...", "d"])
    return ivy.concat([coords, ivy.ones_like(coords[..., :1])], axis=-1)


def make_transformation_homogeneous(matrices: Any) -> Any:
    """Appends the row ``[0, 0, 0, 1]`` to 3×4 transformation matrices ``[R|t]``.

    Args:
        matrices: transformation matrices, shape (..., 3, 4).

    Returns:
        The homogeneous 4×4 matrices, shape (..., 4, 4), of the dtype of ``matrices``.

    Raises:
        ivy.ShapeError: ``matrices`` is not of shape (..., 3, 4).

    Example:
        >>> import numpy as np
        >>> make_transformation_homogeneous(np.eye(4)[:3])[3]
        array([0., 0., 0., 1.])
    """
    ivy.check_shape("make_transformation_homogeneous", "matrices", matrices, ["...", "3", "4"])
    first_row = matrices[..., :1, :]
    last_row = ivy.concat(
        [ivy.zeros_like(first_row[..., :3]), ivy.ones_like(first_row[..., 3:])], axis=-1
    )
    return ivy.concat([matrices, last_row], axis=-2)
