"""default_device, set_default_device, num_gpus, gpu_is_available and __array_namespace_info__.

This machine has no GPU: the tests assert so, and that asking for one is a clear ivy error.
(dev and to_device are tested in test_general.py.)
"""

import importlib

import pytest

import ivy


def test_no_gpu_here():
    assert ivy.num_gpus() == 0
    assert ivy.gpu_is_available() is False


def test_default_device_is_cpu_and_can_be_set_to_cpu():
    assert ivy.default_device() == "cpu"
    ivy.set_default_device("cpu")
    assert ivy.default_device() == "cpu"
    assert ivy.dev(ivy.zeros(2)) == "cpu"


def test_asking_for_a_gpu_without_one_is_a_clear_error():
    with pytest.raises(ivy.UnsupportedError, match=r"gpu|GPU|cpu device"):
        ivy.set_default_device("gpu:0")
    assert ivy.default_device() == "cpu"
    with pytest.raises(ivy.UnsupportedError, match=r"gpu|GPU|cpu device"):
        ivy.zeros(2, device="gpu:0")
    with pytest.raises(ValueError, match="'tpu' is not a device name"):
        ivy.set_default_device("tpu")


def test_namespace_info_matches_the_standard_interface():
    # The 2025.12 interface, as array_api_strict.__array_namespace_info__() has it (not imported:
    # the mxnet environment lacks it).
    info = ivy.__array_namespace_info__()
    for method in ("capabilities", "default_device", "default_dtypes", "devices", "dtypes"):
        assert callable(getattr(info, method))
    assert set(info.capabilities()) == {
        "boolean indexing",
        "data-dependent shapes",
        "max dimensions",
    }
    capabilities = info.capabilities()
    assert capabilities["max dimensions"] >= 8
    assert capabilities["boolean indexing"] is (ivy.current_backend() != "jax")
    assert info.default_device() == "cpu"
    assert info.devices() == ("cpu",)


def test_namespace_info_dtypes_are_canonical():
    info = ivy.__array_namespace_info__()
    defaults = info.default_dtypes()
    assert defaults["real floating"] == ivy.float32 and isinstance(defaults["indexing"], ivy.Dtype)
    assert defaults["integral"] == defaults["indexing"] == ivy.int64
    assert info.default_dtypes(device="cpu") == defaults
    every = info.dtypes()
    assert {"bool", "int8", "int32", "int64", "uint8", "float32", "float64"} <= set(every)
    assert "float16" not in every and "bfloat16" not in every  # not the standard's dtypes
    assert all(isinstance(d, ivy.Dtype) and d == name for name, d in every.items())
    has_complex = ivy.current_backend() != "mxnet"
    assert ("complex64" in every) is has_complex
    assert ("complex floating" in defaults) is has_complex
    assert set(info.dtypes(kind="signed integer")) <= {"int8", "int16", "int32", "int64"}
    assert set(info.dtypes(kind="bool")) == {"bool"}
    floating = info.dtypes(kind=("real floating", "complex floating"))
    assert {"float32", "float64"} <= set(floating) and "int8" not in floating
    assert info.dtypes(kind="integral", device="cpu") == {
        name: d for name, d in every.items() if "int" in name
    }


def test_namespace_info_is_public_and_bound_in_framework_namespaces():
    assert "__array_namespace_info__" in ivy.api.device.__all__
    name = ivy.current_backend()
    namespace = importlib.import_module(f"ivy.{name}")
    info = namespace.__array_namespace_info__()
    assert name == info.backend.NAME
    assert info.default_device() == "cpu"


def test_framework_namespace_info_reports_native_dtypes():
    name = ivy.current_backend()
    namespace = importlib.import_module(f"ivy.{name}")
    info = namespace.__array_namespace_info__()
    assert info.dtypes()["float32"] == namespace.float32
    assert not isinstance(info.dtypes()["float32"], ivy.Dtype)
    assert info.default_dtypes()["real floating"] == namespace.float32
