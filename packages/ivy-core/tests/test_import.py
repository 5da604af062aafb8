"""``import ivy`` stays light: it imports no framework, and numpy-only work imports none."""

import subprocess
import sys

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
