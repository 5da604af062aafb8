"""Dropout: identity in eval, masked and rescaled in training, seeds, and its errors."""

import numpy as np
import pytest

import ivy
from ivy.testing import assert_allclose
from ivy.testing.fixtures import BACKEND
from ivy_stateful.layers.dropout import Dropout
from ivy_stateful.layers.sequential import Sequential


def _np(x):
    return ivy.to_numpy(x)


@pytest.mark.parametrize("shape", [(), (5,), (2, 3)])
def test_eval_is_the_identity(shape):
    x = np.arange(float(np.prod(shape))).reshape(shape).astype(np.float32)
    layer = Dropout(0.9).eval()
    assert_allclose(layer(ivy.asarray(x)), x)


def test_training_zeroes_about_rate_and_rescales_the_rest():
    x = ivy.ones((200, 100))
    y = _np(Dropout(0.3)(x))
    kept = y != 0
    assert abs(1 - kept.mean() - 0.3) < 0.02  # 20000 draws: the std of the mean is ~0.003
    np.testing.assert_allclose(y[kept], 1 / 0.7, rtol=1e-6)
    assert ivy.dtype(Dropout(0.3)(x)) == ivy.float32


def test_train_eval_switch_and_sequential():
    model = Sequential(Dropout(0.5))
    x = ivy.ones((50, 40))
    assert (_np(model(x)) == 0).any()
    model.eval()
    assert_allclose(model(x), np.ones((50, 40), np.float32))
    model.train()
    assert (_np(model(x)) == 0).any()


def test_without_scaling():
    y = _np(Dropout(0.5, scale=False)(ivy.ones((30, 30))))
    assert set(np.unique(y)) == {0.0, 1.0}


def test_rate_zero_and_one():
    x = ivy.ones((4, 5))
    assert_allclose(Dropout(0.0)(x), np.ones((4, 5), np.float32))
    assert not _np(Dropout(1.0)(x)).any()


def test_noise_shape_drops_whole_rows():
    y = _np(Dropout(0.5, noise_shape=(40, 1))(ivy.ones((40, 6))))
    assert ((y == 0).all(axis=1) | (y != 0).all(axis=1)).all()
    assert (y == 0).any() and (y != 0).any()


def test_seed_makes_the_masks_reproducible_but_not_repeated():
    x = ivy.ones((20, 20))
    a, b = Dropout(0.5, seed=3), Dropout(0.5, seed=3)
    first_a, first_b = _np(a(x)), _np(b(x))
    np.testing.assert_array_equal(first_a, first_b)
    second_a = _np(a(x))
    assert not np.array_equal(first_a, second_a)
    np.testing.assert_array_equal(second_a, _np(b(x)))


def test_seed_given_to_the_call():
    x = ivy.ones((20, 20))
    layer = Dropout(0.5, seed=3)
    np.testing.assert_array_equal(_np(layer(x, seed=5)), _np(Dropout(0.5)(x, seed=5)))
    np.testing.assert_array_equal(_np(layer(x)), _np(Dropout(0.5, seed=3)(x)))  # counter unused
    assert not np.array_equal(_np(layer(x, seed=5)), _np(layer(x, seed=6)))


@pytest.mark.skipif(BACKEND != "jax", reason="jax.jit and a traced seed: runs on the jax backend")
def test_traced_seed_under_jit_draws_new_masks():
    import jax

    layer = Dropout(0.5)
    step = jax.jit(lambda x, seed: layer(x, seed=seed))
    x = ivy.ones((20, 20))
    a, b = _np(step(x, jax.numpy.asarray(1))), _np(step(x, jax.numpy.asarray(2)))
    assert not np.array_equal(a, b)
    np.testing.assert_array_equal(a, _np(step(x, jax.numpy.asarray(1))))


def test_has_no_variables_and_a_repr():
    layer = Dropout(0.25, noise_shape=(1, 3), seed=7)
    assert layer.v.all_key_chains() == []
    assert repr(layer) == "Dropout(rate=0.25, noise_shape=(1, 3), seed=7)"


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"rate": 1.5}, ValueError, r"Dropout: rate must be a number in \[0, 1\]; got 1.5"),
        ({"rate": "0.5"}, ValueError, r"Dropout: rate must be a number"),
        ({"rate": 0.5, "seed": 1.5}, TypeError, r"Dropout: seed must be an int or None"),
        ({"rate": 0.5, "seed": -1}, ValueError, r"Dropout: seed must be in \[0, 2\*\*63\)"),
    ],
)
def test_bad_arguments(kwargs, error, match):
    with pytest.raises(error, match=match):
        Dropout(**kwargs)


def test_bad_noise_shape_is_reported_by_ivy():
    with pytest.raises(ivy.ShapeError, match="dropout: noise_shape"):
        Dropout(0.5, noise_shape=(3, 1))(ivy.ones((4, 2)))


@pytest.mark.skipif(BACKEND == "numpy", reason="numpy has no autodiff")
def test_gradient_is_the_mask_times_the_scale():
    layer = Dropout(0.5, seed=11)
    x = ivy.asarray(np.ones((10, 10)))
    grad = ivy.grad(lambda x: ivy.sum(layer(x)))(x)
    mask = _np(Dropout(0.5, seed=11)(x)) != 0  # the same first seed: the same mask
    assert_allclose(grad, np.where(mask, 2.0, 0.0))


@pytest.mark.skipif(BACKEND != "torch", reason="compares with torch.nn: runs on the torch backend")
def test_like_torch_dropout():
    import torch

    x = torch.ones(100, 100, dtype=torch.float64)
    ours, theirs = Dropout(0.2)(x), torch.nn.Dropout(0.2)(x)
    assert isinstance(ours, torch.Tensor)
    assert set(torch.unique(ours).tolist()) == set(torch.unique(theirs).tolist()) == {0.0, 1.25}
    assert torch.equal(Dropout(0.2).eval()(x), torch.nn.Dropout(0.2).eval()(x))
