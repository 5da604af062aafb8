"""Rasterization against a pixel-by-pixel NumPy test, and image meshes against the original's."""

import numpy as np
import pytest
from vision_testing import SHAPES, to_np

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND
from ivy_vision import coord_image_to_trimesh, create_trimesh_indices_for_image, rasterize_triangles

HEIGHT, WIDTH = 6, 7


def arr(values, dtype="float64"):
    return ivy.asarray(np.array(values, dtype=dtype))


def reference_raster(triangles, height=HEIGHT, width=WIDTH):
    """(n, 3, 2) triangles -> (h, w, 1): each pixel centre tested by barycentric coordinates."""
    image = np.zeros((height, width, 1), bool)
    for a, b, c in triangles[..., :2]:
        matrix = np.stack([b - a, c - a], -1)
        if abs(np.linalg.det(matrix)) < 1e-12:
            continue
        for v in range(height):
            for u in range(width):
                s, t = np.linalg.solve(matrix, np.array([u, v]) - a)
                image[v, u, 0] |= s >= -1e-9 and t >= -1e-9 and s + t <= 1 + 1e-9
    return image


def rasterize(triangles, image_dims=(HEIGHT, WIDTH)):
    """``rasterize_triangles``, under jax.jit on jax: one compilation of the whole function per
    input shape, where eager jax compiles each of its operations (several times longer); its
    eager run on jax is test_known_coverages'."""
    call = lambda t: rasterize_triangles(t, image_dims)  # noqa: E731
    return (ivy.compile(call) if BACKEND == "jax" else call)(triangles)


def random_triangles(shape, count=4, seed=0):
    """Triangles over and beyond the image, of various sizes and both windings."""
    rng = np.random.default_rng(seed)
    centres = rng.uniform([-1, -1], [WIDTH, HEIGHT], size=(*shape, count, 1, 2))
    return centres + rng.uniform(-3.0, 3.0, size=(*shape, count, 3, 2))


