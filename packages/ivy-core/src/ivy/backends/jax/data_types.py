import jax
import jax.numpy as jnp
import numpy as np

from ivy._common.dtypes import DEFAULT_DTYPES, DTYPES, dtype_converters
from ivy.backends.jax.device import native_device
from ivy.errors import UnsupportedError

_config = jax.config

# jax has every canonical dtype; its dtypes are numpy's (bfloat16 comes from ml_dtypes).
_native_dtype, as_ivy_dtype = dtype_converters(
    "jax", {name: np.dtype(jnp.bfloat16 if name == "bfloat16" else name) for name in DTYPES}
)

# Without 64-bit mode jax silently narrows these to 32 bits. The mode is read on every use: it
# may change at run time (jax.config.update, jax.experimental.enable_x64).
_WIDE = frozenset(np.dtype(name) for name in ("int64", "uint64", "float64", "complex128"))


def native_dtype(dtype):
    if dtype is None:
        return None
    native = _native_dtype(dtype)
    if native in _WIDE and not _config.jax_enable_x64:
        raise UnsupportedError(
            f"the jax backend needs jax's 64-bit mode for {native.name} (without it jax "
            "silently gives 32 bits): set the environment variable JAX_ENABLE_X64=1, or call "
            'jax.config.update("jax_enable_x64", True) before creating arrays'
        )
    return native


_DEFAULT_DTYPES_32 = {**DEFAULT_DTYPES, "integral": DTYPES["int32"], "indexing": DTYPES["int32"]}


def default_dtypes(*, device=None):
    return dict(DEFAULT_DTYPES if _config.jax_enable_x64 else _DEFAULT_DTYPES_32)


def dtype(x, /):
    return as_ivy_dtype(x.dtype)


def astype(x, dtype, /, copy=True, device=None):
    native = native_dtype(dtype)
    if device is not None:
        device = native_device(device)
    # differs: jnp.astype builds a new array even when nothing changes and copy=False.
    if not copy and x.dtype == native and (device is None or getattr(x, "device", None) == device):
        return x
    return jnp.astype(x, native, copy=copy, device=device)


def missing_kernel(error, /):
    # jax (XLA) has a kernel for every dtype it creates on the CPU.
    return False
