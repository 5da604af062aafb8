import sys
from pathlib import Path

from ivy.testing.fixtures import ivy_backend  # noqa: F401  (sets the backend from IVY_BACKEND)

# The test modules import vision_testing, beside this file (see its docstring).
sys.path.insert(0, str(Path(__file__).resolve().parent))
