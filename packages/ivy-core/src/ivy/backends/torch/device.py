import torch

from ivy._common import devices

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
    kind, index = devices.parse(device)
    native = _CPU if kind == "cpu" else torch.device("cuda", index)
    _NATIVE[device] = native
    return native


def as_ivy_device(native):
    try:
        return _CANONICAL[native]
    except KeyError:
        pass
    if native.type == "cpu":
        name = "cpu"
    elif native.type != "cuda":
        # differs: torch has device types ivy has no canonical name for (mps, xpu, meta, ...).
        return str(native)
    elif native.index is None:  # "cuda" means the current device, which may change
        return devices.name("gpu", torch.cuda.current_device())
    else:
        name = devices.name("gpu", native.index)
    _CANONICAL[native] = name
    return name


def dev(x, /):
    return as_ivy_device(x.device)


def to_device(x, device, /, *, stream=None):
    device = native_device(device)
    if stream is None:
        return x.to(device)
    with stream:  # torch streams are context managers that make themselves current
        return x.to(device)
