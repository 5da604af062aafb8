import contextlib

import tensorflow as tf

from ivy._common import devices
from ivy.errors import UnsupportedError

# tensorflow names devices by strings: "/CPU:0", "/GPU:1", or fully qualified
# "/job:localhost/replica:0/task:0/device:GPU:1" (what tensor.device holds).
_natives: dict = {}  # device argument -> "/CPU:0" or "/GPU:N"
_names: dict = {}  # tensorflow device string -> canonical name
_default: list = []  # the framework default, found once
_chosen: list = [None]  # the default set by set_default_device, or None
_NO_PLACEMENT = contextlib.nullcontext()


def _visible_gpus():
    return len(tf.config.list_logical_devices("GPU"))


def _native(kind, index):
    if kind == "gpu" and index >= _visible_gpus():
        raise UnsupportedError(
            f"the tensorflow backend sees {_visible_gpus()} GPU(s); gpu:{index} is not one of them"
        )
    return f"/{kind.upper()}:{index}"


def native_device(device):
    if device is None:
        if _chosen[0] is not None:
            return _chosen[0]
        if not _default:
            _default.append("/GPU:0" if _visible_gpus() else "/CPU:0")
        return _default[0]
    try:
        return _natives[device]
    except (KeyError, TypeError):
        pass
    if isinstance(device, tf.DeviceSpec):
        kind, index = (device.device_type or "cpu").lower(), device.device_index or 0
        return _native(kind, index)
    if isinstance(device, str) and "/" in device:  # tensorflow's own spelling
        spec = tf.DeviceSpec.from_string(device)
        kind, index = (spec.device_type or "cpu").lower(), spec.device_index or 0
        if kind not in ("cpu", "gpu"):
            raise devices.DeviceError(f"{device!r} is not a cpu or gpu device")
    else:
        kind, index = devices.parse(device)
    native = _native(kind, index)
    _natives[device] = native
    return native


def as_ivy_device(native):
    try:
        return _names[native]
    except (KeyError, TypeError):
        pass
    if not native:  # symbolic tensors in tf.function have no device yet
        return as_ivy_device(native_device(None))
    spec = native if isinstance(native, tf.DeviceSpec) else tf.DeviceSpec.from_string(native)
    kind = (spec.device_type or "cpu").lower()
    name = devices.name(kind, spec.device_index or 0)
    if isinstance(native, str):
        _names[native] = name
    return name


def dev(x, /):
    return as_ivy_device(x.device)


def to_device(x, device, /, stream=None):
    return move(x, device)


def on(device):
    """A context placing new tensors on ``device``; for None, on the default set by
    set_default_device (a no-op where none is set: tensorflow's own placement)."""
    if device is None:
        device = _chosen[0]
        if device is None:
            return _NO_PLACEMENT
    return tf.device(native_device(device))


def move(x, device):
    """``x`` on ``device``: ``x`` itself if it is there already, else a copy."""
    target = native_device(device)
    if as_ivy_device(x.device) == as_ivy_device(target):
        return x
    with tf.device(target):
        return tf.identity(x)


def default_device():
    return as_ivy_device(native_device(None))


def set_default_device(device, /):
    # differs: tensorflow has placement contexts but no settable default; ivy's creation functions
    # place their results through on(), which reads this.
    _chosen[0] = native_device(device)


def num_gpus():
    return _visible_gpus()


def gpu_is_available():
    return _visible_gpus() > 0
