"""How torch graphs are written as source (``Graph.source()`` of a traced torch program).

torch is a source framework only: nothing is transpiled *to* torch yet, so this module has the
renderer and no emitter.
"""

from __future__ import annotations

from typing import Any

import torch
from torch.overrides import resolve_name

from ivy_transpiler.codegen import Renderer
from ivy_transpiler.graph import Node

__all__ = ["TorchRenderer"]

_OPERATORS = {
    "__add__": "+",
    "__radd__": "+",
    "__sub__": "-",
    "__mul__": "*",
    "__truediv__": "/",
    "__floordiv__": "//",
    "__mod__": "%",
    "__pow__": "**",
    "__matmul__": "@",
    "__and__": "&",
    "__or__": "|",
    "__xor__": "^",
    "__lshift__": "<<",
    "__rshift__": ">>",
    "__eq__": "==",
    "__ne__": "!=",
    "__lt__": "<",
    "__le__": "<=",
    "__gt__": ">",
    "__ge__": ">=",
}
_REFLECTED = {"__rsub__": "-", "__rtruediv__": "/", "__rpow__": "**", "__rmatmul__": "@"}


class TorchRenderer(Renderer):
    """Writes torch calls as a torch user would: ``x.view(2, 3)``, ``x[:, 0]``, ``x ** 2``."""

    framework = "torch"
    imports = ("import operator", "import torch")

    def name(self, target: Any) -> str:
        """How the source spells ``target``."""
        name = resolve_name(target)
        if name is None:
            return super().name(target)
        return name if name.startswith("torch.") else f"torch.ops.{name}"

    def constant(self, value: Any) -> str:
        """``value`` as a source expression of this framework."""
        if isinstance(value, torch.dtype):
            return str(value)
        if isinstance(value, torch.device):
            return f"torch.device({str(value)!r})"
        if isinstance(value, torch.Size):
            return f"torch.Size({list(value)!r})"
        if isinstance(value, (torch.memory_format, torch.layout)):
            return str(value)
        return super().constant(value)

    def expression(self, node: Node) -> str:
        """The expression computing ``node``'s value."""
        name = self.name(node.target)
        if not name.startswith("torch.Tensor.") or not node.args:
            return super().expression(node)
        method = name.removeprefix("torch.Tensor.")
        this, *rest = node.args
        if method == "__getitem__":
            return f"{self.value(this)}[{self.index(rest[0])}]"
        if method.endswith(".__get__"):
            return f"{self.value(this)}.{method.removesuffix('.__get__')}"
        if len(rest) == 1 and not node.kwargs:
            if method in _OPERATORS:
                return f"{self.value(this)} {_OPERATORS[method]} {self.value(rest[0])}"
            if method in _REFLECTED:
                return f"{self.value(rest[0])} {_REFLECTED[method]} {self.value(this)}"
        return self.call(f"{self.value(this)}.{method}", tuple(rest), node.kwargs)

    def statements(self, node: Node) -> list[str]:
        """The statements binding ``node.name``."""
        if self.name(node.target) == "torch.Tensor.__setitem__":
            this, key, value = node.args
            return [
                f"{self.value(this)}[{self.index(key)}] = {self.value(value)}",
                f"{node.name} = {self.value(this)}",
            ]
        return super().statements(node)
