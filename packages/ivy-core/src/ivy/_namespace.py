"""Builds the framework namespaces ``ivy.numpy``, ``ivy.torch``, ``ivy.jax``, ... .

A namespace holds every api function bound to one backend, so ``ivy.torch.add(x, y)`` always
answers with torch, whatever the global setting; and that framework's dtype objects, so
``ivy.torch.float32 is torch.float32``. Functions that return a dtype return the framework's.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import inspect
import math
import sys
import types
from collections.abc import Callable
from typing import Any

from ivy._common.dtypes import DTYPES
from ivy.api import EXTENSIONS, FUNCTIONS, TOP_LEVEL
from ivy.errors import UnsupportedError
from ivy.framework import load_backend

# Functions whose result is a canonical dtype, or holds one in ``.dtype``.
_RETURN_DTYPE = frozenset({"dtype", "result_type"})
_RETURN_INFO = frozenset({"finfo", "iinfo"})


def _bind(fn: types.FunctionType, backend: types.ModuleType, module: str) -> types.FunctionType:
    """A copy of ``fn`` that answers with ``backend`` unless the call passes ``backend=``.

    The copy runs the api function's own code with other globals: a copy of its module's, in
    which ``selected_backend`` returns ``backend`` rather than reading the global setting. The
    lookup every api function starts with (see :mod:`ivy.framework`) is then one C call in a
    namespace as under a global setting, and no function body is written twice.

    Only the api function itself (and the functions nested in it, which share its globals) sees
    the namespace's ``selected_backend``: a helper it calls, or another api function, would read
    the global setting. So the lookup lives in the api functions alone, and each hands its
    backend down: helpers take the backend module as an argument, and an api function calls
    another one as ``b.<name>(...)`` or with ``backend=b`` (``tests/test_namespaces.py`` guards
    both rules).
    """
    bound = types.FunctionType(
        fn.__code__, _namespace_globals(fn, backend), fn.__name__, fn.__defaults__, fn.__closure__
    )
    bound.__kwdefaults__ = fn.__kwdefaults__ and dict(fn.__kwdefaults__)
    bound.__doc__ = fn.__doc__
    bound.__module__ = module
    bound.__qualname__ = fn.__qualname__
    bound.__annotations__ = fn.__annotations__
    signature = inspect.signature(fn)
    bound.__signature__ = signature.replace(
        parameters=[p for p in signature.parameters.values() if p.name != "backend"]
    )
    return bound


# (api module name, backend) -> that module's globals with selected_backend returning backend.
_globals: dict[tuple[str, types.ModuleType], dict[str, Any]] = {}
# backend -> the namespaces' selected_backend, which returns it.
_selectors: dict[types.ModuleType, Callable[[], types.ModuleType]] = {}


def selector(backend: types.ModuleType) -> Callable[[], types.ModuleType]:
    """The ``selected_backend`` of ``backend``'s namespace: a C callable that returns it.

    The ``get`` of a context variable that is never set, whose default is ``backend``: as cheap
    as the global setting's lookup, and of the same kind, so that a tracer that needs a rule for
    it (torch.compile's, see ``ivy.backends.torch.compilation``) needs one for both.
    """
    found = _selectors.get(backend)
    if found is None:
        variable = contextvars.ContextVar(f"ivy.{backend.NAME} namespace", default=backend)
        found = _selectors[backend] = variable.get
    return found


def _namespace_globals(fn: types.FunctionType, backend: types.ModuleType) -> dict[str, Any]:
    key = (fn.__module__, backend)
    namespace_globals = _globals.get(key)
    if namespace_globals is None:
        namespace_globals = _globals[key] = dict(fn.__globals__)
        namespace_globals["selected_backend"] = selector(backend)
    return namespace_globals


def _returning_native_dtype(bound: Any, backend: types.ModuleType) -> Any:
    @functools.wraps(bound)
    def native_result(*args: Any, **kwargs: Any) -> Any:
        return backend.native_dtype(bound(*args, **kwargs))

    return native_result


def _returning_native_info(bound: Any, backend: types.ModuleType) -> Any:
    @functools.wraps(bound)
    def native_info(*args: Any, **kwargs: Any) -> Any:
        info = bound(*args, **kwargs)
        return dataclasses.replace(info, dtype=backend.native_dtype(info.dtype))

    return native_info


def _returning_native_dtypes_info(bound: Any) -> Any:
    @functools.wraps(bound)
    def native_namespace_info(*args: Any, **kwargs: Any) -> Any:
        return dataclasses.replace(bound(*args, **kwargs), native_dtypes=True)

    return native_namespace_info


def populate(namespace: dict[str, Any], name: str) -> None:
    """Fills a namespace module's globals with the api bound to backend ``name``.

    The namespace gets every top-level function, the extensions as submodules
    (``ivy.torch.linalg``, ``ivy.torch.fft``), the framework's dtype objects, and the standard's
    constants and ``__array_api_version__``.

    Raises:
        BackendNotInstalledError: the framework is not installed.
    """
    import ivy

    backend = load_backend(name)
    module = namespace["__name__"]
    bound_functions = {}
    for fname, fn in FUNCTIONS.items():
        bound = _bind(fn, backend, module)
        if fname in _RETURN_DTYPE:
            bound = _returning_native_dtype(bound, backend)
        elif fname in _RETURN_INFO:
            bound = _returning_native_info(bound, backend)
        elif fname == "__array_namespace_info__":
            bound = _returning_native_dtypes_info(bound)
        bound_functions[fname] = bound
    exported = list(TOP_LEVEL)
    namespace.update({fname: bound_functions[fname] for fname in exported})
    for extension, names in EXTENSIONS.items():
        submodule = types.ModuleType(f"{module}.{extension}", f"The {extension} extension.")
        submodule.__dict__.update({fname: bound_functions[fname] for fname in names})
        submodule.__all__ = list(names)
        sys.modules[submodule.__name__] = submodule
        namespace[extension] = submodule
        exported.append(extension)
    for dtype_name in DTYPES:
        try:
            namespace[dtype_name] = backend.native_dtype(dtype_name)
        except UnsupportedError:
            continue
        exported.append(dtype_name)
    constants = {"e": math.e, "pi": math.pi, "inf": math.inf, "nan": math.nan, "newaxis": None}
    namespace.update(constants)
    exported.extend(constants)
    namespace["__array_api_version__"] = ivy.__array_api_version__
    namespace["__all__"] = exported
