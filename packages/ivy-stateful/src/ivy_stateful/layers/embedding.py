"""``Embedding``: a trainable lookup table of vectors, over ``ivy.embedding``."""

from __future__ import annotations

from typing import Any

import ivy
from ivy_stateful.initializers import Initializer, RandomNormal, fans
from ivy_stateful.layers._arguments import positive_int
from ivy_stateful.module import Module

__all__ = ["Embedding"]


class Embedding(Module):
    """Maps integer indices to rows of a table ``weight`` (torch's ``nn.Embedding``).

    Args:
        num_embeddings: the number of rows of the table.
        embedding_dim: the size of each row.
        padding_idx: a row that gets no gradient and starts at zeros, as in torch (e.g. for
            padding tokens); negative counts from the end. None for none.
        max_norm: if given, each looked-up row whose 2-norm exceeds it is scaled down to
            ``max_norm`` in the output (unlike torch, ``weight`` itself is left unchanged).
        weight_initializer: initializes ``weight`` of shape ``(num_embeddings,
            embedding_dim)``; by default ``RandomNormal(0, 1)``, torch's default (Keras draws
            ``U(-0.05, 0.05)``).
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``indices``: ``(...)`` of an integer dtype, each in ``[0, num_embeddings)`` ->
        ``(..., embedding_dim)``.

    Raises:
        ValueError: a size is not a positive int, or ``padding_idx`` is out of range.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.embedding import Embedding
        >>> layer = Embedding(10, 3, padding_idx=0)
        >>> layer(ivy.asarray([[0, 2], [4, 9]])).shape
        (2, 2, 3)
        >>> layer(ivy.asarray([0]))
        array([[0., 0., 0.]], dtype=float32)
    """

    def __init__(
        self,
        num_embeddings: int,
        embedding_dim: int,
        *,
        padding_idx: int | None = None,
        max_norm: float | None = None,
        weight_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        positive_int("Embedding", "num_embeddings", num_embeddings)
        positive_int("Embedding", "embedding_dim", embedding_dim)
        if padding_idx is not None:
            if not -num_embeddings <= padding_idx < num_embeddings:
                raise ValueError(
                    f"Embedding: padding_idx must be in [-{num_embeddings}, {num_embeddings}) "
                    f"for num_embeddings {num_embeddings}; got {padding_idx}"
                )
            padding_idx %= num_embeddings
        if max_norm is not None and not max_norm > 0:
            raise ValueError(f"Embedding: max_norm must be positive; got {max_norm!r}")
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        self.padding_idx = padding_idx
        self.max_norm = max_norm
        self._weight_initializer = weight_initializer or RandomNormal(0.0, 1.0)

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        shape = (self.num_embeddings, self.embedding_dim)
        # torch's fans of this weight, for scaled initializers given instead of the default.
        fan_in, fan_out = fans(shape, kind="linear")
        weight = self._weight_initializer.create_variables(
            shape, fan_in=fan_in, fan_out=fan_out, dtype=dtype, device=device
        )
        if self.padding_idx is not None:
            # where, not a product with 0, which would leave -0.0 for negative draws.
            keep = [[i != self.padding_idx] for i in range(self.num_embeddings)]
            weight = ivy.where(ivy.asarray(keep, device=device), weight, 0.0)
        return {"weight": weight}

    def _forward(self, indices: Any) -> Any:
        out = ivy.embedding(self.v.weight, indices, max_norm=self.max_norm)
        if self.padding_idx is None:
            return out
        # torch's padding row keeps its value but never receives a gradient.
        padding = ivy.expand_dims(ivy.equal(indices, self.padding_idx), axis=-1)
        return ivy.where(padding, ivy.stop_gradient(out), out)

    def _extra_repr(self) -> str:
        return (
            f"num_embeddings={self.num_embeddings}, embedding_dim={self.embedding_dim}, "
            f"padding_idx={self.padding_idx}, max_norm={self.max_norm}"
        )
