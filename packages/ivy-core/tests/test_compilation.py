"""ivy.compile: the framework's compiler agrees with eager execution, arrays stay native.

torch.compile takes seconds per function (inductor's cache lives in /tmp), so the torch tests
share the one compiled function of the ``compiled_loss`` fixture.
"""

import contextlib
import inspect

import numpy as np
import pytest

import ivy
from ivy._common import trees
from ivy.container import Container
from ivy.framework import load_backend
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND, no_setting  # noqa: F401  (a fixture)

IDENTITY = BACKEND in ("numpy", "mxnet")  # no function compiler: ivy.compile returns fn
# A fallback to eager (torch) fails every test but those expecting it.
pytestmark = pytest.mark.filterwarnings("error:ivy.compile:RuntimeWarning")
only_torch = pytest.mark.skipif(BACKEND != "torch", reason="torch.compile's own behaviour")

X = np.linspace(-1.0, 1.0, 12).reshape(3, 4)
Y = np.linspace(0.5, -0.5, 8).reshape(4, 2)


def loss(x, y):
    return ivy.sum(ivy.tanh(ivy.matmul(x, y)) ** 2)


def loss_reference(x, y):
    return np.sum(np.tanh(x @ y) ** 2)


def rows(x, n):
    """A Python int that sets the result's shape: static for jax."""
    return ivy.reshape(x, (n, -1))


def arr(values):
    return ivy.asarray(np.asarray(values, dtype=np.float64))


def native(values):
    """An array of the session's backend, whatever the setting."""
    return ivy.asarray(np.asarray(values, dtype=np.float64), backend=BACKEND)


@pytest.fixture(scope="module")
def compiled_loss():
    return ivy.compile(loss)


def test_compiled_agrees_with_eager(compiled_loss):
    x, y = arr(X), arr(Y)
    expected = loss_reference(X, Y)
    assert_allclose(loss(x, y), expected)
    assert_allclose(compiled_loss(x, y), expected)
    assert_allclose(compiled_loss(x, y), expected)  # the second call runs the cached program


def test_compiled_output_is_the_backends_native_array(compiled_loss):
    x = arr(X)
    out = compiled_loss(x, arr(Y))
    assert isinstance(out, type(x))
    assert ivy.current_backend(out) == BACKEND


def test_keeps_the_call_signature(compiled_loss):
    assert inspect.signature(compiled_loss) == inspect.signature(loss)


def test_example_inputs_compile_now_and_select_the_backend():
    x, y = arr(X), arr(Y)
    compiled = ivy.compile(loss, example_inputs=(x, y))
    out = compiled(x, y)
    assert isinstance(out, type(x))
    assert_allclose(out, loss_reference(X, Y))


@pytest.mark.skipif(BACKEND == "torch", reason="compiles a second function; jax/tf cover it")
def test_a_lambda_compiles():
    square_sum = ivy.compile(lambda x: ivy.sum(x * x))
    assert_allclose(square_sum(arr(X)), np.sum(X * X))


@pytest.mark.skipif(BACKEND == "torch", reason="compiles a second function; jax/tf cover it")
def test_static_argnums_and_argnames_recompile_per_value():
    x = arr(np.arange(12.0))
    by_position = ivy.compile(rows, static_argnums=1)
    by_name = ivy.compile(rows, static_argnames="n")
    for n in (2, 3):
        assert_allclose(by_position(x, n), np.arange(12.0).reshape(n, -1))
        assert_allclose(by_name(x, n=n), np.arange(12.0).reshape(n, -1))


@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit specialises shapes; the others need no flag")
def test_jax_needs_static_argnums_for_a_shape_argument():
    # A traced n cannot be a shape (jax's ConcretizationTypeError, or ivy's TypeError naming it).
    with pytest.raises(TypeError):
        ivy.compile(lambda x, n: ivy.zeros((n,)) + x)(arr(1.0), 3)


@pytest.mark.skipif(
    BACKEND not in ("jax", "numpy", "mxnet"),
    reason="tf.function and paddle.jit.to_static take only their own nests; torch's slow compile "
    "is spent on the gradient test",
)
def test_compiled_function_takes_a_container():
    def weighted(c):
        return ivy.sum(c.w * c["inputs"]["x"])

    c = Container({"w": arr([1.0, 2.0]), "inputs": {"x": arr([3.0, -4.0])}})
    out = ivy.compile(weighted)(c)
    assert isinstance(out, type(c.w))
    assert_allclose(out, np.float64(-5.0))


