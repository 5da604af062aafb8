"""A framework namespace, or ``backend=``, answers with its framework whatever the global setting.

``ivy.torch.<fn>`` runs the api function with a ``selected_backend`` that returns torch
(:mod:`ivy._namespace`); only the api function itself sees it. So the lookup lives in the api
functions alone and each hands its backend down (helpers take it as an argument, other api
functions get ``backend=`` or are called on the backend module). The static tests below keep
those two rules; the behavioural one calls every function with a call spec
(:data:`ivy.testing.calls.SPECS`) through ``ivy.<fw>`` and with ``backend=`` under every other
setting this session can make: its framework against numpy, both ways.
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import pathlib
import types

import numpy as np
import pytest

import ivy
from ivy import framework
from ivy._common import trees
from ivy.api import EXTENSIONS, FUNCTIONS
from ivy.testing.calls import SMALL, SPECS, Arrays
from ivy.testing.fixtures import BACKEND, no_setting  # noqa: F401  (a fixture)

SOURCE = pathlib.Path(ivy.__file__).parent

# The names that read the global setting: only an api function (or a function nested in it,
# which shares its globals) may use them.
LOOKUP = frozenset({"selected_backend", "backend_for", "current_backend", "_setting"})

PAIRS = [(BACKEND, "numpy"), ("numpy", BACKEND)] if BACKEND != "numpy" else [("numpy", "numpy")]
"""(framework called, framework of the global setting): the session's framework and numpy."""

NOT_NATIVE = {"to_numpy": np.ndarray, "to_list": list, "array_equal": bool}
"""Functions with a spec whose result is of this type on every backend, not a native array."""


# ---------------------------------------------------------------------------------------------
# The rules, read from the source


def _modules() -> list[tuple[types.ModuleType, pathlib.Path]]:
    """The api modules, the shared helpers and the container: the code a namespace runs."""
    found = []
    for path in sorted([*SOURCE.glob("api/*.py"), *SOURCE.glob("_common/*.py")]):
        if path.name != "__init__.py":
            name = f"ivy.{path.parent.name}.{path.stem}"
            found.append((importlib.import_module(name), path))
    found.append((importlib.import_module("ivy.container"), SOURCE / "container.py"))
    return found


MODULES = _modules()


def _is_api_function(module: types.ModuleType, node: ast.AST) -> bool:
    return (
        isinstance(node, ast.FunctionDef)
        and node.name in FUNCTIONS
        and vars(module).get(node.name) is FUNCTIONS[node.name]
    )


def _outside_api_functions(module: types.ModuleType, tree: ast.Module) -> list[ast.AST]:
    """The module's nodes that are not inside an api function's body."""
    nodes, stack = [], [tree]
    while stack:
        node = stack.pop()
        nodes.append(node)
        stack.extend(
            child
            for child in ast.iter_child_nodes(node)
            if not (node is tree and _is_api_function(module, child))
        )
    return nodes


def _enclosing(tree: ast.Module) -> dict[ast.AST, str]:
    """Each node's enclosing top-level definition, for the messages."""
    owner = {}
    for top in tree.body:
        for node in ast.walk(top):
            owner[node] = getattr(top, "name", f"line {top.lineno}")
    return owner


@pytest.mark.parametrize(
    ("module", "path"), MODULES, ids=[module.__name__ for module, _ in MODULES]
)
def test_only_api_functions_look_up_the_backend(module, path):
    # A helper that looked the backend up itself would read the global setting in a namespace
    # call (ivy.torch.max_pool2d answered with numpy under set_backend("numpy")): helpers take
    # the backend module from their api function instead.
    tree = ast.parse(path.read_text())
    owner = _enclosing(tree)
    offenders = sorted(
        {
            f"{owner.get(node, '<module>')} uses {node.id}"
            for node in _outside_api_functions(module, tree)
            if isinstance(node, ast.Name) and node.id in LOOKUP
        }
    )
    assert not offenders, offenders


def _api_function_called(module: types.ModuleType, node: ast.Call) -> str | None:
    """The api function ``node`` calls by its global name (``matmul(...)``, ``ivy.matmul(...)``)."""
    function = node.func
    if isinstance(function, ast.Name):
        name = function.id
        return name if vars(module).get(name) is FUNCTIONS.get(name, object()) else None
    if (
        isinstance(function, ast.Attribute)
        and isinstance(function.value, ast.Name)
        and function.value.id == "ivy"
        and function.attr in FUNCTIONS
    ):
        return function.attr
    return None


@pytest.mark.parametrize(
    ("module", "path"), MODULES, ids=[module.__name__ for module, _ in MODULES]
)
def test_api_functions_pass_their_backend_to_the_api_functions_they_call(module, path):
    # ivy.multi_head_attention calling linear(...) would look the backend up again, from the
    # global setting: it calls linear(..., backend=b) (or b.linear(...)).
    tree = ast.parse(path.read_text())
    owner = _enclosing(tree)
    offenders = sorted(
        f"{owner.get(node, '<module>')} calls {called} without backend="
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and (called := _api_function_called(module, node)) is not None
        and not any(keyword.arg == "backend" for keyword in node.keywords)
    )
    assert not offenders, offenders


