"""Render depth images of a primitive scene from two cameras, and warp one into the other's view.

1. A ``PrimitiveScene`` of a floor, three boxes and two balls, built from a readable list.
2. Two pinhole cameras looking at it from different places (poses from a look-at rotation).
3. ``PrimitiveScene.render_depth`` sphere-traces a depth image from each camera.
4. Camera 1's depth image is warped into camera 2's view by an inverse warp: each pixel of
   camera 2 is unprojected with camera 2's depth to world coordinates, projected into camera 1
   (``world_to_ds_pixel_coords``), and camera 1's unprojected world coordinates are sampled
   there with ``bilinearly_interpolate_image``; their depth in camera 2 is the warped image.
   Points camera 1 does not see (a z-test in camera 1) are masked out.
5. A PNG with the three depth images and the warp's error, side by side. The error left is
   that of interpolating world coordinates bilinearly between pixels (largest where depth
   changes fastest); the rendered depths themselves are exact to ~1e-4.

Run headless on any backend with the library installed::

    python packages/ivy-vision/examples/render_and_warp.py --backend torch
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

import ivy
import ivy_vision as iv

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "docs" / "render_and_warp.png"

SCENE = {
    "cuboids": [
        {"position": [0.0, 0.0, -0.05], "size": [8.0, 8.0, 0.1]},  # the floor, top face at z = 0
        {"position": [-0.6, 0.4, 0.35], "size": [0.7, 0.7, 0.7], "rotation": [0.0, 0.0, 0.5]},
        {"position": [0.7, 0.9, 0.25], "size": [1.2, 0.4, 0.5], "rotation": [0.0, 0.0, -0.3]},
        {"position": [0.2, -0.9, 0.6], "size": [0.3, 0.3, 1.2], "rotation": [0.2, 0.1, 0.0]},
    ],
    "spheres": [
        {"position": [0.6, -0.1, 0.4], "radius": 0.4},
        {"position": [-0.9, -0.6, 0.25], "radius": 0.25},
    ],
}


def look_at_pose(position: np.ndarray, target: np.ndarray) -> np.ndarray:
    """The camera pose ``[Rᵀ | C]`` (3, 4) at ``position`` looking at ``target``, world z up.

    The camera's +z looks at the target, its +x points right and +y down the image.
    """
    forward = (target - position) / np.linalg.norm(target - position)
    right = np.cross(forward, [0.0, 0.0, 1.0])
    right /= np.linalg.norm(right)
    down = np.cross(forward, right)
    return np.stack([right, down, forward, position], axis=1)


def camera(position: list[float], image_dims: tuple[int, int]) -> iv.CameraGeometry:
    """A 60-degree pinhole camera at ``position`` looking at the scene's centre."""
    height, width = image_dims
    intrinsics = iv.persp_angles_and_pp_offsets_to_intrinsics_object(
        ivy.asarray(np.radians([60.0, 60.0 * height / width]), dtype="float32"),
        ivy.asarray([(width - 1) / 2, (height - 1) / 2], dtype="float32"),
        image_dims,
    )
    pose = look_at_pose(np.asarray(position), np.array([0.0, 0.0, 0.3]))
    return iv.inv_ext_mat_and_intrinsics_to_cam_geometry_object(
        ivy.asarray(pose, dtype="float32"), intrinsics
    )


