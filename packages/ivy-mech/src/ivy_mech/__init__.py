"""Framework-agnostic mechanics: rotations, poses and positions, written once in ivy.

Every function takes native arrays of any framework ivy supports (numpy, torch, jax, tensorflow,
paddle, mxnet) with any leading batch dimensions, returns that framework's arrays, and is
differentiable end to end. Conventions: quaternions scalar-last ``[qi, qj, qk, qr]``; axis-angle
``[ex, ey, ez, θ]``; rotation vectors ``θ·e``; Euler angles ``[α, β, γ]`` in 12 conventions
(default ``"zyx"``); matrix poses ``[R|t]`` of shape ``(..., 3, 4)``.
"""

from ivy_mech.orientation import *
from ivy_mech.pose import *
from ivy_mech.position import *

__version__ = "2.0.0"
