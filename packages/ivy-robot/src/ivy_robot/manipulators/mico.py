"""The Kinova Mico, a 6-DOF arm, from Kinova's published Denavit–Hartenberg parameters."""

from __future__ import annotations

import math
from typing import Any

from ivy_robot.manipulator import Manipulator

__all__ = ["MicoManipulator"]

# Lengths in metres, from the Kinova Mico user guide (robot lengths and the DH table).
_D1, _D2, _D3, _D4, _D5, _D6, _E2 = 0.2755, 0.29, 0.1233, 0.0741, 0.0741, 0.16, 0.007
_WRIST_ANGLE = math.pi / 6
"""Half the angle between the two wrist joints' axes (the wrist is tilted, 60° in all)."""


class MicoManipulator(Manipulator):
    """The Kinova Mico (6 DOF), in standard Denavit–Hartenberg parameters.

    The wrist's tilted axes give the "alternate" lengths ``d4b, d5b, d6b`` of Kinova's DH table;
    joint angles follow Kinova's convention (``θ = scale · q - offset`` with scales
    ``[-1, 1, 1, 1, 1, 1]`` and offsets ``[0, π/2, -π/2, 0, π, -π/2]``). No joint limits are
    set (joints 1, 4, 5, 6 turn freely).

    Args:
        base_inv_ext_mat: the base's pose in the world, (3, 4) or (4, 4); identity by default.

    Example:
        >>> import numpy as np
        >>> mico = MicoManipulator()
        >>> mico.num_joints, mico.compute_link_matrices(np.zeros(6)).shape
        (6, (7, 4, 4))
    """

    def __init__(self, base_inv_ext_mat: Any = None) -> None:
        sine, double_sine = math.sin(_WRIST_ANGLE), math.sin(2 * _WRIST_ANGLE)
        ratio = sine / double_sine
        d4b = _D3 + ratio * _D4
        d5b = ratio * (_D4 + _D5)
        d6b = ratio * _D5 + _D6
        pi = math.pi
        super().__init__(
            a_s=[0.0, _D2, 0.0, 0.0, 0.0, 0.0],
            d_s=[_D1, 0.0, -_E2, -d4b, -d5b, -d6b],
            alpha_s=[pi / 2, pi, pi / 2, 2 * _WRIST_ANGLE, 2 * _WRIST_ANGLE, pi],
            dh_joint_scales=[-1.0, 1.0, 1.0, 1.0, 1.0, 1.0],
            dh_joint_offsets=[0.0, pi / 2, -pi / 2, 0.0, pi, -pi / 2],
            base_inv_ext_mat=base_inv_ext_mat,
        )
