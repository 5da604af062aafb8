"""Ivy's functional API answered by jax, whatever the global setting.

``ivy.jax.add(x, y)`` always answers with jax.
Dtypes here are jax's own objects, and functions that return a dtype return jax's.
Importing this module imports jax.
"""

from ivy._namespace import populate as _populate

_populate(globals(), "jax")
