"""The planning pipeline on the session's backend (IVY_BACKEND): fast, with few samples."""

from __future__ import annotations

import re

import numpy as np
import pytest
from scipy.spatial.transform import Rotation

import ivy
import ivy_stateful
from drone_planning.main import COMPILE_BY_DEFAULT
from drone_planning.planner import Planner, Settings, plan
from drone_planning.room import Room
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close

ROOM = Room.load()
COMPILE = COMPILE_BY_DEFAULT.get(BACKEND, False)


@pytest.fixture(scope="module")
def small() -> Planner:
    """A planner with 30 samples on the session's backend (fast)."""
    return Planner(ROOM, Settings(num_samples=30))


def test_the_path_runs_from_start_to_target_through_the_anchors(small):
    """Poses, matrices, body points and distances of the straight line, against numpy and scipy."""
    anchors = small.initial_anchors()
    # Compiled where the demo compiles (jax's op-by-op eager mode takes minutes here).
    cost = ivy.compile(small.cost) if COMPILE else small.cost
    cost, (clearance, poses, matrices, points, distances) = cost(anchors)
    poses, matrices, points = (ivy.to_numpy(a) for a in (poses, matrices, points))
    assert poses.shape == (30, 6)
    assert matrices.shape == (30, 3, 4)
    assert points.shape == (30, 5, 3)
    assert ivy.to_numpy(distances).shape == (30, 5, 1)
    np.testing.assert_allclose(poses[0], ROOM.start_pose, atol=1e-5)
    np.testing.assert_allclose(poses[-1], ROOM.target_pose, atol=1e-5)
    # Initialised on the straight line: every sample is on it, in order.
    direction = ROOM.target_pose - ROOM.start_pose
    fractions = (poses - ROOM.start_pose) @ direction / (direction @ direction)
    np.testing.assert_allclose(poses, ROOM.start_pose + fractions[:, None] * direction, atol=1e-5)
    assert np.all(np.diff(fractions) > 0)
    # Body points are the rotated and translated body frame (scipy's rotation vectors).
    rotations = Rotation.from_rotvec(poses[:, 3:].astype(np.float64)).as_matrix()
    expected = poses[:, None, :3] + np.einsum("sij,pj->spi", rotations, ROOM.body_points)
    np.testing.assert_allclose(points, expected, atol=1e-5)
    assert float(ivy.to_numpy(clearance)) == pytest.approx(-0.15, abs=1e-3)  # through the table
    length = np.mean(np.sum(np.linalg.norm(np.diff(expected, axis=0), axis=-1), axis=0))
    assert float(ivy.to_numpy(cost)) > length + 1.0  # the collision penalty is on


def test_the_jitter_is_seeded_and_the_same_on_every_backend():
    """The --jitter offsets come from numpy's seeded generator, not the backend's."""
    planner = Planner(ROOM, Settings(num_samples=10, jitter=0.2))
    first, again, other = (ivy.to_numpy(planner.initial_anchors(seed)) for seed in (3, 3, 4))
    np.testing.assert_array_equal(first, again)
    assert not np.allclose(first, other)
    offsets = np.random.default_rng(3).normal(0.0, 0.2, (3, 3))
    straight = ivy.to_numpy(Planner(ROOM, Settings(num_samples=10)).initial_anchors())
    np.testing.assert_allclose(first[:, :3] - straight[:, :3], offsets, atol=1e-6)


@needs_autodiff
def test_a_few_steps_lower_the_cost_and_raise_the_clearance(small):
    """Five SGD steps: the cost falls at every step, the least clearance rises."""
    result = plan(small, 5, compile=COMPILE)
    assert result.iterations == 5
    assert len(result.costs) == len(result.clearances) == 6
    assert result.costs[-1] < 0.5 * result.costs[0]
    assert all(b < a for a, b in zip(result.costs, result.costs[1:], strict=False))
    assert result.clearances[-1] > result.clearances[0] + 0.1
    assert not result.reached_goal
    # The recorded figures are those of the sampled paths.
    assert result.initial.min_clearance == pytest.approx(result.clearances[0], abs=1e-6)
    assert result.final.min_clearance == pytest.approx(result.clearances[-1], abs=1e-6)
    assert result.initial.length == pytest.approx(
        np.linalg.norm(ROOM.target_pose[:3] - ROOM.start_pose[:3]), rel=1e-5
    )


@needs_autodiff
def test_planning_stops_at_the_first_clear_path(small):
    """The optimisation stops at the first path clear by the goal, a short detour."""
    result = plan(small, 60, compile=COMPILE)
    assert result.reached_goal
    assert result.clearances[-1] >= 0.1 > max(result.clearances[:-1])
    assert result.iterations < 30
    # Over the table, not far around it: at most 15 % longer than the straight line.
    assert result.final.length < 1.15 * result.initial.length
    assert np.all(result.final.clearances >= 0.1)


@needs_autodiff
def test_the_cost_gradient_matches_finite_differences():
    """Autodiff through spline, poses, body points and SDF against central differences."""
    planner = Planner(ROOM, Settings(num_samples=12, dtype="float64"))
    anchors = ivy.to_numpy(planner.initial_anchors(0)) + 0.01  # off the line's symmetries
    _, grads = planner.value_and_grad(compile=COMPILE)(ivy.asarray(anchors, dtype="float64"))

    def cost(a):
        return planner.cost(a)[0]

    cost = ivy.compile(cost) if COMPILE else cost
    assert_grads_close(cost, [anchors], [grads], rtol=1e-5, atol=1e-6)


@needs_autodiff
def test_any_ivy_stateful_optimizer_plans(small):
    """plan() takes any ivy-stateful optimizer (Adam here)."""
    result = plan(small, 3, compile=COMPILE, optimizer=ivy_stateful.Adam(0.05))
    assert result.costs[-1] < result.costs[0]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("num_samples", 1, "num_samples must be >= 2; got 1"),
        ("num_free_anchors", 0, "num_free_anchors must be >= 1; got 0"),
        ("learning_rate", 0.0, "learning_rate must be > 0; got 0.0"),
        ("margin", -0.1, "margin must be >= 0; got -0.1"),
        ("dtype", "float16", "dtype must be 'float32' or 'float64'; got 'float16'"),
    ],
)
def test_settings_refuse_values_out_of_range(field, value, message):
    """Each setting out of range is a ValueError naming it and its value."""
    with pytest.raises(ValueError, match=re.escape(f"Settings: {message}")):
        Settings(**{field: value})


@pytest.mark.skipif(BACKEND != "numpy", reason="numpy only: the one backend without autodiff")
def test_numpy_cannot_plan(small):
    """On numpy, which has no autodiff: ivy's UnsupportedError, not a wrong plan."""
    with pytest.raises(ivy.UnsupportedError):
        plan(small, 2)
