"""tensorflow as a target: its graphs' source, and the module :func:`transpile` makes.

The generated module (``Translated_Outputs/tensorflow/<name>.py``) imports tensorflow and numpy
only::

    forward(params, buffers, *inputs)   # tf.raw_ops calls, one line per op
    Model(params, buffers)              # a tf.Module: trainable variables for the parameters
    load(path=WEIGHTS) -> Model         # the weights saved beside it (<name>.npz)

``Model`` runs eagerly and under ``tf.function(model, jit_compile=True)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import tensorflow as tf

from ivy_transpiler import emit
from ivy_transpiler.codegen import Renderer, renderer_for
from ivy_transpiler.graph import Graph, Node

__all__ = ["TensorFlowRenderer", "write", "load", "to_native"]


class TensorFlowRenderer(Renderer):
    """Writes ``tf.raw_ops`` calls (``tf.raw_ops.MatMul(a=x, b=w, transpose_b=True)``)."""

    framework = "tensorflow"
    imports = ("import numpy as np", "import tensorflow as tf")

    def public_names(self) -> Iterable[tuple[str, Any]]:
        """The public callables the source may name, with their spellings."""
        for attr in dir(tf.raw_ops):
            if not attr.startswith("_"):
                yield f"tf.raw_ops.{attr}", getattr(tf.raw_ops, attr)

    def constant(self, value: Any) -> str:
        """``value`` as a source expression of this framework."""
        if isinstance(value, tf.DType):
            return f"tf.{value.name}"
        if isinstance(value, np.generic):
            return (
                f"tf.constant({self.value(value.item())}, dtype=tf.{tf.as_dtype(value.dtype).name})"
            )
        if isinstance(value, np.ndarray):
            dtype = tf.as_dtype(value.dtype).name
            return f"tf.constant({self.value(value.tolist())}, dtype=tf.{dtype})"
        return super().constant(value)

    def statements(self, node: Node) -> list[str]:
        """The statements binding ``node.name``."""
        return super().statements(node)


_MODEL = '''
class Model(tf.Module):
    """{name} in tensorflow: ``model({args})``, also under ``tf.function(jit_compile=True)``.

    Attributes:
        params: the parameters by name, as the source module's ``named_parameters()``
            (trainable ``tf.Variable``s).
        buffers: the buffers by name (non-trainable ``tf.Variable``s).
    """

    def __init__(self, params, buffers):
        super().__init__(name="{module}")
        self.params = {{k: tf.Variable(v, name=k) for k, v in params.items()}}
        self.buffers = {{k: tf.Variable(v, name=k, trainable=False) for k, v in buffers.items()}}

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
    """Writes the tensorflow module of ``graph`` and its weights; returns the module's path."""
    args = ", ".join(graph.signature_source())
    model = _MODEL.format(name=graph.name, module=name, args=args, comma=", " if args else "")
    return emit.write(graph, renderer_for("tensorflow"), directory, name, docstring, model)


def load(path: Path, graph: Graph) -> Any:
    """The generated module's ``Model`` holding ``graph``'s state."""
    module = emit.import_generated(path)
    return module.Model(dict(graph.parameters), dict(graph.buffers))


def to_native(value: Any) -> Any:
    """A numpy array as a tensorflow tensor."""
    return tf.constant(value)
