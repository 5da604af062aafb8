"""Module, layers, optimizers and initializers built on the ivy functional API.

One model definition runs and trains on every backend ivy has; ``to_native`` hands a module to
the framework's own tools (a ``torch.nn.Module``, a ``keras.Layer``, a pure jax ``apply``), and
``from_native`` takes theirs. Importing this package imports no framework.
"""

from ivy_stateful.initializers import *
from ivy_stateful.layers import *
from ivy_stateful.module import Module as Module
from ivy_stateful.native import *
from ivy_stateful.optimizers import *

__version__ = "2.0.0"
