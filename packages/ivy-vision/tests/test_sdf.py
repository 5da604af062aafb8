"""Signed distances of spheres and cuboids, and sphere tracing, against NumPy and known values."""

import numpy as np
import pytest
from scipy.spatial.transform import Rotation
from vision_testing import SHAPES, arr

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import assert_grads_close
from ivy_vision import cuboid_signed_distances, sphere_signed_distances, sphere_trace

FD_TOLERANCES = {"rtol": 1e-6, "atol": 1e-8}


def check_grad(fn, *args):
    """Autodiff gradients match central differences (jitted on jax: eager jax is slow)."""
    fn = ivy.compile(fn) if BACKEND == "jax" else fn
    grads = ivy.grad(fn, argnums=tuple(range(len(args))))(*(arr(a) for a in args))
    assert_grads_close(fn, args, grads, **FD_TOLERANCES)


def reference_sphere_sdf(positions, radii, points):
    distances = np.linalg.norm(points[..., None, :, :] - positions[..., :, None, :], axis=-1)
    return np.min(distances - radii, axis=-2)[..., None]


def reference_box_distance(local, half_sizes):
    """Exact signed distance of points (n, 3) in a box's frame; a loop-free NumPy reference."""
    q = np.abs(local) - half_sizes
    outside = np.linalg.norm(np.maximum(q, 0.0), axis=-1)
    inside = np.minimum(q.max(axis=-1), 0.0)
    return outside + inside


def random_cuboids(shape, count=2, seed=0):
    """Poses (..., count, 3, 4), ext mats (their inverses) and dims (..., count, 3)."""
    rng = np.random.default_rng(seed)
    n = int(np.prod(shape, dtype=int)) * count
    rotations = Rotation.random(n, random_state=seed).as_matrix().reshape(*shape, count, 3, 3)
    translations = rng.normal(size=(*shape, count, 3, 1))
    poses = np.concatenate([rotations, translations], -1)
    inverse_rotations = np.swapaxes(rotations, -1, -2)
    ext_mats = np.concatenate([inverse_rotations, -inverse_rotations @ translations], -1)
    return poses, ext_mats, rng.uniform(0.5, 2.0, size=(*shape, count, 3))


def reference_cuboid_sdf(ext_mats, dims, points):
    local = np.einsum("...cij,...pj->...cpi", ext_mats[..., :3], points) + ext_mats[..., None, :, 3]
    distances = reference_box_distance(local, dims[..., None, :] / 2)
    return distances.min(axis=-2)[..., None]


class TestSphereSignedDistances:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        rng = np.random.default_rng(1)
        positions, radii = rng.normal(size=(*shape, 3, 3)), rng.uniform(0.2, 1, (*shape, 3, 1))
        points = rng.normal(size=(*shape, 5, 3)) * 2
        out = sphere_signed_distances(arr(positions), arr(radii), arr(points))
        assert_allclose(out, reference_sphere_sdf(positions, radii, points))

    def test_the_originals_values(self):
        # ivy_vision_tests/test_sdf.py: centre, surface and inside points of two spheres.
        positions, radii = [[0.0, 0.0, 0.0], [0.0, 1.0, 2.0]], [[1.0], [0.5]]
        points = [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 1.0, 2.0], [0.0, 1.5, 2.0]]
        out = sphere_signed_distances(arr(positions), arr(radii), arr(points))
        assert_allclose(out, [[-1.0], [0.0], [-0.5], [0.0]])

    def test_batch_broadcasts(self):
        positions, radii = np.zeros((1, 3)), np.ones((1, 1))
        points = np.array([[[0.0, 0.0, 3.0]], [[4.0, 0.0, 0.0]]])
        out = sphere_signed_distances(arr(positions), arr(radii), arr(points))
        assert_allclose(out, [[[2.0]], [[3.0]]])

    def test_float32_stays_float32(self):
        out = sphere_signed_distances(
            arr(np.zeros((1, 3)), "float32"), arr([[1.0]], "float32"), arr([[0, 0, 2]], "float32")
        )
        assert_allclose(out, [[1.0]], dtype="float32")

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="sphere_signed_distances: sphere_radii"):
            sphere_signed_distances(
                arr(np.zeros((2, 3))), arr(np.ones((3, 1))), arr(np.ones((4, 3)))
            )
        with pytest.raises(ivy.ShapeError, match="sphere_signed_distances: query_positions"):
            sphere_signed_distances(
                arr(np.zeros((2, 3))), arr(np.ones((2, 1))), arr(np.ones((4, 2)))
            )
        with pytest.raises(ivy.ShapeError, match="sphere_signed_distances: the batch shapes"):
            sphere_signed_distances(
                arr(np.zeros((2, 1, 3))), arr(np.ones((2, 1, 1))), arr(np.ones((3, 4, 3)))
            )
        with pytest.raises(ivy.DtypeError, match="sphere_signed_distances: query_positions"):
            sphere_signed_distances(
                arr(np.zeros((1, 3))), arr(np.ones((1, 1))), ivy.asarray(np.ones((1, 3), np.int32))
            )

    @needs_autodiff
    def test_gradient(self):
        positions, radii = np.array([[0.1, 0.2, 0.3], [1.0, 1.0, 1.0]]), np.array([[0.5], [0.7]])
        points = np.array([[0.5, -0.3, 0.9], [1.2, 0.8, 1.5], [0.1, 0.2, 0.3]])  # one at a centre
        check_grad(
            lambda c, r, p: ivy.sum(sphere_signed_distances(c, r, p)), positions, radii, points[:2]
        )
        grads = ivy.grad(lambda p: ivy.sum(sphere_signed_distances(arr(positions), arr(radii), p)))(
            arr(points)
        )
        assert np.all(np.isfinite(ivy.to_numpy(grads)))


