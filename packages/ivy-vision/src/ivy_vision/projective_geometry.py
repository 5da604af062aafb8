"""General projective geometry: applying matrices to coordinates, inverting projections, DLT.

A matrix ``(*batch, m, n)`` applies to coordinates ``(*batch, *sample_shape, n)``: its batch axes
lead the coordinates' (broadcasting where sizes are 1), the axes after them are a sample shape of
any rank (an image, a point list, nothing), kept in the result.

Differs from the original: the ``batch_shape`` and ``image_shape`` arguments, which only restated
the inputs' shapes, are gone; :func:`solve_homogeneous_dlt` takes ``(..., m, d)`` systems of any
``m`` (the original documented square ones).
"""

from __future__ import annotations

from typing import Any

import ivy
from ivy_vision._common import apply_matrix, check_input

__all__ = [
    "transform",
    "projection_matrix_pseudo_inverse",
    "projection_matrix_inverse",
    "solve_homogeneous_dlt",
]


def transform(coords: Any, trans: Any) -> Any:
    """Transforms every coordinate vector ``x`` to ``trans @ x``.

    Args:
        coords: coordinates of dimension n, shape (*batch, *sample_shape, n); ``trans``'s batch
            axes lead.
        trans: transformation matrices, shape (*batch, m, n).

    Returns:
        Transformed coordinates, shape (*batch, *sample_shape, m).

    Raises:
        ivy.ShapeError: ``n`` differs, ``trans`` is not a stack of matrices, or the batch axes
            do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> points = np.array([[1.0, 2.0, 3.0, 1.0], [0.0, 0.0, 0.0, 1.0]])
        >>> shift = np.concatenate([np.eye(3), [[10.0], [20.0], [30.0]]], axis=1)
        >>> transform(points, shift)
        array([[11., 22., 33.],
               [10., 20., 30.]])
    """
    sizes = check_input("transform", "trans", trans, ["...", "m", "n"])
    check_input("transform", "coords", coords, ["...", "n"], sizes)
    return apply_matrix("transform", coords, "coords", trans, "trans")


def projection_matrix_pseudo_inverse(proj_mat: Any) -> Any:
    """The right pseudo-inverse ``P⁺ = Pᵀ (P Pᵀ)⁻¹`` of full-rank projection matrices.

    ``P P⁺ = I``: ``P⁺ x`` is a point (homogeneous, of any scale) projecting to ``x``
    (Hartley & Zisserman, section 6.2.2).

    Args:
        proj_mat: projection matrices of rank 3, shape (..., 3, 4).

    Returns:
        Pseudo-inverses, shape (..., 4, 3).

    Raises:
        ivy.ShapeError: ``proj_mat`` is not of shape (..., 3, 4).
        ivy.DtypeError: ``proj_mat`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> projection_matrix_pseudo_inverse(np.eye(4)[:3])
        array([[1., 0., 0.],
               [0., 1., 0.],
               [0., 0., 1.],
               [0., 0., 0.]])
    """
    check_input("projection_matrix_pseudo_inverse", "proj_mat", proj_mat, ["...", "3", "4"])
    transposed = ivy.matrix_transpose(proj_mat)
    return ivy.matmul(transposed, ivy.inv(ivy.matmul(proj_mat, transposed)))


def projection_matrix_inverse(proj_mat: Any) -> Any:
    """The inverse ``[M⁻¹ | -M⁻¹ t]`` of affine 3×4 matrices ``[M | t]``.

    The first three columns of the homogeneous 4×4 inverse, e.g. the camera pose (inverse
    extrinsic matrix) from an extrinsic matrix ``[R | t]``, or the inverse full matrix from a
    full projection matrix ``K [R | t]`` (then ``[M⁻¹ | -M⁻¹ t]`` maps depth-scaled pixel
    coordinates ``[u d, v d, d, 1]`` back to the world).

    Args:
        proj_mat: matrices with an invertible left 3×3 block, shape (..., 3, 4).

    Returns:
        Inverses, shape (..., 3, 4).

    Raises:
        ivy.ShapeError: ``proj_mat`` is not of shape (..., 3, 4).
        ivy.DtypeError: ``proj_mat`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> shift = np.concatenate([np.eye(3), [[1.0], [2.0], [3.0]]], axis=1)
        >>> projection_matrix_inverse(shift)
        array([[ 1.,  0.,  0., -1.],
               [ 0.,  1.,  0., -2.],
               [ 0.,  0.,  1., -3.]])
    """
    check_input("projection_matrix_inverse", "proj_mat", proj_mat, ["...", "3", "4"])
    inverse_block = ivy.inv(proj_mat[..., :3])
    return ivy.concat([inverse_block, -ivy.matmul(inverse_block, proj_mat[..., 3:])], axis=-1)


def solve_homogeneous_dlt(A: Any) -> Any:  # noqa: N803 (the system matrix's usual name)
    """Solves ``A x = 0`` for unit ``x`` by the homogeneous DLT (least squares via the SVD).

    ``x`` is the right singular vector of ``A``'s smallest singular value (Hartley & Zisserman,
    section 4.1): the exact null vector when ``A`` is singular, else the unit vector
    minimising ``|A x|``. Like every SVD solution it is defined up to sign. Differentiable
    where the smallest singular value is simple; on mxnet, whose svd backward divides by the
    singular values, not for systems with fewer rows than unknowns.

    Args:
        A: the systems' matrices, shape (..., m, d).

    Returns:
        Unit solutions, shape (..., d).

    Raises:
        ivy.ShapeError: ``A`` is not a stack of matrices.
        ivy.DtypeError: ``A`` is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> x = solve_homogeneous_dlt(np.array([[1.0, 0.0, -2.0], [0.0, 1.0, -3.0]]))
        >>> (x / x[2]).round(6)
        array([2., 3., 1.])
    """
    sizes = check_input("solve_homogeneous_dlt", "A", A, ["...", "m", "d"])
    if sizes["m"] < sizes["d"]:
        # Zero rows change no solution and give the reduced SVD all d right singular vectors
        # (full_matrices=True would too, but has no gradient on some backends).
        padding = ivy.zeros_like(A[..., :1, :])
        A = ivy.concat([A, *[padding] * (sizes["d"] - sizes["m"])], axis=-2)  # noqa: N806
    _, _, vh = ivy.svd(A, full_matrices=False)
    return vh[..., -1, :]
