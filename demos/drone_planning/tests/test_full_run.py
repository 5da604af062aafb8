"""The full default run on several backends: the clearance goal, and the same path on each.

Slow (a fresh interpreter and a whole run per backend), so it runs only where
``DRONE_PLANNING_FULL_RUN=1`` asks for it: ``nox -s demo-check``. ``DRONE_PLANNING_BACKENDS``
names the backends (comma-separated; torch and jax by default), which must be installed in
this Python together.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drone_planning import main as cli

pytestmark = pytest.mark.skipif(
    os.environ.get("DRONE_PLANNING_FULL_RUN") != "1",
    reason="the full run: DRONE_PLANNING_FULL_RUN=1 (nox -s demo-check)",
)
BACKENDS = os.environ.get("DRONE_PLANNING_BACKENDS", "torch,jax").split(",")


@pytest.fixture(scope="module")
def summaries(tmp_path_factory) -> dict[str, dict]:
    """Runs the demo with its defaults on each backend; their summary.json contents."""
    results = {}
    for backend in BACKENDS:
        out = tmp_path_factory.mktemp(backend)
        run = subprocess.run(
            [sys.executable, str(Path(cli.__file__)), "--backend", backend, "--out", str(out)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert run.returncode == 0, run.stderr[-2000:]
        print(run.stdout.strip())
        results[backend] = json.loads((out / "summary.json").read_text())
        for name in results[backend]["files"]:
            assert (out / name).stat().st_size > 0, name
    return results


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_path_clears_every_obstacle_by_the_goal(summaries, backend):
    """From a colliding straight line to a path clear by 0.1 m, before the iteration limit."""
    summary = summaries[backend]
    assert summary["reached_goal"]
    assert summary["final_min_clearance_m"] >= 0.1
    assert summary["initial_min_clearance_m"] < 0.0  # the straight line collides
    assert summary["iterations"] < summary["max_iterations"]


def test_every_backend_plans_the_same_path(summaries):
    """Same seed and start: path lengths within 1 %, iteration counts within one step."""
    lengths = {backend: summary["final_path_length_m"] for backend, summary in summaries.items()}
    assert max(lengths.values()) <= 1.01 * min(lengths.values()), lengths
    iterations = {backend: summary["iterations"] for backend, summary in summaries.items()}
    assert max(iterations.values()) - min(iterations.values()) <= 1, iterations
