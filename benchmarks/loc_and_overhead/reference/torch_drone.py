"""The drone demo's optimisation step written directly in torch (no ivy, no ivy libraries)."""

from __future__ import annotations

import numpy as np
import torch


def spline_weights(anchor_times: torch.Tensor, sample_times: torch.Tensor) -> torch.Tensor:
    """The (S, N) weights of a 1-d natural cubic polyharmonic spline through N anchors."""

    def kernel(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        return torch.abs(a - b.T) ** 3

    def polynomial(t: torch.Tensor) -> torch.Tensor:
        return torch.cat([torch.ones_like(t), t], dim=-1)

    anchors = polynomial(anchor_times)
    system = torch.cat(
        [
            torch.cat([kernel(anchor_times, anchor_times), anchors], dim=-1),
            torch.cat([anchors.T, torch.zeros(2, 2, dtype=anchors.dtype)], dim=-1),
        ],
        dim=0,
    )
    basis = torch.cat([kernel(sample_times, anchor_times), polynomial(sample_times)], dim=-1)
    return basis @ torch.linalg.inv(system)[:, : anchor_times.shape[0]]


def rot_vec_to_rot_mat(rot_vec: torch.Tensor) -> torch.Tensor:
    """Rodrigues' formula for (..., 3) rotation vectors, exact to second order near 0."""
    theta_sq = torch.sum(rot_vec * rot_vec, dim=-1, keepdim=True)
    small = theta_sq < 1e-8
    theta = torch.sqrt(torch.where(small, torch.ones_like(theta_sq), theta_sq))
    sin_ratio = torch.where(small, 1 - theta_sq / 6, torch.sin(theta) / theta)
    outer = torch.where(
        small, 0.5 - theta_sq / 24, (1 - torch.cos(theta)) / theta_sq.clamp_min(1e-8)
    )
    cos = torch.where(small, 1 - theta_sq / 2, torch.cos(theta))
    x, y, z = rot_vec.unbind(-1)
    zero = torch.zeros_like(x)
    skew = torch.stack([zero, -z, y, z, zero, -x, -y, x, zero], dim=-1).reshape(*x.shape, 3, 3)
    eye = torch.eye(3, dtype=rot_vec.dtype)
    outer_product = rot_vec[..., :, None] * rot_vec[..., None, :]
    return cos[..., None] * eye + sin_ratio[..., None] * skew + outer[..., None] * outer_product


def cuboid_signed_distances(
    ext_mats: torch.Tensor, dims: torch.Tensor, points: torch.Tensor
) -> torch.Tensor:
    """Signed distances (..., P, 1) of points (..., P, 3) from the nearest of C oriented cuboids."""
    local = points[..., None, :, :] @ ext_mats[:, :, :3].transpose(-1, -2) + ext_mats[:, None, :, 3]
    excess = torch.abs(local) - dims[:, None] / 2
    clipped = torch.clamp_min(excess, 0.0)
    squared = torch.sum(clipped * clipped, dim=-1, keepdim=True)
    nonzero = squared > torch.finfo(points.dtype).tiny
    outside = torch.where(nonzero, torch.sqrt(torch.where(nonzero, squared, 1.0)), 0.0)
    inside = torch.clamp_max(torch.amax(excess, dim=-1, keepdim=True), 0.0)
    return torch.amin(outside + inside, dim=-3)


class DroneStep:
    """The demo's step: cost and gradient of the free anchors, then SGD; ``compile`` to compile.

    ``problem`` holds NumPy arrays: ``anchor_times`` (N, 1), ``sample_times`` (S, 1), ``start`` and
    ``target`` (1, 6), ``body_points`` (P, 3), ``cuboid_ext_mats`` (C, 3, 4), ``cuboid_dims``
    (C, 3), and the floats ``margin``, ``collision_weight``, ``learning_rate``.
    """

    def __init__(self, problem: dict, compile: bool = False) -> None:
        def tensor(name: str) -> torch.Tensor:
            return torch.as_tensor(np.asarray(problem[name], np.float32))

        self.start, self.target = tensor("start"), tensor("target")
        self.anchor_times, self.sample_times = tensor("anchor_times"), tensor("sample_times")
        self.body_points = tensor("body_points")
        self.ext_mats, self.dims = tensor("cuboid_ext_mats"), tensor("cuboid_dims")
        self.margin, self.weight = problem["margin"], problem["collision_weight"]
        self.learning_rate = problem["learning_rate"]
        value_and_grad = torch.func.grad_and_value(self.cost, has_aux=True)
        self.value_and_grad = torch.compile(value_and_grad) if compile else value_and_grad

    def cost(self, free_anchors: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        anchors = torch.cat([self.start, free_anchors, self.target], dim=0)
        # Recomputed per step, as the ivy code does: the times could be variables too.
        poses = spline_weights(self.anchor_times, self.sample_times) @ anchors
        rotations = rot_vec_to_rot_mat(poses[:, 3:])
        points = self.body_points @ rotations.transpose(-1, -2) + poses[:, None, :3]
        distances = cuboid_signed_distances(self.ext_mats, self.dims, points)
        steps = points[1:] - points[:-1]
        lengths = torch.sum(torch.sqrt(torch.sum(steps * steps, dim=-1) + 1e-12), dim=0)
        penalty = torch.mean(torch.relu(self.margin - distances))
        cost = torch.mean(lengths) + self.weight * penalty
        return cost, cost.detach()

    def __call__(self, free_anchors: torch.Tensor) -> tuple[float, torch.Tensor]:
        grads, (_, cost) = self.value_and_grad(free_anchors)
        return float(cost), free_anchors - self.learning_rate * grads
