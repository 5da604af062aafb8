"""Triangle meshes of images and rasterization of image-space triangles.

A coordinate image (e.g. world coordinates of every pixel) becomes a mesh with a vertex per
pixel and two triangles per square of four neighbouring pixels; triangles projected into an
image are rasterized into the pixels whose centres they cover.

Differs from the original: :func:`rasterize_triangles` rasterizes any number of triangles of
any size per image, of either winding, into the image the right way up (the original handled
one triangle per image whose bounding box was 3×3 pixels, only one winding, and returned the
image flipped upside down), and takes no ``batch_shape`` or ``device``; triangle indices are
integers, by default of the backend's indexing dtype (the original returned float32); with a
validity mask, :func:`coord_image_to_trimesh` returns the valid triangles of every batch
element with indices into the vertices flattened over the batch (the same as the original's
for one image; the original's indices of several images could not be told apart); the
``batch_shape``, ``image_dims`` and ``device`` arguments that restated the inputs are gone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import ivy
from ivy_vision._common import (
    broadcast_batch,
    check_image_dims,
    check_input,
    device_of,
    index_dtype,
    scatter_rows,
)

__all__ = ["rasterize_triangles", "create_trimesh_indices_for_image", "coord_image_to_trimesh"]


def _window_size(low: Any, high: Any, image_dims: tuple[int, int]) -> tuple[int, int]:
    """The largest bounding box of the triangles, ``(rows, columns)``, read on the host.

    Each side is rounded up to a power of two (at most the image's): the window's shape is that
    of every array after it, so meshes of similar triangles share it, and eager jax compiles its
    operations once for them rather than once per call. Traced arrays (``jax.jit``) cannot be
    read: the window is then the whole image.
    """
    extents = ivy.max(ivy.reshape(high - low + 1, (-1, 2)), axis=0)
    try:
        columns, rows = (int(e) for e in ivy.to_list(extents))
    except Exception:  # a tracer: its values are unknown while tracing
        return image_dims
    height, width = image_dims
    return (
        min(1 << max(rows - 1, 0).bit_length(), height),
        min(1 << max(columns - 1, 0).bit_length(), width),
    )


def rasterize_triangles(pixel_coords_triangles: Any, image_dims: Sequence[int]) -> Any:
    """Rasterizes triangles given in pixel coordinates: the pixels whose centres they cover.

    A pixel (row ``v``, column ``u``) is covered if its centre ``[u, v]`` lies inside a
    triangle or on its edges (by the three edge functions, for either winding); triangles of
    zero area cover nothing. Each triangle is tested only against the pixels of the largest
    bounding box among the triangles, its sides rounded up to powers of two (the whole image
    while ``jax.jit`` traces the function), so meshes of small triangles cost little.

    Args:
        pixel_coords_triangles: triangles, shape (..., num_triangles, 3, c) with ``c >= 2``:
            three vertices each, whose first two coordinates are ``[u, v]`` (further ones,
            e.g. a homogeneous 1 or a depth, are ignored).
        image_dims: the image's ``(height, width)``.

    Returns:
        Whether each pixel is covered, a bool array of shape (..., height, width, 1).

    Raises:
        ivy.ShapeError: ``pixel_coords_triangles`` is not of shape (..., n, 3, c), c >= 2.
        ivy.DtypeError: it is not of a real floating dtype.
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> import numpy as np
        >>> triangle = np.array([[[0.0, 0.0], [0.0, 2.0], [2.0, 0.0]]])
        >>> rasterize_triangles(triangle, (3, 4))[..., 0].astype(int)
        array([[1, 1, 1, 0],
               [1, 1, 0, 0],
               [1, 0, 0, 0]])
    """
    fn = "rasterize_triangles"
    height, width = check_image_dims(fn, image_dims)
    check_input(fn, "pixel_coords_triangles", pixel_coords_triangles, ["...", "n", "3", "c"])
    shape = tuple(ivy.shape(pixel_coords_triangles))
    if shape[-1] < 2:
        raise ivy.ShapeError(
            f"{fn}: pixel_coords_triangles must have shape (..., n, 3, c) with c >= 2 (the "
            f"vertices' [u, v] first); got shape {shape}"
        )
    batch, num_triangles = shape[:-3], shape[-3]
    num_images = math.prod(batch)
    dtype, device = ivy.dtype(pixel_coords_triangles), device_of(pixel_coords_triangles)
    backend = ivy.current_backend(pixel_coords_triangles)
    options = {"device": device, "backend": backend}
    integer = index_dtype(backend)
    # (B * n, 3, 2): the triangles of every image, one after another.
    vertices = ivy.reshape(
        ivy.stop_gradient(pixel_coords_triangles[..., :2]), (num_images * num_triangles, 3, 2)
    )
    # (B * n, 2): each triangle's bounding box of pixel centres, clipped to the image.
    image_max = ivy.asarray([width - 1, height - 1], dtype=dtype, **options)
    low = ivy.clip(ivy.ceil(ivy.min(vertices, axis=-2)), 0, image_max)
    high = ivy.clip(ivy.floor(ivy.max(vertices, axis=-2)), -1, image_max)
    rows, columns = _window_size(low, high, (height, width))
    # (B * n, rows, columns): the window's pixel centres for each triangle.
    u = ivy.reshape(low[:, 0], (-1, 1, 1)) + ivy.reshape(
        ivy.arange(columns, dtype=dtype, **options), (1, 1, -1)
    )
    v = ivy.reshape(low[:, 1], (-1, 1, 1)) + ivy.reshape(
        ivy.arange(rows, dtype=dtype, **options), (1, -1, 1)
    )
    in_box = ivy.logical_and(
        u <= ivy.reshape(high[:, 0], (-1, 1, 1)), v <= ivy.reshape(high[:, 1], (-1, 1, 1))
    )
    # (B * n, 3, 1, 1): each edge's start and direction, from vertex i to vertex i + 1.
    starts = ivy.reshape(vertices, (-1, 3, 2, 1, 1))
    directions = ivy.reshape(ivy.roll(vertices, -1, axis=1) - vertices, (-1, 3, 2, 1, 1))
    # (B * n, 3, rows, columns): which side of each edge every centre lies on.
    sides = (ivy.expand_dims(u, 1) - starts[:, :, 0]) * directions[:, :, 1] - (
        ivy.expand_dims(v, 1) - starts[:, :, 1]
    ) * directions[:, :, 0]
    inside = ivy.logical_or(ivy.all(sides >= 0, axis=1), ivy.all(sides <= 0, axis=1))
    # Twice the signed area: zero for a degenerate triangle, whose edge tests all pass on it.
    area = directions[:, 0, 0] * directions[:, 1, 1] - directions[:, 0, 1] * directions[:, 1, 0]
    covered = ivy.logical_and(ivy.logical_and(inside, area != 0), in_box)
    # (B, n rows columns): every window pixel's index into the images, flattened.
    index = ivy.reshape(ivy.astype(v, integer) * width + ivy.astype(u, integer), (num_images, -1))
    if num_images > 1:
        image_size = height * width
        offsets = ivy.arange(0, num_images * image_size, image_size, dtype=integer, **options)
        index = index + ivy.reshape(offsets, (-1, 1))
    ones = ivy.ones((num_images * num_triangles * rows * columns, 1), dtype=dtype, **options)
    hits = scatter_rows(
        ivy.reshape(index, (-1,)), ivy.reshape(covered, (-1,)), ones, num_images * height * width
    )
    return ivy.reshape(hits > 0, (*batch, height, width, 1))


def create_trimesh_indices_for_image(
    batch_shape: Sequence[int],
    image_dims: Sequence[int],
    *,
    dtype: Any = None,
    device: Any = None,
    backend: Any = None,
) -> Any:
    """The triangles of an image's mesh: two per square of four neighbouring pixels.

    Pixels are the vertices, numbered row by row (``row * width + column``). For the square
    whose top-left pixel is ``k``, the triangles are ``[k, k + 1, k + w]`` and
    ``[k + w + 1, k + 1, k + w]``; all first triangles come first, square by square row by
    row, then all second ones.

    Args:
        batch_shape: the leading shape of the result.
        image_dims: the image's ``(height, width)``.
        dtype: the indices' dtype; if None, the backend's default indexing dtype (int64, or
            int32 on jax without its 64-bit mode).
        device: the device; ivy's default if None.
        backend: the framework to create the array with; if None, the global setting, else
            numpy (ivy's usual rule).

    Returns:
        Vertex indices, shape (*batch_shape, 2 (h - 1) (w - 1), 3).

    Raises:
        ValueError: ``image_dims`` is not two positive ints.

    Example:
        >>> create_trimesh_indices_for_image((), (2, 3))
        array([[0, 1, 3],
               [1, 2, 4],
               [4, 1, 3],
               [5, 2, 4]])
    """
    height, width = check_image_dims("create_trimesh_indices_for_image", image_dims)
    options = {"dtype": index_dtype(backend), "device": device, "backend": backend}
    # ((h - 1) (w - 1), 1): the top-left pixel of every square.
    rows = ivy.reshape(ivy.arange(height - 1, **options) * width, (-1, 1))
    corners = ivy.reshape(rows + ivy.reshape(ivy.arange(width - 1, **options), (1, -1)), (-1, 1))
    first = ivy.asarray([0, 1, width], **options)
    second = ivy.asarray([width + 1, 1, width], **options)
    triangles = ivy.concat([corners + first, corners + second], axis=0)
    if dtype is not None:
        triangles = ivy.astype(triangles, dtype)
    return ivy.broadcast_to(triangles, (*tuple(batch_shape), *tuple(ivy.shape(triangles))))


def coord_image_to_trimesh(coord_img: Any, validity_mask: Any = None) -> tuple[Any, Any]:
    """A triangle mesh of a coordinate image: a vertex per pixel, two triangles per square.

    Args:
        coord_img: coordinates (e.g. world points) of every pixel, shape (..., h, w, 3).
        validity_mask: which pixels hold valid coordinates, a bool array of shape
            (..., h, w, 1) (the batch axes broadcast); None for all. A triangle is kept only if
            its three pixels are valid.

    Returns:
        ``(vertices, trimesh_indices)``: the vertices, shape (..., h w, 3); and the triangles'
        vertex indices, of the backend's indexing dtype, of shape (..., 2 (h - 1) (w - 1), 3)
        without a mask (:func:`create_trimesh_indices_for_image`), or of shape (num_valid, 3)
        with one: the valid triangles of every batch element in turn, indexing the vertices
        flattened over the batch, ``reshape(vertices, (-1, 3))`` (for unbatched images simply
        the vertices). With a mask, the number of triangles depends on its values, so the function
        is not traceable by ``jax.jit``.

    Raises:
        ivy.ShapeError: a shape is wrong or the batch shapes do not broadcast.
        ivy.DtypeError: ``coord_img`` is not of a real floating dtype, or ``validity_mask``
            not bool.

    Example:
        >>> import numpy as np
        >>> coords = np.arange(18.0).reshape(2, 3, 3)
        >>> valid = np.array([[True, True, False], [True, True, True]])[..., None]
        >>> vertices, triangles = coord_image_to_trimesh(coords, valid)
        >>> vertices.shape, triangles
        ((6, 3), array([[0, 1, 3],
               [4, 1, 3]]))
    """
    fn = "coord_image_to_trimesh"
    sizes = check_input(fn, "coord_img", coord_img, ["...", "h", "w", "3"])
    shape = tuple(ivy.shape(coord_img))
    batch, (height, width) = shape[:-3], shape[-3:-1]
    vertices = ivy.reshape(coord_img, (*batch, height * width, 3))
    options = {"device": device_of(coord_img), "backend": ivy.current_backend(coord_img)}
    if validity_mask is None:
        return vertices, create_trimesh_indices_for_image(batch, (height, width), **options)
    ivy.check_shape(fn, "validity_mask", validity_mask, ["...", "h", "w", "1"], sizes)
    if ivy.dtype(validity_mask) != ivy.bool:
        raise ivy.DtypeError(
            f"{fn}: validity_mask must have dtype bool; got {ivy.dtype(validity_mask)}"
        )
    batch = broadcast_batch(
        fn, ("coord_img", batch), ("validity_mask", tuple(ivy.shape(validity_mask))[:-3])
    )
    mask = ivy.broadcast_to(validity_mask[..., 0], (*batch, height, width))
    # (..., h - 1, w - 1): each square's pixels, as in create_trimesh_indices_for_image.
    top_left, top_right = mask[..., :-1, :-1], mask[..., :-1, 1:]
    bottom_left, bottom_right = mask[..., 1:, :-1], mask[..., 1:, 1:]
    shared = ivy.logical_and(top_right, bottom_left)
    first = ivy.reshape(ivy.logical_and(top_left, shared), (*batch, -1))
    second = ivy.reshape(ivy.logical_and(bottom_right, shared), (*batch, -1))
    keep = ivy.reshape(ivy.concat([first, second], axis=-1), (-1,))
    num_images = math.prod(batch)
    triangles = create_trimesh_indices_for_image((), (height, width), **options)
    integer = index_dtype(options["backend"])
    starts = ivy.arange(0, num_images * height * width, height * width, dtype=integer, **options)
    # (B * 2 (h - 1) (w - 1), 3): every triangle of every image, in the flattened vertices.
    every = ivy.reshape(ivy.reshape(starts, (-1, 1, 1)) + triangles, (-1, 3))
    return vertices, ivy.take(every, ivy.argwhere(keep)[:, 0], axis=0)
