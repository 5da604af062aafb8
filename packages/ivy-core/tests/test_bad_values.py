"""Bad values (not only non-arrays) raise an ivy error naming the function, on every backend.

For every api function with a call spec (:data:`ivy.testing.calls.SPECS`), its valid call
through ``ivy.<fw>`` is made again with one argument at a time replaced by a value derived from
the valid one (:func:`variants`):

- the first array argument: one more and one fewer dimension, an empty one (size 0 along its
  first axis); each array argument: an integer array and a NaN in it where a floating-point one
  was given, a boolean one where an integer or boolean one was (the shape variants of the other
  array arguments would cost jax and tensorflow a compilation each, and mostly broadcast);
- each axis argument (``axis``, ``axes``, ``source``, ...): 99;
- each size argument (``shape``, ``num``, ``repeats``, ...): a negative size;
- each string option: ``"bogus"``; ``dtype``: ``"bogus"``; ``device``: ``"bogus:7"``.

Each call is classified (:func:`outcome`). Raising an :class:`ivy.IvyError` whose message names
the function is right (naming the argument too is recorded); a framework's own exception is a
gap, and so is an ivy error not naming the function. Many of the array variants are valid calls
(broadcasting, empty arrays, integer promotion), so taking them is fine; taking an axis of 99, a
negative size or a bogus option, dtype or device is a gap. The known gaps are listed per backend
with their reason (:data:`GAPS`); a listed gap that closes fails the test, so the lists only
shrink. The share of raising calls that raise an ivy error naming the function must stay at
least :data:`MIN_SHARE` on each backend.

The probe runs in-process; the calls that end the process on some backend (a framework kernel
that aborts) are skipped through :data:`CRASHES`, with a test of their own where ivy guards them.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import warnings
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import ivy
from ivy.testing.calls import SPECS, TAKES_ANYTHING, bound_call
from ivy.testing.fixtures import BACKEND

NS = getattr(ivy, BACKEND)

MIN_SHARE = 0.95
"""The least share of raising calls that must raise an ivy error naming the function."""

"""Functions whose array argument converts or passes through whatever it is given."""

AXIS_NAMES = frozenset(
    {"axis", "axes", "dim", "dims", "axis0", "axis1", "axis2", "source", "destination"}
)
SIZE_NAMES = frozenset(
    {
        "shape",
        "size",
        "num",
        "repeats",
        "k",
        "n",
        "n_rows",
        "n_cols",
        "num_samples",
        "depth",
        "num_or_size_splits",
        "output_shape",
        "output_size",
        "s",
        "num_bands",
        "num_groups",
        "num_heads",
        "repetitions",
        "normalized_shape",
        "noise_shape",
        "kernel",
        "strides",
        "dilations",
        "dilation",
    }
)
NEGATIVE_IS_VALID = frozenset({"tril:k", "triu:k", "eye:k", "matrix_power:n"})
"""Size-named arguments where a negative value means something (a diagonal below, an inverse)."""

CLEARLY_BAD = frozenset({"axis99", "negative", "bogus", "bogus_dtype", "bogus_device"})
"""The kinds of variant that no function may take."""

CRASHES: dict[str, dict[str, str]] = {}
"""Backend -> ``function:argument:kind`` -> why the call is not made (it ends the process)."""


def _gaps(reason: str, *keys: str) -> dict[str, str]:
    return dict.fromkeys(keys, reason)


GAPS: dict[str, dict[str, str]] = {
    "numpy": {},
    "torch": {},
    "jax": {},
    "tensorflow": {},
    "paddle": {},
    "mxnet": {
        **_gaps(
            "mxnet's LAPACK and indexing kernels fail on NaN asynchronously, after ivy returned",
            "bilinear_resample:warp:nan",
        ),
    },
}
"""Backend -> ``function:argument:kind`` -> why the outcome is not yet an ivy error."""


def _is_array(value: Any) -> bool:
    return ivy.framework.own_backend(value) is not None


FULL = os.environ.get("IVY_FULL_PROBE") == "1" or BACKEND != "jax"
"""Whether the array variants of other shapes and dtypes run: jax compiles each operation for
each new shape and dtype (0.05 to 2 s a call, several minutes for the whole probe), so on jax
only ``IVY_FULL_PROBE=1`` runs them; its CI session runs the other kinds."""

SHAPE_AND_DTYPE_KINDS = frozenset({"more_dims", "fewer_dims", "empty", "int", "bool"})


def _array_variants(value: Any, shapes: bool) -> Iterator[tuple[str, Any]]:
    x = np.asarray(ivy.to_numpy(value))
    if not FULL:
        if x.dtype.kind in "fc":
            nan = x.copy()
            nan.reshape(-1)[:1] = np.nan
            yield "nan", nan
        return
    if shapes:
        yield "more_dims", x[None]
        if x.ndim:
            yield "fewer_dims", x[0, ...]
            yield "empty", x[:0]
        else:
            yield "empty", x.reshape(0)
    if x.dtype.kind in "fc":
        yield "int", (x * 10).real.astype(np.int32)
        nan = x.copy()
        nan.reshape(-1)[:1] = np.nan
        yield "nan", nan
    else:
        yield "bool", x.astype(bool)


def _negative(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return -3
    if isinstance(value, tuple | list) and value and isinstance(value[0], int):
        return type(value)([-3, *value[1:]])
    return None


def variants(fn: Any, bound: inspect.BoundArguments) -> Iterator[tuple[str, str, Any]]:
    """``(argument, kind, bad value)`` for each bad variant of the valid call ``bound``.

    Array variants are numpy arrays, to be converted to the backend's; the others are final.
    """
    name = fn.__name__
    shapes = True
    for argument, parameter in bound.signature.parameters.items():
        if parameter.kind is parameter.VAR_POSITIONAL or argument == "backend":
            continue
        given = argument in bound.arguments
        value = bound.arguments.get(argument, parameter.default)
        if given and _is_array(value):
            for kind, bad in _array_variants(value, shapes):
                yield argument, kind, bad
            shapes = False
        elif given and type(value) in (list, tuple) and value and _is_array(value[0]):
            for kind, bad in _array_variants(value[0], shapes):
                yield argument, kind, [bad, *value[1:]]
            shapes = False
        elif argument in AXIS_NAMES and (value is None or isinstance(value, int | tuple | list)):
            if isinstance(value, tuple | list):
                yield argument, "axis99", type(value)([99, *value[1:]]) if value else (99,)
            else:
                yield argument, "axis99", 99
        elif argument in SIZE_NAMES and f"{name}:{argument}" not in NEGATIVE_IS_VALID:
            bad = _negative(value)
            if bad is not None:
                yield argument, "negative", bad
        elif argument == "dtype":
            yield argument, "bogus_dtype", "bogus"
        elif argument == "device":
            yield argument, "bogus_device", "bogus:7"
        elif isinstance(value, str):
            yield argument, "bogus", "bogus"


def _native(bad: Any) -> Any:
    if isinstance(bad, np.ndarray):
        return NS.asarray(bad)
    if isinstance(bad, list) and bad and isinstance(bad[0], np.ndarray):
        return [NS.asarray(bad[0]), *bad[1:]]
    return bad


def _settle() -> None:
    # mxnet raises some kernels' errors at the next synchronisation: make it this call's
    if BACKEND == "mxnet":
        import mxnet

        mxnet.nd.waitall()


def outcome(fn: Any, then: Any, bound: inspect.BoundArguments, argument: str, bad: Any) -> str:
    """How the call with ``argument`` replaced by ``bad`` ended.

    One of ``"named"`` (an ivy error naming the function and the argument), ``"function"`` (one
    naming the function only), ``"ivy: ..."`` (one naming neither), ``"raw: ..."`` (a
    framework's own exception) and ``"accepted"``.
    """
    arguments = dict(bound.arguments)
    arguments[argument] = _native(bad)
    call = inspect.BoundArguments(bound.signature, arguments)
    try:
        result = fn(*call.args, **call.kwargs)
        if then is not None:
            then(result)
        _settle()
    except ivy.IvyError as error:
        text = str(error)
        if fn.__name__ in text:
            return "named" if argument in text else "function"
        return f"ivy {type(error).__name__}: {text[:150]}"
    except Exception as error:
        with contextlib.suppress(Exception):  # the error is the call's, already caught
            _settle()
        return f"raw {type(error).__module__}.{type(error).__name__}: {str(error)[:150]}"
    return "accepted"


def probe(name: str) -> dict[str, str]:
    """``function:argument:kind`` -> :func:`outcome`, for each variant of ``name``'s call.

    Empty where the valid call itself raises (a function the backend does not support).
    """
    try:
        fn, spec, bound = bound_call(BACKEND, name)
        result = fn(*spec.args, **spec.kwargs)
        if spec.then is not None:
            spec.then(result)
    except ivy.UnsupportedError:
        return {}
    crashes = CRASHES.get(BACKEND, {})
    results = {}
    for argument, kind, bad in variants(fn, bound):
        key = f"{name}:{argument}:{kind}"
        if key not in crashes:
            results[key] = outcome(fn, spec.then, bound, argument, bad)
    return results


def is_gap(key: str, result: str) -> bool:
    """Whether an outcome is a fault: not an ivy error naming the function, where one is due."""
    if result in ("named", "function"):
        return False
    if result == "accepted":
        return key.rsplit(":", 1)[1] in CLEARLY_BAD
    return True


NAMES = sorted(n for n in SPECS if n not in TAKES_ANYTHING)


@pytest.fixture(scope="module")
def outcomes() -> dict[str, str]:
    """Every variant's outcome on this session's backend."""
    results = {}
    # NaN and integer inputs make the frameworks warn of invalid values: the point here
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name in NAMES:
            results.update(probe(name))
    return results


def _probed(key: str) -> bool:
    return FULL or key.rsplit(":", 1)[1] not in SHAPE_AND_DTYPE_KINDS


def test_no_unlisted_gap(outcomes: dict[str, str]) -> None:
    gaps = GAPS[BACKEND]
    new = [f"{key} -> {result}" for key, result in outcomes.items() if is_gap(key, result)]
    new = [line for line in new if line.split(" -> ")[0] not in gaps]
    assert not new, f"{len(new)} calls raise no ivy error naming the function:\n" + "\n".join(new)


def test_listed_gaps_are_still_open(outcomes: dict[str, str]) -> None:
    gaps = GAPS[BACKEND]
    closed = [key for key in gaps if key in outcomes and not is_gap(key, outcomes[key])]
    missing = [key for key in gaps if key not in outcomes and _probed(key)]
    assert not closed, f"known gaps now closed, remove them from GAPS[{BACKEND!r}]: {closed}"
    assert not missing, f"GAPS[{BACKEND!r}] lists calls the probe no longer makes: {missing}"


def test_share_of_raising_calls_naming_the_function(outcomes: dict[str, str]) -> None:
    raising = [result for result in outcomes.values() if result != "accepted"]
    good = sum(result in ("named", "function") for result in raising)
    assert raising and good / len(raising) >= MIN_SHARE, f"{good} of {len(raising)}"


def _raised(call: Any) -> Exception | None:
    """What ``call()`` raised, or None."""
    try:
        call()
    except Exception as error:
        return error
    return None


def test_einsum_names_the_operand_that_does_not_fit() -> None:
    x = NS.asarray(np.ones((2, 3), np.float32))
    with pytest.raises(ivy.ShapeError, match=r"^einsum: subscript 'j' .* operands\[1\]"):
        NS.einsum("ij,jk->ik", x, x)
    with pytest.raises(ivy.ShapeError, match=r"^einsum: operands\[0\] of shape \(2, 3\)"):
        NS.einsum("ijk,jk->i", x, x)
    with pytest.raises(ivy.InvalidArgumentError, match=r"^einsum: equation 'ij' has 1 operand"):
        NS.einsum("ij", x, x)


def test_cholesky_of_a_matrix_that_is_not_positive_definite() -> None:
    x = NS.asarray(-np.eye(2, dtype=np.float32))
    error = _raised(lambda: ivy.to_numpy(NS.linalg.cholesky(x)))
    if BACKEND in ("jax", "tensorflow"):  # NaN, as inside compiled code: see the docstring
        assert error is None
        assert np.isnan(ivy.to_numpy(NS.linalg.cholesky(x))).any()
    else:
        assert isinstance(error, ivy.InvalidArgumentError), error
        assert str(error).startswith("cholesky: x must be positive-definite")
    assert float(ivy.to_numpy(NS.sum(NS.ones(2)))) == 2.0  # the framework still answers


def test_integer_input_where_floats_are_taken_names_the_argument() -> None:
    # numpy's max pooling padded integers with -inf (OverflowError); torch refuses int weights
    x = NS.asarray(np.ones((1, 4, 4, 2), np.int32))
    error = _raised(lambda: NS.max_pool2d(x, 2, 2, "VALID"))
    # paddle has no integer kernel: an UnsupportedError naming the function
    assert error is None or (isinstance(error, ivy.IvyError) and "max_pool2d" in str(error))
    weight = NS.asarray(np.ones((3, 2), np.int32))
    error = _raised(lambda: NS.linear(NS.ones((4, 2)), weight))
    assert error is None or (isinstance(error, ivy.DtypeError) and "linear: weight" in str(error))


def test_axis_and_size_out_of_range_name_the_argument() -> None:
    x = NS.ones((2, 3))
    with pytest.raises(ivy.AxisError, match=r"^sum: axis 99"):
        NS.sum(x, axis=99)
    with pytest.raises(ivy.IvyError, match=r"^fourier_encode: num_bands"):
        NS.fourier_encode(NS.ones((2, 1)), 10.0, num_bands=-3)


def test_jvp_without_a_floating_point_primal() -> None:
    primal = NS.asarray(np.ones(3, np.int32))
    error = _raised(lambda: NS.jvp(NS.sin, [primal], [NS.ones(3)]))
    if not (BACKEND == "numpy" and isinstance(error, ivy.UnsupportedError)):
        assert error is None or (isinstance(error, ivy.IvyError) and "jvp" in str(error)), error
