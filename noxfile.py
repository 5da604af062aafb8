"""nox sessions for the Ivy monorepo.

- ``tests-<backend>`` (numpy, torch, jax, tensorflow, paddle, mxnet): a fresh venv with every
  package of ``packages/`` installed editable plus that one framework, running every package's
  tests with ``IVY_BACKEND=<backend>``.
- ``tests``: all six of them, ``tests-paddle-after-tensorflow`` (the one test that needs two
  frameworks in one venv), ``tests-transpiler`` (torch beside jax and tensorflow; its
  ``transformers`` models in ``tests-transpiler-transformers``) and ``tests-repository``.
- ``array-api-<backend>``: the Array API standard's own test suite (data-apis/array-api-tests, at
  ``ARRAY_API_TESTS_DIR``, default ``../shared/array-api-tests``) against ``ivy.<backend>``, with
  the known failures of ``packages/ivy-core/array-api/<backend>-xfails.txt`` (and skips); a test
  that starts failing, or an xfail that starts passing, fails the session. ``array-api``: all six.
- ``demo``: the drone-planning demo (``demos/drone_planning``) on torch, or on the backend
  ``-- --backend <name>`` names; ``demo-check``: its full run on torch and jax, checked.
- ``lint``: ruff check and ruff format --check.
- ``doctest``: the docstring examples of every package, on numpy, and the api benchmark's coverage.
- ``bench-dispatch``: the dispatch-overhead benchmark on every framework that installs together
  (a quick run; ``-- --full`` for the protocol of README's figures).
- ``bench-api``: the per-function overhead of every api function (``api_overhead.py``), likewise.
- ``bench-vision``: ivy-vision against kornia and ivy-mech against roma and kornia, on torch and
  jax.
- ``bench-transpile``: transpiled models (jax.jit, tensorflow XLA) against torch eager and
  torch.compile, and the transpile times.
- ``bench``: the 2021 paper's evaluation (``benchmarks/loc_and_overhead``): lines of code and the
  per-library overhead against keras.ops and array_api_compat, with the whole workloads.
- ``wheels``: every package's wheel, into ``dist/`` (``pip install --find-links dist ivy-mech``).
- ``install-from-wheels``: README's install line in a fresh venv with only torch, for each domain
  package in :data:`WHEEL_CHECKS` (after ``wheels``).
- ``tests-repository``: the repository's own checks (``tests/``: README links, licenses, ...).

Arguments after ``--`` go to pytest (or to the benchmark): ``nox -s tests-jax -- -k matmul``. A
test path among them narrows the run to it: ``nox -s tests-numpy -- packages/ivy-mech/tests``.
"""

import functools
import os
import shutil
from pathlib import Path

import nox

ROOT = Path(__file__).parent
PACKAGES = sorted(str(p.parent.relative_to(ROOT)) for p in ROOT.glob("packages/*/pyproject.toml"))
DEMO = "demos/drone_planning"
# ivy-transpiler's tests need torch (the source) beside their target: tests-transpiler runs them.
TRANSPILER = "packages/ivy-transpiler"
TEST_DIRS = [f"{package}/tests" for package in PACKAGES if package != TRANSPILER]
TEST_DIRS += [f"{DEMO}/tests"]
DIST = ROOT / "dist"

