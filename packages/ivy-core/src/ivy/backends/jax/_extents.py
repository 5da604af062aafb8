"""The one check jax needs before it builds a shape from sizes the user gave.

XLA aborts the whole process ("overflow in static extent product") when a shape's bytes reach
2**63, where the other frameworks raise: 2**59 elements of the widest dtype (complex128).
Functions whose result's shape comes from their arguments' values (sizes, repeats, strides)
check it first: one ``math.prod``.
"""

import math

from ivy.errors import ShapeError

_EXTENT_LIMIT = 2**59


def fitting(shape, /):
    """``shape`` (an int or a sequence of ints), where XLA can hold that many elements.

    Raises:
        ShapeError: the shape holds 2**59 elements or more.
    """
    check_extent(shape if isinstance(shape, int) else math.prod(shape), "shape", shape)
    return shape


def check_extent(size, argument, value, function=None):
    """Raises ShapeError naming ``argument`` (``value``) where ``size`` elements are too many.

    ``function``: the api function, where its name is part of the argument's (``repeat``'s
    ``repeats``), which the api's error path would otherwise take as already named.
    """
    if size >= _EXTENT_LIMIT:
        raise ShapeError(
            f"{function + ': ' if function else ''}{argument} makes a result of {size} "
            f"elements, more than XLA holds (2**59); got {value}"
        )
