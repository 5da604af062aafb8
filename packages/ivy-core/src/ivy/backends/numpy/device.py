from ivy._common import devices
from ivy.backends.numpy._arrays import ndarray, numpy_array
from ivy.errors import UnsupportedError


def native_device(device):
    if device is None or device == "cpu":
        return "cpu"
    if devices.parse(device)[0] != "cpu":
        raise UnsupportedError(f"the numpy backend has only the cpu device; got {device!r}")
    return "cpu"


def as_ivy_device(native):
    return "cpu"


def dev(x, /):
    return "cpu"


def to_device(x, device, /, stream=None):
    if type(x) is not ndarray:
        x = numpy_array(x)
    native_device(device)
    return x


def default_device():
    return "cpu"


def set_default_device(device, /):
    native_device(device)  # only "cpu" is valid


def num_gpus():
    return 0


def gpu_is_available():
    return False
