"""The mxnet backend: mxnet 1.9's NumPy-compatible interface (``mx.np`` arrays, ``mx.npx``).

Importing it imports mxnet (quietly) and switches on mxnet's NumPy shape semantics for the
process, which 0-d and empty arrays need (see ``_mx``).
"""

from ivy.backends._support import install_unsupported
from ivy.backends.mxnet.creation import *
from ivy.backends.mxnet.data_types import *
from ivy.backends.mxnet.device import *
from ivy.backends.mxnet.elementwise import *
from ivy.backends.mxnet.general import *
from ivy.backends.mxnet.linear_algebra import *
from ivy.backends.mxnet.manipulation import *
from ivy.backends.mxnet.searching import *
from ivy.backends.mxnet.statistical import *

NAME = "mxnet"
UNSUPPORTED: dict[str, str] = {}
install_unsupported(globals())
