"""The mxnet backend: mxnet 1.9's NumPy-compatible interface (``mx.np`` arrays, ``mx.npx``).

Importing it imports mxnet (quietly) and switches on mxnet's NumPy shape semantics for the
process, which 0-d and empty arrays need (see ``_mx``).
"""

from ivy.backends._support import assemble

NAME = "mxnet"
assemble(globals())
