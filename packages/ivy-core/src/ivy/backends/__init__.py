"""One package per framework: ``ivy.backends.<name>``, imported the first time it is used.

Every backend package has the same modules (``data_types``, ``creation``, ``elementwise``, ...)
and the same function names as :mod:`ivy.api`, taking the same parameters but ``backend``. A
function is bound straight to the native one where the semantics already match, and is a thin
wrapper only where they differ. Beyond the api functions each backend defines the hooks in
:data:`HOOKS`, and an ``UNSUPPORTED`` dict naming, with a one-line reason each, the api functions
the framework truly cannot do: :func:`ivy.backends._support.install_unsupported` defines those to
raise :class:`ivy.UnsupportedError`.
"""

HOOKS = (
    "NAME",
    "UNSUPPORTED",
    "native_dtype",
    "as_ivy_dtype",
    "default_dtypes",
    "native_device",
    "as_ivy_device",
)
"""Names every backend defines besides the api functions."""
