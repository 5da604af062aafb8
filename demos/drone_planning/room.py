"""The room the drone flies through: obstacles, the drone's body points, its start and target.

Read from a JSON file (``scene.json`` beside this module) that a person can edit: lengths in
metres, angles in degrees, z up, the floor at z = 0. Nothing here imports a framework: the
arrays for planning are made by :meth:`Room.primitive_scene` on whichever backend is set.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

import ivy_vision

__all__ = ["DEFAULT_SCENE", "Obstacle", "Room", "SceneFileError"]

DEFAULT_SCENE = Path(__file__).resolve().parent / "scene.json"


class SceneFileError(ValueError):
    """A scene file that cannot be read, or whose contents do not describe a room."""


@dataclasses.dataclass(frozen=True)
class Obstacle:
    """One cuboid obstacle.

    Attributes:
        name: what it is ("dining table").
        position: its centre in the room, (3,) metres.
        size: its edge lengths along its own x, y and z axes, (3,) metres.
        rotation_vector: the rotation from its axes to the room's, axis times angle in
            radians, (3,).
    """

    name: str
    position: np.ndarray
    size: np.ndarray
    rotation_vector: np.ndarray

    def rotation_matrix(self) -> np.ndarray:
        """The rotation from the obstacle's axes to the room's, (3, 3) (Rodrigues' formula)."""
        angle = float(np.linalg.norm(self.rotation_vector))
        if angle == 0.0:
            return np.eye(3)
        x, y, z = self.rotation_vector / angle
        cross = np.array([[0.0, -z, y], [z, 0.0, -x], [-y, x, 0.0]])
        return np.eye(3) + math.sin(angle) * cross + (1.0 - math.cos(angle)) * cross @ cross

    def corners(self) -> np.ndarray:
        """The eight corners in the room, (8, 3); corner ``i`` has bits ``i = 4 sx + 2 sy + sz``."""
        signs = np.array([[x, y, z] for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)], float)
        return self.position + (signs * self.size / 2) @ self.rotation_matrix().T


@dataclasses.dataclass(frozen=True)
class Room:
    """A furnished room and a drone's task in it, as read from a scene file.

    Attributes:
        description: the file's description of the scene.
        bounds: the room's extent, ``(min, max)`` corners, each (3,) metres (for pictures).
        obstacles: the cuboid obstacles.
        body_points: the drone's collision points in its body frame, (P, 3) metres.
        start_pose: the drone's start, a rotation-vector pose ``[x, y, z, θx, θy, θz]`` (6,).
        target_pose: the drone's target, the same kind of pose (6,).
    """

    description: str
    bounds: tuple[np.ndarray, np.ndarray]
    obstacles: tuple[Obstacle, ...]
    body_points: np.ndarray
    start_pose: np.ndarray
    target_pose: np.ndarray

    @classmethod
    def load(cls, path: str | Path = DEFAULT_SCENE) -> Room:
        """Reads a scene file (the format of ``scene.json``).

        Raises:
            SceneFileError: the file cannot be read, is not JSON, or lacks or garbles an entry;
                the message names the file and the entry.
        """
        path = Path(path)
        try:
            data = json.loads(path.read_text())
        except OSError as error:
            raise SceneFileError(f"cannot read the scene file {path}: {error.strerror}") from None
        except json.JSONDecodeError as error:
            raise SceneFileError(f"the scene file {path} is not valid JSON: {error}") from None
        try:
            return cls.from_dict(data)
        except SceneFileError as error:
            raise SceneFileError(f"the scene file {path}: {error}") from None

    @classmethod
    def from_dict(cls, data: Any) -> Room:
        """A room from the parsed contents of a scene file.

        Raises:
            SceneFileError: an entry is missing or has the wrong kind or number of values.
        """
        data = _mapping(data, "the file")
        room = _mapping(_entry(data, "room", "the file"), "room")
        drone = _mapping(_entry(data, "drone", "the file"), "drone")
        entries = _entry(data, "obstacles", "the file")
        if not isinstance(entries, list) or not entries:
            raise SceneFileError("obstacles must be a non-empty list of cuboids")
        obstacles = tuple(_obstacle(entry, i) for i, entry in enumerate(entries))
        low = _numbers(_entry(room, "min", "room"), (3,), "room/min")
        high = _numbers(_entry(room, "max", "room"), (3,), "room/max")
        if not np.all(low < high):
            raise SceneFileError(f"room/min {low.tolist()} must be below room/max {high.tolist()}")
        body_points = _numbers(
            _entry(drone, "body_points", "drone"), (None, 3), "drone/body_points"
        )
        return cls(
            description=str(data.get("description", "")),
            bounds=(low, high),
            obstacles=obstacles,
            body_points=body_points,
            start_pose=_numbers(_entry(drone, "start_pose", "drone"), (6,), "drone/start_pose"),
            target_pose=_numbers(_entry(drone, "target_pose", "drone"), (6,), "drone/target_pose"),
        )

    def primitive_scene(self, dtype: str = "float32") -> ivy_vision.PrimitiveScene:
        """The obstacles as an :class:`ivy_vision.PrimitiveScene`, on the current backend."""
        cuboids = [
            {
                "position": obstacle.position,
                "size": obstacle.size,
                "rotation": obstacle.rotation_vector,
            }
            for obstacle in self.obstacles
        ]
        return ivy_vision.PrimitiveScene.from_primitives(cuboids=cuboids, dtype=dtype)


def _mapping(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise SceneFileError(f"{where} must be a JSON object; got {type(value).__name__}")
    return value


def _entry(mapping: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in mapping:
        raise SceneFileError(f"{where} has no {key!r} entry")
    return mapping[key]


def _numbers(value: Any, shape: tuple[int | None, ...], what: str) -> np.ndarray:
    """``value`` as a finite float64 array of ``shape`` (None: any size)."""
    try:
        array = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError):
        array = None
    fits = (
        array is not None
        and array.ndim == len(shape)
        and all(want is None or want == size for want, size in zip(shape, array.shape, strict=True))
        and array.size > 0
    )
    if not fits:
        sizes = ", ".join("n" if size is None else str(size) for size in shape)
        raise SceneFileError(f"{what} must be numbers of shape ({sizes}); got {value!r}")
    if not np.all(np.isfinite(array)):
        raise SceneFileError(f"{what} must be finite; got {value!r}")
    return array


def _obstacle(entry: Any, index: int) -> Obstacle:
    where = f"obstacles[{index}]"
    entry = _mapping(entry, where)
    name = str(entry.get("name", f"obstacle {index + 1}"))
    where = f"{where} ({name})"
    size = _numbers(_entry(entry, "size", where), (3,), f"{where}/size")
    if not np.all(size > 0):
        raise SceneFileError(f"{where}/size must be positive; got {size.tolist()}")
    rotation_vector = np.zeros(3)
    if "rotation" in entry:
        rotation = _mapping(entry["rotation"], f"{where}/rotation")
        axis = _numbers(_entry(rotation, "axis", f"{where}/rotation"), (3,), f"{where}/axis")
        degrees = _numbers(
            [_entry(rotation, "degrees", f"{where}/rotation")], (1,), f"{where}/degrees"
        )[0]
        norm = float(np.linalg.norm(axis))
        if norm == 0.0:
            raise SceneFileError(f"{where}/rotation/axis must not be zero")
        rotation_vector = axis / norm * math.radians(degrees)
    return Obstacle(
        name=name,
        position=_numbers(_entry(entry, "position", where), (3,), f"{where}/position"),
        size=size,
        rotation_vector=rotation_vector,
    )
