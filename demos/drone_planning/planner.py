"""The differentiable planning pipeline: anchors → spline → poses → body points → cost.

Four libraries, one computation, on whichever autodiff backend is set:

1. ``ivy_robot.sample_spline_path``: a cubic spline in time through the start pose, the free
   interior anchor poses (the only variables) and the target pose, sampled at ``num_samples``
   times, gives the drone's rotation-vector poses ``[x, y, z, θx, θy, θz]`` along the path.
2. ``ivy_mech.rot_vec_pose_to_mat_pose`` turns them into matrix poses ``[R | t]``.
3. ``ivy_robot.RigidMobile.sample_body`` moves the drone's body points (centre and rotors) to
   every pose.
4. ``ivy_vision.PrimitiveScene.sdf`` gives each point's signed distance to the nearest obstacle.

The cost is the mean length of the body points' paths plus a collision penalty (see
:meth:`Planner.cost`); ``ivy.compile`` compiles its value and gradient, and an ivy-stateful
optimizer (plain SGD, as the original demo) moves the anchors until every body point clears every
obstacle by the clearance goal.
"""

from __future__ import annotations

import dataclasses
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy
import ivy_mech
import ivy_robot
import ivy_stateful
from drone_planning.room import Room

__all__ = ["Settings", "PathSamples", "Plan", "Planner", "plan"]


@dataclasses.dataclass(frozen=True)
class Settings:
    """What is planned and how.

    Attributes:
        num_samples: poses sampled along the path.
        num_free_anchors: interior anchor poses of the spline, the variables.
        clearance_goal: the optimisation stops once every body point is at least this far from
            every obstacle (metres).
        margin: points closer than this to an obstacle are penalised (metres); above the goal,
            so the penalty still pushes where the goal is not yet met.
        collision_weight: the penalty's weight against the path length.
        learning_rate: SGD's learning rate (the original demo's 0.05).
        jitter: the standard deviation of a random offset (metres) added to each free anchor's
            position on the straight line; 0 starts on the straight line itself.
        dtype: the float dtype of every array (float32, as the original demo).
    """

    num_samples: int = 100
    num_free_anchors: int = 3
    clearance_goal: float = 0.1
    margin: float = 0.15
    collision_weight: float = 50.0
    learning_rate: float = 0.05
    jitter: float = 0.0
    dtype: str = "float32"

    def __post_init__(self) -> None:
        checks = (
            ("num_samples", isinstance(self.num_samples, int) and self.num_samples >= 2, ">= 2"),
            (
                "num_free_anchors",
                isinstance(self.num_free_anchors, int) and self.num_free_anchors >= 1,
                ">= 1",
            ),
            ("clearance_goal", self.clearance_goal >= 0, ">= 0"),
            ("margin", self.margin >= 0, ">= 0"),
            ("collision_weight", self.collision_weight >= 0, ">= 0"),
            ("learning_rate", self.learning_rate > 0, "> 0"),
            ("jitter", self.jitter >= 0, ">= 0"),
            ("dtype", self.dtype in ("float32", "float64"), "'float32' or 'float64'"),
        )
        for name, valid, requirement in checks:
            if not valid:
                value = getattr(self, name)
                raise ValueError(f"Settings: {name} must be {requirement}; got {value!r}")


@dataclasses.dataclass(frozen=True)
class PathSamples:
    """A path, sampled, as NumPy arrays (for pictures and summaries).

    Attributes:
        poses: rotation-vector poses, (S, 6).
        matrices: matrix poses ``[R | t]``, (S, 3, 4).
        body_points: the drone's body points in the room, (S, P, 3).
        clearances: each pose's distance from the nearest obstacle, the least over its body
            points (negative inside an obstacle), (S,).
    """

    poses: np.ndarray
    matrices: np.ndarray
    body_points: np.ndarray
    clearances: np.ndarray

    @property
    def length(self) -> float:
        """The length of the path of the drone's centre (its first body point), metres."""
        return float(np.sum(np.linalg.norm(np.diff(self.poses[:, :3], axis=0), axis=-1)))

    @property
    def min_clearance(self) -> float:
        """The least clearance of any body point on the path, metres."""
        return float(np.min(self.clearances))


