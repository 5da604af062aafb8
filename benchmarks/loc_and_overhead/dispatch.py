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

Compiled code, on the backends with a function compiler (jax, tensorflow, torch, paddle): a
10-step loop of ``tanh(matmul(x, w))`` on 16x16 float32 matrices, written natively and compiled
by the framework (``jax.jit``, ``tf.function``, ``torch.compile``, ``paddle.jit.to_static``, with
the options ``ivy.compile`` passes), against the same loop written in ivy and compiled by
``ivy.compile`` with ``backend=``, as ``ivy.<fw>.compile``, called under ``ivy.using_backend``,
and with the backend inferred from the arguments. The ivy functions vanish into the compiled
program; what remains is ``ivy.compile``'s lookup of the compiled function per call.
Each backend is timed in an interpreter of its own (one that imported no other framework), with
one thread per framework (:data:`BENCH_ENV`, set by this script before any framework loads: a
framework's intra-op threads waiting for a descheduled thread move single calls by microseconds;
numpy's 100x100 matmul swung by ±28 µs with OpenBLAS's threads) and the frameworks' log lines off.

Two protocols: the default is a quick run (3 rounds of 3 runs of ~10 ms each; about a minute
for five backends), enough to see each row's overhead to a tenth of a microsecond or so;
``--full`` is the protocol of README's figures (5 rounds of 7 runs of ~50 ms; about 5 minutes).
A progress bar runs on stderr; the table goes to stdout.

Usage: ``python benchmarks/loc_and_overhead/dispatch.py [--full] [--backends torch jax]
[--json out.json]`` (``nox -s bench-dispatch [-- --full]`` installs the frameworks and runs it).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import timeit
import warnings
from collections.abc import Callable

# The settings the figures assume, before numpy or any framework is imported (each reads its
# thread count once, at import): one thread per framework, and no log lines from tensorflow's
# C++ runtime (TF_ENABLE_ONEDNN_OPTS stays as it is: it would change tensorflow's kernels, not
# just its logging), paddle's (glog INFO: "New Executor is Running" when it compiles) or jax's
# search for accelerators. The per-backend interpreters inherit them.
BENCH_ENV = {
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "TF_NUM_INTRAOP_THREADS": "1",
    "TF_NUM_INTEROP_THREADS": "1",
    "XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1",
    "TF_CPP_MIN_LOG_LEVEL": "2",
    "GLOG_minloglevel": "1",
    "JAX_PLATFORMS": "cpu",
}
os.environ.update(BENCH_ENV)

import numpy as np  # noqa: E402 (after BENCH_ENV: numpy's OpenBLAS reads its thread count here)
from tqdm import tqdm  # noqa: E402

import ivy  # noqa: E402

# paddle warns at import that ccache (a C++ compiler cache for its extension builds) is missing.
warnings.filterwarnings("ignore", message="No ccache found")

# Frameworks in the order they are imported: paddle before tensorflow keeps the process safe
# even without ivy's own guard.
BACKENDS = ("numpy", "torch", "jax", "paddle", "tensorflow", "mxnet")
TARGETS_US = {"namespace": 0.3, "global": 0.3, "inferred": 1.0}
IMPORT_TARGET_S = 0.15
FUNCTIONS = ("add", "matmul", "sum")
SIZES = (3, 10_000)
# Interleaved rounds per function and size (each mode keeps its least time), runs per timing, and
# seconds per run: the quick default and --full, the protocol of README's figures.
PROTOCOLS = {
    "quick": {"rounds": 3, "repeat": 3, "budget": 0.01},
    "full": {"rounds": 5, "repeat": 7, "budget": 0.05},
}


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


