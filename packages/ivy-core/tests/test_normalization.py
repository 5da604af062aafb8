"""Normalization functions against the NumPy references of ivy.testing.reference_nn (and against
torch.nn.functional on the torch backend), in both data formats, and their errors."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing import reference_nn as ref
from ivy.testing.dtypes import available_dtypes

RNG = np.random.default_rng(0)
FLOATS = ["float32", "float64"]


def _normal(*shape, dtype="float32"):
    return (RNG.normal(size=shape) * 2 + 0.5).astype(dtype)


def _as(values):
    return None if values is None else ivy.asarray(values)


def _check(result, expected, dtype):
    assert_allclose(result, np.asarray(expected).astype(dtype))


def _torch_only():
    if ivy.current_backend() != "torch":
        pytest.skip("compares with torch.nn.functional: runs on the torch backend")
    import torch

    return torch


@pytest.mark.parametrize(
    ("shape", "normalized_shape"), [((5,), (5,)), ((3, 4), 4), ((2, 3, 4), (3, 4))]
)
@pytest.mark.parametrize("affine", [False, True])
def test_layer_norm(shape, normalized_shape, affine):
    trailing = (normalized_shape,) if isinstance(normalized_shape, int) else normalized_shape
    for dtype in available_dtypes(FLOATS):
        x = _normal(*shape, dtype=dtype)
        weight = _normal(*trailing, dtype=dtype) if affine else None
        bias = _normal(*trailing, dtype=dtype) if affine else None
        result = ivy.layer_norm(_as(x), normalized_shape, weight=_as(weight), bias=_as(bias))
        _check(result, ref.layer_norm(x, trailing, weight, bias), dtype)


BATCH_SHAPES = [(4, 3), (2, 5, 3), (2, 3, 2, 3)]  # channels last: 0 to 2 spatial axes


def _layout(shape_nsc, data_format):
    """A channels-last shape in ``data_format``."""
    return shape_nsc if data_format == "NSC" else (shape_nsc[0], shape_nsc[-1], *shape_nsc[1:-1])


@pytest.mark.parametrize("shape", BATCH_SHAPES)
@pytest.mark.parametrize("data_format", ["NSC", "NCS"])
@pytest.mark.parametrize("training", [False, True])
def test_batch_norm(shape, data_format, training):
    for dtype in available_dtypes(FLOATS):
        x = _normal(*_layout(shape, data_format), dtype=dtype)
        mean, variance = _normal(3, dtype=dtype), np.abs(_normal(3, dtype=dtype))
        offset, scale = _normal(3, dtype=dtype), _normal(3, dtype=dtype)
        options = {"training": training, "momentum": 0.3, "data_format": data_format}
        y, running_mean, running_variance = ivy.batch_norm(
            _as(x), _as(mean), _as(variance), offset=_as(offset), scale=_as(scale), **options
        )
        expected = ref.batch_norm(x, mean, variance, offset, scale, epsilon=1e-5, **options)
        for actual, want in zip((y, running_mean, running_variance), expected, strict=True):
            _check(actual, want, dtype)


def test_batch_norm_without_offset_and_scale_keeps_running_statistics():
    x, mean, variance = _normal(4, 2), _normal(2), np.abs(_normal(2))
    y, running_mean, running_variance = ivy.batch_norm(_as(x), _as(mean), _as(variance))
    _check(y, (x - mean) / np.sqrt(variance.astype(np.float64) + 1e-5), "float32")
    _check(running_mean, mean, "float32")
    _check(running_variance, variance, "float32")


@pytest.mark.parametrize("shape", [(2, 4), (2, 3, 4), (2, 2, 3, 4)])
@pytest.mark.parametrize("data_format", ["NSC", "NCS"])
# (One channel per group is instance_norm's test, which has spatial axes: a group of a single
# value has variance 0, where float32 rounding is magnified by 1 / sqrt(epsilon).)
@pytest.mark.parametrize("num_groups", [1, 2])
def test_group_norm(shape, data_format, num_groups):
    x = _normal(*_layout(shape, data_format))
    weight, bias = _normal(4), _normal(4)
    result = ivy.group_norm(
        _as(x), num_groups, weight=_as(weight), bias=_as(bias), data_format=data_format
    )
    expected = ref.group_norm(x, num_groups, weight, bias, data_format=data_format)
    _check(result, expected, "float32")


@pytest.mark.parametrize("shape", [(2, 5, 3), (2, 3, 2, 3)])
@pytest.mark.parametrize("data_format", ["NSC", "NCS"])
def test_instance_norm(shape, data_format):
    for dtype in available_dtypes(FLOATS):
        x = _normal(*_layout(shape, data_format), dtype=dtype)
        weight, bias = _normal(3, dtype=dtype), _normal(3, dtype=dtype)
        result = ivy.instance_norm(
            _as(x), weight=_as(weight), bias=_as(bias), data_format=data_format
        )
        _check(result, ref.instance_norm(x, weight, bias, data_format=data_format), dtype)
        plain = ivy.instance_norm(_as(x), data_format=data_format)
        _check(plain, ref.instance_norm(x, data_format=data_format), dtype)


def test_norms_match_torch_functional():
    torch = _torch_only()
    functional = torch.nn.functional
    x = _normal(2, 4, 3, 5)  # channels first, as torch wants
    w, b = _normal(4), _normal(4)
    tx, tw, tb = (torch.from_numpy(a) for a in (x, w, b))
    ln_w, ln_b = _normal(3, 5), _normal(3, 5)
    assert_allclose(
        ivy.layer_norm(tx, (3, 5), weight=torch.from_numpy(ln_w), bias=torch.from_numpy(ln_b)),
        functional.layer_norm(tx, (3, 5), torch.from_numpy(ln_w), torch.from_numpy(ln_b)).numpy(),
    )
    assert_allclose(
        ivy.group_norm(tx, 2, weight=tw, bias=tb, data_format="NCS"),
        functional.group_norm(tx, 2, tw, tb).numpy(),
    )
    assert_allclose(
        ivy.instance_norm(tx, weight=tw, bias=tb, data_format="NCS"),
        functional.instance_norm(tx, weight=tw, bias=tb).numpy(),
    )
    mean, variance = _normal(4), np.abs(_normal(4))
    torch_mean, torch_variance = torch.from_numpy(mean.copy()), torch.from_numpy(variance.copy())
    expected = functional.batch_norm(tx, torch_mean, torch_variance, tw, tb, True, 0.2)
    y, running_mean, running_variance = ivy.batch_norm(
        tx,
        torch.from_numpy(mean),
        torch.from_numpy(variance),
        offset=tb,
        scale=tw,
        training=True,
        momentum=0.2,
        data_format="NCS",
    )
    assert_allclose(y, expected.numpy())
    assert_allclose(running_mean, torch_mean.numpy())  # torch updated its own in place
    assert_allclose(running_variance, torch_variance.numpy())
    assert_allclose(torch.from_numpy(mean), mean)  # ivy's inputs are left as they were
    # Channels last is torch's channels first, moved.
    y_last, _, _ = ivy.batch_norm(
        tx.movedim(1, -1),
        torch.from_numpy(mean),
        torch.from_numpy(variance),
        offset=tb,
        scale=tw,
        training=True,
        momentum=0.2,
    )
    assert_allclose(y_last, expected.movedim(1, -1).numpy())


def test_layer_norm_errors_name_the_argument():
    x = ivy.zeros((2, 3))
    with pytest.raises(
        ivy.ShapeError, match=r"layer_norm: x of shape \(2, 3\) must end in normalized_shape \(2,\)"
    ):
        ivy.layer_norm(x, 2)
    with pytest.raises(
        ivy.ShapeError, match=r"layer_norm: weight must have shape \(3,\); got shape \(1,\)"
    ):
        ivy.layer_norm(x, 3, weight=ivy.ones(1))
    with pytest.raises(ivy.ShapeError, match=r"layer_norm: bias must have shape \(3,\)"):
        ivy.layer_norm(x, (3,), bias=ivy.ones((2, 3)))


def test_batch_norm_errors_name_the_argument():
    stats = (ivy.zeros(3), ivy.ones(3))
    with pytest.raises(ivy.ShapeError, match=r"batch_norm: x must have shape \(N, \*spatial, C\)"):
        ivy.batch_norm(ivy.zeros(3), *stats)
    with pytest.raises(
        ivy.ShapeError, match=r"batch_norm: mean must have shape \(3,\); got shape \(4,\)"
    ):
        ivy.batch_norm(ivy.zeros((2, 3)), ivy.zeros(4), ivy.ones(3))
    with pytest.raises(ivy.ShapeError, match=r"batch_norm: variance must have shape \(4,\)"):
        ivy.batch_norm(ivy.zeros((2, 4, 5)), ivy.zeros(4), ivy.ones(5), data_format="NCS")
    with pytest.raises(ivy.ShapeError, match=r"batch_norm: scale must have shape \(3,\)"):
        ivy.batch_norm(ivy.zeros((2, 3)), *stats, scale=ivy.ones(1))
    with pytest.raises(ValueError, match="batch_norm: data_format must be 'NSC' or 'NCS'"):
        ivy.batch_norm(ivy.zeros((2, 3)), *stats, data_format="NHWC")
    with pytest.raises(ValueError, match="batch_norm: training needs more than one value"):
        ivy.batch_norm(ivy.zeros((1, 3)), *stats, training=True)


def test_group_and_instance_norm_errors_name_the_argument():
    with pytest.raises(
        ivy.ShapeError, match=r"group_norm: num_groups 3 must divide the 4 channels of x"
    ):
        ivy.group_norm(ivy.zeros((2, 5, 4)), 3)
    with pytest.raises(ivy.ShapeError, match=r"group_norm: weight must have shape \(5,\)"):
        ivy.group_norm(ivy.zeros((2, 5, 4)), 1, weight=ivy.ones(4), data_format="NCS")
    with pytest.raises(
        ivy.ShapeError,
        match=r"instance_norm: x must have shape \(N, C, \*spatial\) with at least one spatial",
    ):
        ivy.instance_norm(ivy.zeros((2, 3)), data_format="NCS")
    with pytest.raises(ivy.ShapeError, match=r"instance_norm: bias must have shape \(3,\)"):
        ivy.instance_norm(ivy.zeros((2, 5, 3)), bias=ivy.ones(5))


# Where epsilon goes (inside the square root, x / sqrt(var + eps), not x / (sqrt(var) + eps))
# only shows where the variance is near epsilon: values of standard deviation 0.1 and
# epsilon = 0.01 give sqrt(0.02) = 0.141 against 0.1 + 0.01 = 0.11, a 28 % difference.
NEAR_EPSILON = 0.01


def _near_epsilon(*shape):
    # its own generator: the values must not depend on which tests ran before (pytest-xdist)
    rng = np.random.default_rng(11)
    return (rng.normal(size=shape) * np.sqrt(NEAR_EPSILON) + 0.5).astype("float32")


def _outside(x, axes):
    """The normalization with epsilon outside the square root: the result to tell apart."""
    centered = x - x.mean(axis=axes, keepdims=True)
    return centered / (centered.std(axis=axes, keepdims=True) + NEAR_EPSILON)


def test_epsilon_inside_the_square_root_where_variance_is_near_epsilon():
    x = _near_epsilon(2, 8, 8, 4)
    cases = {
        "layer_norm": (
            ivy.layer_norm(_as(x), (8, 4), epsilon=NEAR_EPSILON),
            ref.layer_norm(x, (8, 4), epsilon=NEAR_EPSILON),
            (2, 3),
        ),
        "batch_norm": (
            ivy.batch_norm(
                _as(x), _as(np.zeros(4, "float32")), _as(np.ones(4, "float32")), training=True,
                epsilon=NEAR_EPSILON,
            )[0],
            ref.batch_norm(
                x, np.zeros(4), np.ones(4), training=True, epsilon=NEAR_EPSILON
            )[0],
            (0, 1, 2),
        ),
        "group_norm": (
            ivy.group_norm(_as(x), 2, epsilon=NEAR_EPSILON),
            ref.group_norm(x, 2, epsilon=NEAR_EPSILON),
            None,
        ),
        "instance_norm": (
            ivy.instance_norm(_as(x), epsilon=NEAR_EPSILON),
            ref.instance_norm(x, epsilon=NEAR_EPSILON),
            (1, 2),
        ),
    }  # fmt: skip
    for name, (result, expected, axes) in cases.items():
        # atol: float32 sums of values near 0.5 whose deviations are 0.1 lose about a digit
        # (paddle's kernels: 2e-6); the placements differ by 0.1 and more.
        assert_allclose(result, expected.astype("float32"), rtol=1e-5, atol=1e-5)
        if axes is not None:  # the test can tell the two placements apart
            assert np.abs(_outside(x, axes) - expected).max() > 0.1, name
