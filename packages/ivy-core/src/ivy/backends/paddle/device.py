import paddle

from ivy._common import devices
from ivy.errors import UnsupportedError

_CPU = paddle.CPUPlace()
_PLACES = tuple(
    getattr(paddle.base.libpaddle, name)
    for name in ("Place", "CPUPlace", "CUDAPlace", "CUDAPinnedPlace", "XPUPlace", "CustomPlace")
    if hasattr(paddle.base.libpaddle, name)
)


def native_device(device):
    if device is None:
        device = paddle.device.get_device()  # the default device, named like ivy's: "gpu:0"
    elif isinstance(device, _PLACES):
        return device
    kind, index = devices.parse(device)
    if kind == "cpu":
        return _CPU
    if not paddle.is_compiled_with_cuda():
        raise UnsupportedError(
            f"the paddle backend has no device {device!r}: this paddle is built without CUDA"
        )
    return paddle.CUDAPlace(index)


def as_ivy_device(native):
    if isinstance(native, str):
        return devices.name(*devices.parse(native))
    if isinstance(native, paddle.CUDAPlace):
        return devices.name("gpu", native.get_device_id())
    if isinstance(native, (paddle.CPUPlace, paddle.CUDAPinnedPlace)):
        return "cpu"
    # Tensor.place is the general Place.
    if native.is_cpu_place() or native.is_cuda_pinned_place():
        return "cpu"
    if native.is_gpu_place():
        return devices.name("gpu", native.gpu_device_id())
    raise UnsupportedError(f"ivy has no name for the paddle device {native}")


def dev(x, /):
    return as_ivy_device(x.place)


class _Copy(paddle.autograd.PyLayer):
    # differs: paddle's device copies (Tensor.to/cpu/cuda) cut the autograd graph.
    @staticmethod
    def forward(ctx, x, place):
        ctx.source = x.place
        return x.to(place)

    @staticmethod
    def backward(ctx, grad):
        return grad.to(ctx.source)


def to_device(x, device, /, stream=None):
    place = native_device(device)
    if x.place._equals(place):
        return x
    return x.to(place) if x.stop_gradient else _Copy.apply(x, place)


def default_device():
    return as_ivy_device(paddle.device.get_device())


def set_default_device(device, /):
    place = native_device(device)
    paddle.device.set_device(as_ivy_device(place))  # paddle names devices as ivy does


def num_gpus():
    return paddle.device.cuda.device_count() if paddle.is_compiled_with_cuda() else 0


def gpu_is_available():
    return num_gpus() > 0
