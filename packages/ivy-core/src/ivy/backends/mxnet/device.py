from ivy._common import devices
from ivy.backends.mxnet._mx import mx, native_array
from ivy.errors import UnsupportedError

_Context = mx.Context


def native_device(device):
    if device is None:
        return mx.context.current_context()
    if isinstance(device, _Context):
        return device
    kind, index = devices.parse(device)
    if kind == "cpu":
        return mx.cpu()
    if index >= num_gpus():
        # differs: mxnet makes the context, and fails only when it is used.
        raise UnsupportedError(f"the mxnet backend sees {num_gpus()} GPU(s); {device!r} is not one")
    return mx.gpu(index)


def as_ivy_device(native):
    # cpu, cpu_pinned and cpu_shared are all host memory.
    return devices.name("gpu", native.device_id) if native.device_type == "gpu" else "cpu"


def dev(x, /):
    return as_ivy_device(x.ctx)


def to_device(x, device, /, stream=None):
    x = native_array(x)
    ctx = native_device(device)
    return x if x.ctx == ctx else x.as_in_context(ctx)


def default_device():
    return as_ivy_device(mx.context.current_context())


def set_default_device(device, /):
    # differs: mxnet has no setter for its default context; current_context() reads this
    # (thread-local) value, which `with ctx:` sets too.
    _Context._default_ctx.value = native_device(device)


def num_gpus():
    return mx.context.num_gpus()


def gpu_is_available():
    return num_gpus() > 0
