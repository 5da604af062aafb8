"""The torch tracer: records every call of torch's Python API with a ``TorchFunctionMode``.

What is recorded is what torch hands the mode's ``__torch_function__``: the outermost call of
``torch.*``, ``torch.nn.functional.*``, a ``torch.Tensor`` method, operator (``Tensor.add`` for
``x + 1``, ``Tensor.__pow__`` for ``x ** 2``), indexing (``Tensor.__getitem__`` /
``Tensor.__setitem__``), property (``Tensor.shape.__get__``) or in-place method (``add_``); the
calls a function makes inside are not (``F.layer_norm`` is one node, not its kernels).

How Python-level behaviour is turned into a graph (the limitations are the ones of every
tracer, torch.export's and torch.fx's included):

- **Shapes are static.** Metadata (``x.shape``, ``x.size(0)``, ``x.dim()``, ``x.dtype``,
  ``x.device``, ``len(x)``) is answered for the example inputs, and Python arithmetic on it is
  folded into the calls' arguments: the graph is for inputs of the example's shapes and dtypes.
- **Data-dependent Python follows the example.** A Python value computed from the *data* of a
  traced tensor (``bool(x)``, ``if x.any():``, ``x.item()``, ``int(x)``, ``x.tolist()``) is fixed
  at its example value, with a :class:`~ivy_transpiler.DataDependentWarning` (listed in
  :attr:`Graph.folded`); with ``strict=True`` it raises :class:`~ivy_transpiler.TraceError`
  instead. Give example inputs that take the general branch (an attention mask with padding,
  not one of all ones, which lets a model skip the mask).
- **In-place updates become functional.** ``x.add_(y)``, ``x[i] = v`` and ``out=`` are nodes
  computing the new value, and later uses of ``x`` see that node. An update made through an
  alias (a view of ``x``, or ``x`` itself while a view of it is used later) cannot be, and
  raises :class:`~ivy_transpiler.TraceError` when the stale alias is used, except for the
  pattern ``x[i] += v`` (a view updated and written back). A call that updates a tensor it does
  not return (batch norm's running statistics in training mode) keeps its result and drops the
  update, with a :class:`~ivy_transpiler.DroppedMutationWarning`.
- **State.** A module's parameters and buffers are placeholders named as in
  ``named_parameters()`` / ``named_buffers()``; tensors the code captures otherwise (a plain
  tensor attribute, a global) are buffers named ``_tensor_constant<i>``. The module runs on
  copies of its state and of the inputs (``torch.func.functional_call``): tracing changes
  neither.
- **Hidden computation is refused.** Work that bypasses torch's Python API (a
  ``torch.jit.ScriptModule`` or scripted function, a C++ extension calling ATen directly) is
  seen by a ``TorchDispatchMode`` as ATen operators outside any recorded call, and raises
  :class:`~ivy_transpiler.UnsupportedObjectError` naming the operators and the module.
"""

from __future__ import annotations

import operator
import warnings
from collections.abc import Mapping
from typing import Any

import torch
from torch.overrides import TorchFunctionMode, resolve_name
from torch.utils._python_dispatch import TorchDispatchMode

from ivy_transpiler._tree import tree_leaves, tree_map
from ivy_transpiler.errors import (
    DataDependentWarning,
    DroppedMutationWarning,
    TraceError,
    UnsupportedObjectError,
)
from ivy_transpiler.graph import Graph, Node
from ivy_transpiler.tracing._common import signature_names

__all__ = [
    "trace",
    "METADATA",
    "normalize_constant",
    "custom_operators",
    "to_numpy",
    "is_array",
    "plain_structure",
]

_T = torch.Tensor
METADATA = frozenset(
    {
        _T.size,
        _T.dim,
        _T.ndimension,
        _T.numel,
        _T.nelement,
        _T.stride,
        _T.is_floating_point,
        _T.is_complex,
        _T.is_contiguous,
        _T.element_size,
        _T.get_device,
        _T.storage_offset,
        _T.data_ptr,
        _T.is_signed,
        _T.__len__,
        _T.is_inference,
        _T.is_pinned,
        _T.is_shared,
        _T.untyped_storage,
        _T.__hash__,
        _T.type,
        _T.dim_order,
        _T.is_conj,
        _T.is_neg,
        torch.numel,
        torch.is_floating_point,
        torch.is_complex,
        torch.is_tensor,
        torch.result_type,
        torch.is_same_size,
        torch.can_cast,
        torch.promote_types,
    }
)
"""Functions whose non-tensor results are metadata (shapes, dtypes, devices, flags): folded for
the example inputs without a warning. Property getters (``Tensor.<name>.__get__``) that return
no tensor count as metadata too; any other function returning a Python value computed from a
traced tensor is a data-dependent value."""


