"""ivy-vision against kornia, and ivy-mech against roma and kornia, on float32 CPU tensors.

Times in one process, interleaved round by round so that a busy machine slows every row alike:

- **depth → world coordinates** of one 480×640 depth image: ``ivy_vision.depth_to_world_coords``
  (one inverse full matrix ``(3, 4)``) against kornia's ``depth_to_3d_v2`` followed by
  ``transform_points`` with the camera-to-world pose (kornia has no one-call equivalent);
- **projection** of 1M world points to pixels: ``ivy_vision.world_to_ds_pixel_coords`` (homogeneous
  ``[x, y, z, 1]`` in, as the library's convention has them) then the division by depth, against
  kornia's ``transform_points`` (world → camera) then ``project_points``;
- **bilinear sampling** of a 480×640×3 image at 1M points (1000×1000, some outside the image,
  border padding, pixel centres at integers): ``ivy_vision.bilinearly_interpolate_image``
  (channels last) against kornia's ``remap`` (channels first; it calls torch's ``grid_sample``),
  and torch's ``grid_sample`` itself on normalised coordinates;
- **triangulation** of 100k point pairs seen by two cameras (0.01 px of noise on view 2):
  ``ivy_vision.triangulate_depth`` by DLT (``method="dlt"``, the system kornia solves) and by
  closest mutual points (``"cmp"``), against kornia's ``triangulate_points`` with its default
  solver (``"eigh"``) and with ``"svd"``. kornia returns world points, ivy-vision the points'
  ``[u d, v d, d]`` in camera 1 (one more small matrix product);
- **quaternion → matrix** and **matrix → quaternion** of 100k rotations: ``ivy_mech`` against
  ``roma`` (``unitquat_to_rotmat``, ``rotmat_to_unitquat``; scalar-last, as ivy-mech) and kornia
  (``quaternion_to_rotation_matrix``, ``rotation_matrix_to_quaternion``; scalar-first, the
  inputs reordered before timing);
- every ivy call also on jax arrays under ``jax.jit`` (compiled before timing; calls end in
  ``block_until_ready``).

Each implementation gets its inputs in its own layout, made before timing. Before anything is
timed, every row's output is checked against kornia's (or roma's) with the tolerance printed
in the table's header, so that the rows compute the same thing. Each row keeps the least over
``--rounds`` rounds of its mean time per call over ``--number`` calls (the least is the
estimate least disturbed by other work on a shared machine). Threads: ``--threads`` (default 1)
for torch and XLA's CPU backend, set before either loads. The ratio column is the row's time
over kornia's for the same task (below 1: faster than kornia).

Usage: ``python benchmarks/vision.py [--quick] [--rounds 7] [--number 5] [--json out.json]``
(``--quick``: small sizes, 3 rounds of 3, for development; seconds). Needs torch, jax, kornia and
roma beside ivy-core, ivy-mech and ivy-vision.
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
# jax runs in its 64-bit mode, as in the runs before (bilinear sampling once indexed with int64,
# which jax creates only there); the arrays stay float32 (they are made float32).
os.environ.setdefault("JAX_ENABLE_X64", "1")

import numpy as np

FULL_SIZES = {"height": 480, "width": 640, "points": 1_000_000, "pairs": 100_000}
FULL_SIZES |= {"samples": (1000, 1000), "rotations": 100_000}
QUICK_SIZES = {"height": 48, "width": 64, "points": 10_000, "pairs": 1_000}
QUICK_SIZES |= {"samples": (100, 100), "rotations": 1_000}


def _timer(fn: Callable[[], object], number: int) -> Callable[[], float]:
    def run() -> float:
        start = time.perf_counter()
        for _ in range(number):
            fn()
        return (time.perf_counter() - start) / number

    return run


def _rotation(angles: np.ndarray) -> np.ndarray:
    """The rotation matrix ``R_z(c) R_y(b) R_x(a)`` of ``angles = [a, b, c]``; (3, 3)."""
    from scipy.spatial.transform import Rotation

    return Rotation.from_euler("xyz", angles).as_matrix()


def _camera(center: list[float], angles: list[float], height: int, width: int) -> dict:
    """A pinhole camera's matrices (float64 numpy), 500 px focal length at 640 px wide."""
    focal = 500.0 * width / 640
    calib = np.array([[focal, 0, (width - 1) / 2], [0, focal, (height - 1) / 2], [0, 0, 1]])
    cam_to_world = np.eye(4)
    cam_to_world[:3, :3] = _rotation(np.array(angles))
    cam_to_world[:3, 3] = center
    world_to_cam = np.linalg.inv(cam_to_world)
    full = calib @ world_to_cam[:3]
    inv_full = np.linalg.inv(np.concatenate([full, [[0, 0, 0, 1]]]))[:3]
    return {
        "calib": calib,
        "cam_to_world": cam_to_world,
        "world_to_cam": world_to_cam,
        "full": full,
        "inv_full": inv_full,
    }


