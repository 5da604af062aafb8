"""The repository's own promises: what a new user reads and installs is true and complete.

Run by ``nox -s tests-repository`` (part of ``nox -s tests``), in a venv with nox and ivy-core.
"""

import functools
import hashlib
import importlib.util
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = sorted(p.parent for p in ROOT.glob("packages/*/pyproject.toml"))
# Folders that hold no documentation of the repository's own: venvs, caches, build outputs.
_SKIPPED = {".git", ".nox", ".venv", "dist", "build", "node_modules"}
# The md5 of the Apache License 2.0 as the ASF publishes it (apache.org/licenses/LICENSE-2.0.txt).
APACHE_2_MD5 = "3b83ef96387f14655fc854ddc3c6bd57"


def _markdown_files() -> list[Path]:
    return sorted(
        path
        for path in ROOT.rglob("*.md")
        if not _SKIPPED.intersection(path.relative_to(ROOT).parts[:-1])
        and not any(part.startswith(".") for part in path.relative_to(ROOT).parts[:-1])
    )


def _pyproject(package: Path) -> dict:
    return tomllib.loads((package / "pyproject.toml").read_text())


def _import_folder(package: Path) -> Path:
    (folder,) = _pyproject(package)["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    return package / folder


@functools.cache
def _noxfile():
    # Once: executing the noxfile registers its sessions with nox.
    spec = importlib.util.spec_from_file_location("noxfile", ROOT / "noxfile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("markdown", _markdown_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_links_in_documentation_stay_inside_the_repository(markdown):
    """Every relative link of a markdown file names a file or folder of this repository."""
    for target in re.findall(r"\]\(([^)\s]+)\)", markdown.read_text()):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a URL, or an anchor in the same page
        path = (markdown.parent / target.partition("#")[0]).resolve()
        assert ROOT in path.parents or path == ROOT, f"{markdown}: {target} leaves the repository"
        assert path.exists(), f"{markdown}: {target} does not exist"


def test_root_license_is_the_apache_2_text():
    """The root LICENSE is the full, unmodified Apache License 2.0 the packages declare."""
    text = (ROOT / "LICENSE").read_bytes()
    assert hashlib.md5(text).hexdigest() == APACHE_2_MD5


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_every_package_ships_the_license_and_a_py_typed_marker(package):
    """Each package has the LICENSE, a py.typed marker, and declares Apache-2.0.

    hatchling puts the LICENSE beside the pyproject into the wheel; py.typed in the import folder
    tells type checkers to read the package's annotations (PEP 561).
    """
    assert (package / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert (_import_folder(package) / "py.typed").is_file()
    assert _pyproject(package)["project"]["license"] == "Apache-2.0"


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_every_package_is_version_2_and_needs_version_2_of_its_siblings(package):
    """Each package is version 2.x, and requires its ivy siblings at 2.x.

    Version 2 supersedes the original Ivy's 1.1.x releases, which hold the same names on PyPI; a
    requirement on a sibling that admitted 1.x could pair ours with an old one.
    """
    project = _pyproject(package)["project"]
    version_file = package / _pyproject(package)["tool"]["hatch"]["version"]["path"]
    (version,) = re.findall(r'^__version__ = "([^"]+)"', version_file.read_text(), re.M)
    assert version.split(".")[0] == "2"
    for requirement in map(Requirement, project.get("dependencies", [])):
        if requirement.name.startswith("ivy-"):
            assert str(requirement.specifier) in ("<3,>=2.0", ">=2.0,<3"), requirement


def _readme_commands() -> list[str]:
    readmes = [ROOT / "README.md", *(package / "README.md" for package in PACKAGES)]
    blocks = [
        block
        for readme in readmes
        for block in re.findall(r"```bash\n(.*?)```", readme.read_text(), re.S)
    ]
    return [line.partition("#")[0].strip() for block in blocks for line in block.splitlines()]


def test_readme_installs_ivy_packages_only_from_the_clone_or_dist():
    """README's install lines take ivy packages from the clone or dist/, never from PyPI.

    None of them is on PyPI (ivy-mech & co there are the original's 1.1.x): every install line
    names ours by a path into the clone, or by name with dist/ as a source.
    """
    installs = [
        words
        for command in _readme_commands()
        for part in command.split("&&")
        if (words := shlex.split(part))[:2] == ["pip", "install"]
    ]
    assert installs
    for words in installs:
        for word in words[2:]:
            name = re.split(r"[\[<>=]", word)[0]
            if name.startswith("ivy-"):
                assert words[words.index("--find-links") + 1] == "dist", words
            if "ivy-" in word and "/" in word:
                assert word.startswith("./packages/"), words
                assert Path(ROOT, word.split("[")[0]).is_dir(), words


def test_missing_framework_error_names_the_requirements_of_ivy_cores_extra():
    """BackendNotInstalledError says what to pip install: the requirements of the extra."""
    from ivy import framework

    extras = _pyproject(ROOT / "packages/ivy-core")["project"]["optional-dependencies"]
    for name, arguments in framework._FRAMEWORK_INSTALL.items():
        said = {Requirement(word).name for word in shlex.split(arguments)}
        assert said == {Requirement(r).name for r in extras.get(name, ["numpy"])}, name


@pytest.mark.parametrize(
    ("posargs", "paths", "options"),
    [
        ([], [], []),
        (["packages/ivy-mech/tests"], ["packages/ivy-mech/tests"], []),
        (
            ["packages/ivy-mech/tests", "-k", "quaternion"],
            ["packages/ivy-mech/tests"],
            ["-k", "quaternion"],
        ),
        (
            [
                "packages/ivy-core/tests/test_framework.py::test_set_framework_names_are_the_same_functions"
            ],
            [
                "packages/ivy-core/tests/test_framework.py::test_set_framework_names_are_the_same_functions"
            ],
            [],
        ),
        (["-k", "matmul", "-x"], [], ["-k", "matmul", "-x"]),
        # Option values are not paths, even where they name one.
        (
            ["--deselect", "packages/ivy-mech/tests", "-k", "packages/ivy-core/tests"],
            [],
            ["--deselect", "packages/ivy-mech/tests", "-k", "packages/ivy-core/tests"],
        ),
        (["packages/no-such-package/tests"], [], ["packages/no-such-package/tests"]),
    ],
)
def test_a_path_after_double_dash_narrows_a_test_session_to_it(posargs, paths, options):
    """``nox -s tests-numpy -- packages/ivy-mech/tests`` runs that folder's tests only."""
    assert _noxfile().split_test_paths(posargs) == (paths, options)


def test_every_domain_package_checked_from_wheels_exists():
    """The install-from-wheels session's table names real packages with an ivy dependency."""
    names = {package.name for package in PACKAGES}
    checks = _noxfile().WHEEL_CHECKS
    assert checks
    assert set(checks) <= names - {"ivy-core"}


DISPATCH = ROOT / "benchmarks" / "loc_and_overhead" / "dispatch.py"


def test_dispatch_benchmark_sets_the_thread_counts_its_figures_assume():
    """The benchmark sets one thread per framework itself, before numpy is imported."""
    code = (
        "import os, runpy, sys; os.environ['OMP_NUM_THREADS'] = '8'; "
        f"runpy.run_path({str(DISPATCH)!r}, run_name='imported'); "
        "print(os.environ['OMP_NUM_THREADS'], os.environ['TF_CPP_MIN_LOG_LEVEL'])"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.split() == ["1", "2"], result.stderr


def test_dispatch_benchmark_runs_quick_by_default_and_names_its_protocol():
    """A tiny run on numpy: the table, its protocol, a progress bar, and nothing else on stderr."""
    command = [sys.executable, str(DISPATCH), "--backends", "numpy", "--no-import"]
    command += ["--repeat", "1", "--budget", "0.0005"]
    result = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120)
    assert result.stdout.startswith("Protocol: quick (3 interleaved rounds per row")
    assert "| numpy | add | 3 |" in result.stdout
    bar = result.stderr.replace("\r", "\n").splitlines()
    assert bar
    assert all(line.startswith("numpy: ") or not line.strip() for line in bar), bar
