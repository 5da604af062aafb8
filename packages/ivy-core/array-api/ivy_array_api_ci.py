"""pytest plugin for the Array API suite's runs against ``ivy.<fw>`` (``nox -s array-api-<fw>``).

Loaded with ``-p ivy_array_api_ci`` beside the suite's own conftest, it changes two things:

- Hypothesis does not shrink a failing example unless ``--shrink`` is given. CI needs to know
  whether a test fails, not its smallest failing input, and shrinking the known failures took
  most of tensorflow's 21 minutes. Rerun one test with ``--shrink`` for a minimal example.
- An id in the ``--xfails-file`` or ``--skips-file`` that matches no collected test fails the run
  where the whole suite is collected (the suite itself only warns), so that a renamed or removed
  test cannot leave an entry behind that no longer checks anything. Under pytest-xdist (``-n``)
  each worker collects the suite and hands its finding to the controller, which reports it.
"""

from __future__ import annotations

import warnings

import pytest
from hypothesis import Phase, settings

_SUITE_PROFILE = "array-api-tests"  # the profile the suite's conftest registers and loads
_UNMATCHED = "don't match any collected tests"  # the suite's warning about a stale id
_STALE = "ivy_array_api_stale"  # an xdist worker's finding, in its workeroutput
_stale_found = pytest.StashKey[str]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """Adds ``--shrink``."""
    parser.addoption(
        "--shrink",
        action="store_true",
        help="let hypothesis shrink failing examples (off in ivy's CI runs, for speed)",
    )


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """Loads the suite's hypothesis profile without the shrink phase (unless ``--shrink``)."""
    # trylast: after the suite's conftest has registered and loaded its profile.
    if config.getoption("--shrink"):
        return
    phases = [phase for phase in Phase if phase is not Phase.shrink]
    settings.register_profile(
        "ivy-array-api-ci", parent=settings.get_profile(_SUITE_PROFILE), phases=phases
    )
    settings.load_profile("ivy-array-api-ci")


def _whole_suite(config: pytest.Config) -> bool:
    """Whether this run collects every test: the suite's folder, no ``-k``, ``-m``, deselection."""
    narrowed = (
        config.getoption("keyword") or config.getoption("markexpr") or config.getoption("deselect")
    )
    return not narrowed and [arg.rstrip("/") for arg in config.args] == ["array_api_tests"]


@pytest.hookimpl(wrapper=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]):
    """Turns the suite's warning about stale xfail and skip ids into an error (whole runs only)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = yield
    stale = [str(w.message) for w in caught if _UNMATCHED in str(w.message)]
    for w in caught:
        if _UNMATCHED not in str(w.message) or not _whole_suite(config):
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    if stale and _whole_suite(config):
        message = "stale entries in the xfails or skips file:\n" + "\n".join(stale)
        if not hasattr(config, "workerinput"):
            raise pytest.UsageError(message)
        # An error raised on an xdist worker reaches the user as the controller's INTERNALERROR
        # about an unrelated test; the controller reports it instead (pytest_testnodedown).
        config.workeroutput[_STALE] = message
    return result


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node) -> None:
    """On the xdist controller: keeps a worker's finding of stale ids (each finds the same)."""
    message = getattr(node, "workeroutput", {}).get(_STALE)
    if message:
        node.config.stash[_stale_found] = message


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """On the xdist controller: fails the run on stale ids, before the terminal summary."""
    message = session.config.stash.get(_stale_found, None)
    if message:
        writer = session.config.get_terminal_writer()
        writer.line()
        writer.line(f"ERROR: {message}", red=True)
        session.exitstatus = pytest.ExitCode.USAGE_ERROR