def _data(sizes: dict, rng: np.random.Generator) -> dict:
    """Every task's inputs as float32 numpy arrays, in ivy-vision's layouts."""
    height, width = sizes["height"], sizes["width"]
    cam1 = _camera([0.1, -0.2, 0.3], [0.05, -0.1, 0.2], height, width)
    cam2 = _camera([0.6, -0.1, 0.25], [0.0, -0.15, 0.18], height, width)
    # Points in front of camera 1, 1 to 5 units away, over its field of view.
    num_points = sizes["points"]
    depth_of_points = rng.uniform(1.0, 5.0, (num_points, 1))
    pixels = rng.uniform([0, 0], [width - 1, height - 1], (num_points, 2))
    cam_points = np.linalg.solve(cam1["calib"], np.c_[pixels, np.ones(num_points)].T).T
    world = (cam1["cam_to_world"] @ np.c_[cam_points * depth_of_points, np.ones(num_points)].T).T
    # Pairs: points seen by both cameras; view 2's pixels carry 0.01 px of noise (at 640 px
    # wide), so that the DLT system is not exactly singular and every solver finds the same
    # least-squares point.
    pair_world = world[: sizes["pairs"]]
    views = []
    for cam in (cam1, cam2):
        ds = pair_world @ cam["full"].T
        views.append(ds / ds[:, 2:])
    views[1][:, :2] += rng.normal(scale=0.01 * width / 640, size=views[1][:, :2].shape)
    quaternions = rng.normal(size=(sizes["rotations"], 4))
    quaternions /= np.linalg.norm(quaternions, axis=-1, keepdims=True)
    quaternions *= np.sign(quaternions[:, 3:])
    from scipy.spatial.transform import Rotation

    f32 = np.float32
    return {
        "cam1": {k: v.astype(f32) for k, v in cam1.items()},
        "full_mats": np.stack([cam1["full"], cam2["full"]]).astype(f32),
        "depth": rng.uniform(1.0, 5.0, (height, width, 1)).astype(f32),
        "world": world[:, :3].astype(f32),
        "image": rng.uniform(0.0, 1.0, (height, width, 3)).astype(f32),
        # Some samples outside the image, where both clamp to the border.
        "samples": rng.uniform([-2, -2], [width + 1, height + 1], (*sizes["samples"], 2)).astype(
            f32
        ),
        "pairs": np.stack(views).astype(f32),
        "quaternions": quaternions.astype(f32),
        "rot_mats": Rotation.from_quat(quaternions).as_matrix().astype(f32),
    }


def _canonical(quaternion: object, scalar_index: int) -> np.ndarray:
    """Quaternions ``(..., 4)`` (any array) as float64 numpy, on the hemisphere of scalar >= 0."""
    quaternion = np.asarray(quaternion).astype(np.float64)
    return quaternion * np.where(quaternion[..., scalar_index : scalar_index + 1] < 0, -1, 1)


