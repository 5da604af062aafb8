"""The jax tracer: a jaxpr (``jax.make_jaxpr``) turned into a graph of ``jax.lax`` calls.

jax records every computation as a jaxpr of primitives; each equation becomes one node whose
target is the public ``jax.lax`` function binding that primitive (``lax.dot_general``,
``lax.broadcast_in_dim``, ...) with the equation's parameters as keyword arguments, so the
graph's source is ordinary jax code that traces back to the same jaxpr. Calls of inner jitted
functions (``jit``/``pjit``, ``closed_call``, ``remat``) are inlined; a function with a custom
derivative (``jax.custom_jvp``, as ``jax.nn.relu``) becomes one node whose target,
:class:`CustomJvp`, holds the primal's and the derivative rule's graphs, so derivatives stay
torch's (``relu``'s is 0 at 0). A ``custom_vjp`` function is inlined (its derivative is then
autodiff's of its primal). Primitives without a ``jax.lax`` function bind themselves
(``jax.extend.core.primitives``).

Constants the jaxpr closes over become typed literals when small (``np.float32(0.5)``) and
buffers named ``_constant<i>`` otherwise.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import jax
import numpy as np
from jax import lax
from jax.extend import core as jex_core

from ivy_transpiler._tree import tree_map
from ivy_transpiler.errors import UnsupportedObjectError
from ivy_transpiler.graph import Graph, Interpreter, Node
from ivy_transpiler.tracing._common import ARRAY, plan_retrace, plan_trace, source_meta

__all__ = ["trace", "retrace", "jaxpr_to_graph", "CustomJvp", "INLINE_CONSTANT_SIZE"]

INLINE_CONSTANT_SIZE = 16
"""Constants with at most this many elements are written into the source; larger ones are
buffers (saved with the weights)."""

# Equations whose outputs are their inputs (jax arrays are immutable).
_IDENTITY = frozenset({"copy", "copy_p", "device_put", "optimization_barrier"})
# Calls of other jaxprs, inlined: primitive name -> the parameter holding the jaxpr.
_INLINE = {
    "jit": "jaxpr",
    "pjit": "jaxpr",
    "closed_call": "call_jaxpr",
    "core_call": "call_jaxpr",
    "remat": "jaxpr",
    "checkpoint": "jaxpr",
    "custom_vjp_call": "call_jaxpr",
    "custom_vjp_call_jaxpr": "fun_jaxpr",
}
# Parameters that equal the public function's default when None (sharding on one device, ...).
_NONE_DEFAULTS = frozenset({"sharding", "out_sharding", "accuracy", "out_dtype", "fill_value"})
# Primitives whose lax function has another name.
_RENAMED = {
    "and": lax.bitwise_and,
    "or": lax.bitwise_or,
    "not": lax.bitwise_not,
    "xor": lax.bitwise_xor,
    "scatter-add": lax.scatter_add,
    "scatter-mul": lax.scatter_mul,
    "scatter-min": lax.scatter_min,
    "scatter-max": lax.scatter_max,
    "scatter": lax.scatter,
    "iota": lax.broadcasted_iota,
}


def _params(params: dict, drop: Sequence[str] = ()) -> dict:
    """An equation's parameters as keyword arguments.

    Numpy integers as ints, None-valued defaults and the ``drop``ped ones left out, ``sharding`` as
    ``out_sharding``.
    """
    kwargs = {}
    for key, value in params.items():
        if key in drop or (key in _NONE_DEFAULTS and value is None):
            continue
        kwargs["out_sharding" if key == "sharding" else key] = tree_map(_plain, value)
    return kwargs


def _plain(value: Any) -> Any:
    if isinstance(value, (np.integer, np.bool_)) and np.ndim(value) == 0:
        return value.item()
    return value


def _monoid_init(name: str, dtype: np.dtype) -> Any:
    """The identity of reduce_window_<name> for ``dtype`` (its initial value)."""
    dtype = np.dtype(dtype)
    if name == "sum":
        return dtype.type(0)
    if np.issubdtype(dtype, np.floating) or dtype.name == "bfloat16":
        return dtype.type(-np.inf if name == "max" else np.inf)
    if dtype == np.bool_:
        return np.bool_(name == "min")
    info = np.iinfo(dtype)
    return dtype.type(info.min if name == "max" else info.max)


def _lax_call(eqn: Any, args: list) -> tuple[Callable, tuple, dict]:
    """(public function, positional args, keyword args) that bind ``eqn``'s primitive."""
    name = eqn.primitive.name
    params = eqn.params
    if name == "broadcast_in_dim":
        return lax.broadcast_in_dim, (args[0],), _params(params)
    if name == "convert_element_type":
        return lax.convert_element_type, (args[0], params["new_dtype"]), {}
    if name == "iota":
        return (
            lax.broadcasted_iota,
            (params["dtype"], params["shape"], params["dimension"]),
            (_params(params, ("dtype", "shape", "dimension"))),
        )
    if name in ("argmax", "argmin"):
        (axis,) = params["axes"]
        return getattr(lax, name), (args[0], axis, params["index_dtype"]), {}
    if name == "dynamic_slice":
        return lax.dynamic_slice, (args[0], list(args[1:]), params["slice_sizes"]), {}
    if name == "dynamic_update_slice":
        return lax.dynamic_update_slice, (args[0], args[1], list(args[2:])), {}
    if name == "concatenate":
        return lax.concatenate, (list(args), params["dimension"]), {}
    if name == "stack":  # the primitive takes the operands one by one, lax.stack a sequence
        return lax.stack, (list(args),), _params(params)
    if name == "sort":
        return lax.sort, (tuple(args),), _params(params)
    if name.startswith("scatter"):
        return _RENAMED[name], tuple(args), _params(params, ("update_jaxpr", "update_consts"))
    if name.startswith("reduce_window_") and name[len("reduce_window_") :] in ("max", "min", "sum"):
        kind = name[len("reduce_window_") :]
        init = _monoid_init(kind, eqn.invars[0].aval.dtype)
        op = {"max": lax.max, "min": lax.min, "sum": lax.add}[kind]
        return lax.reduce_window, (args[0], init, op), _params(params)
    if name in _RENAMED:
        return _RENAMED[name], tuple(args), _params(params)
    function = getattr(lax, name, None)
    if callable(function):
        return function, tuple(args), _params(params)
    primitive = _primitive_bind(eqn.primitive)
    return primitive, tuple(args), dict(params)


