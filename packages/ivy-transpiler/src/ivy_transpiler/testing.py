"""Checking a torch frontend against torch itself: what the package's frontend tests use.

A frontend (:func:`ivy_transpiler.frontends.torch.frontend_for`) is right when, on the same
inputs, it returns what torch returns: the same structure, shapes and dtypes, values within a
tolerance. :func:`check_frontend` runs both, the frontend on one of ivy's backends with that
backend's arrays where torch gets tensors, and asserts so; :func:`random_tensor` makes
reproducible inputs. A contributor adding a frontend adds a case to the frontend tests in the
same form::

    check_frontend(torch.cumsum, (random_tensor(3, 4),), {"dim": 1}, backend="jax")

torch is imported when these functions run, never at import.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any

import numpy as np

import ivy

__all__ = ["random_tensor", "to_backend", "check_frontend"]

# Default tolerances by the expected result's dtype: the frontend computes with other kernels
# (and on jax and tensorflow, sometimes another summation order) than torch.
_TOLERANCES = {
    np.dtype(np.float16): 2e-3,
    np.dtype(np.float32): 1e-5,
    np.dtype(np.float64): 1e-9,
    np.dtype(np.complex64): 1e-5,
    np.dtype(np.complex128): 1e-9,
}


def random_tensor(
    *shape: int, dtype: Any = None, low: float = -2.0, high: float = 2.0, seed: int = 0
) -> Any:
    """A torch tensor of uniform random values, the same for the same arguments.

    Args:
        *shape: its shape.
        dtype: a torch dtype (default ``torch.float32``); integer dtypes draw integers in
            ``[low, high]``, ``torch.bool`` draws both values.
        low: the smallest value.
        high: the largest value (excluded for floating dtypes).
        seed: another seed, for a second tensor of the same shape that differs.

    Returns:
        The tensor, shape ``shape``.
    """
    import torch

    dtype = torch.float32 if dtype is None else dtype
    generator = torch.Generator().manual_seed(zlib.crc32(repr((shape, seed)).encode()))
    if dtype == torch.bool:
        return torch.rand(*shape, generator=generator) < 0.5
    if dtype.is_floating_point or dtype.is_complex:
        values = torch.rand(*shape, generator=generator, dtype=dtype)
        return values * (high - low) + low
    return torch.randint(int(low), int(high) + 1, shape, generator=generator, dtype=dtype)


def to_backend(value: Any) -> Any:
    """``value`` with torch tensors as arrays of the backend ivy has selected.

    Tensors nested in lists, tuples and dicts are converted too, and torch dtypes become their
    names (which frontends accept).
    """
    import torch

    if isinstance(value, torch.Tensor):
        return ivy.asarray(value.detach().numpy().copy())  # not a view torch may write into
    if isinstance(value, torch.dtype):
        return str(value).removeprefix("torch.")
    if isinstance(value, (list, tuple)):
        return type(value)(to_backend(v) for v in value)
    if isinstance(value, dict):
        return {k: to_backend(v) for k, v in value.items()}
    return value


def _leaves(value: Any) -> list[Any]:
    if isinstance(value, (list, tuple)):
        return [leaf for item in value for leaf in _leaves(item)]
    if isinstance(value, dict):
        return [leaf for key in sorted(value) for leaf in _leaves(value[key])]
    return [value]


def _as_numpy(value: Any) -> np.ndarray:
    if hasattr(value, "detach"):  # torch's conj() and neg() are lazy views .numpy() refuses
        return value.detach().resolve_conj().resolve_neg().numpy()
    return np.asarray(value)


def _expected_dtype(dtype: np.dtype, backend: str) -> np.dtype:
    """Torch's result dtype as the backend holds it (jax without x64 has no 64-bit types)."""
    if backend == "jax":
        import jax

        if not jax.config.read("jax_enable_x64"):
            narrow = {
                np.dtype(np.int64): np.int32,
                np.dtype(np.float64): np.float32,
                np.dtype(np.complex128): np.complex64,
            }
            return np.dtype(narrow.get(dtype, dtype))
    return dtype


def check_frontend(
    func: Callable[..., Any],
    args: tuple = (),
    kwargs: dict | None = None,
    *,
    backend: str,
    rtol: float | None = None,
    atol: float | None = None,
    compare_values: bool = True,
) -> None:
    """Asserts that ``func``'s frontend on ``backend`` returns what ``func`` returns in torch.

    Args:
        func: the torch function, method (``torch.Tensor.add``) or operator
            (``torch.Tensor.__radd__``) whose frontend is checked.
        args: the positional arguments, with torch tensors and dtypes; the frontend gets
            :func:`to_backend` of them.
        kwargs: the keyword arguments, likewise.
        backend: the ivy backend the frontend runs on (``"numpy"``, ``"jax"``,
            ``"tensorflow"``, ...).
        rtol: relative tolerance; by default per the result's dtype (float32: 1e-5).
        atol: absolute tolerance; by default ``rtol``.
        compare_values: False for random functions: structure, shapes and dtypes only.

    Raises:
        AssertionError: no frontend for ``func``, or the results differ (in structure, shape,
            dtype or value), with a message naming ``func``.
    """
    from ivy_transpiler.frontends.torch import frontend_for

    kwargs = {} if kwargs is None else kwargs
    name = getattr(func, "__qualname__", repr(func))
    frontend = frontend_for(func)
    assert frontend is not None, f"no frontend for {name}"
    with ivy.using_backend(backend):
        frontend_args, frontend_kwargs = to_backend(args), to_backend(kwargs)
    expected = func(*args, **kwargs)  # after the copy: an in-place method writes into args[0]
    with ivy.using_backend(backend):
        actual = frontend(*frontend_args, **frontend_kwargs)
    actual, expected = _leaves(actual), _leaves(expected)
    assert len(actual) == len(expected), (
        f"{name}: {len(actual)} results on {backend}, torch gives {len(expected)}"
    )
    for i, (got, want) in enumerate(zip(actual, expected, strict=True)):
        where = f"{name} on {backend}, result {i}"
        if want is None or got is None:  # an optional result (attention weights not asked for)
            assert got is want, f"{where}: {got!r}, torch gives {want!r}"
            continue
        is_tensor = hasattr(want, "detach")  # else a Python number (size(), item()): not narrowed
        want, got = _as_numpy(want), _as_numpy(got)
        dtype = _expected_dtype(want.dtype, backend) if is_tensor else want.dtype
        assert got.dtype == dtype, f"{where}: dtype {got.dtype}, torch gives {want.dtype}"
        assert got.shape == want.shape, f"{where}: shape {got.shape}, torch gives {want.shape}"
        if compare_values:
            tolerance = _TOLERANCES.get(np.dtype(dtype), 0.0) if rtol is None else rtol
            np.testing.assert_allclose(
                got,
                want,
                rtol=tolerance,
                atol=tolerance if atol is None else atol,
                err_msg=where,
            )
