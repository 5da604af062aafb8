"""The template: every function's one signature and docstring, once.

Each function here selects a backend with :func:`ivy.framework.backend_for` and calls the function
of the same name in that backend's module (``ivy/backends/<framework>/<area>.py``), except the
composites listed in :data:`COMPOSITES`, which are written once here in terms of other backend
functions. Arguments are validated here, never again in a backend.
"""

from ivy.api import (
    creation,
    data_types,
    device,
    elementwise,
    general,
    linear_algebra,
    manipulation,
    searching,
    statistical,
)

AREAS = (
    data_types,
    creation,
    elementwise,
    manipulation,
    searching,
    statistical,
    linear_algebra,
    general,
    device,
)
"""The api modules, by chapter of the Array API standard plus Ivy's own."""

COMPOSITES = frozenset().union(*(getattr(area, "COMPOSITES", ()) for area in AREAS))
"""Functions written once in api/ over other backend functions; no backend defines them."""

FUNCTIONS = {name: getattr(area, name) for area in AREAS for name in area.__all__}
"""Every api function by name."""
