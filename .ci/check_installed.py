"""Checks a domain package installed from dist/ by name, as README's install line does it.

Usage: ``python .ci/check_installed.py <dist name> <input expression> <call expression>``, in a
venv that has torch and the package (``nox -s install-from-wheels`` runs it). Checks that the
package and ivy-core installed are this repository's 2.x wheels, not the original Ivy's 1.1.x
releases of the same names, nor an editable checkout: version, location, license file and
``py.typed`` marker; then evaluates the input (``x``, a torch tensor that requires grad) and the
call on it, and checks that every result is a torch tensor carrying torch's autograd graph, through
which a backward pass reaches ``x``.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import sys
import sysconfig
from pathlib import Path


def check_distribution(dist_name: str) -> None:
    """Checks that ``dist_name`` is one of this repository's wheels, installed into this venv."""
    dist = importlib.metadata.distribution(dist_name)
    version = dist.version
    if not version.startswith("2."):
        sys.exit(f"{dist_name} {version} is installed: not this repository's 2.x wheel")
    module_name = dist_name.replace("-", "_") if dist_name != "ivy-core" else "ivy"
    module = importlib.import_module(module_name)
    location = Path(module.__file__).resolve()
    site_packages = Path(sysconfig.get_paths()["purelib"]).resolve()
    if site_packages not in location.parents:
        sys.exit(f"{module_name} imports from {location}, outside this venv's {site_packages}")
    files = {str(f) for f in dist.files or ()}
    if not any(f.endswith("licenses/LICENSE") for f in files):
        sys.exit(f"{dist_name}'s wheel has no LICENSE file: {sorted(files)[:5]} ...")
    if f"{module_name}/py.typed" not in files:
        sys.exit(f"{dist_name}'s wheel has no {module_name}/py.typed")
    print(f"{dist_name} {version}: {location.parent}")


def check_call(module_name: str, input_expression: str, call_expression: str) -> None:
    """Checks that the call answers torch tensors with torch tensors on torch's autograd graph."""
    import torch

    if torch.version.cuda is not None:
        sys.exit(f"a CUDA build of torch came in ({torch.__version__})")
    namespace = {"torch": torch, module_name: importlib.import_module(module_name)}
    x = eval(input_expression, namespace)
    result = eval(call_expression, {**namespace, "x": x})
    results = result if isinstance(result, tuple | list) else (result,)
    for i, leaf in enumerate(results):
        if not isinstance(leaf, torch.Tensor) or leaf.grad_fn is None:
            sys.exit(
                f"{call_expression}: result {i} is a {type(leaf).__name__} without torch's "
                "autograd graph"
            )
    sum(leaf.sum() for leaf in results).backward()
    if x.grad is None or not torch.isfinite(x.grad).all():
        sys.exit(f"{call_expression}: no finite gradient reached x (x.grad = {x.grad})")
    print(f"{call_expression}: torch tensors with grad_fn; gradient reaches x")


def main() -> None:
    """Runs the checks named on the command line."""
    dist_name, input_expression, call_expression = sys.argv[1:]
    for name in ("ivy-core", dist_name):
        check_distribution(name)
    check_call(dist_name.replace("-", "_"), input_expression, call_expression)


if __name__ == "__main__":
    main()
