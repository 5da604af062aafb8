"""Second calls of an api function whose backend raised on arguments it can still take.

The api functions call their backend inside a ``try``; in the ``except`` block, before
:func:`ivy._common.checks.explain` looks for the fault, two kinds of argument get a second call
instead of an error:

- Python sequences (nested lists and tuples of numbers) where an array is expected. numpy takes
  them in most of its functions, torch and jax in none: ivy converts them on every backend, as
  :func:`ivy.asarray` does, so that ``ivy.sin([0.0, 1.0])`` answers whichever backend is selected.
  (Where the framework's own function takes the sequence, it converts it by its own rules: numpy
  makes float64 of Python floats where :func:`ivy.asarray` makes float32.)
- Floating-point arrays of several dtypes in one call of an nn function (a float64 input with
  float32 weights). numpy and jax promote them, torch and tensorflow raise: ivy casts them to
  their :func:`ivy.result_type` on every backend.

Both run only after the backend raised, so calls with arrays of one dtype pay nothing.
"""

from __future__ import annotations

from typing import Any

from ivy._common import dtypes as _dtypes
from ivy.errors import NotAnArrayError

_SEQUENCES = (list, tuple)
_FLOATING = ("real floating", "complex floating")


def holds_sequence(*values: Any) -> bool:
    """Whether one of ``values`` is a Python list or tuple."""
    return any(type(value) in _SEQUENCES for value in values)


def as_arrays(fn: str, b: Any, **values: Any) -> tuple:
    """``values`` (argument name -> value) with each Python sequence an array of backend ``b``.

    Converted as :func:`ivy.asarray` converts it (its dtype is ivy's default for the Python
    numbers it holds); everything else is returned as it is.

    Raises:
        NotAnArrayError: a sequence makes no array (ragged, or holding other things than
            numbers); the message names ``fn`` and the argument.
    """
    from ivy.api.creation import asarray  # the api modules import this one

    converted = []
    for name, value in values.items():
        if type(value) in _SEQUENCES:
            try:
                if not _holds_numbers(value):
                    raise TypeError
                value = asarray(value, backend=b)
            except Exception:
                shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
                raise NotAnArrayError(
                    f"{fn}: {name} must be an array, or nested sequences of numbers that make "
                    f"one; got {type(value).__name__} {shown}"
                ) from None
        converted.append(value)
    return tuple(converted)


def retry_with_arrays(fn: Any, b: Any, arguments: dict[str, Any], *names: str) -> Any:
    """Calls the api function ``fn`` again, on backend ``b``, with its sequences made arrays.

    Args:
        fn: the api function whose backend raised.
        b: the backend that answered the call.
        arguments: ``locals()`` of ``fn``'s ``except`` block: its arguments (and other locals,
            which are not passed).
        *names: the arguments that take arrays; each that holds a Python sequence is converted
            by :func:`as_arrays`.

    Returns:
        What ``fn`` returns for the converted arguments.
    """
    values = {name: arguments[name] for name in names}
    return _call(fn, b, arguments, zip(names, as_arrays(fn.__name__, b, **values), strict=True))


def mixed_floats(b: Any, *values: Any) -> bool:
    """Whether the floating-point arrays of backend ``b`` in ``values`` differ in dtype.

    ``values`` are arrays, None, or lists and tuples of them (an LSTM's weights).
    """
    return len(_floating_dtypes(b, values)) > 1


def retry_promoted(fn: Any, b: Any, arguments: dict[str, Any], *names: str) -> Any:
    """Calls the api function ``fn`` again, on backend ``b``, with its floats of one dtype.

    Args:
        fn: the api function whose backend raised.
        b: the backend that answered the call.
        arguments: ``locals()`` of ``fn``'s ``except`` block (see :func:`retry_with_arrays`).
        *names: the arguments whose floating-point arrays are cast to their
            :func:`ivy.result_type` (arrays, or lists and tuples of them).

    Returns:
        What ``fn`` returns for the promoted arguments.
    """
    cast = promoted(b, *(arguments[name] for name in names))
    return _call(fn, b, arguments, zip(names, cast, strict=True))


def promoted(b: Any, *values: Any) -> tuple:
    """``values`` with each floating-point array of backend ``b`` cast to their result type."""
    common = _dtypes.promote(*_floating_dtypes(b, values))
    return tuple(_map_arrays(b, value, lambda a: _cast_float(b, a, common)) for value in values)


def cast_to_result_type(b: Any, result: Any, *inputs: Any) -> Any:
    """``result`` cast to the result type of the floating-point arrays among ``inputs``."""
    return _cast_float(b, result, _dtypes.promote(*_floating_dtypes(b, inputs)))


def _call(fn: Any, b: Any, arguments: dict[str, Any], replaced: Any) -> Any:
    code = fn.__code__
    parameters = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    values = {name: arguments[name] for name in parameters}
    values.update(replaced)
    values["backend"] = b
    positional = [values.pop(name) for name in parameters[: code.co_posonlyargcount]]
    return fn(*positional, **values)


def _holds_numbers(value: Any) -> bool:
    if type(value) in _SEQUENCES:
        return all(_holds_numbers(item) for item in value)
    return isinstance(value, bool | int | float | complex)


def _map_arrays(b: Any, value: Any, function: Any) -> Any:
    if type(value) in _SEQUENCES:
        return type(value)(_map_arrays(b, item, function) for item in value)
    return function(value) if b.is_array(value) else value


def _floating_dtypes(b: Any, values: Any) -> set:
    dtypes = set()
    _map_arrays(b, list(values), lambda a: dtypes.add(b.dtype(a)))
    return {d for d in dtypes if _dtypes.isdtype(d, _FLOATING)}


def _cast_float(b: Any, a: Any, dtype: Any) -> Any:
    current = b.dtype(a)
    if current == dtype or not _dtypes.isdtype(current, _FLOATING):
        return a
    return b.astype(a, dtype, False, None)
