"""Python source for graphs: one function per graph, one statement per node.

A :class:`Renderer` knows how one framework's calls and constants are written (``lax.add``,
``tf.raw_ops.MatMul``, ``x.view(2, 3)``); :func:`function_source` writes a graph as::

    def forward(params, buffers, x):
        fc_weight = params["fc.weight"]
        # fc: torch.nn.functional.linear
        linear = torch.nn.functional.linear(x, fc_weight, None)
        return linear

The renderers import their framework only when a graph of it is written (so it is loaded).
"""

from __future__ import annotations

import importlib
import keyword
import math
import operator
import re
from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING, Any

from ivy_transpiler._tree import is_namedtuple

if TYPE_CHECKING:
    from ivy_transpiler.graph import Graph, Node

__all__ = ["Renderer", "renderer_for", "function_source", "identifier", "STATE_ARGUMENTS"]

STATE_ARGUMENTS = ("params", "buffers")
"""The names of a generated function's first two arguments: parameters and buffers by name."""

# Where each framework's renderer lives (imported on first use, as ivy's backends are).
_RENDERERS = {
    "torch": "ivy_transpiler.emit.torch:TorchRenderer",
    "jax": "ivy_transpiler.emit.jax:JaxRenderer",
    "tensorflow": "ivy_transpiler.emit.tensorflow:TensorFlowRenderer",
    "numpy": "ivy_transpiler.emit.numpy:NumPyRenderer",
}
_renderers: dict[str, Renderer] = {}


def renderer_for(framework: str) -> Renderer:
    """The renderer of ``framework``'s graphs (a plain :class:`Renderer` for other names)."""
    try:
        return _renderers[framework]
    except KeyError:
        pass
    if framework in _RENDERERS:
        module, _, name = _RENDERERS[framework].partition(":")
        renderer = getattr(importlib.import_module(module), name)()
    else:
        renderer = Renderer()
    _renderers[framework] = renderer
    return renderer


def identifier(text: str) -> str:
    """A valid Python identifier made from ``text`` (``"layer.0.weight"`` -> ``layer_0_weight``).

    Example:
        >>> identifier("encoder.layer.0.weight"), identifier("0x"), identifier("lambda")
        ('encoder_layer_0_weight', '_0x', 'lambda_')
    """
    name = re.sub(r"\W+", "_", text).strip("_") or "_"
    if name[0].isdigit():
        name = "_" + name
    if keyword.iskeyword(name):
        name += "_"
    return name


