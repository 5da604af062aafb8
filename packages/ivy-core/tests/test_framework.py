"""Which backend answers a call: local, global, inferred, default, and their precedence."""

import asyncio
import importlib
import importlib.util
import inspect
import sys
import threading
import types

import numpy as np
import pytest

import ivy
from ivy import framework
from ivy.api import FUNCTIONS
from ivy.testing.fixtures import BACKEND, needs_autodiff

OTHER_FRAMEWORK = pytest.mark.skipif(
    BACKEND == "numpy", reason="needs a second framework besides numpy; other sessions run it"
)


@pytest.fixture
def no_setting():
    """Clears the session's global backend for one test, restoring it afterwards."""
    tokens = framework._setting.set(None), framework._below.set(None)
    yield
    framework._setting.reset(tokens[0])
    framework._below.reset(tokens[1])


def native(values=(1.0, 2.0, 3.0)):
    """An array of the session's backend."""
    return ivy.asarray(np.asarray(values, dtype=np.float32), backend=BACKEND)


def test_default_is_numpy_without_arrays_or_setting(no_setting):
    assert ivy.current_backend() == "numpy"
    assert type(ivy.zeros(2)) is np.ndarray


def test_inference_from_argument_types(no_setting):
    x = native()
    assert ivy.current_backend(x) == BACKEND
    assert type(ivy.add(x, x)) is type(x)
    assert ivy.current_backend(np.ones(2)) == "numpy"


def test_python_scalars_are_skipped_by_inference(no_setting):
    x = native()
    assert ivy.current_backend(2.0, x, None) == BACKEND
    assert type(ivy.multiply(3, x)) is type(x)


def test_numpy_scalars_mix_with_any_framework(no_setting):
    x = native()
    assert ivy.current_backend(x, np.float32(2.0)) == BACKEND


@OTHER_FRAMEWORK
def test_arrays_of_two_frameworks_raise_mismatch(no_setting):
    with pytest.raises(ivy.BackendMismatchError, match="different frameworks") as info:
        ivy.add(np.ones(3, np.float32), native())
    assert isinstance(info.value, TypeError)
    assert "numpy.ndarray" in str(info.value)


def test_global_setting_answers_calls_without_arrays(no_setting):
    ivy.set_backend(BACKEND)
    assert ivy.current_backend() == BACKEND
    assert type(ivy.zeros(2)) is type(native())
    ivy.unset_backend()
    assert ivy.current_backend() == "numpy"


def test_set_backend_stacks_and_unset_restores_the_previous(no_setting):
    ivy.set_backend("numpy")
    ivy.set_backend(BACKEND)
    assert ivy.current_backend() == BACKEND
    ivy.unset_backend()
    assert ivy.current_backend() == "numpy"
    ivy.unset_backend()
    ivy.unset_backend()  # more unsets than sets is harmless
    assert ivy.current_backend() == "numpy"


def test_set_framework_names_are_the_same_functions():
    assert ivy.set_framework is ivy.set_backend
    assert ivy.unset_framework is ivy.unset_backend


def test_using_backend_nests_and_restores_even_on_error(no_setting):
    with ivy.using_backend(BACKEND):
        assert ivy.current_backend() == BACKEND
        with ivy.using_backend("numpy"):
            assert ivy.current_backend() == "numpy"
        assert ivy.current_backend() == BACKEND
        with pytest.raises(RuntimeError), ivy.using_backend("numpy"):
            raise RuntimeError
        assert ivy.current_backend() == BACKEND
    assert ivy.current_backend() == "numpy"


def test_backend_may_be_given_as_a_module(no_setting):
    assert ivy.current_backend() == "numpy"
    with ivy.using_backend(np):
        assert ivy.current_backend() == "numpy"
    with ivy.using_backend(sys.modules[type(native()).__module__.partition(".")[0]]):
        assert ivy.current_backend() == BACKEND
    namespace = importlib.import_module(f"ivy.{BACKEND}")
    with ivy.using_backend(namespace):
        assert ivy.current_backend() == BACKEND


def test_unknown_backend_names_raise_value_error():
    with pytest.raises(ivy.UnknownBackendError, match="unknown backend 'pytorch'") as info:
        ivy.set_backend("pytorch")
    assert isinstance(info.value, ValueError)
    with pytest.raises(ivy.UnknownBackendError, match="by name or module") as info:
        ivy.zeros(2, backend=3)
    assert isinstance(info.value, TypeError)


def test_global_setting_beats_inference(no_setting):
    x = native()
    with ivy.using_backend("numpy"):
        assert ivy.current_backend(x) == "numpy"


def test_local_selection_beats_global_setting(no_setting):
    with ivy.using_backend("numpy"):
        assert type(ivy.zeros(2, backend=BACKEND)) is type(native())
        namespace = importlib.import_module(f"ivy.{BACKEND}")
        assert type(namespace.zeros(2)) is type(native())
    with ivy.using_backend(BACKEND):
        assert type(ivy.zeros(2, backend="numpy")) is np.ndarray
        assert type(ivy.numpy.zeros(2)) is np.ndarray


def test_namespaces_answer_with_their_framework_whatever_the_setting(no_setting):
    namespace = importlib.import_module(f"ivy.{BACKEND}")
    assert namespace is getattr(ivy, BACKEND)
    x = native()
    assert type(namespace.add(x, x)) is type(x)
    with ivy.using_backend("numpy"):
        assert type(namespace.ones(3)) is type(x)


