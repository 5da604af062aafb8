"""The inverse depth warp between two cameras written once with ivy and ivy_vision (any backend)."""

from __future__ import annotations

from typing import Any

import ivy
import ivy_vision as iv


def warp_depth(
    depth_1: Any,
    depth_2: Any,
    inv_full_mat_1: Any,
    full_mat_1: Any,
    inv_full_mat_2: Any,
    full_mat_2: Any,
) -> Any:
    """Camera 1's surface seen from camera 2: its depth in camera 2 at each of camera 2's pixels.

    Args:
        depth_1: camera 1's depth image, (h, w, 1).
        depth_2: camera 2's depth image, (h, w, 1).
        inv_full_mat_1: camera 1's inverse full projection matrix, (3, 4).
        full_mat_1: camera 1's full projection matrix, (3, 4).
        inv_full_mat_2: camera 2's inverse full projection matrix, (3, 4).
        full_mat_2: camera 2's full projection matrix, (3, 4).

    Returns:
        The warped depth image, (h, w, 1).
    """
    world_1 = iv.depth_to_world_coords(depth_1, inv_full_mat_1)
    world_2 = iv.depth_to_world_coords(depth_2, inv_full_mat_2)
    ds_in_1 = iv.world_to_ds_pixel_coords(world_2, full_mat_1)
    depth_in_1 = ds_in_1[..., 2:]
    in_front = depth_in_1 > 1e-3
    pixels_in_1 = ds_in_1[..., :2] / ivy.where(in_front, depth_in_1, ivy.ones_like(depth_in_1))
    warped_world = iv.bilinearly_interpolate_image(world_1, pixels_in_1)
    return iv.world_coords_to_depth(warped_world, full_mat_2)
