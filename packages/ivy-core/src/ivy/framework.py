"""Which backend answers a call.

In this order (ARCHITECTURE.md):

1. **Local**: a framework namespace (``ivy.torch.add(x, y)``) or a per-call ``backend=`` argument
   (``ivy.add(x, y, backend="torch")``).
2. **Global**: :func:`set_backend` / :func:`unset_backend`, or the block form
   ``with ivy.using_backend("jax"):``. The setting is a stack held in a context variable, so
   threads and asyncio tasks do not see each other's setting.
3. **Inferred**: with nothing set, the type of the array arguments picks the backend (torch
   tensors answer with torch). Arrays of two frameworks in one call raise
   :class:`~ivy.errors.BackendMismatchError`.
4. **Default**: numpy, for calls with no array argument and nothing set.

A backend is a module, ``ivy.backends.<name>``, imported the first time it is used; nothing here
imports a framework to rule it out.

Every api function starts with the same lookup, the hot path of every ivy call::

    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x1, x2)

:func:`selected_backend` is a C call that reads the global setting (in a framework namespace it
returns that namespace's backend instead, see :mod:`ivy._namespace`); only a per-call
``backend=``, or no setting at all, pays for the Python call of :func:`backend_for`. It is a
statement rather than an assignment expression because ``tf.function``'s AutoGraph cannot
convert those (it would warn for, and not convert, every ivy function a traced function calls).
"""

from __future__ import annotations

import contextlib
import contextvars
import importlib
import importlib.util
import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

from ivy.errors import BackendMismatchError, BackendNotInstalledError

__all__ = [
    "BACKENDS",
    "set_backend",
    "unset_backend",
    "using_backend",
    "set_framework",
    "unset_framework",
    "current_backend",
    "backend_for",
    "selected_backend",
    "load_backend",
    "loaded_backends",
    "own_backend",
]

BACKENDS = ("numpy", "torch", "jax", "tensorflow", "paddle", "mxnet")
"""Every backend ivy has, by name."""

# The top-level package each backend needs, and the pip extra that installs it.
_FRAMEWORK_PACKAGE = {name: name for name in BACKENDS}

# Top-level module of an array class -> backend name. numpy is matched on ndarray only (below),
# so numpy scalars and dtypes mix freely with other frameworks' arrays.
_ARRAY_MODULES = {
    "torch": "torch",
    "jax": "jax",
    "jaxlib": "jax",
    "tensorflow": "tensorflow",
    "paddle": "paddle",
    "mxnet": "mxnet",
}

# name or module -> backend module; filled by load_backend.
_resolved: dict[Any, ModuleType] = {}
# array type -> backend module, or None for types that pick no backend (Python scalars, ...).
_backend_of_type: dict[type, ModuleType | None] = {}
# The global setting (a backend module, or None), and the settings under it as a linked stack of
# (setting, rest) pairs: one context variable read on the hot path, the stack only on changes.
_setting: contextvars.ContextVar[ModuleType | None] = contextvars.ContextVar(
    "ivy_backend", default=None
)
_below: contextvars.ContextVar[tuple | None] = contextvars.ContextVar("ivy_below", default=None)

selected_backend = _setting.get
"""The backend module the global setting selects, or None: ``selected_backend()``.

Bound to the context variable's own ``get``, so the api functions' lookup is one C call.
"""


def backend_for(backend: Any, *arrays: Any) -> ModuleType:
    """Returns the backend module that answers a call (the hot path of every ivy function).

    Args:
        backend: the call's local selection: None, a backend name, or a module (see
            :func:`load_backend`).
        *arrays: the call's array arguments; other values (Python scalars, None) are skipped.

    Raises:
        BackendMismatchError: ``arrays`` belong to two frameworks and nothing is selected.
    """
    if backend is not None:
        try:
            return _resolved[backend]
        except (KeyError, TypeError):
            return load_backend(backend)
    setting = _setting.get()
    if setting is not None:
        return setting
    found = None
    for x in arrays:
        try:
            candidate = _backend_of_type[type(x)]
        except KeyError:
            candidate = _classify(type(x))
        if candidate is not None and candidate is not found:
            if found is not None:
                raise BackendMismatchError(_mismatch_message(arrays))
            found = candidate
    if found is not None:
        return found
    return _resolved.get("numpy") or load_backend("numpy")


