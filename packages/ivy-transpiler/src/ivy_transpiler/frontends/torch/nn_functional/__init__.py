"""``torch.nn.functional`` (and the ``torch.*`` builtins its layers call), by area."""

from __future__ import annotations

from collections.abc import Callable

from ivy_transpiler.frontends.torch.nn_functional import (
    activations,
    attention,
    conv,
    dropout,
    linear,
    losses,
    norms,
    pooling,
    rnn,
    vision,
)

__all__ = ["FRONTENDS"]

FRONTENDS: dict[str, Callable] = {}
for _module in (activations, attention, conv, dropout, linear, losses, norms, pooling, rnn, vision):
    for _name, _frontend in _module.FRONTENDS.items():
        if FRONTENDS.get(_name, _frontend) is not _frontend:
            raise RuntimeError(f"torch frontends: {_name} is registered twice")
        FRONTENDS[_name] = _frontend
del _module, _name, _frontend