_BINDS: dict[str, Callable] = {}


def _primitive_bind(primitive: Any) -> Callable:
    """``primitive.bind`` for a primitive without a lax function (named by jax.extend)."""
    if not _BINDS:
        from jax.extend.core import primitives

        for attr in dir(primitives):
            obj = getattr(primitives, attr)
            if isinstance(obj, jex_core.Primitive):
                _BINDS.setdefault(obj.name, obj.bind)
    try:
        return _BINDS[primitive.name]
    except KeyError:
        raise UnsupportedObjectError(
            f"jax primitive {primitive.name!r} has neither a jax.lax function nor a public "
            "jax.extend.core.primitives entry; it cannot be written as source"
        ) from None


class CustomJvp:
    """A function with a custom JVP rule (``jax.custom_jvp``) as two graphs.

    ``primal`` maps the inputs to the outputs; ``jvp`` maps the primal inputs (those after the
    first ``num_consts``) and their tangents to the outputs and the nonzero output tangents
    (``zeros[i]`` is True where output ``i``'s tangent is zero). Calling it runs the graphs as
    a ``jax.custom_jvp`` function, so it differentiates as the original did.
    """

    def __init__(self, name: str, primal: Graph, jvp: Graph, num_consts: int, zeros: list[bool]):
        self.__name__ = name
        self.primal = primal
        self.jvp = jvp
        self.num_consts = num_consts
        self.zeros = zeros
        self._function: Callable | None = None

    def __repr__(self) -> str:
        return f"<CustomJvp {self.__name__}>"

    def __call__(self, *args: Any) -> Any:
        """Runs the graphs as a ``jax.custom_jvp`` function of ``args``."""
        if self._function is None:
            self._function = self.function(lambda graph, values: Interpreter(graph).run(*values))
        return self._function(*args)

    def function(self, run: Callable[[Graph, Sequence], Sequence]) -> Callable:
        """The ``jax.custom_jvp`` function that runs the graphs with ``run(graph, values)``.

        (which returns the graph's outputs for its inputs' ``values``).
        """
        primal, jvp, consts, zeros = self.primal, self.jvp, self.num_consts, self.zeros

        def function(*xs: Any) -> tuple:
            return tuple(run(primal, xs))

        function.__name__ = function.__qualname__ = self.__name__
        function = jax.custom_jvp(function)

        @function.defjvp
        def function_jvp(primals: tuple, tangents: tuple) -> tuple:
            out = run(jvp, [*primals[consts:], *tangents[consts:]])
            n = len(zeros)
            out_primals, nonzero = list(out[:n]), iter(out[n:])
            out_tangents = [
                jax.numpy.zeros_like(p) if z else next(nonzero)
                for p, z in zip(out_primals, zeros, strict=False)
            ]
            return tuple(out_primals), tuple(out_tangents)

        return function


