"""Headless drawing: anti-aliased shapes on an RGB NumPy image, no display and no GUI toolkit.

Each shape is given by its signed distance in world units (negative inside); a pixel's coverage
is ``clip(0.5 - distance_in_pixels, 0, 1)``, which anti-aliases edges at the cost of one
distance evaluation per pixel of the shape's bounding box. A frame of a classic-control scene
(ten or so shapes at 400x400) takes about a millisecond.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

import numpy as np

__all__ = ["Canvas", "reward_color"]

Color = tuple[float, float, float]
Point = Sequence[float]


def reward_color(reward: float) -> Color:
    """Red at reward 0 through yellow to green at reward 1 (the original library's colouring)."""
    reward = min(max(reward, 0.0), 1.0)
    return (0.9 * (1.0 - reward), 0.8 * reward, 0.1)


@functools.lru_cache(maxsize=8)
def _blank(height: int, width: int, background: Color) -> np.ndarray:
    """An image of the background colour, read-only (each canvas copies it).

    Colours are kept in [0, 255] as float32: blending keeps them in range, so
    :meth:`Canvas.image` only rounds.
    """
    pixels = np.tile(np.asarray(background, np.float32) * 255.0, (height, width, 1))
    pixels.flags.writeable = False
    return pixels


class Canvas:
    """An RGB image of the world window ``bounds``, with y pointing up.

    Args:
        width: the width in pixels; the height follows from the window's aspect ratio.
        bounds: ``(x_min, x_max, y_min, y_max)`` of the window, in world units.
        background: the background colour, RGB in ``[0, 1]``.

    Example:
        >>> canvas = Canvas(64, (-1.0, 1.0, -0.5, 0.5))
        >>> canvas.circle((0.0, 0.0), 0.25, (0.0, 0.0, 0.0))
        >>> image = canvas.image()
        >>> image.shape, image.dtype, image[16, 32].tolist(), image[0, 0].tolist()
        ((32, 64, 3), dtype('uint8'), [0, 0, 0], [255, 255, 255])
    """

    def __init__(
        self,
        width: int,
        bounds: tuple[float, float, float, float],
        background: Color = (1.0, 1.0, 1.0),
    ) -> None:
        x_min, x_max, y_min, y_max = bounds
        self.width = int(width)
        self._scale = self.width / (x_max - x_min)  # pixels per world unit
        self.height = max(round((y_max - y_min) * self._scale), 1)
        self._x0, self._y1 = x_min, y_max
        self._pixels = _blank(self.height, self.width, tuple(background)).copy()

    @property
    def pixel(self) -> float:
        """The width of one pixel in world units."""
        return 1.0 / self._scale

    def image(self) -> np.ndarray:
        """The picture so far: uint8 array of shape (height, width, 3)."""
        return np.rint(self._pixels).astype(np.uint8)

    def circle(self, center: Point, radius: float, color: Color) -> None:
        """A filled disc."""
        cx, cy = center

        def distance(x: np.ndarray, y: np.ndarray) -> np.ndarray:
            return np.hypot(x - cx, y - cy) - radius

        self.shape(cx - radius, cx + radius, cy - radius, cy + radius, distance, color)

    def capsule(self, start: Point, end: Point, radius: float, color: Color) -> None:
        """A thick segment with round ends: a rod, a link, or (with a small radius) a line."""
        self.capsules(np.asarray([start]), np.asarray([end]), radius, color)

    def capsules(self, starts: np.ndarray, ends: np.ndarray, radius: float, color: Color) -> None:
        """The union of capsules from ``starts`` to ``ends``, each of shape (n, 2), in one pass."""
        starts, ends = np.asarray(starts, np.float64), np.asarray(ends, np.float64)
        deltas = ends - starts
        lengths_squared = np.maximum(np.sum(deltas * deltas, axis=-1), 1e-12)

        def distance(x: np.ndarray, y: np.ndarray) -> np.ndarray:
            dx, dy = x[..., None] - starts[:, 0], y[..., None] - starts[:, 1]
            along = np.clip((dx * deltas[:, 0] + dy * deltas[:, 1]) / lengths_squared, 0.0, 1.0)
            return np.min(np.hypot(dx - along * deltas[:, 0], dy - along * deltas[:, 1]), -1)

        points = np.concatenate([starts, ends])
        (x_lo, y_lo), (x_hi, y_hi) = points.min(axis=0) - radius, points.max(axis=0) + radius
        self.shape(x_lo, x_hi, y_lo, y_hi, lambda x, y: distance(x, y) - radius, color)

    def graph(
        self,
        function: Callable[[np.ndarray], np.ndarray],
        slope: Callable[[np.ndarray], np.ndarray],
        x_range: tuple[float, float],
        color: Color,
        width_pixels: float = 2.0,
    ) -> None:
        """The curve ``y = function(x)`` over ``x_range`` (``slope`` is its derivative)."""
        x_lo, x_hi = x_range
        samples = function(np.linspace(x_lo, x_hi, 64))
        half_width = 0.5 * width_pixels / self._scale

        def distance(x: np.ndarray, y: np.ndarray) -> np.ndarray:
            # First-order distance to the graph: |y - f(x)| / sqrt(1 + f'(x)^2).
            inside = np.abs(y - function(x)) / np.sqrt(1.0 + slope(x) ** 2) - half_width
            return np.where((x >= x_lo) & (x <= x_hi), inside, np.inf)

        y_lo, y_hi = samples.min() - half_width, samples.max() + half_width
        self.shape(x_lo, x_hi, y_lo, y_hi, distance, color)

    def line(self, start: Point, end: Point, color: Color, width_pixels: float = 1.5) -> None:
        """A line ``width_pixels`` wide."""
        self.capsule(start, end, 0.5 * width_pixels / self._scale, color)

    def polygon(self, vertices: np.ndarray, color: Color) -> None:
        """A filled convex polygon with ``vertices`` of shape (n, 2), in either orientation."""
        vertices = np.asarray(vertices, np.float64)
        edges = np.roll(vertices, -1, axis=0) - vertices
        area = np.sum(vertices[:, 0] * edges[:, 1] - vertices[:, 1] * edges[:, 0])
        normals = np.stack([edges[:, 1], -edges[:, 0]], axis=-1) * (1.0 if area > 0 else -1.0)
        normals /= np.maximum(np.linalg.norm(normals, axis=-1, keepdims=True), 1e-12)
        offsets = np.sum(normals * vertices, axis=-1)

        def distance(x: np.ndarray, y: np.ndarray) -> np.ndarray:
            # The largest signed distance to an edge's line: exact inside and along the edges,
            # which is where anti-aliasing looks.
            signed = x[..., None] * normals[:, 0] + y[..., None] * normals[:, 1] - offsets
            return np.max(signed, axis=-1)

        (x_lo, y_lo), (x_hi, y_hi) = vertices.min(axis=0), vertices.max(axis=0)
        self.shape(x_lo, x_hi, y_lo, y_hi, distance, color)

    def rectangle(
        self, center: Point, width: float, height: float, angle: float, color: Color
    ) -> None:
        """A filled rectangle rotated by ``angle`` (radians, counter-clockwise) about its centre."""
        c, s = math.cos(angle), math.sin(angle)
        corners = np.array([[-1, -1], [1, -1], [1, 1], [-1, 1]]) * [width / 2, height / 2]
        rotated = corners @ np.array([[c, s], [-s, c]]) + np.asarray(center)
        self.polygon(rotated, color)

    def shape(
        self,
        x_lo: float,
        x_hi: float,
        y_lo: float,
        y_hi: float,
        distance: Callable[[np.ndarray, np.ndarray], np.ndarray],
        color: Color,
    ) -> None:
        """Any shape, given by its signed distance (world units, negative inside).

        ``distance(x, y)`` receives the pixel centres of the box ``[x_lo, x_hi] x [y_lo, y_hi]``
        (which must hold the shape) as arrays of shapes (1, w) and (h, 1); ``color`` is blended
        over those pixels by coverage.
        """
        c0 = max((math.floor((x_lo - self._x0) * self._scale)) - 1, 0)
        c1 = min((math.ceil((x_hi - self._x0) * self._scale)) + 1, self.width)
        r0 = max((math.floor((self._y1 - y_hi) * self._scale)) - 1, 0)
        r1 = min((math.ceil((self._y1 - y_lo) * self._scale)) + 1, self.height)
        if c0 >= c1 or r0 >= r1:
            return
        x = self._x0 + (np.arange(c0, c1) + 0.5) / self._scale
        y = self._y1 - (np.arange(r0, r1) + 0.5) / self._scale
        coverage = np.clip(0.5 - distance(x[None, :], y[:, None]) * self._scale, 0.0, 1.0)
        region = self._pixels[r0:r1, c0:c1]
        region += coverage[..., None] * (np.asarray(color, np.float32) * 255.0 - region)