@dataclasses.dataclass(frozen=True)
class Plan:
    """The outcome of :func:`plan`.

    Attributes:
        backend: the backend that planned.
        compiled: whether the cost's value and gradient were compiled by ``ivy.compile``.
        settings: the settings planned with.
        costs: the cost before each optimisation step and after the last, (iterations + 1).
        clearances: the least clearance of any body point at the same times.
        anchors: the final free anchor poses, (num_free_anchors, 6).
        initial: the path before optimisation.
        final: the path after it.
        first_step_seconds: the first evaluation of cost and gradient (with any compilation).
        step_seconds: the median of the later steps (evaluation and update).
        planning_seconds: the whole optimisation, first step included.
    """

    backend: str
    compiled: bool
    settings: Settings
    costs: list[float]
    clearances: list[float]
    anchors: np.ndarray
    initial: PathSamples
    final: PathSamples
    first_step_seconds: float
    step_seconds: float
    planning_seconds: float

    @property
    def iterations(self) -> int:
        """The number of optimisation steps taken."""
        return len(self.costs) - 1

    @property
    def reached_goal(self) -> bool:
        """Whether every body point of the final path clears every obstacle by the goal."""
        return self.clearances[-1] >= self.settings.clearance_goal


class Planner:
    """The planning problem on the current backend: its constants and its differentiable cost.

    Args:
        room: the obstacles, the drone and its task.
        settings: sizes and weights.

    Example:
        >>> import ivy  # doctest: +SKIP
        >>> ivy.set_backend("torch")  # doctest: +SKIP
        >>> planner = Planner(Room.load())  # doctest: +SKIP
        >>> cost, path = planner.cost(planner.initial_anchors())  # doctest: +SKIP
    """

    def __init__(self, room: Room, settings: Settings | None = None) -> None:
        self.room = room
        self.settings = settings = settings or Settings()
        dtype = settings.dtype
        self.scene = room.primitive_scene(dtype)
        # Looked up once, here: paddle's to_static cannot look up a method of a dataclass
        # instance inside the function it compiles (it can call a bound method).
        self._signed_distances = self.scene.sdf
        self.drone = ivy_robot.RigidMobile(room.body_points)
        times = np.linspace(0.0, 1.0, settings.num_free_anchors + 2)
        self._anchor_times = ivy.asarray(times[:, None], dtype=dtype)
        self._sample_times = ivy.asarray(
            np.linspace(0.0, 1.0, settings.num_samples)[:, None], dtype=dtype
        )
        self._start = ivy.asarray(room.start_pose[None], dtype=dtype)
        self._target = ivy.asarray(room.target_pose[None], dtype=dtype)
        self._value_and_grad: dict[bool, Callable[[Any], tuple[Any, Any]]] = {}

    def initial_anchors(self, seed: int = 0) -> Any:
        """The free anchors on the straight line from start to target, equally spaced in time.

        Args:
            seed: seeds the random offsets of ``settings.jitter`` (drawn with NumPy, so every
                backend starts from the same anchors).

        Returns:
            Rotation-vector poses, (num_free_anchors, 6).
        """
        count = self.settings.num_free_anchors
        fractions = np.linspace(0.0, 1.0, count + 2)[1:-1, None]
        start, target = self.room.start_pose, self.room.target_pose
        anchors = start + fractions * (target - start)
        if self.settings.jitter:
            offsets = np.random.default_rng(seed).normal(0.0, self.settings.jitter, (count, 3))
            anchors[:, :3] += offsets
        return ivy.asarray(anchors, dtype=self.settings.dtype)

    def cost(self, free_anchors: Any) -> tuple[Any, tuple[Any, ...]]:
        """The cost of the path through ``free_anchors``, and the path itself.

        ``cost = mean path length of the body points + w · mean(max(margin - d, 0))`` over the
        signed distances ``d`` of every body point at every sample. The original demo's penalty,
        ``-mean(d)``, pushes every point away from every obstacle for ever, so its path balloons
        far from the furniture; the hinge pushes only the points closer than the margin and is
        zero for a clear path, which then only gets shorter. The mean (rather than the sum)
        keeps the weight independent of the number of samples.

        Args:
            free_anchors: the free anchor poses, (num_free_anchors, 6).

        Returns:
            ``(cost, (min_clearance, poses, matrices, points, distances))``: the cost, a scalar;
            the least signed distance of any body point, a scalar; the rotation-vector poses
            (S, 6), matrix poses (S, 3, 4), body points (S, P, 3) and their signed distances
            (S, P, 1).
        """
        anchors = ivy.concat([self._start, free_anchors, self._target], axis=0)
        poses = ivy_robot.sample_spline_path(self._anchor_times, anchors, self._sample_times)
        matrices = ivy_mech.rot_vec_pose_to_mat_pose(poses)
        points = self.drone.sample_body(matrices)
        distances = self._signed_distances(points)
        steps = points[1:] - points[:-1]
        # A small floor under the square root keeps the gradient finite for a resting drone.
        lengths = ivy.sum(ivy.sqrt(ivy.sum(steps * steps, axis=-1) + 1e-12), axis=0)
        penalty = ivy.mean(ivy.relu(self.settings.margin - distances))
        cost = ivy.mean(lengths) + self.settings.collision_weight * penalty
        return cost, (ivy.min(distances), poses, matrices, points, distances)

    def value_and_grad(self, *, compile: bool = True) -> Callable[[Any], tuple[Any, Any]]:
        """``anchors -> (cost(anchors), d cost / d anchors)``, compiled if asked.

        With ``compile``, the whole pipeline, forward and backward, goes to the backend's graph
        compiler through ``ivy.compile`` (``jax.jit``, ``tf.function``, ``torch.compile``,
        ``paddle.jit.to_static``; numpy and mxnet have none and run it as it is). The function
        is made once per planner, so later plans reuse the compilation.
        """
        if compile not in self._value_and_grad:

            def value_and_grad(free_anchors: Any) -> tuple[Any, Any]:
                return ivy.execute_with_gradients(self.cost, free_anchors, has_aux=True)

            self._value_and_grad[compile] = (
                ivy.compile(value_and_grad) if compile else value_and_grad
            )
        return self._value_and_grad[compile]


