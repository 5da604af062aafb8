"""Collision-free motion planning for a Franka Panda by gradient descent through kinematics.

The joint-space path from a start to a goal configuration is a cubic spline through a few free
anchor configurations (:func:`ivy_robot.sample_spline_path`). Every sampled configuration goes
through the arm's forward kinematics to points along its links
(:meth:`ivy_robot.PandaManipulator.sample_links`), whose signed distances to a scene of cuboids
(:class:`ivy_vision.PrimitiveScene`) give a collision cost. Adam (:class:`ivy_stateful.Adam`)
moves the anchors to minimise that cost plus the path's length and a joint-limit penalty. The
straight path sweeps the arm through a box on the table; the optimised one lifts it over.

Runs headless on any autodiff backend (torch by default) and saves a before/after picture:

    python packages/ivy-robot/examples/arm_planning.py [--backend jax] [--steps 150]
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import numpy as np

DEFAULT_OUTPUT = Path(__file__).resolve().parents[1] / "docs" / "arm_planning.png"

START = np.array([1.0, 0.45, 0.0, -1.9, 0.0, 2.35, 0.8])
GOAL = np.array([-1.0, 0.45, 0.0, -1.9, 0.0, 2.35, 0.8])
# A table top and a box on it, between the start and the goal: (centre, size) in metres.
CUBOIDS = [
    {"position": [0.55, 0.0, -0.05], "size": [0.6, 1.4, 0.1]},
    {"position": [0.55, 0.0, 0.2], "size": [0.3, 0.25, 0.4]},
]
NUM_FREE_ANCHORS = 3
NUM_SAMPLES = 40
SAFETY_MARGIN = 0.04
"""Link points closer than this (metres) to an obstacle count as colliding."""


def plan(backend: str, steps: int, seed: int) -> dict[str, np.ndarray]:
    """Optimises the path; returns the link points of the initial and final paths (NumPy)."""
    from tqdm import tqdm

    import ivy
    from ivy_robot import PandaManipulator, sample_spline_path
    from ivy_stateful import Adam
    from ivy_vision import PrimitiveScene

    ivy.set_backend(backend)
    ivy.seed(seed)
    panda = PandaManipulator()
    scene = PrimitiveScene.from_primitives(cuboids=CUBOIDS, dtype="float32")
    lower, upper = (ivy.asarray(v, dtype="float32") for v in panda.joint_limits.T)

    # Anchors at 0, 1/4, 1/2, 3/4 and 1: the start and goal fixed, the middle three free.
    anchor_points = ivy.asarray(
        np.linspace(0.0, 1.0, NUM_FREE_ANCHORS + 2)[:, None], dtype="float32"
    )
    sample_points = ivy.asarray(np.linspace(0.0, 1.0, NUM_SAMPLES)[:, None], dtype="float32")
    start, goal = (
        ivy.asarray(START[None], dtype="float32"),
        ivy.asarray(GOAL[None], dtype="float32"),
    )
    fractions = np.linspace(0.0, 1.0, NUM_FREE_ANCHORS + 2)[1:-1, None]
    free = ivy.asarray(START + fractions * (GOAL - START), dtype="float32")  # the straight path

    def path(free_anchors):
        anchors = ivy.concat([start, free_anchors, goal], axis=0)
        return sample_spline_path(anchor_points, anchors, sample_points)  # (samples, 7)

    def loss_fn(free_anchors):
        joint_angles = path(free_anchors)
        points = panda.sample_links(joint_angles, samples_per_metre=20)  # (samples, M, 3)
        penetration = ivy.relu(SAFETY_MARGIN - scene.sdf(points))
        collision = ivy.sum(penetration**2) * 100.0
        length = ivy.sum((joint_angles[1:] - joint_angles[:-1]) ** 2)
        limits = ivy.sum(ivy.relu(joint_angles - upper) ** 2 + ivy.relu(lower - joint_angles) ** 2)
        return collision + 0.1 * length + 10.0 * limits

    def link_points(free_anchors):
        return ivy.to_numpy(panda.sample_links(path(free_anchors), samples_per_metre=20))

    before = link_points(free)
    optimizer = Adam(0.02)
    progress = tqdm(range(steps), desc=f"planning on {backend}")
    for _ in progress:
        loss, grads = ivy.execute_with_gradients(loss_fn, free)
        free = optimizer.step(free, grads)
        progress.set_postfix(loss=f"{float(ivy.to_numpy(loss)):.4f}")
    after = link_points(free)
    return {
        "before": before,
        "after": after,
        "before_clearance": float(np.min(ivy.to_numpy(scene.sdf(ivy.asarray(before))))),
        "after_clearance": float(np.min(ivy.to_numpy(scene.sdf(ivy.asarray(after))))),
    }


def _draw_cuboid(axis, centre, size) -> None:
    from mpl_toolkits.mplot3d.art3d import Poly3DCollection

    corners = np.array([[x, y, z] for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)])
    corners = np.asarray(centre) + corners * np.asarray(size) / 2
    faces = [[0, 1, 3, 2], [4, 5, 7, 6], [0, 1, 5, 4], [2, 3, 7, 6], [0, 2, 6, 4], [1, 3, 7, 5]]
    polygons = Poly3DCollection([corners[face] for face in faces], alpha=0.35)
    polygons.set_facecolor("tab:gray")
    polygons.set_edgecolor("black")
    axis.add_collection3d(polygons)


def draw(result: dict[str, np.ndarray], output: Path) -> None:
    """Saves the before/after picture: the arm at every 4th path sample, and the cuboids."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure = plt.figure(figsize=(12, 5.5))
    for index, key in enumerate(("before", "after")):
        axis = figure.add_subplot(1, 2, index + 1, projection="3d")
        for cuboid in CUBOIDS:
            _draw_cuboid(axis, cuboid["position"], cuboid["size"])
        points = result[key]
        colours = plt.cm.viridis(np.linspace(0.0, 1.0, len(points)))
        for sample in range(0, len(points), 4):
            chain = points[sample]
            axis.plot(*chain.T, color=colours[sample], linewidth=2.0, alpha=0.8)
        axis.plot(*points[:, -1].T, color="tab:red", linewidth=1.5, label="flange path")
        clearance = result[f"{key}_clearance"]
        title = "straight joint-space path" if key == "before" else "optimised spline path"
        axis.set_title(f"{title}\nclosest link point to an obstacle: {clearance * 100:+.1f} cm")
        axis.set_xlim(-0.2, 0.9)
        axis.set_ylim(-0.7, 0.7)
        axis.set_zlim(-0.1, 1.0)
        axis.set_box_aspect((1.1, 1.4, 1.1))
        axis.view_init(elev=22, azim=-140)
        axis.set_xlabel("x (m)")
        axis.set_ylabel("y (m)")
        axis.set_zlabel("z (m)")
        axis.legend(loc="upper left")
    figure.suptitle("Franka Panda: gradient-based planning around cuboids (ivy-robot)")
    figure.tight_layout()
    output.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(output, dpi=110)
    plt.close(figure)


def main() -> None:
    """Plans, draws and reports the clearances."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", default="torch", help="an autodiff backend (default torch)")
    parser.add_argument("--steps", type=int, default=150, help="gradient steps")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="the PNG to write")
    args = parser.parse_args()
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    result = plan(args.backend, args.steps, args.seed)
    draw(result, args.output)
    print(
        f"closest link point to an obstacle: {result['before_clearance']:+.3f} m before, "
        f"{result['after_clearance']:+.3f} m after; picture: {args.output}"
    )


if __name__ == "__main__":
    main()
