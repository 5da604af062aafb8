"""The jax backend. 64-bit dtypes need jax's 64-bit mode (JAX_ENABLE_X64=1); without it the
default integer dtype is int32 and asking for a 64-bit dtype raises UnsupportedError."""

import sys

from ivy.backends._support import assemble

# A Container built before jax was imported is not yet a jax pytree; make it one (idempotent).
if "ivy.container" in sys.modules:
    sys.modules["ivy.container"].register_with_jax()

NAME = "jax"
assemble(globals())
