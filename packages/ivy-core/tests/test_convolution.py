"""Convolutions against the loop references of ivy.testing.reference_conv, and their errors."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy
from ivy.testing import assert_allclose, assert_grads_close
from ivy.testing import reference_conv as ref
from ivy.testing.dtypes import require_dtypes
from ivy.testing.fixtures import needs_autodiff

CONV = {1: ivy.conv1d, 2: ivy.conv2d, 3: ivy.conv3d}
CONV_TRANSPOSE = {1: ivy.conv1d_transpose, 2: ivy.conv2d_transpose, 3: ivy.conv3d_transpose}
KERNEL = {1: (3,), 2: (3, 2), 3: (2, 3, 2)}
rng = np.random.default_rng(0)


def _ints(value, n):
    return (value,) * n if isinstance(value, int) else tuple(value)


def _pairs(padding, n):
    """The reference's padding: "SAME", "VALID" or pairs."""
    if isinstance(padding, str):
        return padding.upper()
    return [(padding, padding)] * n if isinstance(padding, int) else padding


def _data(x, data_format):
    """Channels-last x in ``data_format``."""
    return np.moveaxis(x, -1, 1) if data_format[1] == "C" else x


def _filters(w, filter_format):
    """Channels-last filters in ``filter_format``: (*k, a, b) -> (b, a, *k)."""
    n = w.ndim - 2
    return np.transpose(w, (n + 1, n, *range(n))) if filter_format == "channel_first" else w


# (spatial dims, data_format, filter_format, strides, padding, dilations, groups, bias, sizes)
CONV_CASES = [
    (1, "NWC", "channel_last", 1, "VALID", 1, 1, False, (7,)),
    (1, "NCW", "channel_first", 2, "SAME", 1, 2, True, (6,)),
    (1, "NWC", "channel_first", 3, [(2, 1)], 2, 1, True, (7,)),
    (2, "NHWC", "channel_last", (2, 1), "SAME", 1, 1, True, (5, 6)),
    (2, "NCHW", "channel_last", 1, "VALID", (2, 1), 2, False, (7, 6)),
    (2, "NHWC", "channel_first", 2, [(1, 0), (0, 2)], 2, 4, True, (6, 7)),
    (2, "NCHW", "channel_first", (3, 2), "SAME", (1, 2), 1, False, (7, 7)),
    (2, "NHWC", "channel_last", 2, 1, 2, 2, False, (6, 6)),
    (2, "NHWC", "channel_last", 1, "same", 1, 4, True, (4, 5)),
    (3, "NDHWC", "channel_last", 1, "SAME", 1, 1, True, (4, 5, 4)),
    (3, "NCDHW", "channel_first", 2, "VALID", 1, 2, False, (5, 4, 5)),
    (3, "NDHWC", "channel_first", (1, 2, 1), 1, (2, 1, 1), 4, True, (5, 5, 4)),
]


