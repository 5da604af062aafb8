"""Recorded calls in torch.fx's shape: :class:`Node`, :class:`Graph`, :class:`Interpreter`.

A graph is a straight-line program: ``placeholder`` nodes (the inputs, and the parameters and
buffers by name), ``call_function`` nodes (a framework function with its arguments, in which
other nodes stand for the values they compute) and one ``output`` node whose argument is the
result's structure (tuples, lists, dicts of nodes and constants). Nodes are in execution order.

A graph also holds its state (:attr:`Graph.parameters`, :attr:`Graph.buffers`: name -> array)
and the signature of the call it was traced from, so it runs on its own::

    graph = ivy_transpiler.trace_graph(model, x)
    Interpreter(graph).run(x)   # == model(x), for inputs of x's shapes

Example:
    >>> import operator
    >>> graph = Graph("python")
    >>> graph.arguments = ["x"]
    >>> x = graph.placeholder("x", kind="input", path=("x",))
    >>> y = graph.call_function(operator.mul, (x, 3))
    >>> _ = graph.output((y, 1))
    >>> Interpreter(graph).run(2)
    (6, 1)
"""

from __future__ import annotations

import builtins
import operator
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ivy_transpiler._tree import fetch_path, tree_leaves, tree_map
from ivy_transpiler.codegen import STATE_ARGUMENTS, function_source, identifier, renderer_for

__all__ = ["Node", "Graph", "Interpreter", "STRUCTURAL", "OPS"]

OPS = ("placeholder", "call_function", "output")
"""The kinds of node: an input or state value, a call, the result."""

STRUCTURAL = frozenset({operator.getitem})
"""Targets that take apart a call's structured result (a tuple of outputs): plain Python,
needing no frontend and counted as no framework function."""

PLACEHOLDER_KINDS = ("input", "parameter", "buffer")

# Names the generated source uses for other things (its arguments, its modules' aliases), and
# Python's builtins (a node called `sum` would hide the builtin from a reader).
_BUILTINS = frozenset(dir(builtins))
_RESERVED = frozenset(
    {
        *_BUILTINS,
        *STATE_ARGUMENTS,
        "torch",
        "jax",
        "jnp",
        "lax",
        "np",
        "stride_tricks",
        "math",
        "setitem",
        "tf",
        "operator",
        "float",
        "complex",
        "slice",
        "int",
        "bool",
        "Path",
        "self",
        "forward",
        "Model",
        "load",
        "WEIGHTS",
    }
)


class Node:
    """One value of a graph.

    How it is computed (``op``, ``target``, ``args``, ``kwargs``), who uses it (``users``) and what
    is known about it (``meta``: example ``shape`` and ``dtype``, the ``module`` that made the call,
    a placeholder's ``kind``, ...).
    """

    __slots__ = ("args", "graph", "kwargs", "meta", "name", "op", "target", "users")

    def __init__(
        self,
        graph: Graph,
        name: str,
        op: str,
        target: Any,
        args: tuple,
        kwargs: dict,
        meta: dict | None = None,
    ):
        self.graph = graph
        self.name = name
        self.op = op
        self.target = target
        self.args = args
        self.kwargs = kwargs
        self.users: dict[Node, None] = {}
        self.meta: dict[str, Any] = meta or {}

    @property
    def all_input_nodes(self) -> list[Node]:
        """The nodes this node's arguments refer to, each once, in order."""
        seen: dict[Node, None] = {}
        for leaf in tree_leaves((self.args, self.kwargs)):
            if isinstance(leaf, Node):
                seen[leaf] = None
        return list(seen)

    def __repr__(self) -> str:
        return self.name


