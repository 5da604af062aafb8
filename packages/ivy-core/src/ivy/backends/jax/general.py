import jax
import numpy as np

_BFLOAT16 = np.dtype(jax.numpy.bfloat16)


def to_numpy(x, /, *, copy=True):
    if x.dtype == _BFLOAT16:  # numpy has no bfloat16 of its own
        return np.asarray(x, dtype=np.float32)
    return np.array(x, copy=True) if copy else np.asarray(x)


def shape(x, /):
    return tuple(x.shape)


def is_array(x, /):
    # jax.Array covers concrete arrays and the tracers of jit, grad and vmap.
    return isinstance(x, jax.Array)
