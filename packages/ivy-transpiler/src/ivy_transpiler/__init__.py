"""Graph tracer, framework frontends and transpile() between frameworks.

- :func:`trace_graph`: run a torch module or function (or code written in ivy, on any
  framework's arrays) on example inputs and get the :class:`Graph` of the native calls it
  makes, with :meth:`Graph.source`, :meth:`Graph.list_function_frequencies`,
  :meth:`Graph.missing_frontends` and :meth:`Graph.show`.
- :func:`transpile`: a torch module or function as native jax, tensorflow or numpy code, both
  as an object and as a generated module in ``Translated_Outputs/``.
- :mod:`ivy_transpiler.frontends`: torch's functional API written in ivy.
"""

from ivy_transpiler.errors import (
    DataDependentWarning,
    DroppedMutationWarning,
    MissingFrontendError,
    TraceError,
    UnsupportedObjectError,
)
from ivy_transpiler.graph import Graph, Interpreter, Node
from ivy_transpiler.tracing import trace_graph
from ivy_transpiler.transpile import transpile

__version__ = "2.0.0"

__all__ = [
    "trace_graph",
    "transpile",
    "Graph",
    "Node",
    "Interpreter",
    "TraceError",
    "MissingFrontendError",
    "UnsupportedObjectError",
    "DataDependentWarning",
    "DroppedMutationWarning",
]
