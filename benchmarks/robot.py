"""ivy-robot against pytorch_kinematics: batched forward kinematics and Jacobians of the Panda.

For ``--batch`` (10,000) random float32 configurations of the Franka Panda, times in one process,
interleaved round by round so that a busy machine slows every row alike:

- ``ivy_robot.PandaManipulator`` on torch tensors, eager (the backend inferred from the
  arguments, as a torch user calls it): ``compute_link_matrices`` (every link frame) and
  ``jacobian``;
- the same manipulator built from pybullet's Panda URDF (``Manipulator.from_urdf``), which is
  what pytorch_kinematics runs, on torch;
- pytorch_kinematics on the same URDF and tensors: ``forward_kinematics`` (every frame, and the
  end frame only) and ``jacobian``;
- ivy-robot on jax arrays under ``jax.jit`` (compiled once before timing; calls end in
  ``block_until_ready``).

Each row keeps the least over ``--rounds`` rounds of its mean time per call over ``--number``
calls (the least is the estimate least disturbed by other work on a shared machine). Results
agree (checked before timing) to 1e-5. Threads: ``--threads`` (default 1) for torch and for
XLA's CPU backend, set before either loads, so that rows compare like with like on a machine
whose cores other work shares.

Usage: ``python benchmarks/robot.py [--batch 10000] [--rounds 7] [--number 5] [--json out.json]``.
Needs torch, jax, pytorch-kinematics and pybullet (for its ``pybullet_data`` URDF) installed
beside ivy-core, ivy-mech and ivy-robot.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import sys
import time
from collections.abc import Callable

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np


def _timer(fn: Callable[[], object], number: int) -> Callable[[], float]:
    def run() -> float:
        start = time.perf_counter()
        for _ in range(number):
            fn()
        return (time.perf_counter() - start) / number

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--number", type=int, default=5)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args()
    if args.threads == 1:
        os.environ["XLA_FLAGS"] = (
            os.environ.get("XLA_FLAGS", "")
            + " --xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
        )

    import jax
    import pybullet_data
    import pytorch_kinematics
    import torch
    from tqdm import tqdm

    from ivy_robot import Manipulator, PandaManipulator

    torch.set_num_threads(args.threads)

    urdf = os.path.join(pybullet_data.getDataPath(), "franka_panda", "panda.urdf")
    panda = PandaManipulator()
    from_urdf = Manipulator.from_urdf(urdf, end_link="panda_link8")
    with open(urdf, "rb") as file:
        chain = pytorch_kinematics.build_serial_chain_from_urdf(file.read(), "panda_link8")
    chain = chain.to(dtype=torch.float32)

    limits = panda.joint_limits
    angles = np.random.default_rng(0).uniform(limits[:, 0], limits[:, 1], (args.batch, 7))
    q_torch = torch.as_tensor(angles, dtype=torch.float32)
    q_jax = jax.numpy.asarray(angles, dtype=jax.numpy.float32)
    jit_frames = jax.jit(panda.compute_link_matrices)
    jit_jacobian = jax.jit(panda.jacobian)

    # The rows agree before they are timed.
    end = chain.forward_kinematics(q_torch, end_only=True).get_matrix()
    reference_jacobian = chain.jacobian(q_torch)
    for frames, jacobian in [
        (panda.compute_link_matrices(q_torch), panda.jacobian(q_torch)),
        (from_urdf.compute_link_matrices(q_torch), from_urdf.jacobian(q_torch)),
        (
            torch.tensor(np.asarray(jit_frames(q_jax))),
            torch.tensor(np.asarray(jit_jacobian(q_jax))),
        ),
    ]:
        torch.testing.assert_close(frames[:, -1], end, rtol=0, atol=1e-5)
        torch.testing.assert_close(jacobian, reference_jacobian, rtol=0, atol=1e-5)

    rows = {
        ("forward kinematics, every frame", "ivy-robot PandaManipulator, torch"): lambda: (
            panda.compute_link_matrices(q_torch)
        ),
        ("forward kinematics, every frame", "ivy-robot from_urdf, torch"): lambda: (
            from_urdf.compute_link_matrices(q_torch)
        ),
        ("forward kinematics, every frame", "pytorch_kinematics, torch"): lambda: (
            chain.forward_kinematics(q_torch, end_only=False)
        ),
        ("forward kinematics, end frame", "pytorch_kinematics, torch"): lambda: (
            chain.forward_kinematics(q_torch, end_only=True).get_matrix()
        ),
        ("forward kinematics, every frame", "ivy-robot PandaManipulator, jax.jit"): lambda: (
            jit_frames(q_jax).block_until_ready()
        ),
        ("Jacobian", "ivy-robot PandaManipulator, torch"): lambda: panda.jacobian(q_torch),
        ("Jacobian", "ivy-robot from_urdf, torch"): lambda: from_urdf.jacobian(q_torch),
        ("Jacobian", "pytorch_kinematics, torch"): lambda: chain.jacobian(q_torch),
        ("Jacobian", "ivy-robot PandaManipulator, jax.jit"): lambda: jit_jacobian(
            q_jax
        ).block_until_ready(),
    }
    timers = {key: _timer(fn, args.number) for key, fn in rows.items()}
    for timer in timers.values():  # warm up: caches, allocators, the jit compilation
        timer()
    samples: dict[tuple[str, str], list[float]] = {key: [] for key in rows}
    for _ in tqdm(range(args.rounds), desc="rounds", file=sys.stderr):
        with torch.no_grad():
            for key, timer in timers.items():
                samples[key].append(timer())

    medians = {key: min(times) for key, times in samples.items()}
    print(
        f"Panda, {args.batch} float32 configurations; torch {torch.__version__} "
        f"({torch.get_num_threads()} threads), jax {jax.__version__}, pytorch_kinematics "
        f"{importlib.metadata.version('pytorch-kinematics')}"
        f"; least of {args.rounds} rounds of {args.number} calls\n"
    )
    print("| task | implementation | ms per call | vs pytorch_kinematics |")
    print("|---|---|---:|---:|")
    for (task, name), seconds in medians.items():
        baseline = medians[(task, "pytorch_kinematics, torch")]
        ratio = "1.00x" if "pytorch_kinematics" in name else f"{baseline / seconds:.2f}x faster"
        if task == "forward kinematics, end frame":
            ratio = ""
        print(f"| {task} | {name} | {seconds * 1e3:.2f} | {ratio} |")
    if args.json:
        with open(args.json, "w") as file:
            json.dump([[task, name, t] for (task, name), t in medians.items()], file, indent=1)


if __name__ == "__main__":
    main()
