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

from ivy.errors import BackendMismatchError, BackendNotInstalledError, UnknownBackendError

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

# The top-level package each backend needs, and the pip arguments that install it (the
# requirements of ivy-core's extra of the same name; ivy-core itself is not on PyPI, so
# ``pip install ivy-core[torch]`` finds nothing).
_FRAMEWORK_PACKAGE = {name: name for name in BACKENDS}
_FRAMEWORK_INSTALL = {
    "numpy": "numpy",
    "torch": "torch",
    "jax": '"jax[cpu]"',
    "tensorflow": "tensorflow",
    "paddle": "paddlepaddle setuptools",
    "mxnet": '"mxnet>=1.9.1,<2" "numpy>=1.23,<1.24"',
}
# Other names people call the frameworks by, for the "did you mean" of an unknown name.
_ALIASES = {
    "pytorch": "torch",
    "tf": "tensorflow",
    "np": "numpy",
    "jnp": "jax",
    "mx": "mxnet",
    "paddlepaddle": "paddle",
}

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
    setting = selected_backend()  # not _setting.get(): torch.compile has a rule for this one
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
    # The error path only: which function was called, and which of its arguments hold the arrays.
    function, arguments = _calling_function(sys._getframe(1))
    seen = {}
    for position, x in enumerate(arrays):
        name = _framework_of_type(type(x))
        if name is not None and name not in seen:
            where = _argument_holding(arguments, x) or f"argument {position}"
            seen[name] = f"{where} is a {type(x).__module__}.{type(x).__name__}"
    return (
        f"{function + ': ' if function else ''}arrays of different frameworks in one call "
        f"({'; '.join(seen.values())}): convert them to one framework first, or select a backend "
        "with backend=, ivy.<framework>, or ivy.using_backend()"
    )


_CO_VARARGS = 0x04  # inspect.CO_VARARGS, without importing inspect


def _calling_function(frame: Any) -> tuple[str | None, dict[str, Any]]:
    """The name and arguments of the public function whose call reached ``frame``.

    That is the first frame, from ``frame`` outwards, of a function whose name has no leading
    underscore other than :func:`backend_for` (a namespace's copy of an api function has its
    name); (None, {}) where there is none, as for a call from a module's top level.
    """
    while frame is not None and frame.f_code.co_name != "<module>":
        code = frame.f_code
        name = code.co_name
        if not name.startswith(("_", "<")) and name != "backend_for":
            count = code.co_argcount + code.co_kwonlyargcount + bool(code.co_flags & _CO_VARARGS)
            local = frame.f_locals
            return name, {p: local[p] for p in code.co_varnames[:count] if p in local}
        frame = frame.f_back
    return None, {}


def _argument_holding(arguments: dict[str, Any], x: Any) -> str | None:
    """The argument that is ``x`` (``x1``), or holds it in a sequence (``arrays[1]``)."""
    for name, value in arguments.items():
        if value is x:
            return name
    for name, value in arguments.items():
        if isinstance(value, list | tuple):
            for i, item in enumerate(value):
                if item is x:
                    return f"{name}[{i}]"
    return None


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
        raise UnknownBackendError(
            f"a backend is selected by name or module; got {type(backend).__name__} {backend!r}"
        )
    if name not in BACKENDS:
        raise UnknownBackendError(
            f"unknown backend {backend!r}{_did_you_mean(name)} (ivy's backends: "
            f"{', '.join(BACKENDS)})"
        )
    return name


def _did_you_mean(name: str) -> str:
    """``": did you mean 'torch'?"`` for a name close to a backend's or one of its aliases."""
    import difflib  # the error path only

    key = name.lower().replace("-", "").replace("_", "")
    if key in BACKENDS or key in _ALIASES:
        guess = key
    else:
        close = difflib.get_close_matches(key, (*BACKENDS, *_ALIASES), n=1, cutoff=0.6)
        guess = close[0] if close else None
    return "" if guess is None else f": did you mean {_ALIASES.get(guess, guess)!r}?"


def load_backend(backend: Any) -> ModuleType:
    """Imports (once) and returns the backend module meant by ``backend``.

    Args:
        backend: a backend name (``"torch"``), a framework module (``torch``, ``jax.numpy``), an
            ivy framework namespace (``ivy.torch``) or a backend module.

    Raises:
        BackendNotInstalledError: the framework is not installed.
        UnknownBackendError: ``backend`` names no backend.
    """
    name = _backend_name(backend)
    module = _resolved.get(name)
    if module is None:
        package = _FRAMEWORK_PACKAGE[name]
        if package not in sys.modules and importlib.util.find_spec(package) is None:
            raise BackendNotInstalledError(
                f"ivy.{name} needs {package}, which is not installed: pip install "
                f"{_FRAMEWORK_INSTALL[name]} (from a clone of ivy, ivy-core's extra installs the "
                f'same: pip install "./packages/ivy-core[{name}]")'
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
