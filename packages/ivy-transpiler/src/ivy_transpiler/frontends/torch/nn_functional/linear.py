"""Linear layers and lookups: ``linear``, ``bilinear``, ``embedding``, ``one_hot``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import cast, promoted
from ivy_transpiler.frontends.torch._dtypes import available
from ivy_transpiler.frontends.torch.linalg import vector_norm

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

    With ``max_norm``, a row whose ``norm_type``-norm exceeds it is scaled by ``max_norm / (norm +
    1e-7)``, as torch scales it. # differs: torch also writes the scaled rows into ``weight``
    (in place); a functional frontend leaves ``weight`` as it is.
    """
    rows = ivy.embedding(weight, cast(input, "int64"))
    if max_norm is None:
        return rows
    norm = vector_norm(rows, norm_type, -1, True)
    scale = ivy.where(
        ivy.greater(norm, max_norm), ivy.divide(max_norm, ivy.add(norm, 1e-7)), ivy.ones_like(norm)
    )
    return ivy.multiply(rows, scale)


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
