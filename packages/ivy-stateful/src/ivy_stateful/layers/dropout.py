"""``Dropout``: zeroes random elements in training mode (:func:`ivy.dropout`)."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import ivy
from ivy_stateful.module import Module

__all__ = ["Dropout"]

_SEEDS = 2**63  # ivy.dropout takes non-negative 64-bit seeds


class Dropout(Module):
    """Zeroes each element with probability ``rate`` in training mode; the identity in eval.

    The kept elements are scaled by ``1 / (1 - rate)`` (with ``scale``), so the expected output
    is the input, as torch's ``nn.Dropout`` and Keras's ``Dropout``. A module starts in training
    mode; ``layer.eval()`` turns dropout off.

    Args:
        rate: the probability of zeroing an element, in ``[0, 1]``.
        noise_shape: the shape of the keep/drop mask, broadcasting to the input's (e.g.
            ``(batch, 1, 1, channels)`` drops whole channels of an ``"NHWC"`` image); None
            for the input's shape.
        scale: scale the kept elements by ``1 / (1 - rate)``.
        seed: None draws from the backend's random state (``ivy.seed``); an integer makes the
            masks reproducible: call ``k`` (from 0) in training mode draws with seed ``seed +
            k``, so successive calls still drop different elements.

    Shape:
        ``x``: ``(...)`` -> ``(...)``, the dtype of ``x``.

    Call: ``layer(x, seed=None)``: a ``seed`` given to the call is used for it instead (an
    int, or an integer array traced by ``jax.jit``: inside a jitted function a Python-side seed,
    or none, is fixed when it is traced, so every call of the compiled function would drop the
    same elements).

    Example:
        >>> import ivy
        >>> from ivy_stateful.layers.dropout import Dropout
        >>> layer = Dropout(0.5).eval()
        >>> layer(ivy.ones(3))
        array([1., 1., 1.], dtype=float32)
    """

    def __init__(
        self,
        rate: float,
        *,
        noise_shape: Sequence[int] | None = None,
        scale: bool = True,
        seed: int | None = None,
    ) -> None:
        super().__init__()
        if isinstance(rate, bool) or not isinstance(rate, int | float) or not 0 <= rate <= 1:
            raise ValueError(f"Dropout: rate must be a number in [0, 1]; got {rate!r}")
        if seed is not None:
            try:
                seed = operator.index(seed)
            except TypeError:
                raise TypeError(f"Dropout: seed must be an int or None; got {seed!r}") from None
            if not 0 <= seed < _SEEDS:
                raise ValueError(f"Dropout: seed must be in [0, 2**63); got {seed}")
        self.rate = float(rate)
        self.noise_shape = None if noise_shape is None else tuple(noise_shape)
        self.scale = bool(scale)
        self.seed = seed
        self._calls = 0

    def _next_seed(self) -> int | None:
        if self.seed is None:
            return None
        seed = (self.seed + self._calls) % _SEEDS
        self._calls += 1
        return seed

    def _forward(self, x: Any, seed: Any = None) -> Any:
        if not self.training or self.rate == 0:
            return x
        if seed is None:
            seed = self._next_seed()
        return ivy.dropout(x, self.rate, scale=self.scale, seed=seed, noise_shape=self.noise_shape)

    def _extra_repr(self) -> str:
        extra = f"rate={self.rate}"
        if self.noise_shape is not None:
            extra += f", noise_shape={self.noise_shape}"
        if not self.scale:
            extra += ", scale=False"
        if self.seed is not None:
            extra += f", seed={self.seed}"
        return extra
