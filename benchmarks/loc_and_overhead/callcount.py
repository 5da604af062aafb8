"""How often each domain library calls each core function, counted from its source with ``ast``.

A core call is a call whose function is an attribute of the ``ivy`` module, however it is
spelled: ``ivy.matmul(...)``, ``ivy.linalg.vector_norm(...)`` (an extension namespace),
``import ivy as xp; xp.sum(...)`` or ``from ivy import sqrt; sqrt(...)``. Names that are not
api functions (``ivy.float32``, ``ivy.ShapeError(...)``, ``ivy.check_shape(...)``) are not core
calls. Array operators (``a * b``, ``x[..., 0]``) are the framework's own methods on native
arrays and never pass through ivy, so they are not counted either. The count is static: a call
in a loop counts once, as the paper counted.

Example:
    >>> count_core_calls("import ivy\\nivy.sum(ivy.sqrt(x))\\nivy.float32", {"sum", "sqrt"})
    Counter({'sum': 1, 'sqrt': 1})
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIBRARIES: Mapping[str, Path] = {
    "ivy_mech": ROOT / "packages" / "ivy-mech" / "src" / "ivy_mech",
    "ivy_vision": ROOT / "packages" / "ivy-vision" / "src" / "ivy_vision",
    "ivy_robot": ROOT / "packages" / "ivy-robot" / "src" / "ivy_robot",
    "ivy_gym": ROOT / "packages" / "ivy-gym" / "src" / "ivy_gym",
}
"""The four domain libraries and their source folders."""

EXTENSION_NAMESPACES = frozenset({"linalg", "fft"})
"""``ivy.<namespace>.<function>`` spells a core call too."""


class _CoreCallCounter(ast.NodeVisitor):
    """Counts the calls of ``functions`` through the names bound to ivy in one module."""

    def __init__(self, functions: frozenset[str]) -> None:
        self.functions = functions
        self.module_names: set[str] = set()  # names bound to the ivy module (or ivy.linalg)
        self.function_names: dict[str, str] = {}  # local name -> api function
        self.counts: Counter[str] = Counter()

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name == "ivy" or (
                alias.name.startswith("ivy.")
                and alias.name.split(".", 1)[1] in EXTENSION_NAMESPACES
                and alias.asname
            ):
                self.module_names.add(alias.asname or "ivy")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module == "ivy" or (
            node.module is not None
            and node.module.startswith("ivy.")
            and node.module.split(".", 1)[1] in EXTENSION_NAMESPACES
        ):
            for alias in node.names:
                if alias.name in EXTENSION_NAMESPACES:
                    self.module_names.add(alias.asname or alias.name)
                elif alias.name in self.functions:
                    self.function_names[alias.asname or alias.name] = alias.name

    def core_function(self, func: ast.expr) -> str | None:
        if isinstance(func, ast.Name):
            return self.function_names.get(func.id)
        if not isinstance(func, ast.Attribute) or func.attr not in self.functions:
            return None
        owner = func.value
        if isinstance(owner, ast.Name):
            return func.attr if owner.id in self.module_names else None
        # ivy.linalg.<fn>
        if (
            isinstance(owner, ast.Attribute)
            and owner.attr in EXTENSION_NAMESPACES
            and isinstance(owner.value, ast.Name)
            and owner.value.id in self.module_names
        ):
            return func.attr
        return None


def count_core_calls(source: str, functions: Iterable[str]) -> Counter[str]:
    """The calls of each of ``functions`` (ivy api names) in one module's source.

    Imports are collected in a first pass, so a module that imports ivy inside a function is
    counted as one that imports it at the top.
    """
    tree = ast.parse(source)
    counter = _CoreCallCounter(frozenset(functions))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            counter.visit_Import(node)
        elif isinstance(node, ast.ImportFrom):
            counter.visit_ImportFrom(node)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = counter.core_function(node.func)
            if name is not None:
                counter.counts[name] += 1
    return counter.counts


def count_library(folder: Path, functions: Iterable[str]) -> Counter[str]:
    """The core calls of every module of a package folder, summed."""
    functions = frozenset(functions)
    total: Counter[str] = Counter()
    for path in sorted(folder.rglob("*.py")):
        total += count_core_calls(path.read_text(), functions)
    return total


def library_call_counts(
    libraries: Mapping[str, Path] = LIBRARIES, functions: Iterable[str] | None = None
) -> dict[str, Counter[str]]:
    """``{library: Counter(api function -> static call count)}`` for the domain libraries."""
    if functions is None:
        from ivy import api

        functions = api.FUNCTIONS
    functions = frozenset(functions)
    return {name: count_library(folder, functions) for name, folder in libraries.items()}


def main() -> None:
    counts = library_call_counts()
    every = Counter()
    for counter in counts.values():
        every += counter
    print("| function | " + " | ".join(counts) + " | all |")
    print("|---|" + "---:|" * (len(counts) + 1))
    for name, total in every.most_common():
        cells = " | ".join(str(counts[lib][name]) for lib in counts)
        print(f"| {name} | {cells} | {total} |")


if __name__ == "__main__":
    main()
