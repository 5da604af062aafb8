"""The tensorflow tracer: a ``tf.function`` concrete function's graph as ``tf.raw_ops`` calls.

Each operation of the traced ``FuncGraph`` becomes one node whose target is its raw op
(``tf.raw_ops.MatMul``), called with the op's inputs and its attributes by their op-def names,
leaving out the attributes tensorflow infers from the inputs (``T``) and those at their
default. ``Const`` ops become constants (typed literals when small, buffers named
``_constant<i>`` otherwise), ``Identity`` and ``NoOp`` disappear, and calls of other
functions (``PartitionedCall``, from a nested ``tf.function``) are inlined.
"""

from __future__ import annotations

import inspect
import keyword
import operator
from collections.abc import Callable
from typing import Any

import numpy as np
import tensorflow as tf
from tensorflow.python.framework import tensor_util

from ivy_transpiler._tree import tree_map
from ivy_transpiler.errors import UnsupportedObjectError
from ivy_transpiler.graph import Graph, Node
from ivy_transpiler.tracing._common import ARRAY, plan_retrace, plan_trace, source_meta

__all__ = ["trace", "retrace", "INLINE_CONSTANT_SIZE"]

INLINE_CONSTANT_SIZE = 16
"""Constants with at most this many elements are written into the source."""

_SKIPPED = frozenset({"NoOp"})
_IDENTITY = frozenset({"Identity", "Snapshot"})
_CALLS = frozenset({"PartitionedCall", "StatefulPartitionedCall"})


def _attr_value(op: Any, name: str) -> Any:
    value = op.get_attr(name)
    return tree_map(_plain_attr, value)


def _plain_attr(value: Any) -> Any:
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, tf.TensorShape):
        return None if value.rank is None else [d for d in value.as_list()]
    return value


def _is_default(op: Any, attr_def: Any) -> bool:
    if not attr_def.HasField("default_value"):
        return False
    return op.node_def.attr[attr_def.name].SerializeToString(
        deterministic=True
    ) == attr_def.default_value.SerializeToString(deterministic=True)


class _Converter:
    """Writes the operations of a ``FuncGraph`` into a graph."""

    def __init__(self, graph: Graph, sources: dict[str, dict] | None = None):
        self.graph = graph
        self.sources = sources or {}
        self.env: dict[str, Any] = {}

    def constant(self, value: np.ndarray) -> Any:
        if value.size <= INLINE_CONSTANT_SIZE:
            return value[()] if value.ndim == 0 else value
        name = f"_constant{sum(k.startswith('_constant') for k in self.graph.buffers)}"
        self.graph.buffers[name] = tf.constant(value)
        return self.graph.placeholder(name, kind="buffer", meta={"origin": "constant"})

    def meta_of(self, op: Any) -> dict:
        return dict(self.sources.get(op.name.partition("/")[0], {}))

    def run(self, func_graph: Any, inputs: list, captured: list) -> list:
        n = len(inputs)
        for tensor, value in zip(func_graph.inputs[:n], inputs, strict=False):
            self.env[tensor.name] = value
        for tensor, value in zip(func_graph.inputs[n:], captured, strict=False):
            self.env[tensor.name] = self.constant(np.asarray(value))
        for op in func_graph.get_operations():
            if op.type == "Placeholder" or op.type in _SKIPPED:
                continue
            if op.type == "Const":
                self.env[op.outputs[0].name] = self.constant(
                    tensor_util.MakeNdarray(op.get_attr("value"))
                )
                continue
            args = [self.env[t.name] for t in op.inputs]
            if op.type in _IDENTITY:
                self.env[op.outputs[0].name] = args[0]
                continue
            if op.type == "IdentityN":
                for tensor, value in zip(op.outputs, args, strict=False):
                    self.env[tensor.name] = value
                continue
            if op.type in _CALLS:
                outs = self.inline(func_graph, op, args)
            else:
                outs = self.operation(op, args)
            for tensor, value in zip(op.outputs, outs, strict=False):
                self.env[tensor.name] = value
        return [self.env[t.name] for t in func_graph.outputs]

    def inline(self, func_graph: Any, op: Any, args: list) -> list:
        name = op.get_attr("f").name
        function = func_graph._get_function(name)
        if function is None or not hasattr(function, "graph"):
            raise UnsupportedObjectError(f"tensorflow: cannot inline the function call {op.name}")
        inner = _Converter(self.graph, self.sources)
        inner_graph = function.graph
        n = len(inner_graph.inputs)
        return inner.run(inner_graph, args[:n], [])

    def operation(self, op: Any, args: list) -> list:
        target = getattr(tf.raw_ops, op.type, None)
        if target is None:
            raise UnsupportedObjectError(
                f"tensorflow op {op.type} ({op.name}) has no tf.raw_ops function"
            )
        op_def = op.op_def
        kwargs: dict[str, Any] = {}
        inferred: set[str] = set()
        position = 0
        for arg in op_def.input_arg:
            if arg.number_attr:
                count = op.get_attr(arg.number_attr)
                value: Any = list(args[position : position + count])
                inferred.add(arg.number_attr)
            elif arg.type_list_attr:
                count = len(op.get_attr(arg.type_list_attr))
                value = list(args[position : position + count])
                inferred.add(arg.type_list_attr)
            else:
                count = 1
                value = args[position]
            if arg.type_attr:
                inferred.add(arg.type_attr)
            kwargs[arg.name] = value
            position += count
        for attr_def in op_def.attr:
            if attr_def.name in inferred or _is_default(op, attr_def):
                continue
            if attr_def.type == "func" or attr_def.type == "list(func)":
                raise UnsupportedObjectError(
                    f"tensorflow op {op.type} ({op.name}) takes a function; control flow ops "
                    "cannot be written as raw ops"
                )
            kwargs[attr_def.name] = _attr_value(op, attr_def.name)
        names = _python_names(target, op_def)
        kwargs = {_keyword(names.get(key, key)): value for key, value in kwargs.items()}
        meta = self.meta_of(op)
        node = self.graph.call_function(target, (), kwargs, name=_snake(op.type), meta=meta)
        outputs = op.outputs
        if (
            len(outputs) == 1
            and len(op_def.output_arg) == 1
            and not _is_list(op, op_def.output_arg[0])
        ):
            self.describe(node, outputs[0])
            return [node]
        paths = _output_paths(op)
        parts = []
        for tensor, path in zip(outputs, paths, strict=False):
            part = node
            for index in path:
                part = self.graph.call_function(
                    operator.getitem, (part, index), name=f"{node.name}_{index}", meta=dict(meta)
                )
            self.describe(part, tensor)
            parts.append(part)
        return parts

    def describe(self, node: Node, tensor: Any) -> None:
        node.meta["shape"] = (
            tuple(tensor.shape.as_list()) if tensor.shape.rank is not None else None
        )
        node.meta["dtype"] = tensor.dtype.name