@only_torch
def test_torch_gradients_through_the_compiled_function_equal_eager(compiled_loss):
    import torch

    def gradients(f):
        x, y = (torch.tensor(a, requires_grad=True) for a in (X, Y))
        return torch.autograd.grad(f(x, y), (x, y))

    for compiled, eager in zip(gradients(compiled_loss), gradients(loss), strict=True):
        assert_allclose(compiled, eager.numpy())


def _loop_of_ivy_calls(x, w):
    for _ in range(3):
        x = ivy.tanh(ivy.matmul(x, w))
    return x


def _loop_of_namespace_calls(x, w):
    for _ in range(3):
        x = ivy.torch.tanh(ivy.torch.matmul(x, w))
    return x


@only_torch
@pytest.mark.usefixtures("no_setting")
@pytest.mark.parametrize("setting", ["inferred", "using_backend", "namespace"])
def test_torch_compile_traces_ivy_calls_into_one_graph(setting):
    # Each ivy call reads the backend setting (a context variable, which dynamo cannot trace):
    # without ivy's rule for it, every call broke the graph and the loop ran ten times slower.
    import torch
    from torch._dynamo.utils import counters

    fn = _loop_of_namespace_calls if setting == "namespace" else _loop_of_ivy_calls
    x, w = torch.linspace(-1.0, 1.0, 9).reshape(3, 3), torch.eye(3) / 2
    torch._dynamo.reset()  # each setting traces afresh
    counters.clear()
    with ivy.using_backend("torch") if setting == "using_backend" else contextlib.nullcontext():
        out = ivy.compile(fn)(x, w)
    assert not counters["graph_break"], dict(counters["graph_break"])
    assert counters["stats"]["unique_graphs"] == 1
    assert_allclose(out, np.tanh(np.tanh(np.tanh(x.numpy() @ w.numpy()) @ w.numpy()) @ w.numpy()))


@only_torch
def test_torch_falls_back_to_eager_when_torch_compile_raises(monkeypatch):
    import torch

    def cannot_compile(fn, **options):
        raise RuntimeError("no C compiler found")

    monkeypatch.setattr(torch, "compile", cannot_compile)
    with pytest.warns(RuntimeWarning, match="torch.compile cannot compile loss.*no C compiler"):
        compiled = ivy.compile(loss, backend="torch")
    assert_allclose(compiled(arr(X), arr(Y)), loss_reference(X, Y))


@only_torch
def test_torch_falls_back_to_eager_when_the_first_call_fails_to_compile(monkeypatch):
    import torch

    def compiles_lazily_and_fails(fn, **options):
        def call(*args, **kwargs):
            raise RuntimeError("inductor: C compiler failed")

        return call

    monkeypatch.setattr(torch, "compile", compiles_lazily_and_fails)
    compiled = ivy.compile(loss, backend="torch")
    with pytest.warns(RuntimeWarning, match="runs eagerly .*C compiler failed"):
        assert_allclose(compiled(arr(X), arr(Y)), loss_reference(X, Y))
    assert_allclose(compiled(arr(X), arr(Y)), loss_reference(X, Y))  # eager now, no new warning


@only_torch
def test_torch_an_error_of_fn_itself_is_raised_not_warned(monkeypatch):
    import torch

    monkeypatch.setattr(torch, "compile", lambda fn, **options: fn)
    compiled = ivy.compile(lambda x: x.no_such_method(), backend="torch")
    with pytest.raises(AttributeError, match="no_such_method"):
        compiled(arr(X))


@pytest.mark.skipif(BACKEND != "tensorflow", reason="tf.function's reduce_retracing and XLA")
def test_tensorflow_dynamic_reduces_retracing_and_jit_compile_agrees():
    traces = {}
    for dynamic in (True, False):
        compiled = ivy.compile(lambda x: ivy.sum(x), dynamic=dynamic, backend="tensorflow")
        for n in (2, 3, 4):
            compiled(arr(np.ones(n)))
        traces[dynamic] = compiled.experimental_get_tracing_count()
    # dynamic: the second shape retraces with an unknown dimension, which the third one reuses.
    assert traces == {True: 2, False: 3}
    xla = ivy.compile(loss, jit_compile=True, example_inputs=(arr(X), arr(Y)))
    assert_allclose(xla(arr(X), arr(Y)), loss_reference(X, Y))