# The domain packages CI installs by name from dist/ into a venv with only torch (README's install
# line), each with an input `x` (a torch tensor that requires grad) and a call on it whose results
# must all be torch tensors carrying torch's autograd graph. A new domain package is one line.
WHEEL_CHECKS = {
    "ivy-mech": (
        "torch.tensor([[0.1, 0.2, 0.3, 0.9]], requires_grad=True)",
        "ivy_mech.quaternion_to_rot_mat(x)",
    ),
    "ivy-vision": (
        "torch.rand(1, 4, 4, 1, requires_grad=True)",
        "ivy_vision.gradient_image(x)",
    ),
    "ivy-robot": (
        "torch.zeros(2, 7, requires_grad=True)",
        "ivy_robot.PandaManipulator().sample_links(x)",
    ),
    "ivy-gym": (
        "torch.tensor([0.5], requires_grad=True)",
        "(lambda env: env.step(env.reset(0, backend='torch'), x)[2])(ivy_gym.PendulumFunctional())",
    ),
}

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
# pytest-xdist: two workers, as CI's machine has two cores (jax's session halves); yourdfpy:
# ivy-robot's URDF extra, and pybullet the reference kinematics of its Panda; matplotlib, pillow,
# imageio and tqdm: the examples and the demo, whose tests run them.
DEMO_REQUIREMENTS = ["matplotlib>=3.5", "tqdm>=4.60", "pillow>=9"]
TEST_REQUIREMENTS = [
    *("pytest>=8", "pytest-xdist>=3", "hypothesis>=6.100", "scipy>=1.9", "h5py>=3.7"),
    *("yourdfpy>=0.0.53,<0.1", "pybullet>=3.2", "imageio>=2.20", *DEMO_REQUIREMENTS),
]
# References that need torch, installed with the pinned torch in its session: kornia (ivy-vision)
# and pytorch-kinematics (ivy-robot's Panda).
TORCH_REFERENCES = ["kornia>=0.7,<1", "pytorch-kinematics>=0.7,<1"]
QUIET = {"TF_CPP_MIN_LOG_LEVEL": "2", "JAX_PLATFORMS": "cpu"}
# Eager jax compiles every operation afresh for each new shape and dtype, and compiling is most of
# the jax test sessions' time (about 50 ms of CPU per operation with XLA's defaults here). Tests
# run each compiled operation a few times on tiny inputs, so they ask XLA for a quick compile
# (the classic CPU emitters, no LLVM optimisation: 21 ms) and share what is compiled between the
# two pytest workers and the sessions through jax's persistent cache (a hit costs about 8 ms).
# The results are the same; only compiled code's speed drops, which no test measures.
JAX_TEST_CACHE = ROOT / ".nox" / "jax-compilation-cache"
JAX_TESTS = {
    "XLA_FLAGS": "--xla_cpu_use_fusion_emitters=false --xla_backend_optimization_level=0",
    "JAX_COMPILATION_CACHE_DIR": str(JAX_TEST_CACHE),
    "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS": "0",
}

# uv (nox -db uv) does not read pip's configuration; give it the local wheel folder pip uses,
# so torch==2.13.0 resolves to the CPU build there too.
if os.environ.get("PIP_FIND_LINKS"):
    os.environ.setdefault("UV_FIND_LINKS", os.environ["PIP_FIND_LINKS"])

nox.options.sessions = ["lint", "tests"]
# uv where nox's venv has it (`pip install nox uv`, as .ci/run does), else virtualenv with pip:
# the same packages, but uv installs a session's in seconds where pip takes a minute or two
# (torch, tensorflow, jax and paddle, a dozen sessions), most of CI's install time.
nox.options.default_venv_backend = "uv|virtualenv"

# Every session's venv together holds torch, tensorflow, jax and paddle several times over (about
# 27 GB after `.ci/run`), more than CI machines' disks are sure to have free: with
# IVY_NOX_DISCARD_VENVS=1 (.ci/run sets it) each session deletes its venv as it ends, so the disk
# holds one session's at a time. Locally the venvs stay, for `nox -r`.
DISCARD_VENVS = os.environ.get("IVY_NOX_DISCARD_VENVS") == "1"


def session(**options):
    """``nox.session(**options)``, deleting the session's venv as it ends where DISCARD_VENVS."""

    def register(function):
        if not DISCARD_VENVS:
            return nox.session(**options)(function)

        @functools.wraps(function)
        def run_then_discard(session: nox.Session, **params) -> None:
            try:
                function(session, **params)
            finally:
                location = getattr(session.virtualenv, "location", None)
                # python=False sessions run in the caller's environment: never delete that.
                if location and Path(location).resolve().is_relative_to(ROOT / ".nox"):
                    shutil.rmtree(location, ignore_errors=True)

        return nox.session(**options)(run_then_discard)

    return register


def _install_packages(session: nox.Session, *requirements: str) -> None:
    editable = [arg for package in PACKAGES for arg in ("-e", package)]
    session.install(*requirements, *editable)


def _run_tests(session: nox.Session, backend: str) -> None:
    # array-api-strict, the standard's reference namespace, for the signature test; once is enough
    # (it checks ivy's api templates), and it needs a newer numpy than mxnet's session has.
    extra = ["array-api-strict>=2.3"] if backend == "numpy" else []
    # optax: the jax object of ivy_stateful.to_native is trained with it in the tests;
    # array-api-compat: gymnasium's JaxToNumpy wrapper (ivy-gym's checker test) imports it.
    extra += ["optax>=0.2", "array-api-compat>=1.11"] if backend == "jax" else []
    extra += TORCH_REFERENCES if backend == "torch" else []
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
        env.update(JAX_TESTS)
    paths, options = split_test_paths(session.posargs)
    session.run("pytest", "-n", "2", *(paths or TEST_DIRS), *options, env=env)


