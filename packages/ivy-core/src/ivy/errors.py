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
    "UnknownBackendError",
    "ShapeError",
    "AxisError",
    "IndexOutOfRangeError",
    "DtypeError",
    "NotAnArrayError",
    "InvalidArgumentError",
]


class IvyError(Exception):
    """Base class of the errors ivy raises on purpose."""


class UnsupportedError(IvyError, NotImplementedError):
    """The selected backend cannot do this; the message names the backend and the function."""


class BackendMismatchError(IvyError, TypeError):
    """Arrays of two frameworks were passed to one call."""


class BackendNotInstalledError(IvyError, ImportError):
    """The framework a backend needs is not installed."""


class UnknownBackendError(IvyError, ValueError, TypeError):
    """A backend was selected by something that names no backend (``"pytorch"``, ``3``).

    A ``ValueError`` for a name ivy has no backend of, a ``TypeError`` for an object that is
    neither a name nor a module, as those two cases raised before this class existed.
    """


class ShapeError(IvyError, ValueError):
    """An argument has a shape the function cannot take."""


class AxisError(IvyError, ValueError, IndexError):
    """An axis argument is out of range for the array it refers to."""


class IndexOutOfRangeError(IvyError, IndexError):
    """An index array holds a value out of range for the axis it indexes (gather, take, ...)."""


class DtypeError(IvyError, TypeError):
    """An argument has a data type the function cannot take, or names no known data type."""


class NotAnArrayError(IvyError, TypeError):
    """An argument that must be an array is something else, and ivy does not convert it.

    ivy's api functions convert nested Python sequences of numbers where they take an array
    (``ivy.sin([0.0, 1.0])``); argument checks that run before any conversion, such as
    :func:`ivy.check_shape` in the domain libraries, raise this instead of misreading the
    sequence's shape.
    """


class InvalidArgumentError(IvyError, ValueError, TypeError):
    """An option argument has a value, or a type, the function does not take.

    A ``mode`` outside its choices, a stride of 0, a string where an int is taken. Both a
    ``ValueError`` and a ``TypeError``, as the checks it replaced raised one or the other.
    """
