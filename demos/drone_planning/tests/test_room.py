"""The scene file: its contents, its conversion to a PrimitiveScene, and its errors."""

from __future__ import annotations

import json

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
from drone_planning.room import DEFAULT_SCENE, Room, SceneFileError

ROOM = Room.load()
NAMES = [
    "dining chair 1",
    "dining chair 2",
    "dining table",
    "high table 1",
    "high table 2",
    "plant",
    "sofa",
    "swivel chair",
    "rack",
    "cupboard",
    "box",
]


def test_the_room_has_the_original_demos_furniture_and_task():
    """The 11 obstacles, start, target and 5 body points of the original demo."""
    assert [obstacle.name for obstacle in ROOM.obstacles] == NAMES
    np.testing.assert_allclose(ROOM.start_pose, [-1.15, -1.028, 0.6, 0.7937, 1.7021, 1.7021])
    np.testing.assert_allclose(ROOM.target_pose, [1.025, 1.125, 0.6, 0.7937, 1.7021, 1.7021])
    rotors = ROOM.body_points[1:]
    assert ROOM.body_points.shape == (5, 3)
    np.testing.assert_allclose(ROOM.body_points[0], 0.0)
    np.testing.assert_allclose(np.abs(rotors), [[0.15, 0.0, 0.15]] * 4)
    assert len({tuple(point) for point in rotors}) == 4


def test_obstacle_rotations_match_scipy():
    """The pictures' rotations (Rodrigues) are scipy's rotation vectors."""
    for obstacle in ROOM.obstacles:
        expected = Rotation.from_rotvec(obstacle.rotation_vector).as_matrix()
        np.testing.assert_allclose(obstacle.rotation_matrix(), expected, atol=1e-12)


def test_corners_lie_on_each_obstacles_surface_in_the_primitive_scene():
    """The corners drawn in the pictures are where PrimitiveScene.sdf puts each obstacle."""
    for index, obstacle in enumerate(ROOM.obstacles):
        alone = Room(**{**ROOM.__dict__, "obstacles": (obstacle,)})
        scene = alone.primitive_scene("float64")
        corners = obstacle.corners()
        diagonals = corners - obstacle.position
        beyond = corners + 0.1 * diagonals / np.linalg.norm(diagonals, axis=-1, keepdims=True)
        points = np.concatenate([corners, beyond, obstacle.position[None]])
        distances = ivy.to_numpy(scene.sdf(ivy.asarray(points)))[:, 0]
        np.testing.assert_allclose(distances[:8], 0.0, atol=1e-9, err_msg=obstacle.name)
        np.testing.assert_allclose(distances[8:16], 0.1, atol=1e-9, err_msg=obstacle.name)
        assert distances[16] == pytest.approx(-obstacle.size.min() / 2), index


def test_the_straight_line_collides_and_the_ends_are_clear():
    """The task needs planning: the straight line collides, start and target are clear."""
    scene = ROOM.primitive_scene("float64")
    rotation = Rotation.from_rotvec(ROOM.start_pose[3:]).as_matrix()
    fractions = np.linspace(0.0, 1.0, 50)[:, None]
    centres = ROOM.start_pose[:3] + fractions * (ROOM.target_pose[:3] - ROOM.start_pose[:3])
    points = centres[:, None] + ROOM.body_points @ rotation.T  # (50, 5, 3)
    distances = ivy.to_numpy(scene.sdf(ivy.asarray(points)))[..., 0]
    assert distances.min() < 0.0
    assert distances[0].min() > 0.1
    assert distances[-1].min() > 0.1


def _write(tmp_path, data) -> str:
    path = tmp_path / "scene.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def _scene_data():
    return json.loads(DEFAULT_SCENE.read_text())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("drone"), "the file has no 'drone' entry"),
        (lambda d: d["obstacles"].clear(), "obstacles must be a non-empty list"),
        (lambda d: d["obstacles"][2].pop("size"), r"obstacles\[2\] \(dining table\) has no 'size'"),
        (
            lambda d: d["obstacles"][0].update(size=[1, 2]),
            r"obstacles\[0\] \(dining chair 1\)/size must be numbers of shape \(3\)",
        ),
        (
            lambda d: d["obstacles"][1].update(size=[1, 0, 1]),
            r"obstacles\[1\] \(dining chair 2\)/size must be positive",
        ),
        (
            lambda d: d["obstacles"][0]["rotation"].update(axis=[0, 0, 0]),
            "rotation/axis must not be zero",
        ),
        (lambda d: d["drone"].update(start_pose=[0, 0, 0]), r"drone/start_pose must be numbers"),
        (lambda d: d["drone"].update(body_points="many"), "drone/body_points must be numbers"),
        (lambda d: d["room"].update(max=[0, 0, 0]), "room/min .* must be below room/max"),
        (lambda d: d["drone"].update(target_pose=[0, 0, "x", 0, 0, 0]), "target_pose"),
    ],
)
def test_a_bad_scene_file_names_the_entry(tmp_path, change, message):
    """Each malformed entry raises SceneFileError naming it."""
    data = _scene_data()
    change(data)
    with pytest.raises(SceneFileError, match=message):
        Room.load(_write(tmp_path, data))


def test_unreadable_and_malformed_files(tmp_path):
    """A missing file, invalid JSON and a non-object each have their message."""
    with pytest.raises(SceneFileError, match="cannot read the scene file"):
        Room.load(tmp_path / "missing.json")
    with pytest.raises(SceneFileError, match="is not valid JSON"):
        Room.load(_write(tmp_path, "{'room': }"))
    with pytest.raises(SceneFileError, match="the file must be a JSON object"):
        Room.load(_write(tmp_path, "[1, 2]"))
