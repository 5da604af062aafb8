"""Code generation and native objects, one module per target framework.

Each target module (:mod:`.jax`, :mod:`.tensorflow`, :mod:`.numpy`) has a renderer (how its
calls are written) and :func:`write` / ``load``: the generated module, written to
``<directory>/<target>/<name>.py`` beside its weights (``<name>.npz``: ``params/<name>`` and
``buffers/<name>`` arrays), and the object :func:`~ivy_transpiler.transpile` returns, an
instance of the generated module's own ``Model`` class. The module imports only its framework
(and numpy, which every one of them depends on), so it runs where neither ivy nor torch is
installed.
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
from pathlib import Path
from types import ModuleType

import numpy as np

from ivy_transpiler.codegen import Renderer, function_source
from ivy_transpiler.graph import Graph

__all__ = ["write", "import_generated", "save_weights"]

_imported = itertools.count()


def save_weights(path: Path, graph: Graph) -> None:
    """The graph's parameters and buffers as numpy arrays in an npz file."""
    arrays = {f"params/{k}": np.asarray(v) for k, v in graph.parameters.items()}
    arrays.update({f"buffers/{k}": np.asarray(v) for k, v in graph.buffers.items()})
    np.savez(path, **arrays)


def write(
    graph: Graph,
    renderer: Renderer,
    directory: Path,
    name: str,
    docstring: str,
    model_source: str,
) -> Path:
    """Writes ``<directory>/<name>.py``.

    (imports, ``forward``, ``model_source``) and ``<name>.npz``; returns the module's path.
    """
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.py"
    imports = sorted(
        {"from pathlib import Path", *renderer.imports, *renderer.extra_imports(graph)},
        key=lambda line: (line.startswith("from"), line),
    )
    source = "\n".join(
        [
            f'"""{docstring}"""',
            "",
            *imports,
            "",
            f'WEIGHTS = Path(__file__).with_name("{name}.npz")',
            "",
            "",
            function_source(graph, renderer, "forward"),
            "",
            model_source.strip() + "\n",
        ]
    )
    path.write_text(source)
    save_weights(path.with_suffix(".npz"), graph)
    return path


def import_generated(path: Path) -> ModuleType:
    """Imports a generated module from its file (under a name of its own)."""
    name = f"ivy_transpiler_generated_{path.stem}_{next(_imported)}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:  # pragma: no cover - a .py file always has both
        raise ImportError(f"cannot import the generated module {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def describe(graph: Graph, source: str, target: str, origin: str, version: str) -> str:
    """The generated module's docstring."""
    lines = [
        f"{graph.name}, transpiled from {source} to {target} by ivy-transpiler {version}.",
        "",
        f"Traced from {origin} for inputs {', '.join(graph.arguments) or '(none)'}; the shapes "
        "and dtypes of the example inputs are fixed (see ivy_transpiler's README).",
        f"{len(graph.parameters)} parameters and {len(graph.buffers)} buffers are saved in the "
        "npz file beside this one.",
    ]
    if graph.folded:
        lines += ["", "Values fixed at the example inputs (data-dependent Python):"]
        lines += [f"- {line}" for line in graph.folded]
    return "\n".join(lines) + "\n"
