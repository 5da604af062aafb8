"""Classifies the arguments of a failed api call by the function's signature (the error path).

When a backend raises, :func:`ivy._common.checks.explain` first asks :func:`classify` whether an
argument is of a kind the function never takes, which no function's own check needs to repeat:

- another framework's array where the call runs on one backend: :class:`BackendMismatchError`;
- None, a string, a dict or any other object where an array is taken: :class:`NotAnArrayError`;
- a dtype or device argument that names none of the backend's: :class:`DtypeError` /
  :class:`InvalidArgumentError`;
- an option outside its ``Literal[...]`` choices, or of a type its annotation does not admit (a
  string for an int): :class:`InvalidArgumentError`.

Where the arguments are of the right kinds and the function's own check finds nothing,
:func:`blame_options` names an axis argument out of range for the call's first array, or a
negative size; then :func:`blame_values` names an array argument the framework likely failed
on: an empty or 0-d array, one holding NaN or infinity, or an integer or boolean one beside
floating-point ones (or alone), with the framework's message.

Each message names the function and the argument. What an argument takes is read from the
function's annotations (strings: the api modules use ``from __future__ import annotations``),
parsed once per function; valid calls never get here.
"""

from __future__ import annotations

import ast
import numbers
import types
from dataclasses import dataclass
from typing import Any

from ivy._common.dtypes import isdtype
from ivy.errors import (
    AxisError,
    BackendMismatchError,
    DtypeError,
    InvalidArgumentError,
    IvyError,
    NotAnArrayError,
    ShapeError,
)
from ivy.framework import own_backend

# What the public type aliases of ivy._typing admit (the api modules' private aliases are
# read from the module: ``_Norm`` is a Literal in one module and a union in another).
_ALIASES = {
    "Shape": ("int", "Sequence"),
    "_Parameter": ("float", "Array"),  # ivy.api.random's; Array is Any at run time
}
_NUMBER_TYPES = frozenset({"Scalar", "int", "float", "complex", "bool"})
_SEQUENCE_PREFIXES = ("Sequence[", "tuple[", "list[")
_ARRAY_SEQUENCES = frozenset({"Sequence[Array]", "list[Array]", "tuple[Array, ...]"})


@dataclass(frozen=True)
class _Takes:
    """What one parameter takes, from its annotation."""

    kinds: frozenset[str]  # of: array, arrays, number, str, sequence, callable, dtype, device, none
    choices: tuple | None = None


def classify(frame: types.FrameType, *, arrays_only: bool = False) -> None:
    """Checks the arguments of the api function running in ``frame`` by its annotations.

    ``arrays_only``: check only the arguments that take arrays (where the function's own check
    has already named the fault of an option).

    Raises:
        BackendMismatchError, NotAnArrayError, DtypeError, InvalidArgumentError: an argument of
            a kind the function never takes; the message names the function and the argument.
    """
    code = frame.f_code
    function = code.co_name
    parameters = _parameters(frame)
    if not parameters:
        return
    local = frame.f_locals
    b = local.get("b")
    if not isinstance(b, types.ModuleType) or not hasattr(b, "NAME"):
        b = None
    for name, takes in parameters.items():
        if name in local and not (arrays_only and not takes.kinds & {"array", "arrays"}):
            _classify_one(function, b, name, local[name], takes)


def blame_sequences(frame: types.FrameType) -> None:
    """Names a Python sequence given where the failed function takes an array.

    The api functions that convert sequences do so on their error path before this runs
    (:mod:`ivy._common.recover`); one that does not refuses them here by name on every backend,
    rather than with whatever its framework made of the list.

    Raises:
        NotAnArrayError: an argument that takes an array (not a sequence of arrays) holds a
            list or tuple.
    """
    local = frame.f_locals
    fn = frame.f_code.co_name
    for name, takes in _parameters(frame).items():
        kinds = takes.kinds
        if (
            type(local.get(name)) in (list, tuple)
            and "array" in kinds
            and not kinds & {"arrays", "sequence"}
        ):
            raise NotAnArrayError(
                f"{fn}: {name} must be an array; got {type(local[name]).__name__}: convert it "
                f"with ivy.asarray({name}) first"
            )


