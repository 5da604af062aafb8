import importlib
import pkgutil
import re
import subprocess
import sys

import pytest

import ivy_vision

# Every public module of the package, found rather than listed, so new modules are checked too.
MODULES = [
    importlib.import_module(f"ivy_vision.{info.name}")
    for info in pkgutil.iter_modules(ivy_vision.__path__)
    if not info.name.startswith("_")
]


def test_version_is_a_release_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", ivy_vision.__version__)


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_every_public_name_is_exported_flat(module):
    assert module.__all__, f"{module.__name__} exports nothing"
    for name in module.__all__:
        assert getattr(ivy_vision, name) is getattr(module, name), name


def test_import_loads_no_framework():
    frameworks = ("torch", "jax", "tensorflow", "paddle", "mxnet", "keras")
    code = f"import sys, ivy_vision; print([m for m in {frameworks!r} if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
