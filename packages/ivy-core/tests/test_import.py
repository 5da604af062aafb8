"""``import ivy`` stays light: it imports no framework, and numpy-only work imports none."""

import importlib.util
import os
import subprocess
import sys

import pytest

FRAMEWORKS = ("torch", "jax", "tensorflow", "paddle", "mxnet")


def _modules_after(code):
    script = f"{code}\nimport sys\nprint(' '.join(sorted(m for m in sys.modules)))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_import_ivy_imports_no_framework():
    modules = _modules_after("import ivy")
    assert "ivy" in modules
    assert not modules & set(FRAMEWORKS)


def test_numpy_only_calls_import_no_other_framework():
    code = (
        "import ivy\n"
        "x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])\n"
        "ivy.sum(ivy.matmul(ivy.add(x, 1), x), axis=0)\n"
        "ivy.current_backend(x); ivy.numpy.zeros(2)\n"
    )
    modules = _modules_after(code)
    assert "numpy" in modules
    assert not modules & set(FRAMEWORKS), modules & set(FRAMEWORKS)


def test_paddle_backend_loads_safely_after_tensorflow():
    # Importing paddle after tensorflow crashes the process (their bundled libraries clash); ivy's
    # paddle backend must load whatever was imported before it. Needs both frameworks in one venv,
    # which no tests-<backend> session has: run it where they are (the bench venv, a dev venv).
    if importlib.util.find_spec("tensorflow") is None or importlib.util.find_spec("paddle") is None:
        pytest.skip("needs tensorflow and paddle installed together")
    code = (
        "import tensorflow\n"
        "import ivy\n"
        "x = ivy.paddle.ones(3)\n"
        "print(type(x).__module__.partition('.')[0], float(ivy.to_numpy(ivy.sum(x))))\n"
    )
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600
    )
    assert out.returncode == 0, f"exit {out.returncode}: {out.stderr[-2000:]}"
    assert out.stdout.split()[-2:] == ["paddle", "3.0"]
