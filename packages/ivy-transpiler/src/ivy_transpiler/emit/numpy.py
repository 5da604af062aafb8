"""numpy as a target: the source of numpy graphs, and the module :func:`transpile` makes.

The generated module (``Translated_Outputs/numpy/<name>.py``) imports numpy only::

    forward(params, buffers, *inputs)   # numpy calls, one line each
    Model(params, buffers)              # .params, .buffers, __call__ (forward only)
    load(path=WEIGHTS) -> Model         # the weights saved beside it (<name>.npz)
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
from numpy.lib import stride_tricks

from ivy_transpiler import emit
from ivy_transpiler.codegen import Renderer, renderer_for
from ivy_transpiler.graph import Graph, Node
from ivy_transpiler.tracing.numpy import setitem

__all__ = ["NumPyRenderer", "write", "load", "to_native"]

_SETITEM = '''def setitem(x, key, value):
    """``x`` with ``x[key] = value`` applied to a copy."""
    x = np.array(x, copy=True)
    x[key] = value
    return x'''


class NumPyRenderer(Renderer):
    """Writes numpy calls (``np.tensordot(x, w, axes=...)``, ``x.reshape(2, 3)``, ``x[:, 0]``)."""

    framework = "numpy"
    imports = ("import numpy as np", "from numpy.lib import stride_tricks")

    def public_names(self) -> Iterable[tuple[str, Any]]:
        """The public callables the source may name, with their spellings."""
        yield "stride_tricks.sliding_window_view", stride_tricks.sliding_window_view
        for prefix, module in (("np", np), ("np.linalg", np.linalg), ("np.fft", np.fft)):
            for attr in dir(module):
                if not attr.startswith("_"):
                    yield f"{prefix}.{attr}", getattr(module, attr)

    def name(self, target: Any) -> str:
        """How the source spells ``target``."""
        if target is setitem:
            return "setitem"
        if isinstance(target, np.vectorize):  # of a function of the math module
            otypes = target.otypes  # numpy's type codes, e.g. "d" for float64
            otypes = f", otypes={''.join(np.dtype(t).char for t in otypes)!r}" if otypes else ""
            return f"np.vectorize(math.{target.pyfunc.__name__}{otypes})"
        owner = getattr(target, "__self__", None)
        if isinstance(owner, np.ufunc):  # np.add.reduce
            return f"np.{owner.__name__}.{target.__name__}"
        if _is_method(target):
            return f"np.ndarray.{target.__name__}"
        return super().name(target)

    def qualified_name(self, target: Any) -> str:
        """The full public name of ``target``, for reports."""
        name = self.name(target)
        if name.startswith("stride_tricks."):
            return "numpy.lib." + name
        return name.replace("np.", "numpy.", 1) if name.startswith("np.") else name

    def constant(self, value: Any) -> str:
        """``value`` as a source expression of this framework."""
        if any(value is t for t in (bool, int, float, complex)):  # np.zeros(n, bool)
            return value.__name__
        if isinstance(value, np.dtype) or (
            isinstance(value, type) and issubclass(value, np.generic)
        ):
            return _dtype(np.dtype(value))
        if isinstance(value, np.generic):
            item = value.item()
            return f"{_dtype(value.dtype)}({self.value(item)})"
        if isinstance(value, np.ndarray):
            return f"np.array({self.value(value.tolist())}, dtype={_dtype(value.dtype)})"
        return super().constant(value)

    def expression(self, node: Node) -> str:
        """The expression computing ``node``'s value."""
        if _is_method(node.target) and node.args:
            this, *rest = node.args
            return self.call(f"{self.value(this)}.{node.target.__name__}", tuple(rest), node.kwargs)
        return super().expression(node)

    def extra_imports(self, graph: Graph) -> list[str]:
        """``import math`` where a call applies one of its functions element by element."""
        uses_math = any(isinstance(n.target, np.vectorize) for n in graph.calls())
        return ["import math"] if uses_math else []

    def definitions(self, graph: Graph) -> list[str]:
        """Helper functions the generated module needs before ``forward``."""
        return [_SETITEM] if any(n.target is setitem for n in graph.calls()) else []


def _is_method(target: Any) -> bool:
    return getattr(target, "__objclass__", None) is np.ndarray


def _dtype(dtype: np.dtype) -> str:
    return "np.bool_" if dtype.name == "bool" else f"np.{dtype.name}"


_MODEL = '''
class Model:
    """{name} in numpy: ``model({args})`` (forward only).

    Attributes:
        params: the parameters by name, as the source module's ``named_parameters()``.
        buffers: the buffers by name.
    """

    def __init__(self, params, buffers):
        self.params = params
        self.buffers = buffers

    def __call__(self{comma}{args}):
        return forward(self.params, self.buffers{comma}{args})


def load(path=WEIGHTS):
    """The model with the weights saved at ``path`` (the npz file beside this module)."""
    with np.load(path) as weights:
        params = {{k[7:]: weights[k] for k in weights.files if k.startswith("params/")}}
        buffers = {{k[8:]: weights[k] for k in weights.files if k.startswith("buffers/")}}
    return Model(params, buffers)
'''


def write(graph: Graph, directory: Path, name: str, docstring: str) -> Path:
    """Writes the numpy module of ``graph`` and its weights; returns the module's path."""
    args = ", ".join(graph.signature_source())
    model = _MODEL.format(name=graph.name, args=args, comma=", " if args else "")
    return emit.write(graph, renderer_for("numpy"), directory, name, docstring, model)


def load(path: Path, graph: Graph) -> Any:
    """The generated module's ``Model`` holding ``graph``'s state (numpy arrays)."""
    module = emit.import_generated(path)
    return module.Model(dict(graph.parameters), dict(graph.buffers))


def to_native(value: Any) -> Any:
    """A numpy array (as itself)."""
    return np.asarray(value)
