"""``Linear``: the affine layer ``x @ weight.T + bias``."""

from __future__ import annotations

from typing import Any

import ivy
from ivy_stateful.initializers import GlorotUniform, Initializer, Zeros
from ivy_stateful.layers._arguments import positive_int
from ivy_stateful.module import Module

__all__ = ["Linear"]


class Linear(Module):
    """The affine map ``x @ weight.T + bias`` (torch's ``nn.Linear`` layout).

    Args:
        in_features: the size of the input's last axis; None to infer it on the first call.
        out_features: the size of the output's last axis.
        with_bias: whether to add a bias.
        weight_initializer: initializes ``weight`` of shape ``(out_features, in_features)``;
            by default :class:`~ivy_stateful.initializers.GlorotUniform` (Keras's default).
            torch's default is ``KaimingUniform(a=math.sqrt(5))``.
        bias_initializer: initializes ``bias`` of shape ``(out_features,)``; by default zeros.
        device: where the variables live.
        dtype: the variables' floating dtype; None for float32.

    Shape:
        ``x``: ``(..., in_features)`` -> ``(..., out_features)``.

    Raises:
        ValueError: a size is not a positive int.

    Example:
        >>> import ivy
        >>> from ivy_stateful import Linear
        >>> layer = Linear(3, 2)
        >>> layer(ivy.ones((4, 3))).shape
        (4, 2)
        >>> layer.v.weight.shape, layer.v.bias.shape
        ((2, 3), (2,))
    """

    def __init__(
        self,
        in_features: int | None,
        out_features: int,
        *,
        with_bias: bool = True,
        weight_initializer: Initializer | None = None,
        bias_initializer: Initializer | None = None,
        device: str | None = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(device=device, dtype=dtype)
        self.in_features = positive_int("Linear", "in_features", in_features, optional=True)
        self.out_features = positive_int("Linear", "out_features", out_features)
        self.with_bias = with_bias
        self._weight_initializer = weight_initializer or GlorotUniform()
        self._bias_initializer = bias_initializer or Zeros()

    def _needs_input(self) -> bool:
        return self.in_features is None

    def _infer_sizes(self, x: Any, *args: Any, **kwargs: Any) -> None:
        self.in_features = int(ivy.shape(x)[-1])

    def _create_variables(self, device: str | None, dtype: Any) -> dict[str, Any]:
        fans = {"fan_in": self.in_features, "fan_out": self.out_features}
        variables = {
            "weight": self._weight_initializer.create_variables(
                (self.out_features, self.in_features), **fans, dtype=dtype, device=device
            )
        }
        if self.with_bias:
            variables["bias"] = self._bias_initializer.create_variables(
                (self.out_features,), **fans, dtype=dtype, device=device
            )
        return variables

    def _forward(self, x: Any) -> Any:
        v = self.v
        return ivy.linear(x, v.weight, bias=v.bias if self.with_bias else None)

    def _extra_repr(self) -> str:
        return (
            f"in_features={self.in_features}, out_features={self.out_features}, "
            f"with_bias={self.with_bias}"
        )
