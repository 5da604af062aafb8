"""Framework-agnostic robotics: splines, rigid mobiles, manipulators and kinematics, in ivy.

Every function and method takes native arrays of any framework ivy supports (numpy, torch, jax,
tensorflow, paddle, mxnet) with any leading batch dimensions, returns that framework's arrays in
the inputs' dtype, and is differentiable end to end. Robots' parameters (DH tables, URDF frames,
body points) are constants of the objects. Poses are ivy_mech's: matrix poses ``[R|t]``,
rotation-vector poses ``[x, y, z, θex, θey, θez]``; Jacobians are (..., 6, n), linear rows first.
"""

from ivy_robot.kinematics import *
from ivy_robot.manipulator import *
from ivy_robot.manipulators import *
from ivy_robot.rigid_mobile import *
from ivy_robot.spline import *
from ivy_robot.urdf import *

__version__ = "2.0.0"
