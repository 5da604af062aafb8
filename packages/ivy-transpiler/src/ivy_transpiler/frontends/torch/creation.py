"""Tensor creation.

Zeros/ones/full/empty (and ``_like``, ``new_``), arange, linspace, eye, tensor, tril/triu, meshgrid.

Dtypes default as in torch: float32 for ``zeros``, ``ones``, ``empty``, ``linspace``; ``full``
and ``arange`` infer theirs from the values (bool, int64 or float32); ``tensor`` from the data;
``new_*`` and ``*_like`` from the tensor. ``device``, ``requires_grad``, ``layout``,
``pin_memory`` and ``memory_format`` are accepted and ignored (the tracer folds devices to
``"cpu"``; placement belongs to the target framework). ``empty`` gives zeros (torch leaves the
memory uninitialised: any value is right).
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import ivy
from ivy_transpiler.frontends.torch._common import (
    as_array,
    as_shape,
    cast,
    is_array,
    ndim_of,
    refuse_out,
    shape_of,
)
from ivy_transpiler.frontends.torch._dtypes import DEFAULT_FLOAT, available, to_ivy_dtype

__all__ = ["FRONTENDS"]

_IGNORED = ("device", "requires_grad", "layout", "pin_memory", "memory_format", "generator")


def _filled_dtype(value: Any, dtype: Any) -> str:
    dtype = to_ivy_dtype(dtype)
    if dtype is not None:
        return dtype
    if is_array(value):
        return ivy.dtype(value)
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return available("int64")
    if isinstance(value, builtins.complex):  # (this module defines torch.complex)
        return "complex64"
    return DEFAULT_FLOAT


def zeros(*size: Any, out: Any = None, dtype: Any = None, **ignored: Any) -> Any:
    """torch.zeros: zeros of ``size`` (float32 unless ``dtype``)."""
    size = size or (ignored.pop("size"),)
    refuse_out("zeros", out)
    return ivy.zeros(as_shape(size), dtype=to_ivy_dtype(dtype) or DEFAULT_FLOAT)


def ones(*size: Any, out: Any = None, dtype: Any = None, **ignored: Any) -> Any:
    """torch.ones: ones of ``size`` (float32 unless ``dtype``)."""
    size = size or (ignored.pop("size"),)
    refuse_out("ones", out)
    return ivy.ones(as_shape(size), dtype=to_ivy_dtype(dtype) or DEFAULT_FLOAT)


def empty(*size: Any, out: Any = None, dtype: Any = None, **ignored: Any) -> Any:
    """torch.empty: a tensor of ``size`` with unspecified values (zeros here)."""
    size = size or (ignored.pop("size"),)
    refuse_out("empty", out)
    return zeros(*size, dtype=dtype)


def full(size: Sequence[int], fill_value: Any, *, out: Any = None, dtype: Any = None,
         **ignored: Any) -> Any:  # fmt: skip
    """torch.full: ``fill_value`` everywhere; the dtype is inferred from it unless given."""
    refuse_out("full", out)
    dtype = _filled_dtype(fill_value, dtype)
    if is_array(fill_value):
        return ivy.broadcast_to(cast(fill_value, dtype), as_shape((size,)))
    return ivy.full(as_shape((size,)), cast(fill_value, dtype), dtype=dtype)


def scalar_tensor(s: Any, *, dtype: Any = None, **ignored: Any) -> Any:
    """torch.scalar_tensor: a 0-d tensor of ``s`` (float32 unless ``dtype``)."""
    return ivy.full((), s, dtype=to_ivy_dtype(dtype) or DEFAULT_FLOAT)


def _like(name: str, make: Callable) -> Callable:
    def fn(input: Any, *, dtype: Any = None, memory_format: Any = None, **ignored: Any) -> Any:
        return make(input, to_ivy_dtype(dtype) or ivy.dtype(input))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: as ``{name[:-5]}`` with ``input``'s shape and dtype."
    return fn


zeros_like = _like("zeros_like", lambda x, dtype: ivy.zeros_like(x, dtype=dtype))
ones_like = _like("ones_like", lambda x, dtype: ivy.ones_like(x, dtype=dtype))
empty_like = _like("empty_like", lambda x, dtype: ivy.zeros_like(x, dtype=dtype))


def full_like(input: Any, fill_value: Any, *, dtype: Any = None, **ignored: Any) -> Any:
    """torch.full_like: ``fill_value`` with ``input``'s shape and dtype (unless ``dtype``)."""
    dtype = to_ivy_dtype(dtype) or ivy.dtype(input)
    if is_array(fill_value):
        return ivy.broadcast_to(cast(fill_value, dtype), shape_of(input))
    return ivy.full_like(input, cast(fill_value, dtype), dtype=dtype)