class _Converter:
    """Writes the equations of a jaxpr into a graph."""

    def __init__(self, graph: Graph, sources: dict[str, dict] | None = None):
        self.graph = graph
        self.sources = sources or {}
        # Within a custom rule's own graphs, custom functions are inlined: a JVP rule calls
        # its primal (whose derivative the rule itself replaces).
        self.inline_custom = False
        self.customs: dict[int, CustomJvp] = {}
        self.env: dict[Any, Any] = {}

    def read(self, atom: Any) -> Any:
        if isinstance(atom, jex_core.Literal):
            return self.literal(atom.val, atom.aval.dtype)
        return self.env[atom]

    def literal(self, value: Any, dtype: Any = None) -> Any:
        array = np.asarray(value, dtype=dtype)
        if array.ndim == 0:
            return array.dtype.type(array.item()) if array.dtype.kind != "V" else array[()]
        return array

    def constant(self, value: Any) -> Any:
        array = np.asarray(value)
        if array.size <= INLINE_CONSTANT_SIZE:
            return self.literal(array)
        name = f"_constant{sum(k.startswith('_constant') for k in self.graph.buffers)}"
        self.graph.buffers[name] = value
        return self.graph.placeholder(name, kind="buffer", meta={"origin": "constant"})

    def run(self, jaxpr: Any, consts: Sequence, inputs: Sequence, meta: dict | None) -> list:
        for var, value in zip(jaxpr.constvars, consts, strict=False):
            self.env[var] = self.constant(value)
        for var, value in zip(jaxpr.invars, inputs, strict=False):
            self.env[var] = value
        for eqn in jaxpr.eqns:
            outs = self.equation(eqn, meta if meta is not None else self.meta_of(eqn))
            for var, value in zip(eqn.outvars, outs, strict=False):
                if not isinstance(var, jex_core.DropVar):
                    self.env[var] = value
        return [self.read(v) for v in jaxpr.outvars]

    def meta_of(self, eqn: Any) -> dict:
        scope = str(eqn.source_info.name_stack).partition("/")[0]
        return dict(self.sources.get(scope, {}))

    def equation(self, eqn: Any, meta: dict) -> list:
        name = eqn.primitive.name
        args = [self.read(v) for v in eqn.invars]
        if name in _IDENTITY:
            return args
        if name in _INLINE:
            inner = eqn.params[_INLINE[name]]
            jaxpr, consts = (inner.jaxpr, inner.consts) if hasattr(inner, "jaxpr") else (inner, ())
            return self.run(jaxpr, consts, args, meta)
        if name == "custom_jvp_call" and self.inline_custom:
            inner = eqn.params["call_jaxpr"]
            return self.run(inner.jaxpr, inner.consts, args, meta)
        if name == "custom_jvp_call":
            target: Any = self.custom_jvp(eqn)
            call = (target, tuple(args), {})
        else:
            call = _lax_call(eqn, args)
        target, call_args, kwargs = call
        node = self.graph.call_function(target, call_args, kwargs, name=_node_name(name), meta=meta)
        outvars = eqn.outvars
        if len(outvars) == 1 and not eqn.primitive.multiple_results:
            self.describe(node, outvars[0])
            return [node]
        parts = []
        for i, var in enumerate(outvars):
            part = self.graph.call_function(
                operator.getitem, (node, i), name=f"{node.name}_{i}", meta=dict(meta)
            )
            self.describe(part, var)
            parts.append(part)
        return parts

    def describe(self, node: Node, var: Any) -> None:
        aval = var.aval
        node.meta["shape"] = tuple(aval.shape)
        node.meta["dtype"] = str(aval.dtype)

    def custom_jvp(self, eqn: Any) -> CustomJvp:
        closed = eqn.params["call_jaxpr"]
        key = id(closed.jaxpr)
        if key not in self.customs:
            name = closed.jaxpr.debug_info.func_name if closed.jaxpr.debug_info else "custom"
            num_consts = eqn.params["num_consts"]
            n_args = len(eqn.invars) - num_consts
            jvp_jaxpr, jvp_consts, zeros = eqn.params["jvp_jaxpr_fun"].call_wrapped(
                *([False] * n_args)
            )
            primal = jaxpr_to_graph(closed.jaxpr, closed.consts, name, inline_constants=True)
            jvp = jaxpr_to_graph(jvp_jaxpr, jvp_consts, f"{name}_jvp", inline_constants=True)
            self.customs[key] = CustomJvp(_identifier(name), primal, jvp, num_consts, list(zeros))
        return self.customs[key]