@pytest.mark.skipif(not IDENTITY, reason="the backend has a function compiler")
def test_numpy_and_mxnet_return_fn_itself():
    assert ivy.compile(loss, backend=BACKEND) is loss
    assert ivy.compile(loss, example_inputs=(arr(X), arr(Y))) is loss


def test_bad_arguments_raise_naming_them():
    with pytest.raises(TypeError, match="compile: fn must be callable; got int"):
        ivy.compile(3)
    with pytest.raises(TypeError, match="compile: static_argnums must be a int"):
        ivy.compile(loss, static_argnums="n")
    with pytest.raises(TypeError, match="compile: static_argnames must be a str"):
        ivy.compile(loss, static_argnames=[1])


def test_each_backend_compiles_its_own_calls(compiled_loss):
    # The backend answering each call compiles fn for itself, once; numpy runs it as it is.
    with ivy.using_backend("numpy"):
        assert isinstance(compiled_loss(X, Y), np.ndarray | np.generic)
    out = compiled_loss(arr(X), arr(Y))
    assert ivy.current_backend(out) == BACKEND
    assert_allclose(out, loss_reference(X, Y))


@pytest.mark.usefixtures("no_setting")
def test_inferred_calls_compile_by_their_arguments_framework(compiled_loss):
    out = compiled_loss(native(X), native(Y))
    assert ivy.current_backend(out) == BACKEND
    assert_allclose(out, loss_reference(X, Y))
    assert isinstance(compiled_loss(X, Y), np.ndarray | np.generic)  # numpy: fn as it is
    assert ivy.current_backend(compiled_loss(native(X), native(Y))) == BACKEND


@pytest.mark.skipif(BACKEND != "jax", reason="jax's programs (jaxprs) are comparable")
@pytest.mark.usefixtures("no_setting")
def test_jax_code_written_in_ivy_traces_to_the_native_program():
    import jax
    import jax.numpy as jnp

    def native_loop(x, w):
        for _ in range(10):
            x = jnp.tanh(jnp.matmul(x, w))
        return x

    def ivy_loop(x, w):
        for _ in range(10):
            x = ivy.tanh(ivy.matmul(x, w))
        return x

    x, w = native(np.linspace(-1.0, 1.0, 9).reshape(3, 3)), native(np.eye(3) / 2)
    assert str(jax.make_jaxpr(ivy_loop)(x, w)) == str(jax.make_jaxpr(native_loop)(x, w))


# The backend inferred from the arguments, with nothing selected: each backend's compiler is
# replaced by one that records the backend and tags the results with it, so these tests see the
# lookup alone (and run in no time on torch).


@pytest.fixture
def compiled_by(monkeypatch):
    """The backends ``ivy.compile`` called on, in order; results come back as ``(backend, out)``."""
    calls = []
    for name in {"numpy", BACKEND}:

        def fake_compile(fn, /, *, _name=name, **options):
            calls.append(_name)
            return lambda *args, **kwargs: (_name, fn(*args, **kwargs))

        monkeypatch.setattr(load_backend(name), "compile", fake_compile)
    return calls


@pytest.fixture
def walks(monkeypatch):
    """Counts the walks of the arguments' pytree leaves (the slow lookup)."""
    count = [0]
    tree_leaves = trees.tree_leaves

    def counted(tree):
        count[0] += 1
        return tree_leaves(tree)

    monkeypatch.setattr(trees, "tree_leaves", counted)
    return count


def pair(x, y=None):
    return x


@pytest.mark.usefixtures("no_setting")
def test_inferred_backend_follows_the_argument_types(compiled_by):
    compiled = ivy.compile(pair)
    assert compiled(X, Y)[0] == "numpy"
    assert compiled(native(X), native(Y))[0] == BACKEND
    assert compiled(X, Y)[0] == "numpy"  # back to numpy arrays: numpy answers again
    assert compiled(native(X), 2.0)[0] == BACKEND
    assert compiled_by == list(dict.fromkeys(["numpy", BACKEND]))  # each compiled once


