"""The pictures of a plan: the room and both paths, the optimisation's progress, the flight.

Headless matplotlib (Agg). :func:`draw_trajectory` and :func:`draw_progress` write PNGs;
:func:`draw_flight` writes an animated GIF (Pillow), drawing the static room once
and moving only the drone between frames.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # before pyplot: headless, whatever the environment's default

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from mpl_toolkits.mplot3d.art3d import Line3DCollection, Poly3DCollection

from drone_planning.planner import PathSamples, Plan
from drone_planning.room import Obstacle, Room

__all__ = ["draw_trajectory", "draw_progress", "draw_flight"]

# Muted, distinct colours for the furniture; the paths' status colours stand out against them.
_FURNITURE = [
    "#8c6d4f",  # dining chair 1
    "#a4876a",  # dining chair 2
    "#c9a66b",  # dining table
    "#9fb3c8",  # high table 1
    "#7f97b2",  # high table 2
    "#6b9e78",  # plant
    "#b07aa1",  # sofa
    "#d4a6c8",  # swivel chair
    "#9d9d9d",  # rack
    "#c2b59b",  # cupboard
    "#e0c36a",  # box
]
_CLEAR, _CLOSE, _COLLIDING = "#1a9850", "#f39c12", "#d73027"
_DRONE = "#1f4e9c"
_FACES = [[0, 1, 3, 2], [4, 5, 7, 6], [0, 1, 5, 4], [2, 3, 7, 6], [0, 2, 6, 4], [1, 3, 7, 5]]
_ROTOR_RADIUS = 0.07
_VIEW = {"elev": 35.0, "azim": -150.0}


def _status_colours(clearances: np.ndarray, goal: float) -> list[str]:
    return [
        _CLEAR if c >= goal else _CLOSE if c >= 0.0 else _COLLIDING for c in np.asarray(clearances)
    ]


def _room_axes(figure: plt.Figure, room: Room, position: Sequence[float], zoom: float = 1.0):
    """3-D axes showing the floor and the obstacles, with equal scales on x, y and z."""
    axis = figure.add_subplot(position, projection="3d", computed_zorder=False)
    low, high = room.bounds
    floor = [[low[0], low[1], 0.0], [high[0], low[1], 0.0], [high[0], high[1], 0.0]]
    floor.append([low[0], high[1], 0.0])
    axis.add_collection3d(
        Poly3DCollection(
            [floor], facecolor="#f2efe9", edgecolor="#c8c2b8", linewidth=0.8, zorder=0
        ),
        autolim=False,
    )
    for index, obstacle in enumerate(room.obstacles):
        _draw_cuboid(axis, obstacle, _FURNITURE[index % len(_FURNITURE)])
    axis.set_xlim(low[0], high[0])
    axis.set_ylim(low[1], high[1])
    axis.set_zlim(low[2], high[2])
    axis.set_box_aspect(tuple(high - low), zoom=zoom)
    axis.set_xlabel("x (m)")
    axis.set_ylabel("y (m)")
    axis.set_zlabel("z (m)")
    axis.view_init(**_VIEW)
    axis.xaxis.pane.set_alpha(0.0)
    axis.yaxis.pane.set_alpha(0.0)
    axis.zaxis.pane.set_alpha(0.0)
    return axis


def _draw_cuboid(axis, obstacle: Obstacle, colour: str) -> None:
    corners = obstacle.corners()
    polygons = Poly3DCollection(
        [corners[face] for face in _FACES],
        facecolor=colour,
        edgecolor="#3b3b3b",
        linewidth=0.5,
        alpha=0.55,
    )
    axis.add_collection3d(polygons, autolim=False)


def _path_lines(axis, path: PathSamples, goal: float, **style) -> None:
    """The drone centre's path, each segment coloured by the worse clearance of its two ends."""
    centres = path.poses[:, :3]
    segments = np.stack([centres[:-1], centres[1:]], axis=1)
    clearances = np.minimum(path.clearances[:-1], path.clearances[1:])
    axis.add_collection3d(
        Line3DCollection(segments, colors=_status_colours(clearances, goal), **style),
        autolim=False,
    )


def _drone_lines(matrix: np.ndarray, body_points: np.ndarray) -> list[np.ndarray]:
    """The drone at one pose as 3-D polylines: its arms and a disc around each rotor.

    Args:
        matrix: the pose ``[R | t]``, (3, 4).
        body_points: the body-frame points, (P, 3), the centre first.
    """
    rotation, translation = matrix[:, :3], matrix[:, 3]
    centre, rotors = body_points[0], body_points[1:]
    # Each rotor's disc lies in the plane of the arms (spanned by the rotor offsets).
    normal = np.cross(rotors[0] - centre, rotors[1] - centre)
    normal = normal / np.linalg.norm(normal) if np.linalg.norm(normal) else np.array([0, 1.0, 0])
    first = np.cross(normal, [1.0, 0.0, 0.0] if abs(normal[0]) < 0.9 else [0.0, 0.0, 1.0])
    first /= np.linalg.norm(first)
    second = np.cross(normal, first)
    angles = np.linspace(0.0, 2.0 * np.pi, 17)[:, None]
    circle = _ROTOR_RADIUS * (np.cos(angles) * first + np.sin(angles) * second)
    lines = [np.stack([centre, rotor]) for rotor in rotors]
    lines += [rotor + circle for rotor in rotors]
    return [line @ rotation.T + translation for line in lines]