# pytest options whose value is a separate argument that may look like a path.
_OPTIONS_WITH_VALUE = frozenset(
    {"-k", "-m", "-p", "-n", "-o", "-c", "--deselect", "--ignore", "--ignore-glob", "--rootdir"}
)


def split_test_paths(posargs: list[str]) -> tuple[list[str], list[str]]:
    """Splits a test session's arguments into the test paths they name and pytest's options.

    A path is an existing file or folder of the repository, given with a ``/`` or as a ``.py``
    file, optionally with a ``::`` test id (``packages/ivy-mech/tests``,
    ``packages/ivy-core/tests/test_fft.py::test_fft``); a value of an option such as ``-k`` or
    ``--deselect`` is not one. With no path, the session runs every package's tests.
    """
    paths, options = [], []
    for i, arg in enumerate(posargs):
        target = arg.partition("::")[0]
        is_path = (
            not arg.startswith("-")
            and (i == 0 or posargs[i - 1] not in _OPTIONS_WITH_VALUE)
            and ("/" in target or target.endswith(".py"))
            and (ROOT / target).exists()
        )
        (paths if is_path else options).append(arg)
    return paths, options


def _tests_session(backend: str):
    def tests_backend(session: nox.Session) -> None:
        _run_tests(session, backend)

    tests_backend.__doc__ = f"Every package's tests on the {backend} backend."
    return tests_backend


for _backend in FRAMEWORKS:
    session(name=f"tests-{_backend}")(_tests_session(_backend))


@session(name="tests-paddle-after-tensorflow")
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


# The Array API standard's test suite: not on PyPI, so it sits beside the repository (vendored with
# its spec stubs). Its requirements, and the lists of known failures with their reasons.
ARRAY_API_TESTS_DIR = Path(
    os.environ.get("ARRAY_API_TESTS_DIR", ROOT.parent / "shared" / "array-api-tests")
)
ARRAY_API_REQUIREMENTS = [
    "pytest>=8",
    "pytest-json-report",
    "ndindex>=1.8",
    "hypothesis>=6.151",
    "pytest-xdist>=3",
]
ARRAY_API_LISTS = ROOT / "packages" / "ivy-core" / "array-api"
# Per backend: jax's 64-bit dtypes, as in its tests; mxnet has no complex dtypes, which the
# suite is told (ARRAY_API_TESTS_SKIP_DTYPES) rather than finding out at import.
ARRAY_API_ENV = {
    "jax": {"JAX_ENABLE_X64": "1", **JAX_TESTS},
    "mxnet": {"ARRAY_API_TESTS_SKIP_DTYPES": "complex64,complex128"},
}
# The suite (at 55fcc60) takes max() of the complex dtypes at import, which fails where there
# are none (mxnet): the copy gets a default there. (file, upstream text, replacement)
_ARRAY_API_SUITE_FIX = (
    "array_api_tests/dtype_helpers.py",
    "for dt in complex_dtypes], key=lambda x: x[1]\n)",
    "for dt in complex_dtypes], key=lambda x: x[1], default=(None,)\n)",
)


def _array_api_suite_copy(session: nox.Session) -> Path:
    """A writable copy of the suite in the session's temporary folder.

    pytest must run from the suite's folder (its conftest adds the options and the lists); the
    copy keeps hypothesis's database and Python's bytecode out of the shared checkout.
    """
    suite = ARRAY_API_TESTS_DIR.resolve()
    if not (suite / "array_api_tests").is_dir() or not (suite / "conftest.py").is_file():
        session.error(
            f"the Array API test suite is not at {suite}: set ARRAY_API_TESTS_DIR to a checkout "
            "of https://github.com/data-apis/array-api-tests with its array-api submodule"
        )
    copy = Path(session.create_tmp()) / "array-api-tests"
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(
        suite, copy, ignore=shutil.ignore_patterns(".git", ".hypothesis", "__pycache__")
    )
    for folder, _, _ in os.walk(copy):  # a read-only source gives read-only folders
        Path(folder).chmod(0o755)
    name, upstream, fixed = _ARRAY_API_SUITE_FIX
    source = copy / name
    source.chmod(0o644)
    source.write_text(source.read_text().replace(upstream, fixed))
    return copy


