"""Type aliases for ivy's signatures.

Arrays are the frameworks' own, so ``Array`` is any of them.
"""

from typing import Any, TypeAlias

Array: TypeAlias = Any
"""A native array: ``np.ndarray``, ``torch.Tensor``, ``jax.Array``, ``tf.Tensor``, ..."""

BackendLike: TypeAlias = Any
"""A local backend selection: None (the usual rules), a backend name, or a module."""

DtypeLike: TypeAlias = Any
"""A canonical :class:`ivy.Dtype`, its name, or a framework's dtype object."""

Device: TypeAlias = Any
"""A canonical device name (``"cpu"``, ``"gpu:0"``) or a framework's device object."""

Shape: TypeAlias = int | tuple[int, ...]
"""A shape; a single int means a 1-d shape."""

Scalar: TypeAlias = bool | int | float | complex
"""A Python scalar, which takes part in calls with the dtype rules of the Array API standard."""
