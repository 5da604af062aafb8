"""Per-library overhead of ivy, with keras.ops and array_api_compat ranked beside it: the 2021
paper's Table 3 and Fig. 6, and the whole-workload rows, for this project.

1. The core functions the four domain libraries call, and how often (``callcount.py``: ``ast``
   over their source).
2. Each of them on ~10,000-element CPU inputs (``ivy.testing.calls``' ``BENCHMARK`` specs), per
   backend, eager: the backend function against ``ivy.<fw>.<fn>`` (``api_overhead.measure``:
   the same protocol and arguments as ``api_overhead.py``); the same call through
   ``keras.ops`` (numpy, torch, jax, tensorflow) and ``array_api_compat`` (numpy, torch, jax)
   where they have the function and answer with the same shapes and dtypes, each timed
   interleaved with the backend function.
3. Compiled, per function, on jax and tensorflow: the backend function compiled by the framework
   (``jax.jit``, ``tf.function``, as ``ivy.compile`` would call them) against ``ivy.compile`` of
   the ivy call (backend inferred per call), and whether the two traced programs are the same
   (jaxpr / graph ops): ivy's functions vanish at trace time, so what remains is
   ``ivy.compile``'s lookup per call. torch and paddle compile the whole workloads only
   (``torch.compile`` takes seconds per function).
4. Table 3: per library and backend, the overhead weighted by the library's call counts:
   ``Σ count·(ivy - native) / Σ count·native``.
5. The workloads (``workloads.py``): the drone demo's optimisation step and an ivy-vision warp in
   ivy against the same code written in torch and jax, eager and compiled; with the number of
   ivy calls one eager step makes and their dispatch cost (calls × each function's measured
   overhead), as a share of the step.

Each backend runs in an interpreter of its own with one thread per framework (``dispatch``'s
``BENCH_ENV``) behind a progress bar. Writes ``results/overhead.md`` (the tables),
``results/overhead_functions.md`` (every function), ``results/overhead.png`` (Fig. 6) and
``results/overhead.json``.

mxnet runs in its own interpreter (``--mxnet-python``, or ``$IVY_BENCH_MXNET_PYTHON``): it has no
compiler in ``ivy.compile`` (Gluon's ``hybridize`` compiles blocks, not functions), no
``keras.ops`` or ``array_api_compat`` namespace, and no workload rows (the references are torch
and jax code).

Usage: ``python benchmarks/loc_and_overhead/overhead.py [--full] [--backends torch jax]
[--mxnet-python venv-mx/bin/python]``.
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
import warnings
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import api_overhead  # noqa: E402
import callcount  # noqa: E402
import dispatch  # noqa: E402 (first: it sets the thread counts before numpy or any framework)
import numpy as np  # noqa: E402
from tqdm import tqdm  # noqa: E402

import ivy  # noqa: E402
from ivy import api  # noqa: E402
from ivy.framework import backend_for, load_backend  # noqa: E402
from ivy.testing.calls import BENCHMARK, SPECS, Arrays  # noqa: E402

BACKENDS = ("numpy", "torch", "jax", "paddle", "tensorflow", "mxnet")
MXNET_PYTHON_ENV = "IVY_BENCH_MXNET_PYTHON"
"""mxnet's numpy pin (1.23.5) keeps it out of the other frameworks' environment: its worker runs
in an interpreter of its own, this variable's (or ``--mxnet-python``), with ivy's packages and
mxnet installed; ``nox -s bench`` makes that environment."""
KERAS_BACKENDS = frozenset({"numpy", "torch", "jax", "tensorflow"})
XP_BACKENDS = frozenset({"numpy", "torch", "jax"})
COMPILED_BACKENDS = frozenset({"jax", "tensorflow"})
WORKLOAD_BACKENDS = frozenset({"torch", "jax"})
PEERS = ("ivy", "keras", "array_api_compat")
TARGET_PERCENT = 1.0
PROTOCOLS = {
    "quick": {
        "repeat": 3,
        "budget": 0.002,
        "rounds": 2,
        "workload_repeat": 2,
        "workload_budget": 0.02,
    },
    "full": {
        "repeat": 5,
        "budget": 0.004,
        "rounds": 3,
        "workload_repeat": 3,
        "workload_budget": 0.1,
    },
}
KERAS_NAMES = {
    "concat": "concatenate",
    "astype": "cast",
    "atan2": "arctan2",
    "acos": "arccos",
    "asin": "arcsin",
    "atan": "arctan",
    "acosh": "arccosh",
    "asinh": "arcsinh",
    "atanh": "arctanh",
    "pow": "power",
    "permute_dims": "transpose",
    "vector_norm": "norm",
}
"""ivy's name -> keras.ops' where they differ (the call's arguments are ivy's; a function whose
arguments keras reads differently fails the result check and is left out)."""


def core_functions(counts: dict[str, Counter]) -> list[str]:
    """The api functions the libraries call that have a timing spec, most called first."""
    every: Counter = Counter()
    for counter in counts.values():
        every += counter
    return [name for name, _ in every.most_common() if name in SPECS]


# ---------------------------------------------------------------------------------------------
# Worker: one backend, in its own interpreter


def _is_array(x: Any) -> bool:
    return hasattr(x, "shape") and hasattr(x, "dtype") and not isinstance(x, np.generic)


def _keras_function(name: str) -> Callable | None:
    import keras

    return getattr(keras.ops, KERAS_NAMES.get(name, name), None)


def _xp_function(name: str, call: Any) -> Callable | None:
    import array_api_compat

    arrays = [a for a in (*call.args, *call.kwargs.values()) if _is_array(a)]
    if not arrays:
        return None
    xp = array_api_compat.array_namespace(*arrays)
    if name in api.EXTENSIONS["linalg"] and hasattr(xp, "linalg"):
        found = getattr(xp.linalg, name, None)
        if found is not None:
            return found
    return getattr(xp, name, None)


def _with_arrays(fn: Callable, call: Any) -> tuple[Callable, list]:
    """``fn`` as a function of the call's arrays only (the rest bound), and those arrays.

    An argument that is a list or tuple of arrays (``concat``'s) passes its arrays one by one,
    so a compiled function takes arrays only, as a user's would.
    """
    slots: list[tuple[str | int, int | None]] = []  # (position or keyword, index in a sequence)
    arrays: list = []
    for key, value in (*enumerate(call.args), *call.kwargs.items()):
        if _is_array(value):
            slots.append((key, None))
            arrays.append(value)
        elif isinstance(value, list | tuple) and value and all(map(_is_array, value)):
            for i, item in enumerate(value):
                slots.append((key, i))
                arrays.append(item)

    def bound(*values: Any) -> Any:
        args = list(call.args)
        kwargs = dict(call.kwargs)
        copied = set()  # the call's own lists stay as they are
        for (key, index), value in zip(slots, values, strict=True):
            target = args if isinstance(key, int) else kwargs
            if index is None:
                target[key] = value
            else:
                if key not in copied:
                    target[key] = list(target[key])
                    copied.add(key)
                target[key][index] = value
        return fn(*args, **kwargs)

    return bound, arrays


def _same_program(name: str, native: Callable, wrapped: Callable, arrays: list) -> bool | None:
    """Whether the traced programs of two functions are the same (None: not compared)."""
    if name == "jax":
        import jax

        return str(jax.make_jaxpr(native)(*arrays)) == str(jax.make_jaxpr(wrapped)(*arrays))
    if name == "tensorflow":
        import tensorflow as tf

        def ops(fn: Callable) -> list[str]:
            graph = tf.function(fn).get_concrete_function(*arrays).graph
            return [op.type for op in graph.get_operations()]

        return ops(native) == ops(wrapped)
    return None


def _graph_breaks(fn: Callable, arrays: list) -> int:
    """How many times torch.compile's graph capture (dynamo) breaks ``fn``'s graph: each break
    is Python run between compiled pieces on every call, ivy's dispatch included."""
    import torch

    import ivy.backends.torch.compilation  # noqa: F401 (its import-time probe is no break of fn)

    torch._dynamo.reset()
    return torch._dynamo.explain(fn)(*arrays).graph_break_count


def _is_native(x: Any, backend: Any) -> bool:
    """Whether ``x`` is an array of ``backend``'s framework (so ivy infers that backend)."""
    try:
        return _is_array(x) and backend_for(None, x) is backend
    except Exception:
        return False


def _suspect(least: dict[str, float]) -> bool:
    """Whether a row's overhead (eager or compiled) is above 1 % and 1 µs beyond its resolution."""
    for prefix in ("", "compiled_"):
        native = least.get(f"{prefix}native")
        if native is None or f"{prefix}ivy" not in least:
            continue
        over = least[f"{prefix}ivy"] - native - abs(least[f"{prefix}native_again"] - native)
        if over > max(0.01 * native, 1.0):
            return True
    return False


def _least_us(runs: dict[str, Callable[[], Any]], settings: dict) -> dict[str, float]:
    """Each run's least µs per call over ``rounds`` interleaved rounds (dispatch.py's protocol:
    the least is the figure least disturbed by other work on the machine)."""
    times: dict[str, list[float]] = {key: [] for key in runs}
    for _ in range(settings["rounds"]):
        for key, run in runs.items():
            times[key].append(
                dispatch._per_call_us(run, repeat=settings["repeat"], budget_s=settings["budget"])
            )
    return {key: min(values) for key, values in times.items()}


def measure_function(name: str, function: str, settings: dict) -> dict:
    """One function on one backend: eager through ivy and its peers, and compiled.

    The row holds ``native_us`` and, per way of calling, its extra µs and percent over it;
    ``resolution_us`` is how far the native call's two timings differ (what the run cannot
    resolve). Keys named ``*_missing`` / ``*_error`` say why a figure is absent.
    """
    namespace = importlib.import_module(f"ivy.{name}")
    backend = load_backend(name)
    wait = api_overhead._waiter(name)
    row: dict[str, Any] = {"backend": name, "function": function}
    if function in getattr(backend, "UNSUPPORTED", {}):
        row["skipped"] = f"unsupported: {backend.UNSUPPORTED[function]}"
        return row
    try:
        spec = SPECS[function](Arrays(namespace, BENCHMARK, backend))
        if spec.then is not None or function in api.COMPOSITES:
            row["skipped"] = "a composite or transform: no backend function to compare with"
            return row
        ivy_fn = api_overhead._ivy_function(namespace, function)
        native_fn = getattr(backend, function)

        def run_ivy(fn=ivy_fn, c=spec):
            return wait(fn(*c.args, **c.kwargs))

        native_call = api_overhead._captured_call(backend, function, run_ivy) or spec

        def run_native(fn=native_fn, c=native_call):
            return wait(fn(*c.args, **c.kwargs))

        expected = api_overhead._signature(run_native())
        if api_overhead._signature(run_ivy()) != expected:
            row["note"] = "ivy's result differs in shape or dtype from the backend function's"
    except Exception as error:
        row["error"] = f"{type(error).__name__}: {str(error).splitlines()[0][:120]}"
        return row
    runs = {"native": run_native, "native_again": run_native, "ivy": run_ivy}
    peers = {}
    if name in KERAS_BACKENDS:
        peers["keras"] = _keras_function(function)
    if name in XP_BACKENDS:
        peers["array_api_compat"] = _xp_function(function, spec)
    for peer, peer_fn in peers.items():
        if peer_fn is None:
            row[f"{peer}_missing"] = "no such function"
            continue
        try:

            def run_peer(fn=peer_fn, c=spec):
                return wait(fn(*c.args, **c.kwargs))

            got = api_overhead._signature(run_peer())
        except Exception as error:
            row[f"{peer}_missing"] = f"{type(error).__name__}: {str(error)[:80]}"
            continue
        if got != expected:
            row[f"{peer}_missing"] = f"answers {str(got)[:60]}, not {str(expected)[:60]}"
            continue
        runs[peer] = run_peer
    if name in COMPILED_BACKENDS:
        try:
            native_bound, arrays = _with_arrays(native_fn, native_call)
            ivy_bound, ivy_arrays = _with_arrays(ivy_fn, spec)
            row["same_program"] = _same_program(name, native_bound, ivy_bound, arrays)
            native_compiled = dispatch._native_compile(name, native_bound)
            if any(_is_native(a, backend) for a in ivy_arrays):
                ivy_compiled = ivy.compile(ivy_bound)  # the backend inferred, per call
            else:
                # No argument names the backend (a creation function, numpy input to asarray):
                # inferred, ivy's default (numpy) would answer, so name it, as a user would.
                ivy_compiled = ivy.compile(ivy_bound, backend=name)
                row["compiled_note"] = "backend="
            runs["compiled_native"] = lambda fn=native_compiled, a=arrays: wait(fn(*a))
            runs["compiled_native_again"] = runs["compiled_native"]
            runs["compiled_ivy"] = lambda fn=ivy_compiled, a=ivy_arrays: wait(fn(*a))
            for key in ("compiled_native", "compiled_ivy"):
                runs[key]()  # compiles
        except Exception as error:
            row["compiled_error"] = f"{type(error).__name__}: {str(error).splitlines()[0][:120]}"
            for key in ("compiled_native", "compiled_native_again", "compiled_ivy"):
                runs.pop(key, None)
    if name == "torch":
        try:
            row["graph_breaks"] = _graph_breaks(*_with_arrays(ivy_fn, spec))
            row["native_graph_breaks"] = _graph_breaks(*_with_arrays(native_fn, native_call))
        except Exception as error:
            row["compiled_error"] = f"{type(error).__name__}: {str(error).splitlines()[0][:120]}"
    try:
        least = _least_us(runs, settings)
        if _suspect(least):
            # Another round for every run of a row that looks above target: on a shared machine
            # a burst of other work can cover one run's every round (the least of more rounds
            # only removes such bursts; it cannot hide a cost that every call pays).
            again = _least_us(runs, settings)
            least = {key: min(least[key], again[key]) for key in least}
            row["retimed"] = True
    except Exception as error:
        row["error"] = f"while timing: {type(error).__name__}: {str(error).splitlines()[0][:120]}"
        return row
    row["native_us"] = least["native"]
    row["resolution_us"] = abs(least["native_again"] - least["native"])
    for peer in ("ivy", *peers):
        if peer in least:
            key = "over" if peer == "ivy" else f"{peer}_over"
            row[f"{key}_us"] = least[peer] - least["native"]
            row[f"{key}_percent"] = row[f"{key}_us"] / least["native"] * 100
    if "compiled_ivy" in least:
        row["compiled_native_us"] = least["compiled_native"]
        row["compiled_resolution_us"] = abs(
            least["compiled_native_again"] - least["compiled_native"]
        )
        row["compiled_over_us"] = least["compiled_ivy"] - least["compiled_native"]
        row["compiled_over_percent"] = row["compiled_over_us"] / least["compiled_native"] * 100
    return row


def measure_functions(
    name: str, functions: list[str], settings: dict, progress: Callable[[], None]
) -> list[dict]:
    """:func:`measure_function` for every function, in order."""
    rows = []
    for function in functions:
        rows.append(measure_function(name, function, settings))
        progress()
    return rows


def worker(name: str, functions: list[str], protocol: str, out: str) -> None:
    """Measures one backend and writes its rows to ``out``; ``done total`` lines on stdout."""
    settings = PROTOCOLS[protocol]
    np.seterr(all="ignore")
    warnings.filterwarnings("ignore")
    workload_steps = 8 * (settings["rounds"] + 1) + 1 if name in WORKLOAD_BACKENDS else 0
    total = len(functions) + workload_steps
    done = 0

    def advance(steps: int = 1) -> None:
        nonlocal done
        done += steps
        print(done, total, flush=True)

    result: dict[str, Any] = {"functions": measure_functions(name, functions, settings, advance)}
    if name in WORKLOAD_BACKENDS:
        import workloads

        result["workloads"] = workloads.measure(
            name,
            rounds=settings["rounds"],
            repeat=settings["workload_repeat"],
            budget_s=settings["workload_budget"],
            progress=lambda workload_done, _: print(
                len(functions) + workload_done, total, flush=True
            ),
        )
        done = total - 1
        ivy.set_backend(name)
        result["workload_calls"] = workloads.count_api_calls(name)
        if name == "torch":
            result["graph_breaks"] = workloads.torch_graph_breaks()
        ivy.unset_backend()
        advance()
    Path(out).write_text(json.dumps(result, indent=1, default=str))


def run_backend(
    name: str, functions: list[str], protocol: str, label: str, python: str = sys.executable
) -> dict:
    """:func:`worker` for one backend in a fresh interpreter (``python``), behind a progress bar."""
    env = {**os.environ, **dispatch.BENCH_ENV}
    if name in KERAS_BACKENDS:
        env["KERAS_BACKEND"] = name
    if name == "jax":
        env["JAX_ENABLE_X64"] = "1"  # ivy's jax backend needs it for int64 (index arithmetic)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "rows.json")
        command = [python, __file__, "--worker", name, "--json", path]
        command += ["--protocol", protocol, "--functions", *functions]
        with (
            open(os.path.join(folder, "stderr"), "w+") as stderr,
            tqdm(desc=label, unit=" steps") as bar,
        ):
            with subprocess.Popen(
                command, stdout=subprocess.PIPE, stderr=stderr, text=True, env=env
            ) as run:
                for line in run.stdout:
                    words = line.split()
                    if len(words) == 2 and all(word.isdigit() for word in words):
                        done, bar.total = map(int, words)
                        bar.update(done - bar.n)
            if run.returncode:
                stderr.seek(0)
                tail = stderr.read().strip().splitlines()[-8:]
                bar.write(f"{name} failed (exit status {run.returncode}):\n" + "\n".join(tail))
                return {"failed": tail[-1] if tail else f"exit status {run.returncode}"}
        return json.loads(Path(path).read_text())


# ---------------------------------------------------------------------------------------------
# Report


def weighted(
    rows: list[dict], counts: Counter, key: str, prefix: str = ""
) -> tuple[float, int, float]:
    """``Σ count·over / Σ count·native`` in percent over the rows that have ``key``; how many of
    the library's called functions that covers; and the same weighting of the rows'
    resolution (how far the native call differed from itself), in percent.

    ``prefix``: ``"compiled_"`` for the compiled figures.
    """
    over = native = resolution = 0.0
    covered = 0
    for row in rows:
        count = counts.get(row["function"], 0)
        if count and key in row and f"{prefix}native_us" in row:
            over += count * row[key]
            native += count * row[f"{prefix}native_us"]
            resolution += count * row.get(f"{prefix}resolution_us", 0.0)
            covered += 1
    if not native:
        return float("nan"), 0, float("nan")
    return over / native * 100, covered, resolution / native * 100


def _cell(value: float, covered: int, of: int, resolution: float, target: float) -> str:
    """A weighted overhead, marked ✗ where it is above ``target`` by more than the resolution."""
    if value != value:  # nan
        return "n/a"
    mark = " ✗" if value > target + resolution else ""
    return f"{value:+.2f} % ±{resolution:.2f}{mark} ({covered}/{of})"


def library_tables(results: dict, counts: dict[str, Counter]) -> list[str]:
    """Table 3 (eager and compiled) and the ranking against keras and array_api_compat."""
    backends = list(results)
    lines = [
        "### Table 3: eager overhead per library",
        "",
        "Weighted by the library's calls: `Σ calls·(ivy - native) / Σ calls·native`; ± the "
        "same weighting of how far the native call's two timings differ; (functions timed / "
        "functions called). ✗: above 1 % by more than that.",
        "",
        "| library | " + " | ".join(backends) + " |",
        "|---|" + "---:|" * len(backends),
    ]
    for library, counter in counts.items():
        cells = []
        for name in backends:
            value, covered, resolution = weighted(results[name]["functions"], counter, "over_us")
            cells.append(_cell(value, covered, len(counter), resolution, TARGET_PERCENT))
        lines.append(f"| {library} | " + " | ".join(cells) + " |")
    compiled = [name for name in backends if name in COMPILED_BACKENDS or name == "torch"]
    if compiled:
        lines += [
            "",
            "### Compiled overhead per library",
            "",
            "ivy.compile of each ivy call against the framework's compiler on the backend "
            "function, weighted as above; ✗: above 0 by more than the resolution. Traced "
            "programs identical: the jaxpr / tf graph ops of the ivy call and the backend "
            "function's are the same. torch: functions whose ivy call dynamo captures in one "
            "graph (no graph break beyond the backend function's own); torch.compile per function "
            "takes seconds each, so torch is timed compiled on the whole workloads only. numpy "
            "and mxnet have no function compiler (mxnet's hybridize compiles Gluon blocks): "
            "ivy.compile returns the function there, so their compiled overhead is the eager "
            "one.",
            "",
            "| library | " + " | ".join(compiled) + " | traced programs identical |",
            "|---|" + "---:|" * len(compiled) + "---|",
        ]
        for library, counter in counts.items():
            cells, same = [], []
            for name in compiled:
                rows = [r for r in results[name]["functions"] if counter.get(r["function"])]
                if name == "torch":
                    checked = [r for r in rows if "graph_breaks" in r]
                    whole = [r for r in checked if r["graph_breaks"] <= r["native_graph_breaks"]]
                    cells.append("-")
                    same.append(f"torch {len(whole)}/{len(checked)} in one graph")
                    continue
                value, covered, resolution = weighted(
                    rows, counter, "compiled_over_us", prefix="compiled_"
                )
                cells.append(_cell(value, covered, len(counter), resolution, 0.0))
                checked = [r for r in rows if "same_program" in r]
                same.append(
                    f"{name} {sum(bool(r['same_program']) for r in checked)}/{len(checked)}"
                )
            lines.append(f"| {library} | " + " | ".join(cells) + " | " + ", ".join(same) + " |")
    lines += [
        "",
        "### Ranked: ivy, keras.ops and array_api_compat over the same backend functions",
        "",
        "Weighted eager overhead per library over the functions all three answer alike (the "
        "comparison set differs from Table 3's: functions a peer lacks are left out).",
        "",
        "| library | backend | functions | ivy | keras.ops | array_api_compat | rank |",
        "|---|---|---:|---:|---:|---:|---|",
    ]
    for library, counter in counts.items():
        for name in backends:
            rows = results[name]["functions"]
            peers = [p for p in PEERS if p == "ivy" or any(f"{p}_over_us" in r for r in rows)]
            if len(peers) < 2:
                continue
            common = [
                r
                for r in rows
                if counter.get(r["function"])
                and "over_us" in r
                and all(f"{p}_over_us" in r for p in peers if p != "ivy")
            ]
            values = {}
            for peer in peers:
                key = "over_us" if peer == "ivy" else f"{peer}_over_us"
                values[peer] = weighted(common, counter, key)[0]
            cells = [
                f"{values[p]:+.2f} %" if p in values and values[p] == values[p] else "n/a"
                for p in PEERS
            ]
            rank = " < ".join(sorted(values, key=values.get))
            lines.append(
                f"| {library} | {name} | {len(common)} | " + " | ".join(cells) + f" | {rank} |"
            )
    return lines


def misses(results: dict, counts: dict[str, Counter]) -> list[str]:
    """The library/backend pairs above the target, each with its largest contributors."""
    lines = []
    for library, counter in counts.items():
        for name, result in results.items():
            rows = result["functions"]
            value, _, resolution = weighted(rows, counter, "over_us")
            if not value > TARGET_PERCENT + resolution:
                continue
            native_total = sum(
                counter.get(r["function"], 0) * r["native_us"] for r in rows if "native_us" in r
            )
            shares = sorted(
                (
                    (counter[r["function"]] * r["over_us"] / native_total * 100, r)
                    for r in rows
                    if counter.get(r["function"]) and "over_us" in r
                ),
                key=lambda item: -item[0],
            )[:3]
            parts = [
                f"{r['function']} {share:+.2f} points ({counter[r['function']]} calls, "
                f"{r['over_us']:+.2f} µs over {r['native_us']:.1f} µs: {api_overhead.reason(r)})"
                for share, r in shares
            ]
            lines.append(f"- {library} on {name}: {value:+.2f} %; largest: " + "; ".join(parts))
    return lines


def graph_break_lines(results: dict) -> list[str]:
    """torch.compile's graph breaks in each workload, ivy's code against the reference."""
    breaks = results.get("torch", {}).get("graph_breaks", {})
    if not breaks:
        return []
    lines = ["", "torch.compile (dynamo) graph breaks per call of the compiled function:"]
    for workload, found in breaks.items():
        reasons = "; ".join(f"`{reason}`" for reason in found["reasons"]) or "none"
        lines.append(
            f"- {workload}: ivy {found['ivy']}, reference {found['reference']}; ivy's: {reasons}"
        )
    return lines


def workload_table(results: dict) -> list[str]:
    lines = [
        "| workload | backend | mode | reference (native code) ms | ivy ms | ivy vs reference "
        "| ivy calls per step | their dispatch cost, % of the ivy step |",
        "|---|---|---|---:|---:|---:|---:|---:|",
    ]
    for name, result in results.items():
        by_function = {r["function"]: r["over_us"] for r in result["functions"] if "over_us" in r}
        floor = statistics.median(by_function.values()) if by_function else float("nan")
        for row in result.get("workloads", []):
            calls = result.get("workload_calls", {}).get(row["workload"], {})
            n_calls = sum(calls.values())
            dispatch_us = sum(
                count * max(by_function.get(fn, floor), 0.0) for fn, count in calls.items()
            )
            eager = row["mode"] == "eager"
            share = f"{dispatch_us / row['ivy_us'] * 100:.2f} %" if eager else "0 (traced away)"
            problems = f" ({'; '.join(row['problems'])})" if row["problems"] else ""
            lines.append(
                f"| {row['workload']}{problems} | {name} | {row['mode']} "
                f"| {row['reference_us'] / 1000:.2f} | {row['ivy_us'] / 1000:.2f} "
                f"| {row['over_percent']:+.0f} % | {n_calls if eager else '-'} | {share} |"
            )
    return lines


def function_table(results: dict, totals: Counter) -> list[str]:
    """Every function on every backend: the data of Fig. 6."""
    lines = []
    for name, result in results.items():
        lines += [
            f"### {name}",
            "",
            "| function | calls | native µs | ivy | keras.ops | array_api_compat | rank "
            "| compiled native µs | compiled ivy | same program |",
            "|---|---:|---:|---:|---:|---:|---|---:|---:|---|",
        ]
        for r in result["functions"]:
            if "native_us" not in r:
                why = r.get("skipped") or r.get("error") or r.get("kind")
                lines.append(f"| {r['function']} | {totals[r['function']]} | {why} |||||||")
                continue
            cells = {"ivy": f"{r['over_us']:+.2f} µs ({r['over_percent']:+.1f} %)"}
            for peer in PEERS[1:]:
                if f"{peer}_over_us" in r:
                    cells[peer] = (
                        f"{r[f'{peer}_over_us']:+.2f} µs ({r[f'{peer}_over_percent']:+.1f} %)"
                    )
            timed = {p: r["over_us"] if p == "ivy" else r[f"{p}_over_us"] for p in cells}
            rank = " < ".join(sorted(timed, key=timed.get)) if len(timed) > 1 else ""
            compiled = (
                (
                    f"{r['compiled_native_us']:.2f}",
                    f"{r['compiled_over_us']:+.2f} µs"
                    + (f" ({r['compiled_note']})" if "compiled_note" in r else ""),
                )
                if "compiled_over_us" in r
                else ("", r.get("compiled_error", "")[:40])
            )
            same = {True: "yes", False: "no", None: ""}[r.get("same_program")]
            if "graph_breaks" in r:
                same = f"graph breaks: ivy {r['graph_breaks']}, native {r['native_graph_breaks']}"
            lines.append(
                f"| {r['function']} | {totals[r['function']]} | {r['native_us']:.2f} | "
                + " | ".join(cells.get(p, "-") for p in PEERS)
                + f" | {rank} | {compiled[0]} | {compiled[1]} | {same} |"
            )
        lines.append("")
    return lines


def figure(results: dict, totals: Counter, path: Path) -> None:
    """Fig. 6: per-function eager overhead (µs) of ivy per backend, and the peers on torch."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    functions = [f for f, _ in totals.most_common() if f in SPECS]
    timed = [
        f
        for f in functions
        if any(
            r["function"] == f and "over_us" in r
            for res in results.values()
            for r in res["functions"]
        )
    ]
    x = np.arange(len(timed))
    figure, axes = plt.subplots(
        2, 1, figsize=(max(12, len(timed) * 0.3), 9), constrained_layout=True
    )
    width = 0.8 / max(len(results), 1)
    for i, (name, result) in enumerate(results.items()):
        by_function = {r["function"]: r for r in result["functions"]}
        values = [by_function.get(f, {}).get("over_percent", np.nan) for f in timed]
        axes[0].bar(x + i * width, values, width, label=name)
    axes[0].axhline(TARGET_PERCENT, color="k", linewidth=0.8, linestyle="--", label="1 %")
    axes[0].set_yscale("symlog", linthresh=1)
    axes[0].set_ylabel("eager overhead, % of the backend call")
    axes[0].set_title(
        "ivy's dispatch per core function the domain libraries call (~10,000 elements, CPU)"
    )
    axes[0].legend(ncol=len(results) + 1, fontsize=8)
    peer_backend = "torch" if "torch" in results else next(iter(results))
    by_function = {r["function"]: r for r in results[peer_backend]["functions"]}
    for i, peer in enumerate(PEERS):
        key = "over_percent" if peer == "ivy" else f"{peer}_over_percent"
        values = [by_function.get(f, {}).get(key, np.nan) for f in timed]
        axes[1].bar(x + i * 0.27, values, 0.27, label=peer)
    axes[1].axhline(TARGET_PERCENT, color="k", linewidth=0.8, linestyle="--")
    axes[1].set_yscale("symlog", linthresh=1)
    axes[1].set_ylabel(f"eager overhead on {peer_backend}, %")
    axes[1].set_title(
        f"the same calls through ivy, keras.ops and array_api_compat ({peer_backend})"
    )
    axes[1].legend(fontsize=8)
    for axis in axes:
        axis.set_xticks(x + 0.4, [f"{f} ({totals[f]})" for f in timed], rotation=90, fontsize=7)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=90)
    plt.close(figure)


def report(results: dict, counts: dict[str, Counter], protocol: str) -> str:
    load = os.getloadavg()[0]
    lines = [
        f"Protocol: {protocol}; one thread per framework; {os.cpu_count()} cores, load average "
        f"{load:.1f} at the end of the run (other work on the machine moves single calls by "
        "microseconds).",
        "",
        *library_tables(results, counts),
        "",
        "### Whole workloads",
        "",
        *workload_table(results),
        *graph_break_lines(results),
        "",
        f"### Above {TARGET_PERCENT:g} % (eager)",
        "",
        *(misses(results, counts) or ["none"]),
        "",
    ]
    return "\n".join(lines)


def _has_module(python: str, module: str) -> bool:
    """Whether the interpreter ``python`` can import ``module`` (found, not imported)."""
    if python == sys.executable:
        return importlib.util.find_spec(module) is not None
    probe = f"import importlib.util, sys; sys.exit(importlib.util.find_spec({module!r}) is None)"
    return subprocess.run([python, "-c", probe], check=False).returncode == 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", nargs="*", default=list(BACKENDS))
    parser.add_argument(
        "--full",
        dest="protocol",
        action="store_const",
        const="full",
        help="the longer protocol (README's figures); default: quick",
    )
    parser.add_argument("--protocol", choices=list(PROTOCOLS), default=None, help=argparse.SUPPRESS)
    parser.add_argument("--functions", nargs="*", help="only these (default: every one called)")
    parser.add_argument(
        "--mxnet-python",
        default=os.environ.get(MXNET_PYTHON_ENV),
        help=f"the interpreter that has mxnet (default: ${MXNET_PYTHON_ENV}, else this one)",
    )
    parser.add_argument("--out", type=Path, default=HERE / "results")
    parser.add_argument("--json", help=argparse.SUPPRESS)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.protocol = args.protocol or "quick"
    if args.worker:
        worker(args.worker, args.functions, args.protocol, args.json)
        return
    counts = callcount.library_call_counts()
    totals: Counter = Counter()
    for counter in counts.values():
        totals += counter
    functions = core_functions(counts)
    if args.functions:
        functions = [f for f in functions if f in args.functions]
    pythons = {name: sys.executable for name in args.backends}
    if "mxnet" in pythons and args.mxnet_python:
        pythons["mxnet"] = args.mxnet_python
    installed = [name for name in args.backends if _has_module(pythons[name], name)]
    print(
        f"{len(totals)} core functions called by the libraries, {len(functions)} with a timing "
        f"spec; backends: {', '.join(installed)} ({args.protocol} protocol)",
        file=sys.stderr,
    )
    results = {}
    for i, name in enumerate(sorted(installed, key=BACKENDS.index), start=1):
        results[name] = run_backend(
            name, functions, args.protocol, f"{name} ({i}/{len(installed)})", pythons[name]
        )
    failed = {name: r["failed"] for name, r in results.items() if "failed" in r}
    results = {name: r for name, r in results.items() if "failed" not in r}
    args.out.mkdir(parents=True, exist_ok=True)
    text = report(results, counts, args.protocol)
    if failed:
        text += "\n" + "\n".join(f"- {name} FAILED: {why}" for name, why in failed.items()) + "\n"
    print(text)
    (args.out / "overhead.md").write_text(
        text + "\nEvery function: [overhead_functions.md](overhead_functions.md); "
        "Fig. 6: [overhead.png](overhead.png).\n"
    )
    (args.out / "overhead_functions.md").write_text(
        "\n".join(function_table(results, totals)) + "\n"
    )
    figure(results, totals, args.out / "overhead.png")
    (args.out / "overhead.json").write_text(
        json.dumps(
            {"protocol": args.protocol, "counts": counts, "results": results}, indent=1, default=str
        )
    )


if __name__ == "__main__":
    main()