def _array_api_session(backend: str):
    def array_api(session: nox.Session) -> None:
        # Only ivy-core: the suite imports ivy.<backend> and nothing else of the repository.
        session.install(*FRAMEWORKS[backend], *ARRAY_API_REQUIREMENTS, "-e", "packages/ivy-core")
        suite = _array_api_suite_copy(session)
        env = {
            **QUIET,
            **ARRAY_API_ENV.get(backend, {}),
            "ARRAY_API_TESTS_MODULE": f"ivy.{backend}",
            "PYTHONPATH": str(ARRAY_API_LISTS),  # the plugin ivy_array_api_ci
        }
        # One argument each: pytest takes a separate value that is a path for a test path, and
        # then the repository's root for the suite's (which breaks the lists' test ids).
        lists = [
            f"--{kind}-file={path}"
            for kind in ("xfails", "skips")
            if (path := ARRAY_API_LISTS / f"{backend}-{kind}.txt").exists()
        ]
        paths = [arg for arg in session.posargs if arg.startswith("array_api_tests")]
        options = [arg for arg in session.posargs if arg not in paths]
        session.chdir(suite)
        session.run(
            *("python", "-m", "pytest"),  # -m: the suite imports itself from the folder
            *(paths or ["array_api_tests"]),
            *("-c", "pytest.ini"),  # the suite's settings and root, whatever the arguments
            *("--max-examples", "5", "--derandomize", "--disable-deadline"),
            *("-p", "no:cacheprovider", "-p", "ivy_array_api_ci"),
            *("-o", "xfail_strict=true"),  # an xfail that passes fails the run
            *lists,
            # Two workers, as CI's machine has two cores (each test is deterministic:
            # derandomized, so the lists hold whatever worker runs it). `-- -n 0`: one process.
            *("-n", "2"),
            *("-q", "-rfE"),
            *options,
            env=env,
        )

    array_api.__doc__ = f"The Array API standard's test suite against ivy.{backend}."
    return array_api


for _backend in FRAMEWORKS:
    session(name=f"array-api-{_backend}")(_array_api_session(_backend))


@session(name="array-api", python=False)
def array_api_all(session: nox.Session) -> None:
    """The Array API standard's test suite against every framework namespace."""
    for backend in FRAMEWORKS:
        session.notify(f"array-api-{backend}", posargs=session.posargs)


@session(python=False)
def tests(session: nox.Session) -> None:
    """Every package's tests on every backend, one session each, and the cross-framework check."""
    for backend in FRAMEWORKS:
        session.notify(f"tests-{backend}", posargs=session.posargs)
    session.notify("tests-paddle-after-tensorflow")
    session.notify("tests-transpiler", posargs=session.posargs)
    session.notify("tests-repository")


# torch as the source and every target in one venv; no JAX_ENABLE_X64: models run in float32.
TRANSPILER_FRAMEWORKS = [*FRAMEWORKS["torch"], *FRAMEWORKS["jax"], *FRAMEWORKS["tensorflow"]]


@session(name="tests-transpiler")
def tests_transpiler(session: nox.Session) -> None:
    """ivy-transpiler's tests: torch to numpy, jax and tensorflow (the transformers ones skip)."""
    _install_packages(session, *TRANSPILER_FRAMEWORKS, *TEST_REQUIREMENTS)
    session.run(
        "python",
        "-c",
        "import torch; assert torch.version.cuda is None, 'a CUDA build of torch came in'",
    )
    paths, options = split_test_paths(session.posargs)
    tests = paths or [f"{TRANSPILER}/tests"]
    session.run("pytest", "-n", "2", *tests, *options, env={**QUIET, **JAX_TESTS})


@session(name="tests-transpiler-transformers")
def tests_transpiler_transformers(session: nox.Session) -> None:
    """Small random transformers models (no downloads) to every target, and README's example."""
    _install_packages(session, *TRANSPILER_FRAMEWORKS, "transformers>=5,<6", *TEST_REQUIREMENTS)
    tests = [
        f"{TRANSPILER}/tests/test_transformers.py",
        f"{TRANSPILER}/tests/test_readme_example.py",
    ]
    session.run("pytest", "-n", "2", *tests, *session.posargs, env={**QUIET, **JAX_TESTS})


