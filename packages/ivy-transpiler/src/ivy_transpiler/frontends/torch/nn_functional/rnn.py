"""Recurrent layers as ``nn.LSTM``/``nn.GRU``/``nn.RNN`` call them.

``torch.lstm``, ``torch.gru``, ``torch.rnn_tanh``, ``torch.rnn_relu`` (the ``_VF`` builtins), and
the single cells (``torch.lstm_cell``, ...).

The builtins take ``(input, hx, params, has_biases, num_layers, dropout, train, bidirectional,
batch_first)``; ``params`` is the flat list ``nn.LSTM._flat_weights`` (per layer and direction:
``weight_ih``, ``weight_hh``, then ``bias_ih``, ``bias_hh`` if ``has_biases``). Time steps are
unrolled (the sequence length is static), which XLA compiles into one fused program.
Packed sequences and LSTM projections (``proj_size``) are refused. Inter-layer dropout applies
only in training.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ivy
from ivy_transpiler.frontends.torch._common import ndim_of, unsupported
from ivy_transpiler.frontends.torch.nn_functional.dropout import dropout

__all__ = ["FRONTENDS"]


def _layers(params: Sequence[Any], has_biases: bool, count: int) -> list[tuple[Any, ...]]:
    per = 4 if has_biases else 2
    if len(params) != per * count:
        raise unsupported("rnn", f"{len(params)} weights for {count} layer-directions (proj_size?)")
    return [tuple(params[i * per : (i + 1) * per]) for i in range(count)]


def _input_gates(x: Any, weights: tuple[Any, ...]) -> Any:
    w_ih, _, *biases = weights
    return ivy.linear(x, w_ih, bias=biases[0] if biases else None)


def _hidden_gates(h: Any, weights: tuple[Any, ...]) -> Any:
    _, w_hh, *biases = weights
    return ivy.linear(h, w_hh, bias=biases[1] if biases else None)


# A step takes its input already projected (``gi``, the input gates): the recurrence projects
# the whole sequence in one product before the loop, as torch's kernel does.
def _lstm_step(gi: Any, state: tuple[Any, Any], weights: tuple[Any, ...]) -> tuple[Any, Any]:
    h, c = state
    gh = _hidden_gates(h, weights)
    i, f, g, o = ivy.split(ivy.add(gi, gh), 4, axis=-1)
    c = ivy.add(ivy.multiply(ivy.sigmoid(f), c), ivy.multiply(ivy.sigmoid(i), ivy.tanh(g)))
    h = ivy.multiply(ivy.sigmoid(o), ivy.tanh(c))
    return h, c


def _gru_step(gi: Any, h: Any, weights: tuple[Any, ...]) -> Any:
    gh = _hidden_gates(h, weights)
    ir, iz, in_ = ivy.split(gi, 3, axis=-1)
    hr, hz, hn = ivy.split(gh, 3, axis=-1)
    r = ivy.sigmoid(ivy.add(ir, hr))
    z = ivy.sigmoid(ivy.add(iz, hz))
    n = ivy.tanh(ivy.add(in_, ivy.multiply(r, hn)))
    return ivy.add(ivy.multiply(ivy.subtract(1.0, z), n), ivy.multiply(z, h))


def _rnn_step(activation: Callable) -> Callable:
    def step(gi: Any, h: Any, weights: tuple[Any, ...]) -> Any:
        return activation(ivy.add(gi, _hidden_gates(h, weights)))

    return step


def _run(
    step: Callable, input: Any, states: list[Any], params: Sequence[Any], has_biases: bool,
    num_layers: int, dropout_p: float, train: bool, bidirectional: bool, batch_first: bool,
    pair: bool,
) -> tuple[Any, list[Any]]:  # fmt: skip
    """The stacked recurrence.

    ``states`` holds one state (or ``(h, c)`` pair) per layer and direction; returns the last
    layer's outputs ``(T, N, D * H)`` and the final states.
    """
    directions = 2 if bidirectional else 1
    layers = _layers(params, has_biases, num_layers * directions)
    x = ivy.swapaxes(input, 0, 1) if batch_first else input  # (T, N, I)
    finals = []
    for layer in range(num_layers):
        outputs = []
        for direction in range(directions):
            index = layer * directions + direction
            state = states[index]
            # (T, N, G): every step's input gates in one product.
            steps = ivy.unstack(_input_gates(x, layers[index]), axis=0)
            sequence = steps[::-1] if direction else steps
            hs = []
            for gi_t in sequence:
                state = step(gi_t, state, layers[index])
                hs.append(state[0] if pair else state)
            if direction:
                hs = hs[::-1]
            outputs.append(ivy.stack(hs, axis=0))
            finals.append(state)
        x = outputs[0] if directions == 1 else ivy.concat(outputs, axis=-1)
        if dropout_p and train and layer < num_layers - 1:
            x = dropout(x, dropout_p, True)
    out = ivy.swapaxes(x, 0, 1) if batch_first else x
    return out, finals


def _unbatched(input: Any, hx: Any, batch_first: bool) -> tuple[Any, Any, bool]:
    if ndim_of(input) == 2:
        input = ivy.expand_dims(input, 0 if batch_first else 1)
        hx = (
            [ivy.expand_dims(h, 1) for h in hx]
            if isinstance(hx, (list, tuple))
            else ivy.expand_dims(hx, 1)
        )
        return input, hx, True
    return input, hx, False


def lstm(
    input: Any, hx: Sequence[Any], params: Sequence[Any], has_biases: bool, num_layers: int,
    dropout: float, train: bool, bidirectional: bool, batch_first: bool,
) -> tuple[Any, Any, Any]:  # fmt: skip
    """torch.lstm: a stacked LSTM over ``input``; returns ``(output, h_n, c_n)``."""
    if not hasattr(input, "shape"):
        raise unsupported("lstm", "packed sequences")
    input, hx, unbatched = _unbatched(input, list(hx), batch_first)
    h0, c0 = hx
    if int(h0.shape[-1]) != int(params[1].shape[1]):
        raise unsupported("lstm", "proj_size")
    states = list(zip(ivy.unstack(h0, axis=0), ivy.unstack(c0, axis=0), strict=True))
    out, finals = _run(_lstm_step, input, states, params, has_biases, num_layers, dropout, train,
                       bidirectional, batch_first, pair=True)  # fmt: skip
    h_n = ivy.stack([h for h, _ in finals], axis=0)
    c_n = ivy.stack([c for _, c in finals], axis=0)
    if unbatched:
        out, h_n, c_n = (
            ivy.squeeze(out, 0 if batch_first else 1),
            ivy.squeeze(h_n, 1),
            ivy.squeeze(c_n, 1),
        )
    return out, h_n, c_n


def _single_state(name: str, step: Callable) -> Callable:
    def fn(
        input: Any, hx: Any, params: Sequence[Any], has_biases: bool, num_layers: int,
        dropout: float, train: bool, bidirectional: bool, batch_first: bool,
    ) -> tuple[Any, Any]:  # fmt: skip
        if not hasattr(input, "shape"):
            raise unsupported(name, "packed sequences")
        input, hx, unbatched = _unbatched(input, hx, batch_first)
        states = list(ivy.unstack(hx, axis=0))
        out, finals = _run(step, input, states, params, has_biases, num_layers, dropout, train,
                           bidirectional, batch_first, pair=False)  # fmt: skip
        h_n = ivy.stack(finals, axis=0)
        if unbatched:
            out, h_n = ivy.squeeze(out, 0 if batch_first else 1), ivy.squeeze(h_n, 1)
        return out, h_n

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"torch.{name}: a stacked recurrence over ``input``; returns ``(output, h_n)``."
    return fn


gru = _single_state("gru", _gru_step)
rnn_tanh = _single_state("rnn_tanh", _rnn_step(ivy.tanh))
rnn_relu = _single_state("rnn_relu", _rnn_step(ivy.relu))


def lstm_cell(input: Any, hx: Sequence[Any], w_ih: Any, w_hh: Any, b_ih: Any = None,
              b_hh: Any = None) -> tuple[Any, Any]:  # fmt: skip
    """torch.lstm_cell: one LSTM step; returns ``(h, c)``."""
    weights = (w_ih, w_hh) if b_ih is None else (w_ih, w_hh, b_ih, b_hh)
    return _lstm_step(_input_gates(input, weights), tuple(hx), weights)


def gru_cell(input: Any, hx: Any, w_ih: Any, w_hh: Any, b_ih: Any = None, b_hh: Any = None) -> Any:
    """torch.gru_cell: one GRU step; returns ``h``."""
    weights = (w_ih, w_hh) if b_ih is None else (w_ih, w_hh, b_ih, b_hh)
    return _gru_step(_input_gates(input, weights), hx, weights)


def rnn_tanh_cell(input: Any, hx: Any, w_ih: Any, w_hh: Any, b_ih: Any = None,
                  b_hh: Any = None) -> Any:  # fmt: skip
    """torch.rnn_tanh_cell: one Elman step with tanh."""
    weights = (w_ih, w_hh) if b_ih is None else (w_ih, w_hh, b_ih, b_hh)
    return _rnn_step(ivy.tanh)(_input_gates(input, weights), hx, weights)


def rnn_relu_cell(input: Any, hx: Any, w_ih: Any, w_hh: Any, b_ih: Any = None,
                  b_hh: Any = None) -> Any:  # fmt: skip
    """torch.rnn_relu_cell: one Elman step with ReLU."""
    weights = (w_ih, w_hh) if b_ih is None else (w_ih, w_hh, b_ih, b_hh)
    return _rnn_step(ivy.relu)(_input_gates(input, weights), hx, weights)


FRONTENDS: dict[str, Callable] = {
    "torch.lstm": lstm,
    "torch.gru": gru,
    "torch.rnn_tanh": rnn_tanh,
    "torch.rnn_relu": rnn_relu,
    "torch.lstm_cell": lstm_cell,
    "torch.gru_cell": gru_cell,
    "torch.rnn_tanh_cell": rnn_tanh_cell,
    "torch.rnn_relu_cell": rnn_relu_cell,
}
