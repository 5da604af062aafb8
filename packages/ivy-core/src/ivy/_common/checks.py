"""Argument checks that turn bad input into a clear ivy error naming the argument.

The api functions call their backend inside a ``try`` (free in CPython 3.11 when nothing is
raised) and, only when the framework raised, run a check through :func:`explain`: a check that
finds the input at fault raises its :mod:`ivy.errors` error with the framework's traceback hidden;
one that finds nothing returns, and the framework's error stands. So the success path pays
nothing. Checks a function needs before the call (where some framework would silently return a
wrong result) call the same validators directly.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Sequence
from typing import Any

from ivy._common import arguments
from ivy._common.dtypes import isdtype
from ivy.errors import (
    AxisError,
    BackendMismatchError,
    DtypeError,
    InvalidArgumentError,
    IvyError,
    NotAnArrayError,
    ShapeError,
    UnsupportedError,
)
from ivy.framework import loaded_backends, own_backend


def shape_of(x: Any) -> tuple:
    """The shape of an array of any framework as a tuple (``()`` for a Python scalar).

    A nested Python list or tuple of numbers has the shape of the array it makes, so that
    checks before a call read it as the api's retry will convert it (a ragged one: the shape
    along its first items; converting it fails, and the api's error path names it).
    """
    shape = getattr(x, "shape", None)
    if shape is None:
        return _sequence_shape(x) if type(x) in (list, tuple) else ()
    if isinstance(shape, tuple | list):  # numpy, jax, mxnet; torch.Size; paddle: ints already
        return shape if type(shape) is tuple else tuple(shape)
    return tuple(None if d is None else int(d) for d in shape)  # tf's TensorShape, ...


def _sequence_shape(x: list | tuple) -> tuple:
    shape = []
    while type(x) in (list, tuple):
        shape.append(len(x))
        if not x:
            break
        x = x[0]
    return tuple(shape)


def broadcast_shapes(*shapes: tuple, names: Sequence[str] | None = None, fn: str = "") -> tuple:
    """The broadcast of ``shapes`` by the standard's rules.

    Raises:
        ShapeError: the shapes do not broadcast; the message names the arguments.
    """
    # Not max(..., default=0): torch.compile (dynamo) cannot trace the default.
    ndim = max([0, *map(len, shapes)])
    result = []
    for i in range(-ndim, 0):
        size = 1
        for shape in shapes:
            if len(shape) < -i:
                continue
            d = shape[i]
            if d == 1 or d == size:
                continue
            if size == 1:
                size = d
                continue
            names = names or [f"shape {k}" for k in range(len(shapes))]
            described = " and ".join(
                f"{n} of shape {s}" for n, s in zip(names, shapes, strict=True)
            )
            raise ShapeError(f"{fn + ': ' if fn else ''}{described} do not broadcast")
        result.append(size)
    return tuple(result)


def explain(check: Any, *args: Any, **kwargs: Any) -> None:
    """Finds the fault of a failed call, from an ``except`` block of an api function.

    First classifies the api function's arguments by its signature
    (:func:`ivy._common.arguments.classify`): another framework's array, something that is no
    array where an array is taken, a dtype or device that names none, an option outside its
    choices. Then runs
    ``check(*args, **kwargs)`` (None: no check of the function's own). Where both pass and the
    exception being handled is a framework saying it has no kernel for the inputs (a backend's
    ``missing_kernel``: torch's uint16/32/64, paddle's float16 on the CPU), raises
    :class:`UnsupportedError` naming the api function and the backend; where it is an ivy error
    that does not name the function (a backend's dtype promotion), raises it again naming it
    (one that does stands, unless an array argument is of the wrong kind);
    otherwise names an axis argument out of range or a negative size
    (:func:`ivy._common.arguments.blame_options`), else an empty, 0-d or non-finite array
    argument, or an integer or boolean one where floats are taken, that the framework likely
    failed on (:func:`ivy._common.arguments.blame_values`).

    Raises:
        IvyError: what the classification or ``check`` raised, with the framework's error hidden
            from the traceback.
        UnsupportedError: the backend has no kernel for these inputs.
    """
    frame = _api_frame(sys._getframe(1))
    function = frame.f_code.co_name
    error = sys.exc_info()[1]
    # Where the function's own check named the fault, only array arguments are classified (an
    # axis check that fails on an x of None should not be the message).
    named = isinstance(error, IvyError) and function in str(error)
    # A framework's missing kernel is the answer even for another framework's array (numpy's
    # functions hand a paddle tensor to paddle, whose float16 kernels are missing).
    missing = [b for b in loaded_backends() if error is not None and b.missing_kernel(error)]
    try:
        if not missing:
            arguments.classify(frame, arrays_only=named)
        if check is not None:
            check(*args, **kwargs)
    except IvyError as error:
        raise error from None
    error = sys.exc_info()[1]
    if error is None:
        return
    if isinstance(error, IvyError):
        if function not in str(error):
            raise type(error)(f"{function}: {error}") from None
        return
    for backend in missing:
        reason = str(error).strip().splitlines()[0]
        raise UnsupportedError(
            f"ivy.{function} is not supported by the {backend.NAME} backend for these "
            f"inputs: {reason}"
        ) from None
    try:
        arguments.blame_sequences(frame)
        arguments.blame_options(frame)
        arguments.blame_values(frame, error)
    except IvyError as blamed:
        raise blamed from None


def _api_frame(frame: Any) -> Any:
    # The api function is the first caller that is not a private helper of one (a namespace's
    # copy of it runs the same code, with the same name).
    while frame.f_code.co_name.startswith("_") and frame.f_back is not None:
        frame = frame.f_back
    return frame


def broadcastable(fn: str, **arrays: Any) -> None:
    """Checks that the keyword ``arrays`` (name -> array or scalar) broadcast together.

    Raises:
        ShapeError: they do not; the message names them.
    """
    broadcast_shapes(*(shape_of(a) for a in arrays.values()), names=list(arrays), fn=fn)


_KIND_TEXT = {
    ("numeric",): "a numeric",
    ("real floating", "complex floating"): "a floating-point",
    ("real floating",): "a real floating-point",
    ("integral", "real floating"): "a real numeric",
    ("real floating", "integral", "bool"): "a real numeric or boolean",
    ("integral", "bool"): "an integer or boolean",
    ("integral",): "an integer",
    ("bool",): "a boolean",
    ("complex floating",): "a complex floating-point",
    ("float32", "float64"): "a float32 or float64",
    ("float32", "float64", "complex64", "complex128"): (
        "a float32, float64, complex64 or complex128"
    ),
}


def check_dtype_kind(fn: str, b: Any, name: str, x: Any, kinds: str | tuple[str, ...]) -> None:
    """Checks that the array ``x`` (argument ``name`` of ``fn``) has a dtype of ``kinds``.

    ``kinds`` are Array API kind names or dtype names, as :func:`ivy.isdtype` takes them; ``b``
    is the backend of the call.

    Raises:
        DtypeError: the dtype is of none of ``kinds``; the message names ``fn``, the argument,
            the expected kind and the dtype given.
        NotAnArrayError: ``x`` is no array (a Python list, None, ...).
    """
    try:
        dtype = b.dtype(x)
    except AttributeError:
        raise not_an_array(fn, name, x) from None
    if not isdtype(dtype, kinds):
        kinds = kinds if isinstance(kinds, tuple) else (kinds,)
        kind_text = _KIND_TEXT.get(kinds, "a " + " or ".join(kinds))
        raise DtypeError(f"{fn}: {name} must have {kind_text} dtype; got {dtype}")


def elementwise(fn: str, b: Any, kinds: tuple[str, ...], **arrays: Any) -> None:
    """Checks an element-wise function's arguments: they broadcast, and have dtypes of ``kinds``.

    ``kinds`` are Array API kind names; Python scalars are not checked.

    Raises:
        ShapeError: the shapes do not broadcast.
        DtypeError: an array's dtype is not of ``kinds``.
    """
    broadcastable(fn, **arrays)
    for name, a in arrays.items():
        if b.is_array(a):
            check_dtype_kind(fn, b, name, a, kinds)


def check_shape(
    fn: str, name: str, x: Any, spec: Sequence[str], sizes: dict[str, int] | None = None
) -> dict[str, int]:
    """Checks the shape of ``x`` (argument ``name`` of ``fn``) against ``spec``, kornia style.

    ``spec`` has one entry per axis: ``"..."`` (first only) stands for any number of leading
    axes, digits for an exact size, and any other text (``"N"``, ``"4 * H"``) names a size that
    must be the same wherever it appears in this call, and equal to its value in ``sizes`` where
    that names it. Unknown sizes (None, from a traced shape) fit anything. An ``x`` of None (an
    optional argument left out) is not checked.

    Example: ``check_shape("inv", "x", x, ["...", "M", "M"])`` accepts stacks of square matrices.

    Returns:
        ``sizes`` with the sizes this ``spec`` names added.

    Raises:
        ShapeError: the shape does not fit; the message names ``fn`` and the argument, gives the
            expected spec (with the sizes already known) and the actual shape.
        NotAnArrayError: ``x`` is a Python list or tuple (whose shape a check cannot take for
            an array's: convert it with :func:`ivy.asarray` first).
    """
    given = sizes or {}
    if x is None:
        return dict(given)
    shape = getattr(x, "shape", None)
    if type(shape) is not tuple:
        if shape is None and type(x) in (list, tuple):
            raise not_an_array(fn, name, x, f"an array of shape {_layout(spec)}")
        shape = shape_of(x)
    leading = bool(spec) and spec[0] == "..."
    axes = spec[1:] if leading else spec
    if len(shape) < len(axes) or (not leading and len(shape) != len(axes)):
        raise ShapeError(_shape_message(fn, name, spec, given, shape, ""))
    known = dict(given)
    for label, size in zip(axes, shape[len(shape) - len(axes) :], strict=True):
        expected = int(label) if label.isdigit() else known.setdefault(label, size)
        if expected is None:
            known[label] = size
        elif size is not None and size != expected:
            clash = ""
            if not label.isdigit() and label not in given:  # the clash is within this shape
                clash = f" ({label} would be {expected} and {size})"
            raise ShapeError(_shape_message(fn, name, spec, given, shape, clash))
    return known


def check_ints(fn: str, name: str, value: Any, n: int, *, minimum: int = 1) -> tuple[int, ...]:
    """``value``, an int or ``n`` of them (strides, kernel sizes, ...), as ``n`` ints.

    Raises:
        InvalidArgumentError: not ``n`` ints >= ``minimum`` (bools are not taken for ints); the
            message names ``fn`` and ``name`` and shows ``value``.
    """
    try:
        if isinstance(value, bool):
            raise TypeError
        values = (operator.index(value),) * n if not isinstance(value, Sequence) else value
        values = tuple(operator.index(v) for v in values)
    except TypeError:
        values = ()
    if len(values) != n or any(isinstance(v, bool) or v < minimum for v in values):
        raise InvalidArgumentError(
            f"{fn}: {name} must be an int >= {minimum} or {n} of them; got {value!r}"
        )
    return values


def check_padding(fn: str, padding: Any, n: int) -> str | tuple[tuple[int, int], ...]:
    """The ``padding`` argument of an ``n``-d convolution or pool, checked and made canonical.

    Args:
        fn: the function (or layer) named in the error.
        padding: ``"SAME"`` or ``"VALID"`` (any case); an int >= 0 for every side; or ``n``
            entries, each an int >= 0 or a ``(before, after)`` pair of them.
        n: the number of spatial axes.

    Returns:
        ``"SAME"``, ``"VALID"``, or ``n`` ``(before, after)`` pairs.

    Raises:
        InvalidArgumentError: anything else; the message names ``fn`` and shows ``padding``.
    """
    if isinstance(padding, str):
        if padding.upper() in ("SAME", "VALID"):
            return padding.upper()
    elif not isinstance(padding, bool):
        try:
            entries = (padding,) * n if not isinstance(padding, Sequence) else padding
            if len(entries) == n:
                pairs = tuple(
                    (operator.index(p),) * 2 if not isinstance(p, Sequence) else tuple(p)
                    for p in entries
                )
                pairs = tuple((operator.index(b), operator.index(a)) for b, a in pairs)
                if all(b >= 0 and a >= 0 for b, a in pairs):
                    return pairs
        except (TypeError, ValueError):
            pass  # the error below
    raise InvalidArgumentError(
        f"{fn}: padding must be 'SAME', 'VALID', an int or {n} ints or (before, after) pairs "
        f"of ints >= 0; got {padding!r}"
    )


def _shape_message(
    fn: str, name: str, spec: Sequence[str], known: dict, shape: tuple, clash: str
) -> str:
    layout = _layout(spec)
    named = [label for label in dict.fromkeys(spec) if label in known]
    if named and all(label in known or label.isdigit() for label in spec):
        layout += f" = {tuple(known[label] if label in known else int(label) for label in spec)}"
    elif named:
        layout += " with " + ", ".join(f"{label} = {known[label]}" for label in named)
    return f"{fn}: {name} must have shape {layout}; got shape {shape}{clash}"


def _layout(spec: Sequence[str]) -> str:
    return f"({spec[0]},)" if len(spec) == 1 else f"({', '.join(spec)})"


def normalize_axis(fn: str, axis: Any, ndim: int, *, name: str = "axis") -> int:
    """Returns ``axis`` in ``[0, ndim)``, accepting negative axes.

    Raises:
        AxisError: ``axis`` is out of range.
        InvalidArgumentError: ``axis`` is not an integer.
    """
    try:
        axis = operator.index(axis)
    except TypeError:
        raise InvalidArgumentError(
            f"{fn}: {name} must be an integer; got {type(axis).__name__} {axis!r}"
        ) from None
    if not -ndim <= axis < ndim:
        raise AxisError(
            f"{fn}: {name} {axis} is out of range for an array of {ndim} dimension"
            f"{'' if ndim == 1 else 's'} (valid: {-ndim} to {ndim - 1})"
        )
    return axis % ndim


_RESOLVED: dict = {}
_RESOLVED_LIMIT = 4096


def resolved(key: Any, resolve: Any, *args: Any) -> Any:
    """``resolve(*args)``, cached by ``key`` (the shapes and arguments the result depends on).

    Normalizing and checking arguments in Python (axes, paddings, broadcasts) costs a few µs a
    call, more than many functions themselves; programs call them with the same shapes and
    arguments again and again. Only results are cached: a ``resolve`` that raises raises every
    time. A key of None, or an unhashable one (a list argument), resolves every time.
    """
    if key is None:
        return resolve(*args)
    try:
        return _RESOLVED[key]
    except KeyError:
        pass
    except TypeError:
        return resolve(*args)
    if len(_RESOLVED) >= _RESOLVED_LIMIT:
        _RESOLVED.clear()
    result = _RESOLVED[key] = resolve(*args)
    return result


def exact_key(*values: Any) -> tuple | None:
    """``values`` (ints, strings, None, and tuples or lists of them) for a :func:`resolved` key.

    Every integer is made an exact int; the result is None if one is not an integer (a float
    stride), so that the call resolves uncached and its checks name the argument (2.0 == 2 as a
    key, but only 2 is a stride).
    """
    try:
        return tuple(_exact(value) for value in values)
    except TypeError:
        return None


def _exact(value: Any) -> Any:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, tuple | list):
        return tuple(_exact(v) for v in value)
    return operator.index(value)


def array_shape(fn: str, name: str, x: Any) -> tuple:
    """The shape of the array ``x`` (argument ``name`` of ``fn``), as a tuple.

    Raises:
        NotAnArrayError: ``x`` is not an array.
    """
    try:
        return tuple(x.shape)
    except (AttributeError, TypeError):
        raise not_an_array(fn, name, x) from None


def array_of(fn: str, name: str, b: Any, x: Any) -> None:
    """Checks that ``x`` (argument ``name`` of ``fn``) is an array of backend ``b``.

    Raises:
        NotAnArrayError: ``x`` is no array.
        BackendMismatchError: ``x`` is another framework's array.
    """
    owner = own_backend(x)
    if owner is None:
        raise not_an_array(fn, name, x)
    if owner is not b:
        raise BackendMismatchError(
            f"{fn}: {name} is a {owner.NAME} array, but the call runs on the {b.NAME} backend"
        )


def not_an_array(fn: str, name: str, x: Any, expected: str = "an array") -> NotAnArrayError:
    """The error for ``x``, argument ``name`` of ``fn``, where ``expected`` (an array) is taken.

    For a Python list or tuple, the message says how to convert it.
    """
    hint = f": convert it with ivy.asarray({name}) first" if type(x) in (list, tuple) else ""
    return NotAnArrayError(f"{fn}: {name} must be {expected}; got {type(x).__name__}{hint}")


def shapes_key(*arrays: Any) -> tuple:
    """The shapes of ``arrays`` for a :func:`resolved` key.

    None stays None and a non-array (a list, a scalar) is its type, so none of them passes for a
    0-d array.
    """
    return tuple(
        None if a is None else tuple(a.shape) if hasattr(a, "shape") else type(a) for a in arrays
    )


def as_shape(fn: str, shape: Any) -> tuple[int, ...]:
    """A ``shape`` argument (an int or an iterable of ints) as a tuple of non-negative ints.

    Raises:
        InvalidArgumentError: ``shape`` is neither an int nor a sequence of ints.
        ShapeError: a size is negative.
    """
    if type(shape) is tuple:  # the common call, a tuple of ints, checked in a fifth of the time
        for d in shape:
            if type(d) is not int or d < 0:
                break
        else:
            return shape
    try:
        if type(shape) is tuple or isinstance(shape, Sequence):
            dims = tuple(map(operator.index, shape))
        else:
            try:
                dims = (operator.index(shape),)
            except TypeError:  # another iterable of ints: tensorflow's x.shape, a TensorShape
                dims = tuple(map(operator.index, shape))
    except TypeError:
        raise InvalidArgumentError(
            f"{fn}: shape must be an int or a sequence of ints; got {shape!r}"
        ) from None
    if dims and min(dims) < 0:
        raise ShapeError(f"{fn}: shape must not have negative sizes; got {dims}")
    return dims


def normalize_axes(fn: str, axes: Any, ndim: int, *, name: str = "axis") -> tuple[int, ...]:
    """Returns ``axes`` (an int, a sequence of ints, or None for all) as non-negative axes.

    Cached by the axes as exact ints and ``ndim`` (callers pass the same axes again and again).

    Raises:
        AxisError: an axis is out of range, or repeated.
        InvalidArgumentError: an axis is not an integer.
    """
    try:
        exact = _exact_axes(axes)
    except TypeError:
        return _normalize_axes(fn, axes, ndim, name)  # raises, naming the argument
    return resolved((fn, name, exact, ndim), _normalize_axes, fn, exact, ndim, name)


def _exact_axes(axes: Any) -> Any:
    # Exact ints for the cache key: 1.0 == 1 as a key, but only 1 is an axis.
    if axes is None:
        return None
    if isinstance(axes, (tuple, list)):
        return tuple(map(operator.index, axes))
    return operator.index(axes)


def _normalize_axes(fn: str, axes: Any, ndim: int, name: str) -> tuple[int, ...]:
    if axes is None:
        return tuple(range(ndim))
    if not isinstance(axes, (tuple, list)):
        axes = (axes,)
    result = tuple(normalize_axis(fn, a, ndim, name=name) for a in axes)
    if len(set(result)) != len(result):
        raise AxisError(f"{fn}: {name} {tuple(axes)} repeats an axis")
    return result


def valid_axes(fn: str, x: Any, axis: Any, *, name: str = "axis", extra_dims: int = 0) -> None:
    """Checks that ``axis`` (an int, ints, or None) names distinct axes of ``x``.

    ``extra_dims`` widens the valid range for functions that insert axes (``expand_dims``,
    ``stack``).
    """
    normalize_axes(fn, axis, len(shape_of(x)) + extra_dims, name=name)


def same_ndims(fn: str, arrays: Sequence[Any]) -> None:
    """Checks that ``arrays`` is not empty and its arrays have one number of dimensions.

    Raises:
        ShapeError: it is empty, or two arrays differ; the message gives both shapes.
    """
    shapes = [shape_of(a) for a in arrays]
    if not shapes:
        raise ShapeError(f"{fn}: arrays must hold at least one array")
    first = shapes[0]
    for i, shape in enumerate(shapes[1:], start=1):
        if len(shape) != len(first):
            raise ShapeError(
                f"{fn}: arrays[{i}] has {len(shape)} dimensions but arrays[0] has {len(first)} "
                f"(shapes {first} and {shape})"
            )


def same_shapes(fn: str, arrays: Sequence[Any], *, skip_axis: int | None = None) -> None:
    """Checks that ``arrays`` have one shape, except along ``skip_axis`` (``concat``, ``stack``).

    Raises:
        ShapeError: two shapes differ; the message gives both.
    """
    same_ndims(fn, arrays)
    shapes = [shape_of(a) for a in arrays]
    first = shapes[0]
    for i, shape in enumerate(shapes[1:], start=1):
        differs = [d for d in range(len(first)) if d != skip_axis and shape[d] != first[d]]
        if differs:
            raise ShapeError(
                f"{fn}: arrays[{i}] of shape {shape} does not match arrays[0] of shape {first}"
                + ("" if skip_axis is None else f" outside axis {skip_axis}")
            )
