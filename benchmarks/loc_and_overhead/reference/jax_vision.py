"""An inverse depth warp between two cameras written directly in jax (no ivy, no ivy_vision)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax.scipy.ndimage import map_coordinates


def depth_to_world_coords(depth: jax.Array, inv_full_mat: jax.Array) -> jax.Array:
    """World coordinates (h, w, 4), homogeneous, of depth images (h, w, 1); inv_full_mat (3, 4)."""
    height, width = depth.shape[-3:-1]
    v, u = jnp.meshgrid(
        jnp.arange(height, dtype=depth.dtype), jnp.arange(width, dtype=depth.dtype), indexing="ij"
    )
    ds_pixels = jnp.stack([u, v, jnp.ones_like(u)], axis=-1) * depth
    world = ds_pixels @ inv_full_mat[:, :3].T + inv_full_mat[:, 3]
    return jnp.concatenate([world, jnp.ones_like(depth)], axis=-1)


def bilinearly_interpolate_image(image: jax.Array, pixel_coords: jax.Array) -> jax.Array:
    """Samples an image (h, w, c) at pixel coordinates ``[x, y]`` (h', w', 2), border-clamped."""
    rows_and_columns = [pixel_coords[..., 1], pixel_coords[..., 0]]

    def sample(channel: jax.Array) -> jax.Array:
        return map_coordinates(channel, rows_and_columns, order=1, mode="nearest")

    return jax.vmap(sample, in_axes=-1, out_axes=-1)(image)


def warp_depth(
    depth_1: jax.Array,
    depth_2: jax.Array,
    inv_full_mat_1: jax.Array,
    full_mat_1: jax.Array,
    inv_full_mat_2: jax.Array,
    full_mat_2: jax.Array,
) -> jax.Array:
    """Camera 1's surface seen from camera 2: its depth in camera 2 at each of camera 2's pixels."""
    world_1 = depth_to_world_coords(depth_1, inv_full_mat_1)
    world_2 = depth_to_world_coords(depth_2, inv_full_mat_2)
    ds_in_1 = world_2 @ full_mat_1.T
    depth_in_1 = ds_in_1[..., 2:]
    pixels_in_1 = ds_in_1[..., :2] / jnp.where(depth_in_1 > 1e-3, depth_in_1, 1.0)
    return bilinearly_interpolate_image(world_1, pixels_in_1) @ full_mat_2[2:].T