@pytest.mark.parametrize("path", sorted(SOURCE.glob("backends/*/*.py")), ids=str)
def test_backends_call_no_api_function(path):
    # A backend function that called ivy.<fn> would dispatch again, by the global setting.
    tree = ast.parse(path.read_text())
    offenders = [
        ast.unparse(node)
        for node in ast.walk(tree)
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "ivy"
            and node.attr in FUNCTIONS
        )
        or (isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ivy.api"))
    ]
    assert not offenders, offenders


def test_the_rules_see_a_helper_that_looks_the_backend_up(tmp_path):
    # The guard itself: the defect this file exists for is found.
    source = (
        "from ivy.framework import backend_for, selected_backend\n"
        "def _pool(x, backend):\n"
        "    b = selected_backend()\n"
        "    return b.max_pool2d(x)\n"
    )
    module = types.ModuleType("ivy.api.fake")
    path = tmp_path / "fake.py"
    path.write_text(source)
    exec(compile(source, str(path), "exec"), vars(module))
    with pytest.raises(AssertionError, match="_pool uses selected_backend"):
        test_only_api_functions_look_up_the_backend(module, path)


def test_the_rules_see_an_api_function_called_without_backend(tmp_path):
    source = "from ivy.api.layers import linear\ndef _project(x, w):\n    return linear(x, w)\n"
    module = types.ModuleType("ivy.api.fake")
    path = tmp_path / "fake.py"
    path.write_text(source)
    exec(compile(source, str(path), "exec"), vars(module))
    with pytest.raises(AssertionError, match="_project calls linear without backend="):
        test_api_functions_pass_their_backend_to_the_api_functions_they_call(module, path)


# ---------------------------------------------------------------------------------------------
# The behaviour: every function with a call spec


@contextlib.contextmanager
def _set_backend(name: str):
    ivy.set_backend(name)
    try:
        yield
    finally:
        ivy.unset_backend()


SETTINGS = {
    "no setting": lambda other: contextlib.nullcontext(),
    "set_backend": _set_backend,
    "using_backend": ivy.using_backend,
}


def _callers(fw: str, name: str) -> dict[str, object]:
    """``ivy.<fw>.<name>`` and ``ivy.<name>`` with ``backend=fw`` (``fft`` functions in ``.fft``)."""
    namespace = importlib.import_module(f"ivy.{fw}")
    if name in EXTENSIONS["fft"]:
        namespaced, plain = getattr(namespace.fft, name), getattr(ivy.fft, name)
    else:
        namespaced, plain = getattr(namespace, name), getattr(ivy, name)
    return {
        f"ivy.{fw}.{name}": namespaced,
        f"ivy.{name}(backend={fw!r})": lambda *args, **kwargs: plain(*args, backend=fw, **kwargs),
    }


def _answer(function, spec) -> object:
    """The result of the call (``spec.then`` applied), or the UnsupportedError it raised."""
    try:
        result = function(*spec.args, **spec.kwargs)
        return spec.then(result) if spec.then else result
    except ivy.UnsupportedError as error:
        return error


def _spec(name: str, fw: str) -> object:
    """The call spec with arrays of ``fw``, or the UnsupportedError of making them (mxnet has no
    complex dtypes)."""
    try:
        return SPECS[name](Arrays(getattr(ivy, fw), SMALL, framework.load_backend(fw)))
    except ivy.UnsupportedError as error:
        return error


def _check_answer(result, fw: str, name: str, where: str) -> None:
    if isinstance(result, ivy.UnsupportedError):
        # Unsupported by the framework called, not by the one of the setting.
        assert f"the {fw} backend" in str(result), f"{where}: {result}"
    elif name in NOT_NATIVE:
        assert type(result) is NOT_NATIVE[name], f"{where} answered with {type(result)}"
    else:
        frameworks = {
            leaf_backend.NAME
            for leaf in trees.tree_leaves(result)
            if (leaf_backend := framework.own_backend(leaf)) is not None
        }
        assert frameworks == {fw}, f"{where} answered with {sorted(frameworks)}"


@pytest.mark.usefixtures("no_setting")
@pytest.mark.parametrize("name", sorted(SPECS))
def test_namespaces_and_backend_argument_answer_with_their_framework(name):
    for fw, other in PAIRS:
        spec = _spec(name, fw)
        if isinstance(spec, ivy.UnsupportedError):
            _check_answer(spec, fw, name, f"the arrays of {name}'s spec on {fw}")
            continue
        for setting, context in SETTINGS.items():
            for caller, function in _callers(fw, name).items():
                with context(other):
                    result = _answer(function, spec)
                where = f"{caller} under {setting}" + (
                    "" if setting == "no setting" else f"({other!r})"
                )
                _check_answer(result, fw, name, where)