def own_backend(x: Any) -> ModuleType | None:
    """The backend of ``x``'s own framework, whatever is selected; None where ``x`` is no array."""
    try:
        return _backend_of_type[type(x)]
    except KeyError:
        return _classify(type(x))


def _framework_of_type(cls: type) -> str | None:
    for base in cls.__mro__:
        top = base.__module__.partition(".")[0]
        if top in _ARRAY_MODULES:
            return _ARRAY_MODULES[top]
        if top == "numpy" and base.__name__ == "ndarray":
            return "numpy"
    return None


def _classify(cls: type) -> ModuleType | None:
    name = _framework_of_type(cls)
    module = None if name is None else load_backend(name)
    _backend_of_type[cls] = module
    return module


def _mismatch_message(arrays: tuple) -> str:
    seen = {}
    for position, x in enumerate(arrays):
        name = _framework_of_type(type(x))
        if name is not None and name not in seen:
            seen[name] = f"argument {position} is a {type(x).__module__}.{type(x).__name__}"
    return (
        f"arrays of different frameworks in one call ({'; '.join(seen.values())}): convert them "
        "to one framework first, or select a backend with backend=, ivy.<framework>, or "
        "ivy.using_backend()"
    )


def _backend_name(backend: Any) -> str:
    """The backend name meant by a name, a framework module, or an ivy namespace/backend module."""
    if isinstance(backend, ModuleType):
        name = backend.__name__
        for prefix in ("ivy.backends.", "ivy."):
            if name.startswith(prefix):
                name = name[len(prefix) :]
                break
        name = name.partition(".")[0]
        name = _ARRAY_MODULES.get(name, name)  # jaxlib -> jax
    elif isinstance(backend, str):
        name = backend
    else:
        raise TypeError(
            f"a backend is selected by name or module; got {type(backend).__name__} {backend!r}"
        )
    if name not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    return name


def load_backend(backend: Any) -> ModuleType:
    """Imports (once) and returns the backend module meant by ``backend``.

    Args:
        backend: a backend name (``"torch"``), a framework module (``torch``, ``jax.numpy``), an
            ivy framework namespace (``ivy.torch``) or a backend module.

    Raises:
        BackendNotInstalledError: the framework is not installed.
        ValueError: ``backend`` names no backend.
    """
    name = _backend_name(backend)
    module = _resolved.get(name)
    if module is None:
        package = _FRAMEWORK_PACKAGE[name]
        if package not in sys.modules and importlib.util.find_spec(package) is None:
            raise BackendNotInstalledError(
                f"ivy.{name} needs {package}: pip install ivy-core[{name}]"
            )
        module = importlib.import_module(f"ivy.backends.{name}")
        _resolved[name] = module
        _resolved[module] = module
    if isinstance(backend, ModuleType):
        _resolved[backend] = module
    return module


def loaded_backends() -> tuple[ModuleType, ...]:
    """The backend modules imported so far, each once."""
    return tuple(dict.fromkeys(_resolved.values()))


def set_backend(backend: Any) -> None:
    """Sets the global backend for this thread or task, on top of any earlier setting.

    Args:
        backend: a backend name or module (see :func:`load_backend`).

    Example:
        >>> import ivy
        >>> ivy.set_backend("numpy")
        >>> ivy.current_backend()
        'numpy'
        >>> ivy.unset_backend()
    """
    module = load_backend(backend)
    _below.set((_setting.get(), _below.get()))
    _setting.set(module)


def unset_backend() -> None:
    """Removes the latest :func:`set_backend`, restoring the setting before it (if any)."""
    below = _below.get()
    if below is not None:
        _setting.set(below[0])
        _below.set(below[1])


@contextlib.contextmanager
def using_backend(backend: Any) -> Iterator[ModuleType]:
    """Sets the global backend inside a ``with`` block, restoring the previous setting after it.

    Args:
        backend: a backend name or module (see :func:`load_backend`).

    Yields:
        The backend module.
    """
    module = load_backend(backend)
    below_token = _below.set((_setting.get(), _below.get()))
    token = _setting.set(module)
    try:
        yield module
    finally:
        _setting.reset(token)
        _below.reset(below_token)


set_framework = set_backend
unset_framework = unset_backend


def current_backend(*arrays: Any) -> str:
    """The name of the backend that would answer a call with ``arrays`` and no local selection.

    Example:
        >>> import ivy
        >>> ivy.current_backend()
        'numpy'
    """
    return backend_for(None, *arrays).NAME
