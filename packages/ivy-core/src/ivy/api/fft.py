"""The Array API ``fft`` extension, public as ``ivy.fft.<name>`` (``ivy.fft`` is the namespace).

Transforms of ``float32``/``complex64`` input give ``complex64`` (or ``float32`` for the inverse
real transforms), and of ``float64``/``complex128`` input ``complex128`` (``float64``), on every
backend. ``norm`` picks the scaling of the forward/inverse pair: ``"backward"`` (none forward,
``1/n`` inverse), ``"ortho"`` (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none
inverse).

The input dtype is checked before the call: frameworks silently disagree on integer input (numpy
gives ``complex128``, torch ``complex64``, tensorflow fails), and one dtype read costs nothing next
to a transform. The n-dimensional transforms normalise ``s`` and ``axes`` here, so every backend
gets explicit axes (numpy 2 deprecates ``s`` without ``axes``; tensorflow needs them).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Literal

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike, Device, DtypeLike
from ivy.errors import DtypeError, InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

COMPOSITES = frozenset({"fft"})

__all__ = [
    "fft",
    "ifft",
    "fftn",
    "ifftn",
    "rfft",
    "irfft",
    "rfftn",
    "irfftn",
    "hfft",
    "ihfft",
    "fftfreq",
    "rfftfreq",
    "fftshift",
    "ifftshift",
]

_Norm = Literal["backward", "ortho", "forward"]
_NORMS = ("backward", "ortho", "forward")
_REAL = ("float32", "float64")
_FLOATING = ("float32", "float64", "complex64", "complex128")


def _check_length(fn: str, name: str, value: int | None) -> None:
    if value is not None and value < 1:
        raise InvalidArgumentError(f"{fn}: {name} must be at least 1; got {value}")


def _valid_1d(fn: str, x: Array, n: int | None, axis: int, norm: str) -> None:
    """The checks of a one-dimensional transform, run when the framework raised."""
    shape = checks.shape_of(x)
    axis = checks.normalize_axis(fn, axis, len(shape))
    if norm not in _NORMS:
        raise InvalidArgumentError(f"{fn}: norm must be one of {', '.join(_NORMS)}; got {norm!r}")
    if n is None and shape[axis] == 0:
        raise InvalidArgumentError(f"{fn}: x has size 0 along axis {axis}; give n to pad it")


def _nd_arguments(
    fn: str, x: Array, s: Sequence[int] | None, axes: Sequence[int] | None
) -> tuple[tuple[int, ...] | None, tuple[int, ...]]:
    """``(s, axes)`` made explicit: axes non-negative, and ``-1`` in ``s`` replaced by the size.

    Resolved once per shape and arguments (as exact ints, so 2.0 never passes for 2).
    """
    shape = checks.array_shape(fn, "x", x)
    try:
        exact_s = None if s is None else tuple(map(operator.index, s))
        exact_axes = None if axes is None else tuple(map(operator.index, axes))
    except TypeError:
        return _resolve_nd_arguments(fn, shape, s, axes)  # uncached: not all ints
    key = (fn, shape, exact_s, exact_axes)
    return checks.resolved(key, _resolve_nd_arguments, fn, shape, exact_s, exact_axes)


def _resolve_nd_arguments(
    fn: str, shape: tuple, s: Sequence[int] | None, axes: Sequence[int] | None
) -> tuple[tuple[int, ...] | None, tuple[int, ...]]:
    ndim = len(shape)
    if axes is None:
        if s is not None and len(s) > ndim:
            raise InvalidArgumentError(
                f"{fn}: s has {len(s)} entries but x has only {ndim} dimensions"
            )
        axes = range(ndim) if s is None else range(ndim - len(s), ndim)
    axes = checks.normalize_axes(fn, tuple(axes), ndim, name="axes")
    if not axes:  # a 0-d x, or axes=(): paddle's kernels abort the process on no axes
        raise ShapeError(f"{fn}: x of shape {shape} has no axes to transform; give it at least one")
    if s is None:
        return None, axes
    s = tuple(s)
    if len(s) != len(axes):
        raise InvalidArgumentError(f"{fn}: s {s} and axes {axes} must have the same length")
    s = tuple(shape[axis] if size == -1 else size for size, axis in zip(s, axes, strict=True))
    for size in s:
        _check_length(fn, "every entry of s", size)
    return s, axes


def _valid_norm(fn: str, norm: str) -> None:
    if norm not in _NORMS:
        raise InvalidArgumentError(f"{fn}: norm must be one of {', '.join(_NORMS)}; got {norm!r}")


def fft(
    x: Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The one-dimensional discrete Fourier transform.

    Args:
        x: array of shape ``(...)`` and a floating-point dtype (real input is taken as complex).
        n: the transform length: ``x`` is zero-padded or cropped along ``axis`` to ``n``; by
            default its size there.
        axis: the axis to transform.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with size ``n`` along ``axis``, of the complex dtype of the
        precision of ``x`` (``complex64`` for ``float32``).

    Example:
        >>> import ivy
        >>> ivy.fft.fft(ivy.asarray([1.0, 0.0, 0.0, 0.0]))
        array([1.+0.j, 1.+0.j, 1.+0.j, 1.+0.j], dtype=complex64)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("fft", b, "x", x, _FLOATING)
        _check_length("fft", "n", n)
        axes = (checks.normalize_axis("fft", axis, len(checks.shape_of(x))),)
        # A composite: the backends' fftn over one axis is the same transform.
        try:
            return b.fftn(x, s=None if n is None else (n,), axes=axes, norm=norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(fft, b, locals(), "x")
            checks.explain(_valid_1d, "fft", x, n, axis, norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def ifft(
    x: Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The one-dimensional inverse discrete Fourier transform.

    Args:
        x: array of shape ``(...)`` and a floating-point dtype (real input is taken as complex).
        n: the transform length: ``x`` is zero-padded or cropped along ``axis`` to ``n``; by
            default its size there.
        axis: the axis to transform.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with size ``n`` along ``axis``, of the complex dtype of the
        precision of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fft.ifft(ivy.asarray([4.0, 0.0, 0.0, 0.0]))
        array([1.+0.j, 1.+0.j, 1.+0.j, 1.+0.j], dtype=complex64)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("ifft", b, "x", x, _FLOATING)
        _check_length("ifft", "n", n)
        try:
            return b.ifft(x, n, axis, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(ifft, b, locals(), "x")
            checks.explain(_valid_1d, "ifft", x, n, axis, norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def fftn(
    x: Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The n-dimensional discrete Fourier transform.

    Args:
        x: array of shape ``(...)`` and a floating-point dtype (real input is taken as complex).
        s: the transform length along each of ``axes`` (``x`` is zero-padded or cropped to it;
            ``-1`` keeps the size); by default the sizes of ``x`` there.
        axes: the axes to transform; by default the last ``len(s)`` axes, or all if ``s`` is None.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with sizes ``s`` along ``axes``, of the complex dtype of the
        precision of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fft.fftn(ivy.ones((2, 2)))
        array([[4.+0.j, 0.+0.j],
               [0.+0.j, 0.+0.j]], dtype=complex64)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("fftn", b, "x", x, _FLOATING)
        s, axes = _nd_arguments("fftn", x, s, axes)
        try:
            return b.fftn(x, s, axes, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(fftn, b, locals(), "x")
            checks.explain(_valid_norm, "fftn", norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def ifftn(
    x: Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The n-dimensional inverse discrete Fourier transform.

    Args:
        x: array of shape ``(...)`` and a floating-point dtype (real input is taken as complex).
        s: the transform length along each of ``axes`` (``x`` is zero-padded or cropped to it;
            ``-1`` keeps the size); by default the sizes of ``x`` there.
        axes: the axes to transform; by default the last ``len(s)`` axes, or all if ``s`` is None.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with sizes ``s`` along ``axes``, of the complex dtype of the
        precision of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("ifftn", b, "x", x, _FLOATING)
        s, axes = _nd_arguments("ifftn", x, s, axes)
        try:
            return b.ifftn(x, s, axes, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(ifftn, b, locals(), "x")
            checks.explain(_valid_norm, "ifftn", norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def rfft(
    x: Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The one-dimensional discrete Fourier transform of real input (the non-negative half).

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        n: the transform length: ``x`` is zero-padded or cropped along ``axis`` to ``n``; by
            default its size there.
        axis: the axis to transform.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with size ``n // 2 + 1`` along ``axis``, of the complex dtype
        of the precision of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fft.rfft(ivy.asarray([1.0, 1.0, 1.0, 1.0]))
        array([4.+0.j, 0.+0.j, 0.+0.j], dtype=complex64)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("rfft", b, "x", x, _REAL)
        _check_length("rfft", "n", n)
        try:
            return b.rfft(x, n, axis, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(rfft, b, locals(), "x")
            checks.explain(_valid_1d, "rfft", x, n, axis, norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def irfft(
    x: Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The inverse of :func:`rfft`: a real signal from the non-negative half of its spectrum.

    Args:
        x: array of shape ``(...)`` and a complex floating-point dtype (real input is taken as
            complex), the half spectrum along ``axis``.
        n: the length of the output along ``axis``; by default ``2 * (m - 1)`` for ``m`` the size
            of ``x`` there. ``x`` is cropped or zero-padded to ``n // 2 + 1``.
        axis: the axis to transform.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with size ``n`` along ``axis``, of the real dtype of the
        precision of ``x`` (``float32`` for ``complex64``).

    Example:
        >>> import ivy
        >>> ivy.fft.irfft(ivy.asarray([4.0, 0.0, 0.0], dtype=ivy.complex64))
        array([1., 1., 1., 1.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("irfft", b, "x", x, _FLOATING)
        _check_length("irfft", "n", n)
        try:
            return b.irfft(x, n, axis, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(irfft, b, locals(), "x")
            checks.explain(_valid_1d, "irfft", x, n, axis, norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def rfftn(
    x: Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The n-dimensional discrete Fourier transform of real input (half along the last axis).

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        s: the transform length along each of ``axes`` (``x`` is zero-padded or cropped to it;
            ``-1`` keeps the size); by default the sizes of ``x`` there.
        axes: the axes to transform; by default the last ``len(s)`` axes, or all if ``s`` is None.
            The last of them gets the real (halved) transform.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with sizes ``s`` along ``axes`` except ``s[-1] // 2 + 1``
        along the last of them, of the complex dtype of the precision of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("rfftn", b, "x", x, _REAL)
        s, axes = _nd_arguments("rfftn", x, s, axes)
        try:
            return b.rfftn(x, s, axes, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(rfftn, b, locals(), "x")
            checks.explain(_valid_norm, "rfftn", norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def irfftn(
    x: Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The inverse of :func:`rfftn`.

    Args:
        x: array of shape ``(...)`` and a complex floating-point dtype (real input is taken as
            complex).
        s: the output length along each of ``axes``; by default the sizes of ``x`` there, except
            ``2 * (m - 1)`` along the last axis for ``m`` the size of ``x`` there.
        axes: the axes to transform; by default the last ``len(s)`` axes, or all if ``s`` is None.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with sizes ``s`` along ``axes``, of the real dtype of the
        precision of ``x``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("irfftn", b, "x", x, _FLOATING)
        s, axes = _nd_arguments("irfftn", x, s, axes)
        try:
            return b.irfftn(x, s, axes, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(irfftn, b, locals(), "x")
            checks.explain(_valid_norm, "irfftn", norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def hfft(
    x: Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The transform of a signal with Hermitian symmetry, given by its non-negative half.

    Args:
        x: array of shape ``(...)`` and a complex floating-point dtype (real input is taken as
            complex).
        n: the length of the output along ``axis``; by default ``2 * (m - 1)`` for ``m`` the size
            of ``x`` there.
        axis: the axis to transform.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with size ``n`` along ``axis``, of the real dtype of the
        precision of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fft.hfft(ivy.asarray([1.0, 0.0, 0.0], dtype=ivy.complex64))
        array([1., 1., 1., 1.], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("hfft", b, "x", x, _FLOATING)
        _check_length("hfft", "n", n)
        try:
            return b.hfft(x, n, axis, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(hfft, b, locals(), "x")
            checks.explain(_valid_1d, "hfft", x, n, axis, norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def ihfft(
    x: Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: _Norm = "backward",
    backend: BackendLike = None,
) -> Array:
    """The inverse of :func:`hfft`: the non-negative half of the spectrum of a real signal.

    Args:
        x: array of shape ``(...)`` and a real floating-point dtype.
        n: the transform length: ``x`` is zero-padded or cropped along ``axis`` to ``n``; by
            default its size there.
        axis: the axis to transform.
        norm: the normalisation mode: ``"backward"``, ``"ortho"`` or ``"forward"``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape of ``x`` with size ``n // 2 + 1`` along ``axis``, of the complex dtype
        of the precision of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fft.ihfft(ivy.asarray([1.0, 1.0, 1.0, 1.0]))
        array([1.-0.j, 0.-0.j, 0.-0.j], dtype=complex64)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        checks.check_dtype_kind("ihfft", b, "x", x, _REAL)
        _check_length("ihfft", "n", n)
        try:
            return b.ihfft(x, n, axis, norm)
        except Exception:
            if recover.holds_sequence(x):
                return recover.retry_with_arrays(ihfft, b, locals(), "x")
            checks.explain(_valid_1d, "ihfft", x, n, axis, norm)
            raise
    except Exception:
        checks.explain(None)
        raise


