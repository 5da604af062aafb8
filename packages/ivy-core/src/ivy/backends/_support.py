"""Pieces every backend package uses."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ivy.backends import AREAS, HOOKS
from ivy.errors import UnsupportedError


def _raiser(backend: str, name: str, reason: str) -> Callable[..., Any]:
    def unsupported(*args: Any, **kwargs: Any) -> Any:
        raise UnsupportedError(f"ivy.{name} is not supported by the {backend} backend: {reason}")

    unsupported.__name__ = unsupported.__qualname__ = name
    return unsupported


def _imported_from_ivy(value: Any, package: str) -> bool:
    """Whether ``value`` is one of ivy's own objects from outside this backend package."""
    module = getattr(value, "__module__", None) or ""
    return module.startswith("ivy.") and not module.startswith(package + ".")


def assemble(namespace: dict[str, Any]) -> None:
    """Fills a backend package's namespace from its area modules.

    Imports ``<package>.<area>`` for each of :data:`ivy.backends.AREAS` and copies the api
    functions and hooks it defines (nothing else: a backend's helpers stay in their modules), then
    merges the areas' ``UNSUPPORTED`` dicts into ``namespace["UNSUPPORTED"]`` and defines each of
    those names as a function raising :class:`ivy.UnsupportedError` that names the backend, the
    function and the reason.

    Raises:
        RuntimeError: two area modules define one name differently, or a name is both defined
            and listed as unsupported (a mistake in the backend, caught at import).
    """
    from ivy.api import FUNCTIONS  # the api imports no backend, so this is no cycle

    package, backend = namespace["__name__"], namespace["NAME"]
    functions = FUNCTIONS.keys()
    public = functions | set(HOOKS)
    unsupported: dict[str, str] = {}
    for area in AREAS:
        module = importlib.import_module(f"{package}.{area}")
        if namespace.get(area) is module:
            # The import bound the submodule as a package attribute; the fft area's name is also
            # an api function's (fft), which the loop below must be free to define.
            del namespace[area]
        for name, value in vars(module).items():
            if name not in public or name in ("NAME", "UNSUPPORTED"):
                continue
            if name in functions and _imported_from_ivy(value, package):
                continue  # a shared helper of an api name (checks.broadcast_shapes), not the api
            if namespace.get(name, value) is not value:
                raise RuntimeError(f"{package}: {name} is defined twice, the second in {area}")
            namespace[name] = value
        unsupported.update(getattr(module, "UNSUPPORTED", {}))
    for name, reason in unsupported.items():
        if name in namespace:
            raise RuntimeError(f"{package}: {name} is both defined and listed as unsupported")
        namespace[name] = _raiser(backend, name, reason)
    namespace["UNSUPPORTED"] = unsupported
