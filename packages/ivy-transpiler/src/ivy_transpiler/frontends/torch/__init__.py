"""torch's functional API written with ``ivy`` only, and the registry the transpiler looks it up in.

The registry
------------
:data:`FRONTENDS` maps torch's public names (``"torch.nn.functional.linear"``,
``"torch.Tensor.add"``, ``"torch.Tensor.shape"``) to frontends; :func:`frontend_for` maps the
callable object that ``TorchFunctionMode.__torch_function__`` receives to its frontend (or None),
and :func:`torch_name` gives that object's public name (for reports of missing frontends). The
names are resolved to torch's objects on the first lookup, so importing this package imports no
framework. A frontend has the torch function's signature (positional order and keyword names
as torch's: ``input``, ``dim``, ``keepdim``, ...), computes with ``ivy`` functions only and
returns arrays of whatever backend ivy selects. Methods take the tensor first; in-place methods
return the new value of the tensor (the tracer rebinds it); ``out=`` is refused with
``ivy.UnsupportedError``.

What torch 2.13 hands ``__torch_function__`` for each Python construct (measured with a logging
``TorchFunctionMode``; the registry holds every one of these objects):

- Operators arrive as the *named* methods, not the dunders: ``x + y`` and ``1 + x`` as
  ``torch.Tensor.add`` (the tensor first: ``add(x, 1)``), ``x - 1`` as ``Tensor.sub``, ``x * y``
  and ``2 * x`` as ``Tensor.mul``, ``x / y`` as ``Tensor.div``, ``x @ y`` as ``Tensor.matmul``,
  ``x % y`` as ``Tensor.remainder``, ``-x`` as ``Tensor.neg``, ``+x`` as ``Tensor.positive``,
  ``abs(x)`` as ``Tensor.abs``, ``x > y`` (and ``1 < x``, reflected) as ``Tensor.gt`` (likewise
  ``lt``, ``le``, ``ge``, ``ne``), but ``x == y`` as ``Tensor.__eq__``, ``~x`` as
  ``Tensor.__invert__``, ``x & y`` as ``Tensor.__and__`` (``1 & x`` as ``Tensor.bitwise_and``),
  ``|``, ``^``, ``<<``, ``>>`` as ``__or__``, ``__xor__``, ``__lshift__``, ``__rshift__``.
- Python-level operators arrive as ``torch._tensor.Tensor``'s functions: ``x ** y`` as
  ``Tensor.__pow__`` (a function named ``TensorBase.pow``, not the method ``Tensor.pow``),
  ``x // y`` as ``Tensor.__floordiv__``, and the reflected ones with the tensor first:
  ``1 - x`` as ``Tensor.__rsub__(x, 1)``, ``2 / x`` as ``Tensor.__rdiv__`` (is
  ``__rtruediv__``), ``2 ** x`` as ``__rpow__``, ``2 // x`` as ``__rfloordiv__``, ``2 % x`` as
  ``__rmod__``, ``m @ x`` (non-tensor ``m``) as ``__rmatmul__``, ``1 << x`` as ``__rlshift__``.
- In-place operators arrive as the in-place methods: ``x += 1`` as ``Tensor.add_``, ``x *= 2``
  as ``mul_``, ``x -= y`` as ``sub_``, ``x /= 2`` as ``div_``.
- Indexing: ``x[key]`` as ``Tensor.__getitem__(x, key)`` with the key as written (an int,
  slice, None, Ellipsis, tensor, or a tuple of them); ``x[key] = v`` as
  ``Tensor.__setitem__(x, key, v)`` (a ``__getitem__`` may come first when the key is built from
  a view).
- Properties arrive as the ``__get__`` of the getset descriptor: ``x.shape`` as
  ``torch.Tensor.shape.__get__`` (a fresh method-wrapper per access, equal to and hashing like
  any other, so it is looked up by equality), likewise ``.dtype``, ``.device``, ``.ndim``,
  ``.T``, ``.mT``, ``.H``, ``.data``, ``.requires_grad``, ``.is_cuda``, ``.is_nested``,
  ``.grad_fn``. ``x.size()``, ``x.dim()``, ``x.numel()``, ``x.is_floating_point()``,
  ``x.is_contiguous()`` are methods; ``len(x)`` is ``Tensor.__len__``; ``bool(x)``, ``int(x)``,
  ``float(x)``, ``x.item()``, ``x.tolist()``, ``operator.index(x)`` are ``Tensor.__bool__``,
  ``__int__``, ``__float__``, ``item``, ``tolist``, ``__index__``; iterating over a tensor is
  ``Tensor.dim`` then ``Tensor.unbind``; an f-string is ``Tensor.__format__``.
- ``torch.*`` functions arrive as torch's builtins (``torch.add``, ``torch.cat``, ...), or the
  Python functions of ``torch.functional`` (``torch.split``, ``torch.einsum``); ``x.split`` is
  ``torch._tensor.Tensor.split``. ``torch.nn.functional`` functions arrive as themselves:
  builtins of ``torch._C._nn`` (``linear``, ``gelu``, ``scaled_dot_product_attention``, ``pad``
  is ``torch.nn.functional.pad``) or the Python functions (``layer_norm``, ``dropout``,
  ``softmax``, ``relu``, ``multi_head_attention_forward``), whose own inner calls are not seen
  (the mode is off while a call runs).
- ``nn.Module`` layers: only their ``forward``'s calls are seen: ``nn.Linear`` is ``F.linear``,
  ``nn.Conv2d`` is ``torch.conv2d`` (the builtin, with all seven arguments positional),
  ``nn.LayerNorm`` is ``F.layer_norm``, ``nn.MultiheadAttention`` is ``Tensor.transpose``,
  ``.dim``, ``.dtype`` and ``.is_nested`` then ``F.multi_head_attention_forward``. Building a
  module under the mode shows ``torch.empty``, ``nn.init.kaiming_uniform_``, ``uniform_``,
  ``_set_grad_enabled`` and ``.grad_fn``; a tracer builds modules outside it.
- ``F.scaled_dot_product_attention`` arrives as the builtin ``torch._C._nn`` function, once.

Constants arrive as the tracer normalises them (``torch.dtype`` as an ivy dtype name,
``torch.Size`` as a tuple); frontends also take torch's own dtypes (:mod:`._dtypes`).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from ivy_transpiler.frontends.torch import (
    creation,
    elementwise,
    indexing,
    linalg,
    manipulation,
    random,
    reduction,
    tensor_methods,
)
from ivy_transpiler.frontends.torch.nn_functional import FRONTENDS as _NN_FRONTENDS

__all__ = ["FRONTENDS", "UNSUPPORTED", "frontend_for", "torch_name"]


def _merge(*tables: Mapping[str, Callable]) -> dict[str, Callable]:
    merged: dict[str, Callable] = {}
    for table in tables:
        for name, frontend in table.items():
            if name in merged and merged[name] is not frontend:
                raise RuntimeError(f"torch frontends: {name} is registered twice")
            merged[name] = frontend
    return merged


FRONTENDS: Mapping[str, Callable] = MappingProxyType(
    _merge(
        creation.FRONTENDS,
        elementwise.FRONTENDS,
        indexing.FRONTENDS,
        linalg.FRONTENDS,
        manipulation.FRONTENDS,
        random.FRONTENDS,
        reduction.FRONTENDS,
        tensor_methods.FRONTENDS,
        _NN_FRONTENDS,
    )
)
"""Every frontend by torch's public name (``"torch.Tensor.view"``), aliases included."""

