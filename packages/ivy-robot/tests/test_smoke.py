import re
import subprocess
import sys

import ivy_robot
from ivy_robot import kinematics, manipulator, manipulators, rigid_mobile, spline, urdf


def test_version_is_a_release_string():
    assert re.fullmatch(r"\d+\.\d+\.\d+", ivy_robot.__version__)


def test_every_public_name_is_exported_flat():
    modules = [kinematics, manipulator, manipulators, rigid_mobile, spline, urdf]
    names = [name for module in modules for name in module.__all__]
    assert len(names) == len(set(names))
    for name in names:
        assert getattr(ivy_robot, name) is not None, name


def test_import_loads_no_framework():
    frameworks = ("torch", "jax", "tensorflow", "paddle", "mxnet", "keras")
    code = f"import sys, ivy_robot; print([m for m in {frameworks!r} if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_import_loads_no_urdf_parser():
    # yourdfpy (and trimesh under it) is an optional extra, imported by from_urdf only.
    code = "import sys, ivy_robot; print('yourdfpy' in sys.modules, 'trimesh' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False False"
