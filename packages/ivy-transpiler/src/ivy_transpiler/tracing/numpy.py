"""The numpy tracer: numpy's dispatch protocols on an ndarray subclass, :class:`Traced`.

numpy hands every ufunc call (``np.add``, ``x + y``, ``np.add.reduce``) to an operand's
``__array_ufunc__`` and every other public function (``np.tensordot``, ``np.pad``,
``sliding_window_view``) to its ``__array_function__``; :class:`Traced` records each as one
node whose target is that public function, and overrides the array methods and properties that
compute (``reshape``, ``astype``, ``sum``, ``max``, ``T``, indexing, ...) to record them too.

What the protocols cannot show is refused, not guessed: an array derived from a traced one by
a route no hook sees (a method numpy implements without dispatch) is marked untracked, and a
recorded call that uses it raises :class:`~ivy_transpiler.TraceError`. A plain array that
merely views a traced one whole (``np.asarray(traced)``) stands for it.
"""

from __future__ import annotations

import contextlib
import operator
import sys
import warnings
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from ivy_transpiler._tree import tree_leaves, tree_map
from ivy_transpiler.errors import DataDependentWarning, TraceError
from ivy_transpiler.graph import Graph, Interpreter, Node
from ivy_transpiler.tracing._common import signature_names, source_meta

__all__ = ["trace", "retrace", "Traced", "setitem", "INLINE_CONSTANT_SIZE"]

INLINE_CONSTANT_SIZE = 16
"""Constants with at most this many elements are written into the source."""


def setitem(x: np.ndarray, key: Any, value: Any) -> np.ndarray:
    """``x`` with ``x[key] = value`` applied to a copy (the graph's functional assignment)."""
    x = np.array(x, copy=True)
    x[key] = value
    return x


# ndarray methods recorded as calls (``x.reshape(...)`` in the source). Every one returns
# arrays computed from ``self``; methods returning Python values are the data-dependent ones.
_METHODS = (
    "all",
    "any",
    "argmax",
    "argmin",
    "argsort",
    "astype",
    "clip",
    "conj",
    "copy",
    "cumprod",
    "cumsum",
    "diagonal",
    "dot",
    "flatten",
    "max",
    "mean",
    "min",
    "nonzero",
    "prod",
    "ravel",
    "repeat",
    "reshape",
    "round",
    "squeeze",
    "std",
    "sum",
    "swapaxes",
    "take",
    "trace",
    "transpose",
    "var",
    "view",
)
_PROPERTIES = {"T": np.transpose, "real": np.real, "imag": np.imag, "mT": None}
_PYTHON_VALUES = ("item", "tolist", "__bool__", "__int__", "__float__", "__index__", "__complex__")


class _State:
    tracer: _Tracer | None = None


class Traced(np.ndarray):
    """An ndarray whose computations are recorded by the active numpy trace."""

    _node: Node | None

    def __array_finalize__(self, obj: Any) -> None:
        self._node = None  # made by numpy itself: untracked until the tracer binds it

    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        target = ufunc if method == "__call__" else getattr(ufunc, method)
        return _active().record(target, inputs, kwargs)

    def __array_function__(self, func: Callable, types: Any, args: tuple, kwargs: dict) -> Any:
        return _active().record(func, args, kwargs)

    def __getitem__(self, key: Any) -> Any:
        return _active().record(operator.getitem, (self, key), {})

    def __setitem__(self, key: Any, value: Any) -> None:
        tracer = _active()
        new = tracer.record(setitem, (self, key, value), {})
        np.ndarray.__setitem__(_plain(self), key, _plain(value))
        self._node = new._node


def _method(name: str) -> Callable:
    def method(self: Traced, *args: Any, **kwargs: Any) -> Any:
        return _active().record(getattr(np.ndarray, name), (self, *args), kwargs)

    method.__name__ = name
    return method


