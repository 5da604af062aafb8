"""Collection rules for ivy-transpiler: modules of a framework that is not installed are left out.

The doctest session (``nox -s doctest``) imports every module of every package with numpy only;
the tracers and emitters of torch, jax and tensorflow import their framework, so they are
collected only where it is installed (the transpiler's own session installs all of them).
"""

import importlib.util

_SOURCE = "src/ivy_transpiler"
_FRAMEWORK_MODULES = {
    "torch": [f"{_SOURCE}/tracing/torch.py", f"{_SOURCE}/emit/torch.py"],
    "jax": [f"{_SOURCE}/tracing/jax.py", f"{_SOURCE}/emit/jax.py", f"{_SOURCE}/layout.py"],
    "tensorflow": [f"{_SOURCE}/tracing/tensorflow.py", f"{_SOURCE}/emit/tensorflow.py"],
}

collect_ignore = [
    path
    for framework, paths in _FRAMEWORK_MODULES.items()
    if importlib.util.find_spec(framework) is None
    for path in paths
]
