"""Bad input raises an ivy error naming the function and the argument, on every backend.

For every api function with a call spec (:data:`ivy.testing.calls.SPECS`), its valid call through
``ivy.<fw>`` is made with one array argument at a time replaced by something that is never an
array (None, a string, a dict, ``object()``) or by another framework's array: the call must raise
an :class:`ivy.IvyError` of the expected kind whose message names the function and the argument.
The known gaps (the framework takes the value on the success path, where ivy checks nothing) are
listed per backend with their reason; a gap that closes fails the test, so the lists only shrink.
On numpy, another framework's array (a torch tensor) must be refused in every array argument:
numpy would convert it through its ``__array__`` or hand it back to that framework, so each
numpy backend function checks its arrays (one type check), and numpy lists no gap. On the other
backends it is a numpy array, which many of their functions take (jax, tensorflow and mxnet
convert it, torch's and paddle's take it beside their own array): not listed there, and tried
in the first array argument only.

The crash guards (kernels that end the process on some input) and the option checks that run
before the call (where a framework silently answers garbage) have a test each.
"""

from __future__ import annotations

import importlib.util
import inspect

import numpy as np
import pytest

import ivy
from ivy.testing.calls import SPECS, TAKES_ANYTHING, bound_call
from ivy.testing.fixtures import BACKEND

NS = getattr(ivy, BACKEND)

NOT_ARRAYS = {"none": None, "str": "abc", "dict": {}, "object": object()}
"""Values that are never an array, by the name the gap lists use."""

EXPECTED = {
    "none": ivy.NotAnArrayError,
    "str": ivy.NotAnArrayError,
    "dict": ivy.NotAnArrayError,
    "object": ivy.NotAnArrayError,
    "other": ivy.BackendMismatchError,
}

"""Functions whose array argument converts or passes through whatever it is given."""

_ACCEPTED_BY_FRAMEWORK = {
    # jax.device_put and jax.lax.stop_gradient take any pytree: None and dicts are empty ones
    "jax": dict.fromkeys(["to_device:x", "variable_data:x"], ("none", "dict")),
    # tensorflow makes a string tensor of a Python string
    "tensorflow": dict.fromkeys(["positive:x", "repeat:x", "roll:x", "variable_data:x"], ("str",)),
    # paddle draws from a string probability without a word
    "paddle": {"bernoulli:probs": ("str",)},
}
"""Backend -> ``function:argument`` -> the kinds of bad value its framework takes."""


def _other_framework_array(values: np.ndarray):
    """The same values as another framework's array: numpy's, or torch's on numpy."""
    if BACKEND != "numpy":
        return values
    if importlib.util.find_spec("torch") is None:
        return None
    import torch

    return torch.as_tensor(values)


def _array_arguments(name: str) -> tuple:
    try:
        fn, spec, bound = bound_call(BACKEND, name)
    except ivy.UnsupportedError as error:  # mxnet has no complex dtypes
        pytest.skip(str(error))
    arrays = [p for p, v in bound.arguments.items() if ivy.framework.own_backend(v) is not None]
    return fn, spec, bound, arrays


def _outcome(fn, spec, bound, argument: str, bad) -> str | None:
    """None where the call raised the expected error naming the function and the argument."""
    arguments = dict(bound.arguments)
    arguments[argument] = bad
    call = inspect.BoundArguments(bound.signature, arguments)
    try:
        result = fn(*call.args, **call.kwargs)
        if spec.then is not None:
            spec.then(result)
    except ivy.UnsupportedError as error:  # no autodiff on numpy: the right answer
        return None if fn.__name__ in str(error) else f"UnsupportedError: {error}"
    except ivy.IvyError as error:
        text = str(error)
        if fn.__name__ in text and argument in text:
            return None
        return f"{type(error).__name__} not naming both: {text[:120]}"
    except Exception as error:
        return f"raw {type(error).__module__}.{type(error).__name__}: {str(error)[:120]}"
    return "accepted"


@pytest.mark.parametrize("name", sorted(n for n in SPECS if n not in TAKES_ANYTHING))
def test_bad_array_argument_raises_ivy_error_naming_it(name: str) -> None:
    fn, spec, bound, arrays = _array_arguments(name)
    gaps = _ACCEPTED_BY_FRAMEWORK.get(BACKEND, {})
    problems, closed = [], []
    for argument in arrays:
        accepted = gaps.get(f"{name}:{argument}", ())
        optional = bound.signature.parameters[argument].default is None
        values = np.asarray(ivy.to_numpy(bound.arguments[argument]))
        # another framework's array for the first array argument only off numpy: jax and
        # tensorflow take numpy arrays, and compiling each such call would cost most of this
        # test's time
        first = argument == arrays[0]
        other = _other_framework_array(values) if first or BACKEND == "numpy" else None
        cases = dict(NOT_ARRAYS, other=other)
        for kind, bad in cases.items():
            if (kind == "other" and bad is None) or (kind == "none" and optional):
                continue
            outcome = _outcome(fn, spec, bound, argument, bad)
            if kind in accepted:
                if outcome is None:
                    closed.append(f"{argument}={kind}")
                continue
            if outcome == "accepted" and kind == "other" and BACKEND != "numpy":
                continue  # a numpy array there: see the module's docstring
            if outcome is not None:
                problems.append(f"{argument}={kind}: {outcome}")
    assert not problems, f"{name}: " + "; ".join(problems)
    assert not closed, f"{name}: known gaps now closed, remove them from the list: {closed}"


