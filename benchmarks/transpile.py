"""Transpiled models against their torch originals on the CPU (issue 20, "Speed").

For each model of ivy-transpiler's suite at its ``"bench"`` size (the ``transformers`` ones from
random configs, by ``packages/ivy-transpiler/tests/model_zoo.py``; the ``torch.nn`` ones by
:data:`TORCH_NN` below), in one process, side by side:

- **torch eager**, under ``torch.no_grad()``;
- **torch.compile** with mode ``default`` and with ``max-autotune-no-cudagraphs`` (inductor's
  C++ kernels); a mode that cannot compile on this machine shows why in the table;
- the **jax** transpilation (``ivy_transpiler.transpile(..., target="jax")``) as
  ``jax.jit(model.apply)(model.params, ...)``;
- the **tensorflow** transpilation under ``tf.function(model, jit_compile=True)`` (XLA);

plus the wall and CPU time of ``transpile`` itself per model and target (trace, frontends, trace
on the target, source and weights written, module imported; after one warm-up transpile of a
small MLP, so that the frameworks' and ivy's imports are not counted), and each row's first call
(the compilation).

Protocol: before anything is timed, every row's outputs (every array of the output structure) are
compared with torch eager's within :data:`TOLERANCE` of each output's scale (the largest absolute
value), so that the rows compute the same thing. Then each row is called ``number`` times per
round, the rows of every model interleaved round by round (a busy machine slows every row alike),
``number`` chosen per model so that torch eager's calls of a round take about ``--target``
seconds; the table shows each row's **median** over ``--rounds`` rounds of its mean time per call.
Threads: ``--threads`` (default 1) for every framework, set before any of them loads (torch's
intra-op threads, OpenMP and MKL, tensorflow's intra- and inter-op pools, XLA's Eigen pool) and
enforced by pinning the process to that many cores; the ``CPU/wall`` column (the process's CPU
time over wall time while the row ran) shows how many cores each row actually kept busy.

Results: a markdown table (printed, and written to ``benchmarks/results/transpile.md``), the
speedups as a bar chart (``transpile.png``: jax.jit over the best torch mode, per model, with
their geometric mean) and every timing (``transpile.json``). ``--quick``: the ``"test"`` sizes,
one model of each kind (``torch.nn`` and ``transformers``), 3 rounds, files written only with
``--out``; a development run of a few minutes.

Usage: ``python benchmarks/transpile.py [--quick] [--models bert vit] [--threads 1]
[--rounds 7] [--out benchmarks/results/transpile]`` (``nox -s bench-transpile`` installs what it
needs: torch, jax, tensorflow-cpu, transformers, tqdm, matplotlib and the packages).
``--merge a.json b.json`` reports several runs' results as one table: README's figures are two
runs of five models each, started together with ``taskset -c 0`` and ``taskset -c 1``.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import importlib.metadata
import json
import math
import os
import platform
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ZOO_DIR = ROOT / "packages" / "ivy-transpiler" / "tests"
RESULTS = ROOT / "benchmarks" / "results" / "transpile"

# The suite: (name in the model zoo, kind).
SUITE = {
    "mlp": "torch.nn",
    "cnn": "torch.nn",
    "residual": "torch.nn",
    "lstm": "torch.nn",
    "encoder": "torch.nn",
    "bert": "transformers",
    "vit": "transformers",
    "convnext": "transformers",
    "whisper": "transformers",
    "clip": "transformers",
}
EAGER, COMPILE, AUTOTUNE = "torch eager", "torch.compile", "max-autotune-no-cudagraphs"
JAX, TF = "jax.jit", "tf XLA"
ROWS = (EAGER, COMPILE, AUTOTUNE, JAX, TF)
TORCH_ROWS = (EAGER, COMPILE, AUTOTUNE)
TOLERANCE = 1e-4
"""Largest difference from torch eager, relative to each output's largest absolute value."""


