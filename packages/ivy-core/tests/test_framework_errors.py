"""The errors of backend selection: what a misspelt name or two frameworks in one call say."""

import numpy as np
import pytest

import ivy
from ivy.testing.fixtures import BACKEND, no_setting  # noqa: F401  (a fixture)

OTHER_FRAMEWORK = pytest.mark.skipif(
    BACKEND == "numpy", reason="needs a second framework besides numpy; other sessions run it"
)


@pytest.mark.parametrize(
    ("name", "meant"),
    [
        ("pytorch", "torch"),
        ("Torch", "torch"),
        ("tf", "tensorflow"),
        ("tensorflo", "tensorflow"),
        ("np", "numpy"),
        ("numpi", "numpy"),
        ("jnp", "jax"),
        ("jaxx", "jax"),
        ("mx", "mxnet"),
        ("paddlepaddle", "paddle"),
    ],
)
def test_a_misspelt_backend_name_gets_a_suggestion(name, meant):
    for select in (ivy.set_backend, lambda name: ivy.using_backend(name).__enter__()):
        with pytest.raises(ivy.UnknownBackendError) as info:
            select(name)
        assert str(info.value).startswith(f"unknown backend {name!r}: did you mean {meant!r}?")
        assert isinstance(info.value, ValueError)
    with pytest.raises(ivy.UnknownBackendError, match=f"did you mean {meant!r}"):
        ivy.zeros(2, backend=name)


def test_a_name_like_no_backend_gets_the_list():
    with pytest.raises(ivy.UnknownBackendError) as info:
        ivy.set_backend("caffe")
    assert "did you mean" not in str(info.value)
    assert "numpy, torch, jax, tensorflow, paddle, mxnet" in str(info.value)


def test_a_backend_that_is_neither_name_nor_module_is_an_ivy_type_error():
    with pytest.raises(ivy.UnknownBackendError, match="by name or module; got int 3") as info:
        ivy.set_backend(3)
    assert isinstance(info.value, TypeError)
    assert isinstance(info.value, ivy.IvyError)


def _native(values=(1.0, 2.0)):
    return ivy.asarray(np.asarray(values, np.float32), backend=BACKEND)


def _names(x):
    return f"{type(x).__module__}.{type(x).__name__}"


@OTHER_FRAMEWORK
@pytest.mark.usefixtures("no_setting")
def test_mismatch_names_the_function_and_its_arguments():
    x, other = _native(), np.ones(2, np.float32)
    with pytest.raises(ivy.BackendMismatchError) as info:
        ivy.add(x, other)
    assert str(info.value).startswith(
        f"add: arrays of different frameworks in one call (x1 is a {_names(x)}; x2 is a "
        "numpy.ndarray)"
    )
    with pytest.raises(ivy.BackendMismatchError, match=r"^matmul: .*\(x1 is a numpy.ndarray; x2"):
        ivy.matmul(other, x)
    # An argument that holds arrays is named with the index of the one that differs.
    with pytest.raises(ivy.BackendMismatchError, match=r"^concat: .*arrays\[1\] is a numpy"):
        ivy.concat([x, other])
    # Keyword arguments too.
    with pytest.raises(ivy.BackendMismatchError, match=r"^linear: .*bias is a numpy.ndarray"):
        ivy.linear(_native([[1.0, 2.0]]), _native([[1.0, 2.0]]), bias=np.ones(1, np.float32))


@OTHER_FRAMEWORK
@pytest.mark.usefixtures("no_setting")
def test_mismatch_inside_a_domain_function_names_the_ivy_function():
    # The first public function on the stack: the ivy call that received both frameworks.
    def domain_function(a, b):
        return ivy.multiply(a, b)

    with pytest.raises(ivy.BackendMismatchError, match=r"^multiply: .*x2 is a numpy.ndarray"):
        domain_function(_native(), np.ones(2, np.float32))


@pytest.mark.usefixtures("no_setting")
def test_valid_calls_never_look_for_names(monkeypatch):
    # The names are found on the error path only: a call of one framework never walks frames.
    from ivy import framework

    def fail(*args):
        raise AssertionError("a valid call looked up the calling function")

    monkeypatch.setattr(framework, "_calling_function", fail)
    x = _native()
    assert ivy.to_list(ivy.add(x, x)) == [2.0, 4.0]