_AXIS_ARGUMENTS = frozenset(
    {"axis", "axes", "dim", "dims", "axis0", "axis1", "axis2", "source", "destination"}
)
# Arguments that are counts or sizes: never negative (reshape's -1 has its function's check;
# the fft's ``s`` takes -1 for "the input's size").
_SIZE_ARGUMENTS = frozenset(
    {
        "shape", "size", "num", "num_samples", "depth", "n_rows", "n_cols", "num_bands",
        "num_groups", "num_heads", "output_size", "output_shape", "repetitions",
        "noise_shape", "normalized_shape", "num_or_size_splits", "repeats",
    }
)  # fmt: skip


def blame_options(frame: types.FrameType) -> None:
    """Names an axis or size argument of a failed call that no array could take.

    An axis (``axis``, ``axes``, ``source``, ...) outside ``[-ndim - 1, ndim]`` of the call's
    first array (one wider than its dimensions, for the functions that insert an axis), or a
    negative count or size (``shape``, ``num``, ``repeats``, ...).

    Raises:
        AxisError: an axis argument is out of range.
        InvalidArgumentError: a size argument is negative.
    """
    local = frame.f_locals
    code = frame.f_code
    fn = code.co_name
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    first = next((local[n] for n in names if n in local and _ndim(local[n]) is not None), None)
    for name in names:
        value = local.get(name)
        ints = _ints(value)
        if not ints:
            continue
        if name in _AXIS_ARGUMENTS and first is not None:
            ndim = _ndim(first)
            bad = [a for a in ints if not -ndim - 1 <= a <= ndim]
            if bad:
                raise AxisError(
                    f"{fn}: {name} {value!r} is out of range for an array of {ndim} dimension"
                    f"{'' if ndim == 1 else 's'}"
                )
        elif name in _SIZE_ARGUMENTS and min(ints) < 0:
            raise InvalidArgumentError(f"{fn}: {name} must not be negative; got {value!r}")


def _ndim(value: Any) -> int | None:
    # The dimensions of an array, or of the first array in a list of them (concat, stack).
    if type(value) in (list, tuple) and value:
        value = value[0]
    if own_backend(value) is None:
        return None
    return len(getattr(value, "shape", ()))


