"""The whole-workload rows: two pipelines in ivy against the same code written in torch and jax.

- **drone step**: one optimisation step of the drone demo (``demos/drone_planning``): the cost of
  the 100-sample path through the spline, poses, body points and signed distances, its gradient,
  the cost read back to the host and the SGD update. Ivy's is the demo's own ``Planner`` with
  ivy-stateful's SGD; the references are ``reference/torch_drone.py`` and ``jax_drone.py``.
- **vision warp** (``reference/ivy_vision.py``): camera 1's depth image inverse-warped into
  camera 2 (depth to world coordinates for both cameras, reprojection into camera 1, bilinear
  sampling of camera 1's world coordinates, their depth in camera 2), as ``ivy_vision``'s
  ``render_and_warp`` example does it, on 96x128 depth images (12,288 pixels) of that example's
  scene rendered once with ``ivy_vision`` on numpy; the references are
  ``reference/torch_vision.py`` and ``jax_vision.py`` (``grid_sample`` and
  ``map_coordinates``: what a user of each framework would call).

Eager and compiled (``ivy.compile`` against ``torch.compile`` / ``jax.jit`` of the reference),
timed interleaved in one interpreter per framework with :func:`dispatch._per_call_us` (the least
of ``repeat`` runs, one thread per framework); each ivy result is first checked against its
reference's.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import sys
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
from reference.ivy_vision import warp_depth

import ivy
import ivy_vision as iv
from ivy import api

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
WORKLOADS = ("drone step", "vision warp")
IMAGE_DIMS = (96, 128)


def _drone_modules() -> tuple[Any, Any]:
    demos = str(ROOT / "demos")
    if demos not in sys.path:
        sys.path.insert(0, demos)
    return importlib.import_module("drone_planning.planner"), importlib.import_module(
        "drone_planning.room"
    )


def drone_problem() -> dict:
    """The demo's planning problem as NumPy arrays and floats (the references' input)."""
    planner_module, room_module = _drone_modules()
    settings = planner_module.Settings()
    room = room_module.Room.load()
    with ivy.using_backend("numpy"):
        planner = planner_module.Planner(room, settings)
        scene = planner.scene
        anchors = planner.initial_anchors()
    return {
        "anchor_times": np.linspace(0.0, 1.0, settings.num_free_anchors + 2)[:, None],
        "sample_times": np.linspace(0.0, 1.0, settings.num_samples)[:, None],
        "start": room.start_pose[None],
        "target": room.target_pose[None],
        "body_points": room.body_points,
        "cuboid_ext_mats": np.asarray(scene.cuboid_ext_mats),
        "cuboid_dims": np.asarray(scene.cuboid_dims),
        "margin": settings.margin,
        "collision_weight": settings.collision_weight,
        "learning_rate": settings.learning_rate,
        "initial_anchors": np.asarray(anchors, np.float32),
    }


def vision_problem(image_dims: tuple[int, int] = IMAGE_DIMS) -> dict[str, np.ndarray]:
    """Two cameras' depth images of the render_and_warp example's scene, and their matrices."""
    path = ROOT / "packages" / "ivy-vision" / "examples" / "render_and_warp.py"
    spec = importlib.util.spec_from_file_location("render_and_warp", path)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    with ivy.using_backend("numpy"):
        scene = iv.PrimitiveScene.from_primitives(**example.SCENE)
        cameras = [example.camera(p, image_dims) for p in ([3.2, -2.4, 2.2], [3.9, 0.3, 1.7])]
        depths = [scene.render_depth(c, image_dims, num_iterations=64) for c in cameras]
    problem = {}
    for i, (camera, depth) in enumerate(zip(cameras, depths, strict=True), start=1):
        problem[f"depth_{i}"] = np.asarray(depth, np.float32)
        problem[f"inv_full_mat_{i}"] = np.asarray(camera.inv_full_mats_homo[..., :3, :], np.float32)
        problem[f"full_mat_{i}"] = np.asarray(camera.full_mats_homo[..., :3, :], np.float32)
    return problem


VISION_ARGS = ("depth_1", "depth_2", "inv_full_mat_1", "full_mat_1", "inv_full_mat_2", "full_mat_2")


# ---------------------------------------------------------------------------------------------
# Steps: each a function of no arguments that runs one step and waits for its result.


def _ivy_drone(framework: str, compiled: bool, problem: dict) -> tuple[Callable, Callable]:
    """Ivy's drone step on the global backend ``framework``: (step, the first cost and grads)."""
    import ivy_stateful

    planner_module, room_module = _drone_modules()
    planner = planner_module.Planner(room_module.Room.load(), planner_module.Settings())
    value_and_grad = planner.value_and_grad(compile=compiled)
    optimizer = ivy_stateful.SGD(problem["learning_rate"])
    state = {"anchors": planner.initial_anchors()}

    def step() -> float:
        (cost, _), grads = value_and_grad(state["anchors"])
        value = float(ivy.to_numpy(cost))
        state["anchors"] = optimizer.step(state["anchors"], grads)
        return value

    def first() -> tuple[float, np.ndarray]:
        (cost, _), grads = value_and_grad(planner.initial_anchors())
        return float(ivy.to_numpy(cost)), ivy.to_numpy(grads)

    return step, first


