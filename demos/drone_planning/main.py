"""Plans a drone's flight through a furnished room by gradient descent, on any autodiff backend.

ivy-robot's spline and rigid mobile, ivy-mech's poses and ivy-vision's signed distances make one
differentiable cost of the path; ivy-stateful's SGD moves the spline's anchors until every point
of the drone clears every obstacle by 10 cm. Headless; writes trajectory.png, cost.png,
flight.gif and summary.json, and prints a one-line summary::

    python demos/drone_planning/main.py [--backend torch|jax|tensorflow|paddle|mxnet]
        [--iterations N] [--out DIR] [--seed S] [--samples N] [--no-gif] ...

Bad arguments end with one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the demo importable as a package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# Nothing here imports numpy or a framework before limit_threads() has set their thread counts.

DEMO_DIR = Path(__file__).resolve().parent
DEFAULT_OUTPUT = DEMO_DIR / "output"
BACKENDS = ("torch", "jax", "tensorflow", "paddle", "mxnet")
INSTALL = {
    "torch": "pip install torch",
    "jax": 'pip install "jax[cpu]"',
    "tensorflow": "pip install tensorflow-cpu",
    "paddle": "pip install paddlepaddle",
    "mxnet": "pip install mxnet==1.9.1 numpy==1.23.5 (in a venv without jax)",
}
# Whether ivy.compile pays off for a plan of about ten steps (benchmarks/drone_planning.py
# measures it; the README has the table): jax's op-by-op eager mode is slow and its compilation
# quick. torch.compile takes about 30 s for a step barely faster (dynamo breaks the graph at
# each read of ivy's backend setting); tensorflow's AutoGraph converts ivy's Python layers for
# about a minute before the first step; paddle's to_static cannot compile a gradient (see
# COMPILE_REFUSED); mxnet has no compiler.
COMPILE_BY_DEFAULT = {"jax": True, "torch": False, "tensorflow": False, "paddle": False}
COMPILE_REFUSED = {
    "paddle": "paddle.jit.to_static cannot compile this gradient computation (it fails, or "
    "crashes the interpreter, in paddle 3.3); run paddle without --compile",
    "mxnet": "mxnet has no function compiler (ivy.compile runs the function as it is); run "
    "mxnet without --compile",
}
# Environment variables the frameworks read their thread counts from when they load.
THREAD_VARIABLES = (
    "OMP_NUM_THREADS",
    "OPENBLAS_NUM_THREADS",
    "MKL_NUM_THREADS",
    "TF_NUM_INTRAOP_THREADS",
    "TF_NUM_INTEROP_THREADS",
)


class UsageError(Exception):
    """A bad argument: reported as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, no usage block
        raise UsageError(f"{message} (see --help)")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer; got {value}")
    return value


