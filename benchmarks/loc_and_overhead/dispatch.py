"""Per-call overhead of ivy's dispatch over the native call, per backend.

For ``add``, ``matmul`` and ``sum`` on a small and a 10,000-element float32 input, times in one
run, interleaved: the native call (``torch.add(x, y)``), the framework-namespace call
(``ivy.torch.add``), a call under ``ivy.using_backend(...)`` and an inferred call (``ivy.add``
with nothing set). Prints the extra microseconds per call over native and the ratio, and the
time of ``import ivy`` in a fresh interpreter.

The native call is also timed a second time, as a mode of its own (``native vs itself``): the
difference between its two timings is what the protocol cannot resolve in that row, and a row
misses a target only where its overhead is above the target by more than that. On this
project's machines jax's 100x100 matmul differs from itself by 1-4 µs (which of its timings is
the least moves by that much), most other rows by hundredths. Drift between runs is not caught:
paddle's 100x100 matmul moves by about a microsecond from one run to the next.

Inputs: ``add``/``sum`` take vectors of 3 and 10,000 elements; ``matmul`` takes two 3-vectors
(a dot product) and two 100x100 matrices (10,000 elements each). jax calls end in
``block_until_ready()`` (its dispatch is asynchronous), in the native and the ivy call alike.
Each backend is timed in an interpreter of its own (one that imported no other framework).

Usage: ``python benchmarks/loc_and_overhead/dispatch.py [--backends torch jax] [--json out.json]``
(``nox -s bench-dispatch`` installs the frameworks and runs it).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import timeit
from collections.abc import Callable

import numpy as np

import ivy

# Frameworks in the order they are imported: paddle before tensorflow keeps the process safe
# even without ivy's own guard.
BACKENDS = ("numpy", "torch", "jax", "paddle", "tensorflow", "mxnet")
TARGETS_US = {"namespace": 0.3, "global": 0.3, "inferred": 1.0}
IMPORT_TARGET_S = 0.15
ROUNDS = 5  # interleaved rounds per function and size; each mode keeps its least time


def _installed(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def _natives(name: str) -> dict[str, Callable]:
    """The native add/matmul/sum of a framework, and a function that waits for a result."""
    if name == "numpy":
        return {"add": np.add, "matmul": np.matmul, "sum": np.sum}
    if name == "torch":
        import torch

        return {"add": torch.add, "matmul": torch.matmul, "sum": torch.sum}
    if name == "jax":
        import jax.numpy as jnp

        return {"add": jnp.add, "matmul": jnp.matmul, "sum": jnp.sum}
    if name == "tensorflow":
        import tensorflow as tf

        # tf.linalg.matmul takes no 1-d operands; tf's NumPy API matmul is its native equivalent.
        return {"add": tf.add, "matmul": tf.experimental.numpy.matmul, "sum": tf.reduce_sum}
    if name == "paddle":
        import paddle

        return {"add": paddle.add, "matmul": paddle.matmul, "sum": paddle.sum}
    import mxnet as mx

    return {"add": mx.np.add, "matmul": mx.np.matmul, "sum": mx.np.sum}


def _inputs(name: str, function: str, size: int) -> tuple:
    if function == "matmul":
        shape = (3,) if size == 3 else (100, 100)
        return (np.ones(shape, np.float32), np.ones(shape, np.float32))
    if function == "add":
        return (np.ones(size, np.float32), np.ones(size, np.float32))
    return (np.ones(size, np.float32),)


def _per_call_us(fn: Callable[[], object], *, repeat: int, budget_s: float) -> float:
    """The least over ``repeat`` runs of the time per call, in microseconds.

    The least, as timeit advises: what a run adds to it comes from other work on the machine
    (and this machine's timings of one call move by microseconds between runs).
    """
    number = max(1, int(budget_s / max(timeit.timeit(fn, number=10) / 10, 1e-9)))
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number * 1e6


def _runner(fn: Callable, args: tuple, wait: Callable) -> Callable[[], object]:
    """A call of ``fn`` with ``args`` spelled out, as code calls it: ``fn(*args)`` would cost a
    Python function (ivy's) an extra argument tuple that a builtin (torch's) does not pay."""
    if len(args) == 1:
        (a,) = args
        return lambda: wait(fn(a))
    a, b = args
    return lambda: wait(fn(a, b))


def measure(name: str, *, repeat: int, budget_s: float) -> list[dict]:
    """Times every function, size and calling mode of one backend."""
    natives = _natives(name)
    namespace = importlib.import_module(f"ivy.{name}")
    wait = (lambda r: r.block_until_ready()) if name == "jax" else (lambda r: r)
    rows = []
    for function in ("add", "matmul", "sum"):
        for size in (3, 10_000):
            args = tuple(namespace.asarray(a) for a in _inputs(name, function, size))
            native, ns_fn, ivy_fn = (
                natives[function],
                getattr(namespace, function),
                getattr(ivy, function),
            )

            run_native = _runner(native, args, wait)
            run_native_again = _runner(native, args, wait)
            run_namespace = _runner(ns_fn, args, wait)
            run_global = run_inferred = _runner(ivy_fn, args, wait)

            np.testing.assert_allclose(
                ivy.to_numpy(run_namespace()), ivy.to_numpy(run_native()), rtol=1e-6
            )
            modes = ("native", "native_again", "namespace", "global", "inferred")
            times = {mode: [] for mode in modes}
            for _ in range(ROUNDS):  # interleave, so drift hits every mode alike
                times["native"].append(_per_call_us(run_native, repeat=repeat, budget_s=budget_s))
                times["native_again"].append(
                    _per_call_us(run_native_again, repeat=repeat, budget_s=budget_s)
                )
                times["namespace"].append(
                    _per_call_us(run_namespace, repeat=repeat, budget_s=budget_s)
                )
                with ivy.using_backend(name):
                    times["global"].append(
                        _per_call_us(run_global, repeat=repeat, budget_s=budget_s)
                    )
                times["inferred"].append(
                    _per_call_us(run_inferred, repeat=repeat, budget_s=budget_s)
                )
            native_us = min(times["native"])
            row = {
                "backend": name,
                "function": function,
                "size": size,
                "native_us": native_us,
                "resolution_us": abs(min(times["native_again"]) - native_us),
            }
            for mode in ("namespace", "global", "inferred"):
                mode_us = min(times[mode])
                row[f"{mode}_over_us"] = mode_us - native_us
                row[f"{mode}_ratio"] = mode_us / native_us
            rows.append(row)
    return rows


def _measure_alone(name: str, args: argparse.Namespace) -> list[dict]:
    """``measure(name)`` in a fresh interpreter: the frameworks imported before it keep threads
    and memory of their own, which made the figures of those timed after them noisier."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "rows.json")
        command = [sys.executable, __file__, "--backends", name, "--json", path]
        command += ["--repeat", str(args.repeat), "--budget", str(args.budget), "--no-import"]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        with open(path) as rows:
            return json.load(rows)["rows"]


def import_time_s(runs: int = 7) -> float:
    """The median wall time of ``import ivy`` in a fresh interpreter, as a user's install has it.

    With bytecode caching on (a first run writes the ``.pyc`` files): an environment that sets
    PYTHONDONTWRITEBYTECODE (as this project's build machines do) would otherwise time compiling
    every module from source, which no installed package does.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    code = "import time; t = time.perf_counter(); import ivy; print(time.perf_counter() - t)"

    def once() -> float:
        command = [sys.executable, "-c", code]
        result = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
        return float(result.stdout)

    once()  # writes the bytecode caches
    return statistics.median(once() for _ in range(runs))


def report(rows: list[dict], import_s: float | None) -> str:
    """A markdown table of the rows, with the targets checked."""
    lines = [
        "| backend | function | size | native µs | native vs itself ±µs | namespace +µs (ratio) "
        "| global +µs (ratio) | inferred +µs (ratio) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    misses = []
    for row in rows:
        cells = []
        for mode in ("namespace", "global", "inferred"):
            over, ratio = row[f"{mode}_over_us"], row[f"{mode}_ratio"]
            mark = "" if over <= TARGETS_US[mode] + row["resolution_us"] else " ✗"
            if mark:
                misses.append(f"{row['backend']} {row['function']} {row['size']} {mode}")
            cells.append(f"{over:+.2f} ({ratio:.2f}){mark}")
        lines.append(
            f"| {row['backend']} | {row['function']} | {row['size']} | {row['native_us']:.2f} "
            f"| {row['resolution_us']:.2f} | " + " | ".join(cells) + " |"
        )
    lines.append("")
    if import_s is not None:
        lines.append(
            f"`import ivy`: {import_s * 1000:.0f} ms (target < {IMPORT_TARGET_S * 1000:.0f} ms)"
            + ("" if import_s < IMPORT_TARGET_S else " ✗")
        )
    lines.append(
        "Targets: namespace and global-set calls at most +0.3 µs, inferred calls at most +1 µs, "
        "beyond what each row cannot resolve (native vs itself). "
        + ("All met." if not misses else f"Missed: {', '.join(misses)}.")
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", nargs="*", default=list(BACKENDS))
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--budget", type=float, default=0.05, help="seconds per timing")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--no-import", action="store_true", help="skip timing `import ivy`")
    args = parser.parse_args()
    installed = [name for name in args.backends if _installed(name)]
    for name in sorted(set(args.backends) - set(installed)):
        print(f"{name}: not installed, skipped", file=sys.stderr)
    if len(installed) == 1:
        rows = measure(installed[0], repeat=args.repeat, budget_s=args.budget)
    else:
        rows = [row for name in installed for row in _measure_alone(name, args)]
    import_s = None if args.no_import else import_time_s()
    print(report(rows, import_s))
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"rows": rows, "import_ivy_s": import_s}, out, indent=2)


if __name__ == "__main__":
    main()
