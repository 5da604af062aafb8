"""The jax backend. 64-bit dtypes need jax's 64-bit mode (JAX_ENABLE_X64=1); without it the
default integer dtype is int32 and asking for a 64-bit dtype raises UnsupportedError."""

from ivy.backends._support import assemble

NAME = "jax"
assemble(globals())
