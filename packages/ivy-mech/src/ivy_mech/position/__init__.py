"""Positions: coordinate systems and homogeneous transformations."""

from ivy_mech.position.coordinate_conversions import *
from ivy_mech.position.transformations import *