def measure(
    name: str,
    *,
    rounds: int,
    repeat: int,
    budget_s: float,
    progress: Callable[[int, int], None] = lambda done, total: None,
) -> list[dict]:
    """Times every function, size and calling mode of one backend.

    ``progress(done, total)`` is called after each timing, with the timings done and in all.
    """
    natives = _natives(name)
    namespace = importlib.import_module(f"ivy.{name}")
    wait = (lambda r: r.block_until_ready()) if name == "jax" else (lambda r: r)
    rows = []
    done = 0
    compiled_timings = rounds * len(COMPILED_MODES) if name in COMPILERS else 0
    for function in FUNCTIONS:
        for size in SIZES:
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
            total = len(FUNCTIONS) * len(SIZES) * rounds * len(modes) + compiled_timings
            for _ in range(rounds):  # interleave, so drift hits every mode alike
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
                done += len(modes)
                progress(done, total)
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
    if name in COMPILERS:
        total = len(FUNCTIONS) * len(SIZES) * rounds * len(modes) + compiled_timings
        rows.append(
            measure_compiled(
                name,
                rounds=rounds,
                repeat=repeat,
                budget_s=budget_s,
                progress=lambda compiled_done: progress(done + compiled_done, total),
            )
        )
    return rows


# ---------------------------------------------------------------------------------------------
# Compiled code: a 10-step loop of tanh(matmul) compiled by the framework's compiler, native and
# through ivy.compile in each way of selecting the backend. Compiled, ivy's functions vanish into
# the framework's program; what remains per call is ivy.compile's own lookup of the compiled
# function (none with backend=, which returns the framework's compiled function itself).

COMPILERS = ("torch", "jax", "paddle", "tensorflow")
"""The backends with a function compiler (numpy and mxnet run ``fn`` as it is)."""
COMPILED_MODES = ("native", "native_again", "backend_arg", "namespace", "global", "inferred")
COMPILED_TARGET_US = 0.5
"""Compiled calls through ivy may cost at most this beyond what a row cannot resolve."""
LOOP_STEPS, LOOP_SHAPE = 10, (16, 16)


def _ivy_loop(x, w):
    for _ in range(LOOP_STEPS):
        x = ivy.tanh(ivy.matmul(x, w))
    return x


def _native_loop(name: str) -> Callable:
    natives = _natives(name)
    if name == "torch":
        import torch

        tanh = torch.tanh
    elif name == "jax":
        import jax.numpy as jnp

        tanh = jnp.tanh
    elif name == "tensorflow":
        import tensorflow as tf

        tanh = tf.tanh
    else:
        import paddle

        tanh = paddle.tanh
    matmul = natives["matmul"]

    def native_loop(x, w):
        for _ in range(LOOP_STEPS):
            x = tanh(matmul(x, w))
        return x

    return native_loop


def _native_compile(name: str, fn: Callable) -> Callable:
    """``fn`` compiled by the framework itself, with the options ``ivy.compile`` passes."""
    if name == "torch":
        import torch

        return torch.compile(fn, dynamic=True)
    if name == "jax":
        import jax

        return jax.jit(fn)
    if name == "tensorflow":
        import tensorflow as tf

        return tf.function(fn, reduce_retracing=True, jit_compile=False)
    import paddle

    return paddle.jit.to_static(fn, full_graph=True)