def _draw_drone(axis, matrix: np.ndarray, body_points: np.ndarray, colour: str, width=1.4):
    collection = Line3DCollection(
        _drone_lines(matrix, body_points), colors=colour, linewidths=width, zorder=5
    )
    axis.add_collection3d(collection, autolim=False)
    return collection


def draw_trajectory(plan: Plan, room: Room, path: Path) -> None:
    """Saves the room, the initial and final paths, and the drone along the final path.

    Segments are green where every body point clears every obstacle by the goal, orange where
    one is closer, red where one is inside an obstacle.
    """
    goal = plan.settings.clearance_goal
    figure = plt.figure(figsize=(11.0, 7.6), dpi=110)
    axis = _room_axes(figure, room, [0.045, -0.03, 0.74, 0.97], zoom=1.05)
    _path_lines(axis, plan.initial, goal, linewidths=1.6, linestyles="--", zorder=3)
    _path_lines(axis, plan.final, goal, linewidths=3.5, zorder=4)
    final = plan.final
    shadow = final.poses[:, :3] * [1.0, 1.0, 0.0]  # on the floor: where the path is in x, y
    axis.plot(*shadow.T, color="#9a9a9a", linewidth=1.2, zorder=0.5)  # under the furniture
    samples = len(final.poses)
    for index in np.linspace(0, samples - 1, 5).round().astype(int)[1:-1]:
        _draw_drone(axis, final.matrices[index], room.body_points, "#2b2b2b", width=0.9)
    for index, label in ((0, "start"), (samples - 1, "target")):
        _draw_drone(axis, final.matrices[index], room.body_points, _DRONE, width=1.8)
        x, y, z = final.poses[index, :3]
        axis.text(
            x,
            y,
            z + 0.35,
            label,
            color=_DRONE,
            fontsize=10,
            ha="center",
            zorder=6,
            bbox={"boxstyle": "round,pad=0.2", "facecolor": "white", "alpha": 0.8, "linewidth": 0},
        )
    figure.suptitle(
        f"Drone path planned by gradient descent through a furnished room ({plan.backend})",
        fontsize=13,
        x=0.4,
        y=0.97,
    )
    figure.text(
        0.4,
        0.925,
        f"{plan.iterations} SGD steps: least clearance {plan.initial.min_clearance:+.3f} m → "
        f"{plan.final.min_clearance:+.3f} m, path {plan.initial.length:.2f} m → "
        f"{plan.final.length:.2f} m",
        ha="center",
        fontsize=10.5,
        color="#444444",
    )
    path_handles = [
        Line2D([], [], color="#555555", linestyle="--", linewidth=1.6, label="initial path"),
        Line2D([], [], color="#555555", linewidth=3.0, label="final path"),
        Line2D([], [], color=_CLEAR, linewidth=3.0, label=f"clear by ≥ {goal:g} m"),
        Line2D([], [], color=_CLOSE, linewidth=3.0, label=f"closer than {goal:g} m"),
        Line2D([], [], color=_COLLIDING, linewidth=3.0, label="colliding"),
        Line2D([], [], color="#2b2b2b", linewidth=1.0, label="drone on the final path"),
        Line2D([], [], color="#9a9a9a", linewidth=1.2, label="final path's floor shadow"),
    ]
    furniture_handles = [
        Patch(
            facecolor=_FURNITURE[i % len(_FURNITURE)],
            edgecolor="#3b3b3b",
            alpha=0.7,
            label=obstacle.name,
        )
        for i, obstacle in enumerate(room.obstacles)
    ]
    first = figure.legend(
        handles=path_handles,
        loc="upper left",
        bbox_to_anchor=(0.77, 0.84),
        title="paths",
        fontsize=9,
        title_fontsize=10,
        frameon=False,
    )
    figure.add_artist(first)
    figure.legend(
        handles=furniture_handles,
        loc="upper left",
        bbox_to_anchor=(0.77, 0.5),
        title="obstacles",
        fontsize=9,
        title_fontsize=10,
        frameon=False,
    )
    figure.savefig(path)
    plt.close(figure)


