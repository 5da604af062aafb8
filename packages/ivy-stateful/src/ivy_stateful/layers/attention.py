"""Attention layers: ``MultiHeadAttention`` and the ``TransformerEncoderLayer`` built on it.

Both are batch first and follow torch (``nn.MultiheadAttention`` and
``nn.TransformerEncoderLayer`` with ``batch_first=True``), so weights copied from torch give
torch's outputs (and torch's in training up to the random draws of dropout, which applies, as
in torch, to the attention weights and, in the encoder layer, to its residual branches and
feed-forward block).
"""

from __future__ import annotations

from typing import Any

import ivy
from ivy_stateful.initializers import GlorotUniform, Initializer, Zeros, fans
from ivy_stateful.layers._arguments import positive_int
from ivy_stateful.layers.dropout import Dropout
from ivy_stateful.layers.linear import Linear
from ivy_stateful.layers.normalization import LayerNorm
from ivy_stateful.module import Module

__all__ = ["MultiHeadAttention", "TransformerEncoderLayer"]

_ACTIVATIONS = ("relu", "gelu")


class MultiHeadAttention(Module):
    """Multi-head attention over ``ivy.multi_head_attention`` (torch's ``nn.MultiheadAttention``).

    The query, key and value are projected to ``embed_dim`` features, split into ``num_heads``
    heads, attended head by head (``softmax(q @ k^T / sqrt(head_dim)) @ v``), joined and
    projected out.

    Variables, in the layouts ``ivy.multi_head_attention`` takes (torch's with
    ``batch_first=True``): ``q_proj_weight`` ``(E, E)``, ``k_proj_weight`` ``(E, kdim)``,
    ``v_proj_weight`` ``(E, vdim)``, ``out_proj_weight`` ``(E, E)`` and, with ``with_bias``,
    ``in_proj_bias`` ``(3 * E,)`` (the q, k and v biases concatenated) and ``out_proj_bias``
    ``(E,)``. torch's packed ``in_proj_weight`` ``(3 * E, E)`` is the three projection weights
    stacked in the order q, k, v; its ``out_proj.weight``/``out_proj.bias`` are ours.

    Args:
        embed_dim: the model's size ``E``.
        num_heads: the number of heads; it must divide ``embed_dim``.
        dropout: the probability of dropping each attention weight in training mode, in
            ``[0, 1)`` (torch's ``dropout``).
        kdim: the key's features; None for ``embed_dim``.
        vdim: the value's features; None for ``embed_dim``.
        with_bias: whether the projections have biases.
        weight_initializer: initializes the four weights; by default
            :class:`~ivy_stateful.initializers.GlorotUniform` of each weight (Keras's default;
            torch draws Glorot-uniform on the packed ``(3 * E, E)`` in-projection and
            ``KaimingUniform(a=sqrt(5))`` for the out-projection).
        bias_initializer: initializes the biases; zeros by default (as torch and Keras).
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``query``: ``(N, L, E)`` (or ``(L, E)``), ``key``: ``(N, S, kdim)``, ``value``:
        ``(N, S, vdim)`` -> ``(N, L, E)`` (or ``(L, E)``).

    Raises:
        ValueError: a size is not a positive int, ``num_heads`` does not divide ``embed_dim``,
            or ``dropout`` is outside ``[0, 1)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.attention import MultiHeadAttention
        >>> layer = MultiHeadAttention(8, 2)
        >>> x = ivy.ones((3, 5, 8))
        >>> layer(x).shape  # self-attention: key and value default to the query
        (3, 5, 8)
        >>> layer(x, ivy.ones((3, 7, 8)), is_causal=True).shape
        (3, 5, 8)
    """

    def __init__(
        self,
        embed_dim: int,
        num_heads: int,
        *,
        dropout: float = 0.0,
        kdim: int | None = None,
        vdim: int | None = None,
        with_bias: bool = True,
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        kdim = embed_dim if kdim is None else kdim
        vdim = embed_dim if vdim is None else vdim
        for name, value in (
            ("embed_dim", embed_dim),
            ("num_heads", num_heads),
            ("kdim", kdim),
            ("vdim", vdim),
        ):
            positive_int("MultiHeadAttention", name, value)
        if embed_dim % num_heads:
            raise ValueError(
                f"MultiHeadAttention: num_heads {num_heads} must divide embed_dim {embed_dim}"
            )
        if not 0 <= dropout < 1:
            raise ValueError(f"MultiHeadAttention: dropout must be in [0, 1); got {dropout}")
        self.embed_dim = embed_dim
        self.dropout = dropout
        self.num_heads = num_heads
        self.kdim = kdim
        self.vdim = vdim
        self.with_bias = with_bias
        self._weight_initializer = weight_initializer or GlorotUniform()
        self._bias_initializer = bias_initializer or Zeros()

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        embed = self.embed_dim
        shapes = {
            "q_proj_weight": (embed, embed),
            "k_proj_weight": (embed, self.kdim),
            "v_proj_weight": (embed, self.vdim),
            "out_proj_weight": (embed, embed),
        }
        create = {"dtype": dtype, "device": device}
        variables = {}
        for name, shape in shapes.items():
            fan_in, fan_out = fans(shape, kind="linear")
            variables[name] = self._weight_initializer.create_variables(
                shape, fan_in=fan_in, fan_out=fan_out, **create
            )
        if self.with_bias:
            for name, size in (("in_proj_bias", 3 * embed), ("out_proj_bias", embed)):
                variables[name] = self._bias_initializer.create_variables(
                    (size,), fan_in=embed, fan_out=size, **create
                )
        return variables

    def _forward(
        self,
        query: Any,
        key: Any = None,
        value: Any = None,
        *,
        mask: Any = None,
        is_causal: bool = False,
    ) -> Any:
        """Attends ``query`` to ``key``/``value``.

        Args:
            query: array of shape ``(N, L, E)`` (or ``(L, E)``).
            key: array of shape ``(N, S, kdim)``; None for ``query`` (self-attention).
            value: array of shape ``(N, S, vdim)``; None for ``key``.
            mask: broadcastable to ``(N, num_heads, L, S)``: boolean, True where a query may
                attend (the opposite of torch's boolean ``attn_mask``), or a float bias added to
                the scores. torch's ``key_padding_mask`` (True at padding) of shape ``(N, S)``
                is ``mask = ~key_padding_mask[:, None, None, :]``.
            is_causal: also mask keys after each query.

        Returns:
            Array of shape ``(N, L, E)`` (or ``(L, E)``).
        """
        key = query if key is None else key
        value = key if value is None else value
        v = self.v
        return ivy.multi_head_attention(
            query,
            key,
            value,
            self.num_heads,
            q_proj_weight=v.q_proj_weight,
            k_proj_weight=v.k_proj_weight,
            v_proj_weight=v.v_proj_weight,
            out_proj_weight=v.out_proj_weight,
            in_proj_bias=v.in_proj_bias if self.with_bias else None,
            out_proj_bias=v.out_proj_bias if self.with_bias else None,
            mask=mask,
            is_causal=is_causal,
            dropout_p=self.dropout,
            training=self.training,
        )

    def _extra_repr(self) -> str:
        return (
            f"embed_dim={self.embed_dim}, num_heads={self.num_heads}, dropout={self.dropout}, "
            f"kdim={self.kdim}, "
            f"vdim={self.vdim}, with_bias={self.with_bias}"
        )


class TransformerEncoderLayer(Module):
    """Self-attention and a feed-forward block, each with a residual connection and layer norm.

    As torch's ``nn.TransformerEncoderLayer(batch_first=True)``; with ``norm_first=False`` (the
    default, post-norm)::

        x = norm1(x + dropout1(self_attn(x)))
        x = norm2(x + dropout2(linear2(dropout(activation(linear1(x))))))

    and with ``norm_first=True`` (pre-norm) ``x = x + dropout1(self_attn(norm1(x)))``, then
    ``x = x + dropout2(linear2(dropout(activation(linear1(norm2(x))))))``. The sub-modules carry
    torch's names (``self_attn``, ``linear1``, ``linear2``, ``norm1``, ``norm2``), so the
    variables are ``v.self_attn.q_proj_weight``, ``v.linear1.weight``, ... As in torch,
    ``dropout`` also drops attention weights.

    Args:
        d_model: the model's size ``E``.
        num_heads: the number of attention heads; it must divide ``d_model``.
        dim_feedforward: the hidden size of the feed-forward block.
        dropout: the dropout probability of the attention weights, the residual branches and
            the feed-forward block (in training), in ``[0, 1)``; 0 by default (torch's is 0.1).
        activation: ``"relu"`` or ``"gelu"`` (exact, as torch's).
        norm_first: pre-norm instead of post-norm.
        layer_norm_eps: the ``epsilon`` of the layer norms.
        with_bias: whether the linear layers, attention and layer norms have biases.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Sub-modules use their own default initializers (Glorot-uniform weights, zero biases; torch
    initializes its linear layers with ``KaimingUniform(a=sqrt(5))`` instead).

    Shape:
        ``x``: ``(N, L, E)`` (or ``(L, E)``) -> the same.

    Raises:
        ValueError: a size is not a positive int, ``num_heads`` does not divide ``d_model``, an
            unknown ``activation``, or ``dropout`` outside ``[0, 1)``.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.attention import TransformerEncoderLayer
        >>> layer = TransformerEncoderLayer(8, 2, 16)
        >>> layer(ivy.ones((3, 5, 8)), is_causal=True).shape
        (3, 5, 8)
    """

    def __init__(
        self,
        d_model: int,
        num_heads: int,
        dim_feedforward: int = 2048,
        *,
        dropout: float = 0.0,
        activation: str = "relu",
        norm_first: bool = False,
        layer_norm_eps: float = 1e-5,
        with_bias: bool = True,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        for name, value in (
            ("d_model", d_model),
            ("num_heads", num_heads),
            ("dim_feedforward", dim_feedforward),
        ):
            positive_int("TransformerEncoderLayer", name, value)
        if d_model % num_heads:
            raise ValueError(
                f"TransformerEncoderLayer: num_heads {num_heads} must divide d_model {d_model}"
            )
        if activation not in _ACTIVATIONS:
            raise ValueError(
                f"TransformerEncoderLayer: activation must be one of {_ACTIVATIONS}; "
                f"got {activation!r}"
            )
        if not 0 <= dropout < 1:
            raise ValueError(f"TransformerEncoderLayer: dropout must be in [0, 1); got {dropout}")
        self.d_model = d_model
        self.num_heads = num_heads
        self.dim_feedforward = dim_feedforward
        self.dropout_rate = dropout
        self.activation = activation
        self.norm_first = norm_first
        self.layer_norm_eps = layer_norm_eps
        self.with_bias = with_bias
        create = {"device": device, "dtype": dtype}
        self.self_attn = MultiHeadAttention(
            d_model, num_heads, dropout=dropout, with_bias=with_bias, **create
        )
        self.linear1 = Linear(d_model, dim_feedforward, with_bias=with_bias, **create)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, with_bias=with_bias, **create)
        norm = {"epsilon": layer_norm_eps, "with_bias": with_bias, **create}
        self.norm1 = LayerNorm(d_model, **norm)
        self.norm2 = LayerNorm(d_model, **norm)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)

    def _self_attention_block(self, x: Any, mask: Any, is_causal: bool) -> Any:
        return self.dropout1(self.self_attn(x, x, x, mask=mask, is_causal=is_causal))

    def _feed_forward_block(self, x: Any) -> Any:
        hidden = self.linear1(x)
        hidden = ivy.relu(hidden) if self.activation == "relu" else ivy.gelu(hidden)
        return self.dropout2(self.linear2(self.dropout(hidden)))

    def _forward(self, x: Any, *, mask: Any = None, is_causal: bool = False) -> Any:
        """Encodes ``x``.

        Args:
            x: array of shape ``(N, L, E)`` (or ``(L, E)``).
            mask: the attention mask, broadcastable to ``(N, num_heads, L, L)``, as for
                :class:`MultiHeadAttention` (boolean True where a position may attend, or a
                float bias).
            is_causal: also mask later positions.

        Returns:
            Array of shape ``(N, L, E)`` (or ``(L, E)``).
        """
        if self.norm_first:
            x = x + self._self_attention_block(self.norm1(x), mask, is_causal)
            return x + self._feed_forward_block(self.norm2(x))
        x = self.norm1(x + self._self_attention_block(x, mask, is_causal))
        return self.norm2(x + self._feed_forward_block(x))

    def _extra_repr(self) -> str:
        return (
            f"d_model={self.d_model}, num_heads={self.num_heads}, "
            f"dim_feedforward={self.dim_feedforward}, dropout={self.dropout_rate}, "
            f"activation={self.activation!r}, norm_first={self.norm_first}, "
            f"layer_norm_eps={self.layer_norm_eps}"
        )
