"""The numpy backend. Written against numpy 1.23 as well as 2.x (mxnet needs numpy 1.23.5)."""

from ivy.backends._support import install_unsupported
from ivy.backends.numpy.creation import *
from ivy.backends.numpy.data_types import *
from ivy.backends.numpy.device import *
from ivy.backends.numpy.elementwise import *
from ivy.backends.numpy.general import *
from ivy.backends.numpy.linear_algebra import *
from ivy.backends.numpy.manipulation import *
from ivy.backends.numpy.searching import *
from ivy.backends.numpy.statistical import *

NAME = "numpy"
UNSUPPORTED: dict[str, str] = {}
install_unsupported(globals())