def _rows(data: dict) -> tuple[dict, dict]:
    """The timed calls, keyed ``(task, implementation)``, and their checks (run once)."""
    import jax
    import kornia
    import roma
    import torch

    import ivy_mech
    import ivy_vision as iv

    tensor, jarr = torch.from_numpy, jax.numpy.asarray
    cam = data["cam1"]
    height, width = data["depth"].shape[:2]
    depth, inv_full = tensor(data["depth"]), tensor(cam["inv_full"])
    depth_k, calib_k = depth[None, ..., 0], tensor(cam["calib"])[None]
    cam_to_world_k, world_to_cam_k = tensor(cam["cam_to_world"])[None], tensor(cam["world_to_cam"])
    world_h = tensor(np.c_[data["world"], np.ones(len(data["world"]), np.float32)])
    full = tensor(cam["full"])
    world_k = tensor(data["world"])[None]
    image = tensor(data["image"])
    samples = tensor(data["samples"])
    image_k = image.permute(2, 0, 1)[None].contiguous()
    map_x, map_y = samples[None, ..., 0].contiguous(), samples[None, ..., 1].contiguous()
    grid = (samples / torch.tensor([width - 1.0, height - 1.0]) * 2 - 1)[None]
    pairs, full_mats = tensor(data["pairs"]), tensor(data["full_mats"])
    points1, points2 = pairs[0, :, :2].contiguous(), pairs[1, :, :2].contiguous()
    full1, full2 = full_mats[0], full_mats[1]
    quat, rot = tensor(data["quaternions"]), tensor(data["rot_mats"])
    quat_wxyz = quat[:, [3, 0, 1, 2]].contiguous()

    def depth_kornia():
        points = kornia.geometry.depth.depth_to_3d_v2(depth_k, calib_k)
        return kornia.geometry.linalg.transform_points(cam_to_world_k, points.reshape(1, -1, 3))

    def project_kornia():
        cam_points = kornia.geometry.linalg.transform_points(world_to_cam_k[None], world_k)
        return kornia.geometry.camera.project_points(cam_points, calib_k)

    def project_ivy(world, full_mat):
        ds = iv.world_to_ds_pixel_coords(world, full_mat)
        return ds[..., :2] / ds[..., 2:]

    def remap_kornia():
        return kornia.geometry.transform.remap(
            image_k, map_x, map_y, align_corners=True, padding_mode="border"
        )

    def grid_sample_torch():
        return torch.nn.functional.grid_sample(
            image_k, grid, align_corners=True, padding_mode="border"
        )

    def triangulate_kornia(solver):
        return lambda: kornia.geometry.epipolar.triangulate_points(
            full1, full2, points1, points2, solver=solver
        )

    def triangulate(method):
        return lambda pairs, full_mats: iv.triangulate_depth(pairs, full_mats, method=method)

    jit = {
        "depth": jax.jit(iv.depth_to_world_coords),
        "project": jax.jit(project_ivy),
        "sample": jax.jit(iv.bilinearly_interpolate_image),
        "dlt": jax.jit(triangulate("dlt")),
        "cmp": jax.jit(triangulate("cmp")),
        "q2m": jax.jit(ivy_mech.quaternion_to_rot_mat),
        "m2q": jax.jit(ivy_mech.rot_mat_to_quaternion),
    }
    j = {key: jarr(value) for key, value in data.items() if key != "cam1"}
    j |= {"inv_full": jarr(cam["inv_full"]), "full": jarr(cam["full"])}
    j["world_h"] = jarr(world_h.numpy())

    def jax_row(name, *args):
        return lambda: jit[name](*args).block_until_ready()

    depth_task, project_task = (
        f"depth → world, {height}x{width}",
        f"projection, {len(world_h):,} points",
    )
    sample_task = (
        f"bilinear sampling, {height}x{width}x3 at {samples.shape[0] * samples.shape[1]:,}"
    )
    tri_task, rotations = f"triangulation, {pairs.shape[1]:,} pairs", f"{len(quat):,} rotations"
    q2m_task, m2q_task = f"quaternion → matrix, {rotations}", f"matrix → quaternion, {rotations}"
    rows = {
        (depth_task, "kornia"): depth_kornia,
        (depth_task, "ivy-vision, torch"): lambda: iv.depth_to_world_coords(depth, inv_full),
        (depth_task, "ivy-vision, jax.jit"): jax_row("depth", j["depth"], j["inv_full"]),
        (project_task, "kornia"): project_kornia,
        (project_task, "ivy-vision, torch"): lambda: project_ivy(world_h, full),
        (project_task, "ivy-vision, jax.jit"): jax_row("project", j["world_h"], j["full"]),
        (sample_task, "kornia remap"): remap_kornia,
        (sample_task, "torch grid_sample"): grid_sample_torch,
        (sample_task, "ivy-vision, torch"): lambda: iv.bilinearly_interpolate_image(image, samples),
        (sample_task, "ivy-vision, jax.jit"): jax_row("sample", j["image"], j["samples"]),
        (tri_task, "kornia (eigh)"): triangulate_kornia("eigh"),
        (tri_task, "kornia (svd)"): triangulate_kornia("svd"),
        (tri_task, "ivy-vision dlt, torch"): lambda: triangulate("dlt")(pairs, full_mats),
        (tri_task, "ivy-vision cmp, torch"): lambda: triangulate("cmp")(pairs, full_mats),
        (tri_task, "ivy-vision dlt, jax.jit"): jax_row("dlt", j["pairs"], j["full_mats"]),
        (tri_task, "ivy-vision cmp, jax.jit"): jax_row("cmp", j["pairs"], j["full_mats"]),
        (q2m_task, "kornia"): lambda: kornia.geometry.conversions.quaternion_to_rotation_matrix(
            quat_wxyz
        ),
        (q2m_task, "roma"): lambda: roma.unitquat_to_rotmat(quat),
        (q2m_task, "ivy-mech, torch"): lambda: ivy_mech.quaternion_to_rot_mat(quat),
        (q2m_task, "ivy-mech, jax.jit"): jax_row("q2m", j["quaternions"]),
        (m2q_task, "kornia"): lambda: kornia.geometry.conversions.rotation_matrix_to_quaternion(
            rot
        ),
        (m2q_task, "roma"): lambda: roma.rotmat_to_unitquat(rot),
        (m2q_task, "ivy-mech, torch"): lambda: ivy_mech.rot_mat_to_quaternion(rot),
        (m2q_task, "ivy-mech, jax.jit"): jax_row("m2q", j["rot_mats"]),
    }

    # What each row is checked against (every output as a float64 numpy array in ivy's
    # layout), and the tolerance (rtol, atol) for float32.
    def world_of(points):
        return np.asarray(points, np.float64).reshape(height, width, -1)[..., :3]

    def tri_ds(world_points):
        world_points = np.asarray(world_points, np.float64).reshape(-1, 3)
        return np.c_[world_points, np.ones(len(world_points))] @ data["full_mats"][0].T

    def quat_xyzw(wxyz):
        return _canonical(wxyz, 0)[:, [1, 2, 3, 0]]

    checks = {
        depth_task: (world_of, depth_kornia(), world_of, (1e-5, 1e-4)),
        project_task: (np.asarray, project_kornia()[0], np.asarray, (1e-5, 1e-3)),
        sample_task: (
            lambda out: np.asarray(out).reshape(*samples.shape[:2], 3),
            remap_kornia(),
            lambda out: out[0].permute(1, 2, 0).numpy(),
            # grid_sample's coordinates normalised to [-1, 1] and back in float32 move by up to
            # ~1e-4 px, and neighbouring pixels of the random image differ by up to 1.
            (1e-5, 2e-4),
        ),
        # kornia solves in float64, ivy-vision in float32: depths agree to about 1e-4 of
        # themselves (the DLT's conditioning with pixel-scaled rows); the "cmp" rows, a
        # different estimate, are compared more loosely (_check).
        tri_task: (np.asarray, triangulate_kornia("svd")(), tri_ds, (2e-3, 1e-2)),
        q2m_task: (
            np.asarray,
            kornia.geometry.conversions.quaternion_to_rotation_matrix(quat_wxyz),
            np.asarray,
            (1e-5, 2e-6),
        ),
        m2q_task: (
            lambda out: _canonical(out, 3),
            kornia.geometry.conversions.rotation_matrix_to_quaternion(rot),
            quat_xyzw,
            (1e-5, 2e-6),
        ),
    }
    return rows, checks