class TestCuboidSignedDistances:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        _, ext_mats, dims = random_cuboids(shape)
        points = np.random.default_rng(2).normal(size=(*shape, 6, 3)) * 1.5
        out = cuboid_signed_distances(arr(ext_mats), arr(dims), arr(points))
        assert_allclose(out, reference_cuboid_sdf(ext_mats, dims, points))

    def test_the_originals_values(self):
        # ivy_vision_tests/test_sdf.py: a unit cube at the origin and a cuboid posed at [1, 2, 3].
        pose = np.array([[0, 1, 0, 1], [0, 0, 1, 2], [1, 0, 0, 3], [0, 0, 0, 1.0]])
        ext_mats = np.stack([np.eye(4)[:3], np.linalg.inv(pose)[:3]])
        dims = [[1.0, 1.0, 1.0], [0.5, 1.0, 0.75]]
        points = [[0.0, 0.0, 0.0], [0.0, 0.5, 0.0], [1.0, 2.0, 3.0], [1.0, 2, 3.25]]
        out = cuboid_signed_distances(arr(ext_mats), arr(dims), arr(points))
        assert_allclose(out, [[-0.5], [0.0], [-0.25], [0.0]])

    def test_known_distances_around_a_box(self):
        # A 2 x 4 x 6 box centred at [1, 1, 1], rotated 90 degrees about z: its x extent is 4.
        pose = np.array([[0.0, -1, 0, 1], [1, 0, 0, 1], [0, 0, 1, 1], [0, 0, 0, 1]])
        ext_mat = np.linalg.inv(pose)[None, :3]
        points = np.array(
            [
                [1.0, 1.0, 1.0],  # centre: 1 from the nearest faces (the box's own x faces)
                [4.0, 1.0, 1.0],  # 1 beyond a face (world x half-extent is 2)
                [4.0, 3.0, 1.0],  # beyond an edge: sqrt(1 + 1)
                [4.0, 3.0, 6.0],  # beyond a corner: sqrt(1 + 1 + 4)
                [1.0, 1.5, 3.5],  # inside, 0.5 from the top face
            ]
        )
        out = cuboid_signed_distances(arr(ext_mat), arr([[2.0, 4.0, 6.0]]), arr(points))
        assert_allclose(out, [[-1.0], [1.0], [np.sqrt(2)], [np.sqrt(6)], [-0.5]])

    def test_float32_stays_float32(self):
        out = cuboid_signed_distances(
            arr(np.eye(4)[None, :3], "float32"),
            arr([[2.0, 2, 2]], "float32"),
            arr([[3.0, 0, 0]], "float32"),
        )
        assert_allclose(out, [[2.0]], dtype="float32")

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="cuboid_signed_distances: cuboid_ext_mats"):
            cuboid_signed_distances(
                arr(np.ones((2, 4, 4))), arr(np.ones((2, 3))), arr(np.ones((1, 3)))
            )
        with pytest.raises(ivy.ShapeError, match="cuboid_signed_distances: cuboid_dims"):
            cuboid_signed_distances(
                arr(np.ones((2, 3, 4))), arr(np.ones((3, 3))), arr(np.ones((1, 3)))
            )
        with pytest.raises(ivy.DtypeError, match="cuboid_signed_distances: cuboid_dims"):
            cuboid_signed_distances(
                arr(np.ones((1, 3, 4))),
                ivy.asarray(np.ones((1, 3), np.int64)),
                arr(np.ones((1, 3))),
            )

    @needs_autodiff
    def test_gradient_inside_outside_and_on_a_face(self):
        poses, ext_mats, dims = random_cuboids((), seed=3)
        # Inside, beyond a face and beyond a corner of cuboid 0, in its frame.
        local = np.array([[0.1, -0.2, 0.05], [0.9, 0.1, -0.1], [0.8, 0.9, 0.7]]) * dims[0]
        points = local @ poses[0, :, :3].T + poses[0, :, 3]
        check_grad(
            lambda e, d, p: ivy.sum(cuboid_signed_distances(e, d, p)), ext_mats, dims, points
        )
        # On a face the outside part is 0: its gradient must stay finite (no NaN from sqrt(0)).
        on_face = np.array([[0.5, 0.1, 0.2]])
        grads = ivy.grad(
            lambda p: ivy.sum(
                cuboid_signed_distances(arr(np.eye(4)[None, :3]), arr([[1.0, 1, 1]]), p)
            )
        )(arr(on_face))
        assert np.all(np.isfinite(ivy.to_numpy(grads)))


