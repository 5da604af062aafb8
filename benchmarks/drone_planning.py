"""Seconds per optimisation step of the drone-planning demo, per backend, eager and compiled.

One step is what the demo does per iteration (``demos/drone_planning/planner.py``): the cost of
the 100-sample path and its gradient through spline, poses, body points and signed distances
(``Planner.value_and_grad``), the cost read back to the host, and ivy-stateful's SGD update.
"Compiled" hands the cost and gradient to ``ivy.compile`` (``jax.jit``, ``tf.function``,
``torch.compile``, ``paddle.jit.to_static``; mxnet has no compiler, so it has no such row).

Each (backend, mode) runs in a fresh interpreter, so that no framework's import or compilation
cache helps another, with ``--threads`` CPU threads (default 1, the demo's default). The first
call is timed alone (it includes the compilation, and torch's one-off import of
``torch._dynamo`` by ``torch.func``); then ``--rounds`` rounds of ``--steps`` steps each, and
the table keeps each row's least mean time per step over the rounds (the estimate least
disturbed by other work on a shared machine) and the median. A mode that crashes or fails is
reported as such, with the reason, rather than ending the run.

Usage::

    python benchmarks/drone_planning.py [--backends torch,jax,tensorflow,paddle]
        [--python mxnet=/path/to/mxnet-venv/bin/python] [--rounds 5] [--steps 10] [--json out]

Backends default to those importable here (mxnet needs its own venv: name its interpreter with
``--python``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BACKENDS = ("torch", "jax", "tensorflow", "paddle", "mxnet")
MODES = ("eager", "compiled")


def worker(backend: str, mode: str, rounds: int, steps: int, threads: int) -> dict:
    """Times one backend in one mode, in this interpreter; returns the figures."""
    sys.path.insert(0, str(ROOT / "demos"))
    from drone_planning.main import limit_threads

    limit_threads(threads)
    import ivy
    import ivy_stateful
    from drone_planning.planner import Planner, Settings
    from drone_planning.room import Room

    ivy.set_backend(backend)
    planner = Planner(Room.load(), Settings())
    value_and_grad = planner.value_and_grad(compile=mode == "compiled")
    optimizer = ivy_stateful.SGD(planner.settings.learning_rate)
    anchors = planner.initial_anchors()

    def step() -> float:
        nonlocal anchors
        (cost, _), grads = value_and_grad(anchors)
        value = float(ivy.to_numpy(cost))
        anchors = optimizer.step(anchors, grads)
        return value

    started = time.perf_counter()
    first_cost = step()
    first_call = time.perf_counter() - started
    per_step = []
    for _ in range(rounds):
        started = time.perf_counter()
        for _ in range(steps):
            step()
        per_step.append((time.perf_counter() - started) / steps)
    module = sys.modules[backend]
    return {
        "backend": backend,
        "mode": mode,
        "version": str(getattr(module, "__version__", "?")),
        "first_call_s": first_call,
        "least_s_per_step": min(per_step),
        "median_s_per_step": statistics.median(per_step),
        "first_cost": first_cost,
    }


def measure(python: str, backend: str, mode: str, args: argparse.Namespace) -> dict:
    """Runs :func:`worker` in a fresh interpreter; a crash or error becomes a row saying so."""
    command = [
        python,
        str(Path(__file__).resolve()),
        "--worker",
        f"{backend}:{mode}",
        "--rounds",
        str(args.rounds),
        "--steps",
        str(args.steps),
        "--threads",
        str(args.threads),
    ]
    environment = {**os.environ, "JAX_PLATFORMS": os.environ.get("JAX_PLATFORMS", "cpu")}
    try:
        run = subprocess.run(
            command, capture_output=True, text=True, timeout=args.timeout, env=environment
        )
    except subprocess.TimeoutExpired:
        return {"backend": backend, "mode": mode, "error": f"over {args.timeout} s"}
    if run.returncode != 0:
        lines = [line for line in run.stderr.strip().splitlines() if line.strip()]
        reason = f"exit status {run.returncode}"
        if run.returncode < 0 or "Segmentation fault" in run.stderr:
            reason = "crashed (segmentation fault)"
        elif lines:
            reason = lines[-1][:160]
        return {"backend": backend, "mode": mode, "error": reason}
    return json.loads(run.stdout.strip().splitlines()[-1])


def table(rows: list[dict]) -> str:
    """The README's markdown table, one line per backend."""
    lines = [
        "| backend | version | eager s/step | compiled s/step | compiled speed-up | "
        "eager first call s | compiled first call s (compiling) |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    by_backend: dict[str, dict[str, dict]] = {}
    for row in rows:
        by_backend.setdefault(row["backend"], {})[row["mode"]] = row
    for backend, modes in by_backend.items():
        eager, compiled = modes.get("eager", {}), modes.get("compiled", {})
        version = eager.get("version") or compiled.get("version") or "?"

        def cell(row: dict, key: str) -> str:
            if "error" in row:
                return row["error"]
            return f"{row[key]:.4f}" if key in row else "n/a"

        speed_up = "n/a"
        if "least_s_per_step" in eager and "least_s_per_step" in compiled:
            speed_up = f"{eager['least_s_per_step'] / compiled['least_s_per_step']:.1f}x"
        lines.append(
            f"| {backend} | {version} | {cell(eager, 'least_s_per_step')} | "
            f"{cell(compiled, 'least_s_per_step')} | {speed_up} | "
            f"{cell(eager, 'first_call_s')} | {cell(compiled, 'first_call_s')} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", help="comma-separated (default: those importable here)")
    parser.add_argument(
        "--python",
        action="append",
        default=[],
        metavar="BACKEND=PATH",
        help="the interpreter for a backend (e.g. mxnet=/venv-mx/bin/python); repeatable",
    )
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=600, help="seconds per backend and mode")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        backend, mode = args.worker.split(":")
        figures = worker(backend, mode, args.rounds, args.steps, args.threads)
        print(json.dumps(figures))
        return
    pythons = dict(item.split("=", 1) for item in args.python)
    if args.backends:
        backends = args.backends.split(",")
    else:
        backends = [b for b in BACKENDS if b in pythons or importlib.util.find_spec(b)]
    rows = []
    for backend in backends:
        python = pythons.get(backend, sys.executable)
        for mode in MODES:
            if backend == "mxnet" and mode == "compiled":
                rows.append({"backend": backend, "mode": mode, "error": "no compiler"})
                continue
            print(f"{backend} {mode} ...", file=sys.stderr, flush=True)
            rows.append(measure(python, backend, mode, args))
            print(f"  {rows[-1]}", file=sys.stderr, flush=True)
    print(table(rows))
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(
        f"\n{platform.processor() or platform.machine()}, {os.cpu_count()} cores, load average "
        f"{load[0]:.1f} at the end"
        if load
        else "",
    )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
