"""transpile(): trace -> frontends -> trace again on the target -> emit (ARCHITECTURE.md).

1. **Trace** the object on the example inputs (:func:`~ivy_transpiler.trace_graph`): a graph
   of torch calls, parameters and buffers as named placeholders.
2. **Frontends**: every call is replaced by its frontend (torch's API written in ivy,
   :mod:`ivy_transpiler.frontends.torch`); one :class:`MissingFrontendError` lists every call
   without one before anything else is done. Constants are normalised (a ``torch.dtype`` as
   ivy's dtype name); parameters, buffers and inputs are converted to the target's arrays.
3. **Trace again** with ivy's backend set to the target, through the target's own hooks
   (a jaxpr, a ``tf.function`` graph, numpy's dispatch protocols): the frontend and ivy layers
   vanish, leaving a graph of the target's native calls only.
4. **Emit** that graph as a module of the target framework
   (``<output_dir>/<target>/<name>.py`` beside ``<name>.npz``) and return an instance of its
   ``Model`` class.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

from ivy_transpiler import emit
from ivy_transpiler._tree import tree_leaves, tree_map
from ivy_transpiler.codegen import identifier, renderer_for
from ivy_transpiler.errors import MissingFrontendError, UnsupportedObjectError
from ivy_transpiler.graph import STRUCTURAL, Graph, Node
from ivy_transpiler.tracing import framework_of, trace_graph

__all__ = ["transpile", "frontend_registry", "to_frontends", "SOURCES", "TARGETS"]

SOURCES = ("torch",)
"""The frameworks ``transpile`` reads (those with frontends)."""

TARGETS = ("jax", "tensorflow", "numpy")
"""The frameworks ``transpile`` writes."""

_NO_FRONTENDS = SimpleNamespace(frontend_for=lambda func: None, FRONTENDS={})


def frontend_registry(framework: str) -> Any:
    """``ivy_transpiler.frontends.<framework>``.

    (its ``frontend_for`` and ``FRONTENDS``); a registry without frontends for a framework that has
    none.
    """
    try:
        return importlib.import_module(f"ivy_transpiler.frontends.{framework}")
    except ModuleNotFoundError as error:
        if error.name in ("ivy_transpiler.frontends", f"ivy_transpiler.frontends.{framework}"):
            return _NO_FRONTENDS
        raise


def to_frontends(graph: Graph) -> Graph:
    """``graph`` with each call's target replaced by its frontend and its constants normalised.

    (a framework graph becomes an ``"ivy"`` graph, runnable on any backend).

    Raises:
        MissingFrontendError: some calls have no frontend; lists them all with their counts.
    """
    missing = graph.missing_frontends()
    if missing:
        raise MissingFrontendError(missing, graph.framework)
    registry = frontend_registry(graph.framework)
    tracer = importlib.import_module(f"ivy_transpiler.tracing.{graph.framework}")
    renderer = renderer_for(graph.framework)

    def frontend(node: Node) -> Callable:
        node.meta.setdefault("source_name", renderer.qualified_name(node.target))
        if node.target in STRUCTURAL:
            return node.target
        return registry.frontend_for(node.target)

    frontends = graph.transform("ivy", frontend, tracer.normalize_constant)
    for node in frontends.calls():
        written = node.kwargs.pop("out", None)  # the node's own value is what out= received
        if isinstance(written, Node) and written not in node.all_input_nodes:
            written.users.pop(node, None)
    return frontends


def _module_name(name: str) -> str:
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()
    return identifier(snake)


def _origin(obj: Any) -> str:
    cls = obj if callable(obj) and not hasattr(obj, "forward") else type(obj)
    module = getattr(cls, "__module__", None) or "?"
    return f"{module}.{getattr(cls, '__qualname__', getattr(cls, '__name__', '?'))}"


def transpile(
    obj: Any,
    source: str = "torch",
    target: str = "jax",
    args: tuple | list | None = None,
    kwargs: dict | None = None,
    *,
    name: str | None = None,
    output_dir: str | Path = "Translated_Outputs",
    strict: bool = False,
) -> Any:
    """Transpiles a model or function from ``source`` to ``target``, for inputs like ``args``.

    Args:
        obj: a ``torch.nn.Module`` (in the mode to transpile: ``model.eval()`` for inference)
            or a function of torch tensors.
        source: the framework ``obj`` is written in (``"torch"``).
        target: ``"jax"``, ``"tensorflow"`` or ``"numpy"``.
        args: example positional inputs (torch tensors, or containers of them); the result is
            specialised to their shapes and dtypes.
        kwargs: example keyword inputs.
        name: the generated module's name (default: ``obj``'s class or function name in
            snake case, e.g. ``bert_model``).
        output_dir: where ``<target>/<name>.py`` and its weights ``<name>.npz`` are written
            (default ``Translated_Outputs`` in the current directory).
        strict: raise :class:`~ivy_transpiler.TraceError` where a Python value computed from
            the inputs' data would be fixed at its example value (default: warn).

    Returns:
        An instance of the generated module's ``Model``, taking the example inputs' target
        counterparts (by the names of ``obj``'s arguments) and returning the source's output
        structure (tuples, lists; dicts for mappings such as ``ModelOutput``):

        - jax: ``model(*inputs)``, ``model.params`` (parameter name -> array, named as in the
          source's ``named_parameters()``), ``model.buffers``, and the pure
          ``model.apply(params, *inputs)`` that ``jax.jit``, ``jax.grad`` and ``jax.vmap``
          accept;
        - tensorflow: a ``tf.Module`` whose variables are the parameters (trainable) and
          buffers, callable eagerly and under ``tf.function(jit_compile=True)``;
        - numpy: a callable (forward only).

    Raises:
        MissingFrontendError: calls without a frontend, all of them with their counts (no
            partial result is made).
        UnsupportedObjectError: ``obj`` hides computation from torch's hooks (TorchScript, a
            custom C++ operator) or is not a torch module or function of torch tensors.
        ValueError: an unknown ``source`` or ``target``.

    Example:
        A torch model to jax, jitted (with ``torch`` and ``jax`` installed)::

            model = transpile(torch_model.eval(), target="jax", args=(x,))
            y = jax.jit(model.apply)(model.params, jnp.asarray(x.numpy()))
    """
    if source not in SOURCES:
        raise ValueError(f"transpile: source must be one of {SOURCES}, got {source!r}")
    if target not in TARGETS:
        raise ValueError(f"transpile: target must be one of {TARGETS}, got {target!r}")
    args = tuple(args) if args is not None else ()
    kwargs = dict(kwargs or {})
    found = framework_of((args, kwargs))
    if found not in (None, source):
        raise UnsupportedObjectError(
            f"transpile: the example inputs are {found} arrays; give {source} ones "
            f"(the source is {source})"
        )
    tracer = importlib.import_module(f"ivy_transpiler.tracing.{source}")
    graph = trace_graph(obj, *args, strict=strict, **kwargs)
    if graph.framework != source:
        raise UnsupportedObjectError(
            f"transpile: {type(obj).__name__} traced as {graph.framework}, not {source}"
        )
    custom = tracer.custom_operators(graph)
    if custom:
        raise UnsupportedObjectError(
            f"transpile: {graph.name} calls custom operators no frontend can cover: "
            + ", ".join(f"{op} ({count}x)" for op, count in custom.items())
        )
    missing = graph.missing_frontends()
    if missing:
        raise MissingFrontendError(missing, source, target)
    random = _random_calls(graph)
    if random:
        raise UnsupportedObjectError(
            f"transpile: {graph.name} draws random numbers ({', '.join(random)}); a trace would "
            "fix the draws of the example run. Transpile the model in eval() mode (dropout off)"
        )

    target_tracer = importlib.import_module(f"ivy_transpiler.tracing.{target}")
    emitter: ModuleType = importlib.import_module(f"ivy_transpiler.emit.{target}")
    frontends = to_frontends(graph)
    frontends.parameters = {
        k: emitter.to_native(tracer.to_numpy(v)) for k, v in graph.parameters.items()
    }
    frontends.buffers = {k: emitter.to_native(tracer.to_numpy(v)) for k, v in graph.buffers.items()}

    def native(value: Any) -> Any:
        return emitter.to_native(tracer.to_numpy(value)) if tracer.is_array(value) else value

    # The graph's inputs: the leading positional arguments and the keywords holding arrays
    # (Python values among the arguments were folded into the graph).
    native_kwargs = {k: v for k, v in kwargs.items() if k in graph.arguments}
    native_args = args[: len(graph.arguments) - len(native_kwargs)]
    native_args = tree_map(native, tracer.plain_structure(native_args))
    native_kwargs = tree_map(native, tracer.plain_structure(native_kwargs))
    retraced = target_tracer.retrace(frontends, native_args, native_kwargs)

    from ivy_transpiler import __version__

    module_name = identifier(name) if name else _module_name(graph.name)
    docstring = emit.describe(retraced, source, target, _origin(obj), __version__)
    path = emitter.write(retraced, Path(output_dir) / target, module_name, docstring)
    model = emitter.load(path, retraced)
    if target == "numpy":
        _check_numpy(model, frontends, native_args, native_kwargs)
    return model


def _random_calls(graph: Graph) -> list[str]:
    """The calls of ``graph`` that draw random numbers.

    torch's random functions, and dropout while training with ``p > 0``
    (``F.dropout(x, p, training)``, ``torch.dropout(x, p, train)``).
    """
    from ivy_transpiler.frontends.torch import random
    from ivy_transpiler.frontends.torch.nn_functional import dropout

    renderer = renderer_for(graph.framework)
    found: dict[str, None] = {}
    for node in graph.calls():
        name = renderer.qualified_name(node.target)
        if name in random.FRONTENDS:
            found[name] = None
        elif name in dropout.FRONTENDS:
            p = node.args[1] if len(node.args) > 1 else node.kwargs.get("p", 0.5)
            training = node.args[2] if len(node.args) > 2 else node.kwargs.get("training", True)
            if node.kwargs.get("train", training) and p:
                found[name] = None
    return list(found)


def _perturbed(value: Any, rng: Any) -> Any:
    import numpy as np

    if isinstance(value, np.ndarray) and value.dtype.kind in "fc":
        noise = rng.standard_normal(value.shape).astype(value.dtype)
        return value + (0.1 * (np.abs(value) + 0.1) * noise).astype(value.dtype)
    return value


def _check_numpy(model: Any, frontends: Graph, args: tuple, kwargs: dict) -> None:
    """Runs the generated numpy module and the frontends.

    (on ivy's numpy backend) on perturbed parameters and inputs: numpy's dispatch protocols miss
    computations numpy does without them (writing a traced array into a plain one), and such a loss
    shows as a difference here rather than as a silently wrong module.
    """
    import numpy as np

    import ivy
    from ivy_transpiler.errors import TraceError
    from ivy_transpiler.graph import Interpreter

    rng = np.random.default_rng(0)
    params = {k: _perturbed(v, rng) for k, v in frontends.parameters.items()}
    args, kwargs = tree_map(lambda v: _perturbed(v, rng), (args, kwargs))
    with ivy.using_backend("numpy"), np.errstate(all="ignore"):
        expected = Interpreter(frontends, params, frontends.buffers).run(*args, **kwargs)
    got = model.__class__(params, model.buffers)(*args, **kwargs)
    pairs = zip(tree_leaves(expected), tree_leaves(got), strict=False)
    for want, have in pairs:
        want, have = np.asarray(want), np.asarray(have)
        scale = float(np.max(np.abs(want), initial=0.0)) if want.dtype.kind in "fc" else 0.0
        if want.shape != have.shape or not np.allclose(
            have, want, rtol=1e-4, atol=1e-5 * max(scale, 1.0), equal_nan=True
        ):
            raise TraceError(
                f"transpile: the numpy trace of {frontends.name} does not follow its inputs "
                "(numpy computed part of it without calling its dispatch protocols, e.g. "
                "writing a traced array into a plain one); no module is returned"
            )