def _frequency_dtype(fn: str, b: object, dtype: DtypeLike | None) -> DtypeLike:
    if dtype is None:
        return b.default_dtypes()["real floating"]
    if b.as_ivy_dtype(b.native_dtype(dtype)) not in _REAL:
        raise DtypeError(f"{fn}: dtype must be float32 or float64; got {dtype}")
    return dtype


def fftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """The sample frequencies of :func:`fft` of a length-``n`` signal with spacing ``d``.

    Args:
        n: the window length.
        d: the sample spacing.
        dtype: the result's dtype, real floating-point; default ``float32``.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(n,)``: ``[0, 1, ..., (n - 1) // 2, -(n // 2), ..., -1] / (n * d)``.

    Example:
        >>> import ivy
        >>> ivy.fft.fftfreq(4)
        array([ 0.  ,  0.25, -0.5 , -0.25], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        _check_length("fftfreq", "n", n)
        return b.fftfreq(n, d, _frequency_dtype("fftfreq", b, dtype), device)
    except Exception:
        checks.explain(None)
        raise


def rfftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """The sample frequencies of :func:`rfft` of a length-``n`` signal with spacing ``d``.

    Args:
        n: the window length.
        d: the sample spacing.
        dtype: the result's dtype, real floating-point; default ``float32``.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(n // 2 + 1,)``: ``[0, 1, ..., n // 2] / (n * d)``.

    Example:
        >>> import ivy
        >>> ivy.fft.rfftfreq(4)
        array([0.  , 0.25, 0.5 ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        _check_length("rfftfreq", "n", n)
        return b.rfftfreq(n, d, _frequency_dtype("rfftfreq", b, dtype), device)
    except Exception:
        checks.explain(None)
        raise


def fftshift(
    x: Array,
    /,
    *,
    axes: int | Sequence[int] | None = None,
    backend: BackendLike = None,
) -> Array:
    """Moves the zero-frequency term to the centre (rolls each of ``axes`` by half its size).

    Args:
        x: array of shape ``(...)``, frequencies as :func:`fftfreq` orders them.
        axes: the axis or axes to shift; all by default.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fft.fftshift(ivy.asarray([0, 1, 2, -2, -1]))
        array([-2, -1,  0,  1,  2])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.fftshift(x, axes)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(fftshift, b, locals(), "x")
        checks.explain(checks.valid_axes, "fftshift", x, axes, name="axes")
        raise


def ifftshift(
    x: Array,
    /,
    *,
    axes: int | Sequence[int] | None = None,
    backend: BackendLike = None,
) -> Array:
    """The inverse of :func:`fftshift` (they differ for odd sizes).

    Args:
        x: array of shape ``(...)``, frequencies centred on zero.
        axes: the axis or axes to shift; all by default.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of the shape and dtype of ``x``.

    Example:
        >>> import ivy
        >>> ivy.fft.ifftshift(ivy.asarray([-2, -1, 0, 1, 2]))
        array([ 0,  1,  2, -2, -1])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.ifftshift(x, axes)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(ifftshift, b, locals(), "x")
        checks.explain(checks.valid_axes, "ifftshift", x, axes, name="axes")
        raise
