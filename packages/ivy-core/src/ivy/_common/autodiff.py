"""Argument bookkeeping shared by the backends' gradient functions (no framework code).

An argument selected by ``argnums`` is an array or a list of arrays; the backends differentiate
with respect to the flat list of those arrays and hand the gradients back in the arguments' form.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def argnums_tuple(argnums: int | Sequence[int]) -> tuple[int, ...]:
    """``argnums`` as a tuple of argument positions."""
    return (argnums,) if isinstance(argnums, int) else tuple(argnums)


def as_list(arg: Any) -> list:
    """The arrays of one argument: the list or tuple itself, or the one array in a list."""
    return list(arg) if isinstance(arg, (list, tuple)) else [arg]


def like(arg: Any, leaves: Sequence) -> Any:
    """``leaves`` in the form of ``arg``: a list where ``arg`` is a list or tuple, else one."""
    return list(leaves) if isinstance(arg, (list, tuple)) else leaves[0]


def per_argnums(argnums: int | Sequence[int], grads: Sequence) -> Any:
    """One gradient for an int ``argnums``, else a tuple of one per position."""
    return grads[0] if isinstance(argnums, int) else tuple(grads)


def per_arg(args: Sequence, nums: tuple[int, ...], argnums: Any, flat: Sequence) -> Any:
    """The flat gradients of the selected ``args`` (positions ``nums``) split back per argument."""
    grads, start = [], 0
    for i in nums:
        count = len(as_list(args[i]))
        grads.append(like(args[i], flat[start : start + count]))
        start += count
    return per_argnums(argnums, grads)


def grads_only(transformed: Callable, has_aux: bool) -> Callable:
    """``grad`` from a ``value_and_grad`` function: its gradients (and aux output, if any)."""

    def gradient(*args):
        out, grads = transformed(*args)
        return (grads, out[1]) if has_aux else grads

    return gradient
