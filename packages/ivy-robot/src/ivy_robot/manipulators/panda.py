"""The Franka Emika Panda, a 7-DOF arm, from Franka's published Denavit–Hartenberg parameters."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ivy_robot.manipulator import Manipulator

__all__ = ["PandaManipulator"]

_HALF_PI = math.pi / 2
# Franka's table, in Craig's modified convention (row k: a_{k-1}, d_k, α_{k-1}), in metres.
_A = [0.0, 0.0, 0.0, 0.0825, -0.0825, 0.0, 0.088]
_D = [0.333, 0.0, 0.316, 0.0, 0.384, 0.0, 0.0]
_ALPHA = [0.0, -_HALF_PI, _HALF_PI, _HALF_PI, -_HALF_PI, _HALF_PI, _HALF_PI]
_FLANGE_D = 0.107
"""The flange sits 0.107 m along joint 7's axis."""
_JOINT_LIMITS = np.array(
    [
        [-2.8973, 2.8973],
        [-1.7628, 1.7628],
        [-2.8973, 2.8973],
        [-3.0718, -0.0698],
        [-2.8973, 2.8973],
        [-0.0175, 3.7525],
        [-2.8973, 2.8973],
    ]
)
"""Franka's documented joint position limits, in radians."""


class PandaManipulator(Manipulator):
    """The Franka Emika Panda (7 DOF), in Franka's modified Denavit–Hartenberg parameters.

    Frames 0 to 6 are the URDF's ``panda_link0`` to ``panda_link6`` and frame 7 is the flange
    (``panda_link8``: ``panda_link7`` moved 0.107 m along its z axis), so the forward
    kinematics agree with Franka's URDF link for link. Joint limits are Franka's.

    Args:
        base_inv_ext_mat: the base's pose in the world, (3, 4) or (4, 4); identity by default.

    Example:
        >>> import numpy as np
        >>> panda = PandaManipulator()
        >>> ready = np.array([0.0, -np.pi / 4, 0.0, -3 * np.pi / 4, 0.0, np.pi / 2, np.pi / 4])
        >>> panda.compute_link_matrices(ready)[-1, :3, 3].round(3) + 0.0  # the flange
        array([0.307, 0.   , 0.59 ])
    """

    def __init__(self, base_inv_ext_mat: Any = None) -> None:
        flange = np.eye(4)
        flange[2, 3] = _FLANGE_D
        super().__init__(
            _A,
            _D,
            _ALPHA,
            base_inv_ext_mat=base_inv_ext_mat,
            convention="modified",
            tool_mat=flange,
            joint_limits=_JOINT_LIMITS,
        )
