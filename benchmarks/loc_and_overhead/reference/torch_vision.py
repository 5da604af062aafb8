"""An inverse depth warp between two cameras written directly in torch (no ivy, no ivy_vision)."""

from __future__ import annotations

import torch
from torch.nn import functional


def depth_to_world_coords(depth: torch.Tensor, inv_full_mat: torch.Tensor) -> torch.Tensor:
    """World coordinates (h, w, 4), homogeneous, of depth images (h, w, 1); inv_full_mat (3, 4)."""
    height, width = depth.shape[-3:-1]
    v, u = torch.meshgrid(
        torch.arange(height, dtype=depth.dtype),
        torch.arange(width, dtype=depth.dtype),
        indexing="ij",
    )
    ds_pixels = torch.stack([u, v, torch.ones_like(u)], dim=-1) * depth
    world = ds_pixels @ inv_full_mat[:, :3].T + inv_full_mat[:, 3]
    return torch.cat([world, torch.ones_like(depth)], dim=-1)


def bilinearly_interpolate_image(image: torch.Tensor, pixel_coords: torch.Tensor) -> torch.Tensor:
    """Samples an image (h, w, c) at pixel coordinates ``[x, y]`` (h', w', 2), border-clamped."""
    height, width = image.shape[-3:-1]
    scale = torch.tensor([2.0 / (width - 1), 2.0 / (height - 1)], dtype=image.dtype)
    grid = (pixel_coords * scale - 1.0)[None]
    sampled = functional.grid_sample(
        image.permute(2, 0, 1)[None],
        grid,
        mode="bilinear",
        padding_mode="border",
        align_corners=True,
    )
    return sampled[0].permute(1, 2, 0)


def warp_depth(
    depth_1: torch.Tensor,
    depth_2: torch.Tensor,
    inv_full_mat_1: torch.Tensor,
    full_mat_1: torch.Tensor,
    inv_full_mat_2: torch.Tensor,
    full_mat_2: torch.Tensor,
) -> torch.Tensor:
    """Camera 1's surface seen from camera 2: its depth in camera 2 at each of camera 2's pixels."""
    world_1 = depth_to_world_coords(depth_1, inv_full_mat_1)
    world_2 = depth_to_world_coords(depth_2, inv_full_mat_2)
    ds_in_1 = world_2 @ full_mat_1.T
    depth_in_1 = ds_in_1[..., 2:]
    pixels_in_1 = ds_in_1[..., :2] / torch.where(depth_in_1 > 1e-3, depth_in_1, 1.0)
    return bilinearly_interpolate_image(world_1, pixels_in_1) @ full_mat_2[2:].T
