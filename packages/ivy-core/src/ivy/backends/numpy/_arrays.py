"""The check that an array argument of the numpy backend is numpy's.

numpy makes an object array (or scalar) of any Python object, converts another framework's array
through its ``__array__`` (answering in numpy), or hands it back to it (``__array_wrap__``, or
that array's own method of the name): a function that would so take None, a string or a torch
tensor without a word checks its array arguments first, inline, so that an array pays one type
check::

    if type(x) is not ndarray:
        x = numpy_array(x)

The ufuncs of one array are wrapped by :func:`checked`, the binary ones check both operands in
their promotion (:mod:`ivy.backends.numpy._promotion`), and functions of a sequence of arrays
check its items with :func:`numpy_arrays`. Where these raise, the api's error path names the
fault (:func:`ivy._common.checks.explain`: ``NotAnArrayError``, ``BackendMismatchError``) or
converts a Python list as every backend does (:mod:`ivy._common.recover`).
"""

import numpy as np

ndarray = np.ndarray
_NUMPY = (np.ndarray, np.generic)  # subclasses of ndarray too (np.ma.MaskedArray)
_NUMBERS = (int, float, complex)  # bool is an int
_IN_SEQUENCE = (*_NUMPY, *_NUMBERS, list, tuple)


def numpy_array(x):
    """``x`` where it is a numpy array or scalar; a Python number as a 0-d array.

    Raises:
        TypeError: ``x`` is anything else: None, a string, a Python list, another framework's
            array.
    """
    if isinstance(x, _NUMPY):
        return x
    if isinstance(x, _NUMBERS):
        return np.asarray(x)
    raise TypeError(f"expected a numpy array; got {type(x).__module__}.{type(x).__qualname__}")


def numpy_arrays(arrays):
    """Checks the items of a sequence of arrays (stack's, broadcast_arrays'), which these
    functions' api takes as numpy does: arrays, numbers and nested lists of numbers.

    Raises:
        TypeError: ``arrays`` is a string, or an item is none of those.
    """
    if isinstance(arrays, str):
        raise TypeError("expected a sequence of numpy arrays; got str")
    for a in arrays:
        if type(a) is not ndarray and not isinstance(a, _IN_SEQUENCE):
            raise TypeError(
                f"expected a numpy array; got {type(a).__module__}.{type(a).__qualname__}"
            )


def checked(fn):
    """``fn`` of one array argument, that refuses anything but a numpy array as the above does."""

    def call(x, /):
        if type(x) is not ndarray:
            x = numpy_array(x)
        return fn(x)

    call.__name__ = call.__qualname__ = fn.__name__
    return call
