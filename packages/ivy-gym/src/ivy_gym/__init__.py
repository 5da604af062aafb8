"""Differentiable classic-control environments written in ivy.

Placeholder: no issue has reached this package yet, so it provides nothing beyond its version.
"""

__version__ = "2.0.0"
