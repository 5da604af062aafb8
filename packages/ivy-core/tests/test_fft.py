"""The fft extension (ivy.fft) against numpy.fft, and its errors."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.dtypes import backend_has_dtype, require_dtypes

NORMS = ("backward", "ortho", "forward")
COMPLEX_OF = {"float32": "complex64", "float64": "complex128"}
REAL_OF = {"complex64": "float32", "complex128": "float64"}
TRANSFORMS = ("fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft")


def _signal(shape, dtype, seed=0):
    rng = np.random.default_rng(seed)
    values = rng.standard_normal(shape)
    if dtype.startswith("complex"):
        values = values + 1j * rng.standard_normal(shape)
    return values.astype(dtype)


def _needs_complex():
    require_dtypes("complex64")


# (function, input dtype, result dtype kind, n, axis, norm): one row per case, not a product, so
# jax compiles few shapes.
ONE_D = [
    ("fft", "float32", "complex", None, -1, "backward"),
    ("fft", "complex128", "complex", 5, 0, "ortho"),
    ("fft", "complex64", "complex", 3, -2, "forward"),
    ("ifft", "complex64", "complex", None, -1, "backward"),
    ("ifft", "float64", "complex", 8, 1, "ortho"),
    ("rfft", "float32", "complex", None, -1, "forward"),
    ("rfft", "float64", "complex", 7, 0, "ortho"),
    ("irfft", "complex64", "real", None, -1, "backward"),
    ("irfft", "complex128", "real", 5, 0, "forward"),
    ("hfft", "complex64", "real", None, -1, "ortho"),
    ("hfft", "complex128", "real", 6, 0, "backward"),
    ("ihfft", "float32", "complex", None, -1, "backward"),
    ("ihfft", "float64", "complex", 3, 0, "forward"),
]


@pytest.mark.parametrize(("fn", "dtype", "result", "n", "axis", "norm"), ONE_D)
def test_one_dimensional_transforms_match_numpy(fn, dtype, result, n, axis, norm):
    _needs_complex()
    x = _signal((4, 6), dtype)
    expected = getattr(np.fft, fn)(
        x.astype(np.complex128 if "complex" in dtype else np.float64), n=n, axis=axis, norm=norm
    )
    precision = dtype if dtype in COMPLEX_OF else REAL_OF[dtype]
    out_dtype = COMPLEX_OF[precision] if result == "complex" else precision
    actual = getattr(ivy.fft, fn)(ivy.asarray(x), n=n, axis=axis, norm=norm)
    assert_allclose(actual, expected.astype(out_dtype))


# (function, input dtype, s, axes, norm)
N_D = [
    ("fftn", "complex64", None, None, "backward"),
    ("fftn", "float64", (3, 4), None, "ortho"),
    ("fftn", "complex128", (-1, 5), (0, 2), "forward"),
    ("ifftn", "complex64", None, (-1, 0), "backward"),
    ("ifftn", "complex128", (2,), None, "ortho"),
    ("rfftn", "float32", None, None, "backward"),
    ("rfftn", "float64", (4, 6), (2, 0), "forward"),
    ("irfftn", "complex64", None, None, "backward"),
    ("irfftn", "complex128", (3, 6), (1, 2), "ortho"),
]


@pytest.mark.parametrize(("fn", "dtype", "s", "axes", "norm"), N_D)
def test_n_dimensional_transforms_match_numpy(fn, dtype, s, axes, norm):
    _needs_complex()
    x = _signal((2, 3, 4), dtype)
    wide = x.astype(np.complex128 if "complex" in dtype else np.float64)
    numpy_axes = axes if axes is not None or s is None else tuple(range(3 - len(s), 3))
    numpy_s = (
        s
        if s is None
        else tuple(x.shape[a] if d == -1 else d for d, a in zip(s, numpy_axes, strict=True))
    )
    expected = getattr(np.fft, fn)(wide, s=numpy_s, axes=numpy_axes, norm=norm)
    precision = dtype if dtype in COMPLEX_OF else REAL_OF[dtype]
    out_dtype = precision if fn == "irfftn" else COMPLEX_OF[precision]
    actual = getattr(ivy.fft, fn)(ivy.asarray(x), s=s, axes=axes, norm=norm)
    assert_allclose(actual, expected.astype(out_dtype))


def test_inverse_transforms_round_trip():
    _needs_complex()
    x = _signal((3, 8), "float64")
    for norm in NORMS:
        spectrum = ivy.fft.rfft(ivy.asarray(x), norm=norm)
        assert_allclose(ivy.fft.irfft(spectrum, n=8, norm=norm), x)
        back = ivy.fft.ifftn(ivy.fft.fftn(ivy.asarray(x), norm=norm), norm=norm)
        assert_allclose(back, x.astype(np.complex128))


@pytest.mark.parametrize(("n", "d", "dtype"), [(1, 1.0, None), (4, 1.0, None), (5, 0.5, "float64")])
def test_fftfreq_and_rfftfreq(n, d, dtype):
    expected_dtype = dtype or "float32"
    assert_allclose(
        ivy.fft.fftfreq(n, d=d, dtype=dtype), np.fft.fftfreq(n, d).astype(expected_dtype)
    )
    assert_allclose(
        ivy.fft.rfftfreq(n, d=d, dtype=dtype), np.fft.rfftfreq(n, d).astype(expected_dtype)
    )
    assert ivy.dev(ivy.fft.fftfreq(n, device="cpu")) == "cpu"


@pytest.mark.parametrize("axes", [None, 0, -1, (0, 1)])
def test_fftshift_and_ifftshift(axes):
    x = np.arange(15, dtype=np.float32).reshape(3, 5)
    assert_allclose(ivy.fft.fftshift(ivy.asarray(x), axes=axes), np.fft.fftshift(x, axes))
    assert_allclose(ivy.fft.ifftshift(ivy.asarray(x), axes=axes), np.fft.ifftshift(x, axes))
    shifted = ivy.fft.fftshift(ivy.asarray(x), axes=axes)
    assert_allclose(ivy.fft.ifftshift(shifted, axes=axes), x)


def test_fftshift_centres_fftfreq():
    assert_allclose(
        ivy.fft.fftshift(ivy.fft.fftfreq(5)), np.fft.fftshift(np.fft.fftfreq(5)).astype("float32")
    )


def test_transforms_take_only_floating_input():
    x = ivy.asarray([1, 2, 3])
    for fn in ("fft", "ifft", "fftn", "rfft", "irfft", "hfft", "ihfft"):
        with pytest.raises(ivy.DtypeError, match=f"{fn}: x must have a float32.*; got int64"):
            getattr(ivy.fft, fn)(x)
    if backend_has_dtype("complex64"):
        z = ivy.asarray([1.0, 2.0], dtype="complex64")
        for fn in ("rfft", "rfftn", "ihfft"):
            with pytest.raises(ivy.DtypeError, match=f"{fn}: x must have a float32 or float64"):
                getattr(ivy.fft, fn)(z)
    with pytest.raises(ivy.DtypeError, match="fftfreq: dtype must be float32 or float64"):
        ivy.fft.fftfreq(4, dtype="int32")


def test_transform_argument_errors():
    _needs_complex()
    x = ivy.asarray(_signal((2, 4), "float32"))
    with pytest.raises(ivy.AxisError, match="fft: axis 2 is out of range"):
        ivy.fft.fft(x, axis=2)
    with pytest.raises(ivy.AxisError, match="rfft: axis -3 is out of range"):
        ivy.fft.rfft(x, axis=-3)
    with pytest.raises(ValueError, match="ifft: n must be at least 1; got 0"):
        ivy.fft.ifft(x, n=0)
    with pytest.raises(ValueError, match="ihfft: norm must be one of backward, ortho, forward"):
        ivy.fft.ihfft(x, norm="none")
    with pytest.raises(ValueError, match="fftn: norm must be one of"):
        ivy.fft.fftn(x, norm="none")
    with pytest.raises(ValueError, match=r"fftn: s \(2, 2\) and axes \(1,\) must have the same"):
        ivy.fft.fftn(x, s=(2, 2), axes=(1,))
    with pytest.raises(ivy.AxisError, match=r"rfftn: axes .* repeats an axis"):
        ivy.fft.rfftn(x, axes=(1, -1))
    with pytest.raises(ValueError, match="fftfreq: n must be at least 1; got 0"):
        ivy.fft.fftfreq(0)
    with pytest.raises(ivy.AxisError, match="fftshift: axes 2 is out of range"):
        ivy.fft.fftshift(x, axes=2)


def test_mxnet_has_no_complex_transforms():
    if ivy.current_backend() != "mxnet":
        pytest.skip("mxnet only: the other backends have complex dtypes")
    x = ivy.asarray([1.0, 2.0, 3.0, 4.0])
    for fn in TRANSFORMS:
        expected = "fftn" if fn == "fft" else fn  # fft is answered by the backend's fftn
        with pytest.raises(
            ivy.UnsupportedError, match=f"ivy.{expected} .* mxnet backend: mxnet has no complex"
        ):
            getattr(ivy.fft, fn)(x)