def _new(name: str, make: Callable) -> Callable:
    def fn(self: Any, *size: Any, dtype: Any = None, **ignored: Any) -> Any:
        return make(as_shape(size), to_ivy_dtype(dtype) or ivy.dtype(self), self)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.Tensor.{name}: as ``torch.{name[4:]}`` with ``self``'s dtype."
    return fn


def _backend(like: Any) -> str:
    return ivy.current_backend(like)


new_zeros = _new("new_zeros", lambda s, d, x: ivy.zeros(s, dtype=d, backend=_backend(x)))
new_ones = _new("new_ones", lambda s, d, x: ivy.ones(s, dtype=d, backend=_backend(x)))
new_empty = _new("new_empty", lambda s, d, x: ivy.zeros(s, dtype=d, backend=_backend(x)))


def new_full(self: Any, size: Sequence[int], fill_value: Any, *, dtype: Any = None,
             **ignored: Any) -> Any:  # fmt: skip
    """torch.Tensor.new_full: ``fill_value`` of ``size`` in ``self``'s dtype."""
    dtype = to_ivy_dtype(dtype) or ivy.dtype(self)
    return ivy.full(as_shape((size,)), cast(fill_value, dtype), dtype=dtype,
                    backend=_backend(self))  # fmt: skip


def new_tensor(self: Any, data: Any, *, dtype: Any = None, **ignored: Any) -> Any:
    """torch.Tensor.new_tensor: ``data`` as a tensor in ``self``'s dtype."""
    dtype = to_ivy_dtype(dtype) or ivy.dtype(self)
    if is_array(data):
        return cast(data, dtype)
    return ivy.asarray(data, dtype=dtype, backend=_backend(self))


def tensor(data: Any, *, dtype: Any = None, **ignored: Any) -> Any:
    """torch.tensor.

    ``data`` (numbers, nested lists, tensors) as a tensor, torch's dtype rules (float32 for floats,
    int64 for ints) unless ``dtype``.
    """
    return as_array(data, dtype)


def as_tensor(data: Any, dtype: Any = None, device: Any = None) -> Any:
    """torch.as_tensor: :func:`tensor`, keeping a tensor's dtype unless ``dtype``."""
    return as_array(data, dtype)


def arange(*args: Any, out: Any = None, dtype: Any = None, **ignored: Any) -> Any:
    """torch.arange: ``start, start + step, ...

    < end``; int64 for integer arguments, else float32, unless ``dtype``.
    """
    refuse_out("arange", out)
    start, end, step = 0, None, 1
    if "start" in ignored or "end" in ignored or "step" in ignored:
        start, end, step = ignored.pop("start", 0), ignored.pop("end", None), ignored.pop("step", 1)
    if len(args) == 1:
        end = args[0]
    elif len(args) == 2:
        start, end = args
    elif len(args) == 3:
        start, end, step = args
    values = [start, end, step]
    values = [ivy.to_scalar(v) if is_array(v) else v for v in values]
    start, end, step = values
    if dtype is None:
        integral = all(isinstance(v, int) for v in values)
        dtype = "int64" if integral else DEFAULT_FLOAT
    dtype = to_ivy_dtype(dtype)
    count = max(math.ceil((end - start) / step), 0)
    if dtype.startswith(("int", "uint")) and not all(isinstance(v, int) for v in values):
        # torch counts with the real values, then steps from int(start) by int(step)
        positions = int(start) + np.arange(count) * int(step)
        return ivy.asarray(positions, dtype=dtype)
    # torch computes start + i * step (not a running sum)
    if dtype.startswith(("int", "uint")):
        return ivy.arange(start, start + count * step, step, dtype=dtype)
    positions = ivy.arange(count, dtype="float64" if dtype == "float64" else DEFAULT_FLOAT)
    if step != 1:
        positions = ivy.multiply(positions, float(step))
    if start != 0:
        positions = ivy.add(positions, float(start))
    return cast(positions, dtype)


def linspace(
    start: Any, end: Any, steps: int, *, out: Any = None, dtype: Any = None, **ignored: Any
) -> Any:
    """torch.linspace: ``steps`` evenly spaced values from ``start`` to ``end`` (float32)."""
    refuse_out("linspace", out)
    dtype = to_ivy_dtype(dtype) or DEFAULT_FLOAT
    if steps == 1:
        return ivy.full((1,), start, dtype=dtype)
    # the values are constants of the graph: computed once in float64, as torch's are exact
    return ivy.asarray(np.linspace(float(start), float(end), steps), dtype=dtype)