def draw_progress(plan: Plan, path: Path) -> None:
    """Saves the cost and the least clearance at every iteration, with the clearance goal."""
    steps = np.arange(len(plan.costs))
    figure, (cost_axis, clearance_axis) = plt.subplots(1, 2, figsize=(10.0, 4.0), dpi=110)
    cost_axis.plot(steps, plan.costs, marker="o", markersize=3.5, color="#2c7fb8")
    cost_axis.set_xlabel("iteration (SGD step)")
    cost_axis.set_ylabel("cost (m)")
    cost_axis.set_title("cost: path length + weighted collision penalty")
    clearance_axis.plot(
        steps, plan.clearances, marker="o", markersize=3.5, color="#2c7fb8", label="least clearance"
    )
    goal = plan.settings.clearance_goal
    clearance_axis.axhline(goal, color=_CLEAR, linestyle="--", label=f"goal ({goal:g} m)")
    clearance_axis.axhline(0.0, color=_COLLIDING, linestyle=":", label="contact (0 m)")
    clearance_axis.set_xlabel("iteration (SGD step)")
    clearance_axis.set_ylabel("least clearance of any body point (m)")
    clearance_axis.set_title("closest approach to an obstacle")
    clearance_axis.legend(loc="lower right", fontsize=9)
    for axis in (cost_axis, clearance_axis):
        axis.grid(alpha=0.3)
        axis.xaxis.get_major_locator().set_params(integer=True)
    figure.suptitle(
        f"{plan.backend}: {plan.iterations} steps, {plan.planning_seconds:.2f} s", fontsize=11
    )
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)


def draw_flight(
    plan: Plan, room: Room, path: Path, *, frames: int = 40, size: tuple[int, int] = (560, 420)
) -> None:
    """Saves an animated GIF of the drone flying the final path.

    The room and the faint path are drawn once; each frame adds only the drone, the part of
    the path flown so far and a caption (blitting), so frames cost milliseconds. Pillow writes
    the GIF: one 96-colour palette for every frame, and each later frame
    only where it differs from the one before, so the file stays small.

    Args:
        plan: the plan.
        room: the room it was planned in.
        path: the GIF to write.
        frames: the number of frames (poses along the path, evenly spaced in time).
        size: the frames' width and height in pixels.
    """
    from PIL import Image

    dpi = 80
    figure = plt.figure(figsize=(size[0] / dpi, size[1] / dpi), dpi=dpi)
    # 3-D axes draw in a square: one as wide as the frame, cut at the top and bottom, and
    # zoomed on the middle of the room, where the drone flies.
    height = size[0] / size[1]
    axis = _room_axes(figure, room, [0.0, (1.0 - height) / 2, 1.0, height], zoom=1.4)
    for label in (axis.set_xlabel, axis.set_ylabel, axis.set_zlabel):
        label("")
    axis.tick_params(labelsize=6, pad=0)
    final, goal = plan.final, plan.settings.clearance_goal
    centres = final.poses[:, :3]
    axis.plot(*centres.T, color="#7a7a7a", linewidth=1.0, linestyle="--", zorder=3)
    for index in (0, len(centres) - 1):  # where the drone starts and where it is going
        _draw_drone(axis, final.matrices[index], room.body_points, "#9db4d8", width=1.2)
    figure.text(
        0.97, 0.96, f"ivy · {plan.backend}", fontsize=9, va="top", ha="right", color="#555555"
    )
    figure.canvas.draw()
    background = figure.canvas.copy_from_bbox(figure.bbox)
    caption = figure.text(0.03, 0.96, "", fontsize=10, va="top", family="monospace")
    images = []
    last = len(final.poses) - 1
    for index in np.linspace(0, last, frames).round().astype(int):
        figure.canvas.restore_region(background)
        flown = Line3DCollection(
            np.stack([centres[:-1], centres[1:]], axis=1)[:index],
            colors=_status_colours(np.minimum(final.clearances[:-1], final.clearances[1:]), goal)[
                :index
            ],
            linewidths=2.2,
        )
        drone = Line3DCollection(
            _drone_lines(final.matrices[index], room.body_points), colors=_DRONE, linewidths=2.2
        )
        for artist in (flown, drone) if index else (drone,):
            axis.add_collection3d(artist, autolim=False)
            artist.do_3d_projection()
            axis.draw_artist(artist)
            artist.remove()
        caption.set_text(f"t = {index / last:4.2f}   clearance {final.clearances[index]:+.2f} m")
        caption.set_color(_status_colours([final.clearances[index]], goal)[0])
        figure.draw_artist(caption)
        images.append(np.asarray(figure.canvas.buffer_rgba())[..., :3].copy())
    plt.close(figure)
    # One palette for every frame (no flicker), from the first, middle and last frames.
    montage = np.concatenate([images[0], images[len(images) // 2], images[-1]], axis=1)
    palette = Image.fromarray(montage).quantize(colors=96, method=Image.Quantize.MEDIANCUT)
    pictures = [
        Image.fromarray(image).quantize(palette=palette, dither=Image.Dither.NONE)
        for image in images
    ]
    # 100 ms a frame, and a pause on the last before the loop starts again.
    durations = [100] * (len(pictures) - 1) + [1500]
    pictures[0].save(
        path, save_all=True, append_images=pictures[1:], duration=durations, loop=0, optimize=True
    )
