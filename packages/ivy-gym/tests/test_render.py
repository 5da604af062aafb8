"""The headless drawing: anti-aliased shapes at the right places."""

import numpy as np
import pytest

from ivy_gym._render import Canvas, reward_color

BLACK = (0.0, 0.0, 0.0)


def ink(canvas):
    """Coverage per pixel, 0 (white) to 1 (black)."""
    return 1.0 - canvas.image()[..., 0] / 255.0


class TestCanvas:
    def test_circle_area_and_centre(self):
        canvas = Canvas(200, (-1.0, 1.0, -1.0, 1.0))
        canvas.circle((0.5, -0.25), 0.3, BLACK)
        coverage = ink(canvas)
        pixel_area = (2.0 / 200) ** 2
        assert coverage.sum() * pixel_area == pytest.approx(np.pi * 0.09, rel=0.01)
        rows, cols = np.nonzero(coverage > 0.5)
        # y up: world y = -0.25 is below the middle row.
        assert cols.mean() == pytest.approx(150, abs=1) and rows.mean() == pytest.approx(125, abs=1)

    def test_rectangle_and_polygon_areas(self):
        canvas = Canvas(200, (-1.0, 1.0, -1.0, 1.0))
        canvas.rectangle((0.0, 0.0), 0.8, 0.4, np.pi / 6, BLACK)
        assert ink(canvas).sum() * 1e-4 == pytest.approx(0.32, rel=0.01)
        canvas = Canvas(200, (-1.0, 1.0, -1.0, 1.0))
        canvas.polygon(np.array([[0.0, 0.0], [0.0, 0.5], [0.5, 0.0]]), BLACK)  # clockwise
        assert ink(canvas).sum() * 1e-4 == pytest.approx(0.125, rel=0.02)

    def test_capsule_and_union_of_capsules(self):
        canvas = Canvas(200, (-1.0, 1.0, -1.0, 1.0))
        canvas.capsule((-0.5, 0.0), (0.5, 0.0), 0.1, BLACK)
        expected = 1.0 * 0.2 + np.pi * 0.01
        assert ink(canvas).sum() * 1e-4 == pytest.approx(expected, rel=0.01)
        crossed = Canvas(200, (-1.0, 1.0, -1.0, 1.0))
        crossed.capsules(
            np.array([[-0.5, 0.0], [0.0, -0.5]]), np.array([[0.5, 0.0], [0.0, 0.5]]), 0.1, BLACK
        )
        assert ink(crossed).sum() * 1e-4 == pytest.approx(2 * expected - 0.04, rel=0.02)

    def test_graph(self):
        canvas = Canvas(200, (0.0, 2.0, -1.0, 1.0))
        canvas.graph(np.sin, np.cos, (0.0, 2.0), BLACK, width_pixels=2.0)
        coverage = ink(canvas)
        column = coverage[:, 50]  # x = 0.505
        assert canvas.image().shape == (200, 200, 3)
        assert np.argmax(column) == pytest.approx((1.0 - np.sin(0.505)) * 100, abs=1.5)

    def test_shapes_outside_and_partly_outside(self):
        canvas = Canvas(100, (-1.0, 1.0, -1.0, 1.0))
        canvas.circle((5.0, 5.0), 0.5, BLACK)
        assert ink(canvas).max() == 0.0
        canvas.circle((1.0, 0.0), 0.5, BLACK)
        assert ink(canvas).sum() * 4e-4 == pytest.approx(np.pi * 0.25 / 2, rel=0.03)

    def test_non_square_window(self):
        assert Canvas(400, (-2.4, 2.4, -1.4, 1.6)).image().shape == (250, 400, 3)


def test_reward_color():
    assert reward_color(0.0)[1] == 0.0 and reward_color(1.0)[0] == 0.0
    assert reward_color(2.0) == reward_color(1.0)
