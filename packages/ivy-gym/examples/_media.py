"""Frames to GIFs for the examples (imageio with pillow; no display needed)."""

from __future__ import annotations

from pathlib import Path

import numpy as np


def tile(frames: np.ndarray, columns: int = 2) -> np.ndarray:
    """Frames of shape (n, H, W, 3) side by side in rows of ``columns``: (rows H, columns W, 3)."""
    n, height, width, _ = frames.shape
    rows = -(-n // columns)
    grid = np.full((rows * height, columns * width, 3), 255, np.uint8)
    for index, frame in enumerate(frames):
        row, column = divmod(index, columns)
        grid[row * height : (row + 1) * height, column * width : (column + 1) * width] = frame
    return grid


def save_gif(path: str | Path, frames: list[np.ndarray], fps: float) -> Path:
    """Writes ``frames`` (uint8, (H, W, 3) each) as a looping GIF; returns the path."""
    import imageio.v3 as iio

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    iio.imwrite(path, np.stack(frames), duration=1000.0 / fps, loop=0)
    return path
