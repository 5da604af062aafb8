"""Matrix powers by repeated squaring: for frameworks with none that autodiff records."""

from collections.abc import Callable
from typing import Any


def matrix_power_by_squaring(
    x: Any, n: int, matmul: Callable[[Any, Any], Any], inv: Callable[[Any], Any]
) -> Any:
    """``x`` to the integer power ``n`` by NumPy's binary powering.

    With the backend's own ``matmul`` and ``inv``, so that its autodiff records every product.

    Args:
        x: square matrices of shape ``(..., M, M)``.
        n: the power; negative powers invert ``x`` first.
        matmul: the framework's matrix product.
        inv: the framework's matrix inverse.

    Returns:
        ``x ** n``; None for ``n == 0``, whose identity the caller makes in its own framework.
    """
    if n < 0:
        x, n = inv(x), -n
    result = None
    while n:
        if n & 1:
            result = x if result is None else matmul(result, x)
        n >>= 1
        if n:
            x = matmul(x, x)
    return result
