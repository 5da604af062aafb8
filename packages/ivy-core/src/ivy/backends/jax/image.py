from functools import partial

import jax.numpy as jnp

from ivy._common.image import bilinear_gather

# The indices are in range by construction: "clip" spares jnp.take's default fill mask.
# (jax.scipy.ndimage.map_coordinates, one call per channel, measured 3x slower under jit.)
_take_rows = partial(jnp.take, axis=0, mode="clip")


def _cast(x, dtype):
    return x.astype(dtype)


def bilinear_resample(x, warp, /):
    return bilinear_gather(jnp, x, warp, _cast, _take_rows)
