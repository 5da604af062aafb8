"""LayerNorm, BatchNorm1D/2D and GroupNorm against ivy.testing.reference_nn and, on the torch
backend, against torch.nn with copied weights."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing import reference_nn as ref
from ivy.testing.fixtures import BACKEND, needs_autodiff
from ivy.testing.gradients import numerical_grad
from ivy_stateful.layers.normalization import BatchNorm1D, BatchNorm2D, GroupNorm, LayerNorm

RNG = np.random.default_rng(0)
F64 = ivy.float64

torch_only = pytest.mark.skipif(BACKEND != "torch", reason="compares with torch.nn")


def _normal(*shape):
    return RNG.normal(size=shape)


def _np(x):
    return np.asarray(ivy.to_numpy(x))


def _randomize(layer):
    """Gives every variable of ``layer`` random values (ones/zeros would hide layout bugs)."""
    layer.v = layer.v.map(lambda x, _: ivy.asarray(_normal(*ivy.shape(x)), dtype=ivy.dtype(x)))
    return layer


def _check_grads(layer, x, **kwargs):
    """Autodiff gradient of a loss of ``layer(x)`` w.r.t. each variable vs finite differences."""
    v = layer.v
    coefficients = ivy.asarray(_normal(*ivy.shape(layer(x, **kwargs))), dtype=F64)
    for key_chain in v.all_key_chains():

        def loss(value, key_chain=key_chain):
            new = v.copy()
            new[key_chain] = value
            return ivy.sum(layer(x, v=new, **kwargs) * coefficients)

        expected = numerical_grad(loss, [_np(v[key_chain])])
        actual = ivy.grad(loss)(v[key_chain])
        assert_allclose(actual, expected, rtol=1e-6, atol=1e-8)  # finite differences: ~1e-9


# LayerNorm


class TestLayerNorm:
    @pytest.mark.parametrize("batch", [(), (5,), (2, 3)])
    @pytest.mark.parametrize("normalized_shape", [4, (3, 4)])
    def test_matches_reference(self, batch, normalized_shape):
        trailing = (normalized_shape,) if isinstance(normalized_shape, int) else normalized_shape
        layer = _randomize(LayerNorm(normalized_shape, epsilon=1e-3, dtype=F64))
        x = _normal(*batch, *trailing)
        expected = ref.layer_norm(x, trailing, _np(layer.v.weight), _np(layer.v.bias), 1e-3)
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_float32_stays_float32(self):
        layer = _randomize(LayerNorm(3))
        x = _normal(2, 3).astype(np.float32)
        expected = ref.layer_norm(x, (3,), _np(layer.v.weight), _np(layer.v.bias))
        assert_allclose(layer(ivy.asarray(x)), expected.astype(np.float32))

    def test_without_affine_or_bias(self):
        assert LayerNorm(3, elementwise_affine=False).v.all_key_chains() == []
        layer = _randomize(LayerNorm(3, with_bias=False, dtype=F64))
        assert layer.v.all_key_chains() == ["weight"]
        x = _normal(2, 3)
        assert_allclose(layer(ivy.asarray(x)), ref.layer_norm(x, (3,), _np(layer.v.weight)))

    def test_v_override(self):
        layer = LayerNorm(2, dtype=F64)
        other = {"weight": ivy.asarray([2.0, 3.0], dtype=F64), "bias": ivy.asarray([1.0, -1.0])}
        other["bias"] = ivy.astype(other["bias"], F64)
        x = np.array([[1.0, 3.0]])
        expected = ref.layer_norm(x, (2,), np.array([2.0, 3.0]), np.array([1.0, -1.0]))
        assert_allclose(layer(ivy.asarray(x), v=other), expected)
        assert_allclose(layer.v.weight, np.ones(2))  # its own are untouched

    def test_bad_arguments(self):
        with pytest.raises(ValueError, match="LayerNorm: normalized_shape"):
            LayerNorm(0)
        with pytest.raises(ValueError, match="LayerNorm: normalized_shape"):
            LayerNorm(())
        with pytest.raises(ivy.ShapeError, match="layer_norm: x of shape"):
            LayerNorm(3)(ivy.ones((2, 4)))

    def test_repr(self):
        assert repr(LayerNorm(3)) == (
            "LayerNorm(normalized_shape=(3,), epsilon=1e-05, elementwise_affine=True, "
            "with_bias=True)"
        )

    @needs_autodiff
    def test_gradient(self):
        _check_grads(_randomize(LayerNorm(3, dtype=F64)), ivy.asarray(_normal(2, 3)))

    @torch_only
    def test_matches_torch(self):
        import torch

        layer = _randomize(LayerNorm((3, 4), dtype=F64))
        theirs = torch.nn.LayerNorm((3, 4)).double()
        with torch.no_grad():
            theirs.weight.copy_(layer.v.weight)
            theirs.bias.copy_(layer.v.bias)
        x = torch.randn(2, 3, 4, dtype=torch.float64)
        assert_allclose(layer(x), theirs(x).detach().numpy())


# Batch norm


def _torch_batch_norm(layer, data_format):
    import torch

    cls = torch.nn.BatchNorm1d if isinstance(layer, BatchNorm1D) else torch.nn.BatchNorm2d
    theirs = cls(layer.num_features, momentum=layer.momentum, eps=layer.epsilon).double()
    with torch.no_grad():
        theirs.weight.copy_(layer.v.weight)
        theirs.bias.copy_(layer.v.bias)
    return theirs


class TestBatchNorm:
    @pytest.mark.parametrize(
        ("cls", "shape", "data_format"),
        [
            (BatchNorm1D, (6, 3), "NSC"),
            (BatchNorm1D, (4, 5, 3), "NSC"),
            (BatchNorm1D, (4, 3, 5), "NCS"),
            (BatchNorm2D, (2, 4, 5, 3), "NSC"),
            (BatchNorm2D, (2, 3, 4, 5), "NCS"),
        ],
    )
    def test_training_then_eval_matches_reference(self, cls, shape, data_format):
        layer = _randomize(cls(3, momentum=0.3, data_format=data_format, dtype=F64))
        weight, bias = _np(layer.v.weight), _np(layer.v.bias)
        mean, var = np.zeros(3), np.ones(3)
        for _ in range(2):  # the second step starts from the first's running statistics
            x = _normal(*shape) * 2 + 1
            y = layer(ivy.asarray(x))
            expected, mean, var = ref.batch_norm(
                x, mean, var, bias, weight, True, 0.3, 1e-5, data_format
            )
            assert_allclose(y, expected)
            assert_allclose(layer.buffers.running_mean, mean)
            assert_allclose(layer.buffers.running_var, var)
        layer.eval()
        x = _normal(*shape)
        expected, _, _ = ref.batch_norm(x, mean, var, bias, weight, False, 0.3, 1e-5, data_format)
        assert_allclose(layer(ivy.asarray(x)), expected)
        assert_allclose(layer.buffers.running_mean, mean)  # eval leaves them as they are

    def test_float32_stays_float32(self):
        layer = BatchNorm2D(3)
        y = layer(ivy.asarray(_normal(2, 2, 2, 3).astype(np.float32)))
        assert ivy.dtype(y) == ivy.float32
        assert ivy.dtype(layer.buffers.running_var) == ivy.float32

    def test_variables_and_buffers(self):
        layer = BatchNorm1D(4)
        assert layer.v.all_key_chains() == ["weight", "bias"]
        assert layer.buffers.all_key_chains() == ["running_mean", "running_var"]
        assert_allclose(layer.buffers.running_var, np.ones(4, np.float32))
        assert BatchNorm1D(4, affine=False).v.all_key_chains() == []
        assert BatchNorm1D(4, track_running_stats=False).buffers.all_key_chains() == []

    def test_without_running_stats_eval_uses_the_batch(self):
        layer = BatchNorm1D(3, affine=False, track_running_stats=False, dtype=F64).eval()
        x = _normal(5, 3)
        expected, _, _ = ref.batch_norm(x, np.zeros(3), np.ones(3), training=True)
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_lazy_channels(self):
        layer = BatchNorm2D(None, data_format="NCS")
        assert not layer.built
        layer(ivy.ones((2, 5, 3, 3)))
        assert layer.num_features == 5
        assert ivy.shape(layer.buffers.running_mean) == (5,)

    def test_buffers_override_receives_the_update(self):
        layer = BatchNorm1D(2, dtype=F64)
        given = ivy.Container(
            running_mean=ivy.zeros(2, dtype=F64), running_var=ivy.ones(2, dtype=F64)
        )
        x = np.array([[1.0, 2.0], [3.0, 6.0]])
        layer(ivy.asarray(x), buffers=given)
        assert_allclose(given.running_mean, [0.2, 0.4])
        assert_allclose(layer.buffers.running_mean, np.zeros(2))  # its own are untouched

    def test_bad_arguments(self):
        with pytest.raises(ValueError, match="BatchNorm1D: num_features"):
            BatchNorm1D(0)
        with pytest.raises(ValueError, match="BatchNorm2D: momentum"):
            BatchNorm2D(3, momentum=1.5)
        with pytest.raises(ValueError, match="BatchNorm2D: data_format"):
            BatchNorm2D(3, data_format="NHWC")
        with pytest.raises(ivy.ShapeError, match=r"BatchNorm2D: x must have shape \(N, H, W, C\)"):
            BatchNorm2D(3)(ivy.ones((4, 3)))
        with pytest.raises(ivy.ShapeError, match="BatchNorm1D: x must have shape"):
            BatchNorm1D(3)(ivy.ones((2, 2, 2, 3)))
        with pytest.raises(ivy.ShapeError, match="batch_norm: mean must have shape"):
            BatchNorm1D(3)(ivy.ones((4, 5)))
        with pytest.raises(ValueError, match="batch_norm: training needs more than one value"):
            BatchNorm1D(3)(ivy.ones((1, 3)))

    def test_repr(self):
        assert repr(BatchNorm1D(3)) == (
            "BatchNorm1D(num_features=3, momentum=0.1, epsilon=1e-05, affine=True, "
            "track_running_stats=True, data_format='NSC')"
        )

    @needs_autodiff
    def test_gradient(self):
        layer = _randomize(BatchNorm1D(2, dtype=F64))
        x = ivy.asarray(_normal(4, 2))
        ivy.grad(lambda x: ivy.sum(layer(x) ** 3))(x)
        # The update inside ivy.grad left concrete arrays, not values traced from x (to_numpy
        # fails on a leaked jax tracer).
        _, mean, var = ref.batch_norm(_np(x), np.zeros(2), np.ones(2), training=True)
        assert_allclose(layer.buffers.running_mean, mean)
        assert_allclose(layer.buffers.running_var, var)
        _check_grads(layer, x)

    @pytest.mark.skipif(BACKEND != "numpy", reason="asserts numpy's UnsupportedError")
    def test_gradient_unsupported_on_numpy(self):
        layer = BatchNorm1D(2)
        x = ivy.ones((4, 2))
        with pytest.raises(ivy.UnsupportedError):
            ivy.grad(lambda v: ivy.sum(layer(x, v=v)))(layer.v)

    @torch_only
    @pytest.mark.parametrize(
        ("cls", "shape"), [(BatchNorm1D, (4, 3, 5)), (BatchNorm2D, (2, 3, 4, 5))]
    )
    def test_matches_torch(self, cls, shape):
        import torch

        layer = _randomize(cls(3, momentum=0.2, data_format="NCS", dtype=F64))
        theirs = _torch_batch_norm(layer, "NCS")
        for _ in range(3):
            x = (torch.randn(*shape, dtype=torch.float64) * 3 + 1).requires_grad_(True)
            assert_allclose(layer(x), theirs(x).detach().numpy())
        assert_allclose(layer.buffers.running_mean, theirs.running_mean.numpy())
        assert_allclose(layer.buffers.running_var, theirs.running_var.numpy())
        assert layer.buffers.running_mean.grad_fn is None  # no graph kept through the buffers
        layer.eval()
        theirs.eval()
        x = torch.randn(*shape, dtype=torch.float64)
        assert_allclose(layer(x), theirs(x).detach().numpy())


# GroupNorm


class TestGroupNorm:
    @pytest.mark.parametrize(
        ("shape", "data_format"), [((3, 4), "NSC"), ((2, 5, 4), "NSC"), ((2, 4, 3, 2), "NCS")]
    )
    def test_matches_reference(self, shape, data_format):
        layer = _randomize(GroupNorm(2, 4, data_format=data_format, dtype=F64))
        x = _normal(*shape)
        weight, bias = _np(layer.v.weight), _np(layer.v.bias)
        expected = ref.group_norm(x, 2, weight, bias, data_format=data_format)
        assert_allclose(layer(ivy.asarray(x)), expected)

    def test_float32_and_no_affine(self):
        layer = GroupNorm(1, 2, affine=False)
        assert layer.v.all_key_chains() == []
        x = _normal(2, 3, 2).astype(np.float32)
        assert_allclose(layer(ivy.asarray(x)), ref.group_norm(x, 1).astype(np.float32))

    def test_lazy_channels(self):
        layer = GroupNorm(3, None)
        layer(ivy.ones((2, 4, 6)))
        assert layer.num_channels == 6
        assert ivy.shape(layer.v.weight) == (6,)

    def test_bad_arguments(self):
        with pytest.raises(ValueError, match="GroupNorm: num_groups 3 must divide num_channels"):
            GroupNorm(3, 4)
        with pytest.raises(ValueError, match="GroupNorm: num_groups must be a positive int"):
            GroupNorm(0, 4)
        with pytest.raises(ivy.ShapeError, match="GroupNorm: x must have a batch and a channel"):
            GroupNorm(1, None)(ivy.ones(3))
        with pytest.raises(ivy.ShapeError, match="group_norm: weight must have shape"):
            GroupNorm(2, 4)(ivy.ones((2, 6)))

    @needs_autodiff
    def test_gradient(self):
        _check_grads(_randomize(GroupNorm(2, 4, dtype=F64)), ivy.asarray(_normal(2, 3, 4)))

    @torch_only
    def test_matches_torch(self):
        import torch

        layer = _randomize(GroupNorm(2, 4, data_format="NCS", dtype=F64))
        theirs = torch.nn.GroupNorm(2, 4).double()
        with torch.no_grad():
            theirs.weight.copy_(layer.v.weight)
            theirs.bias.copy_(layer.v.bias)
        x = torch.randn(2, 4, 3, 3, dtype=torch.float64)
        assert_allclose(layer(x), theirs(x).detach().numpy())
