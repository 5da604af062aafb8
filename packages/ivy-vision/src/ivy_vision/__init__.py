"""Framework-agnostic 3D vision: cameras, projection, warping, flow, voxels, rendering.

Placeholder: no issue has reached this package yet, so it provides nothing beyond its version.
"""

__version__ = "2.0.0"
