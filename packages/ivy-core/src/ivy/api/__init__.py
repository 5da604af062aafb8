"""The template: every function's one signature and docstring, once.

Each function here selects a backend with :func:`ivy.framework.backend_for` and calls the function
of the same name in that backend's module (``ivy/backends/<framework>/<area>.py``), except the
composites listed in :data:`COMPOSITES`, which are written once here in terms of other backend
functions. Arguments are validated here, never again in a backend.
"""

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
)
"""The api modules, by chapter of the Array API standard plus Ivy's own (ivy/backends mirrors
them: :data:`ivy.backends.AREAS`)."""

COMPOSITES = frozenset().union(*(getattr(area, "COMPOSITES", ()) for area in AREAS))
"""Functions written once in api/ over other backend functions; no backend defines them."""

FUNCTIONS = {name: getattr(area, name) for area in AREAS for name in area.__all__}
"""Every api function by name."""

EXTENSIONS = {
    "linalg": (*linalg.__all__, *linalg.MAIN_NAMESPACE_FUNCTIONS),
    "fft": tuple(fft.__all__),
}
"""The Array API extensions, ``ivy.linalg`` and ``ivy.fft`` (and ``ivy.<framework>.linalg``, ...):
the names each holds."""

TOP_LEVEL = tuple(name for name in FUNCTIONS if name not in EXTENSIONS["fft"])
"""The functions public as ``ivy.<name>``: all but the fft extension's, which are ``ivy.fft.<name>``
(``ivy.fft`` is the namespace)."""
