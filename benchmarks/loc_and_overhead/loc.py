"""Lines of code saved by Ivy and its libraries: the 2021 paper's Table 1, for this project.

For the drone demo and each domain library's examples, logical lines of code (radon's
``lloc``: one per statement, however many physical lines it spans; comments, blank lines and
docstrings excluded) in four settings:

- **Ivy + libraries**: the application's own files, as written. The two workloads of
  ``workloads.py`` are counted in ``reference/ivy_*.py``, the same computation and scope as the
  per-framework references beside them (the demo's ``planner.py`` wraps the drone step in
  settings, validation and result records, counted in the whole demo's row).
- **without libraries**: those plus every library function and class they use, found by
  following names from the application into the libraries (``ivy_mech``, ``ivy_vision``,
  ``ivy_robot``, ``ivy_gym``, ``ivy_stateful``) and on, transitively: a function counts whole;
  a class counts its ``class`` line, its non-method statements, its dunder methods and the
  methods whose name the application or a used definition mentions. Module constants and the
  ``__init__`` re-exports are not counted.
- **without Ivy** (4 frameworks: torch, jax, tensorflow, paddle): the application once per
  framework, the libraries assumed to exist for each: 4 × the first column (the paper's rule).
- **without either**: everything once per framework. Where ``reference/`` holds the workload
  written directly in a framework (torch and jax), those files are counted as they are and the
  two frameworks without one (tensorflow, paddle) are estimated as their mean, marked ``≈``;
  elsewhere 4 × the second column, also marked ``≈``.

Usage: ``python benchmarks/loc_and_overhead/loc.py [--out results/loc.md]``.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from radon.raw import analyze

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PACKAGES = ROOT / "packages"
LIBRARIES: Mapping[str, Path] = {
    "ivy_mech": PACKAGES / "ivy-mech" / "src" / "ivy_mech",
    "ivy_vision": PACKAGES / "ivy-vision" / "src" / "ivy_vision",
    "ivy_robot": PACKAGES / "ivy-robot" / "src" / "ivy_robot",
    "ivy_gym": PACKAGES / "ivy-gym" / "src" / "ivy_gym",
    "ivy_stateful": PACKAGES / "ivy-stateful" / "src" / "ivy_stateful",
}
FRAMEWORKS = ("torch", "jax", "tensorflow", "paddle")
"""The frameworks a user would otherwise write for (the paper's four)."""


@dataclasses.dataclass(frozen=True)
class App:
    """An application: its files, and its per-framework reference implementations if any."""

    name: str
    files: tuple[Path, ...]
    references: Mapping[str, Path] = dataclasses.field(default_factory=dict)


DEMO = ROOT / "demos" / "drone_planning"
REFERENCE = HERE / "reference"
APPS = (
    App(
        "drone demo's optimisation step (reference/ivy_drone.py)",
        (REFERENCE / "ivy_drone.py",),
        {"torch": REFERENCE / "torch_drone.py", "jax": REFERENCE / "jax_drone.py"},
    ),
    App(
        "drone demo: whole (main, planner, room, pictures)",
        tuple(DEMO / f"{name}.py" for name in ("main", "planner", "room", "pictures")),
    ),
    App(
        "ivy-vision: warp pipeline (reference/ivy_vision.py)",
        (REFERENCE / "ivy_vision.py",),
        {"torch": REFERENCE / "torch_vision.py", "jax": REFERENCE / "jax_vision.py"},
    ),
    App(
        "ivy-vision example: render_and_warp",
        (PACKAGES / "ivy-vision" / "examples" / "render_and_warp.py",),
    ),
    App(
        "ivy-robot example: arm_planning",
        (PACKAGES / "ivy-robot" / "examples" / "arm_planning.py",),
    ),
    App(
        "ivy-gym examples: optimize_policy, optimize_trajectory",
        tuple(
            PACKAGES / "ivy-gym" / "examples" / f"{name}.py"
            for name in ("optimize_policy", "optimize_trajectory", "_media")
        ),
    ),
)


# ---------------------------------------------------------------------------------------------
# Counting


def _strip_docstrings(tree: ast.AST) -> ast.AST:
    """``tree`` without the docstrings of its module, classes and functions (in place)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if (
                body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                node.body = body[1:] or [ast.Pass()]
    return tree


def logical_lines(code: str | ast.AST) -> int:
    """Logical lines of ``code`` (source or a parsed node) without comments and docstrings.

    Example:
        >>> source = 'def f(x):\\n    "Doc."\\n    # why\\n    return (x +\\n 1)\\n'
        >>> logical_lines(source)
        2
    """
    tree = ast.parse(code) if isinstance(code, str) else code
    tree = _strip_docstrings(ast.parse(ast.unparse(tree)))
    return analyze(ast.unparse(tree)).lloc


@dataclasses.dataclass
class Definition:
    """A top-level function, a class's shell, or a method, in a library."""

    library: str
    qualname: str  # "f", "Class" (the shell) or "Class.method"
    node: ast.AST
    lines: int
    mentions: frozenset[str]  # names and attribute names it uses
    scope: frozenset[str]  # the libraries its module imports, its own included


def _mentions(node: ast.AST) -> frozenset[str]:
    names = set()
    for child in ast.walk(node):
        if isinstance(child, ast.Name):
            names.add(child.id)
        elif isinstance(child, ast.Attribute):
            names.add(child.attr)
    return frozenset(names)


def imported_libraries(tree: ast.AST) -> frozenset[str]:
    """The libraries of :data:`LIBRARIES` that a module imports (anywhere in it)."""
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            roots.add(node.module.split(".")[0])
    return frozenset(roots & set(LIBRARIES))


def _is_method(node: ast.stmt) -> bool:
    return isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)