class Graph:
    """A recorded program: its nodes in execution order, its state and its signature.

    Attributes:
        framework: whose functions the ``call_function`` targets are (``"torch"``, ``"jax"``,
            ``"tensorflow"``, ``"numpy"``; ``"ivy"`` for a graph of frontends).
        name: the traced object's name (a module's class name, a function's name).
        nodes: the nodes in execution order.
        arguments: the names of the call's inputs, in order (the generated function's
            arguments after ``params, buffers``).
        parameters: parameter name (as in the module's ``state_dict``) -> array.
        buffers: buffer name -> array (also tensor constants the traced code captured).
        folded: what was fixed at its example value though it depends on the data of the
            inputs (``bool(x)``, ``x.item()``), one line each.
    """

    def __init__(self, framework: str, name: str = "forward"):
        self.framework = framework
        self.name = name
        self.nodes: list[Node] = []
        self.arguments: list[str] = []
        self.parameters: dict[str, Any] = {}
        self.buffers: dict[str, Any] = {}
        self.folded: list[str] = []
        self._names: set[str] = set(_RESERVED)
        self._taken_builtins: set[str] = set()
        self._counters: dict[str, int] = {}

    # --- building ------------------------------------------------------------------------
    def unique_name(self, candidate: str, builtins_allowed: bool = False) -> str:
        """``candidate`` as an identifier not yet used in this graph.

        (``add``, ``add_1``, ...); Python's builtins' names are avoided unless ``builtins_allowed``
        (inputs keep the names of the traced function's arguments, ``input`` included).
        """
        base = identifier(candidate)
        # Numbering resumes after the last number given to ``base``: a model makes thousands
        # of ``getitem``s, and searching from ``base_1`` each time was quadratic.
        count = self._counters.get(base, 0)
        name = f"{base}_{count}" if count else base
        while name in self._names and not (
            builtins_allowed and name in _BUILTINS and name not in self._taken_builtins
        ):
            count += 1
            name = f"{base}_{count}"
        self._counters[base] = count
        self._names.add(name)
        if name in _BUILTINS:
            self._taken_builtins.add(name)
        return name

    def is_name(self, name: str) -> bool:
        """Whether ``name`` is taken in this graph (by a node, or reserved)."""
        return name in self._names

    def create_node(
        self,
        op: str,
        target: Any,
        args: tuple = (),
        kwargs: dict | None = None,
        name: str | None = None,
        meta: dict | None = None,
    ) -> Node:
        """Appends a node (its name made unique) and registers it with the nodes it uses."""
        if op not in OPS:
            raise ValueError(f"Graph.create_node: op must be one of {OPS}, got {op!r}")
        node = Node(self, self.unique_name(name or "node"), op, target, args, kwargs or {}, meta)
        for used in node.all_input_nodes:
            used.users[node] = None
        self.nodes.append(node)
        return node

    def placeholder(self, name: str, kind: str, path: tuple = (), meta: dict | None = None) -> Node:
        """An input.

        (``kind="input"``, at ``path`` in the call's arguments: its name, then keys into it) or a
        parameter or buffer (``target`` is its name).
        """
        if kind not in PLACEHOLDER_KINDS:
            raise ValueError(f"Graph.placeholder: kind must be one of {PLACEHOLDER_KINDS}")
        meta = {**(meta or {}), "kind": kind}
        if kind == "input":
            meta["path"] = path
        node = Node(
            self,
            self.unique_name(name, builtins_allowed=kind == "input"),
            "placeholder",
            name,
            (),
            {},
            meta,
        )
        self.nodes.append(node)
        return node

    def call_function(
        self,
        target: Callable,
        args: tuple = (),
        kwargs: dict | None = None,
        name: str | None = None,
        meta: dict | None = None,
    ) -> Node:
        """A call of ``target``; nodes in ``args`` / ``kwargs`` stand for their values."""
        return self.create_node(
            "call_function", target, args, kwargs, name or _default_name(target), meta
        )

    def output(self, result: Any) -> Node:
        """The graph's result: a structure of nodes and constants."""
        return self.create_node("output", "output", (result,), name="output")

    def erase_node(self, node: Node) -> None:
        """Removes an unused node."""
        if node.users:
            raise ValueError(f"Graph.erase_node: {node.name} is used by {list(node.users)}")
        for used in node.all_input_nodes:
            used.users.pop(node, None)
        self.nodes.remove(node)
        self._names.discard(node.name)

    # --- reading -------------------------------------------------------------------------
    @property
    def output_node(self) -> Node:
        """The ``output`` node."""
        node = self.nodes[-1] if self.nodes else None
        if node is None or node.op != "output":
            raise ValueError(f"graph {self.name!r} has no output node yet")
        return node

    @property
    def inputs(self) -> list[Node]:
        """The input placeholders, in order."""
        return [n for n in self.nodes if n.op == "placeholder" and n.meta["kind"] == "input"]

    def calls(self) -> Iterator[Node]:
        """The ``call_function`` nodes, in order."""
        return (n for n in self.nodes if n.op == "call_function")

    def __iter__(self) -> Iterator[Node]:
        return iter(self.nodes)

    def __len__(self) -> int:
        return len(self.nodes)

    def __repr__(self) -> str:
        calls = sum(1 for _ in self.calls())
        return (
            f"<Graph {self.name!r} ({self.framework}): {len(self.inputs)} inputs, "
            f"{len(self.parameters)} parameters, {len(self.buffers)} buffers, {calls} calls>"
        )

    def signature_source(self) -> list[str]:
        """The input arguments as the generated function names them."""
        return [identifier(name) for name in self.arguments]

    # --- passes --------------------------------------------------------------------------
    def prune(self) -> Graph:
        """Drops every node that does not contribute to the output.

        (inputs stay, as they are the signature), and the parameters and buffers no remaining node
        reads; returns self.
        """
        live: set[Node] = set()
        stack = [self.output_node]
        while stack:
            node = stack.pop()
            if node not in live:
                live.add(node)
                stack.extend(node.all_input_nodes)
        dead = {
            node
            for node in self.nodes
            if node not in live and not (node.op == "placeholder" and node.meta["kind"] == "input")
        }
        for node in dead:
            for used in node.all_input_nodes:
                used.users.pop(node, None)
            self._names.discard(node.name)
        self.nodes = [node for node in self.nodes if node not in dead]
        used = {n.target for n in self.nodes if n.op == "placeholder"}
        self.parameters = {k: v for k, v in self.parameters.items() if k in used}
        self.buffers = {k: v for k, v in self.buffers.items() if k in used}
        return self

    def transform(
        self,
        framework: str,
        target: Callable[[Node], Any],
        constant: Callable[[Any], Any] = lambda value: value,
    ) -> Graph:
        """A copy with each call's target replaced by ``target(node)``.

        Each constant in its arguments is replaced by ``constant(value)``; names, meta,
        signature and state are kept.
        """
        graph = Graph(framework, self.name)
        graph.arguments = list(self.arguments)
        graph.parameters = dict(self.parameters)
        graph.buffers = dict(self.buffers)
        graph.folded = list(self.folded)
        copies: dict[Node, Node] = {}

        def argument(value: Any) -> Any:
            return copies[value] if isinstance(value, Node) else constant(value)

        for node in self.nodes:
            new_target = target(node) if node.op == "call_function" else node.target
            copy = graph.create_node(
                node.op,
                new_target,
                tree_map(argument, node.args),
                tree_map(argument, node.kwargs),
                name=node.name,
                meta=dict(node.meta),
            )
            copies[node] = copy
        return graph

    # --- reports -------------------------------------------------------------------------
    def source(self, name: str = "forward") -> str:
        """Readable Python for this graph.

        ``def forward(params, buffers, *inputs)``, one statement per call, with the module each
        group of calls comes from as a comment.
        """
        return function_source(self, renderer_for(self.framework), name)

    def list_function_frequencies(self) -> dict[str, int]:
        """How often each framework function is called.

        Most frequent first (by qualified name, e.g. ``torch.nn.functional.linear``).
        """
        renderer = renderer_for(self.framework)
        counts = Counter(
            renderer.qualified_name(node.target)
            for node in self.calls()
            if node.target not in STRUCTURAL
        )
        return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))

    def missing_frontends(self) -> dict[str, int]:
        """The functions no frontend of :mod:`ivy_transpiler.frontends` covers yet.

        With how often each is called, most frequent first (empty when the graph can be transpiled).
        """
        from ivy_transpiler.transpile import frontend_registry

        registry = frontend_registry(self.framework)
        renderer = renderer_for(self.framework)
        counts = Counter(
            renderer.qualified_name(node.target)
            for node in self.calls()
            if node.target not in STRUCTURAL and registry.frontend_for(node.target) is None
        )
        return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))

    def show(self, path: str | Path, state: bool = True) -> Path:
        """Draws the graph as a layered picture (PNG, top to bottom) at ``path``.

        Inputs are green, parameters and buffers grey (left out with ``state=False``), calls
        blue and the output red; each call is labelled with its function's short name.
        """
        from ivy_transpiler._drawing import draw

        return draw(self, Path(path), state=state)


