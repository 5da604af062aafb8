"""The template: every function's one signature and docstring, once.

Each function here selects a backend (the lookup described in :mod:`ivy.framework`) and calls the
function of the same name in that backend's module (``ivy/backends/<framework>/<area>.py``),
except the composites listed in :data:`COMPOSITES`, which are written once here in terms of other
backend functions. Arguments are validated here, never again in a backend.
"""

import inspect
import types

from ivy.api import (
    activations,
    compilation,
    convolution,
    creation,
    data_types,
    device,
    elementwise,
    fft,
    general,
    gradients,
    image,
    indexing,
    layers,
    linalg,
    linear_algebra,
    losses,
    manipulation,
    normalization,
    optimizers,
    pooling,
    random,
    searching,
    set,
    sorting,
    statistical,
    utility,
)

AREAS = (
    data_types,
    device,
    creation,
    elementwise,
    manipulation,
    indexing,
    searching,
    sorting,
    set,
    statistical,
    utility,
    linear_algebra,
    linalg,
    fft,
    general,
    random,
    gradients,
    optimizers,
    compilation,
    activations,
    losses,
    normalization,
    layers,
    convolution,
    pooling,
    image,
)
"""The api modules, by chapter of the Array API standard plus Ivy's own (ivy/backends mirrors
them: :data:`ivy.backends.AREAS`)."""

COMPOSITES = frozenset().union(*(getattr(area, "COMPOSITES", ()) for area in AREAS))
"""Functions written once in api/ over other backend functions; no backend defines them."""

FUNCTIONS = {name: getattr(area, name) for area in AREAS for name in area.__all__}
"""Every api function by name."""


def _plain_at_runtime(fn: types.FunctionType) -> None:
    """Makes ``backend`` positional-or-keyword where it is ``fn``'s only keyword-only parameter.

    The declared signature (``inspect.signature``, help, docs) is unchanged.
    CPython inlines the call of a function without keyword-only parameters and not of one with
    them: about 50 ns a call, a quarter of the dispatch. ``backend`` is last and has a default,
    so only an extra positional argument (``ivy.add(x, y, "torch")``) behaves differently: it
    selects the backend, or fails as a bad ``backend`` does. Functions with other keyword-only
    parameters keep them keyword-only, where a positional argument could be taken silently for
    another one (``vector_norm(x, 2)``).
    """
    code = fn.__code__
    if (
        code.co_kwonlyargcount != 1
        or code.co_varnames[code.co_argcount] != "backend"
        or code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS)
    ):
        return  # *args take any positional argument: backend must stay keyword-only there
    fn.__signature__ = inspect.signature(fn)
    fn.__code__ = code.replace(co_argcount=code.co_argcount + 1, co_kwonlyargcount=0)
    fn.__defaults__ = (*(fn.__defaults__ or ()), fn.__kwdefaults__["backend"])
    fn.__kwdefaults__ = None


for _fn in FUNCTIONS.values():
    _plain_at_runtime(_fn)

EXTENSIONS = {
    "linalg": (*linalg.__all__, *linalg.MAIN_NAMESPACE_FUNCTIONS),
    "fft": tuple(fft.__all__),
}
"""The Array API extensions, ``ivy.linalg`` and ``ivy.fft`` (and ``ivy.<framework>.linalg``, ...):
the names each holds."""

TOP_LEVEL = tuple(name for name in FUNCTIONS if name not in EXTENSIONS["fft"])
"""The functions public as ``ivy.<name>``: all but the fft extension's, which are ``ivy.fft.<name>``
(``ivy.fft`` is the namespace)."""
