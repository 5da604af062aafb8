"""The example scripts run headless and write their pictures."""

import importlib.util
from pathlib import Path

import pytest

from ivy.testing.fixtures import BACKEND

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def load(name):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(BACKEND not in ("numpy", "torch"), reason="the README names numpy and torch")
def test_render_and_warp_writes_a_png(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    out = load("render_and_warp").main(
        [
            "--backend",
            BACKEND,
            "--out",
            str(tmp_path / "out.png"),
            "--size",
            "24",
            "32",
            "--iterations",
            "40",
        ]
    )
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    printed = capsys.readouterr().out
    # The warp agrees with camera 2's own rendering where camera 1 sees the same surface.
    error = float(printed.split("mean |error| ")[1].split(";")[0])
    assert error < 0.02, printed
