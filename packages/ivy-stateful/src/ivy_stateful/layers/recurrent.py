"""``LSTM``: a stacked, optionally bidirectional LSTM over ``ivy.lstm``."""

from __future__ import annotations

import math
from typing import Any

import ivy
from ivy_stateful.initializers import Initializer, Uniform
from ivy_stateful.layers._arguments import positive_int
from ivy_stateful.module import Module

__all__ = ["LSTM"]


class LSTM(Module):
    """A stacked, optionally bidirectional LSTM, batch first (torch's ``nn.LSTM``).

    At each step ``z = x_t @ kernel + bias + h @ recurrent_kernel + recurrent_bias`` is split into
    the gates i, f, g, o (torch's order); ``c = sigmoid(f) * c + sigmoid(i) * tanh(g)`` and
    ``h = sigmoid(o) * tanh(c)``. Each layer's input is the previous layer's output (both
    directions' outputs concatenated when bidirectional).

    Variables, per layer ``k`` and direction (suffix ``_reverse`` for the backward one, as
    torch names them), in ``ivy.lstm``'s layouts: ``kernel_l{k}`` ``(I_k, 4 * H)``,
    ``recurrent_kernel_l{k}`` ``(H, 4 * H)`` and, with ``with_bias``, ``bias_l{k}`` and
    ``recurrent_bias_l{k}`` ``(4 * H,)``, with ``I_0 = input_size`` and ``I_k = D * H`` after
    (``D`` 2 if bidirectional, else 1). torch's ``weight_ih_l{k}`` is ``kernel_l{k}``
    transposed, ``weight_hh_l{k}`` is ``recurrent_kernel_l{k}`` transposed, ``bias_ih_l{k}`` is
    ``bias_l{k}`` and ``bias_hh_l{k}`` is ``recurrent_bias_l{k}``; the gates are in the same
    order, so torch's weights copy over. torch's dropout between layers and projections
    (``proj_size``) are not supported.

    Args:
        input_size: the features ``I`` of the input; None to infer them on the first call.
        hidden_size: the features ``H`` of the hidden and cell states.
        num_layers: the number of stacked layers.
        bidirectional: whether each layer also runs over the reversed sequence.
        with_bias: whether to learn the biases.
        kernel_initializer: initializes the kernels; by default torch's
            ``Uniform(-1 / sqrt(H), 1 / sqrt(H))`` (Keras uses Glorot-uniform kernels,
            orthogonal recurrent kernels and zero biases with the forget gate's at one).
        recurrent_kernel_initializer: initializes the recurrent kernels; torch's by default.
        bias_initializer: initializes both biases; torch's by default.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(N, T, I)``; ``initial_states``: ``(h0, c0)``, each ``(num_layers * D, N, H)``
        in the order layer 0 forward, layer 0 backward, layer 1 forward, ... (zeros if not
        given) -> ``(outputs, (h, c))``: the last layer's hidden state at every step,
        ``(N, T, D * H)``, and the final states ``(num_layers * D, N, H)``, as torch returns
        them (take ``outputs[:, -1]`` for Keras's ``return_sequences=False``).

    Raises:
        ValueError: a size is not a positive int.

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.recurrent import LSTM
        >>> layer = LSTM(3, 4, num_layers=2, bidirectional=True)
        >>> outputs, (h, c) = layer(ivy.ones((2, 5, 3)))
        >>> outputs.shape, h.shape, c.shape
        ((2, 5, 8), (4, 2, 4), (4, 2, 4))
        >>> layer.v.kernel_l1_reverse.shape
        (8, 16)
    """

    def __init__(
        self,
        input_size: int | None,
        hidden_size: int,
        *,
        num_layers: int = 1,
        bidirectional: bool = False,
        with_bias: bool = True,
        kernel_initializer: Initializer | None = None,
        recurrent_kernel_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        positive_int("LSTM", "input_size", input_size, optional=True)
        positive_int("LSTM", "hidden_size", hidden_size)
        positive_int("LSTM", "num_layers", num_layers)
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bidirectional = bidirectional
        self.with_bias = with_bias
        bound = 1.0 / math.sqrt(hidden_size)
        self._kernel_initializer = kernel_initializer or Uniform(-bound, bound)
        self._recurrent_kernel_initializer = recurrent_kernel_initializer or Uniform(-bound, bound)
        self._bias_initializer = bias_initializer or Uniform(-bound, bound)

    @property
    def _directions(self) -> int:
        return 2 if self.bidirectional else 1

    def _suffixes(self) -> list[str]:
        """The name suffixes of each layer and direction, in ``ivy.lstm``'s order of weights."""
        directions = ["", "_reverse"][: self._directions]
        return [f"_l{layer}{d}" for layer in range(self.num_layers) for d in directions]

    def _needs_input(self) -> bool:
        return self.input_size is None

    def _infer_sizes(self, x: Any, *args: Any, **kwargs: Any) -> None:
        shape = tuple(ivy.shape(x))
        if len(shape) != 3:
            raise ivy.ShapeError(f"LSTM: x must have shape (N, T, I); got shape {shape}")
        self.input_size = int(shape[-1])

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        hidden = self.hidden_size
        create = {"dtype": dtype, "device": device}
        variables = {}
        for index, suffix in enumerate(self._suffixes()):
            layer_input = self.input_size if index < self._directions else self._directions * hidden
            shapes = [
                ("kernel", (layer_input, 4 * hidden), self._kernel_initializer),
                ("recurrent_kernel", (hidden, 4 * hidden), self._recurrent_kernel_initializer),
            ]
            if self.with_bias:
                shapes += [
                    ("bias", (4 * hidden,), self._bias_initializer),
                    ("recurrent_bias", (4 * hidden,), self._bias_initializer),
                ]
            for name, shape, initializer in shapes:
                # Kernels are (in, out); a bias gets its recurrent kernel's fans.
                fan_in = shape[0] if len(shape) == 2 else hidden
                variables[name + suffix] = initializer.create_variables(
                    shape, fan_in=fan_in, fan_out=4 * hidden, **create
                )
        return variables

    def _forward(
        self, x: Any, initial_states: tuple[Any, Any] | None = None
    ) -> tuple[Any, tuple[Any, Any]]:
        """Runs the LSTM over ``x``.

        Args:
            x: array of shape ``(N, T, I)``.
            initial_states: ``(h0, c0)``, each of shape ``(num_layers * D, N, H)``; None for
                zeros.

        Returns:
            ``(outputs, (h, c))``: outputs of shape ``(N, T, D * H)``, the final hidden and
            cell states of shape ``(num_layers * D, N, H)``.
        """
        v = self.v
        names = ["kernel", "recurrent_kernel"]
        if self.with_bias:
            names += ["bias", "recurrent_bias"]
        weights = [tuple(v[name + suffix] for name in names) for suffix in self._suffixes()]
        return ivy.lstm(x, weights, initial_states=initial_states, bidirectional=self.bidirectional)

    def _extra_repr(self) -> str:
        return (
            f"input_size={self.input_size}, hidden_size={self.hidden_size}, "
            f"num_layers={self.num_layers}, bidirectional={self.bidirectional}, "
            f"with_bias={self.with_bias}"
        )