@pytest.mark.usefixtures("no_setting")
def test_inferred_backend_walks_the_arguments_once_per_type_signature(compiled_by, walks):
    compiled = ivy.compile(pair)
    x, y = native(X), native(Y)
    for _ in range(3):
        assert compiled(x, y)[0] == BACKEND
    assert walks[0] == 1
    for _ in range(3):
        assert compiled(x, y=None)[0] == BACKEND  # None, by keyword: a signature of its own
    assert walks[0] == 2
    with ivy.using_backend("numpy"):  # a setting answers before the cache, without a walk
        assert compiled(x, y)[0] == "numpy"
    assert walks[0] == 2


@pytest.mark.usefixtures("no_setting")
def test_inferred_backend_of_pytree_arguments_is_their_leaves(compiled_by, walks):
    # A dict's type says nothing of its leaves: such calls walk them every time.
    compiled = ivy.compile(pair)
    assert compiled({"w": native(X), "b": [native(Y), 1.0]})[0] == BACKEND
    assert compiled({"w": X, "b": [Y, 1.0]})[0] == "numpy"
    assert compiled(Container(w=native(X)))[0] == BACKEND
    assert compiled(Container(w=X))[0] == "numpy"
    assert compiled([native(X)], y=(native(Y), None))[0] == BACKEND
    assert walks[0] == 5


@pytest.mark.skipif(BACKEND == "numpy", reason="needs a second framework besides numpy")
@pytest.mark.usefixtures("no_setting")
def test_inferred_backend_of_mixed_frameworks_raises_mismatch(compiled_by):
    compiled = ivy.compile(pair)
    compiled(X, Y), compiled(native(X), native(Y))  # both signatures of one framework cached
    for args in (
        (X, native(Y)),
        (native(X), Y),
        ({"w": X, "b": native(Y)},),
        (Container(w=native(X)), Y),
    ):
        with pytest.raises(ivy.BackendMismatchError, match="different frameworks"):
            compiled(*args)
    with pytest.raises(ivy.BackendMismatchError):
        compiled(native(X), y=Y)
    assert compiled_by == ["numpy", BACKEND]  # nothing compiled for the mixed calls


def _autograph_error(fn):
    """Why tf.function's AutoGraph cannot convert ``fn``, or None."""
    import tensorflow as tf

    try:
        tf.autograph.to_graph(fn)
    except Exception as error:
        return f"{type(error).__name__}: {error}"
    return None


@pytest.mark.skipif(BACKEND != "tensorflow", reason="tf.function's AutoGraph")
def test_autograph_converts_every_api_function():
    # tf.function converts the functions a traced function calls; one it cannot convert is run
    # as it is, after a warning per function (an assignment expression did that to all of them).
    from ivy.api import FUNCTIONS

    failed = {name: _autograph_error(fn) for name, fn in FUNCTIONS.items()}
    assert not {name: error for name, error in failed.items() if error}


def _seen_traced(x):
    """x, with is_traced's answer on x inside the call kept in TRACED."""
    TRACED.append(ivy.is_traced(x))
    return ivy.sum(x * x)


TRACED = []


def test_is_traced_inside_compiled_and_transformed_functions_only():
    x = native([1.0, 2.0])
    assert ivy.is_traced(x) is False
    TRACED.clear()
    assert_allclose(ivy.compile(_seen_traced, backend=BACKEND)(x), 5.0)
    # traced once, at compilation (numpy and mxnet run fn eagerly)
    assert [not IDENTITY] == TRACED
    if BACKEND == "numpy":
        return
    TRACED.clear()
    with ivy.using_backend(BACKEND):
        assert_allclose(ivy.grad(_seen_traced)(x), [2.0, 4.0])
    # jax's and torch.func's gradients trace their input; tensorflow, paddle and mxnet record
    # a tape of concrete tensors.
    assert [BACKEND in ("jax", "torch")] == TRACED


def _plus_constant(x):
    return x + ivy.asarray([0.2, 0.1], dtype="float64")


def test_python_floats_in_a_compiled_function_stay_float64():
    # paddle's full-graph transcription once wrote them through float32 (0.2000000030).
    out = ivy.compile(_plus_constant, backend=BACKEND)(native([0.0, 0.0]))
    np.testing.assert_array_equal(ivy.to_numpy(out), np.array([0.2, 0.1]))
