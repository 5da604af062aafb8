"""jax as a target: the source of jax graphs, and the module and object :func:`transpile` makes.

The generated module (``Translated_Outputs/jax/<name>.py``) imports jax and numpy only::

    forward(params, buffers, *inputs)   # pure: jax.lax calls, one line per primitive
    Model(params, buffers)              # .params, .buffers, .apply(params, *inputs), __call__
    load(path=WEIGHTS) -> Model         # the weights saved beside it (<name>.npz)

``Model.apply`` is pure in ``params`` (the buffers are constants of the model), so
``jax.jit(model.apply)``, ``jax.grad`` of a loss of it and ``jax.vmap`` over the inputs work.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from ivy_transpiler import emit
from ivy_transpiler.codegen import Renderer, function_source, renderer_for
from ivy_transpiler.graph import Graph, Node
from ivy_transpiler.tracing.jax import CustomJvp

__all__ = ["JaxRenderer"]


class JaxRenderer(Renderer):
    """Writes ``jax.lax`` calls (``lax.dot_general(x, w, ...)``) and numpy-typed constants."""

    framework = "jax"
    imports = ("import jax", "import jax.numpy as jnp", "import numpy as np", "from jax import lax")

    def __init__(self) -> None:
        super().__init__()
        self._custom: dict[int, str] = {}

    def public_names(self) -> Iterable[tuple[str, Any]]:
        """The public callables the source may name, with their spellings."""
        for prefix, module in (("lax", lax), ("jnp", jnp), ("jax.nn", jax.nn), ("jax", jax)):
            for attr in dir(module):
                if not attr.startswith("_"):
                    yield f"{prefix}.{attr}", getattr(module, attr)

    def name(self, target: Any) -> str:
        """How the source spells ``target``."""
        if isinstance(target, CustomJvp):
            return self._custom.get(id(target), target.__name__)
        owner = getattr(target, "__self__", None)
        if getattr(target, "__name__", None) == "bind" and owner is not None:
            return f"jax.extend.core.primitives.{owner.name.replace('-', '_')}_p.bind"
        return super().name(target)

    def constant(self, value: Any) -> str:
        """``value`` as a source expression of this framework."""
        if isinstance(value, np.dtype) or (
            isinstance(value, type) and issubclass(value, np.generic)
        ):
            return _dtype(np.dtype(value))
        if isinstance(value, np.generic):
            item = value.item()
            return (
                f"{_dtype(value.dtype)}({self.value(item if not isinstance(item, bytes) else 0)})"
            )
        if isinstance(value, (np.ndarray, jax.Array)):
            array = np.asarray(value)
            return f"np.array({self.value(array.tolist())}, dtype={_dtype(array.dtype)})"
        return super().constant(value)

    def definitions(self, graph: Graph) -> list[str]:
        """Helper functions the generated module needs before ``forward``."""
        customs: dict[int, CustomJvp] = {}
        for node in graph.calls():
            if isinstance(node.target, CustomJvp):
                customs.setdefault(id(node.target), node.target)
        if not customs:  # (the custom rules' own graphs, which inline custom functions)
            return []
        names: dict[int, str] = {}
        for key, custom in customs.items():
            name, count = custom.__name__, 0
            while name in names.values() or graph.is_name(name):
                count += 1
                name = f"{custom.__name__}_{count}"
            names[key] = name
        self._custom = names
        return [self._custom_source(c, names[k]) for k, c in customs.items()]

    def _custom_source(self, custom: CustomJvp, name: str) -> str:
        primal = function_source(custom.primal, self, name, comments=False, state=False)
        rule = function_source(custom.jvp, self, f"{name}_jvp_rule", comments=False, state=False)
        n, consts = len(custom.zeros), custom.num_consts
        nonzero = iter(range(n, n + sum(not z for z in custom.zeros)))
        tangents = [
            f"jnp.zeros_like(out[{i}])" if zero else f"out[{next(nonzero)}]"
            for i, zero in enumerate(custom.zeros)
        ]
        tangent_tuple = f"({', '.join(tangents)}{',' if n == 1 else ''})"
        skip = f"[{consts}:]" if consts else ""
        return (
            f"@jax.custom_jvp\n{primal}\n\n{rule}\n\n@{name}.defjvp\n"
            f"def {name}_jvp(primals, tangents):\n"
            f"    out = {name}_jvp_rule(*primals{skip}, *tangents{skip})\n"
            f"    return tuple(out[:{n}]), {tangent_tuple}\n"
        )

    def extra_imports(self, graph: Graph) -> list[str]:
        """Imports beyond :attr:`imports` that the graph needs."""
        uses_bind = any(
            self.name(node.target).startswith("jax.extend.") for node in _all_calls(graph)
        )
        return ["import jax.extend.core.primitives"] if uses_bind else []


def _all_calls(graph: Graph) -> Iterable[Node]:
    for node in graph.calls():
        yield node
        if isinstance(node.target, CustomJvp):
            yield from _all_calls(node.target.primal)
            yield from _all_calls(node.target.jvp)


def _dtype(dtype: np.dtype) -> str:
    name = dtype.name
    return (
        f"np.{name}"
        if hasattr(np, name) and name != "bool"
        else ("np.bool_" if name == "bool" else f"jnp.{name}")
    )


_MODEL = '''
class Model:
    """{name} in jax: ``model({args})``, or ``model.apply(params{comma}{args})``.

    ``apply`` is pure in ``params``: ``jax.jit(model.apply)``, ``jax.grad`` of a loss of it and
    ``jax.vmap`` over the inputs work.

    Attributes:
        params: the parameters by name, as the source module's ``named_parameters()``.
        buffers: the buffers by name (constants of ``apply``).
    """

    def __init__(self, params, buffers):
        self.params = params
        self.buffers = buffers

    def apply(self, params{comma}{args}):
        """The output for the parameters ``params`` (a dict like ``self.params``)."""
        return forward(params, self.buffers{comma}{args})

    def __call__(self{comma}{args}):
        return forward(self.params, self.buffers{comma}{args})


def load(path=WEIGHTS):
    """The model with the weights saved at ``path`` (the npz file beside this module)."""
    with np.load(path) as weights:
        params = {{
            k[7:]: jnp.asarray(weights[k]) for k in weights.files if k.startswith("params/")
        }}
        buffers = {{
            k[8:]: jnp.asarray(weights[k]) for k in weights.files if k.startswith("buffers/")
        }}
    return Model(params, buffers)
'''


def write(graph: Graph, directory: Path, name: str, docstring: str) -> Path:
    """Writes the jax module of ``graph`` and its weights; returns the module's path."""
    args = ", ".join(graph.signature_source())
    model = _MODEL.format(name=graph.name, args=args, comma=", " if args else "")
    return emit.write(graph, renderer_for("jax"), directory, name, docstring, model)


def load(path: Path, graph: Graph) -> Any:
    """The generated module's ``Model`` holding ``graph``'s state (jax arrays)."""
    module = emit.import_generated(path)
    return module.Model(dict(graph.parameters), dict(graph.buffers))


def to_native(value: Any) -> Any:
    """A numpy array as a jax array."""
    return jnp.asarray(value)
