"""Per-function overhead of ivy's api over the backend function, on inputs of ~10,000 elements.

The paper's protocol: for every api function and backend, the median time of one call of
(a) the backend function itself, ``ivy.backends.<fw>.<name>(*args, **kwargs)`` (the framework's
own function, or ivy's thin wrapper where the semantics differ): the "native" baseline; and
(b) the framework-namespace call ``ivy.<fw>.<name>(*args, **kwargs)`` (``ivy.<fw>.fft.<name>``
for the fft extension): the dispatch plus the api's validation. The overhead is ``b - a`` in
microseconds and ``(b - a) / a`` in percent; the target is a median overhead below 1 % per
function per backend. Both are timed interleaved in one run (``timeit`` repeats, alternating a
and b, medians over the repeats); the results of the asynchronous frameworks are waited for
(jax's ``block_until_ready``, mxnet's ``wait_to_read``, on every array leaf) in both.

Composites (:data:`ivy.api.COMPOSITES`: written once in ``api/`` over other backend functions,
so no backend function exists to compare with) and the gradient transforms (:data:`TRANSFORMS`)
are timed too, the ivy call alone, in a table of their own. Functions whose timing says nothing
(no array in or out: dtype and device queries, ``seed``, ...) are listed in :data:`EXCLUDED`
with the reason for each.

On a busy machine, set ``OMP_NUM_THREADS=1``: a framework's intra-op threads waiting for a
descheduled thread add milliseconds at random to single calls.

Inputs (:data:`ivy.testing.calls.SPECS`, at its ``BENCHMARK`` sizes): float32 by default, ~10,000
elements: vectors of 10,000, 100x100 matrices for linear algebra, (1, 50, 50, 4) images with 3x3
filters for convolution and pooling, integer or boolean arrays where the function needs them,
values inside every function's domain. The native call gets the arguments that the api passes to
the backend function (recorded from one ivy call: the api turns an int stride into a tuple, fills
in a default dtype, ...), so the overhead is all that the api does around the backend call; a run
first checks that both give results of the same shapes and dtypes, and notes any difference.

Usage::

    python benchmarks/loc_and_overhead/api_overhead.py [--backends numpy torch] [--functions norm]
        [--quick] [--json out.json]
    python benchmarks/loc_and_overhead/api_overhead.py --check   # coverage of ivy.api only

``--check`` imports no framework: it exits 1 when an api function has neither a spec, nor an
exclusion, nor is a composite (or when a spec or exclusion names no api function).
``nox -s bench-api`` installs numpy, torch, jax, tensorflow and paddle and runs it; mxnet runs in
its own environment (its numpy pin), e.g. ``python ... --backends numpy mxnet``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import statistics
import sys
import timeit
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

from ivy import api
from ivy.container import Container
from ivy.errors import UnsupportedError
from ivy.framework import load_backend
from ivy.testing.calls import BENCHMARK, SPECS, Arrays, Call

# Imported in this order: paddle before tensorflow avoids a known crash.
BACKENDS = ("numpy", "torch", "jax", "paddle", "tensorflow", "mxnet")
TARGET_PERCENT = 1.0


TRANSFORMS = frozenset({"execute_with_gradients", "value_and_grad", "grad", "jac", "vjp", "jvp"})
"""Gradient transforms: timed like composites, the ivy call alone. The api wraps the user's
function (its arguments and results as pytrees) before the backend transform sees it and unwraps
the results after, so the backend function called with the user's function does a different
computation (paddle's treats a bare array as a pytree of 10,000 scalars), and called with the
api's wrapped function gives the api's intermediate results: neither is a like-for-like native
baseline."""

_NO_ARRAY_WORK = "no array work: a metadata query whose timing says nothing about the api's cost"
EXCLUDED: dict[str, str] = {
    # data types
    "dtype": f"returns a dtype; {_NO_ARRAY_WORK}",
    "result_type": "takes and returns dtypes (composite)",
    "can_cast": "takes dtypes, returns a bool (composite)",
    "isdtype": "takes dtypes, returns a bool (composite)",
    "finfo": "takes a dtype, returns machine limits (composite)",
    "iinfo": "takes a dtype, returns machine limits (composite)",
    # device
    "dev": f"returns a device string; {_NO_ARRAY_WORK}",
    "default_device": "takes and returns no array: a setting",
    "set_default_device": "takes and returns no array: changes a global setting",
    "num_gpus": "takes and returns no array: a hardware query",
    "gpu_is_available": "takes and returns no array: a hardware query",
    "__array_namespace_info__": "takes and returns no array: namespace metadata (composite)",
    # manipulation, general
    "broadcast_shapes": "takes and returns shape tuples, no arrays (composite)",
    "shape": f"returns a tuple; {_NO_ARRAY_WORK}",
    "is_array": f"returns a bool; {_NO_ARRAY_WORK}",
    "to_scalar": "needs a one-element array, not ~10,000: a conversion of one number",
    # random, gradients
    "seed": "takes and returns no array: seeds the global random state",
    "is_variable": f"returns a bool; {_NO_ARRAY_WORK}",
    # compilation
    "compile": "returns a compiled function: its cost is the framework's compiler, once",
    "is_traced": f"returns a bool; {_NO_ARRAY_WORK}",
}
"""Api functions not timed, with the reason for each."""


DISPATCH_FLOOR_US = 0.8
"""Overheads up to this are the dispatch itself: the api function's frame, the backend lookup
(a context-variable read or a per-type cache), passing the keyword arguments on, and the ``try``
around the backend call. Fixed per call, they are above 1 % of any native call shorter than
~80 µs."""

VALIDATION_US = 2.5
"""Overheads up to this (above the dispatch) are a function's own argument checks in Python
before the call: axes normalized, shape and dtype arguments validated (cached where they
repeat), each there because some framework would otherwise answer silently wrong."""

NOISE_PERCENT, NOISE_NATIVE_US = 5.0, 100.0
"""Overheads below ``NOISE_PERCENT`` of a native call of at least ``NOISE_NATIVE_US`` are within
the run-to-run spread of such calls (allocation, caches, the framework's own thread pool)."""

JITTERY_PERCENT = {"jax": 15.0, "tensorflow": 15.0, "mxnet": 15.0}
"""Frameworks whose own eager calls vary by this much between runs (jax and mxnet dispatch
asynchronously; tensorflow's eager ops go through its runtime's executor): overheads below it
are not resolved by a run of this benchmark (``dispatch.py`` shows the same calls moving by
±1-2 µs)."""

_INDEX_CHECK = (
    "checks the indices' dtype and the batch shapes before the call: float indices are compared, "
    "and mismatched batch axes broadcast, silently on some frameworks"
)
_DRAW_CHECK = (
    "checks the distribution's arguments before drawing: the parameters broadcast to the "
    "shape, the dtype is of the right kind, the seed is a 64-bit integer"
)
_FLOATING_CHECK = (
    "checks the dtype is floating before the call: numpy, jax and mxnet would compute integer "
    "input in float64 and answer float64"
)
_ARGUMENTS = (
    "resolves its arguments in Python (layouts, paddings, axes, sizes; cached per shapes and "
    "arguments), and the backend function it calls is itself a composition"
)
KNOWN_COSTS: dict[str, str] = {
    "cross": (
        "checks both arrays hold 3-vectors along a negative axis before the call (numpy reads a "
        "positive axis before broadcasting, and takes 2-vectors too): about 3 µs"
    ),
    "vector_norm": (
        "checks the dtype is floating and ord a number before the call (paddle answers infinity "
        "for ord='abc'); paddle's eager norm itself moves by ~10 µs with what ran just before it"
    ),
    "broadcast_to": (
        "checks the shape's sizes are non-negative integers before the call (torch reads -1 as "
        "'keep this size'); whether x broadcasts is checked only when the framework raised"
    ),
    **dict.fromkeys(
        ("gather", "gather_nd", "scatter_nd", "scatter_flat", "take_along_axis", "one_hot"),
        _INDEX_CHECK,
    ),
    **dict.fromkeys(
        ("random_uniform", "random_normal", "randint", "bernoulli", "multinomial", "shuffle"),
        _DRAW_CHECK,
    ),
    **dict.fromkeys(
        (
            *("cholesky", "det", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matrix_power"),
            *("matrix_rank", "pinv", "qr", "slogdet", "solve", "svd", "svdvals"),
        ),
        _FLOATING_CHECK,
    ),
    **dict.fromkeys(
        (
            *("conv1d", "conv2d", "conv3d", "depthwise_conv2d"),
            *("conv1d_transpose", "conv2d_transpose", "conv3d_transpose"),
            *("max_pool1d", "max_pool2d", "max_pool3d", "avg_pool1d", "avg_pool2d"),
            *("avg_pool3d", "adaptive_avg_pool1d", "adaptive_avg_pool2d", "interpolate"),
            *("fftn", "ifftn", "rfftn", "irfftn", "lstm_update", "batch_norm", "group_norm"),
        ),
        _ARGUMENTS,
    ),
}
"""Why a function costs more than the dispatch: the work its api does around the backend call."""


def reason(row: dict) -> str:
    """Why a function's overhead is above the target, from its measurements."""
    if row["function"] in KNOWN_COSTS:
        return KNOWN_COSTS[row["function"]]
    if row["over_us"] <= DISPATCH_FLOOR_US:
        return f"the dispatch itself (≤ {DISPATCH_FLOOR_US} µs) against a short native call"
    if row["native_us"] >= NOISE_NATIVE_US and row["over_percent"] < NOISE_PERCENT:
        return f"within the run-to-run spread (< {NOISE_PERCENT:g} %) of a long native call"
    jitter = JITTERY_PERCENT.get(row["backend"])
    if jitter is not None and row["over_percent"] < jitter:
        return f"within the spread of {row['backend']}'s own eager calls (< {jitter:g} %)"
    if row["over_us"] <= VALIDATION_US:
        return "argument checks in Python before the call (axes, shapes, dtypes)"
    return "not explained: worth a look"


def check_coverage() -> list[str]:
    """The problems of the spec table against ``ivy.api``: empty when it covers every function."""
    problems = []
    for name in api.FUNCTIONS:
        if name not in SPECS and name not in EXCLUDED and name not in api.COMPOSITES:
            problems.append(f"{name}: no call spec, no exclusion and not a composite")
        if name in SPECS and name in EXCLUDED:
            problems.append(f"{name}: both a call spec and an exclusion")
    problems += [
        f"{name}: in the spec table but not an api function (renamed?)"
        for name in (*SPECS, *EXCLUDED)
        if name not in api.FUNCTIONS
    ]
    return problems


# ---------------------------------------------------------------------------------------------
# Timing


def _installed(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def _waiter(name: str) -> Callable[[Any], Any]:
    """Waits for a result of the asynchronous frameworks (jax, mxnet), in both timed calls:
    without it a run times the enqueueing only, and mxnet's queue grows until memory runs out."""
    method = {"jax": "block_until_ready", "mxnet": "wait_to_read"}.get(name)
    if method is None:
        return lambda r: r

    def wait(result: Any) -> Any:
        for leaf in _leaves(result):
            if hasattr(leaf, method):
                getattr(leaf, method)()
        return result

    return wait


def _leaves(result: Any) -> list:
    if isinstance(result, Container):
        return result.flatten()
    if isinstance(result, tuple | list):
        return [leaf for item in result for leaf in _leaves(item)]
    if isinstance(result, dict):
        return [leaf for item in result.values() for leaf in _leaves(item)]
    return [result]


def _signature(result: Any) -> Any:
    """The structure of a result with its arrays' shapes and dtypes, to compare two calls."""
    if isinstance(result, (tuple, list)):
        return tuple(_signature(r) for r in result)
    if isinstance(result, dict):
        return {k: _signature(v) for k, v in result.items()}
    if hasattr(result, "shape") and hasattr(result, "dtype"):
        return (tuple(int(d) for d in result.shape), str(result.dtype))
    if callable(result):
        return "callable"
    return type(result).__name__


def _per_call_pair(
    native: Callable[[], Any], wrapped: Callable[[], Any], *, repeat: int, budget_s: float
) -> tuple[float, float]:
    """Median µs per call of ``native`` and of ``wrapped``, timed alternately."""
    per_call = max(timeit.timeit(wrapped, number=3) / 3, 1e-9)
    number = max(1, int(budget_s / per_call))
    a, b = [], []
    for _ in range(repeat):
        a.append(timeit.timeit(native, number=number) / number * 1e6)
        b.append(timeit.timeit(wrapped, number=number) / number * 1e6)
    return statistics.median(a), statistics.median(b)


def _per_call(fn: Callable[[], Any], *, repeat: int, budget_s: float) -> float:
    per_call = max(timeit.timeit(fn, number=3) / 3, 1e-9)
    number = max(1, int(budget_s / per_call))
    return statistics.median(timeit.timeit(fn, number=number) / number * 1e6 for _ in range(repeat))


def _captured_call(backend: Any, function: str, run_ivy: Callable[[], Any]) -> Call | None:
    """The arguments the api passes to the backend function in one ivy call.

    The api normalises arguments before calling the backend (an int stride becomes a tuple, a
    default dtype is filled in, ...), so the native baseline calls the backend function with
    exactly these: the overhead is then all the api does around it. None when the api does not
    call the backend function exactly once.
    """
    original = getattr(backend, function)
    seen: list[tuple[tuple, dict]] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append((args, kwargs))
        return original(*args, **kwargs)

    setattr(backend, function, spy)
    try:
        run_ivy()
    finally:
        setattr(backend, function, original)
    return Call(*seen[0]) if len(seen) == 1 else None


def _ivy_function(namespace: Any, name: str) -> Callable:
    if name in api.EXTENSIONS["fft"]:
        return getattr(namespace.fft, name)
    return getattr(namespace, name)


def measure(name: str, functions: list[str], *, repeat: int, budget_s: float) -> list[dict]:
    """Times every function of ``functions`` on backend ``name``; one row each."""
    namespace = importlib.import_module(f"ivy.{name}")
    backend = load_backend(name)
    wait = _waiter(name)
    rows = []
    for function in functions:
        row: dict[str, Any] = {"backend": name, "function": function}
        rows.append(row)
        composite = function in api.COMPOSITES
        row["kind"] = "composite" if composite else "backend"
        if function in getattr(backend, "UNSUPPORTED", {}):
            row["skipped"] = f"unsupported: {backend.UNSUPPORTED[function]}"
            continue
        try:
            spec = SPECS[function](Arrays(namespace, BENCHMARK, backend))
            ivy_fn = _ivy_function(namespace, function)
            then = spec.then or (lambda r: r)

            def run_ivy(fn=ivy_fn, c=spec, then=then):
                return wait(then(fn(*c.args, **c.kwargs)))

            ivy_result = run_ivy()
            if composite or function in TRANSFORMS:
                row["ivy_us"] = _per_call(run_ivy, repeat=repeat, budget_s=budget_s)
                if function in TRANSFORMS:
                    row["kind"] = "transform"
                continue
            native_fn = getattr(backend, function)
            native_call = _captured_call(backend, function, run_ivy) or spec
            if native_call is spec:
                row["note"] = "api calls the backend function other than once"

            def run_native(fn=native_fn, c=native_call, then=then):
                return wait(then(fn(*c.args, **c.kwargs)))

            native_result = run_native()
            if _signature(native_result) != _signature(ivy_result):
                row["note"] = (
                    f"results differ: native {str(_signature(native_result))[:80]}, "
                    f"ivy {str(_signature(ivy_result))[:80]}"
                )
            native_us, ivy_us = _per_call_pair(
                run_native, run_ivy, repeat=repeat, budget_s=budget_s
            )
        except UnsupportedError as error:
            row["skipped"] = f"unsupported: {error}"
            continue
        except Exception as error:  # reported, and the run goes on
            row["error"] = f"{type(error).__name__}: {str(error).splitlines()[0][:160]}"
            continue
        row.update(
            native_us=native_us,
            ivy_us=ivy_us,
            over_us=ivy_us - native_us,
            over_percent=(ivy_us - native_us) / native_us * 100,
        )
    return rows


# ---------------------------------------------------------------------------------------------
# Report


def report(rows: list[dict]) -> str:
    lines = []
    backends = list(dict.fromkeys(row["backend"] for row in rows))
    summary = []
    for name in backends:
        mine = [r for r in rows if r["backend"] == name]
        timed = [r for r in mine if "over_percent" in r]
        lines += [
            f"## {name}",
            "",
            "| function | native µs | ivy µs | overhead µs | overhead % |",
            "|---|---|---|---|---|",
        ]
        for r in sorted(timed, key=lambda r: r["function"]):
            mark = " ✗" if r["over_percent"] > TARGET_PERCENT else ""
            note = f" ({r['note']})" if "note" in r else ""
            lines.append(
                f"| {r['function']}{note} | {r['native_us']:.2f} | {r['ivy_us']:.2f} | "
                f"{r['over_us']:+.2f} | {r['over_percent']:+.2f}{mark} |"
            )
        composites = [r for r in mine if "ivy_us" in r and "native_us" not in r]
        if composites:
            lines += [
                "",
                "Composites (written once in api/) and gradient transforms: no native baseline:",
                "",
            ]
            lines += ["| function | ivy µs |", "|---|---|"]
            lines += [
                f"| {r['function']} | {r['ivy_us']:.2f} |"
                for r in sorted(composites, key=lambda r: r["function"])
            ]
        others = [r for r in mine if "skipped" in r or "error" in r]
        if others:
            lines += [""]
            lines += [
                f"- {r['function']}: {r.get('skipped') or 'ERROR ' + r['error']}" for r in others
            ]
        over = [r for r in timed if r["over_percent"] > TARGET_PERCENT]
        median = statistics.median(r["over_percent"] for r in timed) if timed else float("nan")
        median_us = statistics.median(r["over_us"] for r in timed) if timed else float("nan")
        summary.append((name, len(timed), median, median_us, over))
        lines.append("")
    lines += [
        "## Summary",
        "",
        "| backend | functions timed | median overhead % | median overhead µs | above 1 % |",
        "|---|---|---|---|---|",
    ]
    for name, count, median, median_us, over in summary:
        lines.append(f"| {name} | {count} | {median:+.2f} | {median_us:+.2f} | {len(over)} |")
    for name, _, _, _, over in summary:
        if over:
            lines.append("")
            lines.append(f"Above {TARGET_PERCENT:g} % on {name}:")
            lines += [
                f"- {r['function']}: {r['over_percent']:+.1f} % ({r['over_us']:+.2f} µs "
                f"over {r['native_us']:.2f} µs): {reason(r)}"
                for r in sorted(over, key=lambda r: -r["over_percent"])
            ]
    lines.append("")
    lines.append(
        "Excluded (not timed): "
        + "; ".join(f"{name} ({reason})" for name, reason in EXCLUDED.items())
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", nargs="*", help="default: every installed one")
    parser.add_argument("--functions", nargs="*", help="keep names containing any of these")
    parser.add_argument("--quick", action="store_true", help="few, short repeats: a smoke run")
    parser.add_argument("--repeat", type=int, help="timing repeats (default 11; 3 with --quick)")
    parser.add_argument("--budget", type=float, help="seconds per repeat (default 0.005)")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument(
        "--check", action="store_true", help="only check the spec table covers ivy.api"
    )
    args = parser.parse_args()

    problems = check_coverage()
    if args.check:
        for problem in problems:
            print(problem)
        covered = len(api.FUNCTIONS) - len(problems)
        print(
            f"{len(api.FUNCTIONS)} api functions: {len(set(SPECS) & set(api.FUNCTIONS))} with a "
            f"call spec, {len(EXCLUDED)} excluded, "
            f"{len(set(api.COMPOSITES) - set(SPECS) - set(EXCLUDED))} composites without a spec"
            + ("" if not problems else f"; {len(problems)} problems ({covered} ok)")
        )
        sys.exit(1 if problems else 0)
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)

    repeat = args.repeat or (3 if args.quick else 11)
    budget_s = args.budget or (0.001 if args.quick else 0.005)
    names = [n for n in api.FUNCTIONS if n in SPECS]
    if args.functions:
        names = [n for n in names if any(part in n for part in args.functions)]
    # mxnet is installed only in a venv of its own (numpy 1.23), so "every installed one" is
    # numpy, torch, jax, paddle, tensorflow in one environment and numpy, mxnet in the other.
    backends = args.backends or [b for b in BACKENDS if _installed(b)]
    np.seterr(all="ignore")
    warnings.filterwarnings("ignore")
    rows: list[dict] = []
    for name in sorted(backends, key=BACKENDS.index):
        if not _installed(name):
            print(f"{name}: not installed, skipped", file=sys.stderr)
            continue
        print(f"timing {len(names)} functions on {name} ...", file=sys.stderr, flush=True)
        rows.extend(measure(name, names, repeat=repeat, budget_s=budget_s))
    print(report(rows))
    if args.json:
        with open(args.json, "w") as out:
            json.dump(
                {
                    "rows": rows,
                    "excluded": EXCLUDED,
                    "repeat": repeat,
                    "budget_s": budget_s,
                    "elements": BENCHMARK.n,
                },
                out,
                indent=2,
            )


if __name__ == "__main__":
    main()
