"""Tensor metadata.

Properties and conversions: ``shape``/``size()``/``dtype``/``T``/``mT``,
``float()``/``to()``/``type_as()``, ``item()``, ``fill_``/``zero_``, ...

The tracer folds metadata (``shape``, ``size()``, ``dim()``, ``dtype``, ``device``, ``numel()``)
to Python values for the example inputs; these frontends answer the same for arrays of any
backend, for frontends that call each other and for the re-trace. ``dtype`` answers ivy's dtype
name (``"float32"``), ``device`` ``"cpu"``: the names the tracer normalises torch's objects to.
``item()``, ``tolist()``, ``bool(x)``, ``int(x)``, ``float(x)`` read values and so only work
eagerly (not under ``jax.jit``), as in any framework.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import (
    cast,
    is_array,
    ndim_of,
    normalize_dim,
    shape_of,
    unsupported,
)
from ivy_transpiler.frontends.torch._dtypes import is_complex, is_floating, to_ivy_dtype
from ivy_transpiler.frontends.torch.elementwise import inplace
from ivy_transpiler.frontends.torch.manipulation import permute, transpose

__all__ = ["FRONTENDS", "UNSUPPORTED"]

_DEVICES = ("cpu", "cuda", "mps", "xpu", "meta", "gpu")


def shape(self: Any) -> tuple[int, ...]:
    """torch.Tensor.shape: the shape, a tuple of ints (the tracer's form of ``torch.Size``)."""
    return shape_of(self)


def size(self: Any, dim: int | None = None) -> Any:
    """torch.Tensor.size: the shape, or the size of ``dim``."""
    shape = shape_of(self)
    if dim is None:
        return shape
    return shape[normalize_dim("size", dim, len(shape))]


def dim(self: Any) -> int:
    """torch.Tensor.dim: the number of dims."""
    return ndim_of(self)


def numel(self: Any) -> int:
    """torch.Tensor.numel: the number of elements."""
    return math.prod(shape_of(self))


def dtype(self: Any) -> ivy.Dtype:
    """torch.Tensor.dtype: the ivy dtype (``"float32"``), as the tracer normalises it."""
    return ivy.dtype(self)


def device(self: Any) -> str:
    """torch.Tensor.device: ``"cpu"`` (devices are the target framework's business)."""
    return "cpu"


def is_cuda(self: Any) -> bool:
    """torch.Tensor.is_cuda: False (see :func:`device`)."""
    return False


def requires_grad(self: Any) -> bool:
    """torch.Tensor.requires_grad: False; gradients are the target framework's (``jax.grad``)."""
    return False


def is_floating_point(input: Any) -> bool:
    """torch.is_floating_point: whether the dtype is real floating-point."""
    return is_floating(ivy.dtype(input))


def is_complex_(input: Any) -> bool:
    """torch.is_complex: whether the dtype is complex."""
    return is_complex(ivy.dtype(input))


def is_contiguous(self: Any, memory_format: Any = None) -> bool:
    """torch.Tensor.is_contiguous: True (a value is laid out as its shape says)."""
    return True


def is_tensor(obj: Any) -> bool:
    """torch.is_tensor: whether ``obj`` is an array."""
    return is_array(obj)


def stride(self: Any, dim: int | None = None) -> Any:
    """torch.Tensor.stride: the strides of a contiguous tensor of this shape."""
    shape = shape_of(self)
    strides = tuple(math.prod(shape[i + 1 :]) for i in range(len(shape)))
    if dim is None:
        return strides
    return strides[normalize_dim("stride", dim, len(shape))]


def element_size(self: Any) -> int:
    """torch.Tensor.element_size: bytes per element."""
    name = str(ivy.dtype(self))
    return (
        1
        if name in ("bool", "uint8", "int8")
        else int("".join(c for c in name if c.isdigit())) // 8
    )


def T(self: Any) -> Any:  # noqa: N802 - torch's name
    """torch.Tensor.T: the dims reversed."""
    n = ndim_of(self)
    return permute(self, tuple(range(n - 1, -1, -1))) if n > 1 else self


def mT(self: Any) -> Any:  # noqa: N802 - torch's name
    """torch.Tensor.mT: the last two dims swapped."""
    if ndim_of(self) < 2:
        raise RuntimeError("tensor.mT is only supported on matrices or batches of matrices.")
    return transpose(self, -2, -1)


def H(self: Any) -> Any:  # noqa: N802 - torch's name
    """torch.Tensor.H: the conjugate transpose of a matrix."""
    x = T(self)
    return ivy.conj(x) if is_complex(ivy.dtype(x)) else x


def mH(self: Any) -> Any:  # noqa: N802 - torch's name
    """torch.Tensor.mH: the conjugate transpose of the last two dims."""
    x = mT(self)
    return ivy.conj(x) if is_complex(ivy.dtype(x)) else x


def data(self: Any) -> Any:
    """torch.Tensor.data: the values without their gradient history."""
    return ivy.stop_gradient(self)


def _converter(name: str, target: str) -> Callable:
    def fn(self: Any, memory_format: Any = None) -> Any:
        return cast(self, target)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.Tensor.{name}: ``self`` as {target}."
    return fn


def _is_dtype(value: Any) -> bool:
    try:
        to_ivy_dtype(value)
    except (ivy.DtypeError, TypeError):
        return False
    return not isinstance(value, str) or not value.startswith(_DEVICES)


def to(self: Any, *args: Any, **kwargs: Any) -> Any:
    """torch.Tensor.to: ``self`` in a dtype (given, or another tensor's); devices are ignored."""
    target = kwargs.get("dtype")
    for arg in args:
        if is_array(arg):
            target = ivy.dtype(arg)
        elif arg is not None and not isinstance(arg, bool) and _is_dtype(arg):
            target = arg
    if "other" in kwargs:
        target = ivy.dtype(kwargs["other"])
    return self if target is None else cast(self, to_ivy_dtype(target))


def type(self: Any, dtype: Any = None, non_blocking: bool = False, **kwargs: Any) -> Any:
    """torch.Tensor.type: ``self`` in ``dtype`` (a dtype or a ``"torch.FloatTensor"`` name)."""
    if dtype is None:
        raise unsupported("Tensor.type", "type() without a dtype (a type-name string)")
    if isinstance(dtype, str) and dtype.endswith("Tensor"):
        names = {"Float": "float32", "Double": "float64", "Half": "float16", "BFloat16": "bfloat16",
                 "Long": "int64", "Int": "int32", "Short": "int16", "Char": "int8",
                 "Byte": "uint8", "Bool": "bool"}  # fmt: skip
        dtype = names[dtype.rsplit(".", 1)[-1][: -len("Tensor")]]
    return cast(self, to_ivy_dtype(dtype))


def type_as(self: Any, other: Any) -> Any:
    """torch.Tensor.type_as: ``self`` in ``other``'s dtype."""
    return cast(self, ivy.dtype(other))


def identity(self: Any, *args: Any, **kwargs: Any) -> Any:
    """torch.Tensor.cpu / cuda / pin_memory / requires_grad_ / ...: ``self``."""
    return self


def retain_grad(self: Any) -> None:
    """torch.Tensor.retain_grad: None (gradients are the target framework's)."""
    return None


def item(self: Any) -> Any:
    """torch.Tensor.item: the Python number of a one-element tensor (eager only)."""
    return ivy.to_scalar(self)


def tolist(self: Any) -> Any:
    """torch.Tensor.tolist: nested Python lists (eager only)."""
    return ivy.to_list(self)


def numpy(self: Any, *, force: bool = False) -> Any:
    """torch.Tensor.numpy: a NumPy array (eager only)."""
    return ivy.to_numpy(self)


def to_bool(self: Any) -> bool:
    """torch.Tensor.__bool__: the truth of a one-element tensor (eager only)."""
    return bool(ivy.to_scalar(self))


def to_int(self: Any) -> int:
    """torch.Tensor.__int__: the int of a one-element tensor (eager only)."""
    return int(ivy.to_scalar(self))


def to_float(self: Any) -> float:
    """torch.Tensor.__float__: the float of a one-element tensor (eager only)."""
    return float(ivy.to_scalar(self))


def to_index(self: Any) -> int:
    """torch.Tensor.__index__: the int of a one-element integer tensor (eager only)."""
    value = ivy.to_scalar(self)
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("only integer tensors of a single element can be converted to an index")
    return value


def length(self: Any) -> int:
    """torch.Tensor.__len__: the size of the first dim."""
    shape = shape_of(self)
    if not shape:
        raise TypeError("len() of a 0-d tensor")
    return shape[0]


def fill_(self: Any, value: Any) -> Any:
    """torch.Tensor.fill_: ``self`` refilled with ``value`` (a number or 0-d tensor)."""
    dtype = ivy.dtype(self)
    if is_array(value):
        return ivy.broadcast_to(cast(value, dtype), shape_of(self))
    return ivy.full_like(self, cast(value, dtype))


def zero_(self: Any) -> Any:
    """torch.Tensor.zero_: ``self`` refilled with zeros."""
    return ivy.zeros_like(self)


def result_type(tensor: Any, other: Any) -> ivy.Dtype:
    """torch.result_type: the dtype torch's promotion gives the two operands."""
    from ivy_transpiler.frontends.torch._dtypes import result_type as promote

    return promote(tensor, other)


def promote_types(type1: Any, type2: Any) -> ivy.Dtype:
    """torch.promote_types: torch's promotion of two dtypes."""
    from ivy_transpiler.frontends.torch._dtypes import promote_types as promote

    return promote(to_ivy_dtype(type1), to_ivy_dtype(type2))


def can_cast(from_: Any, to: Any) -> bool:
    """torch.can_cast: whether torch's casting rules allow ``from_`` to ``to`` (no lower kind)."""
    from ivy_transpiler.frontends.torch._dtypes import kind

    return kind(to_ivy_dtype(from_)) <= kind(to_ivy_dtype(to))


def get_default_dtype() -> ivy.Dtype:
    """torch.get_default_dtype: float32 (see :data:`._dtypes.DEFAULT_FLOAT`)."""
    return ivy.float32


UNSUPPORTED: dict[str, str] = {
    "torch.Tensor.data_ptr": "memory addresses have no meaning in a functional graph",
    "torch.Tensor.untyped_storage": "storage has no meaning in a functional graph",
    "torch.Tensor.storage_offset": "storage has no meaning in a functional graph",
    "torch.Tensor.backward": "gradients are taken in the target (jax.grad, tf.GradientTape)",
    "torch.Tensor.register_hook": "autograd hooks belong to torch's autograd",
    "torch.Tensor.set_": "rebinding storage has no functional equivalent",
    "torch.Tensor.resize_": "resizing storage has no functional equivalent",
}


FRONTENDS: dict[str, Callable] = {
    "torch.Tensor.shape": shape,
    "torch.Tensor.size": size,
    "torch.Tensor.dim": dim,
    "torch.Tensor.ndimension": dim,
    "torch.Tensor.ndim": dim,
    "torch.Tensor.numel": numel,
    "torch.Tensor.nelement": numel,
    "torch.numel": numel,
    "torch.Tensor.dtype": dtype,
    "torch.Tensor.device": device,
    "torch.Tensor.get_device": lambda self: -1,
    "torch.Tensor.is_cuda": is_cuda,
    "torch.Tensor.requires_grad": requires_grad,
    "torch.Tensor.is_floating_point": is_floating_point,
    "torch.is_floating_point": is_floating_point,
    "torch.Tensor.is_complex": is_complex_,
    "torch.is_complex": is_complex_,
    "torch.Tensor.is_contiguous": is_contiguous,
    "torch.is_tensor": is_tensor,
    "torch.Tensor.stride": stride,
    "torch.Tensor.element_size": element_size,
    "torch.Tensor.T": T,
    "torch.Tensor.mT": mT,
    "torch.Tensor.H": H,
    "torch.Tensor.mH": mH,
    "torch.Tensor.data": data,
    "torch.Tensor.float": _converter("float", "float32"),
    "torch.Tensor.double": _converter("double", "float64"),
    "torch.Tensor.half": _converter("half", "float16"),
    "torch.Tensor.bfloat16": _converter("bfloat16", "bfloat16"),
    "torch.Tensor.int": _converter("int", "int32"),
    "torch.Tensor.long": _converter("long", "int64"),
    "torch.Tensor.short": _converter("short", "int16"),
    "torch.Tensor.char": _converter("char", "int8"),
    "torch.Tensor.byte": _converter("byte", "uint8"),
    "torch.Tensor.bool": _converter("bool", "bool"),
    "torch.Tensor.to": to,
    "torch.Tensor.type": type,
    "torch.Tensor.type_as": type_as,
    "torch.Tensor.cpu": identity,
    "torch.Tensor.cuda": identity,
    "torch.Tensor.pin_memory": identity,
    "torch.Tensor.requires_grad_": identity,
    "torch.Tensor.retain_grad": retain_grad,
    "torch.Tensor.detach_": inplace(lambda self: ivy.stop_gradient(self), "detach_"),
    "torch.Tensor.item": item,
    "torch.Tensor.tolist": tolist,
    "torch.Tensor.numpy": numpy,
    "torch.Tensor.__bool__": to_bool,
    "torch.Tensor.__int__": to_int,
    "torch.Tensor.__float__": to_float,
    "torch.Tensor.__index__": to_index,
    "torch.Tensor.__len__": length,
    "torch.Tensor.fill_": fill_,
    "torch.Tensor.zero_": zero_,
    "torch.result_type": result_type,
    "torch.promote_types": promote_types,
    "torch.can_cast": can_cast,
    "torch.get_default_dtype": get_default_dtype,
}