def _ints(value: Any) -> tuple[int, ...]:
    if isinstance(value, bool):
        return ()
    if isinstance(value, int):
        return (value,)
    if (
        type(value) in (list, tuple)
        and value
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return tuple(value)
    return ()


def blame_values(frame: types.FrameType, error: BaseException) -> None:
    """Names the array argument a framework's ``error`` most likely comes from, if any.

    Checked in this order over the arrays of the call's backend: an empty one, a 0-d one, one
    holding NaN or infinity, an integer or boolean one beside floating-point ones (or alone; an
    index argument only if boolean, a mask never). The message gives the framework's own
    message too.

    Raises:
        ShapeError: an array argument is empty or 0-d.
        InvalidArgumentError: an array argument holds NaN or infinity.
        DtypeError: an array argument is of an integer or boolean dtype.
    """
    local = frame.f_locals
    b = local.get("b")
    if not isinstance(b, types.ModuleType) or not hasattr(b, "NAME"):
        return
    code = frame.f_code
    fn = code.co_name
    arrays = {
        name: local[name]
        for name in code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
        if name in local and own_backend(local[name]) is b
    }
    reason = (str(error).strip().splitlines() or [type(error).__name__])[0][:200]
    failed = f"and the {b.NAME} backend failed on it ({type(error).__name__}: {reason})"
    shapes = {name: tuple(getattr(x, "shape", ())) for name, x in arrays.items()}
    for name, shape in shapes.items():
        if any(d == 0 for d in shape):
            raise ShapeError(f"{fn}: {name} of shape {shape} is empty, {failed}")
    for name, shape in shapes.items():
        if not shape:
            raise ShapeError(f"{fn}: {name} is 0-d, {failed}")
    for name, x in arrays.items():
        try:
            finite = bool(b.all(b.isfinite(x)))
        except Exception:
            continue
        if not finite:
            raise InvalidArgumentError(f"{fn}: {name} holds NaN or infinity, {failed}")
    _blame_dtype(fn, b, arrays, failed)


# Array arguments that take booleans (masks): never blamed for their dtype; ones that take
# integers (indices): blamed only for a boolean one.
_BOOLEAN_ARGUMENTS = frozenset({"condition", "mask"})
_INTEGER_ARGUMENTS = frozenset({"indices", "sorter", "repeats", "step"})


def _blame_dtype(fn: str, b: Any, arrays: dict[str, Any], failed: str) -> None:
    # An integer or boolean array where the call's other arrays are floating-point (or where it
    # is the only one): torch's and paddle's kernels refuse such mixes where numpy promotes.
    dtypes = {name: b.dtype(x) for name, x in arrays.items()}
    floating = [n for n, d in dtypes.items() if isdtype(d, ("real floating", "complex floating"))]
    if not floating and len(dtypes) > 1:
        return
    for name, dtype in dtypes.items():
        taken = "bool" if name in _INTEGER_ARGUMENTS else ("integral", "bool")
        if name not in _BOOLEAN_ARGUMENTS and isdtype(dtype, taken):
            beside = f" beside the floating-point {', '.join(floating)}" if floating else ""
            raise DtypeError(f"{fn}: {name} has dtype {dtype}{beside}, {failed}")


def _classify_one(fn: str, b: Any, name: str, value: Any, takes: _Takes) -> None:
    kinds = takes.kinds
    owner = own_backend(value)
    if owner is not None:
        if b is not None and owner is not b and kinds & {"array", "arrays", "dtype"}:
            raise BackendMismatchError(_mismatch(fn, name, value, owner, b))
        return
    if value is None:
        if "none" in kinds:
            return
        raise _wrong(fn, name, value, takes)
    if takes.choices is not None and isinstance(value, str) and not kinds & {"str", "dtype"}:
        if value not in takes.choices:
            raise InvalidArgumentError(
                f"{fn}: {name} must be one of {', '.join(map(str, takes.choices))}; got {value!r}"
            )
        return
    if "dtype" in kinds and b is not None and not isinstance(value, bool | int | float | complex):
        try:
            b.native_dtype(value)
        except IvyError as error:
            if "str" not in kinds and (type(value) in (str, type) or "array" not in kinds):
                raise DtypeError(f"{fn}: {name} must be a data type; {error}") from None
        except Exception:
            if not kinds & {"array", "str"}:
                raise DtypeError(f"{fn}: {name} must be a data type; got {value!r}") from None
        else:
            return
    if "device" in kinds and b is not None:
        try:
            b.native_device(value)
        except IvyError as error:  # a device name this machine lacks, ...: the backend says so
            text = str(error)
            raise type(error)(text if fn in text else f"{fn}: {name}: {text}") from None
        except Exception:
            raise InvalidArgumentError(
                f"{fn}: {name} must be a device of the {b.NAME} backend; got {value!r}"
            ) from None
        return
    if "arrays" in kinds and type(value) in (list, tuple):
        for i, item in enumerate(value):
            item_owner = own_backend(item)
            if item_owner is not None:
                if b is not None and item_owner is not b:
                    raise BackendMismatchError(_mismatch(fn, f"{name}[{i}]", item, item_owner, b))
            elif item is None or not isinstance(item, numbers.Number | list | tuple):
                raise NotAnArrayError(
                    f"{fn}: {name}[{i}] must be an array; got {type(item).__name__}"
                )
        return
    if not _admits(kinds, value):
        raise _wrong(fn, name, value, takes)


def _admits(kinds: frozenset[str], value: Any) -> bool:
    if isinstance(value, numbers.Number):  # Python's and numpy's scalars
        return bool(kinds & {"number", "array"})
    if isinstance(value, str):
        return bool(kinds & {"str", "dtype", "device", "choice"})
    if type(value) in (list, tuple):
        return bool(kinds & {"sequence", "array", "arrays"})
    if callable(value):
        return "callable" in kinds
    return False


def _wrong(fn: str, name: str, value: Any, takes: _Takes) -> IvyError:
    kinds = takes.kinds
    expected = []
    if "array" in kinds or "arrays" in kinds:
        expected.append("an array" if "arrays" not in kinds else "a sequence of arrays")
    if "number" in kinds:
        expected.append("a number")
    if "str" in kinds or "choice" in kinds:
        expected.append(
            "a string" if takes.choices is None else "one of " + ", ".join(map(repr, takes.choices))
        )
    if "sequence" in kinds and "arrays" not in kinds:
        expected.append("a sequence")
    if "dtype" in kinds:
        expected.append("a data type")
    if "callable" in kinds:
        expected.append("a function")
    text = " or ".join(expected) or "something else"
    shown = type(value).__name__ if value is not None else "None"
    message = f"{fn}: {name} must be {text}; got {shown}"
    if "array" in kinds or "arrays" in kinds:
        return NotAnArrayError(message)
    if "dtype" in kinds:
        return DtypeError(message)
    return InvalidArgumentError(message)


def _mismatch(fn: str, name: str, value: Any, owner: Any, b: Any) -> str:
    cls = type(value)
    return (
        f"{fn}: {name} is a {cls.__module__}.{cls.__name__}, a {owner.NAME} array, but the call "
        f"runs on the {b.NAME} backend: convert it to a {b.NAME} array first, or call "
        f"ivy.{owner.NAME}.{fn}"
    )


# code object -> {parameter name: what it takes}; parameters that take anything are left out.
_PARSED: dict[types.CodeType, dict[str, _Takes]] = {}


def _parameters(frame: types.FrameType) -> dict[str, _Takes]:
    code = frame.f_code
    try:
        return _PARSED[code]
    except KeyError:
        pass
    function = frame.f_globals.get(code.co_name)
    annotations = getattr(function, "__annotations__", None)
    parsed: dict[str, _Takes] = {}
    if getattr(function, "__code__", None) is code and annotations:
        count = code.co_argcount + code.co_kwonlyargcount
        for name in code.co_varnames[:count]:
            takes = _parse(annotations.get(name), frame.f_globals)
            if takes is not None:
                parsed[name] = takes
    _PARSED[code] = parsed
    return parsed


def _parse(annotation: Any, module: dict[str, Any]) -> _Takes | None:
    """What an annotation (a string) admits; None for anything (``Any``, an unknown alias).

    ``module``: the globals of the function's module, where its private aliases are defined.
    """
    if not isinstance(annotation, str):
        return None
    kinds: set[str] = set()
    choices = None
    for part in _members(annotation, module):
        for alias in _ALIASES.get(part, (part,)):
            if alias == "Array":
                kinds.add("array")
            elif alias in _ARRAY_SEQUENCES:
                kinds.add("arrays")
            elif alias in _NUMBER_TYPES:
                kinds.add("number")
            elif alias == "None":
                kinds.add("none")
            elif alias == "str":
                kinds.add("str")
            elif alias == "DtypeLike":
                kinds.add("dtype")
            elif alias == "Device":
                kinds.add("device")
            elif alias.startswith("Literal["):
                kinds.add("choice")
                choices = tuple(ast.literal_eval("[" + alias[len("Literal[") : -1] + "]"))
            elif alias.startswith("Callable"):
                kinds.add("callable")
            elif alias.startswith(_SEQUENCE_PREFIXES) or alias == "Sequence":
                kinds.add("sequence")
            else:
                return None  # Any, BackendLike, an alias this table does not know
    return _Takes(frozenset(kinds), choices)


def _members(annotation: str, module: dict[str, Any]) -> list[str]:
    """The members of a union annotation, with the module's private aliases expanded."""
    members = []
    for part in _split(annotation):
        if part.startswith("_") and part in module and part not in _ALIASES:
            text = repr(module[part]).replace("typing.", "").replace("collections.abc.", "")
            members.extend(_members(text, {}))
        else:
            members.append(part)
    return members


def _split(annotation: str) -> list[str]:
    """The members of a union annotation, ``|`` inside brackets left alone."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(annotation):
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(annotation[start:i].strip())
            start = i + 1
    parts.append(annotation[start:].strip())
    return parts
