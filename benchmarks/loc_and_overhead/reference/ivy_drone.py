"""The drone demo's optimisation step written once with ivy and its libraries, in the scope of
``torch_drone.py`` and ``jax_drone.py`` (the demo's ``planner.py`` adds settings, validation and
result records around the same computation)."""

from __future__ import annotations

from typing import Any

import numpy as np

import ivy
import ivy_mech
import ivy_robot
import ivy_stateful
import ivy_vision


class DroneStep:
    """The demo's step: cost and gradient of the free anchors, then SGD; ``compile`` to compile.

    ``problem`` holds NumPy arrays: ``anchor_times`` (N, 1), ``sample_times`` (S, 1), ``start`` and
    ``target`` (1, 6), ``body_points`` (P, 3), ``cuboid_ext_mats`` (C, 3, 4), ``cuboid_dims``
    (C, 3), and the floats ``margin``, ``collision_weight``, ``learning_rate``.
    """

    def __init__(self, problem: dict, compile: bool = False) -> None:
        def array(name: str) -> Any:
            return ivy.asarray(np.asarray(problem[name], np.float32))

        self.start, self.target = array("start"), array("target")
        self.anchor_times, self.sample_times = array("anchor_times"), array("sample_times")
        self.drone = ivy_robot.RigidMobile(array("body_points"))
        self.ext_mats, self.dims = array("cuboid_ext_mats"), array("cuboid_dims")
        self.margin, self.weight = problem["margin"], problem["collision_weight"]
        self.optimizer = ivy_stateful.SGD(problem["learning_rate"])

        def value_and_grad(free_anchors: Any) -> tuple[Any, Any]:
            return ivy.execute_with_gradients(self.cost, free_anchors)

        self.value_and_grad = ivy.compile(value_and_grad) if compile else value_and_grad

    def cost(self, free_anchors: Any) -> Any:
        anchors = ivy.concat([self.start, free_anchors, self.target], axis=0)
        poses = ivy_robot.sample_spline_path(self.anchor_times, anchors, self.sample_times)
        points = self.drone.sample_body(ivy_mech.rot_vec_pose_to_mat_pose(poses))
        distances = ivy_vision.cuboid_signed_distances(self.ext_mats, self.dims, points)
        steps = points[1:] - points[:-1]
        lengths = ivy.sum(ivy.sqrt(ivy.sum(steps * steps, axis=-1) + 1e-12), axis=0)
        penalty = ivy.mean(ivy.relu(self.margin - distances))
        return ivy.mean(lengths) + self.weight * penalty

    def __call__(self, free_anchors: Any) -> tuple[float, Any]:
        cost, grads = self.value_and_grad(free_anchors)
        return float(ivy.to_numpy(cost)), self.optimizer.step(free_anchors, grads)
