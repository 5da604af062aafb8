"""Helpers the modules of ivy_mech share: argument checks and the quaternion hemisphere."""

from __future__ import annotations

from typing import Any

import ivy

EULER_CONVENTIONS = (
    "xyx", "yzy", "zxz", "xzx", "yxy", "zyz", "xyz", "yzx", "zxy", "xzy", "yxz", "zyx",
)  # fmt: skip
"""The 12 Euler conventions ``"abc"``: ``R = R_c(angle 3) R_b(angle 2) R_a(angle 1)``."""


def check_input(fn: str, name: str, x: Any, spec: list[str]) -> None:
    """Checks that argument ``name`` of ``fn`` fits the shape ``spec`` and is real floating.

    Raises:
        ivy.ShapeError: the shape does not fit ``spec``.
        ivy.DtypeError: the dtype is not real floating (integers are never cast silently).
    """
    ivy.check_shape(fn, name, x, spec)
    dtype = ivy.dtype(x)
    if not ivy.isdtype(dtype, "real floating"):
        raise ivy.DtypeError(f"{fn}: {name} must have a real floating dtype; got {dtype}")


def check_convention(fn: str, convention: Any) -> None:
    """Checks that ``convention`` is one of :data:`EULER_CONVENTIONS`.

    Raises:
        ValueError: it is not; the message lists the 12.
    """
    if convention not in EULER_CONVENTIONS:
        raise ValueError(
            f"{fn}: convention must be one of {', '.join(EULER_CONVENTIONS)}; got {convention!r}"
        )


def canonical_quaternion(quaternion: Any) -> Any:
    """``quaternion`` or its negation (the same rotation), whichever has ``qr >= 0``."""
    return ivy.where(quaternion[..., 3:4] < 0, -quaternion, quaternion)