def _identifier(name: str) -> str:
    from ivy_transpiler.codegen import identifier

    return identifier(name.rpartition(".")[2])


def _node_name(primitive: str) -> str:
    return primitive.replace("-", "_")


def jaxpr_to_graph(
    jaxpr: Any,
    consts: Sequence,
    name: str,
    inline_constants: bool = False,
) -> Graph:
    """A graph of a jaxpr with one input per invar.

    (``x0``, ``x1``, ...) returning a tuple of its outputs (the form of a custom derivative's
    graphs).
    """
    graph = Graph("jax", name)
    graph.arguments = [f"x{i}" for i in range(len(jaxpr.invars))]
    inputs = [graph.placeholder(a, kind="input", path=(a,)) for a in graph.arguments]
    converter = _Converter(graph)
    if inline_constants:
        converter.constant = converter.literal  # type: ignore[method-assign]
        converter.inline_custom = True
    outs = converter.run(jaxpr, consts, inputs, None)
    graph.output(tuple(outs))
    return graph


def _to_graph(
    closed: Any,
    graph: Graph,
    placeholders: list[Node],
    structure: Any,
    sources: dict[str, dict] | None = None,
) -> Graph:
    converter = _Converter(graph, sources)
    outs = iter(converter.run(closed.jaxpr, closed.consts, placeholders, None))
    graph.output(tree_map(lambda leaf: next(outs) if leaf is ARRAY else leaf, structure))
    return graph.prune()


def _is_array(value: Any) -> bool:
    return isinstance(value, (jax.Array, np.ndarray))


def _is_output_array(value: Any) -> bool:
    return isinstance(value, (jax.Array, np.ndarray, np.generic))


def trace(obj: Callable, args: tuple, kwargs: dict, strict: bool = False) -> Graph:
    """The graph of ``obj(*args, **kwargs)`` for jax array inputs (jax or ivy code)."""
    del strict  # a jaxpr has no Python values computed from data: jax raises for those
    plan = plan_trace("jax", obj, args, kwargs, _is_array, _is_output_array)
    closed = jax.make_jaxpr(plan.flat)(*plan.leaves)
    return _to_graph(closed, plan.graph, plan.placeholders, plan.structure[0])


def retrace(source: Graph, inputs: tuple, kwargs: dict) -> Graph:
    """The jax graph of running ``source`` (a graph of frontends) with ivy's jax backend.

    ``source``'s parameters and buffers (jax arrays) become the graph's parameter and buffer
    placeholders, of the same names; ``inputs`` / ``kwargs`` are the example inputs (jax
    arrays) as the source graph's signature takes them. Convolutions are laid out channels-last
    inside (:func:`ivy_transpiler.layout.channels_last`).
    """
    from ivy_transpiler.layout import channels_last

    plan = plan_retrace("jax", source, inputs, kwargs, _is_array, _is_output_array, jax.named_scope)
    closed = jax.make_jaxpr(plan.flat)(*plan.leaves)
    sources = {node.name: source_meta(node) for node in source.calls()}
    graph = _to_graph(closed, plan.graph, plan.placeholders, plan.structure[0], sources)
    avals = {node.target: leaf for node, leaf in zip(plan.placeholders, plan.leaves, strict=True)}
    return channels_last(graph, avals)
