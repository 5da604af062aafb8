from ivy._common import devices
from ivy.backends.mxnet._mx import mx, native_array

_Context = mx.Context


def native_device(device):
    if device is None:
        return mx.context.current_context()
    if isinstance(device, _Context):
        return device
    kind, index = devices.parse(device)
    return mx.cpu() if kind == "cpu" else mx.gpu(index)


def as_ivy_device(native):
    # cpu, cpu_pinned and cpu_shared are all host memory.
    return devices.name("gpu", native.device_id) if native.device_type == "gpu" else "cpu"


def dev(x, /):
    return as_ivy_device(x.ctx)


def to_device(x, device, /, *, stream=None):
    x = native_array(x)
    ctx = native_device(device)
    return x if x.ctx == ctx else x.as_in_context(ctx)