def _non_negative_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value >= 0.0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a finite number >= 0; got {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = _Parser(
        prog="python demos/drone_planning/main.py",
        description=__doc__.split("\n\n")[0],
    )
    parser.add_argument(
        "--backend", default="torch", help=f"an autodiff backend: {', '.join(BACKENDS)} (torch)"
    )
    parser.add_argument(
        "--iterations",
        type=_positive_int,
        default=200,
        help="the most SGD steps; planning stops earlier once the path is clear (200)",
    )
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUTPUT, help="the folder for pictures and summary"
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="seeds the initial anchors' --jitter (0)"
    )
    parser.add_argument(
        "--jitter",
        type=_non_negative_float,
        default=0.0,
        help="random offsets (standard deviation, metres) of the initial anchors from the "
        "straight line (0: on it)",
    )
    parser.add_argument(
        "--samples", type=_positive_int, default=100, help="poses sampled along the path (100)"
    )
    parser.add_argument(
        "--compile",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="compile cost and gradient with ivy.compile (default: on jax only, where it "
        "pays off; see the README)",
    )
    parser.add_argument("--no-gif", action="store_true", help="skip the animated flight.gif")
    parser.add_argument(
        "--frames", type=_positive_int, default=40, help="frames of flight.gif (40)"
    )
    parser.add_argument(
        "--scene", type=Path, help="the room's JSON file (default: scene.json beside main.py)"
    )
    parser.add_argument(
        "--threads",
        type=_positive_int,
        default=1,
        help="the frameworks' CPU threads (1: the arrays are small, so more threads only wait "
        "on each other; ignored if OMP_NUM_THREADS is set)",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parses and checks the arguments.

    Raises:
        UsageError: an argument is bad: the message says which and why.
    """
    args = build_parser().parse_args(argv)
    if args.backend == "numpy":
        raise UsageError(
            "--backend numpy: numpy has no automatic differentiation, which planning by "
            f"gradient descent needs; choose one of {', '.join(BACKENDS)}"
        )
    if args.backend not in BACKENDS:
        raise UsageError(
            f"--backend {args.backend!r} is not a backend this demo knows; "
            f"choose one of {', '.join(BACKENDS)}"
        )
    if args.samples < 2:
        raise UsageError(f"--samples must be at least 2; got {args.samples}")
    if args.compile and args.backend in COMPILE_REFUSED:
        raise UsageError(f"--compile: {COMPILE_REFUSED[args.backend]}")
    if args.compile is None:
        args.compile = COMPILE_BY_DEFAULT.get(args.backend, False)
    return args


def check_backend(name: str) -> None:
    """Raises UsageError if the backend's framework is not installed."""
    if importlib.util.find_spec(name) is None:
        raise UsageError(
            f"--backend {name}: {name} is not installed in this Python ({sys.executable}); "
            f"install it ({INSTALL[name]}) or choose another backend"
        )


def prepare_output(folder: Path) -> Path:
    """Creates the output folder if needed and checks that files can be written there.

    Raises:
        UsageError: the folder cannot be created or written.
    """
    folder = folder.expanduser()
    probe = folder / ".write-test"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise UsageError(f"--out {folder}: cannot write there ({reason})") from None
    return folder


def limit_threads(count: int) -> None:
    """Sets the frameworks' thread counts, unless the environment already does, before they load.

    Also quiets tensorflow's start-up log lines.
    """
    if "OMP_NUM_THREADS" not in os.environ:
        for variable in THREAD_VARIABLES:
            os.environ.setdefault(variable, str(count))
        os.environ.setdefault(
            "XLA_FLAGS",
            f"--xla_cpu_multi_thread_eigen={'true' if count > 1 else 'false'} "
            f"intra_op_parallelism_threads={count}",
        )
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


def _framework_version(backend: str) -> str:
    module = sys.modules.get(backend)
    return str(getattr(module, "__version__", "unknown"))


def summary_dict(plan: Any, args: argparse.Namespace, seconds: float, files: list[str]) -> dict:
    """The figures of a run, for summary.json."""
    settings = plan.settings
    return {
        "backend": plan.backend,
        "framework_version": _framework_version(plan.backend),
        "compiled": plan.compiled,
        "dtype": settings.dtype,
        "iterations": plan.iterations,
        "max_iterations": args.iterations,
        "reached_goal": plan.reached_goal,
        "clearance_goal_m": settings.clearance_goal,
        "initial_min_clearance_m": plan.initial.min_clearance,
        "final_min_clearance_m": plan.final.min_clearance,
        "initial_path_length_m": plan.initial.length,
        "final_path_length_m": plan.final.length,
        "initial_cost": plan.costs[0],
        "final_cost": plan.costs[-1],
        "seconds": {
            "total": seconds,
            "planning": plan.planning_seconds,
            "first_step": plan.first_step_seconds,
            "per_step": plan.step_seconds,
        },
        "seed": args.seed,
        "settings": {
            "samples": settings.num_samples,
            "free_anchors": settings.num_free_anchors,
            "margin_m": settings.margin,
            "collision_weight": settings.collision_weight,
            "learning_rate": settings.learning_rate,
            "jitter_m": settings.jitter,
            "optimizer": "ivy_stateful.SGD",
        },
        "scene": str(args.scene),
        "threads": os.environ.get("OMP_NUM_THREADS"),
        "python": platform.python_version(),
        "files": files,
        "costs": plan.costs,
        "min_clearances_m": plan.clearances,
        "final_anchor_poses": plan.anchors.tolist(),
    }


def summary_line(summary: dict, out: Path) -> str:
    """The one-line summary of a run."""
    outcome = (
        f"clear by {summary['final_min_clearance_m']:.3f} m"
        if summary["reached_goal"]
        else f"NOT clear: least clearance {summary['final_min_clearance_m']:.3f} m "
        f"(goal {summary['clearance_goal_m']:g} m)"
    )
    mode = "compiled" if summary["compiled"] else "eager"
    return (
        f"{summary['backend']}: {outcome} after {summary['iterations']} iterations, path "
        f"{summary['final_path_length_m']:.3f} m (straight line "
        f"{summary['initial_path_length_m']:.3f} m), planned in "
        f"{summary['seconds']['planning']:.2f} s ({mode}), {summary['seconds']['total']:.1f} s "
        f"in all; pictures in {out}"
    )


def run(args: argparse.Namespace) -> dict:
    """Plans, draws and summarises; returns the summary (also written to summary.json)."""
    started = time.perf_counter()
    limit_threads(args.threads)
    from tqdm import tqdm

    import ivy
    from drone_planning import pictures
    from drone_planning.planner import Planner, Settings, plan
    from drone_planning.room import DEFAULT_SCENE, Room

    args.scene = args.scene or DEFAULT_SCENE
    room = Room.load(args.scene)
    try:
        ivy.set_backend(args.backend)
    except ivy.BackendNotInstalledError as error:
        raise UsageError(f"--backend {args.backend}: {error}") from None
    try:
        planner = Planner(room, Settings(num_samples=args.samples, jitter=args.jitter))
        with tqdm(
            total=args.iterations,
            desc=f"planning on {args.backend}",
            unit="step",
            disable=args.quiet,
            leave=False,
        ) as bar:

            def on_step(step: int, cost: float, clearance: float) -> None:
                bar.set_postfix_str(f"cost {cost:.3f}, least clearance {clearance:+.3f} m")
                if step:
                    bar.update()

            result = plan(
                planner, args.iterations, seed=args.seed, compile=args.compile, on_step=on_step
            )
    finally:
        ivy.unset_backend()

    files = ["trajectory.png", "cost.png"]
    pictures.draw_trajectory(result, room, args.out / "trajectory.png")
    pictures.draw_progress(result, args.out / "cost.png")
    if not args.no_gif:
        pictures.draw_flight(result, room, args.out / "flight.gif", frames=args.frames)
        files.append("flight.gif")
    files.append("summary.json")
    summary = summary_dict(result, args, time.perf_counter() - started, files)
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary


def main(argv: list[str] | None = None) -> int:
    """The command: returns the exit status (0, or 2 for bad arguments)."""
    try:
        args = parse_args(argv)
        check_backend(args.backend)
        args.out = prepare_output(args.out)
        from drone_planning.room import SceneFileError

        try:
            summary = run(args)
        except SceneFileError as error:
            raise UsageError(f"--scene: {error}") from None
    except UsageError as error:
        print(f"drone_planning: error: {error}", file=sys.stderr)
        return 2
    print(summary_line(summary, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
