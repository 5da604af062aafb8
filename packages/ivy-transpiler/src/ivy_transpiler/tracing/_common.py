"""What the tracers share (no framework imported): argument names, leaf paths, source notes."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

from ivy_transpiler._tree import tree_map
from ivy_transpiler.graph import Graph, Interpreter, Node

__all__ = [
    "ARRAY",
    "TracePlan",
    "leaf_paths",
    "plan_retrace",
    "plan_trace",
    "signature_names",
    "source_meta",
    "split_output",
]

ARRAY = object()
"""Stands for an array leaf in an output structure (see :func:`split_output`)."""


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


def split_output(out: Any, is_array: Callable[[Any], bool]) -> tuple[list, Any]:
    """The array leaves of ``out`` and its structure with :data:`ARRAY` in their place."""
    arrays: list = []

    def take(leaf: Any) -> Any:
        if is_array(leaf):
            arrays.append(leaf)
            return ARRAY
        return leaf

    return arrays, tree_map(take, out)


@dataclass
class TracePlan:
    """What a target's tracer needs: the graph so far and a flat function of the input arrays.

    Attributes:
        graph: the target's graph with its argument names and placeholders (parameters and
            buffers first, then the inputs' array leaves).
        leaves: the example arrays, one per placeholder, in the same order.
        placeholders: the placeholder nodes.
        flat: ``flat(*arrays)`` runs the traced code on arrays in place of ``leaves`` and returns
            the output's array leaves; each call appends the output's structure (with
            :data:`ARRAY` for the arrays) to ``structure``.
        structure: filled by ``flat``.
    """

    graph: Graph
    leaves: list
    placeholders: list[Node]
    flat: Callable[..., list]
    structure: list


def _input_leaves(
    graph: Graph, value: Any, path: tuple, plan: tuple[list, list], is_array: Callable
) -> None:
    leaves, nodes = plan
    for leaf_path, leaf in leaf_paths(value, path):
        if is_array(leaf):
            leaves.append(leaf)
            nodes.append(graph.placeholder("_".join(map(str, leaf_path)), "input", leaf_path))


def plan_trace(
    target: str,
    obj: Callable,
    args: tuple,
    kwargs: dict,
    is_array: Callable[[Any], bool],
    is_output_array: Callable[[Any], bool],
) -> TracePlan:
    """The plan of tracing ``obj(*args, **kwargs)`` (native code of ``target``) on its arrays."""
    graph = Graph(target, getattr(obj, "__name__", type(obj).__name__))
    names = signature_names(obj, args, kwargs)
    graph.arguments = names + list(kwargs)
    roots = {**dict(zip(names, args, strict=False)), **kwargs}
    leaves: list = []
    placeholders: list[Node] = []
    for root in graph.arguments:
        _input_leaves(graph, roots[root], (root,), (leaves, placeholders), is_array)
    structure: list = []

    def flat(*values: Any) -> list:
        it = iter(values)
        call_args, call_kwargs = tree_map(lambda x: next(it) if is_array(x) else x, (args, kwargs))
        arrays, shape = split_output(obj(*call_args, **call_kwargs), is_output_array)
        structure.append(shape)
        return arrays

    return TracePlan(graph, leaves, placeholders, flat, structure)


class _ScopedInterpreter(Interpreter):
    """Runs each call inside ``scope(node.name)``: the target's ops then name their source call."""

    def __init__(
        self,
        graph: Graph,
        parameters: dict[str, Any],
        buffers: dict[str, Any],
        scope: Callable[[str], AbstractContextManager],
    ):
        super().__init__(graph, parameters, buffers)
        self._scope = scope

    def call_function(self, node: Node, args: tuple, kwargs: dict) -> Any:
        with self._scope(node.name):
            return super().call_function(node, args, kwargs)


def plan_retrace(
    target: str,
    source: Graph,
    inputs: tuple,
    kwargs: dict,
    is_array: Callable[[Any], bool],
    is_output_array: Callable[[Any], bool],
    scope: Callable[[str], AbstractContextManager],
) -> TracePlan:
    """The plan of running ``source`` (a graph of frontends) with ivy's ``target`` backend.

    ``source``'s parameters and buffers become the graph's parameter and buffer placeholders,
    of the same names; ``inputs`` / ``kwargs`` are the example inputs (``target``'s arrays) as
    the source graph's signature takes them. Each source call runs inside ``scope(its name)``.
    """
    import ivy

    graph = Graph(target, source.name)
    graph.arguments = list(source.arguments)
    graph.folded = list(source.folded)
    bound = Interpreter(source).bind(inputs, kwargs)
    leaves: list = []
    placeholders: list[Node] = []
    for kind, state in (("parameter", source.parameters), ("buffer", source.buffers)):
        for key, value in state.items():
            leaves.append(value)
            placeholders.append(graph.placeholder(key, kind=kind))
            (graph.parameters if kind == "parameter" else graph.buffers)[key] = value
    for root in graph.arguments:
        _input_leaves(graph, bound[root], (root,), (leaves, placeholders), is_array)
    n_params, n_buffers = len(source.parameters), len(source.buffers)
    structure: list = []

    def flat(*values: Any) -> list:
        params = dict(zip(source.parameters, values[:n_params], strict=False))
        buffers = dict(zip(source.buffers, values[n_params : n_params + n_buffers], strict=False))
        it = iter(values[n_params + n_buffers :])
        call = tree_map(lambda x: next(it) if is_array(x) else x, bound)
        with ivy.using_backend(target):
            out = _ScopedInterpreter(source, params, buffers, scope).run(**call)
        arrays, shape = split_output(out, is_output_array)
        structure.append(shape)
        return arrays

    return TracePlan(graph, leaves, placeholders, flat, structure)
