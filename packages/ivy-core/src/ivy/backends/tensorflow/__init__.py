"""The tensorflow backend (TF 2.x): eager and symbolic tensors, and tf.Variable."""

from ivy.backends._support import install_unsupported
from ivy.backends.tensorflow.creation import *
from ivy.backends.tensorflow.data_types import *
from ivy.backends.tensorflow.device import *
from ivy.backends.tensorflow.elementwise import *
from ivy.backends.tensorflow.general import *
from ivy.backends.tensorflow.linear_algebra import *
from ivy.backends.tensorflow.manipulation import *
from ivy.backends.tensorflow.searching import *
from ivy.backends.tensorflow.statistical import *

NAME = "tensorflow"
UNSUPPORTED: dict[str, str] = {}
install_unsupported(globals())
