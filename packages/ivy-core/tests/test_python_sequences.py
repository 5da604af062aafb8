"""Python sequences where an array is taken: converted the same way on every backend.

An api function that takes an array also takes nested lists and tuples of numbers, as numpy's
functions do: the first call raises on most frameworks (torch, jax and paddle take no lists), and
the api converts the sequences with ``ivy.asarray`` and calls again (``ivy._common.recover``), so
that calls with arrays pay nothing. Argument checks that run before the call
(``ivy.check_shape``, dtype checks) refuse a sequence with ``NotAnArrayError`` naming the function
and the argument, on every backend alike, instead of misreading its shape.
"""

import inspect

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.calls import SPECS, TAKES_ANYTHING, bound_call
from ivy.testing.fixtures import BACKEND

VECTOR = [0.25, 0.5, 1.0]
MATRIX = [[1.0, 2.0], [3.0, 4.0]]

# (function, arguments with sequences, numpy reference of the same arguments as float arrays)
CALLS = [
    ("sin", (VECTOR,), {}, lambda: np.sin(VECTOR)),
    ("exp", (tuple(VECTOR),), {}, lambda: np.exp(VECTOR)),
    ("sqrt", (VECTOR,), {}, lambda: np.sqrt(VECTOR)),
    ("negative", (MATRIX,), {}, lambda: np.negative(MATRIX)),
    ("abs", ([-1.0, 2.0],), {}, lambda: np.abs([-1.0, 2.0])),
    ("tanh", (VECTOR,), {}, lambda: np.tanh(VECTOR)),
    ("relu", ([-1.0, 2.0],), {}, lambda: np.maximum([-1.0, 2.0], 0.0)),
    ("add", (VECTOR, VECTOR), {}, lambda: np.add(VECTOR, VECTOR)),
    ("multiply", (MATRIX, [2.0, 3.0]), {}, lambda: np.multiply(MATRIX, [2.0, 3.0])),
    ("maximum", (VECTOR, [0.3, 0.3, 0.3]), {}, lambda: np.maximum(VECTOR, 0.3)),
    ("sum", (MATRIX,), {"axis": 1}, lambda: np.sum(MATRIX, axis=1)),
    ("mean", (MATRIX,), {}, lambda: np.mean(MATRIX)),
    ("max", (MATRIX,), {"axis": 0}, lambda: np.max(MATRIX, axis=0)),
    ("min", (VECTOR,), {}, lambda: np.min(VECTOR)),
    ("prod", (VECTOR,), {}, lambda: np.prod(VECTOR)),
    ("var", (VECTOR,), {}, lambda: np.var(VECTOR)),
    ("std", (MATRIX,), {"axis": 0}, lambda: np.std(MATRIX, axis=0)),
    ("matmul", (MATRIX, MATRIX), {}, lambda: np.matmul(MATRIX, MATRIX)),
    ("cumsum", (VECTOR,), {}, lambda: np.cumsum(VECTOR)),
    ("cumulative_prod", (VECTOR,), {}, lambda: np.cumprod(VECTOR)),
    ("squeeze", ([VECTOR], 0), {}, lambda: np.asarray(VECTOR)),
    ("permute_dims", (MATRIX, (1, 0)), {}, lambda: np.transpose(MATRIX)),
    ("swapaxes", (MATRIX, 0, 1), {}, lambda: np.swapaxes(MATRIX, 0, 1)),
    ("moveaxis", ([MATRIX], 0, -1), {}, lambda: np.moveaxis([MATRIX], 0, -1)),
    ("det", (MATRIX,), {}, lambda: np.linalg.det(MATRIX)),
    # checks before the call read a sequence's shape as that of the array it makes
    ("diff", (MATRIX,), {"axis": -1}, lambda: np.diff(MATRIX, axis=-1)),
    ("repeat", (MATRIX, 2), {"axis": -1}, lambda: np.repeat(MATRIX, 2, axis=-1)),
    (
        "layer_norm",
        ([[1.0, 3.0], [2.0, 4.0]], (2,)),
        {"epsilon": 0.0},
        lambda: np.array([[-1.0, 1.0], [-1.0, 1.0]]),
    ),
    # a (1, 3, 1) sequence convolved with a (2, 1, 1) kernel, plus a bias: filters and bias too
    (
        "conv1d",
        ([[[1.0], [2.0], [4.0]]], [[[0.5]], [[1.0]]], 1, "VALID"),
        {"bias": [0.25]},
        lambda: np.array([[[2.75], [5.25]]]),
    ),
]


def _native_type():
    return type(ivy.asarray(np.zeros(1, np.float32), backend=BACKEND))


