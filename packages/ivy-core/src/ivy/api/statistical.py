"""Statistical reductions, and cumulative sums and products.

Reductions take ``axis`` (an int, a tuple of ints, or None for all axes; negative counts from the
end) and ``keepdims`` (keep reduced axes with size one). Sums and products of integers accumulate
in the default integer dtype (``int64``; ``uint64`` for unsigned input), as the standard says.
"""

from __future__ import annotations

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike, DtypeLike
from ivy.errors import ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "sum",
    "prod",
    "mean",
    "min",
    "max",
    "var",
    "std",
    "cumsum",
    "cumprod",
    "cumulative_sum",
    "cumulative_prod",
]

_Axis = int | tuple[int, ...] | None


def sum(
    x: Array,
    /,
    *,
    axis: _Axis = None,
    dtype: DtypeLike | None = None,
    keepdims: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The sum of elements along axes.

    Args:
        x: array of shape ``(...)`` and a numeric dtype.
        axis: the axis or axes to reduce; None for all.
        dtype: the accumulation and result dtype; by default that of ``x``, except that integers
            and bools accumulate in the default integer dtype (``uint64`` for unsigned).
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` without (or with size one along) the reduced axes.

    Example:
        >>> import ivy
        >>> ivy.sum(ivy.asarray([[1, 2], [3, 4]]), axis=0)
        array([4, 6])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.sum(x, axis, dtype, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(sum, b, locals(), "x")
        checks.explain(checks.valid_axes, "sum", x, axis)
        raise


def prod(
    x: Array,
    /,
    *,
    axis: _Axis = None,
    dtype: DtypeLike | None = None,
    keepdims: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The product of elements along axes.

    Args:
        x: array of shape ``(...)`` and a numeric dtype.
        axis: the axis or axes to reduce; None for all.
        dtype: the accumulation and result dtype; by default as for :func:`sum`.
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` without (or with size one along) the reduced axes.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.prod(x, axis, dtype, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(prod, b, locals(), "x")
        checks.explain(checks.valid_axes, "prod", x, axis)
        raise


def mean(
    x: Array, /, *, axis: _Axis = None, keepdims: bool = False, backend: BackendLike = None
) -> Array:
    """The arithmetic mean along axes; NaN over zero elements.

    Args:
        x: array of shape ``(...)`` and a floating-point dtype (beyond the standard: integer
            and bool arrays are averaged in float32, the default floating-point dtype).
        axis: the axis or axes to reduce; None for all.
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``x`` (float32 for integer and bool ``x``) and the reduced shape.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.mean(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(mean, b, locals(), "x")
        checks.explain(checks.valid_axes, "mean", x, axis)
        raise


def min(
    x: Array, /, *, axis: _Axis = None, keepdims: bool = False, backend: BackendLike = None
) -> Array:
    """The minimum along axes; NaN if any reduced element is NaN.

    Args:
        x: array of shape ``(...)`` and a real numeric dtype, with elements along ``axis``.
        axis: the axis or axes to reduce; None for all.
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``x`` and the reduced shape.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.min(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(min, b, locals(), "x")
        checks.explain(checks.valid_axes, "min", x, axis)
        raise


def max(
    x: Array, /, *, axis: _Axis = None, keepdims: bool = False, backend: BackendLike = None
) -> Array:
    """The maximum along axes; NaN if any reduced element is NaN.

    Args:
        x: array of shape ``(...)`` and a real numeric dtype, with elements along ``axis``.
        axis: the axis or axes to reduce; None for all.
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``x`` and the reduced shape.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.max(x, axis, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(max, b, locals(), "x")
        checks.explain(checks.valid_axes, "max", x, axis)
        raise


def var(
    x: Array,
    /,
    *,
    axis: _Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The variance along axes: ``sum((x - mean)**2) / (N - correction)``.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype (beyond the standard:
            integer and bool arrays are computed in float32, the default floating-point dtype).
        axis: the axis or axes to reduce; None for all.
        correction: degrees of freedom subtracted from ``N``: 0 for the population variance, 1 for
            the unbiased sample variance (Bessel's correction).
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``x`` (float32 for integer and bool ``x``) and the reduced
        shape.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.var(x, axis, correction, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(var, b, locals(), "x")
        checks.explain(checks.valid_axes, "var", x, axis)
        raise


def std(
    x: Array,
    /,
    *,
    axis: _Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The standard deviation along axes: the square root of :func:`var`.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype (beyond the standard:
            integer and bool arrays are computed in float32, the default floating-point dtype).
        axis: the axis or axes to reduce; None for all.
        correction: degrees of freedom subtracted from ``N`` (see :func:`var`).
        keepdims: keep the reduced axes with size one.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the dtype of ``x`` (float32 for integer and bool ``x``) and the reduced
        shape.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.std(x, axis, correction, keepdims)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(std, b, locals(), "x")
        checks.explain(checks.valid_axes, "std", x, axis)
        raise


def cumsum(
    x: Array,
    /,
    axis: int = 0,
    *,
    exclusive: bool = False,
    reverse: bool = False,
    dtype: DtypeLike | None = None,
    backend: BackendLike = None,
) -> Array:
    """The cumulative sum along an axis.

    Args:
        x: array of shape ``(...)`` with at least one dimension, and a numeric dtype.
        axis: the axis to accumulate along.
        exclusive: each element sums only the elements before it (the first is 0).
        reverse: accumulate from the end of the axis toward its start.
        dtype: the accumulation and result dtype; by default as for :func:`sum`.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x``.

    Example:
        >>> import ivy
        >>> ivy.cumsum(ivy.asarray([1, 2, 3])), ivy.cumsum(ivy.asarray([1, 2, 3]), exclusive=True)
        (array([1, 3, 6]), array([0, 1, 3]))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        axis = checks.normalize_axis("cumsum", axis, len(checks.shape_of(x)))
        return b.cumsum(x, axis, exclusive, reverse, dtype)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(cumsum, b, locals(), "x")
        checks.explain(None)
        raise


def cumprod(
    x: Array,
    /,
    axis: int = 0,
    *,
    exclusive: bool = False,
    reverse: bool = False,
    dtype: DtypeLike | None = None,
    backend: BackendLike = None,
) -> Array:
    """The cumulative product along an axis.

    Args:
        x: array of shape ``(...)`` with at least one dimension, and a numeric dtype.
        axis: the axis to accumulate along.
        exclusive: each element multiplies only the elements before it (the first is 1).
        reverse: accumulate from the end of the axis toward its start.
        dtype: the accumulation and result dtype; by default as for :func:`prod`.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x``.

    Example:
        >>> import ivy
        >>> ivy.cumprod(ivy.asarray([1, 2, 3])), ivy.cumprod(ivy.asarray([1, 2, 3]), exclusive=True)
        (array([1, 2, 6]), array([1, 1, 2]))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        axis = checks.normalize_axis("cumprod", axis, len(checks.shape_of(x)))
        return b.cumprod(x, axis, exclusive, reverse, dtype)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(cumprod, b, locals(), "x")
        checks.explain(None)
        raise


def _cumulative_axis(fn: str, x: Array, axis: int | None) -> int:
    """``axis`` as a non-negative axis; None is allowed for a 1-d ``x`` only."""
    ndim = len(checks.shape_of(x))
    if axis is None:
        if ndim != 1:
            raise ShapeError(
                f"{fn}: axis may be None only for a 1-d x; got x of shape {checks.shape_of(x)}"
            )
        return 0
    return checks.normalize_axis(fn, axis, ndim)


def cumulative_sum(
    x: Array,
    /,
    *,
    axis: int | None = None,
    dtype: DtypeLike | None = None,
    include_initial: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The cumulative sum along an axis (the Array API name; see also :func:`cumsum`).

    Args:
        x: array of shape ``(...)`` with at least one dimension, and a numeric dtype.
        axis: the axis to accumulate along; may be None only for a 1-d ``x``.
        dtype: the accumulation and result dtype; by default as for :func:`sum`.
        include_initial: start with the empty sum, 0, so the result is one longer along
            ``axis``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x``, but ``N + 1`` long along ``axis`` if ``include_initial``.

    Example:
        >>> import ivy
        >>> ivy.cumulative_sum(ivy.asarray([1, 2, 3]), include_initial=True)
        array([0, 1, 3, 6])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        axis = _cumulative_axis("cumulative_sum", x, axis)
        return b.cumulative_sum(x, axis, dtype, include_initial)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(cumulative_sum, b, locals(), "x")
        checks.explain(None)
        raise


def cumulative_prod(
    x: Array,
    /,
    *,
    axis: int | None = None,
    dtype: DtypeLike | None = None,
    include_initial: bool = False,
    backend: BackendLike = None,
) -> Array:
    """The cumulative product along an axis (the Array API name; see also :func:`cumprod`).

    Args:
        x: array of shape ``(...)`` with at least one dimension, and a numeric dtype.
        axis: the axis to accumulate along; may be None only for a 1-d ``x``.
        dtype: the accumulation and result dtype; by default as for :func:`prod`.
        include_initial: start with the empty product, 1, so the result is one longer along
            ``axis``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x``, but ``N + 1`` long along ``axis`` if ``include_initial``.

    Example:
        >>> import ivy
        >>> ivy.cumulative_prod(ivy.asarray([1, 2, 3]), include_initial=True)
        array([1, 1, 2, 6])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        axis = _cumulative_axis("cumulative_prod", x, axis)
        return b.cumulative_prod(x, axis, dtype, include_initial)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(cumulative_prod, b, locals(), "x")
        checks.explain(None)
        raise
