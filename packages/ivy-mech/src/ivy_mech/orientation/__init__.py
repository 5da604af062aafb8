"""Orientations: quaternions, axis-angle, rotation vectors, rotation matrices, Euler angles."""

from ivy_mech.orientation.axis_angle import *
from ivy_mech.orientation.euler_angles import *
from ivy_mech.orientation.quaternion import *
from ivy_mech.orientation.rotation_matrix import *