class TestRasterizeTriangles:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_matches_numpy(self, shape):
        triangles = random_triangles(shape)
        out = rasterize(arr(triangles))
        expected = [reference_raster(triangles[i]) for i in np.ndindex(*shape)]
        assert_allclose(out, np.stack(expected).reshape(*shape, HEIGHT, WIDTH, 1))

    def test_known_coverages(self):
        # One call (one window size, one compilation on jax) for four images of two triangles:
        # 0, 1: ivy_vision_tests/test_mesh.py's triangle (0, 0), (0, 2), (2, 0) ([x, y, 1]) in
        #       both windings covers the pixels with x + y <= 2, the right way up (the original
        #       returned its image flipped upside down); with a degenerate and an outside one;
        # 2: two triangles splitting the rectangle u in [1, 4], v in [2, 3] along a diagonal;
        # 3: a triangle larger than the image covers all of it.
        original = np.array([[0.0, 0.0, 1.0], [0.0, 2.0, 1.0], [2.0, 0.0, 1.0]])
        line = np.array([[0.0, 0.0, 1.0], [2.0, 2.0, 1.0], [4.0, 4.0, 1.0]])
        left_of_image = np.array([[-5.0, 1.0, 1.0], [-2.0, 1.0, 1.0], [-3.0, 4.0, 1.0]])
        below_image = np.array([[2.0, 9.0, 1.0], [6.0, 9.0, 1.0], [4.0, 12.0, 1.0]])
        corners = np.array([[1.0, 2.0, 1.0], [4.0, 2.0, 1.0], [4.0, 3.0, 1.0], [1.0, 3.0, 1.0]])
        huge = np.array([[-10.0, -10.0, 1.0], [40.0, -10.0, 1.0], [-10.0, 40.0, 1.0]])
        triangles = np.stack(
            [
                [original, line],
                [original[::-1], left_of_image],
                [corners[[0, 1, 2]], corners[[0, 2, 3]]],
                [huge, below_image],
            ]
        )
        out = rasterize_triangles(arr(triangles), (HEIGHT, WIDTH))  # eager on jax too
        u, v = np.meshgrid(np.arange(WIDTH), np.arange(HEIGHT))
        rectangle = (u >= 1) & (u <= 4) & (v >= 2) & (v <= 3)
        expected = np.stack([u + v <= 2, u + v <= 2, rectangle, np.ones_like(rectangle)])
        assert_allclose(out, expected[..., None])

    def test_float32(self):
        triangles = random_triangles((), seed=1)
        out = rasterize(arr(triangles, "float32"))
        assert_allclose(out, reference_raster(triangles.astype(np.float32).astype(float)))

    def test_traces_under_jax_jit(self):
        if BACKEND != "jax":
            pytest.skip("jax.jit")
        import jax

        triangles = random_triangles((2,), seed=2)
        traced = jax.jit(lambda t: rasterize_triangles(t, (HEIGHT, WIDTH)))
        expected = np.stack([reference_raster(t) for t in triangles])
        assert_allclose(traced(arr(triangles)), expected)

    def test_jax_without_64_bit_mode(self):
        if BACKEND != "jax":
            pytest.skip("jax's 32-bit mode")
        import jax

        triangles = random_triangles((), seed=1)  # the float32 test's
        expected = reference_raster(triangles.astype(np.float32).astype(float))
        with jax.enable_x64(False):  # indices in int32, the backend's indexing dtype there
            assert_allclose(rasterize(arr(triangles, "float32")), expected)
            _, indices = coord_image_to_trimesh(
                arr(ORIGINAL_COORDS[None], "float32"), ivy.asarray(ORIGINAL_VALID[None])
            )
            assert_allclose(indices, np.array([[3, 4, 6], [5, 2, 4], [11, 8, 10]], np.int32))

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="rasterize_triangles: pixel_coords_triangles"):
            rasterize_triangles(arr(np.zeros((3, 3))), (3, 3))
        with pytest.raises(ivy.ShapeError, match="rasterize_triangles: pixel_coords_triangles"):
            rasterize_triangles(arr(np.zeros((1, 3, 1))), (3, 3))
        with pytest.raises(ivy.DtypeError, match="rasterize_triangles: pixel_coords_triangles"):
            rasterize_triangles(ivy.asarray(np.zeros((1, 3, 2), np.int32)), (3, 3))
        with pytest.raises(ValueError, match="rasterize_triangles: image_dims"):
            rasterize_triangles(arr(np.zeros((1, 3, 2))), (3,))


# ivy_vision_tests/test_mesh.py: the mesh of a 4 x 3 image, its vertices and valid triangles.
ORIGINAL_INDICES = np.array(
    [
        [0, 1, 3], [1, 2, 4], [3, 4, 6], [4, 5, 7], [6, 7, 9], [7, 8, 10],
        [4, 1, 3], [5, 2, 4], [7, 4, 6], [8, 5, 7], [10, 7, 9], [11, 8, 10],
    ]
)  # fmt: skip
ORIGINAL_COORDS = np.array(
    [
        [[0.5, 1.1, 2.3], [0.7, 1.2, 1.5], [0.9, 1.9, 2.0]],
        [[0.6, 0.7, 0.3], [0.2, 1.3, 1.2], [0.7, 0.7, 0.4]],
        [[1.4, 1.7, 0.1], [1.3, 1.6, 1.4], [0.8, 1.1, 1.3]],
        [[1.0, 0.9, 0.1], [1.2, 1.7, 1.3], [0.6, 1.7, 1.1]],
    ]
)
ORIGINAL_VALID = np.array(
    [[True, False, True], [True, True, True], [True, False, True], [True, True, True]]
)[..., None]