@pytest.mark.parametrize(("name", "args", "kwargs", "reference"), CALLS, ids=[c[0] for c in CALLS])
@pytest.mark.parametrize("selection", ["global", "namespace"])
def test_sequences_are_converted_like_arrays(name, args, kwargs, reference, selection):
    fn = getattr(getattr(ivy, BACKEND) if selection == "namespace" else ivy, name)
    if name == "det":  # the linalg functions refuse sequences in their dtype check
        with pytest.raises(ivy.NotAnArrayError, match=r"det: x must be an array; got list"):
            fn(*args, **kwargs)
        return
    result = fn(*args, **kwargs)
    assert type(result) is _native_type()
    assert ivy.isdtype(ivy.dtype(result), "real floating")
    assert_allclose(result, np.asarray(reference(), dtype=np.asarray(ivy.to_numpy(result)).dtype))


def test_integer_sequences_take_ivys_default_integer_dtype():
    result = ivy.add([1, 2], [3, 4])
    assert type(result) is _native_type()
    assert ivy.dtype(result) == ivy.dtype(ivy.asarray([1, 2]))
    assert ivy.to_list(result) == [4, 6]


def test_a_sequence_beside_an_array_takes_the_array_backend():
    x = ivy.asarray(np.asarray(VECTOR, np.float32))
    result = ivy.subtract(x, [0.25, 0.25, 0.25])
    assert type(result) is type(x)
    assert_allclose(result, np.asarray([0.0, 0.25, 0.75], np.float32))


def test_sequences_are_converted_before_shape_checks_of_multiple_results():
    # These check shapes before the call, which read a list's shape as (): the error path
    # converts the list and calls again.
    assert [ivy.to_list(i) for i in ivy.nonzero([[0, 1], [2, 0]])] == [[0, 1], [1, 0]]
    parts = ivy.split([*VECTOR, 2.0], 2)
    assert [ivy.to_list(p) for p in parts] == [[0.25, 0.5], [1.0, 2.0]]
    y, mean, variance = ivy.batch_norm(MATRIX, [0.0, 0.0], [1.0, 1.0], epsilon=0.0)
    assert type(y) is _native_type() and ivy.dtype(y) == ivy.float32
    assert_allclose(y, np.asarray(MATRIX, np.float32))
    assert ivy.to_list(mean) == [0.0, 0.0] and ivy.to_list(variance) == [1.0, 1.0]


@pytest.mark.skipif(BACKEND == "jax", reason="jax.device_put maps a list (a pytree) to a list")
def test_to_device_converts_a_sequence():
    result = getattr(ivy, BACKEND).to_device(VECTOR, "cpu")
    assert type(result) is _native_type()
    assert_allclose(result, np.asarray(VECTOR, np.float32))


def test_sequences_keep_the_functions_own_errors():
    # Converted first, then the function's own check names the argument.
    with pytest.raises(ivy.ShapeError, match="add: x1 of shape"):
        ivy.add([1.0, 2.0], [1.0, 2.0, 3.0])
    with pytest.raises(ivy.AxisError, match="sum"):
        ivy.sum([1.0, 2.0], axis=3)


@pytest.mark.parametrize(
    "value", [[[1.0], [2.0, 3.0]], ["a", "b"], [1.0, None]], ids=["ragged", "strings", "none"]
)
def test_sequences_that_make_no_array_are_refused_by_name(value):
    with pytest.raises(ivy.NotAnArrayError, match=r"sin: x must be an array, or nested sequences"):
        ivy.sin(value)
    assert isinstance(ivy.NotAnArrayError("x"), TypeError)


def test_check_shape_refuses_a_sequence_by_name():
    # Domain libraries check shapes before any ivy call: a list's shape is not read as ().
    with pytest.raises(
        ivy.NotAnArrayError,
        match=r"to_rot: q must be an array of shape \(\.\.\., 4\); got list: convert it with "
        r"ivy\.asarray\(q\) first",
    ):
        ivy.check_shape("to_rot", "q", [0.0, 0.0, 0.0, 1.0], ["...", "4"])
    assert ivy.check_shape("to_rot", "q", ivy.asarray([0.0, 0.0, 0.0, 1.0]), ["...", "4"]) == {}


def test_arrays_are_not_converted_again():
    # The conversion runs only where the framework raised: an array goes to it untouched.
    x = ivy.asarray(np.asarray(VECTOR, np.float64))
    assert ivy.dtype(ivy.sin(x)) == ivy.float64