@session(name="tests-repository")
def tests_repository(session: nox.Session) -> None:
    """The repository's own checks: README links and commands, licenses, this noxfile."""
    # hypothesis: pyproject's pytest settings name its warnings; tqdm: the dispatch benchmark's
    # bar (it runs on numpy here).
    requirements = ["pytest>=8", "hypothesis>=6.100", "nox", "tqdm>=4.60"]
    session.install(*requirements, "-e", "packages/ivy-core")
    session.run("pytest", "tests", *session.posargs)


@session()
def lint(session: nox.Session) -> None:
    """ruff check and ruff format --check over the whole repository."""
    session.install("ruff>=0.6")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@session()
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


def _demo_backend(posargs: list[str]) -> str:
    """The backend ``--backend jax`` (or ``--backend=jax``) names among the demo's arguments."""
    for i, arg in enumerate(posargs):
        if arg == "--backend" and i + 1 < len(posargs):
            return posargs[i + 1]
        if arg.startswith("--backend="):
            return arg.partition("=")[2]
    return "torch"


@session()
def demo(session: nox.Session) -> None:
    """The drone-planning demo: plans on torch, pictures in demos/drone_planning/output/.

    Arguments after ``--`` go to the demo: ``nox -s demo -- --backend jax --iterations 50``. The
    session installs the framework ``--backend`` names (mxnet only in a venv of its own numpy).
    """
    backend = _demo_backend(session.posargs)
    if backend not in FRAMEWORKS:
        session.error(f"--backend: one of {', '.join(FRAMEWORKS)}; got {backend!r}")
    _install_packages(session, *FRAMEWORKS[backend], *DEMO_REQUIREMENTS)
    session.run("python", f"{DEMO}/main.py", *session.posargs, env=QUIET)


@session(name="demo-check")
def demo_check(session: nox.Session) -> None:
    """The demo's full default run on torch and jax: the clearance goal, the same path on both."""
    frameworks = [*FRAMEWORKS["torch"], *FRAMEWORKS["jax"]]
    _install_packages(session, *frameworks, *DEMO_REQUIREMENTS, "pytest>=8", "hypothesis>=6.100")
    env = {**QUIET, "DRONE_PLANNING_FULL_RUN": "1", "DRONE_PLANNING_BACKENDS": "torch,jax"}
    session.run("pytest", f"{DEMO}/tests/test_full_run.py", *session.posargs, env=env)


def _install_bench_frameworks(session: nox.Session) -> None:
    """Every framework but mxnet (whose numpy pin excludes jax), and every package."""
    frameworks = [
        req
        for name in ("numpy", "torch", "jax", "tensorflow", "paddle")
        for req in FRAMEWORKS[name]
    ]
    _install_packages(session, *dict.fromkeys(frameworks))


@session(name="bench-dispatch")
def bench_dispatch(session: nox.Session) -> None:
    """Per-call overhead of ivy's dispatch over native calls, on every framework but mxnet.

    A quick run by default (about a minute); ``-- --full`` for the protocol of README's figures.
    The benchmark sets the thread counts its figures assume itself.
    """
    _install_bench_frameworks(session)
    session.install("tqdm>=4.60")
    session.run("python", "benchmarks/loc_and_overhead/dispatch.py", *session.posargs, env=QUIET)


@session(name="bench-api")
def bench_api(session: nox.Session) -> None:
    """Per-function overhead of every api function over its backend function, at 10,000 elements."""
    _install_bench_frameworks(session)
    session.run(
        "python", "benchmarks/loc_and_overhead/api_overhead.py", *session.posargs, env=QUIET
    )


@session()
def bench(session: nox.Session) -> None:
    """The 2021 paper's evaluation, into benchmarks/loc_and_overhead/results/.

    Lines of code (Table 1), per-library overhead with keras.ops and array_api_compat beside ivy
    (Table 3, Fig. 6) and the whole workloads, on all six frameworks: mxnet's part runs in a venv
    of its own inside the session's (its numpy pin). A quick timing protocol by default (under
    15 minutes from a fresh venv on 2 cores); ``-- --full`` for README's, ``-- --backends torch
    jax`` for fewer frameworks.
    """
    _install_bench_frameworks(session)
    session.install(
        *("radon>=6,<7", "keras>=3.5,<4", "array-api-compat>=1.9"),
        *("matplotlib>=3.5", "tqdm>=4.60", "pytest>=8"),
    )
    mxnet_python = _bench_mxnet_venv(session)
    session.run("pytest", "benchmarks/loc_and_overhead/tests", "-q", "-p", "no:cacheprovider")
    session.run("python", "benchmarks/loc_and_overhead/loc.py", env=QUIET)
    session.run(
        "python",
        "benchmarks/loc_and_overhead/overhead.py",
        *("--mxnet-python", mxnet_python),
        *session.posargs,
        env=QUIET,
    )


