"""Rigid mobile robots (drones, wheeled bases): a rigid set of body points moved by a pose."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ivy
from ivy_robot._common import Constant, check_input, to_float64

__all__ = ["RigidMobile"]


class RigidMobile:
    """A rigid body sampled at fixed points, for collision checking along a path.

    Args:
        rel_body_points: the sample points in the body frame, shape (N, 3); an array of any
            framework or nested lists, kept as a float64 constant.

    Raises:
        ivy.ShapeError: ``rel_body_points`` is not (N, 3).

    Example:
        >>> import numpy as np
        >>> drone = RigidMobile(np.array([[0.0, 0.0, 0.0], [0.2, 0.0, 0.0]]))
        >>> pose = np.array([[0.0, -1, 0, 1], [1, 0, 0, 2], [0, 0, 1, 3]])  # 90° about z
        >>> drone.sample_body(pose) + 0.0
        array([[1. , 2. , 3. ],
               [1. , 2.2, 3. ]])
    """

    def __init__(self, rel_body_points: Any) -> None:
        self._points = Constant(
            to_float64("RigidMobile", "rel_body_points", rel_body_points, (None, 3))
        )

    @property
    def rel_body_points(self) -> Any:
        """The body-frame points, (N, 3) float64 NumPy."""
        return self._points.array.copy()

    def sample_body(self, inv_ext_mats: Any, batch_shape: Sequence[int] | None = None) -> Any:
        """The body points in the world for each pose: ``R p + t``.

        Args:
            inv_ext_mats: the body's poses in the world (inverse extrinsic matrices) ``[R|t]``,
                shape (..., 3, 4).
            batch_shape: the result's batch shape, which the batch dimensions of
                ``inv_ext_mats`` must broadcast to; theirs by default.

        Returns:
            The points, in ``inv_ext_mats``' dtype, shape (*batch_shape, N, 3).

        Raises:
            ivy.ShapeError: ``inv_ext_mats`` is not (..., 3, 4) or does not broadcast to
                ``batch_shape``.
            ivy.DtypeError: ``inv_ext_mats`` is not real floating.

        Example:
            >>> import numpy as np
            >>> body = RigidMobile([[1.0, 0.0, 0.0]])
            >>> body.sample_body(np.eye(4)[:3], batch_shape=(2,)).shape
            (2, 1, 3)
        """
        fn = "RigidMobile.sample_body"
        check_input(fn, "inv_ext_mats", inv_ext_mats, ["...", "3", "4"])
        points = self._points.like(inv_ext_mats)
        # (..., 3, 3) @ (3, N) -> (..., 3, N); then the translations; then points last.
        moved = ivy.matmul(inv_ext_mats[..., :3], ivy.matrix_transpose(points))
        moved = ivy.matrix_transpose(moved + inv_ext_mats[..., 3:])
        if batch_shape is not None:
            shape = (*tuple(batch_shape), *moved.shape[-2:])
            try:
                fits = tuple(ivy.broadcast_shapes(tuple(moved.shape), shape)) == shape
            except ValueError:
                fits = False
            if not fits:
                raise ivy.ShapeError(
                    f"{fn}: inv_ext_mats' batch shape {tuple(inv_ext_mats.shape[:-2])} does not "
                    f"broadcast to batch_shape {tuple(batch_shape)}"
                )
            moved = ivy.broadcast_to(moved, shape)
        return moved
