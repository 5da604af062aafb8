"""Array creation.

Values given as Python data get ivy's default dtypes on every backend: ``float32`` for floats,
``int64`` for ints (``int32`` on jax without 64-bit mode), ``complex64`` for complex numbers and
``bool`` for bools. Arrays keep their own dtype. ``device`` is a canonical name (``"cpu"``,
``"gpu:0"``) or the framework's device object; by default the framework's default device.
"""

from __future__ import annotations

import operator
from typing import Any

from ivy._common import checks, recover
from ivy._common import dtypes as _dtypes
from ivy._typing import Array, BackendLike, Device, DtypeLike, Scalar, Shape
from ivy.errors import InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "asarray",
    "zeros",
    "ones",
    "empty",
    "full",
    "zeros_like",
    "ones_like",
    "empty_like",
    "full_like",
    "arange",
    "linspace",
    "eye",
    "meshgrid",
    "tril",
    "triu",
    "from_dlpack",
    "logspace",
]


_PYTHON_SCALARS = frozenset({bool, int, float, complex})


def _python_kind(obj: Any) -> str | None:
    """The highest Array API kind among the scalars of nested Python data.

    None if ``obj`` holds anything else (an array, an object with a buffer, ...).
    """
    if type(obj) in _PYTHON_SCALARS:  # not numpy's scalars (np.float64 is a float): dtyped
        return _dtypes.scalar_kind(obj)
    if isinstance(obj, (list, tuple)):
        kinds = [_python_kind(item) for item in obj]
        if None in kinds:
            return None
        if not kinds:  # not max(..., default=): torch.compile (dynamo) cannot trace it
            return "real floating"
        return max(kinds, key=_dtypes.KIND_RANK.__getitem__)
    return None


def _default_dtype(b: Any, kind: str) -> _dtypes.Dtype:
    return _dtypes.default_for_kind(kind, b.default_dtypes())


