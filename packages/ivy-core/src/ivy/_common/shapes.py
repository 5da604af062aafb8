"""Host-side arithmetic on shapes (tuples of ints) that several backends share."""

from __future__ import annotations

from collections.abc import Sequence


def prod(shape: Sequence[int]) -> int:
    """The number of elements of an array of ``shape`` (1 for ``()``)."""
    result = 1
    for d in shape:
        result *= d
    return result


def row_major_strides(shape: Sequence[int]) -> list[int]:
    """The element strides of a C-ordered array of ``shape``: a linear index is ``sum(i * s)``."""
    return [prod(shape[j + 1 :]) for j in range(len(shape))]


def batched_layout(
    params_shape: Sequence[int], indices_shape: Sequence[int], axis: int, batch_dims: int
) -> tuple[tuple, tuple, Sequence[int]]:
    """Shapes that put a batched gather into the form (B, P, N, Q) <- (B, M) indices.

    Returns:
        ``(flat_params, flat_indices, result)``: ``params`` reshaped to ``(B, P, N, Q)`` and
        ``indices`` to ``(B, 1, M, 1)`` make the gather a take along axis 2, whose result
        reshaped to ``result`` is the gather's (``result`` has the type of the shapes given).
    """
    batch = params_shape[:batch_dims]
    before, after = params_shape[batch_dims:axis], params_shape[axis + 1 :]
    rest = indices_shape[batch_dims:]
    flat_params = (prod(batch), prod(before), params_shape[axis], prod(after))
    flat_indices = (flat_params[0], 1, prod(rest), 1)
    return flat_params, flat_indices, batch + before + rest + after


def half_shifts(shape: Sequence[int], axes: int | Sequence[int] | None, inverse: bool):
    """The rolls of ``fftshift`` (``inverse``: ``ifftshift``) as ``(shifts, axes)`` lists.

    ``axes`` is an int, ints, or None for all; each axis rolls by half its size, rounded down
    (``fftshift``) or up (``ifftshift``). Both lists are empty where there is nothing to roll.
    """
    if axes is None:
        axes = range(len(shape))
    elif isinstance(axes, int):
        axes = (axes,)
    axes = list(axes)
    shifts = [-(shape[a] // 2) if inverse else shape[a] // 2 for a in axes]
    return shifts, axes
