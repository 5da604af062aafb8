"""The standard's unique functions by sorting, for backends whose own ones fall short of it.

A stable sort followed by a comparison of neighbours gives sorted values, keeps each NaN distinct
(NaN != NaN), gives each value's first occurrence directly, and keeps values differentiable (they
are gathered). A backend supplies the framework steps and binds the four functions it gets back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _index(a: Any, i: Any) -> Any:
    return a[i]


def unique_by_sort(
    module: str,
    *,
    sorted_groups: Callable,
    inverse: Callable,
    counts: Callable,
    values: Callable = _index,
    take: Callable = _index,
) -> tuple[Callable, ...]:
    """``unique_all``, ``unique_counts``, ``unique_inverse``, ``unique_values`` of a backend.

    Args:
        module: the backend module's ``__name__``, given to the functions (they are its own).
        sorted_groups: ``x -> (order, ordered, first)``: the stable sort order of the flattened
            ``x``, its values in that order, and a mask of each group's first element.
        inverse: ``(order, first, x) -> inverse indices`` of the shape of ``x``.
        counts: ``first -> (counts, starts)``: each group's size and its start in ``ordered``.
        values: ``(ordered, first) -> ordered[first]``.
        take: ``(order, starts) -> order[starts]``.
    """

    def unique_all(x, /):
        order, ordered, first = sorted_groups(x)
        group_counts, starts = counts(first)
        return values(ordered, first), take(order, starts), inverse(order, first, x), group_counts

    def unique_counts(x, /):
        _, ordered, first = sorted_groups(x)
        return values(ordered, first), counts(first)[0]

    def unique_inverse(x, /):
        order, ordered, first = sorted_groups(x)
        return values(ordered, first), inverse(order, first, x)

    def unique_values(x, /):
        _, ordered, first = sorted_groups(x)
        return values(ordered, first)

    functions = (unique_all, unique_counts, unique_inverse, unique_values)
    for function in functions:
        function.__module__ = module
    return functions
