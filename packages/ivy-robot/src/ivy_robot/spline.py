"""Polyharmonic spline paths: smooth, differentiable interpolation through anchor values.

The drone and arm planners optimise a path's anchor values by gradient descent; a spline turns
a few anchors into a densely sampled path, linearly in the anchor values.
"""

from __future__ import annotations

import itertools
from numbers import Integral
from typing import Any

import ivy
from ivy_robot._common import check_input

__all__ = ["sample_spline_path"]


def _polynomial_degree(order: int) -> int:
    """The lowest polynomial degree making the order-``order`` kernel's system well posed.

    ``r^k`` (odd k) is conditionally positive definite of order ``(k + 1) / 2`` and ``r^k log r``
    (even k) of order ``k / 2 + 1``; the polynomial term must reach one degree below that. These
    are scipy's RBFInterpolator minimum degrees (linear 0, thin plate 1, cubic 1, quintic 2).
    """
    return (order - 1) // 2 if order % 2 else order // 2


def _monomial_powers(dim: int, degree: int) -> list[tuple[int, ...]]:
    """The exponents of every monomial in ``dim`` variables of total degree at most ``degree``."""
    return [
        powers
        for total in range(degree + 1)
        for powers in itertools.product(range(total + 1), repeat=dim)
        if sum(powers) == total
    ]


def _polynomial_matrix(points: Any, powers: list[tuple[int, ...]]) -> Any:
    """The monomials at ``points`` (..., N, D): (..., N, M), one column per exponent tuple."""
    ones = ivy.ones_like(points[..., 0])
    columns = []
    for exponents in powers:
        column = ones
        for axis, power in enumerate(exponents):
            if power:
                column = column * points[..., axis] ** power
        columns.append(column)
    return ivy.stack(columns, axis=-1)