def _set_threads(threads: int) -> list[int]:
    """Pins the process to ``threads`` cores and sets every framework's thread counts.

    Before any framework loads: each reads its settings once, at import.
    """
    cores = sorted(os.sched_getaffinity(0))
    if threads > len(cores):
        raise SystemExit(f"--threads {threads}: this process may use {len(cores)} cores")
    os.sched_setaffinity(0, cores[:threads])
    for name in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
        os.environ[name] = str(threads)
    os.environ["TF_NUM_INTRAOP_THREADS"] = str(threads)
    os.environ["TF_NUM_INTEROP_THREADS"] = str(threads)
    if threads == 1:  # XLA's matrix products on the calling thread, not Eigen's pool
        os.environ["XLA_FLAGS"] = (
            os.environ.get("XLA_FLAGS", "") + " --xla_cpu_multi_thread_eigen=false"
        ).strip()
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    return cores[:threads]


def _builders() -> dict[str, Callable[..., tuple[Any, tuple, dict]]]:
    """name -> ``builder(size="test" | "bench") -> (model, args, kwargs)``.

    The transpiler's model zoo (``tests/model_zoo.py``, shared with its tests: the
    ``transformers`` models) and, for the ``torch.nn`` models it does not hold,
    :data:`TORCH_NN`.
    """
    sys.path.insert(0, str(ZOO_DIR))
    try:
        import model_zoo
    finally:
        sys.path.remove(str(ZOO_DIR))
    return {**TORCH_NN, **model_zoo.BUILDERS}


# --- the torch.nn models ----------------------------------------------------------------------
# The architectures of the transpiler tests' torch.nn models (tests/conftest.py), built here at
# both sizes: "test" as there, "bench" at the sizes such layers have in practice.


def _mlp(size: str = "test") -> tuple[Any, tuple, dict]:
    """Linear, ReLU, Linear, Tanh, Linear."""
    import torch

    torch.manual_seed(0)
    width, hidden, batch = (4, 8, 5) if size == "test" else (512, 1024, 64)
    nn = torch.nn
    model = nn.Sequential(
        nn.Linear(width, hidden),
        nn.ReLU(),
        nn.Linear(hidden, hidden),
        nn.Tanh(),
        nn.Linear(hidden, 10),
    )
    return model.eval(), (torch.randn(batch, width),), {}