def _bench_mxnet_venv(session: nox.Session) -> str:
    """A venv for mxnet and ivy-core inside the session's; the path of its interpreter."""
    location = Path(session.virtualenv.location) / "mxnet"
    python = location / "bin" / "python"
    if not python.exists():
        session.run("python", "-m", "venv", str(location), silent=True)
    session.run(
        *(str(python), "-m", "pip", "install", "-q"),
        *FRAMEWORKS["mxnet"],
        *("tqdm>=4.60", "-e", "packages/ivy-core"),
        external=True,
    )
    return str(python)


@session(name="bench-vision")
def bench_vision(session: nox.Session) -> None:
    """ivy-vision against kornia, ivy-mech against roma and kornia (``benchmarks/vision.py``).

    About 3 minutes on 2 cores; ``-- --quick`` for small sizes. The benchmark sets its thread
    counts and jax's 64-bit mode itself.
    """
    _install_packages(
        session,
        *FRAMEWORKS["torch"],
        *FRAMEWORKS["jax"],
        *("kornia>=0.9,<1", "roma>=1.5,<2", "scipy>=1.9", "tqdm>=4.60"),
    )
    session.run("python", "benchmarks/vision.py", *session.posargs, env=QUIET)


@session(name="bench-transpile")
def bench_transpile(session: nox.Session) -> None:
    """Transpiled models against torch eager and torch.compile (``benchmarks/transpile.py``).

    The transpiler's suite at its bench sizes: torch eager, torch.compile (default and
    max-autotune-no-cudagraphs), the jax transpilation under jax.jit and the tensorflow one
    under XLA, and the transpile times; the table and chart into benchmarks/results/. About an
    hour on a busy 2-core machine, most of it compilation (torch.compile's above all);
    ``-- --quick`` for tiny sizes, ``-- --models bert vit`` for fewer. The benchmark sets its
    thread counts itself.
    """
    _install_packages(
        session,
        *TRANSPILER_FRAMEWORKS,
        *("transformers>=5,<6", "tqdm>=4.60", "matplotlib>=3.5"),
    )
    session.run("python", "benchmarks/transpile.py", *session.posargs, env=QUIET)


@session()
def wheels(session: nox.Session) -> None:
    """Every package's wheel, into dist/: ``pip install --find-links dist ivy-mech``."""
    session.install("hatchling>=1.27")
    DIST.mkdir(exist_ok=True)
    for package in PACKAGES:
        name = Path(package).name.replace("-", "_")
        for stale in DIST.glob(f"{name}-*.whl"):
            stale.unlink()
        with session.chdir(ROOT / package):
            session.run("python", "-m", "hatchling", "build", "--target", "wheel", "-d", str(DIST))


# pip, whatever nox's default backend: the check is README's pip command (uv reads neither pip's
# configuration nor resolves find-links against an index the same way).
@session(name="install-from-wheels", venv_backend="venv")
@nox.parametrize("package", list(WHEEL_CHECKS))
def install_from_wheels(session: nox.Session, package: str) -> None:
    """README's install line in a fresh venv with only torch: the package by name from dist/.

    The index holds the original Ivy's 1.1.x releases under the same names; ours (2.x) must be
    the ones installed, and answer torch tensors with torch tensors that keep their autograd.
    """
    for needed in ("ivy-core", package):
        if not any(DIST.glob(f"{needed.replace('-', '_')}-*.whl")):
            session.error(f"no {needed} wheel in {DIST}: run `nox -s wheels` first")
    # --no-compile: byte-compiling torch's 2,300 modules takes about half of its install time.
    session.install("--no-compile", "torch==2.13.0", "numpy")
    session.run("python", "-m", "pip", "install", "--find-links", str(DIST), package)
    session.run("python", ".ci/check_installed.py", package, *WHEEL_CHECKS[package])