def _names(code: types.CodeType) -> set[str]:
    """The global and attribute names that ``code`` and the functions nested in it use."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _names(const)
    return names


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_every_api_function_looks_up_the_selected_backend_first(name):
    # A namespace answers with its backend only through selected_backend (ivy._namespace): an
    # api function that went straight to backend_for would answer a namespace call with the
    # global setting or the arrays' framework instead.
    names = _names(FUNCTIONS[name].__code__)
    assert "backend_for" not in names or "selected_backend" in names


def test_backend_may_be_passed_by_position_only_where_it_is_the_only_keyword_only_parameter():
    # ivy.api._plain_at_runtime: such calls are inlined by CPython; the declared signature stays.
    x = native()
    parameter = inspect.signature(ivy.add).parameters["backend"]
    assert parameter.kind is inspect.Parameter.KEYWORD_ONLY
    assert type(ivy.add(x, x, backend=BACKEND)) is type(x)
    assert type(ivy.add(x, x, BACKEND)) is type(x)
    with pytest.raises(ValueError, match="unknown backend 'float32'"):
        ivy.add(x, x, "float32")
    with pytest.raises(TypeError):
        ivy.sum(x, 0)  # other keyword-only parameters stay keyword-only
    with pytest.raises(TypeError):
        ivy.result_type(x, BACKEND)  # *args: a string there is a dtype-like argument, not backend


def test_namespace_compile_answers_with_its_framework(no_setting):
    namespace = importlib.import_module(f"ivy.{BACKEND}")
    with ivy.using_backend("numpy"):
        compiled = namespace.compile(lambda x: namespace.multiply(x, 2.0))
        assert type(compiled(native())) is type(native())


@needs_autodiff
@pytest.mark.parametrize("fn", ["grad", "value_and_grad", "jac"])
def test_namespace_gradients_answer_with_their_framework(fn, no_setting):
    namespace = importlib.import_module(f"ivy.{BACKEND}")
    x = native()
    with ivy.using_backend("numpy"):  # numpy has no autodiff: answering with it would raise
        out = getattr(namespace, fn)(lambda v: namespace.sum(namespace.multiply(v, v)))(x)
        gradient = out[1] if fn == "value_and_grad" else out
        _, grads = namespace.execute_with_gradients(lambda v: namespace.sum(v * v), x)
    expected = 2 * ivy.to_numpy(x)
    np.testing.assert_allclose(ivy.to_numpy(gradient), expected, rtol=1e-6)
    np.testing.assert_allclose(ivy.to_numpy(grads), expected, rtol=1e-6)


def test_a_setting_in_one_thread_is_invisible_in_another(no_setting):
    seen = {}
    ready, done = threading.Event(), threading.Event()

    def setter():
        ivy.set_backend(BACKEND)
        seen["setter"] = ivy.current_backend()
        ready.set()
        done.wait(5)

    def reader():
        ready.wait(5)
        seen["reader"] = ivy.current_backend()

    threads = [threading.Thread(target=setter), threading.Thread(target=reader)]
    for t in threads:
        t.start()
    threads[1].join(5)
    done.set()
    threads[0].join(5)
    assert seen == {"setter": BACKEND, "reader": "numpy"}
    assert ivy.current_backend() == "numpy"


def test_asyncio_tasks_do_not_see_each_others_blocks(no_setting):
    async def inside_block(entered, release):
        with ivy.using_backend(BACKEND):
            entered.set()
            await release.wait()
            return ivy.current_backend()

    async def outside(entered, release):
        await entered.wait()
        name = ivy.current_backend()
        release.set()
        return name

    async def main():
        entered, release = asyncio.Event(), asyncio.Event()
        return await asyncio.gather(inside_block(entered, release), outside(entered, release))

    assert asyncio.run(main()) == [BACKEND, "numpy"]


def _installed(name):
    return name in sys.modules or importlib.util.find_spec(name) is not None


@pytest.mark.parametrize("name", [b for b in framework.BACKENDS if not _installed(b)])
def test_missing_frameworks_raise_a_clear_error(name, no_setting):
    message = f"ivy.{name} needs {name}, which is not installed: pip install "
    with pytest.raises(ivy.BackendNotInstalledError, match=message):
        ivy.set_backend(name)
    with pytest.raises(ivy.BackendNotInstalledError, match=message):
        ivy.zeros(2, backend=name)
    with pytest.raises(ImportError, match=message):
        getattr(ivy, name)


def test_missing_framework_error_is_raised_before_any_import(monkeypatch):
    # Runs in every session: pretend jax is absent even where it is installed.
    monkeypatch.setattr(framework, "_resolved", {})
    monkeypatch.delitem(sys.modules, "jax", raising=False)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None)
    with pytest.raises(ivy.BackendNotInstalledError, match=r'pip install "jax\[cpu\]" ') as info:
        framework.load_backend("jax")
    # ivy-core is not on PyPI: the extra is named only as a path into a clone.
    assert 'pip install "./packages/ivy-core[jax]"' in str(info.value)
    assert "pip install ivy-core[" not in str(info.value)


def test_dispatch_caches_the_backend_of_each_array_type(no_setting):
    x = native()
    ivy.current_backend(x, 2.0)
    assert framework._backend_of_type[type(x)].NAME == BACKEND
    assert framework._backend_of_type[float] is None