def _default_name(target: Any) -> str:
    name = getattr(target, "__name__", None) or type(target).__name__
    return name.strip("_") or "node"


class Interpreter:
    """Runs a graph node by node, dispatching on each node's ``op`` (as torch.fx's Interpreter).

    Subclasses override :meth:`placeholder`, :meth:`call_function` or :meth:`output` to run a
    graph differently (the transpiler's retrace wraps each call in a named scope).

    Args:
        graph: the graph to run.
        parameters: name -> value for the parameter placeholders (default: the graph's).
        buffers: name -> value for the buffer placeholders (default: the graph's).
    """

    def __init__(
        self,
        graph: Graph,
        parameters: dict[str, Any] | None = None,
        buffers: dict[str, Any] | None = None,
    ):
        self.graph = graph
        self.parameters = graph.parameters if parameters is None else parameters
        self.buffers = graph.buffers if buffers is None else buffers
        self.env: dict[Node, Any] = {}
        self._arguments: dict[str, Any] = {}

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """The graph's output for these inputs (given as the traced call gave them)."""
        self._arguments = self.bind(args, kwargs)
        self.env = {}
        try:
            for node in self.graph.nodes:
                node_args = tree_map(self._fetch, node.args)
                node_kwargs = tree_map(self._fetch, node.kwargs)
                if node.op == "output":
                    return self.output(node, node_args[0])
                self.env[node] = getattr(self, node.op)(node, node_args, node_kwargs)
        finally:
            self.env = {}
        raise ValueError(f"graph {self.graph.name!r} has no output node")

    def bind(self, args: tuple, kwargs: dict) -> dict[str, Any]:
        """The call's inputs by argument name."""
        names = self.graph.arguments
        if len(args) > len(names):
            raise TypeError(
                f"{self.graph.name}: takes {len(names)} input(s) ({', '.join(names)}), "
                f"got {len(args)} positional"
            )
        bound = dict(zip(names, args, strict=False))
        for key, value in kwargs.items():
            if key not in names or key in bound:
                problem = "unexpected" if key not in names else "repeated"
                raise TypeError(f"{self.graph.name}: {problem} input {key!r}")
            bound[key] = value
        missing = [name for name in names if name not in bound]
        if missing:
            raise TypeError(f"{self.graph.name}: missing input(s) {', '.join(missing)}")
        return bound

    def _fetch(self, value: Any) -> Any:
        return self.env[value] if isinstance(value, Node) else value

    def placeholder(self, node: Node, args: tuple, kwargs: dict) -> Any:
        """An input from the call's arguments, a parameter or a buffer from the state."""
        kind = node.meta["kind"]
        if kind == "parameter":
            return self.parameters[node.target]
        if kind == "buffer":
            return self.buffers[node.target]
        root, *path = node.meta["path"]
        return fetch_path(self._arguments[root], tuple(path))

    def call_function(self, node: Node, args: tuple, kwargs: dict) -> Any:
        """``node.target(*args.

        **kwargs)``; for an in-place call that returns None (a native ``__setitem__``, marked
        ``meta["in_place"]``), its first argument after the call.
        """
        result = node.target(*args, **kwargs)
        if result is None and node.meta.get("in_place"):
            return args[0]
        return result

    def output(self, node: Node, result: Any) -> Any:
        """The result structure, as computed."""
        return result