def measure_compiled(
    name: str,
    *,
    rounds: int,
    repeat: int,
    budget_s: float,
    progress: Callable[[int], None] = lambda done: None,
) -> dict:
    """Times the compiled loop of one backend: natively compiled, and through ``ivy.compile``
    with ``backend=``, as ``ivy.<name>.compile``, under ``using_backend`` and inferred.

    ``progress(done)`` is called after each round with the timings done.
    """
    namespace = importlib.import_module(f"ivy.{name}")
    rng = np.random.default_rng(0)
    x, w = (namespace.asarray(rng.uniform(-1, 1, LOOP_SHAPE).astype(np.float32)) for _ in "xw")
    wait = (lambda r: r.block_until_ready()) if name == "jax" else (lambda r: r)
    native = _native_compile(name, _native_loop(name))
    compiled = {
        "native": native,
        "native_again": native,
        "backend_arg": ivy.compile(_ivy_loop, backend=name),
        "namespace": namespace.compile(_ivy_loop),
        "global": ivy.compile(_ivy_loop),
        "inferred": ivy.compile(_ivy_loop),
    }
    runs = {mode: _runner(fn, (x, w), wait) for mode, fn in compiled.items()}
    with ivy.using_backend(name):
        runs["global"]()  # compiles
    for mode in COMPILED_MODES:
        if mode != "global":
            runs[mode]()
    np.testing.assert_allclose(
        ivy.to_numpy(runs["inferred"]()), ivy.to_numpy(runs["native"]()), rtol=1e-5, atol=1e-6
    )
    times = {mode: [] for mode in COMPILED_MODES}
    for round_ in range(rounds):  # interleaved, as measure's
        for mode in COMPILED_MODES:
            with ivy.using_backend(name) if mode == "global" else contextlib.nullcontext():
                times[mode].append(_per_call_us(runs[mode], repeat=repeat, budget_s=budget_s))
        progress((round_ + 1) * len(COMPILED_MODES))
    native_us = min(times["native"])
    row = {
        "backend": name,
        "compiled": True,
        "function": f"{LOOP_STEPS}x tanh(matmul)",
        "size": int(np.prod(LOOP_SHAPE)),
        "native_us": native_us,
        "resolution_us": abs(min(times["native_again"]) - native_us),
    }
    for mode in COMPILED_MODES[2:]:
        row[f"{mode}_over_us"] = min(times[mode]) - native_us
        row[f"{mode}_ratio"] = min(times[mode]) / native_us
    return row


def report_compiled(rows: list[dict]) -> tuple[list[str], list[str]]:
    """The table of the compiled rows, and the rows' modes that miss the target."""
    lines = [
        "| backend | compiled | size | native µs | native vs itself ±µs | backend= +µs "
        "| namespace +µs | global +µs | inferred +µs |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    misses = []
    for row in rows:
        cells = []
        for mode in COMPILED_MODES[2:]:
            over = row[f"{mode}_over_us"]
            mark = "" if over <= COMPILED_TARGET_US + row["resolution_us"] else " ✗"
            if mark:
                misses.append(f"{row['backend']} compiled {mode}")
            cells.append(f"{over:+.2f}{mark}")
        lines.append(
            f"| {row['backend']} | {row['function']} | {row['size']} | {row['native_us']:.2f} "
            f"| {row['resolution_us']:.2f} | " + " | ".join(cells) + " |"
        )
    return lines, misses


def _measure_alone(name: str, args: argparse.Namespace, label: str) -> list[dict]:
    """``measure(name)`` in a fresh interpreter: the frameworks imported before it keep threads
    and memory of their own, which made the figures of those timed after them noisier.

    The interpreter reports its progress on stdout, a ``done total`` line per timing, shown as a
    progress bar labelled ``label``; what it writes to stderr is shown after it ends.
    """
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "rows.json")
        command = [sys.executable, __file__, "--backends", name, "--json", path, "--no-import"]
        command += ["--protocol", args.protocol, "--progress-lines"]
        command += ["--repeat", str(args.repeat), "--budget", str(args.budget)]
        with (
            open(os.path.join(folder, "stderr"), "w+") as stderr,
            tqdm(desc=label, unit=" timings") as bar,
        ):
            with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=stderr, text=True) as run:
                for line in run.stdout:
                    words = line.split()
                    if len(words) == 2 and all(word.isdigit() for word in words):
                        done, bar.total = map(int, words)
                        bar.update(done - bar.n)
                    else:  # something a framework printed
                        bar.write(f"{name}: {line.rstrip()}")
            stderr.seek(0)
            for line in stderr.read().splitlines():
                bar.write(f"{name}: {line}")
        if run.returncode:
            raise SystemExit(f"timing {name} failed (exit status {run.returncode})")
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


