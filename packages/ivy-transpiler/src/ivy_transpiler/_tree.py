"""Nested Python containers (tuples, lists, dicts, slices) with leaves: map, flatten, fetch.

The graphs' arguments and outputs are such structures, with nodes, arrays and constants as
leaves. Named tuples keep their type; dict keys are never leaves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

__all__ = ["tree_map", "tree_leaves", "fetch_path", "is_namedtuple"]


def is_namedtuple(value: Any) -> bool:
    """True for instances of ``collections.namedtuple`` classes (and ``typing.NamedTuple``)."""
    return isinstance(value, tuple) and hasattr(type(value), "_fields")


def tree_map(fn: Callable[[Any], Any], value: Any) -> Any:
    """``value`` with every leaf ``x`` replaced by ``fn(x)``; containers are rebuilt.

    Example:
        >>> tree_map(lambda x: x and x * 2, (1, [2, {"a": 3}], slice(4, None)))
        (2, [4, {'a': 6}], slice(8, None, None))
    """
    kind = type(value)
    if kind is tuple:
        return tuple(tree_map(fn, x) for x in value)
    if kind is list:
        return [tree_map(fn, x) for x in value]
    if kind is dict:
        return {k: tree_map(fn, x) for k, x in value.items()}
    if kind is slice:
        return slice(tree_map(fn, value.start), tree_map(fn, value.stop), tree_map(fn, value.step))
    if is_namedtuple(value):
        return kind(*(tree_map(fn, x) for x in value))
    return fn(value)


def tree_leaves(value: Any) -> Iterator[Any]:
    """The leaves of ``value``, depth first, in order.

    Example:
        >>> list(tree_leaves((1, [2, {"a": 3}], slice(4, None))))
        [1, 2, 3, 4, None, None]
    """
    kind = type(value)
    if kind is tuple or kind is list or is_namedtuple(value):
        for x in value:
            yield from tree_leaves(x)
    elif kind is dict:
        for x in value.values():
            yield from tree_leaves(x)
    elif kind is slice:
        yield from tree_leaves((value.start, value.stop, value.step))
    else:
        yield value


def fetch_path(root: Any, path: tuple) -> Any:
    """``root[path[0]][path[1]]...``.

    Example:
        >>> fetch_path({"a": [1, (2, 3)]}, ("a", 1, 0))
        2
    """
    for key in path:
        root = root[key]
    return root
