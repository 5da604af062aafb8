"""Which api functions each backend supports natively: ``python -m ivy.support [backend ...]``.

For each backend installed here (or each named), prints the share of ivy's functions that it
answers itself, and every entry of its ``UNSUPPORTED`` list with the reason. Functions written once
in ``ivy/api`` over other backend functions (composites) count for every backend that has their
parts. Frameworks are imported in an order that keeps the process safe (paddle before tensorflow).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys

from ivy.api import FUNCTIONS
from ivy.framework import BACKENDS, load_backend

_IMPORT_ORDER = ("numpy", "torch", "jax", "paddle", "tensorflow", "mxnet")


def support(name: str) -> tuple[int, dict[str, str]]:
    """The number of api functions and the backend's unsupported ones with their reasons.

    Args:
        name: a backend name.

    Returns:
        ``(number of api functions, {function: reason})``.
    """
    backend = load_backend(name)
    return len(FUNCTIONS), dict(sorted(backend.UNSUPPORTED.items()))


def main(argv: list[str] | None = None) -> int:
    """Prints the support table; returns 1 if a named backend is not installed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("backends", nargs="*", choices=[*BACKENDS, []], metavar="backend")
    names = parser.parse_args(argv).backends or [
        name for name in _IMPORT_ORDER if importlib.util.find_spec(name) is not None
    ]
    status = 0
    for name in sorted(names, key=_IMPORT_ORDER.index):
        if importlib.util.find_spec(name) is None:
            print(f"{name}: not installed")
            status = 1
            continue
        total, unsupported = support(name)
        native = total - len(unsupported)
        print(f"{name}: {native} of {total} functions ({100 * native / total:.1f} %)")
        for fname, reason in unsupported.items():
            print(f"  unsupported {fname}: {reason}")
    return status


if __name__ == "__main__":
    sys.exit(main())
