"""Ivy's exceptions.

Every error ivy raises on purpose is an :class:`IvyError`, and also an instance of the built-in
exception a Python user would expect (``ValueError`` for a bad shape, ``TypeError`` for a bad
dtype, ...), so ``except ValueError`` keeps working. The same bad input raises the same error type
on every backend.
"""

__all__ = [
    "IvyError",
    "UnsupportedError",
    "BackendMismatchError",
    "BackendNotInstalledError",
    "ShapeError",
    "AxisError",
    "IndexOutOfRangeError",
    "DtypeError",
]


class IvyError(Exception):
    """Base class of the errors ivy raises on purpose."""


class UnsupportedError(IvyError, NotImplementedError):
    """The selected backend cannot do this; the message names the backend and the function."""


class BackendMismatchError(IvyError, TypeError):
    """Arrays of two frameworks were passed to one call."""


class BackendNotInstalledError(IvyError, ImportError):
    """The framework a backend needs is not installed."""


class ShapeError(IvyError, ValueError):
    """An argument has a shape the function cannot take."""


class AxisError(IvyError, ValueError, IndexError):
    """An axis argument is out of range for the array it refers to."""


class IndexOutOfRangeError(IvyError, IndexError):
    """An index array holds a value out of range for the axis it indexes (gather, take, ...)."""


class DtypeError(IvyError, TypeError):
    """An argument has a data type the function cannot take, or names no known data type."""