# The api functions that refuse a sequence by name (NotAnArrayError) in these arguments, on
# every backend: checks that read a shape or dtype before the call (check_shape, pooling and
# linalg layouts), index arguments, and functions with no retry. Every other array argument
# is converted as ivy.asarray converts it.
REFUSED = frozenset(
    {
        "adaptive_avg_pool1d:x", "adaptive_avg_pool2d:x", "avg_pool1d:x", "avg_pool2d:x",
        "avg_pool3d:x", "broadcast_to:x", "cholesky:x", "depthwise_conv2d:filters",
        "depthwise_conv2d:x", "det:x", "eig:x", "eigh:x", "eigvals:x", "eigvalsh:x",
        "embedding:weight", "fft:x", "fftn:x", "flip:x", "fourier_encode:x", "gather:indices",
        "gather_nd:indices", "hfft:x", "ifft:x", "ifftn:x", "ihfft:x", "interpolate:x", "inv:x",
        "irfft:x", "irfftn:x", "lars_update:dcdws", "linear:bias", "linear:weight", "lstm:x",
        "lstm_update:init_c", "lstm_update:init_h", "lstm_update:kernel",
        "lstm_update:recurrent_kernel", "lstm_update:x", "matrix_norm:x", "matrix_power:x",
        "matrix_rank:x", "max_pool1d:x", "max_pool2d:x", "max_pool3d:x",
        "multi_head_attention:q_proj_weight", "one_hot:indices", "outer:x1", "outer:x2", "pinv:x",
        "qr:x", "rfft:x", "rfftn:x", "scatter_flat:indices", "scatter_nd:indices", "slogdet:x",
        "solve:x1", "solve:x2", "sparse_cross_entropy:pred", "sparse_cross_entropy:true", "svd:x",
        "svdvals:x", "take:indices", "take_along_axis:indices", "variable:x", "variable_data:x",
        "vector_norm:x", "vector_to_skew_symmetric_matrix:vector",
    }
)  # fmt: skip

# Where the framework's own functions decide: the optimizer updates' pytree leaves go to its
# operators, which take lists on numpy, tensorflow and mxnet and refuse them (by name) on torch,
# jax and paddle; execute_with_gradients' xs is a pytree, whose float leaves mxnet's autograd
# takes; mxnet's sparse_cross_entropy and tensorflow's variable_data take a list as it is.
_FRAMEWORK_DECIDES = frozenset(
    {
        "adam_update:dcdws", "adam_update:mw_tm1", "adam_update:vw_tm1",
        "gradient_descent_update:dcdws", "lamb_update:dcdws", "lamb_update:mw_tm1",
        "lamb_update:vw_tm1", "optimizer_update:effective_grads", "execute_with_gradients:xs",
        "sparse_cross_entropy:pred", "variable_data:x",
    }
)  # fmt: skip


def _sequence_outcome(fn, spec, bound, argument):
    arguments = dict(bound.arguments, **{argument: ivy.to_list(bound.arguments[argument])})
    call = inspect.BoundArguments(bound.signature, arguments)
    try:
        result = fn(*call.args, **call.kwargs)
        if spec.then is not None:
            spec.then(result)
    except ivy.UnsupportedError:
        return "converted"  # the call itself is unsupported here (numpy's gradients)
    except ivy.NotAnArrayError as error:
        named = fn.__name__ in str(error) and argument in str(error)
        return "refused" if named else f"refused without naming both: {error}"
    except ivy.IvyError as error:  # the function's own check of the converted value
        return "converted" if fn.__name__ in str(error) else f"unnamed: {error}"
    except Exception as error:
        return f"raw {type(error).__name__}: {error}"
    return "converted"


@pytest.mark.skipif(BACKEND == "jax", reason="as torch and paddle, whose runs cover the api's path")
@pytest.mark.parametrize("name", sorted(n for n in SPECS if n not in TAKES_ANYTHING))
def test_every_function_converts_a_sequence_or_refuses_it_by_name(name):
    """Each array argument of every call spec, given as a nested list: the call converts it or
    raises NotAnArrayError naming the function and the argument; never a framework's error.

    Which of the two is the api function's, the same on every backend (``REFUSED``), except
    for ``_FRAMEWORK_DECIDES``. Not on jax, whose functions refuse lists as torch's and paddle's do
    (eager jax would compile each call once more).
    """
    try:
        fn, spec, bound = bound_call(BACKEND, name)
    except ivy.UnsupportedError as error:  # mxnet has no complex dtypes
        pytest.skip(str(error))
    problems = []
    for argument, value in bound.arguments.items():
        if ivy.framework.own_backend(value) is None:
            continue
        outcome = _sequence_outcome(fn, spec, bound, argument)
        key = f"{name}:{argument}"
        if outcome not in ("converted", "refused"):
            problems.append(f"{argument}: {outcome}")
        elif key not in _FRAMEWORK_DECIDES and outcome != (
            "refused" if key in REFUSED else "converted"
        ):
            problems.append(f"{argument}: {outcome}, where every backend's is the other")
    assert not problems, f"{name}: " + "; ".join(problems)