def asarray(
    obj: Any,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    copy: bool | None = None,
    backend: BackendLike = None,
) -> Array:
    """Converts ``obj`` to an array of the selected backend.

    Args:
        obj: an array of any framework, a NumPy array, a Python scalar, or nested sequences of
            Python scalars.
        dtype: the result's dtype; by default that of ``obj``, or ivy's default for Python data.
        device: the result's device.
        copy: True always copies; False never does (raising ValueError where a copy is needed);
            None copies only when needed.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        The array, of ``obj``'s shape.

    Example:
        >>> import ivy
        >>> ivy.asarray([[1, 2], [3, 4]])
        array([[1, 2],
               [3, 4]])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, obj)
    try:
        if dtype is None and not b.is_array(obj):
            kind = _python_kind(obj)
            if kind is not None:
                dtype = _default_dtype(b, kind)
        return b.asarray(obj, dtype, device, copy)
    except Exception:
        checks.explain(None)
        raise


def zeros(
    shape: Shape,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """An array of zeros.

    Args:
        shape: the result's shape.
        dtype: the result's dtype; default ``float32``.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape``.

    Example:
        >>> import ivy
        >>> ivy.zeros((2, 3)).shape
        (2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        dtype = _default_dtype(b, "real floating") if dtype is None else dtype
        return b.zeros(checks.as_shape("zeros", shape), dtype, device)
    except Exception:
        checks.explain(None)
        raise


def ones(
    shape: Shape,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """An array of ones.

    Args:
        shape: the result's shape.
        dtype: the result's dtype; default ``float32``.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        dtype = _default_dtype(b, "real floating") if dtype is None else dtype
        return b.ones(checks.as_shape("ones", shape), dtype, device)
    except Exception:
        checks.explain(None)
        raise


def empty(
    shape: Shape,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """An array whose values are unspecified (whatever the framework allocates).

    Args:
        shape: the result's shape.
        dtype: the result's dtype; default ``float32``.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        dtype = _default_dtype(b, "real floating") if dtype is None else dtype
        return b.empty(checks.as_shape("empty", shape), dtype, device)
    except Exception:
        checks.explain(None)
        raise


def full(
    shape: Shape,
    fill_value: Scalar,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """An array filled with ``fill_value``.

    Args:
        shape: the result's shape.
        fill_value: the value of every element.
        dtype: the result's dtype; by default ivy's default for the kind of ``fill_value``.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``shape``.

    Example:
        >>> import ivy
        >>> ivy.full(2, 7)
        array([7, 7])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        if dtype is None:
            dtype = _default_dtype(b, _dtypes.scalar_kind(fill_value))
        return b.full(checks.as_shape("full", shape), fill_value, dtype, device)
    except Exception:
        checks.explain(None)
        raise


def zeros_like(
    x: Array,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """Zeros of the shape of ``x``.

    Args:
        x: array of shape ``(...)``.
        dtype: the result's dtype; by default that of ``x``.
        device: the result's device; by default that of ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.zeros_like(x, dtype, device)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(zeros_like, b, locals(), "x")
        checks.explain(None)
        raise


def ones_like(
    x: Array,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """Ones of the shape of ``x``.

    Args:
        x: array of shape ``(...)``.
        dtype: the result's dtype; by default that of ``x``.
        device: the result's device; by default that of ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.ones_like(x, dtype, device)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(ones_like, b, locals(), "x")
        checks.explain(None)
        raise


def empty_like(
    x: Array,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """An array of the shape of ``x`` whose values are unspecified.

    Args:
        x: array of shape ``(...)``.
        dtype: the result's dtype; by default that of ``x``.
        device: the result's device; by default that of ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.empty_like(x, dtype, device)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(empty_like, b, locals(), "x")
        checks.explain(None)
        raise


def full_like(
    x: Array,
    /,
    fill_value: Scalar,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """An array of the shape of ``x`` filled with ``fill_value``.

    Args:
        x: array of shape ``(...)``.
        fill_value: the value of every element.
        dtype: the result's dtype; by default that of ``x``.
        device: the result's device; by default that of ``x``.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(...)``.
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        return b.full_like(x, fill_value, dtype, device)
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(full_like, b, locals(), "x")
        checks.explain(None)
        raise


def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """Evenly spaced values in the half-open interval ``[start, stop)``.

    Args:
        start: the first value; with ``stop`` omitted, the end (and the start is 0).
        stop: the end, excluded.
        step: the spacing; must not be 0.
        dtype: the result's dtype; by default the default integer dtype if ``start``, ``stop``
            and ``step`` are all ints, else the default float dtype.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        1-d array of ``ceil((stop - start) / step)`` values (0 if that is negative).

    Example:
        >>> import ivy
        >>> ivy.arange(1, 7, 2)
        array([1, 3, 5])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        if stop is None:
            start, stop = 0, start
        if step == 0:
            raise InvalidArgumentError("arange: step must not be 0")
        if dtype is None:
            kind = max(
                (_dtypes.scalar_kind(v) for v in (start, stop, step)),
                key=_dtypes.KIND_RANK.__getitem__,
            )
            dtype = _default_dtype(b, "signed integer" if kind == "bool" else kind)
        return b.arange(start, stop, step, dtype, device)
    except Exception:
        checks.explain(None)
        raise


def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    endpoint: bool = True,
    backend: BackendLike = None,
) -> Array:
    """``num`` evenly spaced values from ``start`` to ``stop``.

    Args:
        start: the first value.
        stop: the last value if ``endpoint``, else the end of the interval, excluded.
        num: the number of values; must be non-negative.
        dtype: the result's dtype; default ``float32`` (``complex64`` for complex bounds).
        device: the result's device.
        endpoint: whether ``stop`` is included.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        1-d array of ``num`` values.

    Example:
        >>> import ivy
        >>> ivy.linspace(0, 1, 5)
        array([0.  , 0.25, 0.5 , 0.75, 1.  ], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        num = operator.index(num)
        if num < 0:
            raise InvalidArgumentError(f"linspace: num must be non-negative; got {num}")
        if isinstance(start, str) or isinstance(stop, str):  # paddle makes zeros of a string
            raise InvalidArgumentError(
                f"linspace: start and stop must be numbers; got {start!r} and {stop!r}"
            )
        if dtype is None:
            complex_bounds = isinstance(start, complex) or isinstance(stop, complex)
            dtype = _default_dtype(b, "complex floating" if complex_bounds else "real floating")
        return b.linspace(start, stop, num, dtype, device, endpoint)
    except Exception:
        checks.explain(None)
        raise


def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    backend: BackendLike = None,
) -> Array:
    """A 2-d array with ones on the ``k``-th diagonal and zeros elsewhere.

    Args:
        n_rows: number of rows.
        n_cols: number of columns; default ``n_rows``.
        k: the diagonal: 0 is the main one, positive above it, negative below.
        dtype: the result's dtype; default ``float32``.
        device: the result's device.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(n_rows, n_cols)``.

    Example:
        >>> import ivy
        >>> ivy.eye(2, 3, k=1, dtype=ivy.int32)
        array([[0, 1, 0],
               [0, 0, 1]], dtype=int32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        (n_rows,) = checks.as_shape("eye", (n_rows,))
        n_cols = n_rows if n_cols is None else checks.as_shape("eye", (n_cols,))[0]
        dtype = _default_dtype(b, "real floating") if dtype is None else dtype
        return b.eye(n_rows, n_cols, operator.index(k), dtype, device)
    except Exception:
        checks.explain(None)
        raise


def meshgrid(
    *arrays: Array, indexing: str = "xy", backend: BackendLike = None
) -> tuple[Array, ...]:
    """Coordinate grids from 1-d coordinate arrays.

    Args:
        *arrays: 1-d arrays of sizes ``N1, N2, ..., Nn``, all of one dtype.
        indexing: ``"xy"`` (Cartesian: the first two output axes are swapped, so 2-d grids have
            shape ``(N2, N1)``) or ``"ij"`` (matrix: shape ``(N1, N2, ..., Nn)``).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        A tuple of ``n`` arrays, each of the grid's shape.

    Example:
        >>> import ivy
        >>> xs, ys = ivy.meshgrid(ivy.arange(3), ivy.arange(2))
        >>> xs.shape
        (2, 3)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, *arrays)
    try:
        if indexing not in ("xy", "ij"):
            raise InvalidArgumentError(f"meshgrid: indexing must be 'xy' or 'ij'; got {indexing!r}")
        for i, a in enumerate(arrays):
            if len(checks.shape_of(a)) != 1:
                raise ShapeError(
                    f"meshgrid: every array must be 1-d; arrays[{i}] has shape {checks.shape_of(a)}"
                )
        return b.meshgrid(*arrays, indexing=indexing)
    except Exception:
        checks.explain(None)
        raise


def _check_matrices(fn: str, x: Array) -> None:
    shape = checks.shape_of(x)
    if len(shape) < 2:
        raise ShapeError(f"{fn}: x must have at least 2 dimensions, (..., M, N); got shape {shape}")


def tril(x: Array, /, *, k: int = 0, backend: BackendLike = None) -> Array:
    """The lower triangle of each matrix in ``x``: elements above the ``k``-th diagonal are zero.

    Args:
        x: array of shape ``(..., M, N)``.
        k: the diagonal kept last: 0 is the main one, positive above it, negative below.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M, N)`` and ``x``'s dtype.

    Raises:
        ShapeError: ``x`` has fewer than 2 dimensions.

    Example:
        >>> import ivy
        >>> ivy.tril(ivy.ones((2, 3), dtype=ivy.int32), k=1)
        array([[1, 1, 0],
               [1, 1, 1]], dtype=int32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _check_matrices("tril", x)  # numpy would broadcast a 1-d x to a matrix
        return b.tril(x, operator.index(k))
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(tril, b, locals(), "x")
        checks.explain(None)
        raise


def triu(x: Array, /, *, k: int = 0, backend: BackendLike = None) -> Array:
    """The upper triangle of each matrix in ``x``: elements below the ``k``-th diagonal are zero.

    Args:
        x: array of shape ``(..., M, N)``.
        k: the diagonal kept first: 0 is the main one, positive above it, negative below.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., M, N)`` and ``x``'s dtype.

    Raises:
        ShapeError: ``x`` has fewer than 2 dimensions.

    Example:
        >>> import ivy
        >>> ivy.triu(ivy.ones((3, 2), dtype=ivy.int32), k=-1)
        array([[1, 1],
               [1, 1],
               [0, 1]], dtype=int32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        _check_matrices("triu", x)
        return b.triu(x, operator.index(k))
    except Exception:
        if recover.holds_sequence(x):
            return recover.retry_with_arrays(triu, b, locals(), "x")
        checks.explain(None)
        raise


def from_dlpack(
    x: Any,
    /,
    *,
    device: Device | None = None,
    copy: bool | None = None,
    backend: BackendLike = None,
) -> Array:
    """Imports an array of another library through DLPack (``x.__dlpack__()``).

    Args:
        x: an object with ``__dlpack__`` and ``__dlpack_device__`` methods (a NumPy array, a
            tensor of another framework, ...).
        device: the result's device; by default that of ``x``.
        copy: True always copies; False never does (raising BufferError where a copy is
            needed, e.g. to another device); None shares memory where possible.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        An array of the selected backend with the shape, dtype and values of ``x``.

    Raises:
        AttributeError: ``x`` does not support DLPack.
        BufferError: ``x`` cannot be exported (e.g. a read-only NumPy array), or ``copy`` is
            False and a copy is needed.

    Example:
        >>> import ivy
        >>> import numpy as np
        >>> ivy.from_dlpack(np.arange(3.0))
        array([0., 1., 2.])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        return b.from_dlpack(x, device, copy)
    except Exception:
        if not hasattr(x, "__dlpack__"):  # frameworks disagree on the error; the standard's
            raise AttributeError(
                f"from_dlpack: x must support DLPack (have __dlpack__); got {type(x).__name__}"
            ) from None
        checks.explain(None)
        raise


def logspace(
    start: int | float,
    stop: int | float,
    /,
    num: int,
    *,
    base: float = 10.0,
    dtype: DtypeLike | None = None,
    device: Device | None = None,
    endpoint: bool = True,
    backend: BackendLike = None,
) -> Array:
    """``num`` values spaced evenly on a log scale: ``base ** linspace(start, stop, num)``.

    Args:
        start: the exponent of the first value.
        stop: the exponent of the last value if ``endpoint``, else of the end, excluded.
        num: the number of values; must be non-negative.
        base: the base of the exponents.
        dtype: the result's (floating-point) dtype; default ``float32``.
        device: the result's device.
        endpoint: whether ``base ** stop`` is included.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        1-d array of ``num`` values.

    Example:
        >>> import ivy
        >>> ivy.logspace(0, 3, 4, dtype=ivy.float64)
        array([   1.,   10.,  100., 1000.])
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend)
    try:
        num = operator.index(num)
        if num < 0:
            raise InvalidArgumentError(f"logspace: num must be non-negative; got {num}")
        if isinstance(start, str) or isinstance(stop, str):  # paddle makes zeros of a string
            raise InvalidArgumentError(
                f"logspace: start and stop must be numbers; got {start!r} and {stop!r}"
            )
        dtype = _default_dtype(b, "real floating") if dtype is None else dtype
        return b.logspace(start, stop, num, base, dtype, device, endpoint)
    except Exception:
        checks.explain(None)
        raise