def test_error_type_of_each_kind() -> None:
    x = NS.asarray(np.ones(3, np.float32))
    with pytest.raises(ivy.NotAnArrayError, match=r"^add: x1 must be an array"):
        NS.add(None, x)
    with pytest.raises(ivy.NotAnArrayError, match=r"^linear: weight must be an array"):
        NS.linear(NS.ones((2, 3)), None)
    with pytest.raises(ivy.DtypeError, match=r"^zeros: dtype must be a data type"):
        NS.zeros(3, dtype="bogus")
    with pytest.raises(ivy.InvalidArgumentError, match=r"^qr: mode must be 'reduced'"):
        NS.linalg.qr(NS.ones((2, 2)), mode="bogus")
    with pytest.raises(ivy.InvalidArgumentError, match=r"^max_pool2d: kernel must be"):
        NS.max_pool2d(NS.ones((1, 4, 4, 1)), "abc", 2, "VALID")
    if BACKEND in ("torch", "paddle"):  # the others convert numpy arrays silently
        with pytest.raises(ivy.BackendMismatchError, match=r"^sin: x is a .*\bivy\.numpy\.sin"):
            NS.sin(np.ones(3, np.float32))


def test_options_a_framework_would_take_silently() -> None:
    # paddle answered these with infinities and zeros
    with pytest.raises(ivy.InvalidArgumentError, match="vector_norm: ord"):
        NS.vector_norm(NS.ones(3), ord="abc")
    with pytest.raises(ivy.InvalidArgumentError, match="linspace: start and stop must be numbers"):
        NS.linspace(0.0, "abc", 5)
    with pytest.raises(ivy.InvalidArgumentError, match="logspace: start and stop must be numbers"):
        NS.logspace("abc", 1.0, 5)


def test_zero_dimensional_fft_is_a_shape_error() -> None:
    # paddle's n-d transforms abort the process on no axes
    with pytest.raises(ivy.ShapeError, match="fftn: x of shape"):
        NS.fft.fftn(NS.asarray(np.asarray(1.0, np.float32)))
    with pytest.raises(ivy.ShapeError, match="rfftn: x of shape"):
        NS.fft.rfftn(NS.asarray(np.asarray(1.0, np.float32)))


def _raised(call) -> Exception | None:
    """What ``call()`` raised, or None."""
    try:
        call()
    except Exception as error:
        return error
    return None


@pytest.mark.parametrize("name", ["eig", "eigvals"])
def test_eigenvalues_of_non_finite_matrix_raise_or_answer(name: str) -> None:
    # torch's and paddle's general eigenvalue kernels end the process on NaN or infinity
    fn = getattr(NS.linalg, name)
    for bad in (np.nan, np.inf):
        error = _raised(lambda bad=bad: fn(NS.asarray(np.full((3, 3), bad, np.float32))))
        if error is not None and not isinstance(error, ivy.UnsupportedError):  # mxnet
            assert isinstance(error, ivy.IvyError), f"{name}: {type(error).__name__}: {error}"
            assert f"{name}: x" in str(error)


def test_jvp_tangent_of_another_shape_is_a_shape_error() -> None:
    # paddle's jvp crashed the process on it
    error = _raised(lambda: NS.jvp(NS.sin, [NS.zeros((0,))], [NS.ones(3)]))
    if not (BACKEND == "numpy" and isinstance(error, ivy.UnsupportedError)):
        assert isinstance(error, ivy.ShapeError) and "jvp: tangents" in str(error), error


def test_a_failed_call_leaves_the_framework_usable() -> None:
    # mxnet's convolution of bool input failed asynchronously: the next unrelated call raised
    x = NS.asarray(np.ones((1, 10, 4), bool))
    filters = NS.asarray(np.ones((3, 4, 4), np.float32))
    error = _raised(lambda: NS.conv1d(x, filters, 1, "SAME"))  # numpy promotes bool
    if error is not None:
        assert isinstance(error, ivy.IvyError) and "conv1d" in str(error), error
    total = NS.sum(NS.add(NS.ones(2), NS.ones(2)))
    assert float(ivy.to_numpy(total)) == 4.0
    if BACKEND == "mxnet":
        import mxnet

        mxnet.nd.waitall()  # raises the engine's pending error, if any


def test_ivy_error_from_a_backend_names_the_function() -> None:
    # a backend's promotion raised "'object' is not an ivy data type" naming neither
    with pytest.raises(ivy.IvyError, match=r"^add: x1"):
        NS.add(object(), NS.ones(2))