_PYTHON_NAMES: dict[str, dict[str, str]] = {}


def _python_names(target: Callable, op_def: Any) -> dict[str, str]:
    """Op-def argument and attribute names -> the raw op function's parameter names.

    Python's API renames some (``Mean``'s ``reduction_indices`` is ``axis``); the function's
    parameters are the inputs in op-def order, then the attributes not inferred from the
    inputs (those without a default first), then ``name``.
    """
    if op_def.name not in _PYTHON_NAMES:
        parameters = [p for p in inspect.signature(target).parameters if p != "name"]
        inferred = {
            a
            for arg in op_def.input_arg
            for a in (arg.type_attr, arg.number_attr, arg.type_list_attr)
            if a
        }
        names = [arg.name for arg in op_def.input_arg]
        attrs = [attr for attr in op_def.attr if attr.name not in inferred]
        names += [attr.name for attr in attrs if not attr.HasField("default_value")]
        names += [attr.name for attr in attrs if attr.HasField("default_value")]
        _PYTHON_NAMES[op_def.name] = (
            dict(zip(names, parameters, strict=True)) if len(names) == len(parameters) else {}
        )
    return _PYTHON_NAMES[op_def.name]


def _is_list(op: Any, arg: Any) -> bool:
    return bool(arg.number_attr or arg.type_list_attr)


def _output_paths(op: Any) -> list[tuple[int, ...]]:
    """Where each output tensor sits in the raw op's result.

    A list output's items by index, several outputs as a tuple (a list output inside it indexed
    twice).
    """
    output_args = op.op_def.output_arg
    paths: list[tuple[int, ...]] = []
    for i, arg in enumerate(output_args):
        if arg.number_attr:
            count = op.get_attr(arg.number_attr)
        elif arg.type_list_attr:
            count = len(op.get_attr(arg.type_list_attr))
        else:
            paths.append((i,))
            continue
        prefix = (i,) if len(output_args) > 1 else ()
        paths += [(*prefix, j) for j in range(count)]
    return paths


def _keyword(name: str) -> str:
    return name + "_" if keyword.iskeyword(name) else name


def _snake(op_type: str) -> str:
    out = []
    for i, char in enumerate(op_type):
        if (
            char.isupper()
            and i
            and (
                not op_type[i - 1].isupper() or (i + 1 < len(op_type) and op_type[i + 1].islower())
            )
        ):
            out.append("_")
        out.append(char.lower())
    return "".join(out)


def _is_array(value: Any) -> bool:
    return isinstance(value, (tf.Tensor, tf.Variable, np.ndarray))


def _spec(value: Any) -> tf.TensorSpec:
    value = tf.convert_to_tensor(value)
    return tf.TensorSpec(value.shape, value.dtype)


def _to_graph(
    function: Callable,
    leaves: list,
    graph: Graph,
    placeholders: list[Node],
    structure: list,
    sources: dict[str, dict] | None = None,
) -> Graph:
    concrete = tf.function(function, autograph=False).get_concrete_function(
        *[_spec(leaf) for leaf in leaves]
    )
    converter = _Converter(graph, sources)
    outs = iter(converter.run(concrete.graph, placeholders, list(concrete.captured_inputs)))
    graph.output(tree_map(lambda leaf: next(outs) if leaf is ARRAY else leaf, structure[-1]))
    return graph.prune()


def trace(obj: Callable, args: tuple, kwargs: dict, strict: bool = False) -> Graph:
    """The graph of ``obj(*args, **kwargs)`` for tensorflow tensor inputs (tf or ivy code)."""
    del strict  # graph mode has no Python values of data: tensorflow raises for those
    plan = plan_trace("tensorflow", obj, args, kwargs, _is_array, _is_array)
    return _to_graph(plan.flat, plan.leaves, plan.graph, plan.placeholders, plan.structure)


def retrace(source: Graph, inputs: tuple, kwargs: dict) -> Graph:
    """The tensorflow graph of running ``source``.

    (a graph of frontends) with ivy's tensorflow backend; parameters and buffers become placeholders
    of the same names.
    """
    plan = plan_retrace("tensorflow", source, inputs, kwargs, _is_array, _is_array, tf.name_scope)
    sources = {node.name: source_meta(node) for node in source.calls()}
    return _to_graph(plan.flat, plan.leaves, plan.graph, plan.placeholders, plan.structure, sources)