def _python_value(name: str) -> Callable:
    def method(self: Traced, *args: Any) -> Any:
        value = getattr(_plain(self), name)(*args)
        _active().fold(name, value)
        return value

    method.__name__ = name
    return method


def _property(name: str, function: Callable | None) -> property:
    def get(self: Traced) -> Any:
        if function is None:  # mT: the last two axes swapped
            return np.swapaxes(self, -1, -2)
        return function(self)

    return property(get)


for _name in _METHODS:
    setattr(Traced, _name, _method(_name))
for _name in _PYTHON_VALUES:
    setattr(Traced, _name, _python_value(_name))
for _name, _function in _PROPERTIES.items():
    setattr(Traced, _name, _property(_name, _function))
del _name, _function


def _active() -> _Tracer:
    if _State.tracer is None:
        raise TraceError("a traced numpy array was used outside its trace")
    return _State.tracer


def _plain(value: Any) -> Any:
    return np.ndarray.view(value, np.ndarray) if isinstance(value, Traced) else value


def _traced_base(value: np.ndarray) -> Traced | None:
    base = value.base
    while base is not None:
        if isinstance(base, Traced):
            return base
        base = getattr(base, "base", None)
    return None


class _Tracer:
    def __init__(self, graph: Graph, strict: bool):
        self.graph = graph
        self.strict = strict
        self.meta: dict = {}  # the meta of the nodes being recorded (the source call)

    def bind(self, value: Any, node: Node) -> Traced:
        traced = np.ndarray.view(np.asarray(value), Traced)
        traced._node = node
        node.meta.setdefault("shape", tuple(traced.shape))
        node.meta.setdefault("dtype", str(traced.dtype))
        return traced

    def constant(self, value: np.ndarray) -> Any:
        if value.size <= INLINE_CONSTANT_SIZE:
            return value.copy()
        name = f"_constant{sum(k.startswith('_constant') for k in self.graph.buffers)}"
        self.graph.buffers[name] = value.copy()
        return self.graph.placeholder(name, kind="buffer", meta={"origin": "constant"})

    def argument(self, value: Any) -> Any:
        if isinstance(value, Traced):
            if value._node is None:
                raise TraceError(
                    "numpy trace: an array derived from a traced one by an operation numpy does "
                    "not dispatch to __array_function__ / __array_ufunc__ was used; the graph "
                    "cannot follow it"
                )
            return value._node
        if isinstance(value, np.ndarray):
            base = _traced_base(value)
            if base is not None:
                whole = (
                    base._node is not None
                    and value.shape == base.shape
                    and value.dtype == base.dtype
                    and value.__array_interface__["data"] == base.__array_interface__["data"]
                    and value.strides == base.strides
                )
                if not whole:
                    raise TraceError(
                        "numpy trace: a plain view of part of a traced array was used; the "
                        "graph cannot follow it"
                    )
                return base._node
            return self.constant(value)
        return value

    def record(self, func: Callable, args: tuple, kwargs: dict) -> Any:
        if any(isinstance(x, Traced) for x in tree_leaves(kwargs.get("out", ()))):
            raise TraceError(f"numpy trace: {_name(func)} writes into a traced array with out=")
        node_args = tree_map(self.argument, args)
        node_kwargs = tree_map(self.argument, kwargs)
        previous, _State.tracer = _State.tracer, None
        try:
            plain_args, plain_kwargs = tree_map(_plain, args), tree_map(_plain, kwargs)
            if isinstance(func, np.vectorize):
                out = _VECTORIZE_CALL(func, *plain_args, **plain_kwargs)
            else:
                out = func(*plain_args, **plain_kwargs)
        finally:
            _State.tracer = previous
        if not any(isinstance(x, (np.ndarray, np.generic)) for x in tree_leaves(out)):
            return out  # metadata (np.result_type, np.shape): a Python value for the example
        node = self.graph.call_function(
            func, node_args, node_kwargs, name=_name(func), meta=dict(self.meta)
        )
        if isinstance(out, (np.ndarray, np.generic)):
            return self.bind(out, node)
        if isinstance(out, (tuple, list)):
            parts = []
            for i, part in enumerate(out):
                item = self.graph.call_function(
                    operator.getitem, (node, i), name=f"{node.name}_{i}", meta=dict(self.meta)
                )
                parts.append(self.bind(part, item))
            return type(out)(parts) if type(out) in (tuple, list) else type(out)(*parts)
        raise TraceError(f"numpy trace: {_name(func)} returned a {type(out).__name__}")

    def fold(self, name: str, value: Any) -> None:
        message = (
            f"numpy {name}() computes a Python value from the data of a traced array "
            f"({value!r:.60}); the graph keeps that value for all inputs"
        )
        if self.strict:
            raise TraceError(message + " (strict=True)")
        self.graph.folded.append(message)
        warnings.warn(message, DataDependentWarning, stacklevel=4)


