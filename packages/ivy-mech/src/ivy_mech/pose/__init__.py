"""Poses: a position with an orientation, as a matrix [R|t] or a vector."""

from ivy_mech.pose.axis_angle_pose import *
from ivy_mech.pose.euler_pose import *
from ivy_mech.pose.matrix_pose import *
from ivy_mech.pose.quaternion_pose import *
from ivy_mech.pose.rotation_vector_pose import *