def unit_sphere_at(centre):
    def sdf(points):
        return sphere_signed_distances(arr([centre]), arr([[1.0]]), points)

    return sdf


class TestSphereTrace:
    def test_hits_a_sphere_at_the_known_distance(self):
        origins = np.zeros((3, 3))
        directions = np.array([[0.0, 0.0, 1.0], [0.6, 0.0, 0.8], [0.0, 1.0, 0.0]])
        distances, hits = sphere_trace(
            unit_sphere_at([0.0, 0.0, 5.0]), arr(origins), arr(directions)
        )
        # Ray 0 hits at 4; ray 1 (at ~36.9 degrees, beyond the sphere's 11.5) and ray 2 miss.
        assert_allclose(distances[0], [4.0], atol=1e-3)
        assert ivy.to_list(hits[:, 0]) == [True, False, False]
        assert_allclose(distances[1:], [[100.0], [100.0]])

    def test_grazing_ray_to_a_known_chord(self):
        # A ray 0.6 off the centre line enters a unit sphere 5 - 0.8 = 4.2 along.
        direction = np.array([[0.0, 0.0, 1.0]])
        distances, hits = sphere_trace(
            unit_sphere_at([0.6, 0.0, 5.0]),
            arr([[0.0, 0.0, 0.0]]),
            arr(direction),
            num_iterations=48,
        )
        assert_allclose(distances, [[4.2]], atol=1e-3)
        assert ivy.to_list(hits) == [[True]]

    def test_float32_stays_float32(self):
        distances, _ = sphere_trace(
            lambda p: sphere_signed_distances(
                arr([[0, 0, 3.0]], "float32"), arr([[1.0]], "float32"), p
            ),
            arr([[0, 0, 0]], "float32"),
            arr([[0, 0, 1]], "float32"),
        )
        assert_allclose(distances, [[2.0]], dtype="float32", atol=1e-3)

    def test_errors(self):
        sdf = unit_sphere_at([0.0, 0.0, 5.0])
        with pytest.raises(ivy.ShapeError, match="sphere_trace: ray_directions"):
            sphere_trace(sdf, arr(np.zeros((2, 3))), arr(np.zeros((3, 3))))
        with pytest.raises(ValueError, match="sphere_trace: num_iterations"):
            sphere_trace(sdf, arr(np.zeros((2, 3))), arr(np.zeros((2, 3))), num_iterations=0)

    @needs_autodiff
    def test_gradient_wrt_the_scene(self):
        # The hit distance to a sphere at depth z along the axis is z - r: d/dz = 1, d/dr = -1.
        def fn(centre, radius):
            distances, _ = sphere_trace(
                lambda p: sphere_signed_distances(centre, radius, p),
                arr([[0.0, 0.0, 0.0]]),
                arr([[0.0, 0.0, 1.0]]),
                num_iterations=4,
            )
            return ivy.sum(distances)

        check_grad(fn, np.array([[0.0, 0.0, 5.0]]), np.array([[1.0]]))
