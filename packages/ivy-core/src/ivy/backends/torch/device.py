import torch

from ivy._common import devices
from ivy.errors import UnsupportedError

_CPU = torch.device("cpu")
# canonical name (or torch's own spelling) -> torch.device, and back; filled on first use.
_NATIVE: dict = {}
_CANONICAL: dict = {}


def native_device(device):
    if device is None:
        return torch.get_default_device()
    if isinstance(device, torch.device):
        return device
    try:
        return _NATIVE[device]
    except (KeyError, TypeError):
        pass
    native = _NATIVE[device] = parse_native(device)
    return native


def parse_native(device):
    """The torch.device of an ivy device name (``native_device`` without its cache)."""
    kind, index = devices.parse(device)
    if kind == "gpu" and index >= torch.cuda.device_count():
        # differs: torch makes the device object, and fails only when it is used.
        raise UnsupportedError(
            f"the torch backend sees {torch.cuda.device_count()} GPU(s); {device!r} is not one"
        )
    return _CPU if kind == "cpu" else torch.device("cuda", index)


def as_ivy_device(native):
    try:
        return _CANONICAL[native]
    except KeyError:
        pass
    name = canonical_name(native)
    if native.type == "cpu" or (native.type == "cuda" and native.index is not None):
        _CANONICAL[native] = name  # not "cuda", the current device, which may change
    return name


def canonical_name(native):
    """The ivy device name of a torch.device (``as_ivy_device`` without its cache)."""
    if native.type == "cpu":
        return "cpu"
    if native.type != "cuda":
        # differs: torch has device types ivy has no canonical name for (mps, xpu, meta, ...).
        return str(native)
    if native.index is None:
        return devices.name("gpu", torch.cuda.current_device())
    return devices.name("gpu", native.index)


def dev(x, /):
    return as_ivy_device(x.device)


def to_device(x, device, /, stream=None):
    device = native_device(device)
    if stream is None:
        return x.to(device)
    with stream:  # torch streams are context managers that make themselves current
        return x.to(device)


def default_device():
    return as_ivy_device(torch.get_default_device())


def set_default_device(device, /):
    native = native_device(device)
    # torch's default device other than cpu is a function mode on every torch call: for cpu it is
    # removed rather than set.
    torch.set_default_device(None if native.type == "cpu" else native)


def num_gpus():
    return torch.cuda.device_count()


def gpu_is_available():
    return torch.cuda.is_available()
