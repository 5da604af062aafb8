"""Hypothesis strategies for test inputs, and ivy's hypothesis profiles.

Strategies draw NumPy arrays (the references are computed from them); tests convert them with
``ivy.asarray``. Element values are small by default, so integer results do not overflow and
float results stay well inside their dtype's range.

Profiles: ``ci`` (derandomized, few examples: the nox sessions and CI), ``dev`` (more, random)
and ``thorough`` (many). :mod:`ivy.testing.fixtures` loads the one named by
``IVY_HYPOTHESIS_PROFILE``, by default ``ci``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

settings.register_profile(
    "ci",
    max_examples=10,
    derandomize=True,
    deadline=None,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("dev", max_examples=50, deadline=None)
settings.register_profile("thorough", max_examples=500, deadline=None)

_FLOAT_WIDTH = {"float16": 16, "float32": 32, "float64": 64}
_COMPLEX_WIDTH = {"complex64": 64, "complex128": 128}


def shapes(
    *, min_dims: int = 0, max_dims: int = 3, min_side: int = 0, max_side: int = 4
) -> st.SearchStrategy[tuple[int, ...]]:
    """Array shapes; by default 0-d to 3-d with sides 0 to 4 (so empty arrays are drawn)."""
    return hnp.array_shapes(
        min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=max_side
    )


def broadcastable_shapes(
    num_shapes: int = 2,
    *,
    min_dims: int = 0,
    max_dims: int = 3,
    min_side: int = 0,
    max_side: int = 4,
) -> st.SearchStrategy[tuple[tuple[int, ...], ...]]:
    """Tuples of ``num_shapes`` shapes that broadcast together."""
    return hnp.mutually_broadcastable_shapes(
        num_shapes=num_shapes,
        min_dims=min_dims,
        max_dims=max_dims,
        min_side=min_side,
        max_side=max_side,
    ).map(lambda result: result.input_shapes)


def elements(
    dtype: str,
    *,
    min_value: float | None = None,
    max_value: float | None = None,
    exclude_zero: bool = False,
) -> st.SearchStrategy[Any]:
    """Scalar values of a canonical dtype; bounded (by default to about ±10) and finite.

    For complex dtypes the bounds apply to the real and the imaginary part.
    """
    dtype = str(dtype)
    if dtype == "bool":
        return st.booleans()
    if dtype.startswith(("int", "uint")):
        info = np.iinfo(dtype)
        low = max(info.min, -10 if min_value is None else int(np.ceil(min_value)))
        high = min(info.max, 20 if dtype.startswith("u") else 10)
        high = high if max_value is None else min(info.max, int(np.floor(max_value)))
        values = st.integers(low, high)
        return values.filter(bool) if exclude_zero else values
    width = _COMPLEX_WIDTH[dtype] // 2 if dtype in _COMPLEX_WIDTH else _FLOAT_WIDTH[dtype]
    low = _representable(-10.0 if min_value is None else min_value, width, upward=True)
    high = _representable(10.0 if max_value is None else max_value, width, upward=False)
    # No subnormals: XLA (jax) and TensorFlow flush them to zero on CPU, as frameworks may.
    values = st.floats(low, high, width=width, allow_subnormal=False)
    if dtype in _COMPLEX_WIDTH:
        values = st.builds(complex, values, values)
    return values.filter(lambda v: abs(v) > 1e-3) if exclude_zero else values


def _representable(bound: float, width: int, *, upward: bool) -> float:
    """The nearest float of ``width`` bits at or inside ``bound``: hypothesis needs exact bounds."""
    ftype = {16: np.float16, 32: np.float32, 64: np.float64}[width]
    value = ftype(bound)
    if upward and value < bound:
        value = np.nextafter(value, ftype(np.inf))
    elif not upward and value > bound:
        value = np.nextafter(value, ftype(-np.inf))
    return float(value)


def arrays(
    dtype: str,
    shape: tuple[int, ...] | st.SearchStrategy[tuple[int, ...]] | None = None,
    *,
    elements: st.SearchStrategy[Any] | None = None,
    **element_options: Any,
) -> st.SearchStrategy[np.ndarray]:
    """NumPy arrays of a canonical dtype (bfloat16 is not drawn: NumPy has none).

    Args:
        dtype: the dtype.
        shape: a shape or a strategy of shapes; by default :func:`shapes`.
        elements: a strategy of values; by default :func:`elements` with ``element_options``.
        **element_options: ``min_value``, ``max_value``, ``exclude_zero``.
    """
    values = elements if elements is not None else globals()["elements"](dtype, **element_options)
    return hnp.arrays(np.dtype(str(dtype)), shapes() if shape is None else shape, elements=values)


def axes(ndim: int, *, allow_none: bool = True) -> st.SearchStrategy[Any]:
    """An ``axis`` argument for an array of ``ndim`` dimensions.

    None, an int (maybe negative) or a tuple of distinct ints.
    """
    options = []
    if allow_none:
        options.append(st.none())
    if ndim:
        options.append(st.integers(-ndim, ndim - 1))
        options.append(st.lists(st.integers(0, ndim - 1), unique=True, max_size=ndim).map(tuple))
    return st.one_of(options) if options else st.none()
