"""Layers of neural networks, as functions: linear, embedding, attention and the LSTM.

Inputs are batch first. Weights are taken as arguments (these are functions, not modules) in
torch's layouts where torch has the layer (``linear``'s ``(out_features, in_features)``), except
that the LSTM's kernels are ``(in, 4 * hidden)`` so that ``x @ kernel`` needs no transpose; its
gates are ordered i, f, g, o as in torch.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ivy._common import checks, recover
from ivy._typing import Array, BackendLike
from ivy.errors import IndexOutOfRangeError, InvalidArgumentError, ShapeError
from ivy.framework import backend_for, selected_backend

__all__ = [
    "linear",
    "embedding",
    "scaled_dot_product_attention",
    "multi_head_attention",
    "lstm_update",
    "lstm",
]

COMPOSITES = frozenset({"multi_head_attention", "lstm"})


def linear(
    x: Array, weight: Array, /, *, bias: Array | None = None, backend: BackendLike = None
) -> Array:
    """The affine map ``x @ weight.T + bias`` (torch's ``linear``).

    Args:
        x: array of shape ``(..., in_features)`` and a real floating-point dtype.
        weight: array of shape ``(out_features, in_features)``.
        bias: array of shape ``(out_features,)``; None for none.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., out_features)``.

    Raises:
        ShapeError: ``weight`` is not 2-d, or ``x``'s last axis is not ``in_features``, or
            ``bias`` is not ``(out_features,)``.

    Example:
        >>> import ivy
        >>> ivy.linear(ivy.ones((2, 3)), ivy.ones((4, 3)), bias=ivy.zeros(4)).shape
        (2, 4)
    """
    # Checked first: a batched weight would broadcast through matmul on several frameworks.
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, weight, bias)
    try:
        key = ("linear", *checks.shapes_key(weight, bias))
        sizes = checks.resolved(key, _linear_sizes, weight, bias)
    except Exception:
        checks.explain(None)
        raise
    try:
        return b.linear(x, weight, bias)
    except Exception:
        if recover.holds_sequence(x, weight, bias):
            return recover.retry_with_arrays(linear, b, locals(), "x", "weight", "bias")
        if recover.mixed_floats(b, x, weight, bias):
            return recover.retry_promoted(linear, b, locals(), "x", "weight", "bias")
        checks.explain(_explain_linear, x, weight, sizes)
        raise


def _explain_linear(x: Array, weight: Array, sizes: dict[str, int]) -> None:
    shape = checks.shape_of(x)
    if not shape or shape[-1] != sizes["in_features"]:
        raise ShapeError(
            f"linear: x of shape {shape} must end in in_features = {sizes['in_features']} "
            f"(weight of shape {checks.shape_of(weight)})"
        )


def _linear_sizes(weight: Array, bias: Array | None) -> dict[str, int]:
    sizes = checks.check_shape("linear", "weight", weight, ["out_features", "in_features"])
    checks.check_shape("linear", "bias", bias, ["out_features"], sizes)
    return sizes


def embedding(
    weight: Array,
    indices: Array,
    /,
    *,
    max_norm: float | None = None,
    backend: BackendLike = None,
) -> Array:
    """Looks up rows of an embedding table: ``weight[indices]``.

    Args:
        weight: the table, of shape ``(num_embeddings, embedding_dim)``.
        indices: array of any shape ``(...)`` and an integer dtype, each in
            ``[0, num_embeddings)``.
        max_norm: if given, each looked-up row whose 2-norm exceeds it is scaled down to
            ``max_norm`` (as torch does, but without changing ``weight``).
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., embedding_dim)`` and the dtype of ``weight``.

    Raises:
        ShapeError: ``weight`` is not 2-d.
        IndexError: an index is out of range (on jax under ``jit`` such rows are NaN instead,
            as a traced function cannot raise).

    Example:
        >>> import ivy
        >>> table = ivy.asarray([[0.0, 0.0], [3.0, 4.0]])
        >>> ivy.embedding(table, ivy.asarray([1, 1]), max_norm=1.0)
        array([[0.6, 0.8],
               [0.6, 0.8]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, weight, indices)
    try:
        key = ("embedding", *checks.shapes_key(weight))
        sizes = checks.resolved(key, _embedding_sizes, weight)
    except Exception:
        checks.explain(None)
        raise
    try:
        return b.embedding(weight, indices, max_norm)
    except Exception:
        if recover.holds_sequence(weight, indices):
            return recover.retry_with_arrays(embedding, b, locals(), "weight", "indices")
        checks.explain(_explain_indices, b, indices, sizes)
        raise


def _embedding_sizes(weight: Array) -> dict[str, int]:
    return checks.check_shape("embedding", "weight", weight, ["num_embeddings", "embedding_dim"])


def _explain_indices(b: Any, indices: Array, sizes: dict[str, int]) -> None:
    if not b.is_array(indices):
        return
    num_embeddings = sizes["num_embeddings"]
    values = b.to_numpy(indices)
    if values.size and (values.min() < 0 or values.max() >= num_embeddings):
        raise IndexOutOfRangeError(
            f"embedding: indices must be in [0, {num_embeddings}) for weight of "
            f"{num_embeddings} rows; got values from {values.min()} to {values.max()}"
        ) from None


def scaled_dot_product_attention(
    query: Array,
    key: Array,
    value: Array,
    /,
    *,
    scale: float | None = None,
    mask: Array | None = None,
    is_causal: bool = False,
    dropout_p: float = 0.0,
    training: bool = False,
    backend: BackendLike = None,
) -> Array:
    """Attention: ``softmax(query @ key^T * scale + bias) @ value``.

    Args:
        query: array of shape ``(..., L, E)`` and a real floating-point dtype.
        key: array of shape ``(..., S, E)``.
        value: array of shape ``(..., S, Ev)``. The batch axes ``...`` of the three broadcast.
        scale: the factor of the scores; by default ``1 / sqrt(E)``.
        mask: broadcastable to ``(..., L, S)``: boolean, True where a query may attend to a key
            (False gives a bias of ``-inf``), or a float bias added to the scores. Each query must
            be left at least one key, or its row is NaN.
        is_causal: also mask keys after the query, ``S`` positions aligned at the start (query
            ``l`` attends to keys ``0..l``); combines with ``mask``.
        dropout_p: the probability of zeroing each attention weight (the kept ones are scaled
            by ``1 / (1 - dropout_p)``), drawn from the backend's random state; in ``[0, 1]``.
        training: whether dropout applies.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(..., L, Ev)`` and the dtype of ``query``.

    Raises:
        ShapeError: the shapes do not fit together.
        ValueError: ``dropout_p`` is outside ``[0, 1]``.

    Example:
        >>> import ivy
        >>> q = k = ivy.ones((1, 2, 4))
        >>> v = ivy.asarray([[[1.0], [3.0]]])
        >>> ivy.scaled_dot_product_attention(q, k, v, is_causal=True)
        array([[[1.],
                [2.]]], dtype=float32)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, query, key, value, mask)
    try:
        if not 0 <= dropout_p <= 1:
            raise InvalidArgumentError(
                f"scaled_dot_product_attention: dropout_p must be in [0, 1]; got {dropout_p}"
            )
        return b.scaled_dot_product_attention(
            query,
            key,
            value,
            scale,
            mask,
            is_causal,
            dropout_p,
            training,
        )
    except Exception:
        if recover.holds_sequence(query, key, value, mask):
            return recover.retry_with_arrays(
                scaled_dot_product_attention, b, locals(), "query", "key", "value", "mask"
            )
        if recover.mixed_floats(b, query, key, value, mask):
            return recover.retry_promoted(
                scaled_dot_product_attention, b, locals(), "query", "key", "value", "mask"
            )
        checks.explain(_check_attention, query, key, value, mask)
        raise


def _check_attention(query: Array, key: Array, value: Array, mask: Array | None) -> None:
    fn = "scaled_dot_product_attention"
    checks.check_shape(fn, "query", query, ["...", "L", "E"])
    checks.check_shape(fn, "key", key, ["...", "S", "E"])
    checks.check_shape(fn, "value", value, ["...", "S", "Ev"])
    q, k, v = checks.shape_of(query), checks.shape_of(key), checks.shape_of(value)
    if k[-1] != q[-1]:
        raise ShapeError(f"{fn}: key of shape {k} must end in E = {q[-1]} (query of shape {q})")
    if v[-2] != k[-2]:
        raise ShapeError(f"{fn}: value of shape {v} must have S = {k[-2]} (key of shape {k})")
    batch = checks.broadcast_shapes(q[:-2], k[:-2], v[:-2], names=["query", "key", "value"], fn=fn)
    if mask is not None:
        scores = (*batch, q[-2], k[-2])
        checks.broadcast_shapes(
            checks.shape_of(mask), scores, names=["mask", "the scores (..., L, S)"], fn=fn
        )


def multi_head_attention(
    query: Array,
    key: Array,
    value: Array,
    /,
    num_heads: int,
    *,
    q_proj_weight: Array,
    k_proj_weight: Array,
    v_proj_weight: Array,
    out_proj_weight: Array,
    in_proj_bias: Array | None = None,
    out_proj_bias: Array | None = None,
    mask: Array | None = None,
    is_causal: bool = False,
    scale: float | None = None,
    dropout_p: float = 0.0,
    training: bool = False,
    backend: BackendLike = None,
) -> Array:
    """Multi-head attention, batch first, as torch's ``multi_head_attention_forward``.

    That is torch's function with separate projection weights (``use_separate_proj_weight``). The
    inputs are projected to ``E`` features, split into ``num_heads`` heads of ``E / num_heads``
    features, attended head by head with :func:`scaled_dot_product_attention`, joined and
    projected out.

    Args:
        query: array of shape ``(N, L, Eq)`` (or ``(L, Eq)``).
        key: array of shape ``(N, S, Ek)``.
        value: array of shape ``(N, S, Ev)``.
        num_heads: the number of heads; it must divide ``E``.
        q_proj_weight: array of shape ``(E, Eq)``.
        k_proj_weight: array of shape ``(E, Ek)``.
        v_proj_weight: array of shape ``(E, Ev)``.
        out_proj_weight: array of shape ``(E_out, E)``.
        in_proj_bias: array of shape ``(3 * E,)``: the q, k and v biases, concatenated.
        out_proj_bias: array of shape ``(E_out,)``.
        mask: broadcastable to ``(N, num_heads, L, S)`` (e.g. ``(L, S)`` or ``(N, 1, L, S)``):
            boolean, True where a query may attend (note: torch's boolean ``attn_mask`` is the
            opposite, True where it may *not*), or a float bias.
        is_causal: also mask keys after the query.
        scale: the factor of the scores; by default ``1 / sqrt(E / num_heads)``.
        dropout_p: the attention dropout; as for :func:`scaled_dot_product_attention`.
        training: whether dropout applies.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        Array of shape ``(N, L, E_out)`` (or ``(L, E_out)``).

    Raises:
        ShapeError: ``num_heads`` does not divide ``E``, or the shapes do not fit together.

    Example:
        >>> import ivy
        >>> x, w = ivy.ones((2, 3, 4)), ivy.eye(4)
        >>> ivy.multi_head_attention(x, x, x, 2, q_proj_weight=w, k_proj_weight=w,
        ...                          v_proj_weight=w, out_proj_weight=w).shape
        (2, 3, 4)
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, query, key, value, q_proj_weight)
    try:
        fn = "multi_head_attention"
        embed = checks.check_shape(fn, "q_proj_weight", q_proj_weight, ["E", "Eq"])["E"]
        if num_heads <= 0 or embed % num_heads:
            raise ShapeError(f"{fn}: num_heads {num_heads} must divide E = {embed}")
        checks.check_shape(fn, "in_proj_bias", in_proj_bias, ["3 * E"], {"3 * E": 3 * embed})
        try:
            if in_proj_bias is None:
                q_bias = k_bias = v_bias = None
            else:
                q_bias, k_bias, v_bias = (
                    in_proj_bias[i * embed : (i + 1) * embed] for i in range(3)
                )
            q = _split_heads(b, b.linear(query, q_proj_weight, bias=q_bias), num_heads)
            k = _split_heads(b, b.linear(key, k_proj_weight, bias=k_bias), num_heads)
            v = _split_heads(b, b.linear(value, v_proj_weight, bias=v_bias), num_heads)
        except Exception:
            if recover.holds_sequence(
                query,
                key,
                value,
                q_proj_weight,
                k_proj_weight,
                v_proj_weight,
                out_proj_weight,
                in_proj_bias,
                out_proj_bias,
                mask,
            ):
                return recover.retry_with_arrays(
                    multi_head_attention,
                    b,
                    locals(),
                    "query",
                    "key",
                    "value",
                    "q_proj_weight",
                    "k_proj_weight",
                    "v_proj_weight",
                    "out_proj_weight",
                    "in_proj_bias",
                    "out_proj_bias",
                    "mask",
                )
            weights = (q_proj_weight, k_proj_weight, v_proj_weight, out_proj_weight)
            if recover.mixed_floats(
                b, query, key, value, *weights, in_proj_bias, out_proj_bias, mask
            ):
                return recover.retry_promoted(
                    multi_head_attention,
                    b,
                    locals(),
                    "query",
                    "key",
                    "value",
                    "q_proj_weight",
                    "k_proj_weight",
                    "v_proj_weight",
                    "out_proj_weight",
                    "in_proj_bias",
                    "out_proj_bias",
                    "mask",
                )
            _explain_projection(query, q_proj_weight, "query", "q_proj_weight")
            _explain_projection(key, k_proj_weight, "key", "k_proj_weight")
            _explain_projection(value, v_proj_weight, "value", "v_proj_weight")
            raise
        attended = scaled_dot_product_attention(
            q,
            k,
            v,
            scale=scale,
            mask=mask,
            is_causal=is_causal,
            dropout_p=dropout_p,
            training=training,
            backend=b,
        )
        if recover.holds_sequence(out_proj_weight, out_proj_bias):  # as the projections above
            out_proj_weight, out_proj_bias = recover.as_arrays(
                fn, b, out_proj_weight=out_proj_weight, out_proj_bias=out_proj_bias
            )
        return linear(_join_heads(b, attended), out_proj_weight, bias=out_proj_bias, backend=b)
    except Exception:
        checks.explain(None)
        raise