class TestCreateTrimeshIndicesForImage:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_the_originals_indices(self, shape):
        out = create_trimesh_indices_for_image(shape, (4, 3))
        assert_allclose(out, np.broadcast_to(ORIGINAL_INDICES, (*shape, 12, 3)))

    def test_every_square_is_covered_by_its_two_triangles(self):
        height, width = 3, 5
        triangles = to_np(create_trimesh_indices_for_image((), (height, width)))
        squares = len(triangles) // 2
        for k, (first, second) in enumerate(
            zip(triangles[:squares], triangles[squares:], strict=True)
        ):
            row, column = divmod(k, width - 1)
            corner = row * width + column
            square = {corner, corner + 1, corner + width, corner + width + 1}
            assert set(first) | set(second) == square
            assert set(first) & set(second) == {corner + 1, corner + width}  # the diagonal

    def test_dtype_and_a_single_row(self):
        out = create_trimesh_indices_for_image((2,), (1, 4), dtype="int32")
        assert ivy.dtype(out) == ivy.int32 and ivy.shape(out) == (2, 0, 3)
        default = ivy.__array_namespace_info__().default_dtypes()["indexing"]
        assert ivy.dtype(create_trimesh_indices_for_image((), (2, 2))) == default

    def test_errors(self):
        with pytest.raises(ValueError, match="create_trimesh_indices_for_image: image_dims"):
            create_trimesh_indices_for_image((), (0, 3))


class TestCoordImageToTrimesh:
    @pytest.mark.parametrize("shape", SHAPES)
    def test_all_triangles(self, shape):
        coords = np.broadcast_to(ORIGINAL_COORDS, (*shape, 4, 3, 3))
        vertices, triangles = coord_image_to_trimesh(arr(coords))
        assert_allclose(vertices, coords.reshape(*shape, 12, 3))
        assert_allclose(triangles, np.broadcast_to(ORIGINAL_INDICES, (*shape, 12, 3)))

    def test_the_originals_valid_triangles(self):
        vertices, triangles = coord_image_to_trimesh(
            arr(ORIGINAL_COORDS[None]), ivy.asarray(ORIGINAL_VALID[None])
        )
        assert_allclose(vertices, ORIGINAL_COORDS.reshape(1, 12, 3))
        assert_allclose(triangles, np.array([[3, 4, 6], [5, 2, 4], [11, 8, 10]]))

    def test_batched_mask_indexes_the_flattened_vertices(self):
        coords = np.stack([ORIGINAL_COORDS, ORIGINAL_COORDS + 1])
        valid = np.stack([ORIGINAL_VALID, np.ones_like(ORIGINAL_VALID)])
        vertices, triangles = coord_image_to_trimesh(arr(coords), ivy.asarray(valid))
        # Image 0's three valid triangles, then all twelve of image 1, offset by its 12 vertices.
        expected = np.concatenate([[[3, 4, 6], [5, 2, 4], [11, 8, 10]], ORIGINAL_INDICES + 12])
        assert_allclose(triangles, expected)
        flat = to_np(vertices).reshape(-1, 3)
        assert np.array_equal(flat[expected[3:]], (coords[1].reshape(-1, 3))[ORIGINAL_INDICES])

    def test_float32_vertices(self):
        vertices, _ = coord_image_to_trimesh(arr(ORIGINAL_COORDS, "float32"))
        assert ivy.dtype(vertices) == ivy.float32

    def test_errors(self):
        with pytest.raises(ivy.ShapeError, match="coord_image_to_trimesh: coord_img"):
            coord_image_to_trimesh(arr(np.ones((4, 3, 2))))
        with pytest.raises(ivy.ShapeError, match="coord_image_to_trimesh: validity_mask"):
            coord_image_to_trimesh(arr(ORIGINAL_COORDS), ivy.asarray(ORIGINAL_VALID[:3]))
        with pytest.raises(ivy.DtypeError, match="coord_image_to_trimesh: validity_mask"):
            coord_image_to_trimesh(arr(ORIGINAL_COORDS), arr(ORIGINAL_VALID))