class Renderer:
    """How one framework's calls and values are written as Python source.

    Subclasses name the modules they import (:attr:`imports`, with the aliases the source uses)
    and override :meth:`public_names` (callable -> its name in the source), :meth:`constant`
    (framework objects such as dtypes) and, for calls written as methods or operators,
    :meth:`expression` / :meth:`statements`.
    """

    framework = "python"
    imports: tuple[str, ...] = ()
    """Import statements the generated source needs, e.g. ``"import jax.numpy as jnp"``."""

    def __init__(self) -> None:
        self._names: dict[int, str] | None = None

    # --- names ---------------------------------------------------------------------------
    def public_names(self) -> Iterable[tuple[str, Any]]:
        """(source name, object) pairs of the framework's public callables and types."""
        return ()

    def known_name(self, obj: Any) -> str | None:
        """The public name of ``obj`` among :meth:`public_names`, or None."""
        if self._names is None:
            self._names = {}
            for spelled, public in self.public_names():
                self._names.setdefault(id(public), spelled)
        return self._names.get(id(obj))

    def name(self, target: Any) -> str:
        """How the source spells ``target`` (``lax.add``); falls back to module and qualname."""
        spelled = self.known_name(target)
        if spelled is not None:
            return spelled
        if target is operator.getitem:
            return "operator.getitem"
        module = getattr(target, "__module__", None)
        qualname = getattr(target, "__qualname__", None) or getattr(target, "__name__", None)
        if module and qualname:
            return f"{module}.{qualname}"
        return repr(target)

    def qualified_name(self, target: Any) -> str:
        """The full public name of ``target`` (``jax.lax.add``), for reports and frequencies."""
        return self.expand(self.name(target))

    def expand(self, spelled: str) -> str:
        """A source spelling with its import alias written out (``lax.add`` -> ``jax.lax.add``)."""
        head, dot, rest = spelled.partition(".")
        for line in self.imports:
            match = re.fullmatch(r"(?:from (\S+) )?import (\S+)(?: as (\S+))?", line)
            if match is None:
                continue
            package, module, alias = match.groups()
            full = f"{package}.{module}" if package else module
            if head == (alias or module):
                return full + dot + rest
        return spelled

    # --- values --------------------------------------------------------------------------
    def value(self, value: Any) -> str:
        """``value`` as a source expression; nodes by their names."""
        from ivy_transpiler.graph import Node

        if isinstance(value, Node):
            return value.name
        if value is None or isinstance(value, (bool, str, bytes)):
            return repr(value)
        if value is Ellipsis:
            return "..."
        if isinstance(value, Enum):
            return f"{self.name(type(value))}.{value.name}"
        if type(value) is int:
            return repr(value)
        if type(value) is float:
            return _float(value)
        if type(value) is complex:
            return f"complex({_float(value.real)}, {_float(value.imag)})"
        if type(value) is tuple:
            inner = ", ".join(self.value(x) for x in value)
            return f"({inner},)" if len(value) == 1 else f"({inner})"
        if type(value) is list:
            return "[" + ", ".join(self.value(x) for x in value) + "]"
        if type(value) is dict:
            items = ", ".join(f"{self.value(k)}: {self.value(v)}" for k, v in value.items())
            return "{" + items + "}"
        if type(value) is slice:
            parts = (self.value(value.start), self.value(value.stop), self.value(value.step))
            return f"slice({', '.join(parts)})"
        if is_namedtuple(value):
            fields = ", ".join(
                f"{field}={self.value(x)}"
                for field, x in zip(type(value)._fields, value, strict=False)
            )
            return f"{self.name(type(value))}({fields})"
        if callable(value) and not isinstance(value, type):
            spelled = self.known_name(value)
            if spelled is not None:  # a function passed as an argument (lax.max)
                return spelled
        return self.constant(value)

    def constant(self, value: Any) -> str:
        """A framework object (dtype, small array, enum, ...) as source; subclasses extend."""
        raise TypeError(
            f"cannot write {type(value).__module__}.{type(value).__qualname__} {value!r} as "
            f"{self.framework} source"
        )

    def index(self, value: Any) -> str:
        """An indexing key as written between brackets: ``(slice(None), 0)`` -> ``:, 0``."""
        if type(value) is tuple:
            if not value:
                return "()"
            inner = ", ".join(self._index_item(x) for x in value)
            return inner + "," if len(value) == 1 else inner
        return self._index_item(value)

    def _index_item(self, value: Any) -> str:
        if type(value) is slice:
            parts = [
                "" if x is None else self.value(x) for x in (value.start, value.stop, value.step)
            ]
            return ":".join(parts[:2]) if value.step is None else ":".join(parts)
        return self.value(value)

    # --- calls ---------------------------------------------------------------------------
    def call(self, spelled: str, args: tuple, kwargs: dict) -> str:
        """``spelled(args..., key=value...)``."""
        parts = [self.value(x) for x in args]
        parts += [f"{key}={self.value(x)}" for key, x in kwargs.items()]
        return f"{spelled}({', '.join(parts)})"

    def expression(self, node: Node) -> str:
        """The expression computing ``node``'s value (a ``call_function`` node)."""
        if node.target is operator.getitem:
            return f"{self.value(node.args[0])}[{self.index(node.args[1])}]"
        return self.call(self.name(node.target), node.args, node.kwargs)

    def statements(self, node: Node) -> list[str]:
        """The statements that bind ``node.name``.

        (one assignment, unless a subclass writes an in-place update as two).
        """
        return [f"{node.name} = {self.expression(node)}"]

    def definitions(self, graph: Graph) -> list[str]:
        """Source to put before the function: helpers its nodes call (custom derivatives)."""
        return []

    def extra_imports(self, graph: Graph) -> list[str]:
        """Imports the graph needs beyond :attr:`imports`."""
        return []


def _float(x: float) -> str:
    if math.isnan(x):
        return 'float("nan")'
    if math.isinf(x):
        return 'float("inf")' if x > 0 else '-float("inf")'
    return repr(x)


def function_source(
    graph: Graph,
    renderer: Renderer,
    name: str = "forward",
    comments: bool = True,
    state: bool = True,
) -> str:
    """The source of ``def name(params, buffers, *inputs)`` computing ``graph``'s output.

    Parameters and buffers are read from the first two arguments by their names; inputs are
    the graph's signature (nested inputs unpacked from their argument); a comment names the
    source call (and module) each group of statements comes from. With ``state=False`` (a
    graph without parameters or buffers, such as a custom derivative's) the function takes the
    inputs only.
    """
    params, buffers = STATE_ARGUMENTS
    arguments = [params, buffers] if state else []
    arguments += graph.signature_source()
    definitions = renderer.definitions(graph)  # first: they name what the body calls
    body: list[str] = []
    group = None
    for node in graph.nodes:
        if node.op == "placeholder":
            kind = node.meta["kind"]
            if kind == "input":
                root, *path = node.meta["path"]
                if path or node.name != identifier(root):
                    key = "".join(f"[{renderer.value(k)}]" for k in path)
                    body.append(f"{node.name} = {identifier(root)}{key}")
            else:
                state = params if kind == "parameter" else buffers
                body.append(f"{node.name} = {state}[{node.target!r}]")
        elif node.op == "call_function":
            source = node.meta.get("source") or _own_source(node)
            if comments and source and source != group:
                body.append(f"# {source}")
            group = source
            body.extend(renderer.statements(node))
        elif node.op == "output":
            body.append(f"return {renderer.value(node.args[0])}")
        else:  # pragma: no cover - the graph checks its ops
            raise ValueError(f"node {node.name}: unknown op {node.op!r}")
    head = f"def {name}({', '.join(arguments)}):"
    function = "\n".join([head, *("    " + line if line else "" for line in body)]) + "\n"
    return "".join(d + "\n\n" for d in definitions) + function


def _own_source(node: Node) -> str | None:
    module = node.meta.get("module")
    return f"{module}" if module else None
