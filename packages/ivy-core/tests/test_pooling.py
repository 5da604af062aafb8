"""Pooling and interpolation against the loop references of ivy.testing.reference_conv."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing import reference_conv as ref

MAX_POOL = {1: ivy.max_pool1d, 2: ivy.max_pool2d, 3: ivy.max_pool3d}
AVG_POOL = {1: ivy.avg_pool1d, 2: ivy.avg_pool2d, 3: ivy.avg_pool3d}
rng = np.random.default_rng(0)


def _ints(value, n):
    return (value,) * n if isinstance(value, int) else tuple(value)


def _pairs(padding, n):
    if isinstance(padding, str):
        return padding
    return [(padding, padding)] * n if isinstance(padding, int) else padding


def _data(x, data_format):
    """Channels-last x in ``data_format`` (None: channels last)."""
    return np.moveaxis(x, -1, 1) if data_format and data_format[1] == "C" else x


# (spatial dims, data_format, kernel, strides, padding, dilation, ceil_mode, sizes)
POOL_CASES = [
    (1, "NWC", 3, 2, "VALID", 1, False, (7,)),
    (1, "NCW", 2, 2, "SAME", 1, True, (7,)),
    (1, "NWC", 3, 2, [(1, 1)], 2, True, (6,)),
    (2, "NHWC", (3, 2), (2, 1), "SAME", 1, False, (7, 6)),
    (2, "NCHW", 3, 2, 1, 1, True, (6, 7)),
    (2, "NHWC", 2, 3, [(1, 0), (0, 1)], (2, 1), True, (7, 7)),
    (2, "NCHW", 3, 1, "VALID", 2, False, (7, 6)),
    (2, "NHWC", 3, 2, "SAME", 2, False, (6, 6)),
    (3, "NDHWC", 2, 2, "VALID", 1, True, (5, 4, 5)),
    (3, "NCDHW", (3, 2, 2), (1, 2, 2), [(1, 1), (0, 1), (1, 0)], 1, False, (4, 5, 4)),
]
POOL_ARGS = "n, data_format, kernel, strides, padding, dilation, ceil_mode, sizes"


@pytest.mark.parametrize(POOL_ARGS, POOL_CASES)
def test_max_pool(n, data_format, kernel, strides, padding, dilation, ceil_mode, sizes):
    x = rng.standard_normal((2, *sizes, 3))
    result = MAX_POOL[n](
        ivy.asarray(_data(x, data_format)),
        kernel,
        strides,
        padding,
        data_format=data_format,
        dilation=dilation,
        ceil_mode=ceil_mode,
    )
    expected = ref.max_pool(
        x, _ints(kernel, n), _ints(strides, n), _pairs(padding, n), _ints(dilation, n), ceil_mode
    )
    assert_allclose(result, _data(expected, data_format))


@pytest.mark.parametrize("count_include_pad", [False, True])
@pytest.mark.parametrize(POOL_ARGS, POOL_CASES)
def test_avg_pool(
    n, data_format, kernel, strides, padding, dilation, ceil_mode, sizes, count_include_pad
):
    x = rng.standard_normal((2, *sizes, 3))
    result = AVG_POOL[n](
        ivy.asarray(_data(x, data_format)),
        kernel,
        strides,
        padding,
        data_format=data_format,
        count_include_pad=count_include_pad,
        ceil_mode=ceil_mode,
    )
    expected = ref.avg_pool(
        x, _ints(kernel, n), _ints(strides, n), _pairs(padding, n), count_include_pad, ceil_mode
    )
    assert_allclose(result, _data(expected, data_format))


def test_pools_keep_float32():
    x = rng.standard_normal((2, 6, 5, 3)).astype(np.float32)
    assert_allclose(
        ivy.max_pool2d(ivy.asarray(x), 2, 2, "SAME"),
        ref.max_pool(x, (2, 2), (2, 2), "SAME", (1, 1)),
        dtype="float32",
    )
    assert_allclose(
        ivy.avg_pool2d(ivy.asarray(x), 3, 1, 1),
        ref.avg_pool(x, (3, 3), (1, 1), [(1, 1)] * 2),
        dtype="float32",
    )


@pytest.mark.parametrize(
    ("data_format", "sizes", "output_size"),
    [("NWC", (7,), 3), ("NCW", (5,), (5,)), ("NWC", (4,), 7), ("NHWC", (7, 6), (3, 4)),
     ("NCHW", (5, 7), 2), ("NHWC", (4, 5), (6, 1))],
)  # fmt: skip
def test_adaptive_avg_pool(data_format, sizes, output_size):
    n = len(sizes)
    x = rng.standard_normal((2, *sizes, 3))
    fn = ivy.adaptive_avg_pool1d if n == 1 else ivy.adaptive_avg_pool2d
    result = fn(ivy.asarray(_data(x, data_format)), output_size, data_format=data_format)
    expected = ref.adaptive_avg_pool(x, _ints(output_size, n))
    assert_allclose(result, _data(expected, data_format))


_REFERENCE_MODE = {
    "nearest": "nearest",
    "linear": "linear",
    "bilinear": "linear",
    "bicubic": "cubic",
}


@pytest.mark.parametrize(
    ("mode", "data_format", "sizes", "size", "scale_factor", "align_corners"),
    [
        ("nearest", None, (5,), 8, None, False),
        ("nearest", "NCHW", (4, 6), (6, 4), None, False),
        ("nearest", "NDHWC", (2, 3, 4), None, 2, False),
        ("linear", "NCW", (5,), 9, None, False),
        ("linear", None, (6,), 4, None, True),
        ("linear", None, (4,), None, 1.5, False),
        ("bilinear", None, (4, 5), (7, 3), None, False),
        ("bilinear", "NCHW", (5, 4), (3, 6), None, True),
        ("bilinear", None, (3, 4), None, (2.0, 0.5), False),
        ("bicubic", None, (4, 5), (7, 3), None, False),
        ("bicubic", "NCHW", (5, 4), (8, 6), None, True),
        ("bicubic", None, (3, 4), None, 2, False),
    ],
)
def test_interpolate(mode, data_format, sizes, size, scale_factor, align_corners):
    n = len(sizes)
    x = rng.standard_normal((2, *sizes, 3))
    result = ivy.interpolate(
        ivy.asarray(_data(x, data_format)),
        size,
        mode=mode,
        scale_factor=scale_factor,
        align_corners=align_corners,
        data_format=data_format,
    )
    scales = None
    if scale_factor is not None:
        scales = tuple(scale_factor) if isinstance(scale_factor, tuple) else (scale_factor,) * n
    out = (
        _ints(size, n)
        if size is not None
        else tuple(int(s * f) for s, f in zip(sizes, scales, strict=False))
    )
    expected = ref.interpolate(x, out, _REFERENCE_MODE[mode], align_corners, scales)
    assert_allclose(result, _data(expected, data_format))


def _torch():
    if ivy.current_backend() != "torch":
        pytest.skip("compares with torch.nn.functional directly on the torch backend only")
    import torch

    return torch


@pytest.mark.parametrize(
    ("kernel", "stride", "padding", "dilation", "ceil_mode"),
    [(3, 2, 1, 1, True), (2, 3, 1, 2, True), (3, 1, 0, 1, False)],
)
def test_pools_match_torch(kernel, stride, padding, dilation, ceil_mode):
    torch = _torch()
    nnf = torch.nn.functional
    x = torch.randn(2, 3, 7, 6, dtype=torch.float64)
    expected = nnf.max_pool2d(x, kernel, stride, padding, dilation, ceil_mode)
    result = ivy.max_pool2d(
        x, kernel, stride, padding, data_format="NCHW", dilation=dilation, ceil_mode=ceil_mode
    )
    assert_allclose(result, expected.numpy())
    for count_include_pad in (False, True):
        expected = nnf.avg_pool2d(x, kernel, stride, padding, ceil_mode, count_include_pad)
        result = ivy.avg_pool2d(
            x, kernel, stride, padding, data_format="NCHW", count_include_pad=count_include_pad,
            ceil_mode=ceil_mode,
        )  # fmt: skip
        assert_allclose(result, expected.numpy())


@pytest.mark.parametrize(
    ("mode", "align_corners"),
    [
        ("nearest", None),
        ("bilinear", False),
        ("bilinear", True),
        ("bicubic", False),
        ("bicubic", True),
    ],
)
def test_interpolate_matches_torch(mode, align_corners):
    torch = _torch()
    x = torch.randn(2, 3, 5, 4, dtype=torch.float64)
    for size in ((7, 9), (3, 2)):
        expected = torch.nn.functional.interpolate(x, size, mode=mode, align_corners=align_corners)
        result = ivy.interpolate(
            x, size, mode=mode, align_corners=bool(align_corners), data_format="NCHW"
        )
        assert_allclose(result, expected.numpy())
    expected = torch.nn.functional.adaptive_avg_pool2d(x, (3, 3))
    assert_allclose(ivy.adaptive_avg_pool2d(x, 3, data_format="NCHW"), expected.numpy())


def test_pool_errors_name_the_argument():
    x = ivy.ones((2, 5, 5, 3))
    with pytest.raises(ivy.ShapeError, match=r"max_pool2d: x must have 4 dimensions \(NHWC\)"):
        ivy.max_pool2d(ivy.ones((5, 5, 3)), 2, 2, "VALID")
    with pytest.raises(ValueError, match="avg_pool2d: padding must be 'SAME', 'VALID'"):
        ivy.avg_pool2d(x, 2, 2, "FULL")
    with pytest.raises(ValueError, match=r"max_pool1d: padding \(2, 2\) must be at most half"):
        ivy.max_pool1d(ivy.ones((2, 5, 3)), 2, 1, 2)
    with pytest.raises(ivy.ShapeError, match="avg_pool1d: x's spatial shape"):
        ivy.avg_pool1d(ivy.ones((2, 2, 3)), 3, 1, "VALID")
    with pytest.raises(ValueError, match="max_pool3d: kernel must be an int >= 1 or 3 of them"):
        ivy.max_pool3d(ivy.ones((2, 4, 4, 4, 3)), (2, 2), 1, "VALID")
    with pytest.raises(ValueError, match="adaptive_avg_pool2d: data_format must be"):
        ivy.adaptive_avg_pool2d(x, 2, data_format="NCW")
    with pytest.raises(ValueError, match="interpolate: mode must be"):
        ivy.interpolate(x, 3, mode="area")
    with pytest.raises(ivy.ShapeError, match="interpolate: mode 'linear' takes x with 1 spatial"):
        ivy.interpolate(x, 3, mode="linear")
    with pytest.raises(ValueError, match="interpolate: give exactly one of size and scale_factor"):
        ivy.interpolate(x, 3, mode="bilinear", scale_factor=2)
    with pytest.raises(ValueError, match="interpolate: align_corners is for the interpolating"):
        ivy.interpolate(x, 3, mode="nearest", align_corners=True)
