"""What the tracers share (no framework imported): argument names, leaf paths, source notes."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ivy_transpiler.graph import Node

__all__ = ["signature_names", "leaf_paths", "source_meta"]


def signature_names(fn: Callable, args: tuple, kwargs: dict) -> list[str]:
    """The argument names of ``fn`` that receive ``args`` (``xs_0``, ``xs_1`` for ``*xs``)."""
    try:
        parameters = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        parameters = []
    names: list[str] = []
    for p in parameters:
        if len(names) == len(args):
            break
        if p.kind is p.VAR_POSITIONAL:
            names += [f"{p.name}_{i}" for i in range(len(args) - len(names))]
        elif p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            names.append(p.name)
    names += [f"arg{i}" for i in range(len(names), len(args))]
    return names


def leaf_paths(value: Any, path: tuple) -> list[tuple[tuple, Any]]:
    """(path, leaf) for each leaf of nested tuples, lists and dicts under ``path``."""
    if isinstance(value, (tuple, list)):
        return [p for i, x in enumerate(value) for p in leaf_paths(x, (*path, i))]
    if isinstance(value, dict):
        return [p for k, x in value.items() for p in leaf_paths(x, (*path, k))]
    return [(path, value)]


def source_meta(node: Node) -> dict:
    """The meta naming the source call (and its module) a retraced node comes from."""
    described = node.meta.get("source_name") or getattr(node.target, "__name__", "?")
    module = node.meta.get("module")
    return {"source": f"{module}: {described}" if module else described}
