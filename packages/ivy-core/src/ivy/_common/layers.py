"""Layer arithmetic written once for several backends.

Attention and the embedding renorm take a NumPy-like namespace ``xp`` (numpy, ``jax.numpy``, which
jax jits); the LSTM recurrence takes the few ops it needs from any framework without a fused
kernel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def renormed(xp: Any, rows: Any, max_norm: float) -> Any:
    """Rows whose 2-norm exceeds ``max_norm`` scaled to it (torch's ``embedding_renorm_``)."""
    norms = xp.sqrt(xp.sum(xp.square(rows), axis=-1, keepdims=True))
    return rows * xp.where(norms > max_norm, max_norm / (norms + 1e-7), 1.0).astype(rows.dtype)


def scaled_dot_product_attention(
    xp: Any,
    query: Any,
    key: Any,
    value: Any,
    scale: Any,
    mask: Any,
    is_causal: bool,
    dropout: Callable[[Any, float], Any] | None = None,
    dropout_p: float = 0.0,
) -> Any:
    """``softmax(query @ key^T * scale + mask) @ value``, as ``ivy.scaled_dot_product_attention``.

    A boolean ``mask`` (and ``is_causal``) keeps the scores where True; another is added.
    With ``dropout_p`` > 0, ``dropout(weights, dropout_p)`` (the backend's) drops attention weights.
    """
    if scale is None:
        scale = 1 / xp.sqrt(query.shape[-1])
    scores = xp.matmul(query, xp.swapaxes(key, -1, -2)) * xp.asarray(scale, query.dtype)
    if is_causal:
        causal = xp.tril(xp.ones((scores.shape[-2], scores.shape[-1]), dtype=bool))
        scores = xp.where(causal, scores, -xp.inf)
    if mask is not None:
        mask = xp.asarray(mask)
        scores = xp.where(mask, scores, -xp.inf) if mask.dtype == bool else scores + mask
    scores = xp.exp(scores - xp.max(scores, axis=-1, keepdims=True))
    weights = scores / xp.sum(scores, axis=-1, keepdims=True)
    if dropout_p:
        weights = dropout(weights, dropout_p)
    return xp.matmul(weights, value)


def lstm_steps(
    ops: tuple[Callable, Callable, Callable],
    x: Any,
    h: Any,
    c: Any,
    kernel: Any,
    recurrent_kernel: Any,
    bias: Any,
    recurrent_bias: Any,
) -> tuple[list, tuple, Any]:
    """Runs an LSTM layer over the time axis of ``x``; ``ops`` is ``(matmul, sigmoid, tanh)``.

    Shapes as ``ivy.lstm_update`` takes them: ``x`` ``(N, T, I)``, ``h`` and ``c`` ``(N, H)``,
    ``kernel`` ``(I, 4 * H)``, ``recurrent_kernel`` ``(H, 4 * H)``, biases ``(4 * H,)`` or None;
    gates in the order input, forget, cell, output.

    Returns:
        ``(outputs, (h, c), projected)``: the ``T`` hidden states ``(N, H)`` in a list (empty
        for ``T = 0``: the backend stacks them), the final state, and the input projection
        ``(N, T, 4 * H)`` (whose dtype and batch an empty result takes).
    """
    matmul, sigmoid, tanh = ops
    hidden = h.shape[-1]
    projected = matmul(x, kernel)  # all steps at once: (N, T, 4H)
    if bias is not None:
        projected = projected + bias
    if recurrent_bias is not None:
        projected = projected + recurrent_bias
    outputs = []
    for t in range(x.shape[1]):
        z = projected[:, t] + matmul(h, recurrent_kernel)
        i, f, o = (sigmoid(z[:, k * hidden : (k + 1) * hidden]) for k in (0, 1, 3))
        c = f * c + i * tanh(z[:, 2 * hidden : 3 * hidden])
        h = o * tanh(c)
        outputs.append(h)
    return outputs, (h, c), projected
