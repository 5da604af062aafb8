"""Module, layers, optimizers and initializers built on the ivy functional API.

Placeholder: no issue has reached this package yet, so it provides nothing beyond its version.
"""

__version__ = "0.0.1"
