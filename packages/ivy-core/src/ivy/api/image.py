"""Sampling of images at arbitrary points.

Images are channels last, ``(*batch, height, width, channels)``, as in ivy's convolutions, and
points are pixel coordinates ``[x, y]``: ``x`` the column, ``y`` the row, integers at pixel
centres (torch's ``grid_sample`` with ``align_corners=True``, in pixels rather than ``[-1, 1]``).
"""

from __future__ import annotations

from typing import Any

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = ["bilinear_resample"]


def bilinear_resample(x: Array, warp: Array, /, *, backend: BackendLike = None) -> Array:
    """Samples images bilinearly at pixel coordinates, clamping to the border.

    A sample at ``[x, y]`` blends the four pixels around it; integer coordinates return the
    pixel itself. Coordinates outside the image are clamped to it first, so a sample outside
    takes the value of the nearest border point (torch's ``grid_sample`` with
    ``padding_mode="border"`` and ``align_corners=True``; ``scipy.ndimage.map_coordinates``
    with ``order=1, mode="nearest"``). Differentiable w.r.t. ``x`` and ``warp``; the gradient
    w.r.t. a clamped coordinate is 0.

    Args:
        x: images of shape ``(*batch, height, width, channels)``, real floating-point, with
            ``height`` and ``width`` at least 1.
        warp: the coordinates ``[x, y]`` (column, row) of shape ``(*batch, n, 2)``,
            real floating-point. The batch axes of ``x`` and ``warp`` broadcast (NumPy's rule):
            one image sampled at several sets of points, or several images at one set.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(*broadcast batch, n, channels)``, the result type of ``x``'s and
        ``warp``'s dtypes.

    Raises:
        ShapeError: ``x`` has fewer than 3 axes or no pixel, ``warp``'s last axis is not 2, or
            the batch axes do not broadcast.
        DtypeError: ``x`` or ``warp`` is not real floating-point.

    Example:
        >>> import ivy
        >>> image = ivy.reshape(ivy.arange(6.0), (2, 3, 1))  # rows [0, 1, 2] and [3, 4, 5]
        >>> ivy.bilinear_resample(image, ivy.asarray([[0.5, 0.5], [2.0, 1.0], [-1.0, 5.0]]))
        array([[2.],
               [5.],
               [3.]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, warp)
    try:
        # The checks run before the call: numpy would take integer images and extra coordinates.
        key = ("bilinear_resample", *checks.shapes_key(x, warp), _dtype_key(x), _dtype_key(warp))
        checks.resolved(key, _check_resample, b, x, warp)
    except Exception:
        if recover.holds_sequence(x, warp):
            return recover.retry_with_arrays(bilinear_resample, b, locals(), "x", "warp")
        checks.explain(None)
        raise
    try:
        return b.bilinear_resample(x, warp)
    except Exception:
        if recover.mixed_floats(b, x, warp):
            return recover.retry_promoted(bilinear_resample, b, locals(), "x", "warp")
        checks.explain(None)
        raise


def _dtype_key(x: Any) -> Any:
    return getattr(x, "dtype", None)


def _check_resample(b: Any, x: Array, warp: Array) -> None:
    fn = "bilinear_resample"
    sizes = checks.check_shape(fn, "x", x, ["...", "height", "width", "channels"])
    checks.check_shape(fn, "warp", warp, ["...", "n", "2"])
    if sizes["height"] == 0 or sizes["width"] == 0:
        raise ShapeError(
            f"{fn}: x must have at least one pixel; got x of shape {checks.shape_of(x)}"
        )
    checks.broadcast_shapes(
        checks.shape_of(x)[:-3],
        checks.shape_of(warp)[:-2],
        names=["x's batch axes", "warp's batch axes"],
        fn=fn,
    )
    checks.check_dtype_kind(fn, b, "x", x, "real floating")
    checks.check_dtype_kind(fn, b, "warp", warp, "real floating")