def _version(t: torch.Tensor) -> int:
    try:
        return t._version
    except RuntimeError:  # inference tensors keep no version counter
        return -1


def _storage(t: torch.Tensor) -> int | None:
    try:
        return t.untyped_storage().data_ptr() if t.numel() else None
    except (RuntimeError, NotImplementedError):
        return None


def _name_of(func: Any) -> str:
    name = resolve_name(func) or getattr(func, "__name__", None) or repr(func)
    return str(name)


def _short_name(func: Any) -> str:
    name = _name_of(func).removesuffix(".__get__")
    return name.rpartition(".")[2].strip("_") or "call"


def _is_property(func: Any) -> bool:
    return _name_of(func).endswith(".__get__")


def _structure(out: Any) -> Any:
    """A call's or the traced object's result as plain containers.

    Torch's return types and named tuples become tuples, mappings (``ModelOutput``) dicts of their
    set fields.
    """
    if isinstance(out, torch.Tensor):
        return out
    if isinstance(out, tuple):
        return tuple(_structure(x) for x in out)
    if isinstance(out, list):
        return [_structure(x) for x in out]
    if isinstance(out, Mapping):
        return {key: _structure(x) for key, x in out.items()}
    return out


def normalize_constant(value: Any) -> Any:
    """A constant of a torch graph as frontends receive it.

    A ``torch.dtype`` as ivy's dtype name (``"float32"``), a ``torch.device`` as ``"cpu"``, a
    ``torch.Size`` as a tuple of ints, a ``torch.memory_format`` / ``torch.layout`` as None
    (frontends ignore them).
    """
    if isinstance(value, torch.dtype):
        return str(value).removeprefix("torch.")
    if isinstance(value, torch.device):
        return "cpu" if value.type == "cpu" else f"gpu:{value.index or 0}"
    if isinstance(value, torch.Size):
        return tuple(int(d) for d in value)
    if isinstance(value, (torch.memory_format, torch.layout)):
        return None
    return value


def is_array(value: Any) -> bool:
    """Whether ``value`` is a torch tensor."""
    return isinstance(value, torch.Tensor)


def to_numpy(t: torch.Tensor) -> Any:
    """A tensor's values as a numpy array (bfloat16 through float32, which numpy lacks)."""
    t = t.detach().cpu()
    if t.dtype == torch.bfloat16:
        import ml_dtypes

        return t.float().numpy().astype(ml_dtypes.bfloat16)
    return t.resolve_conj().resolve_neg().numpy()


def plain_structure(value: Any) -> Any:
    """``value`` with torch's return types and mappings as plain tuples and dicts."""
    return _structure(value)


def custom_operators(graph: Graph) -> dict[str, int]:
    """Calls of operators registered outside ATen.

    (``torch.ops.<namespace>.<op>``, a C++ extension's): no frontend can cover them.
    """
    counts: dict[str, int] = {}
    for node in graph.calls():
        target = node.target
        if isinstance(target, (torch._ops.OpOverload, torch._ops.OpOverloadPacket)):
            namespace = getattr(target, "namespace", None) or str(target).partition(".")[0]
            if namespace not in ("aten", "prims"):
                counts[str(target)] = counts.get(str(target), 0) + 1
    return counts


class _Recorder(TorchFunctionMode):
    def __init__(self, tracer: _Tracer):
        super().__init__()
        self.tracer = tracer

    def __torch_function__(self, func, types, args=(), kwargs=None):
        return self.tracer.on_call(func, args, kwargs or {})


class _Sentinel(TorchDispatchMode):
    """Sees ATen operators; those run outside every recorded call are hidden computation."""

    def __init__(self, tracer: _Tracer):
        super().__init__()
        self.tracer = tracer

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if self.tracer.depth == 0:
            self.tracer.hidden.append((str(func), self.tracer.module()))
        with torch._C.DisableTorchFunction():
            return func(*args, **(kwargs or {}))


