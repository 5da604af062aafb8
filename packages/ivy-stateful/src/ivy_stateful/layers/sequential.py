"""``Sequential`` and ``Identity``: composing layers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ivy_stateful.module import Module

__all__ = ["Sequential", "Identity"]


class Sequential(Module):
    """Calls its modules in order, each on the output of the one before.

    Args:
        *modules: the modules, each a :class:`Module`.

    Its variables are keyed by position: ``seq.v["0"].weight`` (key chain ``"0/weight"``).

    Example:
        >>> import ivy
        >>> from ivy_stateful import Linear, ReLU, Sequential
        >>> model = Sequential(Linear(3, 8), ReLU(), Linear(8, 1))
        >>> model(ivy.ones((2, 3))).shape
        (2, 1)
        >>> model.v.all_key_chains()
        ['0/weight', '0/bias', '2/weight', '2/bias']
    """

    def __init__(self, *modules: Module) -> None:
        super().__init__()
        for i, module in enumerate(modules):
            if not isinstance(module, Module):
                raise TypeError(
                    f"Sequential: module {i} must be an ivy_stateful Module; "
                    f"got {type(module).__name__}"
                )
        self.layers = list(modules)

    def _named_children(self) -> Iterator[tuple[str, Any]]:
        # Keyed "0", "1", ... directly, as torch's nn.Sequential keys its state dict.
        for i, module in enumerate(self.layers):
            yield str(i), module

    def _forward(self, x: Any) -> Any:
        for module in self.layers:
            x = module(x)
        return x

    def __len__(self) -> int:
        return len(self.layers)

    def __getitem__(self, index: int) -> Module:
        return self.layers[index]


class Identity(Module):
    """Returns its input unchanged (a placeholder layer).

    Example:
        >>> import ivy
        >>> from ivy_stateful import Identity
        >>> Identity()(ivy.ones(2))
        array([1., 1.], dtype=float32)
    """

    def _forward(self, x: Any) -> Any:
        return x