def _reference_drone(framework: str, compiled: bool, problem: dict) -> tuple[Callable, Callable]:
    module = importlib.import_module(f"reference.{framework}_drone")
    drone_step = module.DroneStep(problem, compile=compiled)
    namespace = importlib.import_module(f"ivy.{framework}")
    initial = namespace.asarray(problem["initial_anchors"])
    state = {"anchors": initial}

    def step() -> float:
        value, state["anchors"] = drone_step(state["anchors"])
        return value

    def first() -> tuple[float, np.ndarray]:
        value, updated = drone_step(initial)
        grads = (ivy.to_numpy(initial) - ivy.to_numpy(updated)) / problem["learning_rate"]
        return value, grads

    return step, first


def _vision(framework: str, compiled: bool, problem: dict, reference: bool) -> Callable:
    namespace = importlib.import_module(f"ivy.{framework}")
    args = [namespace.asarray(problem[name]) for name in VISION_ARGS]
    if reference:
        module = importlib.import_module(f"reference.{framework}_vision")
        fn = module.warp_depth
        if compiled:
            from dispatch import _native_compile  # the options ivy.compile passes

            fn = _native_compile(framework, fn)
    else:
        fn = ivy.compile(warp_depth) if compiled else warp_depth
    wait = (lambda r: r.block_until_ready()) if framework == "jax" else (lambda r: r)
    a, b, c, d, e, f = args
    return lambda: wait(fn(a, b, c, d, e, f))


def check(steps: dict) -> list[str]:
    """Ivy's results against the references' (eager and compiled): the mismatches, if any."""
    problems = []
    for compiled in (False, True):
        mode = "compiled" if compiled else "eager"
        ivy_cost, ivy_grads = steps[("drone step", "ivy", compiled)][1]()
        ref_cost, ref_grads = steps[("drone step", "reference", compiled)][1]()
        if not np.isclose(ivy_cost, ref_cost, rtol=1e-4):
            problems.append(f"drone step {mode}: cost {ivy_cost} (ivy) vs {ref_cost}")
        if not np.allclose(ivy_grads, ref_grads, rtol=2e-3, atol=2e-4):
            error = np.max(np.abs(ivy_grads - ref_grads))
            problems.append(f"drone step {mode}: gradients differ by up to {error:.2e}")
        warped = [
            ivy.to_numpy(steps[("vision warp", who, compiled)][0]()) for who in ("ivy", "reference")
        ]
        error = np.max(np.abs(warped[0] - warped[1]))
        if error > 1e-3 * np.max(np.abs(warped[1])):
            problems.append(f"vision warp {mode}: warped depths differ by up to {error:.2e}")
    return problems


