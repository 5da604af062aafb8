"""Pytrees (nested lists, tuples, dicts and :class:`ivy.Container`) through optree.

optree is imported on first use, not with ``import ivy``, which it would slow by about a tenth.
"""

from __future__ import annotations

from typing import Any

NAMESPACE = "ivy"
"""The optree namespace :class:`ivy.Container` is registered in."""


def tree_leaves(tree: Any) -> list:
    """The leaves of ``tree`` in order (``optree.tree_leaves`` in ivy's namespace)."""
    import optree

    return optree.tree_leaves(tree, namespace=NAMESPACE)


def tree_flatten(tree: Any) -> tuple[list, Any]:
    """``(leaves, treedef)`` of ``tree`` (``optree.tree_flatten`` in ivy's namespace).

    Rebuild the tree with ``treedef.unflatten(leaves)``.
    """
    import optree

    return optree.tree_flatten(tree, namespace=NAMESPACE)


def is_leaf(x: Any) -> bool:
    """Whether ``x`` is a leaf, not a pytree node (``optree.tree_is_leaf`` in ivy's namespace).

    None is a node without leaves, as in optree.
    """
    import optree

    return optree.tree_is_leaf(x, namespace=NAMESPACE)