def index_library(name: str, folder: Path) -> list[Definition]:
    """Every top-level function, class shell and method of a library's modules."""
    definitions = []
    for path in sorted(folder.rglob("*.py")):
        if path.name == "__init__.py":
            continue  # re-exports
        module = ast.parse(path.read_text())
        scope = imported_libraries(module) | {name}
        for node in module.body:
            if _is_method(node):
                definitions.append(
                    Definition(name, node.name, node, logical_lines(node), _mentions(node), scope)
                )
            elif isinstance(node, ast.ClassDef):
                shell = ast.ClassDef(
                    name=node.name,
                    bases=node.bases,
                    keywords=node.keywords,
                    body=[s for s in node.body if not _is_method(s)] or [ast.Pass()],
                    decorator_list=node.decorator_list,
                    type_params=[],
                )
                shell_lines = logical_lines(ast.Module(body=[shell], type_ignores=[]))
                if not [s for s in node.body if not _is_method(s)]:
                    shell_lines -= 1  # the placeholder ``pass``
                definitions.append(
                    Definition(name, node.name, node, shell_lines, _mentions(shell), scope)
                )
                definitions.extend(
                    Definition(
                        name,
                        f"{node.name}.{method.name}",
                        method,
                        logical_lines(method),
                        _mentions(method),
                        scope,
                    )
                    for method in filter(_is_method, node.body)
                )
    return definitions


def used_definitions(
    mentions: Iterable[str], scope: Iterable[str], definitions: Sequence[Definition]
) -> list[Definition]:
    """The definitions reachable from ``mentions`` made in code that imports ``scope``.

    A name mentioned pulls in the top-level function or class of that name from the libraries
    that the mentioning code imports (its own library included); a class pulls in its dunder
    methods and every method whose name is mentioned by the application or by a definition
    already pulled in. Iterated to a fixed point.
    """
    by_name: dict[str, list[Definition]] = {}
    methods: dict[tuple[str, str], list[Definition]] = {}
    for definition in definitions:
        owner, _, method = definition.qualname.partition(".")
        if method:
            methods.setdefault((definition.library, owner), []).append(definition)
        else:
            by_name.setdefault(owner, []).append(definition)
    used: dict[int, Definition] = {}
    pending = [(frozenset(mentions), frozenset(scope))]
    every_mention: set[str] = set(mentions)

    def pull(definition: Definition) -> None:
        if id(definition) not in used:
            used[id(definition)] = definition
            pending.append((definition.mentions, definition.scope))
            every_mention.update(definition.mentions)

    while pending:
        while pending:
            names, libraries = pending.pop()
            for name in names:
                for definition in by_name.get(name, []):
                    if definition.library in libraries:
                        pull(definition)
        for definition in list(used.values()):
            if "." in definition.qualname:
                continue
            for method in methods.get((definition.library, definition.qualname), []):
                method_name = method.qualname.split(".", 1)[1]
                dunder = method_name.startswith("__") and method_name.endswith("__")
                if dunder or method_name in every_mention:
                    pull(method)
    return list(used.values())


@dataclasses.dataclass(frozen=True)
class Row:
    """One application's line counts: the four columns of the table."""

    name: str
    with_both: int
    library_lines: int
    reference_lines: Mapping[str, int]
    frameworks: int = len(FRAMEWORKS)

    @property
    def without_libraries(self) -> int:
        return self.with_both + self.library_lines

    @property
    def without_ivy(self) -> int:
        return self.frameworks * self.with_both

    @property
    def without_either(self) -> tuple[int, bool]:
        """The count and whether any part of it is estimated."""
        measured = list(self.reference_lines.values())
        if not measured:
            return self.frameworks * self.without_libraries, True
        missing = self.frameworks - len(measured)
        estimate = round(missing * sum(measured) / len(measured))
        return sum(measured) + estimate, missing > 0


def count_app(app: App, definitions: Sequence[Definition]) -> Row:
    """The line counts of one application."""
    trees = [ast.parse(path.read_text()) for path in app.files]
    own = sum(logical_lines(tree) for tree in trees)
    mentions = set().union(*(_mentions(tree) for tree in trees))
    # Functions of the application itself shadow same-named library ones.
    local = {
        node.name
        for tree in trees
        for node in tree.body
        if _is_method(node) or isinstance(node, ast.ClassDef)
    }
    scope = frozenset().union(*(imported_libraries(tree) for tree in trees))
    used = [d for d in used_definitions(mentions, scope, definitions) if d.qualname not in local]
    references = {
        framework: logical_lines(path.read_text()) for framework, path in app.references.items()
    }
    return Row(app.name, own, sum(d.lines for d in used), references)


def table(rows: Sequence[Row]) -> str:
    """The paper's Table 1 as markdown."""
    lines = [
        "| application | Ivy + libraries | without libraries | without Ivy (4 frameworks) "
        "| without either (4 frameworks) | reference implementations counted |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for row in rows:
        either, estimated = row.without_either
        counted = ", ".join(f"{fw} {n}" for fw, n in row.reference_lines.items()) or "none"
        lines.append(
            f"| {row.name} | {row.with_both} | {row.without_libraries} | {row.without_ivy} "
            f"| {'≈' if estimated else ''}{either} | {counted} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "results" / "loc.md")
    args = parser.parse_args()
    definitions = [d for name, folder in LIBRARIES.items() for d in index_library(name, folder)]
    rows = [count_app(app, definitions) for app in APPS]
    text = (
        "Logical lines of code (radon lloc; comments, blank lines and docstrings excluded). "
        "≈: partly estimated (see loc.py).\n\n" + table(rows) + "\n"
    )
    print(text)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)


if __name__ == "__main__":
    main()