def _cnn(size: str = "test") -> tuple[Any, tuple, dict]:
    """Two convolutions with batch norm (random statistics), max and average pooling, a head."""
    import torch

    torch.manual_seed(0)
    channels, image, batch = ((4, 6), 10, 2) if size == "test" else ((32, 64), 32, 32)
    nn = torch.nn
    pooled = ((image // 2 - 2) // 2) ** 2
    model = nn.Sequential(
        nn.Conv2d(3, channels[0], 3, padding=1),
        nn.BatchNorm2d(channels[0]),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(channels[0], channels[1], 3),
        nn.BatchNorm2d(channels[1]),
        nn.GELU(),
        nn.AvgPool2d(2),
        nn.Flatten(),
        nn.Linear(channels[1] * pooled, 10),
        nn.LogSoftmax(dim=-1),
    )
    with torch.no_grad():
        for norm in (model[1], model[5]):
            norm.running_mean.uniform_(-0.5, 0.5)
            norm.running_var.uniform_(0.5, 2.0)
            norm.weight.uniform_(0.5, 1.5)
            norm.bias.uniform_(-0.5, 0.5)
    return model.eval(), (torch.randn(batch, 3, image, image),), {}


def _residual(size: str = "test") -> tuple[Any, tuple, dict]:
    """ResNet's basic block: two 3x3 convolutions with batch norm, and the skip."""
    import torch

    nn = torch.nn

    class ResidualBlock(nn.Module):
        def __init__(self, channels: int) -> None:
            super().__init__()
            self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
            self.bn1 = nn.BatchNorm2d(channels)
            self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
            self.bn2 = nn.BatchNorm2d(channels)

        def forward(self, x: Any) -> Any:
            y = torch.relu(self.bn1(self.conv1(x)))
            return torch.relu(x + self.bn2(self.conv2(y)))

    torch.manual_seed(0)
    channels, image, batch = (4, 6, 2) if size == "test" else (64, 56, 8)  # ResNet-18's stage 1
    return ResidualBlock(channels).eval(), (torch.randn(batch, channels, image, image),), {}


def _lstm(size: str = "test") -> tuple[Any, tuple, dict]:
    """``nn.LSTM``, two layers, batch first."""
    import torch

    torch.manual_seed(0)
    features, hidden, batch, steps = (4, 6, 2, 5) if size == "test" else (128, 256, 16, 32)
    model = torch.nn.LSTM(features, hidden, num_layers=2, batch_first=True)
    return model.eval(), (torch.randn(batch, steps, features),), {}


def _encoder(size: str = "test") -> tuple[Any, tuple, dict]:
    """``nn.TransformerEncoder``, two layers (four at the bench size), batch first."""
    import torch

    torch.manual_seed(0)
    if size == "test":
        width, heads, hidden, layers, batch, length = 8, 2, 16, 2, 2, 5
    else:
        width, heads, hidden, layers, batch, length = 256, 4, 1024, 4, 8, 128
    nn = torch.nn
    layer = nn.TransformerEncoderLayer(width, heads, hidden, dropout=0.0, batch_first=True)
    model = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
    return model.eval(), (torch.randn(batch, length, width),), {}


TORCH_NN = {"mlp": _mlp, "cnn": _cnn, "residual": _residual, "lstm": _lstm, "encoder": _encoder}


# --- outputs ----------------------------------------------------------------------------------


def _is_array(value: Any) -> bool:
    return hasattr(value, "shape") and hasattr(value, "dtype")


def _to_numpy(value: Any) -> Any:
    import numpy as np

    if hasattr(value, "detach"):
        return value.detach().numpy()
    return np.asarray(value)


def _flatten(value: Any, path: str = "") -> dict[str, Any]:
    """The arrays of an output structure by path (``last_hidden_state``, ``0/1``), as numpy.

    Mappings (``ModelOutput`` included: its set fields) by key, dataclasses by field, sequences
    by index; ``None`` is skipped.
    """
    if value is None:
        return {}
    if _is_array(value):
        return {path or "output": _to_numpy(value)}
    if hasattr(value, "items"):
        items = list(value.items())
    elif dataclasses.is_dataclass(value):
        items = [(f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    elif isinstance(value, (tuple, list)):
        items = list(enumerate(value))
    else:
        raise TypeError(f"benchmarks/transpile.py: an output of type {type(value).__name__}")
    flat: dict[str, Any] = {}
    for key, item in items:
        flat |= _flatten(item, f"{path}/{key}" if path else str(key))
    return flat


def _error(got: Any, want: Any) -> float:
    """The largest difference of ``got`` from ``want``, relative to ``want``'s scale."""
    import numpy as np

    flat_got, flat_want = _flatten(got), _flatten(want)
    if set(flat_got) != set(flat_want):  # (a compiled ModelOutput may set its fields in
        # another order; a structure as a tuple where torch has a ModelOutput: in order)
        if len(flat_got) != len(flat_want):
            raise AssertionError(f"outputs {list(flat_got)}, torch's {list(flat_want)}")
        flat_got = dict(zip(flat_want, flat_got.values(), strict=True))
    worst = 0.0
    for key, expected in flat_want.items():
        actual = flat_got[key]
        if actual.shape != expected.shape:
            raise AssertionError(f"{key}: shape {actual.shape}, torch's {expected.shape}")
        expected = expected.astype(np.float64)
        scale = max(float(np.abs(expected).max(initial=0.0)), 1e-6)
        difference = float(np.abs(actual.astype(np.float64) - expected).max(initial=0.0))
        worst = max(worst, difference / scale)
    return worst


# --- rows -------------------------------------------------------------------------------------


@dataclasses.dataclass
class Model:
    """One model's rows: what each calls, and what was measured while setting them up."""

    name: str
    kind: str
    description: str
    calls: dict[str, Callable[[], Any]] = dataclasses.field(default_factory=dict)
    failures: dict[str, str] = dataclasses.field(default_factory=dict)
    first_call: dict[str, float] = dataclasses.field(default_factory=dict)
    errors: dict[str, float] = dataclasses.field(default_factory=dict)
    transpile: dict[str, float] = dataclasses.field(default_factory=dict)
    transpile_cpu: dict[str, float] = dataclasses.field(default_factory=dict)
    graphs: tuple[int, int] = (0, 0)
    number: int = 1


def _reason(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    text = f"{type(error).__name__}: {lines[0] if lines else ''}".rstrip(": ")
    return text[:160].replace("|", "\\|")


def _describe(model: Any, args: tuple, kwargs: dict) -> str:
    count = sum(p.numel() for p in model.parameters()) if hasattr(model, "parameters") else 0
    parameters = f"{count / 1e6:.1f}M" if count >= 1e5 else f"{count / 1e3:.1f}k"
    shapes = ["x".join(map(str, v.shape)) for v in (*args, *kwargs.values()) if _is_array(v)]
    return f"{parameters} params; {', '.join(shapes)}"


def _checked(model: Model, row: str, out: Any, expected: Any) -> bool:
    """Whether ``out`` matches torch eager's ``expected``; if not, the table says why."""
    try:
        model.errors[row] = _error(out, expected)
    except (AssertionError, TypeError) as error:
        model.failures[row] = f"outputs differ: {_reason(error)}"
        return False
    if not model.errors[row] <= TOLERANCE:  # (NaN included)
        model.failures[row] = (
            f"differs from torch eager by {model.errors[row]:.1e} of the output's scale"
        )
        return False
    return True


def _dynamo_counts() -> tuple[int, int]:
    """How many graphs dynamo has compiled, and how many graph breaks it met, so far."""
    from torch._dynamo.utils import counters

    return counters["stats"]["unique_graphs"], sum(counters["graph_break"].values())


def _timed_first_call(fn: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - start


def _setup(
    name: str, kind: str, builder: Callable, size: str, out_dir: Path, seconds_per_round: float
) -> Model:
    """Builds the model, transpiles it, compiles every row and checks it against torch eager."""
    import jax
    import tensorflow as tf
    import torch

    from ivy_transpiler import transpile

    torch_model, args, kwargs = builder(size=size)
    model = Model(name, kind, _describe(torch_model, args, kwargs))
    with torch.no_grad():
        expected, _ = _timed_first_call(lambda: torch_model(*args, **kwargs))
        _, seconds = _timed_first_call(lambda: torch_model(*args, **kwargs))
    model.calls[EAGER] = lambda: torch_model(*args, **kwargs)
    model.errors[EAGER] = 0.0

    for row, mode in ((COMPILE, "default"), (AUTOTUNE, AUTOTUNE)):
        compiled = torch.compile(torch_model, mode=mode)
        graphs, breaks = _dynamo_counts()
        try:
            with torch.no_grad():
                out, model.first_call[row] = _timed_first_call(
                    lambda c=compiled: c(*args, **kwargs)
                )
        except Exception as error:  # inductor needs a C++ compiler and a working toolchain
            model.failures[row] = f"compile fails: {_reason(error)}"
            continue
        if row == COMPILE:
            after = _dynamo_counts()
            model.graphs = (after[0] - graphs, after[1] - breaks)
        if _checked(model, row, out, expected):
            model.calls[row] = lambda c=compiled: c(*args, **kwargs)

    # The transpiled models take the tensors only (transpile folds Python values such as
    # use_cache=False into the graph).
    inputs = [a.numpy() for a in args]
    named = {k: v.numpy() for k, v in kwargs.items() if _is_array(v)}
    targets = {
        JAX: ("jax", jax.numpy.asarray),
        TF: ("tensorflow", tf.constant),
    }
    for row, (target, convert) in targets.items():
        try:
            cpu, start = time.process_time(), time.perf_counter()
            transpiled = transpile(
                torch_model, target=target, args=args, kwargs=kwargs, output_dir=out_dir
            )
            model.transpile[target] = time.perf_counter() - start
            model.transpile_cpu[target] = time.process_time() - cpu
        except Exception as error:
            model.failures[row] = f"transpile fails: {_reason(error)}"
            continue
        native_args = [convert(a) for a in inputs]
        native_kwargs = {k: convert(v) for k, v in named.items()}
        if target == "jax":
            apply = jax.jit(transpiled.apply)

            def call(apply=apply, params=transpiled.params, a=native_args, k=native_kwargs):
                return jax.block_until_ready(apply(params, *a, **k))

        else:
            function = tf.function(transpiled, jit_compile=True)

            def call(function=function, a=native_args, k=native_kwargs):
                return function(*a, **k)

        try:
            out, model.first_call[row] = _timed_first_call(call)
        except Exception as error:
            model.failures[row] = f"compile fails: {_reason(error)}"
            continue
        if _checked(model, row, out, expected):
            model.calls[row] = call

    model.number = max(1, round(seconds_per_round / seconds))
    return model


def _warm_up_transpiler(out_dir: Path) -> None:
    """One transpile per target of a small MLP: imports and first-use caches, not counted."""
    import torch

    from ivy_transpiler import transpile

    mlp = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2))
    for target in ("jax", "tensorflow"):
        transpile(mlp.eval(), target=target, args=(torch.randn(2, 4),), output_dir=out_dir)


# --- timing -----------------------------------------------------------------------------------


def _time(models: list[Model], rounds: int) -> dict[tuple[str, str], dict[str, Any]]:
    """Each row's mean time per call in every round, and its CPU time over wall time."""
    import torch
    from tqdm import tqdm

    rows = [(m, row) for m in models for row in ROWS if row in m.calls]
    times: dict[tuple[str, str], list[float]] = {(m.name, r): [] for m, r in rows}
    busy = {key: [0.0, 0.0] for key in times}
    with torch.no_grad():
        for model, row in tqdm(rows, desc="warm-up", file=sys.stderr, leave=False):
            for _ in range(model.number):
                model.calls[row]()
        for _ in tqdm(range(rounds), desc="rounds", file=sys.stderr):
            for model, row in rows:
                call, number = model.calls[row], model.number
                cpu, start = time.process_time(), time.perf_counter()
                for _ in range(number):
                    call()
                wall = time.perf_counter() - start
                times[model.name, row].append(wall / number)
                busy[model.name, row][0] += time.process_time() - cpu
                busy[model.name, row][1] += wall
    return {
        key: {
            "median": statistics.median(samples),
            "least": min(samples),
            "rounds": samples,
            "cpu_over_wall": busy[key][0] / busy[key][1],
        }
        for key, samples in times.items()
    }


# --- report -----------------------------------------------------------------------------------


def _ms(seconds: float) -> str:
    milliseconds = seconds * 1e3
    return f"{milliseconds:.3g}" if milliseconds < 100 else f"{milliseconds:.0f}"


def _speedups(models: list[Model], timings: dict) -> dict[str, tuple[float, str]]:
    """Per model with a jax row and a torch row: best torch time over jax's, and that mode."""
    result = {}
    for model in models:
        torch_times = {
            row: timings[model.name, row]["median"] for row in TORCH_ROWS if row in model.calls
        }
        if JAX in model.calls and torch_times:
            best = min(torch_times, key=torch_times.get)
            result[model.name] = (torch_times[best] / timings[model.name, JAX]["median"], best)
    return result


def _geometric_mean(values: list[float]) -> float:
    return math.exp(statistics.fmean(math.log(v) for v in values)) if values else math.nan


def _versions() -> str:
    import jax
    import jaxlib
    import tensorflow as tf
    import torch
    import transformers

    modules = {"torch": torch, "jax": jax, "jaxlib": jaxlib, "tensorflow": tf}
    found = [f"{name} {module.__version__}" for name, module in modules.items()]
    found.append(f"transformers {transformers.__version__}")
    return ", ".join([*found, f"ivy-transpiler {importlib.metadata.version('ivy-transpiler')}"])


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo") as file:
            for line in file:
                if line.startswith("model name"):
                    return line.partition(":")[2].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def _report(models: list[Model], timings: dict, settings: dict) -> str:
    speedups = _speedups(models, timings)
    geomean = _geometric_mean([s for s, _ in speedups.values()])
    runs = "; ".join(
        f"{', '.join(run['models'])} pinned to core {run['cores']}, load average (1 min) "
        f"{run['load_before']:.2f} before and {run['load_after']:.2f} after, {run['date']}"
        for run in settings["runs"]
    )
    lines = [
        f"float32 inference on the CPU ({settings['cpu']}), {settings['threads']} thread(s) for "
        f"every framework; {settings['versions']}. Sizes: the model zoo's `{settings['size']}`. "
        f"Median over {settings['rounds']} interleaved rounds of each row's mean time per call, "
        f"after warm-up; every row's outputs match torch eager's within {TOLERANCE:.0e} of "
        f"their scale before timing. Run{'s' if len(settings['runs']) > 1 else ''}: {runs}.",
        "",
        "| model | kind | inputs | torch eager (ms) | torch.compile (ms) | max-autotune-no-"
        "cudagraphs (ms) | jax.jit, transpiled (ms) | tf XLA, transpiled (ms) | jax.jit vs best "
        "torch | transpile to jax / tf: wall (CPU) s |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for model in models:
        cells = []
        for row in ROWS:
            if row in model.calls:
                cells.append(_ms(timings[model.name, row]["median"]))
            else:
                cells.append(model.failures.get(row, "—"))
        speedup = speedups.get(model.name)
        ratio = f"**{speedup[0]:.2f}x** (vs {speedup[1]})" if speedup else "—"
        transpile_times = " / ".join(
            f"{model.transpile[t]:.1f}" if t in model.transpile else "—"
            for t in ("jax", "tensorflow")
        )
        if model.transpile_cpu:
            transpile_times += (
                " (CPU "
                + " / ".join(
                    f"{model.transpile_cpu[t]:.1f}" if t in model.transpile_cpu else "—"
                    for t in ("jax", "tensorflow")
                )
                + ")"
            )
        lines.append(
            f"| {model.name} | {model.kind} | {model.description} | {' | '.join(cells)} | "
            f"{ratio} | {transpile_times} |"
        )
    lines += [
        "",
        f"Geometric mean of jax.jit's speedup over the best torch mode: **{geomean:.2f}x** "
        f"over {len(speedups)} models.",
        "",
        "First call (compilation included; s) and, in brackets, the largest difference from "
        "torch eager (relative to the output's scale); the graphs dynamo compiled for "
        "torch.compile (and its graph breaks); each row's CPU time over wall time while timed:",
        "",
        "| model | "
        + " | ".join(ROWS[1:])
        + " | dynamo graphs (breaks) | CPU/wall ("
        + ", ".join(ROWS)
        + ") |",
        "|---|" + "---:|" * len(ROWS) + "---|",
    ]
    for model in models:
        cells = []
        for row in ROWS[1:]:
            if row in model.first_call and row in model.errors:
                cells.append(f"{model.first_call[row]:.1f} ({model.errors[row]:.0e})")
            else:
                cells.append("—")
        busy = ", ".join(
            f"{timings[model.name, row]['cpu_over_wall']:.2f}" if row in model.calls else "—"
            for row in ROWS
        )
        graphs = f"{model.graphs[0]} ({model.graphs[1]})" if COMPILE in model.calls else "—"
        lines.append(f"| {model.name} | {' | '.join(cells)} | {graphs} | {busy} |")
    return "\n".join(lines) + "\n"


def _chart(models: list[Model], timings: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    speedups = _speedups(models, timings)
    names = list(speedups)
    values = [speedups[n][0] for n in names]
    geomean = _geometric_mean(values)
    figure, axes = plt.subplots(figsize=(max(6, 0.8 * len(names) + 2), 4), layout="constrained")
    colors = ["tab:green" if v >= 1 else "tab:red" for v in values]
    axes.bar(names, values, color=colors)
    for i, value in enumerate(values):
        axes.text(i, value, f"{value:.2f}x", ha="center", va="bottom", fontsize=8)
    axes.axhline(1.0, color="black", linewidth=0.8)
    axes.axhline(geomean, color="tab:blue", linestyle="--", label=f"geometric mean {geomean:.2f}x")
    axes.set_ylabel("best torch mode's time / jax.jit's")
    axes.axhline(1.2, color="gray", linestyle=":", label="goal of the geometric mean, 1.2x")
    axes.set_title("Transpiled to jax under jax.jit vs the best torch mode (CPU)")
    axes.tick_params(axis="x", rotation=30)
    axes.legend(loc="lower right")  # the bars reach the top
    figure.savefig(path, dpi=120)
    plt.close(figure)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="test sizes, one model per kind")
    parser.add_argument("--models", nargs="+", help="model zoo names (default: the suite)")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--target", type=float, help="seconds of torch eager calls per round")
    parser.add_argument(
        "--out",
        help=f"write <out>.md, .png and .json (default {RESULTS.relative_to(ROOT)}; "
        "none with --quick)",
    )
    parser.add_argument(
        "--merge", nargs="+", metavar="JSON", help="only report these runs' results as one table"
    )
    args = parser.parse_args()
    if args.merge:
        _merge(args.merge, Path(args.out) if args.out else RESULTS)
        return
    rounds = args.rounds or (3 if args.quick else 7)
    seconds_per_round = args.target or (0.02 if args.quick else 0.25)
    out = Path(args.out) if args.out else (None if args.quick else RESULTS)
    cores = _set_threads(args.threads)
    load_before = os.getloadavg()[0]

    builders = _builders()
    if args.models:
        unknown = [n for n in args.models if n not in builders]
        if unknown:
            parser.error(f"--models: {unknown}; known: {', '.join(builders)}")
        names = args.models
    else:
        names = list(SUITE)
        if args.quick:  # the first of each kind
            first = {SUITE[n]: n for n in reversed(names)}
            names = [n for n in names if n in first.values()]

    import tensorflow as tf
    import torch
    import torch._inductor.config
    from tqdm import tqdm

    import ivy_transpiler

    torch.set_num_threads(args.threads)
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    # Every model's rows stay compiled for the interleaved rounds: room in dynamo's cache.
    torch._dynamo.config.cache_size_limit = 64
    torch._dynamo.config.accumulated_cache_size_limit = 1024
    torch._dynamo.config.allow_rnn = True
    # Inductor's autotuning report (every candidate kernel's time) on stderr: noise here.
    torch._inductor.config.autotune_num_choices_displayed = 0
    torch._inductor.config.max_autotune_report_choices_stats = False
    # The values transpile fixes at the example inputs are noted in the generated modules; the
    # zoo's inputs take the general branches (a padded attention mask).
    warnings.filterwarnings("ignore", category=ivy_transpiler.DataDependentWarning)

    size = "test" if args.quick else "bench"
    with tempfile.TemporaryDirectory() as scratch:
        _warm_up_transpiler(Path(scratch))
        models = [
            _setup(
                name,
                SUITE.get(name, "transformers"),
                builders[name],
                size,
                Path(scratch),
                seconds_per_round,
            )
            for name in tqdm(names, desc="models: transpile, compile, check", file=sys.stderr)
        ]
        timings = _time(models, rounds)
    run = {
        "models": names,
        "cores": ",".join(map(str, cores)),
        "load_before": load_before,
        "load_after": os.getloadavg()[0],
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }
    settings = {
        "cpu": _cpu_name(),
        "threads": args.threads,
        "versions": _versions(),
        "size": size,
        "rounds": rounds,
        "runs": [run],
    }
    _write(models, timings, settings, out)


def _write(models: list[Model], timings: dict, settings: dict, out: Path | None) -> None:
    """Prints the report; writes it, the chart and every timing to ``out`` (.md, .png, .json)."""
    report = _report(models, timings, settings)
    print(report)
    if out is None:
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".md").write_text(report)
    _chart(models, timings, out.with_suffix(".png"))
    raw = {
        "settings": settings,
        "tolerance": TOLERANCE,
        "models": {
            m.name: {
                "kind": m.kind,
                "inputs": m.description,
                "calls_per_round": m.number,
                "transpile_s": m.transpile,
                "transpile_cpu_s": m.transpile_cpu,
                "first_call_s": m.first_call,
                "dynamo_graphs_and_breaks": m.graphs,
                "max_relative_error": m.errors,
                "failures": m.failures,
                "rows": {row: timings[m.name, row] for row in ROWS if row in m.calls},
            }
            for m in models
        },
    }
    out.with_suffix(".json").write_text(json.dumps(raw, indent=1))


def _merge(paths: list[str], out: Path | None) -> None:
    """The report of several runs' ``.json`` files (e.g. one per core), as one table."""
    models, timings, runs, settings = [], {}, [], {}
    for path in paths:
        raw = json.loads(Path(path).read_text())
        if settings and any(raw["settings"][k] != settings[k] for k in ("threads", "size")):
            raise SystemExit(f"--merge: {path} has other threads or sizes than {paths[0]}")
        settings = raw["settings"]
        runs += settings["runs"]
        for name, data in raw["models"].items():
            model = Model(name, data["kind"], data["inputs"], number=data["calls_per_round"])
            model.calls = dict.fromkeys(data["rows"])
            model.failures, model.first_call = data["failures"], data["first_call_s"]
            model.errors, model.transpile = data["max_relative_error"], data["transpile_s"]
            model.transpile_cpu = data.get("transpile_cpu_s", {})
            model.graphs = tuple(data["dynamo_graphs_and_breaks"])
            models.append(model)
            timings |= {(name, row): timing for row, timing in data["rows"].items()}
    _write(models, timings, {**settings, "runs": runs}, out)


if __name__ == "__main__":
    main()
