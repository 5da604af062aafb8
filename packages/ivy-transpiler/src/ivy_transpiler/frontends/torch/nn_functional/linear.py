"""Linear layers and lookups: ``linear``, ``bilinear``, ``embedding``, ``one_hot``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import cast, promoted, unsupported
from ivy_transpiler.frontends.torch._dtypes import available

__all__ = ["FRONTENDS"]


def linear(input: Any, weight: Any, bias: Any = None) -> Any:
    """torch.nn.functional.linear: ``input @ weight.T + bias`` (``weight`` may be 1-d)."""
    if len(weight.shape) == 1:
        y = ivy.matmul(input, weight)
        return y if bias is None else ivy.add(y, bias)
    _, (x, w, *rest) = promoted(input, weight, *(() if bias is None else (bias,)))
    return ivy.linear(x, w, bias=rest[0] if rest else None)


def bilinear(input1: Any, input2: Any, weight: Any, bias: Any = None) -> Any:
    """torch.nn.functional.bilinear: ``y_k = input1 @ weight[k] @ input2 + bias[k]``."""
    y = ivy.einsum("...i,kij,...j->...k", input1, weight, input2)
    return y if bias is None else ivy.add(y, bias)


def embedding(
    input: Any, weight: Any, padding_idx: int | None = None, max_norm: float | None = None,
    norm_type: float = 2.0, scale_grad_by_freq: bool = False, sparse: bool = False,
) -> Any:  # fmt: skip
    """torch.nn.functional.embedding: the rows of ``weight`` at ``input``.

    # differs: with ``max_norm`` torch also renormalises the rows of ``weight`` in place; here
    # only the looked-up rows are scaled (the weight is not mutated), and only for norm_type 2.
    """
    if max_norm is not None and norm_type != 2.0:
        raise unsupported("embedding", "max_norm with norm_type other than 2")
    return ivy.embedding(weight, cast(input, "int64"), max_norm=max_norm)


def torch_embedding(
    weight: Any, indices: Any, padding_idx: int = -1, scale_grad_by_freq: bool = False,
    sparse: bool = False,
) -> Any:  # fmt: skip
    """torch.embedding: :func:`embedding` with the builtin's argument order (weight first)."""
    return ivy.embedding(weight, cast(indices, "int64"))


def one_hot(tensor: Any, num_classes: int = -1) -> Any:
    """torch.nn.functional.one_hot.

    Int64 one-hot vectors of ``num_classes`` (the largest index plus one when -1, which reads the
    values: eager only).
    """
    if num_classes == -1:
        num_classes = int(ivy.to_scalar(ivy.max(tensor))) + 1
    return ivy.one_hot(
        cast(tensor, "int64"), num_classes, on_value=1, off_value=0, dtype=available("int64")
    )


FRONTENDS: dict[str, Callable] = {
    "torch.nn.functional.linear": linear,
    "torch.nn.functional.bilinear": bilinear,
    "torch.bilinear": bilinear,
    "torch.nn.functional.embedding": embedding,
    "torch.embedding": torch_embedding,
    "torch.nn.functional.one_hot": one_hot,
}