def _name(func: Any) -> str:
    if func is setitem:
        return "setitem"
    if isinstance(func, np.vectorize):
        return func.pyfunc.__name__
    name = getattr(func, "__name__", None) or type(func).__name__
    return name.strip("_") or "call"


def _record_structure(tracer: _Tracer, out: Any) -> Any:
    def leaf(value: Any) -> Any:
        if isinstance(value, (np.ndarray, np.generic)) and not isinstance(value, Traced):
            value = np.asarray(value)
        return tracer.argument(value) if isinstance(value, np.ndarray) else value

    return tree_map(leaf, out)


# numpy's array constructors do not dispatch: ``np.asarray(traced)`` would be a plain view,
# whose later uses no hook sees. While a trace runs they are wrapped to record calls with
# traced arguments (and to pass every other call through unchanged).
_CONSTRUCTORS = ("asarray", "array", "ascontiguousarray", "asfortranarray")
# New arrays that ivy's numpy backend fills in place (``out = np.zeros(shape); out[key] = x``):
# made there while a trace runs, they are traced arrays themselves, so the filling is recorded.
# (Only there: other code, such as a module imported during the trace, gets plain arrays.)
_CREATORS = ("zeros", "ones", "empty", "full")
_FILLING_MODULES = "ivy.backends.numpy"


def _recording(name: str, original: Callable) -> Callable:
    def constructor(*args: Any, **kwargs: Any) -> Any:
        tracer = _State.tracer
        traced = any(isinstance(x, Traced) for x in tree_leaves((args, kwargs)))
        if tracer is None or not (traced or (name in _CREATORS and _called_from_backend())):
            return original(*args, **kwargs)
        if name == "asarray" and len(args) == 1 and not kwargs:
            return args[0]  # an array already: numpy returns it as it is
        return tracer.record(original, args, kwargs)

    constructor.__name__ = name
    constructor.__wrapped__ = original  # type: ignore[attr-defined]
    return constructor


def _vectorized_call(self: np.vectorize, *args: Any, **kwargs: Any) -> Any:
    # ``np.vectorize(math.erf)``: a Python function applied element by element, which numpy
    # calls without dispatch; recorded as a call of the vectorize object itself.
    tracer = _State.tracer
    if tracer is None or not any(isinstance(x, Traced) for x in tree_leaves((args, kwargs))):
        return _VECTORIZE_CALL(self, *args, **kwargs)
    if getattr(self.pyfunc, "__module__", None) != "math":
        raise TraceError(
            f"numpy trace: np.vectorize({getattr(self.pyfunc, '__name__', self.pyfunc)!r}) "
            "applies a Python function that generated numpy source cannot name"
        )
    return tracer.record(self, args, kwargs)


_VECTORIZE_CALL = np.vectorize.__call__


def _called_from_backend() -> bool:
    caller = sys._getframe(2).f_globals.get("__name__", "")
    return caller.startswith(_FILLING_MODULES)