@pytest.mark.parametrize(
    (
        "n",
        "data_format",
        "filter_format",
        "strides",
        "padding",
        "dilations",
        "groups",
        "with_bias",
        "sizes",
    ),
    CONV_CASES,
)
def test_conv(n, data_format, filter_format, strides, padding, dilations, groups, with_bias, sizes):
    x = rng.standard_normal((2, *sizes, 4))
    w = rng.standard_normal((*KERNEL[n], 4 // groups, 4))
    bias = rng.standard_normal(4) if with_bias else None
    result = CONV[n](
        ivy.asarray(_data(x, data_format)),
        ivy.asarray(_filters(w, filter_format)),
        strides,
        padding,
        data_format=data_format,
        filter_format=filter_format,
        dilations=dilations,
        bias=None if bias is None else ivy.asarray(bias),
        groups=groups,
    )
    expected = ref.conv(
        x, w, _ints(strides, n), _pairs(padding, n), _ints(dilations, n), groups, bias
    )
    assert_allclose(result, _data(expected, data_format))


@needs_autodiff
@pytest.mark.parametrize(
    ("n", "data_format", "filter_format", "strides", "padding", "dilations", "groups"),
    [
        (1, "NCW", "channel_first", 2, [(2, 1)], 1, 2),  # grouped
        (2, "NHWC", "channel_last", 1, "SAME", 1, 1),  # dense
        (2, "NCHW", "channel_first", (2, 1), [(1, 0), (0, 2)], (1, 2), 4),  # depthwise
        (3, "NDHWC", "channel_last", 1, "VALID", 1, 4),  # depthwise, 3-d
        (2, "NCHW", "channel_first", 2, "SAME", 1, None),  # transposed
        (3, "NDHWC", "channel_last", (1, 2, 1), "VALID", 1, None),  # transposed, 3-d
    ],
)
def test_conv_gradients_match_finite_differences(
    n, data_format, filter_format, strides, padding, dilations, groups
):
    # Few elements: one finite difference each. Depthwise cases take jax's tap-sum path on CPU.
    require_dtypes("float64")
    transposed = groups is None
    x = ivy.asarray(_data(rng.standard_normal((1, *(4,) * n, 4)), data_format))
    w = rng.standard_normal((*KERNEL[n], 3 if transposed else 4 // (groups or 1), 4))
    w = ivy.asarray(_filters(w, filter_format))
    options = {"data_format": data_format, "filter_format": filter_format, "dilations": dilations}
    if not transposed:
        options["groups"] = groups
    conv = CONV_TRANSPOSE[n] if transposed else CONV[n]
    weights = ivy.asarray(rng.standard_normal(tuple(conv(x, w, strides, padding, **options).shape)))

    def weighted_sum(x, w):
        return ivy.sum(conv(x, w, strides, padding, **options) * weights)

    grads = ivy.grad(weighted_sum, argnums=(0, 1))(x, w)
    assert_grads_close(weighted_sum, [ivy.to_numpy(x), ivy.to_numpy(w)], grads, rtol=1e-6)


def test_conv_keeps_float32():
    x = rng.standard_normal((2, 6, 5, 3)).astype(np.float32)
    w = rng.standard_normal((3, 3, 3, 2)).astype(np.float32)
    result = ivy.conv2d(ivy.asarray(x), ivy.asarray(w), 1, "SAME")
    # rtol: float32 sums of 27 products, in the framework's order (oneDNN, XLA: blocked).
    assert_allclose(
        result, ref.conv(x, w, (1, 1), "SAME", (1, 1)), dtype="float32", rtol=1e-4, atol=1e-5
    )


@given(
    width=st.integers(1, 7),
    kernel=st.integers(1, 3),
    stride=st.integers(1, 3),
    dilation=st.integers(1, 2),
    padding=st.sampled_from(["SAME", "VALID"]),
)
def test_conv1d_sizes(width, kernel, stride, dilation, padding):
    if padding == "VALID" and (kernel - 1) * dilation + 1 > width:
        return  # no window fits
    x = rng.standard_normal((2, width, 2))
    w = rng.standard_normal((kernel, 2, 3))
    result = ivy.conv1d(ivy.asarray(x), ivy.asarray(w), stride, padding, dilations=dilation)
    assert_allclose(result, ref.conv(x, w, (stride,), padding, (dilation,)))


def test_resolved_arguments_are_reused_only_for_the_same_shapes_and_arguments():
    # The api caches each call's resolved arguments by shapes and arguments (a training loop
    # repeats them): a new shape, a list padding (unhashable) and a repeated bad call all work.
    w = rng.standard_normal((3, 2, 3))
    for width in (5, 5, 8):
        x = rng.standard_normal((2, width, 2))
        for padding in ("SAME", [(1, 1)]):
            result = ivy.conv1d(ivy.asarray(x), ivy.asarray(w), 2, padding)
            expected = ref.conv(x, w, (2,), "SAME" if padding == "SAME" else [(1, 1)], (1,))
            assert_allclose(result, expected)
    bad = ivy.asarray(rng.standard_normal((2, 5, 4)))  # 4 channels; the filters take 2
    for _ in range(2):
        with pytest.raises(ivy.ShapeError, match="conv1d: x has 4 channels"):
            ivy.conv1d(bad, ivy.asarray(w), 1, "VALID")


# (spatial dims, data_format, filter_format, strides, padding, dilations, bias, sizes, output)
TRANSPOSE_CASES = [
    (1, "NWC", "channel_last", 2, "SAME", 1, True, (5,), None),
    (1, "NCW", "channel_first", 3, "VALID", 1, False, (4,), None),
    (1, "NWC", "channel_last", 2, "VALID", 2, False, (4,), (12,)),
    (2, "NHWC", "channel_last", 2, "SAME", 1, True, (3, 4), None),
    (2, "NCHW", "channel_first", (2, 1), [(1, 0), (0, 1)], 1, False, (4, 3), None),
    (2, "NHWC", "channel_first", 2, "SAME", 1, False, (3, 3), (5, 6)),
    (2, "NHWC", "channel_last", 3, "SAME", 1, False, (3, 3), None),
    (2, "NCHW", "channel_last", 2, "VALID", (2, 1), True, (3, 4), (2, 3, 10, 9)),
    (2, "NHWC", "channel_last", 1, 1, 1, False, (4, 4), None),
    (3, "NDHWC", "channel_last", 2, "SAME", 1, True, (2, 3, 2), None),
    (3, "NCDHW", "channel_first", 1, "VALID", 2, False, (3, 2, 3), None),
]


@pytest.mark.parametrize(
    (
        "n",
        "data_format",
        "filter_format",
        "strides",
        "padding",
        "dilations",
        "with_bias",
        "sizes",
        "output_shape",
    ),
    TRANSPOSE_CASES,
)
def test_conv_transpose(
    n, data_format, filter_format, strides, padding, dilations, with_bias, sizes, output_shape
):
    x = rng.standard_normal((2, *sizes, 3))
    w = rng.standard_normal((*KERNEL[n], 2, 3))  # (*kernel, out_channels, in_channels)
    bias = rng.standard_normal(2) if with_bias else None
    result = CONV_TRANSPOSE[n](
        ivy.asarray(_data(x, data_format)),
        ivy.asarray(_filters(w, filter_format)),
        strides,
        padding,
        output_shape=output_shape,
        data_format=data_format,
        filter_format=filter_format,
        dilations=dilations,
        bias=None if bias is None else ivy.asarray(bias),
    )
    output_sizes = None
    if output_shape is not None:
        output_sizes = output_shape[-n:] if len(output_shape) == n else None
        if len(output_shape) == n + 2:
            output_sizes = output_shape[2:] if data_format[1] == "C" else output_shape[1:-1]
    expected = ref.conv_transpose(
        x, w, _ints(strides, n), _pairs(padding, n), _ints(dilations, n), output_sizes, bias
    )
    assert_allclose(result, _data(expected, data_format))


def test_conv_transpose_inverts_the_forward_shape():
    x = ivy.ones((2, 7, 6, 3))
    w = ivy.ones((3, 3, 3, 4))
    y = ivy.conv2d(x, w, 2, "SAME")
    back = ivy.conv2d_transpose(y, ivy.ones((3, 3, 3, 4)), 2, "SAME", output_shape=(7, 6))
    assert tuple(back.shape) == (2, 7, 6, 3)


@pytest.mark.parametrize(
    ("data_format", "multiplier", "strides", "padding", "dilations"),
    [("NHWC", None, 1, "SAME", 1), ("NCHW", 2, 2, "VALID", 1), ("NHWC", 2, (2, 1), "SAME", 2)],
)
def test_depthwise_conv2d(data_format, multiplier, strides, padding, dilations):
    x = rng.standard_normal((2, 7, 6, 3))
    w = rng.standard_normal((3, 2, 3, multiplier or 1))
    filters = w[..., 0] if multiplier is None else w
    result = ivy.depthwise_conv2d(
        ivy.asarray(_data(x, data_format)),
        ivy.asarray(filters),
        strides,
        padding,
        data_format=data_format,
        dilations=dilations,
    )
    # Channel c convolved alone with its filters gives outputs c * multiplier + m.
    expected = np.concatenate(
        [
            ref.conv(x[..., c : c + 1], w[:, :, c : c + 1, :], _ints(strides, 2), padding,
                     _ints(dilations, 2))
            for c in range(3)
        ],
        axis=-1,
    )  # fmt: skip
    assert_allclose(result, _data(expected, data_format))


def _torch():
    if ivy.current_backend() != "torch":
        pytest.skip("compares with torch.nn.functional directly on the torch backend only")
    import torch

    return torch


@pytest.mark.parametrize(("stride", "padding", "dilation", "groups"), [(1, 1, 1, 1), (2, 0, 2, 2)])
def test_conv2d_matches_torch(stride, padding, dilation, groups):
    torch = _torch()
    x = torch.randn(2, 4, 7, 6, dtype=torch.float64)
    w = torch.randn(4, 4 // groups, 3, 2, dtype=torch.float64)
    b = torch.randn(4, dtype=torch.float64)
    result = ivy.conv2d(
        x, w, stride, padding, data_format="NCHW", filter_format="channel_first",
        dilations=dilation, bias=b, groups=groups,
    )  # fmt: skip
    expected = torch.nn.functional.conv2d(x, w, b, stride, padding, dilation, groups)
    assert_allclose(result, expected.numpy())


@pytest.mark.parametrize(
    ("stride", "padding", "output_padding", "dilation"), [(2, 1, 1, 1), (3, 0, 2, 2)]
)
def test_conv_transpose2d_matches_torch(stride, padding, output_padding, dilation):
    torch = _torch()
    x = torch.randn(2, 3, 4, 5, dtype=torch.float64)
    w = torch.randn(3, 2, 3, 3, dtype=torch.float64)  # torch's (in, out, *kernel)
    expected = torch.nn.functional.conv_transpose2d(
        x, w, None, stride, padding, output_padding, 1, dilation
    )
    result = ivy.conv2d_transpose(
        x, w, stride, padding, output_shape=tuple(expected.shape[2:]), data_format="NCHW",
        filter_format="channel_first", dilations=dilation,
    )  # fmt: skip
    assert_allclose(result, expected.numpy())


def test_conv_errors_name_the_argument():
    x, w = ivy.ones((2, 5, 5, 4)), ivy.ones((3, 3, 4, 2))
    with pytest.raises(
        ivy.ShapeError, match=r"conv2d: x must have 4 dimensions \(NHWC\); got shape \(5, 5, 4\)"
    ):
        ivy.conv2d(ivy.ones((5, 5, 4)), w, 1, "SAME")
    with pytest.raises(ivy.ShapeError, match=r"conv2d: filters must have 4 dimensions"):
        ivy.conv2d(x, ivy.ones((3, 4, 2)), 1, "SAME")
    with pytest.raises(ivy.ShapeError, match="conv2d: x has 4 channels, so filters of shape"):
        ivy.conv2d(x, ivy.ones((3, 3, 3, 2)), 1, "SAME")
    with pytest.raises(ivy.ShapeError, match="conv2d: x has 4 channels"):
        ivy.conv2d(x, ivy.ones((3, 3, 2, 3)), 1, "SAME", groups=2)
    with pytest.raises(ValueError, match="conv2d: padding must be 'SAME', 'VALID'"):
        ivy.conv2d(x, w, 1, "FULL")
    with pytest.raises(ValueError, match="conv2d: padding must be"):
        ivy.conv2d(x, w, 1, [(1, 1)])
    with pytest.raises(ValueError, match=r"conv2d: padding must be .* got -1"):
        ivy.conv2d(x, w, 1, -1)  # once taken as a crop of one on every side
    with pytest.raises(ValueError, match="conv2d: strides must be an int >= 1 or 2 of them"):
        ivy.conv2d(x, w, (1, 1, 1), "SAME")
    with pytest.raises(ValueError, match="conv2d: strides must be an int >= 1 or 2 of them"):
        ivy.conv2d(x, w, True, "SAME")  # a bool is not taken for 1
    with pytest.raises(ValueError, match="conv2d: data_format must be 'NHWC' or 'NCHW'"):
        ivy.conv2d(x, w, 1, "SAME", data_format="NWC")
    with pytest.raises(ValueError, match="conv2d: filter_format must be"):
        ivy.conv2d(x, w, 1, "SAME", filter_format="OIHW")
    with pytest.raises(ivy.ShapeError, match=r"conv2d: bias must have shape \(2,\)"):
        ivy.conv2d(x, w, 1, "SAME", bias=ivy.ones(3))
    with pytest.raises(ivy.ShapeError, match="conv1d_transpose: x has 4 channels, but filters"):
        ivy.conv1d_transpose(ivy.ones((2, 5, 4)), ivy.ones((3, 2, 3)), 2, "SAME")
    with pytest.raises(ValueError, match=r"conv1d_transpose: output_shape \(12,\) does not fit"):
        ivy.conv1d_transpose(
            ivy.ones((2, 5, 3)), ivy.ones((3, 2, 3)), 2, "SAME", output_shape=(12,)
        )
    with pytest.raises(ivy.ShapeError, match="depthwise_conv2d: x has 4 channels, but filters"):
        ivy.depthwise_conv2d(x, ivy.ones((3, 3, 3)), 1, "SAME")
    with pytest.raises(ValueError, match="depthwise_conv2d: padding must be"):
        ivy.depthwise_conv2d(x, ivy.ones((3, 3, 4)), 1, "full")


def test_cached_arguments_stay_exact():
    # Resolved arguments are cached per shapes and arguments: 1.0 == 1 as a key, but only 1 is
    # a stride, whatever was cached before.
    x, w = ivy.ones((1, 8, 8, 2)), ivy.ones((3, 3, 2, 4))
    assert ivy.shape(ivy.conv2d(x, w, 1, "SAME")) == (1, 8, 8, 4)
    with pytest.raises(ValueError, match=r"conv2d: strides must be an int >= 1 or 2 of them"):
        ivy.conv2d(x, w, 1.0, "SAME")
    assert ivy.shape(ivy.max_pool2d(x, 2, 2, "VALID")) == (1, 4, 4, 2)
    with pytest.raises(ValueError, match=r"max_pool2d: kernel must be an int >= 1"):
        ivy.max_pool2d(x, 2.0, 2, "VALID")
