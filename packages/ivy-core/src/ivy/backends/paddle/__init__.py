"""The paddle backend (paddlepaddle 3)."""

import os
import sys
import warnings

if "paddle" not in sys.modules and "tensorflow" in sys.modules and hasattr(sys, "getdlopenflags"):
    # Importing paddle after tensorflow segfaults while libpaddle loads (their bundled libraries
    # clash). RTLD_DEEPBIND makes libpaddle resolve its own symbols first. Only then: it also
    # bypasses allocators interposed with LD_PRELOAD (jemalloc, tcmalloc, malloc debuggers).
    _flags = sys.getdlopenflags()
    sys.setdlopenflags(_flags | getattr(os, "RTLD_DEEPBIND", 0))
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="No ccache found")
            import paddle
    finally:
        sys.setdlopenflags(_flags)
else:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="No ccache found")
        import paddle

import ivy
from ivy.backends._support import assemble

# paddle.jit.to_static(full_graph=True) rewrites the source of every Python function it meets; ivy's
# functions run as they are on traced tensors (paddle.pir.Value), so it should leave them alone.
paddle.jit.ignore_module([ivy])

NAME = "paddle"
assemble(globals())
