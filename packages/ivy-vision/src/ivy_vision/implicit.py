"""Implicit (NeRF-style) rendering: pixel and ray sampling, and volume rendering of densities.

A ray through a volume of density ``σ``, sampled at depths ``t_i`` with gaps ``δ_i``, ends at
sample ``i`` with probability ``w_i = (1 - exp(-σ_i δ_i)) exp(-Σ_{j<i} σ_j δ_j)``; features
and depths are rendered as their expectations under these termination probabilities.

Random draws (:func:`create_sampled_pixel_coords_image`, :func:`sample_images`,
:func:`stratified_sample`, :func:`render_implicit_features_and_depth`) take ``seed=`` and go
through ``ivy.random_uniform``, so a seed gives the same draws on every call of a backend.

Differs from the original: the ``batch_shape``, ``image_dims`` and ``device`` arguments that
restated the inputs are gone (:func:`create_sampled_pixel_coords_image` keeps ``batch_shape``
and takes ``dtype``/``device``/``backend``), and ``seed=`` is new; the transmittance is
``exp(-Σ σ δ)`` rather than the product of ``1 - occupancy + 1e-10`` (equal but for that
``1e-10``, and its gradient stays finite where a sample is certainly occupied);
:func:`sample_images` gathers each image in its own dtype (the original concatenated them,
promoting to a common dtype); the rendered variance weights each sample's squared deviation
by that sample's own termination probability (the original broadcast the probabilities
against the feature axis, mixing samples and channels); ``render_variance=True`` makes
:func:`render_implicit_features_and_depth` return each variance after its rendering, as the
original's docstring describes; the rendered features are clipped to
``[0, 1]`` as in the original, their variances are not; ``near`` and ``far`` may also be
numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_vision._common import (
    broadcast_batch,
    check_image_dims,
    check_input,
    device_of,
    index_dtype,
    make_homogeneous,
    pixel_grid,
)

__all__ = [
    "downsampled_image_dims_from_desired_num_pixels",
    "create_sampled_pixel_coords_image",
    "sample_images",
    "sampled_volume_density_to_occupancy_probability",
    "ray_termination_probabilities",
    "stratified_sample",
    "render_rays_via_termination_probabilities",
    "render_implicit_features_and_depth",
]

TERMINAL_DISTANCE = 1e10
"""The gap after a ray's last sample: the ray is taken to end there at the latest."""


