"""Finite-difference gradients, to check the gradients of the autodiff backends."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import ivy


def numerical_grad(
    fn: Callable[..., Any], args: Sequence[Any], *, argnum: int = 0, eps: float = 1e-6
) -> np.ndarray:
    """The gradient of a scalar function by central differences, in float64.

    Args:
        fn: maps arrays of the current backend to a scalar (0-d array or Python number).
        args: the point, as NumPy arrays or anything ``ivy.asarray`` takes; each is passed to
            ``fn`` as a float64 array of the current backend.
        argnum: which argument to differentiate with respect to.
        eps: the step.

    Returns:
        ``d fn / d args[argnum]``, a float64 NumPy array of that argument's shape.
    """
    point = [np.asarray(a, dtype=np.float64) for a in args]

    def evaluate(values: list[np.ndarray]) -> float:
        out = fn(*(ivy.asarray(v, dtype=ivy.float64) for v in values))
        return float(ivy.to_numpy(out) if ivy.is_array(out) else out)

    x = point[argnum]
    grad = np.zeros_like(x)
    for index in np.ndindex(x.shape):
        shifted = [p.copy() for p in point]
        shifted[argnum][index] = x[index] + eps
        up = evaluate(shifted)
        shifted[argnum][index] = x[index] - eps
        down = evaluate(shifted)
        grad[index] = (up - down) / (2 * eps)
    return grad


def assert_grads_close(
    fn: Callable[..., Any],
    args: Sequence[Any],
    grads: Sequence[Any],
    *,
    eps: float = 1e-6,
    rtol: float = 1e-5,
    atol: float = 1e-7,
) -> None:
    """Asserts that ``grads`` (one per argument, e.g. from autodiff) match finite differences.

    Args:
        fn: as for :func:`numerical_grad`.
        args: the point.
        grads: the gradient to check for each of ``args``, arrays of any backend.
        eps: the finite-difference step.
        rtol: relative tolerance.
        atol: absolute tolerance.

    Raises:
        AssertionError: a gradient differs, naming the argument.
    """
    for argnum, grad in enumerate(grads):
        expected = numerical_grad(fn, args, argnum=argnum, eps=eps)
        actual = np.asarray(ivy.to_numpy(grad) if ivy.is_array(grad) else grad, dtype=np.float64)
        np.testing.assert_allclose(
            actual, expected, rtol=rtol, atol=atol, err_msg=f"gradient of argument {argnum}"
        )