def _import_backend() -> None:
    """Imports every module of ivy's numpy backend, and numpy's random, before a trace.

    None of them then runs its import-time code under the trace's wrapped constructors.
    """
    import importlib
    import pkgutil

    import ivy.backends.numpy as backend

    np.random.default_rng  # noqa: B018 - numpy imports np.random on first use
    for module in pkgutil.iter_modules(backend.__path__, backend.__name__ + "."):
        importlib.import_module(module.name)


@contextlib.contextmanager
def _constructors_recorded() -> Iterator[None]:
    _import_backend()
    originals = {name: getattr(np, name) for name in (*_CONSTRUCTORS, *_CREATORS)}
    for name, original in originals.items():
        setattr(np, name, _recording(name, original))
    np.vectorize.__call__ = _vectorized_call
    try:
        yield
    finally:
        for name, original in originals.items():
            setattr(np, name, original)
        np.vectorize.__call__ = _VECTORIZE_CALL


def _run(graph: Graph, fn: Callable, roots: dict, strict: bool) -> Graph:
    tracer = _Tracer(graph, strict)

    def wrap(value: Any, path: tuple) -> Any:
        if isinstance(value, (tuple, list)):
            return type(value)(wrap(x, (*path, i)) for i, x in enumerate(value))
        if isinstance(value, dict):
            return {k: wrap(x, (*path, k)) for k, x in value.items()}
        if isinstance(value, np.ndarray):
            node = graph.placeholder("_".join(map(str, path)), "input", path)
            return tracer.bind(value, node)
        return value

    inputs = {root: wrap(value, (root,)) for root, value in roots.items()}
    previous, _State.tracer = _State.tracer, tracer
    try:
        with np.errstate(all="ignore"), _constructors_recorded():
            out = fn(inputs, tracer)
        graph.output(_record_structure(tracer, out))
    finally:
        _State.tracer = previous
    return graph.prune()


def trace(obj: Callable, args: tuple, kwargs: dict, strict: bool = False) -> Graph:
    """The graph of ``obj(*args, **kwargs)`` for numpy array inputs (numpy or ivy code)."""
    graph = Graph("numpy", getattr(obj, "__name__", type(obj).__name__))
    names = signature_names(obj, args, kwargs)
    graph.arguments = names + list(kwargs)
    roots = {**dict(zip(names, args, strict=True)), **kwargs}

    def call(inputs: dict, tracer: _Tracer) -> Any:
        return obj(*(inputs[n] for n in names), **{k: inputs[k] for k in kwargs})

    return _run(graph, call, roots, strict)


class _SourceInterpreter(Interpreter):
    """Tells the tracer which source call the numpy calls it records come from."""

    def __init__(self, tracer: _Tracer, *args: Any):
        super().__init__(*args)
        self.tracer = tracer

    def call_function(self, node: Node, args: tuple, kwargs: dict) -> Any:
        self.tracer.meta = source_meta(node)
        try:
            return super().call_function(node, args, kwargs)
        finally:
            self.tracer.meta = {}


def retrace(source: Graph, inputs: tuple, kwargs: dict) -> Graph:
    """The numpy graph of running ``source``.

    (a graph of frontends) with ivy's numpy backend; parameters and buffers become placeholders of
    the same names.
    """
    import ivy

    graph = Graph("numpy", source.name)
    graph.arguments = list(source.arguments)
    graph.folded = list(source.folded)
    bound = Interpreter(source).bind(inputs, kwargs)
    graph.parameters = dict(source.parameters)
    graph.buffers = dict(source.buffers)

    def call(roots: dict, tracer: _Tracer) -> Any:
        state = {}
        for kind, values in (("parameter", source.parameters), ("buffer", source.buffers)):
            state[kind] = {
                key: tracer.bind(value, graph.placeholder(key, kind=kind))
                for key, value in values.items()
            }
        with ivy.using_backend("numpy"):
            return _SourceInterpreter(tracer, source, state["parameter"], state["buffer"]).run(
                **roots
            )

    return _run(graph, call, bound, strict=False)