def warp_depth(depth_1, camera_1, depth_2, camera_2, tolerance=0.01):
    """Camera 1's depth image seen from camera 2, by inverse warping with camera 2's depth.

    Returns:
        ``(warped, valid)``: the depth in camera 2's frame of the surface camera 1 saw at
        each of camera 2's pixels, (h, w, 1); and where camera 1 saw the same point: both
        cameras hit a surface, the point projects inside camera 1's image, and its depth in
        camera 1 matches camera 1's depth image there to within ``tolerance`` (relative); a
        z-test, so surfaces hidden from camera 1 are masked out.
    """
    height, width = ivy.shape(depth_1)[-3:-1]
    world_1 = iv.depth_to_world_coords(depth_1, camera_1.inv_full_mats_homo[..., :3, :])
    world_2 = iv.depth_to_world_coords(depth_2, camera_2.inv_full_mats_homo[..., :3, :])
    ds_in_1 = iv.world_to_ds_pixel_coords(world_2, camera_1.full_mats_homo[..., :3, :])
    depth_in_1 = ds_in_1[..., 2:]
    in_front = depth_in_1 > 1e-3
    pixels_in_1 = ds_in_1[..., :2] / ivy.where(in_front, depth_in_1, ivy.ones_like(depth_in_1))
    warped = iv.world_coords_to_depth(
        iv.bilinearly_interpolate_image(world_1, pixels_in_1), camera_2.full_mats_homo[..., :3, :]
    )
    inside = ivy.logical_and(
        ivy.all(pixels_in_1 >= 0, axis=-1, keepdims=True),
        ivy.all(pixels_in_1 <= ivy.asarray([width - 1.0, height - 1.0]), axis=-1, keepdims=True),
    )
    seen_by_1 = iv.bilinearly_interpolate_image(depth_1, pixels_in_1)
    hit_by_1 = iv.bilinearly_interpolate_image(ivy.astype(depth_1 > 0, "float32"), pixels_in_1)
    same_point = ivy.abs(seen_by_1 - depth_in_1) < tolerance * depth_in_1
    valid = ivy.logical_and(ivy.logical_and(in_front, inside), depth_2 > 0)
    valid = ivy.logical_and(valid, ivy.logical_and(hit_by_1 > 0.999, same_point))
    return warped, valid


def save_figure(path: Path, depth_1, depth_2, warped, valid) -> None:
    """The three depth images and the warp's error side by side, as a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    hit_depths = np.concatenate([depth_1[depth_1 > 0], depth_2[depth_2 > 0]])
    limits = {"vmin": hit_depths.min(), "vmax": hit_depths.max()}
    cmap = plt.get_cmap("viridis").with_extremes(bad="0.15")
    error_cmap = plt.get_cmap("magma").with_extremes(bad="0.15")
    masked = [np.where(d > 0, d, np.nan) for d in (depth_1, depth_2)]
    warped = np.where(valid, warped, np.nan)
    error = np.abs(warped - depth_2)
    panels = [
        ("camera 1: rendered depth", masked[0], cmap, limits),
        ("camera 2: rendered depth", masked[1], cmap, limits),
        ("camera 1 warped to camera 2", warped, cmap, limits),
        ("|warped - rendered| (camera 2)", error, error_cmap, {"vmin": 0.0, "vmax": 0.01}),
    ]
    figure, axes = plt.subplots(1, 4, figsize=(18, 3.9), constrained_layout=True)
    for axis, (title, image, colormap, scale) in zip(axes, panels, strict=True):
        shown = axis.imshow(image, cmap=colormap, **scale)
        axis.set_title(title)
        axis.set_axis_off()
        figure.colorbar(shown, ax=axis, shrink=0.8)
    figure.suptitle(
        "ivy_vision: sphere-traced depth of a PrimitiveScene, inverse-warped between cameras "
        "(grey: no surface, or not visible from camera 1)"
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=100)
    plt.close(figure)


def main(argv: list[str] | None = None) -> Path:
    """Runs the example; returns the path of the PNG."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", default="numpy", choices=ivy.BACKENDS)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--size", type=int, nargs=2, default=(150, 200), metavar=("H", "W"))
    parser.add_argument("--iterations", type=int, default=150, help="sphere-tracing steps")
    args = parser.parse_args(argv)

    ivy.set_backend(args.backend)
    image_dims = tuple(args.size)
    scene = iv.PrimitiveScene.from_primitives(**SCENE)
    camera_1 = camera([3.2, -2.4, 2.2], image_dims)
    camera_2 = camera([3.9, 0.3, 1.7], image_dims)

    start = time.perf_counter()
    depth_1 = scene.render_depth(camera_1, image_dims, num_iterations=args.iterations)
    depth_2 = scene.render_depth(camera_2, image_dims, num_iterations=args.iterations)
    warped, valid = warp_depth(depth_1, camera_1, depth_2, camera_2)
    elapsed = time.perf_counter() - start

    arrays = [np.asarray(ivy.to_numpy(x))[..., 0] for x in (depth_1, depth_2, warped, valid)]
    save_figure(args.out, *arrays)
    coverage = arrays[3].mean()
    error = np.abs(arrays[2] - arrays[1])[arrays[3]]
    print(
        f"{args.backend}: rendered 2 x {image_dims[0]}x{image_dims[1]} and warped in "
        f"{elapsed:.2f} s; warp valid on {coverage:.0%} of camera 2's pixels, mean |error| "
        f"{error.mean():.2e}; saved {args.out}"
    )
    return args.out


if __name__ == "__main__":
    main()