def _check(rows: dict, checks: dict) -> dict[str, tuple[float, float]]:
    """Compares every row with its task's reference; returns each task's tolerance."""
    import torch

    tolerances = {}
    for (task, name), fn in rows.items():
        to_numpy, reference, reference_to_numpy, (rtol, atol) = checks[task]
        expected = reference_to_numpy(reference)
        with torch.no_grad():
            out = fn()
        if "cmp" in name:
            # Not the least-squares point: the point of ray 1 nearest ray 2, so view 1's pixel
            # stays exact and the 0.01 px of noise moves the depth alone; it agrees with the
            # DLT point to 1% where the parallax is short (0.1 px * depth at most here).
            rtol, atol = 1e-2, 0.1
        # kornia's and torch's rows are in the reference's layout.
        native = name.startswith(("kornia", "torch"))
        actual = reference_to_numpy(out) if native else to_numpy(out)
        if actual.shape != expected.shape:
            actual = actual.reshape(expected.shape)
        np.testing.assert_allclose(
            actual, expected, rtol=rtol, atol=atol, err_msg=f"{task}: {name}"
        )
        tolerances[task] = checks[task][3]
    return tolerances


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, 3 rounds of 3")
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--number", type=int)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args()
    rounds = args.rounds or (3 if args.quick else 7)
    number = args.number or (3 if args.quick else 5)
    if args.threads == 1:
        os.environ["XLA_FLAGS"] = (
            os.environ.get("XLA_FLAGS", "")
            + " --xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
        )

    import jax
    import torch
    from tqdm import tqdm

    torch.set_num_threads(args.threads)
    data = _data(QUICK_SIZES if args.quick else FULL_SIZES, np.random.default_rng(0))
    rows, checks = _rows(data)
    tolerances = _check(rows, checks)

    timers = {key: _timer(fn, number) for key, fn in rows.items()}
    samples: dict[tuple[str, str], list[float]] = {key: [] for key in rows}
    with torch.no_grad():
        for timer in timers.values():  # warm up: caches, allocators, the jit compilation
            timer()
        for _ in tqdm(range(rounds), desc="rounds", file=sys.stderr):
            for key, timer in timers.items():
                samples[key].append(timer())

    least = {key: min(times) for key, times in samples.items()}
    versions = ", ".join(
        f"{name} {importlib.metadata.version(name)}" for name in ("kornia", "roma", "ivy-core")
    )
    print(
        f"float32, CPU; torch {torch.__version__} ({torch.get_num_threads()} threads), jax "
        f"{jax.__version__}, {versions}; least of {rounds} rounds of {number} calls; outputs "
        "checked against kornia's before timing (rtol, atol): "
        + "; ".join(f"{task} {tol}" for task, tol in tolerances.items())
        + "\n"
    )
    print("| task | implementation | ms per call | time vs kornia |")
    print("|---|---|---:|---:|")
    for (task, name), seconds in least.items():
        baseline = next(t for (k, n), t in least.items() if k == task and n.startswith("kornia"))
        print(f"| {task} | {name} | {seconds * 1e3:.2f} | {seconds / baseline:.2f}x |")
    if args.json:
        with open(args.json, "w") as file:
            json.dump([[task, name, t] for (task, name), t in least.items()], file, indent=1)


if __name__ == "__main__":
    main()