def _samples(path: tuple[Any, ...]) -> PathSamples:
    """The path part of :meth:`Planner.cost`'s result as NumPy arrays."""
    _, poses, matrices, points, distances = (ivy.to_numpy(array) for array in path)
    return PathSamples(
        poses=poses,
        matrices=matrices,
        body_points=points,
        clearances=np.min(distances[..., 0], axis=-1),
    )


def plan(
    planner: Planner,
    iterations: int,
    *,
    seed: int = 0,
    compile: bool = True,
    optimizer: ivy_stateful.Optimizer | None = None,
    on_step: Callable[[int, float, float], None] | None = None,
) -> Plan:
    """Optimises the free anchors until the path is clear by the goal, or for ``iterations`` steps.

    Args:
        planner: the problem, on the current backend.
        iterations: the most optimisation steps to take, positive.
        seed: seeds the initial anchors' jitter (see :meth:`Planner.initial_anchors`).
        compile: whether to compile the cost's value and gradient with ``ivy.compile``.
        optimizer: an ivy-stateful optimizer; SGD with the settings' learning rate if None.
        on_step: called after each evaluation with ``(step, cost, min_clearance)``, step 0
            being the initial path.

    Returns:
        The :class:`Plan`.

    Raises:
        ivy.UnsupportedError: the backend has no autodiff (numpy).
    """
    settings = planner.settings
    optimizer = optimizer or ivy_stateful.SGD(settings.learning_rate)
    value_and_grad = planner.value_and_grad(compile=compile)
    anchors = planner.initial_anchors(seed)
    costs, clearances, step_times = [], [], []
    started = time.perf_counter()
    for step in range(iterations + 1):
        step_started = time.perf_counter()
        (cost, path), grads = value_and_grad(anchors)
        if step == 0:
            initial = path
        costs.append(float(ivy.to_numpy(cost)))
        clearances.append(float(ivy.to_numpy(path[0])))
        if on_step is not None:
            on_step(step, costs[-1], clearances[-1])
        if clearances[-1] >= settings.clearance_goal or step == iterations:
            step_times.append(time.perf_counter() - step_started)
            break
        anchors = optimizer.step(anchors, grads)
        step_times.append(time.perf_counter() - step_started)
    planning_seconds = time.perf_counter() - started
    return Plan(
        backend=ivy.current_backend(),
        compiled=compile,
        settings=settings,
        costs=costs,
        clearances=clearances,
        anchors=ivy.to_numpy(anchors),
        initial=_samples(initial),
        final=_samples(path),
        first_step_seconds=step_times[0],
        step_seconds=statistics.median(step_times[1:]) if len(step_times) > 1 else step_times[0],
        planning_seconds=planning_seconds,
    )
