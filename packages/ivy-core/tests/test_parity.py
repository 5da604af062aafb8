"""Every backend defines every api function with the api's parameters, or lists it as
unsupported; and the public surface is the api itself."""

import ast
import functools
import importlib
import importlib.util
import inspect
import sys
import textwrap

import pytest

import ivy
from ivy import framework
from ivy._common.dtypes import DTYPES
from ivy.api import COMPOSITES, EXTENSIONS, FUNCTIONS, TOP_LEVEL
from ivy.backends import HOOKS
from ivy.testing import dtypes as testing_dtypes


def _backend_or_skip(name):
    if name not in sys.modules and importlib.util.find_spec(name) is None:
        pytest.skip(f"{name} is not installed here; its own nox session checks this backend")
    return framework.load_backend(name)


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_backend_defines_every_api_function_and_hook(name):
    backend = _backend_or_skip(name)
    missing = [f for f in FUNCTIONS if f not in COMPOSITES and not hasattr(backend, f)]
    assert missing == [], f"{name} backend lacks {missing}"
    assert [h for h in HOOKS if not hasattr(backend, h)] == []
    assert name == backend.NAME


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_backend_parameters_match_the_api(name):
    backend = _backend_or_skip(name)
    for fname, api_fn in FUNCTIONS.items():
        if fname in COMPOSITES or fname in backend.UNSUPPORTED:
            continue
        impl = getattr(backend, fname)
        if not (inspect.isfunction(impl) and impl.__module__.startswith("ivy.backends.")):
            continue  # bound straight to a native function: the api's tests check it
        expected = [p for p in inspect.signature(api_fn).parameters if p != "backend"]
        actual = list(inspect.signature(impl).parameters)
        assert actual == expected, f"{name}.{fname}{inspect.signature(impl)}"


