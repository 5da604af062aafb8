import re
import subprocess
import sys

import ivy_mech


def test_version_is_a_release_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", ivy_mech.__version__)


def test_import_loads_no_framework():
    frameworks = ("torch", "jax", "tensorflow", "paddle", "mxnet", "keras")
    code = f"import sys, ivy_mech; print([m for m in {frameworks!r} if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
