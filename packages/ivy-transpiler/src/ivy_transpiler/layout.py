"""A layout pass over jax graphs: convolutions and what follows them in channels-last layout.

torch's convolutions take and give channels-first arrays (``NCHW``). XLA's CPU convolutions
(and GPU ones) run channels-last, so a channels-first convolution becomes a transpose of its
input, the convolution and a transpose of its output, and a CNN transposes every activation
twice between layers. This pass keeps the arrays between convolutions channels-last instead:

- each channels-first convolution writes a channels-last array (its ``dimension_numbers``
  say so; nothing is transposed), and reads its input in whatever layout that has;
- elementwise operations (batch norm's arithmetic, activations, residual additions, jax's
  custom-derivative activations such as ``relu``) and padding, slicing and pooling windows
  carry the layout through;
- a transpose only changes the layout it leaves: a model's own permutes to channels-last
  and back (ConvNeXt's, Whisper's) cancel against the convolutions' layout;
- any other operation (a reshape, a reduction, a matrix product, the output) gets its operand
  transposed to the logical layout first (once per value), so every value the graph computes
  is the same as before.

The pass re-traces the graph through jax (``jax.make_jaxpr``) with an interpreter that carries
each value's layout, so the result is again a graph of ``jax.lax`` calls; each call keeps the
source call it came from. Graphs without a channels-first convolution are left as they are.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import jax
import numpy as np
from jax import lax

from ivy_transpiler._tree import tree_leaves, tree_map
from ivy_transpiler.graph import Graph, Node

__all__ = ["channels_last", "ELEMENTWISE"]

_ELEMENTWISE_NAMES = (
    "abs acos acosh add asin asinh atan atan2 atanh bitwise_and bitwise_not bitwise_or "
    "bitwise_xor cbrt ceil clamp conj convert_element_type cos cosh digamma div eq erf "
    "erf_inv erfc exp exp2 expm1 floor ge gt imag integer_pow is_finite le lgamma log "
    "log1p logistic lt max min mul ne neg nextafter pow real reduce_precision rem round "
    "rsqrt select_n sign sin sinh sqrt square stop_gradient sub tan tanh"
)
ELEMENTWISE = frozenset(
    getattr(lax, name) for name in _ELEMENTWISE_NAMES.split() if hasattr(lax, name)
)
"""``jax.lax`` functions of equally shaped arrays (and scalars) that act element by element."""

PER_DIMENSION = {
    lax.pad: ("padding_config",),
    lax.slice: ("start_indices", "limit_indices", "strides"),
    lax.reduce_window: (
        "window_dimensions", "window_strides", "padding", "base_dilation", "window_dilation"
    ),
}  # fmt: skip
"""``jax.lax`` functions of one array (and scalars) that act on each dimension alike, with
their keyword arguments that hold one entry per dimension: padding, slicing, pooling."""


class _Laid:
    """A value of the graph as computed here.

    ``value`` is the array in memory and ``perm`` the permutation that makes it the graph's
    value (``lax.transpose(value, perm)``; None when it is that value already). ``scalar`` is
    the scalar a ``broadcast_in_dim`` spread, which is broadcast again rather than transposed;
    ``copies`` holds the value in the other layouts asked of it, each made once (a residual
    block's input serves its first convolution and its addition).
    """

    __slots__ = ("copies", "perm", "scalar", "value")

    def __init__(self, value: Any, perm: tuple | None = None, scalar: Any = None):
        self.value = value
        self.perm = perm
        self.scalar = scalar
        self.copies: dict[tuple | None, Any] = {}  # the value in other layouts, made once each


def _inverse(perm: Sequence[int]) -> tuple:
    return tuple(int(i) for i in np.argsort(perm))


def _channels_first_convolution(node: Node) -> bool:
    if node.target is not lax.conv_general_dilated:
        return False
    numbers = node.kwargs.get("dimension_numbers")
    rank = len(node.meta.get("shape", ()))
    first = tuple(range(rank))
    return (
        isinstance(numbers, lax.ConvDimensionNumbers)
        and rank >= 3
        and tuple(numbers.lhs_spec) == first
        and tuple(numbers.out_spec) == first
    )


def _is_elementwise_custom(target: Any) -> bool:
    from ivy_transpiler.tracing.jax import CustomJvp

    if not isinstance(target, CustomJvp):
        return False
    for graph in (target.primal, target.jvp):
        for node in graph.calls():
            scalar_broadcast = node.target is lax.broadcast_in_dim and not node.kwargs.get(
                "broadcast_dimensions"
            )
            if not (
                node.target in ELEMENTWISE or node.target is operator.getitem or scalar_broadcast
            ):
                return False
    return True


class _Layouts:
    """Runs a graph on jax values (under a trace) with channels-last convolutions."""

    def __init__(self, graph: Graph, scopes: dict[str, str] | None = None):
        self.graph = graph
        self.scopes = scopes
        self.customs: dict[tuple, Any] = {}

    # --- layouts of values ---------------------------------------------------------------
    @staticmethod
    def logical(laid: Any) -> Any:
        if not isinstance(laid, _Laid):
            return laid
        if laid.perm is None:
            return laid.value
        if None not in laid.copies:
            laid.copies[None] = lax.transpose(laid.value, laid.perm)
        return laid.copies[None]

    @staticmethod
    def physical(laid: _Laid, perm: tuple) -> Any:
        """``laid``'s value in memory as the permutation ``perm`` lays it out."""
        if laid.perm == perm:
            return laid.value
        if perm in laid.copies:
            return laid.copies[perm]
        value = _Layouts.logical(laid)
        if np.ndim(value) == 0:
            return value
        inverse = _inverse(perm)
        if laid.scalar is not None:
            shape = tuple(np.shape(value)[i] for i in inverse)
            value = lax.broadcast_in_dim(laid.scalar, shape=shape, broadcast_dimensions=())
        else:
            value = lax.transpose(value, inverse)
        laid.copies[perm] = value
        return value

    # --- running -------------------------------------------------------------------------
    def run(self, inputs: Sequence[_Laid]) -> list:
        """The output structure's leaves (as :class:`_Laid`), for the placeholders' values."""
        placeholders = [n for n in self.graph.nodes if n.op == "placeholder"]
        env: dict[Node, Any] = dict(zip(placeholders, inputs, strict=True))
        for node in self.graph.calls():
            if self.scopes is None:
                env[node] = self.call(node, env)
            else:
                with jax.named_scope(self.scopes[node.meta.get("source", "")]):
                    env[node] = self.call(node, env)
        return [env[leaf] if isinstance(leaf, Node) else leaf for leaf in self.output_leaves()]

    def output_leaves(self) -> list:
        return tree_leaves(self.graph.output_node.args[0])

    def call(self, node: Node, env: dict[Node, Any]) -> Any:
        target, args, kwargs = node.target, node.args, node.kwargs
        if target is operator.getitem:
            return env[args[0]][args[1]]
        rank = len(node.meta.get("shape", ()))
        if not rank:  # a call of several results (a custom derivative's): its operands' rank
            laid = [env[a] for a in node.all_input_nodes if isinstance(env[a], _Laid)]
            rank = max((np.ndim(x.value) for x in laid), default=0)
        if _channels_first_convolution(node):
            return self.convolution(node, env)
        if target is lax.transpose and isinstance(args[0], Node):
            # Transposes are left to the consumers: a layout for those that carry one through,
            # cancelled by a later transpose, materialised for any other.
            operand = env[args[0]]
            perm = tuple(kwargs["permutation"])
            if operand.perm is not None:
                perm = tuple(operand.perm[i] for i in perm)
            return _Laid(operand.value, None if perm == tuple(range(len(perm))) else perm)
        laid = self.laid_operand(args, env, rank)
        if laid is not None:
            if target in ELEMENTWISE:
                return _Laid(self.apply(target, args, kwargs, env, laid.perm, rank), laid.perm)
            if _is_elementwise_custom(target):
                custom = self.custom(target, laid.perm)
                outs = self.apply(custom, args, kwargs, env, laid.perm, rank)
                return tuple(_Laid(out, laid.perm) for out in outs)
            if target in PER_DIMENSION and env.get(args[0]) is laid:
                return _Laid(self.per_dimension(target, args, kwargs, env, laid), laid.perm)
        value = target(*tree_map(lambda a: self.fetch(a, env), args),
                       **tree_map(lambda a: self.fetch(a, env), kwargs))  # fmt: skip
        if isinstance(value, (tuple, list)):
            return tuple(_Laid(v) for v in value)
        if target is lax.broadcast_in_dim and np.ndim(self.fetch(args[0], env)) == 0:
            return _Laid(value, scalar=self.fetch(args[0], env))
        return _Laid(value)

    def fetch(self, value: Any, env: dict[Node, Any]) -> Any:
        return self.logical(env[value]) if isinstance(value, Node) else value

    @staticmethod
    def laid_operand(args: tuple, env: dict[Node, Any], rank: int) -> _Laid | None:
        """The first operand of full rank held in a layout of its own, if any."""
        for arg in tree_leaves(args):
            if isinstance(arg, Node):
                laid = env[arg]
                if isinstance(laid, _Laid) and laid.perm is not None and len(laid.perm) == rank:
                    return laid
        return None

    def apply(
        self, function: Any, args: tuple, kwargs: dict, env: dict, perm: tuple, rank: int
    ) -> Any:
        """``function`` of the operands in layout ``perm`` (scalars as they are)."""

        def operand(arg: Any) -> Any:
            if not isinstance(arg, Node):
                return arg
            laid = env[arg]
            if isinstance(laid, _Laid) and np.ndim(laid.value) == rank:
                return self.physical(laid, perm)
            return self.logical(laid)

        return function(*tree_map(operand, args), **tree_map(lambda a: self.fetch(a, env), kwargs))

    def convolution(self, node: Node, env: dict[Node, Any]) -> _Laid:
        """A channels-first convolution reading its input's layout and writing channels-last."""
        lhs, rhs = env[node.args[0]], node.args[1]
        numbers = node.kwargs["dimension_numbers"]
        rank = len(numbers.lhs_spec)
        channels_last = (0, rank - 1, *range(1, rank - 1))
        # An input in the logical layout is transposed here, once, rather than by XLA inside
        # each convolution: a residual addition reuses the copy.
        perm = channels_last if lhs.perm is None else lhs.perm
        lhs_spec = tuple(perm[d] for d in numbers.lhs_spec)
        kwargs = {k: self.fetch(v, env) for k, v in node.kwargs.items()}
        kwargs["dimension_numbers"] = lax.ConvDimensionNumbers(
            lhs_spec, tuple(numbers.rhs_spec), channels_last
        )
        rest = [self.fetch(a, env) for a in node.args[2:]]
        value = lax.conv_general_dilated(
            self.physical(lhs, perm), self.fetch(rhs, env), *rest, **kwargs
        )
        return _Laid(value, channels_last)

    def per_dimension(self, target: Any, args: tuple, kwargs: dict, env: dict, laid: _Laid) -> Any:
        """A :data:`PER_DIMENSION` function of ``laid`` in its own layout."""
        inverse = _inverse(laid.perm)
        kwargs = {k: self.fetch(v, env) for k, v in kwargs.items()}
        for key in PER_DIMENSION[target]:
            if kwargs.get(key) is not None and not isinstance(kwargs[key], str):
                logical = tuple(kwargs[key])
                kwargs[key] = tuple(logical[i] for i in inverse)
        rest = [self.fetch(a, env) for a in args[1:]]
        return target(laid.value, *rest, **kwargs)

    def custom(self, custom: Any, perm: tuple) -> Any:
        """``custom`` (an elementwise :class:`CustomJvp`) on arrays laid out by ``perm``."""
        key = (id(custom), perm)
        if key in self.customs:
            return self.customs[key]

        def in_layout(graph: Graph, values: Sequence) -> list:
            laid = [_Laid(v, perm if np.ndim(v) == len(perm) else None) for v in values]
            outs = _Layouts(graph).run(laid)
            return [
                _Layouts.physical(o, perm) if np.ndim(o.value) == len(perm) else o.value
                for o in outs
            ]

        function = custom.function(in_layout)
        self.customs[key] = function
        return function


def channels_last(graph: Graph, avals: dict[str, Any]) -> Graph:
    """``graph`` (a jax graph) with its channels-first convolutions laid out channels-last.

    Args:
        graph: a graph of ``jax.lax`` calls (as :func:`ivy_transpiler.tracing.jax.retrace`
            makes).
        avals: each input placeholder's target (its path in the arguments, joined by ``_``)
            -> its shape and dtype (anything with ``.shape`` and ``.dtype``, e.g. the example
            array).

    Returns:
        ``graph`` itself when it has no channels-first convolution; otherwise a new graph of
        the same signature, state and outputs.
    """
    if not any(_channels_first_convolution(node) for node in graph.calls()):
        return graph
    from ivy_transpiler.tracing._common import ARRAY
    from ivy_transpiler.tracing.jax import _to_graph

    new = Graph(graph.framework, graph.name)
    new.arguments = list(graph.arguments)
    new.folded = list(graph.folded)
    new.parameters = dict(graph.parameters)
    new.buffers = dict(graph.buffers)
    placeholders, specs = [], []
    for node in [n for n in graph.nodes if n.op == "placeholder"]:
        kind = node.meta["kind"]
        meta = {k: v for k, v in node.meta.items() if k not in ("kind", "path")}
        placeholders.append(new.placeholder(node.target, kind, node.meta.get("path", ()), meta))
        value = {"parameter": graph.parameters, "buffer": graph.buffers}.get(kind, avals)
        example = value[node.target]
        specs.append(jax.ShapeDtypeStruct(np.shape(example), example.dtype))
    sources = sorted({node.meta.get("source", "") for node in graph.calls()})
    scopes = {source: f"layout{i}" for i, source in enumerate(sources)}
    layouts = _Layouts(graph, scopes)

    leaves = tree_leaves(graph.output_node.args[0])

    def flat(*values: Any) -> list:
        outs = layouts.run([_Laid(v) for v in values])
        pairs = zip(outs, leaves, strict=True)
        return [layouts.logical(out) for out, leaf in pairs if isinstance(leaf, Node)]

    closed = jax.make_jaxpr(flat)(*specs)
    structure = tree_map(lambda leaf: ARRAY if isinstance(leaf, Node) else leaf,
                         graph.output_node.args[0])  # fmt: skip
    described = {scope: {"source": source} for source, scope in scopes.items() if source}
    return _to_graph(closed, new, placeholders, structure, described)
