"""Helpers the modules of ivy_robot share: argument checks and constants on the caller's backend."""

from __future__ import annotations

from typing import Any

import numpy as np

import ivy


def check_input(
    fn: str, name: str, x: Any, spec: list[str], sizes: dict[str, int] | None = None
) -> dict[str, int]:
    """Checks that argument ``name`` of ``fn`` fits the shape ``spec`` and is real floating.

    Returns:
        ``sizes`` with the sizes ``spec`` names added (see ``ivy.check_shape``).

    Raises:
        ivy.ShapeError: the shape does not fit ``spec``.
        ivy.DtypeError: the dtype is not real floating (integers are never cast silently).
    """
    sizes = ivy.check_shape(fn, name, x, spec, sizes)
    dtype = ivy.dtype(x)
    if not ivy.isdtype(dtype, "real floating"):
        raise ivy.DtypeError(f"{fn}: {name} must have a real floating dtype; got {dtype}")
    return sizes


def to_float64(fn: str, name: str, value: Any, shape: tuple[int | None, ...]) -> np.ndarray:
    """A constant argument (array of any framework, NumPy array or nested lists) as float64 NumPy.

    Args:
        fn: the function or class checking, for the message.
        name: the argument's name, for the message.
        value: the value.
        shape: the expected shape; None entries take any size.

    Raises:
        ivy.ShapeError: ``value`` does not have ``shape``.
        ValueError: ``value`` holds non-finite numbers.
    """
    array = np.asarray(ivy.to_numpy(value) if ivy.is_array(value) else value, dtype=np.float64)
    fits = array.ndim == len(shape) and all(
        want is None or want == size for want, size in zip(shape, array.shape, strict=True)
    )
    if not fits:
        sizes = ["n" if size is None else str(size) for size in shape]
        expected = f"({', '.join(sizes)}{',' if len(sizes) == 1 else ''})"
        raise ivy.ShapeError(f"{fn}: {name} must have shape {expected}; got {array.shape}")
    if not np.all(np.isfinite(array)):
        raise ValueError(f"{fn}: {name} must be finite; got {array}")
    return array


def homogeneous_4x4(fn: str, name: str, value: Any) -> np.ndarray:
    """A fixed transform given as (3, 4) ``[R|t]`` or (4, 4), as a float64 (4, 4) NumPy array."""
    array = np.asarray(ivy.to_numpy(value) if ivy.is_array(value) else value, dtype=np.float64)
    if array.shape not in ((3, 4), (4, 4)):
        raise ivy.ShapeError(f"{fn}: {name} must have shape (3, 4) or (4, 4); got {array.shape}")
    matrix = np.eye(4)
    matrix[:3] = array[:3]
    return matrix


class Constant:
    """A NumPy constant of an object, as arrays of the backends it is used with.

    A body's points or a chain's fixed transforms. :meth:`like` converts it once per backend,
    dtype and device and keeps the array, so an eager call pays a dictionary lookup. Inside a
    trace (``jax.jit``, ``tf.function``, ``torch.compile``, torch.func's and jax's
    transformations) a conversion may itself be traced: it is kept only where the array it gives
    is concrete (:func:`ivy.is_traced`), and it is made from the values as nested Python lists,
    which compilers take as constants. A NumPy array that ``torch.compile`` reads becomes an
    input of the graph instead, and inside ``torch.func.grad`` its guard then fails (torch
    2.13), which made the whole compiled function run eagerly.

    Args:
        value: the constant, any NumPy-convertible value; kept read-only.
    """

    __slots__ = ("_arrays", "_values", "array")

    def __init__(self, value: Any) -> None:
        self.array = np.array(value)
        self.array.flags.writeable = False
        self._values = self.array.tolist()
        self._arrays: dict[tuple[Any, Any, Any], Any] = {}

    def like(self, like: Any, dtype: Any = None) -> Any:
        """The constant as an array of ``like``'s backend and device, in ``like``'s dtype.

        Args:
            like: an array whose backend, device and (unless ``dtype`` is given) dtype the
                result takes.
            dtype: the result's dtype instead of ``like``'s.

        Returns:
            The constant, shape ``self.array.shape``.
        """
        backend = ivy.current_backend(like)
        dtype = ivy.dtype(like) if dtype is None else ivy.Dtype(dtype)
        try:
            device = ivy.dev(like)
        except AttributeError:  # ivy.dev fails on jax tracers; their constants need no placement
            device = None
        key = (backend, dtype, device)
        array = self._arrays.get(key)
        if array is None:
            traced = ivy.is_traced(like)
            source = self._values if traced else self.array
            array = ivy.asarray(source, dtype=dtype, device=device, backend=backend)
            if not (traced and ivy.is_traced(array)):
                self._arrays[key] = array
        return array
