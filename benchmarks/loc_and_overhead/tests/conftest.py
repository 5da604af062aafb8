"""Makes the benchmark's modules importable by name (the folder is scripts, not a package)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