def report(rows: list[dict], import_s: float | None, protocol: str) -> str:
    """A markdown table of the rows, with the targets checked and the protocol named."""
    settings = PROTOCOLS[protocol]
    lines = [
        f"Protocol: {protocol} ({settings['rounds']} interleaved rounds per row; one thread per "
        "framework).",
        "",
        "| backend | function | size | native µs | native vs itself ±µs | namespace +µs (ratio) "
        "| global +µs (ratio) | inferred +µs (ratio) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    misses = []
    for row in [row for row in rows if not row.get("compiled")]:
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
    compiled_rows = [row for row in rows if row.get("compiled")]
    if compiled_rows:
        compiled_lines, compiled_misses = report_compiled(compiled_rows)
        lines += ["", "Compiled by the framework's compiler (ivy.compile's lookup per call):", ""]
        lines += compiled_lines
        misses += compiled_misses
    lines.append("")
    if import_s is not None:
        lines.append(
            f"`import ivy`: {import_s * 1000:.0f} ms (target < {IMPORT_TARGET_S * 1000:.0f} ms)"
            + ("" if import_s < IMPORT_TARGET_S else " ✗")
        )
    lines.append(
        "Targets: namespace and global-set calls at most +0.3 µs, inferred calls at most +1 µs, "
        f"compiled calls at most +{COMPILED_TARGET_US} µs in every mode, beyond what each row "
        "cannot resolve (native vs itself). "
        + ("All met." if not misses else f"Missed: {', '.join(misses)}.")
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", nargs="*", default=list(BACKENDS))
    parser.add_argument(
        "--full",
        dest="protocol",
        action="store_const",
        const="full",
        default="quick",
        help="the protocol of README's figures (about 5 minutes) instead of the quick run",
    )
    parser.add_argument("--protocol", choices=list(PROTOCOLS), help=argparse.SUPPRESS)
    parser.add_argument("--repeat", type=int, help="runs per timing (default: the protocol's)")
    parser.add_argument("--budget", type=float, help="seconds per run (default: the protocol's)")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--no-import", action="store_true", help="skip timing `import ivy`")
    # Set by _measure_alone in the interpreter it starts: progress as lines on stdout.
    parser.add_argument("--progress-lines", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    protocol = PROTOCOLS[args.protocol]
    args.repeat = args.repeat or protocol["repeat"]
    args.budget = args.budget or protocol["budget"]
    installed = [name for name in args.backends if _installed(name)]
    for name in sorted(set(args.backends) - set(installed)):
        print(f"{name}: not installed, skipped", file=sys.stderr)
    settings = dict(rounds=protocol["rounds"], repeat=args.repeat, budget_s=args.budget)
    if args.progress_lines:
        (name,) = installed
        rows = measure(
            name, **settings, progress=lambda done, total: print(done, total, flush=True)
        )
    elif len(installed) == 1:
        with tqdm(desc=installed[0], unit=" timings") as bar:

            def advance(done: int, total: int) -> None:
                bar.total = total
                bar.update(done - bar.n)

            rows = measure(installed[0], **settings, progress=advance)
    else:
        print(
            f"{args.protocol} run ({protocol['rounds']} rounds of {args.repeat} runs of "
            f"{args.budget * 1000:.0f} ms per timing"
            + (", --full for README's protocol" if args.protocol == "quick" else "")
            + "), one thread per framework",
            file=sys.stderr,
        )
        rows = []
        for i, name in enumerate(installed, start=1):
            rows += _measure_alone(name, args, f"{name} ({i}/{len(installed)})")
    import_s = None if args.no_import else import_time_s(7 if args.protocol == "full" else 3)
    if not args.progress_lines:
        print(report(rows, import_s, args.protocol))
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"rows": rows, "import_ivy_s": import_s}, out, indent=2)


if __name__ == "__main__":
    main()
