"""Framework-agnostic 3D vision: cameras, projection, warping, rendering, written once in ivy.

Every function takes native arrays of any framework ivy supports (numpy, torch, jax, tensorflow,
paddle, mxnet) with any leading batch dimensions, returns that framework's arrays, and is
differentiable end to end. Conventions (the original ivy_vision's): channels-last images
``(..., h, w, c)``; pixel coordinates ``[u, v]`` (column, row); depth-scaled ("ds") pixel
coordinates ``[u d, v d, d]``; homogeneous camera and world coordinates ``[x, y, z, 1]``;
calibration ``K`` (..., 3, 3), extrinsic ``E`` (..., 3, 4) mapping world to camera, full
matrix ``P = K E`` (..., 3, 4). See :mod:`ivy_vision.single_view_geometry` for the rest.
"""

from ivy_vision.containers import *
from ivy_vision.image import *
from ivy_vision.implicit import *
from ivy_vision.mesh import *
from ivy_vision.optical_flow import *
from ivy_vision.padding import *
from ivy_vision.projective_geometry import *
from ivy_vision.quantization import *
from ivy_vision.sdf import *
from ivy_vision.single_view_geometry import *
from ivy_vision.smoothing import *
from ivy_vision.two_view_geometry import *
from ivy_vision.voxel_grids import *

__version__ = "2.0.0"
