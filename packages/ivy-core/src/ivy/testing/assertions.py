"""Comparing arrays of any backend with NumPy references."""

from __future__ import annotations

from typing import Any

import numpy as np

import ivy
from ivy.framework import own_backend

TOLERANCES: dict[str, tuple[float, float]] = {
    "float16": (1e-3, 1e-3),
    "bfloat16": (1e-2, 1e-2),
    "float32": (1e-5, 1e-6),
    "float64": (1e-10, 1e-12),
    "complex64": (1e-5, 1e-6),
    "complex128": (1e-10, 1e-12),
}
"""``(rtol, atol)`` per floating-point dtype; integer and bool results compare exactly."""


def tolerance(dtype: Any) -> tuple[float, float]:
    """The ``(rtol, atol)`` of :data:`TOLERANCES` for ``dtype``; ``(0, 0)`` for exact dtypes."""
    return TOLERANCES.get(str(dtype), (0.0, 0.0))


def assert_allclose(
    actual: Any,
    expected: Any,
    *,
    dtype: Any = None,
    rtol: float | None = None,
    atol: float | None = None,
    check_dtype: bool = True,
) -> None:
    """Asserts that a backend's array matches a NumPy reference in shape, dtype and values.

    Args:
        actual: an array of any backend (or a NumPy array or scalar).
        expected: the reference, anything ``numpy.asarray`` takes; computed in higher precision
            is fine, as it is compared after casting to the result's dtype.
        dtype: the canonical dtype ``actual`` must have; by default that of ``expected``.
        rtol: relative tolerance; by default from :data:`TOLERANCES` for the dtype.
        atol: absolute tolerance; likewise.
        check_dtype: whether to check the dtype at all.

    Raises:
        AssertionError: on a different shape, dtype or value; NaNs must sit in the same places.
    """
    expected = np.asarray(expected)
    if isinstance(actual, np.generic):  # a NumPy scalar (numpy's 0-d results): its dtype counts
        actual = np.asarray(actual)
    # The array's own framework, whatever is selected: a NumPy result under a torch setting is
    # still an array with a dtype.
    own = own_backend(actual)
    actual_dtype = None if own is None else ivy.dtype(actual, backend=own)
    want = ivy.Dtype(dtype) if dtype is not None else ivy.Dtype(expected.dtype.name)
    if check_dtype:
        assert actual_dtype == want, f"dtype {actual_dtype} != expected {want}"
    actual_np = np.asarray(actual if own is None else ivy.to_numpy(actual, backend=own))
    assert actual_np.shape == expected.shape, (
        f"shape {actual_np.shape} != expected {expected.shape}"
    )
    default_rtol, default_atol = tolerance(actual_dtype or want)
    rtol = default_rtol if rtol is None else rtol
    atol = default_atol if atol is None else atol
    if actual_np.dtype.kind in "biu" and rtol == 0 and atol == 0:
        np.testing.assert_array_equal(actual_np, expected.astype(actual_np.dtype))
        return
    np.testing.assert_allclose(
        actual_np.astype(np.result_type(actual_np.dtype, np.float64)),
        expected.astype(np.result_type(expected.dtype, np.float64)),
        rtol=rtol,
        atol=atol,
        equal_nan=True,
    )
