"""The drone demo's optimisation step written directly in jax (no ivy, no ivy libraries)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np


def spline_weights(anchor_times: jax.Array, sample_times: jax.Array) -> jax.Array:
    """The (S, N) weights of a 1-d natural cubic polyharmonic spline through N anchors."""

    def kernel(a: jax.Array, b: jax.Array) -> jax.Array:
        return jnp.abs(a - b.T) ** 3

    def polynomial(t: jax.Array) -> jax.Array:
        return jnp.concatenate([jnp.ones_like(t), t], axis=-1)

    anchors = polynomial(anchor_times)
    system = jnp.block(
        [
            [kernel(anchor_times, anchor_times), anchors],
            [anchors.T, jnp.zeros((2, 2), anchors.dtype)],
        ]
    )
    basis = jnp.concatenate([kernel(sample_times, anchor_times), polynomial(sample_times)], -1)
    return basis @ jnp.linalg.inv(system)[:, : anchor_times.shape[0]]


def rot_vec_to_rot_mat(rot_vec: jax.Array) -> jax.Array:
    """Rodrigues' formula for (..., 3) rotation vectors, exact to second order near 0."""
    theta_sq = jnp.sum(rot_vec * rot_vec, axis=-1, keepdims=True)
    small = theta_sq < 1e-8
    safe_sq = jnp.where(small, 1.0, theta_sq)
    theta = jnp.sqrt(safe_sq)
    sin_ratio = jnp.where(small, 1 - theta_sq / 6, jnp.sin(theta) / theta)
    outer = jnp.where(small, 0.5 - theta_sq / 24, (1 - jnp.cos(theta)) / safe_sq)
    cos = jnp.where(small, 1 - theta_sq / 2, jnp.cos(theta))
    x, y, z = rot_vec[..., 0], rot_vec[..., 1], rot_vec[..., 2]
    zero = jnp.zeros_like(x)
    skew = jnp.stack([zero, -z, y, z, zero, -x, -y, x, zero], -1).reshape(*x.shape, 3, 3)
    outer_product = rot_vec[..., :, None] * rot_vec[..., None, :]
    return (
        cos[..., None] * jnp.eye(3, dtype=rot_vec.dtype)
        + sin_ratio[..., None] * skew
        + outer[..., None] * outer_product
    )


def cuboid_signed_distances(ext_mats: jax.Array, dims: jax.Array, points: jax.Array) -> jax.Array:
    """Signed distances (..., P, 1) of points (..., P, 3) from the nearest of C oriented cuboids."""
    local = points[..., None, :, :] @ jnp.swapaxes(ext_mats[:, :, :3], -1, -2)
    local = local + ext_mats[:, None, :, 3]
    excess = jnp.abs(local) - dims[:, None] / 2
    clipped = jnp.maximum(excess, 0.0)
    squared = jnp.sum(clipped * clipped, axis=-1, keepdims=True)
    nonzero = squared > jnp.finfo(points.dtype).tiny
    outside = jnp.where(nonzero, jnp.sqrt(jnp.where(nonzero, squared, 1.0)), 0.0)
    inside = jnp.minimum(jnp.max(excess, axis=-1, keepdims=True), 0.0)
    return jnp.min(outside + inside, axis=-3)


class DroneStep:
    """The demo's step: cost and gradient of the free anchors, then SGD; ``compile`` to jit.

    ``problem`` holds NumPy arrays: ``anchor_times`` (N, 1), ``sample_times`` (S, 1), ``start`` and
    ``target`` (1, 6), ``body_points`` (P, 3), ``cuboid_ext_mats`` (C, 3, 4), ``cuboid_dims``
    (C, 3), and the floats ``margin``, ``collision_weight``, ``learning_rate``.
    """

    def __init__(self, problem: dict, compile: bool = False) -> None:
        def array(name: str) -> jax.Array:
            return jnp.asarray(np.asarray(problem[name], np.float32))

        self.start, self.target = array("start"), array("target")
        self.anchor_times, self.sample_times = array("anchor_times"), array("sample_times")
        self.body_points = array("body_points")
        self.ext_mats, self.dims = array("cuboid_ext_mats"), array("cuboid_dims")
        self.margin, self.weight = problem["margin"], problem["collision_weight"]
        self.learning_rate = problem["learning_rate"]
        value_and_grad = jax.value_and_grad(self.cost)
        self.value_and_grad = jax.jit(value_and_grad) if compile else value_and_grad

    def cost(self, free_anchors: jax.Array) -> jax.Array:
        anchors = jnp.concatenate([self.start, free_anchors, self.target], axis=0)
        # Recomputed per step, as the ivy code does: the times could be variables too.
        poses = spline_weights(self.anchor_times, self.sample_times) @ anchors
        rotations = rot_vec_to_rot_mat(poses[:, 3:])
        points = self.body_points @ jnp.swapaxes(rotations, -1, -2) + poses[:, None, :3]
        distances = cuboid_signed_distances(self.ext_mats, self.dims, points)
        steps = points[1:] - points[:-1]
        lengths = jnp.sum(jnp.sqrt(jnp.sum(steps * steps, axis=-1) + 1e-12), axis=0)
        penalty = jnp.mean(jax.nn.relu(self.margin - distances))
        return jnp.mean(lengths) + self.weight * penalty

    def __call__(self, free_anchors: jax.Array) -> tuple[float, jax.Array]:
        cost, grads = self.value_and_grad(free_anchors)
        return float(cost), free_anchors - self.learning_rate * grads
