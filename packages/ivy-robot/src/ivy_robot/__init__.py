"""Framework-agnostic robotics: splines, rigid mobiles, manipulators, motion planning.

Placeholder: no issue has reached this package yet, so it provides nothing beyond its version.
"""

__version__ = "2.0.0"
