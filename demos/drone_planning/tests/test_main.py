"""The command line: a short run on the session's backend, its files, and bad arguments."""

from __future__ import annotations

import importlib.util
import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from drone_planning import main as cli
from ivy.testing.fixtures import BACKEND, needs_autodiff

MAIN = Path(cli.__file__)


def _error_line(capsys) -> str:
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("drone_planning: error: "), lines[0]
    assert "Traceback" not in captured.err
    assert captured.out == ""
    return lines[0]


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@needs_autodiff
def test_a_short_run_writes_pictures_and_a_summary(tmp_path, capsys):
    """Three steps on the session's backend: the summary line, summary.json, PNGs and GIF."""
    argv = ["--backend", BACKEND, "--iterations", "3", "--samples", "30", "--frames", "5"]
    status = cli.main([*argv, "--out", str(tmp_path / "out"), "--quiet"])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    out = tmp_path / "out"
    summary = json.loads((out / "summary.json").read_text())
    line = captured.out.strip()
    assert "\n" not in line
    assert line.startswith(f"{BACKEND}: NOT clear: least clearance ")
    assert f"after 3 iterations, path {summary['final_path_length_m']:.3f} m" in line
    assert summary["backend"] == BACKEND
    assert summary["iterations"] == 3
    assert summary["compiled"] == cli.COMPILE_BY_DEFAULT.get(BACKEND, False)
    assert summary["reached_goal"] is False
    assert summary["max_iterations"] == 3
    assert len(summary["costs"]) == len(summary["min_clearances_m"]) == 4
    assert summary["costs"][-1] < summary["costs"][0]
    assert summary["final_min_clearance_m"] > summary["initial_min_clearance_m"]
    assert summary["final_min_clearance_m"] == summary["min_clearances_m"][-1]
    assert summary["settings"]["samples"] == 30
    assert summary["dtype"] == "float32"
    assert summary["files"] == ["trajectory.png", "cost.png", "flight.gif", "summary.json"]
    assert 0 < summary["seconds"]["planning"] <= summary["seconds"]["total"]
    assert _png_size(out / "trajectory.png") == (1210, 836)
    assert _png_size(out / "cost.png") == (1100, 440)
    with Image.open(out / "flight.gif") as gif:
        assert gif.format == "GIF"
        assert gif.size == (560, 420)
        assert gif.n_frames == 5
        assert gif.info["loop"] == 0
    for name in ("trajectory.png", "cost.png"):
        with Image.open(out / name) as picture:
            picture.verify()


@needs_autodiff
def test_no_gif(tmp_path, capsys):
    """The --no-gif flag skips the GIF and leaves it out of the summary's files."""
    argv = ["--backend", BACKEND, "--iterations", "1", "--samples", "10", "--no-gif", "--quiet"]
    assert cli.main([*argv, "--out", str(tmp_path)]) == 0
    assert not (tmp_path / "flight.gif").exists()
    assert json.loads((tmp_path / "summary.json").read_text())["files"] == [
        "trajectory.png",
        "cost.png",
        "summary.json",
    ]
    capsys.readouterr()


def _missing_backend() -> str | None:
    return next((b for b in cli.BACKENDS if importlib.util.find_spec(b) is None), None)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--backend", "numpy"], "numpy has no automatic differentiation"),
        (["--backend", "pytorch"], "'pytorch' is not a backend this demo knows; choose one of"),
        (["--iterations", "0"], "--iterations: must be a positive integer; got 0"),
        (["--iterations", "-5"], "--iterations: must be a positive integer; got -5"),
        (["--iterations", "many"], "--iterations: 'many' is not an integer"),
        (["--samples", "1"], "--samples must be at least 2"),
        (["--jitter", "-1"], "--jitter: must be a finite number >= 0"),
        (["--backend", "paddle", "--compile"], "--compile: paddle.jit.to_static cannot compile"),
        (["--backend", "mxnet", "--compile"], "--compile: mxnet has no function compiler"),
        (["--colour", "red"], "unrecognized arguments: --colour red"),
    ],
)
def test_bad_arguments_end_with_one_line(argv, message, capsys):
    """Each bad argument: exit status 2 and one line naming it, no traceback."""
    assert cli.main(argv) == 2
    assert message in _error_line(capsys)


def test_a_backend_that_is_not_installed(capsys):
    """A known backend missing from this Python: one line with the install command."""
    missing = _missing_backend()
    if missing is None:
        pytest.skip("every backend is installed here")
    assert cli.main(["--backend", missing]) == 2
    line = _error_line(capsys)
    assert f"--backend {missing}: {missing} is not installed" in line
    assert cli.INSTALL[missing] in line


def test_an_output_folder_that_cannot_be_written(tmp_path, capsys):
    """An --out below a regular file cannot be created: one line, before any planning."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    backend = BACKEND if BACKEND != "numpy" else "torch"
    if importlib.util.find_spec(backend) is None:
        pytest.skip(f"{backend} is not installed")
    assert cli.main(["--backend", backend, "--out", str(blocker / "pictures")]) == 2
    assert f"--out {blocker / 'pictures'}: cannot write there" in _error_line(capsys)


@needs_autodiff
def test_a_bad_scene_file(tmp_path, capsys):
    """A scene file without the drone: one line naming the file and the entry."""
    scene = tmp_path / "scene.json"
    scene.write_text('{"room": {}}')
    status = cli.main(["--backend", BACKEND, "--scene", str(scene), "--out", str(tmp_path)])
    assert status == 2
    assert f"--scene: the scene file {scene}: the file has no 'drone' entry" in _error_line(capsys)


def test_the_script_reports_bad_arguments_without_a_traceback():
    """As a user runs it: a fresh interpreter, the script by its path."""
    environment = {**os.environ, "PYTHONPATH": ""}
    result = subprocess.run(
        [sys.executable, str(MAIN), "--backend", "numpy", "--iterations", "3"],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.strip().splitlines() == [
        "drone_planning: error: --backend numpy: numpy has no automatic differentiation, which "
        "planning by gradient descent needs; choose one of torch, jax, tensorflow, paddle, mxnet"
    ]
