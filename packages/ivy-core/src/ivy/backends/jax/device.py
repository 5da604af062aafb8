import functools

import jax

from ivy._common import devices
from ivy.errors import UnsupportedError

_config = jax.config


@functools.cache
def _platform_devices(kind):
    try:
        return tuple(jax.devices(kind))
    except RuntimeError:
        return ()


def native_device(device):
    if device is None:
        default = _config.jax_default_device  # None, a device, or a platform name
        if isinstance(default, jax.Device):
            return default
        return jax.devices(default)[0]
    if isinstance(device, jax.Device):
        return device
    kind, index = devices.parse(device)
    found = _platform_devices(kind)
    if not found:
        raise UnsupportedError(f"the jax backend has no {kind} device here; got {device!r}")
    if index >= len(found):
        raise devices.DeviceError(
            f"the jax backend has {len(found)} {kind} device{'s' if len(found) > 1 else ''}; "
            f"got {device!r}"
        )
    return found[index]


def as_ivy_device(native):
    platform = native.platform
    if platform == "cpu":
        return "cpu"
    kind = "gpu" if platform in ("gpu", "cuda", "rocm") else platform
    return devices.name(kind, _platform_devices(kind).index(native))


def dev(x, /):
    if isinstance(x, jax.core.Tracer):
        # A traced value has no placement yet: it runs where the computation is placed, the
        # default device unless the caller places it (differs: jax raises for .device here).
        return default_device()
    device = x.device
    if not isinstance(device, jax.Device):  # a sharding
        placed = x.devices()
        if len(placed) != 1:
            raise UnsupportedError(
                f"ivy.dev: this jax array is sharded over {len(placed)} devices, not on one"
            )
        (device,) = placed
    return as_ivy_device(device)


def to_device(x, device, /, stream=None):
    device = native_device(device)
    # Tracers have no device; jax.device_put places them when the computation runs.
    if getattr(x, "device", None) == device:
        return x
    return jax.device_put(x, device)


def default_device():
    return as_ivy_device(native_device(None))


def set_default_device(device, /):
    _config.update("jax_default_device", native_device(device))


def num_gpus():
    return len(_platform_devices("gpu"))


def gpu_is_available():
    return bool(_platform_devices("gpu"))