def _own_backend_calls(fn):
    """The calls ``b.<fn's name>(...)`` in ``fn``'s source."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "b"
        and node.func.attr == fn.__name__
    ]


def test_api_functions_pass_arguments_to_their_backend_function_by_position():
    # CPython inlines a call by position of a function without keyword-only parameters, and no
    # call with keywords: ~0.1 us a call. (**options and keyword-only parameters after *args
    # cannot go by position.)
    by_keyword = [
        name
        for name, fn in FUNCTIONS.items()
        for call in _own_backend_calls(fn)
        if call.keywords
        and all(keyword.arg is not None for keyword in call.keywords)
        and not any(isinstance(arg, ast.Starred) for arg in call.args)
    ]
    assert by_keyword == []


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_backend_functions_take_the_api_arguments_by_position(name):
    backend = _backend_or_skip(name)
    refused = []
    for fname, api_fn in FUNCTIONS.items():
        if fname in COMPOSITES or fname in backend.UNSUPPORTED:
            continue
        parameters = [
            p for p in inspect.signature(api_fn).parameters.values() if p.name != "backend"
        ]
        if any(p.kind is inspect.Parameter.VAR_POSITIONAL for p in parameters):
            continue
        try:
            signature = inspect.signature(getattr(backend, fname))
        except (TypeError, ValueError):
            continue  # a builtin without a signature (torch's): the api's tests call it
        try:
            signature.bind(*parameters)
        except TypeError:
            refused.append(f"{fname}{signature}")
    assert refused == [], f"{name} backend functions take some api arguments by keyword only"


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_composites_are_not_reimplemented_by_backends(name):
    backend = _backend_or_skip(name)
    assert [f for f in COMPOSITES if hasattr(backend, f)] == []


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_unsupported_functions_raise_naming_backend_and_function(name):
    backend = _backend_or_skip(name)
    for fname, reason in backend.UNSUPPORTED.items():
        assert fname in FUNCTIONS and reason, (fname, reason)
        with pytest.raises(ivy.UnsupportedError, match=f"ivy.{fname} .* {name} backend"):
            getattr(backend, fname)()


def test_every_api_function_is_public_as_itself():
    for fname, fn in FUNCTIONS.items():
        public = ivy.fft if fname in EXTENSIONS["fft"] else ivy
        assert getattr(public, fname) is fn, fname
        assert fn.__module__.startswith("ivy.api."), fname
        assert fn.__doc__ and "Returns:" in fn.__doc__, f"{fname} lacks a Google-style docstring"


def test_canonical_dtypes_are_public():
    for name in (
        "bool",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "complex64",
        "complex128",
    ):
        dtype = getattr(ivy, name)
        assert isinstance(dtype, ivy.Dtype) and dtype == name
        assert repr(dtype) == f"ivy.{name}"


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_namespace_holds_every_function_and_native_dtypes(name):
    backend = _backend_or_skip(name)
    namespace = importlib.import_module(f"ivy.{name}")
    for fname in TOP_LEVEL:
        fn = getattr(namespace, fname)
        assert fn.__module__ == f"ivy.{name}", fname
        assert "backend" not in inspect.signature(fn).parameters, fname
    for extension, names in EXTENSIONS.items():
        submodule = getattr(namespace, extension)
        assert sorted(submodule.__all__) == sorted(names)
        for fname in names:
            assert getattr(submodule, fname).__module__ == f"ivy.{name}", fname
    assert namespace.__array_api_version__ == ivy.__array_api_version__ == "2025.12"
    assert (namespace.pi, namespace.e, namespace.newaxis) == (ivy.pi, ivy.e, None)
    assert namespace.float32 == backend.native_dtype("float32")
    assert not isinstance(namespace.float32, ivy.Dtype)


# What every backend has (mxnet has no int16 and no complex dtypes). jax has the 64-bit ones only
# in its 64-bit mode, and says so.
CORE_DTYPES = ("bool", "int8", "int32", "int64", "uint8", "float32", "float64")


@pytest.mark.parametrize("name", framework.BACKENDS)
@pytest.mark.parametrize("dtype", list(DTYPES))
def test_backend_has_the_core_dtypes_and_names_the_ones_it_lacks(name, dtype):
    backend = _backend_or_skip(name)
    if name == "jax" and dtype in ("int64", "uint64", "float64", "complex128"):
        import jax

        if not jax.config.jax_enable_x64:
            with pytest.raises(ivy.UnsupportedError, match="JAX_ENABLE_X64=1"):
                backend.native_dtype(dtype)
            return
    if dtype in CORE_DTYPES or testing_dtypes.backend_has_dtype(dtype, backend=name):
        assert backend.as_ivy_dtype(backend.native_dtype(dtype)) == dtype
        return
    with pytest.raises(ivy.UnsupportedError, match=f"the {name} backend has no {dtype} data type"):
        backend.native_dtype(dtype)


def test_extensions_hold_exactly_their_names():
    assert sorted(ivy.linalg.__all__) == sorted(EXTENSIONS["linalg"])
    assert sorted(ivy.fft.__all__) == sorted(EXTENSIONS["fft"])
    for fname in EXTENSIONS["linalg"]:
        assert getattr(ivy.linalg, fname) is FUNCTIONS[fname] is getattr(ivy, fname)
    assert set(EXTENSIONS["fft"]).isdisjoint(TOP_LEVEL)


# Calls a framework has no kernel for, and the start of what it says: ivy raises UnsupportedError
# naming the api function and the backend, with the framework's reason.
_MISSING_KERNELS = {
    "torch": [
        ("uint32", "add", 2, '"add_stub" not implemented'),
        ("uint64", "less", 2, '"lt_cpu" not implemented'),
        ("uint16", "argmax", 1, '"argmax_cpu" not implemented'),  # explained by a helper
    ],
    "paddle": [
        ("float16", "sin", 1, r"\(NotFound\) The kernel with key"),
        ("float16", "add", 2, r"\(NotFound\) The kernel with key"),
    ],
}


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_a_missing_kernel_raises_unsupported_naming_function_and_backend(name):
    backend = _backend_or_skip(name)
    namespace = getattr(ivy, name)
    for dtype, fname, arity, reason in _MISSING_KERNELS.get(name, []):
        x = namespace.astype(namespace.asarray([1, 2]), backend.native_dtype(dtype))
        # backend=: under another global setting, ivy.<fname> of these arrays is a mismatch.
        top_level = functools.partial(getattr(ivy, fname), backend=name)
        for fn in (top_level, getattr(namespace, fname)):
            with pytest.raises(
                ivy.UnsupportedError,
                match=f"ivy.{fname} is not supported by the {name} backend for these inputs: "
                + reason,
            ) as caught:
                fn(*[x] * arity)
            assert caught.value.__suppress_context__  # the framework's traceback is hidden


@pytest.mark.parametrize("name", framework.BACKENDS)
def test_missing_kernel_is_false_for_other_errors(name):
    backend = _backend_or_skip(name)
    for error in (
        ValueError("(NotFound) The kernel with key"),
        NotImplementedError("something else"),
        RuntimeError("shapes do not match"),
        ivy.UnsupportedError("ivy.add is not supported"),
    ):
        assert not backend.missing_kernel(error), error