def _kernel(points1: Any, points2: Any, order: int) -> Any:
    """``φ(|x - y|)`` between (..., N1, D) and (..., N2, D) points: (..., N1, N2).

    ``φ(r) = r^k`` for odd ``k`` and ``r^k log r`` for even ``k``. At ``r = 0`` the value is 0;
    the double ``where`` keeps the gradient there finite (0) where sqrt and log have none.
    """
    difference = ivy.expand_dims(points1, axis=-2) - ivy.expand_dims(points2, axis=-3)
    squared = ivy.sum(difference * difference, axis=-1)
    positive = squared > 0
    safe = ivy.where(positive, squared, ivy.ones_like(squared))
    even_part = safe ** (order // 2) if order >= 2 else ivy.ones_like(safe)
    # r^k = (r²)^(k // 2) r for odd k; r^k log r = (r²)^(k / 2) log(r²) / 2 for even k.
    value = even_part * ivy.sqrt(safe) if order % 2 else 0.5 * even_part * ivy.log(safe)
    return ivy.where(positive, value, ivy.zeros_like(value))


def sample_spline_path(
    anchor_points: Any, anchor_vals: Any, sample_points: Any, order: int = 3
) -> Any:
    """Samples the polyharmonic spline through ``anchor_vals`` at ``sample_points``.

    The spline is ``f(x) = Σ_i w_i φ(|x - x_i|) + p(x)`` with ``φ(r) = r^k`` for odd ``order``
    ``k`` and ``r^k log r`` for even ``k``, and ``p`` a polynomial of the lowest degree that makes
    the interpolation well posed (as scipy's ``RBFInterpolator`` chooses it: 0 for ``k = 1``, 1
    for ``k = 2, 3``, 2 for ``k = 4, 5``, ...). It passes through every anchor exactly and
    minimises a bending energy between them (``order=3`` is the natural cubic spline in 1-d).
    The result is linear in ``anchor_vals`` and differentiable with respect to every argument.

    The points may have any dimension ``D`` (a path's parameter is usually ``D = 1``, in
    ``[0, 1]``); the leading batch dimensions of the three arguments broadcast, so one set of
    anchor points can serve a batch of anchor values.

    Args:
        anchor_points: where the anchors sit, distinct points, shape (..., N, D).
        anchor_vals: the path's values at the anchors, shape (..., N, P).
        sample_points: where to sample, shape (..., S, D).
        order: the kernel order ``k``, a positive integer (3: cubic, 2: thin-plate).

    Returns:
        The path at ``sample_points``, shape (..., S, P) (the broadcast batch shape).

    Raises:
        ivy.ShapeError: the shapes do not fit (N or D differ between arguments).
        ivy.DtypeError: an argument is not real floating.
        ValueError: ``order`` is not a positive integer, or there are fewer anchors than the
            polynomial term has coefficients.

    Example:
        >>> import numpy as np
        >>> anchors = np.array([[0.0], [0.5], [1.0]])
        >>> values = np.array([[0.0, 1.0], [1.0, 2.0], [0.0, 3.0]])
        >>> sample_spline_path(anchors, values, np.array([[0.5], [1.0]])).round(6) + 0.0
        array([[1., 2.],
               [0., 3.]])
    """
    fn = "sample_spline_path"
    if isinstance(order, bool) or not isinstance(order, Integral) or order < 1:
        raise ValueError(f"{fn}: order must be a positive integer; got {order!r}")
    order = int(order)
    sizes = check_input(fn, "anchor_points", anchor_points, ["...", "N", "D"])
    check_input(fn, "anchor_vals", anchor_vals, ["...", "N", "P"], sizes)
    check_input(fn, "sample_points", sample_points, ["...", "S", "D"], sizes)
    powers = _monomial_powers(sizes["D"], _polynomial_degree(order))
    num_anchors, num_monomials = sizes["N"], len(powers)
    if num_anchors is not None and num_anchors < num_monomials:
        raise ValueError(
            f"{fn}: order {order} in {sizes['D']}-d needs at least {num_monomials} anchors for "
            f"its polynomial term; got {num_anchors}"
        )
    # Batch shapes of the system (anchor points) and of the samples broadcast together.
    batch = ivy.broadcast_shapes(tuple(anchor_points.shape[:-2]), tuple(sample_points.shape[:-2]))
    anchor_points = ivy.broadcast_to(anchor_points, (*batch, *anchor_points.shape[-2:]))
    sample_points = ivy.broadcast_to(sample_points, (*batch, *sample_points.shape[-2:]))

    # The symmetric saddle-point system [[Φ, P], [Pᵀ, 0]] [w; c] = [f; 0].
    anchor_polynomials = _polynomial_matrix(anchor_points, powers)
    zeros = ivy.zeros_like(anchor_polynomials[..., :num_monomials, :])
    system = ivy.concat(
        [
            ivy.concat([_kernel(anchor_points, anchor_points, order), anchor_polynomials], axis=-1),
            ivy.concat([ivy.matrix_transpose(anchor_polynomials), zeros], axis=-1),
        ],
        axis=-2,
    )
    # Sampling is [Φ_s, P_s] [w; c] = [Φ_s, P_s] A⁻¹ [f; 0]; with A symmetric, the weights of the
    # anchor values are the first N rows of A⁻¹ [Φ_s, P_s]ᵀ, which depend on the points only.
    # A⁻¹ by inv rather than solve: paddle's solve gradient crashes unless both of its inputs
    # need gradients (with sample points but not anchor points differentiated, say).
    sample_basis = ivy.concat(
        [
            _kernel(sample_points, anchor_points, order),
            _polynomial_matrix(sample_points, powers),
        ],
        axis=-1,
    )
    inverse = ivy.inv(system)[..., : anchor_vals.shape[-2], :]
    weights = ivy.matmul(inverse, ivy.matrix_transpose(sample_basis))
    return ivy.matmul(ivy.matrix_transpose(weights), anchor_vals)
