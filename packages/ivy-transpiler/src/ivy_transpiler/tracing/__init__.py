"""Tracers: run an object on example inputs and record the framework calls it makes.

One tracer per framework, each through that framework's own hooks: torch's
``TorchFunctionMode`` (:mod:`.torch`), jaxprs (:mod:`.jax`), ``tf.function`` graphs
(:mod:`.tensorflow`) and numpy's ``__array_ufunc__`` / ``__array_function__`` protocols
(:mod:`.numpy`). :func:`trace_graph` picks the one of the inputs' framework, so code written in
ivy (or mixing ivy and native calls) gives a graph of that framework's native calls only.
"""

from __future__ import annotations

import importlib
from typing import Any

from ivy_transpiler._tree import tree_leaves
from ivy_transpiler.errors import UnsupportedObjectError
from ivy_transpiler.graph import Graph

__all__ = ["trace_graph", "framework_of"]

_FRAMEWORKS = {"torch": "torch", "jax": "jax", "jaxlib": "jax", "tensorflow": "tensorflow"}


def framework_of(value: Any) -> str | None:
    """The framework of the first array in ``value`` (a nested structure), or None."""
    for leaf in tree_leaves(value):
        for cls in type(leaf).__mro__:
            top = cls.__module__.partition(".")[0]
            if top in _FRAMEWORKS:
                return _FRAMEWORKS[top]
            if top == "numpy" and cls.__name__ == "ndarray":
                return "numpy"
    return None


def trace_graph(obj: Any, *args: Any, strict: bool = False, **kwargs: Any) -> Graph:
    """Runs ``obj(*args, **kwargs)`` and returns the graph of the native calls it makes.

    The framework is the inputs' (a ``torch.nn.Module`` is always traced as torch): torch
    tensors give a graph of torch calls, jax arrays of ``jax.lax`` primitives, tensorflow
    tensors of ``tf.raw_ops``, numpy arrays of numpy functions. ``obj`` may be written in that
    framework, in ivy, or in both. The graph keeps only what contributes to the output.

    Args:
        obj: a ``torch.nn.Module`` or a function.
        *args: example inputs; the graph is specialised to their shapes and dtypes.
        strict: raise :class:`~ivy_transpiler.TraceError` where a Python value computed from
            the data of the inputs would be fixed at its example value (default: warn).
        **kwargs: example keyword inputs.

    Raises:
        UnsupportedObjectError: there is no array among the inputs (and ``obj`` is no torch
            module), or ``obj`` hides its computation from the framework's hooks.

    Example:
        >>> import numpy as np
        >>> graph = trace_graph(lambda x: np.tanh(x) * 2, np.ones(3))
        >>> graph.list_function_frequencies()
        {'numpy.multiply': 1, 'numpy.tanh': 1}
    """
    framework = "torch" if _is_torch_module(obj) else framework_of((args, kwargs))
    if framework is None:
        raise UnsupportedObjectError(
            "trace_graph: no array among the example inputs (torch, jax, tensorflow or numpy); "
            "the framework to trace is the inputs'"
        )
    tracer = importlib.import_module(f"ivy_transpiler.tracing.{framework}")
    return tracer.trace(obj, args, kwargs, strict=strict)


def _is_torch_module(obj: Any) -> bool:
    return any(
        cls.__module__.startswith("torch.") and cls.__name__ == "Module"
        for cls in type(obj).__mro__
    )