def measure(
    framework: str,
    *,
    rounds: int,
    repeat: int,
    budget_s: float,
    progress: Callable[[int, int], None] = lambda done, total: None,
) -> list[dict]:
    """Times both workloads on ``framework``, ivy and reference, eager and compiled.

    Returns one row per (workload, mode) with ``reference_us``, ``ivy_us`` and the relative
    overhead, and ``problems`` naming any result mismatch.
    """
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    from dispatch import _per_call_us

    ivy.set_backend(framework)
    drone, vision = drone_problem(), vision_problem()
    steps: dict[tuple[str, str, bool], tuple[Callable, Callable | None]] = {}
    for compiled in (False, True):
        steps[("drone step", "ivy", compiled)] = _ivy_drone(framework, compiled, drone)
        steps[("drone step", "reference", compiled)] = _reference_drone(framework, compiled, drone)
        for who in ("ivy", "reference"):
            run = _vision(framework, compiled, vision, reference=who == "reference")
            steps[("vision warp", who, compiled)] = (run, None)
    total = len(steps) * (rounds + 1)
    done = 0
    fallbacks = []
    for (workload, _, _), (run, _) in steps.items():  # compiles, and warms the caches
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", RuntimeWarning)
            run()
        # ivy.compile warns where the framework's compiler failed and the function runs eagerly.
        fallbacks += [
            f"{workload}: {str(w.message).splitlines()[0][:300]}"
            for w in caught
            if str(w.message).startswith("ivy.compile")
        ]
        done += 1
        progress(done, total)
    problems = check(steps) + fallbacks
    times: dict[tuple, list[float]] = {key: [] for key in steps}
    for _ in range(rounds):  # interleaved, so drift hits ivy and reference alike
        for key, (run, _) in steps.items():
            times[key].append(_per_call_us(run, repeat=repeat, budget_s=budget_s))
            done += 1
            progress(done, total)
    rows = []
    for workload in WORKLOADS:
        for compiled in (False, True):
            reference_us = min(times[(workload, "reference", compiled)])
            ivy_us = min(times[(workload, "ivy", compiled)])
            rows.append(
                {
                    "backend": framework,
                    "workload": workload,
                    "mode": "compiled" if compiled else "eager",
                    "reference_us": reference_us,
                    "ivy_us": ivy_us,
                    "over_percent": (ivy_us - reference_us) / reference_us * 100,
                    "problems": [p for p in problems if p.startswith(workload)],
                }
            )
    ivy.unset_backend()
    return rows


@contextlib.contextmanager
def _counting_calls(counter: Counter) -> Iterator[None]:
    """Counts every call of an api function through ``ivy.<fn>`` (and ``ivy.linalg``, ``ivy.fft``)
    while the block runs, by wrapping the module attributes; restored after. For counting only:
    the wrappers' own cost is never timed."""
    import ivy.fft
    import ivy.linalg

    replaced = []
    for module in (ivy, ivy.linalg, ivy.fft):
        for name, fn in api.FUNCTIONS.items():
            if getattr(module, name, None) is fn:

                def counted(
                    *args: Any, _fn: Callable = fn, _name: str = name, **kwargs: Any
                ) -> Any:
                    counter[_name] += 1
                    return _fn(*args, **kwargs)

                replaced.append((module, name, fn))
                setattr(module, name, counted)
    try:
        yield
    finally:
        for module, name, fn in replaced:
            setattr(module, name, fn)


def count_api_calls(framework: str) -> dict[str, dict[str, int]]:
    """The ivy api calls one eager step of each workload makes on the global backend."""
    steps = {
        "drone step": _ivy_drone(framework, False, drone_problem())[0],
        "vision warp": _vision(framework, False, vision_problem(), reference=False),
    }
    counts = {}
    for workload, step in steps.items():
        step()  # first-call work (caches) is not what a step does
        counter: Counter = Counter()
        with _counting_calls(counter):
            step()
        counts[workload] = dict(counter)
    return counts


def torch_graph_breaks() -> dict[str, dict]:
    """Per workload, how often torch.compile's graph capture (dynamo) breaks the ivy code's graph
    and the reference's, with the distinct reasons for ivy's (global backend: torch)."""
    import torch

    planner_module, room_module = _drone_modules()
    planner = planner_module.Planner(room_module.Room.load(), planner_module.Settings())
    drone_reference = importlib.import_module("reference.torch_drone").DroneStep(drone_problem())
    vision = vision_problem()
    vision_args = [torch.as_tensor(vision[name]) for name in VISION_ARGS]
    cases = {
        "drone step": (
            planner.value_and_grad(compile=False),
            drone_reference.value_and_grad,
            [planner.initial_anchors()],
        ),
        "vision warp": (
            warp_depth,
            importlib.import_module("reference.torch_vision").warp_depth,
            vision_args,
        ),
    }
    breaks = {}
    for workload, (ivy_fn, reference_fn, args) in cases.items():
        torch._dynamo.reset()
        try:
            explained = torch._dynamo.explain(ivy_fn)(*args)
        except Exception as error:  # dynamo itself failed (ivy.compile then runs it eagerly)
            reason = f"dynamo fails: {type(error).__name__}: {str(error).splitlines()[0][:300]}"
            breaks[workload] = {"ivy": "-", "reference": "-", "reasons": [reason]}
            continue
        reasons = sorted({str(r.reason).splitlines()[0][:120] for r in explained.break_reasons})
        torch._dynamo.reset()
        reference = torch._dynamo.explain(reference_fn)(*args).graph_break_count
        breaks[workload] = {
            "ivy": explained.graph_break_count,
            "reference": reference,
            "reasons": reasons[:4],
        }
    torch._dynamo.reset()
    return breaks