def logspace(
    start: Any, end: Any, steps: int, base: float = 10.0, *, out: Any = None, dtype: Any = None,
    **ignored: Any,
) -> Any:  # fmt: skip
    """torch.logspace: ``base ** linspace(start, end, steps)`` (float32)."""
    refuse_out("logspace", out)
    dtype = to_ivy_dtype(dtype) or DEFAULT_FLOAT
    exponents = np.linspace(float(start), float(end), steps)
    return ivy.asarray(np.power(float(base), exponents), dtype=dtype)


def eye(n: int, m: int | None = None, *, out: Any = None, dtype: Any = None,
        **ignored: Any) -> Any:  # fmt: skip
    """torch.eye: the ``n`` by ``m`` identity (float32)."""
    refuse_out("eye", out)
    return ivy.eye(n, m, dtype=to_ivy_dtype(dtype) or DEFAULT_FLOAT)


def tril(input: Any, diagonal: int = 0, *, out: Any = None) -> Any:
    """torch.tril: the lower triangle of the last two dims, from ``diagonal`` down."""
    refuse_out("tril", out)
    return ivy.tril(input, k=diagonal)


def triu(input: Any, diagonal: int = 0, *, out: Any = None) -> Any:
    """torch.triu: the upper triangle of the last two dims, from ``diagonal`` up."""
    refuse_out("triu", out)
    return ivy.triu(input, k=diagonal)


def meshgrid(*tensors: Any, indexing: str = "ij") -> tuple[Any, ...]:
    """torch.meshgrid: coordinate grids (``"ij"`` indexing unless ``"xy"``)."""
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tuple(tensors[0])
    tensors = tuple(ivy.reshape(t, (1,)) if ndim_of(t) == 0 else t for t in tensors)
    return tuple(ivy.meshgrid(*tensors, indexing=indexing))


def tril_indices(row: int, col: int, offset: int = 0, *, dtype: Any = None,
                 **ignored: Any) -> Any:  # fmt: skip
    """torch.tril_indices: the ``(2, N)`` coordinates of a lower triangle, row by row."""
    pairs = [(i, j) for i in range(row) for j in range(col) if j - i <= offset]
    return ivy.asarray([[p[0] for p in pairs], [p[1] for p in pairs]],
                       dtype=to_ivy_dtype(dtype) or available("int64"))  # fmt: skip


def triu_indices(row: int, col: int, offset: int = 0, *, dtype: Any = None,
                 **ignored: Any) -> Any:  # fmt: skip
    """torch.triu_indices: the ``(2, N)`` coordinates of an upper triangle, row by row."""
    pairs = [(i, j) for i in range(row) for j in range(col) if j - i >= offset]
    return ivy.asarray([[p[0] for p in pairs], [p[1] for p in pairs]],
                       dtype=to_ivy_dtype(dtype) or available("int64"))  # fmt: skip


def complex(real: Any, imag: Any, *, out: Any = None) -> Any:
    """torch.complex: ``real + imag * 1j`` (float32 parts give complex64)."""
    refuse_out("complex", out)
    dtype = "complex128" if ivy.dtype(real) == "float64" else "complex64"
    return ivy.add(ivy.astype(real, dtype), ivy.multiply(ivy.astype(imag, dtype), 1j))


def polar(abs: Any, angle: Any, *, out: Any = None) -> Any:
    """torch.polar: ``abs * (cos(angle) + sin(angle) * 1j)``."""
    refuse_out("polar", out)
    return complex(ivy.multiply(abs, ivy.cos(angle)), ivy.multiply(abs, ivy.sin(angle)))


FRONTENDS: dict[str, Callable] = {
    "torch.zeros": zeros,
    "torch.ones": ones,
    "torch.empty": empty,
    "torch.full": full,
    "torch.scalar_tensor": scalar_tensor,
    "torch.zeros_like": zeros_like,
    "torch.ones_like": ones_like,
    "torch.empty_like": empty_like,
    "torch.full_like": full_like,
    "torch.Tensor.new_zeros": new_zeros,
    "torch.Tensor.new_ones": new_ones,
    "torch.Tensor.new_empty": new_empty,
    "torch.Tensor.new_full": new_full,
    "torch.Tensor.new_tensor": new_tensor,
    "torch.tensor": tensor,
    "torch.as_tensor": as_tensor,
    "torch.asarray": as_tensor,
    "torch.arange": arange,
    "torch.linspace": linspace,
    "torch.logspace": logspace,
    "torch.eye": eye,
    "torch.tril": tril,
    "torch.Tensor.tril": tril,
    "torch.triu": triu,
    "torch.Tensor.triu": triu,
    "torch.meshgrid": meshgrid,
    "torch.tril_indices": tril_indices,
    "torch.triu_indices": triu_indices,
    "torch.complex": complex,
    "torch.polar": polar,
}