def _explain_projection(x: Array, weight: Array, name: str, weight_name: str) -> None:
    shape, weight_shape = checks.shape_of(x), checks.shape_of(weight)
    if len(weight_shape) != 2 or not shape or shape[-1] != weight_shape[1]:
        raise ShapeError(
            f"multi_head_attention: {name} of shape {shape} must end in the in-features of "
            f"{weight_name} of shape {weight_shape}"
        ) from None


def _split_heads(b: Any, x: Array, num_heads: int) -> Array:
    """``(..., T, E)`` -> ``(..., num_heads, T, E / num_heads)``."""
    shape = checks.shape_of(x)
    x = b.reshape(x, (*shape[:-1], num_heads, shape[-1] // num_heads), copy=None)
    ndim = len(shape) + 1
    axes = (*range(ndim - 3), ndim - 2, ndim - 3, ndim - 1)
    return b.permute_dims(x, axes)


def _join_heads(b: Any, x: Array) -> Array:
    """``(..., num_heads, T, D)`` -> ``(..., T, num_heads * D)``."""
    shape = checks.shape_of(x)
    ndim = len(shape)
    x = b.permute_dims(x, (*range(ndim - 3), ndim - 2, ndim - 3, ndim - 1))
    return b.reshape(x, (*shape[:-3], shape[-2], shape[-3] * shape[-1]), copy=None)


def lstm_update(
    x: Array,
    init_h: Array,
    init_c: Array,
    kernel: Array,
    recurrent_kernel: Array,
    /,
    *,
    bias: Array | None = None,
    recurrent_bias: Array | None = None,
    backend: BackendLike = None,
) -> tuple[Array, tuple[Array, Array]]:
    """Runs one LSTM layer over a sequence.

    At each step ``z = x_t @ kernel + bias + h @ recurrent_kernel + recurrent_bias`` is split into
    the gates i, f, g, o (torch's order); ``c = sigmoid(f) * c + sigmoid(i) * tanh(g)`` and
    ``h = sigmoid(o) * tanh(c)``.

    Args:
        x: array of shape ``(N, T, I)`` and a real floating-point dtype.
        init_h: the initial hidden state, of shape ``(N, H)``.
        init_c: the initial cell state, of shape ``(N, H)``.
        kernel: array of shape ``(I, 4 * H)`` (torch's ``weight_ih`` transposed).
        recurrent_kernel: array of shape ``(H, 4 * H)`` (torch's ``weight_hh`` transposed).
        bias: array of shape ``(4 * H,)``; None for none.
        recurrent_bias: array of shape ``(4 * H,)``; None for none.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(outputs, (h, c))``: the hidden state at every step, of shape ``(N, T, H)``, and the
        final hidden and cell states, of shape ``(N, H)``.

    Raises:
        ShapeError: an argument's shape does not fit the others.

    Example:
        >>> import ivy
        >>> out, (h, c) = ivy.lstm_update(ivy.ones((2, 5, 3)), ivy.zeros((2, 4)),
        ...     ivy.zeros((2, 4)), ivy.zeros((3, 16)), ivy.zeros((4, 16)))
        >>> out.shape, h.shape
        ((2, 5, 4), (2, 4))
    """
    # Checked first (once per shapes): a mismatched state or bias would broadcast silently on
    # most frameworks.
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x, init_h, init_c, kernel, recurrent_kernel)
    try:
        arrays = (x, recurrent_kernel, kernel, init_h, init_c, bias, recurrent_bias)
        key = ("lstm_update", *checks.shapes_key(*arrays))
        checks.resolved(key, _check_lstm_shapes, *arrays)
        return b.lstm_update(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)
    except Exception:
        arrays = ("x", "init_h", "init_c", "kernel", "recurrent_kernel", "bias", "recurrent_bias")
        if recover.mixed_floats(
            b, x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias
        ):
            return recover.retry_promoted(lstm_update, b, locals(), *arrays)
        checks.explain(None)
        raise


def _check_lstm_shapes(
    x: Array,
    recurrent_kernel: Array,
    kernel: Array,
    init_h: Array,
    init_c: Array,
    bias: Array | None,
    recurrent_bias: Array | None,
) -> None:
    fn = "lstm_update"
    sizes = checks.check_shape(fn, "x", x, ["N", "T", "I"])
    sizes = checks.check_shape(fn, "recurrent_kernel", recurrent_kernel, ["H", "4 * H"], sizes)
    if sizes["4 * H"] != 4 * sizes["H"]:
        raise ShapeError(
            f"{fn}: recurrent_kernel must have shape (H, 4 * H); got shape "
            f"{checks.shape_of(recurrent_kernel)}"
        )
    for name, value, spec in (
        ("kernel", kernel, ["I", "4 * H"]),
        ("init_h", init_h, ["N", "H"]),
        ("init_c", init_c, ["N", "H"]),
        ("bias", bias, ["4 * H"]),
        ("recurrent_bias", recurrent_bias, ["4 * H"]),
    ):
        checks.check_shape(fn, name, value, spec, sizes)


def lstm(
    x: Array,
    weights: Sequence[tuple[Array, ...]],
    /,
    *,
    initial_states: tuple[Array, Array] | None = None,
    bidirectional: bool = False,
    backend: BackendLike = None,
) -> tuple[Array, tuple[Array, Array]]:
    """A stacked, optionally bidirectional LSTM: :func:`lstm_update` layer after layer.

    Each layer's input is the previous layer's output (both directions' outputs concatenated when
    bidirectional); the backward direction runs over the reversed sequence and its outputs are
    reversed back, as in torch's ``nn.LSTM`` (``batch_first=True``).

    Args:
        x: array of shape ``(N, T, I)``.
        weights: one tuple per layer and direction, ``(kernel, recurrent_kernel)`` or
            ``(kernel, recurrent_kernel, bias, recurrent_bias)`` as for :func:`lstm_update`;
            ordered layer 0 forward, layer 0 backward (if bidirectional), layer 1 forward, ...
            Layer ``k > 0`` takes ``D * H`` inputs, with ``D`` 2 if bidirectional, else 1.
        initial_states: ``(h0, c0)``, each of shape ``(layers * D, N, H)`` in the order of
            ``weights``; None for zeros.
        bidirectional: whether each layer also runs backward.
        backend: selects the backend for this call alone; see :mod:`ivy.framework`.

    Returns:
        ``(outputs, (h, c))``: the last layer's outputs, of shape ``(N, T, D * H)``, and the final
        states of every layer and direction, each of shape ``(layers * D, N, H)``.

    Raises:
        ShapeError: ``weights`` has no layer, or a number of tuples that is not a multiple of
            ``D``, or an argument's shape does not fit (named as :func:`lstm_update` names it).

    Example:
        >>> import ivy
        >>> layer = (ivy.zeros((3, 8)), ivy.zeros((2, 8)))
        >>> out, (h, c) = ivy.lstm(ivy.ones((4, 5, 3)), [layer], bidirectional=False)
        >>> out.shape, h.shape
        ((4, 5, 2), (1, 4, 2))
    """
    b = selected_backend()
    if b is None or backend is not None:
        b = backend_for(backend, x)
    try:
        directions = 2 if bidirectional else 1
        if not weights or len(weights) % directions:
            raise ShapeError(
                f"lstm: weights must hold one tuple per layer and direction ({directions} per "
                f"layer); got {len(weights)}"
            )
        if initial_states is None:
            batch = checks.shape_of(x)[0] if checks.shape_of(x) else 0
            recurrent_kernel = weights[0][1]
            hidden = checks.shape_of(recurrent_kernel)[0]
            # Zeros from a weight, so on its device, of its dtype, and traceable.
            row = b.broadcast_to(recurrent_kernel[:1, :hidden], (batch, hidden))
            zeros = b.zeros_like(row, dtype=None, device=None)
            h0 = c0 = [zeros] * len(weights)
        else:
            h0, c0 = initial_states
        final_h, final_c = [], []
        layer_input = x
        for layer in range(len(weights) // directions):
            outputs = []
            for direction in range(directions):
                index = layer * directions + direction
                sequence = b.flip(layer_input, axis=(1,)) if direction else layer_input
                kernels, biases = _lstm_weights(weights[index])
                out, (h, c) = lstm_update(
                    sequence, h0[index], c0[index], *kernels, **biases, backend=b
                )
                outputs.append(b.flip(out, axis=(1,)) if direction else out)
                final_h.append(h)
                final_c.append(c)
            layer_input = outputs[0] if directions == 1 else b.concat(outputs, axis=-1)
        return layer_input, (b.stack(final_h, axis=0), b.stack(final_c, axis=0))
    except Exception:
        checks.explain(None)
        raise


def _lstm_weights(layer: Sequence[Array]) -> tuple[tuple[Array, Array], dict[str, Array]]:
    """One entry of ``weights`` as the kernels and the bias keywords of :func:`lstm_update`."""
    if len(layer) not in (2, 4):
        raise ShapeError(
            "lstm: each entry of weights must be (kernel, recurrent_kernel) or (kernel, "
            f"recurrent_kernel, bias, recurrent_bias); got {len(layer)} arrays"
        )
    biases = {"bias": layer[2], "recurrent_bias": layer[3]} if len(layer) == 4 else {}
    return (layer[0], layer[1]), biases
