"""nox sessions for the Ivy monorepo.

- ``tests-<backend>`` (numpy, torch, jax, tensorflow, paddle, mxnet): a fresh venv with every
  package of ``packages/`` installed editable plus that one framework, running every package's
  tests with ``IVY_BACKEND=<backend>``.
- ``tests``: all six of them, and ``tests-paddle-after-tensorflow`` (the one test that needs two
  frameworks in one venv).
- ``lint``: ruff check and ruff format --check.
- ``doctest``: the docstring examples of every package, on numpy, and the api benchmark's coverage.
- ``bench-dispatch``: the dispatch-overhead benchmark on every framework that installs together.
- ``bench-api``: the per-function overhead of every api function (``api_overhead.py``), likewise.

Arguments after ``--`` go to pytest (or to the benchmark): ``nox -s tests-jax -- -k matmul``.
"""

import os
from pathlib import Path

import nox

ROOT = Path(__file__).parent
PACKAGES = sorted(str(p.parent.relative_to(ROOT)) for p in ROOT.glob("packages/*/pyproject.toml"))
TEST_DIRS = [f"{package}/tests" for package in PACKAGES]

# The install lines known to work here (shared/ENVIRONMENT.md): torch pinned to the local CPU
# wheel (a plain "torch" pulls a multi-GB CUDA build), tensorflow-cpu, paddle with the setuptools
# it imports without declaring, and mxnet with the last numpy it runs on (so never beside jax).
FRAMEWORKS = {
    "numpy": ["numpy"],
    "torch": ["torch==2.13.0", "numpy"],
    "jax": ["jax[cpu]"],
    "tensorflow": ["tensorflow-cpu"],
    "paddle": ["paddlepaddle", "setuptools"],
    "mxnet": ["mxnet==1.9.1", "numpy==1.23.5"],
}
# scipy: references for tests (special functions, linalg); h5py: the Container h5 round trip;
# pytest-xdist: two workers, as CI's machine has two cores (jax's session halves).
TEST_REQUIREMENTS = ["pytest>=8", "pytest-xdist>=3", "hypothesis>=6.100", "scipy>=1.9", "h5py>=3.7"]
QUIET = {"TF_CPP_MIN_LOG_LEVEL": "2", "JAX_PLATFORMS": "cpu"}

# uv (nox -db uv) does not read pip's configuration; give it the local wheel folder pip uses,
# so torch==2.13.0 resolves to the CPU build there too.
if os.environ.get("PIP_FIND_LINKS"):
    os.environ.setdefault("UV_FIND_LINKS", os.environ["PIP_FIND_LINKS"])

nox.options.sessions = ["lint", "tests"]


def _install_packages(session: nox.Session, *requirements: str) -> None:
    editable = [arg for package in PACKAGES for arg in ("-e", package)]
    session.install(*requirements, *editable)


def _run_tests(session: nox.Session, backend: str) -> None:
    # array-api-strict, the standard's reference namespace, for the signature test; once is enough
    # (it checks ivy's api templates), and it needs a newer numpy than mxnet's session has.
    extra = ["array-api-strict>=2.3"] if backend == "numpy" else []
    # optax: the jax object of ivy_stateful.to_native is trained with it in the tests.
    extra += ["optax>=0.2"] if backend == "jax" else []
    _install_packages(session, *FRAMEWORKS[backend], *TEST_REQUIREMENTS, *extra)
    if backend == "torch":
        session.run(
            "python",
            "-c",
            "import torch; assert torch.version.cuda is None, 'a CUDA build of torch came in'",
        )
    env = {**QUIET, "IVY_BACKEND": backend}
    if backend == "jax":
        env["JAX_ENABLE_X64"] = "1"  # float64 and int64, as on every other backend
    session.run("pytest", "-n", "2", *TEST_DIRS, *session.posargs, env=env)


def _tests_session(backend: str):
    def tests_backend(session: nox.Session) -> None:
        _run_tests(session, backend)

    tests_backend.__doc__ = f"Every package's tests on the {backend} backend."
    return tests_backend


for _backend in FRAMEWORKS:
    nox.session(name=f"tests-{_backend}")(_tests_session(_backend))


@nox.session(name="tests-paddle-after-tensorflow")
def tests_paddle_after_tensorflow(session: nox.Session) -> None:
    """The paddle backend loads after an import of tensorflow (where a plain import crashes)."""
    _install_packages(session, *FRAMEWORKS["tensorflow"], *FRAMEWORKS["paddle"], *TEST_REQUIREMENTS)
    session.run(
        "pytest",
        "packages/ivy-core/tests/test_import.py",
        "-k",
        "after_tensorflow",
        *session.posargs,
        env={**QUIET, "IVY_BACKEND": "paddle"},
    )


@nox.session(python=False)
def tests(session: nox.Session) -> None:
    """Every package's tests on every backend, one session each, and the cross-framework check."""
    for backend in FRAMEWORKS:
        session.notify(f"tests-{backend}", posargs=session.posargs)
    session.notify("tests-paddle-after-tensorflow")


@nox.session
def lint(session: nox.Session) -> None:
    """ruff check and ruff format --check over the whole repository."""
    session.install("ruff>=0.6")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session
def doctest(session: nox.Session) -> None:
    """The docstring examples of every package, run on numpy."""
    _install_packages(session, "numpy", *TEST_REQUIREMENTS)
    source = "packages/ivy-core/src/ivy"
    namespaces = [f"--ignore={source}/{name}.py" for name in FRAMEWORKS]
    # The other packages' examples run too (they import no framework either).
    domain_sources = [f"{package}/src" for package in PACKAGES if package != "packages/ivy-core"]
    session.run(
        "pytest",
        "--doctest-modules",
        source,
        *domain_sources,
        f"--ignore={source}/backends",
        *namespaces,
        *session.posargs,
    )
    # The per-function benchmark must have a call spec for every api function.
    session.run("python", "benchmarks/loc_and_overhead/api_overhead.py", "--check")


def _install_bench_frameworks(session: nox.Session) -> None:
    """Every framework but mxnet (whose numpy pin excludes jax), and every package."""
    frameworks = [
        req
        for name in ("numpy", "torch", "jax", "tensorflow", "paddle")
        for req in FRAMEWORKS[name]
    ]
    _install_packages(session, *dict.fromkeys(frameworks))


@nox.session(name="bench-dispatch")
def bench_dispatch(session: nox.Session) -> None:
    """Per-call overhead of ivy's dispatch over native calls, on every framework but mxnet."""
    _install_bench_frameworks(session)
    session.run("python", "benchmarks/loc_and_overhead/dispatch.py", *session.posargs, env=QUIET)


@nox.session(name="bench-api")
def bench_api(session: nox.Session) -> None:
    """Per-function overhead of every api function over its backend function, at 10,000 elements."""
    _install_bench_frameworks(session)
    session.run(
        "python", "benchmarks/loc_and_overhead/api_overhead.py", *session.posargs, env=QUIET
    )