def downsampled_image_dims_from_desired_num_pixels(
    image_dims: Sequence[int], num_pixels: int, maximum: bool = False
) -> tuple[list[int], int]:
    """Image dimensions of about ``num_pixels`` pixels with the aspect ratio of ``image_dims``.

    The new height is ``sqrt(num_pixels h / w)`` and the new width that times ``w / h``, each
    rounded (Python's ``round``: halves to even) or, with ``maximum``, rounded down, so that
    the product never exceeds ``num_pixels``; each at least 1.

    Args:
        image_dims: the original ``(height, width)``.
        num_pixels: the desired number of pixels.
        maximum: whether ``num_pixels`` is a hard maximum.

    Returns:
        ``([new height, new width], new height × new width)``.

    Raises:
        ValueError: ``image_dims`` is not two positive ints, or ``num_pixels`` not a positive
            int.

    Example:
        >>> downsampled_image_dims_from_desired_num_pixels((14, 18), 125)
        ([10, 13], 130)
    """
    fn = "downsampled_image_dims_from_desired_num_pixels"
    height, width = check_image_dims(fn, image_dims)
    (num_pixels,) = ivy.check_ints(fn, "num_pixels", num_pixels, 1)
    to_int = math.floor if maximum else round
    ratio = width / height
    exact_height = (num_pixels / ratio) ** 0.5
    new_height = max(to_int(exact_height), 1)
    new_width = max(to_int(exact_height * ratio), 1)
    if maximum:  # a side raised to 1 must not push the product over the maximum
        new_height = min(new_height, num_pixels)
        new_width = min(new_width, num_pixels // new_height)
    return [new_height, new_width], new_height * new_width


def create_sampled_pixel_coords_image(
    image_dims: Sequence[int],
    samples_per_dim: Sequence[int],
    batch_shape: Sequence[int] = (),
    normalized: bool = False,
    randomize: bool = True,
    homogeneous: bool = False,
    *,
    seed: int | None = None,
    dtype: Any = None,
    device: Any = None,
    backend: Any = None,
) -> Any:
    """Integer pixel coordinates ``[u, v]`` sampled on a coarse grid, optionally jittered.

    The image is split into ``samples_per_dim`` windows of ``(h / sh) × (w / sw)`` pixels; each
    sample is its window's centre, moved (with ``randomize``) uniformly within the window,
    rounded to a pixel and clipped to the image.

    Args:
        image_dims: the image's ``(height, width)``.
        samples_per_dim: the number of samples ``(sh, sw)`` along the height and width.
        batch_shape: the leading shape of the result; each batch element draws its own offsets.
        normalized: divide ``u`` by the width and ``v`` by the height.
        randomize: jitter the samples within their windows.
        homogeneous: append a third coordinate, 1.
        seed: an integer making the jitter reproducible; None draws from the backend's
            random state.
        dtype: a real floating dtype; float32 if None.
        device: the device; ivy's default if None.
        backend: the framework to create the array with; if None, the global setting, else
            numpy (ivy's usual rule).

    Returns:
        Shape (*batch_shape, sh, sw, 2), or (..., 3) when homogeneous.

    Raises:
        ValueError: ``image_dims`` or ``samples_per_dim`` is not two positive ints.

    Example:
        >>> create_sampled_pixel_coords_image((4, 6), (2, 2), randomize=False)[..., 0]
        array([[1., 4.],
               [1., 4.]], dtype=float32)
    """
    fn = "create_sampled_pixel_coords_image"
    height, width = check_image_dims(fn, image_dims)
    samples = ivy.check_ints(fn, "samples_per_dim", samples_per_dim, 2)
    dtype = ivy.float32 if dtype is None else dtype
    options = {"dtype": dtype, "device": device, "backend": backend}
    # (sh, sw, 2): the windows' centres.
    grid = pixel_grid(*samples, homogeneous=False, **options)
    window = ivy.asarray([width / samples[1], height / samples[0]], **options)
    coords = grid * window + window / 2 - 0.5
    coords = ivy.broadcast_to(coords, (*tuple(batch_shape), *samples, 2))
    if randomize:
        draws = ivy.random_uniform(shape=tuple(ivy.shape(coords)), seed=seed, **options)
        coords = coords + (draws - 0.5) * window
    upper = ivy.asarray([width - 1, height - 1], **options)
    coords = ivy.clip(ivy.round(coords), 0, upper)
    if normalized:
        coords = coords / ivy.asarray([width, height], **options)
    return make_homogeneous(coords) if homogeneous else coords


def sample_images(
    list_of_images: Sequence[Any], num_pixels: int, *, seed: int | None = None
) -> list[Any]:
    """Samples aligned images at the same random pixels, about ``num_pixels`` of them.

    The pixels come from :func:`create_sampled_pixel_coords_image` on the grid of
    :func:`downsampled_image_dims_from_desired_num_pixels`, jittered within their windows, so
    they cover each image evenly; every batch element gets its own pixels, shared by all the
    images.

    Args:
        list_of_images: images of one batch shape and size, each (..., h, w, c_i), of any dtype.
        num_pixels: the desired number of samples per image.
        seed: an integer making the pixels reproducible; None draws from the backend's random
            state.

    Returns:
        A list of the samples of each image, each of shape (..., n, c_i), with ``n`` the
        pixels of the sampling grid (about ``num_pixels``).

    Raises:
        ValueError: no images, or ``num_pixels`` not a positive int.
        ivy.ShapeError: the images do not share their batch shape and size.

    Example:
        >>> import numpy as np
        >>> image = np.arange(16.0).reshape(4, 4, 1)
        >>> (samples,) = sample_images([image], 4, seed=0)
        >>> samples.shape
        (4, 1)
    """
    fn = "sample_images"
    images = list(list_of_images)
    if not images:
        raise ValueError(f"{fn}: list_of_images must hold at least one image; got none")
    sizes = ivy.check_shape(fn, "list_of_images[0]", images[0], ["...", "h", "w", "c"])
    batch = tuple(ivy.shape(images[0]))[:-3]
    for i, image in enumerate(images[1:], 1):
        ivy.check_shape(fn, f"list_of_images[{i}]", image, ["...", "h", "w", "c_i"], sizes)
        if tuple(ivy.shape(image))[:-3] != batch:
            raise ivy.ShapeError(
                f"{fn}: every image must have the batch shape of list_of_images[0], {batch}; "
                f"list_of_images[{i}] has shape {tuple(ivy.shape(image))}"
            )
    height, width = sizes["h"], sizes["w"]
    new_dims, num_samples = downsampled_image_dims_from_desired_num_pixels(
        (height, width), num_pixels
    )
    coords = create_sampled_pixel_coords_image(
        (height, width),
        new_dims,
        batch,
        seed=seed,
        device=device_of(images[0]),
        backend=ivy.current_backend(images[0]),
    )
    integer = index_dtype(ivy.current_backend(images[0]))
    pixels = ivy.astype(ivy.reshape(coords, (*batch, num_samples, 2)), integer)
    # (..., n, 1): each sample's index into the flattened image.
    index = pixels[..., 1:2] * width + pixels[..., 0:1]
    return [
        ivy.take_along_axis(
            ivy.reshape(image, (*batch, height * width, tuple(ivy.shape(image))[-1])),
            index,
            axis=-2,
        )
        for image in images
    ]


def sampled_volume_density_to_occupancy_probability(
    density: Any, inter_sample_distance: Any
) -> Any:
    """The probability ``1 - exp(-σ δ)`` that a ray ends within a sample's interval.

    Args:
        density: volume densities ``σ`` at the samples, shape (...).
        inter_sample_distance: the lengths ``δ`` of the samples' intervals, shape (...)
            (broadcasting with ``density``).

    Returns:
        The occupancy probabilities, of the broadcast shape.

    Raises:
        ivy.ShapeError: the shapes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> density, distance = np.array([0.0, 1.0]), np.array([1.0, 2.0])
        >>> sampled_volume_density_to_occupancy_probability(density, distance)
        array([0.        , 0.86466472])
    """
    fn = "sampled_volume_density_to_occupancy_probability"
    check_input(fn, "density", density, ["..."])
    check_input(fn, "inter_sample_distance", inter_sample_distance, ["..."])
    broadcast_batch(
        fn,
        ("density", tuple(ivy.shape(density))),
        ("inter_sample_distance", tuple(ivy.shape(inter_sample_distance))),
    )
    return -ivy.expm1(-density * inter_sample_distance)


def ray_termination_probabilities(density: Any, inter_sample_distance: Any) -> Any:
    """The probability that each ray ends at each of its samples (NeRF's quadrature weights).

    ``w_i = (1 - exp(-σ_i δ_i)) exp(-Σ_{j<i} σ_j δ_j)``: the ray passes every earlier sample's
    interval and ends in this one. The weights of a ray sum to at most 1.

    Args:
        density: volume densities along each ray, shape (..., num_samples).
        inter_sample_distance: the samples' interval lengths, shape (..., num_samples)
            (broadcasting with ``density``).

    Returns:
        The termination probabilities, shape (..., num_samples).

    Raises:
        ivy.ShapeError: an argument has no axes, the numbers of samples differ, or the batch
            shapes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> ray_termination_probabilities(np.array([0.0, 1e3, 1e3]), np.ones(3)).round(6)
        array([0., 1., 0.])
    """
    fn = "ray_termination_probabilities"
    sizes = check_input(fn, "density", density, ["...", "num_samples"])
    check_input(fn, "inter_sample_distance", inter_sample_distance, ["...", "num_samples"], sizes)
    broadcast_batch(
        fn,
        ("density", tuple(ivy.shape(density))[:-1]),
        ("inter_sample_distance", tuple(ivy.shape(inter_sample_distance))[:-1]),
    )
    optical_depth = density * inter_sample_distance
    transmittance = ivy.exp(-ivy.cumsum(optical_depth, axis=-1, exclusive=True))
    return -ivy.expm1(-optical_depth) * transmittance


def stratified_sample(starts: Any, ends: Any, num_samples: int, *, seed: int | None = None) -> Any:
    """One uniformly random sample in each of ``num_samples`` equal bins from start to end.

    Sample ``i`` is ``start + (i + u_i) (end - start) / num_samples`` with ``u_i`` uniform in
    ``[0, 1)``, so the samples are sorted along the last axis.

    Args:
        starts: the intervals' starts, shape (...).
        ends: their ends, shape (...) (broadcasting with ``starts``).
        num_samples: the number of bins and samples.
        seed: an integer making the draws reproducible; None draws from the backend's random
            state.

    Returns:
        The samples, shape (..., num_samples), of the inputs' dtype. Differentiable w.r.t.
        ``starts`` and ``ends``.

    Raises:
        ivy.ShapeError: the shapes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.
        ValueError: ``num_samples`` is not a positive int.

    Example:
        >>> import numpy as np
        >>> samples = stratified_sample(np.array([0.0]), np.array([4.0]), 4, seed=0)
        >>> bool(((samples >= [0, 1, 2, 3]) & (samples < [1, 2, 3, 4])).all())
        True
    """
    fn = "stratified_sample"
    check_input(fn, "starts", starts, ["..."])
    check_input(fn, "ends", ends, ["..."])
    (num_samples,) = ivy.check_ints(fn, "num_samples", num_samples, 1)
    shape = broadcast_batch(
        fn, ("starts", tuple(ivy.shape(starts))), ("ends", tuple(ivy.shape(ends)))
    )
    dtype = ivy.dtype(starts + ends)
    options = {"dtype": dtype, "device": device_of(starts), "backend": ivy.current_backend(starts)}
    draws = ivy.random_uniform(shape=(*shape, num_samples), seed=seed, **options)
    positions = (ivy.arange(num_samples, **options) + draws) / num_samples
    starts, ends = ivy.expand_dims(starts, -1), ivy.expand_dims(ends, -1)
    return starts + positions * (ends - starts)


def render_rays_via_termination_probabilities(
    ray_term_probs: Any, features: Any, render_variance: bool = False
) -> Any:
    """Renders features along rays as their expectation under the termination probabilities.

    ``rendering = Σ_i w_i f_i`` and, with ``render_variance``,
    ``variance = Σ_i w_i (rendering - f_i)²``.

    Args:
        ray_term_probs: termination probabilities, shape (..., num_samples).
        features: features at the samples, shape (..., num_samples, f) (the batch axes
            broadcast).
        render_variance: also render the features' variance.

    Returns:
        The rendering, shape (..., f); with ``render_variance`` a tuple of it and the
        variance, of the same shape.

    Raises:
        ivy.ShapeError: the numbers of samples differ or the batch shapes do not broadcast.
        ivy.DtypeError: an argument is not of a real floating dtype.

    Example:
        >>> import numpy as np
        >>> probabilities, features = np.array([0.25, 0.75]), np.array([[0.0], [4.0]])
        >>> render_rays_via_termination_probabilities(probabilities, features)
        array([3.])
    """
    fn = "render_rays_via_termination_probabilities"
    sizes = check_input(fn, "ray_term_probs", ray_term_probs, ["...", "num_samples"])
    check_input(fn, "features", features, ["...", "num_samples", "f"], sizes)
    broadcast_batch(
        fn,
        ("ray_term_probs", tuple(ivy.shape(ray_term_probs))[:-1]),
        ("features", tuple(ivy.shape(features))[:-2]),
    )
    weights = ivy.expand_dims(ray_term_probs, -1)
    rendering = ivy.sum(weights * features, axis=-2)
    if not render_variance:
        return rendering
    deviations = ivy.expand_dims(rendering, -2) - features
    return rendering, ivy.sum(weights * deviations * deviations, axis=-2)


def _as_array(fn: str, name: str, value: Any, like: Any) -> Any:
    """``value``, a number or a real floating array, as an array of ``like``'s kind."""
    if ivy.is_array(value):
        check_input(fn, name, value, ["..."])
        return value
    return ivy.asarray(
        float(value),
        dtype=ivy.dtype(like),
        device=device_of(like),
        backend=ivy.current_backend(like),
    )


def render_implicit_features_and_depth(
    network_fn: Callable[..., tuple[Any, Any]],
    rays_o: Any,
    rays_d: Any,
    near: Any,
    far: Any,
    samples_per_ray: int,
    timestamps: Any = None,
    render_depth: bool = True,
    render_feats: bool = True,
    render_variance: bool = False,
    inter_feat_fn: Callable[[Any], Any] | None = None,
    v: Any = None,
    *,
    seed: int | None = None,
) -> tuple[Any, ...]:
    """Renders features (e.g. rgb) and depth of rays through an implicit density field.

    Each ray is sampled at ``samples_per_ray`` stratified depths between ``near`` and
    ``far``; ``network_fn`` gives the features and densities at those points; the renderings
    are their expectations under the termination probabilities, the last sample's interval
    reaching to infinity (``1e10``). Differentiable w.r.t. the rays, ``near``, ``far`` and
    whatever ``network_fn`` depends on (e.g. ``v``); with a fixed ``seed`` the samples, and so
    the result, are a deterministic function of them.

    Args:
        network_fn: ``network_fn(points, features, timestamps, v=v)`` maps query points of
            shape (*batch, num_rays, samples_per_ray, 3) (the ray axes flattened), the
            interpolated features of ``inter_feat_fn`` (shape (..., samples_per_ray, f') or
            None) and ``timestamps`` to features and densities, any shapes holding
            (*batch, *ray_batch, samples_per_ray, f) and (*batch, *ray_batch,
            samples_per_ray) values.
        rays_o: the rays' origin (the camera centre), shape (*batch, 3).
        rays_d: the rays' directions, shape (*batch, *ray_batch, 3); depths are in units of
            their lengths.
        near: where the rays start, shape (*batch, *ray_batch) (broadcasting), or a number.
        far: where they end, likewise.
        samples_per_ray: the number of samples along each ray.
        timestamps: passed to ``network_fn``.
        render_depth: render the depth.
        render_feats: render the features, clipped to ``[0, 1]``.
        render_variance: also render each one's variance.
        inter_feat_fn: maps the query points, shape (*batch, *ray_batch, samples_per_ray, 3),
            to features for ``network_fn``; None for none.
        v: passed to ``network_fn`` (e.g. its trainable variables).
        seed: an integer making the sample depths reproducible; None draws from the backend's
            random state.

    Returns:
        A tuple of what is rendered, in order: the features (*batch, *ray_batch, f) and their
        variance (with ``render_variance``), the depth (*batch, *ray_batch, 1) and its
        variance.

    Raises:
        ivy.ShapeError: a ray argument is of the wrong shape, or the batch shapes differ.
        ivy.DtypeError: a ray argument is not of a real floating dtype.
        ValueError: ``samples_per_ray`` is not a positive int.

    Example:
        >>> import numpy as np
        >>> def wall_at_2(points, features, timestamps, v=None):  # a density step at z = 2
        ...     return np.ones_like(points), np.where(points[..., 2] > 2, 1e4, 0.0)
        >>> (depth,) = render_implicit_features_and_depth(
        ...     wall_at_2, np.zeros(3), np.array([[0.0, 0, 1]]), 1.0, 3.0, 64,
        ...     render_feats=False, seed=0)
        >>> bool(abs(depth[0, 0] - 2) < 2 * (3 - 1) / 64)  # within two sample spacings
        True
    """
    fn = "render_implicit_features_and_depth"
    check_input(fn, "rays_o", rays_o, ["...", "3"])
    check_input(fn, "rays_d", rays_d, ["...", "3"])
    (samples_per_ray,) = ivy.check_ints(fn, "samples_per_ray", samples_per_ray, 1)
    batch = tuple(ivy.shape(rays_o))[:-1]
    rays_shape = tuple(ivy.shape(rays_d))[:-1]
    if rays_shape[: len(batch)] != batch:
        raise ivy.ShapeError(
            f"{fn}: rays_d of shape {tuple(ivy.shape(rays_d))} must start with the batch axes of "
            f"rays_o, of shape {tuple(ivy.shape(rays_o))}"
        )
    ray_batch = rays_shape[len(batch) :]
    near = _as_array(fn, "near", near, rays_d)
    far = _as_array(fn, "far", far, rays_d)
    for name, bound in (("near", near), ("far", far)):
        broadcast_batch(fn, ("rays_d", rays_shape), (name, tuple(ivy.shape(bound))))
    near = ivy.broadcast_to(near, rays_shape)
    far = ivy.broadcast_to(far, rays_shape)

    # (*batch, *ray_batch, S, 1): the sample depths, and the query points.
    depths = ivy.expand_dims(stratified_sample(near, far, samples_per_ray, seed=seed), -1)
    origins = ivy.reshape(rays_o, (*batch, *[1] * (len(ray_batch) + 1), 3))
    points = origins + ivy.expand_dims(rays_d, -2) * depths
    flat_shape = (*batch, math.prod(ray_batch), samples_per_ray)
    features = None
    if inter_feat_fn is not None:
        features = ivy.reshape(inter_feat_fn(points), (*flat_shape, -1))
    feats, densities = network_fn(ivy.reshape(points, (*flat_shape, 3)), features, timestamps, v=v)
    densities = ivy.reshape(densities, (*rays_shape, samples_per_ray))
    # The gap after each sample; the last reaches to infinity.
    gaps = depths[..., 1:, 0] - depths[..., :-1, 0]
    gaps = ivy.concat([gaps, ivy.full_like(depths[..., -1:, 0], TERMINAL_DISTANCE)], axis=-1)
    weights = ray_termination_probabilities(densities, gaps)

    rendered: list[Any] = []
    if render_feats:
        feats = ivy.reshape(feats, (*rays_shape, samples_per_ray, -1))
        result = render_rays_via_termination_probabilities(weights, feats, render_variance)
        if render_variance:
            rendered += [ivy.clip(result[0], 0.0, 1.0), result[1]]
        else:
            rendered.append(ivy.clip(result, 0.0, 1.0))
    if render_depth:
        result = render_rays_via_termination_probabilities(weights, depths, render_variance)
        rendered += list(result) if render_variance else [result]
    return tuple(rendered)