class _Tracer:
    def __init__(self, graph: Graph, strict: bool):
        self.graph = graph
        self.strict = strict
        self.node_of: dict[int, Node] = {}  # id(tensor) -> the node of its current value
        self.alive: list[torch.Tensor] = []  # keeps every traced tensor alive: ids stay unique
        self.dependent: set[Node] = set()  # nodes computed from inputs, parameters or buffers
        self.storages: dict[int, list[int]] = {}  # storage address -> ids of tensors on it
        self.stale: dict[int, tuple[int, str]] = {}  # id -> (id of the writer, what happened)
        self.modules: list[str] = []
        self.module_names: dict[int, str] = {}
        self.depth = 0
        self.hidden: list[tuple[str, str]] = []
        self.dropped: list[str] = []

    # --- bookkeeping ---------------------------------------------------------------------
    def module(self) -> str:
        return self.modules[-1] if self.modules else ""

    def bind(self, t: torch.Tensor, node: Node) -> None:
        """From now on ``t`` is ``node``'s value."""
        if id(t) not in self.node_of:
            self.alive.append(t)
            storage = _storage(t)
            if storage is not None:
                self.storages.setdefault(storage, []).append(id(t))
        self.node_of[id(t)] = node
        self.stale.pop(id(t), None)
        node.meta.setdefault("shape", tuple(t.shape))
        node.meta.setdefault("dtype", str(t.dtype).removeprefix("torch."))

    def argument(self, value: Any) -> Any:
        """A call argument as the graph holds it: a tensor as its node."""
        if not isinstance(value, torch.Tensor):
            return value
        node = self.node_of.get(id(value))
        if node is None:  # captured: not an input, not state, not computed in the trace
            count = sum(n.startswith("_tensor_constant") for n in self.graph.buffers)
            name = f"_tensor_constant{count}"
            self.graph.buffers[name] = value.detach().clone()
            node = self.graph.placeholder(name, kind="buffer", meta={"origin": "constant"})
            self.bind(value, node)
        return node

    def check_fresh(self, t: torch.Tensor, func: Any, args: tuple) -> None:
        entry = self.stale.get(id(t))
        if entry is None:
            return
        writer, what = entry
        # `x[i] += v`: Python updates the view x[i] in place, then writes it back with
        # x.__setitem__(i, view); the write makes x whole again.
        if func is _T.__setitem__ and len(args) == 3 and args[0] is t and id(args[2]) == writer:
            return
        raise TraceError(
            f"{_name_of(func)} uses a tensor that {what}; the graph holds functional updates "
            "only, and cannot give the alias its new value. Update the tensor itself instead "
            "(out = x.clone(); out[i] = v)."
        )

    def invalidate_aliases(self, t: torch.Tensor, func: Any) -> None:
        storage = _storage(t)
        for other in self.storages.get(storage, ()) if storage is not None else ():
            if other != id(t):
                self.stale[other] = (
                    id(t),
                    f"shares memory with a tensor that {_name_of(func)} changed in place "
                    f"(in {self.module() or 'the traced function'})",
                )

    # --- the hook ------------------------------------------------------------------------
    def on_call(self, func: Any, args: tuple, kwargs: dict) -> Any:
        # Every ATen operator run from here on (the call's, and copies of captured constants)
        # belongs to a recorded call.
        self.depth += 1
        try:
            return self.record(func, args, kwargs)
        finally:
            self.depth -= 1

    def record(self, func: Any, args: tuple, kwargs: dict) -> Any:
        if func is _T.__iter__:  # iterating a tensor gives its slices along dimension 0
            return iter(self.record(_T.unbind, (args[0], 0), {}))
        inputs = [x for x in tree_leaves((args, kwargs)) if isinstance(x, torch.Tensor)]
        for t in inputs:
            self.check_fresh(t, func, args)
        versions = [_version(t) for t in inputs]
        out = func(*args, **kwargs)
        mutated = [
            t for t, v in zip(inputs, versions, strict=False) if v != -1 and _version(t) != v
        ]
        self_updated = bool(mutated) and mutated[0] is args[0]
        if self_updated:  # views share their base's version counter: they are not written
            written = _storage(args[0])
            mutated = [args[0]] + [
                t for t in mutated[1:] if written is None or _storage(t) != written
            ]
        structure = _structure(out)
        outputs = [x for x in tree_leaves(structure) if isinstance(x, torch.Tensor)]
        if not outputs and not self_updated:
            if inputs and not mutated:
                self.fold(func, inputs, out)
            elif mutated:
                self.drop_mutations(func, mutated, set())
            return out
        node = self.graph.call_function(
            func,
            tree_map(self.argument, args),
            tree_map(self.argument, kwargs),
            name=_short_name(func),
            meta={"module": self.module()},
        )
        if any(n in self.dependent for n in node.all_input_nodes):
            self.dependent.add(node)
        bound: set[int] = set()
        if isinstance(structure, torch.Tensor):
            self.bind(structure, node)
            bound.add(id(structure))
        elif outputs:
            self.bind_parts(node, structure, (), bound)
        else:  # an in-place method returning None (__setitem__): its value is the new self
            node.meta["in_place"] = True
            self.bind(args[0], node)
            bound.add(id(args[0]))
        for t in mutated:
            self.invalidate_aliases(t, func)
        self.drop_mutations(func, [t for t in mutated if id(t) not in bound], bound)
        return out

    def bind_parts(self, node: Node, structure: Any, path: tuple, bound: set[int]) -> None:
        """Binds each tensor of a structured result to a ``getitem`` chain from ``node``."""
        if isinstance(structure, torch.Tensor):
            part = node
            for key in path:
                part = self.graph.call_function(
                    operator.getitem, (part, key), name="getitem", meta={"module": self.module()}
                )
                if node in self.dependent:
                    self.dependent.add(part)
            self.bind(structure, part)
            bound.add(id(structure))
        elif isinstance(structure, (tuple, list)):
            for i, x in enumerate(structure):
                self.bind_parts(node, x, (*path, i), bound)
        elif isinstance(structure, dict):
            for key, x in structure.items():
                self.bind_parts(node, x, (*path, key), bound)

    def fold(self, func: Any, inputs: list[torch.Tensor], value: Any) -> None:
        """A Python value computed from tensors: metadata, or a data-dependent value."""
        if func in METADATA or _is_property(func):
            return
        sources = [self.node_of.get(id(t)) for t in inputs]
        if not any(n in self.dependent for n in sources if n is not None):
            return  # computed from constants only: a constant
        where = self.module() or self.graph.name
        text = repr(value)
        text = text if len(text) <= 60 else text[:57] + "..."
        message = (
            f"{_name_of(func)} in {where} computes a Python value from the data of a traced "
            f"tensor ({text}); the graph keeps that value, and the branch it chose, for all inputs"
        )
        if self.strict:
            raise TraceError(message + " (strict=True)")
        self.graph.folded.append(message)
        warnings.warn(message, DataDependentWarning, stacklevel=5)

    def drop_mutations(self, func: Any, tensors: list[torch.Tensor], bound: set[int]) -> None:
        for t in tensors:
            node = self.node_of.get(id(t))
            name = node.name if node is not None else "a tensor"
            self.stale[id(t)] = (
                -1,
                f"{_name_of(func)} changed in place without returning it (in "
                f"{self.module() or 'the traced function'})",
            )
            self.dropped.append(f"{_name_of(func)} updates {name} in place")


