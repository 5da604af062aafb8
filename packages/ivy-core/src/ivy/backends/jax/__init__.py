"""The jax backend. 64-bit dtypes need jax's 64-bit mode (JAX_ENABLE_X64=1); without it the
default integer dtype is int32 and asking for a 64-bit dtype raises UnsupportedError."""

from ivy.backends._support import install_unsupported
from ivy.backends.jax.creation import *
from ivy.backends.jax.data_types import *
from ivy.backends.jax.device import *
from ivy.backends.jax.elementwise import *
from ivy.backends.jax.general import *
from ivy.backends.jax.linear_algebra import *
from ivy.backends.jax.manipulation import *
from ivy.backends.jax.searching import *
from ivy.backends.jax.statistical import *

NAME = "jax"
UNSUPPORTED: dict[str, str] = {}
install_unsupported(globals())
