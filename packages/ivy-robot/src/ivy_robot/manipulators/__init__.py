"""Manipulators with their manufacturers' published kinematic parameters."""

from ivy_robot.manipulators.mico import MicoManipulator
from ivy_robot.manipulators.panda import PandaManipulator

__all__ = ["MicoManipulator", "PandaManipulator"]