def _has_tensor(value: Any) -> bool:
    return any(isinstance(x, torch.Tensor) for x in tree_leaves(_structure(value)))


def _copy_inputs(value: Any) -> Any:
    def copy(x: Any) -> Any:
        if isinstance(x, torch.Tensor):
            return x.detach().clone().requires_grad_(x.requires_grad)
        return x

    return tree_map(copy, _structure(value))


def trace(obj: Any, args: tuple, kwargs: dict, strict: bool = False) -> Graph:
    """Runs ``obj(*args, **kwargs)`` and records its torch calls as a pruned :class:`Graph`.

    Args:
        obj: a ``torch.nn.Module`` or a function of tensors.
        args: example positional inputs (tensors, or containers of them, or Python values).
        kwargs: example keyword inputs.
        strict: raise :class:`TraceError` for a data-dependent Python value instead of warning.

    Raises:
        UnsupportedObjectError: ``obj`` is scripted, not callable, or hides computation from
            torch's Python API.
    """
    obj = getattr(obj, "_orig_mod", obj)  # torch.compile's wrapper: trace the module itself
    if isinstance(obj, (torch.jit.ScriptModule, torch.jit.ScriptFunction)):
        raise UnsupportedObjectError(
            f"trace_graph: {type(obj).__name__} is TorchScript, which runs in C++ without torch's "
            "Python hooks; trace the original Python module or function instead"
        )
    if not callable(obj):
        raise UnsupportedObjectError(f"trace_graph: {type(obj).__name__} object is not callable")
    is_module = isinstance(obj, torch.nn.Module)
    fn = obj.forward if is_module else obj
    name = type(obj).__name__ if is_module else getattr(obj, "__name__", type(obj).__name__)
    graph = Graph("torch", name)
    tracer = _Tracer(graph, strict)

    names = signature_names(fn, args, kwargs)
    while names and not _has_tensor(args[len(names) - 1]):  # trailing Python values: folded
        names.pop()
    call_args = _copy_inputs(tuple(args))
    call_kwargs = _copy_inputs(dict(kwargs))
    graph.arguments = names + [key for key, value in kwargs.items() if _has_tensor(value)]
    roots = {**dict(zip(names, call_args, strict=False)), **call_kwargs}
    for root in graph.arguments:
        _input_placeholders(tracer, roots[root], (root,))

    state: dict[str, torch.Tensor] = {}
    if is_module:
        tracer.module_names = {id(m): n for n, m in obj.named_modules() if n}
        for kind, items in (("parameter", obj.named_parameters()), ("buffer", obj.named_buffers())):
            for key, value in items:
                copy = value.detach().clone().requires_grad_(value.requires_grad)
                state[key] = copy
                (graph.parameters if kind == "parameter" else graph.buffers)[key] = copy
                node = graph.placeholder(key, kind=kind)
                tracer.dependent.add(node)
                tracer.bind(copy, node)

    hooks = []
    if is_module:
        names_of = tracer.module_names

        def enter(module, inputs):
            tracer.modules.append(names_of.get(id(module), tracer.module()))

        def leave(module, inputs, output):
            tracer.modules.pop()

        hooks = [
            torch.nn.modules.module.register_module_forward_pre_hook(enter),
            torch.nn.modules.module.register_module_forward_hook(leave, always_call=True),
        ]
    try:
        with _Sentinel(tracer), _Recorder(tracer):
            if is_module:
                out = torch.func.functional_call(
                    obj, state, tuple(call_args), call_kwargs, tie_weights=True, strict=False
                )
            else:
                out = obj(*call_args, **call_kwargs)
    except Exception as error:
        if tracer.hidden:
            raise _hidden_error(tracer, name) from error
        raise
    finally:
        for hook in hooks:
            hook.remove()
    if tracer.hidden:
        raise _hidden_error(tracer, name)
    graph.output(tree_map(tracer.argument, _structure(out)))
    graph.prune()
    if tracer.dropped:
        warnings.warn(
            "the traced graph leaves out in-place updates of tensors its calls do not return: "
            + "; ".join(dict.fromkeys(tracer.dropped)),
            DroppedMutationWarning,
            stacklevel=3,
        )
    return graph


def _input_placeholders(tracer: _Tracer, value: Any, path: tuple) -> None:
    if isinstance(value, torch.Tensor):
        node = tracer.graph.placeholder("_".join(str(p) for p in path), kind="input", path=path)
        tracer.dependent.add(node)
        tracer.bind(value, node)
    elif isinstance(value, (tuple, list)):
        for i, x in enumerate(value):
            _input_placeholders(tracer, x, (*path, i))
    elif isinstance(value, dict):
        for key, x in value.items():
            _input_placeholders(tracer, x, (*path, key))


def _hidden_error(tracer: _Tracer, name: str) -> UnsupportedObjectError:
    ops: dict[str, set[str]] = {}
    for op, module in tracer.hidden:
        ops.setdefault(op, set()).add(module or name)
    listing = "; ".join(f"{op} (in {', '.join(sorted(mods))})" for op, mods in ops.items())
    return UnsupportedObjectError(
        f"trace_graph: {name} runs computation that bypasses torch's Python API, so no tracer "
        f"can record it: {listing}. This is what a torch.jit.ScriptModule, a scripted function "
        "or a custom C++ operator does; use the original Python code instead"
    )
