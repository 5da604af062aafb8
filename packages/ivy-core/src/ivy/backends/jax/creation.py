import jax
import jax.numpy as jnp

from ivy.backends.jax._extents import fitting
from ivy.backends.jax.data_types import native_dtype
from ivy.backends.jax.device import native_device


def _place(device):
    # None leaves placement to jax (its default device, or that of the input for *_like).
    return None if device is None else native_device(device)


def asarray(obj, /, dtype=None, device=None, copy=None):
    dtype, device = native_dtype(dtype), _place(device)
    if copy:
        return jnp.array(obj, dtype=dtype, copy=True, device=device)
    return jnp.asarray(obj, dtype=dtype, copy=copy, device=device)


def zeros(shape, dtype=None, device=None):
    return jnp.zeros(fitting(shape), dtype=native_dtype(dtype), device=_place(device))


def ones(shape, dtype=None, device=None):
    return jnp.ones(fitting(shape), dtype=native_dtype(dtype), device=_place(device))


def empty(shape, dtype=None, device=None):
    return jnp.empty(fitting(shape), dtype=native_dtype(dtype), device=_place(device))


def full(shape, fill_value, dtype=None, device=None):
    return jnp.full(fitting(shape), fill_value, dtype=native_dtype(dtype), device=_place(device))


def zeros_like(x, /, dtype=None, device=None):
    return jnp.zeros_like(x, dtype=native_dtype(dtype), device=_place(device))


def ones_like(x, /, dtype=None, device=None):
    return jnp.ones_like(x, dtype=native_dtype(dtype), device=_place(device))


def empty_like(x, /, dtype=None, device=None):
    return jnp.empty_like(x, dtype=native_dtype(dtype), device=_place(device))


def full_like(x, /, fill_value, dtype=None, device=None):
    return jnp.full_like(x, fill_value, dtype=native_dtype(dtype), device=_place(device))


def arange(start, /, stop=None, step=1, dtype=None, device=None):
    return jnp.arange(start, stop, step, dtype=native_dtype(dtype), device=_place(device))


def linspace(start, stop, /, num, dtype=None, device=None, endpoint=True):
    return jnp.linspace(
        start, stop, num, endpoint=endpoint, dtype=native_dtype(dtype), device=_place(device)
    )


def eye(n_rows, n_cols=None, /, k=0, dtype=None, device=None):
    return jnp.eye(n_rows, n_cols, k=k, dtype=native_dtype(dtype), device=_place(device))


def meshgrid(*arrays, indexing="xy"):
    return tuple(jnp.meshgrid(*arrays, indexing=indexing))


def tril(x, /, k=0):
    return jnp.tril(x, k)


def triu(x, /, k=0):
    return jnp.triu(x, k)


def from_dlpack(x, /, device=None, copy=None):
    try:
        result = jax.dlpack.from_dlpack(x, device=_place(device), copy=copy)
    except ValueError as error:
        if copy is False:  # differs: jax raises ValueError where the standard has BufferError
            raise BufferError(str(error)) from None
        raise
    # differs: jax may share an aligned host buffer even with copy=True.
    return jnp.array(result, copy=True) if copy else result


def logspace(start, stop, /, num, base=10.0, dtype=None, device=None, endpoint=True):
    result = jnp.logspace(start, stop, num, endpoint=endpoint, base=base, dtype=native_dtype(dtype))
    return result if device is None else jax.device_put(result, native_device(device))
