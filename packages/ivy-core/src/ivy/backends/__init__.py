"""One package per framework: ``ivy.backends.<name>``, imported the first time it is used.

Every backend package has the same area modules (:data:`AREAS`: ``data_types``, ``creation``,
``elementwise``, ...) holding the same function names as :mod:`ivy.api`, taking the same
parameters but ``backend``, in the same order and every one by position: an api function passes
its arguments to its backend function by position, a call CPython inlines (a call with keywords,
or of a function with keyword-only parameters, it does not). A function is bound straight to the
native one where the semantics and the positional order already match, and is a thin wrapper
only where they differ. Beyond the api functions each backend
defines the hooks in :data:`HOOKS`. An area module may define ``UNSUPPORTED``, a dict naming (with
a one-line reason each) the api functions of its area that the framework truly cannot do.

A backend package's ``__init__`` is two lines: ``NAME`` and
:func:`ivy.backends._support.assemble`, which gathers the area modules' functions and
``UNSUPPORTED`` entries into the package namespace.
"""

AREAS = (
    "data_types",
    "device",
    "creation",
    "elementwise",
    "manipulation",
    "indexing",
    "searching",
    "sorting",
    "set",
    "statistical",
    "utility",
    "linear_algebra",
    "linalg",
    "fft",
    "general",
    "random",
    "gradients",
    "optimizers",
    "compilation",
    "activations",
    "losses",
    "normalization",
    "layers",
    "convolution",
    "pooling",
    "image",
)
"""The area modules every backend package has, in import order (mirrors ``ivy/api/``)."""

HOOKS = (
    "NAME",
    "UNSUPPORTED",
    "native_dtype",
    "as_ivy_dtype",
    "default_dtypes",
    "native_device",
    "as_ivy_device",
    "missing_kernel",
)
"""Names every backend defines besides the api functions. ``missing_kernel(error)`` tells whether
an exception the framework raised says it has no kernel for the inputs (their dtype, mostly): ivy
raises :class:`ivy.UnsupportedError` for those (:func:`ivy._common.checks.explain`)."""