UNSUPPORTED: Mapping[str, str] = MappingProxyType(tensor_methods.UNSUPPORTED)
"""torch functions that have no frontend on purpose, with the reason."""

_by_object: dict[Any, Callable] | None = None
_names: dict[Any, str] = {}


def _resolve(name: str) -> Any:
    """The torch object a public name refers to, or None where this torch version lacks it."""
    parts = name.split(".")
    for split in range(len(parts), 0, -1):
        module_name = ".".join(parts[:split])
        try:
            obj = sys.modules.get(module_name) or importlib.import_module(module_name)
        except ImportError:
            continue
        for attr in parts[split:]:
            obj = getattr(obj, attr, None)
            if obj is None:
                return None
        return obj
    return None


def _keys(obj: Any) -> list[Any]:
    """The objects ``__torch_function__`` may receive for ``obj``: a property is its getter."""
    if isinstance(obj, property):
        return [obj, obj.fget, obj.__get__]
    if type(obj).__name__ == "getset_descriptor":
        return [obj, obj.__get__]
    return [obj]


def _table() -> dict[Any, Callable]:
    global _by_object
    if _by_object is None:
        table: dict[Any, Callable] = {}
        for name, frontend in FRONTENDS.items():
            obj = _resolve(name)
            if obj is None:
                continue
            for key in _keys(obj):
                table.setdefault(key, frontend)
                _names.setdefault(key, name)
        _by_object = table
    return _by_object


def frontend_for(func: Any) -> Callable | None:
    """The frontend of the callable ``__torch_function__`` received, or None if there is none.

    Args:
        func: a torch function, method, operator or property getter (as the tracer records it,
            e.g. ``torch.nn.functional.linear``, ``torch.Tensor.add``,
            ``torch.Tensor.shape.__get__``).

    Returns:
        The frontend, which takes the same arguments and computes with ``ivy``; None where no
        frontend covers ``func``.

    Example:
        With torch installed::

            frontend_for(torch.Tensor.add).__name__  # 'add'
    """
    try:
        return _table().get(func)
    except TypeError:  # an unhashable object is no torch function
        return None


def torch_name(func: Any) -> str:
    """The public name of a torch callable: ``"torch.Tensor.add"``, ``"torch.Tensor.shape"``.

    The registry's name where ``func`` has a frontend, else one built from its qualified name
    (``torch.Tensor.<method>``, ``torch.<function>``, ``torch.nn.functional.<function>``).

    Example:
        With torch installed::

            torch_name(torch.Tensor.shape.__get__)  # 'torch.Tensor.shape'
            torch_name(torch.nn.functional.linear)  # 'torch.nn.functional.linear'
    """
    table = _table()
    try:
        if func in table:
            return _names[func]
    except TypeError:
        pass
    owner = getattr(func, "__self__", None)
    if type(func).__name__ == "method-wrapper" and owner is not None:
        return f"torch.Tensor.{getattr(owner, '__name__', '?')}"  # a property's __get__
    qualname = getattr(func, "__qualname__", None) or getattr(func, "__name__", repr(func))
    module = getattr(func, "__module__", None)
    head, _, tail = qualname.rpartition(".")
    if head in ("TensorBase", "Tensor", "_TensorBase"):
        return f"torch.Tensor.{tail}"
    if head == "_VariableFunctionsClass":
        return f"torch.{tail}"
    if module in ("torch._C._nn", "torch.nn.functional"):
        return f"torch.nn.functional.{qualname}"
    if module in ("torch._C._linalg",):
        return f"torch.linalg.{qualname.removeprefix('linalg_')}"
    if module in ("torch._C._special",):
        return f"torch.special.{qualname.removeprefix('special_')}"
    if module in ("torch._C._fft",):
        return f"torch.fft.{qualname.removeprefix('fft_')}"
    if module in ("torch.functional", "torch._tensor", None):
        return f"torch.{qualname}"
    return f"{module}.{qualname}"
